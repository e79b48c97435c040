import { readFile } from 'node:fs/promises'
import type { BaselineSet } from '../findings/types.js'
import { baselineFromReportFile, baselineFromResult } from '../findings/baseline.js'
import { parseResult } from '../findings/parse.js'
import { isApiError } from '../api/errors.js'
import { forLog } from '../text.js'
import type { RunContext } from './context.js'
import { finishedSessions } from './sessions.js'

export type BaselineLoad = { set?: BaselineSet; problem?: string }

/**
 * Read the baseline the inputs ask for. A baseline that cannot be read is a `problem`, not an
 * exception: baseline-missing decides whether it fails the step or is ignored with a warning.
 */
export async function loadBaseline(
  ctx: RunContext,
  currentResultToken?: string
): Promise<BaselineLoad> {
  const b = ctx.config.baseline
  if (b.kind === 'none') return {}
  if (b.kind === 'file') {
    let text: string
    try {
      text = await readFile(b.path, 'utf8')
    } catch {
      return { problem: `the baseline file ${forLog(b.path, 300)} could not be read` }
    }
    try {
      return { set: baselineFromReportFile(text, `file ${forLog(b.path, 300)}`) }
    } catch (e) {
      return {
        problem: `the baseline file ${forLog(b.path, 300)} is not a usable report: ${errorText(e)}`
      }
    }
  }
  const app = ctx.config.applicationToken as string
  try {
    const candidates = (await finishedSessions(ctx, app, currentResultToken)).slice(0, MAX_TRIED)
    let skipped = 0
    for (const previous of candidates) {
      let raw: unknown
      try {
        raw = await ctx.tests.result(app, previous.resultToken, ctx.signal)
      } catch (e) {
        // A test that was stopped or failed has no result: the service says so with its own
        // error code. The one before it may have completed.
        if (!isApiError(e) || e.kind !== 'service' || e.code === 'NOT_AUTHORIZED') throw e
        ctx.log.info(
          `Baseline: the test ${previous.resultToken} has no result (${errorText(e)}); trying the one before`
        )
        skipped++
        continue
      }
      return { set: baselineFromResult(parseResult(raw), `previous test ${previous.resultToken}`) }
    }
    const why = skipped > 0 ? ` (the last ${skipped} ended without a result)` : ''
    return { problem: `the application has no previous completed test${why}` }
  } catch (e) {
    if (ctx.signal.aborted) throw e
    return { problem: `the previous test's result could not be read: ${errorText(e)}` }
  }
}

/** How many past tests to ask for a result before giving up on `baseline: previous`. */
const MAX_TRIED = 5

function errorText(e: unknown): string {
  return forLog(e instanceof Error ? e.message : String(e), 300)
}
