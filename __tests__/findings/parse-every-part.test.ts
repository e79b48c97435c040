// Issue 20: every part of a result is read or refused. What must be read is decided by what the
// entries hold, not by the key's name; other arrays of objects are harmless.
import { describe, expect, it } from '@jest/globals'
import { parseResult, ResultParseError } from '../../src/findings/parse.js'
import { judge } from '../../src/findings/gate.js'
import { totalOf, type Threshold } from '../../src/findings/types.js'

const occ = (url: string, status = 'Open', method = 'GET') => ({
  status,
  vulnerability: { Method: method, Url: url }
})
const critical = (name = 'SQL Injection', url = 'https://x.test/login') => ({
  name,
  severity: 'Critical',
  occurences: [occ(url, 'Open', 'POST')]
})

/** Counted occurrences at `threshold`, or 'error' when the result is refused. */
function counted(doc: unknown, threshold: Threshold = 'high'): number | 'error' {
  let parsed
  try {
    parsed = parseResult(doc)
  } catch (e) {
    if (e instanceof ResultParseError) return 'error'
    throw e
  }
  const verdict = judge(parsed, { threshold, budget: { kind: 'total', max: 0 }, now: 0 })
  return totalOf(verdict.counts.counted)
}

describe('a finding list that is a map (id → finding) is read', () => {
  it.each([
    ['under a known name', { vulnerabilities: { 'vuln-1': critical() } }],
    ['under an unknown name', { occurences: [], catalogue: { a1: critical() } }],
    [
      'an occurrence map inside a finding',
      { vulnerabilities: [{ ...critical(), occurences: { o1: occ('https://x.test/a') } }] }
    ]
  ])('%s', (_what, doc) => {
    expect(counted(doc)).toBe(1)
  })
})

describe('a repeated occurrence keeps the copy that counts', () => {
  it('two severities: the worst wins', () => {
    const doc = {
      occurences: [
        { name: 'XSS', severity: 'Low', ...occ('https://x.test/q') },
        { name: 'XSS', severity: 'Critical', ...occ('https://x.test/q') }
      ]
    }
    expect(counted(doc, 'critical')).toBe(1)
    expect(parseResult(doc).occurrences.map((o) => o.severity)).toEqual(['critical'])
  })

  it('unknown severity beats low (it counts at every threshold)', () => {
    const doc = {
      occurences: [
        { name: 'XSS', severity: 'Low', ...occ('https://x.test/q') },
        { name: 'XSS', severity: 'Severe-ish', ...occ('https://x.test/q') }
      ]
    }
    expect(counted(doc, 'critical')).toBe(1)
  })

  it('once Fixed, once open: open wins, with the worse severity', () => {
    const doc = {
      occurences: [
        { name: 'XSS', severity: 'Critical', ...occ('https://x.test/q', 'Fixed') },
        { name: 'XSS', severity: 'Low', ...occ('https://x.test/q', 'Open') }
      ]
    }
    const [only] = parseResult(doc).occurrences
    expect(only).toMatchObject({ fixed: false, severity: 'critical' })
    expect(counted(doc, 'critical')).toBe(1)
  })
})

describe('findings with no readable location each count', () => {
  it('two findings with no name: a Low and a Critical', () => {
    const doc = {
      occurences: [],
      vulnerabilities: [
        { severity: 'Low', description: 'a' },
        { severity: 'Critical', description: 'b' }
      ]
    }
    expect(counted(doc, 'critical')).toBe(1)
    expect(counted(doc, 'any')).toBe(2)
  })

  it('one name listed twice: each entry is one occurrence, location unknown, with its own identity', () => {
    const doc = {
      occurences: [],
      vulnerabilities: [
        { name: 'A', severity: 'Low' },
        { name: 'A', severity: 'Critical' }
      ]
    }
    const parsed = parseResult(doc)
    expect(parsed.occurrences.map((o) => [o.name, o.severity, o.url])).toEqual([
      ['A', 'low', '(location unknown)'],
      ['A', 'critical', '(location unknown)']
    ])
    expect(new Set(parsed.occurrences.map((o) => o.id)).size).toBe(2)
    expect(counted(doc, 'critical')).toBe(1)
  })

  it('a second entry of a name is accounted for only by occurrences of its severity or worse', () => {
    const doc = {
      vulnerabilities: [
        { name: 'A', severity: 'Low', occurences: [occ('https://x.test/a')] },
        { name: 'A', severity: 'Critical' }
      ]
    }
    expect(counted(doc, 'critical')).toBe(1)
  })
})

describe('lists under unknown names, one level down, or beside an empty known list are read', () => {
  it.each([
    ['a finding list under an unknown name', { occurences: [], problems: [critical()] }],
    ['one level down', { report: { vulnerabilities: [critical()] } }],
    ['two levels down in a list', { pages: [{ report: { items: [critical()] } }] }],
    [
      'a capitalised alias beside an empty known list',
      { vulnerabilities: [], Vulnerabilities: [critical()] }
    ],
    [
      'a capitalised occurrence alias beside an empty one',
      {
        occurences: [],
        Occurrences: [{ name: 'SQL Injection', severity: 'Critical', ...occ('https://x.test/') }]
      }
    ],
    [
      'occurrences under an unknown name inside a finding',
      {
        vulnerabilities: [
          { name: 'SQLi', severity: 'Critical', hits: [{ method: 'POST', url: 'https://x.test/' }] }
        ]
      }
    ],
    [
      'occurrences with a status beside a URI',
      {
        vulnerabilities: [
          { name: 'SQLi', risk: 'High', where: [{ uri: 'https://x.test/', state: 'open' }] }
        ]
      }
    ],
    ['a finding list inside a list of lists', { occurences: [], batches: [[critical()]] }]
  ])('%s', (_what, doc) => {
    expect(counted(doc)).toBe(1)
  })

  it('a flat entry in a finding list (its own method and URL) is an occurrence with its URL', () => {
    const parsed = parseResult({
      vulnerabilities: [{ name: 'SQLi', severity: 'High', method: 'POST', url: 'https://x.test/l' }]
    })
    expect(parsed.occurrences.map((o) => [o.name, o.method, o.url])).toEqual([
      ['SQLi', 'POST', 'https://x.test/l']
    ])
  })
})

describe('other arrays of objects are harmless', () => {
  const realistic = {
    project_name: 'Shop',
    vulnerabilities: [
      {
        name: 'XSS',
        severity: 'Medium',
        references: [
          { name: 'OWASP', url: 'https://owasp.org/xss' },
          { name: 'CWE-79', url: 'https://cwe.mitre.org/79' }
        ],
        tags: [{ key: 'owasp', value: 'A03' }],
        occurences: [
          {
            status: 'Open',
            vulnerability: {
              Method: 'GET',
              Url: 'https://x.test/q',
              parameters: [{ name: 'q', value: '<script>', in: 'query' }],
              headers: [{ name: 'Accept', value: 'text/html' }]
            }
          }
        ]
      }
    ],
    scanner: { plugins: [{ id: 1, title: 'crawler' }] }
  }

  it('references, parameters, headers and tags do not make a realistic document unreadable or add counts', () => {
    const parsed = parseResult(realistic)
    expect(parsed.occurrences.map((o) => [o.name, o.severity, o.url])).toEqual([
      ['XSS', 'medium', 'https://x.test/q']
    ])
    expect(parsed.warnings).toEqual([])
  })
})

describe('a per-severity summary is recognised in any case or suffix form, at any size', () => {
  const many = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`field_${i}`, i]))
  it.each([
    ['critical_count', { stats: { critical_count: 1 } }],
    ['criticalCount', { stats: { criticalCount: 1 } }],
    ['Critical', { stats: { Critical: 1 } }],
    ['CRITICAL_FINDINGS', { stats: { CRITICAL_FINDINGS: '1' } }],
    ['totalCritical at the top level', { totalCritical: 1 }],
    ['veryLowCount', { summary: { veryLowCount: 1 } }],
    [
      'inside a document with many top-level keys',
      { ...many, vulnerability_summary: { critical: 1 } }
    ],
    ['inside an object with many keys', { summary: { ...many, high_count: 1 } }],
    ['deep down', { a: { b: { c: { d: { by_severity: { critical: 1 } } } } } }]
  ])('%s', (_what, extra) => {
    expect(counted({ occurences: [], ...extra })).toBe('error')
  })

  it.each([
    ['beyond the safe integer range', Number.MAX_SAFE_INTEGER + 2],
    ['negative', -1],
    ['a fraction', 1.5],
    ['as text beyond the range', '99999999999999999999'],
    ['as text, negative', '-2']
  ])('a count %s is unreadable, naming where', (_what, value) => {
    expect(() =>
      parseResult({
        vulnerabilities: [critical()],
        vulnerability_summary: { critical: value }
      })
    ).toThrow(/per-severity count .* \(at \$\.vulnerability_summary\.critical\)/)
  })

  it('a summary the occurrences cover reads', () => {
    expect(
      counted({ vulnerabilities: [critical()], vulnerability_summary: { Critical_Count: 1 } })
    ).toBe(1)
  })
})

describe('a part that must be read but cannot be names where it stands', () => {
  it('a null in a finding list one level down', () => {
    expect(() => parseResult({ report: { findings: [critical(), null] } })).toThrow(
      /an entry of its finding list is not an object \(at \$\.report\.findings\[1\]\)/
    )
  })

  it('an occurrence name holding text', () => {
    expect(() =>
      parseResult({ vulnerabilities: [{ ...critical(), occurrences: 'see above' }] })
    ).toThrow(/its "occurrences" is not a list \(at \$\.vulnerabilities\[0\]\.occurrences\)/)
  })

  it('a hostile key in the path is printed escaped, on one line', () => {
    let message = ''
    try {
      parseResult({ 'x\n::error::pwned': { findings: [critical(), 3] } })
    } catch (e) {
      message = (e as Error).message
    }
    expect(message).toContain('(at $["x ::')
    expect(message).not.toContain('\n')
    expect(message).not.toMatch(/^\s*::/m)
  })

  it('a document nested 50,000 levels deep is read, not a crash', () => {
    let deep: unknown = { vulnerabilities: [critical()] }
    for (let i = 0; i < 50_000; i++) deep = { next: deep }
    expect(counted({ occurences: [], wrapper: deep })).toBe(1)
  })
})

// Found in review: documents that hid an open critical from an earlier version of the reader.
describe('review: what else must not pass', () => {
  const wide = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`k${i}`, 'x']))
  it.each([
    [
      "a Fixed occurrence of one entry does not account for another entry's",
      {
        vulnerabilities: [
          { name: 'SQLi', severity: 'critical', occurrences: [] },
          {
            name: 'SQLi',
            severity: 'critical',
            occurrences: [{ url: 'https://a/x', method: 'GET', status: 'Fixed' }]
          }
        ]
      }
    ],
    [
      'nor does a nameless entry account for another nameless one',
      {
        vulnerabilities: [
          { severity: 'critical' },
          {
            severity: 'critical',
            occurrences: [{ url: 'https://a/x', method: 'GET', status: 'Fixed' }]
          }
        ]
      }
    ],
    [
      'a wide entry (its severity past the 64th key) under an unknown name',
      { vulnerabilities: [], alerts: [{ ...wide, name: 'SQLi', severity: 'Critical' }] }
    ],
    [
      'a wide occurrence',
      {
        vulnerabilities: [],
        items: [{ ...wide, name: 'SQLi', severity: 'Critical', url: 'https://a/x', method: 'GET' }]
      }
    ],
    [
      'a map by id with a count beside its entries',
      { occurences: [], vulnerabilities: { total: 1, v1: { name: 'SQLi', severity: 'Critical' } } }
    ],
    [
      'a map by id under another name, with a count',
      {
        vulnerabilities: [],
        by_id: {
          count: 1,
          v1: { name: 'SQLi', severity: 'critical', url: 'https://a/x', method: 'GET' }
        }
      }
    ],
    [
      'a lone finding object at the document level',
      {
        vulnerabilities: [],
        top: {
          name: 'SQLi',
          severity: 'critical',
          url: 'https://a/x',
          method: 'GET',
          status: 'open'
        }
      }
    ],
    [
      'a "priority" field',
      { vulnerabilities: [], alerts: [{ name: 'SQLi', priority: 'critical', url: 'https://a/x' }] }
    ],
    [
      'a "level" holding a severity word',
      { vulnerabilities: [], alerts: [{ name: 'SQLi', level: 'Critical', url: 'https://a/x' }] }
    ],
    [
      'a severity object',
      {
        vulnerabilities: [],
        alerts: [{ name: 'SQLi', rating: { severity: 'critical' }, url: 'https://a/x' }]
      }
    ],
    [
      'a severity list',
      {
        vulnerabilities: [],
        alerts: [{ name: 'SQLi', severity: ['critical'], url: 'https://a/x' }]
      }
    ],
    [
      'a label that disagrees with the score',
      {
        vulnerabilities: [
          { name: 'SQLi', severity: 'Low', cvss_score: 9.8, occurences: [occ('https://a/x')] }
        ]
      }
    ],
    [
      'two severity fields that disagree',
      {
        vulnerabilities: [
          { name: 'SQLi', severity: 'low', risk: 'critical', occurences: [occ('https://a/x')] }
        ]
      }
    ]
  ])('%s', (_what, doc) => {
    expect(counted(doc, 'critical')).not.toBe(0)
  })

  it.each([
    ['plural', { summary: { criticals: 2 } }],
    ['abbreviated', { crit: 2 }],
    ['a count one level down', { stats: { critical: { count: 2 } } }],
    ['a count with words', { stats: { critical: '2 findings' } }]
  ])('a summary %s is recognised (and refuses what it cannot cover)', (_what, extra) => {
    expect(counted({ vulnerabilities: [critical()], ...extra }, 'critical')).toBe('error')
  })

  it('a scan descriptor at the document level ({url, status}) is not an occurrence', () => {
    expect(
      counted(
        { scan: { url: 'https://a/', status: 'Completed' }, vulnerabilities: [critical()] },
        'any'
      )
    ).toBe(1)
  })

  it('a finding list name holding text is unreadable', () => {
    expect(counted({ occurences: [], vulnerabilities: 'see the PDF' })).toBe('error')
  })
})
