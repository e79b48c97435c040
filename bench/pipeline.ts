// What a run does with a fetched result (src/commands/evaluate.ts, publish.ts, report/write.ts):
// parse, normalise, gate, then every report, the two report files written piece by piece as the
// action writes them (into `dir`; the benchmark puts it in memory-backed /dev/shm when there is
// one, so disk speed does not enter the figure).
import { hash } from 'node:crypto'
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { judge } from '../src/findings/gate.js'
import { parseResult } from '../src/findings/parse.js'
import { ANNOTATION_LIMITS, planAnnotations } from '../src/report/annotations.js'
import type { ReportContext } from '../src/report/context.js'
import { writeJsonReport } from '../src/report/json-report.js'
import { sarifCategory, writeSarif } from '../src/report/sarif.js'
import { buildSummary } from '../src/report/summary.js'

const APP = 'a'.repeat(32)
const NOW = Date.UTC(2025, 0, 15)

/** The baseline a report is measured against: the two JSON.parse calls a v2 result needs. */
export function bareParse(envelope: string): number {
  const outer = JSON.parse(envelope) as { result: string }
  const doc = JSON.parse(outer.result) as Record<string, unknown>
  return Object.keys(doc).length
}

/**
 * The least any implementation of the contract must do with a result, measured to show what a
 * ratio target can mean: the two parses, one SHA-256 identity per occurrence (name + method +
 * URL, not normalised), and serialising what the files must hold (every occurrence with its id,
 * the raw text, 5,000 SARIF results — what code scanning shows). No reading by aliases, no normalising, no gate, no
 * escaping, no summary, no file written. It reads this generator's document shape only.
 */
export function floorWork(envelope: string): number {
  const outer = JSON.parse(envelope) as { result: string }
  const doc = JSON.parse(outer.result) as {
    vulnerabilities: Array<{
      name: string
      occurences: Array<{ status: string; vulnerability: { Method: string; Url: string } }>
    }>
  }
  const rows: Array<Record<string, string>> = []
  for (const v of doc.vulnerabilities) {
    for (const o of v.occurences) {
      const { Method: method, Url: url } = o.vulnerability
      const id = hash('sha256', `${v.name}\n${method}\n${url}`).slice(0, 32)
      rows.push({ id, name: v.name, method, url, status: o.status })
    }
  }
  // In pieces, as the action's writers do, so no output is ever held whole.
  let bytes = 0
  for (let at = 0; at < outer.result.length; at += 1 << 20) {
    bytes += JSON.stringify(outer.result.slice(at, at + (1 << 20))).length
  }
  for (let at = 0; at < rows.length; at += 1000) {
    bytes += JSON.stringify(rows.slice(at, at + 1000)).length
    if (at < 5_000) bytes += JSON.stringify(rows.slice(at, at + 1000)).length
  }
  return bytes
}

/** Returns the bytes produced, so nothing can be optimised away. */
export function processResult(envelope: string, dir: string): number {
  const outer = JSON.parse(envelope) as { result: unknown }
  const raw = outer.result
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
  return summary.length + annotations.length + statSync(sarifFile).size + statSync(reportFile).size
}
