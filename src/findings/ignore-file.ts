// Accepted risks: reading the ignore file (loaded only when one exists: `yaml` is not start-up's)
// — the ignore file (`ignore-file`, default `.security-test-ignore.yml`).
//
//   version: 1                 # optional; 1 is the only version
//   ignore:
//     - finding: "Missing X-Frame-Options Header"    # every occurrence of this finding
//       reason: "Framed only by our own pages; tracked in SEC-123"
//       expires: 2027-01-31
//     - id: 3f2a9c0d4e5b6a7f8091a2b3c4d5e6f7          # one occurrence (id from the report, SARIF
//       reason: "False positive, see SEC-200"         #   fingerprint or job summary)
//       expires: 2026-12-31
//     - finding: "SQL Injection"
//       url: "https://app.example.com/search?q=1"     # only this URL (compared normalised)
//       method: POST                                  # optional: only this method
//       severity: high                                # optional: this severity or less (adopt
//       reason: "The parameter never reaches the database; SEC-201"  # writes the one it saw)
//       expires: 2026-09-30
//
// Every entry needs `reason` (non-empty) and `expires` (a real date, YYYY-MM-DD), and `id` or
// `finding` (or both: then both must match). `url` and `method` narrow a `finding` entry; an entry
// with `id`, `finding` and `url` must agree with itself (the id is recomputed: a reviewer reads the
// name and URL). `severity` bounds what it hides: an occurrence more severe is an escalation and
// counts; without it every severity is hidden. Finding names compare trimmed and ignoring case. An entry applies through the end of its `expires` day
// (UTC); from the next day on it ignores nothing and the run warns that it has expired, so an
// accepted risk is looked at again instead of hiding a finding for ever.
// Unknown keys are errors: a misspelt `url` would otherwise widen an entry to the whole finding.
import { isMap, isSeq, LineCounter, parseDocument, type Document } from 'yaml'
import { errorText, forLog } from '../common/text.js'
import { isObject, own, type Obj } from './fields.js'
import { normalizeMethod, occurrenceId } from './identity.js'
import { readPolicy } from './policy.js'
import { SEVERITIES, type IgnoreRule, type PolicyRule, type Severity } from './types.js'

/** The ignore file cannot be used. `problems` lists every problem found; the message joins them. */
export class IgnoreFileError extends Error {
  constructor(readonly problems: string[]) {
    super(
      problems.length === 1
        ? `the ignore file has a problem: ${problems[0]}`
        : `the ignore file has ${problems.length} problems: ${problems.join('; ')}`
    )
    this.name = 'IgnoreFileError'
  }
}

const TOP_KEYS = new Set(['version', 'ignore', 'policy'])
const ENTRY_KEYS = new Set([
  'id',
  'finding',
  'url',
  'method',
  'severity',
  'reason',
  'expires',
  'adopted'
])
const ID = /^[0-9a-f]{32}$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_EXAMPLE = 'a date like 2027-01-31'

export function parseIgnoreFile(text: string): IgnoreRule[] {
  return parseAcceptedRisks(text).rules
}

/** The accepted-risks file: its entries and its `policy` rules (src/findings/policy.ts). */
export interface AcceptedRisks {
  rules: IgnoreRule[]
  policy: PolicyRule[]
}

export function parseAcceptedRisks(text: string): AcceptedRisks {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter })
  if (doc.errors.length > 0) {
    throw new IgnoreFileError(doc.errors.map((e) => `not valid YAML: ${yamlProblem(e)}`))
  }
  let value: unknown
  try {
    value = doc.toJS()
  } catch (error) {
    throw new IgnoreFileError([`not valid YAML: ${errorText(error, 200)}`])
  }
  if (value === null || value === undefined) return { rules: [], policy: [] }
  if (!isObject(value)) throw new IgnoreFileError(['it must be a mapping with an `ignore:` list'])

  const lineOf = itemLines(doc, lineCounter)
  const problems: string[] = []
  for (const key of Object.keys(value)) {
    if (!TOP_KEYS.has(key))
      problems.push(`unknown key ${quote(key)} (use version, ignore and policy)`)
  }
  const version = own(value, 'version')
  if (version !== undefined && version !== 1) problems.push('version must be 1')
  const list = own(value, 'ignore')
  if (list !== undefined && list !== null && !Array.isArray(list))
    problems.push('ignore must be a list of entries')
  const rules: IgnoreRule[] = []
  if (Array.isArray(list)) {
    list.forEach((entry, index) => {
      const line = lineOf('ignore', index)
      const where = `entry #${index + 1}${line === undefined ? '' : ` (line ${line})`}`
      const rule = readEntry(entry, where, problems)
      if (rule !== undefined) rules.push(line === undefined ? rule : { ...rule, line })
    })
  }
  const policy = readPolicy(own(value, 'policy'), (i) => lineOf('policy', i), problems)
  if (problems.length > 0) throw new IgnoreFileError(problems)
  return { rules, policy }
}

/** The 1-based line where item `index` of the top-level list `key` starts. */
function itemLines(
  doc: Document,
  lines: LineCounter
): (key: string, index: number) => number | undefined {
  return (key, index) => {
    const seq = isMap(doc.contents) ? doc.contents.get(key, true) : undefined
    const item = isSeq(seq) ? seq.items[index] : undefined
    const offset = (item as { range?: [number, number, number] } | undefined)?.range?.[0]
    return offset === undefined ? undefined : lines.linePos(offset).line
  }
}

function readEntry(entry: unknown, where: string, problems: string[]): IgnoreRule | undefined {
  if (!isObject(entry)) {
    problems.push(`${where} must be a mapping with reason, expires and id or finding`)
    return undefined
  }
  const before = problems.length
  const problem = (text: string): void => {
    problems.push(`${where}: ${text}`)
  }
  for (const key of Object.keys(entry)) {
    if (!ENTRY_KEYS.has(key))
      problem(`unknown key ${quote(key)} (use ${[...ENTRY_KEYS].join(', ')})`)
  }
  const id = text(entry, 'id', problem)
  const finding = text(entry, 'finding', problem)
  const url = text(entry, 'url', problem)
  const method = text(entry, 'method', problem)
  const reason = text(entry, 'reason', problem)
  const expires = readDate(own(entry, 'expires'))

  if (id === undefined && finding === undefined)
    problem('needs id (one occurrence) or finding (a finding by name)')
  if (id !== undefined && !ID.test(id.toLowerCase()))
    problem('id must be 32 hex digits, as shown in the report')
  if ((url !== undefined || method !== undefined) && finding === undefined)
    problem('url and method narrow a finding entry; add finding')
  if (method !== undefined && !/^[A-Za-z]+$/.test(method.trim()))
    problem('method must be an HTTP method such as GET or POST')
  const severity = text(entry, 'severity', problem)?.trim().toLowerCase()
  if (severity !== undefined && !(SEVERITIES as readonly string[]).includes(severity))
    problem(`severity must be one of ${SEVERITIES.join(', ')}`)
  if (
    id !== undefined &&
    finding !== undefined &&
    url !== undefined &&
    id.toLowerCase() !== occurrenceId(finding, method ?? '', url, severity as Severity | undefined)
  )
    problem('id is not the id of the finding, method and URL beside it: correct one of them')
  if (reason === undefined) problem('reason is required: say why the risk is accepted')
  if (expires === undefined) problem(`expires is required and must be ${DATE_EXAMPLE}`)
  const adoptedValue = own(entry, 'adopted')
  const adopted = adoptedValue === undefined ? undefined : readDate(adoptedValue)
  if (adoptedValue !== undefined && adopted === undefined)
    problem(`adopted must be ${DATE_EXAMPLE} (the day adopt wrote the entry)`)
  if (problems.length > before) return undefined

  const rule: IgnoreRule = { reason: reason as string, expires: expires as string }
  if (id !== undefined) rule.id = id.toLowerCase()
  if (finding !== undefined) rule.finding = finding.trim()
  if (url !== undefined) rule.url = url.trim()
  if (method !== undefined) rule.method = normalizeMethod(method)
  if (severity !== undefined) rule.severity = severity as Severity
  if (adopted !== undefined) rule.adopted = adopted
  return rule
}

/** A non-blank string; a value of another type is a problem (quote it in YAML). */
function text(entry: Obj, key: string, problem: (text: string) => void): string | undefined {
  const value = own(entry, key)
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') {
    problem(`${key} must be text (put it in quotes)`)
    return undefined
  }
  if (value.trim() === '') {
    problem(`${key} is empty`)
    return undefined
  }
  return value
}

/** YYYY-MM-DD naming a real day (a YAML 1.1 file gives a Date: its UTC day is taken). */
function readDate(value: unknown): string | undefined {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10)
  if (typeof value !== 'string') return undefined
  const m = DATE.exec(value.trim())
  if (m === null) return undefined
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const day = new Date(Date.UTC(y, mo - 1, d))
  const real = day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d
  return real ? value.trim() : undefined
}

function yamlProblem(error: {
  message: string
  linePos?: [{ line: number; col: number }, ...unknown[]]
}): string {
  const what = error.message.split(' at line ')[0] ?? 'cannot be read'
  const at = error.linePos?.[0]
  return `${forLog(what, 200)}${at ? ` (line ${at.line}, column ${at.col})` : ''}`
}

function quote(key: string): string {
  return `"${forLog(key, 40)}"`
}

/** The first moment (ms since epoch) at which the rule no longer applies: the day after `expires`. */
