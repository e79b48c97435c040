// The job summary of a merge queue's run judged by its pull request head's verdict: which pull
// request and head, each application's recorded verdict and the run that recorded it, and, said
// plainly, what was not tested. Record fields, reasons and the base's name are escaped here
// (text.ts): a status anyone with a workflow could write is read back into them.
import type { CommandResult } from '../command-result.js'
import { STATUS_WORD } from '../report/summary.js'
import { forCodeSpan, forMarkdown, safeHref } from '../common/text.js'
import type { HeadVerdict, QueueJudgement } from './merge-queue.js'

export function queueSummary(
  judged: QueueJudgement,
  parts: readonly CommandResult[],
  queueCommit: string | undefined,
  runUrl: string | undefined
): string {
  const outcome = worst(parts)
  const commit = queueCommit ? ` ${forCodeSpan(queueCommit.slice(0, 7))}` : ''
  const lines = [`## Security test: merge queue — ${STATUS_WORD[outcome]}`, '']
  if ('problem' in judged) {
    lines.push(
      `The merge queue's commit${commit} could not be judged: ${forMarkdown(judged.problem, 600)}. No test was run (\`merge-queue: verdict\`).`,
      ''
    )
  } else {
    const pr = judged.pullRequest
    lines.push(
      `The merge queue's commit${commit} merges pull request #${pr.number} (head ${forCodeSpan(pr.headSha.slice(0, 7))}) into ${forCodeSpan(pr.base, 100)}. It was judged by the verdict the pull request's own run recorded on that head: **no test was run** (\`merge-queue: verdict\`).`,
      '',
      '| Application | Outcome | The head\u2019s recorded verdict | Recorded by |',
      '|---|---|---|---|',
      ...parts.map((p) => row(p, judged.verdicts)),
      ''
    )
    const failing = parts.filter((p) => p.failure)
    if (failing.length > 0) {
      lines.push(
        ...failing.map(
          (p) => `- ${forCodeSpan(p.application?.token ?? '', 40)}: ${forMarkdown(p.failure, 600)}`
        ),
        ''
      )
    }
    lines.push(
      `**Not tested:** what the queue's merge adds beyond the head (the changes on ${forCodeSpan(pr.base, 100)} since the pull request's base) was not tested. \`merge-queue: test\`, or a deployment of the queue's commit to the \`deployment-environment\`, tests the queue's commit itself.`,
      ''
    )
  }
  lines.push(
    'No SARIF file and no JSON report of findings were written for this commit: the findings are those of the head\u2019s test, in the reports of the run that recorded it.'
  )
  const here = safeHref(runUrl)
  if (here) lines.push('', `[This run](${here})`)
  return `${lines.join('\n')}\n`
}

function row(p: CommandResult, verdicts: readonly HeadVerdict[]): string {
  const token = p.application?.token ?? ''
  const record = verdicts.find((v) => v.applicationToken === token)?.record
  const recorded = record
    ? `${forMarkdown(record.outcome, 20)}: ${forMarkdown(record.counts, 100)}${record.resultToken ? ` (test ${forCodeSpan(record.resultToken, 40, true)})` : ''}`
    : 'none'
  const href = safeHref(record?.runUrl)
  const run = record
    ? href
      ? `[run ${forMarkdown(record.runId, 20)}](${href})`
      : `run ${forMarkdown(record.runId, 20)}`
    : '—'
  const outcome = p.outcome === 'started' ? 'error' : p.outcome
  return `| ${forCodeSpan(token, 40, true)} | ${STATUS_WORD[outcome]} | ${recorded} | ${run} |`
}

/** The summary's heading: failed when any application failed, else warned when any warned. */
function worst(parts: readonly CommandResult[]): 'passed' | 'warned' | 'failed' {
  if (parts.some((p) => p.outcome === 'failed')) return 'failed'
  return parts.some((p) => p.outcome === 'warned') ? 'warned' : 'passed'
}
