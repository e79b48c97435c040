// When a workflow run began: its first attempt's `run_started_at`. A re-run (attempt 2, 3, …)
// keeps the run's id, and its first attempt may already have tested the application: that test,
// with the same findings, must never be the baseline of a later attempt, or re-running a failed
// gate would pass it. Loaded only for `baseline: previous` (Octokit is most of the start-up).
import { restClient } from './rest.js'
import { parseInstant } from '../common/clock.js'
import type { RunStart } from '../lifecycle/context.js'
import { forLog } from '../common/text.js'
import { statusOf } from './comment.js'

export interface RunStartOptions {
  env: NodeJS.ProcessEnv
  githubToken: string | undefined
  signal: AbortSignal
  /** Deadline for the request. */
  timeoutMs?: number
}

/** The permission the lookup needs, named in every refusal so the fix is one line away. */
const PERMISSION = '`actions: read`'

export async function githubRunStart(o: RunStartOptions): Promise<RunStart> {
  const [owner, repo, extra] = (o.env.GITHUB_REPOSITORY ?? '').split('/')
  if (!owner || !repo || extra !== undefined) return { problem: 'GITHUB_REPOSITORY is not set' }
  const runId = o.env.GITHUB_RUN_ID ?? ''
  if (!/^\d+$/.test(runId)) return { problem: 'GITHUB_RUN_ID is not set' }
  if (!o.githubToken) {
    return { problem: `the github-token input is empty (reading the run needs ${PERMISSION})` }
  }
  const octokit = restClient(
    o.githubToken,
    o.env,
    AbortSignal.any([o.signal, AbortSignal.timeout(o.timeoutMs ?? 30_000)])
  )
  let started: unknown
  try {
    const { data } = await octokit.rest.actions.getWorkflowRunAttempt({
      owner,
      repo,
      run_id: Number(runId),
      attempt_number: 1
    })
    started = (data as { run_started_at?: unknown }).run_started_at
  } catch (err) {
    if (o.signal.aborted) throw err
    return { problem: explain(err) }
  }
  const at = typeof started === 'string' ? parseInstant(started) : undefined
  if (at === undefined) {
    return {
      problem: `GitHub gave no readable run_started_at for the run's first attempt (${forLog(JSON.stringify(started) ?? 'none', 60)})`
    }
  }
  return { at, source: `the first attempt of workflow run ${runId}` }
}

/** One safe sentence: the status decides the words; GitHub's own message is escaped, short. */
function explain(err: unknown): string {
  const status = statusOf(err)
  if (status === 403 || status === 401) {
    return `HTTP ${status} from GitHub: the github-token may not read this workflow run (the job needs ${PERMISSION})`
  }
  if (status === 404) {
    return `HTTP 404 from GitHub: the workflow run was not found or the github-token cannot see it (the job needs ${PERMISSION})`
  }
  const message = forLog((err as { message?: unknown } | null)?.message ?? String(err), 200)
  return `reading the workflow run from GitHub failed: ${status ? `HTTP ${status}: ` : ''}${message}`
}
