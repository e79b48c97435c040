// The summary's trend (input `trend`, issue 24): the unfixed counts by severity of the
// application's earlier completed tests, each result read with the same reader (findings/parse.ts)
// and judged with the same gate as this one. Fetched one at a time and boiled down to its counts
// at once (one earlier result in memory at most); bounded in time; a test the service cannot give
// a result for, or whose result cannot be read, is skipped and the summary says so.
import type { PastSession } from '../api/test-api.js'
import { isRefusal } from '../api/errors.js'
import { judge } from '../findings/gate.js'
import { parseResult, ResultParseError } from '../findings/parse.js'
import type { IgnoreRule, ParsedResult, Trend, TrendPoint } from '../findings/types.js'
import { errorText, forLog } from '../common/text.js'
import { formatDuration } from '../common/duration.js'
import { noteTestStart } from '../report/test-start.js'
import { trendShortfall } from '../report/trend-section.js'
import type { ApplicationConfig } from '../config.js'
import type { RunContext } from './context.js'
import { selectPast } from './past-results.js'

/** The whole trend's time: past it, no further result is fetched (the summary says so). */
export const TREND_BUDGET_MS = 60_000

/** Sessions listed: room for tests that were stopped or failed between the completed ones. */
function sessionsToList(asked: number): number {
  return Math.min(50, asked * 2 + 5)
}

/** Tests tried for a result, at most: the ones asked for and a few that turn out to have none. */
function triesFor(asked: number): number {
  return asked + 5
}

export interface TrendQuery {
  /** The test being judged (never part of its own trend). */
  resultToken?: string
  /** Only tests that started before this (epoch ms): `report` on an older test. */
  before?: number
  ignore: IgnoreRule[]
  /** An earlier test's result already read (the regression check's): not fetched again. */
  known?: { resultToken: string; parsed: ParsedResult }
  /** The time for all earlier results (TREND_BUDGET_MS; shorter in tests). */
  budgetMs?: number
}

/**
 * The earlier tests' counts, oldest first; undefined when `trend` is 0. Never throws for the
 * service's refusals or unreadable results (they are notes); a cancelled run stays cancelled.
 */
export async function readTrend(
  ctx: RunContext<ApplicationConfig>,
  query: TrendQuery
): Promise<Trend | undefined> {
  const asked = ctx.config.trend
  if (asked <= 0) return undefined
  const trend: Trend = { asked, points: [], notes: [] }
  const app = ctx.config.applicationToken
  if (!ctx.tests.sessions) {
    note(ctx, trend, `api-version ${ctx.config.apiVersion} cannot list earlier tests`)
    return finish(ctx, trend, [])
  }
  let sessions: PastSession[]
  try {
    sessions = await ctx.tests.sessions(app, sessionsToList(asked), ctx.signal)
  } catch (e) {
    if (ctx.signal.aborted) throw e
    note(ctx, trend, `the earlier tests could not be listed (${errorText(e, 300)})`)
    return finish(ctx, trend, [])
  }
  // The judged test is in the same list: its start is the reports' "This test" row and startedAt.
  const own = query.resultToken
    ? sessions.find((s) => s.resultToken === query.resultToken)
    : undefined
  if (own?.startTime !== undefined) noteTestStart(ctx, own.resultToken, own.startTime)
  const { candidates } = selectPast(sessions, { exclude: query.resultToken, before: query.before })
  // Completed ones have an end time; the list also holds stopped and failed tests (no result).
  const ended = candidates.filter((s) => (s.endTime ?? 0) > 0)
  // The budget bounds each fetch too: one slow answer is cut off at it, not waited out (a real
  // timer, unref'd: the run's clock may be a test's).
  const budgetMs = query.budgetMs ?? TREND_BUDGET_MS
  const started = ctx.clock.now()
  const signal = AbortSignal.any([ctx.signal, AbortSignal.timeout(budgetMs)])
  const overBudget = `the earlier results took longer than ${formatDuration(budgetMs)} to fetch`
  const newestFirst: TrendPoint[] = []
  let tried = 0
  for (const past of ended) {
    if (newestFirst.length >= asked || tried >= triesFor(asked)) break
    if (signal.aborted || ctx.clock.now() - started > budgetMs) {
      if (ctx.signal.aborted) throw ctx.signal.reason
      note(ctx, trend, overBudget)
      break
    }
    tried++
    const point = await countOne(ctx, trend, past, query.ignore, signal, overBudget, query.known)
    if (point === 'over budget') break
    if (point) newestFirst.push(point)
  }
  if (newestFirst.length < asked && trend.notes.length === 0) {
    note(
      ctx,
      trend,
      `the service has ${newestFirst.length} earlier completed test${newestFirst.length === 1 ? '' : 's'} with a result`
    )
  }
  return finish(ctx, trend, newestFirst.reverse())
}

/** The trend with its points; one notice, whatever the reason, when fewer than asked are shown. */
function finish(ctx: RunContext, trend: Trend, points: TrendPoint[]): Trend {
  trend.points = points
  if (points.length < trend.asked) {
    ctx.log.notice(
      `Trend: ${trendShortfall(points.length, trend.asked)}: ${trend.notes.join('; ')}`
    )
  }
  return trend
}

/** One earlier test's unfixed counts, or undefined (with a note) when it has no readable result. */
async function countOne(
  ctx: RunContext<ApplicationConfig>,
  trend: Trend,
  past: PastSession,
  ignore: IgnoreRule[],
  signal: AbortSignal,
  overBudget: string,
  known?: TrendQuery['known']
): Promise<TrendPoint | 'over budget' | undefined> {
  const token = forLog(past.resultToken, 64)
  let raw: unknown
  try {
    if (known?.resultToken === past.resultToken) return pointOf(ctx, past, known.parsed, ignore)
    raw = await ctx.tests.result(ctx.config.applicationToken, past.resultToken, signal)
  } catch (e) {
    if (ctx.signal.aborted) throw e
    if (signal.aborted) {
      note(ctx, trend, overBudget)
      return 'over budget'
    }
    const why = isRefusal(e) ? forLog(e.message, 300) : errorText(e, 300)
    note(ctx, trend, `test ${token} was skipped: the service gave no result (${why})`)
    return undefined
  }
  try {
    return pointOf(ctx, past, parseResult(raw), ignore)
  } catch (e) {
    if (!(e instanceof ResultParseError)) throw e
    note(
      ctx,
      trend,
      `test ${token} was skipped: its result could not be read (${forLog(e.message, 300)})`
    )
    return undefined
  }
}

function pointOf(
  ctx: RunContext<ApplicationConfig>,
  past: PastSession,
  parsed: ParsedResult,
  ignore: IgnoreRule[]
): TrendPoint {
  const verdict = judge(parsed, {
    threshold: ctx.config.threshold,
    budget: ctx.config.budget,
    ignore,
    now: ctx.clock.now()
  })
  return {
    resultToken: past.resultToken,
    startTime: past.startTime,
    unfixed: verdict.counts.unfixed
  }
}

function note(ctx: RunContext, trend: Trend, words: string): void {
  trend.notes.push(words)
  ctx.log.info(`Trend: ${words}`)
}
