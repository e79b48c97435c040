// Reading the result document's fields by their aliases. The service does not publish the names
// of its finding fields, so every field is looked up under each name parsers of this format have
// seen (docs/service.md). Nothing here throws on a wrong type: a value that
// is not what we expect is treated as absent.
import { memoised } from '../common/text.js'
import { readSeverity, severityFromScore, stronger } from './severity.js'
import type { Severity } from './types.js'
import { isRank, rankedNumber } from './rank-fields.js'

export { rankNamed } from './rank-fields.js'

export type Obj = Record<string, unknown>

export const NAME_KEYS = ['name', 'title', 'vulnerability_name', 'signature'] as const
const SCORE_KEYS = ['cvss_score', 'score', 'cvss', 'base_score', 'baseScore'] as const
const CWE_KEYS = ['cwe', 'cwe_id', 'cwes'] as const
const DESCRIPTION_KEYS = ['description', 'details', 'summary', 'impact'] as const
const REMEDIATION_KEYS = ['remediation', 'solution', 'recommendation', 'fix', 'mitigation'] as const
export const OCCURRENCE_KEYS = ['occurences', 'occurrences'] as const

const MAX_CWES = 20
const MAX_CWE_TEXT = 200

export function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An own property only: a document's `constructor` or `__proto__` key is data, not a method. */
export function own(obj: Obj, key: string): unknown {
  return Object.hasOwn(obj, key) ? obj[key] : undefined
}

/** Text of a string or finite number; undefined for anything else or blank text. */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

/** The first alias (in each source in turn) that holds text. */
export function firstText(sources: readonly Obj[], keys: readonly string[]): string | undefined {
  for (const source of sources) {
    for (const key of keys) {
      const text = asText(own(source, key))
      if (text !== undefined) return text
    }
  }
  return undefined
}

/** Trimmed finding name, or undefined when no alias holds one. */
export function readName(sources: readonly Obj[]): string | undefined {
  return firstText(sources, NAME_KEYS)?.trim()
}

/**
 * A property under any of `spellings`, else under any key equal to `lowerKey` ignoring case
 * ("Method", "METHOD", "mEthod"). The fallback scan runs only for small objects.
 */
export function anyCase(obj: Obj, spellings: readonly string[], lowerKey: string): unknown {
  for (const key of spellings) {
    const value = own(obj, key)
    if (value !== undefined && value !== null) return value
  }
  const keys = Object.keys(obj)
  if (keys.length > 64) return undefined
  for (const key of keys) {
    if (key.length === lowerKey.length && key.toLowerCase() === lowerKey) return obj[key]
  }
  return undefined
}

// A severity field by its name, in any case or form: "severity", "Severity", "risk_level",
// "riskLevel", "cvss", "criticality", "priority", "rating". ("level" alone is one only when it
// holds a severity word: log entries have levels too.)
const SEVERITY_NAME = /severity|risk|cvss|criticality|priority|rating/
// Where a score may stand too (readScore's names and their kin).
const RATING_NAME = /severity|risk|cvss|criticality|priority|rating|score|level/
const severityNames = memoised<boolean>(
  (key) => key.length <= 40 && SEVERITY_NAME.test(key.toLowerCase()),
  10_000
)
const ratingNames = memoised<boolean>(
  (key) => key.length > 40 || RATING_NAME.test(key.toLowerCase()) || isRank(key),
  10_000
)

/** A key a severity or a score may stand under (memoised): what `hasSeverityField` looks for. */
export const ratingNamed = (key: string): boolean => ratingNames(key)

/** A key named like a severity field (memoised: a document has few distinct keys). */
export const severityNamed = (key: string): boolean => severityNames(key)

/** "level" in any case: a severity field when it holds a severity word. */
export function isLevel(key: string): boolean {
  return key.length === 5 && key.toLowerCase() === 'level'
}

export interface SeverityReading {
  severity: Severity
  /**
   * Every severity the fields gave, the chosen one included (a label and a score may disagree):
   * a per-severity summary in the document may count the occurrence under any of them.
   */
  ratings?: Severity[]
  /** As the service wrote it, for display. */
  label?: string
}

/**
 * Severity from the first severity alias that can be read; else from the score; else unknown,
 * keeping the unreadable label for display. `cache` maps raw labels to readings (a document holds
 * few distinct labels and many occurrences).
 */
export function readSeverityOf(
  sources: readonly Obj[],
  cache: Map<string, Severity>
): SeverityReading | undefined {
  // Every field a severity can be read from counts, and the one that counts at the most
  // thresholds wins: a document saying "severity: Low" beside "cvss_score: 9.8" is not read as
  // low. A label the action cannot read is kept for display, and gated as unknown only when
  // nothing else can be read.
  let best: SeverityReading | undefined
  let unreadable: string | undefined
  const ratings: Severity[] = []
  const consider = (key: string, value: unknown, level: boolean): void => {
    const rank = rankedNumber(key, value)
    const severity = rank === undefined ? valueSeverity(value, cache) : 'critical'
    if (severity === undefined) return
    // `severity: {name: "Low", priority: 1}`: ranked, and a summary may count it as low too.
    const label = rank !== undefined && isObject(value) ? valueSeverity(value, cache) : undefined
    if (label !== undefined && label !== 'unknown' && !ratings.includes(label)) ratings.push(label)
    if (severity === 'unknown') {
      if (!level) unreadable ??= labelOf(value)
      return
    }
    if (!ratings.includes(severity)) ratings.push(severity)
    if (best === undefined || stronger(severity, best.severity) !== best.severity) {
      // "priority 1": shown as the service wrote it, and never taken for a score.
      best = { severity, label: rank ?? labelOf(value) ?? severity }
    }
  }
  for (const source of sources) {
    for (const key in source) {
      if (!Object.hasOwn(source, key)) continue
      if (severityNamed(key)) consider(key, source[key], false)
      else if (isLevel(key) || isRank(key)) consider(key, source[key], true)
    }
  }
  const score = readScore(sources)
  if (score !== undefined && severityFromScore(score) !== 'unknown') {
    const severity = severityFromScore(score)
    if (!ratings.includes(severity)) ratings.push(severity)
    if (best === undefined || stronger(severity, best.severity) !== best.severity) {
      best = { severity, label: best?.label ?? unreadable ?? String(score) }
    }
  }
  if (best !== undefined) return ratings.length > 1 ? { ...best, ratings } : best
  return unreadable === undefined ? undefined : { severity: 'unknown', label: unreadable }
}

export const INNER_SEVERITY_KEYS = ['severity', 'label', 'level', 'name', 'value', 'rating']

/** A severity from a label, a number, a list of them (the worst), or an object holding one. */
function valueSeverity(value: unknown, cache: Map<string, Severity>): Severity | undefined {
  if (Array.isArray(value)) {
    let worst: Severity | undefined
    for (const item of value.slice(0, 20)) {
      const s = typeof item === 'object' ? undefined : labelSeverity(item, cache)
      if (s !== undefined) worst = worst === undefined ? s : stronger(s, worst)
    }
    return worst
  }
  if (isObject(value)) {
    for (const key of INNER_SEVERITY_KEYS) {
      const s = labelSeverity(own(value, key), cache)
      if (s !== undefined) return s
    }
    return undefined
  }
  return labelSeverity(value, cache)
}

function labelOf(value: unknown): string | undefined {
  if (Array.isArray(value))
    return (
      value
        .map((v) => asText(v))
        .filter(Boolean)
        .join(', ') || undefined
    )
  if (isObject(value))
    return asText(own(value, 'severity') ?? own(value, 'label') ?? own(value, 'level'))
  return asText(value)
}

/** The severity a label reads as (undefined when there is no label); `cache` by label. */
function labelSeverity(value: unknown, cache: Map<string, Severity>): Severity | undefined {
  const label = asText(value)
  if (label === undefined) return undefined
  let severity = cache.get(label)
  if (severity === undefined) {
    severity = readSeverity(value)
    if (cache.size < 1000) cache.set(label, severity)
  }
  return severity
}

/**
 * Whether `obj` has any field a severity could be read from (a severity, risk, CVSS or score
 * field, any case): the hot path skips the reading for the many occurrences that have none.
 */
export function hasSeverityField(obj: Obj): boolean {
  for (const key in obj) if (ratingNames(key)) return true
  return false
}

export function readScore(sources: readonly Obj[]): number | undefined {
  for (const source of sources) {
    for (const key of SCORE_KEYS) {
      const value = own(source, key)
      const n =
        typeof value === 'number' ? value : typeof value === 'string' ? parseScore(value) : NaN
      if (Number.isFinite(n)) return n
    }
  }
  return undefined
}

function parseScore(text: string): number {
  return text.length <= 20 && /^\s*-?\d+(?:\.\d+)?\s*$/.test(text) ? Number(text) : NaN
}

const CWE_TOKEN = /\bcwe[-_ ]?(\d{1,7})\b/gi

/** The object names a CWE of its own (three property reads: this runs once per occurrence). */
export function hasCweField(obj: Obj): boolean {
  return CWE_KEYS.some((key) => own(obj, key) !== undefined)
}

/** CWE references as "CWE-79": from "CWE-79", "79", 79, "CWE-79, CWE-352" or a list of those. */
export function readCwes(sources: readonly Obj[]): string[] {
  const found = new Set<string>()
  const add = (value: unknown): void => {
    if (found.size >= MAX_CWES) return
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) {
      found.add(`CWE-${value}`)
    } else if (typeof value === 'string' && value.length <= MAX_CWE_TEXT) {
      // "CWE-79 (OWASP 2021 A03)" is CWE-79 alone: only CWE-<n> tokens, or a bare number.
      const bare = /^\s*(\d{1,7})\s*$/.exec(value)
      if (bare) found.add(`CWE-${Number(bare[1])}`)
      else for (const m of value.matchAll(CWE_TOKEN)) found.add(`CWE-${Number(m[1])}`)
    }
  }
  for (const source of sources) {
    for (const key of CWE_KEYS) {
      const value = own(source, key)
      if (Array.isArray(value)) {
        for (const item of value.slice(0, MAX_CWES)) {
          add(isObject(item) ? (own(item, 'id') ?? own(item, 'cwe')) : item)
        }
      } else add(value)
    }
    if (found.size > 0) break
  }
  return [...found].slice(0, MAX_CWES)
}

export function readDescription(sources: readonly Obj[]): string | undefined {
  return firstText(sources, DESCRIPTION_KEYS)
}

export function readRemediation(sources: readonly Obj[]): string | undefined {
  return firstText(sources, REMEDIATION_KEYS)
}
