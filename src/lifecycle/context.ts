import type { Clock } from '../clock.js'
import type { Config } from '../config.js'
import type { AnnotationCounts, Log } from '../log.js'
import type { TestApi } from '../api/test-api.js'
import type { Transport } from '../api/transport.js'

export type Outcome = 'passed' | 'failed' | 'timed-out' | 'stopped' | 'started' | 'error'

/** What every command gets: the validated config and the seams, nothing global. */
export interface RunContext {
  config: Config
  transport: Transport
  /** The test lifecycle over v2 or v1. */
  tests: TestApi
  clock: Clock
  log: Log
  /** Annotations the run has emitted so far, per level (GitHub keeps 10 per level per step). */
  annotationsUsed: () => AnnotationCounts
  /** Aborted when the workflow is cancelled (SIGINT/SIGTERM). */
  signal: AbortSignal
  env: NodeJS.ProcessEnv
  /** Persist what the post phase needs (core.saveState in production). */
  state: {
    testKnown(applicationToken: string, resultToken: string, stopOnCancel: boolean): void
    testDone(): void
  }
}

export interface CommandResult {
  outcome: Outcome
  /** One line saying why the step fails (absent when it does not). */
  failure?: string
  /** Step outputs by contract name. */
  outputs: Record<string, string | number | undefined>
}
