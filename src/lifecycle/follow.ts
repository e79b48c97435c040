import type { TestStatus } from '../api/test-api.js'
import { isRefusal } from '../api/errors.js'
import { waitForTest, type WaitOutcome } from './wait.js'
import { stopOwnTest, type OwnStop } from './stop.js'
import { errorText, forLog } from '../text.js'
import { formatDuration } from '../duration.js'
import { CancelledError } from '../errors.js'
import type { CommandResult, RunContext } from './context.js'
import { evaluate, type Evaluation } from './evaluate.js'
import { publish, type TestInfo } from '../report/publish.js'

/** How long a stop (its check included) may take when the run is cancelled: the runner kills soon. */
const CANCEL_STOP_BUDGET_MS = 3000
/** On a timeout nothing kills the step: the check and the stop get the transport's retries. */
const TIMEOUT_STOP_BUDGET_MS = 30_000

/**
 * Stop this run's test — only while it is the application's running test (lifecycle/stop.ts) —
 * bounded in time and independent of the run's (possibly aborted) signal. Never throws: what
 * happened is logged and returned, the outcome is decided elsewhere.
 */
export async function stopBounded(
  ctx: RunContext,
  own: { applicationToken: string; resultToken: string },
  budgetMs: number = CANCEL_STOP_BUDGET_MS
): Promise<OwnStop> {
  const result = await stopOwnTest(
    ctx.tests,
    { ...own, teamId: ctx.config.teamId },
    AbortSignal.timeout(budgetMs)
  )
  const test = own.resultToken ? `The test ${own.resultToken}` : 'The test'
  switch (result.kind) {
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

/** The words for what a stop on timeout did, in the failure line. */
const TIMEOUT_STOP_WORDS: Record<OwnStop['kind'], string> = {
  stopped: 'the test was stopped',
  'not-running': 'the test had already ended',
  'other-running': 'the application runs another test, which was left alone',
  failed: 'the stop request failed'
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
      if (!outcome.byProgress || !isRefusal(e)) throw e
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
    const stop = await stopBounded(ctx, info, TIMEOUT_STOP_BUDGET_MS)
    what = TIMEOUT_STOP_WORDS[stop.kind]
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
