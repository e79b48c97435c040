// The pull request a run judges and its head commit, for every event that judges one: the
// pull request's own run (from the event the runner saved), and the `workflow_run` gate of a
// pull request (through the API: the event's list is empty for a fork's pull request, and may
// name another repository's pull requests). What the event or the API says is checked, never
// trusted: the pull request must be open, belong to this repository, come from the repository
// the triggering run built, and still have the head the run judges.
// Loaded only when asked (Octokit's error helpers come with it): not on an ordinary run's start.
import * as fs from 'node:fs'
import type { Octokit } from './rest.js'
import { forLog } from '../common/text.js'
import { explain } from './explain.js'

/** A pull request of this repository and the head commit the run judges. */
export interface RunPullRequest {
  owner: string
  repo: string
  number: number
  /** The head commit (40 hex digits, lower case) as checked. */
  headSha: string
}

export type PullRequestFound = { pr: RunPullRequest } | { skip: string }

const SHA = /^[0-9a-f]{40}$/
// A GitHub user or organisation login: what `head=<owner>:<branch>` may hold before the colon.
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/
/** Pull requests read by the search: more than one match is refused anyway. */
const PER_PAGE = 100

interface EventFields {
  repository?: { id?: unknown; full_name?: unknown }
  pull_request?: { number?: unknown; head?: { sha?: unknown } }
  workflow_run?: {
    head_sha?: unknown
    head_branch?: unknown
    head_repository?: { id?: unknown; full_name?: unknown; owner?: { login?: unknown } } | null
    repository?: { id?: unknown; full_name?: unknown }
    pull_requests?: unknown
  }
}

/** A pull request as GET /repos/{o}/{r}/pulls(/{n}) describes it (the fields checked here). */
export interface PullLike {
  number?: unknown
  state?: unknown
  head?: { sha?: unknown; repo?: { id?: unknown } | null } | null
  base?: { repo?: { id?: unknown; full_name?: unknown } | null } | null
}

/** What a pull request must show to be the one a `workflow_run` gate judges. */
export interface RunHead {
  /** `owner/name` of this repository (GITHUB_REPOSITORY) and its id when known. */
  repository: string
  repositoryId?: number
  /** The triggering run's head commit, lower case. */
  sha: string
  /** The id of the repository the triggering run built (a fork's own id). */
  headRepositoryId: number
}

/**
 * Why `p` is not the pull request the run judges, or undefined when it is: open, based in this
 * repository, its head at the run's commit and from the repository the run built. A branch of
 * the same name in another fork, a head pushed since, or a closed pull request is not it.
 */
export function pullRequestProblem(p: PullLike, run: RunHead): string | undefined {
  if (!isNumber(p?.number)) return 'it has no number'
  const base = p.base?.repo
  const baseName = typeof base?.full_name === 'string' ? base.full_name.toLowerCase() : undefined
  if (baseName !== run.repository.toLowerCase()) return 'it is not based in this repository'
  if (run.repositoryId !== undefined && base?.id !== run.repositoryId) {
    return 'it is not based in this repository'
  }
  if (p.state !== 'open') return 'it is not open'
  const head = p.head?.sha
  if (typeof head !== 'string' || head.toLowerCase() !== run.sha) {
    return typeof head === 'string' && SHA.test(head.toLowerCase())
      ? `its head moved to ${head.toLowerCase().slice(0, 7)}`
      : 'its head commit is not given'
  }
  if (p.head?.repo?.id !== run.headRepositoryId) {
    return 'its head is in another repository than the one the run built'
  }
  return undefined
}

/**
 * The pull request this run judges, or why there is none (one line, safe for the log).
 * `octokit`: asked only on `workflow_run`, where the event alone cannot show which pull request
 * has that head.
 */
export async function pullRequestOfRun(
  env: NodeJS.ProcessEnv,
  octokit: () => Octokit,
  readFile: (path: string) => string = (p) => fs.readFileSync(p, 'utf8')
): Promise<PullRequestFound> {
  const [owner, repo, extra] = (env.GITHUB_REPOSITORY ?? '').split('/')
  if (!owner || !repo || extra !== undefined) return { skip: 'GITHUB_REPOSITORY is not set' }
  if (!env.GITHUB_EVENT_PATH) return { skip: 'GITHUB_EVENT_PATH is not set' }
  let event: EventFields
  try {
    event = JSON.parse(readFile(env.GITHUB_EVENT_PATH)) as EventFields
  } catch {
    return { skip: 'the event payload could not be read' }
  }
  const name = env.GITHUB_EVENT_NAME ?? ''
  if (name === 'pull_request' || name === 'pull_request_target') {
    const number = event?.pull_request?.number
    const head = event?.pull_request?.head?.sha
    if (!isNumber(number) || typeof head !== 'string' || !SHA.test(head.toLowerCase())) {
      return { skip: 'the event names no pull request and head commit' }
    }
    return { pr: { owner, repo, number, headSha: head.toLowerCase() } }
  }
  if (name === 'workflow_run') {
    try {
      return await workflowRunPullRequest(env, event, { owner, repo }, octokit())
    } catch (e) {
      return {
        skip: `the pull request could not be looked up: ${explain(e, '`pull-requests: read`')}`
      }
    }
  }
  return { skip: `the event (${forLog(name || 'unknown', 50)}) is not a pull request` }
}

async function workflowRunPullRequest(
  env: NodeJS.ProcessEnv,
  event: EventFields,
  where: { owner: string; repo: string },
  octokit: Octokit
): Promise<PullRequestFound> {
  const wr = event?.workflow_run
  const rawHead = wr?.head_sha
  if (typeof rawHead !== 'string' || !SHA.test(rawHead.toLowerCase())) {
    return { skip: "the triggering run's head commit is not in the event" }
  }
  const sha = rawHead.toLowerCase()
  const short = sha.slice(0, 7)
  const headRepositoryId = wr?.head_repository?.id
  if (!isNumber(headRepositoryId)) {
    return { skip: `the triggering run of ${short} names no head repository (a deleted fork?)` }
  }
  const run: RunHead = {
    repository: `${where.owner}/${where.repo}`,
    repositoryId: repositoryId(env, event),
    sha,
    headRepositoryId
  }
  const self = forLog(run.repository, 200)

  // The event's list names pull requests by number; only those based in this repository are
  // asked for (the list of a run may name another repository's pull requests, whose numbers
  // mean other pull requests here). For a fork's pull request the list is empty: search.
  const listed = listedNumbers(wr?.pull_requests, run)
  let numbers: number[]
  let how: string
  if (listed.length > 0) {
    numbers = listed
    how = 'listed by the event'
  } else {
    const branch = wr?.head_branch
    const login = wr?.head_repository?.owner?.login
    if (typeof login !== 'string' || !LOGIN.test(login)) {
      return { skip: `the triggering run of ${short} names no head repository owner` }
    }
    if (typeof branch !== 'string' || !validBranch(branch)) {
      return { skip: `the triggering run of ${short} names no head branch` }
    }
    const { data } = await octokit.rest.pulls.list({
      ...where,
      state: 'open',
      head: `${login}:${branch}`,
      per_page: PER_PAGE
    })
    numbers = (data as PullLike[])
      .filter((p) => pullRequestProblem(p, run) === undefined)
      .map((p) => p.number as number)
    how = `open with head ${forLog(`${login}:${branch}`, 300)}`
  }
  if (numbers.length === 0) {
    return { skip: `no open pull request of ${self} has head ${short} from the run's repository` }
  }
  if (numbers.length > 1) {
    return {
      skip: `several pull requests of ${self} (${how}) have head ${short}: ${numbers
        .slice(0, 5)
        .map((n) => `#${n}`)
        .join(', ')}; none is chosen`
    }
  }
  // Re-read: the head may have moved (or the pull request closed) since the run or the search.
  const number = numbers[0] as number
  const { data } = await octokit.rest.pulls.get({ ...where, pull_number: number })
  const problem = pullRequestProblem(data as PullLike, run)
  if (problem) {
    return { skip: `pull request #${number} is not the one run at ${short}: ${problem}` }
  }
  return { pr: { ...where, number, headSha: sha } }
}

/** The numbers the event lists for this head, of pull requests based in this repository. */
function listedNumbers(list: unknown, run: RunHead): number[] {
  if (!Array.isArray(list)) return []
  const numbers = new Set<number>()
  for (const p of list as Array<{
    number?: unknown
    head?: { sha?: unknown }
    base?: { repo?: { id?: unknown } }
  }>) {
    if (!isNumber(p?.number)) continue
    const head = p.head?.sha
    if (typeof head !== 'string' || head.toLowerCase() !== run.sha) continue
    // An entry names its base repository by id (and url): another id is another repository.
    if (run.repositoryId !== undefined && p.base?.repo?.id !== run.repositoryId) continue
    numbers.add(p.number)
  }
  return [...numbers]
}

/** This repository's id: the runner's GITHUB_REPOSITORY_ID, else the event's. */
function repositoryId(env: NodeJS.ProcessEnv, event: EventFields): number | undefined {
  const fromEnv = Number(env.GITHUB_REPOSITORY_ID)
  if (env.GITHUB_REPOSITORY_ID && isNumber(fromEnv)) return fromEnv
  const id = event?.repository?.id
  return isNumber(id) ? id : undefined
}

/** A branch name git could hold: no control characters or spaces, at most 255 characters. */
function validBranch(b: string): boolean {
  // eslint-disable-next-line no-control-regex -- a control character is what is refused
  return b.length > 0 && b.length <= 255 && !/[\u0000-\u0020\u007f~^:?*[\\]/.test(b)
}

function isNumber(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0
}
