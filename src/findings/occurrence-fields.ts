// An occurrence's own fields, read on the hot path (100,000 times in a large result): plain
// property reads first (these names are not on Object.prototype, so a missing key reads as
// undefined, as `own` would), then any spelling.
import { anyCase, asText, type Obj } from './fields.js'
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
