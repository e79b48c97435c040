// The per-severity counts a result document may carry beside its occurrences (v1 results of an
// official plugin have `vulnerability_summary: {critical, high, medium, low, very_low}`; other
// versions may name it otherwise). The service does not say what they count — occurrences,
// unfixed occurrences or findings — but each of those is at most the number of occurrences the
// document lists. So a summary that reports more than the occurrences account for means the
// document holds occurrences the reader cannot see: the result is unreadable, never clean.
import { isObject, type Obj } from './fields.js'
import { severityOfLabel } from './severity.js'
import type { Severity } from './types.js'

/** How deep below the top level a summary object is looked for (`stats.summary.critical`). */
const MAX_DEPTH = 2
/** Objects with more keys than this are not summaries (and not worth scanning). */
const MAX_KEYS = 64
const SAFE_KEY = /^[A-Za-z0-9_.-]{1,40}$/

export interface SummaryExcess {
  /** Where the summary stands ("vulnerability_summary"), when its key is safe to print. */
  where?: string
  severity: Exclude<Severity, 'unknown'>
  reported: number
  accounted: number
}

/**
 * The first per-severity count in `doc` that the occurrences read (`accounted`, per severity,
 * repeats included) cannot cover, or undefined when every summary is covered. Occurrences of
 * unknown severity may stand for any severity (they are gated at every threshold anyway), so
 * they cover what a summary reports beyond the known ones.
 */
export function summaryExcess(
  doc: Obj,
  accounted: Readonly<Record<Severity, number>>
): SummaryExcess | undefined {
  const visit = (obj: Obj, path: string[], depth: number): SummaryExcess | undefined => {
    const keys = Object.keys(obj)
    if (keys.length > MAX_KEYS) return undefined
    let first: SummaryExcess | undefined
    let beyondKnown = 0
    for (const key of keys) {
      const value = obj[key]
      if (isObject(value)) {
        if (depth < MAX_DEPTH) {
          const found = visit(value, [...path, key], depth + 1)
          if (found) return found
        }
        continue
      }
      if (depth === 0) continue // top-level numbers are scores and dates, not counts
      const severity = severityOfLabel(key)
      const reported = countOf(value)
      if (severity === undefined || reported === undefined) continue
      if (reported > accounted[severity]) {
        beyondKnown += reported - accounted[severity]
        first ??= { severity, reported, accounted: accounted[severity] }
      }
    }
    if (first === undefined || beyondKnown <= accounted.unknown) return undefined
    const where = path.every((p) => SAFE_KEY.test(p)) ? path.join('.') : undefined
    return { ...first, where }
  }
  return visit(doc, [], 0)
}

/** A count: a non-negative whole number, or its digits as text. */
function countOf(value: unknown): number | undefined {
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value >= 0 ? value : undefined
  if (typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value)) return Number(value)
  return undefined
}
