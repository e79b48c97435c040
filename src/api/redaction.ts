// The secrets (the access token, the GitHub token) kept out of everything the service sends. A
// scanner that records requests can hand the token back inside a finding (`Authorization: Bearer
// …`, a URL), and the result travels as JSON inside JSON: the token can come spelt with escapes
// (`\u0061`, `\\u0061` one layer down, `%61` in a URL) or split by them. Redaction therefore
// matches every character of a secret in any of those spellings, and the transport applies it to
// the answer's text before parsing it; an answer whose strings (or the JSON they hold, decoded
// layer after layer) would still spell a secret is refused whole: fail closed.

/** What a secret becomes: valid inside a JSON string, a URL, Markdown and XML alike. */
export const REDACTED = '***'

/** Shorter "secrets" are not worth mangling text for (and would match everywhere). */
const MIN_SECRET_LENGTH = 4

/** JSON text nested deeper than this inside a string is not looked into (decodeResult reads 2). */
const MAX_JSON_LAYERS = 4

export type Redact = (text: string) => string

/** Replaces each secret, in every spelling (see above), by REDACTED. */
export function redactor(secrets: readonly (string | undefined)[]): Redact {
  const kept = [...new Set(secrets)]
    .filter((s): s is string => typeof s === 'string' && s.length >= MIN_SECRET_LENGTH)
    // The longest first: a secret inside another is not left half-replaced.
    .sort((a, b) => b.length - a.length)
  if (kept.length === 0) return (s) => s
  const pattern = new RegExp(kept.map(spellings).join('|'), 'g')
  return (s) => (typeof s === 'string' ? s.replace(pattern, REDACTED) : s)
}

/**
 * Every spelling of `secret`, as a pattern safe to replace inside JSON text: a match never starts
 * inside an escape (not after an unpaired `\u` and up to 3 hex digits) and takes in the backslashes
 * right before it (an escaped backslash or an escape of its first character stays whole), so the
 * text around REDACTED decodes as it did.
 */
function spellings(secret: string): string {
  const units = Array.from({ length: secret.length }, (_, i) => unit(secret.charCodeAt(i)))
  return `(?<!(?:^|[^\\\\])(?:\\\\\\\\)*\\\\u[0-9A-Fa-f]{0,3})(?<!\\\\)\\\\*${units.join('')}`
}

/** One UTF-16 unit: itself, `\uXXXX` after any backslashes (any layer), `%XX`, `\/` or `\"`. */
function unit(code: number): string {
  const forms = [literal(code), `\\\\+u${hex(code, 4)}`]
  if (code < 0x80) forms.push(`%${hex(code, 2)}`)
  if (code === 0x2f || code === 0x22) forms.push(`\\\\+${literal(code)}`)
  return `(?:${forms.join('|')})`
}

function literal(code: number): string {
  const c = String.fromCharCode(code)
  return /[A-Za-z0-9_]/.test(c) ? c : `\\u${code.toString(16).padStart(4, '0')}`
}

/** Hex digits of `code` in either case: `[aA]`. */
function hex(code: number, digits: number): string {
  return [...code.toString(16).padStart(digits, '0')]
    .map((d) => (/[a-f]/.test(d) ? `[${d}${d.toUpperCase()}]` : d))
    .join('')
}

/**
 * Whether `value` (a parsed answer whose text was redacted) still spells a secret: in a string or
 * a key, or once a string holding JSON is decoded, layer after layer (escapes of escapes, which
 * the text's redaction cannot see, such as `\u005cu0061`). Walked with a stack, not recursion:
 * a document nested 100,000 levels deep is read, not a crash. True means the answer must not be
 * read at all (fail closed).
 */
export function spellsSecret(value: unknown, redact: Redact): boolean {
  const stack: Array<[value: unknown, layer: number]> = [[value, 0]]
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [v, layer] = item
    if (typeof v === 'string') {
      if (redact(v) !== v) return true
      const decoded = layer < MAX_JSON_LAYERS ? jsonIn(v) : NOT_JSON
      if (decoded !== NOT_JSON) stack.push([decoded, layer + 1])
    } else if (Array.isArray(v)) {
      for (const x of v) stack.push([x, layer])
    } else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (redact(k) !== k) return true
        stack.push([x, layer])
      }
    }
  }
  return false
}

const NOT_JSON = Symbol('not JSON')

/** The value of the JSON text `text` holds, if it holds one (an object, a list or a string). */
function jsonIn(text: string): unknown {
  if (!/^\s*["[{]/.test(text)) return NOT_JSON
  try {
    return JSON.parse(text) as unknown
  } catch {
    return NOT_JSON
  }
}
