// The secrets (the access token, the GitHub token) kept out of everything the service sends. A
// scanner that records requests can hand the token back inside a finding (`Authorization: Bearer
// …`, a URL), and the result travels as JSON inside JSON: the token can come spelt with escapes
// (`\u0061`, `\\u0061` one layer down, `%61` in a URL) or split by them. Redaction therefore
// matches every character of a secret in any of those spellings, and the transport applies it to
// the answer's text before parsing it, and to the JSON text the answer holds before that is
// parsed (redactLayers): every text any decoding reads has been through it.

import { interpret, type AttemptResult, type OutcomeContext, type Verdict } from './outcome.js'

/** What a secret becomes: valid inside a JSON string, a URL, Markdown and XML alike. */
export const REDACTED = '***'

/** Shorter "secrets" are not worth mangling text for (and would match everywhere). */
const MIN_SECRET_LENGTH = 4

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
 * inside an escape (not after an unpaired `\u` and up to 3 hex digits) nor inside a run of
 * backslashes, and takes in the backslashes before each character (an escaped backslash or an
 * escape of the character stays whole), so the text around REDACTED decodes as it did.
 */
function spellings(secret: string): string {
  const units = Array.from({ length: secret.length }, (_, i) => unit(secret.charCodeAt(i)))
  return `(?<!(?:^|[^\\\\])(?:\\\\\\\\)*\\\\u[0-9A-Fa-f]{0,3})(?<!\\\\)${units.join('')}`
}

/**
 * A backslash as any layer of JSON may spell it: itself, or `\u005c` (which one decoding more
 * makes a backslash). A run of them before `uXXXX` is the character's escape at some layer.
 */
const BACKSLASH = '(?:\\\\(?:u005[cC])?)'

/**
 * One UTF-16 unit: itself or `uXXXX` after a run of backslashes (any layer), or `%XX`. Each form
 * reads a run of backslashes in one way only, so a long run costs one pass, not one per split.
 */
function unit(code: number): string {
  const forms = [`${BACKSLASH}*${literal(code)}`, `${BACKSLASH}+u${hex(code, 4)}`]
  if (code < 0x80) forms.push(`%${hex(code, 2)}`)
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
 * The answer's own text is redacted before it is parsed; the JSON text its fields hold (v2's
 * `result`, a string holding the document, or that string encoded once more, which the reader
 * also decodes) is redacted before the reader parses it, layer by layer. So every text any
 * decoding reads has been through the redactor, and a secret spelt for a later layer
 * (`\u005cu0071`) is found in the layer that would decode it. One pass over each text; nothing
 * walks the parsed document.
 */
export function redactLayers(answer: Record<string, unknown>, redact: Redact): void {
  for (const [key, value] of Object.entries(answer)) {
    if (typeof value !== 'string' || !JSON_TEXT.test(value)) continue
    const clean = redactNested(redact(value), redact)
    if (clean !== value) answer[key] = clean
  }
}

/** JSON text: what the reader tries to decode (an object, a list, or a string once more). */
const JSON_TEXT = /^\s*["[{]/

/** The JSON text `text` (redacted) holds a string holding JSON: redact that too, re-encoded. */
function redactNested(text: string, redact: Redact): string {
  if (!/^\s*"/.test(text)) return text
  let inner: unknown
  try {
    inner = JSON.parse(text)
  } catch {
    return text // not JSON: the reader refuses it in its own words
  }
  if (typeof inner !== 'string' || !JSON_TEXT.test(inner)) return text
  const clean = redactNested(redact(inner), redact)
  return clean === inner ? text : JSON.stringify(clean)
}

/**
 * One attempt's answer as the transport reads it: the secrets out of its text and headers, then
 * read (outcome.ts), then out of the JSON text it holds. The benchmark reads answers through it too.
 */
export function interpretRedacted(result: AttemptResult, ctx: OutcomeContext): Verdict {
  const { redact } = ctx
  const clean =
    result.type === 'response'
      ? { ...result, text: redact(result.text), headers: result.headers?.map(redact) }
      : result
  const verdict = interpret(clean, ctx)
  if (verdict.type === 'ok') redactLayers(verdict.value, redact)
  return verdict
}
