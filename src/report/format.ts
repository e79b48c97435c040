// Small shared pieces of every report: ordering, counts, the inputs in words, the baseline in numbers.
import { SEVERITIES } from '../findings/types.js'
import { openInReportOrder } from '../findings/order.js'
import type {
  Budget,
  Finding,
  JudgedOccurrence,
  Severity,
  SeverityCounts,
  Threshold,
  Verdict
} from '../findings/types.js'
import type { ReportBaseline, ReportContext, BaselineEntry } from './context.js'
import type { BaselineInput } from '../config.js'
import { formatCount } from '../common/text.js'

// The one number format of every report (it lives in text.ts, so the gate's line uses it too).
export { formatCount }

export const SEVERITY_LABEL: Record<Severity, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  'very-low': 'Very low',
  unknown: 'Unknown'
}

/**
 * A symbol per severity, always beside the word (never colour alone: the word reads without the
 * symbol, for a screen reader or a colour-blind reader). Markdown reports only.
 */
export const SEVERITY_MARK: Record<Severity, string> = {
  critical: '🔴',
  high: '🟠',
  medium: '🟡',
  low: '🔵',
  'very-low': '⚪',
  unknown: '❔'
}

/**
 * A no-break space as the character itself: GitHub renders it as `&nbsp;` would, and the summary
 * file read as plain text (GitLab, Jenkins) shows "Very low", not "Very&nbsp;low".
 */
export const NO_BREAK_SPACE = '\u00a0'

/** "🔴 Critical", kept on one line in a narrow table (the comment): the space is a no-break one. */
export function severityBadge(s: Severity): string {
  return `${SEVERITY_MARK[s]} ${SEVERITY_LABEL[s].replace(' ', NO_BREAK_SPACE)}`
}

// The summary, SARIF, annotations and comment each want the open occurrences worst first, and
// the counted ones among them: with 100,000 of them the lists are made once per verdict (most
// often by the gate's own ordering pass, findings/order.ts), not once per report, and handed out
// as they are (read-only: no copy per call).
const sortedOpen = new WeakMap<
  readonly JudgedOccurrence[],
  { open: readonly JudgedOccurrence[]; counted: readonly JudgedOccurrence[] }
>()

function openLists(occurrences: readonly JudgedOccurrence[]): {
  open: readonly JudgedOccurrence[]
  counted: readonly JudgedOccurrence[]
} {
  let lists = sortedOpen.get(occurrences)
  if (lists === undefined) {
    const { open, counted } = openInReportOrder(occurrences)
    lists = { open: Object.freeze(open), counted: Object.freeze(counted) }
    sortedOpen.set(occurrences, lists)
  }
  return lists
}

/** The occurrences still open (every state but fixed), worst first. */
export function openWorstFirst(
  occurrences: readonly JudgedOccurrence[]
): readonly JudgedOccurrence[] {
  return openLists(occurrences).open
}

/** Of the open occurrences, those the gate counted, worst first. */
export function countedWorstFirst(
  occurrences: readonly JudgedOccurrence[]
): readonly JudgedOccurrence[] {
  return openLists(occurrences).counted
}

/** The occurrences still open (every state but fixed), worst first. */
export function unfixedWorstFirst(ctx: ReportContext): readonly JudgedOccurrence[] {
  return openWorstFirst(ctx.verdict?.occurrences ?? [])
}

/** The open occurrences the gate counted, worst first. */
export function countedFirst(ctx: ReportContext): readonly JudgedOccurrence[] {
  return countedWorstFirst(ctx.verdict?.occurrences ?? [])
}

export function findingIndex(findings: readonly Finding[]): Map<string, Finding> {
  return new Map(findings.map((f) => [f.key, f]))
}

export function formatThreshold(t: Threshold): string {
  if (t === 'any') return 'any unfixed occurrence'
  if (t === 'none') return 'none (findings never fail the build)'
  return `${SEVERITY_LABEL[t].toLowerCase()} and worse`
}

/** The budget as the user would write it in `max-unfixed`. */
export function formatBudget(b: Budget): string {
  if (b.kind === 'total') return String(b.max)
  const parts = SEVERITIES.filter((s) => b.max[s] !== undefined).map((s) => `${s}=${b.max[s]}`)
  return parts.length > 0 ? parts.join(',') : '0'
}

export function formatBaselineInput(b: BaselineInput): string {
  return b.kind === 'file' ? `file ${b.path}` : b.kind
}

/** "2 critical, 1 high" (only the non-zero ones), or "none". */
export function formatSeverityCounts(counts: Record<Severity, number>): string {
  const parts = SEVERITIES.filter((s) => counts[s] > 0).map(
    (s) => `${formatCount(counts[s])} ${SEVERITY_LABEL[s].toLowerCase()}`
  )
  return parts.length > 0 ? parts.join(', ') : 'none'
}

// Every report asks for it (log, summary, JSON report, comment): with 100,000 occurrences it is
// worked out once per baseline and verdict.
const fixedSinceCache = new WeakMap<
  ReportBaseline,
  WeakMap<readonly JudgedOccurrence[], BaselineEntry[]>
>()

/** What the baseline held unfixed and this result no longer shows unfixed. */
export function fixedSinceBaseline(
  baseline: ReportBaseline | undefined,
  occurrences: readonly JudgedOccurrence[]
): BaselineEntry[] {
  if (!baseline) return []
  if (baseline.fixedSinceBaseline) return baseline.fixedSinceBaseline
  let byOccurrences = fixedSinceCache.get(baseline)
  if (byOccurrences === undefined) fixedSinceCache.set(baseline, (byOccurrences = new WeakMap()))
  let entries = byOccurrences.get(occurrences)
  if (entries === undefined) {
    // Only a fixed occurrence can be looked up below: the open ones are only counted out.
    const stillOpen = new Set<string>()
    const fixedById = new Map<string, JudgedOccurrence>()
    for (const o of occurrences) {
      if (o.fixed) fixedById.set(o.id, o)
      else stillOpen.add(o.id)
    }
    entries = [...baseline.unfixed]
      .filter((id) => !stillOpen.has(id))
      .map((id) => {
        const o = fixedById.get(id) ?? baseline.details?.get(id)
        return o ? { id, name: o.name, method: o.method, url: o.url } : { id }
      })
    byOccurrences.set(occurrences, entries)
  }
  return entries
}

/** The number the reports show as "fixed since baseline". */
export function fixedSinceBaselineCount(ctx: ReportContext): number {
  if (ctx.baseline) return fixedSinceBaseline(ctx.baseline, ctx.verdict?.occurrences ?? []).length
  return ctx.verdict?.counts.fixedSinceBaseline ?? 0
}

/** Where the baseline came from ("previous test 3f…", "file base.json"), when there is one. */
export function baselineSource(ctx: ReportContext): string | undefined {
  return ctx.verdict?.baselineSource ?? ctx.baseline?.source
}

/** True when the run compares against a baseline (reports then show new / still open / fixed). */
export function hasBaseline(ctx: ReportContext): boolean {
  return ctx.baseline !== undefined || ctx.verdict?.baselineSource !== undefined
}

/**
 * True when the baseline hid what it held from the gate; false when there is none, or when it only
 * labelled what is new (`baseline: previous` without a passing verdict to read): the gate then
 * counted every unfixed occurrence, and no report may say the baseline kept one out.
 */
export function baselineHides(ctx: ReportContext): boolean {
  return hasBaseline(ctx) && ctx.verdict?.baselineLabelsOnly !== true
}

/**
 * The unfixed and new counts the reports a person reads show: without the occurrences under a
 * `monitor` policy (those are in the JSON report and SARIF only; the step's outputs count them
 * like the JSON report). Counted, ignored and warned never hold a monitored one.
 */
export function shownCounts(v: Verdict): { unfixed: SeverityCounts; new: SeverityCounts } {
  const minus = (a: SeverityCounts, b: SeverityCounts | undefined): SeverityCounts => {
    const out = { ...a }
    if (b) for (const s of SEVERITIES) out[s] -= b[s]
    return out
  }
  return {
    unfixed: minus(v.counts.unfixed, v.counts.monitored),
    new: minus(v.counts.new, v.counts.monitoredNew)
  }
}

/** "3 occurrences under a monitor policy are in the JSON report and SARIF only", or ''. */
export function monitoredWords(v: Verdict | undefined): string {
  const n = v?.counts.monitored
    ? SEVERITIES.reduce((t, s) => t + (v.counts.monitored[s] ?? 0), 0)
    : 0
  if (n === 0) return ''
  return `${formatCount(n)} occurrence${n === 1 ? '' : 's'} under a monitor policy ${n === 1 ? 'is' : 'are'} in the JSON report and SARIF only`
}
