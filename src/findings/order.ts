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
    const w = weights.get(o.findingKey)
    if (w === undefined) weights.set(o.findingKey, weigh(firstWeight(o), o))
    else weigh(w, o)
  }
  return weights
}

function firstWeight(o: Orderable): FindingWeight {
  return { key: o.findingKey, name: o.name, severity: o.severity, counted: 0, open: 0 }
}

/** Adds an occurrence of the finding to its weight; returns the weight. */
function weigh(w: FindingWeight, o: Orderable): FindingWeight {
  if (severityRank(o.severity) < severityRank(w.severity)) w.severity = o.severity
  if (o.counted) w.counted++
  if (isOpen(o)) w.open++
  return w
}

function sameFindingOrder(a: Orderable, b: Orderable): number {
  return (
    cmp(a.normalizedUrl ?? a.url, b.normalizedUrl ?? b.url) ||
    cmp(a.method, b.method) ||
    cmp(a.id, b.id)
  )
}

/**
 * The whole-number key of each occurrence: its group, then its finding's rank (its place in
 * `compareFindings` order, 0 for the worst) — `key % findings` is that rank. One map lookup per
 * occurrence: its finding's index is kept while the weights are summed.
 */
function keysOf(occurrences: readonly Orderable[]): { keys: number[]; findings: number } {
  const index = new Map<string, number>()
  const weights: FindingWeight[] = []
  const findingOf = new Int32Array(occurrences.length)
  for (let i = 0; i < occurrences.length; i++) {
    const o = occurrences[i] as Orderable
    let j = index.get(o.findingKey)
    if (j === undefined) {
      j = weights.length
      index.set(o.findingKey, j)
      weights.push(weigh(firstWeight(o), o))
    } else weigh(weights[j] as FindingWeight, o)
    findingOf[i] = j
  }
  const rankOf = new Int32Array(weights.length)
  weights
    .map((_, j) => j)
    .sort((a, b) => compareFindings(weights[a] as FindingWeight, weights[b] as FindingWeight))
    .forEach((j, rank) => (rankOf[j] = rank))
  const findings = weights.length
  const keys = new Array<number>(occurrences.length)
  for (let i = 0; i < occurrences.length; i++) {
    keys[i] =
      groupOf(occurrences[i] as Orderable) * findings + (rankOf[findingOf[i] as number] ?? 0)
  }
  return { keys, findings }
}

/** The open occurrences in report order, and the counted ones among them. */
export interface OpenInOrder<T> {
  open: T[]
  counted: T[]
}

// For each array inReportOrder made (frozen, so nothing can reorder it): its open and counted
// occurrences, taken in the same pass when taking the Fixed ones away changes no finding's place
// (openInReportOrder). Its occurrences must not change what the order reads after it was made
// (the gate judges once, before ordering; labels change only `isNew`).
const OPEN_OF = new WeakMap<readonly Orderable[], OpenInOrder<Orderable>>()

/** A new array of `occurrences` in report order (frozen). */
export function inReportOrder<T extends Orderable>(occurrences: readonly T[]): readonly T[] {
  const { ordered, open } = sortedByReportOrder(occurrences)
  Object.freeze(ordered)
  if (open !== undefined) OPEN_OF.set(ordered, open)
  return ordered
}

/**
 * The open occurrences (not Fixed) of `occurrences`, in report order, and the counted ones among
 * them. Taking the Fixed ones away can change how two findings compare: findings are compared by
 * their worst severity, counted and open occurrences, and only the worst severity can change (a
 * Fixed occurrence is never counted nor open). For an array inReportOrder made, that was checked
 * as it was made (the first occurrence of each finding in that order is its worst), and when
 * nothing changes its open ones are already in order; any other list is checked and ordered.
 * The arrays are made once per list: the same ones on every call.
 */
export function openInReportOrder<T extends Orderable & { fixed: boolean }>(
  occurrences: readonly T[]
): OpenInOrder<T> {
  const known = OPEN_OF.get(occurrences) as OpenInOrder<T> | undefined
  if (known !== undefined) return known
  const open = occurrences.filter((o) => !o.fixed)
  const ordered = isInReportOrder(open) ? open : [...inReportOrder(open)]
  return { open: ordered, counted: ordered.filter((o) => o.counted) }
}

/**
 * `occurrences` sorted, and — when every one says whether it is Fixed and taking the Fixed ones
 * away moves no finding — its open and counted ones in the same order, from the same pass.
 */
function sortedByReportOrder<T extends Orderable>(
  occurrences: readonly T[]
): { ordered: T[]; open?: OpenInOrder<T> } {
  const { keys, findings } = keysOf(occurrences)
  // Keys are below 12 × the number of findings: buckets indexed by key need no sort of the keys
  // (a Map and a sort when findings are so many that the array would be mostly holes).
  const top = keys.reduce((a, b) => Math.max(a, b), -1) + 1
  const buckets = top > 4 * occurrences.length + 64 ? byMap(keys) : byIndex(keys, top)
  const ordered: T[] = []
  const open: T[] = []
  const counted: T[] = []
  // Per finding (by rank): the severity of its first occurrence, its worst; whether an open one
  // was seen. A Fixed one that is counted, or a finding whose first open one is milder, stops it.
  const worst = new Array<string | undefined>(findings)
  const openSeen = new Uint8Array(findings)
  let keeps = true
  for (const [key, bucket] of buckets) {
    const items = bucket.map((i) => occurrences[i] as T).sort(sameFindingOrder)
    const rank = key % findings
    for (const o of items) {
      ordered.push(o)
      if (!keeps) continue
      if (typeof o.fixed !== 'boolean' || (o.fixed && o.counted)) {
        keeps = false
        continue
      }
      worst[rank] ??= o.severity
      if (o.fixed) continue
      if (openSeen[rank] === 0) {
        openSeen[rank] = 1
        if (o.severity !== worst[rank]) keeps = false
      }
      open.push(o)
      if (o.counted) counted.push(o)
    }
  }
  return keeps ? { ordered, open: { open, counted } } : { ordered }
}

/** The indexes of the occurrences of each key, keys in order: buckets in an array. */
function byIndex(keys: readonly number[], top: number): Array<[number, number[]]> {
  const buckets = new Array<number[] | undefined>(top).fill(undefined)
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as number
    const bucket = buckets[k]
    if (bucket) bucket.push(i)
    else buckets[k] = [i]
  }
  const out: Array<[number, number[]]> = []
  buckets.forEach((bucket, k) => {
    if (bucket !== undefined) out.push([k, bucket])
  })
  return out
}

/** The same, in a Map and a sort of its keys (when the array would be mostly holes). */
function byMap(keys: readonly number[]): Array<[number, number[]]> {
  const buckets = new Map<number, number[]>()
  keys.forEach((k, i) => {
    const bucket = buckets.get(k)
    if (bucket) bucket.push(i)
    else buckets.set(k, [i])
  })
  return [...buckets.keys()].sort((a, b) => a - b).map((k) => [k, buckets.get(k) as number[]])
}

/** Whether `occurrences` are already in report order (one pass; no copy). */
export function isInReportOrder(occurrences: readonly Orderable[]): boolean {
  const { keys } = keysOf(occurrences)
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
