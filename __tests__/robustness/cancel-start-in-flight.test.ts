// Cancellation while the start request is still unanswered, through the built action against the
// simulator. The service's stop is per application: a stop sent before the start's answer would
// hit whatever test the application runs — another pipeline's, if it started one meanwhile. So
// the step waits for the answer within the 3 s budget and stops only the test it names; without
// an answer it stops nothing and says which test runs and how to stop it. The post phase follows
// the same rule.
import { afterAll, describe, expect, it } from '@jest/globals'
import type { Fault } from '../../sim/index.js'
import { ADMIN, API, APP, ESTATE, STORE, estateScenario, shopScenario } from '../../sim/accounts.js'
import {
  closeSims,
  count,
  paths,
  startSim,
  until,
  type Simulator
} from '../../__fixtures__/simulator.js'
import {
  crashSigns,
  caseFailures,
  postOf,
  signalWhen,
  step,
  type StepRun,
  expectCancelled,
  signalled
} from '../../__fixtures__/step.js'
import { logLines, tool, TOOL_SCAN } from '../../__fixtures__/tool.js'

afterAll(closeSims)

const START = '/rest/v2/test/start'
const STOP = '/rest/v2/test/stop'
const stops = (s: Simulator): number => count(s, 'POST', STOP)
const started = (s: Simulator): boolean => paths(s).includes(`POST ${START}`)

const holdStart = (ms: number): Fault => ({ kind: 'delay', ms, path: START, times: 1 })

/** The shop whose test never ends, with the first start request held `ms`. */
const heldStart = (ms: number): Promise<Simulator> =>
  startSim(
    shopScenario({ test: { end: 'never', stopDelayMs: 0 }, extra: { faults: [holdStart(ms)] } })
  )

/** The one line that says nothing was stopped, which test runs, and how to stop it. */
function unprovenLine(run: StepRun): string | undefined {
  return run.stdout.split('\n').find((l) => /nothing (was|is) stopped/.test(l))
}

type Case = [name: string, body: () => Promise<void>]

const cases: Case[] = [
  [
    "SIGTERM with the start unanswered past the budget while another pipeline's test runs: no stop",
    async () => {
      const sim = await heldStart(6000)
      let theirs = ''
      // Another pipeline starts a test on the application while our start is held.
      const s = await signalled(sim, 'SIGTERM', () => {
        if (!started(sim)) return false
        theirs ||= sim.state.startTest(APP)
        return true
      })
      expectCancelled(s)
      await new Promise((r) => setTimeout(r, 500))
      expect(stops(sim)).toBe(0)
      expect(sim.state.test(theirs)).toMatchObject({ state: 'running', stopRequested: false })
      const line = unprovenLine(s.run) ?? ''
      expect(line).toContain(theirs)
      // Each host in its own words: the action's command, not the tool's.
      expect(line).toMatch(/stop it with `command: stop`/)
      expect(line).not.toMatch(/security-test stop/)

      // The post phase has only the unanswered start: it stops nothing either, and says so.
      const post = await postOf(s.run, sim, {}, { killAfterMs: 20_000 })
      expect(post.exitCode).toBe(0)
      expect(crashSigns(post)).toEqual([])
      expect(stops(sim)).toBe(0)
      expect(unprovenLine(post)).toContain(theirs)
      expect(sim.state.test(theirs)).toMatchObject({ state: 'running', stopRequested: false })
    }
  ],
  ...(['SIGINT', 'SIGTERM'] as const).map((sig): Case => [
    `${sig} with the start answered within the budget: the stop goes out for the returned token`,
    async () => {
      const sim = await heldStart(1500)
      const s = await signalled(sim, sig, () => started(sim))
      expectCancelled(s)
      const stop = sim.requests.find((r) => r.path.replace(/\/$/, '') === STOP)
      expect(stop).toMatchObject({ method: 'POST', body: { applicationToken: APP } })
      expect((stop?.time ?? Infinity) - s.at).toBeLessThan(3000)
      // The test stopped is the one our start's answer named, and the stop came after it.
      const ours = sim.state.tests(APP)
      expect(ours).toHaveLength(1)
      expect(ours[0]).toMatchObject({ viaApi: true, stopRequested: true })
      expect(s.run.stdout).toContain(ours[0]?.resultToken ?? '-')
      expect(stops(sim)).toBe(1)
      // The main phase dealt with it: the post phase sends and prints nothing.
      const before = sim.requests.length
      const post = await postOf(s.run, sim, {}, { killAfterMs: 20_000 })
      expect(post.stdout.trim()).toBe('')
      expect(sim.requests.length).toBe(before)
    }
  ]),
  [
    "the tool: SIGTERM with the start unanswered while another pipeline's test runs: no stop, exit 143",
    async () => {
      const sim = await heldStart(6000)
      let theirs = ''
      const signal = signalWhen(() => {
        if (!started(sim)) return false
        theirs ||= sim.state.startTest(APP)
        return true
      }, 'SIGTERM')
      const run = await tool(sim, 'scan', TOOL_SCAN, {
        onSpawn: signal.onSpawn,
        killAfterMs: 30_000
      })
      expect(signal.at()).toBeGreaterThan(0)
      expect(run.exitCode).toBe(143)
      await new Promise((r) => setTimeout(r, 500))
      expect(stops(sim)).toBe(0)
      expect(sim.state.test(theirs)).toMatchObject({ state: 'running', stopRequested: false })
      const line = logLines(run).find((l) => /nothing was stopped/.test(l)) ?? ''
      expect(line).toContain(theirs)
      expect(line).toMatch(/stop it with `security-test stop`/)
      expect(line).not.toMatch(/command: stop/)
    }
  ],
  [
    "several applications: the answered starts' tests are stopped, the unanswered one's is left alone",
    async () => {
      const never = { end: 'never', stopDelayMs: 0 } as const
      const sim = await startSim(
        estateScenario(
          { [STORE]: never, [API]: never, [ADMIN]: never },
          { faults: [{ ...holdStart(6000), application: API }] }
        )
      )
      let theirs = ''
      const allSent = (): boolean => count(sim, 'POST', START) >= ESTATE.length
      const signal = signalWhen(() => {
        if (!allSent() || !sim.state.runningTest(STORE) || !sim.state.runningTest(ADMIN)) {
          return false
        }
        theirs ||= sim.state.startTest(API)
        return true
      }, 'SIGTERM')
      const run = await step(
        sim,
        { 'application-token': ESTATE.join(','), 'poll-interval': '1s', timeout: '1m' },
        { killAfterMs: 30_000, onSpawn: signal.onSpawn }
      )
      expect(signal.at()).toBeGreaterThan(0)
      expect(run.outputs.outcome).toBe('stopped')
      expect(crashSigns(run)).toEqual([])
      const stopped = sim.requests
        .filter((r) => r.path.replace(/\/$/, '') === STOP)
        .map((r) => (r.body as { applicationToken: string }).applicationToken)
      expect(stopped.sort()).toEqual([STORE, ADMIN].sort())
      expect(sim.state.test(theirs)).toMatchObject({ state: 'running', stopRequested: false })
      expect(unprovenLine(run)).toContain(theirs)
    }
  ],
  [
    'SIGKILL while the start is held: the post phase stops nothing it cannot show to be ours',
    async () => {
      const sim = await heldStart(1500)
      const s = await signalled(sim, 'SIGKILL', () => started(sim))
      expect(s.run.signal).toBe('SIGKILL')
      expect(await until(() => sim.state.testsStarted(APP) === 1, 5000)).toBe(true)
      const post = await postOf(s.run, sim, {}, { killAfterMs: 20_000 })
      expect(post.exitCode).toBe(0)
      expect(crashSigns(post)).toEqual([])
      expect(stops(sim)).toBe(0)
      const running = sim.state.runningTest(APP)?.resultToken ?? '-'
      const line = unprovenLine(post) ?? ''
      expect(line).toContain(running)
      expect(line).toMatch(/command: stop/)
    }
  ]
]

describe('cancellation while the start request is unanswered', () => {
  it(`${cases.length} cases: a stop only for the token the start returned`, async () => {
    expect(await caseFailures(cases, 4)).toEqual([])
  }, 90_000)
})
