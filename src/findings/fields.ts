// Reading the result document's fields by their aliases. The service does not publish the names
// of its finding fields, so every field is looked up under each name parsers of this format have
// seen (docs/service.md). Nothing here throws on a wrong type: a value that
// is not what we expect is treated as absent.
import { readSeverity, severityFromScore } from './severity.js'
import type { Severity } from './types.js'

export type Obj = Record<string, unknown>

export const NAME_KEYS = ['name', 'title', 'vulnerability_name', 'signature'] as const
const SEVERITY_KEYS = ['severity', 'risk', 'risk_level'] as const
const SCORE_KEYS = ['cvss_score', 'score', 'cvss'] as const
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

const SEVERITY_NAME = /severity|risk/
const RATING_NAME = /severity|risk|cvss|score/
const severityNames = new Map<string, boolean>()
const ratingNames = new Map<string, boolean>()

/** A key named like a severity field, in any case or form; memoised (few distinct keys). */
function severityNamed(key: string): boolean {
  let named = severityNames.get(key)
  if (named === undefined) {
    named = key.length <= 40 && SEVERITY_NAME.test(key.toLowerCase())
    if (severityNames.size < 10_000) severityNames.set(key, named)
  }
  return named
}

function ratingNamed(key: string): boolean {
  let named = ratingNames.get(key)
  if (named === undefined) {
    named = key.length > 40 || RATING_NAME.test(key.toLowerCase())
    if (ratingNames.size < 10_000) ratingNames.set(key, named)
  }
  return named
}

export interface SeverityReading {
  severity: Severity
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
  let unreadable: string | undefined
  for (const source of sources) {
    for (const key of SEVERITY_KEYS) {
      const value = own(source, key)
      const severity = labelSeverity(value, cache)
      if (severity === undefined) continue
      if (severity !== 'unknown') return { severity, label: asText(value) as string }
      unreadable ??= asText(value)
    }
  }
  // Past the usual names: any field named like one ("Severity", "riskLevel", "severity_label"),
  // since the reader counts an entry with such a field as a finding.
  for (const source of sources) {
    let seen = 0
    for (const key in source) {
      if (++seen > 64) break
      if (!Object.hasOwn(source, key) || !severityNamed(key)) continue
      const value = source[key]
      const severity = labelSeverity(value, cache)
      if (severity === undefined) continue
      if (severity !== 'unknown') return { severity, label: asText(value) as string }
      unreadable ??= asText(value)
    }
  }
  const score = readScore(sources)
  if (score !== undefined && severityFromScore(score) !== 'unknown') {
    return { severity: severityFromScore(score), label: unreadable ?? String(score) }
  }
  return unreadable === undefined ? undefined : { severity: 'unknown', label: unreadable }
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
  let seen = 0
  for (const key in obj) {
    if (++seen > 64) return true
    if (ratingNamed(key)) return true
  }
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

/** CWE references as "CWE-79": from "CWE-79", "79", 79, "CWE-79, CWE-352" or a list of those. */
export function readCwes(sources: readonly Obj[]): string[] {
  const found = new Set<string>()
  const add = (value: unknown): void => {
    if (found.size >= MAX_CWES) return
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) {
      found.add(`CWE-${value}`)
    } else if (typeof value === 'string' && value.length <= MAX_CWE_TEXT) {
      for (const digits of value.match(/\d{1,7}/g) ?? []) found.add(`CWE-${Number(digits)}`)
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

/**
 * The occurrence lists of an object, under either spelling (both when both are there).
 * `notAList` is called with the key when one holds something other than a list or null.
 */
export function occurrenceLists(obj: Obj, notAList?: (key: string) => void): unknown[][] {
  const lists: unknown[][] = []
  for (const key of OCCURRENCE_KEYS) {
    const value = own(obj, key)
    if (Array.isArray(value)) lists.push(value)
    else if (value !== undefined && value !== null) notAList?.(key)
  }
  return lists
}
