// Which reports a run writes, and where. Each output is independent: one that cannot be written
// is a warning, so a full disk or a missing permission never hides the verdict itself.
import * as fs from 'node:fs'
import * as path from 'node:path'
import type { Config } from '../config.js'
import type { Log } from '../log.js'
import { forLog } from '../text.js'
import { ANNOTATION_LIMITS, emitAnnotations, planAnnotations } from './annotations.js'
import type { AnnotationLimits } from './annotations.js'
import { buildComment, commentMarker } from './comment.js'
import type { ReportContext, SarifResultCounts } from './context.js'
import type { ReportHost, UpsertResult } from './host.js'
import { writeJsonReport } from './json-report.js'
import { logVerdict } from './log-verdict.js'
import { sarifCategory, writeSarif } from './sarif.js'
import { buildErrorSummary, buildSummary } from './summary.js'

/** GitHub drops a step summary over 1 MiB whole; we stay under 1,000,000 bytes per step. */
export const SUMMARY_BUDGET_BYTES = 1_000_000

export type ReportOptions = Pick<
  Config,
  'summary' | 'annotations' | 'comment' | 'sarifFile' | 'reportFile'
> & {
  /** Lower than GitHub's 10 per level when the run emits annotations of its own. */
  annotationLimits?: AnnotationLimits
  /**
   * Handed the report once its files are written (one of several applications: the step builds
   * one summary, annotation set and comment from all of them).
   */
  reported?: (report: ReportContext) => void
}

export interface WrittenReports {
  sarifFile?: string
  reportFile?: string
  summaryWritten: boolean
  comment?: UpsertResult
}

/** Commands that fetch a result write SARIF (even with none, so an upload step finds a file). */
export const SARIF_COMMANDS: ReadonlySet<string> = new Set(['scan', 'wait', 'report'])

export async function writeReports(
  ctx: ReportContext,
  options: ReportOptions,
  host: ReportHost,
  log: Log,
  now: () => Date = () => new Date()
): Promise<WrittenReports> {
  const withRun: ReportContext = { ...ctx, runUrl: ctx.runUrl ?? host.runUrl }
  const written: WrittenReports = { summaryWritten: false }
  logVerdict(log, withRun)

  const reportFile = options.reportFile || defaultPath(host, ctx, 'json')
  if (
    attempt(log, `the JSON report ${reportFile}`, () => {
      writeJsonReport(reportFile, withRun, now())
    })
  ) {
    written.reportFile = reportFile
  }

  let sarif: SarifResultCounts | undefined
  if (SARIF_COMMANDS.has(ctx.command)) {
    const sarifFile = options.sarifFile || defaultPath(host, ctx, 'sarif')
    const ok = attempt(log, `the SARIF file ${sarifFile}`, () => {
      sarif = writeSarif(sarifFile, withRun, {
        anchorFile: host.sarifAnchor(),
        category: sarifCategory(ctx.application.token),
        informationUri: host.informationUri
      })
    })
    if (ok) written.sarifFile = sarifFile
  }

  options.reported?.({ ...withRun, sarif })
  if (options.summary) written.summaryWritten = appendSummary({ ...withRun, sarif }, host, log)

  if (options.annotations && ctx.verdict) {
    const limits = options.annotationLimits ?? ANNOTATION_LIMITS
    emitAnnotations(log, planAnnotations(ctx.verdict, ctx.findings, limits))
  }

  if (options.comment) {
    const marker = commentMarker(ctx.application.token)
    written.comment = await host.comment(buildComment(withRun, marker), marker, log)
  }
  return written
}

/** `<temporary folder>/security-test-<applicationToken>.<ext>`. */
function defaultPath(host: ReportHost, ctx: ReportContext, ext: string): string {
  return path.join(host.tempDir, reportFileName(ctx.application.token, ext))
}

/** `security-test-<applicationToken>.<ext>`: an application's report file, in any folder. */
export function reportFileName(applicationToken: string, ext: string): string {
  const token = applicationToken.replace(/[^A-Za-z0-9_-]/g, '') || 'report'
  return `security-test-${token}.${ext}`
}

/** What the job summary file already holds (0 when there is none yet). */
export function summaryBytesUsed(file: string | undefined): number {
  try {
    return file ? fs.statSync(file).size : 0
  } catch {
    return 0 // not there yet: appending creates it
  }
}

/**
 * The job summary file and the bytes this step may still add to it (the limit is per step and
 * counts what the step wrote before), or undefined with a debug line or warning when there is no
 * file or less than `minBytes` of room.
 */
export function summaryRoom(
  host: ReportHost,
  log: Log,
  minBytes: number,
  whenFull: string
): { file: string; budget: number } | undefined {
  const file = host.summaryFile
  if (!file) {
    log.debug('There is no job summary file (GITHUB_STEP_SUMMARY); no job summary written.')
    return undefined
  }
  const budget = SUMMARY_BUDGET_BYTES - summaryBytesUsed(file)
  if (budget < minBytes) {
    log.warning(whenFull)
    return undefined
  }
  return { file, budget }
}

function appendSummary(ctx: ReportContext, host: ReportHost, log: Log): boolean {
  const room = summaryRoom(
    host,
    log,
    4096,
    'The job summary is nearly full; the security test summary was left out.'
  )
  if (!room) return false
  const { file, budget } = room
  const text = ctx.verdict ? buildSummary(ctx, budget) : buildErrorSummary(ctx, budget)
  return attempt(log, 'the job summary', () => fs.appendFileSync(file, text, 'utf8'))
}

/** Write something; one that cannot be written is a warning, never the step's end. */
export function attempt(log: Log, what: string, write: () => void): boolean {
  try {
    write()
    return true
  } catch (err) {
    const why = forLog((err as { message?: unknown } | null)?.message ?? String(err), 300)
    log.warning(`Could not write ${forLog(what, 400)}: ${why}`)
    return false
  }
}
