#!/usr/bin/env node
// The command-line tool's entry (dist/cli.js, package.json `bin`). SIGINT/SIGTERM abort the run,
// which stops the test it started (within 3 s) before the tool exits; a second signal exits at
// once.
import { runCli } from './cli/main.js'
import { EXIT, signalExitCode } from './cli/exit-code.js'
import { CancelledError } from './common/errors.js'
import { errorText } from './common/text.js'

const controller = new AbortController()
const onSignal = (signal: NodeJS.Signals): void => {
  if (controller.signal.aborted) process.exit(signalExitCode(signal))
  controller.abort(new CancelledError(signal))
}
process.on('SIGINT', onSignal)
process.on('SIGTERM', onSignal)

try {
  process.exitCode = await runCli(
    {
      argv: process.argv.slice(2),
      env: process.env,
      cwd: process.cwd(),
      stdout: (text) => process.stdout.write(text),
      stderr: (text) => process.stderr.write(text),
      stderrIsTty: process.stderr.isTTY === true,
      stderrColumns: process.stderr.columns
    },
    controller.signal
  )
} catch (e) {
  // The run reports its own failures; this is a bug of the tool, still said in one line.
  process.stderr.write(`Error: unexpected error in security-test: ${errorText(e, 500)}\n`)
  process.exitCode = EXIT.error
}
process.off('SIGINT', onSignal)
process.off('SIGTERM', onSignal)
