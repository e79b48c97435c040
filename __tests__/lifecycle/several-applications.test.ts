// The pieces several applications share in one step: the poll schedule, turns under
// max-parallel and the plan's limit, the combined verdict and `results`, the annotation set.
import { describe, expect, it } from '@jest/globals'
import { ApiError, isPlanLimit } from '../../src/api/errors.js'
import type { CommandResult } from '../../src/command-result.js'
import { sharedPollPause } from '../../src/lifecycle/schedule.js'
import { Turns } from '../../src/lifecycle/turns.js'
import { estateAnnotations, type EstateEntry } from '../../src/report/estate.js'
import type { PlannedAnnotation } from '../../src/report/annotations.js'
import { combine } from '../../src/run/estate-verdict.js'
import { FakeClock, settle, TimerClock } from '../../__fixtures__/fake-clock.js'

describe('one poll schedule for several tests', () => {
  it('ticks at 2 s, 5 s, 10 s, then every poll-interval from the step start, each at least 1 s away', () => {
    let now = 0
    const pause = sharedPollPause(() => now, 30_000, 0)
    expect(pause(0)).toBe(2000)
    now = 1500 // a test started late waits for the tick after next, not 500 ms
    expect(pause(0)).toBe(3500)
    now = 5000
    expect(pause(3)).toBe(5000)
    now = 10_200
    expect(pause(0)).toBe(29_800)
    now = 39_500
    expect(pause(9)).toBe(30_500)
  })

  it('lines up tests that started at different times on the same ticks', () => {
    let now = 0
    const pause = sharedPollPause(() => now, 10_000, 0)
    const ticks = (startAt: number, polls: number): number[] => {
      const out: number[] = []
      now = startAt
      for (let i = 0; i < polls; i++) {
        now += pause(i)
        out.push(now)
      }
      return out
    }
    const early = ticks(0, 6)
    const late = ticks(12_345, 3)
    expect(early).toEqual([2000, 5000, 10_000, 20_000, 30_000, 40_000])
    expect(late).toEqual([20_000, 30_000, 40_000])
  })

  it('never polls more than once per poll-interval per test after the first ten seconds', () => {
    let now = 0
    const pause = sharedPollPause(() => now, 30_000, 0)
    const polls: number[] = []
    for (let i = 0; now < 300_000; i++) {
      now += pause(i)
      polls.push(now)
    }
    const late = polls.filter((t) => t > 10_000)
    for (let i = 1; i < late.length; i++) expect(late[i]! - late[i - 1]!).toBe(30_000)
  })
})

describe('turns', () => {
  const signal = new AbortController().signal

  it('lets at most the limit run; the next takes its turn when one is given back', async () => {
    const clock = new TimerClock()
    const turns = new Turns(2)
    await turns.take(clock, 1000, signal)
    await turns.take(clock, 1000, signal)
    let third = false
    const waiting = turns.take(clock, 1000, signal).then(() => (third = true))
    await settle()
    expect(third).toBe(false)
    turns.give()
    await waiting
    expect(third).toBe(true)
    expect(turns.active).toBe(2)
  })

  it('a refusal wakes no other waiter; a waiter looks again only after its pause', async () => {
    const clock = new TimerClock()
    const turns = new Turns(1)
    await turns.take(clock, 1000, signal) // A's start goes out
    let b = false
    const waiting = turns.take(clock, 1000, signal).then(() => (b = true))
    await settle()
    turns.refused() // A's start refused for the plan: nothing was freed
    await settle()
    expect(b).toBe(false)
    await clock.advance(999)
    expect(b).toBe(false)
    await clock.advance(1)
    await waiting
    expect(b).toBe(true)
  })

  it('lowers the limit to what runs when the plan refuses a start, and never below one', async () => {
    const clock = new TimerClock()
    const turns = new Turns(3)
    await turns.take(clock, 1000, signal)
    await turns.take(clock, 1000, signal)
    turns.refused() // the second start was refused: one of ours runs, so the plan allows one
    let next = false
    const waiting = turns.take(clock, 1000, signal).then(() => (next = true))
    await clock.advance(5000)
    expect(next).toBe(false)
    turns.give() // our test ended: a slot is free, the waiter goes at once
    await waiting
    expect(next).toBe(true)
    turns.refused() // refused again with none of ours running: still one at a time
    expect(await turns.take(clock, 1000, signal)).toBe(true)
  })

  it('three applications refused every time try at most one start each per pause', async () => {
    const clock = new TimerClock()
    const turns = new Turns(3)
    const starts: Array<{ app: number; at: number }> = []
    const controller = new AbortController()
    const loop = async (app: number): Promise<void> => {
      for (;;) {
        if (!(await turns.take(clock, 1000, controller.signal, 10_000))) return
        starts.push({ app, at: clock.now() })
        await Promise.resolve() // the start's answer: refused for the plan
        turns.refused()
        if (clock.now() >= 10_000) return
        await turns.nextChance(clock, 1000, controller.signal)
      }
    }
    const loops = [0, 1, 2].map((a) => loop(a))
    for (let t = 0; t < 12_000; t += 100) await clock.advance(100)
    await Promise.all(loops)
    for (const app of [0, 1, 2]) {
      const at = starts.filter((s) => s.app === app).map((s) => s.at)
      expect(at.length).toBeGreaterThan(1)
      expect(at.length).toBeLessThanOrEqual(11)
      for (let i = 1; i < at.length; i++) expect(at[i]! - at[i - 1]!).toBeGreaterThanOrEqual(1000)
    }
    // Every waiter left its timers behind it when it gave up.
    expect(clock.pending).toBe(0)
  })

  it('waiting for a turn under a refused plan ends at the deadline; a max-parallel wait does not', async () => {
    const clock = new TimerClock()
    const turns = new Turns(1)
    await turns.take(clock, 1000, signal) // our test runs: the others wait under max-parallel
    let b: boolean | undefined
    const waitingB = turns.take(clock, 1000, signal, 3000).then((r) => (b = r))
    await clock.advance(5000)
    expect(b).toBeUndefined()
    turns.give() // it ends: B takes its turn, late or not
    await waitingB
    expect(b).toBe(true)
    turns.refused() // B's start was refused for the plan; the next attempt holds the one turn
    expect(await turns.take(clock, 1000, signal, 3000)).toBe(true)
    let c: boolean | undefined
    const waitingC = turns.take(clock, 1000, signal, 3000).then((r) => (c = r))
    await clock.advance(1000)
    await waitingC
    expect(c).toBe(false) // the plan has refused and the deadline passed: no turn
  })

  it('waits for a turn or a pause, whichever comes first, and gives up on cancellation', async () => {
    const turns = new Turns(1)
    const clock = new FakeClock()
    const controller = new AbortController()
    await turns.nextChance(clock, 5000, controller.signal)
    expect(clock.sleeps).toEqual([5000])
    controller.abort(new Error('cancelled'))
    await expect(
      turns
        .take(clock, 1000, controller.signal)
        .then(() => turns.take(clock, 1000, controller.signal))
    ).rejects.toThrow('cancelled')
  })
})

describe('a start refused for the plan', () => {
  const refusal = (code: string, said: string): ApiError =>
    new ApiError(
      `start test failed: ${code}`,
      { kind: 'service', operation: 'start test', code },
      said
    )

  it.each([
    ['PLAN_NOT_SUPPORTED', 'Your plan does not support more than 1 simultaneous test(s).', true],
    ['FAILED', 'Test could not be started: your plan allows 2 concurrent test(s)', true],
    ['FAILED', 'Maximum number of running tests reached for your plan limit', true],
    ['Failed', 'Too many scans in parallel', true],
    ['FAILED', 'Monthly scan limit reached: your plan allows 10 test(s) a month.', false],
    ['FAILED', 'Scan quota exceeded', false],
    ['PLAN_NOT_SUPPORTED', 'Your plan does not support scheduled tests.', false],
    ['NOT_AUTHORIZED', 'Not authorized to run concurrent tests.', false],
    ['FAILED', 'Test could not be started: a test is already running for this application.', false],
    ['FAILED', 'Test could not be started: the application is not verified.', false]
  ])('%s "%s" is the plan limit: %s', (code, said, expected) => {
    expect(isPlanLimit(refusal(code, said))).toBe(expected)
  })

  it('an outage is not a refusal', () => {
    expect(isPlanLimit(new ApiError('x', { kind: 'network', operation: 'start test' }))).toBe(false)
  })
})

const part = (
  outcome: CommandResult['outcome'],
  outputs: CommandResult['outputs'] = {},
  failure?: string,
  name?: string
): CommandResult => ({ outcome, outputs, failure, application: { token: 'x', name } })

describe('the step over several applications', () => {
  const tokens = ['a'.repeat(32), 'b'.repeat(32), 'c'.repeat(32)]

  it.each([
    [['passed', 'failed', 'passed'], 'failed'],
    [['failed', 'stopped', 'passed'], 'stopped'],
    [['stopped', 'timed-out', 'failed'], 'timed-out'],
    [['timed-out', 'error', 'passed'], 'error'],
    [['passed', 'passed', 'passed'], 'passed'],
    [['passed', 'warned', 'passed'], 'warned'],
    [['warned', 'failed', 'warned'], 'failed'],
    [['started', 'started', 'started'], 'started'],
    [['started', 'error', 'started'], 'error']
  ] as const)('%j: the outcome is the worst, %s', (outcomes, worst) => {
    expect(
      combine(
        outcomes.map((o) => part(o)),
        tokens
      ).outcome
    ).toBe(worst)
  })

  it.each([
    [['timed-out', 'failed', 'passed'], 'failed'],
    [['timed-out', 'stopped', 'passed'], 'stopped'],
    [['warned', 'timed-out', 'passed'], 'timed-out']
  ] as const)(
    '%j, the time-out tolerated (no failure line): an outcome that fails the step outranks it: %s',
    (outcomes, step) => {
      const parts = outcomes.map((o) =>
        part(o, {}, o === 'timed-out' || o === 'passed' || o === 'warned' ? undefined : 'why')
      )
      const r = combine(parts, tokens)
      expect([r.outcome, r.failure]).toEqual([
        step,
        step === 'timed-out' ? undefined : `${tokens[1]}: why`
      ])
    }
  )

  it('sums the counts, lists result tokens in order and names each failing application', () => {
    const r = combine(
      [
        part(
          'failed',
          { 'result-token': 'r1', 'unfixed-count': 7, 'high-count': 2 },
          '7 over budget',
          'Shop'
        ),
        part(
          'passed',
          { 'result-token': 'r2', 'unfixed-count': 0, 'high-count': 0 },
          undefined,
          'API'
        ),
        part('timed-out', { 'result-token': 'r3' }, 'The test did not finish')
      ],
      tokens,
      { reports: '/r', sarif: '/s' }
    )
    expect(r.failure).toBe(
      `2 of 3 applications did not pass — Shop: 7 over budget; ${tokens[2]}: The test did not finish`
    )
    expect(r.outputs).toMatchObject({
      'result-token': 'r1,r2,r3',
      'unfixed-count': 7,
      'high-count': 2,
      'report-file': '/r',
      'sarif-file': '/s'
    })
    const results = JSON.parse(String(r.outputs.results)) as Array<Record<string, unknown>>
    expect(results.map((e) => [e['application-token'], e['application-name'], e.outcome])).toEqual([
      [tokens[0], 'Shop', 'failed'],
      [tokens[1], 'API', 'passed'],
      [tokens[2], null, 'timed-out']
    ])
    expect(results[2]).not.toHaveProperty('unfixed-count')
  })

  it('joins the failing applications without doubled punctuation', () => {
    const r = combine(
      [
        part('error', {}, 'Not registered (`security-test register`).', 'App one'),
        part('error', {}, 'Gave up after 3 tries...', 'App two'),
        part('error', {}, 'Refused', 'App three')
      ],
      tokens
    )
    expect(r.failure).toBe(
      '3 of 3 applications did not pass — App one: Not registered (`security-test register`); App two: Gave up after 3 tries...; App three: Refused'
    )
  })

  it('a timeout that does not fail (fail-on-timeout: false) leaves the step passing', () => {
    const r = combine([part('timed-out'), part('passed')], tokens.slice(0, 2))
    expect(r.outcome).toBe('timed-out')
    expect(r.failure).toBeUndefined()
  })
})

describe("the step's one annotation set", () => {
  const ann = (
    level: PlannedAnnotation['level'],
    severity: PlannedAnnotation['severity'],
    n: number
  ) => ({ level, severity, title: `t${n}`, message: `m${n}` }) as PlannedAnnotation
  const entry = (
    name: string,
    annotations: PlannedAnnotation[],
    counted = annotations.length
  ): EstateEntry => ({
    token: name,
    name,
    outcome: 'failed',
    section: '',
    comment: '',
    annotations,
    counted,
    fixFirst: []
  })

  it('worst first, taking turns between applications, within the caps, each named, with one overflow notice', () => {
    const a = entry('A', [
      ...Array.from({ length: 8 }, (_, i) => ann('error', 'critical', i)),
      ann('notice', 'low', 100)
    ])
    const b = entry(
      'B',
      Array.from({ length: 8 }, (_, i) => ann('error', 'high', 200 + i)),
      12
    )
    const c = entry('C', [ann('error', 'critical', 300)])
    const plan = estateAnnotations([a, b, c], { error: 10, warning: 10, notice: 10 })
    const errors = plan.filter((p) => p.level === 'error')
    expect(errors).toHaveLength(10)
    // Critical first: A's and C's take turns, then B's highs fill the rest.
    expect(errors.slice(0, 3).map((e) => e.title)).toEqual(['A: t0', 'C: t300', 'A: t1'])
    expect(errors.filter((e) => e.title.startsWith('B: '))).toHaveLength(1)
    const notices = plan.filter((p) => p.level === 'notice')
    expect(notices.map((n) => n.title)).toEqual(['A: t100', 'More occurrences'])
    expect(notices[1]?.message).toMatch(
      /^11 more counted unfixed occurrences across 3 applications/
    )
  })
})
