// A GitLab DAST report (schema 15.0.x, `artifacts:reports:dast`) for every application of a run:
// one vulnerability per open occurrence of each application, identifiers (the finding, then its
// CWEs), severity in GitLab's words, and the scanned resources. Plain text throughout: GitLab
// reads every field as data from an untrusted scanner, and forPlain keeps it clean and bounded.
//
// Identity: GitLab tells vulnerabilities apart by the primary identifier plus the location's
// `path:method:param` (not the host; newer versions also drop the path's query and a trailing
// slash). The same finding on the same path of two applications, or on two URLs that differ only
// in host, query or trailing slash, would be one vulnerability to GitLab. So `param` carries the
// vulnerability's own id, derived from the application and the occurrence identity: stable from
// run to run (GitLab follows the same vulnerability across pipelines), distinct for every
// occurrence of every application under both ways of reading the path.
//
// Budget: GitLab refuses reports of more than 100,000 vulnerabilities and users report time-outs
// near 70 MB, so the report holds at most MAX_GITLAB_VULNERABILITIES and MAX_GITLAB_BYTES, worst
// first (the order the JSON report has them in, severity first across applications); the count
// left out is a `scan.messages` warning, and the JSON report keeps every occurrence.
import { createHash } from 'node:crypto'
import { severityRank } from '../findings/severity.js'
import type { Severity } from '../findings/types.js'
import { formatCount } from '../report/format.js'
import { PROJECT_URL, TOOL_VERSION } from '../report/sarif.js'
import { forPlain, oneLine } from '../common/text.js'
import {
  applicationLabel,
  incompleteReason,
  type AppFinding,
  type AppOccurrence,
  type AppReport
} from './app-report.js'

export const GITLAB_SCHEMA_VERSION = '15.0.0'
export const GITLAB_SCHEMA_URL =
  'https://gitlab.com/gitlab-org/security-products/security-report-schemas/-/raw/v15.0.0/dist/dast-report-format.json'

/** GitLab's levels; the service's "very low" is what GitLab calls Info. */
export const GITLAB_SEVERITY: Record<Severity, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  'very-low': 'Info',
  unknown: 'Unknown'
}

// The schema's own bounds (name ≤ 255, solution ≤ 7,000), GitLab's model's (a description over
// 15,000 characters is refused); the rest bounded like the JSON report.
const MAX = { name: 255, solution: 7000, description: 15_000, url: 8192, short: 500 }

/**
 * At most this many vulnerabilities per report: a tenth of GitLab's hard limit (100,000), more
 * than anyone triages from one pipeline, and with bounded texts well inside the byte budget.
 */
export const MAX_GITLAB_VULNERABILITIES = 10_000
/**
 * At most this many bytes per report (as written: two-space indented JSON): under a third of the
 * ~70 MB where users report GitLab's ingestion timing out, so a large report still loads.
 */
export const MAX_GITLAB_BYTES = 20_000_000
/** Scanned resources (every method and URL of the run) are bounded too: count, then bytes. */
const MAX_SCANNED_RESOURCES = 10_000
const MAX_SCANNED_RESOURCE_BYTES = 2_000_000

export interface GitlabBudget {
  maxVulnerabilities?: number
  maxBytes?: number
}
const VENDOR = { name: 'security-test-action' }

type Json = Record<string, unknown>

/** When the run that made the reports began and ended (the reports know only their own end). */
export interface RunTimes {
  started: Date
  ended: Date
}

export function buildGitlabDast(
  reports: readonly AppReport[],
  times: RunTimes,
  budget: GitlabBudget = {}
): Json {
  const maxCount = budget.maxVulnerabilities ?? MAX_GITLAB_VULNERABILITIES
  const maxBytes = budget.maxBytes ?? MAX_GITLAB_BYTES
  const open = openWorstFirst(reports)
  const doc = {
    version: GITLAB_SCHEMA_VERSION,
    schema: GITLAB_SCHEMA_URL,
    scan: {
      analyzer: {
        id: 'security-test-action',
        name: 'security-test',
        url: PROJECT_URL,
        version: TOOL_VERSION,
        vendor: VENDOR
      },
      scanner: {
        id: 'security-test-service',
        name: 'Hosted web-security test service',
        version: forPlain(reports.find((r) => r.apiVersion)?.apiVersion ?? 'v2', 20),
        vendor: VENDOR
      },
      type: 'dast',
      start_time: gitlabTime(earliest([times.started, ...reports.map((r) => r.startedAt)])),
      end_time: gitlabTime(latest([times.ended, ...reports.map((r) => r.finishedAt)])),
      // An incomplete run (timed out, stopped, error) is a failed scan, whatever it found.
      status: reports.every((r) => incompleteReason(r) === undefined) ? 'success' : 'failure',
      messages: messages(reports),
      scanned_resources: scannedResources(reports, open)
    },
    vulnerabilities: [] as Json[]
  }
  // The bytes of everything but the vulnerabilities, and room for the message of a cut.
  let bytes = writtenBytes(doc, 0) + 1000
  const findings = new Map(
    reports.map((r) => [r, new Map(r.findings.map((f) => [f.key, f]))] as const)
  )
  for (const { report, occurrence } of open) {
    if (doc.vulnerabilities.length >= maxCount) break
    const v = vulnerability(report, occurrence, findings.get(report)?.get(occurrence.findingKey))
    const size = writtenBytes(v, 2) + 2
    if (bytes + size > maxBytes) break
    bytes += size
    doc.vulnerabilities.push(v)
  }
  const left = open.length - doc.vulnerabilities.length
  if (left > 0) {
    doc.scan.messages.unshift({
      level: 'warn',
      value:
        `${formatCount(left)} of ${formatCount(open.length)} open occurrences are left out, ` +
        `the least severe first: this report holds at most ${formatCount(maxCount)} ` +
        `vulnerabilities and ${formatCount(Math.round(maxBytes / 1_000_000))} MB. ` +
        'The JSON report lists them all.'
    })
  }
  return doc
}

interface Open {
  report: AppReport
  occurrence: AppOccurrence
}

/**
 * Every application's open occurrences, worst first: each report lists its occurrences in the
 * gate's order (report/json-report.ts), which is kept; across applications, by severity, then
 * by place in their own report, so each application's worst come before any one's least severe.
 */
function openWorstFirst(reports: readonly AppReport[]): Open[] {
  const all: Array<Open & { rank: number; place: number }> = []
  for (const report of reports) {
    if (report.verdictLine === undefined) continue
    let place = 0
    for (const occurrence of report.occurrences) {
      // monitor policy: the JSON report and SARIF only.
      if (occurrence.state === 'fixed' || occurrence.state === 'monitored') continue
      all.push({ report, occurrence, rank: severityRank(occurrence.severity), place: place++ })
    }
  }
  return all.sort((a, b) => a.rank - b.rank || a.place - b.place)
}

function vulnerability(report: AppReport, o: AppOccurrence, finding: AppFinding | undefined): Json {
  const id = vulnerabilityId(report, o)
  const name = forPlain(o.name, MAX.name) || 'Unnamed finding'
  const details: Json = {
    application: text('Application', forPlain(applicationLabel(report), MAX.short)),
    url: text('URL', forPlain(o.url, MAX.url)),
    status: text('Status on the service', forPlain(o.status, MAX.short) || 'unknown'),
    gate: text(
      'Gate',
      (o.counted ? `${o.state}, counted by the gate` : o.state) +
        (o.regressed === true
          ? ' (regressed: was Fixed)'
          : o.escalatedFrom
            ? ` (escalated: accepted as ${o.escalatedFrom})`
            : '')
    )
  }
  if (o.ignoredBecause) {
    details.accepted = text(
      'Accepted risk',
      `${forPlain(o.ignoredBecause.reason, MAX.short)} (until ${forPlain(o.ignoredBecause.expires, 40)})`
    )
  }
  return {
    id,
    category: 'dast',
    name,
    description: forPlain(finding?.description || o.name, MAX.description) || name,
    severity: GITLAB_SEVERITY[o.severity],
    ...(finding?.remediation ? { solution: forPlain(finding.remediation, MAX.solution) } : {}),
    identifiers: identifiers(finding, o.findingKey, name),
    location: location(o.method, o.url, id),
    details
  }
}

/**
 * The vulnerability's id, an RFC 4122 name-based UUID (version 5): of the application token and
 * the occurrence identity, so the same occurrence of the same application has the same id on
 * every run, and two applications never share one.
 */
export function vulnerabilityId(report: AppReport, o: Pick<AppOccurrence, 'id'>): string {
  return uuidV5(`${report.application.token}\n${o.id}`)
}

/** This action's UUID namespace (a fixed random UUID): ids of other tools' reports never collide. */
const NAMESPACE = Buffer.from('5b0c2f6e8a1d4c3b9e7f10a2b4c6d8e0', 'hex')

/** RFC 4122 §4.3: SHA-1 of the namespace and the name, version 5, the RFC's variant. */
export function uuidV5(name: string, namespace: Buffer = NAMESPACE): string {
  const bytes = createHash('sha1').update(namespace).update(name, 'utf8').digest().subarray(0, 16)
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Bytes of `value` as the file holds it: two-space indented JSON, `depth` levels in. */
function writtenBytes(value: unknown, depth: number): number {
  const s = JSON.stringify(value, null, 2)
  let lines = 1
  for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1)) lines++
  return Buffer.byteLength(s) + lines * depth * 2
}

const text = (name: string, value: string): Json => ({ name, type: 'text', value })

/** The finding first (GitLab's primary identifier), then its CWEs. */
function identifiers(finding: AppFinding | undefined, key: string, name: string): Json[] {
  const primary: Json = {
    type: 'security-test-finding',
    name,
    value: forPlain(key, 128) || name
  }
  const cwes = (finding?.cwe ?? []).flatMap((c) => {
    const n = /^CWE-(\d{1,7})$/i.exec(c.trim())?.[1]
    return n === undefined
      ? []
      : [
          {
            type: 'cwe',
            name: `CWE-${Number(n)}`,
            value: String(Number(n)),
            url: `https://cwe.mitre.org/data/definitions/${Number(n)}.html`
          }
        ]
  })
  return [primary, ...cwes]
}

/**
 * Where it was found: the host, the path (with query) and the method, as GitLab's DAST location
 * has them; `param` is the vulnerability's id (see the top of this file: GitLab's identity).
 */
function location(method: string, url: string, id: string): Json {
  const m = forPlain(method, 20)
  const param = `occurrence ${id}`
  let parsed: URL | undefined
  try {
    parsed = new URL(url)
  } catch {
    parsed = undefined
  }
  if (parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:')) {
    return {
      hostname: forPlain(`${parsed.protocol}//${parsed.host}`, MAX.url),
      method: m,
      path: forPlain(parsed.pathname + parsed.search, MAX.url),
      param
    }
  }
  return { hostname: '', method: m, path: forPlain(url, MAX.url), param }
}

/**
 * The method and URL of each application and of each occurrence (open ones worst first, then the
 * fixed), at most MAX_SCANNED_RESOURCES of them and MAX_SCANNED_RESOURCE_BYTES.
 */
function scannedResources(reports: readonly AppReport[], open: readonly Open[]): Json[] {
  const resources = new Map<string, Json>()
  let bytes = 0
  const add = (method: string, url: string): boolean => {
    if (resources.size >= MAX_SCANNED_RESOURCES) return false
    const m = forPlain(method, 20).trim()
    const u = forPlain(url, MAX_SCANNED_RESOURCE_URL).trim()
    if (!m || !u || resources.has(`${m} ${u}`)) return true
    const entry = { method: m, url: u, type: 'url' }
    bytes += writtenBytes(entry, 3) + 2
    if (bytes > MAX_SCANNED_RESOURCE_BYTES) return false
    resources.set(`${m} ${u}`, entry)
    return true
  }
  for (const r of reports) if (r.application.url) add('GET', r.application.url)
  for (const { occurrence } of open) if (!add(occurrence.method, occurrence.url)) break
  for (const r of reports) {
    for (const o of r.occurrences) {
      if (o.state === 'fixed' && !add(o.method, o.url)) return [...resources.values()]
    }
  }
  return [...resources.values()]
}

const MAX_SCANNED_RESOURCE_URL = 2000

function messages(reports: readonly AppReport[]): Array<{ level: string; value: string }> {
  const out: Array<{ level: string; value: string }> = []
  for (const r of reports) {
    const label = forPlain(applicationLabel(r), MAX.short)
    const incomplete = incompleteReason(r)
    if (incomplete !== undefined) {
      const why = forPlain(incomplete, 2000) || `the test ended ${r.outcome}`
      out.push({ level: 'fatal', value: `${label}: ${why}` })
    }
    const build = buildMessage(r)
    if (build) out.push({ level: 'info', value: `${label}: ${build}` })
    for (const w of r.warnings) out.push({ level: 'warn', value: `${label}: ${forPlain(w, 2000)}` })
  }
  return out
}

/**
 * Which build the verdict is about (issue 21), in one message: format 15.0.x has no field for a
 * commit or a deployment, and `scan.messages` is where it lets a scanner say more.
 */
function buildMessage(r: AppReport): string | undefined {
  const b = r.build
  if (!b) return undefined
  const parts: string[] = []
  if (b.commit) {
    const source = b.commitSource ? ` (${forPlain(b.commitSource, 300)})` : ''
    parts.push(`commit ${forPlain(b.commit, 80)}${source}`)
  }
  if (b.deploymentUrl) parts.push(`deployment URL ${forPlain(b.deploymentUrl, 500)}`)
  if (b.buildCheck) parts.push(`build check: ${forPlain(b.buildCheck, 100)}`)
  if (b.shownBy) parts.push(`shown by: ${forPlain(b.shownBy, 50)}`)
  if (b.reused) parts.push(`reused test ${forPlain(b.reusedTest ?? 'unknown', 64)}`)
  if (b.baselineSource) parts.push(`baseline: ${forPlain(b.baselineSource, 300)}`)
  return parts.length > 0 ? forPlain(oneLine(parts.join('; ')), 1500) : undefined
}

/** `yyyy-mm-ddThh:mm:ss` in UTC, the schema's only form. */
export function gitlabTime(d: Date): string {
  return d.toISOString().slice(0, 19)
}

/** Known times only: a report's own field may be missing or not a date. */
const known = (times: ReadonlyArray<Date | string | undefined>): number[] =>
  times
    .map((t) => (t instanceof Date ? t.getTime() : t ? Date.parse(t) : NaN))
    .filter((t) => !Number.isNaN(t))

const earliest = (times: ReadonlyArray<Date | string | undefined>): Date =>
  new Date(Math.min(...known(times)))

const latest = (times: ReadonlyArray<Date | string | undefined>): Date =>
  new Date(Math.max(...known(times)))
