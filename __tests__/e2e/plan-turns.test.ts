// Several applications under the plan's limit on tests at once, through the built action against
// the simulator: while another pipeline holds the account's only slot, each waiting application
// tries its start at most once per poll interval (a refusal frees no slot and wakes no other
// waiter); a refusal that is not about tests at once (a monthly quota) is an error at once, whatever
// fail-on-timeout says.
import { afterAll, describe, expect, it } from '@jest/globals'
import { ESTATE, estateScenario } from '../../sim/accounts.js'
import { closeSims, count, startSim } from '../../__fixtures__/simulator.js'
import { crashSigns, failureLine, step, type StepRun } from '../../__fixtures__/step.js'
import type { Plan } from '../../sim/index.js'

afterAll(closeSims)

const START = '/rest/v2/test/start'
const OTHER = 'other'.padEnd(31, '0') + '9'
const POLL_MS = 1000

const INPUTS = {
  'application-token': ESTATE.join(','),
  'poll-interval': '1s',
  'fail-threshold': 'high'
}

/** The estate, plus another pipeline's application whose test holds the plan's one slot. */
function heldByAnotherPipeline(plan: Partial<Plan>) {
  const scenario = estateScenario()
  return startSim({
    ...scenario,
    plan: { teams: true, listApplications: true, ...plan },
    projects: [
      ...(scenario.projects ?? []),
      {
        name: 'Elsewhere',
        applications: [
          {
            name: 'Other pipeline',
            url: 'https://other.example.com',
            token: OTHER,
            verified: true,
            test: { end: 'never' },
            runningTest: { resultToken: 'held'.padEnd(32, '0') }
          }
        ]
      }
    ]
  })
}

const results = (run: StepRun): Array<{ outcome: string }> =>
  JSON.parse(run.outputs.results ?? '[]') as Array<{ outcome: string }>

describe('waiting for a turn under the plan', () => {
  it.concurrent.each(['PLAN_NOT_SUPPORTED', 'FAILED'] as const)(
    'with the slot held elsewhere (%s), at most one start per application per poll interval',
    async (refusal) => {
      const sim = await heldByAnotherPipeline({ concurrentTests: 1, concurrencyRefusal: refusal })
      const run = await step(sim, { ...INPUTS, timeout: '6s' }, { killAfterMs: 40_000 })
      expect(crashSigns(run)).toEqual([])
      const starts = sim.requests.filter((r) => r.path.replace(/\/$/, '') === START)
      expect(starts.length).toBeGreaterThanOrEqual(ESTATE.length)
      for (const app of ESTATE) {
        const times = starts
          .filter((r) => (r.body as { applicationToken?: string }).applicationToken === app)
          .map((r) => r.time)
        expect(times.length).toBeGreaterThanOrEqual(1)
        // One attempt per poll interval at most: never two closer than the interval (a little
        // slack for timers), so never more than the run's intervals allow.
        for (let i = 1; i < times.length; i++) {
          expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(POLL_MS - 50)
        }
        const span = (times.at(-1) ?? 0) - (times[0] ?? 0)
        expect(times.length).toBeLessThanOrEqual(Math.floor(span / POLL_MS) + 1)
      }
      // The whole run: about 6 s of waiting, three applications.
      expect(starts.length).toBeLessThanOrEqual(ESTATE.length * (6 + 2))
      // No test of the step ever started: no verdict, so an error, not a pass.
      expect(ESTATE.every((t) => sim.state.testsStarted(t) === 0)).toBe(true)
      expect(results(run).map((r) => r.outcome)).toEqual(['error', 'error', 'error'])
      expect(run.exitCode).toBe(1)
      expect(failureLine(run)).toMatch(/could not start within the timeout/)
    },
    45_000
  )

  it.concurrent(
    'a turn that never came fails the step even with fail-on-timeout: false',
    async () => {
      const sim = await heldByAnotherPipeline({ concurrentTests: 1 })
      const run = await step(
        sim,
        { ...INPUTS, timeout: '3s', 'fail-on-timeout': 'false' },
        { killAfterMs: 40_000 }
      )
      expect(crashSigns(run)).toEqual([])
      expect(run.outputs.outcome).toBe('error')
      expect(run.exitCode).toBe(1)
      expect(failureLine(run)).toMatch(/simultaneous test/)
    },
    45_000
  )
})

describe('a start refused for another reason than tests at once', () => {
  it.concurrent(
    'a monthly quota ("limit" in its words) is an error at once, whatever fail-on-timeout says',
    async () => {
      const sim = await startSim(estateScenario({}, { plan: { monthlyTests: 0 } as Plan }))
      const run = await step(
        sim,
        { ...INPUTS, timeout: '20s', 'fail-on-timeout': 'false' },
        { killAfterMs: 40_000 }
      )
      expect(crashSigns(run)).toEqual([])
      // One refused start each, no waiting for a turn.
      expect(count(sim, 'POST', START)).toBe(ESTATE.length)
      expect(run.durationMs).toBeLessThan(15_000)
      expect(results(run).map((r) => r.outcome)).toEqual(['error', 'error', 'error'])
      expect(run.outputs.outcome).toBe('error')
      expect(run.exitCode).toBe(1)
      expect(failureLine(run)).toMatch(
        /^3 of 3 applications did not pass — Storefront: start test failed: FAILED \(HTTP 400\): Monthly scan limit reached/
      )
      expect(run.stdout).not.toMatch(/waiting for a turn/)
    },
    45_000
  )

  it.concurrent(
    "the service's reason reaches the failure line escaped",
    async () => {
      const sim = await startSim(
        estateScenario(
          {},
          {
            faults: [
              {
                kind: 'error',
                code: 'FAILED',
                message: 'Scan limit reached\n::error::forged ##[warning]x',
                path: START
              }
            ]
          }
        )
      )
      const run = await step(sim, { ...INPUTS, timeout: '20s', 'fail-on-timeout': 'false' })
      expect(run.outputs.outcome).toBe('error')
      expect(run.exitCode).toBe(1)
      expect(run.stdout).not.toMatch(/^::error::forged/m)
      expect(run.stdout).not.toContain('##[warning]')
      expect(failureLine(run)).toMatch(/Scan limit reached/)
      expect(count(sim, 'POST', START)).toBe(ESTATE.length)
    },
    45_000
  )
})
