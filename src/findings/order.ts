// The one order of every report (issue 24): worst severity first; within a severity the
// occurrences the gate counts before the others; then the findings with the most counted
// occurrences (then the most open ones, then by name); then URL, method and id, so the order is
// the same on every run. The log, annotations, summary, comment, SARIF and JUnit all take it from
// here, so whatever a report cuts for size it cuts from the end of the same order.
//
// Fast at 100,000 occurrences: each occurrence gets one whole-number key (its group and its
// finding's rank), the occurrences are bucketed by key in one pass, and only the occurrences of
// one finding are compared by URL, method and id.
import { severityRank } from './severity.js'
import type { Severity } from './types.js'

/** What the order reads of an occurrence (a judged occurrence, or one read back from a report). */
export interface Orderable {
  id: string
  findingKey: string
  name: string
  severity: Severity
  method: string
  url: string
  /** Preferred over `url` when present (the judged occurrence's normalised URL). */
  normalizedUrl?: string
  counted: boolean
  fixed?: boolean
  state?: string
}

/** What the order reads of a finding's occurrences, summed. */
export interface FindingWeight {
  key: string
  name: string
  severity: Severity
  counted: number
  open: number
}

/** Severity, then counted before not: 0 (critical, counted) … 11 (unknown, not counted). */
function groupOf(o: Orderable): number {
  return severityRank(o.severity) * 2 + (o.counted ? 0 : 1)
}

function isOpen(o: Orderable): boolean {
  return o.fixed !== undefined ? !o.fixed : o.state !== 'fixed'
}

/** Plain code-unit order of two strings (locale-free, the same on every runner). */
export function cmp(a: string, b: string): number {
  return a === b ? 0 : a < b ? -1 : 1
}

/**
 * Findings worst first: severity, most counted occurrences, most open occurrences, name, key.
 * The same order the occurrences of those findings take.
 */
export function compareFindings(a: FindingWeight, b: FindingWeight): number {
  return (
    severityRank(a.severity) - severityRank(b.severity) ||
    b.counted - a.counted ||
    b.open - a.open ||
    cmp(a.name, b.name) ||
    cmp(a.key, b.key)
  )
}

/** Each finding's counted and open occurrences (its severity: its worst occurrence's). */
export function findingWeights(occurrences: Iterable<Orderable>): Map<string, FindingWeight> {
  const weights = new Map<string, FindingWeight>()
  for (const o of occurrences) {
    let w = weights.get(o.findingKey)
    if (w === undefined) {
      w = { key: o.findingKey, name: o.name, severity: o.severity, counted: 0, open: 0 }
      weights.set(o.findingKey, w)
    } else if (severityRank(o.severity) < severityRank(w.severity)) w.severity = o.severity
    if (o.counted) w.counted++
    if (isOpen(o)) w.open++
  }
  return weights
}

/** Each finding's place in `compareFindings` order, 0 for the worst. */
function findingRanks(occurrences: readonly Orderable[]): Map<string, number> {
  const ranked = [...findingWeights(occurrences).values()].sort(compareFindings)
  return new Map(ranked.map((w, i) => [w.key, i]))
}

function sameFindingOrder(a: Orderable, b: Orderable): number {
  return (
    cmp(a.normalizedUrl ?? a.url, b.normalizedUrl ?? b.url) ||
    cmp(a.method, b.method) ||
    cmp(a.id, b.id)
  )
}

/** The whole-number key of each occurrence: its group, then its finding's rank. */
function keysOf(occurrences: readonly Orderable[]): number[] {
  const ranks = findingRanks(occurrences)
  const findings = ranks.size
  return occurrences.map((o) => groupOf(o) * findings + (ranks.get(o.findingKey) ?? 0))
}

// The arrays inReportOrder made, frozen so nothing can reorder them: known to be in order
// without a check (openInReportOrder). Their occurrences must not change what the order reads
// after it was made (the gate judges once, before ordering; labels change only `isNew`).
const ORDERED = new WeakSet<readonly Orderable[]>()

/** A new array of `occurrences` in report order (frozen). */
export function inReportOrder<T extends Orderable>(occurrences: readonly T[]): readonly T[] {
  const ordered = Object.freeze(sortedByReportOrder(occurrences))
  ORDERED.add(ordered)
  return ordered
}

/**
 * The open occurrences (not Fixed) of `occurrences`, in report order; a new array. When
 * `occurrences` is an array inReportOrder made, its open ones are already in order unless taking
 * the Fixed ones away changes how two findings compare: findings are compared by their worst
 * severity, counted and open occurrences, and only the worst severity can change (a Fixed
 * occurrence is never counted nor open) — checked in one pass, as the first occurrence of each
 * finding in that order is its worst. Otherwise they are checked and ordered as any list is.
 */
export function openInReportOrder<T extends Orderable & { fixed: boolean }>(
  occurrences: readonly T[]
): T[] {
  const open = occurrences.filter((o) => !o.fixed)
  if (ORDERED.has(occurrences) && fixedChangeNoFinding(occurrences)) return open
  return isInReportOrder(open) ? open : [...inReportOrder(open)]
}

/** Whether the worst severity of each finding's open occurrences is its worst of all. */
function fixedChangeNoFinding(ordered: readonly (Orderable & { fixed: boolean })[]): boolean {
  // Per finding: its first occurrence's severity, then whether an open one has been seen.
  const worst = new Map<string, { severity: Severity; openSeen: boolean }>()
  for (const o of ordered) {
    if (o.fixed && o.counted) return false
    let w = worst.get(o.findingKey)
    if (w === undefined) {
      w = { severity: o.severity, openSeen: false }
      worst.set(o.findingKey, w)
    }
    if (o.fixed || w.openSeen) continue
    w.openSeen = true
    if (o.severity !== w.severity) return false
  }
  return true
}

function sortedByReportOrder<T extends Orderable>(occurrences: readonly T[]): T[] {
  const keys = keysOf(occurrences)
  // Keys are below 12 × the number of findings: buckets indexed by key need no sort of the keys
  // (a Map and a sort when findings are so many that the array would be mostly holes).
  const top = keys.reduce((a, b) => Math.max(a, b), -1) + 1
  if (top > 4 * occurrences.length + 64) return byMap(occurrences, keys)
  const buckets = new Array<T[] | undefined>(top).fill(undefined)
  for (let i = 0; i < occurrences.length; i++) {
    const k = keys[i] as number
    const bucket = buckets[k]
    if (bucket) bucket.push(occurrences[i] as T)
    else buckets[k] = [occurrences[i] as T]
  }
  const ordered: T[] = []
  for (const bucket of buckets) {
    if (bucket === undefined) continue
    bucket.sort(sameFindingOrder)
    for (const o of bucket) ordered.push(o)
  }
  return ordered
}

function byMap<T extends Orderable>(occurrences: readonly T[], keys: readonly number[]): T[] {
  const buckets = new Map<number, T[]>()
  occurrences.forEach((o, i) => {
    const k = keys[i] as number
    const bucket = buckets.get(k)
    if (bucket) bucket.push(o)
    else buckets.set(k, [o])
  })
  const ordered: T[] = []
  for (const k of [...buckets.keys()].sort((a, b) => a - b)) {
    const bucket = buckets.get(k) as T[]
    bucket.sort(sameFindingOrder)
    for (const o of bucket) ordered.push(o)
  }
  return ordered
}

/** Whether `occurrences` are already in report order (one pass; no copy). */
export function isInReportOrder(occurrences: readonly Orderable[]): boolean {
  const keys = keysOf(occurrences)
  for (let i = 1; i < occurrences.length; i++) {
    const d = (keys[i - 1] as number) - (keys[i] as number)
    if (d > 0) return false
    if (
      d === 0 &&
      sameFindingOrder(occurrences[i - 1] as Orderable, occurrences[i] as Orderable) > 0
    )
      return false
  }
  return true
}

/** Findings (anything with a key) in report order, by the occurrences given. */
export function findingsInReportOrder<F extends { key: string; name: string; severity: Severity }>(
  findings: readonly F[],
  occurrences: Iterable<Orderable>
): F[] {
  const weights = findingWeights(occurrences)
  const weightOf = (f: F): FindingWeight => {
    const w = weights.get(f.key)
    return {
      key: f.key,
      name: f.name,
      severity: f.severity,
      counted: w?.counted ?? 0,
      open: w?.open ?? 0
    }
  }
  return findings
    .map((f) => ({ f, w: weightOf(f) }))
    .sort((a, b) => compareFindings(a.w, b.w))
    .map(({ f }) => f)
}
