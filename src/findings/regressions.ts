// What the accepted risks and the baseline say beyond the gate: entries about to run out (the
// outcome becomes `warned`), and entries whose occurrences are gone ("fixed — remove this entry"),
// so the files shrink as work is done instead of hiding a finding that comes back years later.
import { forLog } from '../common/text.js'
import { expiryTime, isExpired } from './ignore.js'
import { normalizeUrl } from './identity.js'
import type { BaselineSet, IgnoreRule, JudgedOccurrence, Occurrence, Verdict } from './types.js'

/**
 * The service's own word for an occurrence that was fixed and is open again: `Re-opened` (seen in
 * the wild), also `reopened`, `Re opened`, `regressed`, in any case.
 */
export function isReopenedStatus(status: string): boolean {
  if (status.length > 40) return false
  const word = status.toLowerCase().replace(/[\s_-]+/g, '')
  return word === 'reopened' || word === 'regressed'
}

/** The default of `expiry-warning`: 14 days. */
export const DEFAULT_EXPIRY_WARNING_MS = 14 * 86_400_000

/**
 * Entries in use (they matched an open occurrence: `used` holds their 1-based numbers) that run
 * out within `windowMs` from `now`. An entry that matches nothing is stale instead (below).
 */
export function expiringSoon(
  rules: readonly IgnoreRule[],
  used: ReadonlySet<number>,
  now: number,
  windowMs = DEFAULT_EXPIRY_WARNING_MS
): IgnoreRule[] {
  if (windowMs <= 0) return []
  return rules.filter(
    (rule, i) => used.has(i + 1) && !isExpired(rule, now) && expiryTime(rule) - now <= windowMs
  )
}

/**
 * Unexpired entries that match no open occurrence of this result, not even one an earlier entry
 * already took (an entry only shadowed by another is not "fixed"). Only the entries not `used`
 * are looked at, against maps of the open occurrences by id and by name.
 */
export function staleRules(
  rules: readonly IgnoreRule[],
  used: ReadonlySet<number>,
  now: number,
  occurrences: readonly Occurrence[]
): IgnoreRule[] {
  return matchingNoOpen(
    rules.filter((rule, i) => !used.has(i + 1) && !isExpired(rule, now)),
    occurrences
  )
}

/** The entries of `candidates` that match no open occurrence (against maps by id and by name). */
export function matchingNoOpen(
  candidates: readonly IgnoreRule[],
  occurrences: readonly Occurrence[]
): IgnoreRule[] {
  if (candidates.length === 0) return []
  const byId = new Map<string, Occurrence>()
  const byName = new Map<string, Occurrence[]>()
  for (const o of occurrences) {
    if (o.fixed) continue
    byId.set(o.id, o)
    const name = o.name.trim().toLowerCase()
    const list = byName.get(name)
    if (list === undefined) byName.set(name, [o])
    else list.push(o)
  }
  return candidates.filter((rule) => {
    const pool =
      rule.id !== undefined
        ? [byId.get(rule.id)].filter((o): o is Occurrence => o !== undefined)
        : (byName.get(rule.finding?.trim().toLowerCase() ?? '') ?? [])
    return !pool.some((o) => fits(rule, o))
  })
}

function fits(rule: IgnoreRule, o: Occurrence): boolean {
  if (
    rule.finding !== undefined &&
    rule.finding.trim().toLowerCase() !== o.name.trim().toLowerCase()
  )
    return false
  if (rule.url !== undefined && normalizeUrl(rule.url) !== o.normalizedUrl) return false
  return rule.method === undefined || rule.method === o.method
}

/** `accepted risk #3 (line 14) for "SQL Injection"`: how messages name an entry. */
export function ruleLabel(rule: IgnoreRule, rules: readonly IgnoreRule[]): string {
  const number = rules.indexOf(rule) + 1
  const at = rule.line === undefined ? '' : ` (line ${rule.line})`
  const what =
    rule.finding !== undefined ? `for "${forLog(rule.finding, 200)}"` : `for occurrence ${rule.id}`
  return `accepted risk${number > 0 ? ` #${number}` : ''}${at} ${what}`
}

/** Notices (never failures) for what the files still list but the result no longer shows open. */
export function removeEntryNotices(
  verdict: Verdict,
  rules: readonly IgnoreRule[],
  baseline: BaselineSet | undefined,
  baselineIsFile: boolean,
  rulesShared = false
): string[] {
  // Several applications read one accepted-risks file: an entry of one matches nothing in the
  // others, so "matches no open occurrence" of one application says nothing about the entry.
  const stale = rulesShared ? [] : verdict.staleRules
  const notices = stale
    .slice(0, MAX_NOTICES)
    .map(
      (rule) =>
        `${ruleLabel(rule, rules)}: fixed — remove this entry (it matches no open occurrence)`
    )
  if (stale.length > MAX_NOTICES) {
    notices.push(
      `${stale.length - MAX_NOTICES} more accepted risks match no open occurrence: fixed — remove these entries`
    )
  }
  if (baseline !== undefined && baselineIsFile && verdict.counts.fixedSinceBaseline > 0) {
    const gone = goneFromBaseline(baseline, verdict.occurrences)
    const shown = gone.slice(0, MAX_IDS).join(', ')
    const more = gone.length > MAX_IDS ? ` and ${gone.length - MAX_IDS} more` : ''
    notices.push(
      `baseline ${forLog(baseline.source, 300)}: ${gone.length} occurrence${gone.length === 1 ? '' : 's'} it holds open ${gone.length === 1 ? 'is' : 'are'} fixed — remove ${gone.length === 1 ? 'this entry' : 'these entries'} (${shown}${more}), or run adopt again`
    )
  }
  return notices
}

const MAX_NOTICES = 10
const MAX_IDS = 10

function goneFromBaseline(baseline: BaselineSet, now: readonly JudgedOccurrence[]): string[] {
  const open = new Set<string>()
  for (const o of now) if (!o.fixed) open.add(o.id)
  return [...baseline.unfixed].filter((id) => !open.has(id)).sort()
}

/** The lines that make a passing gate `warned`: warn findings and accepted risks running out. */
export function warnedLines(verdict: Verdict, rules: readonly IgnoreRule[]): string[] {
  const lines: string[] = []
  const byName = new Map<string, number>()
  for (const o of verdict.occurrences) {
    if (o.state === 'warned') byName.set(o.name, (byName.get(o.name) ?? 0) + 1)
  }
  const names = [...byName].slice(0, MAX_NOTICES)
  for (const [name, n] of names) {
    lines.push(
      `policy warn: ${n} open occurrence${n === 1 ? '' : 's'} of "${forLog(name, 200)}" (shown, never fails the build)`
    )
  }
  if (byName.size > names.length)
    lines.push(
      `policy warn: ${byName.size - names.length} more findings (see the summary and the JSON report)`
    )
  for (const rule of verdict.expiringRules.slice(0, MAX_NOTICES)) {
    lines.push(`${ruleLabel(rule, rules)} expires on ${rule.expires}: renew it or fix the finding`)
  }
  if (verdict.expiringRules.length > MAX_NOTICES)
    lines.push(`${verdict.expiringRules.length - MAX_NOTICES} more accepted risks expire soon`)
  return lines
}

/** Whether a passing gate is `warned`: warn findings, or accepted risks about to run out. */
export function isWarned(verdict: Verdict): boolean {
  if (!verdict.passed) return false
  return verdict.expiringRules.length > 0 || verdict.occurrences.some((o) => o.state === 'warned')
}
