// The service's result document -> normalised findings and occurrences.
//
// Tolerant of names, strict about what it cannot see. The document's shape is only partly
// published, so every field is read by its aliases (fields.ts) and a value of the wrong type is
// treated as absent; what we had to guess becomes a warning, counted (one per kind, never one
// per occurrence). But a gate fails closed (docs/behaviour.md, "How a result is read"):
// - Occurrences are read from the top level and from inside every entry of every finding list
//   (each alias, and any other list whose entries hold occurrences): a recognised list that is
//   empty hides no other.
// - Every listed finding is accounted for: a finding that no occurrence can be read for (its own
//   or a top-level one naming it) counts as one unfixed occurrence, location unknown, of its
//   severity, with a warning naming it.
// - A per-severity summary in the document that reports more than the occurrences account for,
//   an entry of a list that is not an object, or an occurrence list that is not a list makes the
//   result unreadable (ResultParseError), never clean.
// Decisions:
// - An occurrence seen twice (same id: finding name + method + normalised URL) counts once, and
//   is unfixed when either copy is.
// - Top-level occurrences take their finding from their own fields (or their `vulnerability`
//   object's), falling back to the finding list entry of the same name.
// - A finding list entry that repeats a name shares that finding (one SARIF rule); its own
//   occurrences keep the entry's severity, and the shared finding shows the worst known one.
import {
  anyCase,
  isObject,
  occurrenceLists,
  OCCURRENCE_KEYS,
  own,
  readCwes,
  readDescription,
  readName,
  readRemediation,
  readScore,
  readSeverityOf,
  asText,
  type Obj,
  type SeverityReading
} from './fields.js'
import { forLog, memoised } from '../text.js'
import { decodeResult, ResultParseError } from './decode.js'
import { findingKey, idFromNormalized, normalizeMethod, normalizeUrl } from './identity.js'
import { numericLabel, severityRank } from './severity.js'
import { summaryExcess } from './severity-summary.js'
import { SEVERITIES } from './types.js'
import type {
  Finding,
  JudgedOccurrence,
  Occurrence,
  ParsedResult,
  ResultMeta,
  Severity
} from './types.js'

export { ResultParseError } from './decode.js'

const FINDING_LIST_KEYS = [
  'vulnerabilities',
  'signatures',
  'vulnerability_list',
  'issues',
  'findings',
  'results'
] as const
const UNNAMED = '(unnamed finding)'
/** The URL shown for a listed finding that no occurrence could be read for. */
export const LOCATION_UNKNOWN = '(location unknown)'
/** Names shown in the warning about such findings; the JSON report lists them all. */
const NAMES_SHOWN = 5
const NAME_CHARS = 80
const METHOD_KEYS = ['Method', 'method', 'METHOD']
const URL_KEYS = ['Url', 'url', 'URL']

/** `raw`: the `result` field as the service sent it (a string holding JSON, or a JSON value). */
export function parseResult(raw: unknown): ParsedResult {
  return new ResultReader(decodeResult(raw)).read()
}

interface Registered {
  finding: Finding
  idFor: (method: string, normalizedUrl: string) => string
  /** Occurrences read for this finding, repeats included. */
  read: number
}

class ResultReader {
  private readonly registry = new Map<string, Registered>()
  private readonly occurrences: Occurrence[] = []
  // A Set is half the cost of a Map at 100,000 entries; the index of a repeated occurrence is
  // looked up only when a document repeats one (rare).
  private readonly seenIds = new Set<string>()
  private indexById: Map<string, number> | undefined
  private readonly severityCache = new Map<string, Severity>()
  // Few distinct methods, 100,000 occurrences: each normalised once.
  private readonly normalMethod = memoised(normalizeMethod, 100_000)
  private readonly tally = {
    unknownSeverity: 0,
    unnamed: 0,
    noUrl: 0,
    duplicates: 0,
    listsSeen: 0
  }
  /** Occurrences listed per severity (repeats included): what a summary is checked against. */
  private readonly listedBySeverity = Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as Record<
    Severity,
    number
  >
  /** Finding list entries with no occurrences of their own: settled once all are read. */
  private readonly withoutOwn: { registered: Registered; severity: Severity }[] = []
  private readonly unaccounted: string[] = []

  constructor(private readonly doc: Obj) {}

  read(): ParsedResult {
    const lists = this.findingLists()
    for (const list of lists) {
      for (const entry of list) {
        if (!isObject(entry)) throw notAnObject('finding list')
        this.readFindingEntry(entry)
      }
    }
    for (const occurrences of occurrenceLists(this.doc, listOnly)) {
      this.tally.listsSeen++
      for (const occ of occurrences) this.readTopLevelOccurrence(occ)
    }
    // A gate fails closed: a document that gives nothing to count is a format the action does
    // not know (or a broken answer), not a clean result. An empty finding list is clean.
    const entries = lists.reduce((n, list) => n + list.length, 0)
    if (this.tally.listsSeen === 0 && (lists.length === 0 || entries > 0)) {
      throw new ResultParseError(
        lists.length === 0
          ? 'it holds no occurrence list ("occurences") or finding list that the action recognises, so it cannot be gated'
          : `it lists ${entries} ${entries === 1 ? 'entry' : 'entries'} but no occurrences of them, so it cannot be gated`
      )
    }
    for (const { registered, severity } of this.withoutOwn) {
      if (registered.read === 0) this.addLocationUnknown(registered, severity)
    }
    this.checkSummaries()
    const findings = [...this.registry.values()].map((r) => r.finding)
    return {
      meta: this.meta(),
      findings,
      occurrences: this.occurrences,
      warnings: this.warnings()
    }
  }

  /**
   * Every finding list: each alias that is a list, and any other list whose entries hold
   * occurrences (a service may name its list otherwise, or carry two).
   */
  private findingLists(): unknown[][] {
    const lists: unknown[][] = []
    for (const key of FINDING_LIST_KEYS) {
      const value = own(this.doc, key)
      if (Array.isArray(value)) lists.push(value)
    }
    for (const key of Object.keys(this.doc)) {
      if ((OCCURRENCE_KEYS as readonly string[]).includes(key)) continue
      if ((FINDING_LIST_KEYS as readonly string[]).includes(key)) continue
      const value = this.doc[key]
      if (Array.isArray(value) && value.some((v) => isObject(v) && occurrenceLists(v).length > 0)) {
        lists.push(value)
      }
    }
    return lists
  }

  /** A summary that counts more than was read means occurrences the reader cannot see. */
  private checkSummaries(): void {
    const excess = summaryExcess(this.doc, this.listedBySeverity)
    if (excess === undefined) return
    const label = excess.severity === 'very-low' ? 'very-low' : excess.severity
    throw new ResultParseError(
      `its ${excess.where ?? 'per-severity summary'} reports ${excess.reported} ${label} but the ` +
        `document lists ${excess.accounted} ${label} ${excess.accounted === 1 ? 'occurrence' : 'occurrences'} ` +
        'the action can read, so some cannot be seen and it cannot be gated'
    )
  }

  private readFindingEntry(entry: Obj): void {
    const sources = [entry]
    const reading = readSeverityOf(sources, this.severityCache)
    const registered = this.register(readName(sources), sources)
    const severity = reading?.severity ?? 'unknown'
    if (worse(severity, registered.finding.severity)) registered.finding.severity = severity
    const before = registered.read
    for (const occurrences of occurrenceLists(entry, listOnly)) {
      this.tally.listsSeen++
      for (const occ of occurrences) {
        if (!isObject(occ)) throw notAnObject('occurrence list')
        this.addOccurrence(registered, severity, occ)
      }
    }
    if (registered.read === before) this.withoutOwn.push({ registered, severity })
  }

  /**
   * A listed finding that no occurrence could be read for: one unfixed occurrence of its
   * severity, location unknown. Its identity is stable (name + no method + the marker), so a
   * baseline or an accepted risk can name it like any other.
   */
  private addLocationUnknown(registered: Registered, severity: Severity): void {
    const id = registered.idFor('', LOCATION_UNKNOWN)
    if (this.seenIds.has(id)) return // the same finding listed twice without occurrences
    this.unaccounted.push(registered.finding.name)
    this.push(registered, severity, {
      id,
      method: '',
      url: LOCATION_UNKNOWN,
      normalizedUrl: LOCATION_UNKNOWN,
      status: '',
      fixed: false
    })
    this.listedBySeverity[severity]++
  }

  private readTopLevelOccurrence(occ: unknown): void {
    if (!isObject(occ)) throw notAnObject('occurrence list')
    const vulnerability = own(occ, 'vulnerability')
    const sources = isObject(vulnerability) ? [occ, vulnerability] : [occ]
    const registered = this.register(readName(sources), sources)
    const ownReading = readSeverityOf(sources, this.severityCache)
    this.addOccurrence(registered, ownReading?.severity ?? registered.finding.severity, occ)
  }

  /** The finding of this name, created from `sources` the first time the name is seen. */
  private register(name: string | undefined, sources: Obj[]): Registered {
    const key = name ?? UNNAMED
    const known = this.registry.get(key)
    if (known !== undefined) return known
    if (name === undefined) this.tally.unnamed++
    const reading = readSeverityOf(sources, this.severityCache)
    const finding: Finding = {
      key: findingKey(key),
      name: key,
      severity: reading?.severity ?? 'unknown',
      cwe: readCwes(sources)
    }
    if (reading?.label !== undefined) finding.severityLabel = reading.label
    // A severity written as a number ("severity": 9.1) is the service's score too.
    const score = readScore(sources) ?? numericScore(reading)
    if (score !== undefined) finding.score = score
    const description = readDescription(sources)
    if (description !== undefined) finding.description = description
    const remediation = readRemediation(sources)
    if (remediation !== undefined) finding.remediation = remediation
    const registered = { finding, idFor: idFromNormalized(key), read: 0 }
    this.registry.set(key, registered)
    return registered
  }

  // The hot path: runs once per occurrence (100,000 in a large result). Plain property reads
  // (these names are not on Object.prototype, so a missing key reads as undefined, as `own` would).
  private addOccurrence(registered: Registered, severity: Severity, occ: Obj): void {
    const vulnerability = occ.vulnerability
    const where = isObject(vulnerability) ? vulnerability : undefined
    const status = statusText(occ.status)
    const fixed = isFixed(status)
    // A method is a word: a number there is not one (GET is assumed, as for a missing method).
    const rawMethod = (where && stringOnly(methodOf(where))) ?? stringOnly(methodOf(occ)) ?? ''
    const method = this.normalMethod(rawMethod)
    const url = (where && asText(urlOf(where))) ?? asText(urlOf(occ)) ?? ''
    if (url === '') this.tally.noUrl++
    const normalizedUrl = normalizeUrl(url)
    const id = registered.idFor(method, normalizedUrl)
    if (severity === 'unknown') this.tally.unknownSeverity++
    registered.read++
    this.listedBySeverity[severity]++

    if (this.seenIds.has(id)) {
      this.tally.duplicates++
      const seen = this.indexOf(id)
      const first = this.occurrences[seen] as Occurrence
      if (first.fixed && !fixed) this.occurrences[seen] = { ...first, status, fixed }
      return
    }
    this.push(registered, severity, { id, method, url, normalizedUrl, status, fixed })
  }

  private push(
    registered: Registered,
    severity: Severity,
    o: Pick<Occurrence, 'id' | 'method' | 'url' | 'normalizedUrl' | 'status' | 'fixed'>
  ): void {
    this.seenIds.add(o.id)
    this.indexById?.set(o.id, this.occurrences.length)
    const { finding } = registered
    // Already in the shape the gate gives it (it judges in place): one object shape throughout.
    const occurrence: JudgedOccurrence = {
      id: o.id,
      findingKey: finding.key,
      name: finding.name,
      severity,
      method: o.method,
      url: o.url,
      normalizedUrl: o.normalizedUrl,
      status: o.status,
      fixed: o.fixed,
      state: o.fixed ? 'fixed' : 'new',
      counted: false,
      isNew: !o.fixed,
      ignoredBecause: undefined
    }
    this.occurrences.push(occurrence)
  }

  /** Built at the first repeated occurrence, then kept up to date. */
  private indexOf(id: string): number {
    if (this.indexById === undefined) {
      this.indexById = new Map(this.occurrences.map((o, i) => [o.id, i]))
    }
    return this.indexById.get(id) as number
  }

  private meta(): ResultMeta {
    const meta: ResultMeta = {}
    const text = (key: string): string | undefined => asText(own(this.doc, key))
    const set = <K extends keyof ResultMeta>(k: K, v: ResultMeta[K] | undefined): void => {
      if (v !== undefined) meta[k] = v
    }
    set('projectName', text('project_name'))
    set('applicationName', text('application_name'))
    set('url', text('url'))
    set('generatedDate', text('generated_date'))
    set('approvedDate', text('approved_date'))
    set('score', readScore([this.doc]))
    return meta
  }

  private warnings(): string[] {
    const t = this.tally
    const w: string[] = []
    const n = (count: number, one: string, many: string): string =>
      `${count} ${count === 1 ? one : many}`
    if (t.unknownSeverity > 0) {
      w.push(
        `${n(t.unknownSeverity, 'occurrence has', 'occurrences have')} no severity that could be read; ` +
          `they are reported as unknown and count toward every fail-threshold except none`
      )
    }
    if (t.unnamed > 0) w.push(`some occurrences name no finding; they are shown as "${UNNAMED}"`)
    if (t.noUrl > 0) w.push(`${n(t.noUrl, 'occurrence has', 'occurrences have')} no URL`)
    if (this.unaccounted.length > 0) {
      const names = this.unaccounted
        .slice(0, NAMES_SHOWN)
        .map((name) => `"${forLog(name, NAME_CHARS)}"`)
      const more = this.unaccounted.length - names.length
      w.push(
        `${n(this.unaccounted.length, 'finding lists', 'findings list')} no occurrence the action can read ` +
          `(${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}); ` +
          `${this.unaccounted.length === 1 ? 'it is' : 'each is'} counted as one unfixed occurrence, location unknown`
      )
    }
    if (t.duplicates > 0) {
      w.push(
        `${n(t.duplicates, 'occurrence is', 'occurrences are')} listed more than once (same finding, method and URL) and counted once`
      )
    }
    return w
  }
}

/** Occurrence lists must be lists: anything else under their name is a shape we cannot read. */
function listOnly(key: string): never {
  throw new ResultParseError(
    `its "${key}" is not a list, so the occurrences in it cannot be read and it cannot be gated`
  )
}

function notAnObject(where: string): ResultParseError {
  return new ResultParseError(
    `an entry of its ${where} is not an object, so it cannot be read and the result cannot be gated`
  )
}

function methodOf(o: Obj): unknown {
  return o.Method ?? o.method ?? o.METHOD ?? anyCase(o, METHOD_KEYS, 'method')
}

function urlOf(o: Obj): unknown {
  return o.Url ?? o.url ?? o.URL ?? anyCase(o, URL_KEYS, 'url')
}

/** The status as text ("" when absent); most statuses need no trimming to be known non-blank. */
function statusText(value: unknown): string {
  if (typeof value === 'string') {
    const first = value.charCodeAt(0)
    if (first > 32 && first < 127) return value
  }
  return asText(value) ?? ''
}

/** The number a readable severity was written as ("severity": 9.1), as its score. */
function numericScore(reading: SeverityReading | undefined): number | undefined {
  if (reading?.label === undefined || reading.severity === 'unknown') return undefined
  return numericLabel(reading.label)
}

function stringOnly(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** "Fixed" in any case, with white space around; nothing else (no allocation for other statuses). */
function isFixed(status: string): boolean {
  if (status.length < 5 || status.length > 20) return false
  const t = status.trim()
  return t.length === 5 && t.toLowerCase() === 'fixed'
}

/** Known beats unknown; among known severities the worse wins. */
function worse(candidate: Severity, current: Severity): boolean {
  if (candidate === 'unknown') return false
  return current === 'unknown' || severityRank(candidate) < severityRank(current)
}
