import { readFile, stat } from 'node:fs/promises'
import * as path from 'node:path'
import type { BaselineSet } from '../findings/types.js'
import { baselineFromReportFile, baselineFromResult } from '../findings/baseline.js'
import { parseResult } from '../findings/parse.js'
import { errorText, forLog } from '../text.js'
import type { ApplicationConfig } from '../config.js'
import type { RunContext } from './context.js'
import { latestPastResult } from './past-results.js'

/**
 * A baseline as read. One that cannot be read is a `problem`, not an exception: baseline-missing
 * decides whether it fails the step or is ignored with a warning.
 */
export type BaselineLoad = { set?: BaselineSet; problem?: string }

/**
 * A JSON report of an earlier run (baseline: <path>). `forApplication`: one of several
 * applications, whose report is picked from a file of several or from a folder of reports as
 * the action writes them (`security-test-<token>.json`).
 */
export async function loadFileBaseline(
  file: string,
  forApplication?: string
): Promise<BaselineLoad> {
  let text: string
  try {
    if (forApplication && (await stat(file)).isDirectory()) {
      file = path.join(file, `security-test-${forApplication}.json`)
    }
    text = await readFile(file, 'utf8')
  } catch {
    return { problem: `the baseline file ${forLog(file, 300)} could not be read` }
  }
  try {
    return { set: baselineFromReportFile(text, `file ${forLog(file, 300)}`, forApplication) }
  } catch (e) {
    return {
      problem: `the baseline file ${forLog(file, 300)} is not a usable report: ${errorText(e, 300)}`
    }
  }
}

/** The application's latest completed test before `currentResultToken` (baseline: previous). */
export async function loadPreviousBaseline(
  ctx: RunContext<ApplicationConfig>,
  currentResultToken?: string
): Promise<BaselineLoad> {
  const app = ctx.config.applicationToken
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
