// What the reader accounted for, kept as it reads: the counts a document states are checked
// against these once everything is read (severity-summary.ts, stated-totals.ts).
import { SEVERITIES, type Severity } from './types.js'
import type { Accounted, DocumentRead } from './severity-summary.js'

/** A finding entry as far as its counts go. */
export interface EntryTally {
  /** Its own occurrences (repeats included), and the unfixed ones. */
  own: number
  ownUnfixed: number
  /** Counted as one unfixed occurrence, location unknown (nothing else accounted for it). */
  settled: boolean
  /** Occurrences outside any finding that name it (shared by the entries of one name). */
  registered: { named: number; namedUnfixed: number }
}

export class ReadTally {
  /** Occurrences listed per severity (repeats included): what a summary is checked against. */
  private readonly bySeverity = perSeverity()
  /** The same, unfixed ones only: what a count named open, unfixed or new is checked against. */
  private readonly unfixedBySeverity = perSeverity()
  private listed = 0
  private unfixed = 0

  // The hot path: once per occurrence.
  /**
   * One listed occurrence, under its severity and every other severity its fields gave (a
   * summary may count it under any of them).
   */
  add(severity: Severity, ratings: readonly Severity[] | undefined, fixed: boolean): void {
    this.listed++
    this.bySeverity[severity]++
    if (!fixed) {
      this.unfixed++
      this.unfixedBySeverity[severity]++
    }
    if (ratings === undefined) return
    for (const r of ratings) {
      if (r === severity) continue
      this.bySeverity[r]++
      if (!fixed) this.unfixedBySeverity[r]++
    }
  }

  /** What the whole document accounts for, its finding entries included. */
  read(entries: readonly EntryTally[]): DocumentRead {
    let unfixedEntries = 0
    for (const entry of entries) {
      if (entry.ownUnfixed > 0 || entry.settled || entry.registered.namedUnfixed > 0) {
        unfixedEntries++
      }
    }
    return {
      bySeverity: this.bySeverity,
      unfixedBySeverity: this.unfixedBySeverity,
      listed: this.listed,
      unfixed: this.unfixed,
      entries: entries.length,
      unfixedEntries
    }
  }
}

/**
 * What one finding entry accounts for, for a total stated in it: its own occurrences, those
 * outside any finding that name it, or its location-unknown one.
 */
export function entryRead(entry: EntryTally): Accounted {
  const { named, namedUnfixed } = entry.registered
  const settled = entry.settled ? 1 : 0
  return {
    listed: entry.own + named + settled,
    unfixed: entry.ownUnfixed + namedUnfixed + settled,
    entries: 0,
    unfixedEntries: 0
  }
}

/** Per name, what its finding entries account for: their own occurrences and settled ones. */
export function namesRead(entries: readonly EntryTally[]): Map<object, Accounted> {
  const byName = new Map<object, Accounted>()
  for (const entry of entries) {
    const read = byName.get(entry.registered) ?? {
      listed: 0,
      unfixed: 0,
      entries: 0,
      unfixedEntries: 0
    }
    const settled = entry.settled ? 1 : 0
    read.listed += entry.own + settled
    read.unfixed += entry.ownUnfixed + settled
    byName.set(entry.registered, read)
  }
  return byName
}

/**
 * What the occurrences of one name account for, for a total stated in an occurrence outside any
 * finding entry: those outside any entry that name it, and every entry's of that name.
 */
export function nameRead(
  registered: EntryTally['registered'],
  byName: ReadonlyMap<object, Accounted>
): Accounted {
  const entries = byName.get(registered)
  return {
    listed: registered.named + (entries?.listed ?? 0),
    unfixed: registered.namedUnfixed + (entries?.unfixed ?? 0),
    entries: 0,
    unfixedEntries: 0
  }
}

function perSeverity(): Record<Severity, number> {
  return Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as Record<Severity, number>
}
