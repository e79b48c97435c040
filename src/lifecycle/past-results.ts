import type { PastSession } from '../api/test-api.js'
import { isRefusal } from '../api/errors.js'
import { forLog } from '../common/text.js'
import type { RunContext } from './context.js'

/** How many past tests to ask for a result before giving up. */
const MAX_TRIED = 5

/** How many past sessions to look through for the latest completed one. */
const SESSIONS_LOOKED_AT = 10

export interface PastResult {
  resultToken: string
  /** When the test started (epoch ms), when the service said. */
  startTime?: number
  /** The raw `result` field, as the service sent it. */
  raw: unknown
}

/** Which past tests may answer. */
export interface PastQuery {
  /** The test being judged: never its own baseline. */
  exclude?: string
  /**
   * Only tests that started strictly before this (epoch ms). A test that started at or after it,
   * or whose start the service did not give, is left out: it may be this pipeline's own.
   */
  before?: number
}

/** The candidates, newest first, and what was left out. */
export interface PastSelection {
  candidates: PastSession[]
  /** Left out because they started at or after `before`, or without a start time. */
  tooNew: number
  /** `exclude` as the list shows it, when it is there (its start time bounds a baseline). */
  current?: PastSession
}

/**
 * The application's past sessions that may answer `query`, in the service's order (newest first),
 * those with an end time before those without. The list does not say which completed: a stopped
 * or failed test is in it too, and only asking for its result tells.
 */
export function selectPast(sessions: readonly PastSession[], query: PastQuery = {}): PastSelection {
  const current = query.exclude ? sessions.find((s) => s.resultToken === query.exclude) : undefined
  const others = sessions.filter((s) => s.resultToken && s.resultToken !== query.exclude)
  const { before } = query
  const inTime =
    before === undefined
      ? others
      : others.filter((s) => typeof s.startTime === 'number' && s.startTime < before)
  const ended = (s: PastSession): boolean => (s.endTime ?? 0) > 0
  return {
    candidates: [...inTime.filter(ended), ...inTime.filter((s) => !ended(s))],
    tooNew: others.length - inTime.length,
    current
  }
}

/** The application's recent past sessions (newest first); none on v1, which cannot list them. */
export async function pastSessions(
  ctx: RunContext,
  applicationToken: string
): Promise<PastSession[]> {
  if (!ctx.tests.sessions) return []
  return ctx.tests.sessions(applicationToken, SESSIONS_LOOKED_AT, ctx.signal)
}

/**
 * The newest past test of the application that `query` allows and that has a result. A test
 * that was stopped or failed has none — the service says so with its own error code — so the one
 * before it is tried, up to five. `why` names the purpose in the log lines ("Baseline").
 * `sessions`: the list already read, else it is read here.
 */
export async function latestPastResult(
  ctx: RunContext,
  applicationToken: string,
  why: string,
  query: PastQuery = {},
  sessions?: readonly PastSession[]
): Promise<{ found?: PastResult; skipped: number; tooNew: number }> {
  const listed = sessions ?? (await pastSessions(ctx, applicationToken))
  const { candidates, tooNew } = selectPast(listed, query)
  let skipped = 0
  for (const past of candidates.slice(0, MAX_TRIED)) {
    try {
      const raw = await ctx.tests.result(applicationToken, past.resultToken, ctx.signal)
      return {
        found: { resultToken: past.resultToken, startTime: past.startTime, raw },
        skipped,
        tooNew
      }
    } catch (e) {
      if (!isRefusal(e) || e.code === 'NOT_AUTHORIZED') throw e
      ctx.log.info(
        `${why}: the test ${past.resultToken} has no result (${forLog(e.message, 300)}); trying the one before`
      )
      skipped++
    }
  }
  return { skipped, tooNew }
}
