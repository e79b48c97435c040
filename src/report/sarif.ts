// SARIF 2.1.0 for GitHub code scanning: one rule per finding type, one result per unfixed
// occurrence, anchored to a repository file (code scanning rejects URLs as locations), with our
// own fingerprint per occurrence so alerts on the same anchor line stay apart.
import * as fs from 'node:fs'
import * as path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Finding, JudgedOccurrence, Severity } from '../findings/types.js'
import { forMarkdownBlock, forPlain } from '../text.js'
import type { ReportContext } from './context.js'
import { findingIndex, formatCount, hasBaseline, unfixedWorstFirst } from './format.js'

export const TOOL_NAME = 'security-test-action'
export const TOOL_VERSION = '0.1.0'
export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json'
/** GitHub's limits per run: 25,000 results, 10 MB gzipped (we keep a margin under 10 MiB). */
export const MAX_SARIF_RESULTS = 25_000
export const MAX_SARIF_GZIP_BYTES = 10_000_000

export interface SarifOptions {
  /** Repository-relative file every result points at (see chooseAnchorFile). */
  anchorFile: string
  /** `automationDetails.id`; one per application, e.g. sarifCategory(token). */
  category: string
  maxResults?: number
  maxGzipBytes?: number
  toolVersion?: string
  /** The action's home page, e.g. https://github.com/<GITHUB_ACTION_REPOSITORY>. */
  informationUri?: string
}

// Loose shapes: the schema test checks the output, these only keep the builder honest.
type Json = Record<string, unknown>
export interface SarifLog {
  $schema: string
  version: '2.1.0'
  runs: Json[]
}

/** `security-test/<applicationToken>/`: several applications can be uploaded side by side. */
export function sarifCategory(applicationToken: string): string {
  return `security-test/${applicationToken.replace(/[^A-Za-z0-9_.-]/g, '') || 'unknown'}/`
}

/** A representative score per severity, inside GitHub's bands (≥9 critical, 7–8.9 high, …). */
const SECURITY_SEVERITY: Record<Severity, number> = {
  critical: 9.5,
  high: 8.0,
  medium: 5.5,
  low: 3.0,
  'very-low': 1.0,
  // Unknown counts toward every threshold: shown as medium rather than hidden as low.
  unknown: 5.0
}
const BAND: Record<Severity, [number, number]> = {
  critical: [9, 10],
  high: [7, 8.95],
  medium: [4, 6.95],
  low: [0.1, 3.95],
  'very-low': [0.1, 3.95],
  unknown: [-1, -1]
}

/** The finding's own score when it agrees with its severity, else the representative one. */
export function securitySeverity(f: Pick<Finding, 'severity' | 'score'>): string {
  const [lo, hi] = BAND[f.severity]
  const s = f.score
  const score = s !== undefined && Number.isFinite(s) && s >= lo && s <= hi ? s : undefined
  return (score ?? SECURITY_SEVERITY[f.severity]).toFixed(1)
}

export function sarifLevel(s: Severity): 'error' | 'warning' | 'note' {
  if (s === 'critical' || s === 'high') return 'error'
  return s === 'low' || s === 'very-low' ? 'note' : 'warning'
}

/** How much text each try keeps; the later ones are for results that do not fit 10 MB. */
const TEXT_LIMITS = [
  { url: 2000, name: 300, description: 8000 },
  { url: 500, name: 200, description: 2000 },
  { url: 200, name: 100, description: 500 }
]
type TextLimits = (typeof TEXT_LIMITS)[number]

export function buildSarif(ctx: ReportContext, options: SarifOptions): SarifLog {
  const maxResults = options.maxResults ?? MAX_SARIF_RESULTS
  const maxGzip = options.maxGzipBytes ?? MAX_SARIF_GZIP_BYTES
  const unfixed = distinctById(unfixedWorstFirst(ctx))
  let count = Math.min(maxResults, unfixed.length)
  let log: SarifLog | undefined
  for (const limits of TEXT_LIMITS) {
    log = assemble(ctx, options, unfixed, count, limits)
    if (gzippedSize(log, maxGzip) <= maxGzip) return log
  }
  const smallest = TEXT_LIMITS[TEXT_LIMITS.length - 1] as TextLimits
  while (count > 0) {
    count = Math.floor(count / 2)
    log = assemble(ctx, options, unfixed, count, smallest)
    if (gzippedSize(log, maxGzip) <= maxGzip) return log
  }
  return log as SarifLog
}

export function writeSarif(file: string, sarif: SarifLog): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, sarifText(sarif), 'utf8')
}

// The size check already serialised the log buildSarif returns (megabytes for 25,000 results);
// the writer reuses that text instead of serialising it again.
const serialised = new WeakMap<SarifLog, string>()

/** `JSON.stringify(sarif)`, without doing it twice for a log `buildSarif` returned. */
export function sarifText(sarif: SarifLog): string {
  const text = serialised.get(sarif) ?? JSON.stringify(sarif)
  // A log is built once and written once: do not keep megabytes alive after that.
  serialised.delete(sarif)
  return text
}

/**
 * An upper bound of the gzipped size, cheap where it can be: gzip never makes JSON bigger than
 * it is, so a text already under the limit needs no compression to know it fits.
 */
function gzippedSize(log: SarifLog, limit: number): number {
  const text = JSON.stringify(log)
  serialised.set(log, text)
  if (text.length * 3 <= limit || Buffer.byteLength(text, 'utf8') <= limit) return 0
  return gzipSync(text, { level: 1 }).length
}

/** Duplicate ids would collapse into one alert anyway; keep the first (worst) of each. */
function distinctById(occurrences: JudgedOccurrence[]): JudgedOccurrence[] {
  const seen = new Set<string>()
  return occurrences.filter((o) => {
    if (seen.has(o.id)) return false
    seen.add(o.id)
    return true
  })
}

function assemble(
  ctx: ReportContext,
  options: SarifOptions,
  unfixed: JudgedOccurrence[],
  count: number,
  limits: TextLimits
): SarifLog {
  const index = findingIndex(ctx.findings)
  const included = unfixed.slice(0, count)
  const ruleIndex = new Map<string, number>()
  const rules: Json[] = []
  for (const o of included) {
    if (ruleIndex.has(o.findingKey)) continue
    ruleIndex.set(o.findingKey, rules.length)
    const finding = index.get(o.findingKey) ?? {
      key: o.findingKey,
      name: o.name,
      severity: o.severity,
      cwe: []
    }
    rules.push(rule(finding, limits))
  }
  const withBaseline = hasBaseline(ctx)
  const results = included.map((o) =>
    result(o, ruleIndex.get(o.findingKey) ?? 0, options.anchorFile, limits, withBaseline, ctx)
  )
  const omitted = unfixed.length - included.length
  const notifications: Json[] = []
  if (omitted > 0) {
    notifications.push({
      level: 'warning',
      message: {
        text:
          `${formatCount(omitted)} of ${formatCount(unfixed.length)} unfixed occurrences are ` +
          'left out (GitHub accepts at most 25,000 results and 10 MB per upload); ' +
          'the JSON report lists them all.'
      }
    })
  }
  if (!ctx.verdict) {
    notifications.push({
      level: 'error',
      message: { text: `No result to report (outcome: ${ctx.outcome}).` }
    })
  }
  const driver: Json = {
    name: TOOL_NAME,
    version: options.toolVersion ?? TOOL_VERSION,
    rules
  }
  if (options.informationUri) driver.informationUri = options.informationUri
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver },
        automationDetails: { id: options.category },
        invocations: [
          {
            executionSuccessful: ctx.verdict !== undefined,
            ...(notifications.length > 0 ? { toolExecutionNotifications: notifications } : {})
          }
        ],
        results,
        properties: {
          outcome: ctx.outcome,
          unfixedOccurrences: unfixed.length,
          resultsIncluded: included.length,
          resultsOmitted: omitted
        }
      }
    ]
  }
}

function rule(f: Finding, limits: TextLimits): Json {
  const name = forPlain(f.name, limits.name) || 'Unnamed finding'
  const remediation = f.remediation ? forPlain(f.remediation, limits.description) : ''
  const cweTags = f.cwe
    .map((c) => /(\d+)/.exec(String(c))?.[1])
    .filter((n): n is string => n !== undefined)
    .slice(0, 10)
    .map((n) => `external/cwe/cwe-${Number(n)}`)
  return {
    id: f.key,
    name,
    shortDescription: { text: name },
    fullDescription: { text: forPlain(f.description ?? f.name, limits.description) || name },
    help: {
      text: remediation || 'The service gave no remediation for this finding.',
      markdown: remediation
        ? forMarkdownBlock(f.remediation, limits.description)
        : '_The service gave no remediation for this finding._'
    },
    defaultConfiguration: { level: sarifLevel(f.severity) },
    properties: {
      'security-severity': securitySeverity(f),
      tags: ['security', 'dast', ...new Set(cweTags)],
      precision: 'medium'
    }
  }
}

function result(
  o: JudgedOccurrence,
  ruleIndex: number,
  anchorFile: string,
  limits: TextLimits,
  withBaseline: boolean,
  ctx: ReportContext
): Json {
  const method = forPlain(o.method, 20)
  const url = forPlain(o.url, limits.url)
  const status = forPlain(o.status, 60)
  const r: Json = {
    ruleId: o.findingKey,
    ruleIndex,
    level: sarifLevel(o.severity),
    message: {
      text:
        `${forPlain(o.name, limits.name)} at ${method} ${url}` +
        (status ? ` (status: ${status})` : '')
    },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: anchorFile },
          region: { startLine: 1 }
        }
      }
    ],
    partialFingerprints: { primaryLocationLineHash: o.id },
    properties: { method, url, status, state: o.state, counted: o.counted }
  }
  if (withBaseline) {
    const known = o.state === 'existing' || (ctx.baseline?.unfixed.has(o.id) ?? false)
    r.baselineState = known ? 'unchanged' : 'new'
  }
  if (o.state === 'ignored') {
    const why = o.ignoredBecause
    r.suppressions = [
      {
        kind: 'external',
        status: 'accepted',
        justification: why
          ? `${forPlain(why.reason, 500)} (until ${forPlain(why.expires, 40)})`
          : 'Accepted risk'
      }
    ]
  }
  return r
}
