// reuse: same-build (docs/this-build.md). A completed test that began after this commit's
// deployment succeeded and ended before the environment's next deployment began saw only this
// build: its verdict is this build's, and a pull request's gate takes seconds instead of a test.
// Only with a deployment time: a build check alone says what the site serves now, not what it
// served while an earlier test ran.
import type { PastSession } from '../api/test-api.js'
import type { BuildUnderTest } from '../build.js'
import { START_CLOCK_SKEW_MS } from '../common/clock.js'
import type { ApplicationConfig } from '../config.js'
import { errorText, forLog } from '../common/text.js'
import { deploymentShows } from './deployment-site.js'
import type { RunContext } from './context.js'
import { pastSessions } from './past-results.js'
import { classifyStatus } from './status.js'

/** Candidates whose status is asked before giving up (each costs a request). */
const MAX_ASKED = 3

/**
 * The sessions that may be of this build, newest first: started after `since`, ended before
 * `next`. `since` and `next` are GitHub's clock, a session's times the service's: each bound is
 * moved inwards by the clocks' margin, so a clock running fast or slow cannot let in a test that
 * saw another build (a test within the margin is not reused: a new one is the safe answer).
 */
export function sameBuildSessions(
  sessions: readonly PastSession[],
  since: number,
  next: number | undefined
): PastSession[] {
  return sessions.filter(
    (s) =>
      s.resultToken &&
      s.startTime !== undefined &&
      s.startTime >= since + START_CLOCK_SKEW_MS &&
      s.endTime !== undefined &&
      s.endTime > 0 &&
      (next === undefined || s.endTime < next - START_CLOCK_SKEW_MS)
  )
}

/**
 * A completed test of this build to report on, or undefined (then a test is started). Any trouble
 * reading what is needed means no reuse, never a guess: a new test is the safe answer.
 */
export async function reusableTest(
  ctx: RunContext<ApplicationConfig>,
  build: BuildUnderTest | undefined
): Promise<PastSession | undefined> {
  const deployment = build?.deployment
  // A deployment elsewhere (or with no URL) says nothing of when the application's site changed.
  if (ctx.config.reuse !== 'same-build' || !deployment || build.since === undefined)
    return undefined
  if (!deploymentShows(build)) return undefined
  if (!ctx.tests.sessions || !ctx.build?.nextDeployment) return undefined
  const app = ctx.config.applicationToken
  try {
    const next = await ctx.build.nextDeployment({
      environment: deployment.environment,
      after: deployment.succeededAt,
      deploymentId: deployment.id,
      signal: ctx.signal
    })
    const candidates = sameBuildSessions(await pastSessions(ctx, app), build.since, next)
    for (const session of candidates.slice(0, MAX_ASKED)) {
      // The sessions list does not say how a test ended: a stopped one has no verdict to reuse.
      const status = await ctx.tests.status(app, session.resultToken, ctx.signal)
      if (classifyStatus(status.status) !== 'completed') continue
      build.reused = {
        resultToken: session.resultToken,
        startTime: session.startTime,
        endTime: session.endTime
      }
      ctx.log.info(
        `Reusing test ${session.resultToken} (reuse: same-build): it ran from ${when(session.startTime)} to ${when(session.endTime)}, after this build's deployment succeeded and before any later deployment`
      )
      return session
    }
  } catch (e) {
    if (ctx.signal.aborted) throw e
    ctx.log.warning(
      `reuse: could not tell whether a finished test is of this build (${errorText(e, 300)}); starting a new one`
    )
  }
  return undefined
}

function when(t: number | undefined): string {
  return t === undefined ? 'an unknown time' : forLog(new Date(t).toISOString(), 40)
}
