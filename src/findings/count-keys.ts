// Which keys of a result document state a count of what was found, read from the key's words
// (`critical_count` → critical count, `openHigh` → unfixed high, `total_vulnerabilities` → a total
// of findings, `occurrence_count` → a total of occurrences). The principle: a count whose name
// speaks of a severity, of findings, vulnerabilities, issues, alerts or occurrences — or that is
// a bare "total"/"count" where such counts stand — is a claim about what was found, and the
// reader must be able to account for it (severity-summary.ts). Any other word in the key makes it
// a count of something else (`request_count`, `page_count`, `scanned_urls_count`, `duration`).
// A count named open, unfixed, active, new (or unresolved, outstanding, remaining, "not fixed")
// claims unfixed occurrences: Fixed ones never account for it. Keys come in any case and form:
// run together (`criticalcount`, `TOTALVULNS`), abbreviated (`critical_cnt`, `qty_critical`), or
// as a paged list's total (`total_results`, `totalItems`), which counts findings where a bare
// total does. The contract says "any case or suffix form": a key we cannot split is no claim, so
// the vocabulary errs on reading more keys as counts (fail closed), not fewer.
import { memoised } from '../common/text.js'
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
  /**
   * A bare key made of status words alone (`open`, `fixed`, `remaining`): a count at the
   * document's (or a finding's) own level, or in a summary-like object (summary.ts).
   */
  statusOnly?: boolean
  /**
   * An occurrence word alone (`occurrences`, `instances`): inside an occurrence it counts that
   * occurrence's hits (how often it was seen), not occurrences of the list.
   */
  hits?: boolean
}

// Words that say "a count of": `critical_count`, `numHigh`, `total_low`, `no_of_issues`.
export const CONNECTORS = new Set([
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
export const COUNT_WORDS = new Set(['count', 'counts', 'total', 'totals', 'cnt', 'qty'])
// What a paged list counts (`total_results`, `totalItems`, `totalElements`): with a count word
// (or `num`, `number`) a bare total; alone (`results`, `items`) no count at all.
const PAGED = new Set(['results', 'result', 'items', 'item', 'elements', 'element'])
const NUMBERED = new Set(['num', 'number'])
export const UNFIXED = new Set([
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
export const EITHER = new Set([
  'finding',
  'findings',
  'vulnerability',
  'vulnerabilities',
  'vuln',
  'vulns',
  'issue',
  'issues',
  'alert',
  'alerts',
  // `total_risks`: a count of risks is one of findings (`risk` alone names a field: `risk_level`).
  'risks'
])
export const OCCURRENCES = new Set([
  'occurrence',
  'occurrences',
  'occurence',
  'occurences',
  'instance',
  'instances'
])
// Words that may stand beside a severity only (`high_risk_issues`, `severity_critical`); without
// one the key names a field, not a count (`severity_count`, `risk_level`).
export const SEVERITY_FILLER = new Set(['risk', 'severity', 'level', 'sev'])
// "crit", "med" as dashboards abbreviate them.
const SHORT = new Map<string, Known>([
  ['crit', 'critical'],
  ['crits', 'critical'],
  ['med', 'medium'],
  ['hi', 'high'],
  ['lo', 'low']
])
export const MAX_KEY_CHARS = 60

/** The words of a key: `openCriticalCount` → open, critical, count. */
export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '')
}

// Keys written without separators (`criticalcount`, `TOTALVULNS`, `opencritical`) are split into
// the words above: a word that is none of them but is made of them whole is read as those words.
// A word that does not split whole (`counter`, `lowercase`, `median`) stays one unknown word.
const SEVERITY_WORDS = ['critical', 'criticals', 'high', 'highs', 'medium', 'mediums', 'moderate']
const VOCABULARY: ReadonlySet<string> = new Set(
  [
    ...CONNECTORS,
    ...COUNT_WORDS,
    ...PAGED,
    ...UNFIXED,
    'not',
    'fixed',
    ...OTHER_STATUS,
    ...EITHER,
    ...OCCURRENCES,
    ...SEVERITY_FILLER,
    ...SEVERITY_WORDS,
    ...['low', 'lows', 'very', 'info', 'informational', 'crit', 'crits', 'med'],
    ...['summary', 'stats', 'statistics', 'counts', 'totals', 'overview', 'by', 'per', 'status']
    // One-letter and two-letter abbreviations split too much (`n`, `nb`, `hi`, `lo`).
  ].filter((w) => w.length > 2 || w === 'of' || w === 'no' || w === 'by')
)
const MAX_PIECE = Math.max(...[...VOCABULARY].map((w) => w.length))

/** `criticalcount` → critical, count; undefined when it is not made of known words whole. */
function split(word: string): string[] | undefined {
  // Fewest pieces to each prefix (a word is at most MAX_KEY_CHARS long).
  const best: Array<string[] | undefined> = [[]]
  for (let end = 1; end <= word.length; end++) {
    for (let start = Math.max(0, end - MAX_PIECE); start < end; start++) {
      const before = best[start]
      const piece = word.slice(start, end)
      if (before === undefined || !VOCABULARY.has(piece)) continue
      const candidate = best[end]
      if (candidate === undefined || before.length + 1 < candidate.length) {
        best[end] = [...before, piece]
      }
    }
  }
  return best[word.length]
}

/** A key's words, each one that runs several together split into them. */
export function countWords(key: string): string[] {
  const words: string[] = []
  for (const w of keyWords(key)) {
    if (VOCABULARY.has(w) || severityOf(w) !== undefined) words.push(w)
    else words.push(...(split(w) ?? [w]))
  }
  return words
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
  let paged = false
  let numbered = false
  const words = countWords(key)
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
    else if (PAGED.has(w)) paged = true
    else if (NUMBERED.has(w)) numbered = true
    else if (!CONNECTORS.has(w)) rest.push(w)
  }
  if (rest.length > 0) {
    const severity = rest.length <= 2 ? severityOf(rest.join('')) : undefined
    return severity === undefined ? undefined : { severity, unfixed }
  }
  if (filler) return undefined
  if (occurrences) {
    const alone = !counting && !unfixed && !status && !things && !paged && words.length === 1
    return alone ? { of: 'occurrences', unfixed, hits: true } : { of: 'occurrences', unfixed }
  }
  if (things) return { of: 'either', unfixed }
  if (counting || (paged && numbered)) return { of: 'bare', unfixed }
  if (paged) return undefined
  if (unfixed || status) return { of: 'bare', unfixed, statusOnly: true }
  return undefined
}

function severityOf(label: string): Known | undefined {
  // "criticals", "highs".
  return severityOfLabel(label) ?? severityOfLabel(label.replace(/s$/, '')) ?? SHORT.get(label)
}

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
