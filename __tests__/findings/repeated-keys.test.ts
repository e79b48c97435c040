// Issue 29: a key written twice in one object is a part of the result JSON.parse never shows, so
// the result is refused. The scan (src/findings/repeated-keys.ts) against the cases that trip a
// scanner: escapes, braces and quotes inside strings, nesting, siblings, keys equal only after
// unescaping, objects with many keys, large inputs; then the reader's and the transport's lines.
import { describe, expect, it } from '@jest/globals'
import { findRepeatedKey } from '../../src/findings/repeated-keys.js'
import { pathText } from '../../src/findings/json-path.js'
import { decodeResult, ResultParseError, UnreadableResult } from '../../src/findings/decode.js'
import { parseResult } from '../../src/findings/parse.js'
import { interpret } from '../../src/api/outcome.js'

/** `"key" at $.path`, or undefined when no key repeats; the text must be JSON. */
function repeat(text: string): string | undefined {
  JSON.parse(text) // the scan's precondition: JSON that JSON.parse accepts
  const found = findRepeatedKey(text)
  return found && `${JSON.stringify(found.key)} at ${pathText(found.path)}`
}

describe('a key written twice in one object', () => {
  it.each([
    ['{"vulnerabilities":[1],"vulnerabilities":[]}', '"vulnerabilities" at $.vulnerabilities'],
    ['{"a":1,"b":2,"c":3,"b":4}', '"b" at $.b'],
    ['{"a":{"b":{"c":1,"c":2}}}', '"c" at $.a.b.c'],
    ['[0,{"x":1},[{"y":1},{"y":2,"y":3}]]', '"y" at $[2][1].y'],
    ['{"list":[{"a":1},{"a":1,"b":{"a":1},"a":2}]}', '"a" at $.list[1].a'],
    // Equal as JSON.parse reads them: escapes of every kind.
    ['{"a":1,"\\u0061":2}', '"a" at $.a'],
    ['{"\\u00e9":1,"é":2}', '"é" at $["é"]'],
    ['{"a\\/b":1,"a/b":2}', '"a/b" at $["a/b"]'],
    // Control characters are left out of the printed path (src/common/text.ts), not out of the check.
    ['{"\\n":1,"\\u000a":2}', '"\\n" at $[""]'],
    ['{"q\\"":1,"q\\u0022":2}', '"q\\"" at $["q\\""]'],
    ['{"\\\\":1,"\\u005c":2}', '"\\\\" at $["\\\\"]'],
    ['{"😀":1,"\\ud83d\\ude00":2}', '"😀" at $["😀"]'],
    // Whitespace anywhere JSON allows it.
    ['{ "a" : 1 ,\n\t"a"\r\n:\n2 }', '"a" at $.a'],
    // The empty key.
    ['{"":1,"":2}', '"" at $[""]']
  ])('%s → %s', (text, expected) => {
    expect(repeat(text)).toBe(expected)
  })

  it.each([
    ['the same key in sibling objects', '[{"a":1},{"a":2}]'],
    ['the same key at two depths', '{"a":{"a":{"a":1}}}'],
    ['an object closed and a sibling opened', '{"x":{"a":1,"b":2},"y":{"a":1,"b":2}}'],
    ['keys equal but for case', '{"a":1,"A":2}'],
    ['keys that differ only in an escape', '{"a\\n":1,"a\\t":2,"a\\\\n":3}'],
    ['a key as a value', '{"a":"a","b":"a"}'],
    ['braces, quotes, colons in strings', '{"a":"}{\\":\\"a\\":","b":"{\\"a\\":1,\\"a\\":2}"}'],
    ['a string ending in backslashes', '{"a":"x\\\\","b":"\\\\\\\\","c":"\\\\\\""}'],
    [
      'numbers, literals, empty containers',
      '{"a":-1.5e3,"b":true,"c":null,"d":{},"e":[],"f":[[]]}'
    ],
    ['a repeat inside a string value', '{"doc":"{\\"a\\":1,\\"a\\":2}"}'],
    ['a scalar document', '"a"'],
    ['an array of scalars', '[1,"a",null]']
  ])('none: %s', (_what, text) => {
    expect(repeat(text)).toBeUndefined()
  })

  it('an object with many keys (a map by id): found past the one-by-one comparison', () => {
    const keys = Array.from({ length: 5000 }, (_, i) => `"id-${i}":{"n":${i}}`)
    expect(repeat(`{${keys.join(',')}}`)).toBeUndefined()
    expect(repeat(`{${keys.join(',')},"id-17":{}}`)).toBe('"id-17" at $["id-17"]')
    expect(repeat(`{${keys.join(',')},"id-\\u0031\\u0037":{}}`)).toBe('"id-17" at $["id-17"]')
    // Nested maps each keep their own keys: the outer map's Set is not the inner one's.
    const inner = `{${keys.slice(0, 40).join(',')}}`
    expect(repeat(`{${keys.slice(0, 40).join(',')},"more":${inner}}`)).toBeUndefined()
  })

  it('a deep document is scanned without recursion', () => {
    const depth = 100_000
    const deep = '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
    expect(repeat(deep)).toBeUndefined()
    const repeated = '{"a":'.repeat(depth) + '{"b":1,"b":2}' + '}'.repeat(depth)
    expect(repeat(repeated)).toMatch(/^"b" at \$\.a\.a.*\(\d+ more levels\).*\.a\.b$/)
  })

  it('a large document: the repeat in its last object is found', () => {
    const occurrence = (i: number): string =>
      `{"status":"Open","vulnerability":{"Method":"GET","Url":"https://shop.example.com/p/${i}?q=\\"x\\""}}`
    const list = Array.from({ length: 50_000 }, (_, i) => occurrence(i))
    const doc = `{"vulnerabilities":[{"name":"XSS","severity":"High","occurences":[${list.join(',')}]}]}`
    expect(repeat(doc)).toBeUndefined()
    const last = doc.replace(
      /"Url":"([^"]*?)\?q=\\"x\\""\}\}\]\}\]\}$/,
      '"Url":"$1","Url":"x"}}]}]}'
    )
    expect(last).not.toBe(doc)
    expect(repeat(last)).toBe('"Url" at $.vulnerabilities[0].occurences[49999].vulnerability.Url')
  })
})

describe('the reader refuses the result', () => {
  it('v2: a string holding JSON; the line names the key and where, in our words', () => {
    const raw = '{"vulnerabilities":[{"name":"SQLi","severity":"Critical"}],"vulnerabilities":[]}'
    expect(() => parseResult(raw)).toThrow(ResultParseError)
    expect(() => parseResult(raw)).toThrow(
      'the test result repeats the key "vulnerabilities" at $.vulnerabilities (JSON keeps only the last copy, so the first would go unread)'
    )
  })

  it('JSON inside JSON: the inner text is scanned too', () => {
    const inner = '{"a":{"x":1,"x":2}}'
    expect(() => decodeResult(JSON.stringify(inner))).toThrow(
      'the test result (JSON inside JSON) repeats the key "x" at $.a.x'
    )
  })

  it('a key that is attacker text reaches the line made safe (one line, no commands)', () => {
    const key = 'x\\n::error::\\u001b[31mred'
    expect(() => decodeResult(`{"${key}":1,"${key}":2}`)).toThrow(ResultParseError)
    try {
      decodeResult(`{"${key}":1,"${key}":2}`)
    } catch (e) {
      const line = (e as Error).message
      for (const c of ['\n', '\r', '\u001b']) expect(line).not.toContain(c)
      expect(line).not.toContain('\n::error::')
    }
  })

  it('a result without repeats reads as JSON.parse reads it', () => {
    const raw = '{"a":{"b":[{"c":1},{"c":2}]},"d":"{\\"e\\":1,\\"e\\":2}"}'
    expect(decodeResult(raw)).toEqual(JSON.parse(raw))
  })
})

describe('the transport refuses an answer with a repeated key', () => {
  const ctx = { operation: 'read test result', envelope: 'v1' as const, redact: (s: string) => s }
  const answer = (text: string) =>
    interpret({ type: 'response', status: 200, contentType: 'application/json', text }, ctx)

  it('v1: the result stands in the answer; the repeat is named with its path', () => {
    const verdict = answer(
      '{"status":"Success","result":{"vulnerabilities":[1],"vulnerabilities":[]}}'
    )
    expect(verdict.type).toBe('fail')
    if (verdict.type !== 'fail') return
    expect(verdict.error.message).toBe(
      'read test result failed: the answer repeats the key "vulnerabilities" at $.result.vulnerabilities (JSON keeps only the last copy, so the first would go unread)'
    )
    expect(verdict.error.kind).toBe('invalid-response')
  })

  it('with the result at that key: an unreadable result, the whole answer kept as its text', () => {
    const text = '{"status":"Success","result":{"vulnerabilities":[1],"vulnerabilities":[]}}'
    const verdict = interpret(
      { type: 'response', status: 200, contentType: 'application/json', text },
      { ...ctx, resultKey: 'result' }
    )
    expect(verdict.type).toBe('ok')
    if (verdict.type !== 'ok') return
    const result = verdict.value.result
    expect(result).toBeInstanceOf(UnreadableResult)
    expect((result as UnreadableResult).text).toBe(text)
    expect(() => decodeResult(result)).toThrow(
      'the answer repeats the key "vulnerabilities" at $.result.vulnerabilities'
    )
    // A repeat beside the result is the answer's own: the call fails.
    const beside = interpret(
      {
        type: 'response',
        status: 200,
        contentType: 'application/json',
        text: '{"status":"Failed","status":"Success","result":{}}'
      },
      { ...ctx, resultKey: 'result' }
    )
    expect(beside.type).toBe('fail')
  })

  it('v2: the result string written twice', () => {
    const verdict = interpret(
      {
        type: 'response',
        status: 200,
        contentType: 'application/json',
        text: '{"code":"SUCCESS","result":"{\\"vulnerabilities\\":[1]}","result":"{}"}'
      },
      { ...ctx, envelope: 'v2' }
    )
    expect(verdict.type).toBe('fail')
    if (verdict.type === 'fail') expect(verdict.error.message).toContain('"result" at $.result')
  })

  it('an answer without repeats is read as before', () => {
    expect(answer('{"status":"Success","result":{"a":[{"b":1},{"b":2}]}}')).toEqual({
      type: 'ok',
      value: { status: 'Success', result: { a: [{ b: 1 }, { b: 2 }] } }
    })
  })
})
