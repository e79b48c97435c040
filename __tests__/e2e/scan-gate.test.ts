// The built action, run as the Actions runner runs it, against the simulator: the gate.
import { afterEach, describe, expect, it } from '@jest/globals'
import { APP, KNOWN_FINDINGS } from '../../__fixtures__/accounts.js'
import { closeSims, count } from '../../__fixtures__/simulator.js'
import { failureLine, scanShop } from '../../__fixtures__/step.js'
import { readJson, reportOf, sarifResults } from '../../__fixtures__/step-files.js'

afterEach(closeSims)

describe('scan: the gate at each threshold', () => {
  // Unfixed: critical 1, high 2, medium 1, low 1, very-low 1, unknown 1; fixed 1.
  const cases: Array<[string, boolean, number]> = [
    ['critical', false, 2],
    ['high', false, 4],
    ['medium', false, 5],
    ['low', false, 6],
    ['very-low', false, 7],
    ['any', false, 7],
    ['none', true, 0]
  ]
  it.each(cases)(
    'fail-threshold %s → passed=%s, %i counted',
    async (threshold, passes, counted) => {
      const { run, sim } = await scanShop({}, { 'fail-threshold': threshold })
      expect(run.outputs.outcome).toBe(passes ? 'passed' : 'failed')
      expect(run.exitCode).toBe(passes ? 0 : 1)
      expect(run.outputs['unfixed-count']).toBe('7')
      expect(run.outputs['fixed-count']).toBe('1')
      expect(run.outputs['total-count']).toBe('8')
      expect(run.outputs['critical-count']).toBe('1')
      expect(run.outputs['high-count']).toBe('2')
      expect(run.outputs['unknown-count']).toBe('1')
      expect(run.outputs['result-token']).toMatch(/^[a-z0-9]{32}$/)
      expect(run.outputs.status?.toLowerCase()).toBe('completed')
      if (!passes) expect(failureLine(run)).toMatch(new RegExp(`^${counted} unfixed occurrences?`))
      expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(1)
      expect(sim.state.testsStarted(APP)).toBe(1)
      expect(run.summary).toContain('SQL Injection')
    }
  )

  it('passes when the total budget covers the counted occurrences, fails one below', async () => {
    const ok = await scanShop({}, { 'max-unfixed': '7' })
    expect(ok.run.outputs.outcome).toBe('passed')
    const bad = await scanShop({}, { 'max-unfixed': '6' })
    expect(bad.run.outputs.outcome).toBe('failed')
    expect(failureLine(bad.run)).toContain('exceed the budget of 6')
  })

  it('applies per-severity budgets', async () => {
    const ok = await scanShop(
      {},
      { 'fail-threshold': 'medium', 'max-unfixed': 'critical=1,high=2,medium=1,unknown=1' }
    )
    expect(ok.run.outputs.outcome).toBe('passed')
    const bad = await scanShop(
      {},
      { 'fail-threshold': 'medium', 'max-unfixed': 'critical=1,high=1,medium=1,unknown=1' }
    )
    expect(bad.run.outputs.outcome).toBe('failed')
    expect(failureLine(bad.run)).toMatch(/high/)
  })

  it('warns that unknown severities count', async () => {
    const { run } = await scanShop({}, { 'fail-threshold': 'critical' })
    expect(run.stdout).toMatch(/::warning::.*no severity.*count toward every fail-threshold/)
  })
})

describe('scan: result forms', () => {
  it.each([
    ['nested, occurences', { resultForm: 'nested', spelling: 'occurences' }],
    ['nested, occurrences', { resultForm: 'nested', spelling: 'occurrences' }],
    ['flat, occurences', { resultForm: 'flat', spelling: 'occurences' }],
    ['flat, occurrences', { resultForm: 'flat', spelling: 'occurrences' }],
    ['list named signatures', { listName: 'signatures' }]
  ] as const)('reads %s', async (_name, test) => {
    const { run } = await scanShop({ test: { ...test } })
    expect(run.outputs['unfixed-count']).toBe('7')
    expect(run.outputs['fixed-count']).toBe('1')
    expect(run.outputs['critical-count']).toBe('1')
    expect(run.outputs.outcome).toBe('failed')
  })

  it('fails clearly on a malformed result and keeps the raw text', async () => {
    const { run } = await scanShop({
      extra: { faults: [{ kind: 'malformed-result', path: '/rest/v2/test/result' }] }
    })
    expect(run.outputs.outcome).toBe('error')
    expect(run.exitCode).toBe(1)
    expect(failureLine(run)).toMatch(/result could not be read/)
    const report = reportOf<{ rawResult: string }>(run)
    expect(typeof report.rawResult).toBe('string')
    expect(report.rawResult.length).toBeGreaterThan(10)
  })
})

describe('scan: the files it writes', () => {
  it('writes SARIF and a JSON report and points outputs at them', async () => {
    const { run } = await scanShop({})
    const sarif = readJson(run.outputs['sarif-file'] as string) as { version: string }
    expect(sarif.version).toBe('2.1.0')
    expect(sarifResults(run).length).toBe(7)
    const report = reportOf<{ occurrences: unknown[] }>(run)
    expect(report.occurrences.length).toBe(8)
    expect(KNOWN_FINDINGS.length).toBe(6)
  })
})
