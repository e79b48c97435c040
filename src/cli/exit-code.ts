// The tool's exit code, from how the run ended: the `outcome` output and whether the run failed
// (a timeout fails only with fail-on-timeout: true; `stopped` only when a waited-for test ended).
export const EXIT = {
  passed: 0,
  gateFailed: 1,
  error: 2,
  timedOut: 3,
  stopped: 4
} as const

/** For --help and docs/ci-systems.md. */
export const EXIT_CODE_HELP = [
  `${EXIT.passed}  passed; also started (start), and a stop that found nothing running; warned (passed with warn findings or accepted risks about to expire) unless --warn-exit-code says otherwise`,
  `${EXIT.gateFailed}  the gate failed on findings`,
  `${EXIT.error}  error: bad arguments (no request sent), refused token, unreadable result or test status, service or network failure, a report file that cannot be written`,
  `${EXIT.timedOut}  timed out (with --fail-on-timeout true, the default)`,
  `${EXIT.stopped}  the test was stopped or failed on the service`,
  '130/143  cancelled by SIGINT/SIGTERM (the test this run started is stopped first)'
]

/**
 * --warn-exit-code: 0–255, the exit code of `warned` (GitLab's `allow_failure: exit_codes`), or a
 * problem to report with the other arguments.
 */
export function warnExitCode(value: string | undefined): number | { problem: string } {
  if (value === undefined) return EXIT.passed
  const n = /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : NaN
  if (!(n >= 0 && n <= 255)) {
    return {
      problem: 'must be an exit code from 0 to 255 (0: warned passes), e.g. --warn-exit-code 3'
    }
  }
  return n
}

export function exitCode(
  outcome: string | undefined,
  failed: boolean,
  warned: number = EXIT.passed
): number {
  if (!failed) return outcome === 'warned' ? warned : EXIT.passed
  switch (outcome) {
    case 'failed':
      return EXIT.gateFailed
    case 'timed-out':
      return EXIT.timedOut
    case 'stopped':
      return EXIT.stopped
    default:
      return EXIT.error
  }
}

/** 128 + the signal's number, as a shell reports a process ended by it. */
export function signalExitCode(signal: NodeJS.Signals): number {
  return signal === 'SIGINT' ? 130 : 143
}
