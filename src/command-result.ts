// How a run ends, as every command reports it to its host.

export type Outcome = 'passed' | 'warned' | 'failed' | 'timed-out' | 'stopped' | 'started' | 'error'

import type { BuildUnderTest } from './build.js'
import type { Severity, SeverityCounts } from './findings/types.js'

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
   * The gate's numbers (no service text), when it judged: what the verdict record on the commit
   * says decided it (src/github/verdict-status.ts).
   */
  gate?: GateCounts
  /**
   * What a verdict record states in place of the gate's counts, when the verdict came from
   * elsewhere (e.g. the merge queue judging its commit by the pull request head's record): short,
   * numbers and tokens only, no `·`.
   */
  recordCounts?: string
  /** With several applications: each one's own result (their builds, tests and outcomes). */
  parts?: readonly CommandResult[]
  /** Step outputs by contract name. */
  outputs: Record<string, string | number | undefined>
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
