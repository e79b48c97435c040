// Where `baseline: default-branch` is read on GitHub, as pure rules: every run that reaches an
// outcome writes its verdict record (verdict-records.ts) on the commit it judged; a later run
// reads the newest record on the default branch's newest commits that says the gate passed on a
// test its run established (`baseline`), or a record of the older form this file still parses
// (`security-test-action/baseline/<token>`, written before the verdict records: read for
// upgrades, never written).
//
// Why commit statuses (docs/baselines-and-accepted-risks.md): they need no step besides the
// action and no service of the runner (the Actions cache and artifacts upload through the
// runner's own services), only the REST API with `statuses: write` where the verdict is recorded
// and `statuses: read` where it is read; a pull request's token from a fork cannot write them; and
// a status names its creator and links to its run, so a record counts only when GitHub Actions
// wrote it and the run it names is this workflow's passing default-branch run of that commit
// (recordRunProblem in record-run.ts): a pull request's run may record a pass on its head, and
// that head may become a default-branch commit, but that record is never the default branch's.
import type { DefaultBranchRecord } from '../lifecycle/context.js'
import { verdictOf } from './verdict-records.js'

/** The older record's name (read only): one per application. */
export function legacyContext(applicationToken: string): string {
  return `security-test-action/baseline/${applicationToken}`
}

// The form without the suffix is also what records written before the suffix existed say; those
// were not checked either, so only the suffix-less form is "shown" (see recordOf).
const DESCRIPTION =
  /^Gate passed: test ([a-z0-9]{32}) of run (\d{1,20})(; site not shown to serve it)?$/
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
  target_url?: unknown
  creator?: { login?: unknown; type?: unknown } | null
}

/**
 * The default-branch record a status holds: a verdict record that may serve as a baseline (a
 * passing verdict on a test its run established), or a record of the older form.
 */
export function recordOf(status: StatusLike, commit: string): DefaultBranchRecord | undefined {
  const verdict = verdictOf(status, commit)
  if (verdict) {
    if (!verdict.baseline || !verdict.resultToken) return undefined
    return {
      applicationToken: verdict.applicationToken,
      resultToken: verdict.resultToken,
      runId: verdict.runId,
      commit,
      siteShown: verdict.siteShown,
      targetUrl: verdict.targetUrl
    }
  }
  return legacyRecordOf(status, commit)
}

/** The record a status of the older form holds, when the action wrote it after a passing gate. */
export function legacyRecordOf(
  status: StatusLike,
  commit: string
): DefaultBranchRecord | undefined {
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
    commit,
    siteShown: words[3] === undefined,
    targetUrl: typeof status.target_url === 'string' ? status.target_url : undefined
  }
}

/** One commit of the default branch and its statuses, newest first (as GitHub lists them). */
export interface CommitStatuses {
  commit: string
  statuses: readonly StatusLike[]
}

/**
 * The application's records, newest first (the commits newest first, each commit's statuses
 * newest first), never one this workflow run wrote: a re-run must not compare with its own
 * earlier attempt. `ownLeftOut`: how many of this run's records were passed over, for the log.
 * The reader takes the first whose run checks out (recordRunProblem).
 */
export function recordsOf(
  commits: readonly CommitStatuses[],
  applicationToken: string,
  thisRunId: string
): { records: DefaultBranchRecord[]; ownLeftOut: number } {
  let ownLeftOut = 0
  const records: DefaultBranchRecord[] = []
  for (const { commit, statuses } of commits) {
    for (const status of statuses) {
      const record = recordOf(status, commit)
      if (record?.applicationToken !== applicationToken) continue
      if (record.runId === thisRunId) ownLeftOut++
      else records.push(record)
    }
  }
  return { records, ownLeftOut }
}

/** The newest of recordsOf, unchecked. */
export function newestRecord(
  commits: readonly CommitStatuses[],
  applicationToken: string,
  thisRunId: string
): { record?: DefaultBranchRecord; ownLeftOut: number } {
  const { records, ownLeftOut } = recordsOf(commits, applicationToken, thisRunId)
  return records[0] ? { record: records[0], ownLeftOut } : { ownLeftOut }
}
