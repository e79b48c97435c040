// `baseline: default-branch` on GitHub: records kept as commit statuses on the default branch's
// commits (the rules in baseline-records.ts). Loaded only with that baseline: Octokit is most of
// the bundle's start-up.
import { restClient, type Octokit } from './rest.js'
import type { Log } from '../log.js'
import type { Config } from '../config.js'
import type { DefaultBranchFind, DefaultBranchStore, PassedTest } from '../lifecycle/context.js'
import { START_CLOCK_SKEW_MS } from '../clock.js'
import { forLog } from '../text.js'
import { parseInstant } from '../clock.js'
import {
  judgedTestStart,
  mayRecord,
  startedBeforeRunProblem,
  recordsOf,
  statusContext,
  statusDescription,
  testRecordProblem,
  type CommitStatuses,
  type StatusLike
} from './baseline-records.js'
import { workflowPathOf, type RecordReader } from './record-run.js'
import { attemptReader, LookupEnded, recordProblem, runReader } from './record-lookup.js'
import { explain } from './explain.js'
import { runUrlFromEnv } from './report-host.js'

/** How many of the default branch's newest commits are searched for a record (one page). */
export const COMMITS_SEARCHED = 30
/** The statuses of a commit read (one page, newest first). */
const STATUSES_READ = 100
/**
 * How many records one lookup checks against the runs they name before it gives up: a few forged
 * records must not hide the genuine one behind them, nor may many make a lookup endless.
 */
export const RECORDS_CHECKED = 10
/** The requests of one lookup together, and of one recording together. */
const LOOKUP_BUDGET_MS = 60_000

export interface BaselineStoreOptions {
  env: NodeJS.ProcessEnv
  githubToken: string | undefined
  signal: AbortSignal
  log: Log
  budgetMs?: number
}

export function githubBaselineStore(o: BaselineStoreOptions): DefaultBranchStore {
  const [owner = '', repo = '', extra] = (o.env.GITHUB_REPOSITORY ?? '').split('/')
  const where = { owner, repo }
  const client = (): Octokit =>
    restClient(
      o.githubToken ?? '',
      o.env,
      AbortSignal.any([o.signal, AbortSignal.timeout(o.budgetMs ?? LOOKUP_BUDGET_MS)])
    )
  const setupProblem =
    !owner || !repo || extra !== undefined
      ? 'GITHUB_REPOSITORY is not set'
      : !o.githubToken
        ? 'the github-token input is empty'
        : undefined

  // What has been read, shared by every application of the step: the commits once, each
  // commit's statuses when a lookup first needs them (most end at the newest commit or two).
  let commits: Promise<Commits> | undefined
  const statuses = new Map<string, Promise<CommitStatuses>>()
  const statusesOf = (octokit: Octokit, commit: string): Promise<CommitStatuses> => {
    let got = statuses.get(commit)
    if (!got) {
      got = octokit.rest.repos
        .listCommitStatusesForRef({ ...where, ref: commit, per_page: STATUSES_READ })
        .then(({ data }) => ({ commit, statuses: data as StatusLike[] }))
      statuses.set(commit, got)
    }
    return got
  }

  // The runs records name, each asked once for every application of the step.
  const runOf = runReader(where)
  const attemptOf = attemptReader(where)

  return {
    async find(applicationToken, testStart): Promise<DefaultBranchFind> {
      if (setupProblem) {
        return {
          problem: `${setupProblem}: the default branch's records cannot be read (a token with ${READ_PERMISSIONS} can)`
        }
      }
      // A record counts only for a run of this workflow file: without it, none can be matched.
      const workflowPath = workflowPathOf(o.env.GITHUB_WORKFLOW_REF, `${owner}/${repo}`)
      if (!workflowPath) {
        return {
          problem: `GITHUB_WORKFLOW_REF (${forLog(o.env.GITHUB_WORKFLOW_REF ?? 'unset', 200)}) does not name a workflow file of ${forLog(`${owner}/${repo}`, 200)}, so no record can be matched to this workflow`
        }
      }
      const octokit = client()
      const listed = await (commits ??= listCommits(octokit, where, o.signal))
      if ('problem' in listed) return listed
      const reader: RecordReader = {
        repositoryId: listed.repositoryId,
        repository: `${owner}/${repo}`,
        defaultBranch: listed.branch,
        workflowPath,
        clockMarginMs: START_CLOCK_SKEW_MS
      }
      const thisRun = o.env.GITHUB_RUN_ID ?? ''
      const read: CommitStatuses[] = []
      let ownLeftOut = 0
      // Records already checked: each commit read only adds records after them (oldest last).
      let tried = 0
      try {
        for (const sha of listed.shas) {
          read.push(await statusesOf(octokit, sha))
          const found = recordsOf(read, applicationToken, thisRun)
          ownLeftOut = found.ownLeftOut
          // Each record once, newest first; every one but the first that checks out was skipped.
          for (const record of found.records.slice(tried)) {
            if (tried >= RECORDS_CHECKED) {
              return {
                problem: `none of the ${RECORDS_CHECKED} newest records on the default branch (${forLog(listed.branch, 100)}) for this application was written by a default-branch run of its commit (commit status ${statusContext(applicationToken)})`
              }
            }
            tried++
            const why = await recordProblem(
              (id) => runOf(octokit, id),
              testStart,
              record,
              reader,
              (id, n) => attemptOf(octokit, id, n)
            )
            if (why === undefined) return { record }
            o.log.warning(
              `baseline: a record on ${record.commit.slice(0, 7)} naming test ${record.resultToken} is skipped: ${why}`
            )
          }
        }
      } catch (e) {
        // A cancelled run ends with the cancellation itself, not the words of a lookup that ended.
        if (o.signal.aborted) throw e instanceof LookupEnded ? e.cause : e
        if (e instanceof LookupEnded) return { problem: e.message }
        return { problem: `commit statuses could not be read: ${explain(e, '`statuses: read`')}` }
      }
      const own = ownLeftOut
      const left =
        own > 0 ? `; ${own} record${own === 1 ? '' : 's'} of this workflow run left out` : ''
      const n = listed.shas.length
      return {
        problem: `no passing run of the default branch (${forLog(listed.branch, 100)}) is recorded for this application on its ${n} newest commit${n === 1 ? '' : 's'} (commit status ${statusContext(applicationToken)})${left}`
      }
    },
    async record(passed: readonly PassedTest[], command: Config['command']): Promise<void> {
      try {
        await recordPassed(o, setupProblem, client, where, passed, command)
      } catch (e) {
        if (o.signal.aborted) throw e
        o.log.warning(`Baseline not recorded: ${explain(e, WRITE_PERMISSION)}`)
      }
    }
  }
}

const READ_PERMISSIONS = '`contents: read`, `statuses: read` and `actions: read`'
const WRITE_PERMISSION = '`statuses: write`'

type Commits = { branch: string; repositoryId: number; shas: string[] } | { problem: string }

/** The default branch's newest commits, newest first; or why they cannot be read. */
async function listCommits(
  octokit: Octokit,
  where: { owner: string; repo: string },
  signal: AbortSignal
): Promise<Commits> {
  try {
    const { branch, id } = await repositoryOf(octokit, where)
    const { data } = await octokit.rest.repos.listCommits({
      ...where,
      sha: branch,
      per_page: COMMITS_SEARCHED
    })
    return { branch, repositoryId: id, shas: data.slice(0, COMMITS_SEARCHED).map((c) => c.sha) }
  } catch (e) {
    if (signal.aborted) throw e
    return {
      problem: `the default branch's commits could not be read: ${explain(e, '`contents: read`')}`
    }
  }
}

/**
 * The repository's default branch and id (every token may read the repository's metadata); the
 * id tells this repository's runs from a fork's.
 */
async function repositoryOf(
  octokit: Octokit,
  where: { owner: string; repo: string }
): Promise<{ branch: string; id: number }> {
  const { data } = await octokit.rest.repos.get(where)
  return { branch: data.default_branch, id: data.id }
}

/** Write one status per passed test on this run's commit, when this run may move the baseline. */
async function recordPassed(
  o: BaselineStoreOptions,
  setupProblem: string | undefined,
  client: () => Octokit,
  where: { owner: string; repo: string },
  passed: readonly PassedTest[],
  command: Config['command']
): Promise<void> {
  const run = {
    event: o.env.GITHUB_EVENT_NAME ?? '',
    ref: o.env.GITHUB_REF ?? '',
    sha: o.env.GITHUB_SHA ?? '',
    runId: o.env.GITHUB_RUN_ID ?? ''
  }
  // Decided before asking GitHub anything: a pull request's run sends no request at all.
  const early = mayRecord(run)
  if (early.why) return o.log.info(`Baseline not recorded: ${forLog(early.why, 300)}.`)
  if (setupProblem) {
    o.log.warning(`Baseline not recorded: ${setupProblem} (recording it needs ${WRITE_PERMISSION})`)
    return
  }
  const octokit = client()
  const { branch } = await repositoryOf(octokit, where)
  const { why } = mayRecord(run, branch)
  if (why) return o.log.info(`Baseline not recorded: ${forLog(why, 300)}.`)
  // When this attempt began: asked once, only for a test this run did not start itself.
  let began: Promise<number | string> | undefined
  for (const test of passed) {
    const context = statusContext(test.applicationToken)
    // Only a test of this run's commit whose build this run established becomes the baseline.
    const which = passed.length > 1 ? ` for ${test.applicationToken}` : ''
    const problem = testRecordProblem(test, command, run.sha)
    if (problem) {
      o.log.info(`Baseline not recorded${which}: ${forLog(problem, 300)}.`)
      continue
    }
    // A reused or attached test that began before this run: a notice, since the gate passed
    // and yet the baseline stays where it was.
    const before = await notThisRun(test, () => (began ??= attemptStart(octokit, where, o)))
    if (before) {
      o.log.notice(`Baseline not recorded${which}: ${forLog(before, 400)}.`)
      continue
    }
    const shownBy = test.build?.shownBy ?? 'nothing'
    await octokit.rest.repos.createCommitStatus({
      ...where,
      sha: run.sha,
      state: 'success',
      context,
      description: statusDescription(test.resultToken, run.runId, shownBy),
      target_url: runUrlFromEnv(o.env)
    })
    o.log.info(
      `Baseline recorded: commit status ${context} on ${run.sha.slice(0, 7)} (${forLog(branch, 100)}) names test ${test.resultToken}` +
        (shownBy === 'nothing'
          ? ' (the site was not shown to serve this commit: no deployment-environment or build-check; the record says so).'
          : ` (the site shown to serve this commit by ${shownBy}).`)
    )
  }
}

/**
 * Why the passed test is not this run's own test (undefined: it is): a reused or attached test
 * that started before this attempt would be refused by every reader, and fill a lookup slot.
 */
async function notThisRun(
  test: PassedTest,
  began: () => Promise<number | string>
): Promise<string | undefined> {
  if (!test.build) return undefined
  const judged = judgedTestStart(test.build)
  if ('own' in judged) return undefined
  if ('problem' in judged) return `${judged.problem}, so it cannot be shown to be this run's`
  const at = await began()
  if (typeof at === 'string') return at
  return startedBeforeRunProblem(judged, at, START_CLOCK_SKEW_MS)
}

/** This attempt's `run_started_at` (epoch ms), or why it cannot be read (one line). */
async function attemptStart(
  octokit: Octokit,
  where: { owner: string; repo: string },
  { env, signal }: { env: NodeJS.ProcessEnv; signal: AbortSignal }
): Promise<number | string> {
  const attempt = Number(env.GITHUB_RUN_ATTEMPT || '1')
  try {
    const { data } = await octokit.rest.actions.getWorkflowRunAttempt({
      ...where,
      run_id: Number(env.GITHUB_RUN_ID),
      attempt_number: Number.isSafeInteger(attempt) && attempt > 0 ? attempt : 1
    })
    const started = (data as { run_started_at?: unknown }).run_started_at
    const at = typeof started === 'string' ? parseInstant(started) : undefined
    return (
      at ??
      'GitHub gave no readable start of this run, so a test this run did not start cannot be shown to be its own'
    )
  } catch (e) {
    if (signal.aborted) throw e
    return `when this run began could not be read, so a test it did not start cannot be shown to be its own: ${explain(e, '`actions: read`')}`
  }
}
