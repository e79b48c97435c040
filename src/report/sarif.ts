// SARIF 2.1.0 for GitHub code scanning: one rule per finding type, one result per unfixed
// occurrence, anchored to a repository file (code scanning rejects URLs as locations), with our
// own fingerprint per occurrence so alerts on the same anchor line stay apart.
import { sarifSecuritySeverity } from '../findings/severity.js'
import type { Finding, JudgedOccurrence, Severity } from '../findings/types.js'
import {
  forMarkdownBlock,
  forPlain,
  memoised,
  oneLine,
  truncate,
  visibleUrl
} from '../common/text.js'
import { buildJson, isCommitSha } from './build-facts.js'
import type { ReportContext, SarifResultCounts } from './context.js'
import { findingIndex, formatCount, hasBaseline, unfixedWorstFirst } from './format.js'
import {
  memorySink,
  writeFileInPieces,
  writeHead,
  writeJsonItems,
  type TextSink
} from './text-sink.js'

export const TOOL_NAME = 'security-test-action'
export const TOOL_VERSION = '0.1.0'
export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json'
/** `tool.driver.informationUri` unless the caller knows the action's own home (a fork, GHES). */
export const PROJECT_URL = 'https://github.com/security-test-action/security-test-action#readme'
/**
 * Code scanning accepts 25,000 results per run but shows only the top 5,000: more would be
 * results nobody can see (and megabytes to upload), so the worst 5,000 are written.
 */
export const MAX_SARIF_RESULTS = 5_000
/** GitHub's upload limit is 10 MB gzipped (we keep a margin under 10 MiB). */
export const MAX_SARIF_GZIP_BYTES = 10_000_000

/**
 * Code scanning's documented limits ("SARIF support for code scanning"): a rule's `name` 255
 * characters, `shortDescription.text` and `fullDescription.text` 1,024; at most 20 tags (10
 * shown); 25,000 results per run; 20 runs per upload (upload-sarif combines a folder's files
 * into one upload, so 20 files per folder). A longer text is cut at a character boundary and
 * kept whole in `help`, and in the JSON report.
 */
export const GITHUB_SARIF_LIMITS = {
  ruleName: 255,
  ruleDescription: 1024,
  tagsPerRule: 20,
  resultsPerRun: 25_000,
  runsPerFile: 20
} as const

/**
 * Our own bounds, where code scanning documents none: a rule's `help` (text and Markdown) and a
 * result's message, each short enough to keep an alert's page readable.
 */
export const SARIF_TEXT_BOUNDS = {
  help: 20_000,
  message: 1024
} as const

/**
 * Where each of several applications' SARIF files goes, and its share of one upload's 10 MB:
 * upload-sarif combines every `.sarif` file under the folder it is given (subfolders too) into
 * one upload of at most 20 runs and 10 MB gzipped. Up to 20 applications: the folder itself,
 * each file an equal share of the 10 MB. More: numbered subfolders `1`, `2`, … of 20 files each
 * in the order of the applications, each uploaded on its own, each file an equal share of its
 * subfolder's upload. Equal shares keep which results a file holds independent of which test
 * ended first; each file still holds its worst results first.
 */
export function sarifFolderPlan(
  applications: number,
  maxGzipBytes = MAX_SARIF_GZIP_BYTES
): { subfolder?: string; maxGzipBytes: number }[] {
  const per = GITHUB_SARIF_LIMITS.runsPerFile
  return Array.from({ length: applications }, (_, i) => {
    const group = Math.floor(i / per)
    const inGroup = Math.min(per, applications - group * per)
    const share = Math.floor(maxGzipBytes / inGroup)
    return applications > per
      ? { subfolder: String(group + 1), maxGzipBytes: share }
      : { maxGzipBytes: share }
  })
}

/**
 * Where the anchor file's path is relative to: the repository's root. With the commit in
 * `versionControlProvenance` mapped to it, a SARIF reader can tell which file of which commit.
 */
export const SOURCE_ROOT = '%SRCROOT%'

export interface SarifOptions {
  /** Repository-relative file every result points at (see chooseAnchorFile). */
  anchorFile: string
  /** `automationDetails.id`; one per application, e.g. sarifCategory(token). */
  category: string
  maxGzipBytes?: number
  toolVersion?: string
  /** The action's home page, e.g. https://github.com/<GITHUB_ACTION_REPOSITORY>; else PROJECT_URL. */
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

export function sarifLevel(s: Severity): 'error' | 'warning' | 'note' {
  if (s === 'critical' || s === 'high') return 'error'
  return s === 'low' || s === 'very-low' ? 'note' : 'warning'
}

/** How much text each try keeps; the later ones are for results that do not fit 10 MB. */
const TEXT_LIMITS = [
  { url: 2000, name: 255, description: 8000, help: SARIF_TEXT_BOUNDS.help },
  { url: 500, name: 200, description: 2000, help: 5000 },
  { url: 200, name: 100, description: 500, help: 1500 }
]
type TextLimits = (typeof TEXT_LIMITS)[number]

/**
 * Writes the SARIF log to `sink`: the full texts first; when the log would be over the gzipped
 * limit, shorter texts, then fewer results (halving) until it fits. Returns how many unfixed
 * occurrences it holds and how many it left out.
 */
export function emitSarif(
  sink: TextSink,
  ctx: ReportContext,
  options: SarifOptions
): SarifResultCounts {
  const maxGzip = options.maxGzipBytes ?? MAX_SARIF_GZIP_BYTES
  // Occurrence ids are unique in a verdict (the parser counts a repeated one once).
  const unfixed = unfixedWorstFirst(ctx)
  let count = Math.min(MAX_SARIF_RESULTS, unfixed.length)
  const done = (): SarifResultCounts => ({ included: count, omitted: unfixed.length - count })
  // Gzip only a log that could be over the limit: 5,000 results with ordinary texts are a few MB.
  const fits = (): boolean => sink.bytes <= maxGzip || sink.gzippedBytes() <= maxGzip
  for (const limits of TEXT_LIMITS) {
    emitLog(sink, ctx, options, unfixed, count, limits)
    if (fits()) return done()
    sink.restart()
  }
  const smallest = TEXT_LIMITS[TEXT_LIMITS.length - 1] as TextLimits
  while (count > 0) {
    count = Math.floor(count / 2)
    emitLog(sink, ctx, options, unfixed, count, smallest)
    if (count === 0 || fits()) return done()
    sink.restart()
  }
  return done() // no result to drop: the smallest texts are as small as it gets
}

/** The log as an object (tests, and callers that want to look inside). */
export function buildSarif(ctx: ReportContext, options: SarifOptions): SarifLog {
  const sink = memorySink()
  emitSarif(sink, ctx, options)
  return JSON.parse(sink.text()) as SarifLog
}

export function writeSarif(
  file: string,
  ctx: ReportContext,
  options: SarifOptions
): SarifResultCounts {
  let counts: SarifResultCounts = { included: 0, omitted: 0 }
  writeFileInPieces(file, (sink) => {
    counts = emitSarif(sink, ctx, options)
  })
  return counts
}

function emitLog(
  sink: TextSink,
  ctx: ReportContext,
  options: SarifOptions,
  unfixed: readonly JudgedOccurrence[],
  count: number,
  limits: TextLimits
): void {
  const index = findingIndex(ctx.findings)
  const ruleIndex = new Map<string, number>()
  const rules: Json[] = []
  for (let i = 0; i < count; i++) {
    const o = unfixed[i] as JudgedOccurrence
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
  const omitted = unfixed.length - count
  const notifications: Json[] = []
  if (omitted > 0) {
    notifications.push({
      level: 'warning',
      message: {
        text:
          `${formatCount(omitted)} of ${formatCount(unfixed.length)} unfixed occurrences are ` +
          `left out (${sarifLimitReason(count)}), the least severe first; ` +
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
    informationUri: options.informationUri || PROJECT_URL,
    rules
  }
  const build = buildJson(ctx)
  // `results` is the last key of the one run, so the log's text ends with `"results":[]}]}`:
  // the results are written in pieces between that bracket pair.
  const head = JSON.stringify({
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver },
        automationDetails: { id: options.category },
        ...provenance(ctx),
        invocations: [
          {
            executionSuccessful: ctx.verdict !== undefined,
            ...(notifications.length > 0 ? { toolExecutionNotifications: notifications } : {})
          }
        ],
        properties: {
          outcome: ctx.outcome,
          unfixedOccurrences: unfixed.length,
          resultsIncluded: count,
          resultsOmitted: omitted,
          ...(build ? { build } : {})
        },
        results: []
      }
    ]
  })
  const tail = ']}]}'
  writeHead(sink, head, tail)
  const make = resultMaker(options.anchorFile, limits, hasBaseline(ctx))
  writeJsonItems(sink, unfixed, count, (o) => make(o, ruleIndex.get(o.findingKey) ?? 0))
  sink.write(tail)
}

/**
 * The commit the verdict is about (issue 21). SARIF 2.1.0 requires `repositoryUri` in a
 * versionControlDetails object, so without the host's repository the entry is left out (the
 * run's `properties.build` still names the commit); a revision id must be a commit SHA.
 */
function provenance(ctx: ReportContext): Json {
  const sha = ctx.build?.commit?.sha
  const uri = ctx.repository?.uri
  if (!uri || !isCommitSha(sha)) return {}
  return {
    versionControlProvenance: [
      { repositoryUri: forPlain(uri, 2048), revisionId: sha, mappedTo: { uriBaseId: SOURCE_ROOT } }
    ]
  }
}

/** Why a log holds fewer results than there are unfixed occurrences, for the user. */
export function sarifLimitReason(included: number): string {
  return included >= MAX_SARIF_RESULTS
    ? `code scanning shows at most ${formatCount(MAX_SARIF_RESULTS)} results per run`
    : 'code scanning takes at most 10 MB per upload'
}

function rule(f: Finding, limits: TextLimits): Json {
  // A name is one line wherever SARIF shows it (rule name, result message): a line break in it
  // (U+2028, U+0085 included) would split an alert's title.
  const fullName = oneLine(f.name, limits.description) || 'Unnamed finding'
  const name = truncate(fullName, Math.min(limits.name, GITHUB_SARIF_LIMITS.ruleName))
  const shortText = truncate(fullName, GITHUB_SARIF_LIMITS.ruleDescription)
  const description = forPlain(f.description ?? f.name, limits.description) || fullName
  const fullText = truncate(description, GITHUB_SARIF_LIMITS.ruleDescription)
  const cweTags = f.cwe
    .map((c) => /(\d+)/.exec(String(c))?.[1])
    .filter((n): n is string => n !== undefined)
    .map((n) => `external/cwe/cwe-${Number(n)}`)
  return {
    id: f.key,
    name,
    shortDescription: { text: shortText },
    fullDescription: { text: fullText },
    help: help(f, limits, { name: fullName !== name, description: description !== fullText }),
    defaultConfiguration: { level: sarifLevel(f.severity) },
    properties: {
      'security-severity': sarifSecuritySeverity(f),
      // Code scanning takes 20 tags per rule and shows 10: ours, then the CWEs up to 10.
      tags: ['security', 'dast', ...new Set(cweTags)].slice(0, 10),
      precision: 'medium'
    }
  }
}

const NO_REMEDIATION = 'The service gave no remediation for this finding.'

/**
 * The rule's help: the remediation, after the whole name and description when the rule's own
 * fields had to be cut (`cut`). Both forms within `limits.help` characters.
 */
function help(
  f: Finding,
  limits: TextLimits,
  cut: { name: boolean; description: boolean }
): { text: string; markdown: string } {
  const sections: Array<[string, string]> = []
  if (cut.name) sections.push(['Finding', f.name])
  // Without a description of its own, the description is the (cut) name: said once.
  if (cut.description && f.description) sections.push(['Description', f.description])
  if (sections.length === 0) {
    // The common case, as it always was: the remediation alone.
    const text = f.remediation ? forPlain(f.remediation, limits.description) : ''
    return {
      text: text || NO_REMEDIATION,
      markdown: text ? boundedMarkdown(text, limits.help) : `_${NO_REMEDIATION}_`
    }
  }
  sections.push(['Remediation', f.remediation || NO_REMEDIATION])
  // Each section gets its share of the room; the plain text and the Markdown are bounded alike.
  const share = Math.floor(limits.help / sections.length) - 40
  return {
    text: sections.map(([title, body]) => `${title}: ${forPlain(body, share)}`).join('\n\n'),
    markdown: sections
      .map(([title, body]) => `**${title}:**\n\n${boundedMarkdown(body, share)}`)
      .join('\n\n')
  }
}

/**
 * Untrusted text as Markdown paragraphs of at most `max` characters. Escaping makes the text
 * longer than the source (`#` is six characters), so the source is cut shorter until it fits.
 */
function boundedMarkdown(value: unknown, max: number): string {
  let source = max
  let markdown = forMarkdownBlock(value, source)
  while (markdown.length > max && source > 1) {
    source = Math.max(1, Math.floor((source * max) / markdown.length) - 1)
    markdown = forMarkdownBlock(value, source)
  }
  return markdown.length > max ? '' : markdown
}

/** Builds results; names, methods and statuses repeat, so their clean text is remembered. */
function resultMaker(
  anchorFile: string,
  limits: TextLimits,
  withBaseline: boolean
): (o: JudgedOccurrence, ruleIndex: number) => Json {
  const nameText = memoised((s) => oneLine(s, limits.name))
  const methodText = memoised((s) => oneLine(s, 20))
  const statusText = memoised((s) => oneLine(s, 60))
  return (o, ruleIndex) => {
    const method = methodText(o.method)
    const url = forPlain(visibleUrl(o.url), limits.url)
    const status = statusText(o.status)
    const r: Json = {
      ruleId: o.findingKey,
      ruleIndex,
      level: sarifLevel(o.severity),
      message: {
        text: truncate(
          `${nameText(o.name)} at ${method} ${url}` + (status ? ` (status: ${status})` : ''),
          SARIF_TEXT_BOUNDS.message
        )
      },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: anchorFile, uriBaseId: SOURCE_ROOT },
            region: { startLine: 1 }
          }
        }
      ],
      partialFingerprints: { primaryLocationLineHash: o.id },
      properties: { method, url, status, state: o.state, counted: o.counted }
    }
    // Fixed in the baseline and open again: counted whatever the accepted risks say.
    if (o.regressed === true) (r.properties as Json).regressed = true
    // More severe than the entry that held it: counted whatever that entry says.
    if (o.escalatedFrom) (r.properties as Json).escalatedFrom = o.escalatedFrom
    // The gate decided it: unfixed in the baseline is "unchanged", everything else "new".
    // A regression (Fixed there) or an escalation (less severe there) changed: SARIF's `updated`.
    const changed = o.regressed === true || o.escalatedFrom !== undefined
    if (withBaseline)
      r.baselineState = changed && !o.isNew ? 'updated' : o.isNew ? 'new' : 'unchanged'
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
}
