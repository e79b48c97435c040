import type { Clock } from '../clock.js'
import type { Log } from '../log.js'
import type { TestApi, TestStatus } from '../api/test-api.js'
import { ApiError, isApiError } from '../api/errors.js'
import { errorText, forLog } from '../text.js'
import { classifyStatus } from './status.js'
import { pollPause } from './schedule.js'

export interface WaitOptions {
  api: TestApi
  applicationToken: string
  resultToken: string
  clock: Clock
  log: Log
  /** Absolute time (clock.now()) after which the wait gives up. */
  deadline: number
  pollIntervalMs: number
  signal?: AbortSignal
  onStatus?: (s: TestStatus) => void
}

export type WaitOutcome =
  /** `byProgress`: guessed from progress 100 under a status the action does not know. */
  | { kind: 'completed'; last: TestStatus; byProgress?: boolean }
  | { kind: 'ended'; last: TestStatus }
  | { kind: 'timed-out'; last?: TestStatus }
  | { kind: 'cancelled'; last?: TestStatus }

/**
 * Errors that no amount of waiting fixes: the token is refused (or pages replace every answer),
 * the service sends the calls elsewhere (a redirect not followed: base-url needs fixing),
 * or the service refuses the status call itself with its own code (FAILED: the result token is
 * not this application's, or the service no longer knows the test). Polling on would only run
 * into the timeout, and a stop then would hit whatever test the application is running.
 */
function isFatal(e: ApiError): boolean {
  return e.kind === 'auth' || e.kind === 'aborted' || e.kind === 'service' || e.kind === 'redirect'
}

/** The refusal in one line that names the test and the application. */
function refused(e: ApiError, o: WaitOptions): ApiError {
  if (e.kind !== 'service') return e
  return new ApiError(
    `The service refused the status of test ${o.resultToken} of application ${o.applicationToken}: ` +
      `${e.message}. The result token may belong to another application, or the service no longer knows the test`,
    { kind: 'service', operation: e.operation, httpStatus: e.httpStatus, code: e.code }
  )
}

/**
 * Poll until the test completes, ends, the deadline passes or the run is cancelled. A poll that
 * fails for a passing reason is retried on the schedule and never ends the wait by itself.
 */
export async function waitForTest(o: WaitOptions): Promise<WaitOutcome> {
  let last: TestStatus | undefined
  let lastProgressLogged: number | undefined
  let lastStatusLogged: string | undefined
  const warnedStatuses = new Set<string>()
  const warnedErrors = new Set<string>()

  for (let poll = 0; ; poll++) {
    if (o.signal?.aborted) return { kind: 'cancelled', last }
    const remaining = o.deadline - o.clock.now()
    if (remaining <= 0) return { kind: 'timed-out', last }
    try {
      await o.clock.sleep(Math.min(pollPause(poll, o.pollIntervalMs), remaining), o.signal)
    } catch {
      return { kind: 'cancelled', last }
    }
    if (o.deadline - o.clock.now() <= 0 && poll > 0) return { kind: 'timed-out', last }

    let current: TestStatus
    try {
      current = await o.api.status(o.applicationToken, o.resultToken, o.signal)
    } catch (e) {
      if (o.signal?.aborted) return { kind: 'cancelled', last }
      if (isApiError(e) && isFatal(e)) throw refused(e, o)
      const why = errorText(e, 300)
      if (!warnedErrors.has(why)) {
        warnedErrors.add(why)
        o.log.warning(`Status poll failed, retrying on the next poll: ${why}`)
      }
      continue
    }
    last = current
    o.onStatus?.(current)

    const cls = classifyStatus(current.status)
    if (current.status !== lastStatusLogged || current.progress !== lastProgressLogged) {
      lastStatusLogged = current.status
      lastProgressLogged = current.progress
      const pct = current.progress === undefined ? '' : ` ${current.progress}%`
      o.log.info(`Test ${forLog(current.status, 40) || '(no status)'}${pct}`)
    }
    if (cls === 'completed') return { kind: 'completed', last: current }
    if (cls === 'ended') return { kind: 'ended', last: current }
    if (cls === 'unknown') {
      const key = current.status.toLowerCase()
      if (!warnedStatuses.has(key)) {
        warnedStatuses.add(key)
        o.log.warning(
          `The service reported an unknown test status "${forLog(current.status, 60)}"; still waiting`
        )
      }
      // A test at 100% with a status we do not know has most likely finished: try its result.
      if (current.progress === 100) return { kind: 'completed', last: current, byProgress: true }
    }
  }
}
