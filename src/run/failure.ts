import { isApiError } from '../api/errors.js'
import { CancelledError, InputError } from '../common/errors.js'
import { errorText } from '../common/text.js'
import { ACTION_WORDS, cancelledWords, type Words } from '../words.js'

/** Every error becomes one line a user can act on; untrusted parts are already escaped. */
export function failureLine(e: unknown, words: Words = ACTION_WORDS): string {
  if (e instanceof InputError) {
    return `Invalid inputs (no request was sent):\n${e.problems.map((p) => `  ${p.input}: ${p.message}`).join('\n')}`
  }
  if (e instanceof CancelledError) return `${cancelledWords(words)} (${e.signalName})`
  if (isApiError(e)) return e.message
  return `Unexpected error: ${errorText(e, 500)}`
}
