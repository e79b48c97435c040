import { readFile } from 'node:fs/promises'
import type { BaselineSet } from '../findings/types.js'
import { baselineFromReportFile, baselineFromResult } from '../findings/baseline.js'
import { parseResult } from '../findings/parse.js'
import { errorText, forLog } from '../text.js'
import type { RunContext } from './context.js'
import { latestPastResult } from './past-results.js'

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
        problem: `the baseline file ${forLog(b.path, 300)} is not a usable report: ${errorText(e, 300)}`
      }
    }
  }
  const app = ctx.config.applicationToken as string
  try {
    const { found, skipped } = await latestPastResult(ctx, app, 'Baseline', currentResultToken)
    if (found) {
      const source = `previous test ${found.resultToken}`
      return { set: baselineFromResult(parseResult(found.raw), source) }
    }
    const why = skipped > 0 ? ` (the last ${skipped} ended without a result)` : ''
    return { problem: `the application has no previous completed test${why}` }
  } catch (e) {
    if (ctx.signal.aborted) throw e
    return { problem: `the previous test's result could not be read: ${errorText(e, 300)}` }
  }
}
