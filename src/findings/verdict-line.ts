// The gate's one-line reason, built from numbers and severity names only (no untrusted text), so
// it can be printed anywhere as it is: the failure message, the summary, the comment. Numbers in
// the one format of every report (formatCount: 2,043).
import { formatCount } from '../common/text.js'
import { gatedSeverities, thresholdPhrase } from './severity.js'
import {
  SEVERITIES,
  type Budget,
  type Severity,
  type SeverityCounts,
  type Threshold,
  totalOf
} from './types.js'

export interface LineInput {
  threshold: Threshold
  budget: Budget
  counted: SeverityCounts
  /** Every unfixed occurrence, for the `none` threshold's line. */
  unfixedTotal: number
  withBaseline: boolean
  /** Counted occurrences that are regressions: with a baseline, the line says "new or regressed". */
  regressedCounted?: number
  /**
   * Counted occurrences the baseline holds, counted because their accepted risk expired: with
   * a baseline the line then says "counted", not "new" (new-count leaves them out).
   */
  expiredCounted?: number
  /**
   * Unfixed occurrences the gate set aside rather than counted: a passing line that said "no
   * unfixed occurrences" beside a table of warned ones would contradict it.
   */
  setAside?: { warned: number; monitored: number; accepted: number }
}

/** Severities whose counted occurrences exceed their budget, worst first (per-severity budgets). */
export function overBudget(
  threshold: Threshold,
  budget: Budget,
  counted: SeverityCounts
): Severity[] {
  if (budget.kind !== 'per-severity') return []
  return gatedSeverities(threshold).filter((s) => counted[s] > (budget.max[s] ?? 0))
}

export function gatePasses(threshold: Threshold, budget: Budget, counted: SeverityCounts): boolean {
  if (budget.kind === 'total') return totalOf(counted) <= budget.max
  return overBudget(threshold, budget, counted).length === 0
}

export function verdictLine(input: LineInput): string {
  const { threshold, budget, counted, withBaseline } = input
  if (threshold === 'none') {
    return `passed: fail-threshold is none (${plural(input.unfixedTotal, 'unfixed occurrence')} not gated)`
  }
  const noun = !withBaseline
    ? 'unfixed occurrence'
    : (input.expiredCounted ?? 0) > 0
      ? 'counted unfixed occurrence'
      : (input.regressedCounted ?? 0) > 0
        ? 'new or regressed unfixed occurrence'
        : 'new unfixed occurrence'
  const total = totalOf(counted)
  const at = thresholdPhrase(threshold)
  const passed = gatePasses(threshold, budget, counted)

  if (passed) {
    const aside = setAsideClause(input.setAside)
    // Some unfixed occurrences were not counted: the line says what it counted, and what not.
    const countedNoun = aside === '' ? noun : `counted ${noun}`
    if (total === 0) return `passed: no ${countedNoun}s ${at}${aside}`
    if (budget.kind === 'total') {
      return `passed: ${plural(total, countedNoun)} ${at}, within the budget of ${formatCount(budget.max)}${aside}`
    }
    return `passed: ${plural(total, countedNoun)} ${at} (${breakdown(counted)}), within the per-severity budgets${aside}`
  }
  if (budget.kind === 'total') {
    return `${plural(total, noun)} ${at} (${breakdown(counted)}) ${exceed(total)} the budget of ${formatCount(budget.max)}`
  }
  return overBudget(threshold, budget, counted)
    .map((s, i) => {
      const n = counted[s]
      const max = budget.max[s] ?? 0
      // The first clause says it in full; the rest repeat its pattern in short.
      return i === 0
        ? `${s}: ${plural(n, noun)} ${exceed(n)} the budget of ${formatCount(max)}`
        : `${s}: ${formatCount(n)} ${exceed(n)} ${formatCount(max)}`
    })
    .join('; ')
}

/** "; 2 warned by policy, 1 monitored, 3 accepted risks": the unfixed ones not counted. */
function setAsideClause(aside: LineInput['setAside']): string {
  if (!aside) return ''
  const parts = [
    aside.warned > 0 ? `${formatCount(aside.warned)} warned by policy` : '',
    aside.monitored > 0 ? `${formatCount(aside.monitored)} monitored by policy` : '',
    aside.accepted > 0 ? `${formatCount(aside.accepted)} accepted as risks` : ''
  ].filter((p) => p !== '')
  return parts.length === 0 ? '' : `; ${parts.join(', ')}`
}

/** "critical 1, high 3": the severities with a count, worst first. */
function breakdown(counts: SeverityCounts): string {
  return SEVERITIES.filter((s) => counts[s] > 0)
    .map((s) => `${s} ${formatCount(counts[s])}`)
    .join(', ')
}

function plural(n: number, noun: string): string {
  return `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`
}

function exceed(n: number): string {
  return n === 1 ? 'exceeds' : 'exceed'
}
