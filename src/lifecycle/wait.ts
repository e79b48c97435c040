import type { Clock } from '../common/clock.js'
import { logProgress, type Log } from '../common/log.js'
import type { TestApi, TestStatus } from '../api/test-api.js'
import { ApiError, isRefusal, isTransient } from '../api/errors.js'
import { errorText, forLog } from '../common/text.js'
import { classifyStatus } from './status.js'
import { pollPause } from './schedule.js'
import { TIMED_OUT, untilDeadline } from './deadline.js'

export interface WaitOptions {
  api: TestApi
  applicationToken: string
  resultToken: string
  clock: Clock
  log: Log
  /** Absolute time (clock.now()) after which the wait gives up. */
  deadline: number
  pollIntervalMs: number
  /** The pause before poll `round`; default this test's own schedule (schedule.ts). */
  pause?: (round: number) => number
  signal?: AbortSignal
  onStatus?: (s: TestStatus) => void
}

export type WaitOutcome =
  | { kind: 'completed'; last: TestStatus }
  /** The status says it completed, and also failed or stopped (status.ts). */
  | { kind: 'unclean'; last: TestStatus }
  | { kind: 'ended'; last: TestStatus }
  | { kind: 'timed-out'; last?: TestStatus }
  | { kind: 'cancelled'; last?: TestStatus }

/** The refusal in one line that names the test and the application. */
function refused(e: ApiError, o: WaitOptions): ApiError {
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

  const poll = async (): Promise<WaitOutcome | undefined> => {
    let current: TestStatus
    try {
      current = await o.api.status(o.applicationToken, o.resultToken, o.signal)
    } catch (e) {
      if (o.signal?.aborted) return { kind: 'cancelled', last }
      // Only a passing failure is polled through. Anything else no amount of waiting fixes: the
      // token is refused (or pages replace every answer), the service sends the calls elsewhere
      // (base-url needs fixing), or it refuses the status call itself (FAILED: the result token is
      // not this application's, or the service no longer knows the test). Polling on would only
      // run into the timeout, and a stop then would hit whatever test the application runs.
      if (!isTransient(e)) throw isRefusal(e) ? refused(e, o) : e
      const why = errorText(e, 300)
      if (!warnedErrors.has(why)) {
        warnedErrors.add(why)
        o.log.warning(`Status poll failed, retrying on the next poll: ${why}`)
      }
      return undefined
    }
    last = current
    o.onStatus?.(current)

    const cls = classifyStatus(current.status)
    if (current.status !== lastStatusLogged || current.progress !== lastProgressLogged) {
      lastStatusLogged = current.status
      lastProgressLogged = current.progress
      const pct = current.progress === undefined ? '' : ` ${current.progress}%`
      logProgress(o.log, `Test ${forLog(current.status, 40) || '(no status)'}${pct}`)
    }
    if (cls === 'completed' || cls === 'unclean' || cls === 'ended') {
      return { kind: cls, last: current }
    }
    if (cls === 'unknown') {
      const key = current.status.toLowerCase()
      if (!warnedStatuses.has(key)) {
        warnedStatuses.add(key)
        o.log.warning(
          `The service reported an unknown test status "${forLog(current.status, 60)}"; still waiting`
        )
      }
      // Never taken as done, not even at progress 100: only the status's words say so. Waited
      // on until they change or the deadline (follow.ts makes a test left so an error).
    }
    return undefined
  }

  if (o.signal?.aborted) return { kind: 'cancelled', last }
  try {
    const outcome = await untilDeadline(
      {
        clock: o.clock,
        deadline: o.deadline,
        pause: o.pause ?? ((round) => pollPause(round, o.pollIntervalMs)),
        pauseFirst: true,
        signal: o.signal
      },
      poll
    )
    return outcome === TIMED_OUT ? { kind: 'timed-out', last } : outcome
  } catch (e) {
    if (o.signal?.aborted) return { kind: 'cancelled', last }
    throw e
  }
}
