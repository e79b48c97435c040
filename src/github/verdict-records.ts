// The verdict record: one commit status per application on the commit a run judged, written by
// every run on GitHub that reaches an outcome (docs/every-path-to-main.md). It is at once
// - the required check a ruleset names (its context is stable and the same on every event),
// - what the merge queue judges its commit by (the pull request head's newest record),
// - and, when it says the gate passed on a test the run established, a baseline: `previous` on a
//   pull request's commits, `default-branch` on the default branch's.
// As pure rules: what a status says (built here, at most 140 characters) and what a status read
// back claims (parsed here, strictly: anything else is no record). A claim is only a claim: the
// run it names is checked (record-run.ts) before anything is taken from it.
import type { BuildUnderTest } from '../build.js'
import { RECORDER, type StatusLike } from './baseline-records.js'

/** The context of an application's verdict: what a ruleset requires. */
export function verdictContext(applicationToken: string): string {
  return `security-test-action/${applicationToken}`
}

const CONTEXT = /^security-test-action\/([a-z0-9]{32})$/

/** The outcomes a verdict record may state, as its description writes them. */
export type RecordedOutcome = 'passed' | 'warned' | 'failed' | 'error' | 'timed-out' | 'stopped'

export type VerdictState = 'success' | 'failure' | 'error'

/** The commit status state of an outcome: a pass with warnings is a pass. */
export function stateOf(outcome: RecordedOutcome): VerdictState {
  if (outcome === 'passed' || outcome === 'warned') return 'success'
  return outcome === 'failed' ? 'failure' : 'error'
}

const WORD: Record<RecordedOutcome, string> = {
  passed: 'Passed',
  warned: 'Warned',
  failed: 'Failed',
  error: 'Error',
  'timed-out': 'Timed out',
  stopped: 'Stopped'
}

/**
 * Whether the record may serve as a baseline (a passing verdict on a test this run established,
 * of this commit), and whether the run showed the site served the commit.
 */
export type BaselineUse = 'site shown' | 'site not shown' | 'not a baseline'

/** What a run says of one application's verdict. Numbers and tokens only: no service text. */
export interface VerdictFacts {
  outcome: RecordedOutcome
  /**
   * The counts that decided it, already short (e.g. `2 counted (critical 1, high 1) of 5
   * unfixed`), longest first: the first that fits in 140 characters is written.
   */
  counts: readonly string[]
  resultToken?: string
  runId: string
  baseline: BaselineUse
}

/** The description GitHub keeps (at most 140 characters). */
export const DESCRIPTION_LIMIT = 140

/** `Failed: 2 counted (critical 2) of 5 unfixed · test 3f… · run 123 · not a baseline` */
export function verdictDescription(f: VerdictFacts): string {
  const test = f.resultToken ? `test ${f.resultToken}` : 'no test'
  const suffix = f.baseline === 'site shown' ? '' : ` · ${f.baseline}`
  const make = (counts: string): string =>
    `${WORD[f.outcome]}: ${counts} · ${test} · run ${f.runId}${suffix}`
  for (const counts of [...f.counts, 'see the run']) {
    const text = make(counts)
    if (text.length <= DESCRIPTION_LIMIT && COUNTS.test(counts)) return text
  }
  return make('see the run').slice(0, DESCRIPTION_LIMIT)
}

/** What a counts part may hold: no separator of the grammar, short. */
const COUNTS = /^[^·]{1,80}$/

const DESCRIPTION =
  /^(Passed|Warned|Failed|Error|Timed out|Stopped): ([^·]{1,80}) · (?:test ([a-z0-9]{32})|no test) · run (\d{1,20})(?: · (site not shown|not a baseline))?$/

/** A verdict record as read back from a commit status. */
export interface VerdictRecord {
  applicationToken: string
  /** The commit the status is on (40 hex digits). */
  commit: string
  state: VerdictState
  outcome: RecordedOutcome
  /** The counts as the record states them (numbers only; for a line naming why). */
  counts: string
  resultToken?: string
  runId: string
  /** A passing verdict on a test the writing run established: its result may be a baseline. */
  baseline: boolean
  /** The writing run showed the site served the commit (deployment-environment, build-check). */
  siteShown: boolean
  targetUrl?: string
}

/**
 * The verdict a status claims, when it is one the action wrote: GitHub Actions' bot, this
 * context form, a description of this grammar whose outcome agrees with the status's state.
 */
export function verdictOf(status: StatusLike, commit: string): VerdictRecord | undefined {
  if (status.creator?.login !== RECORDER.login || status.creator?.type !== RECORDER.type) {
    return undefined
  }
  const context = typeof status.context === 'string' ? CONTEXT.exec(status.context) : null
  const words = typeof status.description === 'string' ? DESCRIPTION.exec(status.description) : null
  if (!context?.[1] || !words?.[1] || !words[2] || !words[4]) return undefined
  const outcome = (Object.keys(WORD) as RecordedOutcome[]).find((o) => WORD[o] === words[1])
  if (!outcome || status.state !== stateOf(outcome)) return undefined
  const resultToken = words[3]
  const use = words[5]
  return {
    applicationToken: context[1],
    commit,
    state: stateOf(outcome),
    outcome,
    counts: words[2],
    ...(resultToken ? { resultToken } : {}),
    runId: words[4],
    baseline:
      stateOf(outcome) === 'success' && resultToken !== undefined && use !== 'not a baseline',
    siteShown: use === undefined,
    ...(typeof status.target_url === 'string' ? { targetUrl: status.target_url } : {})
  }
}

/**
 * The application's newest verdict on a commit from its statuses (newest first, as GitHub lists
 * them): the first status of its context that GitHub Actions' bot wrote, or undefined when there
 * is none. A bot status of the context that is not a readable record is returned as `unreadable`:
 * the newest verdict cannot be known, and a reader must not look past it to an older one.
 */
export function newestVerdict(
  statuses: readonly StatusLike[],
  commit: string,
  applicationToken: string
): { record: VerdictRecord } | { unreadable: true } | undefined {
  const context = verdictContext(applicationToken)
  for (const status of statuses) {
    if (status.context !== context) continue
    if (status.creator?.login !== RECORDER.login || status.creator?.type !== RECORDER.type) {
      continue
    }
    const record = verdictOf(status, commit)
    return record ? { record } : { unreadable: true }
  }
  return undefined
}

/**
 * Whether the judged test is this run's own, as far as the run knows without asking: one it
 * started is; one it reused (reuse: same-build) or attached to (if-running: attach) may have
 * started before the run — a reader (record-run.ts) refuses a baseline whose test did not start
 * within the attempt that wrote its record, so such a test is compared with the attempt's start
 * first, and a record of one that started before says `not a baseline`.
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
  return `the test this run ${judged.how} started at ${at(judged.startTime)}, before this run (it began at ${at(attemptStart)}), so no reader would take it as this run's; only a test started within the run is a baseline`
}
