// A baseline that only labels what is new (`baseline: previous` with no passing verdict to read)
// must hide nothing from the gate: whatever the result, the accepted risks, the policy and the
// set, the gate decides exactly as with no baseline at all. Only the labels differ.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { judge } from '../../src/findings/gate.js'
import { parseResult } from '../../src/findings/parse.js'
import {
  SEVERITIES,
  type BaselineSet,
  type Budget,
  type GateOptions,
  type IgnoreRule,
  type ParsedResult,
  type PolicyRule,
  type Severity,
  type Threshold,
  type Verdict
} from '../../src/findings/types.js'

const now = Date.parse('2026-06-01T12:00:00Z')
const NAMES = ['SQL Injection', 'Cross-Site Scripting', 'Missing Header']
const LABELS: Record<Severity, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  'very-low': 'Very Low',
  unknown: 'whatever'
}

interface Spec {
  name: string
  severity: Severity
  path: number
  status: 'Open' | 'Fixed' | 'Re-opened'
}

function result(specs: Spec[]): ParsedResult {
  return parseResult({
    vulnerabilities: specs.map((s) => ({
      name: s.name,
      severity: LABELS[s.severity],
      occurences: [
        { status: s.status, vulnerability: { Method: 'GET', Url: `https://x.test/${s.path}` } }
      ]
    }))
  })
}

/** What the gate decided, copied out (judge writes onto the occurrences themselves). */
function decision(v: Verdict) {
  return {
    passed: v.passed,
    line: v.line,
    counted: v.counts.counted,
    ignored: v.counts.ignored,
    warned: v.counts.warned,
    regressed: v.counts.regressed,
    unfixed: v.counts.unfixed,
    occurrences: v.occurrences.map((o) => ({
      id: o.id,
      state: o.state,
      counted: o.counted,
      regressed: o.regressed,
      escalatedFrom: o.escalatedFrom
    })),
    warnings: v.warnings,
    expiring: v.expiringRules.length
  }
}

const spec = fc.record({
  name: fc.constantFrom(...NAMES),
  severity: fc.constantFrom(...SEVERITIES),
  path: fc.integer({ min: 0, max: 5 }),
  status: fc.constantFrom('Open', 'Fixed', 'Re-opened' as const)
})
const threshold = fc.constantFrom<Threshold>('critical', 'high', 'medium', 'low', 'any', 'none')
const budget = fc.oneof(
  fc.integer({ min: 0, max: 3 }).map((max): Budget => ({ kind: 'total', max })),
  fc
    .dictionary(fc.constantFrom(...SEVERITIES), fc.integer({ min: 0, max: 2 }))
    .map((max): Budget => ({ kind: 'per-severity', max }))
)
const ignoreRule = fc.record({
  finding: fc.constantFrom(...NAMES),
  severity: fc.option(fc.constantFrom(...SEVERITIES), { nil: undefined }),
  reason: fc.constant('accepted'),
  expires: fc.constantFrom('2026-01-01', '2026-06-10', '2027-01-01')
}) as fc.Arbitrary<IgnoreRule>
const policyRule = fc.record({
  finding: fc.constantFrom(...NAMES.map((n) => n.toLowerCase())),
  mode: fc.constantFrom('block', 'warn', 'monitor' as const)
}) as fc.Arbitrary<PolicyRule>

describe('judge: a labels-only baseline', () => {
  it('decides as with no baseline, whatever the result and the set (property)', () => {
    fc.assert(
      fc.property(
        fc.array(spec, { maxLength: 12 }),
        fc.array(spec, { maxLength: 12 }),
        threshold,
        budget,
        fc.array(ignoreRule, { maxLength: 3 }),
        fc.array(policyRule, { maxLength: 2 }),
        fc.boolean(),
        (now_, before, t, b, ignore, policy, withPreviouslyFixed) => {
          const parsed = result(now_)
          // The labels: a result of the same kind, every id of it open, Fixed, any severity.
          const old = result(before)
          const labels: BaselineSet = {
            source: 'previous test x (labels only)',
            unfixed: new Set(old.occurrences.filter((o) => !o.fixed).map((o) => o.id)),
            fixed: new Set(old.occurrences.filter((o) => o.fixed).map((o) => o.id)),
            severity: new Map(old.occurrences.map((o) => [o.id, o.severity]))
          }
          const options: Omit<GateOptions, 'baseline' | 'labels'> = {
            threshold: t,
            budget: b,
            ignore,
            policy,
            findings: parsed.findings,
            now,
            expiryWarningMs: 14 * 86_400_000,
            ...(withPreviouslyFixed ? { previouslyFixed: labels.fixed } : {})
          }
          const without = decision(judge(parsed, options))
          const labelled = judge(parsed, { ...options, labels })
          expect(decision(labelled)).toEqual(without)
          expect(labelled.baselineLabelsOnly).toBe(true)
          expect(labelled.baselineSource).toBe(labels.source)
          // The labels themselves: new is "unfixed and known to the set neither way".
          for (const o of labelled.occurrences) {
            if (o.fixed) continue
            expect(o.isNew).toBe(!labels.unfixed.has(o.id) && !labels.fixed.has(o.id))
          }
          const fresh = labelled.occurrences.filter((o) => !o.fixed && o.isNew).length
          expect(SEVERITIES.reduce((n, s) => n + labelled.counts.new[s], 0)).toBe(fresh)
        }
      ),
      { numRuns: 300 }
    )
  })

  it('the same set as a baseline hides what it held (the contrast)', () => {
    const parsed = result([
      { name: 'SQL Injection', severity: 'critical', path: 1, status: 'Open' },
      { name: 'SQL Injection', severity: 'critical', path: 2, status: 'Open' }
    ])
    const set: BaselineSet = {
      source: 'previous test x',
      unfixed: new Set(parsed.occurrences.map((o) => o.id)),
      fixed: new Set(),
      severity: new Map(parsed.occurrences.map((o) => [o.id, o.severity]))
    }
    const base = { threshold: 'high' as const, budget: { kind: 'total', max: 0 } as Budget, now }
    expect(judge(parsed, { ...base, baseline: set }).passed).toBe(true)
    const labelled = judge(parsed, { ...base, labels: set })
    expect(labelled.passed).toBe(false)
    expect(labelled.line).toBe(
      '2 unfixed occurrences at high or above (critical 2) exceed the budget of 0'
    )
    expect(labelled.counts.new.critical).toBe(0)
    expect(labelled.occurrences.map((o) => [o.state, o.counted, o.isNew])).toEqual([
      ['new', true, false],
      ['new', true, false]
    ])
  })
})
