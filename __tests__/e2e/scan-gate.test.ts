// The built action, run as the Actions runner runs it, against the simulator: the gate.
import { afterAll, describe, expect, it } from '@jest/globals'
import { APP, KNOWN_FINDINGS, type Arrange } from '../../sim/accounts.js'
import { closeSims, count } from '../../__fixtures__/simulator.js'
import { failureLine, scanShop } from '../../__fixtures__/step.js'
import { readJson, reportOf, sarifResults } from '../../__fixtures__/step-files.js'

afterAll(closeSims)

/** One scan per arrangement and inputs, shared by the tests that read it. */
const scans = new Map<string, ReturnType<typeof scanShop>>()
function scanned(arrange: Arrange = {}, inputs: Record<string, string> = {}) {
  const key = JSON.stringify([arrange, inputs])
  if (!scans.has(key)) scans.set(key, scanShop(arrange, inputs))
  return scans.get(key) as ReturnType<typeof scanShop>
}

// Each threshold's count is the gate's business and is proven for every threshold on the same
// result (KNOWN_FINDINGS) in __tests__/findings/gate.test.ts; here one threshold through the
// bundle: unfixed critical 1, high 2, medium 1, low 1, very-low 1, unknown 1; fixed 1.
describe('scan: the gate', () => {
  it.concurrent(
    'fail-threshold critical counts the critical and the unknown one: failed, exit 1',
    async () => {
      const { run, sim } = await scanned({}, { 'fail-threshold': 'critical' })
      expect(run.outputs.outcome).toBe('failed')
      expect(run.exitCode).toBe(1)
      expect(run.outputs['unfixed-count']).toBe('7')
      expect(run.outputs['fixed-count']).toBe('1')
      expect(run.outputs['total-count']).toBe('8')
      expect(run.outputs['critical-count']).toBe('1')
      expect(run.outputs['high-count']).toBe('2')
      expect(run.outputs['unknown-count']).toBe('1')
      expect(run.outputs['result-token']).toMatch(/^[a-z0-9]{32}$/)
      expect(run.outputs['result-token']).toBe(sim.state.tests(APP)[0]?.resultToken)
      expect(run.outputs.status?.toLowerCase()).toBe('completed')
      expect(failureLine(run)).toBe(
        '2 unfixed occurrences at critical (critical 1, unknown 1) exceed the budget of 0'
      )
      expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(1)
      expect(sim.state.testsStarted(APP)).toBe(1)
      expect(run.summary).toContain('SQL Injection')
    }
  )

  it.concurrent('warns that unknown severities count', async () => {
    const { run } = await scanned({}, { 'fail-threshold': 'critical' })
    expect(run.stdout).toMatch(/::warning::.*no severity.*count toward every fail-threshold/)
  })

  it.concurrent(
    'passes when the total budget covers the counted occurrences, fails one below',
    async () => {
      const [ok, bad] = await Promise.all([
        scanned({}, { 'max-unfixed': '7' }),
        scanned({}, { 'max-unfixed': '6' })
      ])
      expect(ok.run.outputs.outcome).toBe('passed')
      expect(ok.run.exitCode).toBe(0)
      expect(bad.run.outputs.outcome).toBe('failed')
      expect(failureLine(bad.run)).toContain('exceed the budget of 6')
    }
  )

  it.concurrent('applies per-severity budgets', async () => {
    const [ok, bad] = await Promise.all([
      scanned(
        {},
        { 'fail-threshold': 'medium', 'max-unfixed': 'critical=1,high=2,medium=1,unknown=1' }
      ),
      scanned(
        {},
        { 'fail-threshold': 'medium', 'max-unfixed': 'critical=1,high=1,medium=1,unknown=1' }
      )
    ])
    expect(ok.run.outputs.outcome).toBe('passed')
    expect(bad.run.outputs.outcome).toBe('failed')
    expect(failureLine(bad.run)).toMatch(/high/)
  })
})

describe('scan: result forms', () => {
  it.concurrent.each([
    ['nested, occurences', { resultForm: 'nested', spelling: 'occurences' }],
    ['nested, occurrences', { resultForm: 'nested', spelling: 'occurrences' }],
    ['flat, occurences', { resultForm: 'flat', spelling: 'occurences' }],
    ['flat, occurrences', { resultForm: 'flat', spelling: 'occurrences' }],
    ['list named signatures', { listName: 'signatures' }]
  ] as const)('reads %s', async (_name, test) => {
    const { run } = await scanned({ test: { ...test } })
    expect(run.outputs['unfixed-count']).toBe('7')
    expect(run.outputs['fixed-count']).toBe('1')
    expect(run.outputs['critical-count']).toBe('1')
    expect(run.outputs.outcome).toBe('failed')
  })

  it.concurrent('fails clearly on a malformed result and keeps the raw text', async () => {
    const { run } = await scanned({
      extra: { faults: [{ kind: 'malformed-result', path: '/rest/v2/test/result' }] }
    })
    expect(run.outputs.outcome).toBe('error')
    expect(run.exitCode).toBe(1)
    expect(failureLine(run)).toMatch(/result could not be read/)
    // The simulator cut the document in half and appended a marker: kept exactly as served.
    const report = reportOf<{ rawResult: string }>(run)
    expect(report.rawResult).toMatch(/^\{"project_name":"Shop",.*<!-- truncated$/s)
  })
})

describe('scan: the files it writes', () => {
  it.concurrent('writes SARIF and a JSON report and points outputs at them', async () => {
    const { run } = await scanned()
    const sarif = readJson(run.outputs['sarif-file'] as string) as { version: string }
    expect(sarif.version).toBe('2.1.0')
    // One SARIF result per unfixed occurrence; the report lists every occurrence of the result.
    expect(
      sarifResults(run)
        .map((r) => r.properties.url)
        .sort()
    ).toEqual(
      KNOWN_URLS.filter((o) => o.status !== 'Fixed')
        .map((o) => o.url)
        .sort()
    )
    const report = reportOf<{ occurrences: Array<{ name: string; url: string; fixed: boolean }> }>(
      run
    )
    expect(report.occurrences.map((o) => [o.name, o.url, o.fixed]).sort()).toEqual(
      KNOWN_URLS.map((o) => [o.name, o.url, o.status === 'Fixed']).sort()
    )
  })
})

/** Every occurrence of KNOWN_FINDINGS with its finding's name. */
const KNOWN_URLS = KNOWN_FINDINGS.flatMap((f) =>
  f.occurrences.map((o) => ({ name: f.name, url: o.url, status: o.status }))
)
