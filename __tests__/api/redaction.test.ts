// The secrets in every spelling the service's JSON can give them, replaced without breaking the
// JSON around them, in the answer's text and in every layer of JSON text it holds.
import { describe, expect, it } from '@jest/globals'
import { REDACTED, redactLayers, redactor } from '../../src/api/redaction.js'

const TOKEN = 'q7w3e9r1t5y8u2i4o6p0a1s3d5f7g9h2'
const GITHUB = 'ghs_16C7e42F292c6912E7710c838347Ae178B4a'
const redact = redactor([TOKEN, GITHUB, undefined, 'ab'])

/** `\uXXXX` of every character of `s` (hex in `upper` case or not). */
const escaped = (s: string, upper = false): string =>
  [...s]
    .map((c) => {
      const h = c.charCodeAt(0).toString(16).padStart(4, '0')
      return `\\u${upper ? h.toUpperCase() : h}`
    })
    .join('')

describe('redactor', () => {
  it.each([
    ['as it is', `Authorization: Bearer ${TOKEN}`],
    ['in a URL', `https://shop.example.com/?token=${TOKEN}&x=1`],
    ['escaped', `Bearer ${escaped(TOKEN)}`],
    ['escaped, upper-case hex', `Bearer ${escaped(TOKEN, true)}`],
    ['split by escapes', `${TOKEN.slice(0, 5)}${escaped(TOKEN.slice(5, 9))}${TOKEN.slice(9)}`],
    ['escaped one layer down', escaped(TOKEN).replace(/\\u/g, '\\\\u')],
    [
      'percent-encoded',
      [...TOKEN].map((c, i) => (i % 3 ? c : `%${c.charCodeAt(0).toString(16)}`)).join('')
    ],
    ['the GitHub token', `token ${GITHUB}`]
  ])('%s', (_, text) => {
    const out = redact(text)
    expect(out).toContain(REDACTED)
    expect(out).not.toMatch(/q7w3|e9r1t5|16C7e42F|\\u0071\\u0037/)
  })

  it('keeps the JSON it works in valid and reading the same around the secret', () => {
    const doc = {
      a: `x ${TOKEN} y`,
      b: `C:\\${TOKEN}`,
      c: `"${TOKEN}"`,
      inner: JSON.stringify({ evidence: `Bearer ${TOKEN}`, path: `\\${TOKEN}\\` })
    }
    const text = JSON.stringify(doc).replace(TOKEN, escaped(TOKEN))
    const out = JSON.parse(redact(text)) as Record<string, string>
    expect(out.a).toBe('x *** y')
    expect(out.c).toBe('"***"')
    expect(JSON.parse(out.inner as string)).toEqual({ evidence: 'Bearer ***', path: '***\\' })
    expect(JSON.stringify(out)).not.toContain(TOKEN.slice(5, 15))
  })

  it('leaves text without secrets, and secrets shorter than 4 characters, alone', () => {
    const text = 'ab abc \\u0061b {"a":"\\\\u00"}'
    expect(redact(text)).toBe(text)
    expect(redactor([])(text)).toBe(text)
  })
})

describe('redactLayers', () => {
  /** The answer as the transport has it: its text redacted, then parsed, then its layers. */
  const read = (answer: string): Record<string, unknown> => {
    const value = JSON.parse(redact(answer)) as Record<string, unknown>
    redactLayers(value, redact)
    return value
  }
  /** Every decoding the reader does of `result` (decode.ts: at most two layers of JSON text). */
  const decoded = (result: unknown): string => {
    let v = result
    for (let i = 0; i < 2 && typeof v === 'string'; i++) v = JSON.parse(v) as unknown
    return JSON.stringify(v)
  }

  it('redacts a secret spelt for the layer that decodes it (`\\u005c` is a backslash)', () => {
    const hidden = escaped(TOKEN).replace(/\\u/g, '\\u005cu')
    const inner = `{"evidence":"${hidden}","n":1}`
    for (const result of [inner, JSON.stringify(inner)]) {
      const answer = read(JSON.stringify({ code: 'SUCCESS', result }))
      const out = decoded(answer.result)
      expect(out).not.toMatch(/q7w3|u0071\\*u0037/)
      expect(out).toContain(REDACTED)
      expect(JSON.parse(out)).toMatchObject({ n: 1 })
    }
  })

  it('leaves layers without secrets, and texts that are not JSON, as they were', () => {
    const answer = { result: '{"evidence":"\\u005cu0071"}', message: '"quoted', n: 1 }
    const copy = { ...answer }
    redactLayers(answer, redact)
    expect(answer).toEqual(copy)
  })

  it('reads a run of 2,000,000 backslashes in one pass (no split tried twice)', () => {
    const text = `"${'\\'.repeat(2_000_000)}x"`
    expect(redact(text)).toBe(text)
  })

  it('redacts a document nested 100,000 levels deep inside the result string', () => {
    const inString = `${'{"a":'.repeat(100_000)}"${TOKEN}"${'}'.repeat(100_000)}`
    const answer = read(JSON.stringify({ result: inString }))
    expect(answer.result).not.toContain(TOKEN)
  })
})
