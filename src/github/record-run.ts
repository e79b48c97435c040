// What a default-branch record must show before it is a baseline, as one pure rule: the status
// only claims "run N passed its gate on test T"; the run GitHub describes (GET
// /repos/{owner}/{repo}/actions/runs/{N}) and the service's start time of T are what is checked.
// Every field is required to be present and exactly right: a missing or odd one refuses the record.
import { parseInstant } from '../common/clock.js'
import type { DefaultBranchRecord } from '../lifecycle/context.js'
import { forLog } from '../common/text.js'

/** A workflow run as GET /repos/{owner}/{repo}/actions/runs/{id} describes it (fields read here). */
export interface WorkflowRunLike {
  id?: unknown
  path?: unknown
  event?: unknown
  status?: unknown
  conclusion?: unknown
  head_branch?: unknown
  head_sha?: unknown
  html_url?: unknown
  run_attempt?: unknown
  created_at?: unknown
  run_started_at?: unknown
  updated_at?: unknown
  repository?: { id?: unknown; full_name?: unknown } | null
  head_repository?: { id?: unknown } | null
  /** The run's name as its workflow's `run-name` made it (the fork gate names the head in it). */
  display_title?: unknown
  /** The pull requests a `pull_request` run is for, as GitHub lists them (same-repository heads). */
  pull_requests?: Array<{ number?: unknown; base?: { ref?: unknown } | null } | null> | null
}

/** The run reading the record, as GitHub and the runner describe it. */
export interface RecordReader {
  /** This repository's id and `owner/name` (GET /repos/{owner}/{repo}, GITHUB_REPOSITORY). */
  repositoryId: number
  repository: string
  defaultBranch: string
  /** This run's workflow file, `.github/workflows/x.yml` (workflowPathOf). */
  workflowPath: string
  /** How far the service's clock may differ from GitHub's (START_CLOCK_SKEW_MS). */
  clockMarginMs: number
  /**
   * Which runs may have written the record: `default-branch` (the default: a push, schedule or
   * workflow_dispatch run of the default branch at the record's commit) or `pull-request` (a
   * pull request's run at its head commit, or the default branch's `workflow_run` gate of a
   * fork's pull request).
   */
  writers?: 'default-branch' | 'pull-request'
  /**
   * Whether the recorded test must have started within the attempt that wrote the record (the
   * default): a baseline must. The merge queue judging a head's verdict asks only whether that
   * run passed its gate on that commit.
   */
  testWithinRun?: boolean
  /**
   * The pull request whose verdict is read (`pull-request` writers): a `pull_request` run must be
   * one of that pull request's (by number, and into `base` when given) — a run of another pull
   * request at the same head, into a branch whose workflow says anything, is not its verdict.
   */
  pullRequest?: { number: number; base?: string }
}

/** A record with what the service says of its test: when it started (epoch ms), if it says. */
export type RecordToCheck = DefaultBranchRecord & { testStartedAt?: number }

/**
 * The events whose runs on the default branch test the default branch's own code. Not
 * `pull_request_target` or `workflow_run`: they run on the default branch's ref, but are started
 * by a pull request and may test its change.
 */
export const RECORDING_EVENTS = ['push', 'schedule', 'workflow_dispatch']

/**
 * The events whose runs write a pull request's verdicts: its own `pull_request` run (at its head
 * commit), and for a fork's pull request the base repository's `workflow_run` gate, which runs
 * the default branch's workflow (so its `head_sha` is the default branch's, not the fork head's:
 * that run is trusted to write only on the commit it judged). Not `pull_request_target`: its
 * run says nothing of the head it may have tested.
 */
export const PULL_REQUEST_EVENTS = ['pull_request', 'workflow_run']

/**
 * A run id as GitHub writes it: a positive integer that survives the trip through a number (a
 * longer one would be asked as another run). Checked before any request is sent.
 */
export function runIdProblem(runId: string): string | undefined {
  return /^[1-9]\d{0,15}$/.test(runId) && Number.isSafeInteger(Number(runId))
    ? undefined
    : `run ${forLog(runId, 30)} is not a run id`
}

/**
 * `owner/repo/.github/workflows/x.yml@refs/...` (GITHUB_WORKFLOW_REF) → `.github/workflows/x.yml`,
 * only when it names this repository's workflow folder; else undefined (no workflow to match).
 */
export function workflowPathOf(ref: string | undefined, repository: string): string | undefined {
  // The file ends at its .yml/.yaml: the ref after the `@` may hold an `@` of its own.
  const full = /^(.+?\.ya?ml)@./.exec(ref ?? '')?.[1] ?? ''
  const prefix = `${repository}/`
  if (!repository || full.slice(0, prefix.length).toLowerCase() !== prefix.toLowerCase()) {
    return undefined
  }
  return workflowFile(full.slice(prefix.length))
}

/** A workflow file path, plain: under .github/workflows/, no empty, `.` or `..` parts. */
function workflowFile(path: string): string | undefined {
  const parts = path.split('/')
  if (parts.length < 3 || parts[0] !== '.github' || parts[1] !== 'workflows') return undefined
  if (parts.some((p) => p === '' || p === '.' || p === '..')) return undefined
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\\]/.test(path) ? undefined : path
}

/**
 * The run's workflow file. GitHub answers `.github/workflows/x.yml`; its schema's example is
 * `owner/repo/.github/workflows/x.yml@ref`: that form counts only for this repository.
 */
function runWorkflowPath(path: unknown, repository: string): string | undefined {
  if (typeof path !== 'string') return undefined
  const bare = /^(.+?\.ya?ml)(@.*)?$/.exec(path)?.[1]
  if (!bare) return undefined
  if (bare.startsWith('.github/')) return workflowFile(bare)
  const prefix = `${repository}/`
  return bare.slice(0, prefix.length).toLowerCase() === prefix.toLowerCase()
    ? workflowFile(bare.slice(prefix.length))
    : undefined
}

/**
 * Which attempt of the run wrote the record: the one its link names, or the run's latest when it
 * links to the run's page. Undefined when the link names neither (linkedProblem says so).
 */
export function recordAttempt(record: RecordToCheck, run: WorkflowRunLike): number | undefined {
  const page = typeof run.html_url === 'string' ? run.html_url.replace(/\/+$/, '') : ''
  const link = record.targetUrl ?? ''
  if (!page) return undefined
  if (link === page) return latestAttempt(run)
  const n = link.startsWith(`${page}/attempts/`) ? link.slice(page.length + 10) : ''
  return /^[1-9]\d{0,4}$/.test(n) ? Number(n) : undefined
}

/**
 * The attempt GitHub must be asked for (GET …/runs/{id}/attempts/{n}) before the record can be
 * checked: one earlier than the run's latest (the run itself describes only its latest attempt).
 */
export function attemptToRead(record: RecordToCheck, run: WorkflowRunLike): number | undefined {
  const n = recordAttempt(record, run)
  const latest = latestAttempt(run)
  return n !== undefined && latest !== undefined && n < latest ? n : undefined
}

/**
 * Why the record's run does not show that this workflow's passing default-branch run of that
 * commit tested the recorded test, or undefined when it does. Checked, each required:
 * - the answer is the run asked for, of this repository (id and name), its head not a fork's;
 * - the same workflow file as the reader's;
 * - a push, schedule or workflow_dispatch run of the default branch, at the recorded commit;
 * - completed, conclusion success (a run in progress is not yet a baseline);
 * - the status links to that run (its page: its latest attempt; or one attempt of it);
 * - that attempt (`attempt`, as GitHub describes it, when it is not the latest) is of this run,
 *   workflow, event and commit, completed with success;
 * - the test started (as the service says) within that attempt, give or take the clock margin:
 *   from the attempt's start (`run_started_at`) to its last change (`updated_at`). Never the
 *   whole run's time: a re-run days later would stretch it over tests of other builds.
 */
export function recordRunProblem(
  record: RecordToCheck,
  run: WorkflowRunLike,
  reader: RecordReader,
  attempt?: WorkflowRunLike
): string | undefined {
  const name = `run ${forLog(record.runId, 30)}`
  if (typeof run.id !== 'number' || String(run.id) !== record.runId) {
    return `GitHub answered another run for ${name}`
  }
  if (
    run.repository?.id !== reader.repositoryId ||
    typeof run.repository.full_name !== 'string' ||
    run.repository.full_name.toLowerCase() !== reader.repository.toLowerCase() ||
    run.head_repository?.id !== reader.repositoryId
  ) {
    return `${name} is of another repository (a fork's head, or not this one)`
  }
  const problem = describedProblem(record, run, reader, name)
  if (problem) return problem
  const latest = latestAttempt(run)
  if (latest === undefined) return `GitHub gives no attempt number for ${name}`
  const n = recordAttempt(record, run)
  if (n === undefined || n > latest) {
    const link = record.targetUrl
    return `the status links to ${link ? forLog(link, 200) : 'nothing'}, not ${name}`
  }
  const attemptName = `${name} attempt ${n}`
  const timed = (of: WorkflowRunLike): string | undefined =>
    reader.testWithinRun === false
      ? undefined
      : timeProblem(record, of, reader.clockMarginMs, attemptName)
  if (n === latest) return timed(run)
  if (!attempt) return `${attemptName} was not read from GitHub`
  if (typeof attempt.id !== 'number' || attempt.id !== run.id || attempt.run_attempt !== n) {
    return `GitHub answered another attempt for ${attemptName}`
  }
  return describedProblem(record, attempt, reader, attemptName) ?? timed(attempt)
}

/** What a run, or one attempt of it, must say: workflow, event, branch, commit, a pass. */
function describedProblem(
  record: RecordToCheck,
  run: WorkflowRunLike,
  reader: RecordReader,
  name: string
): string | undefined {
  const workflow = runWorkflowPath(run.path, reader.repository)
  if (workflow !== reader.workflowPath) {
    return `${name} is of workflow ${short(run.path)}, not this run's ${short(reader.workflowPath)}`
  }
  const event = typeof run.event === 'string' ? run.event : 'unknown'
  const pullRequest = reader.writers === 'pull-request'
  const events = pullRequest ? PULL_REQUEST_EVENTS : RECORDING_EVENTS
  if (!events.includes(event)) {
    return `${name} is a ${short(event)} run (only ${events.join(', ')} runs record ${pullRequest ? "a pull request's verdict" : "the default branch's"})`
  }
  // A pull request's own run is of its branch, at its head; the workflow_run gate of a fork's
  // runs on the default branch (its head_sha is the default branch's, so it is not compared).
  const onDefault = !pullRequest || event === 'workflow_run'
  if (onDefault && run.head_branch !== reader.defaultBranch) {
    return `${name} is of branch ${short(run.head_branch)}, not the default branch ${short(reader.defaultBranch)}`
  }
  if (pullRequest) {
    const bound = pullRequestRunProblem(record, run, reader, event, name)
    if (bound) return bound
  }
  if (!(pullRequest && event === 'workflow_run') && run.head_sha !== record.commit) {
    return `${name} is of commit ${typeof run.head_sha === 'string' ? forLog(run.head_sha.slice(0, 7), 7) : 'unknown'}, not the commit the status is on`
  }
  if (run.status !== 'completed') {
    return `${name} is ${short(run.status)}, not completed (a run in progress is not yet a baseline)`
  }
  if (run.conclusion !== 'success') return `${name} ended ${short(run.conclusion)}, not success`
  return undefined
}

/**
 * What ties a pull request's run to the verdict it is read for. A `workflow_run` gate (a fork's
 * pull request) runs on the default branch: its `head_sha` is the default branch's, so the head it
 * judged must be in its name — `run-name: … ${{ github.event.workflow_run.head_sha }}`, set by the
 * default branch's reviewed workflow, which no other run of that file can take for another head.
 * A `pull_request` run must be one of the pull request's own, into its base.
 */
function pullRequestRunProblem(
  record: RecordToCheck,
  run: WorkflowRunLike,
  reader: RecordReader,
  event: string,
  name: string
): string | undefined {
  if (event === 'workflow_run') {
    const title = typeof run.display_title === 'string' ? run.display_title : ''
    return title.includes(record.commit)
      ? undefined
      : `${name} is a workflow_run run whose name does not name the commit ${record.commit.slice(0, 7)} (its workflow needs run-name: … \${{ github.event.workflow_run.head_sha }}), so it cannot be shown to have judged it`
  }
  const pr = reader.pullRequest
  if (!pr) return undefined
  const listed = (run.pull_requests ?? []).filter(
    (p) => p?.number === pr.number && (pr.base === undefined || p.base?.ref === pr.base)
  )
  return listed.length > 0
    ? undefined
    : `${name} is not a run of pull request #${pr.number}${pr.base === undefined ? '' : ` into ${short(pr.base)}`}`
}

function latestAttempt(run: WorkflowRunLike): number | undefined {
  const n = run.run_attempt
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 ? n : undefined
}

/** The recorded test must have started while the attempt that recorded it ran. */
function timeProblem(
  record: RecordToCheck,
  run: WorkflowRunLike,
  marginMs: number,
  name: string
): string | undefined {
  const test = `test ${record.resultToken}`
  const started = record.testStartedAt
  if (started === undefined || !Number.isFinite(started)) {
    return `the service does not say when ${test} started (it is not among the application's recent tests), so it cannot be shown to be ${name}'s`
  }
  const from = instant(run.run_started_at)
  const to = instant(run.updated_at)
  if (from === undefined || to === undefined) return `GitHub gives no readable times for ${name}`
  if (started < from - marginMs || started > to + marginMs) {
    return `${test} started at ${iso(started)}, outside ${name} (${iso(from)} to ${iso(to)}, ${marginMs / 1000} s either side for clocks that differ)`
  }
  return undefined
}

/** A time as GitHub writes it (ISO 8601 with a zone), as epoch ms; anything else undefined. */
function instant(value: unknown): number | undefined {
  return typeof value === 'string' ? parseInstant(value) : undefined
}

function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.000Z$/, 'Z')
}

/** Short and inert: these words come from GitHub's answers or a status anyone could write. */
function short(value: unknown): string {
  return typeof value === 'string' ? forLog(value, 100) : 'unknown'
}
