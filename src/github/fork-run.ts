// A fork's own `pull_request` run: GitHub gives it no secrets and a read-only token, so it can
// neither reach the service nor record a verdict. With an empty access-token there it is not a
// mistake to report as a failed check on the contributor's pull request: the gate runs in the
// base repository's `workflow_run` workflow. Anywhere else an empty access-token stays an input
// error (readConfig).
import * as fs from 'node:fs'
import { forLog } from '../common/text.js'

interface EventFields {
  pull_request?: {
    head?: { repo?: { full_name?: unknown } | null }
  }
}

/**
 * The one notice line for a fork's `pull_request` run with an empty access-token, or undefined
 * when this is not one (then the run goes on, and the empty input is refused as usual).
 */
export function forkRunWithoutSecrets(
  env: NodeJS.ProcessEnv,
  accessToken: string,
  readFile: (path: string) => string = (p) => fs.readFileSync(p, 'utf8')
): string | undefined {
  // `pull_request_target` runs in the base repository with its secrets: not this case.
  if (env.GITHUB_EVENT_NAME !== 'pull_request' || accessToken.trim() !== '') return undefined
  const fork = forkOf(env, readFile)
  if (fork === undefined) return undefined
  return (
    `This pull request comes from a fork (${forLog(fork, 200)}): its pull_request run gets no ` +
    'secrets, so access-token is empty and this step does nothing. The gate runs in the base ' +
    "repository's workflow_run workflow (docs/every-path-to-main.md)."
  )
}

/**
 * The head repository's name when the pull request's head is not this repository (a fork; "a
 * deleted fork" when GitHub no longer names it), else undefined. Not the head repository's `fork`
 * flag: a repository that is itself a fork has it on its own branches too, and they get secrets.
 */
function forkOf(env: NodeJS.ProcessEnv, readFile: (path: string) => string): string | undefined {
  const self = env.GITHUB_REPOSITORY ?? ''
  if (!env.GITHUB_EVENT_PATH || !/^[^/]+\/[^/]+$/.test(self)) return undefined
  let event: EventFields
  try {
    event = JSON.parse(readFile(env.GITHUB_EVENT_PATH)) as EventFields
  } catch {
    return undefined
  }
  const pr = event?.pull_request
  if (!pr || typeof pr !== 'object') return undefined
  const head = pr.head?.repo
  if (head === null) return 'a deleted fork'
  const name = head?.full_name
  if (typeof name !== 'string') return undefined
  if (name.toLowerCase() !== self.toLowerCase()) return name
  return undefined
}
