// Issue 29, through the built action and tool against the simulator: a test's status counts as
// completed only when its words say so. Words of failure or stopping end the test, also beside
// "completed"; any other status at 100 % is waited on, and never passes.
import { afterAll, expect, it } from '@jest/globals'
import type { TestBehaviour } from '../../sim/index.js'
import { APP, shopScenario } from '../../sim/accounts.js'
import { closeSims, startSim } from '../../__fixtures__/simulator.js'
import { failureLine, scanShop } from '../../__fixtures__/step.js'
import { tool, TOOL_SCAN } from '../../__fixtures__/tool.js'

afterAll(closeSims)

/** A test that finds nothing and ends at 100 % under `status`: anything but completed passes it. */
const ends = (status: string): Partial<TestBehaviour> => ({
  findings: [],
  finalProgress: 100,
  statusNames: { completed: status }
})

it.concurrent(
  'a status of failure at 100 % with an empty result ends the test as stopped, in the service’s words',
  async () => {
    const { run } = await scanShop({ test: ends('Failed: target unreachable') })
    expect(run.outputs.outcome).toBe('stopped')
    expect(run.exitCode).toBe(1)
    expect(run.outputs.status).toBe('Failed: target unreachable')
    expect(failureLine(run)).toBe(
      'The test ended with status "Failed: target unreachable" before completing'
    )
  }
)

it.concurrent.each([
  ['v2', 'Completed with errors'],
  ['v1', 'completed_WITH-ERRORS'],
  ['v2', 'Done (cancelled by operator)'],
  ['v2', 'Scan complete, no errors']
])(
  '%s: "%s": completion beside words of failure or stopping is an error, not a clean completion',
  async (version, status) => {
    const { run } = await scanShop({ test: ends(status) }, { 'api-version': version })
    expect(run.outputs.outcome).toBe('error')
    expect(run.exitCode).toBe(1)
    expect(failureLine(run)).toBe(
      `The service reported the test as "${status}": a completion with words of failure or stopping is not a clean one, so its result is not judged`
    )
  }
)

it.concurrent(
  'a status it does not know at 100 % is waited on, and at the timeout it is an error naming the status, even with fail-on-timeout: false',
  async () => {
    const { run, sim } = await scanShop(
      {
        test: {
          findings: [],
          end: 'never',
          durationMs: 400,
          progress: 'early-hundred',
          statusNames: { running: 'Report ready' }
        }
      },
      { timeout: '4s', 'fail-on-timeout': 'false' }
    )
    expect(run.outputs.outcome).toBe('error')
    expect(run.exitCode).toBe(1)
    expect(run.outputs.progress).toBe('100')
    expect(failureLine(run)).toBe(
      'The test\'s status "Report ready" at 100 % is not one that says it completed (completed, complete, finished, done, success, succeeded, successful, successfully) and did not change within the timeout (4s); a stop request was sent'
    )
    expect(run.stdout).toMatch(/unknown test status "Report ready"; still waiting/)
    // Waited on until the timeout, never taken as done; the stop went to the test still running.
    expect(sim.state.stopRequests(APP)).toBe(1)
  }
)

it.concurrent(
  'a completion in words it cannot read as clean, with no progress to go by, is an error at the timeout, not a tolerated time-out',
  async () => {
    const { run } = await scanShop(
      {
        test: {
          findings: [],
          end: 'never',
          progress: 'stuck',
          statusNames: { running: 'COMPLETEDWITHISSUES' }
        }
      },
      { timeout: '3s', 'fail-on-timeout': 'false' }
    )
    expect(run.outputs.outcome).toBe('error')
    expect(run.exitCode).toBe(1)
    expect(failureLine(run)).toMatch(
      /^The test's status "COMPLETEDWITHISSUES" is not one that says it completed .* within the timeout \(3s\)/
    )
  }
)

it.concurrent(
  'the tool: a status of failure at 100 % exits 4, a completion with errors exits 2',
  async () => {
    const [failed, withErrors] = await Promise.all(
      ['Failed: target unreachable', 'COMPLETED WITH ERRORS'].map(async (status) =>
        tool(await startSim(shopScenario({ test: ends(status) })), 'scan', TOOL_SCAN)
      )
    )
    expect([failed?.exitCode, failed?.outputs.outcome]).toEqual([4, 'stopped'])
    expect([withErrors?.exitCode, withErrors?.outputs.outcome]).toEqual([2, 'error'])
  }
)
