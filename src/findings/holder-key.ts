// What an object of a result document is about, read from the key it stands under: a summary
// of findings (`vulnerability_summary`), an object of unfixed counts (`open: {…}`), a summary-like
// object (`stats`, `by_status`) where a count named open, unfixed, new or remaining is a claim,
// or an object of shares (`risk_distribution`, `percentages`) whose numbers are not counts.
import { memoised } from '../common/text.js'
import {
  CONNECTORS,
  COUNT_WORDS,
  countWords,
  EITHER,
  MAX_KEY_CHARS,
  OCCURRENCES,
  SEVERITY_FILLER,
  UNFIXED
} from './count-keys.js'

/** What an object under `key` is about. */
export interface HolderKey {
  /** Its counts are of unfixed ones (`open`, `unfixed_by_severity`). */
  unfixed: boolean
  /** Named for findings or occurrences (`vulnerability_summary`, `findings`, `occurrences`). */
  things: boolean
  /** A summary-like object (`summary`, `stats`, `by_status`): `open: 2` in it is a claim. */
  summary: boolean
  /**
   * Holds shares: `percent`, `ratio` and their kin (`all`: none of its numbers is a count), or
   * a `distribution` (`fractions`: a number with a fraction or a `%` in it is a share, not a
   * count; a whole number is still a count, which a distribution may be).
   */
  shares?: 'all' | 'fractions'
}

// A list's name (`vulnerabilities`, `occurrences`) or a summary's (`vulnerability_summary`,
// `finding_stats`); not one finding's own object (`vulnerability: {Method, Url}`).
const PLURAL_THINGS = new Set([...EITHER, ...OCCURRENCES].filter((w) => w.endsWith('s')))
const SUMMARY_WORDS = new Set(['summary', 'stats', 'statistics', 'counts', 'totals', 'overview'])
const SHARE_WORDS = new Set(['percent', 'percents', 'percentage', 'percentages', 'pct', 'ratio'])
const SHARE_WORDS_TOO = new Set(['ratios', 'proportion', 'proportions', 'share', 'shares'])
const DISTRIBUTION_WORDS = new Set(['distribution', 'distributions'])

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

const NONE: HolderKey = { unfixed: false, things: false, summary: false }

export const holderKey = memoised<HolderKey>((key) => {
  if (key.length > MAX_KEY_CHARS) return NONE
  const words = countWords(key)
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
  const summary =
    words.some((w) => SUMMARY_WORDS.has(w)) ||
    // `by_status`, `per_status`, `status_counts` (counts is a summary word already).
    (words.some((w) => w === 'status' || w === 'statuses') &&
      words.some((w) => w === 'by' || w === 'per'))
  const holder: HolderKey = {
    unfixed: unfixed && !other,
    things:
      words.some((w) => PLURAL_THINGS.has(w)) ||
      (words.some(thing) && words.some((w) => SUMMARY_WORDS.has(w))),
    summary
  }
  if (words.some((w) => SHARE_WORDS.has(w) || SHARE_WORDS_TOO.has(w))) holder.shares = 'all'
  else if (words.some((w) => DISTRIBUTION_WORDS.has(w))) holder.shares = 'fractions'
  return holder
}, 10_000)
