// The pull-request comment's text for one application (several applications: a section each of
// the step's one comment, estate.ts). The host puts its hidden marker above it and keeps the
// step's one comment up to date (src/github/comment.ts).
import { forMarkdown, safeHref } from '../common/text.js'
import type { ReportContext } from './context.js'
import { totalOf } from '../findings/types.js'
import {
  baselineSource,
  fixedSinceBaselineCount,
  formatCount,
  hasBaseline,
  countedFirst,
  shownCounts
} from './format.js'
import { resultLine } from './build-facts.js'
import { BudgetedDoc } from './markdown.js'
import { STATUS_WORD, addBuildLine, knownCriticalWords } from './summary.js'
import {
  FINDING_TABLE_HEADER,
  addTable,
  countsTable,
  findingRows,
  findingTableRows,
  fixFirstHeader,
  fixFirstRows
} from './summary-sections.js'

/** GitHub refuses bodies over 65,536 characters; keep a margin. */
export const MAX_COMMENT_CHARS = 60_000
const TOP_FINDINGS = 10
/** Counted occurrences listed with their URLs. */
const TOP_OCCURRENCES = 10

/**
 * The budget leaves room for the host's marker line (src/github/comment-marker.ts). A `section`
 * of a larger comment (several applications, estate.ts) carries no link to the run, no table of
 * occurrences by severity and no "Fix first": the comment around it has the one link, the
 * overview's severities and the step's one "Fix first".
 *
 * The baseline is named once: in the "Against the baseline" line when there is a verdict, else in
 * the build line.
 */
export function buildComment(
  ctx: ReportContext,
  budgetChars = MAX_COMMENT_CHARS,
  section = false
): string {
  const doc = new BudgetedDoc(budgetChars, (s) => s.length)
  const name = ctx.application.name ?? ctx.meta.applicationName ?? ctx.application.token
  doc.add(`### Security test: ${STATUS_WORD[ctx.outcome]} · ${forMarkdown(name, 200)}`)
  const why = ctx.verdict?.line ?? ctx.message ?? ctx.parseError
  if (why) doc.add(forMarkdown(why, 1000) + knownCriticalWords(ctx))
  const againstBaseline = ctx.verdict !== undefined && hasBaseline(ctx)
  // What it judged: the commit, when it was tested and whether a test was reused, when known.
  addBuildLine(doc, ctx, !againstBaseline)
  const result = resultLine(ctx)
  if (result) doc.add(result)
  if (ctx.verdict) {
    if (againstBaseline) doc.add(baselineLine(ctx))
    if (!section) {
      addTopOccurrences(doc, ctx)
      doc.add(countsTable(ctx))
    }
    const rows = findingRows(ctx).filter((r) => r.unfixed > 0)
    const shown = addTable(
      doc,
      '**Top findings**',
      FINDING_TABLE_HEADER,
      findingTableRows(rows.slice(0, TOP_FINDINGS))
    )
    if (shown < rows.length) {
      doc.add(`_… ${formatCount(rows.length - shown)} more findings in the job summary._`)
    }
  }
  const links = [
    section ? '' : linkTo('Workflow run and job summary', ctx.runUrl),
    linkTo('This test on the service', ctx.serviceTestUrl)
  ].filter((l) => l !== '')
  if (links.length > 0) doc.add(links.join(' · '))
  return doc.finish()
}

/** The counted occurrences to look at first, with their URLs (the summary's "Fix first"). */
function addTopOccurrences(doc: BudgetedDoc, ctx: ReportContext): void {
  const counted = countedFirst(ctx)
  if (counted.length === 0) return
  const withBaseline = hasBaseline(ctx)
  const rows = fixFirstRows(counted.slice(0, TOP_OCCURRENCES), withBaseline)
  const shown = addTable(doc, '**Fix first**', fixFirstHeader(withBaseline), rows)
  const left = counted.length - shown
  if (shown > 0 && left > 0) {
    doc.add(`_… ${formatCount(left)} more counted occurrences in the job summary._`)
  }
}

/** New, still open and fixed since the baseline, in one line (a run with a baseline). */
function baselineLine(ctx: ReportContext): string {
  const c = ctx.verdict ? shownCounts(ctx.verdict) : undefined
  const fresh = c ? totalOf(c.new) : 0
  // Regressions the baseline had as Fixed are neither new nor still open.
  const back = (ctx.verdict?.occurrences ?? []).filter(
    (o) => o.regressed === true && !o.isNew && o.state !== 'monitored'
  ).length
  // Held by the baseline at a less severe severity: counted, not "still open".
  const escalated = (ctx.verdict?.occurrences ?? []).filter(
    (o) => o.escalatedFrom !== undefined && o.counted && !o.isNew
  ).length
  const stillOpen = (c ? totalOf(c.unfixed) : 0) - fresh - back - escalated
  return (
    `${againstTheBaseline(baselineSource(ctx) ?? '')}${formatCount(fresh)} new · ` +
    (back > 0 ? `${formatCount(back)} regressed · ` : '') +
    (escalated > 0 ? `${formatCount(escalated)} escalated · ` : '') +
    `${formatCount(stillOpen)} still open · ` +
    `${formatCount(fixedSinceBaselineCount(ctx))} fixed since the baseline`
  )
}

/**
 * The start of the "Against the baseline" line, naming its source. A comment over several
 * applications that share one baseline names it once above them, and takes it out of each
 * section's line (estate.ts: `unnamedBaseline`).
 */
export function againstTheBaseline(source: string | undefined): string {
  return source === undefined
    ? '**Against the baseline:** '
    : `**Against the baseline** (${forMarkdown(source, 300)}): `
}

/** A comment section's text with its baseline line no longer naming `source` (named above it). */
export function unnamedBaseline(comment: string, source: string): string {
  return comment.replace(againstTheBaseline(source), againstTheBaseline(undefined))
}

function linkTo(text: string, url: string | undefined): string {
  const href = safeHref(url)
  return href ? `[${text}](${href})` : ''
}
