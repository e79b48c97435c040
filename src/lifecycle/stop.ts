// Stopping the test this run owns, and only that one. The service's stop is per application
// (its body names no test), so a stop sent after our test ended would hit whatever test the
// application runs next — maybe another workflow's. Before the stop goes out, the action checks
// that the application's running test is still ours; with the start's answer still out, only that
// answer can say which test is ours.
import { ACTION_WORDS, type Words } from '../words.js'
import type { RunningTest, TestApi } from '../api/test-api.js'
import { hasCode } from '../api/errors.js'
import { classifyStatus } from './status.js'
import { untilAborted } from '../common/clock.js'
import { errorText, forLog } from '../common/text.js'
import type { RunContext } from './context.js'

export type OwnStop =
  /** `refusedAsEnded`: a repeated stop was refused because the first one (or the end) came first. */
  | { kind: 'stopped'; resultToken: string; refusedAsEnded?: boolean }
  /** Our test is no longer running: nothing to stop. */
  | { kind: 'not-running' }
  /** The application runs another test than ours: left alone. */
  | { kind: 'other-running'; resultToken: string }
  /**
   * The start had no answer (within the budget, or in an earlier phase): no test can be shown to
   * be this run's, so none was stopped. `running`: the application's running test (null: none;
   * absent: the list could not be read).
   */
  | { kind: 'unanswered'; running?: RunningTest | null }
  /** The check or the stop failed; nothing was stopped that is not ours. */
  | { kind: 'failed'; error: unknown }

export interface OwnTest {
  applicationToken: string
  /** Empty while the start's answer has not arrived. */
  resultToken: string
  /** The answer of the start in flight in this process: the token of the test it started. */
  answer?: Promise<string | undefined>
  /** The team whose running tests to look at too (team-id). */
  teamId?: string
}

/** How long the look at the running tests may take when nothing is stopped: only for the words. */
const LOOK_BUDGET_MS = 1500

/**
 * Stop `own` when it is the application's running test. The stop names no test, so with the
 * start's answer still out only that answer can name ours: it is waited for (within `signal`),
 * and without it nothing is stopped. Never throws.
 */
export async function stopOwnTest(
  api: TestApi,
  own: OwnTest,
  signal: AbortSignal
): Promise<OwnStop> {
  try {
    // The answer, or nothing when it is refused, lost, or later than the budget.
    const resultToken =
      own.resultToken ||
      (await untilAborted(own.answer ?? Promise.resolve(undefined), signal).catch(() => undefined))
    if (!resultToken) return { kind: 'unanswered', running: await runningNow(api, own) }
    const test = { ...own, resultToken }
    const running = await whatRuns(api, test, signal)
    if (running.kind !== 'ours') return running
    try {
      await api.stop(own.applicationToken, signal)
    } catch (e) {
      // Refused (FAILED) with our test no longer running: a stop retried after its lost answer
      // (the first one worked), or the test ended between the look and the stop.
      if (hasCode(e, 'FAILED') && (await whatRuns(api, test, signal)).kind === 'not-running') {
        return { kind: 'stopped', resultToken, refusedAsEnded: true }
      }
      throw e
    }
    return { kind: 'stopped', resultToken }
  } catch (error) {
    return { kind: 'failed', error }
  }
}

/** The application's running test, if the list can be read quickly (words only; never a stop). */
async function runningNow(api: TestApi, own: OwnTest): Promise<RunningTest | null | undefined> {
  if (!api.running) return undefined
  try {
    const list = await api.running(AbortSignal.timeout(LOOK_BUDGET_MS), own.teamId)
    return list.find((t) => t.applicationToken === own.applicationToken) ?? null
  } catch {
    return undefined
  }
}

type Running = { kind: 'ours' } | Exclude<OwnStop, { kind: 'stopped' | 'failed' }>

/**
 * Which test the application runs, for a known result token of ours. The running list (v2)
 * names it; a test of a team's project is listed only under the team, so when the list does not
 * show the application, the status of our own test decides (v1 has only that).
 */
async function whatRuns(api: TestApi, own: OwnTest, signal: AbortSignal): Promise<Running> {
  const listed = (await api.running?.(signal, own.teamId))?.find(
    (t) => t.applicationToken === own.applicationToken
  )
  if (listed) {
    return listed.resultToken === own.resultToken
      ? { kind: 'ours' }
      : { kind: 'other-running', resultToken: listed.resultToken }
  }
  const { status } = await api.status(own.applicationToken, own.resultToken, signal)
  const cls = classifyStatus(status)
  return cls === 'running' || cls === 'unknown' ? { kind: 'ours' } : { kind: 'not-running' }
}

/**
 * The service refuses (FAILED) to stop an application that has no running test: true when that
 * is why `e` happened (the stop command's "nothing to stop"). Throws when the running tests
 * cannot be listed.
 */
export async function nothingToStop(
  api: TestApi,
  e: unknown,
  applicationToken: string,
  teamId: string | undefined,
  signal: AbortSignal
): Promise<boolean> {
  if (!hasCode(e, 'FAILED') || !api.running) return false
  const running = await api.running(signal, teamId)
  return !running.some((t) => t.applicationToken === applicationToken)
}

/** How long a stop (its check included) may take when the run is cancelled: the runner kills soon. */
export const CANCEL_STOP_BUDGET_MS = 3000
/** On a timeout nothing kills the step: the check and the stop get the transport's retries. */
export const TIMEOUT_STOP_BUDGET_MS = 30_000

/**
 * Stop this run's test — only while it is the application's running test (lifecycle/stop.ts) —
 * bounded in time and independent of the run's (possibly aborted) signal. Never throws: what
 * happened is logged and returned, the outcome is decided elsewhere.
 */
export async function stopBounded(
  ctx: Pick<RunContext, 'tests' | 'config' | 'log' | 'state'> & { words?: Words },
  own: Omit<OwnTest, 'teamId'>,
  budgetMs: number = CANCEL_STOP_BUDGET_MS
): Promise<OwnStop> {
  const result = await stopOwnTest(
    ctx.tests,
    { ...own, teamId: ctx.config.teamId },
    AbortSignal.timeout(budgetMs)
  )
  const test = own.resultToken ? `The test ${forLog(own.resultToken, 64)}` : 'The test'
  switch (result.kind) {
    case 'unanswered':
      ctx.log.warning(
        unansweredLine(own.applicationToken, result.running, ctx.words ?? ACTION_WORDS)
      )
      break
    case 'stopped':
      if (result.refusedAsEnded) {
        ctx.log.info('The service refused the stop request: the test is no longer running')
      }
      ctx.state.testDone()
      break
    case 'not-running':
      ctx.log.info(`${test} is no longer running: nothing to stop`)
      ctx.state.testDone()
      break
    case 'other-running':
      ctx.log.warning(
        `${test} is no longer running; the application now runs another test (${result.resultToken}), which was left alone`
      )
      ctx.state.testDone()
      break
    case 'failed':
      ctx.log.warning(`The stop request failed: ${errorText(result.error, 300)}`)
  }
  return result
}

/**
 * One line for a start whose answer never came: nothing was stopped, which test the application
 * runs (the running list is the service's text: escaped), and how to stop it by hand.
 */
export function unansweredLine(
  applicationToken: string,
  running?: RunningTest | null,
  words: Words = ACTION_WORDS
): string {
  const app = forLog(applicationToken, 64)
  const runs =
    running === null
      ? 'The application runs no test now'
      : running
        ? `The application runs test ${forLog(running.resultToken, 64)}` +
          (running.startTime !== undefined && Number.isFinite(running.startTime)
            ? ` (started ${new Date(running.startTime).toISOString()})`
            : '')
        : 'Which test the application runs could not be read'
  return (
    `The start request for application ${app} had no answer: no test can be shown to be this run's, so nothing was stopped. ` +
    `${runs}; if it is this run's, stop it with ${words.command('stop')}`
  )
}

/** The words for what a stop on timeout did, in the failure line. */
export const TIMEOUT_STOP_WORDS: Record<OwnStop['kind'], string> = {
  stopped: 'a stop request was sent',
  unanswered: "no test could be shown to be this run's, so none was stopped",
  'not-running': 'the test had already ended',
  'other-running': 'the application runs another test, which was left alone',
  failed: 'the stop request failed'
}
