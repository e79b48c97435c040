// The merge queue's run with `merge-queue: verdict` (docs/every-path-to-main.md): the queue's
// commit is judged from the verdict its pull request's head recorded, with no request to the
// service at all. The queue's commit is rarely deployed, so a hosted test of it within the
// queue's timeout is rarely possible; the pull request's own run tested its head. What the
// queue's merge adds beyond that head (the base's changes) is not tested: the summary says so.
// The host reads and checks the record (src/github/merge-queue.ts); this file decides whether
// the run judges by it, and turns what the host found into the step's one verdict.
import type { CommandResult } from '../command-result.js'
import type { ApplicationConfig, Config } from '../config.js'
import type { RunContext } from '../lifecycle/context.js'
import { appendStepSummary } from '../report/step-summary.js'
import { forLog } from '../common/text.js'
import { combine, resultEntry } from './estate-verdict.js'
import type { Host } from './host.js'

/** The pull request a merge queue's commit merges, as the host checked it. */
export interface QueuedPullRequest {
  number: number
  /** Its head commit (40 hex digits): the queue's ref names it and the pull request still has it. */
  headSha: string
  /** The branch the queue merges into. */
  base: string
}

/**
 * What the host found of one application's verdict on the head: `verified` (a passing record
 * whose run checks out), or why the queue's commit fails.
 */
export type HeadFinding =
  'verified' | 'no record' | 'unreadable' | 'not passed' | 'no test' | 'unverified'

/** The head's record as read (numbers, tokens and a GitHub run link only). */
export interface HeadRecord {
  /** As the record states it: passed, warned, failed, error, timed-out, stopped. */
  outcome: string
  counts: string
  runId: string
  resultToken?: string
  /** The run's link, once the run checked out (GitHub's own page of it). */
  runUrl?: string
}

export interface HeadVerdict {
  applicationToken: string
  finding: HeadFinding
  record?: HeadRecord
  /** Why it is not `verified`: one line naming the pull request (built from escaped parts). */
  reason?: string
}

export type QueueJudgement =
  /** The queued pull request itself could not be known or checked: every application fails. */
  | { problem: string; pullRequest?: number }
  | { pullRequest: QueuedPullRequest; verdicts: HeadVerdict[] }

/** What a host that has a merge queue reads for it. */
export interface MergeQueueHost {
  /** Each application's verdict on the queued pull request's head, checked. */
  judge(applicationTokens: readonly string[]): Promise<QueueJudgement>
}

/** The commands that judge a test with the gate: on a queue's run they judge the head's record. */
const QUEUE_COMMANDS: readonly Config['command'][] = ['scan', 'wait', 'report']

/**
 * The step's verdict on the merge queue's commit from the head's record, or undefined when this
 * run tests as on any other event: not a queue's run, `merge-queue: test`, another command, or
 * `deployment-environment` set and a deployment of the queue's commit to it exists.
 */
export async function mergeQueueVerdict(
  context: RunContext,
  host: Pick<Host, 'mergeQueue'>
): Promise<CommandResult | undefined> {
  const { config, log } = context
  if (!('applicationTokens' in config) || !QUEUE_COMMANDS.includes(config.command)) return
  if (config.mergeQueue !== 'verdict') return
  const queue = host.mergeQueue?.(config, context.signal)
  if (!queue) return
  const commit = context.build?.commit()
  if (await deployed(context, config, commit?.sha)) return
  log.info(
    `Merge queue (merge-queue: verdict): the queue's commit${commit ? ` ${commit.sha.slice(0, 7)}` : ''} is judged by its pull request head's recorded verdict; no test is run`
  )
  const judged = await queue.judge(config.applicationTokens)
  const parts = partsOf(judged, config.applicationTokens)
  // What passed, with the run that showed it; what failed is said once, in the failure line.
  if ('verdicts' in judged) {
    const pr = judged.pullRequest
    for (const p of parts.filter((x) => !x.failure)) {
      const token = p.application?.token ?? ''
      const r = judged.verdicts.find((v) => v.applicationToken === token)?.record
      const which = parts.length > 1 ? `${token}: ` : ''
      log.info(
        `Merge queue: ${which}${p.outcome}: pull request #${pr.number}'s head ${pr.headSha.slice(0, 7)} ${p.outcome} its gate in run ${r?.runId ?? 'unknown'}${r?.resultToken ? ` (test ${r.resultToken})` : ''}; what the queue's merge adds beyond that head was not tested`
      )
    }
  }
  const outputs: CommandResult['outputs'] = {
    commit: commit?.sha,
    results: JSON.stringify(parts.map((p) => resultEntry(p, p.application?.token ?? '')))
  }
  // Loaded only on a queue's run judged by its record: it reaches the summary's writer, which a
  // run's start does not compile.
  const { queueSummary } = await import(/* webpackMode: "eager" */ './merge-queue-summary.js')
  appendStepSummary(context, queueSummary(judged, parts, commit?.sha, context.reports.runUrl))
  const [only] = parts
  if (parts.length === 1 && only) {
    const failure = only.failure ? `Merge queue: ${only.failure}` : undefined
    return { ...only, ...(failure ? { failure } : {}), outputs }
  }
  const step = combine(parts, config.applicationTokens)
  // One problem of the pull request fails every application alike: said once, not per name.
  const failure = 'problem' in judged ? `Merge queue: ${judged.problem}` : step.failure
  return { outcome: step.outcome, ...(failure ? { failure } : {}), parts, outputs }
}

/**
 * With deployment-environment set: whether a deployment of the queue's commit to it exists (then
 * it is tested as on any other event). One that cannot be told is a warning, and the head's
 * verdict judges: a test would have to read the same deployments to start.
 */
async function deployed(
  context: RunContext,
  config: ApplicationConfig,
  commit: string | undefined
): Promise<boolean> {
  const environment = config.deploymentEnvironment
  const build = context.build
  if (!environment || !commit || !build?.deploymentExists) return false
  const exists = await build.deploymentExists({ commit, environment, signal: context.signal })
  if (exists === true) {
    context.log.info(
      `Merge queue: a deployment of the queue's commit ${commit.slice(0, 7)} to ${forLog(environment, 100)} exists, so it is tested (merge-queue: verdict judges by the pull request head's record only when none exists)`
    )
    return true
  }
  if (exists !== false) {
    context.log.warning(
      `Merge queue: whether the queue's commit ${commit.slice(0, 7)} is deployed to ${forLog(environment, 100)} could not be told (${forLog(exists.problem, 300)}); it is judged by the pull request head's recorded verdict instead`
    )
  }
  return false
}

/** One result per application: its outcome, failure line and what its verdict record says. */
function partsOf(judged: QueueJudgement, tokens: readonly string[]): CommandResult[] {
  if ('problem' in judged) {
    const counts =
      judged.pullRequest === undefined
        ? 'queued pull request not verified'
        : `pull request #${judged.pullRequest} not verified`
    return tokens.map((token) => failedPart(token, judged.problem, counts))
  }
  const { pullRequest: pr } = judged
  const head = `head ${pr.headSha.slice(0, 7)} of #${pr.number}`
  return tokens.map((token) => {
    const v = judged.verdicts.find((x) => x.applicationToken === token)
    if (!v) {
      return failedPart(
        token,
        `pull request #${pr.number}: no verdict was judged`,
        `${head} not judged`
      )
    }
    const recorded = v.record?.outcome.replace('-', ' ') ?? ''
    if (v.finding === 'verified' && (recorded === 'passed' || recorded === 'warned')) {
      return {
        // warned stays warned: the head passed its gate with warnings.
        outcome: recorded === 'passed' ? 'passed' : 'warned',
        application: { token },
        recordCounts: `${head} ${recorded}`,
        notBaseline: true,
        outputs: {}
      }
    }
    const reason = v.reason ?? `pull request #${pr.number}'s verdict is not verified`
    return failedPart(token, reason, RECORD_WORDS[v.finding](head, recorded))
  })
}

/** The counts part of the queue commit's record: what the head's record was (at most 80 chars). */
const RECORD_WORDS: Record<HeadFinding, (head: string, recorded: string) => string> = {
  verified: (head) => `${head} not passed`,
  'no record': (head) => `no verdict on ${head}`,
  unreadable: (head) => `unreadable verdict on ${head}`,
  'not passed': (head, recorded) => `${head} ${recorded || 'not passed'}`,
  'no test': (head) => `no test on ${head}`,
  unverified: (head) => `unverified verdict on ${head}`
}

function failedPart(token: string, failure: string, recordCounts: string): CommandResult {
  return {
    outcome: 'failed',
    failure,
    application: { token },
    recordCounts,
    notBaseline: true,
    outputs: {}
  }
}
