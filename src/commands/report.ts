// report: judge and report a finished test (result-token, or the application's latest completed
// test) without starting one.
import { ApiError, hasCode } from '../api/errors.js'
import type { CommandResult } from '../command-result.js'
import type { ApplicationConfig } from '../config.js'
import type { RunContext } from '../lifecycle/context.js'
import { loadGateFiles } from '../lifecycle/gate-files.js'
import { latestPastResult } from '../lifecycle/past-results.js'
import { noteTestStart } from '../report/test-start.js'

export async function report(ctx: RunContext<ApplicationConfig>): Promise<CommandResult> {
  const app = ctx.config.applicationToken
  let resultToken = ctx.config.resultToken
  let raw: unknown
  // The reported test may be older than others: a previous-test baseline started before it.
  let startTime: number | undefined
  if (resultToken) {
    raw = await readGivenResult(ctx, app, resultToken)
  } else {
    const { found, skipped } = await latestPastResult(ctx, app, 'Report')
    if (!found) {
      const why = skipped > 0 ? ` (the last ${skipped} ended without a result)` : ''
      throw new ApiError(`The application ${app} has no completed test to report on${why}.`, {
        kind: 'service',
        operation: 'list test sessions'
      })
    }
    ;({ resultToken, raw, startTime } = found)
    ctx.log.info(`Reporting on the latest completed test ${resultToken}`)
  }
  const files = await loadGateFiles(ctx.config, ctx)
  // Loaded with the result in hand: the start does not compile the parser, gate and reports.
  const { evaluate, publishEvaluation } = await import(
    /* webpackMode: "eager" */ '../lifecycle/evaluate.js'
  )
  const evaluation = await evaluate(ctx, files, raw, resultToken, { startTime })
  if (startTime !== undefined && resultToken) noteTestStart(ctx, resultToken, startTime)
  const info = { applicationToken: app, resultToken, status: 'completed', progress: 100 }
  return publishEvaluation(ctx, info, evaluation)
}

/**
 * The result of the test the result-token input names. The service answers a token that names
 * no test of the application with INVALID_SESSION, the code it also gives a bad access token:
 * the message names the result token first, the likelier mistake when it was typed in.
 */
async function readGivenResult(
  ctx: RunContext<ApplicationConfig>,
  app: string,
  resultToken: string
): Promise<unknown> {
  try {
    return await ctx.tests.result(app, resultToken, ctx.signal)
  } catch (e) {
    if (!hasCode(e, 'INVALID_SESSION')) throw e
    // The client's message (redacted, the service's words bounded) without its access-token hint.
    const said = e.message.replace(/ \(the access token is invalid or has expired\)$/, '')
    throw new ApiError(
      `${said} (${ctx.words.input('result-token')} ${resultToken} may name no test of application ${app}: check it; else the access token is invalid or has expired)`,
      { kind: 'service', operation: e.operation, httpStatus: e.httpStatus, code: e.code },
      e.serviceMessage
    )
  }
}
