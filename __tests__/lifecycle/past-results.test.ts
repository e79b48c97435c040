// Which past tests may be a baseline (issue 20): only those that started strictly before the
// cutoff — when this run's pipeline began, or when the reported test started — and never the
// judged test itself.
import { describe, expect, it } from '@jest/globals'
import type { PastSession, TestApi } from '../../src/api/test-api.js'
import type { ApplicationConfig } from '../../src/config.js'
import { loadPreviousBaseline } from '../../src/lifecycle/baseline-source.js'
import type { RunContext } from '../../src/lifecycle/context.js'
import { selectPast } from '../../src/lifecycle/past-results.js'
import { FakeClock } from '../../__fixtures__/fake-clock.js'
import { MemoryLog } from '../../__fixtures__/memory-log.js'

const CUTOFF = Date.UTC(2026, 10, 24, 9, 30)
const token = (n: number): string => `t${String(n).padStart(31, '0')}`
const at = (minutes: number, endedAfter = 10): PastSession => ({
  resultToken: token(minutes + 1000),
  startTime: CUTOFF + minutes * 60_000,
  endTime: CUTOFF + (minutes + endedAfter) * 60_000
})

describe('selectPast: the cutoff', () => {
  it('keeps only tests that started strictly before it, newest first', () => {
    const sessions = [at(30), at(5), at(-1), at(-60), at(-24 * 60)]
    const { candidates, tooNew } = selectPast(sessions, { before: CUTOFF })
    expect(candidates.map((s) => s.startTime)).toEqual([
      CUTOFF - 60_000,
      CUTOFF - 3_600_000,
      CUTOFF - 86_400_000
    ])
    expect(tooNew).toBe(2)
  })

  it('counts a test that started at the cutoff itself as not before it', () => {
    const exactly = at(0)
    const oneMsBefore = { ...at(-1), startTime: CUTOFF - 1 }
    const { candidates, tooNew } = selectPast([exactly, oneMsBefore], { before: CUTOFF })
    expect(candidates).toEqual([oneMsBefore])
    expect(tooNew).toBe(1)
  })

  it('leaves out a test whose start the service did not give: it may be this run’s own', () => {
    const undated: PastSession = { resultToken: token(1), endTime: CUTOFF - 1 }
    const { candidates, tooNew } = selectPast([undated, at(-60)], { before: CUTOFF })
    expect(candidates.map((s) => s.resultToken)).toEqual([at(-60).resultToken])
    expect(tooNew).toBe(1)
  })

  it('never offers the judged test, and names it when it is listed', () => {
    const judged = at(-5)
    const { candidates, current, tooNew } = selectPast([judged, at(-60)], {
      exclude: judged.resultToken,
      before: CUTOFF
    })
    expect(candidates.map((s) => s.resultToken)).toEqual([at(-60).resultToken])
    expect(current).toEqual(judged)
    expect(tooNew).toBe(0)
  })

  it('without a cutoff (report on the latest test), offers every listed test, ended ones first', () => {
    const running: PastSession = { resultToken: token(2), startTime: CUTOFF + 1 }
    const { candidates, tooNew } = selectPast([running, at(30), at(-60)])
    expect(candidates.map((s) => s.resultToken)).toEqual([
      at(30).resultToken,
      at(-60).resultToken,
      running.resultToken
    ])
    expect(tooNew).toBe(0)
  })
})

/** A context whose service lists `sessions` and gives each test an empty result. */
function contextWith(sessions: PastSession[]): {
  ctx: RunContext<ApplicationConfig>
  asked: string[]
  log: MemoryLog
} {
  const asked: string[] = []
  const tests: Partial<TestApi> = {
    version: 'v2',
    sessions: () => Promise.resolve(sessions),
    result: (_app, resultToken) => {
      asked.push(resultToken)
      return Promise.resolve('{"vulnerabilities":[]}')
    }
  }
  const log = new MemoryLog()
  const ctx = {
    config: { applicationToken: 'a'.repeat(32), baseline: { kind: 'previous' } },
    tests,
    clock: new FakeClock(),
    log,
    signal: new AbortController().signal
  } as unknown as RunContext<ApplicationConfig>
  return { ctx, asked, log }
}

describe('loadPreviousBaseline', () => {
  const runStart = { at: CUTOFF, source: 'the first attempt of workflow run 1' }

  it('takes the newest test before the run began, not an earlier attempt’s', async () => {
    const earlierAttempt = at(2)
    const { ctx, asked, log } = contextWith([at(20), earlierAttempt, at(-60)])
    const load = await loadPreviousBaseline(ctx, runStart, { resultToken: at(20).resultToken })
    expect(load.problem).toBeUndefined()
    expect(asked).toEqual([at(-60).resultToken])
    expect(log.text('info')).toContain(
      "Baseline: leaving out 1 test that started at or after this run's pipeline began (the first attempt of workflow run 1, 2026-11-24T09:30:00Z, less 30 s for clocks that differ)"
    )
  })

  it("keeps out a test that looks a little earlier than the run (the service's clock behind)", async () => {
    const firstAttemptSkewed = at(-0.25)
    const { ctx, asked } = contextWith([firstAttemptSkewed, at(-60)])
    const load = await loadPreviousBaseline(ctx, runStart, {})
    expect(load.problem).toBeUndefined()
    expect(asked).toEqual([at(-60).resultToken])
  })

  it('is missing when the run’s start is unknown, and asks the service nothing', async () => {
    const { ctx, asked } = contextWith([at(-60)])
    const load = await loadPreviousBaseline(ctx, { problem: 'GITHUB_RUN_ID is not set' })
    expect(load.set).toBeUndefined()
    expect(load.problem).toMatch(
      /^when this run's pipeline began is unknown, .*GITHUB_RUN_ID is not set$/
    )
    expect(asked).toEqual([])
  })

  it('for report: only tests that started before the reported one', async () => {
    const reported = at(-120)
    const { ctx, asked } = contextWith([at(-60), reported, at(-180)])
    await loadPreviousBaseline(ctx, runStart, {
      resultToken: reported.resultToken,
      reported: {}
    })
    expect(asked).toEqual([at(-180).resultToken])
  })

  it('for report: a reported test whose start is unknown leaves the baseline missing', async () => {
    const { ctx, asked } = contextWith([at(-60), at(-180)])
    const load = await loadPreviousBaseline(ctx, runStart, {
      resultToken: token(9),
      reported: {}
    })
    expect(load.problem).toMatch(/is not among the application's recent tests/)
    expect(asked).toEqual([])
  })
})

// Issue 30: where the host keeps verdict records, only a passing one's test hides what it held;
// where none can be read the previous test only labels what is new.
describe('loadPreviousBaseline with verdict records', () => {
  const runStart = { at: CUTOFF, source: 'the first attempt of workflow run 1' }
  const record = {
    applicationToken: 'a'.repeat(32),
    resultToken: at(-60).resultToken,
    runId: '77',
    commit: 'c'.repeat(40),
    siteShown: true
  }
  const withRecords = (
    find: NonNullable<RunContext['previousRecords']>['find']
  ): ReturnType<typeof contextWith> & { bounds: number[] } => {
    const made = contextWith([at(-10), at(-60)])
    const bounds: number[] = []
    made.ctx.previousRecords = {
      find: (app, testStart, before, exclude) => {
        bounds.push(before)
        return find(app, testStart, before, exclude)
      }
    }
    return { ...made, bounds }
  }

  it("a passing record's test is the baseline (it hides), named by its run", async () => {
    const { ctx, asked, bounds } = withRecords(() =>
      Promise.resolve({ record, from: 'pull-request' })
    )
    const load = await loadPreviousBaseline(ctx, runStart, {})
    expect(load.labelsOnly).toBeUndefined()
    expect(load.set?.source).toBe(
      `previous passing run 77 (commit ccccccc, test ${at(-60).resultToken})`
    )
    expect(asked).toEqual([at(-60).resultToken])
    // Bounded by the run's first attempt, less the clock margin.
    expect(bounds).toEqual([CUTOFF - 30_000])
  })

  it('records read and none passing: missing (not the newest test, which failed the gate)', async () => {
    const { ctx, asked } = withRecords(() => Promise.resolve({ problem: 'no passing verdict' }))
    const load = await loadPreviousBaseline(ctx, runStart, {})
    expect(load.set).toBeUndefined()
    expect(load.problem).toBe('no passing verdict is a baseline: no passing verdict')
    expect(asked).toEqual([])
  })

  it('records that cannot be read: the newest test before the run, only to label', async () => {
    const { ctx, asked } = withRecords(() => Promise.resolve({ unreadable: 'HTTP 403' }))
    const load = await loadPreviousBaseline(ctx, runStart, {})
    expect(load.labelsOnly).toBe('HTTP 403')
    expect(load.set?.source).toBe(
      `previous test ${at(-10).resultToken} (labels what is new, hides nothing)`
    )
    expect(asked).toEqual([at(-10).resultToken])
  })

  it('a host without records (the tool) labels only', async () => {
    const { ctx } = contextWith([at(-60)])
    const load = await loadPreviousBaseline(ctx, runStart, {})
    expect(load.labelsOnly).toBe('this host keeps no verdict records')
  })

  it('for report: the bound is the reported test’s start, and it is excluded', async () => {
    const reported = at(-120)
    const seen: Array<[number, string | undefined]> = []
    const { ctx } = withRecords((_app, _start, before, exclude) => {
      seen.push([before, exclude])
      return Promise.resolve({ problem: 'none' })
    })
    ;(ctx.tests as Partial<TestApi>).sessions = () => Promise.resolve([at(-60), reported])
    await loadPreviousBaseline(ctx, runStart, { resultToken: reported.resultToken, reported: {} })
    expect(seen).toEqual([[reported.startTime, reported.resultToken]])
  })
})
