import { describe, expect, it } from '@jest/globals'
import { baselineFromResult } from '../../src/findings/baseline.js'
import { judge } from '../../src/findings/gate.js'
import { parseResult } from '../../src/findings/parse.js'
import { SEVERITIES } from '../../src/findings/types.js'
import type {
  Budget,
  GateOptions,
  ParsedResult,
  Severity,
  Threshold
} from '../../src/findings/types.js'

const now = Date.parse('2026-06-01T12:00:00Z')
const total = (max: number): Budget => ({ kind: 'total', max })
const perSeverity = (max: Partial<Record<Severity, number>>): Budget => ({
  kind: 'per-severity',
  max
})

/**
 * A result with `n` unfixed occurrences per severity label (and one fixed critical). A label
 * with 0 is not listed: a listed finding without occurrences counts as one, location unknown.
 */
function result(counts: Partial<Record<string, number>>): ParsedResult {
  const listed = Object.entries(counts).filter(([, n]) => (n ?? 0) > 0)
  const vulnerabilities = listed.map(([severity, n]) => ({
    name: `Finding ${severity}`,
    severity: severity === 'unknown' ? 'whatever' : severity,
    occurences: Array.from({ length: n ?? 0 }, (_, i) => ({
      status: 'Open',
      vulnerability: { Method: 'GET', Url: `https://x.test/${severity}/${i}` }
    }))
  }))
  vulnerabilities.push({
    name: 'Fixed one',
    severity: 'Critical',
    occurences: [{ status: 'Fixed', vulnerability: { Method: 'GET', Url: 'https://x.test/fixed' } }]
  })
  return parseResult({ vulnerabilities })
}

const gate = (
  parsed: ParsedResult,
  threshold: Threshold,
  budget: Budget,
  extra: Partial<GateOptions> = {}
) => judge(parsed, { threshold, budget, now, ...extra })

describe('judge: thresholds and total budget', () => {
  const r = result({ critical: 1, high: 3, medium: 2, low: 1, 'very low': 1 })

  it('fails with the exact line when counted occurrences exceed the budget', () => {
    const v = gate(r, 'high', total(0))
    expect(v.passed).toBe(false)
    expect(v.line).toBe(
      '4 unfixed occurrences at high or above (critical 1, high 3) exceed the budget of 0'
    )
    expect(v.counts.counted).toEqual({
      critical: 1,
      high: 3,
      medium: 0,
      low: 0,
      'very-low': 0,
      unknown: 0
    })
    expect(v.counts.unfixed).toEqual({
      critical: 1,
      high: 3,
      medium: 2,
      low: 1,
      'very-low': 1,
      unknown: 0
    })
    expect(v.counts.fixed.critical).toBe(1)
    expect(v.counts.total).toBe(9)
  })

  it.each<[Threshold, number, string]>([
    ['critical', 0, '1 unfixed occurrence at critical (critical 1) exceeds the budget of 0'],
    ['medium', 6, 'passed: 6 unfixed occurrences at medium or above, within the budget of 6'],
    [
      'low',
      6,
      '7 unfixed occurrences at low or above (critical 1, high 3, medium 2, low 1) exceed the budget of 6'
    ],
    ['very-low', 8, 'passed: 8 unfixed occurrences at very-low or above, within the budget of 8'],
    [
      'any',
      0,
      '8 unfixed occurrences at any severity (critical 1, high 3, medium 2, low 1, very-low 1) exceed the budget of 0'
    ],
    ['none', 0, 'passed: fail-threshold is none (8 unfixed occurrences not gated)']
  ])('at %s with budget %d: %s', (threshold, max, line) => {
    const v = gate(r, threshold, total(max))
    expect(v.line).toBe(line)
    expect(v.passed).toBe(line.startsWith('passed'))
  })

  it('says so when nothing is at or above the threshold', () => {
    expect(gate(result({ low: 2 }), 'medium', total(0)).line).toBe(
      'passed: no unfixed occurrences at medium or above'
    )
  })

  // Issue 25: a passing line never says "no unfixed occurrences" beside warned ones in the table.
  it('says what it counted, and what it set aside, when policy or accepted risks left some out', () => {
    const r = result({ high: 2, low: 1, 'very low': 1 })
    const policy = [
      { severity: 'high' as const, mode: 'warn' as const, line: 1 },
      { severity: 'very-low' as const, mode: 'monitor' as const, line: 2 }
    ]
    const ignore = [{ finding: 'finding low', reason: 'r', expires: '2999-01-01', line: 3 }]
    expect(gate(r, 'any', total(0), { policy, ignore }).line).toBe(
      'passed: no counted unfixed occurrences at any severity; 2 warned by policy, 1 monitored by policy, 1 accepted as risks'
    )
    expect(gate(r, 'any', total(5), { policy: policy.slice(0, 1) }).line).toBe(
      'passed: 2 counted unfixed occurrences at any severity, within the budget of 5; 2 warned by policy'
    )
    expect(gate(r, 'high', perSeverity({ low: 9 }), { policy: policy.slice(0, 1) }).line).toBe(
      'passed: no counted unfixed occurrences at high or above; 2 warned by policy'
    )
    // Nothing set aside: the line as before.
    expect(gate(r, 'critical', total(0)).line).toBe('passed: no unfixed occurrences at critical')
  })

  it('counts unknown severity at every threshold but none', () => {
    const u = result({ unknown: 2, low: 1 })
    expect(gate(u, 'critical', total(0)).line).toBe(
      '2 unfixed occurrences at critical (unknown 2) exceed the budget of 0'
    )
    expect(gate(u, 'none', total(0)).passed).toBe(true)
    expect(gate(u, 'critical', total(0)).warnings[0]).toMatch(/^2 occurrences have no severity/)
  })

  it('marks states and sorts worst first, counted before not', () => {
    const v = gate(r, 'medium', total(0))
    expect(v.occurrences.map((o) => [o.severity, o.state, o.counted])).toEqual([
      ['critical', 'new', true],
      ['critical', 'fixed', false],
      ['high', 'new', true],
      ['high', 'new', true],
      ['high', 'new', true],
      ['medium', 'new', true],
      ['medium', 'new', true],
      ['low', 'below-threshold', false],
      ['very-low', 'below-threshold', false]
    ])
    expect(v.occurrences.filter((o) => o.severity === 'high').map((o) => o.url)).toEqual([
      'https://x.test/high/0',
      'https://x.test/high/1',
      'https://x.test/high/2'
    ])
  })
})

describe('judge: every threshold on the end-to-end result', () => {
  // The shape of KNOWN_FINDINGS (sim/accounts.ts), which the end-to-end scan gates at one
  // threshold: unfixed critical 1, high 2, medium 1, low 1, very-low 1, no severity 1; fixed 1.
  const shop = result({ critical: 1, high: 2, medium: 1, low: 1, 'very low': 1, unknown: 1 })

  it.each<[Threshold, number, string]>([
    [
      'critical',
      2,
      '2 unfixed occurrences at critical (critical 1, unknown 1) exceed the budget of 0'
    ],
    [
      'high',
      4,
      '4 unfixed occurrences at high or above (critical 1, high 2, unknown 1) exceed the budget of 0'
    ],
    [
      'medium',
      5,
      '5 unfixed occurrences at medium or above (critical 1, high 2, medium 1, unknown 1) exceed the budget of 0'
    ],
    [
      'low',
      6,
      '6 unfixed occurrences at low or above (critical 1, high 2, medium 1, low 1, unknown 1) exceed the budget of 0'
    ],
    [
      'very-low',
      7,
      '7 unfixed occurrences at very-low or above (critical 1, high 2, medium 1, low 1, very-low 1, unknown 1) exceed the budget of 0'
    ],
    [
      'any',
      7,
      '7 unfixed occurrences at any severity (critical 1, high 2, medium 1, low 1, very-low 1, unknown 1) exceed the budget of 0'
    ],
    ['none', 0, 'passed: fail-threshold is none (7 unfixed occurrences not gated)']
  ])('at %s: %i counted', (threshold, counted, line) => {
    const v = gate(shop, threshold, total(0))
    expect(v.line).toBe(line)
    expect(v.passed).toBe(counted === 0)
    expect(SEVERITIES.reduce((n, s) => n + v.counts.counted[s], 0)).toBe(counted)
    // The counts do not depend on the threshold (critical, high, …, very-low, unknown).
    expect(SEVERITIES.map((severity) => v.counts.unfixed[severity])).toEqual([1, 2, 1, 1, 1, 1])
    expect(v.counts.fixed.critical).toBe(1)
    expect(v.counts.total).toBe(8)
  })
})

describe('judge: per-severity budgets', () => {
  const r = result({ critical: 0, high: 1, medium: 7, low: 9 })

  it('fails for each severity over its budget, unnamed severities having 0', () => {
    const v = gate(r, 'medium', perSeverity({ medium: 5 }))
    expect(v.passed).toBe(false)
    expect(v.line).toBe('high: 1 unfixed occurrence exceeds the budget of 0; medium: 7 exceed 5')
  })

  it('passes within the budgets and ignores budgets below the threshold', () => {
    const v = gate(r, 'medium', perSeverity({ high: 1, medium: 7, low: 0 }))
    expect(v.line).toBe(
      'passed: 8 unfixed occurrences at medium or above (high 1, medium 7), within the per-severity budgets'
    )
    expect(v.passed).toBe(true)
  })
})

describe('judge: baseline', () => {
  const before = result({ high: 2, medium: 1 })
  // Now: high/0 and high/1 as before, a third high is new, medium/0 was fixed.
  const now2 = result({ high: 3 })
  const baseline = baselineFromResult(before, 'previous test abc')

  it('counts only new unfixed occurrences and says so', () => {
    const v = gate(now2, 'high', total(0), { baseline })
    expect(v.line).toBe(
      '1 new unfixed occurrence at high or above (high 1) exceeds the budget of 0'
    )
    expect(v.occurrences.filter((o) => o.state === 'existing')).toHaveLength(2)
    expect(v.counts.new.high).toBe(1)
    expect(v.counts.fixedSinceBaseline).toBe(1)
    expect(v.baselineSource).toBe('previous test abc')
    expect(gate(now2, 'high', total(1), { baseline }).line).toBe(
      'passed: 1 new unfixed occurrence at high or above, within the budget of 1'
    )
    expect(gate(now2, 'high', perSeverity({ high: 0 }), { baseline }).line).toBe(
      'high: 1 new unfixed occurrence exceeds the budget of 0'
    )
  })

  it('counts an occurrence fixed in the baseline and open again as new', () => {
    const reopened = parseResult({
      vulnerabilities: [
        {
          name: 'Fixed one',
          severity: 'Critical',
          occurences: [{ status: 'Open', vulnerability: { Url: 'https://x.test/fixed' } }]
        }
      ]
    })
    const v = gate(reopened, 'any', total(0), { baseline })
    expect(v.occurrences[0]?.state).toBe('new')
    expect(v.passed).toBe(false)
  })

  it('with an empty baseline every unfixed occurrence is new', () => {
    const empty = {
      source: 's',
      unfixed: new Set<string>(),
      fixed: new Set<string>(),
      severity: new Map()
    }
    expect(gate(now2, 'any', total(0), { baseline: empty }).counts.counted.high).toBe(3)
  })
})

describe('judge: accepted risks', () => {
  const r = result({ high: 2, medium: 1 })

  it('leaves ignored occurrences out of the gate, and expired entries count again with a warning', () => {
    const v = gate(r, 'any', total(0), {
      ignore: [
        { finding: 'finding HIGH', reason: 'accepted', expires: '2026-06-01' },
        { finding: 'Finding medium', reason: 'old', expires: '2026-05-31' },
        { finding: 'Finding medium ::error::x', reason: 'old', expires: '2026-05-31' }
      ]
    })
    expect(v.counts.ignored.high).toBe(2)
    expect(v.counts.counted).toMatchObject({ high: 0, medium: 1 })
    expect(v.occurrences.find((o) => o.state === 'ignored')?.ignoredBecause).toEqual({
      reason: 'accepted',
      expires: '2026-06-01'
    })
    expect(v.line).toBe('1 unfixed occurrence at any severity (medium 1) exceeds the budget of 0')
    expect(v.expiredRules).toEqual([
      { finding: 'Finding medium', reason: 'old', expires: '2026-05-31' },
      { finding: 'Finding medium ::error::x', reason: 'old', expires: '2026-05-31' }
    ])
    // The entry that matched counts again; the one that matches nothing is stale instead.
    expect(v.warnings).toEqual([
      'accepted risk #2 for "Finding medium" expired on 2026-05-31 and counts again'
    ])
    expect(v.staleRules).toEqual([
      { finding: 'Finding medium ::error::x', reason: 'old', expires: '2026-05-31' }
    ])
  })
})

describe('judge: scale', () => {
  it('judges 100,000 occurrences', () => {
    const occurences = Array.from({ length: 100_000 }, (_, i) => ({
      status: i % 3 === 0 ? 'Fixed' : 'Open',
      vulnerability: { Method: 'GET', Url: `https://x.test/p${i}?b=${i}&a=1` }
    }))
    const parsed = parseResult(
      JSON.stringify({ vulnerabilities: [{ name: 'A', severity: 'High', occurences }] })
    )
    const v = gate(parsed, 'high', total(0))
    expect(v.counts.counted.high).toBe(66_666)
    expect(new Set(v.occurrences.map((o) => o.id)).size).toBe(100_000)
  })
})

describe('judge: new and regressed are counted apart (new-count: not in the baseline)', () => {
  it('a regression the baseline had as Fixed counts, but not as new', () => {
    const before = result({ high: 1 })
    // The baseline: the high occurrence open, the critical one Fixed.
    const baseline = baselineFromResult(before, 'previous test')
    // Now the Fixed critical is open again, and one high occurrence is new.
    const now2 = parseResult({
      vulnerabilities: [
        {
          name: 'Finding high',
          severity: 'high',
          occurences: [
            { status: 'Open', vulnerability: { Method: 'GET', Url: 'https://x.test/high/0' } },
            { status: 'Open', vulnerability: { Method: 'GET', Url: 'https://x.test/high/1' } }
          ]
        },
        {
          name: 'Fixed one',
          severity: 'Critical',
          occurences: [
            { status: 'Open', vulnerability: { Method: 'GET', Url: 'https://x.test/fixed' } }
          ]
        }
      ]
    })
    const v = gate(now2, 'high', total(0), { baseline })
    expect(v.passed).toBe(false)
    expect(v.counts.new.high).toBe(1)
    expect(v.counts.new.critical).toBe(0)
    expect(v.counts.regressed.critical).toBe(1)
    expect(v.counts.counted).toMatchObject({ critical: 1, high: 1 })
    expect(v.line).toBe(
      '2 new or regressed unfixed occurrences at high or above (critical 1, high 1) exceed the ' +
        'budget of 0 (1 regressed: was Fixed, open again)'
    )
    const back = v.occurrences.find((o) => o.regressed)!
    expect(back.isNew).toBe(false)
    expect(back.counted).toBe(true)
  })
})
