// The job summary of the onboarding commands (register, verify, unregister, list). Callers pass
// Markdown whose untrusted parts already went through text.ts forMarkdown.
import { appendTextSafely } from './file-write.js'
import { summaryRoom } from './write.js'
import type { Log } from '../common/log.js'
import type { ReportHost } from './host.js'

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
