// Where a result document's counts may stand besides a key of their own (severity-summary.ts):
// one level down (`critical: {count: 2}`, `total_vulnerabilities: {value: 5}`), beside the
// finding list in a paging object (`{vulnerabilities: [], pagination: {total: 40}}`), and as
// buckets of a list (`severity_counts: [{key: "critical", count: 2}]`, as search engines and
// dashboards give them). Each is a claim about what was found as much as a plain key is.
import { at, type JsonPath } from './shape.js'
import { FINDING_LIST_KEYS } from './shape.js'
import { isObject, OCCURRENCE_KEYS, own, type Obj } from './fields.js'
import { countKey, countValue, type Known } from './count-keys.js'
import { severityOfLabel } from './severity.js'

// `critical: {count: 2, open: 1}`: the counts one level down, and which of them count unfixed.
export const INNER_COUNTS: ReadonlyArray<[key: string, unfixed: boolean]> = [
  ['count', false],
  ['total', false],
  ['n', false],
  ['value', false],
  ['open', true],
  ['unfixed', true],
  ['active', true],
  ['new', true]
]

/** A bare count (`total`, `open`) found in or beside an object, before it is known to count. */
export interface BareCount {
  path: JsonPath | undefined
  key: string
  n: number
  unfixed: boolean
  statusOnly: boolean
}

const LIST_KEYS: readonly string[] = [...FINDING_LIST_KEYS, ...OCCURRENCE_KEYS]

/**
 * The object holds the finding or occurrence list by its name: its own bare `total` (and one in
 * a paging object beside the list) counts that list, wherever the object stands
 * (`{report: {vulnerabilities: [], total: 3}}`).
 */
export function holdsList(obj: Obj): boolean {
  for (const key of LIST_KEYS) {
    const value = own(obj, key)
    if (Array.isArray(value) || isObject(value)) return true
  }
  return false
}

// Objects that page a list, lower-cased with separators removed (`page_info` → pageinfo).
const PAGING = new Set(['pagination', 'paging', 'page', 'pageinfo', 'meta', 'metadata'])

/** The bare totals of the paging objects beside a list (`pagination: {total: 40}`). */
export function pagingCounts(obj: Obj, path: JsonPath | undefined, into: BareCount[]): void {
  for (const key in obj) {
    const child = obj[key]
    if (!isObject(child) || !Object.hasOwn(obj, key) || key.length > 40) continue
    if (!PAGING.has(key.toLowerCase().replace(/[\s_-]+/g, ''))) continue
    for (const inner in child) {
      if (!Object.hasOwn(child, inner)) continue
      const count = countKey(inner)
      if (count === null || count.of !== 'bare' || count.statusOnly === true) continue
      const n = countValue(child[inner])
      if (n === undefined) continue
      into.push({ path: at(path, key), key: inner, n, unfixed: count.unfixed, statusOnly: false })
    }
  }
}

// A bucket names its severity under one of these, and holds its count under an inner count's
// name (or `doc_count`, as a search engine's aggregation gives it). (An entry with a `severity`
// or a `level` is a finding, shape.ts, and read as one.)
const BUCKET_LABELS = ['key', 'name', 'label', 'type', 'category', 'bucket']
const BUCKET_COUNTS: ReadonlyArray<[key: string, unfixed: boolean]> = [
  ...INNER_COUNTS,
  ['doc_count', false]
]

/** An entry of a list that counts one severity: its severity and counts, else undefined. */
export function bucketOf(
  obj: Obj
): { severity: Known; counts: Array<[key: string, value: unknown, unfixed: boolean]> } | undefined {
  let severity: Known | undefined
  for (const label of BUCKET_LABELS) {
    const value = own(obj, label)
    if (typeof value !== 'string') continue
    severity = severityOfLabel(value)
    if (severity !== undefined) break
  }
  if (severity === undefined) return undefined
  const counts: Array<[string, unknown, boolean]> = []
  for (const [key, unfixed] of BUCKET_COUNTS) {
    if (Object.hasOwn(obj, key)) counts.push([key, obj[key], unfixed])
  }
  return counts.length === 0 ? undefined : { severity, counts }
}

/** In a distribution: a share (33.3, "12.5%"), not a count. */
export function isShare(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isInteger(value)
  return typeof value === 'string' && /[.%]/.test(value.slice(0, 40))
}
