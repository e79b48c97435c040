// What a run needs from the system it is hosted on. GitHub Actions is one host (src/github/);
// nothing below this seam knows which.
import type { BuildHost } from '../build.js'
import type { CommandResult } from '../command-result.js'
import type { Config } from '../config.js'
import type { DefaultBranchStore, PreviousRecords, RunStart } from '../lifecycle/context.js'
import type { Log } from '../common/log.js'
import type { ReportHost } from '../report/host.js'
import type { Words } from '../words.js'
import type { MergeQueueHost } from './merge-queue.js'

export interface Host {
  /** An input by its contract name ('' when not given). */
  input(name: string): string
  /** Hide a secret from every later line of output. */
  mask(secret: string): void
  log: Log
  setOutput(name: string, value: string): void
  /** Mark the run failed with its one failure line. */
  fail(line: string): void
  /** Where reports go (the pull-request comment needs github-token from the config). */
  reports(config: Config): ReportHost
  /**
   * When the pipeline this run belongs to began — its first attempt, whatever attempt this is —
   * or why that cannot be known. Asked only for `baseline: previous`, at most once per run.
   */
  runStart(config: Config, signal: AbortSignal): Promise<RunStart>
  /**
   * Where `baseline: default-branch` is kept (asked only for it, once per run). Absent: this host
   * keeps no such baseline, and it counts as missing.
   */
  defaultBranch?(config: Config, signal: AbortSignal): DefaultBranchStore
  /**
   * On a merge queue's run (GitHub's `merge_group`): where the queued pull request's recorded
   * verdicts are read (src/run/merge-queue.ts). Undefined on any other run; absent: this host has
   * no merge queue.
   */
  mergeQueue?(config: Config, signal: AbortSignal): MergeQueueHost | undefined
  /**
   * Where each application's verdict is recorded on the commit it judged (asked once per run of
   * scan, wait or report). Absent: this host records none (the command-line tool).
   */
  verdicts?(config: Config, signal: AbortSignal): VerdictRecorder
  /**
   * Where `baseline: previous` reads the verdict records (asked only for it, once per run).
   * Absent: this host keeps none; the previous test only labels what is new.
   */
  previousRecords?(config: Config, signal: AbortSignal): PreviousRecords
  /** What the host knows of the build under test (the commit input comes from `config`). */
  build(config: Config): BuildHost
  /** Keep what a later phase needs to stop the run's tests if this one is killed. */
  state: TestState
  /** How its users name inputs, commands and the run (absent: the action's words). */
  words?: Words
}

/** The tests a run knows, by application (a host without a later phase keeps nothing). */
export interface TestState {
  /** A test is known (resultToken empty while its start is in flight). */
  testKnown(applicationToken: string, resultToken: string, stopOnCancel: boolean): void
  /** Finished, stopped, or left running on purpose: no later phase may stop it. */
  testDone(applicationToken: string): void
}

/** One application's result as the run reached it (its outcome, test, build and counts). */
export interface ApplicationVerdict {
  applicationToken: string
  result: CommandResult
}

/** Records each application's verdict where rulesets, later runs and the merge queue read it. */
export interface VerdictRecorder {
  /**
   * Record every application's verdict; says in the log what it did. `failure`: a line that makes
   * the run an error (the inputs require the record and it could not be written); otherwise a
   * record that cannot be written is a notice or a warning. `ending`: the run ended by an
   * exception or cancellation: best effort within a short bound, whatever the run's signal says.
   */
  record(
    verdicts: readonly ApplicationVerdict[],
    command: Config['command'],
    options?: { ending?: boolean }
  ): Promise<{ failure?: string }>
}
