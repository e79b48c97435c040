// The pull-request comment on GitHub: the step's one comment, found again by its hidden marker
// (comment-marker.ts) and updated in place, also when the step's applications changed.
// Loaded only when a comment is written: Octokit is most of the bundle's start-up.
// Writing it is best effort: a read-only token (forks), a missing permission or a network
// failure is a warning, never a failed build.
import { getOctokit } from '@actions/github'
import type { Log } from '../common/log.js'
import { requestOptions } from './rest.js'
import type { UpsertResult } from '../report/host.js'
import { forLog } from '../common/text.js'
import {
  chooseComment,
  formatMarker,
  MARKER_PREFIX,
  parseMarker,
  type CommentKey,
  type MarkedComment
} from './comment-marker.js'

/** Comments read while looking for ours: 10 pages of 100. */
const MAX_PAGES = 10

export interface UpsertCommentOptions {
  token: string
  /** GITHUB_API_URL (GitHub Enterprise Server has its own). */
  apiUrl: string
  repo: { owner: string; repo: string }
  issueNumber: number
  body: string
  /** Whose comment this is: the step and its applications (comment-marker.ts). */
  key: CommentKey
  log: Log
  /** Deadline for all requests together. */
  timeoutMs?: number
}

export async function upsertComment(o: UpsertCommentOptions): Promise<UpsertResult> {
  const body = `${formatMarker(o.key)}\n${o.body}`
  const octokit = getOctokit(o.token, {
    baseUrl: o.apiUrl.replace(/\/+$/, ''),
    request: requestOptions(AbortSignal.timeout(o.timeoutMs ?? 30_000))
  })
  const where = { owner: o.repo.owner, repo: o.repo.repo }
  try {
    const found = await markedComments(octokit, { ...where, issue_number: o.issueNumber })
    const { update, remove } = chooseComment(found, o.key)
    let result: UpsertResult | undefined
    if (update !== undefined) {
      try {
        await octokit.rest.issues.updateComment({ ...where, comment_id: update, body })
        o.log.info(`Updated the pull-request comment (#${o.issueNumber}).`)
        result = 'updated'
      } catch (err) {
        // Someone else's comment carrying our marker cannot be edited: write our own instead.
        if (statusOf(err) !== 403 && statusOf(err) !== 404) throw err
      }
    }
    if (result === undefined) {
      await octokit.rest.issues.createComment({ ...where, issue_number: o.issueNumber, body })
      o.log.info(`Wrote the pull-request comment (#${o.issueNumber}).`)
      result = 'created'
    }
    await removeSuperseded(octokit, where, remove, o.log)
    return result
  } catch (err) {
    o.log.warning(`Could not write the pull-request comment: ${explain(err)}`)
    return 'failed'
  }
}

type Octokit = ReturnType<typeof getOctokit>

/** The pull request's comments that carry one of our markers (the first 10 pages of 100). */
async function markedComments(
  octokit: Octokit,
  where: { owner: string; repo: string; issue_number: number }
): Promise<MarkedComment[]> {
  const ours: MarkedComment[] = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { data } = await octokit.rest.issues.listComments({ ...where, per_page: 100, page })
    for (const c of data) {
      const key = c.body?.startsWith(MARKER_PREFIX) ? parseMarker(c.body) : undefined
      if (key) ours.push({ id: c.id, bot: c.user?.type === 'Bot', key })
    }
    if (data.length < 100) break
  }
  return ours
}

/** Delete the step's comments the updated one replaces; one that will not go is a warning. */
async function removeSuperseded(
  octokit: Octokit,
  where: { owner: string; repo: string },
  ids: readonly number[],
  log: Log
): Promise<void> {
  for (const id of ids) {
    try {
      await octokit.rest.issues.deleteComment({ ...where, comment_id: id })
      log.info(
        `Deleted an earlier pull-request comment of this step (${id}): the one above replaces it.`
      )
    } catch (err) {
      log.warning(`Could not delete an earlier pull-request comment of this step: ${explain(err)}`)
    }
  }
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
