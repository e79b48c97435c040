// Seeded fault injection on every endpoint a scan uses, through the built bundle: whatever the
// network and the gateways in front of the service do (5xx with JSON or HTML, 429, dropped
// connections before and after the service acted, slow answers, proxy pages, non-JSON bodies),
// every run reaches the verdict of a clean run and starts exactly one test.
//
// Each seed gives each endpoint one fault kind (rotating over the kinds) at a 30 % rate, drawn
// from a seed of its own. The seeded delays (1.2 s) exercise slow answers without passing the
// transport's 30 s per-attempt deadline; one extra run holds one answer past that deadline
// (31 s), which is the slowest part of this suite and runs alongside the seeded ones.
import { afterAll, describe, expect, it } from '@jest/globals'
import type { Fault, FaultKind } from '../../sim/index.js'
import { APP, shopScenario, type Arrange } from '../../sim/accounts.js'
import { closeSims, count, startSim, until, type Simulator } from '../../__fixtures__/simulator.js'
import {
  crashSigns,
  failureLine,
  pool,
  scan,
  verdictOf,
  type StepRun
} from '../../__fixtures__/step.js'

const KINDS: Array<{ name: string; fault: FaultKind }> = [
  { name: '503 JSON', fault: { kind: 'status', status: 503, body: 'json' } },
  { name: '500 HTML', fault: { kind: 'status', status: 500, body: 'html' } },
  { name: '429 Retry-After 1', fault: { kind: 'rate-limit', retryAfter: 1 } },
  { name: 'drop-before', fault: { kind: 'drop-before' } },
  { name: 'drop-after', fault: { kind: 'drop-after' } },
  { name: 'delay 1.2 s', fault: { kind: 'delay', ms: 1200 } },
  { name: 'proxy page 502', fault: { kind: 'html', status: 502 } },
  { name: 'non-JSON 200', fault: { kind: 'status', status: 200, body: 'upstream busy, try later' } }
]

const SCAN_ENDPOINTS = [
  { method: 'GET', path: '/rest/v2/applications' },
  { method: 'GET', path: '/rest/v2/test/runningsessions' },
  { method: 'POST', path: '/rest/v2/test/start' },
  { method: 'GET', path: '/rest/v2/test/status' },
  { method: 'GET', path: '/rest/v2/test/result' }
] as const
const STOP_ENDPOINT = { method: 'POST', path: '/rest/v2/test/stop' } as const

const RATE = 0.3

/** Seed `seed`: each endpoint one kind at RATE, each with its own random stream. */
function seededFaults(
  seed: number,
  endpoints: ReadonlyArray<{ method: string; path: string }>
): Fault[] {
  return endpoints.map((e, i) => ({
    ...(KINDS[(seed + i * 3) % KINDS.length] as { fault: FaultKind }).fault,
    method: e.method,
    path: e.path,
    rate: RATE,
    seed: seed * 101 + i * 7 + 1
  })) as Fault[]
}

afterAll(closeSims)

const arrange = (a: Arrange): Promise<Simulator> => startSim(shopScenario(a))

interface Ran {
  seed: number
  sim: Simulator
  run: StepRun
}

/** A fault that fired, as "endpoint: kind" (for the coverage check). */
function fired(sim: Simulator): string[] {
  return sim.faults
    .filter((f) => f.applied > 0)
    .map((f) => `${f.fault.method} ${f.fault.path}: ${f.fault.kind}`)
}

function explain(r: Ran): string {
  return [
    `seed ${r.seed}`,
    ...r.sim.requests.map((q) => `${q.method} ${q.path} ${q.status ?? 'dropped'} ${q.fault ?? ''}`),
    r.run.stdout.slice(-3000),
    r.run.stderr.slice(-1000)
  ].join('\n')
}

describe('seeded faults on every endpoint of a scan', () => {
  it.concurrent(
    '20 seeded runs each reach the clean verdict and start exactly one test',
    async () => {
      const test = { durationMs: 400 }
      const seeds = Array.from({ length: 20 }, (_, i) => i + 1)
      type Job = { seed: number; faults: Fault[] }
      const jobs: Job[] = [
        { seed: 0, faults: [] }, // the clean reference run
        // An answer held past the transport's 30 s per-attempt deadline, once, on the result.
        {
          seed: -1,
          faults: [{ kind: 'delay', ms: 31_000, path: '/rest/v2/test/result', times: 1 }]
        },
        ...seeds.map((seed) => ({ seed, faults: seededFaults(seed, SCAN_ENDPOINTS) }))
      ]
      const runs = await pool(jobs, 11, async (job): Promise<Ran> => {
        const sim = await arrange({ test, extra: { faults: job.faults } })
        const run = await scan(sim, {}, { killAfterMs: 90_000 })
        return { seed: job.seed, sim, run }
      })

      const [clean, deadline, ...seeded] = runs as [Ran, Ran, ...Ran[]]
      // The clean run is the verdict the known findings give (fixtures.ts): the gate fails.
      expect(verdictOf(clean.run)).toEqual({
        exitCode: 1,
        outcome: 'failed',
        failure: expect.stringMatching(/unfixed/),
        'unfixed-count': '7',
        'fixed-count': '1',
        'total-count': '8',
        'new-count': '7',
        'critical-count': '1',
        'high-count': '2',
        'medium-count': '1',
        'low-count': '1',
        'very-low-count': '1',
        'unknown-count': '1',
        'warned-count': '0',
        'regressed-count': '0'
      })
      const reference = verdictOf(clean.run)

      let gaveUp = 0
      for (const r of [deadline, ...seeded]) {
        const context = explain(r)
        const starts = r.sim.requests.filter(
          (q) => q.path.replace(/\/$/, '') === '/rest/v2/test/start'
        )
        if (starts.length === 3 && starts.every((q) => q.fault !== undefined)) {
          // All three start requests (the most a run sends) met a fault: the action gives up
          // rather than risk a second test, and fails closed.
          gaveUp++
          expect({
            seed: r.seed,
            outcome: r.run.outputs.outcome,
            line: failureLine(r.run)
          }).toEqual({
            seed: r.seed,
            outcome: 'error',
            line: expect.stringMatching(
              /^start test: the answer was lost .*so it was not repeated$/
            )
          })
          expect(r.sim.state.testsStarted(APP)).toBeLessThanOrEqual(1)
          continue
        }
        expect({ seed: r.seed, ...verdictOf(r.run) }).toEqual({ seed: r.seed, ...reference })
        expect({ seed: r.seed, started: r.sim.state.testsStarted(APP) }).toEqual({
          seed: r.seed,
          started: 1
        })
        expect({ seed: r.seed, crash: crashSigns(r.run) }).toEqual({ seed: r.seed, crash: [] })
        // The result-token output is the one test that ran.
        if (r.run.outputs['result-token'] !== r.sim.state.tests(APP)[0]?.resultToken) {
          throw new Error(`wrong result-token\n${context}`)
        }
      }

      // At a 30 % fault rate three lost starts in a row are rare: nearly every run gets through.
      expect(gaveUp).toBeLessThanOrEqual(2)

      // The held answer really passed the deadline: the result was asked for twice, ~30 s apart.
      const results = deadline.sim.requests.filter((q) => q.path.startsWith('/rest/v2/test/result'))
      expect(results).toHaveLength(2)
      expect((results[1]?.time ?? 0) - (results[0]?.time ?? 0)).toBeGreaterThanOrEqual(29_000)

      // The faults really fired: on every endpoint, and every kind somewhere.
      const all = seeded.flatMap((r) => fired(r.sim))
      for (const e of SCAN_ENDPOINTS) {
        expect(all.filter((f) => f.startsWith(`${e.method} ${e.path}:`)).length).toBeGreaterThan(0)
      }
      const kindsFired = new Set(
        seeded.flatMap((r) =>
          r.sim.faults
            .filter((f) => f.applied > 0)
            .map((f) => KINDS.findIndex((k) => JSON.stringify(k.fault) === kindKey(f.fault)))
        )
      )
      expect([...kindsFired].sort()).toEqual(KINDS.map((_, i) => i))
      // A lost start answer was seen at least once and resolved by attaching, never by a 2nd test.
      expect(seeded.some((r) => /answer to the start request was lost/.test(r.run.stdout))).toBe(
        true
      )
      // Retries happened: more requests than a clean run needed.
      const cleanCount = clean.sim.requests.length
      expect(seeded.filter((r) => r.sim.requests.length > cleanCount).length).toBeGreaterThan(10)
    },
    150_000
  )

  it.concurrent(
    'a timed-out scan stops its test despite faults on every endpoint, stop included',
    async () => {
      const seeds = [3, 5, 8, 13, 21, 34]
      const runs = await pool(seeds, 6, async (seed): Promise<Ran> => {
        const sim = await arrange({
          test: { end: 'never', stopDelayMs: 500 },
          extra: { faults: seededFaults(seed, [...SCAN_ENDPOINTS, STOP_ENDPOINT]) }
        })
        const run = await scan(sim, { timeout: '4s' }, { killAfterMs: 60_000 })
        return { seed, sim, run }
      })
      for (const r of runs) {
        const context = explain(r)
        expect({ seed: r.seed, exit: r.run.exitCode, outcome: r.run.outputs.outcome }).toEqual({
          seed: r.seed,
          exit: 1,
          outcome: 'timed-out'
        })
        expect({ seed: r.seed, line: failureLine(r.run) }).toEqual({
          seed: r.seed,
          line: expect.stringMatching(
            /did not finish within the timeout \(4s\); a stop request was sent/
          )
        })
        expect(r.sim.state.testsStarted(APP)).toBe(1)
        expect(count(r.sim, 'POST', '/rest/v2/test/stop')).toBeGreaterThanOrEqual(1)
        // The service took the stop: the test is no longer running once it wound down (500 ms).
        const wound = await until(() => r.sim.state.runningTest(APP) === undefined, 5000)
        if (!wound) throw new Error(`still running\n${context}`)
        expect(crashSigns(r.run)).toEqual([])
      }
      // Faults fired on the stop endpoint in at least one of these runs.
      expect(
        runs.some((r) => fired(r.sim).some((f) => f.startsWith('POST /rest/v2/test/stop')))
      ).toBe(true)
    },
    90_000
  )
})

function kindKey(fault: Fault): string {
  const { kind } = fault
  const copy: Record<string, unknown> = { kind }
  for (const k of ['status', 'body', 'retryAfter', 'ms'] as const) {
    if (k in fault) copy[k] = (fault as unknown as Record<string, unknown>)[k]
  }
  return JSON.stringify(copy)
}

describe('lost answers, one case at a time (deterministic)', () => {
  it.concurrent(
    'a lost start whose short test ended before the look is attached to, not repeated',
    async () => {
      const [done, failed] = await Promise.all(
        (['completed', 'failed'] as const).map(async (end) => {
          const sim = await arrange({
            test: { durationMs: 200, end },
            extra: {
              faults: [
                { kind: 'drop-after', path: '/rest/v2/test/start', times: 1 },
                // The look at the running tests answers after the test has ended.
                { kind: 'delay', ms: 600, path: '/rest/v2/test/runningsessions', skip: 1, times: 1 }
              ]
            }
          })
          const run = await scan(sim, {}, { killAfterMs: 30_000 })
          return { sim, run }
        })
      )
      for (const { sim, run } of [done, failed] as Array<{ sim: Simulator; run: StepRun }>) {
        expect(sim.state.testsStarted(APP)).toBe(1)
        expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(1)
        expect(run.stdout).toMatch(/has already ended: attaching to/)
        expect(run.outputs['result-token']).toBe(sim.state.tests(APP)[0]?.resultToken)
      }
      expect(verdictOf(done?.run as StepRun)).toMatchObject({
        outcome: 'failed',
        'unfixed-count': '7'
      })
      expect(failed?.run.outputs.outcome).toBe('stopped')
    }
  )

  it.concurrent(
    'a start refused twice by a gateway is tried a third time, with backoff',
    async () => {
      const sim = await arrange({
        test: { durationMs: 200 },
        extra: { faults: [{ kind: 'status', status: 502, path: '/rest/v2/test/start', times: 2 }] }
      })
      const run = await scan(sim, {}, { killAfterMs: 40_000 })
      expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(3)
      expect(sim.state.testsStarted(APP)).toBe(1)
      expect(run.outputs.outcome).toBe('failed')
      const starts = sim.requests.filter((q) => q.path.startsWith('/rest/v2/test/start'))
      // Not back to back: the tries are spread by the backoff (full jitter, so only loosely).
      expect((starts[2]?.time ?? 0) - (starts[0]?.time ?? 0)).toBeGreaterThan(100)
    }
  )

  it.concurrent(
    'a start refused three times is not tried a fourth time (README: at most three)',
    async () => {
      const sim = await arrange({
        test: { durationMs: 200 },
        extra: { faults: [{ kind: 'status', status: 502, path: '/rest/v2/test/start' }] }
      })
      const run = await scan(sim, {}, { killAfterMs: 40_000 })
      expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(3)
      expect(sim.state.testsStarted(APP)).toBe(0)
      expect(run.outputs.outcome).toBe('error')
      expect(failureLine(run)).toMatch(/^start test: the answer was lost \(HTTP 502\)/)
    }
  )

  it.concurrent(
    'a stop retried after its lost answer, refused because the first one worked, is a stop',
    async () => {
      const sim = await arrange({
        test: { end: 'never', stopDelayMs: 0 },
        extra: { faults: [{ kind: 'drop-after', path: '/rest/v2/test/stop', times: 1 }] }
      })
      const run = await scan(sim, { timeout: '2s' }, { killAfterMs: 30_000 })
      expect(sim.state.stopRequests(APP)).toBe(2)
      expect(sim.state.runningTest(APP)).toBeUndefined()
      expect(run.outputs.outcome).toBe('timed-out')
      expect(failureLine(run)).toMatch(/a stop request was sent$/)
      expect(run.stdout).toMatch(/no longer running/)
    }
  )
})
