// The merge queue on GitHub (`merge_group`, docs/every-path-to-main.md): which pull request the
// queue's commit merges, and each application's verdict recorded on that pull request's head,
// checked. The event has no pull request object: its number is read from the queue's ref,
// `refs/heads/gh-readonly-queue/<base>/pr-<N>-<head sha>`, and the pull request is re-read
// through the API, which must still have that head and belong to this repository. A record is
// only a claim: the run it names is checked (record-run.ts) as a pull request's run of this
// workflow at that head, completed with success. The head's status is written at the end of its
// gate step, while the rest of that run goes on (uploads, post steps, other jobs), and auto-merge
// queues the pull request as soon as the status is green: a run whose only fault is that it has
// not finished yet is waited for (RUN_WAIT_MS), then checked again in full, never passed
// unfinished. Loaded only on a queue's run with `merge-queue: verdict`: Octokit is most of the
// bundle's start-up.
import * as fs from 'node:fs'
import { START_CLOCK_SKEW_MS, systemClock, type Clock } from '../common/clock.js'
import type { Log } from '../common/log.js'
import type { HeadVerdict, MergeQueueHost, QueueJudgement } from '../run/merge-queue.js'
import { forLog } from '../common/text.js'
import type { StatusLike } from './baseline-records.js'
import { explain } from './explain.js'
import { attemptReader, runReader, type RunRead } from './record-lookup.js'
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
/**
 * Every request of one judgement together, up to a wait for the head's run: the queue waits on
 * it. Each request while waiting has the same budget of its own (REQUEST_BUDGET_MS).
 */
const BUDGET_MS = 60_000
/** One request while waiting for the head's run (the wait itself is RUN_WAIT_MS). */
const REQUEST_BUDGET_MS = 60_000
/**
 * How long the queue's run waits for the head's run to finish when that is all its record lacks.
 * The record is written when the gate step ends; the steps after it (SARIF and artifact uploads,
 * post steps, other jobs of the run) take minutes at most. Ten minutes leaves the queue's own
 * check timeout (60 minutes is usual) far ahead, so a run that never finishes fails the entry with
 * its reason rather than the queue timing it out without one.
 */
export const RUN_WAIT_MS = 10 * 60_000
/** How often GitHub is asked again whether the head's run has finished. */
export const RUN_POLL_MS = 10_000
/**
 * A run's `status` until it has finished (GitHub: requested, queued, pending, waiting,
 * in_progress; then completed). Only these are waited for: any other answer is judged as it is.
 */
const UNFINISHED = ['requested', 'queued', 'pending', 'waiting', 'in_progress']

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
  /** Where the wait for the head's run is said. */
  log: Log
  budgetMs?: number
  readFile?: (path: string) => string
  /** The wait's time (tests: no real waiting). */
  clock?: Clock
  /** How long to wait for the head's run (RUN_WAIT_MS). */
  runWaitMs?: number
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
  const check = runChecker(octokit, where, reader, {
    where,
    signal: o.signal,
    log: o.log,
    clock: o.clock ?? systemClock,
    waitMs: o.runWaitMs ?? RUN_WAIT_MS,
    pullRequest: ref.number,
    // Each request while waiting gets its own budget: the wait may outlast the judgement's.
    freshClient: () =>
      restClient(
        o.githubToken ?? '',
        o.env,
        AbortSignal.any([o.signal, AbortSignal.timeout(REQUEST_BUDGET_MS)])
      )
  })
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

/** What runChecker needs beyond the judgement's client: the wait for an unfinished run. */
interface WaitOptions {
  where: { owner: string; repo: string }
  signal: AbortSignal
  log: Log
  clock: Clock
  waitMs: number
  pullRequest: number
  /** A client whose requests have their own time budget (one per request while waiting). */
  freshClient: () => Octokit
}

/**
 * Why the run a record names does not show a passing pull-request run of this workflow at the
 * head (recordRunProblem), or undefined. Each run and attempt asked once for every application;
 * a run that cannot be read is a reason too (the queue's commit fails, never passes unchecked).
 * A run whose only fault is that it has not finished is waited for (waitForRun, once per run for
 * every application), then everything is checked again on what GitHub then says.
 */
function runChecker(
  octokit: Octokit,
  where: { owner: string; repo: string },
  reader: RecordReader,
  w: WaitOptions
): (record: VerdictRecord) => Promise<string | undefined> {
  const runOf = runReader(where)
  const attemptOf = attemptReader(where)
  const attemptAfterWait = attemptReader(where)
  const waits = new Map<string, Promise<RunRead | { unfinished: WorkflowRunLike }>>()
  return async (record) => {
    const badId = runIdProblem(record.runId)
    if (badId) return badId
    const toCheck = {
      ...record,
      resultToken: record.resultToken ?? '',
      siteShown: record.siteShown
    }
    const problemOf = async (
      run: WorkflowRunLike,
      readAttempt: typeof attemptOf,
      client: () => Octokit
    ): Promise<{ problem?: string; attempt?: WorkflowRunLike }> => {
      const n = attemptToRead(toCheck, run)
      if (n === undefined) return { problem: recordRunProblem(toCheck, run, reader) }
      const got = await readAttempt(client(), record.runId, n)
      if ('missing' in got) {
        return { problem: `GitHub does not know run ${record.runId} attempt ${n} (HTTP 404)` }
      }
      return {
        problem: recordRunProblem(toCheck, run, reader, got.run),
        attempt: got.run
      }
    }
    try {
      const read = await runOf(octokit, record.runId)
      if ('missing' in read) return `GitHub does not know run ${record.runId} (HTTP 404)`
      const first = await problemOf(read.run, attemptOf, () => octokit)
      if (!first.problem || !unfinishedOnly(toCheck, read.run, reader, first.attempt)) {
        return first.problem
      }
      let waited = waits.get(record.runId)
      if (!waited) {
        waited = waitForRun(record.runId, read.run, w)
        waits.set(record.runId, waited)
      }
      const done = await waited
      if ('missing' in done) return `GitHub does not know run ${record.runId} (HTTP 404)`
      if ('unfinished' in done) {
        return `run ${record.runId} had not finished after ${minutes(w.waitMs)} of waiting (it is ${short(done.unfinished.status)}): a run that has not finished is not yet a pass`
      }
      return (await problemOf(done.run, attemptAfterWait, w.freshClient)).problem
    } catch (e) {
      if (w.signal.aborted) throw e
      return `run ${record.runId} could not be checked: ${explain(e, '`actions: read`')}`
    }
  }
}

/**
 * Whether the record's only fault is that its run has not finished: it would pass were the run
 * completed with success (the attempt a record links when it is not the run's latest has
 * finished anyway).
 */
function unfinishedOnly(
  record: Parameters<typeof recordRunProblem>[0],
  run: WorkflowRunLike,
  reader: RecordReader,
  attempt: WorkflowRunLike | undefined
): boolean {
  if (typeof run.status !== 'string' || !UNFINISHED.includes(run.status)) return false
  const finished = { ...run, status: 'completed', conclusion: 'success' }
  return recordRunProblem(record, finished, reader, attempt) === undefined
}

/**
 * The run once it has finished, asked again every RUN_POLL_MS (each request with its own budget)
 * for up to `waitMs`; still unfinished then, the last answer. Said once in the log.
 */
async function waitForRun(
  runId: string,
  run: WorkflowRunLike,
  w: WaitOptions
): Promise<RunRead | { unfinished: WorkflowRunLike }> {
  w.log.info(
    `Merge queue: waiting for run ${runId} of pull request #${w.pullRequest}'s head to finish (it is ${short(run.status)}; its verdict was recorded before the run ended). GitHub is asked every ${RUN_POLL_MS / 1000} s, for up to ${minutes(w.waitMs)}`
  )
  const deadline = w.clock.now() + w.waitMs
  let last = run
  for (;;) {
    const left = deadline - w.clock.now()
    if (left <= 0) return { unfinished: last }
    await w.clock.sleep(Math.min(RUN_POLL_MS, left), w.signal)
    // A reader of its own each time: the answer of this round, not a cached one.
    const read = await runReader(w.where)(w.freshClient(), runId)
    if ('missing' in read) return read
    last = read.run
    if (typeof last.status !== 'string' || !UNFINISHED.includes(last.status)) return read
  }
}

function minutes(ms: number): string {
  const m = ms / 60_000
  return Number.isInteger(m) ? `${m} minute${m === 1 ? '' : 's'}` : `${ms / 1000} s`
}

/** Short and inert: GitHub's answer, not ours. */
function short(value: unknown): string {
  return typeof value === 'string' ? forLog(value, 100) : 'unknown'
}
