import { describe, expect, it } from '@jest/globals'
import { parseResult, ResultParseError } from '../../src/findings/parse.js'
import { v1Result, v2Result } from '../../__fixtures__/result-documents.js'

const occ = (url: string, status = 'Open', method = 'GET') => ({
  status,
  vulnerability: { Method: method, Url: url }
})

describe('parseResult: document forms', () => {
  it('reads a v2 string, a string holding a JSON string, and a v1 object the same way', () => {
    const fromString = parseResult(v2Result('nested'))
    const fromDouble = parseResult(JSON.stringify(v2Result('nested')))
    const fromObject = parseResult(v1Result('nested'))
    expect(fromDouble).toEqual(fromString)
    expect(fromObject).toEqual(fromString)
    expect(fromString.meta).toEqual({
      projectName: 'Shop',
      applicationName: 'Shop frontend',
      url: 'https://shop.example.com',
      generatedDate: '04 Sep 2021',
      approvedDate: '05 Sep 2021'
    })
  })

  it('reads nested occurrences with their finding, severity and fixed state', () => {
    const r = parseResult(v2Result('nested'))
    expect(r.findings.map((f) => [f.name, f.severity])).toEqual([
      ['SQL Injection', 'critical'],
      ['Missing X-Frame-Options Header', 'low'],
      ['Cross-Site Scripting', 'high'],
      ['Server Version Disclosure', 'very-low']
    ])
    const sql = r.findings[0]
    expect(sql).toMatchObject({ score: 9.8, cwe: ['CWE-89'], severityLabel: 'Critical' })
    expect(sql?.description).toBe('User input reaches a SQL query.')
    expect(sql?.remediation).toBe('Use parameterised queries.')
    expect(r.findings[2]?.cwe).toEqual(['CWE-79'])
    expect(r.occurrences.map((o) => [o.name, o.method, o.fixed, o.status])).toEqual([
      ['SQL Injection', 'POST', false, 'Not Fixed'],
      ['SQL Injection', 'GET', true, 'Fixed'],
      ['Missing X-Frame-Options Header', 'GET', false, 'Open'],
      ['Missing X-Frame-Options Header', 'GET', false, 'Re-opened'],
      ['Cross-Site Scripting', 'GET', false, 'New'],
      ['Server Version Disclosure', 'GET', true, 'FIXED']
    ])
    expect(r.warnings).toEqual([])
  })

  it('reads flat top-level occurrences carrying their finding fields, or in their vulnerability', () => {
    const r = parseResult(v2Result('flat'))
    expect(r.occurrences.map((o) => [o.name, o.severity, o.method, o.fixed])).toEqual([
      ['Open Redirect', 'medium', 'GET', false],
      ['Open Redirect', 'medium', 'GET', true],
      ['Weak TLS Configuration', 'high', 'GET', false]
    ])
    expect(r.findings).toHaveLength(2)
  })

  it('reads the v1 alias spellings: signatures, occurrences, title, risk_level, cvss, cwe_id', () => {
    const r = parseResult(v1Result('v1-signatures'))
    expect(r.meta.score).toBe(7.5)
    expect(r.findings.map((f) => [f.name, f.severity])).toEqual([
      ['Directory Listing', 'very-low'],
      ['Insecure Cookie', 'high'],
      ['Clickjacking', 'very-low'],
      ['Mystery', 'unknown']
    ])
    expect(r.findings[0]?.description).toBe('The server lists a directory.')
    expect(r.findings[0]?.remediation).toBe('Turn directory listing off.')
    expect(r.findings[1]?.cwe).toEqual(['CWE-614'])
    expect(r.findings[3]?.severityLabel).toBe('Severe-ish')
    expect(r.warnings).toEqual([
      '1 occurrence has no severity that could be read; they are reported as unknown and count toward every fail-threshold except none'
    ])
  })
})

describe('parseResult: aliases', () => {
  it.each(['vulnerabilities', 'signatures', 'vulnerability_list', 'issues', 'findings', 'results'])(
    'finds the finding list under %s',
    (key) => {
      const r = parseResult({
        [key]: [{ name: 'A', severity: 'High', occurences: [occ('https://x.test/')] }]
      })
      expect(r.occurrences.map((o) => [o.name, o.severity])).toEqual([['A', 'high']])
    }
  )

  it('falls back to the first array of objects that holds occurrences', () => {
    const r = parseResult({
      notes: ['x'],
      other: [{ a: 1 }],
      weird_list: [{ name: 'A', severity: 'Low', occurrences: [occ('https://x.test/')] }]
    })
    expect(r.occurrences).toHaveLength(1)
  })

  it.each(['name', 'title', 'vulnerability_name', 'signature'])('reads the name from %s', (key) => {
    const r = parseResult({
      vulnerabilities: [{ [key]: '  XSS  ', occurences: [occ('https://x.test/')] }]
    })
    expect(r.occurrences[0]?.name).toBe('XSS')
  })

  it.each([
    ['severity', 'Critical', 'critical'],
    ['risk', ' HIGH ', 'high'],
    ['risk_level', 'medium', 'medium'],
    ['severity', 'Very Low', 'very-low'],
    ['severity', 'very_low', 'very-low'],
    ['severity', 'verylow', 'very-low'],
    ['severity', 'very-low', 'very-low'],
    ['severity', 'Info', 'very-low'],
    ['severity', 'Informational', 'very-low'],
    ['severity', 9.0, 'critical'],
    ['severity', '7.5', 'high'],
    ['severity', 4, 'medium'],
    ['severity', 0.1, 'low'],
    ['severity', 0, 'very-low'],
    ['severity', 11, 'unknown'],
    ['cvss_score', 8.8, 'high'],
    ['score', '3.9', 'low'],
    ['cvss', 6.9, 'medium']
  ])('reads %s %j as %s', (key, value, expected) => {
    const r = parseResult({
      vulnerabilities: [{ name: 'A', [key]: value, occurences: [occ('https://x.test/')] }]
    })
    expect(r.occurrences[0]?.severity).toBe(expected)
  })

  it('reads method and URL in any spelling, from the vulnerability or the occurrence', () => {
    const r = parseResult({
      vulnerabilities: [
        {
          name: 'A',
          occurences: [
            { status: 'Open', vulnerability: { method: 'post', url: 'https://x.test/1' } },
            { status: 'Open', vulnerability: { METHOD: 'put', URL: 'https://x.test/2' } },
            { status: 'Open', method: 'delete', url: 'https://x.test/3' },
            { status: 'Open', vulnerability: { mEtHoD: 'patch', uRl: 'https://x.test/4' } },
            { status: 'Open', vulnerability: { Url: 'https://x.test/5' } }
          ]
        }
      ]
    })
    expect(r.occurrences.map((o) => `${o.method} ${o.url}`)).toEqual([
      'POST https://x.test/1',
      'PUT https://x.test/2',
      'DELETE https://x.test/3',
      'PATCH https://x.test/4',
      'GET https://x.test/5'
    ])
  })

  it('reads CWE lists and texts from their aliases', () => {
    const r = parseResult({
      vulnerabilities: [
        {
          name: 'A',
          cwes: ['CWE-79', 352, 'cwe 20'],
          details: 'd',
          recommendation: 'r',
          occurences: []
        },
        { name: 'B', impact: 'i', fix: 'f', occurences: [] },
        { name: 'C', mitigation: 'm', cwe: { weird: true }, occurences: [] }
      ]
    })
    expect(r.findings[0]).toMatchObject({
      cwe: ['CWE-79', 'CWE-352', 'CWE-20'],
      description: 'd',
      remediation: 'r'
    })
    expect(r.findings[1]).toMatchObject({ description: 'i', remediation: 'f' })
    expect(r.findings[2]).toMatchObject({ cwe: [], remediation: 'm' })
  })
})

describe('parseResult: tolerance', () => {
  it('reads both spellings on one object and counts an occurrence listed twice once, unfixed wins', () => {
    const r = parseResult({
      occurences: [{ name: 'A', ...occ('https://x.test/', 'Fixed') }],
      occurrences: [
        { name: 'A', ...occ('https://X.test:443/#top', 'Open') },
        { name: 'B', ...occ('https://x.test/') }
      ]
    })
    expect(r.occurrences.map((o) => [o.name, o.fixed])).toEqual([
      ['A', false],
      ['B', false]
    ])
    expect(r.warnings).toContain(
      '1 occurrence is listed more than once (same finding, method and URL) and counted once'
    )
  })

  it('gives top-level occurrences the severity of the listed finding of the same name', () => {
    const r = parseResult({
      vulnerabilities: [{ name: 'XSS', severity: 'High' }],
      occurences: [
        { status: 'Open', vulnerability: { name: 'XSS', Method: 'GET', Url: 'https://x.test/' } }
      ]
    })
    expect(r.occurrences.map((o) => [o.name, o.severity])).toEqual([['XSS', 'high']])
    expect(r.findings).toHaveLength(1)
  })

  it('warns once with the number of occurrences of unknown severity', () => {
    const r = parseResult({
      vulnerabilities: [
        { name: 'A', occurences: [occ('https://x.test/1'), occ('https://x.test/2')] },
        { name: 'B', severity: 'bogus', occurences: [occ('https://x.test/3')] }
      ]
    })
    expect(r.occurrences.every((o) => o.severity === 'unknown')).toBe(true)
    expect(r.warnings).toEqual([
      '3 occurrences have no severity that could be read; they are reported as unknown and count toward every fail-threshold except none'
    ])
  })

  it('survives null and wrong types in every field', () => {
    const r = parseResult({
      project_name: null,
      application_name: 42,
      url: { x: 1 },
      score: 'high',
      vulnerabilities: [
        {
          name: null,
          title: 12,
          severity: null,
          risk: [],
          cwe: null,
          description: {},
          occurences: null
        },
        {
          name: ['x'],
          severity: { level: 'High' },
          occurences: [
            { status: null, vulnerability: null },
            { status: 5, vulnerability: { Method: 1, Url: 2 } }
          ]
        }
      ],
      occurences: null
    })
    expect(r.meta).toEqual({ applicationName: '42' })
    expect(r.findings.map((f) => f.name)).toEqual(['12', '(unnamed finding)'])
    expect(r.occurrences.map((o) => [o.name, o.method, o.url, o.status])).toEqual([
      ['(unnamed finding)', 'GET', '', ''],
      ['(unnamed finding)', 'GET', '2', '5'],
      // Listed, but no occurrence of it could be read: counted, location unknown.
      ['12', '', '(location unknown)', '']
    ])
    expect(r.warnings).toEqual(
      expect.arrayContaining([
        '1 occurrence has no URL',
        '1 finding lists no occurrence the action can read ("12"); it is counted as one unfixed occurrence, location unknown',
        'some occurrences name no finding; they are shown as "(unnamed finding)"'
      ])
    )
  })

  it.each([
    [
      'null entries in the finding list',
      { vulnerabilities: [null, { name: 'A', occurences: [] }] }
    ],
    ['numbers and lists in an occurrence list', { occurences: [1, []] }],
    ['an object where the occurrence list should be', { occurences: { not: 'a list' } }]
  ])('refuses %s as unreadable (nothing in them could be accounted for)', (_what, doc) => {
    expect(() => parseResult(doc)).toThrow(ResultParseError)
  })

  it('ignores keys inherited from Object.prototype and reads __proto__ keys as data', () => {
    const r = parseResult(
      '{"__proto__": {"x": 1}, "vulnerabilities": [{"constructor": "x", "name": "A", "occurences": []}]}'
    )
    expect(r.findings.map((f) => f.name)).toEqual(['A'])
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })

  it('fails closed on a document that gives nothing to count', () => {
    expect(() => parseResult({ project_name: 'p' })).toThrow(
      /no occurrence list \("occurences"\) or finding list .* cannot be gated/
    )
    expect(() => parseResult({ vulnerabilities: [{ name: 'A' }] })).toThrow(
      'it lists 1 entry but no occurrences of them, so it cannot be gated'
    )
    expect(() => parseResult({})).toThrow(ResultParseError)
  })

  it('reads an empty list as a clean result', () => {
    expect(parseResult({ occurences: [] })).toMatchObject({ occurrences: [], warnings: [] })
    expect(parseResult({ vulnerabilities: [] })).toMatchObject({ occurrences: [], warnings: [] })
  })

  it('keeps a huge name without failing and reads occurrences of it', () => {
    const name = 'N'.repeat(5_000_000)
    const r = parseResult({
      vulnerabilities: [{ name, occurences: [occ('https://x.test/1'), occ('https://x.test/2')] }]
    })
    expect(r.occurrences).toHaveLength(2)
    expect(r.occurrences[0]?.id).not.toBe(r.occurrences[1]?.id)
    expect(r.occurrences[0]?.name.length).toBe(5_000_000)
  })

  it('reads deeply nested documents without overflowing the stack', () => {
    const depth = 200_000
    const text = `{"x":${'['.repeat(depth)}${']'.repeat(depth)},"occurences":[]}`
    expect(parseResult(text).occurrences).toEqual([])
  })
})

describe('parseResult: errors', () => {
  const message = (raw: unknown): string => {
    try {
      parseResult(raw)
    } catch (e) {
      expect(e).toBeInstanceOf(ResultParseError)
      return (e as Error).message
    }
    throw new Error('no error')
  }

  it('says where the JSON broke, never quoting the text', () => {
    expect(message('{"a": 1,, "secret-looking-text": 2}')).toBe(
      'the test result is not valid JSON (at position 8)'
    )
    expect(message('<html>token expired</html>')).toBe('the test result is not valid JSON')
    expect(message('{"a": ')).toBe('the test result is not valid JSON (it ends too early)')
    expect(message(JSON.stringify('{"a": '))).toBe(
      'the test result (JSON inside JSON) is not valid JSON (it ends too early)'
    )
  })

  it('refuses empty results and values that are not objects', () => {
    expect(message(null)).toBe('the test result is empty')
    expect(message(undefined)).toBe('the test result is empty')
    expect(message('   ')).toBe('the test result is empty')
    expect(message('[1, 2]')).toBe('the test result is a list, not a JSON object')
    expect(message(42)).toBe('the test result is a number, not a JSON object')
    expect(message('true')).toBe('the test result is a boolean, not a JSON object')
    expect(message(JSON.stringify(JSON.stringify('{}')))).toBe(
      'the test result is JSON text nested more than twice, not a JSON object'
    )
  })
})

describe('CWE references', () => {
  const cweOf = (cwe: unknown) =>
    parseResult({
      vulnerabilities: [{ name: 'X', severity: 'High', cwe, occurences: [occ('https://x.test/')] }]
    }).findings[0]?.cwe

  it('reads CWE-<n> tokens and bare whole numbers, never other digits beside them', () => {
    expect(cweOf('CWE-79 (OWASP 2021 A03)')).toEqual(['CWE-79'])
    expect(cweOf('CWE-79, cwe_352 and CWE 89')).toEqual(['CWE-79', 'CWE-352', 'CWE-89'])
    expect(cweOf(' 79 ')).toEqual(['CWE-79'])
    expect(cweOf(79)).toEqual(['CWE-79'])
    expect(cweOf(['CWE-79', '352'])).toEqual(['CWE-79', 'CWE-352'])
    expect(cweOf('OWASP 2021 A03')).toEqual([])
  })
})
