// A GitLab DAST report (schema 15.0.x, `artifacts:reports:dast`) for every application of a run:
// one vulnerability per open occurrence, its id the occurrence identity (stable across runs, so
// GitLab tracks the same vulnerability from pipeline to pipeline), identifiers (the finding, then
// its CWEs), severity in GitLab's words, and the scanned resources. Plain text throughout: GitLab
// reads every field as data from an untrusted scanner, and forPlain keeps it clean and bounded.
import type { Severity } from '../findings/types.js'
import { PROJECT_URL, TOOL_VERSION } from '../report/sarif.js'
import { forPlain, oneLine } from '../text.js'
import {
  applicationLabel,
  incompleteReason,
  type AppFinding,
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

// The schema's own bounds (name ≤ 255, solution ≤ 7,000); the rest bounded like the JSON report.
const MAX = { name: 255, solution: 7000, description: 65_536, url: 8192, short: 500 }
const VENDOR = { name: 'security-test-action' }

type Json = Record<string, unknown>

/** When the run that made the reports began and ended (the reports know only their own end). */
export interface RunTimes {
  started: Date
  ended: Date
}

export function buildGitlabDast(reports: readonly AppReport[], times: RunTimes): Json {
  const vulnerabilities: Json[] = []
  const seen = new Set<string>()
  for (const report of reports) {
    if (report.verdictLine === undefined) continue
    const findings = new Map(report.findings.map((f) => [f.key, f]))
    for (const o of report.occurrences) {
      // monitor policy: the JSON report and SARIF only.
      if (o.state === 'fixed' || o.state === 'monitored') continue
      const id = uuidOf(o.id)
      // The same name, method and URL under two applications is one vulnerability to GitLab.
      if (seen.has(id)) continue
      seen.add(id)
      const finding = findings.get(o.findingKey)
      const name = forPlain(o.name, MAX.name) || 'Unnamed finding'
      const details: Json = {
        application: text('Application', forPlain(applicationLabel(report), MAX.short)),
        url: text('URL', forPlain(o.url, MAX.url)),
        status: text('Status on the service', forPlain(o.status, MAX.short) || 'unknown'),
        gate: text(
          'Gate',
          (o.counted ? `${o.state}, counted by the gate` : o.state) +
            (o.regressed === true ? ' (regressed: was Fixed)' : '')
        )
      }
      if (o.ignoredBecause) {
        details.accepted = text(
          'Accepted risk',
          `${forPlain(o.ignoredBecause.reason, MAX.short)} (until ${forPlain(o.ignoredBecause.expires, 40)})`
        )
      }
      vulnerabilities.push({
        id,
        category: 'dast',
        name,
        description: forPlain(finding?.description || o.name, MAX.description) || name,
        severity: GITLAB_SEVERITY[o.severity],
        ...(finding?.remediation ? { solution: forPlain(finding.remediation, MAX.solution) } : {}),
        identifiers: identifiers(finding, o.findingKey, name),
        location: location(o.method, o.url),
        details
      })
    }
  }
  return {
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
      scanned_resources: scannedResources(reports)
    },
    vulnerabilities
  }
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

/** Where it was found: GitLab's DAST location is the host, the path (with query) and the method. */
function location(method: string, url: string): Json {
  const m = forPlain(method, 20)
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
      param: ''
    }
  }
  return { hostname: '', method: m, path: forPlain(url, MAX.url), param: '' }
}

/** Every method and URL the results name (fixed ones too), and each application's address. */
function scannedResources(reports: readonly AppReport[]): Json[] {
  const resources = new Map<string, Json>()
  const add = (method: string, url: string): void => {
    const m = forPlain(method, 20).trim()
    const u = forPlain(url, MAX.url).trim()
    if (m && u && !resources.has(`${m} ${u}`)) {
      resources.set(`${m} ${u}`, { method: m, url: u, type: 'url' })
    }
  }
  for (const r of reports) {
    if (r.application.url) add('GET', r.application.url)
    for (const o of r.occurrences) add(o.method, o.url)
  }
  return [...resources.values()]
}

function messages(reports: readonly AppReport[]): Json[] {
  const out: Json[] = []
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

/** The occurrence identity (32 hex digits) in the UUID form GitLab recommends for ids. */
export function uuidOf(id: string): string {
  if (!/^[0-9a-f]{32}$/.test(id)) return forPlain(id, 64)
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`
}
