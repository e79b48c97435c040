// The pull-request comment on GitHub: found again by its hidden marker and updated in place.
// Loaded only when a comment is written: Octokit is most of the bundle's start-up.
// Writing it is best effort: a read-only token (forks), a missing permission or a network
// failure is a warning, never a failed build.
import { getOctokit } from '@actions/github'
import type { Log } from '../log.js'
import type { UpsertResult } from '../report/host.js'
import { forLog } from '../text.js'

/** Comments read while looking for ours: 10 pages of 100. */
const MAX_PAGES = 10

export interface UpsertCommentOptions {
  token: string
  /** GITHUB_API_URL (GitHub Enterprise Server has its own). */
  apiUrl: string
  repo: { owner: string; repo: string }
  issueNumber: number
  body: string
  marker: string
  log: Log
  /** Deadline for all requests together. */
  timeoutMs?: number
}

export async function upsertComment(o: UpsertCommentOptions): Promise<UpsertResult> {
  const body = o.body.includes(o.marker) ? o.body : `${o.marker}\n${o.body}`
  const octokit = getOctokit(o.token, {
    baseUrl: o.apiUrl.replace(/\/+$/, ''),
    request: { signal: AbortSignal.timeout(o.timeoutMs ?? 30_000) }
  })
  const where = { owner: o.repo.owner, repo: o.repo.repo }
  try {
    const existing = await findOurComment(
      octokit,
      { ...where, issue_number: o.issueNumber },
      o.marker
    )
    if (existing !== undefined) {
      try {
        await octokit.rest.issues.updateComment({ ...where, comment_id: existing, body })
        o.log.info(`Updated the pull-request comment (#${o.issueNumber}).`)
        return 'updated'
      } catch (err) {
        // Someone else's comment carrying our marker cannot be edited: write our own instead.
        if (statusOf(err) !== 403 && statusOf(err) !== 404) throw err
      }
    }
    await octokit.rest.issues.createComment({ ...where, issue_number: o.issueNumber, body })
    o.log.info(`Wrote the pull-request comment (#${o.issueNumber}).`)
    return 'created'
  } catch (err) {
    o.log.warning(`Could not write the pull-request comment: ${explain(err)}`)
    return 'failed'
  }
}

type Octokit = ReturnType<typeof getOctokit>

async function findOurComment(
  octokit: Octokit,
  where: { owner: string; repo: string; issue_number: number },
  marker: string
): Promise<number | undefined> {
  const ours: Array<{ id: number; bot: boolean }> = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { data } = await octokit.rest.issues.listComments({ ...where, per_page: 100, page })
    for (const c of data) {
      if (c.body?.startsWith(marker)) ours.push({ id: c.id, bot: c.user?.type === 'Bot' })
    }
    if (data.length < 100) break
  }
  return (ours.find((c) => c.bot) ?? ours[0])?.id
}

export function statusOf(err: unknown): number | undefined {
  const s = (err as { status?: unknown } | null)?.status
  return typeof s === 'number' ? s : undefined
}

/** One safe sentence: the status decides the words; GitHub's own message is escaped, short. */
function explain(err: unknown): string {
  const status = statusOf(err)
  if (status === 403) {
    return (
      'HTTP 403: the token may not write comments (the workflow needs `pull-requests: write`; ' +
      'pull requests from forks get a read-only token).'
    )
  }
  if (status === 404) return 'HTTP 404: the pull request was not found or the token cannot see it.'
  const message = forLog((err as { message?: unknown } | null)?.message ?? String(err), 200)
  return status ? `HTTP ${status}: ${message}` : message
}
