// Small shared pieces of every report: severity words, ordering, budgets, counts, safe links.
import { SEVERITIES } from '../findings/types.js'
import { worstFirst as compareWorstFirst } from '../findings/gate.js'
import type { Budget, Finding, JudgedOccurrence, Severity, Threshold } from '../findings/types.js'
import type { ReportBaseline, ReportContext, BaselineEntry } from './context.js'
import type { BaselineInput } from '../config.js'

export const SEVERITY_LABEL: Record<Severity, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  'very-low': 'Very low',
  unknown: 'Unknown'
}

const RANK = new Map<Severity, number>(SEVERITIES.map((s, i) => [s, i]))

/** 0 for critical … 5 for unknown (unknown last in lists, though it counts like any other). */
export function severityRank(s: Severity): number {
  return RANK.get(s) ?? SEVERITIES.length
}

/** Worst first, as the gate orders a verdict (which is then already in order: no sort). */
export function worstFirst<T extends JudgedOccurrence>(occurrences: readonly T[]): T[] {
  for (let i = 1; i < occurrences.length; i++) {
    if (compareWorstFirst(occurrences[i - 1] as T, occurrences[i] as T) > 0) {
      return [...occurrences].sort(compareWorstFirst)
    }
  }
  return [...occurrences]
}

// The summary, SARIF and annotations each want the open occurrences worst first: with 100,000 of
// them the sort is done once per verdict, not once per report.
const sortedOpen = new WeakMap<readonly JudgedOccurrence[], readonly JudgedOccurrence[]>()

/** The occurrences still open (every state but fixed), worst first; a new array on every call. */
export function openWorstFirst(occurrences: readonly JudgedOccurrence[]): JudgedOccurrence[] {
  let sorted = sortedOpen.get(occurrences)
  if (sorted === undefined) {
    sorted = worstFirst(occurrences.filter((o) => !o.fixed))
    sortedOpen.set(occurrences, sorted)
  }
  return sorted.slice()
}

/** The occurrences still open (every state but fixed), worst first. */
export function unfixedWorstFirst(ctx: ReportContext): JudgedOccurrence[] {
  return openWorstFirst(ctx.verdict?.occurrences ?? [])
}

export function findingIndex(findings: readonly Finding[]): Map<string, Finding> {
  return new Map(findings.map((f) => [f.key, f]))
}

/** 100000 → "100,000" (fixed locale, so output does not depend on the runner). */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US')
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

/**
 * A link destination we are willing to put in Markdown: http(s) only, percent-encoded by the URL
 * parser, and the characters that could end a Markdown destination encoded too. Undefined for
 * anything else (a `javascript:` URL never becomes a link).
 */
export function safeHref(url: string | undefined): string | undefined {
  if (!url) return undefined
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined
  if (parsed.username || parsed.password) return undefined
  return parsed.href.replace(
    /[()<>"'`\\\s[\]|*_]/g,
    (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')
  )
}

/** What the baseline held unfixed and this result no longer shows unfixed. */
export function fixedSinceBaseline(
  baseline: ReportBaseline | undefined,
  occurrences: readonly JudgedOccurrence[]
): BaselineEntry[] {
  if (!baseline) return []
  if (baseline.fixedSinceBaseline) return baseline.fixedSinceBaseline
  const stillOpen = new Set(occurrences.filter((o) => !o.fixed).map((o) => o.id))
  const byId = new Map(occurrences.map((o) => [o.id, o]))
  return [...baseline.unfixed]
    .filter((id) => !stillOpen.has(id))
    .map((id) => {
      const o = byId.get(id) ?? baseline.details?.get(id)
      return o ? { id, name: o.name, method: o.method, url: o.url } : { id }
    })
}

/** The number the reports show as "fixed since baseline". */
export function fixedSinceBaselineCount(ctx: ReportContext): number {
  if (ctx.baseline) return fixedSinceBaseline(ctx.baseline, ctx.verdict?.occurrences ?? []).length
  return ctx.verdict?.counts.fixedSinceBaseline ?? 0
}

/** True when the run compares against a baseline (reports then show new / still open / fixed). */
export function hasBaseline(ctx: ReportContext): boolean {
  return ctx.baseline !== undefined || ctx.verdict?.baselineSource !== undefined
}
