// Where `baseline: default-branch` is kept on GitHub, as pure rules: a run on the default branch
// whose gate passed writes a commit status on its commit, one per application, naming the test it
// judged; a later run reads the newest such status on the default branch's newest commits.
//
// Why commit statuses (docs/baselines-and-accepted-risks.md): they need no step besides the
// action and no service of the runner (the Actions cache and artifacts upload through the
// runner's own services), only the REST API with `statuses: write` where the baseline is recorded
// and `statuses: read` where it is read; a pull request's token from a fork cannot write them; and
// a status names its creator and links to its run, so a record counts only when GitHub Actions
// wrote it and the run it names is this workflow's passing default-branch run of that commit
// (recordRunProblem in record-run.ts).
import type { BuildUnderTest } from '../build.js'
import type { DefaultBranchRecord } from '../lifecycle/context.js'
import { RECORDING_EVENTS } from './record-run.js'

/** The status's name; one per application, so several applications keep their own baselines. */
export function statusContext(applicationToken: string): string {
  return `security-test-action/baseline/${applicationToken}`
}

/** Said of a test whose build was not shown to be served (no deployment, no build check). */
const NOT_SHOWN = '; site not shown to serve it'

/**
 * What the status says (at most 140 characters): the test and the run, read back below, and —
 * when nothing showed the site served the commit — that it was not shown, so a reader can say so.
 */
export function statusDescription(
  resultToken: string,
  runId: string,
  shownBy: BuildUnderTest['shownBy'] = 'nothing'
): string {
  return `Gate passed: test ${resultToken} of run ${runId}${shownBy === 'nothing' ? NOT_SHOWN : ''}`
}

// The form without the suffix is also what records written before the suffix existed say; those
// were not checked either, so only the suffix-less form written now is "shown" (see recordOf).
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

/** A test whose gate passed, as the host decides whether to record it. */
export interface RecordableTest {
  /** The build the test judged, as this run established it; absent: it established none. */
  build?: BuildUnderTest
}

/**
 * Why this test may not move the default branch's baseline (one line), or undefined. Only a test
 * of the run's own commit (GITHUB_SHA), whose build this run established (scan: it started the
 * test, or reused one of that build): a `report` or `wait` judges a test anyone may have started
 * — a pull request's included — and a `commit` input naming another commit tests another build.
 * A build not shown to be served (no deployment-environment, no build-check) is recorded, and
 * the record says so (statusDescription).
 */
export function testRecordProblem(
  test: RecordableTest,
  command: string,
  runSha: string
): string | undefined {
  if (!test.build) {
    return `${command} judged a test whose build this run did not establish (only scan records it: it starts the test, or reuses one of this build)`
  }
  const sha = test.build.commit?.sha
  if (!sha) return 'the commit under test is not known'
  if (sha !== runSha) {
    return `the commit under test ${sha.slice(0, 12)} is not GITHUB_SHA ${runSha.slice(0, 12)} (the commit input names another commit)`
  }
  return undefined
}

/**
 * Whether the judged test is this run's own, as far as the run knows without asking: one it
 * started is; one it reused (reuse: same-build) or attached to (if-running: attach) may have
 * started before the run — a reader (record-run.ts) refuses a record whose test did not start
 * within the attempt that wrote it, so such a test is compared with the attempt's start first.
 */
export function judgedTestStart(
  build: BuildUnderTest
): { own: true } | { startTime: number; how: string } | { problem: string } {
  if (build.judged?.startedByThisRun) return { own: true }
  const how = build.reused ? 'reused' : 'attached to'
  const startTime = build.reused ? build.reused.startTime : build.judged?.startTime
  if (!build.reused && !build.judged)
    return { problem: 'how this run came to its test is not known' }
  if (startTime === undefined || !Number.isFinite(startTime)) {
    return { problem: `when the test this run ${how} started is not known` }
  }
  return { startTime, how }
}

/**
 * Why a reused or attached test is not this attempt's (it started before the attempt, beyond
 * the clocks' margin), or undefined. `attemptStart`: the attempt's `run_started_at` (epoch ms).
 */
export function startedBeforeRunProblem(
  judged: { startTime: number; how: string },
  attemptStart: number,
  marginMs: number
): string | undefined {
  if (judged.startTime >= attemptStart - marginMs) return undefined
  const at = (ms: number): string => new Date(ms).toISOString().replace(/\.000Z$/, 'Z')
  return `the test this run ${judged.how} started at ${at(judged.startTime)}, before this run (it began at ${at(attemptStart)}), so no reader would take it as this run's; only a test started within the run is the default branch's baseline`
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
