// The built action's signed evidence: the in-toto test-result predicate a failing and a passing
// scan write (output test-result-predicate), valid under the predicate's schema, agreeing with
// the outcome output and with the counted occurrences of the JSON report the same run wrote.
import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { APP as SHOP_APP, ESTATE, estateScenario, shopScenario } from '../../sim/accounts.js'
import { closeSims, startSim } from '../../__fixtures__/simulator.js'
import { TOOL_SCAN, tool } from '../../__fixtures__/tool.js'
import { scanShop, step } from '../../__fixtures__/step.js'
import { reportOf } from '../../__fixtures__/step-files.js'
import { predicateSchemaErrors } from '../../__fixtures__/test-result-schema.js'
import type { StepRun } from '../../__fixtures__/step.js'

afterAll(closeSims)

const COMMIT = 'd20ace7968ba43c0219f62d71334c1095bab1602'

interface Predicate {
  result: string
  configuration: Array<{
    name?: string
    uri?: string
    digest?: Record<string, string>
    annotations?: Record<string, unknown>
  }>
  url?: string
  warnedTests: string[]
  failedTests: string[]
}

interface Report {
  outcome: string
  verdict: { passed: boolean } | null
  occurrences: Array<{ id: string; name: string; counted: boolean; state: string }>
}

function predicateOf(run: StepRun): Predicate {
  const file = run.outputs['test-result-predicate']
  expect(file).toBeTruthy()
  return JSON.parse(readFileSync(file as string, 'utf8')) as Predicate
}

describe('scan: the test-result predicate', () => {
  it.concurrent.each([
    ['a failing gate', { 'fail-threshold': 'critical' }, 'failed', 'FAILED'],
    ['a passing gate', { 'max-unfixed': '7' }, 'passed', 'PASSED']
  ] as const)('%s: agrees with outcome and report', async (_name, inputs, outcome, result) => {
    const { run, sim } = await scanShop({}, { ...inputs, commit: COMMIT })
    expect(run.outputs.outcome).toBe(outcome)
    const predicate = predicateOf(run)
    expect(predicateSchemaErrors(predicate)).toEqual([])
    expect(predicate.result).toBe(result)

    const report = reportOf<Report>(run)
    expect(report.outcome).toBe(outcome)
    const counted = report.verdict?.passed
      ? []
      : [...new Set(report.occurrences.filter((o) => o.counted).map((o) => o.id))].sort()
    expect(predicate.failedTests).toEqual(counted)
    expect(predicate.failedTests.length > 0).toBe(outcome === 'failed')
    expect(predicate.warnedTests).toEqual([])

    expect(predicate.url).toBe('https://github.com/octo/shop/actions/runs/42')
    expect(predicate.configuration).toContainEqual({
      name: 'commit',
      digest: { gitCommit: COMMIT }
    })
    const app = predicate.configuration.find((c) => c.name === SHOP_APP)
    expect(app?.annotations?.outcome).toBe(outcome)
    expect(app?.annotations?.resultToken).toBe(run.outputs['result-token'])
    const settings = predicate.configuration.find((c) => c.name === 'gate-settings')
    expect(settings?.annotations?.['fail-threshold']).toBe(
      'fail-threshold' in inputs ? inputs['fail-threshold'] : 'any'
    )
    expect(settings?.digest?.sha256).toMatch(/^[0-9a-f]{64}$/)

    // Ids only: no finding name of the service's, no access token.
    const text = JSON.stringify(predicate)
    for (const name of new Set(report.occurrences.map((o) => o.name))) {
      expect(text).not.toContain(name)
    }
    expect(text).not.toContain(sim.tokens.accessToken)
  })

  it.concurrent('start reaches no verdict: no predicate and no output', async () => {
    const { run } = await scanShop({}, { command: 'start', 'on-timeout': 'leave' })
    expect(run.outputs.outcome).toBe('started')
    expect(run.outputs['test-result-predicate']).toBeUndefined()
  })
})

describe('the tool: the test-result predicate', () => {
  it.concurrent(
    'under its results folder, in the outputs file, with the CI job as url',
    async () => {
      const sim = await startSim(shopScenario())
      const jobUrl = 'https://gitlab.example/shop/-/jobs/77'
      const run = await tool(
        sim,
        'scan',
        { ...TOOL_SCAN, 'fail-threshold': 'critical', commit: COMMIT },
        { env: { GITLAB_CI: 'true', CI_JOB_URL: jobUrl } }
      )
      expect(run.outputs.outcome).toBe('failed')
      const file = run.outputs['test-result-predicate'] as string
      expect(file).toBe(
        join(run.cwd, 'security-test-results', `security-test-${SHOP_APP}.test-result.json`)
      )
      const predicate = JSON.parse(readFileSync(file, 'utf8')) as Predicate
      expect(predicateSchemaErrors(predicate)).toEqual([])
      expect(predicate.result).toBe('FAILED')
      expect(predicate.url).toBe(jobUrl)
      const report = JSON.parse(
        readFileSync(run.outputs['report-file'] as string, 'utf8')
      ) as Report
      expect(predicate.failedTests).toEqual(
        [...new Set(report.occurrences.filter((o) => o.counted).map((o) => o.id))].sort()
      )
    }
  )
})

describe('several applications: one predicate for the step', () => {
  it.concurrent("the worst outcome, each application named, the failing ones' ids", async () => {
    const sim = await startSim(estateScenario())
    const run = await step(sim, {
      'application-token': ESTATE.join(','),
      'poll-interval': '1s',
      timeout: '1m',
      'fail-threshold': 'high',
      commit: COMMIT
    })
    expect(run.outputs.outcome).toBe('failed')
    const predicate = predicateOf(run)
    expect(predicateSchemaErrors(predicate)).toEqual([])
    expect(predicate.result).toBe('FAILED')
    const results = JSON.parse(run.outputs.results ?? '[]') as Array<{
      'application-token': string
      outcome: string
      'report-file': string
    }>
    const named = predicate.configuration.filter((c) =>
      (ESTATE as readonly string[]).includes(c.name ?? '')
    )
    expect(named.map((c) => [c.name, c.annotations?.outcome])).toEqual(
      results.map((r) => [r['application-token'], r.outcome])
    )
    const counted = results.flatMap((r) => {
      const report = JSON.parse(readFileSync(r['report-file'], 'utf8')) as Report
      return report.verdict?.passed
        ? []
        : report.occurrences.filter((o) => o.counted).map((o) => o.id)
    })
    expect(counted.length).toBeGreaterThan(0)
    expect(predicate.failedTests).toEqual([...new Set(counted)].sort())
  })
})
