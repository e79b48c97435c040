// Reading what a step left for the user: summary sections, SARIF results, warning lines.
import { readFileSync } from 'node:fs'
import type { StepRun } from '../../scripts/runner.js'

/**
 * Markdown as a reader sees it: the character references and the zero-width spaces the action
 * puts into untrusted text (so nothing becomes a link or markup) taken out again.
 */
export function plain(markdown: string): string {
  return markdown
    .replace(/\u200b/g, '')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(
      /&(amp|lt|gt|quot);/g,
      (_, n: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[n] ?? ''
    )
}

/**
 * The summary section `### <title>` as plain text (see `plain`), up to the next heading; throws
 * when the summary has no such section.
 */
export function section(summary: string, title: string): string {
  const text = plain(summary)
  const start = text.indexOf(`\n### ${title}\n`)
  if (start < 0) throw new Error(`The summary has no section "${title}":\n${text}`)
  const body = text.slice(start + title.length + 6)
  const next = body.search(/\n#{2,3} /)
  return next < 0 ? body : body.slice(0, next)
}

export interface SarifResult {
  ruleId: string
  baselineState?: string
  properties: { url: string; method: string; state: string; counted: boolean }
  suppressions?: Array<{ status: string; justification: string }>
}

export function sarifResults(run: StepRun): SarifResult[] {
  const log = JSON.parse(readFileSync(run.outputs['sarif-file'] as string, 'utf8')) as {
    runs: Array<{ results: SarifResult[] }>
  }
  return log.runs[0]?.results ?? []
}

/** The `::warning::` lines' messages. */
export function warnings(stdout: string): string[] {
  return stdout
    .split('\n')
    .filter((l) => l.startsWith('::warning'))
    .map((l) => l.slice(l.indexOf('::', 2) + 2))
}
