// What a step wrote for a user to read: the job summary as a reader sees it, the SARIF file, the
// JSON report, and every file it left behind.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { StepRun } from '../scripts/runner.js'

// A code span on one line: a run of backticks, text, the same run (not part of a longer one).
const CODE_SPAN = /(?<!`)(`+)(?!`)(.+?)(?<!`)\1(?!`)/g

/**
 * Markdown as a reader sees it: the character references and the zero-width spaces the action
 * puts into untrusted text (so nothing becomes a link or markup) taken out again, and code spans as their text.
 * A no-break space (the reports' "Very low" kept on one line) reads as a space.
 */
export function plain(markdown: string): string {
  return markdown
    .replace(CODE_SPAN, (_, _fence: string, text: string) => {
      // What the reader sees of a code span: its text (one pad space each side dropped, a
      // table's escaped pipes as pipes).
      const inner = /^ .* $/.test(text) && text.trim() !== '' ? text.slice(1, -1) : text
      return inner.replace(/\\\|/g, '|')
    })
    .replace(/\u200b/g, '')
    .replace(/\u00a0/g, ' ')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(
      /&(amp|lt|gt|quot|nbsp);/g,
      (_, n: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' })[n] ?? ''
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

export function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'))
}

/** The JSON report the step wrote (output report-file). */
export function reportOf<T = Record<string, unknown>>(run: StepRun): T {
  return readJson(run.outputs['report-file'] as string) as T
}

export interface SarifResult {
  ruleId: string
  baselineState?: string
  properties: { url: string; method: string; state: string; counted: boolean }
  suppressions?: Array<{ status: string; justification: string }>
}

/** The results of the SARIF file the step wrote (output sarif-file). */
export function sarifResults(run: StepRun): SarifResult[] {
  const log = readJson(run.outputs['sarif-file'] as string) as {
    runs: Array<{ results: SarifResult[] }>
  }
  return log.runs[0]?.results ?? []
}

/** Every regular file under the given folders, recursively. */
export function filesUnder(...dirs: string[]): string[] {
  const out: string[] = []
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name)
      const s = statSync(p)
      if (s.isDirectory()) walk(p)
      else if (s.isFile()) out.push(p)
    }
  }
  for (const d of dirs) walk(d)
  return out
}
