// The secrets (the access token, the GitHub token) kept out of everything the service sends. A
// scanner that records requests can hand the token back inside a finding (`Authorization: Bearer
// …`, a URL), and the result travels as JSON inside JSON: the token can come spelt with escapes
// (`\u0061`, `\\u0061` one layer down, `%61` in a URL) or split by them. Redaction therefore
// matches every character of a secret in any of those spellings, and the transport applies it to
// the answer's text before parsing it, and to the JSON text the answer holds before that is
// parsed (redactLayers): every text any decoding reads has been through it. The spellings (also
// base64, HTML references, invisible characters between the characters) are redaction-spellings.ts's.

import { guarded, secretPattern } from './redaction-spellings.js'
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
  // Built at the first text, not at start: the first request leaves without waiting for it.
  let patterns: RegExp[] | undefined
  return (s) => {
    if (typeof s !== 'string') return s
    patterns ??= chunks(kept.map(secretPattern)).map(compiled)
    try {
      return patterns.reduce((text, pattern) => text.replace(pattern, REDACTED), s)
    } catch {
      // Millions of escaped fillers in one gap exhaust the engine's backtracking stack (a
      // RangeError): a text that cannot be searched is withheld whole (fail closed), so the
      // answer reads as unreadable instead of being shown unredacted.
      return REDACTED
    }
  }
}

/**
 * The expression, compiled to machine code at once. V8 runs a new expression in its interpreter
 * first and compiles it again, to machine code, at its next use; for these patterns the
 * interpreter's compile is the dearer one. Measured in fresh Node 20 processes, the two secrets
 * of a run: 21-35 ms at the first (short) answer and 4-12 ms at the next (medians 23 and 8.5),
 * against 9.5-14 ms once (median 11).
 * V8 compiles straight to machine code when the first text searched has 1,000 characters or
 * more, so the first search is made on spaces, which no spelling of a secret holds.
 */
function compiled(pattern: string): RegExp {
  const expression = new RegExp(guarded(pattern), 'g')
  expression.test(WARM_UP)
  expression.lastIndex = 0
  return expression
}

const WARM_UP = ' '.repeat(1000)

/**
 * V8 optimises a regular expression of up to 20,000 characters only (over it, 30 times slower):
 * the secrets' patterns are joined into as few expressions under that size as they fit in (the
 * access token and the GitHub token: one), each secret whole in one of them.
 */
const MAX_PATTERN_CHARS = 19_000

function chunks(patterns: readonly string[]): string[] {
  const out: string[] = []
  for (const p of patterns) {
    const last = out.length - 1
    if (last >= 0 && (out[last] ?? '').length + p.length + 1 <= MAX_PATTERN_CHARS) {
      out[last] = `${out[last]}|${p}`
    } else out.push(p)
  }
  return out
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
