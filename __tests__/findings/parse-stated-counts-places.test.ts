// Issue 29, review: counts the document states in spellings and places the first reading missed
// (keys run together, paging totals, totals one level down, beside the list, buckets of a list,
// unfixed counts in summary-like objects), a total in a lone occurrence counting its name's
// occurrences, hit counts and shares that are not claims, and rank fields written as text.
import { describe, expect, it } from '@jest/globals'
import { countKey } from '../../src/findings/count-keys.js'
import { parseResult, ResultParseError } from '../../src/findings/parse.js'
import { judge } from '../../src/findings/gate.js'
import { totalOf } from '../../src/findings/types.js'

const occ = (url: string, status = 'Open', extra: Record<string, unknown> = {}) => ({
  status,
  vulnerability: { Method: 'GET', Url: url },
  ...extra
})
const fixedCriticals = {
  name: 'SQL Injection',
  severity: 'Critical',
  occurences: [occ('https://x.test/a', 'Fixed'), occ('https://x.test/b', 'Fixed')]
}

const outcome = (doc: unknown): string => {
  try {
    parseResult(doc)
  } catch (e) {
    if (e instanceof ResultParseError) return e.message
    throw e
  }
  return 'read'
}

describe('countKey: keys run together, abbreviated, or paging a list', () => {
  it.each([
    ['criticalcount', { severity: 'critical', unfixed: false }],
    ['CRITICALCOUNT', { severity: 'critical', unfixed: false }],
    ['opencritical', { severity: 'critical', unfixed: true }],
    ['numcritical', { severity: 'critical', unfixed: false }],
    ['critical_cnt', { severity: 'critical', unfixed: false }],
    ['qty_critical', { severity: 'critical', unfixed: false }],
    ['verylowcount', { severity: 'very-low', unfixed: false }],
    ['totalvulnerabilities', { of: 'either', unfixed: false }],
    ['TOTALVULNS', { of: 'either', unfixed: false }],
    ['total_risks', { of: 'either', unfixed: false }],
    ['total_results', { of: 'bare', unfixed: false }],
    ['totalItems', { of: 'bare', unfixed: false }],
    ['totalElements', { of: 'bare', unfixed: false }],
    ['numResults', { of: 'bare', unfixed: false }],
    ['occurrences', { of: 'occurrences', unfixed: false, hits: true }],
    ['occurrence_count', { of: 'occurrences', unfixed: false }]
  ])('%s', (key, expected) => {
    expect(countKey(key)).toEqual(expected)
  })

  it.each(['counter', 'lowercase', 'median', 'items', 'results', 'risk_count', 'newsletter'])(
    '%s is no count of findings',
    (key) => {
      expect(countKey(key)).toBeNull()
    }
  )
})

describe('parseResult: stated counts in the new spellings and places are checked', () => {
  it.each([
    ['criticalcount', { criticalcount: 3 }, /reports 3 critical but .* lists 2 /],
    ['CRITICALCOUNT', { CRITICALCOUNT: 3 }, /reports 3 critical/],
    ['opencritical', { opencritical: 1 }, /reports 1 unfixed critical/],
    ['numcritical', { numcritical: 3 }, /reports 3 critical/],
    ['critical_cnt', { critical_cnt: 3 }, /reports 3 critical/],
    ['qty_critical', { qty_critical: 3 }, /reports 3 critical/],
    ['totalvulnerabilities', { totalvulnerabilities: 5 }, /states 5 findings or occurrences/],
    ['TOTALVULNS', { TOTALVULNS: 5 }, /\(at \$\.TOTALVULNS\)/],
    ['total_risks', { total_risks: 5 }, /\(at \$\.total_risks\)/],
    ['total_results', { total_results: 5 }, /\(at \$\.total_results\)/],
    ['totalItems', { totalItems: 5 }, /\(at \$\.totalItems\)/],
    ['totalElements', { totalElements: 5 }, /\(at \$\.totalElements\)/],
    [
      'a total as an object',
      { total_vulnerabilities: { value: 5 } },
      /total_vulnerabilities\.value/
    ],
    ['a count as an object', { vulnerability_count: { total: 5 } }, /vulnerability_count\.total/],
    ['pagination beside the list', { pagination: { total: 40 } }, /\$\.pagination\.total/],
    ['meta beside the list', { meta: { total_count: 40 } }, /\$\.meta\.total_count/],
    [
      'severity buckets',
      { severity_counts: [{ key: 'critical', count: 3 }] },
      /reports 3 critical but/
    ],
    ['severity buckets by name', { by_severity: [{ name: 'Critical', value: 3 }] }, /3 critical/],
    ['open in a summary', { summary: { open: 2 } }, /states 2 unfixed/],
    ['unfixed in stats', { stats: { unfixed: 2, fixed: 2 } }, /states 2 unfixed/],
    ['open by status', { by_status: { open: 2 } }, /states 2 unfixed/],
    ['remaining at the root', { remaining: 2 }, /states 2 unfixed .*\(at \$\.remaining\)/]
  ])('%s: beyond what was read, unreadable', (_what, extra, line) => {
    expect(outcome({ vulnerabilities: [fixedCriticals], ...extra })).toMatch(line)
  })

  it.each([
    ['a report object', { report: { vulnerabilities: [], total: 3 } }, /\$\.report\.total/],
    [
      "a finding's occurrence_count of open ones",
      { vulnerabilities: [{ ...fixedCriticals, occurrence_count: { open: 3 } }] },
      /states 3 unfixed occurrences .*occurrence_count\.open/
    ]
  ])('%s: beyond what was read, unreadable', (_what, doc, line) => {
    expect(outcome(doc)).toMatch(line)
  })

  it('the same counts, truthful, read', () => {
    expect(
      outcome({
        vulnerabilities: [fixedCriticals],
        criticalcount: 2,
        TOTALVULNS: 2,
        total_results: 2,
        total_vulnerabilities: { value: 2 },
        pagination: { total: 2, total_pages: 1 },
        severity_counts: [{ key: 'critical', count: 2 }],
        stats: { unfixed: 0, fixed: 2 },
        remaining: 0
      })
    ).toBe('read')
  })
})

describe('parseResult: a total in a lone occurrence counts the occurrences of its name', () => {
  const lone = (count: number) => ({
    occurences: [
      {
        name: 'SQLi',
        severity: 'Critical',
        status: 'Open',
        url: 'https://x/a',
        occurrence_count: count
      },
      { name: 'XSS', severity: 'High', status: 'Fixed', url: 'https://x/b' },
      { name: 'XSS', severity: 'High', status: 'Fixed', url: 'https://x/c' }
    ]
  })

  it('not those of other names', () => {
    expect(outcome(lone(3))).toMatch(/states 3 occurrences but the document lists 1 /)
  })

  it('those of its name, with an entry of that name, read', () => {
    expect(outcome(lone(1))).toBe('read')
    expect(
      outcome({
        ...lone(3),
        vulnerabilities: [
          {
            name: 'SQLi',
            severity: 'Critical',
            occurences: [occ('https://x/d'), occ('https://x/e')]
          }
        ]
      })
    ).toBe('read')
  })
})

describe('parseResult: hit counts and shares are not claims', () => {
  it.each([
    [
      'occurrences in a nested occurrence',
      {
        vulnerabilities: [
          { ...fixedCriticals, occurences: [occ('https://x/a', 'Open', { occurrences: 3 })] }
        ]
      }
    ],
    [
      'instances in a lone occurrence',
      {
        occurences: [
          { name: 'A', severity: 'Low', ...occ('https://x/a', 'Open', { instances: 2 }) }
        ]
      }
    ],
    [
      'a percentage in a distribution',
      { vulnerabilities: [fixedCriticals], risk_distribution: { high: 33.3, critical: '66.7%' } }
    ],
    [
      'any number in percentages',
      { vulnerabilities: [fixedCriticals], severity_percentages: { critical: 100 } }
    ]
  ])('%s', (_what, doc) => {
    expect(outcome(doc)).toBe('read')
  })

  it('a whole number in a distribution is a count still', () => {
    expect(
      outcome({ vulnerabilities: [fixedCriticals], risk_distribution: { critical: 3 } })
    ).toMatch(/reports 3 critical/)
  })
})

describe('parseResult: ranks written as text, in lists, and beside a label', () => {
  const read = (fields: Record<string, unknown>) => {
    const parsed = parseResult({
      vulnerabilities: [{ name: 'A', ...fields, occurences: [occ('https://x.test/')] }]
    })
    const verdict = judge(parsed, {
      threshold: 'critical',
      budget: { kind: 'total', max: 0 },
      now: 0
    })
    return { finding: parsed.findings[0], counted: totalOf(verdict.counts.counted) }
  }

  it.each([
    [{ rank: 1 }, 'rank 1'],
    [{ Rank: '2' }, 'Rank 2'],
    [{ priority: 'P1' }, 'priority P1'],
    [{ priority: '#1' }, 'priority #1'],
    [{ priority: '1' }, 'priority 1'],
    [{ severity: { name: 'Low', priority: 1 } }, 'severity.priority 1'],
    [{ severity: { label: 'Low', level: 2 } }, 'severity.level 2'],
    [{ priority: [{ value: 1 }] }, 'priority.value 1']
  ])('%j reads as critical', (fields, label) => {
    const { finding, counted } = read(fields)
    expect(finding).toMatchObject({ severity: 'critical', severityLabel: label })
    expect(finding?.score).toBeUndefined()
    expect(counted).toBe(1)
  })

  it('a page rank, or a rank word, does not rank a finding', () => {
    expect(read({ severity: 'Low', page_rank: 1 }).finding?.severity).toBe('low')
    expect(read({ rank: 'High' }).finding?.severity).toBe('high')
  })
})
