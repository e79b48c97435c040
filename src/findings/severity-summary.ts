// The per-severity counts a result document may carry beside its occurrences (v1 results of an
// official plugin have `vulnerability_summary: {critical, high, medium, low, very_low}`; other
// versions may name it otherwise). The service does not say what they count — occurrences,
// unfixed occurrences or findings — but each of those is at most the number of occurrences the
// document lists. So a summary that reports more than the occurrences account for means the
// document holds occurrences the reader cannot see: the result is unreadable, never clean.
//
// A count is recognised by its key in any case or with any count-like affix (`Critical`,
// `critical_count`, `criticalCount`, `total_high`, `veryLowFindings`), in any object of the
// document at any depth and size (the walk in shape.ts visits them all). A count that is not a
// safe non-negative whole number (-1, 2.5, 1e21) cannot be checked, so it is unreadable.
import { severityOfLabel } from './severity.js'
import { at, entryPath, unreadable, type FoundList, type JsonPath } from './shape.js'
import { isObject, type Obj } from './fields.js'
import type { Severity } from './types.js'

type Known = Exclude<Severity, 'unknown'>

export interface SummaryExcess {
  /** Where the summary stands ("vulnerability_summary"), in words safe to print. */
  where: string
  severity: Known
  reported: number
  accounted: number
}

// Words that say "a count of" around a severity: `critical_count`, `numHigh`, `total_low`,
// `open_medium_findings`, `high_risk_issues`.
const FILLER = new Set([
  'count',
  'counts',
  'total',
  'totals',
  'num',
  'number',
  'nb',
  'n',
  'no',
  'of',
  'open',
  'unfixed',
  'fixed',
  'active',
  'finding',
  'findings',
  'issue',
  'issues',
  'alert',
  'alerts',
  'vuln',
  'vulns',
  'vulnerability',
  'vulnerabilities',
  'occurrence',
  'occurrences',
  'occurences',
  'risk',
  'risks',
  'severity',
  'level',
  'sev'
])
const MAX_KEY_CHARS = 60
const keySeverities = new Map<string, Known | null>()

/** The severity a count's key names, or undefined ("critical_count" → critical). */
export function countSeverity(key: string): Known | undefined {
  let severity = keySeverities.get(key)
  if (severity === undefined) {
    severity = key.length > MAX_KEY_CHARS ? null : (readKey(key) ?? null)
    if (keySeverities.size < 10_000) keySeverities.set(key, severity)
  }
  return severity ?? undefined
}

function readKey(key: string): Known | undefined {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '' && !FILLER.has(w))
  if (words.length === 0 || words.length > 2) return undefined
  const label = words.join('')
  // "criticals", "highs"; "crit", "med" as dashboards abbreviate them.
  return severityOfLabel(label) ?? severityOfLabel(label.replace(/s$/, '')) ?? SHORT.get(label)
}

const SHORT = new Map<string, Known>([
  ['crit', 'critical'],
  ['crits', 'critical'],
  ['med', 'medium'],
  ['hi', 'high'],
  ['lo', 'low']
])
// `critical: {count: 2}`: the count one level down.
const COUNT_KEYS = ['count', 'total', 'open', 'unfixed', 'n', 'value']

const DIGITS = /^\s*\d{1,400}\s*$/
// Anything that starts like a number ("2", "-1", "1e21", "2 findings") is meant as a count.
const NUMBER_TEXT = /^\s*[-+]?(?:\d|\.\d)/

/** The count a value holds; throws when it is a number that is not a safe whole count. */
function countOf(value: unknown, path: JsonPath | undefined, key: string): number | undefined {
  let n: number
  if (typeof value === 'number') n = value
  else if (typeof value === 'string' && NUMBER_TEXT.test(value.slice(0, 20))) {
    n = value.length <= 400 && DIGITS.test(value) ? Number(value.trim()) : NaN
  } else return undefined
  if (Number.isSafeInteger(n) && n >= 0) return n
  throw unreadable(
    { parent: path, key },
    'a per-severity count in it is not a whole number from 0 to 9007199254740991'
  )
}

interface Summary {
  path: JsonPath | undefined
  counts: Partial<Record<Known, number>>
}

/** Collects the summaries of the objects it is shown, then checks them against what was read. */
export class SummaryCheck {
  private readonly found: Summary[] = []

  readonly visit = (obj: Obj, path: JsonPath | undefined): void => {
    const counts = this.countsIn(obj, path)
    if (counts !== undefined) this.found.push({ path, counts })
  }

  /** `visit` for an entry of a list (or its `sub` object): its path is made only when needed. */
  visitEntry(obj: Obj, list: FoundList, index: number, sub?: string): void {
    if (!this.mayHold(obj)) return
    const path = sub === undefined ? entryPath(list, index) : at(entryPath(list, index), sub)
    this.visit(obj, path)
  }

  private mayHold(obj: Obj): boolean {
    for (const key in obj) {
      const value = obj[key]
      if ((typeof value === 'number' || typeof value === 'string') && countSeverity(key))
        return true
    }
    return false
  }

  private countsIn(obj: Obj, path: JsonPath | undefined): Summary['counts'] | undefined {
    let counts: Summary['counts'] | undefined
    for (const key in obj) {
      if (!Object.hasOwn(obj, key)) continue
      let value = obj[key]
      let where = key
      if (isObject(value)) {
        // `critical: {count: 2}`
        const inner = COUNT_KEYS.find((k) => Object.hasOwn(value as Obj, k))
        if (inner === undefined) continue
        value = (value as Obj)[inner]
        where = `${key}.${inner}`
      }
      if (typeof value !== 'number' && typeof value !== 'string') continue
      const severity = countSeverity(key)
      if (severity === undefined) continue
      const n = countOf(value, path, where)
      if (n === undefined) continue
      counts ??= {}
      // Two keys for one severity (`high`, `high_count`) say the same thing twice.
      counts[severity] = Math.max(counts[severity] ?? 0, n)
    }
    return counts
  }

  /**
   * The first per-severity count that the occurrences read (`accounted`, per severity, repeats
   * included) cannot cover, or undefined. Occurrences of unknown severity may stand for any
   * severity (they are gated at every threshold anyway), so they cover what a summary reports
   * beyond the known ones.
   */
  excess(accounted: Readonly<Record<Severity, number>>): SummaryExcess | undefined {
    for (const { path, counts } of this.found) {
      let first: Omit<SummaryExcess, 'where'> | undefined
      let beyondKnown = 0
      for (const [severity, reported] of Object.entries(counts) as [Known, number][]) {
        if (reported > accounted[severity]) {
          beyondKnown += reported - accounted[severity]
          first ??= { severity, reported, accounted: accounted[severity] }
        }
      }
      if (first !== undefined && beyondKnown > accounted.unknown) {
        return { ...first, where: summaryWhere(path) }
      }
    }
    return undefined
  }
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
