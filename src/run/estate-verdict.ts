// The one verdict of several applications in one step: the worst outcome, one failure line
// naming each application that did not pass, summed counts, and each application's own outputs
// in `results`.
import {
  COUNT_OUTPUTS,
  OUTCOMES_WORST_FIRST,
  type CommandResult,
  type Outcome
} from '../command-result.js'
import { forLog, oneLine } from '../common/text.js'

/**
 * Worst first: the step's outcome is the first of these that an application has whose outcome
 * fails the step (it has a failure line); only when none fails, the first any has. An outcome that
 * does not fail the step (a time-out with fail-on-timeout: false) never hides one that does: it
 * would pass the tool's exit code and the upload conditions written on `outcome`.
 */
const WORST_FIRST = OUTCOMES_WORST_FIRST

/** The step's one result: the worst outcome, summed counts, and each application's in `results`. */
export function combine(
  results: readonly CommandResult[],
  tokens: readonly string[],
  folders?: { reports: string; sarif: string }
): CommandResult {
  const outcomes = results.map((r) => r.outcome)
  const failed = results.filter((r) => r.failure !== undefined).map((r) => r.outcome)
  const outcome: Outcome = outcomes.every((o) => o === 'started')
    ? 'started'
    : (WORST_FIRST.find((o) => failed.includes(o)) ??
      WORST_FIRST.find((o) => outcomes.includes(o)) ??
      (outcomes.includes('passed') ? 'passed' : 'error'))
  const failing = results.flatMap((r, i) =>
    r.failure ? [`${nameOf(r, tokens[i] ?? '')}: ${r.failure}`] : []
  )
  const failure =
    failing.length === 0
      ? undefined
      : failing.length === 1
        ? failing[0]
        : // A sentence's own full stop would read ".;" before the next application's part.
          `${failing.length} of ${results.length} applications did not pass — ${failing.map((f) => f.replace(/(?<!\.)\.$/, '')).join('; ')}`
  const outputs: CommandResult['outputs'] = {
    'result-token': results.map((r) => r.outputs['result-token'] ?? '').join(','),
    status: results.map((r) => r.outputs.status ?? '').join(','),
    results: JSON.stringify(results.map((r, i) => resultEntry(r, tokens[i] ?? ''))),
    // Each application's own in `results`; here one line: the one they share, else each in order.
    'baseline-source': [
      ...new Set(results.map((r) => r.outputs['baseline-source'] ?? 'none'))
    ].join('; ')
  }
  // The estate shares one build: its commit; reused only when every application's verdict was.
  const commit = results.map((r) => r.outputs.commit).find((c) => c !== undefined)
  if (commit !== undefined) outputs.commit = commit
  const reused = results.map((r) => r.outputs.reused).filter((r) => r !== undefined)
  if (reused.length > 0)
    outputs.reused = String(reused.length === results.length && reused.every((r) => r === 'true'))
  const progress = results.map((r) => r.outputs.progress).filter((p) => typeof p === 'number')
  if (progress.length > 0) outputs.progress = Math.min(...progress)
  for (const name of COUNT_OUTPUTS) {
    const counts = results.map((r) => r.outputs[name]).filter((n) => typeof n === 'number')
    if (counts.length > 0) outputs[name] = counts.reduce((a, b) => a + b, 0)
  }
  if (folders) {
    outputs['report-file'] = folders.reports
    outputs['sarif-file'] = folders.sarif
  }
  return { outcome, failure, outputs, parts: results }
}

/** The application's name in the failure line (a log line: neutralised like any other). */
function nameOf(r: CommandResult, token: string): string {
  return forLog(r.application?.name || token, 60)
}

/** One object of the `results` output (also given for a single application). */
export function resultEntry(r: CommandResult, token: string): Record<string, unknown> {
  const o = r.outputs
  const entry: Record<string, unknown> = {
    'application-token': token,
    'application-name': r.application?.name ? oneLine(r.application.name, 200) : null,
    'result-token': o['result-token'] ?? null,
    outcome: r.outcome,
    status: o.status ?? null
  }
  for (const name of COUNT_OUTPUTS) if (o[name] !== undefined) entry[name] = o[name]
  entry['baseline-source'] = o['baseline-source'] ?? null
  entry['report-file'] = o['report-file'] ?? null
  entry['sarif-file'] = o['sarif-file'] ?? null
  return entry
}
