// What the parts of a result document are, decided by what they hold, not by their names.
//
// The service does not publish its document's shape, and a gate that reads only the lists it
// knows by name passes whatever stands elsewhere. So the rule is total: every array of objects in
// the document (and every object map whose values are all objects, the same list keyed by id) is
// either read — as findings or as occurrences — or harmless:
// - an entry with a `vulnerability` object (the spec's own occurrence shape), or with a method or
//   a status beside a URL, is an occurrence;
// - an entry with its own occurrence list, or with a severity- or risk-like field, is a finding;
// - a list with one such entry must be read whole; under an occurrence name ("occurences") every
//   entry is an occurrence, under a finding list name at the document's own level (not inside a
//   finding) every entry is a finding;
// - any other list of objects is harmless (a finding's references {name, url}, request
//   parameters, headers) and is walked through, so a list standing inside it is still found.
// The walk uses its own stack: a document nested 100,000 levels deep is read, not a crash.
import { forLog } from '../text.js'
import { ResultParseError } from './decode.js'
import { isObject, OCCURRENCE_KEYS, own, type Obj } from './fields.js'

export type EntryKind = 'finding' | 'occurrence'

/** Where a part stands, for the one line that names it: built only when a line needs it. */
export interface JsonPath {
  parent: JsonPath | undefined
  key: string | number
}

export interface FoundList {
  /** The entries, objects only (a list holding anything else that must be read is refused). */
  entries: Obj[]
  /** Where the list stands; a map's keys, for the entries' paths. */
  path: JsonPath | undefined
  keys?: string[]
  /** What an entry that does not say what it is counts as. */
  kind: EntryKind
}

/** Where an entry of a list stands (built only when a line or a summary needs it). */
export function entryPath(list: FoundList, index: number): JsonPath {
  return at(list.path, list.keys?.[index] ?? index)
}

export const FINDING_LIST_KEYS = [
  'vulnerabilities',
  'signatures',
  'vulnerability_list',
  'issues',
  'findings',
  'results'
] as const

const FINDING_NAMES: ReadonlySet<string> = new Set(FINDING_LIST_KEYS)
const OCCURRENCE_NAMES: ReadonlySet<string> = new Set(OCCURRENCE_KEYS)
// Field names, lower-cased with separators removed ("HTTP_Method" → "httpmethod").
const METHOD_FIELDS = new Set(['method', 'httpmethod', 'verb', 'requestmethod'])
const STATUS_FIELDS = new Set(['status', 'state'])
const URL_FIELDS = new Set(['url', 'uri', 'href', 'endpoint', 'requesturl', 'targeturl'])
// "severity", "risk", "risk_level", "riskLevel", "cvss", "cvss_score", "severity_label" …
const SEVERITY_FIELD = /severity|risk|cvss/
const PLAIN_SEVERITY = new Set(['severity', 'risk', 'risklevel', 'cvss'])
// Objects with more keys than this are scanned for their kind by the fast names only.
const MAX_SCANNED_KEYS = 64

const fieldName = (key: string): string => key.toLowerCase().replace(/[\s_-]+/g, '')
const fieldKinds = new Map<string, number>()
const METHOD = 1
const STATUS = 2
const URL = 4
const SEVERITY = 8

/** What kind of field a key is (bit set); memoised, a document has few distinct keys. */
function fieldKind(key: string): number {
  let kind = fieldKinds.get(key)
  if (kind !== undefined) return kind
  const name = key.length > 40 ? '' : fieldName(key)
  kind =
    (METHOD_FIELDS.has(name) ? METHOD : 0) |
    (STATUS_FIELDS.has(name) ? STATUS : 0) |
    (URL_FIELDS.has(name) ? URL : 0) |
    (SEVERITY_FIELD.test(name) ? SEVERITY : 0)
  if (fieldKinds.size < 10_000) fieldKinds.set(key, kind)
  return kind
}

/** The fields of `obj` with a value, as a bit set of field kinds. */
function fieldsOf(obj: Obj): number {
  let bits = 0
  let seen = 0
  for (const key in obj) {
    if (++seen > MAX_SCANNED_KEYS) break
    if (!Object.hasOwn(obj, key)) continue
    // A field holds a word or a number. An object is a severity only under the plain names
    // (`severity: {label, score}`): one under "by_severity" is a summary, not a finding's.
    const value = obj[key]
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') {
      bits |= fieldKind(key)
    } else if (isObject(value) && PLAIN_SEVERITY.has(fieldName(key))) bits |= SEVERITY
  }
  return bits
}

/** What an entry holds: an occurrence, a finding, or neither. */
export function kindOf(entry: Obj): EntryKind | undefined {
  // The spec's occurrence shape, checked first: the hot path of a 100,000-occurrence document.
  const vulnerability = entry.vulnerability
  if (isObject(vulnerability) && Object.hasOwn(entry, 'vulnerability')) {
    return hasOwnOccurrenceList(entry) ? 'finding' : 'occurrence'
  }
  // An entry that holds occurrences is their finding, even with a URL of its own.
  if (hasOwnOccurrenceList(entry)) return 'finding'
  const bits = fieldsOf(entry)
  if (bits & URL && bits & (METHOD | STATUS)) return 'occurrence'
  if (bits & SEVERITY) return 'finding'
  return undefined
}

/** The first field of `obj` named like a URL ("uri", "endpoint"), for shapes past the usual names. */
export function urlField(obj: Obj): unknown {
  return fieldOf(obj, URL)
}

/** The first field of `obj` named like a method ("verb", "http_method"). */
export function methodField(obj: Obj): unknown {
  return fieldOf(obj, METHOD)
}

function fieldOf(obj: Obj, bit: number): unknown {
  let seen = 0
  for (const key in obj) {
    if (++seen > MAX_SCANNED_KEYS) break
    if (Object.hasOwn(obj, key) && fieldKind(key) & bit) return obj[key]
  }
  return undefined
}

/** Under an occurrence name, or under any name a list (or map) whose entries are occurrences. */
function hasOwnOccurrenceList(entry: Obj): boolean {
  for (const key of OCCURRENCE_KEYS) {
    const value = own(entry, key)
    if (Array.isArray(value) || isObject(value)) return true
  }
  let seen = 0
  for (const key in entry) {
    if (++seen > MAX_SCANNED_KEYS) break
    const value = entry[key]
    // An occurrence's own `vulnerability` object holds its fields, not more occurrences.
    if (value === null || typeof value !== 'object') continue
    if (key === 'vulnerability' && !Array.isArray(value)) continue
    if (!Object.hasOwn(entry, key)) continue
    let looked = 0
    for (const k in value) {
      if (++looked > 8) break
      const item: unknown = (value as Obj)[k]
      if (isObject(item) && isOccurrence(item)) return true
    }
  }
  return false
}

/** The occurrence shapes, without looking further down. */
function isOccurrence(entry: Obj): boolean {
  if (isObject(entry.vulnerability) && Object.hasOwn(entry, 'vulnerability')) return true
  const bits = fieldsOf(entry)
  return (bits & URL) !== 0 && (bits & (METHOD | STATUS)) !== 0
}

/** Visits each object the walk passes (summaries are looked for there). */
export type ObjectVisitor = (obj: Obj, path: JsonPath | undefined) => void

interface Frame {
  value: unknown
  path: JsonPath | undefined
  key: string | undefined
}

/**
 * The lists that must be read below `root` (not inside their entries: those are walked when
 * they are read), visiting `root` and every object passed on the way. `atDocumentLevel`: outside
 * any finding or occurrence, where a finding list's names count.
 */
export function listsBelow(
  root: Obj,
  rootPath: JsonPath | undefined,
  atDocumentLevel: boolean,
  visit: ObjectVisitor
): FoundList[] {
  const found: FoundList[] = []
  const stack: Frame[] = [{ value: root, path: rootPath, key: undefined }]
  while (stack.length > 0) {
    const { value, path, key } = stack.pop() as Frame
    if (Array.isArray(value)) {
      const list = listOf(value, path, key, atDocumentLevel)
      if (list !== undefined) found.push(list)
      else pushEntries(stack, value, path)
      continue
    }
    if (!isObject(value)) continue
    if (value !== root) {
      const map = mapOf(value, path, key, atDocumentLevel)
      if (map !== undefined) {
        found.push(map)
        continue
      }
      if (key !== undefined && OCCURRENCE_NAMES.has(key) && Object.keys(value).length > 0) {
        throw unreadable(path, `its "${key}" is neither a list nor a map of occurrences`)
      }
    }
    visit(value, path)
    // Pushed last key first, so that parts are read in the document's order.
    const keys = Object.keys(value)
    for (let i = keys.length - 1; i >= 0; i--) {
      const k = keys[i] as string
      const child = value[k]
      if (child === null || typeof child !== 'object') {
        if (child !== undefined && child !== null && OCCURRENCE_NAMES.has(k)) {
          throw unreadable(at(path, k), `its "${k}" is not a list`)
        }
        continue
      }
      stack.push({ value: child, path: at(path, k), key: k })
    }
  }
  return found
}

function pushEntries(stack: Frame[], list: unknown[], path: JsonPath | undefined): void {
  for (let i = list.length - 1; i >= 0; i--) {
    const entry = list[i]
    if (entry !== null && typeof entry === 'object') {
      stack.push({ value: entry, path: at(path, i), key: undefined })
    }
  }
}

/** A list that must be read, or undefined when it is harmless (or holds no objects). */
function listOf(
  list: unknown[],
  path: JsonPath | undefined,
  key: string | undefined,
  atDocumentLevel: boolean
): FoundList | undefined {
  const named = namedKind(key, atDocumentLevel)
  let kind = named
  if (kind === undefined) {
    for (const entry of list) {
      if (isObject(entry)) kind = kindOf(entry)
      if (kind !== undefined) break
    }
  }
  if (kind === undefined) return undefined
  for (let i = 0; i < list.length; i++) {
    // An empty slot of a list that must be read is still a part we cannot read.
    if (!isObject(list[i])) {
      throw unreadable(at(path, i), `an entry of its ${kind} list is not an object`)
    }
  }
  return { entries: list as Obj[], path, kind }
}

/** An object whose values are all objects and that holds findings or occurrences: a list by id. */
function mapOf(
  obj: Obj,
  path: JsonPath | undefined,
  key: string | undefined,
  atDocumentLevel: boolean
): FoundList | undefined {
  const keys = Object.keys(obj)
  if (keys.length === 0) return undefined
  const named = namedKind(key, atDocumentLevel)
  let kind = named
  for (const k of keys) {
    const value = obj[k]
    if (!isObject(value)) return undefined
    kind ??= kindOf(value)
  }
  if (kind === undefined) return undefined
  return { entries: keys.map((k) => obj[k] as Obj), path, keys, kind }
}

function namedKind(key: string | undefined, atDocumentLevel: boolean): EntryKind | undefined {
  if (key === undefined) return undefined
  if (OCCURRENCE_NAMES.has(key)) return 'occurrence'
  if (atDocumentLevel && FINDING_NAMES.has(key)) return 'finding'
  return undefined
}

export function at(parent: JsonPath | undefined, key: string | number): JsonPath {
  return { parent, key }
}

const PLAIN_KEY = /^[A-Za-z_$][A-Za-z0-9_$]{0,39}$/
const MAX_PATH_PARTS = 12

/** `$.report.vulnerabilities[3].severity`: keys are the document's text, so made safe to print. */
export function pathText(path: JsonPath | undefined): string {
  const parts: string[] = []
  for (let p = path; p !== undefined; p = p.parent) {
    const { key } = p
    if (typeof key === 'number') parts.push(`[${key}]`)
    else if (PLAIN_KEY.test(key)) parts.push(`.${key}`)
    else parts.push(`[${JSON.stringify(forLog(key, 40))}]`)
  }
  parts.reverse()
  if (parts.length > MAX_PATH_PARTS) {
    const hidden = parts.length - MAX_PATH_PARTS
    parts.splice(MAX_PATH_PARTS / 2, hidden, `…(${hidden} more levels)…`)
  }
  return '$' + parts.join('')
}

/** The one line for a part that cannot be read. */
export function unreadable(path: JsonPath | undefined, what: string): ResultParseError {
  return new ResultParseError(
    `${what} (at ${pathText(path)}), so it cannot be read and the result cannot be gated`
  )
}
