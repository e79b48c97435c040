// wait: follow a test started earlier (result-token, or the application's running test), judge
// its result and report.
import { ApiError } from '../api/errors.js'
import type { CommandResult } from '../command-result.js'
import type { ApplicationConfig } from '../config.js'
import type { RunContext } from '../lifecycle/context.js'
import { prepareGate } from '../lifecycle/gate-files.js'
import { followTest } from '../lifecycle/follow.js'

export async function wait(ctx: RunContext<ApplicationConfig>): Promise<CommandResult> {
  const app = ctx.config.applicationToken
  const gate = await prepareGate(ctx, 'the test was not waited for')
  if ('early' in gate) return gate.early
  const resultToken = ctx.config.resultToken ?? (await runningTestOf(ctx))
  // The test was started by this workflow (a start step): cancelling the workflow stops it.
  ctx.state.testKnown(app, resultToken, ctx.config.stopOnCancel)
  return followTest(ctx, gate.files, { applicationToken: app, resultToken })
}

/** The application's running test (v1 has no list: inputs.ts requires result-token there). */
async function runningTestOf(ctx: RunContext<ApplicationConfig>): Promise<string> {
  const app = ctx.config.applicationToken
  const running = (await ctx.tests.running?.(ctx.signal, ctx.config.teamId)) ?? []
  const resultToken = running.find((t) => t.applicationToken === app)?.resultToken
  if (!resultToken) {
    throw new ApiError(
      `The application ${app} has no running test to wait for. Pass ${ctx.words.input('result-token')} from the start command's outputs, or use ${ctx.words.command('scan')}.`,
      { kind: 'service', operation: 'find running test' }
    )
  }
  ctx.log.info(`Waiting for the application's running test ${resultToken}`)
  return resultToken
}
