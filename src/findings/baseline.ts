// Baselines: the occurrence identities known before this run. From the previous test's result
// (`baseline: previous`), or from a file: the JSON report an earlier run wrote (`report-file`),
// or, failing that, a raw result document saved by hand (with or without the v2 envelope).
import { parseJson, repeatedKeyLine, ResultParseError } from './decode.js'
import { findRepeatedKey } from './repeated-keys.js'
import { isObject, own, type Obj } from './fields.js'
import { forLog } from '../common/text.js'
import { normalizeMethod, occurrenceId } from './identity.js'
import { parseResult } from './parse.js'
import { reach } from './severity.js'
import {
  SEVERITIES,
  type BaselineDetail,
  type BaselineSet,
  type ParsedResult,
  type Severity
} from './types.js'

/** The baseline cannot be used. The message is safe to print and names no path (the caller does). */
export class BaselineError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BaselineError'
  }
}

/**
 * An entry says one thing to a reviewer (its name and URL) and another to the gate (its id): the
 * file is refused whatever `baseline-missing` says — it is not missing, it is wrong.
 */
export class BaselineEntryError extends BaselineError {
  constructor(message: string) {
    super(message)
    this.name = 'BaselineEntryError'
  }
}

const ID = /^[0-9a-f]{32}$/
const MAX_PROBLEMS_SHOWN = 3

export function baselineFromResult(parsed: ParsedResult, source: string): BaselineSet {
  return toSet(parsed.occurrences, source)
}

/**
 * A report file's `occurrences` (`{ id?, name, method, url, fixed }`; the id is recomputed when
 * absent, and trusted when present so a baseline survives a later change of how names are
 * cleaned). A document that is not such a report is read as a result document.
 */
export function baselineFromReportFile(
  text: string,
  source: string,
  forApplication?: string
): BaselineSet {
  const parsed = parseJson(text, 'the baseline file', BaselineError)
  // A reviewer reads the first copy of a key written twice; JSON.parse keeps the last.
  const repeated = findRepeatedKey(text)
  if (repeated) throw new BaselineError(repeatedKeyLine('the baseline file', repeated))
  const doc = forApplication === undefined ? parsed : reportOf(parsed, forApplication)
  if (!isObject(doc)) throw new BaselineError('the baseline file is not a JSON object')
  const refused = isReport(doc) ? outcomeProblem(doc) : undefined
  if (refused) throw new BaselineError(refused)
  const occurrences = own(doc, 'occurrences')
  // A report without a verdict (the run errored, stopped or timed out) lists no occurrences:
  // that is no knowledge, not a clean baseline. Only its raw result, if any, can serve.
  const judged = !isReport(doc) || own(doc, 'verdict') !== null
  if (judged && Array.isArray(occurrences) && isReportList(occurrences)) {
    const from = forApplication === undefined ? 0 : Math.max(0, text.indexOf(`"${forApplication}"`))
    return toSet(readReportOccurrences(occurrences, lineFinder(text, from)), source)
  }
  if (isReport(doc)) {
    // A report of a run that could not read its result: the raw result may still be in it.
    const raw = own(doc, 'rawResult')
    if (typeof raw === 'string') return fromResultDocument(raw, source)
    throw new BaselineError(
      'the report in the baseline file holds no occurrences (its run ended without a verdict)'
    )
  }
  const envelope = own(doc, 'result')
  const looksLikeEnvelope = own(doc, 'code') !== undefined || own(doc, 'status') !== undefined
  return fromResultDocument(envelope !== undefined && looksLikeEnvelope ? envelope : doc, source)
}

/**
 * With several applications a baseline file may hold several reports (a JSON array of them):
 * the one of `token`. A single report of another application is refused, not used: its
 * occurrences would all read as fixed.
 */
function reportOf(doc: unknown, token: string): unknown {
  const tokenOf = (d: unknown): unknown => {
    const app = isObject(d) ? own(d, 'application') : undefined
    return isObject(app) ? own(app, 'token') : undefined
  }
  if (Array.isArray(doc)) {
    const found = (doc as unknown[]).find((d) => isReport(d) && tokenOf(d) === token)
    if (found === undefined) {
      throw new BaselineError(`the baseline file holds no report of application ${token}`)
    }
    return found
  }
  const other = isReport(doc) ? tokenOf(doc) : undefined
  if (typeof other === 'string' && other !== token) {
    throw new BaselineError(
      `the baseline file is the report of another application, not of ${token}`
    )
  }
  return doc
}

function fromResultDocument(raw: unknown, source: string): BaselineSet {
  try {
    return baselineFromResult(parseResult(raw), source)
  } catch (error) {
    if (error instanceof ResultParseError) {
      throw new BaselineError(
        `the baseline file is neither a report nor a result: ${error.message}`
      )
    }
    throw error
  }
}

/** The outcomes of a run whose gate passed: only such a run's report may be a baseline. */
const PASSING_OUTCOMES = ['passed', 'warned']

/**
 * Why the report may not be a baseline, or undefined when it may. A baseline hides only what a
 * passing verdict accepted: the report of a run that failed its gate (or errored, timed out or
 * was stopped) would hide the very occurrences that failed it. `adopt`'s file is a baseline by
 * purpose whatever its outcome says (it records the verdict without a baseline of what it
 * adopted, which fails until the accepted risks it wrote beside it are read). A report with no
 * readable outcome is refused too: nothing shows it passed.
 */
function outcomeProblem(doc: Obj): string | undefined {
  if (own(doc, 'command') === 'adopt') return undefined
  const outcome = own(doc, 'outcome')
  if (typeof outcome === 'string' && PASSING_OUTCOMES.includes(outcome)) return undefined
  const said =
    typeof outcome === 'string'
      ? `its run's outcome was ${forLog(outcome, 30)}`
      : 'it states no outcome (schema security-test-action/report@1 writes one)'
  return `the baseline file is a report whose gate did not pass: ${said}; only the report of a run that passed or warned, or the file adopt writes, is a baseline (a baseline hides only what a passing verdict accepted)`
}

function isReport(doc: unknown): doc is Obj {
  if (!isObject(doc)) return false
  const schema = own(doc, 'schema')
  return typeof schema === 'string' && schema.startsWith('security-test-action/report@')
}

/** Report entries carry a boolean `fixed`; a result's occurrences carry a `status` instead. */
function isReportList(list: unknown[]): boolean {
  const first = list.find(isObject)
  return first === undefined ? list.length === 0 : typeof own(first, 'fixed') === 'boolean'
}

interface Known {
  id: string
  fixed: boolean
  /** What it was recorded at; every unfixed one has one. */
  severity?: Severity
  /** Kept for the reports' "fixed since the baseline" list, when the baseline gives them. */
  name?: string
  method?: string
  url?: string
}

function readReportOccurrences(
  list: unknown[],
  lineOf: (id: string, nth: number) => number | undefined
): Known[] {
  const known: Known[] = []
  const problems: string[] = []
  /** How many entries so far wrote each id: the line of the n-th is looked for. */
  const written = new Map<string, number>()
  list.forEach((entry, index) => {
    const problem = readEntry(entry, known)
    const id = isObject(entry) ? own(entry, 'id') : undefined
    const nth = typeof id === 'string' ? (written.get(id) ?? 0) : 0
    if (typeof id === 'string') written.set(id, nth + 1)
    if (problem === undefined) return
    if (typeof problem === 'string') {
      problems.push(`occurrence #${index + 1} ${problem}`)
      return
    }
    const line = lineOf(problem.id, nth)
    throw new BaselineEntryError(
      `the baseline file disagrees with itself: occurrence #${index + 1}` +
        `${line === undefined ? '' : ` at line ${line}`}: ${problem.text} ` +
        '(a reviewer reads the name and URL, the gate the id); correct the entry, or run adopt again'
    )
  })
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_PROBLEMS_SHOWN).join('; ')
    const more =
      problems.length > MAX_PROBLEMS_SHOWN
        ? ` (and ${problems.length - MAX_PROBLEMS_SHOWN} more)`
        : ''
    throw new BaselineError(`the baseline file is damaged: ${shown}${more}`)
  }
  return known
}

/**
 * Adds the entry to `known`, or says what is wrong with it: a damaged entry (text), or one whose
 * id disagrees with the name, method and URL beside it (refused, naming its line).
 */
function readEntry(
  entry: unknown,
  known: Known[]
): string | { id: string; text: string } | undefined {
  if (!isObject(entry)) return 'is not an object'
  const fixed = own(entry, 'fixed')
  if (typeof fixed !== 'boolean') return 'has no fixed: true/false'
  const id = own(entry, 'id')
  const name = own(entry, 'name')
  const method = own(entry, 'method')
  const url = own(entry, 'url')
  const details =
    typeof name === 'string' && typeof url === 'string'
      ? { name, method: typeof method === 'string' ? method : '', url }
      : {}
  if (id !== undefined && id !== null && (typeof id !== 'string' || !ID.test(id)))
    return 'has an id that is not 32 hex digits'
  // What a reviewer reads is the name and URL: written at all, both must be there and agree with
  // the id (a name beside an id with no URL would show one finding and hide another).
  const writes = [name, method, url].some((v) => v !== undefined)
  if (writes && (typeof name !== 'string' || typeof url !== 'string'))
    return 'writes a name, method or URL but not both a name and a URL as text, so its id cannot be checked against them'
  if (typeof id !== 'string' && details.name === undefined) return 'has no id and no name and url'
  const written = own(entry, 'severity')
  const severity = (SEVERITIES as readonly unknown[]).includes(written)
    ? (written as Severity)
    : undefined
  // Without the severity it was recorded at, an open entry would hide the occurrence at any.
  if (!fixed && severity === undefined)
    return `has no severity (${SEVERITIES.join(', ')}): the one it was accepted at`
  const recorded = { fixed, ...(severity === undefined ? {} : { severity }) }
  if (details.name === undefined || details.url === undefined) {
    if (typeof id !== 'string') return 'has no id and no name and url'
    // Nothing beside the id to disagree with.
    known.push({ id, ...recorded })
    return undefined
  }
  const own_ = occurrenceId(details.name, details.method, details.url, severity)
  if (typeof id !== 'string' || id === own_) {
    known.push({ id: own_, ...recorded, ...details })
    return undefined
  }
  // The report writes a name or URL it had to shorten or spell out (`…`, `\u001b`) as it shows
  // them: such an entry cannot be checked, so it is left out (its occurrence counts as new).
  if (altered(details.name) || altered(details.url)) return undefined
  return {
    id,
    text: `its id is not the id of "${forLog(details.name, 200)}" ${forLog(normalizeMethod(details.method), 20)} ${forLog(details.url, 300)}`
  }
}

function altered(text: string): boolean {
  return text.endsWith('…') || text.includes('\\u')
}

/**
 * The 1-based line of the `nth` (from 0) entry writing an id, in the file's text from `from` (the
 * report of the application, in a file of several): the id's JSON string, in order.
 */
function lineFinder(text: string, from: number): (id: string, nth: number) => number | undefined {
  return (id, nth) => {
    let at = from - 1
    for (let n = 0; n <= nth; n++) {
      at = text.indexOf(`"${id}"`, at + 1)
      if (at < 0) return undefined
    }
    let line = 1
    for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) line++
    return line
  }
}

/** An id listed both fixed and unfixed is unfixed, as the parser reads duplicates. */
function toSet(occurrences: readonly Known[], source: string): BaselineSet {
  const unfixed = new Set<string>()
  const fixed = new Set<string>()
  const severity = new Map<string, Severity>()
  const details = new Map<string, BaselineDetail>()
  for (const o of occurrences) {
    if (o.fixed) continue
    unfixed.add(o.id)
    // Listed twice: the less severe record is what both cover.
    const before = severity.get(o.id)
    const now = o.severity ?? 'very-low'
    severity.set(o.id, before === undefined || reach(now) > reach(before) ? now : before)
    if (o.name !== undefined && o.url !== undefined && !details.has(o.id)) {
      details.set(o.id, { name: o.name, method: o.method ?? '', url: o.url })
    }
  }
  for (const o of occurrences) if (o.fixed && !unfixed.has(o.id)) fixed.add(o.id)
  return { source, unfixed, fixed, severity, details }
}
