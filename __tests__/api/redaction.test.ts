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

/** `s` with `filler` between each two of its characters. */
const spread = (s: string, filler: string): string => [...s].join(filler)

describe('redactor: invisible characters between the characters', () => {
  it.each([
    ['zero-width space', '\u200b'],
    ['soft hyphen', '\u00ad'],
    ['BOM', '\ufeff'],
    ['right-to-left override', '\u202e'],
    ['bell', '\u0007'],
    ['escape', '\u001b'],
    ['tag character', '\udb40\udc41'],
    ['escaped zero-width space', '\\u200b'],
    ['escaped one layer down, upper-case hex', '\\\\u200B'],
    ['escape spelt with \\u005c', '\\u005cu001b'],
    ["JSON's \\b, \\f, \\r", '\\b\\f\\r'],
    ['a run of them', '\u200b\\u00ad\u2060\u2060\\b']
  ])('%s', (_, filler) => {
    for (const secret of [TOKEN, GITHUB]) {
      const out = redact(`Bearer ${spread(secret, filler)} x`)
      expect(out).toBe('Bearer *** x')
    }
  })

  it('keeps the JSON valid around a token split by escaped fillers', () => {
    const text = JSON.stringify({ a: `x ${spread(TOKEN, '\u200b\u0007')} y` })
    expect(JSON.parse(redact(text))).toEqual({ a: 'x *** y' })
  })

  it('a token in another letter case is another token, and is left alone', () => {
    const text = `Bearer ${TOKEN.toUpperCase()} ${GITHUB.toLowerCase()}`
    expect(redact(text)).toBe(text)
  })

  it('reads 2,000,000 fillers, and a token spread over 100,000 of them, in one pass', () => {
    const run = `q${'\u200b'.repeat(2_000_000)}x`
    expect(redact(run)).toBe(run)
    const bs = `q${'\\b'.repeat(1_000_000)}x`
    expect(redact(bs)).toBe(bs)
    expect(redact(spread(TOKEN, '\u200b'.repeat(100_000)))).toBe(REDACTED)
  })

  it('withholds a text it cannot search (the engine out of stack) instead of throwing', () => {
    const run = `q${'\\u200b'.repeat(2_000_000)}`
    expect([run, REDACTED]).toContain(redact(run))
  })
})

describe('redactor: base64', () => {
  const basic = (user: string, secret: string, url = false): string =>
    Buffer.from(`${user}${secret}`).toString(url ? 'base64url' : 'base64')

  it.each([0, 1, 2, 3])('found at every byte offset (%i bytes before)', (n) => {
    for (const secret of [TOKEN, GITHUB]) {
      for (const url of [false, true]) {
        const encoded = basic('x-access-token:'.slice(0, 15 - n), secret, url)
        const out = redact(`AUTHORIZATION: basic ${encoded}`)
        expect(out).toContain(REDACTED)
        expect(Buffer.from(out.slice(21), 'base64').toString('latin1')).not.toContain(
          secret.slice(4, 20)
        )
      }
    }
  })

  it('with JSON escapes of `/`, percent-encoded, or split by invisible characters', () => {
    const encoded = basic('x-access-token:', GITHUB)
    for (const spelt of [
      encoded.replace(/\//g, '\\/'),
      encoded.replace(/\//g, '%2F').replace(/\+/g, '%2B'),
      // After the first four characters of the token's part (they stand together: see there).
      encoded.slice(0, 24) + spread(encoded.slice(24), '\u200b')
    ]) {
      const out = redact(`basic ${spelt}`)
      expect(out).toContain(REDACTED)
      expect(out.replace(/[^A-Za-z0-9]/g, '')).not.toContain(encoded.slice(24, 40))
    }
  })

  it('leaves short secrets and ordinary base64 alone (no short stable core is used)', () => {
    const short = redactor(['abcdefgh'])
    const text = `${Buffer.from('abcdefgh').toString('base64')} ${Buffer.from('hello world, this is text').toString('base64')}`
    expect(short(text)).toBe(text)
    expect(redact(text)).toBe(text)
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
