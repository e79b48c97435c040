// One step, several applications: one job summary (an overview, then each application's
// section), one set of annotations within the step's per-level caps, one pull-request comment.
// Each application's report is boiled down to what these need the moment it is written, so the
// step never holds more than one parsed result (the sections are bounded text).
import { SEVERITIES, totalOf, type Severity, type SeverityCounts } from '../findings/types.js'
import type { Log } from '../common/log.js'
import { forAnnotation, forMarkdown, safeHref } from '../common/text.js'
import {
  ANNOTATION_LIMITS,
  emitAnnotations,
  planAnnotations,
  type AnnotationLimits,
  type PlannedAnnotation
} from './annotations.js'
import { againstTheBaseline, buildComment, MAX_COMMENT_CHARS, unnamedBaseline } from './comment.js'
import {
  estateFixFirst,
  FIX_FIRST_BYTES,
  fixFirstItems,
  type FixFirstItem
} from './estate-fix-first.js'
import type { ReportContext, ReportOutcome } from './context.js'
import {
  baselineSource,
  formatCount,
  NO_BREAK_SPACE,
  severityBadge,
  shownCounts
} from './format.js'
import type { ReportHost } from './host.js'
import { tableHeader, tableRow } from './markdown.js'
import { buildSummary, STATUS_WORD } from './summary.js'
import type { UnwrittenFile } from './unwritten.js'
import { summaryRoom } from './step-summary.js'
import { appendSummaryText } from './write.js'

/** What stays of one application's report once its files are written. */
export interface EstateEntry {
  token: string
  name?: string
  outcome: ReportOutcome
  /** Unfixed occurrences by severity and new ones; absent without a verdict. */
  unfixed?: SeverityCounts
  fresh?: number
  /** Its job summary section and comment section (Markdown, already bounded). */
  section: string
  comment: string
  /** The baseline its comment section names in its "Against the baseline" line, if it has one. */
  commentBaseline?: string
  /** Its annotations worst first (each application planned with the whole step's caps). */
  annotations: PlannedAnnotation[]
  /** Its counted unfixed occurrences (annotated or not). */
  counted: number
  /** Its first counted occurrences, for the step's one "Fix first" (bounded). */
  fixFirst: FixFirstItem[]
}

/** Room kept for the overview: a heading, the table's header and one row per application. */
const OVERVIEW_BYTES_PER_APP = 400
const OVERVIEW_BASE_BYTES = 2000

export interface EstateOptions {
  summary: boolean
  annotations: boolean
  comment: boolean
}

/** The step's reports over several applications, filled in as each application's is written. */
export class EstateReport {
  private readonly entries = new Map<string, EstateEntry>()
  private readonly sectionBytes: number
  private readonly commentChars: number

  /**
   * `tokens` in the order the step names them; `summaryBytes`: what the job summary can still
   * take (shared fairly: each application's section gets an equal part after the overview).
   */
  constructor(
    private readonly tokens: readonly string[],
    summaryBytes: number,
    private readonly options: EstateOptions
  ) {
    const overview = OVERVIEW_BASE_BYTES + FIX_FIRST_BYTES + OVERVIEW_BYTES_PER_APP * tokens.length
    this.sectionBytes = Math.max(0, Math.floor((summaryBytes - overview) / tokens.length))
    this.commentChars = Math.floor((MAX_COMMENT_CHARS - overview) / tokens.length)
  }

  /** One application's report, as `writeReports` hands it over. */
  add(report: ReportContext): void {
    const token = report.application.token
    const name = report.application.name ?? report.meta.applicationName
    const v = report.verdict
    const subject = forMarkdown(name ?? token, 120)
    const room = this.sectionBytes
    const comment = this.options.comment ? commentSection(report, this.commentChars, subject) : ''
    const source = baselineSource(report)
    this.entries.set(token, {
      token,
      name,
      outcome: report.outcome,
      unfixed: v ? shownCounts(v).unfixed : undefined,
      fresh: v ? totalOf(shownCounts(v).new) : undefined,
      section: this.options.summary && room >= 1024 ? section(report, room, subject) : '',
      comment,
      ...(source !== undefined && comment.includes(againstTheBaseline(source))
        ? { commentBaseline: source }
        : {}),
      annotations:
        this.options.annotations && v
          ? planAnnotations(v, report.findings, ANNOTATION_LIMITS).filter((a) => a.severity)
          : [],
      counted: v ? totalOf(v.counts.counted) : 0,
      fixFirst: v ? fixFirstItems(report, name ?? token) : []
    })
  }

  /** The entries in the step's order (an application that wrote no report has none). */
  list(): EstateEntry[] {
    return this.tokens.flatMap((t) => this.entries.get(t) ?? [])
  }

  /**
   * Write the summary, emit the annotations and update the comment; resolves to the report files
   * that could not be written (the tool's summary file: unwritten.ts).
   */
  async publish(
    host: ReportHost,
    log: Log,
    limits: AnnotationLimits,
    outcome: ReportOutcome
  ): Promise<UnwrittenFile[]> {
    const unwritten: UnwrittenFile[] = []
    const entries = this.list()
    if (entries.length === 0) return unwritten
    if (this.options.summary) appendEstateSummary(host, log, entries, outcome, unwritten)
    if (this.options.annotations) emitAnnotations(log, estateAnnotations(entries, limits))
    if (this.options.comment) {
      await host.comment(estateComment(entries, outcome, host.runUrl), this.tokens, log)
    }
    return unwritten
  }
}

/**
 * One application's section, a level below the step's headline. A passing application with
 * nothing open is one line, not a table of zeros.
 */
function section(report: ReportContext, room: number, subject: string): string {
  const quiet = quietPass(report)
  if (quiet !== undefined) return `### ${subject}: ${STATUS_WORD.passed}\n\n${quiet}\n`
  return buildSummary(report, room, { subject, level: 3, fixFirst: false })
}

/** Its comment section: like the summary's, one line for a passing application with nothing open. */
function commentSection(report: ReportContext, room: number, subject: string): string {
  const quiet = quietPass(report)
  if (quiet !== undefined)
    return `### Security test: ${STATUS_WORD.passed} · ${subject}\n\n${quiet}`
  return buildComment(report, room, true)
}

/**
 * The verdict of an application that passed with nothing open, as a sentence under its heading
 * ("No counted unfixed occurrences at high or worse."; the heading already says it passed).
 * Undefined for any other application.
 */
function quietPass(report: ReportContext): string | undefined {
  const v = report.verdict
  if (report.outcome !== 'passed' || !v || totalOf(v.counts.unfixed) !== 0) return undefined
  const line = v.line.replace(/^passed: /, '')
  return (
    forMarkdown(line.charAt(0).toUpperCase() + line.slice(1), 1000) +
    (/[.!?]$/.test(line) ? '' : '.')
  )
}

function label(e: Pick<EstateEntry, 'name' | 'token'>): string {
  return e.name ?? e.token
}

/**
 * The overview: one row per application, its outcome and what it has open ("🔴 2 Critical ·
 * 🟠 1 High", only the severities it has; "none" for an application with nothing open).
 */
export function overviewTable(entries: readonly EstateEntry[]): string {
  const header = tableHeader(
    ['Application', 'Outcome', 'Unfixed', 'New'],
    ['left', 'left', 'left', 'right']
  )
  const rows = entries.map((e) =>
    tableRow([
      forMarkdown(label(e), 120),
      STATUS_WORD[e.outcome].replace(' ', NO_BREAK_SPACE),
      e.unfixed ? openCell(e.unfixed) : '–',
      e.fresh === undefined ? '–' : formatCount(e.fresh)
    ])
  )
  return `${header}\n${rows.join('\n')}`
}

function openCell(unfixed: SeverityCounts): string {
  const parts = SEVERITIES.filter((s) => unfixed[s] > 0).map(
    (s) => `${formatCount(unfixed[s])}${NO_BREAK_SPACE}${severityBadge(s)}`
  )
  return parts.length > 0 ? parts.join(' · ') : 'none'
}

/**
 * "❌ Failed · 3 applications (1 passed, 1 passed with warnings, 1 did not)": the groups that
 * have any. A warned application passed, so it is neither left out nor counted as "did not".
 */
function headline(entries: readonly EstateEntry[], outcome: ReportOutcome): string {
  const passed = entries.filter((e) => e.outcome === 'passed').length
  const warned = entries.filter((e) => e.outcome === 'warned').length
  const groups = [
    [passed, 'passed'],
    [warned, 'passed with warnings'],
    [entries.length - passed - warned, 'did not']
  ] as const
  const named = groups.filter(([n]) => n > 0).map(([n, what]) => `${formatCount(n)} ${what}`)
  return `${STATUS_WORD[outcome]} · ${formatCount(entries.length)} applications (${named.join(', ')})`
}

function appendEstateSummary(
  host: ReportHost,
  log: Log,
  entries: readonly EstateEntry[],
  outcome: ReportOutcome,
  unwritten: UnwrittenFile[]
): void {
  const fixFirst = stepFixFirst(entries)
  const overview =
    `## Security test: ${headline(entries, outcome)}\n\n${overviewTable(entries)}\n` +
    (fixFirst ? `\n${fixFirst}\n` : '')
  const room = summaryRoom(
    host,
    log,
    Buffer.byteLength(overview),
    'The job summary is nearly full; the security test summary was left out.'
  )
  if (!room) return
  let text = overview
  let left = 0
  for (const e of entries) {
    const section = e.section === '' ? '' : `\n${e.section}`
    // Sections were built to an equal share of the room the step had; check again all the same.
    if (Buffer.byteLength(text) + Buffer.byteLength(section) > room.budget - 200) left++
    else text += section
  }
  if (left > 0) {
    text += `\n_${left === 1 ? 'One application section was' : `${formatCount(left)} application sections were`} left out: the job summary holds at most 1 MB per step. Each application's JSON report has everything._\n`
  }
  appendSummaryText(host, log, room.file, text, unwritten)
}

const SEVERITY_RANK: Record<Severity, number> = Object.fromEntries(
  SEVERITIES.map((s, i) => [s, i])
) as Record<Severity, number>

/**
 * Every application's annotations in one set within `limits`: worst severity first, taking turns
 * between applications within a severity, each titled with its application's name; one notice
 * says how many counted occurrences were left out.
 */
export function estateAnnotations(
  entries: readonly EstateEntry[],
  limits: AnnotationLimits
): PlannedAnnotation[] {
  const all = entries.flatMap((e) =>
    e.annotations.map((a, turn) => ({ a, e, turn, rank: SEVERITY_RANK[a.severity ?? 'unknown'] }))
  )
  all.sort((x, y) => x.rank - y.rank || x.turn - y.turn)
  const counted = entries.reduce((n, e) => n + e.counted, 0)
  const byLevel = (level: PlannedAnnotation['level']): typeof all =>
    all.filter((x) => x.a.level === level)
  const over = (['error', 'warning', 'notice'] as const).some((l) => byLevel(l).length > limits[l])
  const needsNote = limits.notice > 0 && (over || counted > all.length)
  const plan: PlannedAnnotation[] = []
  for (const level of ['error', 'warning', 'notice'] as const) {
    const take = level === 'notice' && needsNote ? limits.notice - 1 : limits[level]
    for (const { a, e } of byLevel(level).slice(0, Math.max(0, take))) {
      plan.push({
        ...a,
        title: forAnnotation(`${forAnnotation(label(e), 80)}: ${a.title}`, 300),
        message: forAnnotation(`${forAnnotation(label(e), 80)}: ${a.message}`, 1100)
      })
    }
  }
  const left = counted - plan.length
  if (needsNote && left > 0) {
    plan.push({
      level: 'notice',
      title: 'More occurrences',
      message:
        `${formatCount(left)} more counted unfixed occurrences across ${formatCount(entries.length)} applications are not annotated ` +
        '(at most 10 per level are shown); see the job summary and the report files.'
    })
  }
  return plan
}

/** The step's one comment (the host puts its marker above it). */
export function estateComment(
  entries: readonly EstateEntry[],
  outcome: ReportOutcome,
  runUrl?: string
): string {
  // One link to the run for the whole comment (the sections carry none).
  const href = safeHref(runUrl)
  const runLink = href ? `[Workflow run and job summary](${href})` : ''
  const shared = sharedBaseline(entries)
  const head = [
    `## Security test: ${headline(entries, outcome)}`,
    overviewTable(entries),
    shared === undefined ? '' : `**Baseline:** ${forMarkdown(shared, 300)}`,
    stepFixFirst(entries)
  ].filter((p) => p !== '')
  const sections = entries
    .map((e) => (shared === undefined ? e.comment : unnamedBaseline(e.comment, shared)))
    .filter((c) => c !== '')
  const parts = [...head, ...sections]
  const end = runLink ? `\n\n${runLink}` : ''
  const text = parts.join('\n\n')
  if (text.length + end.length <= MAX_COMMENT_CHARS) return `${text}${end}\n`
  // Sections are built to fit; if they still do not, the overview, Fix first and a link stay.
  const link = href ? `\n\nEach application's section is in the [job summary](${href}).` : ''
  return `${head.join('\n\n')}${link}\n`
}

/**
 * The baseline every section compares with, when more than one section names it and all name the
 * same: the comment then names it once, above them.
 */
function sharedBaseline(entries: readonly EstateEntry[]): string | undefined {
  const named = entries.flatMap((e) => (e.commentBaseline === undefined ? [] : [e.commentBaseline]))
  const first = named[0]
  return named.length > 1 && named.every((s) => s === first) ? first : undefined
}

/** The step's one "Fix first", across its applications (estate-fix-first.ts). */
function stepFixFirst(entries: readonly EstateEntry[]): string {
  return estateFixFirst(
    entries.flatMap((e) => e.fixFirst),
    entries.reduce((n, e) => n + e.counted, 0)
  )
}
