// Issue 29, through the built action and tool: with several applications, a time-out that
// `fail-on-timeout: false` tolerates never hides another application's failure. An outcome that
// does not fail the step ranks below one that does.
import * as fs from 'node:fs'
import { afterAll, expect, it } from '@jest/globals'
import { ADMIN, API, ESTATE, STORE, estateScenario } from '../../sim/accounts.js'
import { closeSims, startSim } from '../../__fixtures__/simulator.js'
import { failureLine, step } from '../../__fixtures__/step.js'
import { plain } from '../../__fixtures__/step-files.js'
import { tool } from '../../__fixtures__/tool.js'

afterAll(closeSims)

/** The storefront fails its gate (1.5 s), the API never ends, the admin passes (2.5 s). */
const INPUTS = {
  'application-token': ESTATE.join(','),
  'poll-interval': '1s',
  timeout: '5s',
  'fail-threshold': 'high',
  'fail-on-timeout': 'false',
  'on-timeout': 'leave'
}
const estate = () => startSim(estateScenario({ [API]: { end: 'never' } }))

const outcomes = (results: string | undefined): string[][] =>
  (JSON.parse(results ?? '[]') as Array<Record<string, string>>).map((r) => [
    r['application-token'] ?? '',
    r.outcome ?? ''
  ])

const EACH = [
  [STORE, 'failed'],
  [API, 'timed-out'],
  [ADMIN, 'passed']
]

it.concurrent(
  'the action: one application timed out (tolerated), another failed: the step is failed, naming only the failure',
  async () => {
    const run = await step(await estate(), INPUTS)
    expect(outcomes(run.outputs.results)).toEqual(EACH)
    expect(run.outputs.outcome).toBe('failed')
    expect(run.exitCode).toBe(1)
    expect(failureLine(run)).toMatch(/^Storefront: \d+ unfixed occurrences at high or above/)
    // The tolerated time-out is said, but as a notice, not as part of why the step failed.
    expect(failureLine(run)).not.toMatch(/API|timeout/)
    expect(plain(run.summary)).toContain('## Security test: ❌ Failed · 3 applications')
    // The upload gated on the step's outcome now runs: only applications with a verdict have a
    // file in it, so code scanning keeps the timed-out one's alerts as they were.
    const folder = run.outputs['sarif-file'] ?? ''
    expect(fs.readdirSync(folder).sort()).toEqual(
      [STORE, ADMIN].map((t) => `security-test-${t}.sarif`).sort()
    )
    expect(run.stdout).toMatch(
      /No SARIF file for this application: its test reached no verdict \(timed-out\)/
    )
  }
)

it.concurrent(
  'the tool: one application timed out (tolerated), another failed: exit 1 (the gate), not 3',
  async () => {
    const run = await tool(await estate(), 'scan', INPUTS)
    expect(outcomes(run.outputs.results)).toEqual(EACH)
    expect(run.outputs.outcome).toBe('failed')
    expect(run.exitCode).toBe(1)
  }
)

it.concurrent(
  'the tool: a tolerated time-out beside passing applications is still the outcome, and exits 0',
  async () => {
    const sim = await startSim(estateScenario({ [API]: { end: 'never' } }))
    const run = await tool(sim, 'scan', {
      ...INPUTS,
      'application-token': [API, ADMIN].join(',')
    })
    expect(run.outputs.outcome).toBe('timed-out')
    expect(run.exitCode).toBe(0)
  }
)
