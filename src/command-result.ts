// How a run ends, as every command reports it to its host.

export type Outcome = 'passed' | 'warned' | 'failed' | 'timed-out' | 'stopped' | 'started' | 'error'

/**
 * The outcomes of a test that reached an end, worst first: the order every combined verdict
 * takes (several applications in one step, the estate's shards gathered) and the docs state.
 */
export const OUTCOMES_WORST_FIRST: readonly Outcome[] = [
  'error',
  'timed-out',
  'stopped',
  'failed',
  'warned',
  'passed'
]

import type { BuildUnderTest } from './build.js'
import { SEVERITIES, type Severity, type SeverityCounts } from './findings/types.js'

/**
 * The count outputs, in the contract's order. Here, not beside publish (src/report/publish.ts):
 * combining several applications' verdicts needs them, and the start does not load the reports.
 */
export const COUNT_OUTPUTS: readonly string[] = [
  'unfixed-count',
  'fixed-count',
  'total-count',
  'new-count',
  ...SEVERITIES.map((s) => `${s}-count`),
  'warned-count',
  'regressed-count'
]

export interface CommandResult {
  outcome: Outcome
  /** One line saying why the step fails (absent when it does not). */
  failure?: string
  /** The application the run acted on, when it knows its name (for the `results` output). */
  application?: { token: string; name?: string }
  /**
   * The build the verdict is about, as this run established it before its test (scan); absent
   * when it established none (wait and report judge a test they did not start). Not an output:
   * what may move the default branch's baseline (src/run/run.ts).
   */
  build?: BuildUnderTest
  /**
   * What the gate decided, by occurrence id (the JSON report's `id`): absent when no verdict was
   * reached. Carried from the one verdict that set `outcome`, so the test-result predicate
   * (src/report/test-result-predicate.ts) never judges the result a second time.
   */
  gateIds?: GateIds
  /**
   * The gate's numbers (no service text), when it judged: what the verdict record on the commit
   * says decided it (src/github/verdict-status.ts).
   */
  gate?: GateCounts
  /** With several applications: each one's own result (their builds, tests and outcomes). */
  parts?: readonly CommandResult[]
  /**
   * What the verdict record's counts part says instead of the gate's counts, when the outcome was
   * not reached by judging a test (the merge queue: `head abc1234 of #12 passed`). At most 80
   * characters, no `·`.
   */
  recordCounts?: string
  /**
   * The verdict may never serve as a baseline, whatever else holds (the merge queue's: it judged
   * a record, not a test of this commit).
   */
  notBaseline?: true
  /** Step outputs by contract name. */
  outputs: Record<string, string | number | undefined>
}

export interface GateIds {
  /** The counted occurrences of a gate that failed; empty when it passed. */
  failed: readonly string[]
  /** Unfixed occurrences under a `warn` policy rule (shown, never counted). */
  warned: readonly string[]
}

/** The gate's counts as the verdict record states them. */
export interface GateCounts {
  /** The unfixed occurrences the gate counted, by severity. */
  counted: SeverityCounts
  /** Every unfixed occurrence. */
  unfixed: number
  /** Severities whose counted occurrences broke their per-severity budget, worst first. */
  overBudget: readonly Severity[]
}
