// Issue 29: counts the document states, and severity fields that are ranks. Which keys are
// counts (count-keys.ts), what each is compared with (severity-summary.ts, stated-totals.ts), and
// how a number in a rank field reads (fields.ts).
import { describe, expect, it } from '@jest/globals'
import { countKey } from '../../src/findings/count-keys.js'
import { holderKey } from '../../src/findings/holder-key.js'
import { parseResult, ResultParseError } from '../../src/findings/parse.js'

const occ = (url: string, status = 'Open', method = 'GET') => ({
  status,
  vulnerability: { Method: method, Url: url }
})
const fixedCriticals = {
  name: 'SQL Injection',
  severity: 'Critical',
  occurences: [occ('https://x.test/a', 'Fixed'), occ('https://x.test/b', 'Fixed')]
}

describe('countKey: which keys state a count of what was found', () => {
  it.each([
    ['critical', { severity: 'critical', unfixed: false }],
    ['critical_count', { severity: 'critical', unfixed: false }],
    ['open_critical', { severity: 'critical', unfixed: true }],
    ['unfixedHigh', { severity: 'high', unfixed: true }],
    ['new_medium', { severity: 'medium', unfixed: true }],
    ['activeLowIssues', { severity: 'low', unfixed: true }],
    ['not_fixed_high', { severity: 'high', unfixed: true }],
    ['fixed_critical', { severity: 'critical', unfixed: false }],
    ['high_risk_issues', { severity: 'high', unfixed: false }],
    ['total_vulnerabilities', { of: 'either', unfixed: false }],
    ['vulnerability_count', { of: 'either', unfixed: false }],
    ['numberOfIssues', { of: 'either', unfixed: false }],
    ['alerts', { of: 'either', unfixed: false }],
    ['open_findings', { of: 'either', unfixed: true }],
    ['occurrence_count', { of: 'occurrences', unfixed: false }],
    ['instances', { of: 'occurrences', unfixed: false, hits: true }],
    ['total', { of: 'bare', unfixed: false }],
    ['totalCount', { of: 'bare', unfixed: false }],
    ['open_count', { of: 'bare', unfixed: true }],
    ['open', { of: 'bare', unfixed: true, statusOnly: true }]
  ])('%s', (key, expected) => {
    expect(countKey(key)).toEqual(expected)
  })

  it.each([
    'request_count',
    'page_count',
    'scanned_urls_count',
    'duration',
    'progress',
    'score',
    'severity_count',
    'risk_level',
    'number',
    'total_time',
    'totalPages',
    'hit_count',
    'n'
  ])('%s is a count of something else, or no count', (key) => {
    expect(countKey(key)).toBeNull()
  })
})

const unreadable = (doc: unknown): string => {
  try {
    parseResult(doc)
  } catch (e) {
    if (e instanceof ResultParseError) return e.message
    throw e
  }
  return 'read'
}

describe('parseResult: a count named open, unfixed, active or new counts unfixed occurrences', () => {
  it.each([
    ['open_critical', { open_critical: 2 }],
    ['in a summary', { vulnerability_summary: { unfixed_critical: 2 } }],
    ['one level down', { stats: { critical: { count: 2, open: 1 } } }],
    ['under a key named open', { summary: { open: { critical: 2 } } }]
  ])('two Fixed criticals do not cover it: %s', (_what, extra) => {
    expect(unreadable({ ...extra, vulnerabilities: [fixedCriticals] })).toMatch(
      /reports \d unfixed critical but the document lists 0 unfixed critical occurrences the action can read \(Fixed ones do not count\)/
    )
  })

  it('covered by unfixed occurrences, by a listed finding without a location, by unknown ones', () => {
    expect(
      unreadable({
        open_critical: 1,
        new_high: 1,
        unfixed_low: 1,
        vulnerabilities: [
          {
            ...fixedCriticals,
            occurences: [...fixedCriticals.occurences, occ('https://x.test/c')]
          },
          { name: 'Admin', severity: 'High' },
          { name: 'Odd', severity: 'Severe-ish', occurences: [occ('https://x.test/o')] }
        ]
      })
    ).toBe('read')
  })

  it('a plain count still counts Fixed occurrences (it may count every occurrence)', () => {
    expect(unreadable({ critical: 2, vulnerabilities: [fixedCriticals] })).toBe('read')
  })
})

describe('parseResult: totals the document states', () => {
  it.each([
    [
      { vulnerabilities: [], total_vulnerabilities: 5 },
      /states 5 findings or occurrences .* lists 0 /
    ],
    [{ occurences: [], count: 1 }, /\(at \$\.count\)/],
    [{ occurences: [], summary: { high: 0, total: 2 } }, /\(at \$\.summary\.total\)/],
    [{ occurences: [], findings_by_status: { open: 1 } }, /states 1 unfixed/],
    [{ vulnerabilities: { count: 3, 'v-1': fixedCriticals } }, /states 3 findings or occurrences/],
    [
      { vulnerabilities: [{ ...fixedCriticals, count: 3 }] },
      /states 3 findings or occurrences but the document lists 2 .*\[0\]\.count/
    ],
    [
      { vulnerabilities: [{ ...fixedCriticals, open_occurrences: 1 }] },
      /states 1 unfixed occurrences but the document lists 0 unfixed ones/
    ],
    [
      {
        occurences: [],
        vulnerabilities: [{ name: 'A', severity: 'Low', stats: { occurrence_count: 2 } }]
      },
      /states 2 occurrences but the document lists 1 .*\.stats\.occurrence_count/
    ],
    [
      { occurences: [], total_findings: '2 findings' },
      /a stated count in it is not a whole number/
    ],
    [{ occurences: [], stats: { issue_count: 1.5 } }, /a stated count in it is not a whole number/]
  ])('more stated than read is unreadable (%#)', (doc, line) => {
    expect(unreadable(doc)).toMatch(line)
  })

  it.each([
    ['a total of occurrences beyond the findings', { total_vulnerabilities: 3 }],
    ['findings beyond occurrences (one name listed twice)', { finding_count: 3 }],
    ['a bare count at the top level', { total: 3, count: 3 }],
    ['a paged list', { total_results: 3, page: 1, request_count: 4000, page_count: 7 }],
    ['unfixed', { open_vulnerabilities: 2, unfixed_count: 2 }],
    ['a count in an occurrence (hits)', { stats: { hits: 40 } }],
    ['open alone in an object named for something else', { scan: { open: 9, active: 9 } }]
  ])('a truthful total, or a count of something else, reads: %s', (_what, extra) => {
    expect(
      unreadable({
        ...extra,
        occurences: [{ name: 'A', ...occ('https://x.test/t', 'Open'), count: 50 }],
        vulnerabilities: [
          { name: 'A', severity: 'Low' },
          { name: 'A', severity: 'Low' },
          {
            name: 'B',
            severity: 'High',
            occurrence_count: 2,
            open_count: 1,
            count: 2,
            occurences: [occ('https://x.test/b'), occ('https://x.test/b2', 'Fixed')]
          }
        ]
      })
    ).toBe('read')
  })
})

describe('parseResult: a number in a rank field is read as critical, never as a score', () => {
  const read = (fields: Record<string, unknown>) =>
    parseResult({
      vulnerabilities: [{ name: 'A', ...fields, occurences: [occ('https://x.test/')] }]
    }).findings[0]

  it.each([
    [{ priority: 1 }, 'priority 1'],
    [{ priority: '3' }, 'priority 3'],
    [{ rating: 2.5 }, 'rating 2.5'],
    [{ criticality: 0 }, 'criticality 0'],
    [{ level: 4 }, 'level 4'],
    [{ risk_level: 1 }, 'risk_level 1'],
    [{ severity_rank: 5 }, 'severity_rank 5'],
    [{ Priority: [2, 'Low'] }, 'Priority 2'],
    [{ severity: { level: 1 } }, 'severity.level 1'],
    [{ priority: { value: 1 } }, 'priority.value 1'],
    [{ severity: 'Low', priority: 4 }, 'priority 4']
  ])('%j', (fields, label) => {
    const finding = read(fields)
    expect(finding).toMatchObject({ severity: 'critical', severityLabel: label })
    expect(finding?.score).toBeUndefined()
  })

  it.each([
    [{ priority: 'High' }, 'high', undefined],
    [{ rating: 'very low' }, 'very-low', undefined],
    [{ cvss_score: 1 }, 'low', 1],
    [{ base_score: 9.8 }, 'critical', 9.8],
    [{ cvssScore: 7.5 }, 'high', 7.5],
    [{ severity: 3 }, 'low', 3],
    [{ risk: '9.1' }, 'critical', 9.1],
    [{ severity: { value: 5 } }, 'medium', undefined]
  ])(
    'words in rank fields and numbers in score fields read as before: %j',
    (fields, severity, score) => {
      const finding = read(fields)
      expect(finding?.severity).toBe(severity)
      expect(finding?.score).toBe(score)
    }
  )
})

describe('holderKey: an object of unfixed counts, or of counts of findings', () => {
  it.each([
    ['open', { unfixed: true, things: false, summary: false }],
    ['unfixed_by_severity', { unfixed: true, things: false, summary: false }],
    ['new_findings_summary', { unfixed: true, things: true, summary: true }],
    ['vulnerability_summary', { unfixed: false, things: true, summary: true }],
    ['vulnerabilities', { unfixed: false, things: true, summary: false }],
    ['vulnerability', { unfixed: false, things: false, summary: false }],
    ['active_scan', { unfixed: false, things: false, summary: false }],
    ['stats', { unfixed: false, things: false, summary: true }],
    ['by_status', { unfixed: false, things: false, summary: true }],
    ['openfindings', { unfixed: true, things: true, summary: false }],
    ['risk_distribution', { unfixed: false, things: false, summary: false, shares: 'fractions' }],
    ['severity_percentages', { unfixed: false, things: false, summary: false, shares: 'all' }]
  ])('%s', (key, expected) => {
    expect(holderKey(key)).toEqual(expected)
  })
})
