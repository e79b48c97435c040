// The commit's deployment on GitHub (deployment-environment, docs/this-build.md): the newest
// deployment of the commit to the environment, and its newest status, polled until `success`
// (bounded by the caller's deadline, cancelled with the run). Loaded only when
// deployment-environment is set: Octokit is most of the bundle's start-up.
import { getOctokit } from '@actions/github'
import type { Deployment, DeploymentWait } from '../build.js'
import { parseInstant, systemClock } from '../clock.js'
import { TIMED_OUT, untilDeadline } from '../lifecycle/deadline.js'
import { pollPause } from '../lifecycle/schedule.js'
import { forLog } from '../text.js'
import { statusOf } from './comment.js'
import { deploymentState, type StatusRecord } from './deployment-state.js'

/** The permission every refusal names, so the fix is one line away. */
const PERMISSION = '`deployments: read`'
/** One request's deadline (a poll that hangs must not eat the whole wait). */
const REQUEST_TIMEOUT_MS = 30_000
/** Deployments to the environment read when looking for a later one (newest first). */
const LATER_PAGE = 100

export interface DeploymentsOptions {
  env: NodeJS.ProcessEnv
  githubToken: string | undefined
}

type Octokit = ReturnType<typeof getOctokit>

/** Why GitHub cannot be asked, or the repository and a client. */
function client(
  o: DeploymentsOptions
): { problem: string } | { octokit: Octokit; owner: string; repo: string } {
  const [owner, repo, extra] = (o.env.GITHUB_REPOSITORY ?? '').split('/')
  if (!owner || !repo || extra !== undefined) return { problem: 'GITHUB_REPOSITORY is not set' }
  if (!o.githubToken) {
    return { problem: `the github-token input is empty (reading deployments needs ${PERMISSION})` }
  }
  const octokit = getOctokit(o.githubToken, {
    baseUrl: (o.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '')
  })
  return { octokit, owner, repo }
}

function request(signal: AbortSignal): { request: { signal: AbortSignal } } {
  return { request: { signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]) } }
}

export async function waitForGithubDeployment(
  o: DeploymentsOptions & {
    commit: string
    environment: string
    deadline: number
    pollIntervalMs: number
    signal: AbortSignal
  }
): Promise<DeploymentWait> {
  const gh = client(o)
  if ('problem' in gh) return { kind: 'unavailable', problem: gh.problem }
  const { octokit, owner, repo } = gh
  let last: { state?: string; link?: string } = {}
  try {
    const answer = await untilDeadline(
      {
        clock: systemClock,
        deadline: o.deadline,
        pause: (round) => pollPause(round, o.pollIntervalMs),
        signal: o.signal
      },
      async (): Promise<DeploymentWait | undefined> => {
        const { data: deployments } = await octokit.rest.repos.listDeployments({
          owner,
          repo,
          sha: o.commit,
          environment: o.environment,
          per_page: 1,
          ...request(o.signal)
        })
        const newest = deployments[0]
        if (!newest) return undefined
        const { data: statuses } = await octokit.rest.repos.listDeploymentStatuses({
          owner,
          repo,
          deployment_id: newest.id,
          per_page: 1,
          ...request(o.signal)
        })
        const state = deploymentState(statuses as StatusRecord[])
        if (state.kind === 'waiting') {
          last = { state: state.state ?? 'no status yet', link: state.link }
          return undefined
        }
        if (state.kind === 'failed') return { kind: 'failed', state: state.state, link: state.link }
        const deployment: Deployment = {
          id: String(newest.id),
          environment: o.environment,
          environmentUrl: state.environmentUrl,
          link: state.link,
          succeededAt: state.at
        }
        return { kind: 'succeeded', deployment }
      }
    )
    if (answer === TIMED_OUT) return { kind: 'timed-out', ...last }
    return answer
  } catch (err) {
    if (o.signal.aborted) throw err
    return { kind: 'unavailable', problem: explain(err) }
  }
}

/**
 * When the first deployment to `environment` after `after` was created (a test that ended before
 * it can only have seen this build), or undefined when there is none. Its creation, not its
 * success: the site may change from the moment a deployment begins.
 */
export async function nextGithubDeployment(
  o: DeploymentsOptions & { environment: string; after: number; signal: AbortSignal }
): Promise<number | undefined> {
  const gh = client(o)
  if ('problem' in gh) throw new Error(gh.problem)
  try {
    const { data } = await gh.octokit.rest.repos.listDeployments({
      owner: gh.owner,
      repo: gh.repo,
      environment: o.environment,
      per_page: LATER_PAGE,
      ...request(o.signal)
    })
    const later = data
      .map((d) => parseInstant(d.created_at))
      .filter((t): t is number => t !== undefined && t > o.after)
    return later.length > 0 ? Math.min(...later) : undefined
  } catch (err) {
    if (o.signal.aborted) throw err
    throw new Error(explain(err), { cause: err })
  }
}

/** One safe sentence: the status decides the words; GitHub's own message is escaped, short. */
function explain(err: unknown): string {
  const status = statusOf(err)
  if (status === 401 || status === 403 || status === 404) {
    return `HTTP ${status} from GitHub: the github-token may not read deployments (the job needs ${PERMISSION})`
  }
  const message = forLog((err as { message?: unknown } | null)?.message ?? String(err), 200)
  return `GitHub answered ${status ? `HTTP ${status}: ` : ''}${message}`
}
