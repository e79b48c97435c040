// Accepted risks: matching occurrences against the ignore file's entries (read by
// ignore-file.ts) and telling when an entry has expired.
import { memoised } from '../common/text.js'
import { normalizeUrl } from './identity.js'
import { covers } from './severity.js'
import type { IgnoreRule, Occurrence, Severity } from './types.js'

const DAY_MS = 86_400_000

export function expiryTime(rule: IgnoreRule): number {
  const [y, m, d] = rule.expires.split('-').map(Number) as [number, number, number]
  return Date.UTC(y, m - 1, d) + DAY_MS
}

export function isExpired(rule: IgnoreRule, now: number): boolean {
  return now >= expiryTime(rule)
}

export interface RuleMatch {
  rule: IgnoreRule
  /** 1-based position in the file, for messages. */
  number: number
}

/**
 * Finds the first unexpired rule (in file order) that matches an occurrence, through maps by id
 * and by lower-cased name, so 100,000 occurrences × many rules stays linear.
 */
export class IgnoreMatcher {
  readonly expired: RuleMatch[] = []
  private readonly byId = new Map<string, Compiled[]>()
  private readonly byName = new Map<string, Compiled[]>()
  private readonly lowerName = memoised((name) => name.trim().toLowerCase(), 100_000)
  /** Some unexpired entry records a severity (only such an entry can be exceeded). */
  private bounded = false

  constructor(rules: readonly IgnoreRule[], now: number) {
    rules.forEach((rule, i) => {
      const match = { rule, number: i + 1 }
      if (isExpired(rule, now)) {
        this.expired.push(match)
        return
      }
      const compiled: Compiled = {
        ...match,
        finding: rule.finding?.trim().toLowerCase(),
        url: rule.url === undefined ? undefined : normalizeUrl(rule.url)
      }
      if (rule.severity !== undefined) this.bounded = true
      if (rule.id !== undefined) push(this.byId, rule.id, compiled)
      else if (compiled.finding !== undefined) push(this.byName, compiled.finding, compiled)
    })
  }

  get isEmpty(): boolean {
    return this.byId.size === 0 && this.byName.size === 0
  }

  /** The first entry that matches the occurrence and was written for its severity or a worse one. */
  match(occurrence: Occurrence): RuleMatch | undefined {
    return this.first(occurrence, true)
  }

  /**
   * The severity of the first entry that matches the occurrence but for its severity (it was
   * written for a less severe one): when `match` finds none, the occurrence is an escalation.
   */
  exceeded(occurrence: Occurrence): Severity | undefined {
    // Only an entry that records a severity can be exceeded: most files have none.
    if (!this.bounded) return undefined
    return this.first(occurrence, false)?.rule.severity
  }

  private first(o: Occurrence, covering: boolean): RuleMatch | undefined {
    if (this.isEmpty) return undefined
    const lower = this.lowerName(o.name)
    const byId = earliest(undefined, this.byId.get(o.id), o, lower, covering)
    const best = earliest(byId, this.byName.get(lower), o, lower, covering)
    return best === undefined ? undefined : { rule: best.rule, number: best.number }
  }
}

interface Compiled extends RuleMatch {
  /** Trimmed and lower-cased. */
  finding: string | undefined
  /** Normalised. */
  url: string | undefined
}

/** The earliest candidate that fits the occurrence and covers its severity (or, `covering` false, does not). */
function earliest(
  best: Compiled | undefined,
  candidates: Compiled[] | undefined,
  o: Occurrence,
  lowerName: string,
  covering: boolean
): Compiled | undefined {
  for (const c of candidates ?? []) {
    if (best !== undefined && c.number >= best.number) continue
    if (fits(c, o, lowerName) && covers(c.rule.severity, o.severity) === covering) best = c
  }
  return best
}

function fits(c: Compiled, o: Occurrence, lowerName: string): boolean {
  const { rule } = c
  if (rule.id !== undefined && rule.id !== o.id) return false
  if (c.finding !== undefined && c.finding !== lowerName) return false
  if (c.url !== undefined && c.url !== o.normalizedUrl) return false
  return rule.method === undefined || rule.method === o.method
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list === undefined) map.set(key, [value])
  else list.push(value)
}
