// An occurrence's own fields, read on the hot path (100,000 times in a large result): plain
// property reads first (these names are not on Object.prototype, so a missing key reads as
// undefined, as `own` would), then any spelling.
import { memoised } from '../common/text.js'
import { countKey } from './count-keys.js'
import { INNER_COUNTS } from './count-places.js'
import { anyCase, asText, isObject, ratingNamed, type Obj } from './fields.js'
import { methodField, urlField } from './shape.js'

const METHOD_KEYS = ['Method', 'method', 'METHOD']
const URL_KEYS = ['Url', 'url', 'URL']

export function methodOf(o: Obj): unknown {
  return o.Method ?? o.method ?? o.METHOD ?? anyCase(o, METHOD_KEYS, 'method') ?? methodField(o)
}

export function urlOf(o: Obj): unknown {
  return o.Url ?? o.url ?? o.URL ?? anyCase(o, URL_KEYS, 'url') ?? urlField(o)
}

/** Whether an occurrence holds more than its fields and a flat `vulnerability` object. */
export function hasNested(occ: Obj, vulnerability: unknown): boolean {
  for (const key in occ) {
    const value = occ[key]
    if (value === null || typeof value !== 'object') continue
    if (value !== vulnerability || Array.isArray(value)) return true
    for (const k in value as Obj) {
      const inner = (value as Obj)[k]
      if (inner !== null && typeof inner === 'object') return true
    }
  }
  return false
}

/** The status as text ("" when absent); most statuses need no trimming to be known non-blank. */
export function statusText(value: unknown): string {
  if (typeof value === 'string') {
    const first = value.charCodeAt(0)
    if (first > 32 && first < 127) return value
  }
  return asText(value) ?? ''
}

export function stringOnly(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** "Fixed" in any case, with white space around; nothing else (no allocation for other statuses). */
export function isFixed(status: string): boolean {
  if (status.length < 5 || status.length > 20) return false
  const t = status.trim()
  return t.length === 5 && t.toLowerCase() === 'fixed'
}

/**
 * A key that, holding text, a number, true, false or null, makes no check of an occurrence look
 * further: no severity or score may stand under it (`hasSeverityField`), and it states no count a
 * summary check would take (`SummaryCheck.mayHold`: a per-severity count or a named total; a
 * bare count or an occurrence's hits it passes by).
 */
const plainKey = memoised<boolean>((key) => {
  if (ratingNamed(key)) return false
  const count = countKey(key)
  return count === null || count.of === 'bare' || count.hits === true
}, 10_000)

/**
 * The spec's own occurrence, and nothing more: an own `vulnerability` object (not a list), every
 * other value of the entry and every value of that object text, a number, true, false or null,
 * and every key of both plain. One walk of each answers what the shape checks would each answer
 * by their own walk — it is an occurrence (shape.ts `kindOf`: a `vulnerability` object, no list
 * of occurrences, which needs an object value), it has no severity of its own
 * (`hasSeverityField`), it holds nothing nested (`hasNested`) and it states no count
 * (`SummaryCheck.mayHold`) — so the reader skips them. Returns that `vulnerability` object, or
 * undefined when the entry is anything else (then every check runs as before).
 */
export function plainOccurrence(entry: Obj): Obj | undefined {
  const vulnerability = entry.vulnerability
  if (!isObject(vulnerability) || !Object.hasOwn(entry, 'vulnerability')) return undefined
  for (const key in entry) {
    const value = entry[key]
    // `vulnerability` is itself a count's name (a stated number of vulnerabilities): holding the
    // object, it counts only through a count one level down, which the walk below refuses.
    if (value === vulnerability) continue
    if (value !== null && typeof value === 'object') return undefined
    if (!plainKey(key)) return undefined
  }
  for (const key in vulnerability) {
    const value = vulnerability[key]
    if (value !== null && typeof value === 'object') return undefined
    if (!plainKey(key) || INNER_COUNT_KEYS.has(key)) return undefined
  }
  return vulnerability
}

// `vulnerability: {count: 3}` states a count (severity-summary.ts reads INNER_COUNTS below a
// count's name): such an object is not plain.
const INNER_COUNT_KEYS = new Set(INNER_COUNTS.map(([key]) => key))
