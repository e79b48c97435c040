// The counts a result document states beside its occurrences: per severity (v1 results of an
// official plugin have `vulnerability_summary: {critical, high, medium, low, very_low}`; other
// versions may name them otherwise) and totals (stated-totals.ts). The service does not say what
// a per-severity count counts — occurrences, unfixed occurrences or findings — but each of those
// is at most the number of occurrences the document lists. So a summary that reports more than
// the occurrences account for means the document holds occurrences the reader cannot see: the
// result is unreadable, never clean. A count named open, unfixed, active or new counts unfixed
// ones: only unfixed occurrences account for it (count-keys.ts says which keys are counts).
//
// A count is recognised by its key in any case or with any count-like affix (`Critical`,
// `critical_count`, `criticalCount`, `total_high`, `veryLowFindings`, `open_high`), in any object
// of the document at any depth and size (the walk in shape.ts visits them all), and in the
// places count-places.ts names (one level down, beside the list, buckets of a list). A count that is
// not a safe non-negative whole number (-1, 2.5, 1e21) cannot be checked, so it is unreadable.
import {
  entryPath,
  at,
  unreadable,
  type FoundList,
  type JsonPath,
  type ObjectVisitor
} from './shape.js'
import { isObject, type Obj } from './fields.js'
import { countKey, countValue, type Known } from './count-keys.js'
import { holderKey, type HolderKey } from './holder-key.js'
import {
  bucketOf,
  holdsList,
  INNER_COUNTS,
  isShare,
  pagingCounts,
  type BareCount
} from './count-places.js'
import { checkTotals, type Accounted, type TotalClaim } from './stated-totals.js'
import { ResultParseError } from './decode.js'
import type { Severity } from './types.js'

export type { Accounted } from './stated-totals.js'

/** What the reader accounted for in the whole document. */
export interface DocumentRead extends Accounted {
  /** Occurrences listed per severity (repeats included), and the unfixed ones. */
  bySeverity: Readonly<Record<Severity, number>>
  unfixedBySeverity: Readonly<Record<Severity, number>>
}

type Counts = Partial<Record<Known, number>>

interface Summary {
  path: JsonPath | undefined
  counts: Counts
  unfixed: Counts
}

const NO_HOLDER: HolderKey = { unfixed: false, things: false, summary: false }

/** Collects the stated counts of the objects it is shown, then checks them against what was read. */
export class SummaryCheck {
  private readonly found: Summary[] = []
  private readonly totals: TotalClaim[] = []

  /** For the walk outside any finding entry; the document itself is where a bare total counts. */
  readonly visit: ObjectVisitor = (obj, path) =>
    this.visitIn(obj, path, undefined, path === undefined, false)

  /** For the walk of one finding entry: its totals count its own occurrences (`scope`). */
  visitorFor(entry: Obj, scope: object): ObjectVisitor {
    return (obj, path) => this.visitIn(obj, path, scope, obj === entry, false)
  }

  /** For the walk below an occurrence that holds lists: its own fields are an occurrence's. */
  occurrenceVisitor(occ: Obj, scope: object | undefined): ObjectVisitor {
    return (obj, path) => this.visitIn(obj, path, scope, false, obj === occ)
  }

  /**
   * `visit` for an occurrence of a list (or its `sub` object): its path is made only when needed.
   * `scope`: what a total in it counts (its finding's occurrences), else the document's.
   */
  visitEntry(obj: Obj, list: FoundList, index: number, sub?: string, scope?: object): void {
    if (!this.mayHold(obj)) return
    const path = sub === undefined ? entryPath(list, index) : at(entryPath(list, index), sub)
    this.visitIn(obj, path, scope, false, true)
  }

  // The hot path: once per flat occurrence. Only a per-severity count or a named total makes an
  // entry worth a look (a bare `count` in an occurrence counts something else, and so does an
  // `occurrences` or `instances` number: the occurrence's hits).
  private mayHold(obj: Obj): boolean {
    for (const key in obj) {
      const value = obj[key]
      if (typeof value !== 'number' && typeof value !== 'string' && !isObject(value)) continue
      const count = countKey(key)
      if (count !== null && count.of !== 'bare' && count.hits !== true) return true
    }
    return false
  }

  private visitIn(
    obj: Obj,
    path: JsonPath | undefined,
    scope: object | undefined,
    root: boolean,
    occurrence: boolean
  ): void {
    const holder =
      path !== undefined && typeof path.key === 'string' ? holderKey(path.key) : NO_HOLDER
    // `percentages: {high: 33.3}`: shares of what was found, not counts of it.
    if (holder.shares === 'all') return
    // An entry of a list walked through (not a finding or an occurrence) may count one severity.
    const walked = !root && !occurrence && path !== undefined && typeof path.key === 'number'
    if (walked && this.bucket(obj, path)) return
    let summary: Summary | undefined
    let bare: BareCount[] | undefined
    // An object named for findings, or holding a count of them, is a summary: a bare `total` in it
    // is a claim too.
    let isSummary = holder.things
    for (const key in obj) {
      if (!Object.hasOwn(obj, key)) continue
      const value = obj[key]
      const count = countKey(key)
      if (count === null) continue
      if (holder.shares === 'fractions' && isShare(value)) continue
      if (occurrence && count.hits === true) continue
      if (isObject(value)) {
        // `critical: {count: 2}`, `total_vulnerabilities: {value: 5}`, `occurrence_count: {open: 3}`.
        for (const [inner, innerUnfixed] of INNER_COUNTS) {
          if (!Object.hasOwn(value, inner)) continue
          const unfixed = innerUnfixed || count.unfixed || holder.unfixed
          const where = at(path, key)
          if (count.of === 'bare') {
            const n = countValue(value[inner])
            const statusOnly = count.statusOnly === true
            if (n !== undefined)
              (bare ??= []).push({ path: where, key: inner, n, unfixed, statusOnly })
            continue
          }
          const what = count.severity === undefined ? 'a stated count' : 'a per-severity count'
          const n = checked(value[inner], where, inner, what)
          if (n === undefined) continue
          if (count.severity !== undefined) {
            summary ??= { path, counts: {}, unfixed: {} }
            record(summary, count.severity, n, unfixed)
          } else if (count.of !== undefined) this.claim(scope, where, inner, n, count.of, unfixed)
          isSummary = true
        }
        continue
      }
      if (count.severity !== undefined) {
        const n = checked(value, path, key, 'a per-severity count')
        if (n === undefined) continue
        summary ??= { path, counts: {}, unfixed: {} }
        record(summary, count.severity, n, count.unfixed || holder.unfixed)
        isSummary = true
      } else if (count.of === 'bare') {
        const n = countValue(value)
        const unfixed = count.unfixed || holder.unfixed
        const statusOnly = count.statusOnly === true
        if (n !== undefined) (bare ??= []).push({ path, key, n, unfixed, statusOnly })
      } else if (count.of !== undefined) {
        const n = checked(value, path, key, 'a stated count')
        if (n === undefined) continue
        this.claim(scope, path, key, n, count.of, count.unfixed || holder.unfixed)
        isSummary = true
      }
    }
    if (summary !== undefined) this.found.push(summary)
    // An object holding the list by its name counts it, as the document's own level does.
    const list = !occurrence && holdsList(obj)
    if (list) pagingCounts(obj, path, (bare ??= []))
    if (bare === undefined) return
    for (const b of bare) {
      // `total` where the document or a finding states its own counts, beside the list, or in a
      // summary; `open` alone there too, or in a summary-like object (`stats`, `by_status`).
      const counts = b.statusOnly ? isSummary || root || holder.summary : isSummary || root || list
      if (!counts) continue
      if (Number.isNaN(b.n)) throw notACount(b.path, b.key, 'a stated count')
      this.claim(scope, b.path, b.key, b.n, 'either', b.unfixed)
    }
  }

  /** `severity_counts: [{key: "critical", count: 2}]`: an entry that counts one severity. */
  private bucket(obj: Obj, path: JsonPath): boolean {
    const bucket = bucketOf(obj)
    if (bucket === undefined) return false
    const list = path.parent?.key
    const holder = typeof list === 'string' ? holderKey(list) : NO_HOLDER
    if (holder.shares === 'all') return true
    const summary: Summary = { path, counts: {}, unfixed: {} }
    for (const [key, value, unfixed] of bucket.counts) {
      if (holder.shares === 'fractions' && isShare(value)) continue
      const n = checked(value, path, key, 'a per-severity count')
      if (n !== undefined) record(summary, bucket.severity, n, unfixed || holder.unfixed)
    }
    this.found.push(summary)
    return true
  }

  private claim(
    scope: object | undefined,
    path: JsonPath | undefined,
    key: string,
    stated: number,
    of: 'occurrences' | 'either',
    unfixed: boolean
  ): void {
    this.totals.push({ scope, path, key, stated, of, unfixed })
  }

  /**
   * Throws the first stated count that what was read cannot cover. Occurrences of unknown
   * severity may stand for any severity (they are gated at every threshold anyway), so they cover
   * what a summary reports beyond the known ones.
   */
  check(read: DocumentRead, entry: (scope: object) => Accounted): void {
    for (const { path, counts, unfixed } of this.found) {
      excessLine(path, counts, read.bySeverity, false)
      excessLine(path, unfixed, read.unfixedBySeverity, true)
    }
    checkTotals(this.totals, read, entry)
  }
}

function record(summary: Summary, severity: Known, n: number, unfixed: boolean): void {
  const counts = unfixed ? summary.unfixed : summary.counts
  // Two keys for one severity (`high`, `high_count`) say the same thing twice.
  counts[severity] = Math.max(counts[severity] ?? 0, n)
}

/** A value's count; throws when it is meant as a number but is not a safe whole count. */
function checked(
  value: unknown,
  path: JsonPath | undefined,
  key: string,
  what: string
): number | undefined {
  const n = countValue(value)
  if (Number.isNaN(n)) throw notACount(path, key, what)
  return n
}

function notACount(path: JsonPath | undefined, key: string, what: string): ResultParseError {
  return unreadable(
    { parent: path, key },
    `${what} in it is not a whole number from 0 to 9007199254740991`
  )
}

function excessLine(
  path: JsonPath | undefined,
  counts: Counts,
  accounted: Readonly<Record<Severity, number>>,
  unfixed: boolean
): void {
  let first: [Known, number] | undefined
  let beyondKnown = 0
  for (const [severity, reported] of Object.entries(counts) as [Known, number][]) {
    if (reported > accounted[severity]) {
      beyondKnown += reported - accounted[severity]
      first ??= [severity, reported]
    }
  }
  if (first === undefined || beyondKnown <= accounted.unknown) return
  const [severity, reported] = first
  const read = accounted[severity]
  const state = unfixed ? 'unfixed ' : ''
  throw new ResultParseError(
    `its ${summaryWhere(path)} reports ${reported} ${state}${severity} but the ` +
      `document lists ${read} ${state}${severity} ${read === 1 ? 'occurrence' : 'occurrences'} ` +
      `the action can read${unfixed ? ' (Fixed ones do not count)' : ''}, so some cannot be seen ` +
      'and it cannot be gated'
  )
}

const PLAIN = /^[A-Za-z0-9_.-]{1,40}$/

function summaryWhere(path: JsonPath | undefined): string {
  if (path === undefined) return 'per-severity summary'
  const keys: string[] = []
  for (let p: JsonPath | undefined = path; p !== undefined; p = p.parent) {
    // A key that is the document's own odd text is not repeated in the line.
    if (typeof p.key === 'number' || !PLAIN.test(p.key)) return 'per-severity summary'
    keys.push(p.key)
  }
  return keys.reverse().join('.')
}
