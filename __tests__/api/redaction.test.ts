// The secrets in every spelling the service's JSON can give them, replaced without breaking the
// JSON around them; an answer that a further decoding would still show one in is found out.
import { describe, expect, it } from '@jest/globals'
import { REDACTED, redactor, spellsSecret } from '../../src/api/redaction.js'

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

describe('spellsSecret', () => {
  it('finds a secret left in a string or a key of a parsed answer', () => {
    expect(spellsSecret({ a: ['x', 1, null, { b: 'Bearer ***' }] }, redact)).toBe(false)
    expect(spellsSecret({ a: [{ b: `\\u0071${TOKEN.slice(1)}` }] }, redact)).toBe(true)
    expect(spellsSecret({ [`k${TOKEN}`]: 1 }, redact)).toBe(true)
  })

  it('finds one that only a further decoding of JSON inside a string shows (fail closed)', () => {
    // `\u005c` is a backslash: one decoding gives `\u0071…`, the next the token.
    const hidden = escaped(TOKEN).replace(/\\u/g, '\\u005cu')
    const inner = `{"evidence":"${hidden}"}`
    expect(redact(inner)).toBe(inner)
    expect(spellsSecret({ result: inner }, redact)).toBe(true)
    expect(spellsSecret({ result: JSON.stringify(inner) }, redact)).toBe(true)
    expect(spellsSecret({ result: '{"evidence":"\\u005cu0071"}' }, redact)).toBe(false)
  })

  it('walks a document nested 100,000 levels deep without recursion', () => {
    const deep = JSON.parse('['.repeat(100_000) + `"${TOKEN}"` + ']'.repeat(100_000)) as unknown
    expect(spellsSecret(deep, redact)).toBe(true)
    const inString = `{"x":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`
    expect(spellsSecret({ result: inString }, redact)).toBe(false)
  })
})
