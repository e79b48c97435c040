import { describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { findingKey, normalizeUrl, occurrenceId, viaParser } from '../../src/findings/identity.js'
import { parseResult } from '../../src/findings/parse.js'
import { v2Result } from '../../__fixtures__/result-documents.js'

describe('normalizeUrl', () => {
  it.each([
    ['HTTP://Example.COM/A/b', 'http://example.com/A/b'],
    ['http://example.com:80/x', 'http://example.com/x'],
    ['https://example.com:443/x', 'https://example.com/x'],
    ['https://example.com:80/x', 'https://example.com:80/x'],
    ['http://example.com:8080', 'http://example.com:8080/'],
    ['https://example.com/p?z=1&a=2&a=1', 'https://example.com/p?a=1&a=2&z=1'],
    ['https://example.com/p?b&a=&a', 'https://example.com/p?a=&a&b'],
    ['https://example.com/p?q=a%20b&q=a+b', 'https://example.com/p?q=a%20b&q=a+b'],
    ['https://example.com/p?&&a=1&', 'https://example.com/p?a=1'],
    ['https://example.com/p?', 'https://example.com/p'],
    ['https://example.com/p#section', 'https://example.com/p'],
    ['https://example.com/p?b=2&a=1#x?c=3', 'https://example.com/p?a=1&b=2'],
    // A single-page application's route is part of the location; other fragments are not.
    ['https://example.com/#/cart', 'https://example.com/#/cart'],
    ['https://Example.com:443/?b=2&a=1#/cart?x=1', 'https://example.com/?a=1&b=2#/cart?x=1'],
    ['https://example.com#!/cart', 'https://example.com/#!/cart'],
    ['https://example.com/#!cart', 'https://example.com/'],
    ['https://example.com/#/a b', 'https://example.com/#/a%20b'],
    ['https://example.com/#', 'https://example.com/'],
    ['  https://example.com/Case/Kept/  ', 'https://example.com/Case/Kept/'],
    ['https://user:pw@Example.com/x', 'https://user:pw@example.com/x'],
    ['/relative/path?b=1&a=2', '/relative/path?b=1&a=2'],
    ['  not a url  ', 'not a url'],
    ['', '']
  ])('%j -> %j', (input, expected) => {
    expect(normalizeUrl(input)).toBe(expected)
  })

  it('takes the fast path only where the URL parser gives the same answer', () => {
    const hosts = [
      'a.com',
      'Example.COM',
      'localhost',
      '1.2.3.4',
      '0x7f.1',
      'xn--bcher-kva.de',
      'a.com.'
    ]
    const ports = ['', ':80', ':443', ':8080', ':080', ':65536']
    const paths = [
      '',
      '/',
      '/A/b',
      '/a/./b',
      '/a/../b',
      '/%2e/x',
      '/%2E/x',
      '/a.b/.c',
      '/a&b',
      '/a b',
      "/it's",
      '/a\\b',
      '/ä',
      '/a/'
    ]
    const queries = [
      '',
      '?',
      '?b=1&a=2',
      '?a=1&b=2',
      '?q=1',
      '?q=a?b/c',
      "?q='x'",
      '?q=a b',
      '?a&&b'
    ]
    for (const scheme of ['http', 'https', 'HTTPS', 'ftp'])
      for (const host of hosts)
        for (const port of ports)
          for (const path of paths)
            for (const query of queries) {
              const url = `${scheme}://${host}${port}${path}${query}`
              // With and without a fragment: the shortest path of all takes only URLs without.
              expect([url, normalizeUrl(url)]).toEqual([url, viaParser(url)])
              expect([`${url}#f`, normalizeUrl(`${url}#f`)]).toEqual([
                `${url}#f`,
                viaParser(`${url}#f`)
              ])
            }
  })
})

describe('occurrenceId', () => {
  it('is the sha-256 prefix of name, upper-case method and normalised URL', () => {
    // Fixed value: a change here breaks every stored baseline and ignore entry.
    expect(occurrenceId('SQL Injection', 'get', 'HTTPS://App.Example.com:443/search?q=1#x')).toBe(
      '2afaea349b1823147ea3910d8e39dda1'
    )
    const expected = createHash('sha256')
      .update('SQL Injection\nGET\nhttps://app.example.com/search?q=1')
      .digest('hex')
      .slice(0, 32)
    expect(occurrenceId('  SQL Injection ', ' GET ', 'https://app.example.com/search?q=1')).toBe(
      expected
    )
  })

  it('gives the same id to a long name as the one-shot hash would', () => {
    const name = 'x'.repeat(5000)
    const expected = createHash('sha256')
      .update(`${name}\nPOST\nhttps://a.test/`)
      .digest('hex')
      .slice(0, 32)
    expect(occurrenceId(name, 'post', 'https://a.test')).toBe(expected)
  })

  it('tells apart every occurrence of a result and repeats them on a second read', () => {
    const first = parseResult(v2Result('nested')).occurrences.map((o) => o.id)
    const again = parseResult(v2Result('nested')).occurrences.map((o) => o.id)
    expect(new Set(first).size).toBe(first.length)
    expect(again).toEqual(first)
    for (const id of first) expect(id).toMatch(/^[0-9a-f]{32}$/)
  })

  it('differs by name, method and URL', () => {
    const base = occurrenceId('A', 'GET', 'https://x.test/')
    expect(occurrenceId('B', 'GET', 'https://x.test/')).not.toBe(base)
    expect(occurrenceId('A', 'POST', 'https://x.test/')).not.toBe(base)
    expect(occurrenceId('A', 'GET', 'https://x.test/y')).not.toBe(base)
    expect(occurrenceId('A', '', 'https://x.test')).toBe(base)
  })
})

describe('occurrenceId without a location', () => {
  it('is the name, method and severity: never an order, and apart from every URL', () => {
    const low = occurrenceId('Weak TLS', '', '', 'low')
    expect(occurrenceId('Weak TLS', 'GET', '(location unknown)', 'low')).toBe(low)
    expect(occurrenceId('Weak TLS', '', '', 'critical')).not.toBe(low)
    const parsed = parseResult({
      vulnerabilities: [
        { name: 'Weak TLS', severity: 'Critical', occurrences: [] },
        { name: 'Weak TLS', severity: 'Low', occurrences: [] }
      ]
    })
    expect(parsed.occurrences.map((o) => [o.severity, o.id])).toEqual([
      ['critical', occurrenceId('Weak TLS', '', '', 'critical')],
      ['low', low]
    ])
  })
})

describe('findingKey', () => {
  it('is a 16-digit sha-256 prefix of the trimmed name', () => {
    expect(findingKey(' XSS ')).toBe(createHash('sha256').update('XSS').digest('hex').slice(0, 16))
    expect(findingKey('XSS')).not.toBe(findingKey('xss'))
  })
})
