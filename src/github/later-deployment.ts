// After the test (issue 29, docs/this-build.md): did another commit's deployment to the
// environment replace this build while the test ran? One list of the environment's deployments
// (newest first), then the statuses of the few that could have: every one of another commit that
// began after this build's success (less the clocks' margin), and the nearest older ones, which
// may still have been under way. A redeploy of the same commit is the same build. Bounded: at most
// 1 + LATER_ASKED + OLDER_ASKED requests, each within the caller's signal. Fail closed: a page too
// full to see the whole span, or a candidate left unread, counts as another build.
import type { Deployment, LaterDeployment } from '../build.js'
import { parseInstant, START_CLOCK_SKEW_MS } from '../common/clock.js'
import { client, explain, request, SETTLED, type DeploymentsOptions } from './deployments.js'
import { httpUrl, type StatusRecord } from './deployment-state.js'

/** Deployments to the environment read (newest first). */
export const LATER_PAGE = 100
/** Statuses asked of deployments that began after this build's success. */
export const LATER_ASKED = 5
/** Statuses asked of the nearest deployments that began before it. */
export const OLDER_ASKED = 3
/** Statuses read per deployment: enough to find its success under a later `inactive`. */
const STATUSES_READ = 10

/** More deployments since this build's than one page shows: the span cannot be seen whole. */
class TooMany extends Error {}

/** A deployment as GitHub lists it (the fields read). */
export interface ListedDeployment {
  id: number | string
  sha?: unknown
  created_at?: unknown
}

/**
 * The decision, given the environment's deployments (newest first) and a reader of a deployment's
 * statuses (newest first). All times are GitHub's own clock: a status is compared with this
 * build's success as it is; the margin only widens which deployments are looked at.
 */
export async function laterDeploymentOf(
  listed: readonly ListedDeployment[],
  o: {
    deployment: Deployment
    commit: string
    pageFull: boolean
    /** The application's origin: a deployment that names another one is another site's. */
    applicationOrigin: string
  },
  statusesOf: (id: number | string) => Promise<readonly StatusRecord[]>
): Promise<LaterDeployment> {
  const since = o.deployment.succeededAt
  const from = since - START_CLOCK_SKEW_MS
  const readCreated = (d: ListedDeployment): number | undefined =>
    typeof d.created_at === 'string' ? parseInstant(d.created_at) : undefined
  // Unreadable: taken as later (it is looked at, never skipped).
  const created = (d: ListedDeployment): number => readCreated(d) ?? from
  const others = listed.filter((d) => String(d.id) !== o.deployment.id)
  const same = (d: ListedDeployment): boolean =>
    typeof d.sha === 'string' && d.sha.toLowerCase() === o.commit.toLowerCase()
  const later = others.filter((d) => created(d) >= from)
  if (o.pageFull && listed.every((d) => created(d) >= from)) {
    throw new TooMany(
      `more than ${LATER_PAGE} deployments to the environment since this build's: the older ones cannot be read`
    )
  }
  const redeploys = later.filter(same).length
  const foreignLater = later.filter((d) => !same(d)).sort((a, b) => created(a) - created(b))
  const foreignOlder = others.filter((d) => created(d) < from && !same(d)).slice(0, OLDER_ASKED)
  for (const [i, d] of foreignLater.entries()) {
    if (i >= LATER_ASKED) return another(d, readCreated(d), { unread: true })
    const verdict = judge(await statusesOf(d.id), since, true, o.applicationOrigin)
    if (verdict) return another(d, readCreated(d), verdict)
  }
  for (const d of foreignOlder) {
    const verdict = judge(await statusesOf(d.id), since, false, o.applicationOrigin)
    if (verdict) return another(d, readCreated(d), verdict)
  }
  return { kind: 'none', redeploys }
}

/** A host as people write one site's: case, a trailing dot and a leading "www." change nothing. */
function siteHost(url: string): string {
  return new URL(url).hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '')
}

type Judged = { state?: string; stateAt?: number; unread?: boolean }

/**
 * Whether one deployment of another commit may have replaced this build after `since`: still under
 * way (no status, or a state that may yet change the site), or a success at or after `since`; for
 * one that began after `since`, any state but a plain failure (an `inactive` one served before it
 * was replaced). Undefined: it did not — or it names its URL on another host than the
 * application's (a shared environment's other site, such as another pull request's preview: it
 * speaks for that site only). Only the host tells sites apart here, and loosely (siteHost): this
 * rule lets a deployment go unnoticed, so a URL written another way (another scheme or port, a
 * trailing dot, "www.") still counts as the application's. One that names no URL counts too.
 */
function judge(
  statuses: readonly StatusRecord[],
  since: number,
  began: boolean,
  applicationOrigin: string
): Judged | undefined {
  const named = statuses.map((s) => httpUrl(s.environment_url)).find((u) => u !== undefined)
  if (named !== undefined && siteHost(named) !== siteHost(applicationOrigin)) return undefined
  const newest = statuses[0]
  const state = typeof newest?.state === 'string' ? newest.state.toLowerCase() : undefined
  const at = (s: StatusRecord | undefined): number | undefined =>
    typeof s?.created_at === 'string' ? parseInstant(s.created_at) : undefined
  if (!state || !SETTLED.includes(state)) return { state, stateAt: at(newest) }
  const success = statuses.find(
    (s) => typeof s.state === 'string' && s.state.toLowerCase() === 'success'
  )
  const successAt = success ? (at(success) ?? since) : undefined
  if (successAt !== undefined && successAt >= since) return { state: 'success', stateAt: successAt }
  if (began && state !== 'failure' && state !== 'error' && successAt === undefined) {
    return { state, stateAt: at(newest) }
  }
  return undefined
}

function another(d: ListedDeployment, createdAt: number | undefined, j: Judged): LaterDeployment {
  return {
    kind: 'another',
    sha: typeof d.sha === 'string' ? d.sha : 'unknown',
    ...(createdAt === undefined ? {} : { createdAt }),
    ...j
  }
}

/** The lookup on GitHub; throws a safe sentence when it cannot be made (the caller fails closed). */
export async function laterGithubDeployment(
  o: DeploymentsOptions & {
    environment: string
    deployment: Deployment
    commit: string
    applicationUrl: string
    signal: AbortSignal
  }
): Promise<LaterDeployment> {
  const gh = client(o)
  if ('problem' in gh) throw new Error(gh.problem)
  const { octokit, owner, repo } = gh
  try {
    const { data } = await octokit.rest.repos.listDeployments({
      owner,
      repo,
      environment: o.environment,
      per_page: LATER_PAGE,
      ...request(o.signal)
    })
    return await laterDeploymentOf(
      data,
      {
        deployment: o.deployment,
        commit: o.commit,
        pageFull: data.length >= LATER_PAGE,
        applicationOrigin: new URL(o.applicationUrl).origin
      },
      async (id) =>
        (
          await octokit.rest.repos.listDeploymentStatuses({
            owner,
            repo,
            deployment_id: Number(id),
            per_page: STATUSES_READ,
            ...request(o.signal)
          })
        ).data as StatusRecord[]
    )
  } catch (err) {
    if (err instanceof TooMany) throw err
    // Cancelled runs are told apart by the caller; here the lookup's own deadline passed.
    if (o.signal.aborted) throw new Error('GitHub did not answer in time', { cause: err })
    throw new Error(explain(err), { cause: err })
  }
}
