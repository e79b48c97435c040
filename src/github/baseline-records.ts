// Where `baseline: default-branch` is kept on GitHub, as pure rules: a run on the default branch
// whose gate passed writes a commit status on its commit, one per application, naming the test it
// judged; a later run reads the newest such status on the default branch's newest commits.
//
// Why commit statuses (docs/baselines-and-accepted-risks.md): they need no step besides the
// action and no service of the runner (the Actions cache and artifacts upload through the
// runner's own services), only the REST API with `statuses: write` where the baseline is recorded
// and `statuses: read` where it is read; a pull request's token from a fork cannot write them; and
// a status names its creator, so only GitHub Actions' own records count.
import type { DefaultBranchRecord } from '../lifecycle/context.js'

/** The status's name; one per application, so several applications keep their own baselines. */
export function statusContext(applicationToken: string): string {
  return `security-test-action/baseline/${applicationToken}`
}

/** What the status says (at most 140 characters): the test and the run, read back below. */
export function statusDescription(resultToken: string, runId: string): string {
  return `Gate passed: test ${resultToken} of run ${runId}`
}

const DESCRIPTION = /^Gate passed: test ([a-z0-9]{32}) of run (\d{1,20})$/
const CONTEXT = /^security-test-action\/baseline\/([a-z0-9]{32})$/

/**
 * The identity of the `GITHUB_TOKEN` a workflow gets: the records the action writes carry it. A
 * status of anyone else (a person's token, another app's) is not a record of a passing gate.
 */
export const RECORDER = { login: 'github-actions[bot]', type: 'Bot' }

/** A commit status as GitHub lists it (only the fields read here). */
export interface StatusLike {
  state?: unknown
  context?: unknown
  description?: unknown
  creator?: { login?: unknown; type?: unknown } | null
}

/** The record a status holds, when it is one the action wrote after a passing gate. */
export function recordOf(status: StatusLike, commit: string): DefaultBranchRecord | undefined {
  if (status.state !== 'success') return undefined
  if (status.creator?.login !== RECORDER.login || status.creator?.type !== RECORDER.type) {
    return undefined
  }
  const context = typeof status.context === 'string' ? CONTEXT.exec(status.context) : null
  const words = typeof status.description === 'string' ? DESCRIPTION.exec(status.description) : null
  if (!context?.[1] || !words?.[1] || !words[2]) return undefined
  return {
    applicationToken: context[1],
    resultToken: words[1],
    runId: words[2],
    commit
  }
}

/** One commit of the default branch and its statuses, newest first (as GitHub lists them). */
export interface CommitStatuses {
  commit: string
  statuses: readonly StatusLike[]
}

/**
 * The application's record on the newest commit that has one (the commits newest first), never
 * one this workflow run wrote: a re-run must not compare with its own earlier attempt.
 * `ownLeftOut`: how many of this run's records were passed over, for the log.
 */
export function newestRecord(
  commits: readonly CommitStatuses[],
  applicationToken: string,
  thisRunId: string
): { record?: DefaultBranchRecord; ownLeftOut: number } {
  let ownLeftOut = 0
  for (const { commit, statuses } of commits) {
    for (const status of statuses) {
      const record = recordOf(status, commit)
      if (record?.applicationToken !== applicationToken) continue
      if (record.runId === thisRunId) {
        ownLeftOut++
        continue
      }
      return { record, ownLeftOut }
    }
  }
  return { ownLeftOut }
}

/** The run as the runner describes it. */
export interface RunnerRun {
  event: string
  /** GITHUB_REF, e.g. refs/heads/main. */
  ref: string
  sha: string
  runId: string
}

/**
 * The events whose runs on the default branch test the default branch's own code. Not
 * `pull_request_target` or `workflow_run`: they run on the default branch's ref, but are started
 * by a pull request and may test its change.
 */
const RECORDING_EVENTS = ['push', 'schedule', 'workflow_dispatch']

/**
 * Whether this run may move the baseline, or why not (one line for the log). Without
 * `defaultBranch` only what needs no request is checked (a pull request's run asks nothing).
 */
export function mayRecord(run: RunnerRun, defaultBranch?: string): { why?: string } {
  if (!RECORDING_EVENTS.includes(run.event)) {
    return {
      why: `a ${run.event || 'unknown'} run never records it (only ${RECORDING_EVENTS.join(', ')} runs of the default branch do)`
    }
  }
  if (!/^[0-9a-f]{40}$/.test(run.sha)) return { why: 'GITHUB_SHA is not a commit' }
  if (!/^\d+$/.test(run.runId)) return { why: 'GITHUB_RUN_ID is not set' }
  if (defaultBranch !== undefined && run.ref !== `refs/heads/${defaultBranch}`) {
    return {
      why: `this run is for ${run.ref || 'no ref'}, not the default branch ${defaultBranch}`
    }
  }
  return {}
}
