// `baseline: previous` on GitHub: the newest test this gate recorded as passed (a verdict record,
// verdict-records.ts) on this pull request's commits, else on the default branch (its own store,
// baseline-store.ts), that started before this run's first attempt — never a run that failed
// the gate: a baseline hides only what a passing verdict accepted (issue 30). Each record is only
// a claim until the run it names is checked (record-lookup.ts, `writers: 'pull-request'`), and
// one on an earlier commit counts only when the gate files (this workflow's file, the ignore
// file) are unchanged from it to the head: else it passed a gate the pull request no longer has.
// Loaded only with that baseline: Octokit is most of the bundle's start-up.
import * as fs from 'node:fs'
import { restClient, type Octokit } from './rest.js'
import type { Log } from '../common/log.js'
import type {
  DefaultBranchFind,
  DefaultBranchRecord,
  DefaultBranchStore,
  PreviousFind,
  PreviousRecords,
  TestStartLookup
} from '../lifecycle/context.js'
import { START_CLOCK_SKEW_MS } from '../common/clock.js'
import { errorText, forLog } from '../common/text.js'
import type { StatusLike } from './baseline-records.js'
import { verdictContext, verdictOf } from './verdict-records.js'
import { workflowPathOf, type RecordReader } from './record-run.js'
import { attemptReader, LookupEnded, recordProblem, runReader } from './record-lookup.js'
import { COMMITS_SEARCHED, RECORDS_CHECKED } from './baseline-store.js'
import { explain } from './explain.js'
import { pullRequestOfRun } from './pull-request-lookup.js'

/** The statuses of a commit read (one page, newest first). */
const STATUSES_READ = 100
/** A pull request's commits, read a page at a time (GitHub lists at most 250, oldest first). */
const COMMITS_PAGE = 100
const COMMITS_PAGES = 3
/** The requests of one lookup together. */
const LOOKUP_BUDGET_MS = 60_000
/** GitHub's compare lists at most this many changed files: a list this long may be cut short. */
const COMPARE_FILES_SHOWN = 300

export interface PreviousRecordsOptions {
  env: NodeJS.ProcessEnv
  githubToken: string | undefined
  signal: AbortSignal
  log: Log
  /** The default branch's records, asked when the pull request's commits hold none. */
  defaultBranch: DefaultBranchStore
  /**
   * The files that make this run's gate besides its workflow file (GITHUB_WORKFLOW_REF's): the
   * ignore file, as the inputs name it (relative to the workspace, or absolute). A record on an
   * earlier commit is refused when one changed between it and the head.
   */
  gateFiles: string[]
  budgetMs?: number
  /** The event file (tests give their own). */
  readFile?: (path: string) => string
}

/** The permissions the lookup needs, named when one is refused. */
const PERMISSIONS = '`pull-requests: read`, `statuses: read`, `actions: read` and `contents: read`'

export function githubPreviousRecords(o: PreviousRecordsOptions): PreviousRecords {
  const [owner = '', repo = '', extra] = (o.env.GITHUB_REPOSITORY ?? '').split('/')
  const where = { owner, repo }
  const setupProblem =
    !owner || !repo || extra !== undefined
      ? 'GITHUB_REPOSITORY is not set'
      : !o.githubToken
        ? `the github-token input is empty (reading the records needs ${PERMISSIONS})`
        : undefined
  let octokit: Octokit | undefined
  const client = (): Octokit =>
    (octokit ??= restClient(
      o.githubToken ?? '',
      o.env,
      AbortSignal.any([o.signal, AbortSignal.timeout(o.budgetMs ?? LOOKUP_BUDGET_MS)])
    ))
  // Read once for every application of the step: the pull request, its commits, their statuses.
  let commits: Promise<PullRequestCommits> | undefined
  const statuses = new Map<string, Promise<StatusLike[]>>()
  const statusesOf = (sha: string): Promise<StatusLike[]> => {
    let got = statuses.get(sha)
    if (!got) {
      got = client()
        .rest.repos.listCommitStatusesForRef({ ...where, ref: sha, per_page: STATUSES_READ })
        .then(({ data }) => data as StatusLike[])
      statuses.set(sha, got)
    }
    return got
  }
  // Why the gate may differ at the head from an earlier commit's, each commit compared once.
  const compared = new Map<string, Promise<string | undefined>>()
  const gateChangeSince = (
    sha: string,
    head: string,
    gate: string[]
  ): Promise<string | undefined> => {
    let got = compared.get(sha)
    if (!got) {
      got = client()
        .rest.repos.compareCommitsWithBasehead({ ...where, basehead: `${sha}...${head}` })
        .then(({ data }) => gateChange(data as ComparisonLike, gate, sha, head))
      compared.set(sha, got)
    }
    return got
  }
  const runOf = runReader(where)
  const attemptOf = attemptReader(where)
  const thisRun = o.env.GITHUB_RUN_ID ?? ''

  /** When a recorded test started, by the service's word; unreadable when it cannot say. */
  const startOf = async (
    testStart: TestStartLookup,
    resultToken: string
  ): Promise<{ at: number | undefined } | { unreadable: string }> => {
    try {
      return { at: await testStart(resultToken) }
    } catch (e) {
      if (o.signal.aborted) throw e
      return {
        unreadable: `when the recorded test ${resultToken} started could not be learnt from the service: ${errorText(e, 300)}`
      }
    }
  }

  /** The default branch's newest passing record, when its test started before `before`. */
  const onDefaultBranch = async (
    app: string,
    testStart: TestStartLookup,
    before: number,
    exclude: string | undefined,
    prRead: string | undefined
  ): Promise<PreviousFind> => {
    let found: DefaultBranchFind
    try {
      found = await o.defaultBranch.find(app, testStart)
    } catch (e) {
      if (o.signal.aborted) throw e
      found = {
        problem: `the default branch's records could not be read: ${errorText(e, 300)}`,
        unreadable: true
      }
    }
    if ('problem' in found) {
      const none = prRead ? `${prRead}; on the default branch: ${found.problem}` : found.problem
      // Records read and none passing: the baseline is missing. None could be read at all: the
      // previous test only labels (the caller says so).
      return !prRead && 'unreadable' in found && found.unreadable
        ? { unreadable: none }
        : { problem: none }
    }
    const { record } = found
    if (record.runId === thisRun || record.resultToken === exclude) {
      return { problem: `the default branch's newest passing record is this run's own test` }
    }
    const start = await startOf(testStart, record.resultToken)
    if ('unreadable' in start) return start
    const { at } = start
    if (at === undefined || at >= before) {
      return {
        problem: `the default branch's newest passing record (run ${record.runId}, test ${record.resultToken}) is of a test that did not start before ${iso(before)}${prRead ? `; ${prRead}` : ''}`
      }
    }
    return { record, from: 'default-branch' }
  }

  return {
    async find(app, testStart, before, exclude): Promise<PreviousFind> {
      if (setupProblem) return { unreadable: setupProblem }
      const workflowPath = workflowPathOf(o.env.GITHUB_WORKFLOW_REF, `${owner}/${repo}`)
      if (!workflowPath) {
        return {
          unreadable: `GITHUB_WORKFLOW_REF (${forLog(o.env.GITHUB_WORKFLOW_REF ?? 'unset', 200)}) does not name a workflow file of ${forLog(`${owner}/${repo}`, 200)}, so no record can be matched to this workflow`
        }
      }
      const listed = await (commits ??= pullRequestCommits(o, client, where))
      if ('unreadable' in listed) return listed
      if ('skip' in listed) {
        o.log.info(
          `Baseline: ${forLog(listed.skip, 300)}, so the default branch's passing records are read`
        )
        return onDefaultBranch(app, testStart, before, exclude, undefined)
      }
      const reader: RecordReader = {
        repositoryId: listed.repositoryId,
        repository: `${owner}/${repo}`,
        defaultBranch: listed.defaultBranch,
        workflowPath,
        clockMarginMs: START_CLOCK_SKEW_MS,
        writers: 'pull-request',
        pullRequest: { number: listed.number }
      }
      const gate = [workflowPath, ...o.gateFiles]
      let tried = 0
      let ownLeftOut = 0
      let tooNew = 0
      const pr = `pull request #${listed.number}`
      try {
        for (const sha of listed.shas) {
          for (const status of await statusesOf(sha)) {
            const record = verdictOf(status, sha)
            if (!record || record.applicationToken !== app || !record.baseline) continue
            if (!record.resultToken || record.resultToken === exclude) continue
            // Never this run's own (an earlier attempt's included): a re-run would pass itself.
            if (record.runId === thisRun) {
              ownLeftOut++
              continue
            }
            const claimed: DefaultBranchRecord = {
              applicationToken: app,
              resultToken: record.resultToken,
              runId: record.runId,
              commit: sha,
              siteShown: record.siteShown,
              ...(record.targetUrl !== undefined ? { targetUrl: record.targetUrl } : {})
            }
            const start = await startOf(testStart, claimed.resultToken)
            if ('unreadable' in start) return start
            const { at } = start
            // A test that started after this run began may be a later run's: not "previous".
            if (at !== undefined && at >= before) {
              tooNew++
              continue
            }
            if (tried >= RECORDS_CHECKED) {
              return {
                problem: `none of the ${RECORDS_CHECKED} newest passing records on ${pr}'s commits for this application was written by a passing run of this workflow (commit status ${verdictContext(app)})`
              }
            }
            tried++
            // A record on an earlier commit passed that commit's gate: the head's must be the same.
            if (sha !== listed.head) {
              let changed
              try {
                changed = await gateChangeSince(sha, listed.head, gate)
              } catch (e) {
                if (o.signal.aborted) throw e
                return {
                  unreadable: `the files changed between ${sha.slice(0, 7)} (a passing record's commit) and the head ${listed.head.slice(0, 7)} could not be read: ${explain(e, '`contents: read`')}`
                }
              }
              if (changed !== undefined) {
                o.log.warning(
                  `baseline: a record on ${sha.slice(0, 7)} naming test ${claimed.resultToken} is skipped: ${changed}`
                )
                continue
              }
            }
            const why = await recordProblem(
              (id) => runOf(client(), id),
              testStart,
              claimed,
              reader,
              (id, n) => attemptOf(client(), id, n)
            )
            if (why === undefined) return { record: claimed, from: 'pull-request' }
            o.log.warning(
              `baseline: a record on ${sha.slice(0, 7)} naming test ${claimed.resultToken} is skipped: ${why}`
            )
          }
        }
      } catch (e) {
        if (o.signal.aborted) throw e instanceof LookupEnded ? e.cause : e
        if (e instanceof LookupEnded) return { unreadable: e.message }
        return {
          unreadable: `${pr}'s commit statuses could not be read: ${explain(e, '`statuses: read`')}`
        }
      }
      const n = listed.shas.length
      const left = [
        ownLeftOut > 0 ? `${ownLeftOut} of this workflow run's own left out` : '',
        tooNew > 0 ? `${tooNew} of tests that started after this run began left out` : ''
      ].filter(Boolean)
      const read = `no passing verdict on ${pr}'s ${n} newest commit${n === 1 ? '' : 's'}${left.length > 0 ? ` (${left.join('; ')})` : ''}`
      return onDefaultBranch(app, testStart, before, exclude, read)
    }
  }
}

type PullRequestCommits =
  | {
      number: number
      repositoryId: number
      defaultBranch: string
      /** The head commit the run judges (lower case). */
      head: string
      /** Newest first, at most COMMITS_SEARCHED. */
      shas: string[]
    }
  | { skip: string }
  | { unreadable: string }

/** The pull request this run judges and its newest commits; or why there is none to read. */
async function pullRequestCommits(
  o: PreviousRecordsOptions,
  client: () => Octokit,
  where: { owner: string; repo: string }
): Promise<PullRequestCommits> {
  let found
  try {
    found = await pullRequestOfRun(o.env, client, o.readFile ?? ((p) => fs.readFileSync(p, 'utf8')))
  } catch (e) {
    if (o.signal.aborted) throw e
    return {
      unreadable: `the pull request this run judges could not be read: ${explain(e, '`pull-requests: read`')}`
    }
  }
  if ('skip' in found) return found
  const { number, headSha: head } = found.pr
  try {
    const { data: repository } = await client().rest.repos.get(where)
    const all: string[] = []
    for (let page = 1; page <= COMMITS_PAGES; page++) {
      const { data } = await client().rest.pulls.listCommits({
        ...where,
        pull_number: number,
        per_page: COMMITS_PAGE,
        page
      })
      all.push(...data.map((c) => c.sha.toLowerCase()))
      if (data.length < COMMITS_PAGE) break
    }
    // GitHub lists them oldest first: the newest are searched, newest first. The head the run
    // judges is the newest (a commit pushed since is a later run's).
    const shas = all.reverse().slice(0, COMMITS_SEARCHED)
    return {
      number,
      repositoryId: repository.id,
      defaultBranch: repository.default_branch,
      head,
      shas
    }
  } catch (e) {
    if (o.signal.aborted) throw e
    return {
      unreadable: `pull request #${number}'s commits could not be read: ${explain(e, '`pull-requests: read`')}`
    }
  }
}

/** GET /repos/{o}/{r}/compare/{base}...{head} as GitHub answers it (the fields read here). */
interface ComparisonLike {
  status?: unknown
  files?: Array<{ filename?: unknown; previous_filename?: unknown }> | null
}

/**
 * Why a record on `sha` passed another gate than the head's, or undefined when GitHub shows every
 * file changed from `sha` to `head` and none is a gate file: `sha` must be an ancestor of the head
 * (a three-dot compare of anything else leaves out what `sha` itself changed), and the list whole.
 */
export function gateChange(
  data: ComparisonLike,
  gate: string[],
  sha: string,
  head: string
): string | undefined {
  const [from, to] = [sha.slice(0, 7), head.slice(0, 7)]
  if (data.status !== 'ahead' && data.status !== 'identical') {
    return `${from} is not an ancestor of the head ${to} (GitHub compares them as ${typeof data.status === 'string' ? forLog(data.status, 30) : 'unknown'}), so the files changed since cannot be shown`
  }
  const files = data.files
  if (!Array.isArray(files) || files.length >= COMPARE_FILES_SHOWN) {
    return `GitHub does not list every file changed between ${from} and the head ${to} (it lists at most ${COMPARE_FILES_SHOWN}), so the gate files cannot be shown unchanged`
  }
  for (const f of files) {
    for (const name of [f?.filename, f?.previous_filename]) {
      if (typeof name !== 'string') continue
      const hit = gate.find((g) => sameFile(g, name))
      if (hit !== undefined) {
        return `${forLog(name, 300)} changed between ${from} and the head ${to}: the record passed a gate (workflow file or ignore file) this pull request no longer has`
      }
    }
  }
  return undefined
}

/**
 * Whether `path` (a gate file as the inputs name it: relative to the workspace, `./` or not, or
 * absolute) may be the repository's file `file`: the same path, or one ending in `/file` (the
 * repository checked out below the workspace). Another file matched so refuses a record: closed.
 */
export function sameFile(path: string, file: string): boolean {
  const clean = (p: string): string =>
    p
      .replace(/\\/g, '/')
      .replace(/\/{2,}/g, '/')
      .replace(/(^|\/)(?:\.\/)+/g, '$1')
  const [p, f] = [clean(path), clean(file)]
  return f !== '' && (p === f || p.endsWith(`/${f}`))
}

function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.000Z$/, 'Z')
}
