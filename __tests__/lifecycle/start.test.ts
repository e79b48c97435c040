import { describe, expect, it } from '@jest/globals'
import { ApiError } from '../../src/api/errors.js'
import { START_CLOCK_SKEW_MS } from '../../src/common/clock.js'
import { startOrAttach, type StartOptions } from '../../src/lifecycle/start.js'
import { FakeClock } from '../../__fixtures__/fake-clock.js'
import { MemoryLog } from '../../__fixtures__/memory-log.js'
import { refused, scriptedApi, type Script } from './scripted-api.js'

const APP = 'a'.repeat(32)
const NEW = 'n'.repeat(32)
const OLD = 'o'.repeat(32)

function startWith(script: Script, more: Partial<StartOptions> = {}) {
  const clock = new FakeClock()
  const api = scriptedApi(clock, script)
  const known: Array<[string, boolean]> = []
  const started = startOrAttach({
    api,
    applicationToken: APP,
    ifRunning: 'attach',
    clock,
    log: new MemoryLog(),
    onKnown: (token, ours) => known.push([token, ours]),
    ...more
  })
  return { started, api, clock, known }
}

/** The fake clock's start: the scripts' times are counted from it. */
const ORIGIN = new FakeClock().now()

const lost = (): ApiError =>
  new ApiError('the answer was lost', { kind: 'ambiguous', operation: 'start test' })
const ops = (api: ReturnType<typeof scriptedApi>): string[] => api.calls.map((c) => c.op)

describe('startOrAttach on the fake clock', () => {
  it('starts a test when none is running and says so the moment its token is known', async () => {
    const { started, api, known } = startWith({ running: () => [], start: () => NEW })
    // Its start: the moment the request went out (the reports' startedAt).
    expect(await started).toEqual({
      resultToken: NEW,
      startedByUs: true,
      startTime: 1_700_000_000_000
    })
    expect(ops(api)).toEqual(['running', 'start'])
    expect(known).toEqual([[NEW, true]])
  })

  it('attaches to the running test with if-running: attach, and starts nothing', async () => {
    const { started, api } = startWith({
      running: () => [{ applicationToken: APP, resultToken: OLD }]
    })
    expect(await started).toMatchObject({ resultToken: OLD, startedByUs: false })
    expect(ops(api)).toEqual(['running'])
  })

  it('with if-running: stop, stops the running test, waits for it to leave, then starts', async () => {
    const { started, api, clock } = startWith(
      {
        running: (t) => (t < 5_000 ? [{ applicationToken: APP, resultToken: OLD }] : []),
        stop: () => undefined,
        start: () => NEW
      },
      { ifRunning: 'stop' }
    )
    expect(await started).toMatchObject({ resultToken: NEW, startedByUs: true })
    expect(ops(api)).toEqual(['running', 'stop', 'running', 'running', 'running', 'start'])
    expect(clock.sleeps).toEqual([2000, 2000, 2000])
  })

  it('with if-running: fail, refuses and starts nothing', async () => {
    const { started, api } = startWith(
      { running: () => [{ applicationToken: APP, resultToken: OLD }] },
      { ifRunning: 'fail' }
    )
    await expect(started).rejects.toThrow(/already has a test running .*if-running is "fail"/)
    expect(ops(api)).toEqual(['running'])
  })

  it('after a lost answer looks at the running tests and attaches to the test it did start', async () => {
    let startedAt: number | undefined
    const { started, api } = startWith({
      running: (t) =>
        startedAt !== undefined && t >= startedAt
          ? [{ applicationToken: APP, resultToken: NEW, startTime: ORIGIN + startedAt }]
          : [],
      start: (t) => {
        startedAt = t
        return lost()
      }
    })
    expect(await started).toMatchObject({ resultToken: NEW, startedByUs: true })
    expect(ops(api)).toEqual(['running', 'start', 'running'])
  })

  it.each([
    ['started before the request went out', -60_000],
    ['with no start time', undefined]
  ])(
    'after a lost answer, a running test %s is attached to but not owned (never stopped by this run)',
    async (_what, offset) => {
      let sentAt: number | undefined
      const { started } = startWith({
        running: (t) =>
          sentAt !== undefined && t >= sentAt
            ? [
                {
                  applicationToken: APP,
                  resultToken: OLD,
                  ...(offset === undefined ? {} : { startTime: ORIGIN + sentAt + offset })
                }
              ]
            : [],
        start: (t) => {
          sentAt = t
          return lost()
        }
      })
      expect(await started).toMatchObject({ resultToken: OLD, startedByUs: false })
    }
  )

  it('sends at most three start requests when every answer is lost and no test appears', async () => {
    const { started, api } = startWith({ running: () => [], start: () => lost() })
    await expect(started).rejects.toThrow('the answer was lost')
    expect(ops(api).filter((o) => o === 'start')).toHaveLength(3)
  })

  it('a refusal starts nothing and is not retried', async () => {
    const { started, api } = startWith({
      running: () => [],
      start: () => refused('NOT_AUTHORIZED')
    })
    await expect(started).rejects.toThrow('refused: NOT_AUTHORIZED')
    expect(ops(api)).toEqual(['running', 'start'])
  })
})

describe('a start in flight when the run is cancelled', () => {
  it('gives up at once, but hands the answer on and keeps its request open past the cancel', async () => {
    const clock = new FakeClock()
    let answer: (token: string) => void = () => undefined
    let startSignal: AbortSignal | undefined
    const api = {
      ...scriptedApi(clock, { running: () => [] }),
      start: (_app: string, signal?: AbortSignal) => {
        startSignal = signal
        return new Promise<string>((r) => (answer = r))
      }
    }
    const controller = new AbortController()
    const inFlight: Array<Promise<string>> = []
    const started = startOrAttach({
      api,
      applicationToken: APP,
      ifRunning: 'attach',
      clock,
      log: new MemoryLog(),
      signal: controller.signal,
      onInFlight: (a) => inFlight.push(a)
    })
    await new Promise((r) => setTimeout(r, 5))
    expect(inFlight).toHaveLength(1)
    controller.abort(new Error('cancelled'))
    await expect(started).rejects.toThrow('cancelled')
    // The request is not cut with the run: its answer can still name the test to stop.
    expect(startSignal?.aborted).toBe(false)
    answer(NEW)
    await expect(inFlight[0]).resolves.toBe(NEW)
  })
})

describe('startOrAttach with this build known (issue 21)', () => {
  // FakeClock's start; this build was shown to be served a second before it.
  const T0 = 1_700_000_000_000
  const SINCE = T0 - 1_000
  const thisBuild = { since: SINCE, deadline: T0 + 60_000, pollIntervalMs: 5_000 }

  it('attaches to a running test that started after this build was shown to be served', async () => {
    const { started, api } = startWith(
      {
        running: () => [
          { applicationToken: APP, resultToken: OLD, startTime: SINCE + START_CLOCK_SKEW_MS }
        ]
      },
      { thisBuild }
    )
    expect(await started).toMatchObject({ resultToken: OLD, startedByUs: false })
    expect(ops(api)).toEqual(['running'])
  })

  it.each([
    ['started before it', SINCE - 1],
    // The service's clock may run ahead of GitHub's: just after `since` is not yet this build's.
    ['started within the clocks’ margin after it', SINCE + START_CLOCK_SKEW_MS - 1],
    ['whose start the service did not give', undefined]
  ])(
    'waits out a running test %s (neither attached to nor stopped), then starts this build’s',
    async (_, startTime) => {
      const log = new MemoryLog()
      const { started, api, clock } = startWith(
        {
          running: (t) =>
            t < 8_000 ? [{ applicationToken: APP, resultToken: OLD, startTime }] : [],
          start: () => NEW
        },
        { thisBuild, log }
      )
      expect(await started).toMatchObject({ resultToken: NEW, startedByUs: true })
      expect(ops(api)).toEqual(['running', 'running', 'running', 'running', 'start'])
      // The poll schedule: 2 s, 3 s, then the poll interval.
      expect(clock.sleeps).toEqual([2000, 3000, 5000])
      expect(log.lines.filter((l) => l.level === 'notice').map((l) => l.message)).toEqual([
        `The application's running test ${OLD} started before this build was deployed: not attaching to it; waiting for it to end, then starting a test of this build`
      ])
    }
  )

  it.each([
    ['started before this build', SINCE - 60_000],
    ['whose start the service did not give', undefined]
  ])(
    'after a lost answer, a running test %s is never attached to: it is waited out and this build’s test started',
    async (_what, startTime) => {
      let sentAt: number | undefined
      const { started, api, known } = startWith(
        {
          running: (t) =>
            sentAt !== undefined && t >= sentAt && t < sentAt + 8_000
              ? [{ applicationToken: APP, resultToken: OLD, startTime }]
              : [],
          start: (t) => {
            if (sentAt !== undefined) return NEW
            sentAt = t
            return lost()
          }
        },
        { thisBuild }
      )
      expect(await started).toMatchObject({ resultToken: NEW, startedByUs: true })
      expect(known).toEqual([[NEW, true]])
      expect(ops(api).filter((o) => o === 'start')).toHaveLength(2)
      expect(ops(api)).not.toContain('stop')
    }
  )

  it('after a lost answer, an older test still running at the deadline: never attached to, an error', async () => {
    let sentAt: number | undefined
    const { started, api, known } = startWith(
      {
        running: (t) =>
          sentAt !== undefined && t >= sentAt
            ? [{ applicationToken: APP, resultToken: OLD, startTime: SINCE - 60_000 }]
            : [],
        start: (t) => {
          sentAt ??= t
          return lost()
        }
      },
      { thisBuild: { ...thisBuild, deadline: T0 + 20_000 } }
    )
    await expect(started).rejects.toThrow(
      `The application's running test ${OLD} started before this build was deployed and did not end within the timeout`
    )
    expect(known).toEqual([])
    expect(ops(api).filter((o) => o === 'start')).toHaveLength(1)
  })

  it('an older test still running at the deadline: no test is started, the error names it', async () => {
    const { started, api } = startWith(
      {
        running: () => [{ applicationToken: APP, resultToken: OLD, startTime: 0 }],
        start: () => NEW
      },
      { thisBuild: { ...thisBuild, deadline: T0 + 20_000 } }
    )
    await expect(started).rejects.toThrow(
      `The application's running test ${OLD} started before this build was deployed and did not end within the timeout; no test of this build was started`
    )
    expect(ops(api)).not.toContain('start')
    expect(ops(api)).not.toContain('stop')
  })
})
