// Severities: reading the service's labels and CVSS numbers, ordering, thresholds, SARIF scores.
import { SEVERITIES, type Finding, type Severity, type Threshold } from './types.js'

const RANK: Record<Severity, number> = {
  critical: 0,
  high: 1,
  medium: 2,
  low: 3,
  'very-low': 4,
  unknown: 5
}

// Keys are labels lower-cased with spaces, underscores and hyphens removed ("Very Low", very_low,
// very-low and verylow all become "verylow").
const LABELS = new Map<string, Severity>([
  ['critical', 'critical'],
  ['high', 'high'],
  ['medium', 'medium'],
  ['moderate', 'medium'],
  ['low', 'low'],
  ['verylow', 'very-low'],
  ['info', 'very-low'],
  ['informational', 'very-low'],
  ['information', 'very-low']
])

const NUMERIC = /^\s*\d+(?:\.\d+)?\s*$/
// Labels longer than this are not labels; skip the work (a hostile document may put megabytes here).
const MAX_LABEL_CHARS = 40

/** 0 for critical … 5 for unknown: lower is worse. */
export function severityRank(severity: Severity): number {
  return RANK[severity]
}

/**
 * A CVSS-like score (0–10) to a severity: ≥9 critical, ≥7 high, ≥4 medium, >0 low. 0 is CVSS's
 * "none", which we read as very-low (the finding was still reported). Anything outside 0–10 or
 * not a number is unknown.
 */
export function severityFromScore(score: number): Severity {
  if (!Number.isFinite(score) || score < 0 || score > 10) return 'unknown'
  if (score >= 9) return 'critical'
  if (score >= 7) return 'high'
  if (score >= 4) return 'medium'
  if (score > 0) return 'low'
  return 'very-low'
}

/** A label ("High", "very_low", "Informational"), a CVSS number or a numeric string; else unknown. */
export function readSeverity(value: unknown): Severity {
  if (typeof value === 'number') return severityFromScore(value)
  if (typeof value !== 'string' || value.length > MAX_LABEL_CHARS) return 'unknown'
  const key = value.toLowerCase().replace(/[\s_-]+/g, '')
  const label = LABELS.get(key)
  if (label !== undefined) return label
  if (NUMERIC.test(value)) return severityFromScore(Number(value))
  return 'unknown'
}

/** The number a label holds ("9.1"), or undefined for a word. */
export function numericLabel(label: string): number | undefined {
  return label.length <= MAX_LABEL_CHARS && NUMERIC.test(label) ? Number(label) : undefined
}

/** A severity word only ("critical", "very_low", "Info"), as a per-severity count's key. */
export function severityOfLabel(key: string): Exclude<Severity, 'unknown'> | undefined {
  if (key.length > MAX_LABEL_CHARS) return undefined
  return LABELS.get(key.toLowerCase().replace(/[\s_-]+/g, '')) as
    Exclude<Severity, 'unknown'> | undefined
}

/**
 * Whether an occurrence of `severity` can fail the gate at `threshold`. Unknown severity counts
 * at every threshold but `none`: we would rather fail on a finding we could not rate than pass it.
 */
export function atOrAbove(severity: Severity, threshold: Threshold): boolean {
  if (threshold === 'none') return false
  if (threshold === 'any' || severity === 'unknown') return true
  return RANK[severity] <= RANK[threshold]
}

/** The severities that count at `threshold`, worst first. */
export function gatedSeverities(threshold: Threshold): Severity[] {
  return SEVERITIES.filter((s) => atOrAbove(s, threshold))
}

/** "at high or above", "at critical", "at any severity": the words for a threshold in a message. */
export function thresholdPhrase(threshold: Threshold): string {
  if (threshold === 'any') return 'at any severity'
  if (threshold === 'none') return 'at no severity'
  if (threshold === 'critical') return 'at critical'
  return `at ${threshold} or above`
}

// Code scanning ranks alerts by `security-severity` (≥9 critical, 7–8.9 high, 4–6.9 medium,
// <4 low). For a finding the service did not score: a fixed score inside its severity's band.
const FIXED_SECURITY_SEVERITY: Record<Severity, number> = {
  critical: 9.5,
  high: 8.0,
  medium: 5.5,
  low: 3.0,
  'very-low': 1.0,
  // Unknown counts toward every threshold: shown as medium rather than hidden as low.
  unknown: 5.0
}

/**
 * SARIF `rules[].properties["security-severity"]` ("9.1"). The service's own score when it gave
 * one (the parser also takes a severity written as a number as the score), so code scanning
 * ranks the alert as the annotation and the summary show it ("Critical (9.1)"), clamped to the
 * "0.1"–"10.0" GitHub reads; else the fixed score of the severity.
 */
export function sarifSecuritySeverity(finding: Pick<Finding, 'severity' | 'score'>): string {
  const given = finding.score
  const score =
    given !== undefined && Number.isFinite(given)
      ? Math.min(10, Math.max(0.1, given))
      : FIXED_SECURITY_SEVERITY[finding.severity]
  return score.toFixed(1)
}

// Unknown severity counts at every threshold but none, as critical does: for the gate the two
// reach as far, and every other severity less far.
const REACH: Record<Severity, number> = {
  critical: 0,
  unknown: 0,
  high: 1,
  medium: 2,
  low: 3,
  'very-low': 4
}

export function reach(severity: Severity): number {
  return REACH[severity]
}

/**
 * An entry (baseline, accepted risk) written for an occurrence at `recorded` covers it at `actual`:
 * the same or less severe, never one that counts at more thresholds. No recorded severity: any.
 */
export function covers(recorded: Severity | undefined, actual: Severity): boolean {
  return recorded === undefined || REACH[actual] >= REACH[recorded]
}

/** The severity that counts at more thresholds; between critical and unknown, the known one. */
export function stronger(a: Severity, b: Severity): Severity {
  if (REACH[a] !== REACH[b]) return REACH[a] < REACH[b] ? a : b
  return a === 'unknown' ? b : a
}

/** Known beats unknown; among known severities the worse wins. */
export function worse(candidate: Severity, current: Severity): boolean {
  if (candidate === 'unknown') return false
  return current === 'unknown' || severityRank(candidate) < severityRank(current)
}
