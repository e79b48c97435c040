// The JSON report (`report-file`): everything the run learned, in a stable shape, so a later run
// can use it as a baseline and nothing of the raw result is lost.
//
// Shape `security-test-action/report@1` (fields marked ? may be absent):
// {
//   schema: "security-test-action/report@1",
//   generatedAt: ISO 8601 time the file was written,
//   outcome: "passed" | "warned" | "failed" | "timed-out" | "stopped" | "error",
//   command: "scan" | "wait" | "report" | ...,
//   message?: the one failure line (error, stopped, timed-out),
//   verdict: null | { passed, line, threshold, budget: "0" | "critical=0,high=2",
//                     counts: { unfixed, fixed, new, counted, ignored: {critical, high, medium,
//                               low, very-low, unknown}, fixedSinceBaseline, total } },
//   application: { token, name?, url? },
//   service: { baseUrl, apiVersion, testUrl? },
//   resultToken?, status?, progress?, startedAt?, finishedAt?,
//   build?: { commit?, commitSource?, commitUrl?, deploymentUrl?,
//             deployment?: { id, environment, link?, succeededAt?,
//                            site?: "application" | "elsewhere" | "unknown" },
//             buildCheck?: { url, result, before?: { matched, at?, served? }, after?: … },
//             shownBy: "deployment" | "build-check" | "deployment and build-check" | "nothing"
//                      (a deployment counts only on the application's origin: site),
//             since?, reused: boolean, reusedTest?: { resultToken, startedAt?, endedAt? },
//             baseline?: { source, resultToken? } }   (build-facts.ts; only when it is known)
//   inputs: { threshold, budget, baseline: "none" | "previous" | "default-branch" | "file <path>", ignoreFile? },
//   meta: { projectName?, applicationName?, url?, generatedDate?, approvedDate?, score? },
//   findings: [{ key, name, severity, severityLabel?, score?, cwe: [], description?,
//                remediation? }],
//   occurrences: [{ id, findingKey, name, severity, method, url, status, fixed,
//                   state: "new" | "existing" | "ignored" | "below-threshold" | "warned" |
//                          "monitored" | "fixed",
//                   counted, regressed?: true, escalatedFrom?: severity,
//                   ignoredBecause?: { reason, expires } }],
//   baseline?: { source, fixedSinceBaseline: [{ id, name?, method?, url? }] },
//   expiredIgnoreEntries: [{ id?, finding?, url?, method?, reason, expires }],
//   warnings: [string],
//   rawResult?: the result text exactly as fetched,
//   parseError?: why it could not be read
// }
// Text fields are bounded, with control characters, bidi overrides and lone surrogates spelled
// out as visible text (`\u001b`: forPlainSpelled); `rawResult` is kept verbatim. Readers must ignore fields they do not know; a breaking change bumps @1.
import type { Finding, JudgedOccurrence } from '../findings/types.js'
import { forPlainSpelled, memoised, truncate, visibleUrl } from '../common/text.js'
import type { ReportContext } from './context.js'
import { allWarnings } from './context.js'
import { buildJson } from './build-facts.js'
import {
  writeFileInPieces,
  writeHead,
  writeJsonString,
  writeJsonTexts,
  type TextSink
} from './text-sink.js'
import {
  baselineSource,
  fixedSinceBaseline,
  formatBaselineInput,
  formatBudget,
  hasBaseline
} from './format.js'

export const REPORT_SCHEMA = 'security-test-action/report@1'

/** Occurrences beyond which the report file is written without indentation. */
const COMPACT_ABOVE = 5000

/** Generous bounds: this file is for machines, but a 50 MB "name" still stays out of it. */
const MAX_URL = 8192
const MAX_TEXT = 65_536

/** Everything but the two large parts, `occurrences` and `rawResult`. */
function reportHead(ctx: ReportContext, now: Date): Record<string, unknown> {
  const v = ctx.verdict
  const build = buildJson(ctx)
  const report: Record<string, unknown> = {
    schema: REPORT_SCHEMA,
    generatedAt: now.toISOString(),
    outcome: ctx.outcome,
    command: ctx.command,
    ...optional('message', ctx.message, 2000),
    verdict: v
      ? {
          passed: v.passed,
          line: forPlainSpelled(v.line),
          threshold: v.threshold,
          budget: formatBudget(v.budget),
          counts: v.counts
        }
      : null,
    application: {
      token: forPlainSpelled(ctx.application.token, 64),
      ...optional('name', ctx.application.name, 500),
      ...optional('url', ctx.application.url && visibleUrl(ctx.application.url), MAX_URL)
    },
    service: {
      baseUrl: forPlainSpelled(ctx.baseUrl, MAX_URL),
      apiVersion: ctx.apiVersion,
      ...optional('testUrl', ctx.serviceTestUrl, MAX_URL)
    },
    ...optional('resultToken', ctx.resultToken, 64),
    ...optional('status', ctx.status, 200),
    ...(ctx.progress !== undefined ? { progress: ctx.progress } : {}),
    ...optional('startedAt', ctx.startedAt, 64),
    ...optional('finishedAt', ctx.finishedAt, 64),
    ...(build ? { build } : {}),
    inputs: {
      threshold: ctx.inputs.threshold,
      budget: formatBudget(ctx.inputs.budget),
      baseline: forPlainSpelled(formatBaselineInput(ctx.inputs.baseline), MAX_URL),
      ...optional('ignoreFile', ctx.inputs.ignoreFile, MAX_URL)
    },
    meta: cleanObject(ctx.meta),
    findings: ctx.findings.map(findingJson),
    expiredIgnoreEntries: (v?.expiredRules ?? []).map((r) => cleanObject(r)),
    warnings: allWarnings(ctx).map((w) => forPlainSpelled(w)),
    ...optional('parseError', ctx.parseError, 2000)
  }
  if (hasBaseline(ctx)) {
    report.baseline = {
      source: forPlainSpelled(baselineSource(ctx) ?? ''),
      fixedSinceBaseline: fixedSinceBaseline(ctx.baseline, v?.occurrences ?? []).map((e) =>
        cleanObject(e)
      )
    }
  }
  return report
}

/** The whole report as an object (tests; the file is written in pieces by `emitJsonReport`). */
export function buildJsonReport(
  ctx: ReportContext,
  now: Date = new Date()
): Record<string, unknown> {
  return {
    ...reportHead(ctx, now),
    occurrences: (ctx.verdict?.occurrences ?? []).map(occurrenceJson()),
    ...(ctx.rawResult !== undefined ? { rawResult: ctx.rawResult } : {})
  }
}

/**
 * The file's text, in pieces: indented up to a size people read, compact beyond (smaller and
 * faster). The two large parts come last, so the head is one small `JSON.stringify` whose
 * placeholders (`[]`, `""`) at its very end are replaced by the pieces.
 */
export function emitJsonReport(sink: TextSink, ctx: ReportContext, now: Date = new Date()): void {
  const occurrences = ctx.verdict?.occurrences ?? []
  const raw = ctx.rawResult
  const indented = occurrences.length <= COMPACT_ABOVE
  const head: Record<string, unknown> = {
    ...reportHead(ctx, now),
    occurrences: indented ? occurrences.map(occurrenceJson()) : []
  }
  if (raw !== undefined) head.rawResult = ''
  const text = indented ? JSON.stringify(head, null, 2) : JSON.stringify(head)
  const end =
    raw === undefined ? (indented ? '\n}' : ']}') : indented ? '""\n}' : '],"rawResult":""}'
  writeHead(sink, text, end)
  if (!indented) {
    writeJsonTexts(sink, occurrences, occurrenceText())
    sink.write(']')
  }
  if (raw !== undefined) {
    if (!indented) sink.write(',"rawResult":')
    writeJsonString(sink, raw)
  }
  sink.write(indented ? '\n}\n' : '}\n')
}

export function writeJsonReport(file: string, ctx: ReportContext, now: Date = new Date()): void {
  writeFileInPieces(file, (sink) => emitJsonReport(sink, ctx, now))
}

function findingJson(f: Finding): Record<string, unknown> {
  return {
    key: forPlainSpelled(f.key, 128),
    // Whole, as far as MAX_TEXT: SARIF cuts a rule's name to 255 characters and points here.
    name: forPlainSpelled(f.name, MAX_TEXT),
    severity: f.severity,
    ...optional('severityLabel', f.severityLabel, 100),
    ...(f.score !== undefined && Number.isFinite(f.score) ? { score: f.score } : {}),
    cwe: f.cwe.slice(0, 50).map((c) => forPlainSpelled(c, 50)),
    ...optional('description', f.description, MAX_TEXT),
    ...optional('remediation', f.remediation, MAX_TEXT)
  }
}

// A result has 100,000 occurrences but a few dozen names, statuses and methods: their cleaned
// text is computed once per distinct value, for the whole report (make one per report). One
// object literal per occurrence (no spread).
function occurrenceJson(): (o: JudgedOccurrence) => Record<string, unknown> {
  const name = repeated(1000)
  const method = repeated(50)
  const status = repeated(200)
  return (o) => {
    const json: Record<string, unknown> = {
      // Our own SHA-256 hex, not text from the result: nothing to clean.
      id: o.id,
      findingKey: o.findingKey,
      name: name(o.name),
      severity: o.severity,
      method: method(o.method),
      url: forPlainSpelled(visibleUrl(o.url), MAX_URL),
      status: status(o.status),
      fixed: o.fixed,
      state: o.state,
      counted: o.counted
    }
    // Fixed in the baseline and open again: counted whatever the accepted risks say.
    if (o.regressed === true) json.regressed = true
    // More severe than the baseline entry or accepted risk that held it (at this severity).
    if (o.escalatedFrom) json.escalatedFrom = o.escalatedFrom
    if (o.ignoredBecause) {
      json.ignoredBecause = {
        reason: forPlainSpelled(o.ignoredBecause.reason),
        expires: forPlainSpelled(o.ignoredBecause.expires, 64)
      }
    }
    return json
  }
}

function repeated(max: number): (s: string) => string {
  return memoised((s) => forPlainSpelled(s, max))
}

// Printable ASCII: nothing visibleUrl would encode nor forPlainSpelled spell out.
const PLAIN_ASCII = /^[\x20-\x7e]*$/

/**
 * `JSON.stringify(occurrenceJson()(o))`, written out for the common row (no regression, no
 * escalation, no accepted risk: the others go through the object) — the same text, byte for
 * byte (__tests__/report/bench-reports.test.ts and json-report.test.ts compare them). Each string
 * is quoted by JSON.stringify; the few distinct names, methods, statuses, severities and states
 * are cleaned and quoted once per report.
 */
function occurrenceText(): (o: JudgedOccurrence) => string {
  const asObject = occurrenceJson()
  const quoted = (max: number): ((s: string) => string) =>
    memoised((s) => JSON.stringify(forPlainSpelled(s, max)))
  const name = quoted(1000)
  const method = quoted(50)
  const status = quoted(200)
  const word = memoised((s) => JSON.stringify(s), 100)
  return (o) => {
    if (o.regressed === true || o.escalatedFrom || o.ignoredBecause) {
      return JSON.stringify(asObject(o))
    }
    const url = PLAIN_ASCII.test(o.url)
      ? o.url.length <= MAX_URL
        ? o.url
        : truncate(o.url, MAX_URL)
      : forPlainSpelled(visibleUrl(o.url), MAX_URL)
    return (
      `{"id":${JSON.stringify(o.id)},"findingKey":${JSON.stringify(o.findingKey)},` +
      `"name":${name(o.name)},"severity":${word(o.severity)},"method":${method(o.method)},` +
      `"url":${JSON.stringify(url)},"status":${status(o.status)},"fixed":${o.fixed},` +
      `"state":${word(o.state)},"counted":${o.counted}}`
    )
  }
}

function optional(key: string, value: string | undefined, max: number): Record<string, string> {
  return value === undefined ? {} : { [key]: forPlainSpelled(value, max) }
}

/** Strings cleaned and bounded, numbers kept, undefined dropped (one level deep). */
function cleanObject(o: object): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, val] of Object.entries(o)) {
    if (typeof val === 'string') out[k] = forPlainSpelled(val, MAX_URL)
    else if (val !== undefined) out[k] = val
  }
  return out
}
