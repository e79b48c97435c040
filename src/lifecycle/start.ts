import { abortReason, START_CLOCK_SKEW_MS, untilAborted, type Clock } from '../common/clock.js'
import { ACTION_WORDS, type Words } from '../words.js'
import type { Log } from '../common/log.js'
import type { PastSession, RunningTest, TestApi } from '../api/test-api.js'
import { ApiError, hasCode, isApiError, isPlanLimit, isRefusal } from '../api/errors.js'
import { backoffDelay } from '../common/backoff.js'
import { TIMED_OUT, untilDeadline } from './deadline.js'
import { CANCEL_STOP_BUDGET_MS } from './stop.js'
import type { ApplicationConfig } from '../config.js'
import type { TestInfo } from '../report/publish.js'
import type { RunContext } from './context.js'
import { preflight } from './preflight.js'
import { pollPause } from './schedule.js'
import { noteTestStart } from '../report/test-start.js'
import type { BuildUnderTest } from '../build.js'

export interface StartOptions {
  api: TestApi
  applicationToken: string
  ifRunning: 'attach' | 'stop' | 'fail'
  /** team-id: a test of a team's project is listed only among the team's running tests. */
  teamId?: string
  clock: Clock
  log: Log
  signal?: AbortSignal
  /** Called the moment a result token is known, before any further request (saveState). */
  onKnown?: (resultToken: string, startedByUs: boolean) => void
  /** Called just before a start request goes out: from then on a cancellation must look at its answer. */
  onStarting?: () => void
  /**
   * The start's answer, the moment the request is sent. A cancellation does not wait for it, but
   * the request stays open for the cancel's stop budget: the answer names the only test that may
   * then be stopped (lifecycle/stop.ts).
   */
  onInFlight?: (answer: Promise<string>) => void
  /** Called when the service certainly did not start a test: nothing is left to stop. */
  onNotStarted?: () => void
  /**
   * This build's start (its deployment's success or the first passing build check, epoch ms):
   * `attach` takes only a test that started after it; an older one is waited out, until
   * `deadline`, then this build's test is started (docs/this-build.md).
   */
  thisBuild?: { since: number; deadline: number; pollIntervalMs: number }
  /** The host's words, for the hints in its errors (absent: the action's). */
  words?: Words
}

export interface StartResult {
  resultToken: string
  /** True when this run started the test (or its lost start did); false when it attached. */
  startedByUs: boolean
  /**
   * When the test started, when known: the running list's time for one attached to, else the
   * moment this run sent its start request (the service starts it within that answer).
   */
  startTime?: number
}

/** How long to wait for a stopped test to leave the running list before starting anew. */
const STOP_SETTLE_MS = 60_000
const STOP_SETTLE_POLL_MS = 2_000
/**
 * Start requests at most (docs/behaviour.md): a lost answer is followed by a look at the running tests
 * first, and by a backoff before the next try.
 */
const MAX_START_TRIES = 3

async function runningTestOf(o: StartOptions): Promise<RunningTest | undefined> {
  const list = await o.api.running?.(o.signal, o.teamId)
  return list?.find((t) => t.applicationToken === o.applicationToken)
}

/** Follow an existing test instead of starting one: say so, and record it as known. */
function attach(
  o: StartOptions,
  current: { resultToken: string; startTime?: number },
  startedByUs: boolean,
  why: string
): StartResult {
  const { resultToken, startTime } = current
  o.log.info(`${why}: attaching to ${resultToken}`)
  o.onKnown?.(resultToken, startedByUs)
  return { resultToken, startedByUs, ...(startTime !== undefined ? { startTime } : {}) }
}

export async function startOrAttach(o: StartOptions): Promise<StartResult> {
  if (o.api.running) {
    const current = await runningTestOf(o)
    if (current) return whenRunning(o, current)
  } else if (o.ifRunning !== 'attach') {
    o.log.debug('api-version v1 cannot list running tests; if-running is not checked')
  }
  try {
    return await startOnce(o)
  } catch (e) {
    // The plan's limit on tests at once ("too many running tests") is not this application's test.
    if (isPlanLimit(e) || !refusedAsRunning(e) || !o.api.running) throw e
    // The running list did not show the test, yet the service has one: a team's project (its
    // tests are listed under the team), or one that started in between.
    const current = await runningTestOf(o)
    if (current) return whenRunning(o, current)
    throw new ApiError(
      `${e.message}. The application has a test running that is not among your running tests: ` +
        (o.teamId
          ? `not among team ${o.teamId}'s either`
          : `if the application's project belongs to a team, set ${(o.words ?? ACTION_WORDS).input('team-id')} so it can be found`) +
        ` (${(o.words ?? ACTION_WORDS).input('if-running')} decides what happens to it)`,
      { kind: 'service', operation: 'start test', code: e.code, httpStatus: e.httpStatus }
    )
  }
}

/** if-running: attach to the running test, stop it and start anew, or fail. */
async function whenRunning(o: StartOptions, current: RunningTest): Promise<StartResult> {
  if (o.ifRunning === 'fail') {
    throw new ApiError(ifRunningFailLine(current.resultToken, o.words ?? ACTION_WORDS), {
      kind: 'service',
      operation: 'start test',
      code: 'TEST_RUNNING'
    })
  }
  if (o.ifRunning === 'attach') {
    if (!olderThanThisBuild(o, current)) {
      return attach(o, current, false, 'The application already has a test running')
    }
    await waitOutOlder(o, current, o.thisBuild!)
    return startOnce(o)
  }
  o.log.info(
    `Stopping the running test ${current.resultToken} (${(o.words ?? ACTION_WORDS).setting('if-running', 'stop')})`
  )
  await o.api.stop(o.applicationToken, o.signal)
  await waitUntilNotRunning(o)
  return startOnce(o)
}

/**
 * A running test that may have tested another build: with this build's start known, one that
 * began before it, or whose start is unknown. `since` is GitHub's clock (or ours) and the test's
 * start the service's: within the clocks' margin after `since` it is still taken as older, so
 * a fast service clock cannot pass an older test off as this build's.
 */
function olderThanThisBuild(o: StartOptions, current: RunningTest): boolean {
  if (!o.thisBuild) return false
  const t = current.startTime
  return t === undefined || t < o.thisBuild.since + START_CLOCK_SKEW_MS
}

/** The service refused the start because the application has a test running. */
function refusedAsRunning(e: unknown): e is ApiError {
  if (!isRefusal(e)) return false
  const said = e.serviceMessage ?? ''
  return hasCode(e, 'TEST_RUNNING') || (hasCode(e, 'FAILED') && /\brunning\b/i.test(said))
}

/**
 * A running test that began before this build was shown to be served tested another build:
 * never attached to (its verdict would be about that build), nor stopped (it may be another
 * pipeline's). It is waited out, within the pre-start deadline, and then this build's test starts.
 */
async function waitOutOlder(
  o: StartOptions,
  current: RunningTest,
  build: NonNullable<StartOptions['thisBuild']>
): Promise<void> {
  o.log.notice(
    `The application's running test ${current.resultToken} started before this build was deployed: not attaching to it; waiting for it to end, then starting a test of this build`
  )
  const ended = await untilDeadline(
    {
      clock: o.clock,
      deadline: build.deadline,
      pause: (round) => pollPause(round, build.pollIntervalMs),
      pauseFirst: true,
      signal: o.signal
    },
    async () => ((await runningTestOf(o)) ? undefined : true)
  )
  if (ended === TIMED_OUT) {
    throw new ApiError(
      `The application's running test ${current.resultToken} started before this build was deployed and did not end within the timeout; no test of this build was started`,
      { kind: 'timeout', operation: 'start test' }
    )
  }
}

async function waitUntilNotRunning(o: StartOptions): Promise<void> {
  const settled = await untilDeadline(
    {
      clock: o.clock,
      deadline: o.clock.now() + STOP_SETTLE_MS,
      pause: () => STOP_SETTLE_POLL_MS,
      pauseFirst: true,
      signal: o.signal
    },
    async () => ((await runningTestOf(o)) ? undefined : true)
  )
  if (settled === TIMED_OUT) {
    throw new ApiError('The running test did not stop within 60 s; not starting another.', {
      kind: 'timeout',
      operation: 'stop test'
    })
  }
}

/**
 * Start the test exactly once. When the answer to a start is lost (the service may have acted),
 * look at the running tests: attach to ours if it is there, and only start again if it is not.
 */
async function startOnce(o: StartOptions): Promise<StartResult> {
  let firstSentAt: number | undefined
  for (let attempt = 1; ; attempt++) {
    try {
      o.onStarting?.()
      firstSentAt ??= o.clock.now()
      const sentAt = o.clock.now()
      const answer = o.api.start(o.applicationToken, afterGrace(o.signal, CANCEL_STOP_BUDGET_MS))
      // Whoever reads the answer after a cancellation handles its failure; nothing is left unhandled.
      answer.catch(() => undefined)
      o.onInFlight?.(answer)
      // Cancelled: the run goes on to its cancel path at once, which reads the answer there.
      const resultToken = await untilAborted(answer, o.signal)
      o.onKnown?.(resultToken, true)
      o.log.info(`Started test ${resultToken}`)
      return { resultToken, startedByUs: true, startTime: sentAt }
    } catch (e) {
      if (!isApiError(e) || e.kind !== 'ambiguous') {
        // Refused (or never sent): no test of ours exists. A stop sent later on its behalf would
        // hit whatever test another run has going on the same application.
        if (isApiError(e) && e.kind !== 'aborted') o.onNotStarted?.()
        throw e
      }
      if (!o.api.running) {
        throw new ApiError(lostStartLine(o.words ?? ACTION_WORDS), {
          kind: 'ambiguous',
          operation: 'start test'
        })
      }
      o.log.warning('The answer to the start request was lost; checking whether the test started')
      const current = await runningTestOf(o)
      if (current) {
        // Ours only if it started after the request went out: one that was running before is
        // another pipeline's, attached to but never stopped by this run.
        const sentAt = firstSentAt ?? o.clock.now()
        const ours =
          current.startTime !== undefined && current.startTime >= sentAt - START_CLOCK_SKEW_MS
        if (ours) return attach(o, current, true, 'The test did start')
        if (!olderThanThisBuild(o, current)) {
          return attach(o, current, false, 'Another test is running, started before this run asked')
        }
        // Another pipeline's test of an older build: its verdict would not be this build's. Our
        // start was most likely refused because of it; wait it out (within the pre-start
        // deadline) and start again, within the same bounded number of tries.
        await waitOutOlder(o, current, o.thisBuild!)
      }
      // A short test (or one the service failed at once) may have ended before the look (or
      // while an older build's test was waited out).
      const ended = await sessionStartedSince(o, firstSentAt ?? o.clock.now())
      if (ended) {
        return attach(o, ended, true, 'The test did start and has already ended')
      }
      if (attempt >= MAX_START_TRIES) throw e
      await o.clock.sleep(backoffDelay(attempt, Math.random), o.signal)
    }
  }
}

/**
 * A signal that aborts `ms` after `signal` does: a start request cancelled with the run stays
 * open that long, so the cancel can learn which test it started (and stop only that one).
 */
function afterGrace(signal: AbortSignal | undefined, ms: number): AbortSignal | undefined {
  if (!signal) return undefined
  const later = new AbortController()
  const onAbort = (): void => {
    setTimeout(() => later.abort(abortReason(signal)), ms).unref()
  }
  if (signal.aborted) onAbort()
  else signal.addEventListener('abort', onAbort, { once: true })
  return later.signal
}

/** A finished session of the application that began after our first start request was sent. */
async function sessionStartedSince(
  o: StartOptions,
  sentAt: number
): Promise<PastSession | undefined> {
  if (!o.api.sessions) return undefined
  let sessions: PastSession[]
  try {
    sessions = await o.api.sessions(o.applicationToken, 5, o.signal)
  } catch (e) {
    if (o.signal?.aborted) throw e
    o.log.debug('Could not list past sessions; the lost start is taken as not carried out')
    return undefined
  }
  return sessions.find(
    (s) => s.resultToken && s.startTime !== undefined && s.startTime >= sentAt - START_CLOCK_SKEW_MS
  )
}

/**
 * The run's test: check the application can be tested, then start one (or attach to the running
 * one, per if-running). What a cancelled run needs to stop it is saved before the start leaves.
 */
export async function startRunTest(
  ctx: RunContext<ApplicationConfig>,
  checked?: { application: TestInfo['application'] },
  thisBuild?: StartOptions['thisBuild']
): Promise<TestInfo & { resultToken: string; judged: NonNullable<BuildUnderTest['judged']> }> {
  const app = ctx.config.applicationToken
  // `checked`: the preflight ran already (several applications check before queueing).
  const application = checked ? checked.application : await preflight(ctx, app)
  const stopOnCancel = ctx.config.stopOnCancel
  const started = await startOrAttach({
    api: ctx.tests,
    applicationToken: app,
    ifRunning: ctx.config.ifRunning,
    teamId: ctx.config.teamId,
    clock: ctx.clock,
    log: ctx.log,
    signal: ctx.signal,
    // Saved before the request leaves: a cancel or a kill before the answer knows a start was out
    // (and stops only the test its answer names, never the application's test blindly).
    onStarting: () => ctx.state.testKnown(app, '', stopOnCancel),
    onInFlight: (answer) => ctx.state.startInFlight?.(app, answer),
    onNotStarted: () => ctx.state.testDone(),
    onKnown: (resultToken, ours) => ctx.state.testKnown(app, resultToken, ours && stopOnCancel),
    thisBuild,
    words: ctx.words
  })
  if (started.startTime !== undefined) noteTestStart(ctx, started.resultToken, started.startTime)
  const judged = {
    startedByThisRun: started.startedByUs,
    ...(started.startTime !== undefined ? { startTime: started.startTime } : {})
  }
  return { applicationToken: app, resultToken: started.resultToken, application, judged }
}

function lostStartLine(words: Words): string {
  return `The answer to the start request was lost and ${words.input('api-version')} v1 cannot list running tests, so no second test is risked. Run ${words.command('wait')} with ${words.input('result-token')}, or retry the job.`
}

function ifRunningFailLine(resultToken: string, words: Words): string {
  return `The application already has a test running (result token ${resultToken}); ${words.input('if-running')} is "fail". Use ${words.setting('if-running', 'attach')} to wait for it, or stop to restart it.`
}
