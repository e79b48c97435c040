// The result document of a finished test, rendered in the form a scenario asks for (nested, flat
// or docs/service.md 2.9's own shape, either spelling of "occurrences", any name for the finding list or a
// finding's occurrence list, extra top-level occurrences, a given or missing summary). Rendered once per
// session and cached as text: a 100,000-occurrence result is served many times without rework.

import { resolveFindings } from './findings.js'
import type {
  FindingSpec,
  FindingsGenerator,
  OccurrenceSpec,
  OccurrenceSpelling,
  ResultForm
} from './scenario-types.js'

export interface ResultRenderInput {
  projectName: string
  applicationName: string
  url: string
  endTime: number
  findings: FindingSpec[] | FindingsGenerator
  form: ResultForm
  spelling: OccurrenceSpelling
  listName: string
  /** More bare occurrences at the top level, tied to no finding. */
  topLevelOccurrences?: OccurrenceSpec[]
  /** References and an example request in each finding (lists a reader must find harmless). */
  findingContext: boolean
  /** Replaces the computed vulnerability_summary, or leaves it out. */
  summary?: Record<string, number | string> | 'omit'
}

/** The result both as the document's JSON text (v1 splices it in) and as a JSON string literal. */
export interface RenderedResult {
  text: string
  /** JSON.stringify(text): the v2 `result` field, a string holding JSON. */
  quoted: string
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "04 Sep 2021", the service's date form (UTC). */
export function serviceDate(epochMs: number): string {
  const d = new Date(epochMs)
  return `${String(d.getUTCDate()).padStart(2, '0')} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`
}

function occurrence(o: OccurrenceSpec): Record<string, unknown> {
  return { status: o.status, vulnerability: { Method: o.method ?? 'GET', Url: o.url } }
}

/**
 * What a real service's finding carries beside its occurrences: references `{name, url}` and an
 * example request with its parameters and headers. Lists of objects that hold no finding and no
 * occurrence: a reader must find them harmless (docs/behaviour.md, "How a result is read").
 */
function context(f: FindingSpec): Record<string, unknown> {
  const cwe = /\d+/.exec(f.cwe ?? '')?.[0]
  return {
    references: [
      { name: 'OWASP Top 10', url: 'https://owasp.org/Top10/' },
      ...(cwe === undefined
        ? []
        : [{ name: `CWE-${cwe}`, url: `https://cwe.mitre.org/data/definitions/${cwe}.html` }])
    ],
    request: {
      parameters: [{ name: 'q', value: 'test', in: 'query' }],
      headers: [
        { name: 'Accept', value: 'text/html' },
        { name: 'User-Agent', value: 'security-test' }
      ]
    }
  }
}

function severityCounts(findings: FindingSpec[]): Record<string, number> {
  const counts: Record<string, number> = { critical: 0, high: 0, medium: 0, low: 0, very_low: 0 }
  for (const f of findings) {
    const key = String(f.severity ?? '')
      .toLowerCase()
      .replace(/\s+/g, '_')
    if (key in counts) counts[key] += f.occurrences.filter((o) => o.status !== 'Fixed').length
  }
  return counts
}

/** A finding's descriptive fields, in the order the service's documents show them. */
function described(f: FindingSpec, withContext: boolean): Record<string, unknown> {
  return {
    name: f.name,
    ...(f.severity !== undefined ? { severity: f.severity } : {}),
    ...(f.cvss_score !== undefined ? { cvss_score: f.cvss_score } : {}),
    ...(f.cwe !== undefined ? { cwe: f.cwe } : {}),
    ...(f.description !== undefined ? { description: f.description } : {}),
    ...(f.remediation !== undefined ? { remediation: f.remediation } : {}),
    ...(withContext ? context(f) : {}),
    ...f.extra
  }
}

export function renderResult(input: ResultRenderInput): RenderedResult {
  const findings = resolveFindings(input.findings, input.url)
  const counts = severityCounts(findings)
  const unfixed = Object.values(counts).reduce((a, b) => a + b, 0)
  const summary = input.summary ?? counts
  const doc: Record<string, unknown> = {
    project_name: input.projectName,
    application_name: input.applicationName,
    url: input.url,
    generated_date: serviceDate(input.endTime),
    approved_date: serviceDate(input.endTime + 86_400_000),
    // Seen in v1 results of an official plugin: 0..10, higher is safer.
    score: Math.max(0, Math.round((10 - unfixed / 2) * 10) / 10),
    ...(summary === 'omit' ? {} : { vulnerability_summary: summary })
  }
  const topLevel = (input.topLevelOccurrences ?? []).map(occurrence)
  if (input.form === 'nested') {
    doc[input.listName] = findings.map((f) => {
      const key = f.occurrencesKey === undefined ? input.spelling : f.occurrencesKey
      return {
        ...described(f, input.findingContext),
        ...(key === null ? {} : { [key]: f.occurrences.map(occurrence) })
      }
    })
    if (input.topLevelOccurrences !== undefined) doc[input.spelling] = topLevel
  } else if (input.form === 'spec') {
    // Spec 2.9 as written: bare occurrences at the top level, and finding entries with
    // descriptive and remediation text only. Nothing links an occurrence to its finding.
    doc[input.spelling] = [...findings.flatMap((f) => f.occurrences.map(occurrence)), ...topLevel]
    doc[input.listName] = findings.map((f) => described(f, input.findingContext))
  } else {
    // Flat: occurrences at the top level (as the spec's table shows); each carries its finding.
    doc[input.spelling] = [
      ...findings.flatMap((f) =>
        f.occurrences.map((o) => ({
          name: f.name,
          ...(f.severity !== undefined ? { severity: f.severity } : {}),
          ...(f.cvss_score !== undefined ? { cvss_score: f.cvss_score } : {}),
          ...(f.cwe !== undefined ? { cwe: f.cwe } : {}),
          ...occurrence(o)
        }))
      ),
      ...topLevel
    ]
  }
  const text = JSON.stringify(doc)
  return { text, quoted: JSON.stringify(text) }
}

/** A result that is not JSON: what a broken service or a truncated proxy answer looks like. */
export function malformedResult(rendered: RenderedResult): RenderedResult {
  const text =
    rendered.text.slice(0, Math.max(1, Math.floor(rendered.text.length / 2))) + '<!-- truncated'
  return { text, quoted: JSON.stringify(text) }
}
