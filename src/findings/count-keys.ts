// Which keys of a result document state a count of what was found, read from the key's words
// (`critical_count` → critical count, `openHigh` → unfixed high, `total_vulnerabilities` → a total
// of findings, `occurrence_count` → a total of occurrences). The principle: a count whose name
// speaks of a severity, of findings, vulnerabilities, issues, alerts or occurrences — or that is
// a bare "total"/"count" where such counts stand — is a claim about what was found, and the
// reader must be able to account for it (severity-summary.ts). Any other word in the key makes it
// a count of something else (`request_count`, `page_count`, `scanned_urls_count`, `duration`).
// A count named open, unfixed, active, new (or unresolved, outstanding, remaining, "not fixed")
// claims unfixed occurrences: Fixed ones never account for it.
import { memoised } from '../text.js'
import { severityOfLabel } from './severity.js'
import type { Severity } from './types.js'

export type Known = Exclude<Severity, 'unknown'>

/** What a count's key states. */
export interface CountKey {
  /** A per-severity count (`critical`, `high_count`, `open_medium_findings`). */
  severity?: Known
  /** Counts unfixed occurrences only (`open_critical`, `unfixed_count`). */
  unfixed: boolean
  /**
   * A total (no severity): of occurrences (`occurrence_count`), of findings or occurrences
   * (`total_vulnerabilities` — services count either), or bare (`total`, `count`, `open`), which
   * states what was found only where such counts stand (severity-summary.ts).
   */
  of?: 'occurrences' | 'either' | 'bare'
  /** A bare key made of status words alone (`open`, `fixed`): a count only inside a summary. */
  statusOnly?: boolean
}

// Words that say "a count of": `critical_count`, `numHigh`, `total_low`, `no_of_issues`.
const CONNECTORS = new Set([
  'of',
  'n',
  'no',
  'nb',
  'num',
  'number',
  'all',
  'unique',
  'distinct',
  'found',
  'detected',
  'reported',
  'identified'
])
// A bare key needs one of these to be a count at all (`number` alone may number something else).
const COUNT_WORDS = new Set(['count', 'counts', 'total', 'totals'])
const UNFIXED = new Set([
  'open',
  'unfixed',
  'notfixed',
  'active',
  'new',
  'unresolved',
  'outstanding',
  'remaining'
])
// Counts of Fixed or closed occurrences are at most all those read: compared with all of them.
const OTHER_STATUS = new Set(['fixed', 'closed', 'resolved'])
const EITHER = new Set([
  'finding',
  'findings',
  'vulnerability',
  'vulnerabilities',
  'vuln',
  'vulns',
  'issue',
  'issues',
  'alert',
  'alerts'
])
const OCCURRENCES = new Set([
  'occurrence',
  'occurrences',
  'occurence',
  'occurences',
  'instance',
  'instances'
])
// Words that may stand beside a severity only (`high_risk_issues`, `severity_critical`); without
// one the key names a field, not a count (`severity_count`, `risk_level`).
const SEVERITY_FILLER = new Set(['risk', 'risks', 'severity', 'level', 'sev'])
// "crit", "med" as dashboards abbreviate them.
const SHORT = new Map<string, Known>([
  ['crit', 'critical'],
  ['crits', 'critical'],
  ['med', 'medium'],
  ['hi', 'high'],
  ['lo', 'low']
])
const MAX_KEY_CHARS = 60

/** The words of a key: `openCriticalCount` → open, critical, count. */
export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '')
}

/** What a count under `key` states, or undefined when the key names no count of findings. */
export const countKey = memoised<CountKey | null>(
  (key) => (key.length > MAX_KEY_CHARS ? null : (readKey(key) ?? null)),
  10_000
)

function readKey(key: string): CountKey | undefined {
  const rest: string[] = []
  let unfixed = false
  let counting = false
  let status = false
  let occurrences = false
  let things = false
  let filler = false
  const words = keyWords(key)
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string
    if (w === 'not' && words[i + 1] === 'fixed') {
      unfixed = true
      i++
    } else if (UNFIXED.has(w)) unfixed = true
    else if (COUNT_WORDS.has(w)) counting = true
    else if (OTHER_STATUS.has(w)) status = true
    else if (OCCURRENCES.has(w)) occurrences = true
    else if (EITHER.has(w)) things = true
    else if (SEVERITY_FILLER.has(w)) filler = true
    else if (!CONNECTORS.has(w)) rest.push(w)
  }
  if (rest.length > 0) {
    const severity = rest.length <= 2 ? severityOf(rest.join('')) : undefined
    return severity === undefined ? undefined : { severity, unfixed }
  }
  if (filler) return undefined
  if (occurrences) return { of: 'occurrences', unfixed }
  if (things) return { of: 'either', unfixed }
  if (counting) return { of: 'bare', unfixed }
  if (unfixed || status) return { of: 'bare', unfixed, statusOnly: true }
  return undefined
}

function severityOf(label: string): Known | undefined {
  // "criticals", "highs".
  return severityOfLabel(label) ?? severityOfLabel(label.replace(/s$/, '')) ?? SHORT.get(label)
}

/** What an object under `key` is about: unfixed counts (`open: {…}`), or findings themselves. */
export interface HolderKey {
  unfixed: boolean
  /** Named for findings or occurrences (`vulnerability_summary`, `findings`, `occurrences`). */
  things: boolean
}

// A list's name (`vulnerabilities`, `occurrences`) or a summary's (`vulnerability_summary`,
// `finding_stats`); not one finding's own object (`vulnerability: {Method, Url}`).
const PLURAL_THINGS = new Set([...EITHER, ...OCCURRENCES].filter((w) => w.endsWith('s')))
const SUMMARY_WORDS = new Set(['summary', 'stats', 'statistics', 'counts', 'totals', 'overview'])

// What may stand beside a status word in the name of an object of unfixed counts
// (`open_by_severity`, `unfixed_findings_summary`): any other word (`active_scan`) names
// something else.
const HOLDER_WORDS = new Set([
  ...COUNT_WORDS,
  ...CONNECTORS,
  ...EITHER,
  ...OCCURRENCES,
  ...SEVERITY_FILLER,
  ...SUMMARY_WORDS,
  'severities',
  'by',
  'per'
])

export const holderKey = memoised<HolderKey>((key) => {
  if (key.length > MAX_KEY_CHARS) return { unfixed: false, things: false }
  const words = keyWords(key)
  const thing = (w: string): boolean => EITHER.has(w) || OCCURRENCES.has(w)
  let unfixed = false
  let other = false
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string
    if (w === 'not' && words[i + 1] === 'fixed') {
      unfixed = true
      i++
    } else if (UNFIXED.has(w)) unfixed = true
    else if (!HOLDER_WORDS.has(w)) other = true
  }
  return {
    unfixed: unfixed && !other,
    things:
      words.some((w) => PLURAL_THINGS.has(w)) ||
      (words.some(thing) && words.some((w) => SUMMARY_WORDS.has(w)))
  }
}, 10_000)

const DIGITS = /^\s*\d{1,400}\s*$/
// Anything that starts like a number ("2", "-1", "1e21", "2 findings") is meant as a count.
const NUMBER_TEXT = /^\s*[-+]?(?:\d|\.\d)/

/**
 * The count a value holds: undefined when it is not meant as a number, NaN when it is one but
 * not a safe non-negative whole number (-1, 2.5, 1e21, "2 findings"): a count that cannot be
 * checked.
 */
export function countValue(value: unknown): number | undefined {
  let n: number
  if (typeof value === 'number') n = value
  else if (typeof value === 'string' && NUMBER_TEXT.test(value.slice(0, 20))) {
    n = value.length <= 400 && DIGITS.test(value) ? Number(value.trim()) : NaN
  } else return undefined
  return Number.isSafeInteger(n) && n >= 0 ? n : NaN
}
