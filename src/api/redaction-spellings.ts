// The pattern that finds one secret in every spelling a reader of the service's answer could turn
// back into it (redaction.ts replaces what it finds). Each character of the secret is matched
// as itself, as a `\uXXXX` escape after any run of backslashes (a backslash itself perhaps spelt
// `\u005c`: JSON inside JSON), or percent-encoded. Between two characters any run of fillers may
// stand, literally or escaped: a superset of what src/common/text.ts removes (controls, invisible
// characters, bidi marks, tag characters), which the report cleaners would otherwise strip and so
// join a token the redactor missed. The secret is also found base64-encoded (a `/.git/config`
// holding actions/checkout's `AUTHORIZATION: basic base64("x-access-token:<token>")`), at each of
// the three byte alignments, in the standard and the URL-safe alphabet.
//
// Linear on any input: at each place, the text a gap (fillers) can take and the text the next
// character can take never overlap, and each form reads a backslash run in one way only, so no
// split is tried twice (a run of 2,000,000 backslashes or fillers costs one pass).
//
// Kept short: V8 stops optimising a regular expression of more than 20,000 characters (30 times
// slower), and the two secrets' patterns together must stay under it. So no HTML character
// references (`&#101;`): about 50 characters more per character, for a spelling none of our
// writers decodes (Markdown and XML writers escape `&`; JSON and SARIF text are plain).

/**
 * A backslash as any layer of JSON may spell it: itself, or `\u005c` (which one decoding more
 * makes a backslash). A run of them before `uXXXX` is the character's escape at some layer.
 */
const BACKSLASH = '(?:\\\\(?:u005[cC])?)'

/**
 * A base64 form shorter than this (about 12 bytes of the secret) is not used: a short stable core
 * would match ordinary text.
 */
export const MIN_BASE64_CORE = 16

/** JSON's one-letter escapes of characters text.ts removes: backspace, form feed, CR. */
const SHORT_ESCAPES = 'bfr'

/** Every spelling of `secret` and of its base64 forms, as alternatives (to be `guarded`). */
export function secretPattern(secret: string): string {
  const plain = Array.from({ length: secret.length }, (_, i) => unit(secret.charCodeAt(i), i === 0))
  const forms = [plain.join(gapFor(secret))]
  // Base64 text has no escapes of its own letters: each is itself (`/` perhaps `\/`, `%2F`), and
  // only literal fillers stand between them: the short form keeps the pattern under V8's limit.
  // The first four characters stand together: V8 then checks four characters at once where the
  // match could start, instead of trying a gap after every common letter (the base64 forms cost
  // twice the rest without it). Base64 with fillers in its first characters is written on
  // purpose, by someone who has the token already; one the cleaners joined is found.
  const fillers = `${literalFillers(secret)}*`
  for (const core of base64Cores(secret)) {
    const units = [...core].map(base64Unit)
    forms.push(units.slice(0, 4).join('') + fillers + units.slice(4).join(fillers))
  }
  return forms.join('|')
}

/**
 * The characters of base64(prefix + secret) that depend on the secret's bytes alone, for a prefix
 * of 0, 1 and 2 bytes: wherever the secret sits in an encoded text, one of them stands there.
 */
export function base64Cores(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8')
  const cores = new Set<string>()
  for (const shift of [0, 1, 2]) {
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64')
    const start = Math.ceil((8 * shift) / 6)
    const end = Math.floor((8 * (shift + bytes.length)) / 6)
    const core = encoded.slice(start, end)
    if (core.length >= MIN_BASE64_CORE) cores.add(core)
  }
  return [...cores]
}

/**
 * A match never starts inside an escape (not after an unpaired `\u` and up to 3 hex digits) nor
 * inside a run of backslashes; each unit takes in the backslashes before it (an escaped backslash
 * or an escape stays whole), so the text around the replacement decodes as it did.
 */
export const guarded = (body: string): string =>
  `(?<!(?:^|[^\\\\])(?:\\\\\\\\)*\\\\u[0-9A-Fa-f]{0,3})(?<!\\\\)(?:${body})`

/**
 * One UTF-16 unit: itself after a run of backslashes, `uXXXX` after a run of them (any layer),
 * or `%XX`. Inside a secret, `b`, `f` and `r` after a backslash are the escapes of a backspace,
 * a form feed, a CR (a gap), never the letter: so the gap and the letter cannot both take `\b`,
 * and a run of them is read once.
 */
function unit(code: number, first: boolean): string {
  const c = String.fromCharCode(code)
  const lead = first || !SHORT_ESCAPES.includes(c) ? `${BACKSLASH}*` : ''
  const forms = [`${lead}${literal(code)}`, `${BACKSLASH}+u${hex(code, 4)}`]
  if (code < 0x80) forms.push(`%${hex(code, 2)}`)
  return `(?:${forms.join('|')})`
}

/** A base64 character, either alphabet: `+`/`-`, `/`/`_` (or JSON's `\/`, or `%2B`, `%2F`). */
function base64Unit(ch: string): string {
  if (ch === '+') return '(?:[+-]|%2[bB])'
  if (ch === '/') return '(?:\\\\*\\/|_|%2[fF])'
  return ch
}

/**
 * A character outside printable ASCII (TAB and LF aside, which text.ts keeps): a superset of
 * what text.ts removes (controls, invisible characters, bidi marks, tag characters' surrogates),
 * one short class, and never a character of a printable secret. A secret's own characters are
 * left out (the gap and the next character never take the same text).
 */
function literalFillers(secret: string): string {
  return `[^\\t\\n -~${ownCharacters(secret)
    .map((c) => `\\u${hexPlain(c)}`)
    .join('')}]`
}

/**
 * What may stand between two characters of `secret`: any run of fillers (above), literally
 * (after any backslashes), as `\uXXXX` escapes at any layer, or as JSON's `\b`, `\f`, `\r`.
 */
function gapFor(secret: string): string {
  const own = ownCharacters(secret).map((c) => `|${hex(c, 4)}`)
  const escaped = `u(?!00(?:0[9aA]|[2-6]|7[0-9a-eA-E])${own.join('')})[0-9A-Fa-f]{4}`
  const filler = `${BACKSLASH}*${literalFillers(secret)}|${BACKSLASH}+(?:${escaped}|[${SHORT_ESCAPES}])`
  return `(?:${filler})*`
}

/** The secret's characters outside printable ASCII (none, for a token). */
const ownCharacters = (secret: string): number[] =>
  [...new Set(Array.from(secret, (_, i) => secret.charCodeAt(i)))].filter(
    (c) => c < 0x20 || c > 0x7e
  )

function literal(code: number): string {
  const c = String.fromCharCode(code)
  return /[A-Za-z0-9_]/.test(c) ? c : `\\u${hexPlain(code)}`
}

const hexPlain = (code: number): string => code.toString(16).padStart(4, '0')

/** Hex digits of `code` in either case: `[aA]`. */
function hex(code: number, digits: number): string {
  return [...code.toString(16).padStart(digits, '0')]
    .map((d) => (/[a-f]/.test(d) ? `[${d}${d.toUpperCase()}]` : d))
    .join('')
}
