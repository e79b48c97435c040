// The commands around one test: scan, start, wait, stop, report (CONTRACT.md, "Commands").
import { ApiError } from '../api/errors.js'
import { startOrAttach } from '../lifecycle/start.js'
import type { CommandResult, RunContext } from '../lifecycle/context.js'
import { evaluate, setupProblem } from '../lifecycle/evaluate.js'
import { followTest, publishEvaluation } from '../lifecycle/follow.js'
import { nothingToStop } from '../lifecycle/stop.js'
import { preflight } from '../lifecycle/preflight.js'
import { latestPastResult } from '../lifecycle/past-results.js'
import { publish, type TestInfo } from '../report/publish.js'

function appToken(ctx: RunContext): string {
  return ctx.config.applicationToken as string // inputs.ts requires it for these commands
}

async function startTest(ctx: RunContext): Promise<{ info: TestInfo & { resultToken: string } }> {
  const app = appToken(ctx)
  const application = await preflight(ctx, app)
  const stopOnCancel = ctx.config.stopOnCancel
  const started = await startOrAttach({
    api: ctx.tests,
    applicationToken: app,
    ifRunning: ctx.config.ifRunning,
    teamId: ctx.config.teamId,
    clock: ctx.clock,
    log: ctx.log,
    signal: ctx.signal,
    // Saved before the request leaves: a kill before the answer still lets the post phase stop it.
    onStarting: () => ctx.state.testKnown(app, '', stopOnCancel),
    onNotStarted: () => ctx.state.testDone(),
    onKnown: (resultToken, ours) => ctx.state.testKnown(app, resultToken, ours && stopOnCancel)
  })
  return { info: { applicationToken: app, resultToken: started.resultToken, application } }
}

/** Fail before any test is started or waited for, when the end could only be an error. */
async function guardSetup(ctx: RunContext, what: string): Promise<CommandResult | undefined> {
  const problem = await setupProblem(ctx)
  if (!problem) return undefined
  return publish(ctx, {
    outcome: 'error',
    failure: `${problem}; ${what}`,
    info: { applicationToken: appToken(ctx), resultToken: ctx.config.resultToken }
  })
}

export async function scanCommand(ctx: RunContext): Promise<CommandResult> {
  const early = await guardSetup(ctx, 'no test was started')
  if (early) return early
  const { info } = await startTest(ctx)
  return followTest(ctx, info)
}

export async function startCommand(ctx: RunContext): Promise<CommandResult> {
  const { info } = await startTest(ctx)
  // The test is meant to outlive this step: a later `wait` step owns it, not this post phase.
  ctx.state.testDone()
  return { outcome: 'started', outputs: { 'result-token': info.resultToken, status: 'running' } }
}

export async function waitCommand(ctx: RunContext): Promise<CommandResult> {
  const app = appToken(ctx)
  const early = await guardSetup(ctx, 'the test was not waited for')
  if (early) return early
  let resultToken = ctx.config.resultToken
  if (!resultToken) {
    const running = await ctx.tests.running?.(ctx.signal, ctx.config.teamId)
    if (!running) {
      throw new ApiError('result-token is required for the wait command with api-version v1', {
        kind: 'service',
        operation: 'find running test'
      })
    }
    resultToken = running.find((t) => t.applicationToken === app)?.resultToken
    if (!resultToken) {
      throw new ApiError(
        `The application ${app} has no running test to wait for. Pass result-token from the start step, or use the scan command.`,
        { kind: 'service', operation: 'find running test' }
      )
    }
    ctx.log.info(`Waiting for the application's running test ${resultToken}`)
  }
  // The test was started by this workflow (a start step): cancelling the workflow stops it.
  ctx.state.testKnown(app, resultToken, ctx.config.stopOnCancel)
  return followTest(ctx, { applicationToken: app, resultToken })
}

export async function stopCommand(ctx: RunContext): Promise<CommandResult> {
  const app = appToken(ctx)
  try {
    await ctx.tests.stop(app, ctx.signal)
  } catch (e) {
    // The service refuses to stop what is not running; nothing to stop is what the user wanted.
    if (!(await nothingToStop(ctx.tests, e, app, ctx.config.teamId, ctx.signal))) throw e
    ctx.log.notice(`The application ${app} has no running test: nothing to stop`)
    return { outcome: 'stopped', outputs: { status: 'stopped' } }
  }
  ctx.log.info(`The stop request for application ${app} was sent`)
  // Asked for, so not a failure: `stopped` fails the step only when a waited-for test ends early.
  return { outcome: 'stopped', outputs: { status: 'stopped' } }
}

export async function reportCommand(ctx: RunContext): Promise<CommandResult> {
  const app = appToken(ctx)
  let resultToken = ctx.config.resultToken
  let raw: unknown
  if (resultToken) {
    raw = await ctx.tests.result(app, resultToken, ctx.signal)
  } else {
    const { found, skipped } = await latestPastResult(ctx, app, 'Report')
    if (!found) {
      const why = skipped > 0 ? ` (the last ${skipped} ended without a result)` : ''
      throw new ApiError(`The application ${app} has no completed test to report on${why}.`, {
        kind: 'service',
        operation: 'list test sessions'
      })
    }
    ;({ resultToken, raw } = found)
    ctx.log.info(`Reporting on the latest completed test ${resultToken}`)
  }
  const info: TestInfo = { applicationToken: app, resultToken, status: 'completed', progress: 100 }
  return publishEvaluation(ctx, info, await evaluate(ctx, raw, resultToken))
}
