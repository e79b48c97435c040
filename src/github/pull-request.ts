// The pull request a run is for, read from the event the runner saved.
import * as fs from 'node:fs'
import { forLog } from '../common/text.js'

export interface PullRequestRef {
  owner: string
  repo: string
  number: number
}

/** The pull request this run is for, or why there is none (for a debug line). */
export function pullRequestFromContext(
  env: NodeJS.ProcessEnv,
  readFile: (path: string) => string = (p) => fs.readFileSync(p, 'utf8')
): { pr: PullRequestRef } | { skip: string } {
  const [owner, repo, extra] = (env.GITHUB_REPOSITORY ?? '').split('/')
  if (!owner || !repo || extra !== undefined) return { skip: 'GITHUB_REPOSITORY is not set' }
  if (!env.GITHUB_EVENT_PATH) return { skip: 'GITHUB_EVENT_PATH is not set' }
  let payload: unknown
  try {
    payload = JSON.parse(readFile(env.GITHUB_EVENT_PATH))
  } catch {
    return { skip: 'the event payload could not be read' }
  }
  const p = payload as { pull_request?: { number?: unknown }; issue?: Record<string, unknown> }
  const number = p?.pull_request?.number ?? (p?.issue?.pull_request ? p.issue.number : undefined)
  if (typeof number !== 'number' || !Number.isInteger(number) || number <= 0) {
    return {
      skip: `the event (${forLog(env.GITHUB_EVENT_NAME ?? 'unknown', 50)}) is not a pull request`
    }
  }
  return { pr: { owner, repo, number } }
}
