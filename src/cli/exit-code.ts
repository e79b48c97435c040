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
  `${EXIT.passed}  passed; also started (start), and a stop that found nothing running`,
  `${EXIT.gateFailed}  the gate failed on findings`,
  `${EXIT.error}  error: bad arguments (no request sent), refused token, unreadable result, service or network failure, a report file that cannot be written`,
  `${EXIT.timedOut}  timed out (with --fail-on-timeout true, the default)`,
  `${EXIT.stopped}  the test was stopped or failed on the service`,
  '130/143  cancelled by SIGINT/SIGTERM (the test this run started is stopped first)'
]

export function exitCode(outcome: string | undefined, failed: boolean): number {
  if (!failed) return EXIT.passed
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
