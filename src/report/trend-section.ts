// The summary's trend (input `trend`): the unfixed counts by severity of the earlier completed
// tests and this one, as a Mermaid chart (GitHub renders Mermaid in job summaries, but does not
// document it) always followed by the same numbers as a table. Only our own words and numbers go
// into the chart; the notes are escaped. Its earlier tests are the service's list of the
// application's tests, whatever ran them (pull requests' included): the section says so.
import { SEVERITIES, totalOf, type Severity, type SeverityCounts } from '../findings/types.js'
import { forCodeSpan, forMarkdown } from '../common/text.js'
import type { ReportContext } from './context.js'
import { formatCount, severityBadge } from './format.js'
import { tableHeader, tableRow } from './markdown.js'

interface Column {
  label: string
  test: string
  started: string
  unfixed: SeverityCounts
}

/** `11-05 09:05` (UTC), or '' for no time. */
function shortStart(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms)) return ''
  const iso = new Date(ms).toISOString()
  return `${iso.slice(5, 10)} ${iso.slice(11, 16)}`
}

/** The trend section, or '' when the input did not ask for one. `h`: the heading marks. */
export function trendSection(ctx: ReportContext, h: string): string {
  const trend = ctx.trend
  const v = ctx.verdict
  if (!trend || !v) return ''
  const columns: Column[] = trend.points.map((p, i) => ({
    label: shortStart(p.startTime) || `#${i + 1}`,
    test: forCodeSpan(p.resultToken.slice(0, 8), 8, true),
    started: shortStart(p.startTime) ? `${shortStart(p.startTime)} UTC` : '–',
    unfixed: p.unfixed
  }))
  const nowStart = ctx.startedAt ? Date.parse(ctx.startedAt) : NaN
  columns.push({
    label: 'this test',
    test: '**This test**',
    started: Number.isFinite(nowStart) ? `${shortStart(nowStart)} UTC` : '–',
    unfixed: v.counts.unfixed
  })
  const parts = [`${h} Trend: unfixed occurrences by severity`]
  if (columns.length > 1) {
    parts.push(covers(trend.points.length), chart(columns), table(columns))
  }
  const shown = trend.points.length
  if (shown < trend.asked) {
    const why = trend.notes.map((n) => forMarkdown(n, 400))
    parts.push(
      `_${trendShortfall(shown, trend.asked)}${why.length > 0 ? `: ${why.join('; ')}` : ''}._`
    )
  }
  return parts.join('\n\n')
}

/**
 * What the earlier columns are: the service lists an application's tests whatever ran them, so a
 * nightly run's trend holds pull requests' tests too (issue 31: said, not hidden).
 */
function covers(shown: number): string {
  const tests =
    shown === 1
      ? 'last completed test on the service, whatever ran it'
      : `last ${formatCount(shown)} completed tests on the service, whatever ran them`
  return `_The application's ${tests} (pull requests' tests included), then this one._`
}

/** "1 of the 2 earlier completed tests asked for is shown" (the summary and the log notice). */
export function trendShortfall(shown: number, asked: number): string {
  return (
    `${formatCount(shown)} of the ${formatCount(asked)} earlier completed test${asked === 1 ? '' : 's'} ` +
    `asked for ${shown === 1 ? 'is' : 'are'} shown`
  )
}

/** Severities with an occurrence in any column (the chart and table leave the rest out). */
function shownSeverities(columns: readonly Column[]): Severity[] {
  const some = SEVERITIES.filter((s) => columns.some((c) => c.unfixed[s] > 0))
  return some.length > 0 ? some : ['critical', 'high']
}

/**
 * One line, the total unfixed: a chart of several lines tells them apart only by colour (Mermaid's
 * xychart has no legend, and equal series hide each other). The title says what the line is; the
 * table below has the severities.
 */
function chart(columns: readonly Column[]): string {
  const totals = columns.map((c) => totalOf(c.unfixed))
  return [
    '```mermaid',
    'xychart-beta',
    '  title "Total unfixed occurrences, one line (by severity in the table below)"',
    `  x-axis [${columns.map((c) => `"${c.label}"`).join(', ')}]`,
    `  y-axis "Unfixed" 0 --> ${Math.max(1, ...totals)}`,
    `  line [${totals.join(', ')}]`,
    '```'
  ].join('\n')
}

function table(columns: readonly Column[]): string {
  const severities = shownSeverities(columns)
  const header = tableHeader(
    ['Test', 'Started', ...severities.map(severityBadge), 'Total'],
    ['left', 'left', ...severities.map(() => 'right' as const), 'right']
  )
  const rows = columns.map((c) =>
    tableRow([
      c.test,
      c.started,
      ...severities.map((s) => formatCount(c.unfixed[s])),
      formatCount(totalOf(c.unfixed))
    ])
  )
  return `${header}\n${rows.join('\n')}`
}
