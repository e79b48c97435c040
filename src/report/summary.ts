// The job summary: the verdict and why, then "Fix first" (issue 24), then counts, findings,
// remediation, and the occurrences by baseline state, kept under GitHub's 1 MiB per-step limit
// with a note saying what was left out.
import { forCodeSpan, forMarkdown, safeHref, visibleUrl } from '../common/text.js'
import type { JudgedOccurrence, OccurrenceState } from '../findings/types.js'
import type { ReportContext, ReportOutcome } from './context.js'
import { allWarnings } from './context.js'
import {
  baselineSource,
  fixedSinceBaseline,
  fixedSinceBaselineCount,
  formatBaselineInput,
  formatBudget,
  formatCount,
  formatThreshold,
  hasBaseline,
  baselineHides,
  SEVERITY_MARK,
  unfixedWorstFirst,
  countedFirst,
  shownCounts
} from './format.js'
import { buildLine, generatedWhen } from './build-facts.js'
import { BudgetedDoc } from './markdown.js'
import { trendSection } from './trend-section.js'
import { sarifLimitReason } from './sarif.js'
import {
  FINDING_TABLE_HEADER,
  FIXED_HEADER,
  addTable,
  countsTable,
  findingRows,
  findingTableRows,
  fixFirstHeader,
  fixFirstRows,
  fixedRows,
  occurrenceGroups,
  occurrenceHeader,
  occurrenceRows,
  remediationBlock
} from './summary-sections.js'

export const STATUS_WORD: Record<ReportOutcome, string> = {
  passed: '✅ Passed',
  warned: '⚠️ Passed with warnings',
  failed: '❌ Failed',
  'timed-out': '⏱️ Timed out',
  stopped: '⏹️ Stopped',
  // An error fails the build: the same cross as a failure, not a warning sign.
  error: '❌ Error'
}

/** How a summary is placed: its subject, and the level of its heading (2: `##`). */
export interface SummaryPlace {
  /** "Security test"; one of several applications: its name, already escaped for Markdown. */
  subject: string
  /** The heading level of the summary's own heading; its sections are one level below. */
  level: number
  /**
   * False: no "Fix first" of its own (one of several applications: the step's one "Fix first",
   * estate-fix-first.ts, lists every application's, and its tables below list them all).
   */
  fixFirst?: boolean
}

const ALONE: SummaryPlace = { subject: 'Security test', level: 2 }

/** Counted occurrences the summary lists first, before any count. */
export const FIX_FIRST_ROWS = 20

/** Most warnings shown; the rest are in the JSON report. */
const MAX_WARNINGS = 20
/** Remediation blocks shown (one per finding type with unfixed occurrences, worst first). */
const MAX_REMEDIATIONS = 50
/**
 * Occurrence rows shown in all: more is a page nobody reads (and megabytes to escape); the
 * JSON report lists every occurrence.
 */
export const MAX_OCCURRENCE_ROWS = 1000

/**
 * The verdict and one line why, then "Fix first" (the counted occurrences, worst first), then
 * the counts, the findings, their remediation and every occurrence by state.
 */
export function buildSummary(
  ctx: ReportContext,
  budgetBytes = 1_000_000,
  place: SummaryPlace = ALONE
): string {
  if (!ctx.verdict) return buildErrorSummary(ctx, budgetBytes, place)
  const doc = new BudgetedDoc(budgetBytes)
  const left: string[] = []
  const h = '#'.repeat(place.level + 1)

  doc.add(headline(ctx, place))
  addBuildLine(doc, ctx)
  if (place.fixFirst !== false) addFixFirst(doc, ctx, h)
  doc.add(aboutLines(ctx).join('  \n'))
  doc.add(`${h} Occurrences by severity\n\n${countsTable(ctx)}`)
  doc.add(gateLine(ctx))
  const trend = trendSection(ctx, h)
  if (trend) doc.add(trend)
  const codeScanning = codeScanningLine(ctx)
  if (codeScanning) doc.add(codeScanning)
  addWarnings(doc, ctx, h)

  const findings = findingRows(ctx)
  const shownFindings = addTable(
    doc,
    `${h} Findings, worst first`,
    FINDING_TABLE_HEADER,
    findingTableRows(findings)
  )
  if (shownFindings < findings.length) {
    left.push(`${formatCount(findings.length - shownFindings)} more findings`)
  }

  const open = findings.filter((r) => r.unfixed > 0)
  let shownRemediations = 0
  if (open.length > 0 && doc.add(`${h} Remediation`)) {
    for (const row of open.slice(0, MAX_REMEDIATIONS)) {
      if (!doc.add(remediationBlock(row.finding))) break
      shownRemediations += 1
    }
  }
  if (shownRemediations < open.length) {
    left.push(`the remediation of ${formatCount(open.length - shownRemediations)} findings`)
  }

  let leftOccurrences = 0
  let rowsLeft = MAX_OCCURRENCE_ROWS
  const byState = groupByState(unfixedWorstFirst(ctx), MAX_OCCURRENCE_ROWS)
  const rows = occurrenceRows()
  for (const [state, title] of occurrenceGroups(baselineHides(ctx))) {
    const group = byState.get(state) ?? { first: [], count: 0 }
    const shown = addTable(
      doc,
      `${h} ${title}`,
      occurrenceHeader(state),
      rows(group.first.slice(0, rowsLeft))
    )
    rowsLeft -= shown
    leftOccurrences += group.count - shown
  }
  if (hasBaseline(ctx)) {
    const fixed = fixedSinceBaseline(ctx.baseline, ctx.verdict.occurrences)
    if (fixed.length > 0) {
      const title = `${h} Fixed since the baseline`
      const shown = addTable(doc, title, FIXED_HEADER, fixedRows(fixed))
      leftOccurrences += fixed.length - shown
    } else {
      doc.add(
        `${h} Fixed since the baseline\n\n${formatCount(fixedSinceBaselineCount(ctx))} occurrences.`
      )
    }
  }
  if (leftOccurrences > 0) left.unshift(`${formatCount(leftOccurrences)} more occurrences`)

  return doc.finish(leftOutNote(left))
}

/** For a run with no verdict (error, stopped, timed out, unreadable result): short. */
export function buildErrorSummary(
  ctx: ReportContext,
  budgetBytes = 1_000_000,
  place: SummaryPlace = ALONE
): string {
  const doc = new BudgetedDoc(budgetBytes)
  doc.add(headline(ctx, place))
  addBuildLine(doc, ctx)
  const lines = aboutLines(ctx)
  if (ctx.message) lines.unshift(`**Why:** ${forMarkdown(ctx.message, 1000)}`)
  if (ctx.parseError) {
    lines.push(`**The result could not be read:** ${forMarkdown(ctx.parseError, 1000)}`)
    lines.push('The raw result text is kept in the JSON report file.')
  }
  doc.add(lines.join('  \n'))
  addWarnings(doc, ctx, '#'.repeat(place.level + 1))
  return doc.finish()
}

/** Which build the verdict is about, right under the verdict (issue 21). */
export function addBuildLine(doc: BudgetedDoc, ctx: ReportContext, withBaseline = true): void {
  const line = buildLine(ctx, withBaseline)
  if (line) doc.add(line)
}

/** The verdict, and one line why (with a baseline: the known criticals still open, too). */
function headline(ctx: ReportContext, place: SummaryPlace): string {
  const heading = `${'#'.repeat(place.level)} ${place.subject}: ${STATUS_WORD[ctx.outcome]}`
  const v = ctx.verdict
  if (!v) return heading
  return `${heading}\n\n${forMarkdown(v.line, 1000)}${knownCriticalWords(ctx)}`
}

/**
 * With a baseline, the criticals it already had that are still open: they do not count toward
 * the gate, but the verdict line must not hide them (issue 24). '' when there are none.
 */
export function knownCriticalWords(ctx: ReportContext): string {
  const v = ctx.verdict
  if (!v || !baselineHides(ctx)) return ''
  const shown = shownCounts(v)
  const known = shown.unfixed.critical - shown.new.critical
  if (known <= 0) return ''
  return (
    ` · ${SEVERITY_MARK.critical} **${formatCount(known)} known critical ` +
    `occurrence${known === 1 ? '' : 's'} still open** (in the baseline too)`
  )
}

/**
 * "Fix first": the occurrences the gate counted, worst first, up to FIX_FIRST_ROWS (and what the
 * budget holds). Nothing when the gate counted none; the rest are in the tables below.
 */
function addFixFirst(doc: BudgetedDoc, ctx: ReportContext, h: string): void {
  const counted = countedFirst(ctx)
  if (counted.length === 0) return
  const withBaseline = hasBaseline(ctx)
  const rows = fixFirstRows(counted.slice(0, FIX_FIRST_ROWS), withBaseline)
  const shown = addTable(doc, `${h} Fix first`, fixFirstHeader(withBaseline), rows)
  const left = counted.length - shown
  if (shown > 0 && left > 0) {
    const more = `_… and ${formatCount(left)} more counted occurrence${left === 1 ? '' : 's'}`
    // The tables below hold MAX_OCCURRENCE_ROWS occurrences in all: never promise more.
    const unfixed = unfixedWorstFirst(ctx).length
    doc.add(
      unfixed <= MAX_OCCURRENCE_ROWS
        ? `${more}, listed below._`
        : `${more}; the tables below list the first ${formatCount(MAX_OCCURRENCE_ROWS)} of all ` +
            `${formatCount(unfixed)} unfixed occurrences, worst first, and the JSON report ` +
            '(`report-file`) lists every one._'
    )
  }
}

/** Application, test, status and our own links, one per line. */
function aboutLines(ctx: ReportContext): string[] {
  const app = ctx.application
  const name = app.name ?? ctx.meta.applicationName
  const url = app.url ?? ctx.meta.url
  const lines = [
    `**Application:** ${name ? `${forMarkdown(name, 200)} (token ` : ''}${forCodeSpan(app.token, 64)}` +
      `${name ? ')' : ''}${url ? ` at ${forCodeSpan(visibleUrl(url), 500)}` : ''}`
  ]
  if (ctx.meta.projectName) lines.push(`**Project:** ${forMarkdown(ctx.meta.projectName, 200)}`)
  if (ctx.resultToken) lines.push(`**Test run:** ${forMarkdown(ctx.resultToken, 64)}`)
  if (ctx.status !== undefined || ctx.progress !== undefined) {
    const progress = ctx.progress !== undefined ? ` (${forMarkdown(ctx.progress, 10)}%)` : ''
    // A test that timed out or was stopped was last seen running: say when, not what it is now.
    const label =
      ctx.outcome === 'timed-out' || ctx.outcome === 'stopped'
        ? 'Last status seen before the end'
        : 'Status'
    lines.push(`**${label}:** ${forMarkdown(ctx.status ?? 'unknown', 60)}${progress}`)
  }
  if (ctx.meta.generatedDate) {
    lines.push(`**Result generated:** ${generatedWhen(ctx.meta.generatedDate) ?? ''}`)
  }
  const href = safeHref(ctx.serviceTestUrl)
  if (href) lines.push(`[Open this test on the service](${href})`)
  return lines
}

function gateLine(ctx: ReportContext): string {
  const i = ctx.inputs
  const parts = [
    `**Gate:** fails on ${formatThreshold(i.threshold)} beyond ` +
      `max-unfixed ${forMarkdown(formatBudget(i.budget), 200)}`
  ]
  const baseline = baselineSource(ctx)
  if (baseline) parts.push(`baseline: ${forMarkdown(baseline, 300)}`)
  else if (i.baseline.kind !== 'none') {
    parts.push(`baseline ${forMarkdown(formatBaselineInput(i.baseline), 300)} not used`)
  }
  if (hasBaseline(ctx)) {
    parts.push(`${formatCount(fixedSinceBaselineCount(ctx))} fixed since the baseline`)
  }
  const expired = ctx.verdict?.expiredRules.length ?? 0
  if (expired > 0) parts.push(`${formatCount(expired)} expired ignore entries count again`)
  return parts.join('; ') + '.'
}

/**
 * Code scanning shows at most 5,000 results per run: when the SARIF file holds fewer than the
 * unfixed occurrences, say so here, or the alerts page would look like the whole result.
 */
function codeScanningLine(ctx: ReportContext): string | undefined {
  const s = ctx.sarif
  if (!s || s.omitted === 0) return undefined
  return (
    `**Code scanning:** the SARIF file holds the ${formatCount(s.included)} worst of ` +
    `${formatCount(s.included + s.omitted)} unfixed occurrences; ${formatCount(s.omitted)} are ` +
    `left out (${sarifLimitReason(s.included)}). ` +
    'The JSON report (`report-file`) lists them all.'
  )
}

/** The warnings, under a heading at the level of the summary's other sections (`h`). */
function addWarnings(doc: BudgetedDoc, ctx: ReportContext, h: string): void {
  const warnings = allWarnings(ctx)
  if (warnings.length === 0) return
  const items = warnings.slice(0, MAX_WARNINGS).map((w) => `- ${forMarkdown(w, 500)}`)
  if (warnings.length > MAX_WARNINGS) {
    items.push(`- … ${formatCount(warnings.length - MAX_WARNINGS)} more in the JSON report`)
  }
  doc.add(`${h} Warnings\n\n${items.join('\n')}`)
}

function leftOutNote(left: string[]): string | undefined {
  if (left.length === 0) return undefined
  return `_… ${left.join(', ')} not shown; see the JSON report (\`report-file\`)._`
}

/**
 * How many occurrences each state has, and its first `keep` in the order given (no table shows
 * more): one pass over 100,000, not one per state.
 */
function groupByState(
  occurrences: readonly JudgedOccurrence[],
  keep: number
): Map<OccurrenceState, { first: JudgedOccurrence[]; count: number }> {
  const groups = new Map<OccurrenceState, { first: JudgedOccurrence[]; count: number }>()
  for (const o of occurrences) {
    let group = groups.get(o.state)
    if (group === undefined) {
      group = { first: [], count: 0 }
      groups.set(o.state, group)
    }
    if (group.count++ < keep) group.first.push(o)
  }
  return groups
}
