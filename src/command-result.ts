// How a run ends, as every command reports it to its host.

export type Outcome = 'passed' | 'failed' | 'timed-out' | 'stopped' | 'started' | 'error'

export interface CommandResult {
  outcome: Outcome
  /** One line saying why the step fails (absent when it does not). */
  failure?: string
  /** The application the run acted on, when it knows its name (for the `results` output). */
  application?: { token: string; name?: string }
  /** Step outputs by contract name. */
  outputs: Record<string, string | number | undefined>
}
