// Baselines: the occurrence identities known before this run. From the previous test's result
// (`baseline: previous`), or from a file: the JSON report an earlier run wrote (`report-file`),
// or, failing that, a raw result document saved by hand (with or without the v2 envelope).
import { parseJson, ResultParseError } from './decode.js'
import { isObject, own, type Obj } from './fields.js'
import { occurrenceId } from './identity.js'
import { parseResult } from './parse.js'
import type { BaselineDetail, BaselineSet, ParsedResult } from './types.js'

/** The baseline cannot be used. The message is safe to print and names no path (the caller does). */
export class BaselineError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BaselineError'
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
  const doc = forApplication === undefined ? parsed : reportOf(parsed, forApplication)
  if (!isObject(doc)) throw new BaselineError('the baseline file is not a JSON object')
  const occurrences = own(doc, 'occurrences')
  // A report without a verdict (the run errored, stopped or timed out) lists no occurrences:
  // that is no knowledge, not a clean baseline. Only its raw result, if any, can serve.
  const judged = !isReport(doc) || own(doc, 'verdict') !== null
  if (judged && Array.isArray(occurrences) && isReportList(occurrences)) {
    return toSet(readReportOccurrences(occurrences), source)
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
  /** Kept for the reports' "fixed since the baseline" list, when the baseline gives them. */
  name?: string
  method?: string
  url?: string
}

function readReportOccurrences(list: unknown[]): Known[] {
  const known: Known[] = []
  const problems: string[] = []
  list.forEach((entry, index) => {
    const problem = readEntry(entry, known)
    if (problem !== undefined) problems.push(`occurrence #${index + 1} ${problem}`)
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

/** Adds the entry to `known`, or says what is wrong with it. */
function readEntry(entry: unknown, known: Known[]): string | undefined {
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
  if (typeof id === 'string' && ID.test(id)) {
    known.push({ id, fixed, ...details })
    return undefined
  }
  if (id !== undefined && id !== null) return 'has an id that is not 32 hex digits'
  if (typeof name !== 'string' || typeof url !== 'string') return 'has no id and no name and url'
  known.push({
    id: occurrenceId(name, typeof method === 'string' ? method : '', url),
    fixed,
    ...details
  })
  return undefined
}

/** An id listed both fixed and unfixed is unfixed, as the parser reads duplicates. */
function toSet(occurrences: readonly Known[], source: string): BaselineSet {
  const unfixed = new Set<string>()
  const fixed = new Set<string>()
  const details = new Map<string, BaselineDetail>()
  for (const o of occurrences) {
    if (o.fixed) continue
    unfixed.add(o.id)
    if (o.name !== undefined && o.url !== undefined && !details.has(o.id)) {
      details.set(o.id, { name: o.name, method: o.method ?? '', url: o.url })
    }
  }
  for (const o of occurrences) if (o.fixed && !unfixed.has(o.id)) fixed.add(o.id)
  return { source, unfixed, fixed, details }
}
