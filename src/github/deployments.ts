// The commit's deployment on GitHub (deployment-environment, docs/this-build.md): the newest
// deployment of the commit to the environment, and its newest status, polled until `success`
// (bounded by the caller's deadline, cancelled with the run). Loaded only when
// deployment-environment is set: Octokit is most of the bundle's start-up.
import type { Deployment, DeploymentWait } from '../build.js'
import { parseInstant, START_CLOCK_SKEW_MS, systemClock } from '../common/clock.js'
import { TIMED_OUT, untilDeadline } from '../lifecycle/deadline.js'
import { pollPause } from '../lifecycle/schedule.js'
import { forLog } from '../common/text.js'
import { statusOf } from './comment.js'
import { restClient, type Octokit } from './rest.js'
import { deploymentState, type StatusRecord } from './deployment-state.js'

/** The permission every refusal names, so the fix is one line away. */
const PERMISSION = '`deployments: read`'
/** One request's deadline (a poll that hangs must not eat the whole wait). */
const REQUEST_TIMEOUT_MS = 30_000
/** Deployments to the environment read when looking for a later one (newest first). */
const LATER_PAGE = 100
/** Deployments older than this build's whose newest status is asked (each costs a request). */
const OLDER_ASKED = 3
/** A deployment's newest state that no longer changes the site (anything else may still do). */
export const SETTLED = ['success', 'failure', 'error', 'inactive']

export interface DeploymentsOptions {
  env: NodeJS.ProcessEnv
  githubToken: string | undefined
}

/** Why GitHub cannot be asked, or the repository and a client. */
export function client(
  o: DeploymentsOptions
): { problem: string } | { octokit: Octokit; owner: string; repo: string } {
  const [owner, repo, extra] = (o.env.GITHUB_REPOSITORY ?? '').split('/')
  if (!owner || !repo || extra !== undefined) return { problem: 'GITHUB_REPOSITORY is not set' }
  if (!o.githubToken) {
    return { problem: `the github-token input is empty (reading deployments needs ${PERMISSION})` }
  }
  const octokit = restClient(o.githubToken, o.env)
  return { octokit, owner, repo }
}

/** A request's options: cancelled with the run, and given up after `timeoutMs` (at most 30 s). */
export function request(
  signal: AbortSignal,
  timeoutMs = REQUEST_TIMEOUT_MS
): { request: { signal: AbortSignal } } {
  const ms = Math.max(1, Math.min(REQUEST_TIMEOUT_MS, timeoutMs))
  return { request: { signal: AbortSignal.any([signal, AbortSignal.timeout(ms)]) } }
}

/**
 * GitHub's refusal of the token (no `deployments: read`, no such repository): asking again will
 * not help. Anything else (a network error, a request that timed out, 429, 5xx) is one missed poll.
 */
function refusal(err: unknown): boolean {
  const status = statusOf(err)
  return status === 401 || status === 403 || status === 404
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
  let last: { state?: string; link?: string; problem?: string } = {}
  /** The newest deployment of the commit and its newest status; no request outlasts the wait. */
  const newestWithStatus = async (): Promise<
    { id: number; statuses: StatusRecord[] } | undefined
  > => {
    const { data: deployments } = await octokit.rest.repos.listDeployments({
      owner,
      repo,
      sha: o.commit,
      environment: o.environment,
      per_page: 1,
      ...request(o.signal, o.deadline - systemClock.now())
    })
    const newest = deployments[0]
    if (!newest) return undefined
    const { data: statuses } = await octokit.rest.repos.listDeploymentStatuses({
      owner,
      repo,
      deployment_id: newest.id,
      per_page: 1,
      ...request(o.signal, o.deadline - systemClock.now())
    })
    return { id: newest.id, statuses: statuses as StatusRecord[] }
  }
  try {
    const answer = await untilDeadline(
      {
        clock: systemClock,
        deadline: o.deadline,
        pause: (round) => pollPause(round, o.pollIntervalMs),
        signal: o.signal
      },
      async (): Promise<DeploymentWait | undefined> => {
        let look: { id: number; statuses: StatusRecord[] } | undefined
        try {
          look = await newestWithStatus()
        } catch (err) {
          if (o.signal.aborted || refusal(err)) throw err
          // Transient: a missed poll, tried again on the schedule until the deadline.
          last = { ...last, problem: explain(err) }
          return undefined
        }
        if (!look) return undefined
        const { id, statuses } = look
        const state = deploymentState(statuses)
        if (state.kind === 'waiting') {
          last = { state: state.state ?? 'no status yet', link: state.link }
          return undefined
        }
        if (state.kind === 'failed') return { kind: 'failed', state: state.state, link: state.link }
        const deployment: Deployment = {
          id: String(id),
          environment: o.environment,
          environmentUrl: state.environmentUrl,
          link: state.link,
          succeededAt: state.at
        }
        return { kind: 'succeeded', deployment }
      }
    )
    if (answer === TIMED_OUT) {
      // Only GitHub's trouble seen, never a state: say what went wrong, not "no deployment".
      if (last.state === undefined && last.problem !== undefined) {
        return { kind: 'unavailable', problem: last.problem }
      }
      return { kind: 'timed-out', state: last.state, link: last.link }
    }
    return answer
  } catch (err) {
    if (o.signal.aborted) throw err
    return { kind: 'unavailable', problem: explain(err) }
  }
}

/**
 * Whether any deployment of `commit` to `environment` exists (one request, no waiting: the merge
 * queue's commit is either deployed already or tested by no one within the queue's timeout).
 */
export async function githubDeploymentExists(
  o: DeploymentsOptions & { commit: string; environment: string; signal: AbortSignal }
): Promise<boolean | { problem: string }> {
  const gh = client(o)
  if ('problem' in gh) return gh
  try {
    const { data } = await gh.octokit.rest.repos.listDeployments({
      owner: gh.owner,
      repo: gh.repo,
      sha: o.commit,
      environment: o.environment,
      per_page: 1,
      ...request(o.signal)
    })
    return data.length > 0
  } catch (err) {
    if (o.signal.aborted) throw err
    return { problem: explain(err) }
  }
}

/**
 * From when the site may serve another build than this one: the creation time of the first other
 * deployment to `environment` created after `after` (this build's success) less the clocks'
 * margin, or of an older deployment still under way; undefined when there is none. Its creation,
 * not its success: the site may change from the moment a deployment begins. Fail closed: when the
 * page read holds only later deployments (more may hide beyond it), `after` itself, which no test
 * of this build can have ended before.
 */
export async function nextGithubDeployment(
  o: DeploymentsOptions & {
    environment: string
    after: number
    /** This build's deployment: the one that is not "another". */
    deploymentId?: string
    signal: AbortSignal
  }
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
    const others = data.filter((d) => String(d.id) !== o.deploymentId)
    // GitHub's created_at against this build's success, both GitHub's clock; the margin covers
    // a deployment that began just before the success was recorded. Unreadable: taken as later.
    const from = o.after - START_CLOCK_SKEW_MS
    const created = (d: { created_at: string }): number => parseInstant(d.created_at) ?? from
    const later = others.map(created).filter((t) => t >= from)
    if (data.length >= LATER_PAGE && later.length === others.length) return o.after
    // An older deployment still under way (queued, in progress, no status yet) may replace the
    // site at any moment, even before a later one: the nearest few are asked.
    const older = others.filter((d) => created(d) < from)
    for (const d of older.slice(0, OLDER_ASKED)) {
      const { data: statuses } = await gh.octokit.rest.repos.listDeploymentStatuses({
        owner: gh.owner,
        repo: gh.repo,
        deployment_id: d.id,
        per_page: 1,
        ...request(o.signal)
      })
      const state = (statuses[0] as { state?: unknown } | undefined)?.state
      if (typeof state !== 'string' || !SETTLED.includes(state.toLowerCase())) return created(d)
    }
    if (later.length > 0) return Math.min(...later)
    return undefined
  } catch (err) {
    if (o.signal.aborted) throw err
    throw new Error(explain(err), { cause: err })
  }
}

/** One safe sentence: the status decides the words; GitHub's own message is escaped, short. */
export function explain(err: unknown): string {
  const status = statusOf(err)
  if (status === 401 || status === 403 || status === 404) {
    return `HTTP ${status} from GitHub: the github-token may not read deployments (the job needs ${PERMISSION})`
  }
  const message = forLog((err as { message?: unknown } | null)?.message ?? String(err), 200)
  return `GitHub answered ${status ? `HTTP ${status}: ` : ''}${message}`
}
