// The secrets (the access token, the GitHub token) kept out of everything the service sends. A
// scanner that records requests can hand the token back inside a finding (`Authorization: Bearer
// …`, a URL), and the result travels as JSON inside JSON: the token can come spelt with escapes
// (`\u0061`, `\\u0061` one layer down, `%61` in a URL) or split by them. Redaction therefore
// matches every character of a secret in any of those spellings, and the transport applies it to
// the answer's text, then to every string of the parsed answer (what one decoding revealed), and
// refuses a string whose deeper JSON layers would still reveal a secret: fail closed.

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
 * `value` (a parsed answer) with every string and key redacted. A string that holds JSON whose
 * decoding would still spell a secret (escaped once more than the text redaction sees) becomes
 * REDACTED whole: a result then reads as unreadable, never as one with the token in it.
 */
export function redactValue(value: unknown, redact: Redact): unknown {
  if (typeof value === 'string') {
    const text = redact(value)
    return revealsSecret(text, redact, 1) ? REDACTED : text
  }
  if (Array.isArray(value)) return value.map((v) => redactValue(v, redact))
  if (value !== null && typeof value === 'object') {
    // fromEntries defines own properties: a `__proto__` key stays a key.
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [redact(k), redactValue(v, redact)])
    )
  }
  return value
}

/** Whether decoding `text` as JSON (layer after layer) reveals a spelling of a secret. */
function revealsSecret(text: string, redact: Redact, layer: number): boolean {
  if (layer > MAX_JSON_LAYERS || !/^\s*["[{]/.test(text)) return false
  let decoded: unknown
  try {
    decoded = JSON.parse(text)
  } catch {
    return false
  }
  return spells(decoded, redact, layer)
}

function spells(value: unknown, redact: Redact, layer: number): boolean {
  if (typeof value === 'string') {
    return redact(value) !== value || revealsSecret(value, redact, layer + 1)
  }
  if (Array.isArray(value)) return value.some((v) => spells(v, redact, layer))
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => redact(k) !== k || spells(v, redact, layer))
  }
  return false
}
