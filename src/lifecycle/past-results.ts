import type { PastSession } from '../api/test-api.js'
import { isRefusal } from '../api/errors.js'
import { forLog } from '../text.js'
import type { RunContext } from './context.js'

/** How many past tests to ask for a result before giving up. */
const MAX_TRIED = 5

/** How many past sessions to look through for the latest completed one. */
const SESSIONS_LOOKED_AT = 10

export interface PastResult {
  resultToken: string
  /** The raw `result` field, as the service sent it. */
  raw: unknown
}

/**
 * The newest past test of the application (other than `exclude`) that has a result. A test that
 * was stopped or failed has none — the service says so with its own error code — so the one
 * before it is tried, up to five. `why` names the purpose in the log lines ("Baseline").
 */
export async function latestPastResult(
  ctx: RunContext,
  applicationToken: string,
  why: string,
  exclude?: string
): Promise<{ found?: PastResult; skipped: number }> {
  const candidates = (await finishedSessions(ctx, applicationToken, exclude)).slice(0, MAX_TRIED)
  let skipped = 0
  for (const past of candidates) {
    try {
      const raw = await ctx.tests.result(applicationToken, past.resultToken, ctx.signal)
      return { found: { resultToken: past.resultToken, raw }, skipped }
    } catch (e) {
      if (!isRefusal(e) || e.code === 'NOT_AUTHORIZED') throw e
      ctx.log.info(
        `${why}: the test ${past.resultToken} has no result (${forLog(e.message, 300)}); trying the one before`
      )
      skipped++
    }
  }
  return { skipped }
}

/**
 * The application's past sessions other than `exclude`, in the service's order (newest first),
 * those with an end time before those without. The list does not say which completed: a stopped
 * or failed test is in it too, and only asking for its result tells.
 */
async function finishedSessions(
  ctx: RunContext,
  applicationToken: string,
  exclude?: string
): Promise<PastSession[]> {
  if (!ctx.tests.sessions) return []
  const sessions = await ctx.tests.sessions(applicationToken, SESSIONS_LOOKED_AT, ctx.signal)
  const others = sessions.filter((s) => s.resultToken && s.resultToken !== exclude)
  const ended = (s: PastSession): boolean => (s.endTime ?? 0) > 0
  return [...others.filter(ended), ...others.filter((s) => !ended(s))]
}
