#!/usr/bin/env node
// The command-line tool's entry (dist/cli.js, package.json `bin`). SIGINT/SIGTERM abort the run,
// which stops the test it started (within 3 s) before the tool exits; a second signal exits at
// once.
//
// `security-test --help` alone prints text made when the tool was built (src/cli/help-text.ts)
// and loads nothing else; every other call loads the tool on demand (dist/cli.<n>.cjs, split out
// by scripts/normalise-bundle.mjs), so the help's start-up is not spent compiling the rest.
import { HELP_TEXT } from './cli/help-text.js'

const argv = process.argv.slice(2)
if (argv.length === 1 && (argv[0] === '--help' || argv[0] === '-h')) {
  process.stdout.write(HELP_TEXT)
} else {
  await run(argv)
}

async function run(argv: string[]): Promise<void> {
  const [{ runCli }, { EXIT, signalExitCode }, { CancelledError }, { errorText }] =
    await Promise.all([
      import(/* webpackMode: "eager" */ './cli/main.js'),
      import(/* webpackMode: "eager" */ './cli/exit-code.js'),
      import(/* webpackMode: "eager" */ './common/errors.js'),
      import(/* webpackMode: "eager" */ './common/text.js')
    ])
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
        argv,
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
}
