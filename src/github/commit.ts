// The commit under test on GitHub. On `pull_request` (and `pull_request_target`) GITHUB_SHA is the
// merge commit GitHub made for the check, which nothing deploys: the pull request's head commit,
// from the event the runner saved, is the one its preview runs. The commit input wins over both.
import * as fs from 'node:fs'
import type { CommitUnderTest } from '../build.js'

const HEX = /^[0-9a-f]{7,40}$/i
const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target']

export function githubCommit(
  env: NodeJS.ProcessEnv,
  given: string | undefined,
  readFile: (path: string) => string = (p) => fs.readFileSync(p, 'utf8')
): CommitUnderTest | undefined {
  if (given) return { sha: given, source: 'the commit input' }
  if (PULL_REQUEST_EVENTS.includes(env.GITHUB_EVENT_NAME ?? '')) {
    const head = pullRequestHead(env.GITHUB_EVENT_PATH, readFile)
    // Never GITHUB_SHA here: the merge commit would never match a deployment or a build check.
    return head ? { sha: head, source: "the pull request's head" } : undefined
  }
  const sha = env.GITHUB_SHA ?? ''
  return HEX.test(sha) ? { sha: sha.toLowerCase(), source: 'GITHUB_SHA' } : undefined
}

function pullRequestHead(
  path: string | undefined,
  readFile: (path: string) => string
): string | undefined {
  if (!path) return undefined
  try {
    const event = JSON.parse(readFile(path)) as { pull_request?: { head?: { sha?: unknown } } }
    const sha = event?.pull_request?.head?.sha
    return typeof sha === 'string' && HEX.test(sha) ? sha.toLowerCase() : undefined
  } catch {
    return undefined
  }
}
