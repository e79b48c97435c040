// The commit under test on GitHub. On `pull_request` (and `pull_request_target`) GITHUB_SHA is the
// merge commit GitHub made for the check, which nothing deploys: the pull request's head commit,
// from the event the runner saved, is the one its preview runs. On `workflow_run` GITHUB_SHA is the
// default branch's newest commit, not the one the triggering run built: that run's `head_sha` is.
// On `merge_group` the commit is the queue's temporary merge commit, `merge_group.head_sha`: the
// one its required check must be reported on. The commit input wins over all of these.
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
  if (env.GITHUB_EVENT_NAME === 'workflow_run') {
    const head = eventSha(env.GITHUB_EVENT_PATH, readFile, (e) => e?.workflow_run?.head_sha)
    // Never GITHUB_SHA here: the default branch's head is not what the triggering run built.
    return head ? { sha: head, source: "the triggering workflow run's head" } : undefined
  }
  if (env.GITHUB_EVENT_NAME === 'merge_group') {
    const head = eventSha(env.GITHUB_EVENT_PATH, readFile, (e) => e?.merge_group?.head_sha)
    // Read from the event, not GITHUB_SHA: the commit the queue's required check is reported on
    // is the event's, and a commit that cannot be read is none rather than a guess.
    return head ? { sha: head, source: "the merge queue's commit" } : undefined
  }
  const sha = env.GITHUB_SHA ?? ''
  return HEX.test(sha) ? { sha: sha.toLowerCase(), source: 'GITHUB_SHA' } : undefined
}

/** The event's fields the commit may be read from. */
interface EventFields {
  pull_request?: { head?: { sha?: unknown } }
  workflow_run?: { head_sha?: unknown }
  merge_group?: { head_sha?: unknown }
}

function pullRequestHead(
  path: string | undefined,
  readFile: (path: string) => string
): string | undefined {
  return eventSha(path, readFile, (e) => e?.pull_request?.head?.sha)
}

/** A commit read from the event file the runner saved, or undefined when it holds none. */
function eventSha(
  path: string | undefined,
  readFile: (path: string) => string,
  pick: (event: EventFields | undefined) => unknown
): string | undefined {
  if (!path) return undefined
  try {
    const sha = pick(JSON.parse(readFile(path)) as EventFields | undefined)
    return typeof sha === 'string' && HEX.test(sha) ? sha.toLowerCase() : undefined
  } catch {
    return undefined
  }
}
