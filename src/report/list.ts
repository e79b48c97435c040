// The list command's outputs: Markdown tables for the job summary (every service value
// through forMarkdown: names and URLs are whatever someone typed into the service), a JSON
// document for later steps (values cleaned and bounded by forPlain), and plain-text tables with
// aligned columns for a terminal (the tool; values through forLog, one line each, bounded).
//
// JSON shape `security-test-action/list@1`:
// { schema, generatedAt, teamId?,
//   projects: [{ name, description, projectKey, team?: { id, name },
//                applications: [{ name, url, applicationToken, applicationType, signatureStatus }] }],
//   runningTests: [{ name, url, applicationToken, resultToken, startTime?, teamId? }],
//   notices: [string] }
import { forCodeSpan, forLog, forMarkdown, forPlain, plural, visibleUrl } from '../common/text.js'
import type { Project, RunningSession } from '../api/applications.js'

const LIST_SCHEMA = 'security-test-action/list@1'

export interface Listing {
  teamId?: string
  projects: Project[]
  running: RunningSession[]
  /** What could not be listed, and why (plan refusals). */
  notices: string[]
}

const md = (v: unknown): string => forMarkdown(v, 300) || '—'
// URLs and tokens as code spans: copyable as they are (no zero-width space), never a link.
const code = (v: unknown): string => forCodeSpan(v, 500, true) || '—'

/** ECMAScript dates end 8.64e15 ms either side of 1970; a service's odd number is no time. */
const MAX_DATE_MS = 8.64e15

function isoTime(ms?: number): string | undefined {
  return typeof ms === 'number' && Math.abs(ms) <= MAX_DATE_MS
    ? new Date(ms).toISOString()
    : undefined
}

function projectHeading(p: Project): string {
  const team = p.team ? ` — team ${md(p.team.name || p.team.id)}` : ''
  return `### ${md(p.name)}${team}`
}

function projectMarkdown(p: Project): string[] {
  const lines = [projectHeading(p), '', `Project key: ${md(p.key)}`]
  if (p.description) lines.push('', md(p.description))
  lines.push('')
  if (p.applications.length === 0) return [...lines, '_No applications._', '']
  lines.push(
    '| Application | Token | URL | Type | Verification |',
    '| --- | --- | --- | --- | --- |'
  )
  for (const a of p.applications) {
    lines.push(
      `| ${md(a.name)} | ${code(a.token)} | ${code(visibleUrl(a.url))} | ${md(a.type)} | ${md(a.signatureStatus)} |`
    )
  }
  return [...lines, '']
}

function runningMarkdown(tests: RunningSession[]): string[] {
  const lines = ['### Running tests', '']
  if (tests.length === 0) return [...lines, '_No test is running._', '']
  lines.push(
    '| Application | URL | Application token | Result token | Started |',
    '| --- | --- | --- | --- | --- |'
  )
  for (const t of tests) {
    lines.push(
      `| ${md(t.name)} | ${code(visibleUrl(t.url))} | ${code(t.applicationToken)} | ${code(t.resultToken)} | ${md(isoTime(t.startTime))} |`
    )
  }
  return [...lines, '']
}

export function listingMarkdown(l: Listing): string {
  const apps = l.projects.reduce((n, p) => n + p.applications.length, 0)
  const lines = [
    '## Security test: projects and applications',
    '',
    `${plural(l.projects.length, 'project')}, ${plural(apps, 'application')}, ${plural(l.running.length, 'running test')}.`,
    ''
  ]
  for (const n of l.notices) lines.push(`> ${forMarkdown(n)}`, '')
  for (const p of l.projects) lines.push(...projectMarkdown(p))
  if (l.projects.length === 0) lines.push('_No projects._', '')
  lines.push(...runningMarkdown(l.running))
  return lines.join('\n')
}

/** A cell of the terminal table: one neutralised line, short enough to keep a row readable. */
const cell = (v: unknown, max = 60): string => forLog(v, max) || '—'

/** Rows under a header, each column as wide as its widest cell, two spaces apart. */
function textTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (r: string[]): string =>
    r
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)]
}

/**
 * The listing for a terminal: every application with its project and token (tokens of
 * applications and tests are identifiers, shown as the job summary shows them; the access token
 * is never part of a listing), then the running tests.
 */
export function listingText(l: Listing): string {
  // The counts and the notices are the log's (stderr): stdout holds the tables alone.
  const lines: string[] = []
  const rows = l.projects.flatMap((p) => {
    const project = p.team
      ? `${cell(p.name)} (team ${cell(p.team.name || p.team.id, 40)})`
      : cell(p.name)
    const base = [project, cell(p.key, 64)]
    if (p.applications.length === 0) return [[...base, '(no applications)', '', '', '', '']]
    return p.applications.map((a) => [
      ...base,
      cell(a.name),
      cell(a.token, 64),
      cell(visibleUrl(a.url), 100),
      cell(a.type, 10),
      cell(a.signatureStatus, 20)
    ])
  })
  if (rows.length === 0) lines.push('No projects.')
  else {
    lines.push(
      ...textTable(['Project', 'Key', 'Application', 'Token', 'URL', 'Type', 'Verification'], rows)
    )
  }
  lines.push('')
  if (l.running.length === 0) lines.push('No test is running.')
  else {
    lines.push(
      'Running tests:',
      ...textTable(
        ['Application', 'URL', 'Application token', 'Result token', 'Started'],
        l.running.map((t) => [
          cell(t.name),
          cell(visibleUrl(t.url), 100),
          cell(t.applicationToken, 64),
          cell(t.resultToken, 64),
          isoTime(t.startTime) ?? '—'
        ])
      )
    )
  }
  return `${lines.join('\n')}\n`
}

export function listingJson(l: Listing, now: Date): Record<string, unknown> {
  return {
    schema: LIST_SCHEMA,
    generatedAt: now.toISOString(),
    ...(l.teamId ? { teamId: forPlain(l.teamId) } : {}),
    projects: l.projects.map((p) => ({
      name: forPlain(p.name),
      description: forPlain(p.description),
      projectKey: forPlain(p.key),
      ...(p.team ? { team: { id: forPlain(p.team.id), name: forPlain(p.team.name) } } : {}),
      applications: p.applications.map((a) => ({
        name: forPlain(a.name),
        url: forPlain(visibleUrl(a.url)),
        applicationToken: forPlain(a.token),
        applicationType: forPlain(a.type),
        signatureStatus: forPlain(a.signatureStatus)
      }))
    })),
    runningTests: l.running.map((t) => ({
      name: forPlain(t.name),
      url: forPlain(visibleUrl(t.url)),
      applicationToken: forPlain(t.applicationToken),
      resultToken: forPlain(t.resultToken),
      ...(isoTime(t.startTime) ? { startTime: isoTime(t.startTime) } : {}),
      ...(t.teamId ? { teamId: forPlain(t.teamId) } : {})
    })),
    notices: l.notices.map((n) => forPlain(n))
  }
}
