// "Fix first" for a step over several applications: the counted occurrences of every application
// in one table, in the one order of every report (findings/order.ts) across applications, so the
// step's summary and comment answer "what do I fix first?" before any application's section.
//
// Bounded: each application keeps only its first FIX_FIRST_ROWS counted occurrences (its report
// already has them in the one order), as plain values, the moment its report is written; the
// step merges those at the end. The whole table is at most FIX_FIRST_ROWS rows.
import { cmp } from '../findings/order.js'
import { severityRank } from '../findings/severity.js'
import type { Severity } from '../findings/types.js'
import { forMarkdown } from '../common/text.js'
import type { ReportContext } from './context.js'
import { countedFirst, formatCount, severityBadge } from './format.js'
import { tableHeader, tableRow } from './markdown.js'
import { codeCell } from './summary-sections.js'

export const FIX_FIRST_ROWS = 20
/** Cells are cut shorter than in an application's own table: the room is the step's overview's. */
const CELL = { application: 80, name: 120, method: 20, url: 300 }
/** What the table may take of the overview's room, at most. */
export const FIX_FIRST_BYTES = 2000 + FIX_FIRST_ROWS * 700

/** One counted occurrence, as the step's table needs it. */
export interface FixFirstItem {
  application: string
  severity: Severity
  /** Its finding's counted occurrences: the one order ranks findings by them. */
  findingCounted: number
  name: string
  method: string
  url: string
  regressed: boolean
  escalated: boolean
}

/** An application's first counted occurrences, in its report's order. */
export function fixFirstItems(report: ReportContext, application: string): FixFirstItem[] {
  const counted = countedFirst(report)
  const perFinding = new Map<string, number>()
  for (const o of counted) perFinding.set(o.findingKey, (perFinding.get(o.findingKey) ?? 0) + 1)
  return counted.slice(0, FIX_FIRST_ROWS).map((o) => ({
    application,
    severity: o.severity,
    findingCounted: perFinding.get(o.findingKey) ?? 0,
    name: o.name,
    method: o.method,
    url: o.url,
    regressed: o.regressed === true,
    escalated: o.escalatedFrom !== undefined
  }))
}

/**
 * The table over every application's items: worst severity, then the findings with the most
 * counted occurrences, then URL and method (the one order); '' when nothing is counted.
 * `total`: every counted occurrence of the step, for the line that says how many more there are.
 */
export function estateFixFirst(items: readonly FixFirstItem[], total: number): string {
  if (items.length === 0) return ''
  const ordered = [...items].sort(
    (a, b) =>
      severityRank(a.severity) - severityRank(b.severity) ||
      b.findingCounted - a.findingCounted ||
      cmp(a.name, b.name) ||
      cmp(a.url, b.url) ||
      cmp(a.method, b.method) ||
      cmp(a.application, b.application)
  )
  const shown = ordered.slice(0, FIX_FIRST_ROWS)
  const rows = shown.map((i) =>
    tableRow([
      forMarkdown(i.application, CELL.application),
      severityBadge(i.severity),
      forMarkdown(i.name, CELL.name) +
        (i.regressed ? ' ↩️ _regressed_' : i.escalated ? ' ⬆️ _escalated_' : ''),
      codeCell(i.method, CELL.method),
      codeCell(i.url, CELL.url)
    ])
  )
  const left = total - shown.length
  const more =
    left > 0
      ? `\n\n_… and ${formatCount(left)} more counted occurrence${left === 1 ? '' : 's'}: each application's section lists its own._`
      : ''
  return (
    `### Fix first\n\n` +
    `${tableHeader(['Application', 'Severity', 'Finding', 'Method', 'URL'])}\n${rows.join('\n')}${more}`
  )
}
