// An entry covers exactly what was reviewed: the gate's escalations (baseline and accepted risks
// written for a less severe occurrence), the ignore file's `severity` and self-check, and policy
// rules by each finding entry's own CWE.
import { describe, expect, it } from '@jest/globals'
import { baselineFromResult } from '../../src/findings/baseline.js'
import { judge } from '../../src/findings/gate.js'
import { IgnoreFileError, parseAcceptedRisks } from '../../src/findings/ignore-file.js'
import { occurrenceId } from '../../src/findings/identity.js'
import { parseResult } from '../../src/findings/parse.js'
import { covers } from '../../src/findings/severity.js'
import type { GateOptions, IgnoreRule, ParsedResult } from '../../src/findings/types.js'

const now = Date.parse('2026-06-01T12:00:00Z')
const URL = 'https://x.test/a'

function xss(severity: string): ParsedResult {
  return parseResult({
    vulnerabilities: [
      { name: 'XSS', severity, occurences: [{ status: 'Open', vulnerability: { Url: URL } }] }
    ]
  })
}

const gate = (parsed: ParsedResult, extra: Partial<GateOptions> = {}) =>
  judge(parsed, { threshold: 'any', budget: { kind: 'total', max: 0 }, now, ...extra })
const entry = (extra: Partial<IgnoreRule>): IgnoreRule => ({
  finding: 'XSS',
  reason: 'r',
  expires: '2999-01-01',
  ...extra
})

describe('covers', () => {
  it('covers the same or a less severe occurrence, never one that counts at more thresholds', () => {
    expect(covers('high', 'high')).toBe(true)
    expect(covers('high', 'low')).toBe(true)
    expect(covers('high', 'critical')).toBe(false)
    expect(covers('low', 'unknown')).toBe(false)
    expect(covers('unknown', 'critical')).toBe(true)
    expect(covers(undefined, 'critical')).toBe(true)
  })
})

describe('judge: escalations', () => {
  it('counts an occurrence the baseline holds at a less severe severity, marked, whatever the policy', () => {
    const baseline = baselineFromResult(xss('Low'), 'previous test')
    expect(gate(xss('Low'), { baseline }).passed).toBe(true)
    const v = gate(xss('Critical'), {
      baseline,
      policy: [{ finding: 'xss', mode: 'monitor' }],
      ignore: [entry({})]
    })
    expect(v.passed).toBe(false)
    expect(v.occurrences[0]).toMatchObject({ counted: true, isNew: false, escalatedFrom: 'low' })
    expect(v.line).toBe(
      '1 new or regressed unfixed occurrence at any severity (critical 1) exceeds the budget of 0 ' +
        '(1 escalated: more severe than the entry that accepted it)'
    )
  })

  it('lets an accepted risk that records a covering severity hide it (a person reviewed it so)', () => {
    const baseline = baselineFromResult(xss('Low'), 'previous test')
    const v = gate(xss('Critical'), { baseline, ignore: [entry({ severity: 'critical' })] })
    expect(v.passed).toBe(true)
    expect(v.occurrences[0]?.state).toBe('ignored')
  })

  it('counts an occurrence an accepted risk matches but for its severity, unless another covers it', () => {
    const low = entry({ id: occurrenceId('XSS', 'GET', URL), finding: undefined, severity: 'low' })
    const v = gate(xss('High'), { ignore: [low] })
    expect(v.occurrences[0]).toMatchObject({ counted: true, escalatedFrom: 'low' })
    expect(gate(xss('Low'), { ignore: [low] }).passed).toBe(true)
    expect(gate(xss('High'), { ignore: [low, entry({ severity: 'high' })] }).passed).toBe(true)
  })

  it('keeps an accepted risk without a severity hiding every severity, as a person wrote it', () => {
    expect(gate(xss('Critical'), { ignore: [entry({})] }).passed).toBe(true)
  })
})

describe('the ignore file', () => {
  it('reads severity, and refuses an id that is not the id of the finding and URL beside it', () => {
    const id = occurrenceId('XSS', 'GET', URL)
    const ok = parseAcceptedRisks(
      `ignore:\n  - id: ${id}\n    finding: XSS\n    url: "${URL}"\n    severity: High\n    reason: r\n    expires: 2999-01-01\n`
    )
    expect(ok.rules[0]).toMatchObject({ id, severity: 'high' })
    const bad = (): unknown =>
      parseAcceptedRisks(
        `ignore:\n  - id: ${id}\n    finding: Banner\n    url: "${URL}"\n    reason: r\n    expires: 2999-01-01\n` +
          '  - finding: XSS\n    severity: worst\n    reason: r\n    expires: 2999-01-01\n'
      )
    expect(bad).toThrow(
      new IgnoreFileError([
        'entry #1 (line 2): id is not the id of the finding, method and URL beside it: correct one of them',
        'entry #2 (line 7): severity must be one of critical, high, medium, low, very-low, unknown'
      ])
    )
  })
})

describe('policy by CWE', () => {
  it("matches each finding entry's own CWE, not the first entry's of the same name", () => {
    const parsed = parseResult({
      vulnerabilities: [
        {
          name: 'Input',
          severity: 'Low',
          cwe: 'CWE-693',
          occurences: [{ status: 'Open', vulnerability: { Url: 'https://x.test/a' } }]
        },
        {
          name: 'Input',
          severity: 'Critical',
          cwe: 'CWE-89',
          occurences: [{ status: 'Open', vulnerability: { Url: 'https://x.test/b' } }]
        }
      ]
    })
    const v = gate(parsed, {
      policy: [{ cwe: 'CWE-693', mode: 'monitor' }],
      findings: parsed.findings
    })
    expect(v.occurrences.map((o) => [o.severity, o.state])).toEqual([
      ['critical', 'new'],
      ['low', 'monitored']
    ])
  })
})
