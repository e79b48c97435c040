// `baseline: default-branch` on GitHub: the verdict records on the default branch's commits (the
// rules in baseline-records.ts; verdict-status.ts writes them). Loaded only with that baseline:
// Octokit is most of the bundle's start-up.
import { restClient, type Octokit } from './rest.js'
import type { Log } from '../common/log.js'
import type { DefaultBranchFind, DefaultBranchStore } from '../lifecycle/context.js'
import { START_CLOCK_SKEW_MS } from '../common/clock.js'
import { forLog } from '../common/text.js'
import { recordsOf, type CommitStatuses, type StatusLike } from './baseline-records.js'
import { workflowPathOf, type RecordReader } from './record-run.js'
import { attemptReader, LookupEnded, recordProblem, runReader } from './record-lookup.js'
import { explain } from './explain.js'
import { verdictContext } from './verdict-records.js'

/** How many of the default branch's newest commits are searched for a record (one page). */
export const COMMITS_SEARCHED = 30
/** The statuses of a commit read (one page, newest first). */
const STATUSES_READ = 100
/**
 * How many records one lookup checks against the runs they name before it gives up: a few forged
 * records must not hide the genuine one behind them, nor may many make a lookup endless.
 */
export const RECORDS_CHECKED = 10
/** The requests of one lookup together. */
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
          problem: `${setupProblem}: the default branch's records cannot be read (a token with ${READ_PERMISSIONS} can)`,
          unreadable: true
        }
      }
      // A record counts only for a run of this workflow file: without it, none can be matched.
      const workflowPath = workflowPathOf(o.env.GITHUB_WORKFLOW_REF, `${owner}/${repo}`)
      if (!workflowPath) {
        return {
          problem: `GITHUB_WORKFLOW_REF (${forLog(o.env.GITHUB_WORKFLOW_REF ?? 'unset', 200)}) does not name a workflow file of ${forLog(`${owner}/${repo}`, 200)}, so no record can be matched to this workflow`,
          unreadable: true
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
                problem: `none of the ${RECORDS_CHECKED} newest records on the default branch (${forLog(listed.branch, 100)}) for this application was written by a default-branch run of its commit (commit status ${verdictContext(applicationToken)})`
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
        if (e instanceof LookupEnded) return { problem: e.message, unreadable: true }
        return {
          problem: `commit statuses could not be read: ${explain(e, '`statuses: read`')}`,
          unreadable: true
        }
      }
      const own = ownLeftOut
      const left =
        own > 0 ? `; ${own} record${own === 1 ? '' : 's'} of this workflow run left out` : ''
      const n = listed.shas.length
      return {
        problem: `no passing run of the default branch (${forLog(listed.branch, 100)}) is recorded for this application on its ${n} newest commit${n === 1 ? '' : 's'} (commit status ${verdictContext(applicationToken)})${left}. ${startTheRatchet(workflowPath, listed.branch)}`
      }
    }
  }
}

const READ_PERMISSIONS = '`contents: read`, `statuses: read` and `actions: read`'

type Commits =
  { branch: string; repositoryId: number; shas: string[] } | { problem: string; unreadable: true }

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
      problem: `the default branch's commits could not be read: ${explain(e, '`contents: read`')}`,
      unreadable: true
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

/**
 * The next step for a site with no default-branch record yet, in the words a user acts on: the
 * first passing run of the default branch records it; on a site that already has findings, one
 * run that accepts them does (or the adopt command's files, reviewed in a pull request).
 */
function startTheRatchet(workflowPath: string, branch: string): string {
  const where = `${forLog(workflowPath, 200)} on ${forLog(branch, 100)}`
  return `Next step: run ${where} once with fail-threshold: none (its passing run records today's findings as the baseline; docs/baselines-and-accepted-risks.md#the-default-branchs-baseline), or run the adopt command and commit its files in a reviewed pull request`
}
