// The job summary of the onboarding commands (register, verify, unregister, list), and the room
// every writer of the job summary has (the reports' in ./write.js too). Callers pass Markdown
// whose untrusted parts already went through text.ts forMarkdown. Nothing here imports the report
// writers: these commands' start does not compile them.
import * as fs from 'node:fs'
import { appendTextSafely } from './file-write.js'
import type { Log } from '../common/log.js'
import type { ReportHost } from './host.js'

/** GitHub drops a step summary over 1 MiB whole; we stay under 1,000,000 bytes per step. */
export const SUMMARY_BUDGET_BYTES = 1_000_000

/** What the job summary file already holds (0 when there is none yet). */
export function summaryBytesUsed(file: string | undefined): number {
  try {
    return file ? fs.statSync(file).size : 0
  } catch {
    return 0 // not there yet: appending creates it
  }
}

/**
 * The job summary file and the bytes this step may still add to it (the limit is per step and
 * counts what the step wrote before), or undefined with a debug line or warning when there is no
 * file or less than `minBytes` of room.
 */
export function summaryRoom(
  host: ReportHost,
  log: Log,
  minBytes: number,
  whenFull: string
): { file: string; budget: number } | undefined {
  const file = host.summaryFile
  if (!file) {
    log.debug('There is no job summary file (GITHUB_STEP_SUMMARY); no job summary written.')
    return undefined
  }
  const budget = SUMMARY_BUDGET_BYTES - summaryBytesUsed(file)
  if (budget < minBytes) {
    log.warning(whenFull)
    return undefined
  }
  return { file, budget }
}

const CUT_NOTE = '\n\n_The summary was cut here: the job summary holds at most 1 MB per step._\n'

/** Append to GITHUB_STEP_SUMMARY within the per-step limit; never fails the step over it. */
export function appendStepSummary(
  ctx: { config: { summary: boolean }; reports: ReportHost; log: Log },
  markdown: string
): void {
  if (!ctx.config.summary) return
  const room = summaryRoom(
    ctx.reports,
    ctx.log,
    1024 + Buffer.byteLength(CUT_NOTE),
    'The job summary is nearly full; this step added nothing to it.'
  )
  if (!room) return
  try {
    const budget = room.budget - Buffer.byteLength(CUT_NOTE)
    appendTextSafely(room.file, fitSummary(markdown, budget))
  } catch (e) {
    ctx.log.warning(
      `Could not write the job summary: ${(e as NodeJS.ErrnoException).code ?? 'error'}`
    )
  }
}

/** The whole text, or its first whole lines that fit `budget` bytes, with a note. */
function fitSummary(markdown: string, budget: number): string {
  const text = markdown.endsWith('\n') ? markdown : `${markdown}\n`
  if (Buffer.byteLength(text) <= budget) return text
  const lines = text.split('\n')
  let size = 0
  let kept = 0
  for (const line of lines) {
    const bytes = Buffer.byteLength(line) + 1
    if (size + bytes > budget) break
    size += bytes
    kept++
  }
  return lines.slice(0, kept).join('\n') + CUT_NOTE
}
