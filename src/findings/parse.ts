// The service's result document -> normalised findings and occurrences.
//
// Tolerant by design: the document's shape is only partly published, so every field is read by
// its aliases (fields.ts) and a value of the wrong type is treated as absent. What we had to guess
// or skip becomes a warning, counted (one warning per kind, never one per occurrence). Only a
// result that is not JSON, or not an object, is an error.
//
// Decisions:
// - Occurrences are read from the top level and from inside every finding of the finding list;
//   an occurrence seen twice (same id: finding name + method + normalised URL) counts once, and
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
  type Obj
} from './fields.js'
import { memoised } from '../text.js'
import { decodeResult, ResultParseError } from './decode.js'
import { findingKey, idFromNormalized, normalizeMethod, normalizeUrl } from './identity.js'
import { severityRank } from './severity.js'
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
const METHOD_KEYS = ['Method', 'method', 'METHOD']
const URL_KEYS = ['Url', 'url', 'URL']

/** `raw`: the `result` field as the service sent it (a string holding JSON, or a JSON value). */
export function parseResult(raw: unknown): ParsedResult {
  return new ResultReader(decodeResult(raw)).read()
}

interface Registered {
  finding: Finding
  idFor: (method: string, normalizedUrl: string) => string
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
    notObjects: 0,
    duplicates: 0,
    listsSeen: 0
  }

  constructor(private readonly doc: Obj) {}

  read(): ParsedResult {
    const list = this.findingList()
    for (const entry of list ?? []) {
      if (!isObject(entry)) {
        this.tally.notObjects++
        continue
      }
      this.readFindingEntry(entry)
    }
    for (const occurrences of occurrenceLists(this.doc)) {
      this.tally.listsSeen++
      for (const occ of occurrences) this.readTopLevelOccurrence(occ)
    }
    // A gate fails closed: a document that gives nothing to count is a format the action does
    // not know (or a broken answer), not a clean result. An empty finding list is clean.
    if (this.tally.listsSeen === 0 && (list === undefined || list.length > 0)) {
      throw new ResultParseError(
        list === undefined
          ? 'it holds no occurrence list ("occurences") or finding list that the action recognises, so it cannot be gated'
          : `it lists ${list.length} ${list.length === 1 ? 'entry' : 'entries'} but no occurrences of them, so it cannot be gated`
      )
    }
    const findings = [...this.registry.values()].map((r) => r.finding)
    return {
      meta: this.meta(),
      findings,
      occurrences: this.occurrences,
      warnings: this.warnings()
    }
  }

  /** The finding list: the first alias that is an array, else the first array holding occurrences. */
  private findingList(): unknown[] | undefined {
    for (const key of FINDING_LIST_KEYS) {
      const value = own(this.doc, key)
      if (Array.isArray(value)) return value
    }
    for (const key of Object.keys(this.doc)) {
      if ((OCCURRENCE_KEYS as readonly string[]).includes(key)) continue
      const value = this.doc[key]
      if (Array.isArray(value) && value.some((v) => isObject(v) && occurrenceLists(v).length > 0)) {
        return value
      }
    }
    return undefined
  }

  private readFindingEntry(entry: Obj): void {
    const sources = [entry]
    const reading = readSeverityOf(sources, this.severityCache)
    const registered = this.register(readName(sources), sources)
    const severity = reading?.severity ?? 'unknown'
    if (worse(severity, registered.finding.severity)) registered.finding.severity = severity
    for (const occurrences of occurrenceLists(entry)) {
      this.tally.listsSeen++
      for (const occ of occurrences) {
        if (!isObject(occ)) this.tally.notObjects++
        else this.addOccurrence(registered, severity, occ)
      }
    }
  }

  private readTopLevelOccurrence(occ: unknown): void {
    if (!isObject(occ)) {
      this.tally.notObjects++
      return
    }
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
    const score = readScore(sources)
    if (score !== undefined) finding.score = score
    const description = readDescription(sources)
    if (description !== undefined) finding.description = description
    const remediation = readRemediation(sources)
    if (remediation !== undefined) finding.remediation = remediation
    const registered = { finding, idFor: idFromNormalized(key) }
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

    if (this.seenIds.has(id)) {
      this.tally.duplicates++
      const seen = this.indexOf(id)
      const first = this.occurrences[seen] as Occurrence
      if (first.fixed && !fixed) this.occurrences[seen] = { ...first, status, fixed }
      return
    }
    this.seenIds.add(id)
    this.indexById?.set(id, this.occurrences.length)
    const { finding } = registered
    // Already in the shape the gate gives it (it judges in place): one object shape throughout.
    const occurrence: JudgedOccurrence = {
      id,
      findingKey: finding.key,
      name: finding.name,
      severity,
      method,
      url,
      normalizedUrl,
      status,
      fixed,
      state: fixed ? 'fixed' : 'new',
      counted: false,
      isNew: !fixed,
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
    if (t.notObjects > 0)
      w.push(
        `${n(t.notObjects, 'entry', 'entries')} of the result's lists are not objects and were skipped`
      )
    if (t.duplicates > 0) {
      w.push(
        `${n(t.duplicates, 'occurrence is', 'occurrences are')} listed more than once (same finding, method and URL) and counted once`
      )
    }
    return w
  }
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
