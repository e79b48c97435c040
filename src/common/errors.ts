// Errors that are not the service's: the workflow's inputs and the workflow's cancellation.
// The service's own errors and their classification live in api/errors.ts.

/** Thrown when inputs fail validation; each problem names its input. Messages are safe to print. */
export class InputError extends Error {
  readonly problems: { input: string; message: string }[]
  constructor(problems: { input: string; message: string }[]) {
    super(problems.map((p) => `${p.input}: ${p.message}`).join('\n'))
    this.name = 'InputError'
    this.problems = problems
  }
}

/** The run was cancelled (SIGINT/SIGTERM from the runner, or a cancelled wait). */
export class CancelledError extends Error {
  constructor(readonly signalName: string) {
    super(`The workflow was cancelled (${signalName})`)
    this.name = 'CancelledError'
  }
}
