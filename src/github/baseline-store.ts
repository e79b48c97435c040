// `baseline: default-branch` on GitHub: records kept as commit statuses on the default branch's
// commits (the rules in baseline-records.ts). Loaded only with that baseline: Octokit is most of
// the bundle's start-up.
import { getOctokit } from '@actions/github'
import type { Log } from '../log.js'
import type { DefaultBranchFind, DefaultBranchStore, PassedTest } from '../lifecycle/context.js'
import { errorText, forLog } from '../text.js'
import {
  mayRecord,
  newestRecord,
  statusContext,
  statusDescription,
  type CommitStatuses,
  type StatusLike
} from './baseline-records.js'
import { statusOf } from './comment.js'
import { runUrlFromEnv } from './report-host.js'

/** How many of the default branch's newest commits are searched for a record (one page). */
export const COMMITS_SEARCHED = 30
/** The statuses of a commit read (one page, newest first). */
const STATUSES_READ = 100
/** The requests of one lookup together, and of one recording together. */
const LOOKUP_BUDGET_MS = 60_000

export interface BaselineStoreOptions {
  env: NodeJS.ProcessEnv
  githubToken: string | undefined
  signal: AbortSignal
  log: Log
  budgetMs?: number
}

type Octokit = ReturnType<typeof getOctokit>

export function githubBaselineStore(o: BaselineStoreOptions): DefaultBranchStore {
  const [owner = '', repo = '', extra] = (o.env.GITHUB_REPOSITORY ?? '').split('/')
  const where = { owner, repo }
  const client = (): Octokit =>
    getOctokit(o.githubToken ?? '', {
      baseUrl: (o.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
      request: {
        signal: AbortSignal.any([o.signal, AbortSignal.timeout(o.budgetMs ?? LOOKUP_BUDGET_MS)])
      }
    })
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

  return {
    async find(applicationToken): Promise<DefaultBranchFind> {
      if (setupProblem) {
        return {
          problem: `${setupProblem}: the default branch's records cannot be read (a token with ${READ_PERMISSIONS} can)`
        }
      }
      const octokit = client()
      const listed = await (commits ??= listCommits(octokit, where, o.signal))
      if ('problem' in listed) return listed
      const thisRun = o.env.GITHUB_RUN_ID ?? ''
      const read: CommitStatuses[] = []
      let found: ReturnType<typeof newestRecord> = { ownLeftOut: 0 }
      try {
        for (const sha of listed.shas) {
          read.push(await statusesOf(octokit, sha))
          found = newestRecord(read, applicationToken, thisRun)
          if (found.record) return { record: found.record }
        }
      } catch (e) {
        if (o.signal.aborted) throw e
        return { problem: `commit statuses could not be read: ${explain(e, '`statuses: read`')}` }
      }
      const own = found.ownLeftOut
      const left =
        own > 0 ? `; ${own} record${own === 1 ? '' : 's'} of this workflow run left out` : ''
      const n = listed.shas.length
      return {
        problem: `no passing run of the default branch (${forLog(listed.branch, 100)}) is recorded for this application on its ${n} newest commit${n === 1 ? '' : 's'} (commit status ${statusContext(applicationToken)})${left}`
      }
    },
    async record(passed: readonly PassedTest[]): Promise<void> {
      try {
        await recordPassed(o, setupProblem, client, where, passed)
      } catch (e) {
        if (o.signal.aborted) throw e
        o.log.warning(`Baseline not recorded: ${explain(e, WRITE_PERMISSION)}`)
      }
    }
  }
}

const READ_PERMISSIONS = '`contents: read` and `statuses: read`'
const WRITE_PERMISSION = '`statuses: write`'

type Commits = { branch: string; shas: string[] } | { problem: string }

/** The default branch's newest commits, newest first; or why they cannot be read. */
async function listCommits(
  octokit: Octokit,
  where: { owner: string; repo: string },
  signal: AbortSignal
): Promise<Commits> {
  try {
    const branch = await defaultBranchOf(octokit, where)
    const { data } = await octokit.rest.repos.listCommits({
      ...where,
      sha: branch,
      per_page: COMMITS_SEARCHED
    })
    return { branch, shas: data.slice(0, COMMITS_SEARCHED).map((c) => c.sha) }
  } catch (e) {
    if (signal.aborted) throw e
    return {
      problem: `the default branch's commits could not be read: ${explain(e, '`contents: read`')}`
    }
  }
}

/** The repository's default branch (every token may read the repository's metadata). */
async function defaultBranchOf(
  octokit: Octokit,
  where: { owner: string; repo: string }
): Promise<string> {
  const { data } = await octokit.rest.repos.get(where)
  return data.default_branch
}

/** Write one status per passed test on this run's commit, when this run may move the baseline. */
async function recordPassed(
  o: BaselineStoreOptions,
  setupProblem: string | undefined,
  client: () => Octokit,
  where: { owner: string; repo: string },
  passed: readonly PassedTest[]
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
  const branch = await defaultBranchOf(octokit, where)
  const { why } = mayRecord(run, branch)
  if (why) return o.log.info(`Baseline not recorded: ${forLog(why, 300)}.`)
  for (const test of passed) {
    const context = statusContext(test.applicationToken)
    await octokit.rest.repos.createCommitStatus({
      ...where,
      sha: run.sha,
      state: 'success',
      context,
      description: statusDescription(test.resultToken, run.runId),
      target_url: runUrlFromEnv(o.env)
    })
    o.log.info(
      `Baseline recorded: commit status ${context} on ${run.sha.slice(0, 7)} (${forLog(branch, 100)}) names test ${test.resultToken}.`
    )
  }
}

/** One safe sentence: the status decides the words; GitHub's own message is escaped, short. */
function explain(err: unknown, permission: string): string {
  const status = statusOf(err)
  if (status === 403 || status === 401) {
    return `HTTP ${status} from GitHub: the github-token is not allowed (the job needs ${permission})`
  }
  if (status === 404) {
    return `HTTP 404 from GitHub: not found, or the github-token cannot see it (the job needs ${permission})`
  }
  const message = errorText(err, 200)
  return status
    ? `HTTP ${status} from GitHub: ${message}`
    : `GitHub could not be reached: ${message}`
}
