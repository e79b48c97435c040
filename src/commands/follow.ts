import type { TestStatus } from '../api/test-api.js'
import { hasCode, isApiError } from '../api/errors.js'
import { waitForTest, type WaitOutcome } from '../lifecycle/wait.js'
import { errorText, forLog } from '../text.js'
import { formatDuration } from '../duration.js'
import { CancelledError, type CommandResult, type RunContext } from './context.js'
import { evaluate, type Evaluation } from './evaluate.js'
import { publish, type TestInfo } from './publish.js'

/** How long a stop request may take when the run is being cancelled or timed out. */
const STOP_BUDGET_MS = 3000

/**
 * Send the stop request, bounded to a few seconds and independent of the run's (possibly
 * aborted) signal. Never throws: a failed stop is a warning, the outcome is decided elsewhere.
 */
export async function stopBounded(
  ctx: RunContext,
  applicationToken: string,
  /** The test is known to have started: a refused stop with nothing running means it ended. */
  knownStarted = false
): Promise<boolean> {
  const signal = AbortSignal.timeout(STOP_BUDGET_MS)
  try {
    await ctx.tests.stop(applicationToken, signal)
    ctx.state.testDone()
    return true
  } catch (e) {
    // A stop retried after a lost answer is refused (FAILED) once the first one took effect.
    if (
      knownStarted &&
      (await nothingToStop(ctx, e, applicationToken, signal).catch(() => false))
    ) {
      ctx.log.info('The service refused the stop request: the test is no longer running')
      ctx.state.testDone()
      return true
    }
    ctx.log.warning(`The stop request failed: ${errorText(e, 300)}`)
    return false
  }
}

/**
 * The service refuses (FAILED) to stop an application that has no running test: true when that
 * is why `e` happened. Throws when the running tests cannot be listed.
 */
export async function nothingToStop(
  ctx: RunContext,
  e: unknown,
  applicationToken: string,
  signal: AbortSignal
): Promise<boolean> {
  if (!hasCode(e, 'FAILED') || !ctx.tests.running) return false
  const running = await ctx.tests.running(signal)
  return !running.some((t) => t.applicationToken === applicationToken)
}

/** Wait for a known test, then fetch its result, gate and report. */
export async function followTest(
  ctx: RunContext,
  info: TestInfo & { resultToken: string }
): Promise<CommandResult> {
  const { config, clock } = ctx
  const app = info.applicationToken
  const deadline = clock.now() + config.timeoutMs
  let outcome: WaitOutcome
  let raw: unknown
  for (;;) {
    outcome = await waitForTest({
      api: ctx.tests,
      applicationToken: app,
      resultToken: info.resultToken,
      clock,
      log: ctx.log,
      deadline,
      pollIntervalMs: config.pollIntervalMs,
      signal: ctx.signal,
      onStatus: (s) => remember(info, s)
    })
    if (outcome.kind !== 'completed') break
    try {
      raw = await ctx.tests.result(app, info.resultToken, ctx.signal)
      break
    } catch (e) {
      // Guessed from progress 100 under a status we do not know: a refused result means the
      // test is not done after all. Keep waiting, within the same deadline.
      if (!outcome.byProgress || !isApiError(e) || e.kind !== 'service') throw e
      ctx.log.info('The result is not ready yet; still waiting')
    }
  }

  // main.ts stops the test (when this run owns it) for every kind of cancellation.
  if (outcome.kind === 'cancelled') throw new CancelledError('cancel')

  if (outcome.kind === 'completed') {
    ctx.state.testDone()
    const evaluation = await evaluate(ctx, raw, info.resultToken)
    return publishEvaluation(ctx, info, evaluation)
  }

  if (outcome.kind === 'ended') {
    ctx.state.testDone()
    const evaluation = await partialResult(ctx, info)
    return publish(ctx, {
      outcome: 'stopped',
      failure: `The test ended with status "${forLog(info.status, 40)}" before completing`,
      info,
      evaluation
    })
  }

  // Timed out.
  let what: string
  if (config.onTimeout === 'stop') {
    what = (await stopBounded(ctx, app, true)) ? 'the test was stopped' : 'the stop request failed'
  } else {
    ctx.state.testDone() // left running on purpose: the post phase must not stop it
    what = 'the test was left running (on-timeout: leave)'
  }
  const evaluation = await partialResult(ctx, info)
  const line = `The test did not finish within the timeout (${formatDuration(config.timeoutMs)}); ${what}`
  return publish(ctx, {
    outcome: 'timed-out',
    failure: config.failOnTimeout ? line : undefined,
    notice: config.failOnTimeout ? undefined : line,
    info,
    evaluation
  })
}

function remember(info: TestInfo, s: TestStatus): void {
  info.status = s.status
  if (s.progress !== undefined) info.progress = s.progress
}

/** Best effort: a stopped or timed-out test may still have a partial result to show. */
async function partialResult(
  ctx: RunContext,
  info: TestInfo & { resultToken: string }
): Promise<Evaluation | undefined> {
  try {
    const raw = await ctx.tests.result(
      info.applicationToken,
      info.resultToken,
      AbortSignal.timeout(10_000)
    )
    const evaluation = await evaluate(ctx, raw, info.resultToken)
    return evaluation.verdict ? evaluation : undefined
  } catch (e) {
    ctx.log.debug(`No partial result: ${errorText(e, 300)}`)
    return undefined
  }
}

/** A completed test: the gate's verdict decides the outcome. */
export function publishEvaluation(
  ctx: RunContext,
  info: TestInfo,
  evaluation: Evaluation
): Promise<CommandResult> {
  if (evaluation.parseError) {
    return publish(ctx, {
      outcome: 'error',
      failure: `The test result could not be read: ${evaluation.parseError}; the raw result is kept in the report file`,
      info,
      evaluation
    })
  }
  if (evaluation.setupError || !evaluation.verdict) {
    return publish(ctx, { outcome: 'error', failure: evaluation.setupError, info, evaluation })
  }
  const v = evaluation.verdict
  return publish(ctx, {
    outcome: v.passed ? 'passed' : 'failed',
    failure: v.passed ? undefined : v.line,
    info,
    evaluation
  })
}
