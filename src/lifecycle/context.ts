import type { Clock } from '../clock.js'
import type { Config } from '../config.js'
import type { AnnotationCounts, Log } from '../log.js'
import type { ApplicationsApi } from '../api/applications.js'
import type { TestApi } from '../api/test-api.js'
import type { Transport } from '../api/transport.js'
import type { ReportHost } from '../report/host.js'

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
  /** Persist what a later phase needs to stop the test (the post phase on GitHub). */
  state: {
    testKnown(applicationToken: string, resultToken: string, stopOnCancel: boolean): void
    testDone(): void
  }
}
