// The verdict in the step log: a few lines a developer reads without opening the summary.
// Untrusted text goes through forLog, so no finding can start a workflow command.
import { totalOf } from '../findings/types.js'
import type { Log } from '../common/log.js'
import { forLog } from '../common/text.js'
import type { ReportContext, ReportOutcome } from './context.js'
import {
  baselineSource,
  SEVERITY_LABEL,
  fixedSinceBaselineCount,
  formatCount,
  formatSeverityCounts,
  monitoredWords,
  shownCounts
} from './format.js'
import { findingRows } from './summary-sections.js'

const OUTCOME_WORD: Record<ReportOutcome, string> = {
  passed: 'PASSED',
  warned: 'PASSED WITH WARNINGS',
  failed: 'FAILED',
  'timed-out': 'TIMED OUT',
  stopped: 'STOPPED',
  error: 'ERROR'
}
const TOP_FINDINGS = 10

/** One progress line for the poll loop: "Test 3f… running, 40%". */
export function progressLine(status: string | undefined, progress: number | undefined): string {
  const pct =
    progress !== undefined && Number.isFinite(progress) ? `, ${forLog(progress, 10)}%` : ''
  return `Test status: ${forLog(status ?? 'unknown', 60)}${pct}`
}

export interface VerdictLogOptions {
  /**
   * The host ends a failed run with its reason as the log's last line (the tool), and a notice
   * is already logged: the block then leaves out the reason, so each is printed once.
   */
  reasonLast?: boolean
  /** Where the findings the log leaves out are: "the job summary" unless the host says. */
  moreFindingsIn?: string
}

export function logVerdict(log: Log, ctx: ReportContext, options: VerdictLogOptions = {}): void {
  const test = ctx.resultToken ? ` (test ${forLog(ctx.resultToken, 64)})` : ''
  log.info(`Security test ${OUTCOME_WORD[ctx.outcome]}${test}`)
  if (ctx.status !== undefined || ctx.progress !== undefined) {
    log.info(progressLine(ctx.status, ctx.progress))
  }
  const v = ctx.verdict
  if (!v) {
    if (options.reasonLast) return
    if (ctx.message) log.info(`Why: ${forLog(ctx.message, 1000)}`)
    if (ctx.parseError) log.info(`The result could not be read: ${forLog(ctx.parseError, 1000)}`)
    return
  }
  // A failed gate's failure line is the verdict's line.
  if (!(options.reasonLast && ctx.outcome === 'failed'))
    log.info(`Verdict: ${forLog(v.line, 1000)}`)
  const shown = shownCounts(v)
  const monitored = monitoredWords(v)
  log.info(
    `Unfixed occurrences: ${formatCount(totalOf(shown.unfixed))} ` +
      `(${formatSeverityCounts(shown.unfixed)}); ` +
      `new: ${formatCount(totalOf(shown.new))}; fixed: ${formatCount(totalOf(v.counts.fixed))}; ` +
      `ignored: ${formatCount(totalOf(v.counts.ignored))}; ` +
      `counted by the gate: ${formatCount(totalOf(v.counts.counted))}` +
      (monitored ? `; ${monitored}` : '')
  )
  const baseline = baselineSource(ctx)
  if (baseline) {
    log.info(
      `Baseline: ${forLog(baseline, 300)}; ` +
        `${formatCount(fixedSinceBaselineCount(ctx))} fixed since the baseline`
    )
  }
  const rows = findingRows(ctx).filter((r) => r.unfixed > 0)
  for (const r of rows.slice(0, TOP_FINDINGS)) {
    log.info(
      `  ${SEVERITY_LABEL[r.finding.severity].padEnd(8)}  ${forLog(r.finding.name, 200)}: ` +
        `${formatCount(r.unfixed)} unfixed`
    )
  }
  if (rows.length > TOP_FINDINGS) {
    log.info(
      `  … ${formatCount(rows.length - TOP_FINDINGS)} more findings in ${options.moreFindingsIn ?? 'the job summary'}`
    )
  }
}
