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
  if (!ctx.tests.sessions) return undefined
  const sessions = await ctx.tests.sessions(applicationToken, SESSIONS_LOOKED_AT, ctx.signal)
  const others = sessions.filter((s) => s.resultToken && s.resultToken !== exclude)
  return others.find((s) => (s.endTime ?? 0) > 0) ?? others[0]
}
