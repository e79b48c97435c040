// Cancellation by real signals at the moments lifecycle.test.ts does not cover (it signals
// between two status polls, and SIGKILLs once mid-wait): while a status request is in flight,
// during a retry pause, while the result is being fetched, before any test exists, on an attached
// test, with stop-on-cancel: false, in the wait command; and SIGKILL during a retry pause followed
// by the post phase. While the start request is held: cancel-start-in-flight.test.ts.
//
// The runner's rule: SIGINT, SIGTERM 7.5 s later, a kill at 10 s. So the stop request must reach
// the service within 3 s of the signal and the process must end non-zero within 10 s.
// The cases are independent simulators and run side by side; each reports its own failures.
import { afterAll, describe, expect, it } from '@jest/globals'
import type { Fault } from '../../sim/index.js'
import { APP, shopScenario, type Arrange } from '../../sim/accounts.js'
import { closeSims, count, paths, startSim, type Simulator } from '../../__fixtures__/simulator.js'
import {
  caseFailures,
  postOf,
  scan,
  expectCancelled,
  signalled,
  type Signalled
} from '../../__fixtures__/step.js'

afterAll(closeSims)

const arrange = (a: Arrange): Promise<Simulator> => startSim(shopScenario(a))

const STOP = '/rest/v2/test/stop'
const has = (s: Simulator, path: string): boolean => paths(s).some((p) => p.endsWith(` ${path}`))
const stops = (s: Simulator): number => count(s, 'POST', STOP)

/** The stop reached the service within 3 s of the signal. */
function expectStopSoon(sim: Simulator, s: Signalled): void {
  const stop = sim.requests.find((r) => r.path.replace(/\/$/, '') === STOP)
  expect(stop).toMatchObject({ method: 'POST', body: { applicationToken: APP } })
  expect((stop?.time ?? Infinity) - s.at).toBeLessThan(3000)
  expect(stop?.time ?? 0).toBeGreaterThanOrEqual(s.at)
}

/** After the main phase dealt with its test, the post phase prints and sends nothing. */
async function expectQuietPost(sim: Simulator, s: Signalled): Promise<void> {
  const before = sim.requests.length
  const post = await postOf(s.run, sim, {}, { killAfterMs: 20_000 })
  expect(post.stdout.trim()).toBe('')
  expect(post.exitCode).toBe(0)
  expect(sim.requests.length).toBe(before)
}

const hold = (path: string, ms: number, more: Partial<Fault> = {}): Fault =>
  ({ kind: 'delay', ms, path, times: 1, ...more }) as Fault

type Case = [name: string, body: () => Promise<void>]

const SIGNALS = ['SIGINT', 'SIGTERM'] as const

const cases: Case[] = [
  [
    'SIGINT while a status request is in flight',
    async () => {
      const sim = await arrange({
        test: { end: 'never', stopDelayMs: 0 },
        extra: { faults: [hold('/rest/v2/test/status', 8000)] }
      })
      const s = await signalled(sim, 'SIGINT', () => has(sim, '/rest/v2/test/status'))
      expectCancelled(s)
      expectStopSoon(sim, s)
      expect(sim.state.runningTest(APP)).toBeUndefined()
      await expectQuietPost(sim, s)
    }
  ],
  [
    'SIGTERM during a retry pause after a failed status poll',
    async () => {
      const sim = await arrange({
        test: { end: 'never', stopDelayMs: 0 },
        extra: { faults: [{ kind: 'status', status: 503, path: '/rest/v2/test/status' }] }
      })
      // The second failed attempt has been answered: the transport is pausing before the third.
      const s = await signalled(
        sim,
        'SIGTERM',
        () => count(sim, 'GET', '/rest/v2/test/status') >= 2
      )
      expectCancelled(s)
      expectStopSoon(sim, s)
      await expectQuietPost(sim, s)
    }
  ],
  ...SIGNALS.map((sig): Case => [
    `${sig} while the result is being fetched`,
    async () => {
      const sim = await arrange({
        test: { durationMs: 300 },
        extra: { faults: [hold('/rest/v2/test/result', 8000)] }
      })
      const s = await signalled(sim, sig, () => has(sim, '/rest/v2/test/result'))
      expectCancelled(s)
      // The test had completed: the action looks before it stops, sees its test is no longer
      // running, and sends no stop (one would hit whatever test the application runs next).
      await new Promise((r) => setTimeout(r, 500))
      expect(stops(sim)).toBe(0)
      expect(s.run.stdout).toMatch(/The test [a-z0-9]{32} is no longer running: nothing to stop/)
      expect(s.run.outputs['unfixed-count']).toBeUndefined()
      await expectQuietPost(sim, s)
    }
  ]),
  [
    'SIGINT while the application is read (no test yet): nothing to stop',
    async () => {
      const sim = await arrange({
        test: { end: 'never' },
        extra: { faults: [hold('/rest/v2/applications', 8000)] }
      })
      const s = await signalled(sim, 'SIGINT', () => has(sim, '/rest/v2/applications'))
      expectCancelled(s)
      await new Promise((r) => setTimeout(r, 500))
      expect(stops(sim)).toBe(0)
      expect(has(sim, '/rest/v2/test/start')).toBe(false)
      await expectQuietPost(sim, s)
    }
  ],
  [
    "SIGINT while attached to another run's test: it is left running",
    async () => {
      const sim = await arrange({
        app: { runningTest: { resultToken: 'run00000000000000000000000000009' } },
        test: { end: 'never' }
      })
      const s = await signalled(sim, 'SIGINT', () => has(sim, '/rest/v2/test/status'))
      expectCancelled(s)
      await new Promise((r) => setTimeout(r, 500))
      expect(stops(sim)).toBe(0)
      expect(sim.state.runningTest(APP)?.resultToken).toBe('run00000000000000000000000000009')
      await expectQuietPost(sim, s)
    }
  ],
  [
    'SIGTERM with stop-on-cancel: false: the test is left running, by main and post',
    async () => {
      const sim = await arrange({ test: { end: 'never' } })
      const s = await signalled(sim, 'SIGTERM', () => has(sim, '/rest/v2/test/status'), {
        'stop-on-cancel': 'false'
      })
      expectCancelled(s)
      await new Promise((r) => setTimeout(r, 500))
      expect(stops(sim)).toBe(0)
      expect(sim.state.runningTest(APP)).toMatchObject({ state: 'running', stopRequested: false })
      await expectQuietPost(sim, s)
    }
  ],
  [
    'SIGINT in the wait command stops the test a start step began',
    async () => {
      const sim = await arrange({ test: { end: 'never', stopDelayMs: 0 } })
      const started = await scan(sim, { command: 'start' })
      expect(started.outputs.outcome).toBe('started')
      const token = started.outputs['result-token'] as string
      const s = await signalled(sim, 'SIGINT', () => has(sim, '/rest/v2/test/status'), {
        command: 'wait',
        'result-token': token
      })
      expectCancelled(s)
      expectStopSoon(sim, s)
      expect(sim.state.test(token)?.state).toBe('stopped')
      await expectQuietPost(sim, s)
    }
  ],
  [
    'SIGKILL during a retry pause: the post phase stops the test',
    async () => {
      const sim = await arrange({
        test: { end: 'never', stopDelayMs: 0 },
        extra: { faults: [{ kind: 'rate-limit', retryAfter: 1, path: '/rest/v2/test/status' }] }
      })
      const s = await signalled(sim, 'SIGKILL', () => has(sim, '/rest/v2/test/status'))
      expect(s.run.signal).toBe('SIGKILL')
      const post = await postOf(s.run, sim, {}, { killAfterMs: 20_000 })
      expect(post.exitCode).toBe(0)
      expect(stops(sim)).toBe(1)
      expect(sim.state.runningTest(APP)).toBeUndefined()
      // Once stopped by the post phase, a second post phase (a re-run) has nothing to do.
      expect(JSON.parse(post.state.tests ?? '[]')).toEqual([
        expect.objectContaining({ applicationToken: APP, done: true })
      ])
    }
  ]
]

describe('cancellation at every moment of a scan', () => {
  it(`${cases.length} cases, each: stop within 3 s, exit non-zero within 10 s, post phase right`, async () => {
    expect(await caseFailures(cases, 6)).toEqual([])
  }, 120_000)
})
