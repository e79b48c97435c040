import type { TestStatus } from '../api/test-api.js'
import { waitForTest } from './wait.js'
import { classifyStatus, COMPLETION_WORDS, mentionsCompletion } from './status.js'
import { stopBounded, TIMEOUT_STOP_BUDGET_MS, TIMEOUT_STOP_WORDS } from './stop.js'
import { errorText, forLog } from '../common/text.js'
import { formatDuration } from '../common/duration.js'
import { CancelledError } from '../common/errors.js'
import type { CommandResult } from '../command-result.js'
import type { RunContext } from './context.js'
import type { GateFiles } from './gate-files.js'
import type { ApplicationConfig } from '../config.js'
import type { Evaluation } from '../findings/types.js'
import type { TestInfo } from '../report/publish.js'
import { publish } from '../report/publish-on-demand.js'
import { checkAfter } from './after-test.js'

/**
 * Reading, judging and publishing a result (./evaluate.js), loaded once the test has ended: the
 * parser, the gate and the report writers are not compiled while a run starts and waits.
 */
const judging = () => import(/* webpackMode: "eager" */ './evaluate.js')

/** Wait for a known test, then fetch its result, gate and report. */
export async function followTest(
  ctx: RunContext<ApplicationConfig>,
  files: GateFiles,
  info: TestInfo & { resultToken: string }
): Promise<CommandResult> {
  const { config, clock } = ctx
  const app = info.applicationToken
  const deadline = clock.now() + config.timeoutMs
  const oneAtATime = ctx.estate?.oneAtATime ?? (<T>(work: () => Promise<T>) => work())
  const outcome = await waitForTest({
    api: ctx.tests,
    applicationToken: app,
    resultToken: info.resultToken,
    clock,
    log: ctx.log,
    deadline,
    pollIntervalMs: config.pollIntervalMs,
    pause: ctx.estate?.pollPause,
    signal: ctx.signal,
    onStatus: (s) => remember(info, s)
  })
  if (outcome.kind === 'completed') {
    // The verdict is about what the site served during the test: this build, or it is an error.
    // Asked before the shared lock: its looks (up to ~50 s at worst) must not hold up the other
    // applications' results, and it reads nothing they share.
    const changed = await checkAfter(ctx, info.build, info.application?.url)
    return oneAtATime(async () => {
      const raw = await ctx.tests.result(app, info.resultToken, ctx.signal)
      ctx.state.testDone()
      const { evaluate, publishEvaluation } = await judging()
      const evaluation = await evaluate(ctx, files, raw, info.resultToken)
      if (changed) return publish(ctx, { outcome: 'error', failure: changed, info, evaluation })
      return publishEvaluation(ctx, info, evaluation)
    })
  }

  // main.ts stops the test (when this run owns it) for every kind of cancellation.
  if (outcome.kind === 'cancelled') throw new CancelledError('cancel')

  if (outcome.kind === 'ended' || outcome.kind === 'unclean') {
    ctx.state.testDone()
    const status = forLog(info.status, 40)
    return oneAtATime(async () =>
      publish(ctx, {
        ...(outcome.kind === 'ended'
          ? {
              outcome: 'stopped',
              failure: `The test ended with status "${status}" before completing`
            }
          : {
              outcome: 'error',
              failure: `The service reported the test as "${status}": a completion with words of failure or stopping is not a clean one, so its result is not judged`
            }),
        info,
        // What the result shows, for the reports; the outcome stays the status's.
        evaluation: await partialResult(ctx, files, info)
      })
    )
  }

  // Timed out.
  let what: string
  if (config.onTimeout === 'stop') {
    const stop = await stopBounded(ctx, info, TIMEOUT_STOP_BUDGET_MS)
    what = TIMEOUT_STOP_WORDS[stop.kind]
  } else {
    ctx.state.testDone() // left running on purpose: the post phase must not stop it
    what = `the test was left running (${ctx.words.setting('on-timeout', 'leave')})`
  }
  const within = formatDuration(config.timeoutMs)
  // A test the service puts at 100 % under words that do not say it completed is not a test
  // still running: no time-out is tolerated for it, whatever fail-on-timeout says.
  const unread = outcome.last !== undefined && unreadEnd(outcome.last)
  if (unread) {
    const failure =
      `The test's status "${forLog(info.status, 40)}"${outcome.last?.progress === 100 ? ' at 100 %' : ''} is not one that says it completed ` +
      `(${COMPLETION_WORDS.join(', ')}) and did not change within the timeout (${within}); ${what}`
    return oneAtATime(async () =>
      publish(ctx, {
        outcome: 'error',
        failure,
        info,
        evaluation: await partialResult(ctx, files, info)
      })
    )
  }
  const line = `The test did not finish within the timeout (${within}); ${what}`
  return oneAtATime(async () =>
    publish(ctx, {
      outcome: 'timed-out',
      failure: config.failOnTimeout ? line : undefined,
      notice: config.failOnTimeout ? undefined : line,
      info,
      evaluation: await partialResult(ctx, files, info)
    })
  )
}

/**
 * A status that is neither a completion nor words of a test still running, at 100 % or naming a
 * completion in words the reader cannot take as clean ("COMPLETEDWITHERRORS", "Completed with
 * issues", with no progress given): the service may be done, so no time-out is tolerated for it.
 */
function unreadEnd(last: TestStatus): boolean {
  return (
    classifyStatus(last.status) === 'unknown' &&
    (last.progress === 100 || mentionsCompletion(last.status))
  )
}

function remember(info: TestInfo, s: TestStatus): void {
  info.status = s.status
  if (s.progress !== undefined) info.progress = s.progress
}

/** Best effort: a stopped or timed-out test may still have a partial result to show. */
async function partialResult(
  ctx: RunContext<ApplicationConfig>,
  files: GateFiles,
  info: TestInfo & { resultToken: string }
): Promise<Evaluation | undefined> {
  try {
    const raw = await ctx.tests.result(
      info.applicationToken,
      info.resultToken,
      AbortSignal.timeout(10_000)
    )
    const evaluation = await (await judging()).evaluate(ctx, files, raw, info.resultToken)
    return evaluation.verdict ? evaluation : undefined
  } catch (e) {
    ctx.log.debug(`No partial result: ${errorText(e, 300)}`)
    return undefined
  }
}
