// The `result` field -> the result document as an object. v2 sends a string holding JSON, v1 a
// JSON value; some proxies and old service versions encode the string once more. Error messages
// are the action's own words: the raw text (which the tested site can influence) never appears.
import type { Obj } from './fields.js'
import { pathText } from './json-path.js'
import { findRepeatedKey, type RepeatedKey } from './repeated-keys.js'
import { forLog } from '../common/text.js'

/** The result cannot be read at all. The message is safe to print. */
export class ResultParseError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ResultParseError'
  }
}

/**
 * A result the transport could not hand on: the answer around it repeats a key at or inside the
 * result (v1's result stands in the answer; a v2 answer may write `result` twice). Decoding it
 * is refused with `problem`; `text` (the whole answer) is the raw text kept in the report file.
 */
export class UnreadableResult {
  constructor(
    readonly problem: string,
    readonly text: string
  ) {}
}

// JSON text inside JSON text is expected once (v2); a second layer is tolerated, a third is not.
const MAX_STRING_LAYERS = 2

export function decodeResult(raw: unknown): Obj {
  if (raw instanceof UnreadableResult) throw new ResultParseError(raw.problem)
  let value = raw
  for (let layer = 0; layer < MAX_STRING_LAYERS && typeof value === 'string'; layer++) {
    const text = value
    const what = layer === 0 ? 'the test result' : 'the test result (JSON inside JSON)'
    value = parseJson(text, what)
    // JSON.parse keeps the last copy of a repeated key: the first would be a part never read.
    const repeated = value !== null && typeof value === 'object' ? findRepeatedKey(text) : undefined
    if (repeated) throw new ResultParseError(repeatedKeyLine(what, repeated))
  }
  if (value === null || value === undefined) throw new ResultParseError('the test result is empty')
  if (typeof value === 'object' && !Array.isArray(value)) return value as Obj
  throw new ResultParseError(`the test result is ${kindOf(value)}, not a JSON object`)
}

/**
 * The one line for a repeated key: `the test result repeats the key "vulnerabilities" at
 * $.vulnerabilities`. The key is the document's text, so it is made safe to print.
 */
export function repeatedKeyLine(what: string, repeated: RepeatedKey): string {
  return (
    `${what} repeats the key ${JSON.stringify(forLog(repeated.key, 40))} at ${pathText(repeated.path)}` +
    ' (JSON keeps only the last copy, so the first would go unread)'
  )
}

/** JSON.parse with errors in our words. Also used for baseline files. */
export function parseJson(
  text: string,
  what: string,
  ErrorType: new (message: string) => Error = ResultParseError
): unknown {
  if (/^\s*$/.test(text)) throw new ErrorType(`${what} is empty`)
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new ErrorType(`${what} is not valid JSON${whereItBroke(error)}`)
  }
}

// V8's messages quote the offending text ("Unexpected token 'x', "xyz…" is not valid JSON"):
// keep only the position, which is a number we can trust.
function whereItBroke(error: unknown): string {
  if (error instanceof RangeError) return ' (it is nested too deeply to read)'
  const message = error instanceof Error ? error.message : ''
  const position = /at position (\d+)/.exec(message)?.[1]
  if (position !== undefined) return ` (at position ${position})`
  if (message.startsWith('Unexpected end of JSON input')) return ' (it ends too early)'
  return ''
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'string') return 'JSON text nested more than twice'
  if (typeof value === 'number') return 'a number'
  if (typeof value === 'boolean') return 'a boolean'
  return 'not a document'
}
