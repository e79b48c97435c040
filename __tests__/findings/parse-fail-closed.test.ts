// Issue 12: every finding the document lists is accounted for, and nothing the reader cannot see
// makes a result look clean. Shapes the spec allows (section 2.9) but does not link.
import { describe, expect, it } from '@jest/globals'
import { parseResult, ResultParseError } from '../../src/findings/parse.js'
import { judge } from '../../src/findings/gate.js'

const occ = (url: string, status = 'Open', method = 'GET') => ({
  status,
  vulnerability: { Method: method, Url: url }
})

/** What the gate says with the contract's defaults (fail-threshold any, max-unfixed 0). */
function gateWithDefaults(doc: unknown) {
  const parsed = parseResult(doc)
  const verdict = judge(parsed, { threshold: 'any', budget: { kind: 'total', max: 0 }, now: 0 })
  return { parsed, verdict }
}

describe('parseResult: every listed finding is accounted for', () => {
  it('top-level Fixed occurrence plus a Critical finding keeping its occurrences under an unknown key: read there, fails', () => {
    const { parsed, verdict } = gateWithDefaults({
      occurences: [occ('https://shop.test/a', 'Fixed')],
      vulnerabilities: [
        {
          name: 'SQL Injection',
          severity: 'Critical',
          locations: [occ('https://shop.test/login', 'Open', 'POST')]
        }
      ]
    })
    expect(verdict.passed).toBe(false)
    const read = parsed.occurrences.filter((o) => o.name === 'SQL Injection')
    expect(read).toEqual([
      expect.objectContaining({
        severity: 'critical',
        fixed: false,
        method: 'POST',
        url: 'https://shop.test/login'
      })
    ])
    expect(parsed.warnings.join('\n')).not.toMatch(/no occurrence the action can read/)
  })

  it('one entry with occurences: [] and another under an unknown key: both counted, the first location unknown', () => {
    const { parsed, verdict } = gateWithDefaults({
      vulnerabilities: [
        { name: 'A', severity: 'Low', occurences: [] },
        { name: 'B', severity: 'High', instances: [occ('https://x.test/b')] }
      ]
    })
    expect(verdict.passed).toBe(false)
    expect(parsed.occurrences.map((o) => [o.name, o.severity, o.fixed, o.url])).toEqual([
      ['B', 'high', false, 'https://x.test/b'],
      ['A', 'low', false, '(location unknown)']
    ])
    expect(parsed.warnings.join('\n')).toContain('1 finding lists no occurrence')
  })

  it('a finding named by top-level occurrences is accounted for by them', () => {
    const parsed = parseResult({
      occurences: [{ ...occ('https://x.test/a', 'Fixed'), name: 'A' }],
      vulnerabilities: [{ name: 'A', severity: 'High' }]
    })
    expect(parsed.occurrences.map((o) => [o.name, o.severity, o.fixed])).toEqual([
      ['A', 'high', true]
    ])
    expect(parsed.warnings).toEqual([])
  })

  it('the spec table shape: unnamed top-level occurrences and a separate vulnerability list', () => {
    const parsed = parseResult({
      occurences: [occ('https://x.test/a', 'Fixed'), occ('https://x.test/b', 'Fixed')],
      vulnerabilities: [
        { name: 'XSS', severity: 'High', description: 'Script injection' },
        { name: 'Banner', severity: 'Very Low' }
      ]
    })
    expect(parsed.occurrences.filter((o) => !o.fixed).map((o) => [o.name, o.severity])).toEqual([
      ['XSS', 'high'],
      ['Banner', 'very-low']
    ])
  })

  it('reads every finding list alias: an empty recognised list hides no other', () => {
    const { parsed, verdict } = gateWithDefaults({
      vulnerabilities: [],
      findings: [{ name: 'A', severity: 'High', occurences: [occ('https://x.test/')] }]
    })
    expect(verdict.passed).toBe(false)
    expect(parsed.occurrences.map((o) => o.name)).toEqual(['A'])
  })

  it('reads a list under an unknown key that holds occurrences even beside a recognised list', () => {
    const parsed = parseResult({
      vulnerabilities: [{ name: 'A', severity: 'Low', occurences: [occ('https://x.test/a')] }],
      extra_findings: [{ name: 'B', severity: 'Critical', occurences: [occ('https://x.test/b')] }]
    })
    expect(parsed.occurrences.map((o) => [o.name, o.severity])).toEqual([
      ['A', 'low'],
      ['B', 'critical']
    ])
  })

  it('a location-unknown occurrence has a stable identity (a baseline matches it)', () => {
    const doc = { occurences: [], vulnerabilities: [{ name: 'A', severity: 'High' }] }
    const first = parseResult(doc).occurrences[0]
    expect(first?.id).toMatch(/^[0-9a-f]{32}$/)
    expect(parseResult(doc).occurrences[0]?.id).toBe(first?.id)
  })
})

describe('parseResult: summaries that report more than the occurrences', () => {
  it('vulnerability_summary critical 3 with an empty occurrence list is unreadable', () => {
    expect(() =>
      parseResult({ occurences: [], vulnerability_summary: { critical: 3, high: 0 } })
    ).toThrow(
      'its vulnerability_summary reports 3 critical but the document lists 0 critical occurrences the action can read'
    )
  })

  it('reads any per-severity count, nested one level, with numbers as text', () => {
    expect(() =>
      parseResult({
        vulnerabilities: [{ name: 'A', severity: 'High', occurences: [occ('https://x.test/')] }],
        stats: { by_severity: { High: '2', Very_Low: 0 } }
      })
    ).toThrow(/stats\.by_severity reports 2 high but the document lists 1 high occurrence/)
  })

  it('a summary covered by the occurrences (unfixed, fixed, repeats, location unknown) is fine', () => {
    const parsed = parseResult({
      vulnerability_summary: { critical: 2, high: 1, medium: 0, low: 0, very_low: 0 },
      vulnerabilities: [
        {
          name: 'A',
          severity: 'Critical',
          occurences: [occ('https://x.test/1'), occ('https://x.test/1', 'Fixed')]
        },
        { name: 'B', severity: 'High' }
      ]
    })
    expect(parsed.occurrences).toHaveLength(2)
  })

  it('names no summary key that is not safe to print', () => {
    expect(() => parseResult({ occurences: [], '<b>x</b>': { critical: 1 } })).toThrow(
      /^its per-severity summary reports 1 critical/
    )
  })

  it('does not read scores as counts, but a count at the top level is one', () => {
    expect(parseResult({ occurences: [], score: 9.5, cvss: 7 }).occurrences).toEqual([])
    expect(() => parseResult({ occurences: [], score: 9.5, high: 4 })).toThrow(
      /^its per-severity summary reports 4 high but the document lists 0 high occurrences/
    )
  })
})

describe('parseResult: entries that are not objects make the result unreadable', () => {
  it.each([
    ['an occurrence', { occurences: [occ('https://x.test/'), 'GET /admin'] }],
    ['a nested occurrence', { vulnerabilities: [{ name: 'A', occurences: [null] }] }],
    ['a finding', { vulnerabilities: [{ name: 'A', occurences: [] }, 7] }],
    [
      'an occurrence list that is not a list',
      {
        occurences: { url: 'https://x.test/' },
        vulnerabilities: [{ name: 'A', occurences: [occ('https://x.test/')] }]
      }
    ]
  ])('%s', (_what, doc) => {
    expect(() => parseResult(doc)).toThrow(ResultParseError)
  })
})

describe('parseResult: occurrences of unknown severity cover what a summary reports beyond the known', () => {
  const doc = (summary: Record<string, number>) => ({
    vulnerability_summary: summary,
    vulnerabilities: [
      { name: 'A', severity: 'Severe-ish', occurences: [occ('https://x.test/a')] },
      { name: 'B', severity: 'High', occurences: [occ('https://x.test/b')] }
    ]
  })

  it('covered: one medium the action could not rate', () => {
    expect(parseResult(doc({ high: 1, medium: 1 })).occurrences).toHaveLength(2)
  })

  it('not covered: two more than the known ones, one unknown', () => {
    expect(() => parseResult(doc({ high: 2, medium: 1 }))).toThrow(
      'its vulnerability_summary reports 2 high but the document lists 1 high occurrence'
    )
  })
})

describe("parseResult: a severity written as a number is the service's score", () => {
  it('keeps 9.1 as the score (SARIF security-severity shows what the annotation shows)', () => {
    const parsed = parseResult({
      vulnerabilities: [
        { name: 'A', severity: 9.1, occurences: [occ('https://x.test/a')] },
        { name: 'B', severity: 'High', occurences: [occ('https://x.test/b')] },
        { name: 'C', severity: 'High', cvss_score: 9.3, occurences: [occ('https://x.test/c')] }
      ]
    })
    expect(parsed.findings.map((f) => [f.name, f.severity, f.score])).toEqual([
      ['A', 'critical', 9.1],
      ['B', 'high', undefined],
      // A label and a score that disagree: the one that counts at more thresholds wins.
      ['C', 'critical', 9.3]
    ])
  })
})

describe('parseResult: the warning naming unaccounted findings is safe to print', () => {
  it('a hostile name is one line without runner markers, and at most five are named', () => {
    const names = ['x\n::error::boom ##[error]red', 'B', 'C', 'D', 'E', 'F', 'G']
    const parsed = parseResult({
      occurences: [],
      vulnerabilities: names.map((name) => ({ name, severity: 'Low' }))
    })
    const warning = parsed.warnings.find((w) => w.includes('no occurrence the action can read'))
    expect(warning).toBeDefined()
    expect(warning).not.toMatch(/\n|##\[/)
    expect(warning).toContain('and 2 more')
    expect(parsed.occurrences).toHaveLength(7)
  })
})
