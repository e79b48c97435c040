import { readFile, stat } from 'node:fs/promises'
import * as path from 'node:path'
import type { BaselineSet } from '../findings/types.js'
import {
  BaselineEntryError,
  baselineFromReportFile,
  baselineFromResult
} from '../findings/baseline.js'
import { parseResult } from '../findings/parse.js'
import { errorText, forLog } from '../common/text.js'
import { START_CLOCK_SKEW_MS } from '../common/clock.js'
import type { ApplicationConfig } from '../config.js'
import type { DefaultBranchRecord, RunContext, RunStart } from './context.js'
import { defaultBranchSource, recordTestBaseline, testStartOf } from './default-branch.js'
import { latestPastResult, pastSessions } from './past-results.js'
import { HOST_CANNOT_TELL, previousUnknownStart } from './gate-files.js'

/**
 * A baseline as read. One that cannot be read is a `problem`, not an exception: baseline-missing
 * decides whether it fails the step or is ignored with a warning.
 */
export type BaselineLoad = {
  set?: BaselineSet
  problem?: string
  /** The file says one thing to a reviewer and another to the gate: fails whatever baseline-missing says. */
  refused?: boolean
  /**
   * Why no passing verdict could be read (`baseline: previous` where the host keeps no records,
   * or they cannot be read): `set` is the service's previous test, and only labels what is new —
   * it hides nothing from the gate.
   */
  labelsOnly?: string
}

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
      problem: `the baseline file ${forLog(file, 300)} is not a usable report: ${errorText(e, 1000)}`,
      ...(e instanceof BaselineEntryError ? { refused: true } : {})
    }
  }
}

/** The test a previous-test baseline is for. */
export interface JudgedTest {
  resultToken?: string
  /**
   * `report` judges a test that may be old: the baseline must have started before it, so its
   * start time must be known (from here, or from the application's recent tests).
   */
  reported?: { startTime?: number }
}

/**
 * The application's latest completed test that started before this run's pipeline began
 * (`runStart`: a test of an earlier attempt of the same run is never a baseline, or a re-run
 * would pass what the first attempt failed) and before the judged test.
 */
export async function loadPreviousBaseline(
  ctx: RunContext<ApplicationConfig>,
  runStart: RunStart | undefined,
  judged: JudgedTest = {}
): Promise<BaselineLoad> {
  const app = ctx.config.applicationToken
  if (!runStart || 'problem' in runStart) {
    return { problem: previousUnknownStart(runStart?.problem ?? HOST_CANNOT_TELL) }
  }
  try {
    const sessions = await pastSessions(ctx, app)
    const current = judged.resultToken
      ? sessions.find((s) => s.resultToken === judged.resultToken)
      : undefined
    // A test of this pipeline's first attempt starts after it began; with the service's clock
    // a little behind GitHub's it could look earlier: the margin keeps it out.
    let before = runStart.at - START_CLOCK_SKEW_MS
    let bound = `this run's pipeline began (${runStart.source}, ${isoTime(runStart.at)}, less ${START_CLOCK_SKEW_MS / 1000} s for clocks that differ)`
    const judgedStart = judged.reported?.startTime ?? current?.startTime
    if (judged.reported && judgedStart === undefined) {
      return {
        problem: `the reported test ${judged.resultToken ?? ''} is not among the application's recent tests, so which tests came before it is unknown`
      }
    }
    if (judgedStart !== undefined && judgedStart < before) {
      before = judgedStart
      bound = `the judged test started (${isoTime(judgedStart)})`
    }
    // The newest passing verdict of this gate, where the host keeps them: a baseline hides only
    // what a passing verdict accepted (issue 30).
    const recorded = await recordedBaseline(ctx, before, judged.resultToken)
    if (!('unreadable' in recorded)) return recorded
    const labelsOnly = recorded.unreadable
    const query = { exclude: judged.resultToken, before }
    const { found, skipped, tooNew } = await latestPastResult(ctx, app, 'Baseline', query, sessions)
    const later = `${tooNew} test${tooNew === 1 ? '' : 's'}`
    if (tooNew > 0) ctx.log.info(`Baseline: leaving out ${later} that started at or after ${bound}`)
    if (found) {
      const source = `previous test ${found.resultToken} (labels what is new, hides nothing)`
      return { set: baselineFromResult(parseResult(found.raw), source), labelsOnly }
    }
    const notes = [
      skipped > 0 ? `the last ${skipped} ended without a result` : '',
      tooNew > 0 ? `${later} started later and left out` : ''
    ].filter(Boolean)
    const note = notes.length > 0 ? ` (${notes.join('; ')})` : ''
    if (tooNew > 0) {
      return {
        problem: `the application has no completed test that started before ${bound}${note}`
      }
    }
    return { problem: `the application has no previous completed test${note}` }
  } catch (e) {
    if (ctx.signal.aborted) throw e
    return { problem: `the previous test's result could not be read: ${errorText(e, 300)}` }
  }
}

/**
 * The baseline of the newest passing verdict record (PreviousRecords), its test's result read
 * from the service; `unreadable` when the host keeps no records or none can be read.
 */
async function recordedBaseline(
  ctx: RunContext<ApplicationConfig>,
  before: number,
  exclude: string | undefined
): Promise<BaselineLoad | { unreadable: string }> {
  const app = ctx.config.applicationToken
  if (!ctx.previousRecords) return { unreadable: NO_RECORDS }
  let found
  try {
    found = await ctx.previousRecords.find(app, testStartOf(ctx, app), before, exclude)
  } catch (e) {
    if (ctx.signal.aborted) throw e
    return { unreadable: `the verdict records could not be read: ${errorText(e, 300)}` }
  }
  if ('unreadable' in found) return found
  if ('problem' in found) return { problem: `no passing verdict is a baseline: ${found.problem}` }
  const { record } = found
  const source =
    found.from === 'default-branch' ? defaultBranchSource(record) : previousRecordSource(record)
  return recordTestBaseline(ctx, app, record, source)
}

/** Why a host without verdict records (the command-line tool) has no passing verdict to read. */
export const NO_RECORDS = 'this host keeps no verdict records'

/** "previous passing run 123 (commit abc1234, test 3f…)": the baseline's source in every report. */
export function previousRecordSource(r: DefaultBranchRecord): string {
  return `previous passing run ${r.runId} (commit ${r.commit.slice(0, 7)}, test ${r.resultToken})`
}

function isoTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.000Z$/, 'Z')
}
