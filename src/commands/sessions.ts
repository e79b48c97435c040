import type { PastSession } from '../api/test-api.js'
import type { RunContext } from './context.js'

/** How many past sessions to look through for the latest completed one. */
const SESSIONS_LOOKED_AT = 10

/** The newest finished session of the application, other than `exclude`. */
export async function latestCompletedSession(
  ctx: RunContext,
  applicationToken: string,
  exclude?: string
): Promise<PastSession | undefined> {
  return (await finishedSessions(ctx, applicationToken, exclude))[0]
}

/**
 * The application's past sessions other than `exclude`, in the service's order (newest first),
 * those with an end time before those without. The list does not say which completed: a stopped
 * or failed test is in it too, and only asking for its result tells.
 */
export async function finishedSessions(
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
