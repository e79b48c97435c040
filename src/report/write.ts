// Which reports a run writes, and where. The verdict is logged first, so a full disk or a missing
// permission never hides it; then a report file that cannot be written makes the run an error
// (unwritten.ts), while the job summary, annotations and the comment stay warnings.
import * as path from 'node:path'
import type { Config } from '../config.js'
import type { Log } from '../common/log.js'
import { forLog } from '../common/text.js'
import { ANNOTATION_LIMITS, emitAnnotations, planAnnotations } from './annotations.js'
import type { AnnotationLimits } from './annotations.js'
import { buildComment } from './comment.js'
import type { ReportContext, SarifResultCounts } from './context.js'
import type { ReportHost, UpsertResult } from './host.js'
import { appendTextSafely, removeFileSafely } from './file-write.js'
import { writeJsonReport } from './json-report.js'
import { logVerdict } from './log-verdict.js'
import { sarifCategory, writeSarif } from './sarif.js'
import { buildErrorSummary, buildSummary } from './summary.js'
import { unwrittenFailure, writeReportFile, type UnwrittenFile } from './unwritten.js'
import { summaryRoom } from './step-summary.js'

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
  /** One of several SARIF files uploaded together: its share of the upload (sarifFolderPlan). */
  sarifMaxGzipBytes?: number
  /**
   * One of several applications, whose SARIF files share one upload gated on the step's outcome:
   * an application without a verdict of its own writes none (see below).
   */
  sarifOnlyWithVerdict?: boolean
}

export interface WrittenReports {
  sarifFile?: string
  reportFile?: string
  summaryWritten: boolean
  comment?: UpsertResult
  /** Report files that could not be written: the run is an error (unwritten.ts). */
  unwritten: UnwrittenFile[]
}

/** Whether the gate judged a whole result (passed, warned or failed). */
function hasVerdict(ctx: ReportContext): boolean {
  return ctx.outcome === 'passed' || ctx.outcome === 'warned' || ctx.outcome === 'failed'
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
  const withRun: ReportContext = {
    ...ctx,
    runUrl: ctx.runUrl ?? host.runUrl,
    repository: ctx.repository ?? host.repository
  }
  const written: WrittenReports = { summaryWritten: false, unwritten: [] }
  logVerdict(log, withRun, {
    reasonLast: host.reasonLast === true,
    moreFindingsIn: host.words?.moreFindings
  })
  const unwritten = written.unwritten
  /** The report as the files still to come tell it: an error once a file could not be written. */
  const told = (): ReportContext =>
    unwritten.length === 0
      ? withRun
      : { ...withRun, outcome: 'error', message: unwrittenFailure(unwritten, withRun.message) }

  // SARIF before the JSON report: when it cannot be written, the JSON report (and the JUnit and
  // GitLab reports the tool makes from it) already says the run is an error.
  let sarif: SarifResultCounts | undefined
  if (SARIF_COMMANDS.has(ctx.command) && options.sarifOnlyWithVerdict && !hasVerdict(ctx)) {
    // The step's upload can run for another application's verdict (a tolerated time-out ranks
    // below a failure): a file with no results, or with a partial result's, would let code
    // scanning close this application's alerts that nothing showed fixed. A file an earlier run
    // left at its path would be uploaded as this run's: it goes (a link is removed, not followed).
    try {
      removeFileSafely(options.sarifFile || defaultPath(host, ctx, 'sarif'))
    } catch {
      // A folder at that path, or a link in its folders, is not ours to remove through.
    }
    log.notice(
      `No SARIF file for this application: its test reached no verdict (${ctx.outcome}), so code scanning keeps its alerts as they were`
    )
  } else if (SARIF_COMMANDS.has(ctx.command)) {
    const sarifFile = options.sarifFile || defaultPath(host, ctx, 'sarif')
    const failed = writeReportFile(`the SARIF file ${sarifFile}`, () => {
      sarif = writeSarif(sarifFile, withRun, {
        anchorFile: host.sarifAnchor(),
        category: sarifCategory(ctx.application.token),
        informationUri: host.informationUri,
        ...(options.sarifMaxGzipBytes ? { maxGzipBytes: options.sarifMaxGzipBytes } : {})
      })
    })
    if (failed) unwritten.push(failed)
    else written.sarifFile = sarifFile
  }

  const reportFile = options.reportFile || defaultPath(host, ctx, 'json')
  const failed = writeReportFile(`the JSON report ${reportFile}`, () => {
    writeJsonReport(reportFile, told(), now())
  })
  if (failed) unwritten.push(failed)
  else written.reportFile = reportFile

  if (options.summary) {
    written.summaryWritten = appendSummary({ ...told(), sarif }, host, log, unwritten)
  }
  options.reported?.({ ...told(), sarif })

  if (options.annotations && ctx.verdict) {
    const limits = options.annotationLimits ?? ANNOTATION_LIMITS
    emitAnnotations(log, planAnnotations(ctx.verdict, ctx.findings, limits))
  }

  if (options.comment) {
    written.comment = await host.comment(buildComment(told()), [ctx.application.token], log)
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

function appendSummary(
  ctx: ReportContext,
  host: ReportHost,
  log: Log,
  unwritten: UnwrittenFile[]
): boolean {
  const room = summaryRoom(
    host,
    log,
    4096,
    'The job summary is nearly full; the security test summary was left out.'
  )
  if (!room) return false
  const { file, budget } = room
  const text = ctx.verdict ? buildSummary(ctx, budget) : buildErrorSummary(ctx, budget)
  return appendSummaryText(host, log, file, text, unwritten)
}

/** Append to the summary: a report file on the tool (unwritten.ts), a warning on GitHub. */
export function appendSummaryText(
  host: ReportHost,
  log: Log,
  file: string,
  text: string,
  unwritten: UnwrittenFile[]
): boolean {
  const append = (): void => appendTextSafely(file, text)
  if (!host.summaryIsReport) return attempt(log, 'the job summary', append)
  const failed = writeReportFile(`the summary file ${file}`, append)
  if (failed) unwritten.push(failed)
  return !failed
}

/** Write something that is not a report file; one that cannot be written is a warning. */
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
