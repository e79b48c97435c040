// The merge queue on GitHub (`merge_group`, docs/every-path-to-main.md): which pull request the
// queue's commit merges, and each application's verdict recorded on that pull request's head,
// checked. The event has no pull request object: its number is read from the queue's ref,
// `refs/heads/gh-readonly-queue/<base>/pr-<N>-<head sha>`, and the pull request is re-read
// through the API, which must still have that head and belong to this repository. A record is
// only a claim: the run it names is checked (record-run.ts) as a pull request's run of this
// workflow at that head, completed with success. Loaded only on a queue's run with
// `merge-queue: verdict`: Octokit is most of the bundle's start-up.
import * as fs from 'node:fs'
import { START_CLOCK_SKEW_MS } from '../clock.js'
import type { HeadVerdict, MergeQueueHost, QueueJudgement } from '../run/merge-queue.js'
import { forLog } from '../text.js'
import type { StatusLike } from './baseline-records.js'
import { explain } from './explain.js'
import { attemptReader, runReader } from './record-lookup.js'
import {
  attemptToRead,
  recordRunProblem,
  runIdProblem,
  workflowPathOf,
  type RecordReader,
  type WorkflowRunLike
} from './record-run.js'
import { restClient, type Octokit } from './rest.js'
import { newestVerdict, verdictContext, type VerdictRecord } from './verdict-records.js'

/** The queue's branch prefix GitHub writes. */
const QUEUE_PREFIX = 'refs/heads/gh-readonly-queue/'
/** `<base>/pr-<N>-<sha>`: the base may hold slashes; the number and the sha end the ref. */
const QUEUE_TAIL = /^(.+)\/pr-([1-9]\d{0,15})-([0-9a-f]{40})$/
/** The statuses of the head read (one page, newest first). */
const STATUSES_READ = 100
/** Every request of one judgement together: the queue waits on it. */
const BUDGET_MS = 60_000

/** What a queue's ref names: the branch it merges into, the pull request and its head. */
export interface QueueRef {
  base: string
  number: number
  headSha: string
}

/**
 * The pull request a queue's ref names, or why the ref is not a queue's: exactly
 * `refs/heads/gh-readonly-queue/<base>/pr-<N>-<40 lower-case hex>`, the base a plain branch name
 * (no empty, `.` or `..` part, no space, control or character git refuses), N a positive number
 * written without leading zeros. Anything else names no pull request.
 */
export function queueRefOf(ref: unknown): { ref: QueueRef } | { problem: string } {
  const shown = typeof ref === 'string' ? forLog(ref, 200) : 'none'
  const bad = {
    problem: `the merge queue's ref (${shown}) is not refs/heads/gh-readonly-queue/<base>/pr-<number>-<commit>, so it names no pull request`
  }
  if (typeof ref !== 'string' || !ref.startsWith(QUEUE_PREFIX)) return bad
  const m = QUEUE_TAIL.exec(ref.slice(QUEUE_PREFIX.length))
  const [, base, number, headSha] = m ?? []
  if (!base || !number || !headSha || !branchName(base)) return bad
  const n = Number(number)
  if (!Number.isSafeInteger(n)) return bad
  return { ref: { base, number: n, headSha } }
}

/** A branch name as git allows it (git check-ref-format), conservatively. */
function branchName(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f~^:?*[\\]|\.\.|@\{|\/\/|\.lock(\/|$)|^\/|\/$|\.$/.test(name)) {
    return false
  }
  return name.split('/').every((part) => part !== '' && !part.startsWith('.'))
}

export interface MergeQueueOptions {
  env: NodeJS.ProcessEnv
  githubToken: string | undefined
  signal: AbortSignal
  budgetMs?: number
  readFile?: (path: string) => string
}

const PULL_PERMISSION = '`pull-requests: read`'

export function githubMergeQueue(o: MergeQueueOptions): MergeQueueHost {
  return { judge: (tokens) => judge(o, tokens) }
}

async function judge(o: MergeQueueOptions, tokens: readonly string[]): Promise<QueueJudgement> {
  const [owner = '', repo = '', extra] = (o.env.GITHUB_REPOSITORY ?? '').split('/')
  if (!owner || !repo || extra !== undefined) return { problem: 'GITHUB_REPOSITORY is not set' }
  const queued = queueRefOf(headRefOf(o))
  if ('problem' in queued) return queued
  const { ref } = queued
  const name = `pull request #${ref.number}`
  if (!o.githubToken) {
    return {
      problem: `${name} cannot be read: the github-token input is empty (reading it needs ${PULL_PERMISSION}, \`statuses: read\` and \`actions: read\`)`,
      pullRequest: ref.number
    }
  }
  const repository = `${owner}/${repo}`
  const workflowPath = workflowPathOf(o.env.GITHUB_WORKFLOW_REF, repository)
  if (!workflowPath) {
    return {
      problem: `GITHUB_WORKFLOW_REF (${forLog(o.env.GITHUB_WORKFLOW_REF ?? 'unset', 200)}) does not name a workflow file of ${forLog(repository, 200)}, so ${name}'s records cannot be matched to this workflow`,
      pullRequest: ref.number
    }
  }
  const signal = AbortSignal.any([o.signal, AbortSignal.timeout(o.budgetMs ?? BUDGET_MS)])
  const octokit = restClient(o.githubToken, o.env, signal)
  const where = { owner, repo }
  const checked = await checkedPullRequest(octokit, where, ref, o.signal)
  if ('problem' in checked) return { problem: checked.problem, pullRequest: ref.number }
  let statuses: StatusLike[]
  try {
    const { data } = await octokit.rest.repos.listCommitStatusesForRef({
      ...where,
      ref: ref.headSha,
      per_page: STATUSES_READ
    })
    statuses = data as StatusLike[]
  } catch (e) {
    if (o.signal.aborted) throw e
    return {
      problem: `the statuses of ${name}'s head ${ref.headSha.slice(0, 7)} could not be read: ${explain(e, '`statuses: read`')}`,
      pullRequest: ref.number
    }
  }
  const reader: RecordReader = {
    repositoryId: checked.repositoryId,
    repository,
    defaultBranch: checked.defaultBranch,
    workflowPath,
    clockMarginMs: START_CLOCK_SKEW_MS,
    writers: 'pull-request',
    // Whether that run passed its gate on that head is the question, not whether its test may
    // serve as a baseline: no request to the service is needed.
    testWithinRun: false,
    pullRequest: { number: ref.number, base: ref.base }
  }
  const check = runChecker(octokit, where, reader, o.signal)
  const verdicts = await Promise.all(
    tokens.map((token) => headVerdict(statuses, ref, token, check))
  )
  return { pullRequest: { number: ref.number, headSha: ref.headSha, base: ref.base }, verdicts }
}

/** `merge_group.head_ref` from the event the runner saved (undefined when it cannot be read). */
function headRefOf(o: MergeQueueOptions): unknown {
  const path = o.env.GITHUB_EVENT_PATH
  if (!path) return undefined
  try {
    const read = o.readFile ?? ((p: string) => fs.readFileSync(p, 'utf8'))
    const event = JSON.parse(read(path)) as { merge_group?: { head_ref?: unknown } } | null
    return event?.merge_group?.head_ref
  } catch {
    return undefined
  }
}

/**
 * The repository's id and default branch, once the pull request the ref names is shown to be
 * this repository's, into the queue's base, with the queued head; else why not.
 */
async function checkedPullRequest(
  octokit: Octokit,
  where: { owner: string; repo: string },
  ref: QueueRef,
  signal: AbortSignal
): Promise<{ repositoryId: number; defaultBranch: string } | { problem: string }> {
  const name = `pull request #${ref.number}`
  let repository: { id?: unknown; default_branch?: unknown }
  let pull: PullLike
  try {
    const [r, p] = await Promise.all([
      octokit.rest.repos.get(where),
      octokit.rest.pulls.get({ ...where, pull_number: ref.number })
    ])
    repository = r.data
    pull = p.data as PullLike
  } catch (e) {
    if (signal.aborted) throw e
    return { problem: `${name} could not be read: ${explain(e, PULL_PERMISSION)}` }
  }
  const id = repository.id
  const defaultBranch = repository.default_branch
  if (typeof id !== 'number' || typeof defaultBranch !== 'string') {
    return { problem: `GitHub gave no id or default branch for this repository` }
  }
  if (
    pull.number !== ref.number ||
    pull.base?.repo?.id !== id ||
    typeof pull.base.repo.full_name !== 'string' ||
    pull.base.repo.full_name.toLowerCase() !== `${where.owner}/${where.repo}`.toLowerCase()
  ) {
    return { problem: `${name} as GitHub describes it is not this repository's` }
  }
  if (pull.base.ref !== ref.base) {
    return {
      problem: `${name} is into ${short(pull.base.ref)}, not the queue's base ${forLog(ref.base, 100)}`
    }
  }
  const head = pull.head?.sha
  if (head !== ref.headSha) {
    return {
      problem: `${name}'s head is ${typeof head === 'string' ? forLog(head.slice(0, 7), 7) : 'unknown'}, not the queued ${ref.headSha.slice(0, 7)}`
    }
  }
  return { repositoryId: id, defaultBranch }
}

/** A pull request as GET /repos/{owner}/{repo}/pulls/{n} describes it (fields read here). */
interface PullLike {
  number?: unknown
  head?: { sha?: unknown } | null
  base?: { ref?: unknown; repo?: { id?: unknown; full_name?: unknown } | null } | null
}

/** One application's verdict on the head: its newest record, and the run that record names. */
async function headVerdict(
  statuses: readonly StatusLike[],
  ref: { number: number; headSha: string },
  applicationToken: string,
  check: (record: VerdictRecord) => Promise<string | undefined>
): Promise<HeadVerdict> {
  const head = `pull request #${ref.number}'s head ${ref.headSha.slice(0, 7)}`
  const context = verdictContext(applicationToken)
  const newest = newestVerdict(statuses, ref.headSha, applicationToken)
  if (!newest) {
    // A status of the context someone else wrote (a person, another app) is no verdict: say so,
    // or the reader looks for why theirs was not taken.
    const others = statuses.some((s) => s.context === context)
    return {
      applicationToken,
      finding: 'no record',
      reason: `${head} has no verdict recorded for this application (commit status ${context}${others ? ' written by GitHub Actions; one written by anyone else is not a verdict' : ''}): nothing shows its run passed`
    }
  }
  if ('unreadable' in newest) {
    return {
      applicationToken,
      finding: 'unreadable',
      reason: `${head}'s newest ${context} status is not a verdict this action wrote, so its verdict is not known`
    }
  }
  const { record } = newest
  const recorded = {
    outcome: record.outcome,
    counts: record.counts,
    runId: record.runId,
    ...(record.resultToken ? { resultToken: record.resultToken } : {})
  }
  if (record.state !== 'success') {
    return {
      applicationToken,
      finding: 'not passed',
      record: recorded,
      reason: `${head} did not pass its gate: ${record.outcome} (${forLog(record.counts, 80)}, run ${record.runId})`
    }
  }
  if (!record.resultToken) {
    return {
      applicationToken,
      finding: 'no test',
      record: recorded,
      reason: `${head}'s verdict (run ${record.runId}) names no test, so nothing shows a test of it passed`
    }
  }
  const why = await check(record)
  if (why) {
    return {
      applicationToken,
      finding: 'unverified',
      record: recorded,
      reason: `${head}'s recorded pass is not verified: ${why}`
    }
  }
  return {
    applicationToken,
    finding: 'verified',
    record: { ...recorded, ...(record.targetUrl ? { runUrl: record.targetUrl } : {}) }
  }
}

/**
 * Why the run a record names does not show a passing pull-request run of this workflow at the
 * head (recordRunProblem), or undefined. Each run and attempt asked once for every application;
 * a run that cannot be read is a reason too (the queue's commit fails, never passes unchecked).
 */
function runChecker(
  octokit: Octokit,
  where: { owner: string; repo: string },
  reader: RecordReader,
  signal: AbortSignal
): (record: VerdictRecord) => Promise<string | undefined> {
  const runOf = runReader(where)
  const attemptOf = attemptReader(where)
  return async (record) => {
    const badId = runIdProblem(record.runId)
    if (badId) return badId
    const toCheck = {
      ...record,
      resultToken: record.resultToken ?? '',
      siteShown: record.siteShown
    }
    try {
      const read = await runOf(octokit, record.runId)
      if ('missing' in read) return `GitHub does not know run ${record.runId} (HTTP 404)`
      const n = attemptToRead(toCheck, read.run)
      let attempt: WorkflowRunLike | undefined
      if (n !== undefined) {
        const got = await attemptOf(octokit, record.runId, n)
        if ('missing' in got) {
          return `GitHub does not know run ${record.runId} attempt ${n} (HTTP 404)`
        }
        attempt = got.run
      }
      return recordRunProblem(toCheck, read.run, reader, attempt)
    } catch (e) {
      if (signal.aborted) throw e
      return `run ${record.runId} could not be checked: ${explain(e, '`actions: read`')}`
    }
  }
}

/** Short and inert: GitHub's answer, not ours. */
function short(value: unknown): string {
  return typeof value === 'string' ? forLog(value, 100) : 'unknown'
}
