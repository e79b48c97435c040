// Sections of the job summary (also reused by the pull-request comment). Untrusted text enters
// only through forMarkdown / forMarkdownBlock; rows are whole lines so a cut never breaks a table.
import { SEVERITIES, totalOf } from '../findings/types.js'
import type { Finding, JudgedOccurrence, OccurrenceState } from '../findings/types.js'
import { forCodeSpan, forMarkdown, forMarkdownBlock, memoised, visibleUrl } from '../common/text.js'
import type { BaselineEntry, ReportContext } from './context.js'
import { compareFindings, type FindingWeight } from '../findings/order.js'
import {
  SEVERITY_LABEL,
  SEVERITY_MARK,
  findingIndex,
  formatCount,
  monitoredWords,
  severityBadge,
  shownCounts
} from './format.js'
import { BudgetedDoc, details, tableHeader, tableRow } from './markdown.js'

/** Longest piece of each untrusted field in a summary cell (before escaping). */
const MAX = { name: 200, url: 500, method: 20, status: 60, reason: 300, expires: 40, id: 80 }

/** Unfixed / new / fixed / ignored / counted occurrences per severity, with a total row. */
export function countsTable(ctx: ReportContext): string {
  const v = ctx.verdict
  if (!v) return ''
  const c = v.counts
  const shown = shownCounts(v)
  const columns = [shown.unfixed, shown.new, c.fixed, c.ignored, c.counted]
  const rows = SEVERITIES.filter((s) => columns.some((col) => col[s] > 0) || s !== 'unknown').map(
    (s) => tableRow([severityBadge(s), ...columns.map((col) => formatCount(col[s]))])
  )
  rows.push(tableRow(['**Total**', ...columns.map((col) => formatCount(totalOf(col)))]))
  const header = tableHeader(
    ['Severity', 'Unfixed', 'New', 'Marked fixed', 'Ignored', 'Counted by the gate'],
    ['left', 'right', 'right', 'right', 'right', 'right']
  )
  const monitored = monitoredWords(v)
  return `${header}\n${rows.join('\n')}${monitored ? `\n\n_${monitored}._` : ''}`
}

export interface FindingRow {
  finding: Finding
  unfixed: number
  new: number
  fixed: number
  /** Occurrences the gate counted. */
  counted: number
  /** Open occurrences under a `warn` policy: the row is marked. */
  warned: number
}

/** One row per finding type with at least one occurrence, in report order (findings/order.ts). */
export function findingRows(ctx: ReportContext): FindingRow[] {
  const index = findingIndex(ctx.findings)
  const rows = new Map<string, FindingRow>()
  for (const o of ctx.verdict?.occurrences ?? []) {
    // monitor policy: the JSON report and SARIF only.
    if (o.state === 'monitored') continue
    let row = rows.get(o.findingKey)
    if (!row) {
      const finding = index.get(o.findingKey) ?? {
        key: o.findingKey,
        name: o.name,
        severity: o.severity,
        cwe: []
      }
      row = { finding, unfixed: 0, new: 0, fixed: 0, counted: 0, warned: 0 }
      rows.set(o.findingKey, row)
    }
    if (o.fixed) row.fixed += 1
    else row.unfixed += 1
    if (o.isNew) row.new += 1
    if (o.counted) row.counted += 1
    if (o.state === 'warned') row.warned += 1
  }
  const weight = (r: FindingRow): FindingWeight => ({
    key: r.finding.key,
    name: r.finding.name,
    severity: r.finding.severity,
    counted: r.counted,
    open: r.unfixed
  })
  return [...rows.values()].sort((a, b) => compareFindings(weight(a), weight(b)))
}

/** Adds the title, header and as many rows as fit; returns how many rows were shown. */
export function addTable(
  doc: BudgetedDoc,
  title: string,
  header: string,
  rows: Iterable<string>
): number {
  let shown = 0
  for (const row of rows) {
    if (shown === 0 && !doc.add(`${title}\n\n${header}\n${row}`)) return 0
    if (shown > 0 && !doc.addLine(row)) return shown
    shown += 1
  }
  return shown
}

export function* findingTableRows(rows: readonly FindingRow[]): Generator<string> {
  for (const r of rows) {
    yield tableRow([
      severityCell(r.finding),
      forMarkdown(r.finding.name, MAX.name) +
        (r.warned > 0 ? ` ⚠️ _warned by policy (${formatCount(r.warned)})_` : ''),
      formatCount(r.unfixed),
      formatCount(r.new),
      formatCount(r.fixed)
    ])
  }
}

export const FINDING_TABLE_HEADER = tableHeader(
  ['Severity', 'Finding', 'Unfixed', 'New', 'Marked fixed'],
  ['left', 'left', 'right', 'right', 'right']
)

function severityCell(f: Finding): string {
  const label = SEVERITY_LABEL[f.severity]
  const given = f.severityLabel ? forMarkdown(f.severityLabel, 30) : ''
  const badge = severityBadge(f.severity)
  return given && given.toLowerCase() !== label.toLowerCase() ? `${badge} (${given})` : badge
}

/** Summary groups by state, in the order a reader cares about (titles without the heading marks). */
export function occurrenceGroups(withBaseline: boolean): Array<[OccurrenceState, string]> {
  return [
    ['new', withBaseline ? 'New or regressed since the baseline' : 'Unfixed'],
    ['existing', 'Still open (also in the baseline)'],
    ['below-threshold', 'Unfixed, below the fail threshold'],
    ['warned', 'Warned (policy: warn — shown, never fails the build)'],
    ['ignored', 'Ignored (accepted risks)']
  ]
}

export function occurrenceHeader(state: OccurrenceState): string {
  return state === 'ignored'
    ? tableHeader(['Severity', 'Finding', 'Method', 'URL', 'Reason', 'Expires'])
    : tableHeader(['Severity', 'Finding', 'Method', 'URL', 'Service status'])
}

/** A URL or method in a table cell: a code span, copyable as it is (text.ts forCodeSpan). */
export function codeCell(value: string, max: number): string {
  return forCodeSpan(value, max, true)
}

/** The "Fix first" table: the occurrences the gate counted, marked new or regressed with a baseline. */
export function fixFirstHeader(withBaseline: boolean): string {
  return tableHeader([
    'Severity',
    'Finding',
    'Method',
    'URL',
    ...(withBaseline ? ['Since the baseline'] : [])
  ])
}

/**
 * Rows of the "Fix first" table. With a baseline each counted occurrence is new (never in it),
 * regressed (the baseline had it fixed) or escalated (held at a less severe severity).
 */
export function* fixFirstRows(
  occurrences: Iterable<JudgedOccurrence>,
  withBaseline: boolean
): Generator<string> {
  const name = memoised((s) => forMarkdown(s, MAX.name))
  const method = memoised((s) => codeCell(s, MAX.method))
  for (const o of occurrences) {
    const cells = [
      severityBadge(o.severity),
      name(o.name),
      method(o.method),
      codeCell(visibleUrl(o.url), MAX.url)
    ]
    if (withBaseline)
      cells.push(
        o.regressed === true
          ? '↩️ Regressed'
          : o.escalatedFrom
            ? '⬆️ Escalated'
            : // A baseline that only labels: counted, though it was there before.
              !o.isNew && o.state === 'new'
              ? '📌 Open before'
              : '🆕 New'
      )
    yield tableRow(cells)
  }
}

/**
 * Table rows of occurrences. The returned function remembers the escaped text of repeated names,
 * methods and statuses (thousands of rows share a few dozen).
 */
export function occurrenceRows(): (occurrences: Iterable<JudgedOccurrence>) => Generator<string> {
  const name = memoised((s) => forMarkdown(s, MAX.name))
  const method = memoised((s) => codeCell(s, MAX.method))
  const status = memoised((s) => forMarkdown(s, MAX.status))
  return function* (occurrences) {
    for (const o of occurrences) {
      const base = [
        severityBadge(o.severity),
        name(o.name),
        method(o.method),
        codeCell(visibleUrl(o.url), MAX.url)
      ]
      yield o.state === 'ignored'
        ? tableRow([
            ...base,
            forMarkdown(o.ignoredBecause?.reason ?? '', MAX.reason),
            forMarkdown(o.ignoredBecause?.expires ?? '', MAX.expires)
          ])
        : tableRow([...base, status(o.status) + changeMark(o)])
    }
  }
}

/** How every report marks an occurrence fixed in the baseline and open again. */
export const REGRESSED_MARK = ' **regressed** (was Fixed)'

/** The mark of a regression, or of an escalation (`escalated: accepted as low` in plain reports). */
export function changeMark(o: JudgedOccurrence): string {
  if (o.regressed === true) return REGRESSED_MARK
  return o.escalatedFrom ? ` **escalated** (accepted as ${o.escalatedFrom})` : ''
}

export const FIXED_HEADER = tableHeader(['Finding', 'Method', 'URL', 'Occurrence id'])

export function* fixedRows(entries: Iterable<BaselineEntry>): Generator<string> {
  for (const e of entries) {
    yield tableRow([
      forMarkdown(e.name ?? '', MAX.name),
      codeCell(e.method ?? '', MAX.method),
      codeCell(visibleUrl(e.url ?? ''), MAX.url),
      forMarkdown(e.id, MAX.id)
    ])
  }
}

/** Description and remediation of one finding, collapsed. */
export function remediationBlock(f: Finding): string {
  const title = `${SEVERITY_MARK[f.severity]} ${SEVERITY_LABEL[f.severity]}: ${forMarkdown(f.name, MAX.name)}`
  const parts: string[] = []
  if (f.description) parts.push(`**What it is**\n\n${forMarkdownBlock(f.description, 4000)}`)
  parts.push(
    f.remediation
      ? `**How to fix it**\n\n${forMarkdownBlock(f.remediation, 4000)}`
      : '_The service gave no remediation for this finding._'
  )
  const cwe = f.cwe.map((c) => forMarkdown(c, 20)).filter((c) => c !== '')
  if (cwe.length > 0) parts.push(`CWE: ${cwe.slice(0, 10).join(', ')}`)
  return details(title, parts.join('\n\n'))
}
