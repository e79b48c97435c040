import { isApiError } from '../api/errors.js'
import { CancelledError, InputError } from '../errors.js'
import { errorText } from '../text.js'

/** Every error becomes one line a user can act on; untrusted parts are already escaped. */
export function failureLine(e: unknown): string {
  if (e instanceof InputError) {
    return `Invalid inputs (no request was sent):\n${e.problems.map((p) => `  ${p.input}: ${p.message}`).join('\n')}`
  }
  if (e instanceof CancelledError) return e.message
  if (isApiError(e)) return e.message
  return `Unexpected error: ${errorText(e, 500)}`
}
