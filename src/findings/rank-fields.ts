// Severity fields whose numbers are ranks, not scores (docs/behaviour.md, "Severity"): which
// fields rank, and the rank a value holds (`priority: 1`, `"P1"`, `severity: {priority: 1}`).
import { memoised } from '../common/text.js'
import { asText, INNER_SEVERITY_KEYS, isLevel, isObject, own, severityNamed } from './fields.js'

/**
 * `rank` (or `ranking`) in any case: a rank field of a finding or an occurrence. Only the word
 * alone: `page_rank` ranks something else. It does not make an entry a finding (shape.ts): a
 * ranked list of pages is not one.
 */
export function isRank(key: string): boolean {
  if (key.length > 7) return false
  const name = key.toLowerCase()
  return name === 'rank' || name === 'ranking'
}

// A number is a CVSS score only in a field named for a score (`cvss`, `cvss_score`, `score`,
// `base_score`, `cvssScore`, `risk_score`) or in the service's own severity field (`severity`,
// `risk`: labels or CVSS numbers, docs/service.md). Any other severity field — priority, rating,
// criticality, level, rank, `risk_level`, `severity_rank` — ranks: `priority: 1` is the most
// urgent in most trackers and scanners, and scales run either way. So a number there is read as
// the worst severity it could mean, critical, and never as a score.
const SCORE_FIELD = /cvss|score/
const SEVERITY_FIELD = /^(severity|risk)$/
const rankNames = memoised<boolean>((key) => {
  const name = key.toLowerCase().replace(/[\s_-]+/g, '')
  return !SCORE_FIELD.test(name) && !SEVERITY_FIELD.test(name)
}, 10_000)

/** A severity field whose numbers are ranks, not scores ("priority", "rating", "level"). */
export const rankNamed = (key: string): boolean => rankNames(key)

// Anything that starts like a number ("1", "2.0", "-1", "1 (urgent)") is meant as one; so is a
// rank written as one ("P1", "p 2", "#1", "No. 1"): a rank number all the same.
const NUMBER_LIKE = /^\s*(?:p\s*|#\s*|no\.?\s*)?[-+]?\.?\d/i

/** A number, or text written as one: in a rank field, a rank. */
function numberLike(value: unknown): boolean {
  return typeof value === 'number' || (typeof value === 'string' && NUMBER_LIKE.test(value))
}

/**
 * When the field ranks and holds a number (`priority: 1`, `rating: ["2"]`, `severity: {level:
 * 3}`): the label it is shown with ("priority 1"); else undefined.
 */
export function rankedNumber(key: string, value: unknown): string | undefined {
  const ranked = rankNamed(key)
  if (Array.isArray(value)) {
    if (!ranked) return undefined
    for (const item of (value as unknown[]).slice(0, 20)) {
      // `priority: [{value: 1}]`: a rank in an object of the list, too.
      if (isObject(item)) {
        const inner = rankedNumber(key, item)
        if (inner !== undefined) return inner
      } else if (numberLike(item) && asText(item) !== undefined) {
        return `${key} ${(asText(item) as string).slice(0, 20)}`
      }
    }
    return undefined
  }
  if (isObject(value)) {
    for (const inner of INNER_SEVERITY_KEYS) {
      const v = own(value, inner)
      // The first inner field that holds text or a number is what valueSeverity reads.
      if (asText(v) === undefined) continue
      if ((ranked || inner === 'level' || inner === 'rating') && numberLike(v)) {
        return `${key}.${inner} ${String(v).slice(0, 20)}`
      }
      break
    }
    // `severity: {name: "Low", priority: 1}`: a rank beside the label ranks all the same.
    let looked = 0
    for (const inner in value) {
      if (++looked > 20) break
      const v = value[inner]
      const rankField = severityNamed(inner) || isRank(inner) || isLevel(inner)
      if (rankField && rankNamed(inner) && numberLike(v)) {
        return `${key}.${inner} ${String(v).slice(0, 20)}`
      }
    }
    return undefined
  }
  return ranked && numberLike(value) ? `${key} ${String(value).slice(0, 20)}` : undefined
}
