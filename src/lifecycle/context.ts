import type { Clock } from '../common/clock.js'
import type { Config } from '../config.js'
import type { AnnotationCounts, Log } from '../common/log.js'
import type { ApplicationsApi } from '../api/applications.js'
import type { TestApi } from '../api/test-api.js'
import type { Transport } from '../api/transport.js'
import type { ReportHost } from '../report/host.js'
import type { ReportContext } from '../report/context.js'
import type { BuildHost } from '../build.js'
import type { Words } from '../words.js'

/**
 * When the pipeline this run belongs to began: its first attempt on GitHub (a re-run keeps it),
 * the pipeline's creation on GitLab. Tests that started at or after it are this pipeline's own
 * (an earlier attempt's included) and never a baseline. `source` names where it came from, for
 * the log; `problem` says why it cannot be known (the baseline then counts as missing).
 */
export type RunStart = { at: number; source: string } | { problem: string }

/**
 * A record that a run on the default branch passed its gate on one application's test (the
 * ratchet of `baseline: default-branch`): the host keeps them where a reader can check that such
 * a run wrote them (GitHub: the verdict records every run writes on the commit it judged).
 */
export interface DefaultBranchRecord {
  applicationToken: string
  /** The test the passing run judged: its result is the baseline. */
  resultToken: string
  /** The workflow run (pipeline) that recorded it. */
  runId: string
  /** The default branch's commit it was recorded on (40 hex digits). */
  commit: string
  /**
   * Whether the recording run showed the site served that commit (deployment-environment or
   * build-check). false: the record says it did not; the test may be of whatever the site served.
   */
  siteShown: boolean
  /** Where the record links (the recording run's page), as the host keeps it. */
  targetUrl?: string
}

/** The newest record for an application, or why there is none (the baseline is then missing). */
export type DefaultBranchFind =
  | { record: DefaultBranchRecord }
  /** `unreadable`: the records could not be read at all (a permission, GitHub unreachable). */
  | { problem: string; unreadable?: true }

/**
 * When the service says a test of the application started (epoch ms); undefined when it does not
 * say (not among its recent tests, or an API that cannot list them). Throws when it cannot be asked.
 */
export type TestStartLookup = (resultToken: string) => Promise<number | undefined>

/** Where a host keeps the records of `baseline: default-branch`. */
export interface DefaultBranchStore {
  /**
   * The newest record for the application on the default branch, never this run's own, whose
   * recorded test started (`testStart`, the service's word) within the run that recorded it.
   */
  find(applicationToken: string, testStart: TestStartLookup): Promise<DefaultBranchFind>
}

/**
 * What `baseline: previous` found among the verdict records (issue 30): the newest passing one,
 * of a test that started before the bound; or why none is a baseline (`problem`: the records were
 * read and none serves, so the baseline is missing); or why no record can be read at all
 * (`unreadable`: the previous test then only labels what is new).
 */
export type PreviousFind =
  | { record: DefaultBranchRecord; from: 'pull-request' | 'default-branch' }
  | { problem: string }
  | { unreadable: string }

/** Where a host keeps the verdict records `baseline: previous` reads (GitHub: commit statuses). */
export interface PreviousRecords {
  /**
   * The newest passing verdict record for the application on this pull request's commits, else
   * the default branch's, never this run's own, whose test started (`testStart`, the service's
   * word) before `before` (epoch ms) and is not `exclude` (the judged test).
   */
  find(
    applicationToken: string,
    testStart: TestStartLookup,
    before: number,
    exclude?: string
  ): Promise<PreviousFind>
}

/** What every command gets: its validated config and the seams, nothing global. */
export interface RunContext<C extends Config = Config> {
  config: C
  transport: Transport
  /** The test lifecycle over v2 or v1. */
  tests: TestApi
  /** Projects, applications and their signatures (v2). */
  applications: ApplicationsApi
  clock: Clock
  log: Log
  /** Annotations the run has emitted so far, per level (GitHub keeps 10 per level per step). */
  annotationsUsed: () => AnnotationCounts
  /** Aborted when the workflow is cancelled (SIGINT/SIGTERM). */
  signal: AbortSignal
  /** Where reports go: files, the job summary, the pull-request comment. */
  reports: ReportHost
  /** The host's words for inputs, commands and the run, in hints and messages. */
  words: Words
  /**
   * When this run's pipeline began (asked once per run, and only by `baseline: previous`).
   * Absent: the host cannot tell, and the baseline counts as missing.
   */
  runStart?: () => Promise<RunStart>
  /**
   * The records of passing default-branch runs (only with `baseline: default-branch`). Absent: the
   * host keeps none, and the baseline counts as missing.
   */
  defaultBranch?: DefaultBranchStore
  /**
   * The verdict records `baseline: previous` reads (only with it). Absent: the host keeps none,
   * and the previous test only labels what is new.
   */
  previousRecords?: PreviousRecords
  /** The build under test as the host knows it (commit, deployments); absent: nothing known. */
  build?: BuildHost
  /** Present when this application is one of several in the step (src/run/estate.ts). */
  estate?: EstateHooks
  /** Persist what a later phase needs to stop the test (the post phase on GitHub). */
  state: {
    testKnown(applicationToken: string, resultToken: string, stopOnCancel: boolean): void
    testDone(): void
    /** The answer of a start request just sent: a cancellation stops only the test it names. */
    startInFlight?(applicationToken: string, answer: Promise<string>): void
  }
}

/** What one application's run shares with the others of its step. */
export interface EstateHooks {
  /** The pause before status poll `round`, on the step's one schedule (polls go out together). */
  pollPause: (round: number) => number
  /** Fetch, judge and report results one at a time: one parsed result in memory at once. */
  oneAtATime: <T>(work: () => Promise<T>) => Promise<T>
  /** This application's report, for the step's one summary, annotation set and comment. */
  reported: (report: ReportContext) => void
  /** This application's share of its SARIF folder's one upload (sarifFolderPlan). */
  sarifMaxGzipBytes?: number
}
