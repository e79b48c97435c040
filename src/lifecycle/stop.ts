// Stopping the test this run owns, and only that one. The service's stop is per application
// (its body names no test), so a stop sent after our test ended would hit whatever test the
// application runs next — maybe another workflow's. Before the stop goes out, the action checks
// that the application's running test is still ours.
import type { TestApi } from '../api/test-api.js'
import { hasCode } from '../api/errors.js'
import { classifyStatus } from './status.js'

export type OwnStop =
  /** `refusedAsEnded`: a repeated stop was refused because the first one (or the end) came first. */
  | { kind: 'stopped'; refusedAsEnded?: boolean }
  /** Our test is no longer running: nothing to stop. */
  | { kind: 'not-running' }
  /** The application runs another test than ours: left alone. */
  | { kind: 'other-running'; resultToken: string }
  /** The check or the stop failed; nothing was stopped that is not ours. */
  | { kind: 'failed'; error: unknown }

export interface OwnTest {
  applicationToken: string
  /** Empty while the start's answer has not arrived: the running test is then this run's. */
  resultToken: string
  /** The team whose running tests to look at too (team-id). */
  teamId?: string
}

/** Stop `own` when it is the application's running test. Never throws. */
export async function stopOwnTest(
  api: TestApi,
  own: OwnTest,
  signal: AbortSignal
): Promise<OwnStop> {
  try {
    if (own.resultToken !== '') {
      const running = await whatRuns(api, own, signal)
      if (running.kind !== 'ours') return running
    }
    try {
      await api.stop(own.applicationToken, signal)
    } catch (e) {
      // Refused (FAILED) with our test no longer running: a stop retried after its lost answer
      // (the first one worked), or the test ended between the look and the stop. While the start
      // is in flight a refusal proves nothing: the test may come to exist after it.
      if (
        own.resultToken !== '' &&
        hasCode(e, 'FAILED') &&
        (await whatRuns(api, own, signal)).kind === 'not-running'
      ) {
        return { kind: 'stopped', refusedAsEnded: true }
      }
      throw e
    }
    return { kind: 'stopped' }
  } catch (error) {
    return { kind: 'failed', error }
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
