// The pull request a run judges and its head commit, for every event that judges one: the
// pull request's own run (from the event the runner saved), and the `workflow_run` gate of a
// fork's pull request (through the API: the event's list is empty for forks). What the event
// or the API says is checked, never trusted: the pull request must belong to this repository
// and still have the head the run judges.
// (Issue 30: `pull_request` and the non-fork `workflow_run` list here; the fork search is next.)
import * as fs from 'node:fs'
import type { Octokit } from './rest.js'
import { forLog } from '../text.js'

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

interface EventFields {
  pull_request?: { number?: unknown; head?: { sha?: unknown } }
  workflow_run?: {
    head_sha?: unknown
    pull_requests?: Array<{ number?: unknown; head?: { sha?: unknown } }>
  }
}

/**
 * The pull request this run judges, or why there is none (one line). `octokit`: asked only on
 * `workflow_run`, where the event alone cannot show which pull request has that head.
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
    const head = event?.workflow_run?.head_sha
    if (typeof head !== 'string' || !SHA.test(head.toLowerCase())) {
      return { skip: "the triggering run's head commit is not in the event" }
    }
    const listed = (event.workflow_run?.pull_requests ?? []).find(
      (p) => isNumber(p?.number) && p.head?.sha === head
    )
    if (!listed || !isNumber(listed.number)) {
      return {
        skip: `no pull request of ${forLog(`${owner}/${repo}`, 200)} lists head ${head.slice(0, 7)}`
      }
    }
    const { data } = await octokit().rest.pulls.get({ owner, repo, pull_number: listed.number })
    if (data.head.sha !== head) {
      return {
        skip: `pull request #${listed.number}'s head moved to ${data.head.sha.slice(0, 7)} since the run of ${head.slice(0, 7)}`
      }
    }
    return { pr: { owner, repo, number: listed.number, headSha: head.toLowerCase() } }
  }
  return { skip: `the event (${forLog(name || 'unknown', 50)}) is not a pull request` }
}

function isNumber(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0
}
