// Generated answers that echo the token: planted in any string of a generated document, each of
// its characters spelt as itself or as a `\uXXXX` escape, the document sent as v2 sends it (JSON
// text inside the answer, sometimes encoded once more), and the answer's own escaped backslashes
// sometimes spelt `\u005c`, invisible characters (literal or escaped) between the token's
// characters, and the base64 of `x-access-token:<token>` after a prefix of any length beside it.
// After the transport's redaction and every decoding the reader does, the token is in no text,
// neither as itself nor spelt, nor once the report cleaners (text.ts) removed what they remove,
// nor base64-encoded; and the document still parses.
// Seeded and reproducible: FC_SEED=<n> replays a run.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { redactLayers, redactor } from '../../src/api/redaction.js'
import { base64Cores } from '../../src/api/redaction-spellings.js'
import { clean } from '../../src/common/text.js'

const SEED = Number(process.env.FC_SEED ?? 20261127)
const RUNS = Number(process.env.FC_RUNS ?? 1000)
const TOKEN = 'q7w3e9r1t5y8u2i4o6p0a1s3d5f7g9h2'
const redact = redactor([TOKEN])

/** What text.ts removes, as JSON text may spell it: literally, escaped, JSON's short escapes. */
const FILLERS = ['\u200b', '\u00ad', '\ufeff', '\u202e', '\u2060', '\udb40\udc41']
const ESCAPED_FILLERS = ['\\u0007', '\\u001b', '\\u200B', '\\u00ad', '\\b', '\\f']
const filler = fc.oneof(
  fc.constant(''),
  fc.constant(''),
  fc
    .array(fc.constantFrom(...FILLERS, ...ESCAPED_FILLERS), { minLength: 1, maxLength: 3 })
    .map((f) => f.join(''))
)

/**
 * The token's characters, each plain or escaped (hex in either case), as JSON text spells them,
 * and between each two, often nothing, sometimes a run of fillers.
 */
const spelt = fc
  .tuple(
    fc.array(fc.constantFrom('plain', 'lower', 'upper'), {
      minLength: TOKEN.length,
      maxLength: TOKEN.length
    }),
    fc.array(filler, { minLength: TOKEN.length, maxLength: TOKEN.length })
  )
  .map(([forms, gaps]) =>
    [...TOKEN]
      .map((c, i) => {
        const gap = i === 0 ? '' : (gaps[i] ?? '')
        if (forms[i] === 'plain') return gap + c
        const h = c.charCodeAt(0).toString(16).padStart(4, '0')
        return `${gap}\\u${forms[i] === 'upper' ? h.toUpperCase() : h}`
      })
      .join('')
  )

/** `x-access-token:<token>` base64-encoded (either alphabet) after a prefix of 0 to 5 bytes. */
const basic = fc
  .tuple(fc.string({ maxLength: 5 }), fc.boolean())
  .map(([prefix, url]) =>
    Buffer.from(`${prefix}x-access-token:${TOKEN}`).toString(url ? 'base64url' : 'base64')
  )
const CORES = base64Cores(TOKEN)

/** Every string in `value` (keys too) as the report cleaners leave it. */
function shown(value: unknown): string[] {
  if (typeof value === 'string') return [clean(value)]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([k, v]) => [clean(k), ...shown(v)])
}

const MARK = '\u0000TOKEN\u0000'

/** A document with the mark planted in one of its strings (or a string of its own). */
const planted = fc
  .tuple(
    fc.jsonValue({ maxDepth: 3 }),
    fc.string({ maxLength: 6 }),
    fc.string({ maxLength: 6 }),
    basic
  )
  .map(([value, before, after, b64]) => ({
    doc: { value, evidence: `${before}${MARK}${after}`, config: `AUTHORIZATION: basic ${b64}` }
  }))

/**
 * JSON text's escaped backslashes (`\\`: one backslash once decoded), each spelt `\u005c` or
 * not, by `picks`; with `escapes`, the backslash of each `\u` escape instead (the text then
 * decodes to the escape spelt out: `\u0071`, which one more decoding makes the character).
 */
function spellBackslashes(text: string, picks: readonly boolean[], escapes?: RegExp): string {
  let i = 0
  const spell = (m: string): string =>
    picks[i++ % Math.max(1, picks.length)] ? (escapes ? '\\u005cu' : '\\u005c') : m
  return text.replace(escapes ?? /\\\\/g, spell)
}

describe(`generated echoed tokens (${RUNS}, seed ${SEED})`, () => {
  it('are in no text after redaction and every decoding, and the document still parses', () => {
    fc.assert(
      fc.property(
        planted,
        spelt,
        fc.boolean(),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        ({ doc }, token, twice, picks) => {
          // The mark becomes the spelt token inside the document's JSON text.
          const inner = spellBackslashes(
            JSON.stringify(doc).replace(JSON.stringify(MARK).slice(1, -1), token),
            picks,
            /\\u(?=00[367][0-9a-fA-F])/g // the token's escapes (letters and digits)
          )
          const result = twice ? spellBackslashes(JSON.stringify(inner), picks.slice(1)) : inner
          const text = spellBackslashes(JSON.stringify({ code: 'SUCCESS', result }), picks)
          const answer = JSON.parse(redact(text)) as Record<string, unknown>
          redactLayers(answer, redact)
          let value: unknown = answer.result
          for (let n = 0; n < 2 && typeof value === 'string'; n++) value = JSON.parse(value)
          const out = JSON.stringify(value)
          expect(out).not.toContain(TOKEN)
          expect(redact(out)).toBe(out) // not even spelt with escapes
          for (const text of shown(value)) {
            expect(text).not.toContain(TOKEN)
            for (const core of CORES) expect(text).not.toContain(core.slice(0, 16))
          }
          expect(JSON.stringify((value as typeof doc).value)).toBe(JSON.stringify(doc.value))
        }
      ),
      { numRuns: RUNS, seed: SEED }
    )
  })
})
