// unregister, end to end: delete, stop-then-delete, delete-project, already gone.
import { afterAll, describe, expect, it } from '@jest/globals'
import type { Scenario } from '../../sim/index.js'
import { UNKNOWN_TOKEN } from '../../sim/accounts.js'
import { closeSims, startSim, changes, count } from '../../__fixtures__/simulator.js'
import { failureLine, notices, step } from '../../__fixtures__/step.js'

const PR = 'c'.repeat(32)
const OTHER = 'd'.repeat(32)
const KEY = '11111111-2222-4333-8444-555555555555'

function scenario(
  opts: { running?: boolean; sibling?: boolean; stopDelayMs?: number } = {}
): Partial<Scenario> {
  const apps = [
    {
      name: 'PR 9',
      url: 'https://pr-9.preview.example.test',
      token: PR,
      verified: true,
      runningTest: opts.running,
      test: { durationMs: 600_000, stopDelayMs: opts.stopDelayMs ?? 1000 }
    }
  ]
  if (opts.sibling)
    apps.push({
      ...apps[0],
      name: 'PR 10',
      url: 'https://pr-10.preview.example.test',
      token: OTHER,
      runningTest: false
    })
  return { projects: [{ name: 'Previews', projectKey: KEY, applications: apps }] }
}

/** unregister of PR on a fresh simulator with `scenario(opts)`; `more` adds inputs. */
async function unregister(
  opts: Parameters<typeof scenario>[0] = {},
  more: Record<string, string> = {}
) {
  const sim = await startSim(scenario(opts))
  const inputs = { command: 'unregister', 'application-token': PR, 'poll-interval': '1s' }
  return { sim, run: await step(sim, { ...inputs, ...more }) }
}

afterAll(closeSims)

describe('unregister', () => {
  it.concurrent(
    'deletes the application and, with delete-project, its project once empty',
    async () => {
      const { sim, run } = await unregister({}, { 'delete-project': 'true' })
      expect(run.exitCode).toBe(0)
      expect(run.outputs.outcome).toBe('passed')
      expect(run.outputs['project-key']).toBe(KEY)
      expect(changes(sim)).toEqual(['DELETE /rest/v2/applications', 'DELETE /rest/v2/projects'])
      expect(sim.state.application(PR)).toBeUndefined()
      expect(sim.state.projects().find((p) => p.projectKey === KEY)).toBeUndefined()
      expect(run.summary).toContain('Deleted the project Previews')
    }
  )

  it.concurrent('keeps the project while other applications are left in it', async () => {
    const { sim, run } = await unregister({ sibling: true }, { 'delete-project': 'true' })
    expect(run.exitCode).toBe(0)
    expect(changes(sim)).toEqual(['DELETE /rest/v2/applications'])
    expect(sim.state.application(OTHER)).toBeDefined()
    expect(notices(run).join('\n')).toContain('still holds 1 application(s), so it was kept')
  })

  it.concurrent('leaves the project alone without delete-project', async () => {
    const { sim, run } = await unregister()
    expect(run.exitCode).toBe(0)
    expect(changes(sim)).toEqual(['DELETE /rest/v2/applications'])
    expect(sim.state.projects().find((p) => p.projectKey === KEY)).toBeDefined()
  })

  it.concurrent('succeeds with a notice when the application is gone already', async () => {
    const { sim, run } = await unregister({}, { 'application-token': UNKNOWN_TOKEN })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('passed')
    expect(notices(run).join('\n')).toContain(`Application ${UNKNOWN_TOKEN} does not exist`)
    expect(sim.state.application(PR)).toBeDefined()
  })

  it.concurrent(
    'fails, saying how to proceed, when a test runs and if-running is not stop',
    async () => {
      const { sim, run } = await unregister({ running: true }, { 'if-running': 'fail' })
      expect(run.exitCode).toBe(1)
      expect(run.outputs.outcome).toBe('error')
      expect(failureLine(run)).toBe(
        `Application ${PR} has a test running, so it cannot be deleted. Set if-running: stop to stop the test and then delete it, or run \`command: unregister\` again once the test has ended.`
      )
      expect(count(sim, 'POST', '/rest/v2/test/stop')).toBe(0)
      expect(sim.state.application(PR)).toBeDefined()
    }
  )

  it.concurrent(
    'stops the running test and deletes the application once it let go (if-running: stop)',
    async () => {
      const { sim, run } = await unregister(
        { running: true, stopDelayMs: 1500 },
        { 'if-running': 'stop' }
      )
      expect(run.exitCode).toBe(0)
      expect(sim.state.stopRequests(PR)).toBe(1)
      const deletes = sim.requests.filter((r) => r.method === 'DELETE')
      expect(deletes.length).toBeGreaterThanOrEqual(2)
      expect(deletes[0]?.status).toBe(400) // TEST_RUNNING
      expect(deletes.at(-1)?.status).toBe(200)
      expect(sim.state.application(PR)).toBeUndefined()
    }
  )

  it.concurrent('gives up within timeout when the stopped test does not let go', async () => {
    const { sim, run } = await unregister(
      { running: true, stopDelayMs: 60_000 },
      { 'if-running': 'stop', timeout: '3s' }
    )
    expect(run.exitCode).toBe(1)
    expect(failureLine(run)).toMatch(
      new RegExp(`^Application ${PR} still had a running test .* after the stop request`)
    )
    expect(sim.state.application(PR)).toBeDefined()
  })
})
