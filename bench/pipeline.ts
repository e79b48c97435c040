// What a run does with a fetched result (src/commands/evaluate.ts, publish.ts, report/write.ts):
// parse, normalise, gate, then every report, the two report files written piece by piece as the
// action writes them (into `dir`; the benchmark puts it in memory-backed /dev/shm when there is
// one, so disk speed does not enter the figure).
import { hash } from 'node:crypto'
import { closeSync, openSync, statSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { interpretRedacted, redactor } from '../src/api/redaction.js'
import { judge } from '../src/findings/gate.js'
import { parseResult } from '../src/findings/parse.js'
import {
  ANNOTATION_LIMITS,
  planAnnotations,
  type PlannedAnnotation
} from '../src/report/annotations.js'
import type { ReportContext } from '../src/report/context.js'
import { writeJsonReport } from '../src/report/json-report.js'
import { sarifCategory, writeSarif } from '../src/report/sarif.js'
import { buildSummary } from '../src/report/summary.js'

const APP = 'a'.repeat(32)
const NOW = Date.UTC(2025, 0, 15)

/** The baseline a report is measured against: the two JSON.parse calls a v2 result needs. */
export function bareParse(body: Buffer): number {
  const outer = JSON.parse(body.toString('utf8')) as { result: string }
  const doc = JSON.parse(outer.result) as Record<string, unknown>
  return Object.keys(doc).length
}

// The honest floor reads this generator's document shape only (bench/payload.ts).
interface FloorDoc {
  project_name?: string
  application_name?: string
  url?: string
  vulnerabilities: Array<{
    name: string
    severity: string
    cvss_score?: number
    cwe?: string
    description?: string
    remediation?: string
    occurences: Array<{ status: string; vulnerability: { Method: string; Url: string } }>
  }>
}
/** A report row: the ten fields the JSON report writes per occurrence (report/json-report.ts). */
interface FloorRow {
  id: string
  findingKey: string
  name: string
  severity: string
  method: string
  url: string
  status: string
  fixed: boolean
  state: string
  counted: boolean
}
const FLOOR_RANK: Record<string, number> = {
  critical: 0,
  high: 1,
  medium: 2,
  low: 3,
  'very-low': 4
}
const FLOOR_LEVEL = ['error', 'error', 'warning', 'note', 'note', 'warning']
const SARIF_RESULTS = 5_000
const PIECE = 1000

/** Appends text to a file descriptor; returns the bytes written. */
function put(fd: number, text: string): number {
  return writeSync(fd, text)
}

/**
 * The least any implementation of the contract must do with a result, measured to show what a
 * ratio target can mean (bench/README.md, "The honest floor"): the response bytes decoded to
 * text, both parses, one SHA-256 identity per occurrence (name + method + URL as given) and a
 * duplicate check of those ids, a report row of the ten fields the JSON report writes per
 * occurrence, the worst 5,000 unfixed picked by severity (a selection, not a sort) and written as
 * real SARIF results with their rules, and both files written in pieces into `dir`: the JSON
 * report (head, every row, the raw result text) and the SARIF log. It does not read fields by
 * their aliases or walk the document's shape, normalise URLs or methods, clean or bound text,
 * judge against a threshold, budget, baseline or ignore file, order all occurrences, write a
 * summary or annotations, check the SARIF's gzipped size, or write through a temporary file.
 */
export function floorWork(body: Buffer, dir: string): number {
  const raw = (JSON.parse(body.toString('utf8')) as { result: string }).result
  const doc = JSON.parse(raw) as FloorDoc
  const seen = new Set<string>()
  const rows: FloorRow[] = []
  const findings: Array<Record<string, unknown>> = []
  for (const v of doc.vulnerabilities) {
    const findingKey = hash('sha256', v.name).slice(0, 16)
    const severity = v.severity.toLowerCase().replace(' ', '-')
    findings.push({
      key: findingKey,
      name: v.name,
      severity,
      score: v.cvss_score,
      cwe: v.cwe === undefined ? [] : [v.cwe],
      description: v.description,
      remediation: v.remediation
    })
    for (const o of v.occurences) {
      const { Method: method, Url: url } = o.vulnerability
      const id = hash('sha256', `${v.name}\n${method}\n${url}`).slice(0, 32)
      if (seen.has(id)) continue // a repeated occurrence counts once
      seen.add(id)
      const fixed = o.status === 'Fixed'
      rows.push({
        id,
        findingKey,
        name: v.name,
        severity,
        method,
        url,
        status: o.status,
        fixed,
        state: fixed ? 'fixed' : 'new',
        counted: !fixed
      })
    }
  }
  // The worst 5,000 unfixed: one pass per severity, worst first, stopping when full.
  const worst: FloorRow[] = []
  for (let rank = 0; rank <= 5 && worst.length < SARIF_RESULTS; rank++) {
    for (const r of rows) {
      if (!r.fixed && (FLOOR_RANK[r.severity] ?? 5) === rank) {
        worst.push(r)
        if (worst.length === SARIF_RESULTS) break
      }
    }
  }
  let bytes = 0
  // The JSON report: head, every occurrence's row, then the raw text, in pieces.
  const report = openSync(join(dir, 'floor-report.json'), 'w')
  const head = JSON.stringify({
    schema: 'security-test-action/report@1',
    meta: { projectName: doc.project_name, applicationName: doc.application_name, url: doc.url },
    findings,
    occurrences: []
  })
  bytes += put(report, head.slice(0, -2))
  for (let at = 0; at < rows.length; at += PIECE) {
    const text = JSON.stringify(rows.slice(at, at + PIECE))
    bytes += put(report, (at === 0 ? '' : ',') + text.slice(1, -1))
  }
  bytes += put(report, '],"rawResult":"')
  for (let at = 0; at < raw.length; at += 1 << 20) {
    bytes += put(report, JSON.stringify(raw.slice(at, at + (1 << 20))).slice(1, -1))
  }
  bytes += put(report, '"}\n')
  closeSync(report)
  // The SARIF log: one rule per finding the results use, then the results, in pieces.
  const ruleIndex = new Map<string, number>()
  const rules: Array<Record<string, unknown>> = []
  for (const r of worst) {
    if (ruleIndex.has(r.findingKey)) continue
    ruleIndex.set(r.findingKey, rules.length)
    const f = findings.find((x) => x.key === r.findingKey) as Record<string, string>
    rules.push({
      id: f.key,
      name: f.name,
      shortDescription: { text: f.name },
      fullDescription: { text: f.description ?? f.name },
      help: { text: f.remediation ?? '', markdown: f.remediation ?? '' },
      defaultConfiguration: { level: FLOOR_LEVEL[FLOOR_RANK[r.severity] ?? 5] },
      properties: { 'security-severity': String(f.score ?? ''), tags: ['security', 'dast'] }
    })
  }
  const sarif = openSync(join(dir, 'floor.sarif'), 'w')
  const sarifHead = JSON.stringify({
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [{ tool: { driver: { name: 'floor', rules } }, results: [] }]
  })
  bytes += put(sarif, sarifHead.slice(0, -4))
  for (let at = 0; at < worst.length; at += PIECE) {
    const text = JSON.stringify(
      worst.slice(at, at + PIECE).map((r) => ({
        ruleId: r.findingKey,
        ruleIndex: ruleIndex.get(r.findingKey),
        level: FLOOR_LEVEL[FLOOR_RANK[r.severity] ?? 5],
        message: { text: `${r.name} at ${r.method} ${r.url} (status: ${r.status})` },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: 'README.md' },
              region: { startLine: 1 }
            }
          }
        ],
        partialFingerprints: { primaryLocationLineHash: r.id },
        properties: {
          method: r.method,
          url: r.url,
          status: r.status,
          state: r.state,
          counted: r.counted
        }
      }))
    )
    bytes += put(sarif, (at === 0 ? '' : ',') + text.slice(1, -1))
  }
  bytes += put(sarif, ']}]}')
  closeSync(sarif)
  return bytes
}

/** Returns the bytes produced, so nothing can be optimised away. */
/** A run's two secrets (the access token, the GitHub token): the answer holds neither. */
const SECRETS = redactor([
  'q7w3e9r1t5y8u2i4o6p0a1s3d5f7g9h2',
  'ghs_16C7e42F292c6912E7710c838347Ae178B4a'
])

/** What the pipeline makes of a result: the summary text, the planned annotations, two files. */
export interface PipelineOutputs {
  summary: string
  annotations: readonly PlannedAnnotation[]
  sarifFile: string
  reportFile: string
  ctx: ReportContext
}

export function processResult(body: Buffer, dir: string): number {
  const out = runPipeline(body, dir)
  return (
    out.summary.length +
    out.annotations.length +
    statSync(out.sarifFile).size +
    statSync(out.reportFile).size
  )
}

/** The pipeline itself (also what __tests__/report/bench-reports.test.ts pins byte for byte). */
export function runPipeline(body: Buffer, dir: string): PipelineOutputs {
  // The transport hands over the response body as text (src/api/http-attempt.ts) and reads the
  // answer as a run does (src/api/redaction.ts: the secrets out of its text, JSON.parse and the
  // repeated-key check, the secrets out of the result string).
  const answer = interpretRedacted(
    { type: 'response', status: 200, contentType: 'application/json', text: body.toString('utf8') },
    { operation: 'read test result', envelope: 'v2', redact: SECRETS }
  )
  if (answer.type !== 'ok') throw new Error(`the benchmark's answer was refused: ${answer.type}`)
  const raw = answer.value.result
  const parsed = parseResult(raw)
  const threshold = 'any'
  const budget = { kind: 'total', max: 0 } as const
  const verdict = judge(parsed, { threshold, budget, ignore: [], now: NOW })
  const ctx: ReportContext = {
    outcome: verdict.passed ? 'passed' : 'failed',
    command: 'scan',
    verdict,
    findings: parsed.findings,
    meta: parsed.meta,
    application: { token: APP, name: parsed.meta.applicationName, url: parsed.meta.url },
    resultToken: 'b'.repeat(32),
    status: 'completed',
    progress: 100,
    runUrl: 'https://github.com/octo/shop/actions/runs/42',
    baseUrl: 'https://api.example.test',
    apiVersion: 'v2',
    inputs: {
      threshold,
      budget,
      baseline: { kind: 'none' },
      ignoreFile: '.security-test-ignore.yml'
    },
    rawResult: typeof raw === 'string' ? raw : JSON.stringify(raw),
    message: verdict.passed ? undefined : verdict.line,
    warnings: [],
    finishedAt: new Date(NOW).toISOString()
  }
  const summary = buildSummary(ctx, 1_000_000)
  const sarifFile = join(dir, 'result.sarif')
  writeSarif(sarifFile, ctx, { anchorFile: 'README.md', category: sarifCategory(APP) })
  const annotations = planAnnotations(verdict, parsed.findings, ANNOTATION_LIMITS)
  const reportFile = join(dir, 'report.json')
  writeJsonReport(reportFile, ctx, new Date(NOW))
  return { summary, annotations, sarifFile, reportFile, ctx }
}
