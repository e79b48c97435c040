// The service's result document -> normalised findings and occurrences.
//
// Tolerant of names, strict about what it cannot see. The document's shape is only partly
// published, so every field is read by its aliases (fields.ts) and a value of the wrong type is
// treated as absent; what we had to guess becomes a warning, counted (one per kind, never one
// per occurrence). But a gate fails closed (docs/behaviour.md, "How a result is read"):
// - Every part of the document is read or refused (shape.ts): every list of objects that holds
//   findings or occurrences — under any name, at any depth, as a list or a map by id — is read;
//   other lists of objects (references, parameters, headers) are harmless; a list that must be
//   read but holds something other than objects makes the result unreadable.
// - Every listed finding is accounted for: a finding entry that no occurrence can be read for (its
//   own, or one elsewhere naming it at its severity or worse) counts as one unfixed occurrence,
//   location unknown, of its severity, with a warning naming it — one per such entry.
// - A count the document states — per severity, or a total of findings or occurrences, at the
//   top level, in a summary or in a finding — that reports more than what was read accounts for
//   (only unfixed occurrences for a count named open, unfixed, active or new), or that is not a
//   safe whole number, makes the result unreadable (ResultParseError, naming where), never clean
//   (severity-summary.ts, stated-totals.ts).
// Decisions:
// - An occurrence seen twice (same id: finding name + method + normalised URL) counts once, with
//   the severity that counts at the most thresholds, and unfixed when either copy is.
// - Occurrences outside any finding take their finding from their own fields (or their
//   `vulnerability` object's), falling back to the finding entry of the same name; findings are
//   read first so that the entry's texts win.
// - Occurrences inside a finding entry have the entry's severity, or their own when it counts at
//   more thresholds.
// - A finding entry that repeats a name shares that finding (one SARIF rule); its own
//   occurrences keep the entry's severity, and the shared finding shows the worst known one.
import {
  isObject,
  own,
  readCwes,
  hasCweField,
  readDescription,
  readName,
  readRemediation,
  readScore,
  readSeverityOf,
  hasSeverityField,
  asText,
  type Obj,
  type SeverityReading
} from './fields.js'
import { memoised, visibleName } from '../common/text.js'
import { decodeResult, ResultParseError } from './decode.js'
import {
  findingKey,
  idFromNormalized,
  isUnlocated,
  LOCATION_UNKNOWN,
  normalizeMethod,
  normalizeUrl,
  unlocatedPart
} from './identity.js'
import { numericLabel, reach, stronger, worse } from './severity.js'
import {
  hasNested,
  isFixed,
  methodOf,
  plainOccurrence,
  statusText,
  stringOnly,
  urlOf
} from './occurrence-fields.js'
import { SummaryCheck } from './severity-summary.js'
import { entryRead, nameRead, namesRead, ReadTally } from './read-tally.js'
import type { Accounted } from './stated-totals.js'
import { readerWarnings, UNNAMED } from './parse-warnings.js'
import {
  entryPath,
  kindOf,
  listsBelow,
  type EntryKind,
  type FoundList,
  type JsonPath
} from './shape.js'
import type {
  Finding,
  JudgedOccurrence,
  Occurrence,
  ParsedResult,
  ResultMeta,
  Severity
} from './types.js'

export { ResultParseError } from './decode.js'

export { LOCATION_UNKNOWN } from './identity.js'

/**
 * `raw`: the `result` field as the service sent it (a string holding JSON, or a JSON value).
 * `oneWalk: false` reads every occurrence through every check, without the spec's-shape shortcut
 * (`plainOccurrence`): the same answer, slower (a test compares the two).
 */
export function parseResult(raw: unknown, options: { oneWalk?: boolean } = {}): ParsedResult {
  return new ResultReader(decodeResult(raw), options.oneWalk ?? true).read()
}

interface Registered {
  finding: Finding
  idFor: (method: string, normalizedUrl: string) => string
  /**
   * Occurrences outside any finding entry that name this finding (repeats included): they
   * account for its entries, as in the spec's shape. Another entry's own occurrences do not.
   */
  named: number
  /** How many of those are unfixed (a count stated in an entry of this name may count them). */
  namedUnfixed: number
  /** The severity of those that counts at the most thresholds. */
  namedReach: Severity
  /**
   * The CWEs every finding entry of this name lists: all an occurrence outside any entry can be
   * said to have (entries of one name may be different weaknesses: a policy by CWE must not take
   * one entry's for another's occurrence).
   */
  sharedCwe: readonly string[]
  /** Finding entries of this name read so far. */
  entries: number
}

/** A finding entry being read: its occurrences are counted against it. */
interface Owner {
  registered: Registered
  severity: Severity
  /** Other severities the entry's fields gave (for summaries only). */
  ratings?: Severity[]
  own: number
  /** Of its own occurrences, the unfixed ones; and whether it was settled as location unknown. */
  ownUnfixed: number
  settled: boolean
  /**
   * The entry's own CWEs, for its occurrences: a policy by CWE looks at each entry's, never the
   * first entry's of a name (two entries of one name may be two different weaknesses).
   */
  cwe: readonly string[]
}

/**
 * A list being read, entry by entry. Lists outside any finding are read twice: their findings
 * first (with everything inside them), their occurrences once every finding is read, so that an
 * occurrence finds the finding entry of its name.
 */
interface Reading {
  list: FoundList
  next: number
  owner: Owner | undefined
  only: EntryKind | undefined
}

class ResultReader {
  private readonly registry = new Map<string, Registered>()
  private readonly occurrences: JudgedOccurrence[] = []
  // A Set is half the cost of a Map at 100,000 entries; the index of a repeated occurrence is
  // looked up only when a document repeats one (rare).
  private readonly seenIds = new Set<string>()
  private indexById: Map<string, number> | undefined
  private readonly severityCache = new Map<string, Severity>()
  // Few distinct methods, 100,000 occurrences: each normalised once.
  private readonly normalMethod = memoised(normalizeMethod, 100_000)
  private readonly summaries = new SummaryCheck()
  private readonly tally = {
    unknownSeverity: 0,
    unnamed: 0,
    noUrl: 0,
    duplicates: 0,
    occurrenceLists: 0,
    findingLists: 0,
    findingEntries: 0
  }
  /** What was listed: what the counts the document states are checked against. */
  private readonly listed = new ReadTally()
  /** Finding entries, settled once everything is read. */
  private readonly entries: Owner[] = []
  private readonly unaccounted: string[] = []
  // Depth first, in the document's order; lists of lone occurrences after every finding.
  private readonly reading: Reading[] = []
  private readonly later: Reading[] = []

  constructor(
    private readonly doc: Obj,
    private readonly oneWalk: boolean
  ) {}

  read(): ParsedResult {
    this.start(listsBelow(this.doc, undefined, true, this.summaries.visit), undefined)
    this.readAll()
    for (const reading of this.later) {
      this.reading.push(reading)
      this.readAll()
    }
    // A gate fails closed: a document that gives nothing to count is a format the action does
    // not know (or a broken answer), not a clean result. An empty finding list is clean.
    const { occurrenceLists, findingLists, findingEntries } = this.tally
    if (occurrenceLists === 0 && (findingLists === 0 || findingEntries > 0)) {
      throw new ResultParseError(
        findingLists === 0
          ? 'it holds no occurrence list ("occurences") or finding list that the action recognises, so it cannot be gated'
          : `it lists ${findingEntries} ${findingEntries === 1 ? 'entry' : 'entries'} but no occurrences of them, so it cannot be gated`
      )
    }
    for (const entry of this.entries) this.settle(entry)
    this.checkSummaries()
    const findings = [...this.registry.values()].map((r) => r.finding)
    return {
      meta: this.meta(),
      findings,
      occurrences: this.occurrences,
      warnings: this.warnings()
    }
  }

  /** Lists found below a part, to read next (before the rest of the part's own list). */
  private start(lists: FoundList[], owner: Owner | undefined): void {
    for (const list of lists) {
      if (list.kind === 'occurrence') this.tally.occurrenceLists++
      else this.tally.findingLists++
      if (owner === undefined) this.later.push({ list, next: 0, owner, only: 'occurrence' })
    }
    // On a stack: the first list is read first.
    for (let l = lists.length - 1; l >= 0; l--) {
      const list = lists[l] as FoundList
      this.reading.push({ list, next: 0, owner, only: owner === undefined ? 'finding' : undefined })
    }
  }

  private readAll(): void {
    const stack = this.reading
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as Reading
      const { list } = top
      if (top.next >= list.entries.length) {
        stack.pop()
        continue
      }
      const index = top.next++
      const entry = list.entries[index] as Obj
      // The spec's occurrence shape, the hot path, is told in one walk of its keys.
      const plain = this.oneWalk ? plainOccurrence(entry) : undefined
      const kind = plain !== undefined ? 'occurrence' : (kindOf(entry) ?? list.kind)
      if (top.only !== undefined && kind !== top.only) continue
      if (kind === 'finding') this.readFindingEntry(entry, entryPath(list, index))
      else this.readOccurrence(entry, list, index, top.owner, plain)
    }
  }

  private readFindingEntry(entry: Obj, path: JsonPath): void {
    this.tally.findingEntries++
    const sources = [entry]
    const reading = readSeverityOf(sources, this.severityCache)
    const registered = this.register(readName(sources), sources)
    const severity = reading?.severity ?? 'unknown'
    if (worse(severity, registered.finding.severity)) registered.finding.severity = severity
    const cwe = readCwes(sources)
    registered.sharedCwe =
      registered.entries++ === 0 ? cwe : registered.sharedCwe.filter((c) => cwe.includes(c))
    const owner: Owner = {
      registered,
      severity,
      own: 0,
      ownUnfixed: 0,
      settled: false,
      ratings: reading?.ratings,
      cwe
    }
    this.entries.push(owner)
    // Totals stated in the entry count its own occurrences.
    this.start(listsBelow(entry, path, false, this.summaries.visitorFor(entry, owner)), owner)
  }

  // The hot path: once per occurrence. Most occurrences are flat (their fields and a flat
  // `vulnerability` object, no severity of their own): nothing is allocated for them beyond the
  // occurrence itself. `plain`: its `vulnerability` object when plainOccurrence found the spec's
  // shape and nothing more (no severity, nothing nested, no stated count: no check to run).
  private readOccurrence(
    occ: Obj,
    list: FoundList,
    index: number,
    owner: Owner | undefined,
    plain?: Obj
  ): void {
    this.tally.occurrenceLists ||= 1
    const vulnerability = occ.vulnerability
    const inner = isObject(vulnerability) ? vulnerability : undefined
    const rated =
      plain === undefined &&
      (hasSeverityField(occ) || (inner !== undefined && hasSeverityField(inner)))
    const sources = rated || owner === undefined ? (inner ? [occ, inner] : [occ]) : undefined
    const ownReading = rated ? readSeverityOf(sources as Obj[], this.severityCache) : undefined
    const ownSeverity = ownReading?.severity
    let registered: Registered
    let severity: Severity
    let cwe: readonly string[]
    if (owner === undefined) {
      const name = readName(sources as Obj[])
      registered = this.register(name, sources as Obj[])
      // A nameless occurrence is tied to no finding: its severity is its own, or unknown.
      severity = ownSeverity ?? (name === undefined ? 'unknown' : registered.finding.severity)
      if (name !== undefined) {
        registered.namedReach =
          registered.named === 0 ? severity : stronger(severity, registered.namedReach)
        registered.named++
      }
      // Its own CWE when it names one, else what every entry of its name lists (nothing else
      // ties it to one entry).
      const mine = hasCweField(occ) || (inner !== undefined && hasCweField(inner))
      cwe = mine ? readCwes(sources as Obj[]) : registered.sharedCwe
    } else {
      registered = owner.registered
      severity = ownSeverity === undefined ? owner.severity : stronger(ownSeverity, owner.severity)
      owner.own++
      cwe = owner.cwe
    }
    const fixed = this.addOccurrence(
      registered,
      severity,
      occ,
      cwe,
      ownReading?.ratings ?? owner?.ratings
    )
    if (!fixed) {
      if (owner !== undefined) owner.ownUnfixed++
      else if (registered.named > 0) registered.namedUnfixed++
    }
    if (plain !== undefined) return
    // A total in an occurrence counts the occurrences of its finding: its entry's, or those of
    // its name (a nameless one's, the document's).
    const scope = owner ?? (registered.named > 0 ? registered : undefined)
    if (hasNested(occ, inner)) {
      const mine = owner ?? { registered, severity, own: 0, ownUnfixed: 0, settled: false, cwe }
      const visit = this.summaries.occurrenceVisitor(occ, scope)
      this.start(listsBelow(occ, entryPath(list, index), false, visit), mine)
    } else {
      this.summaries.visitEntry(occ, list, index, undefined, scope)
      if (inner !== undefined) this.summaries.visitEntry(inner, list, index, 'vulnerability', scope)
    }
  }

  /** A stated count beyond what was read means findings or occurrences the reader cannot see. */
  private checkSummaries(): void {
    let byName: Map<object, Accounted> | undefined
    this.summaries.check(this.listed.read(this.entries), (scope) => {
      if ('registered' in scope) return entryRead(scope as Owner)
      // A name's: those outside any entry and every entry's of that name (counted once).
      byName ??= namesRead(this.entries)
      return nameRead(scope as Registered, byName)
    })
  }

  /**
   * A finding entry with no occurrence of its own, and none elsewhere of its name that counts
   * wherever it would: one unfixed occurrence of its severity, location unknown. Its identity is
   * name + no method + its severity (identity.ts), never its place among entries of one name: a
   * baseline or an accepted risk names it like any other, and covers only that severity. Two such
   * entries of one name and severity are one occurrence, as two copies of one URL are.
   */
  private settle(entry: Owner): void {
    const { registered, severity, own: ownCount, cwe } = entry
    if (ownCount > 0) return
    if (registered.named > 0 && reach(registered.namedReach) <= reach(severity)) return
    entry.settled = true
    this.unaccounted.push(registered.finding.name)
    // Counted under every severity its fields gave, as a listed occurrence is (also a repeat).
    this.listed.add(severity, entry.ratings, false)
    const id = registered.idFor(normalizeMethod(''), unlocatedPart(severity))
    if (this.seenIds.has(id)) return
    this.push(registered, severity, {
      id,
      method: '',
      url: LOCATION_UNKNOWN,
      normalizedUrl: LOCATION_UNKNOWN,
      status: '',
      fixed: false,
      cwe
    })
  }

  /** The finding of this name, created from `sources` the first time the name is seen. */
  private register(name: string | undefined, sources: Obj[]): Registered {
    const key = name === undefined ? UNNAMED : visibleName(name)
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
    const registered: Registered = {
      finding,
      idFor: idFromNormalized(key),
      named: 0,
      namedUnfixed: 0,
      namedReach: 'very-low',
      sharedCwe: finding.cwe,
      entries: 0
    }
    this.registry.set(key, registered)
    return registered
  }

  // The hot path: runs once per occurrence (100,000 in a large result). Plain property reads
  // (these names are not on Object.prototype, so a missing key reads as undefined, as `own` would).
  /** Reads one listed occurrence; whether it is Fixed. */
  private addOccurrence(
    registered: Registered,
    severity: Severity,
    occ: Obj,
    cwe: readonly string[],
    ratings?: readonly Severity[]
  ): boolean {
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
    // No URL: the severity stands in for it (identity.ts), so copies of other severities stay apart.
    const id = registered.idFor(
      method,
      isUnlocated(normalizedUrl) ? unlocatedPart(severity) : normalizedUrl
    )
    if (severity === 'unknown') this.tally.unknownSeverity++
    // Counted under a severity it was read up from, too: a summary may count it there.
    this.listed.add(severity, ratings, fixed)

    if (this.seenIds.has(id)) {
      this.tally.duplicates++
      const seen = this.indexOf(id)
      const first = this.occurrences[seen] as JudgedOccurrence
      // The copy that counts wins: unfixed over Fixed, the severity that counts at more thresholds.
      const reopened = first.fixed && !fixed
      const worst = stronger(severity, first.severity)
      if (reopened || worst !== first.severity) {
        this.occurrences[seen] = reopened
          ? { ...first, severity: worst, status, fixed, state: 'new', isNew: true }
          : { ...first, severity: worst }
      }
      return fixed
    }
    this.push(registered, severity, { id, method, url, normalizedUrl, status, fixed, cwe })
    return fixed
  }

  private push(
    registered: Registered,
    severity: Severity,
    o: Pick<Occurrence, 'id' | 'method' | 'url' | 'normalizedUrl' | 'status' | 'fixed'> & {
      cwe: readonly string[]
    }
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
      cwe: o.cwe,
      state: o.fixed ? 'fixed' : 'new',
      counted: false,
      isNew: !o.fixed,
      ignoredBecause: undefined,
      // Set by the gate on every occurrence: present from the start, the object keeps one shape
      // (adding them later gave each of 100,000 objects a new shape and a property store).
      regressed: false,
      escalatedFrom: undefined
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
    return readerWarnings(this.tally, this.unaccounted)
  }
}

/** The number a readable severity was written as ("severity": 9.1), as its score. */
function numericScore(reading: SeverityReading | undefined): number | undefined {
  if (reading?.label === undefined || reading.severity === 'unknown') return undefined
  return numericLabel(reading.label)
}
