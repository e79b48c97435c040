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
import { memoised } from '../common/text.js'
import { at, pathText, type JsonPath } from './json-path.js'
import { ResultParseError } from './decode.js'
import {
  isLevel,
  isObject,
  NAME_KEYS,
  OCCURRENCE_KEYS,
  own,
  severityNamed,
  type Obj
} from './fields.js'
import { readSeverity } from './severity.js'

export type EntryKind = 'finding' | 'occurrence'

export { at, pathText, type JsonPath }

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

const fieldName = (key: string): string => key.toLowerCase().replace(/[\s_-]+/g, '')
const METHOD = 1
const STATUS = 2
const URL = 4
const SEVERITY = 8

/** What kind of field a key is (bit set); memoised, a document has few distinct keys. */
const fieldKind = memoised<number>((key) => {
  const name = key.length > 40 ? '' : fieldName(key)
  return (
    (METHOD_FIELDS.has(name) ? METHOD : 0) |
    (STATUS_FIELDS.has(name) ? STATUS : 0) |
    (URL_FIELDS.has(name) ? URL : 0) |
    (severityNamed(key) ? SEVERITY : 0)
  )
}, 10_000)

/** The fields of `obj` with a value, as a bit set of field kinds. Every key is looked at. */
function fieldsOf(obj: Obj): number {
  let bits = 0
  for (const key in obj) {
    if (!Object.hasOwn(obj, key)) continue
    const value = obj[key]
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') {
      bits |= fieldKind(key)
      // "level" is a severity field when it holds a severity word (log entries have levels).
      if (isLevel(key) && readSeverity(value) !== 'unknown') bits |= SEVERITY
    } else if (value !== null && typeof value === 'object' && fieldKind(key) & SEVERITY) {
      // `severity: {label, score}` or `severity: ["critical"]`: a severity all the same. (A
      // summary stands under "by_severity" and the like, which name no severity field.)
      if (SEVERITY_VALUE_HOLDER.test(fieldName(key))) bits |= SEVERITY
    }
  }
  return bits
}

// The names under which an object or a list is the finding's own severity, not a summary of
// several ("by_severity", "severity_counts").
const SEVERITY_VALUE_HOLDER = /^(severity|risk|risklevel|cvss|criticality|priority|rating)$/

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
  for (const key in obj) {
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
  for (const key in entry) {
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
      const map = mapOf(value, path, key, atDocumentLevel, stack)
      if (map !== undefined) {
        visit(value, path)
        found.push(map)
        continue
      }
      if (key !== undefined && OCCURRENCE_NAMES.has(key) && Object.keys(value).length > 0) {
        throw unreadable(path, `its "${key}" is neither a list nor a map of occurrences`)
      }
      const lone = atDocumentLevel && key !== undefined ? loneEntry(value) : undefined
      if (lone !== undefined) {
        found.push({ entries: [value], path: path?.parent, keys: [key as string], kind: lone })
        continue
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
        // A finding list's name holding text or a number: what it stands for cannot be read.
        if (
          atDocumentLevel &&
          FINDING_NAMES.has(k) &&
          child !== '' &&
          child !== 0 &&
          child !== false
        ) {
          throw unreadable(at(path, k), `its "${k}" is neither a list nor a map of findings`)
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
  atDocumentLevel: boolean,
  stack: Frame[]
): FoundList | undefined {
  const named = namedKind(key, atDocumentLevel)
  const keys: string[] = []
  let kind = named
  for (const k in obj) {
    const value = obj[k]
    if (!isObject(value) || !Object.hasOwn(obj, k)) continue
    const own = kindOf(value)
    kind ??= own
    // Under a list's name every object is an entry; elsewhere only those that say what they are
    // (a map by id may carry a count or a "meta" object beside its entries).
    if (named !== undefined || own !== undefined) keys.push(k)
  }
  if (kind === undefined || keys.length === 0) return undefined
  for (const k in obj) {
    const value = obj[k]
    if (isObject(value) || !Array.isArray(value) || !Object.hasOwn(obj, k)) continue
    stack.push({ value, path: at(path, k), key: k })
  }
  for (const k in obj) {
    const value = obj[k]
    if (isObject(value) && !keys.includes(k) && Object.hasOwn(obj, k)) {
      stack.push({ value, path: at(path, k), key: k })
    }
  }
  return { entries: keys.map((k) => obj[k] as Obj), path, keys, kind }
}

/**
 * An object standing alone at the document's level that is plainly a finding (a name and a
 * severity) or an occurrence in the spec's shape: read as a list of one. A scan descriptor
 * (`{url, status}`) is not one.
 */
function loneEntry(obj: Obj): EntryKind | undefined {
  const kind = kindOf(obj)
  if (kind === undefined) return undefined
  if (isObject(obj.vulnerability) && Object.hasOwn(obj, 'vulnerability')) return kind
  return kind === 'finding' || fieldsOf(obj) & SEVERITY
    ? hasName(obj)
      ? 'finding'
      : undefined
    : undefined
}

function hasName(obj: Obj): boolean {
  for (const key of NAME_KEYS)
    if (typeof own(obj, key) === 'string' && own(obj, key) !== '') return true
  return false
}

function namedKind(key: string | undefined, atDocumentLevel: boolean): EntryKind | undefined {
  if (key === undefined) return undefined
  if (OCCURRENCE_NAMES.has(key)) return 'occurrence'
  if (atDocumentLevel && FINDING_NAMES.has(key)) return 'finding'
  return undefined
}

/** The one line for a part that cannot be read. */
export function unreadable(path: JsonPath | undefined, what: string): ResultParseError {
  return new ResultParseError(
    `${what} (at ${pathText(path)}), so it cannot be read and the result cannot be gated`
  )
}
