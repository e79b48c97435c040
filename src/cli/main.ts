// `security-test`: one run of the action's core on the command line. Arguments are checked
// first, all problems together, before any request; then the run; then the files other CI
// systems read (JUnit, GitLab DAST, Azure's summary), the outputs file and the exit code.
import * as fs from 'node:fs'
import * as path from 'node:path'
import { COMMANDS, type Command, type Config } from '../config.js'
import { CancelledError, InputError } from '../common/errors.js'
import { readConfig } from '../inputs/read-config.js'
import { unwrittenFailure, type UnwrittenFile } from '../report/unwritten.js'
import { maskSecrets, runCommand } from '../run/run.js'
import { COMMAND_WORD, parseArgs, type ArgProblem, type CliArgs } from './args.js'
import { RESULTS_DIR, ciDefaults, detectCi } from './ci-system.js'
import { closest } from '../common/did-you-mean.js'
import { colorWanted } from './terminal.js'
import { CLI_WORDS } from './words.js'
import { EXIT, exitCode, signalExitCode, warnExitCode } from './exit-code.js'
import { ACCESS_TOKEN_ENV, helpText } from './help.js'
import { cliHost, type CliHost } from './host.js'
import { ACTION_DESCRIPTIONS } from './input-help.js'
import { cliLog, type CliLog } from './log.js'

export interface CliIo {
  argv: readonly string[]
  env: NodeJS.ProcessEnv
  cwd: string
  stdout: (text: string) => void
  stderr: (text: string) => void
  stderrIsTty: boolean
  /** The width of the terminal stderr is, when it is one. */
  stderrColumns?: number
}

/** Run the tool; resolves to its exit code. `signal` aborts with a CancelledError on SIGINT/SIGTERM. */
export async function runCli(io: CliIo, signal: AbortSignal): Promise<number> {
  const started = new Date()
  // The tool's own commands for a workflow's matrix (.github/workflows/estate.yml): no service,
  // no inputs of the action.
  // Each loaded only when called (as below the version and the report writers): a run's start,
  // up to its first request, does not compile code it will not run or not run yet.
  if (io.argv[0] === 'shard') {
    return (await import(/* webpackMode: "eager" */ './shard.js')).runShard(io.argv.slice(1), io)
  }
  if (io.argv[0] === 'gather') {
    return (await import(/* webpackMode: "eager" */ './gather.js')).runGather(io.argv.slice(1), io)
  }
  const args = parseArgs(io.argv)
  if (args.help || args.version || args.empty) {
    // The version is the SARIF writer's.
    const { TOOL_VERSION } = await import(/* webpackMode: "eager" */ '../report/sarif.js')
    if (args.help) {
      io.stdout(helpText(TOOL_VERSION, ACTION_DESCRIPTIONS))
      return EXIT.passed
    }
    if (args.version) {
      io.stdout(`${TOOL_VERSION}\n`)
      return EXIT.passed
    }
    io.stderr(helpText(TOOL_VERSION, ACTION_DESCRIPTIONS))
    return EXIT.error
  }

  const defaults = ciDefaults(detectCi(io.env))
  const log = cliLog(
    {
      err: io.stderr,
      out: io.stdout,
      terminal: {
        tty: io.stderrIsTty,
        color: colorWanted(io.env, io.stderrIsTty),
        columns: io.stderrColumns
      }
    },
    { azure: defaults.azureCommands, debug: /^(1|true)$/i.test(io.env.SECURITY_TEST_DEBUG ?? '') }
  )
  const inCwd = (file: string | undefined): string | undefined =>
    file ? path.resolve(io.cwd, file) : undefined
  const files = {
    junit: inCwd(args.files['junit-file'] ?? defaults.junitFile),
    gitlab: inCwd(args.files['gitlab-report-file'] ?? defaults.gitlabReportFile),
    summary: inCwd(args.files['summary-file'] ?? defaults.summaryFile),
    outputs: inCwd(args.files['outputs-file'])
  }
  const host = cliHost({
    inputs: args.inputs,
    env: io.env,
    log,
    resultsDir: path.resolve(io.cwd, RESULTS_DIR),
    summaryFile: files.summary,
    anchorFile: defaults.anchorFile,
    stdout: io.stdout
  })
  // Masked before anything is printed, valid or not: the same secrets as the action masks.
  maskSecrets(host)

  const checked = checkArguments(args, host)
  if ('problems' in checked) {
    const line =
      'Invalid arguments (no request was sent):\n' +
      checked.problems.map((p) => `  ${p.argument}: ${p.message}`).join('\n') +
      '\nSee security-test --help.'
    host.setOutput('outcome', 'error')
    // JUnit and the GitLab report say so too: a CI system reading them finds the error, not
    // nothing (GitLab reads a missing DAST report as "no vulnerabilities"). No application is
    // named: its token may be the argument that was wrong.
    const command = host.input('command') || 'scan'
    if ((COMMANDS as readonly string[]).includes(command)) {
      const { writeNativeReports } = await nativeReports()
      await writeNativeReports(
        command as Command,
        { junit: files.junit, gitlab: files.gitlab },
        host.outputs,
        log,
        { started, ended: new Date() },
        { outcome: 'error', failure: log.redact(line) }
      )
    }
    await writeOutputsFile(files.outputs, host, log)
    log.failure(line)
    return EXIT.error
  }
  if (args.inputs['access-token'] !== undefined) {
    log.warning(
      `--access-token is visible to the other processes of this machine; set ${ACCESS_TOKEN_ENV} from the secret store instead.`
    )
  }

  const onAbort = (): void => {
    const reason: unknown = signal.reason
    const name = reason instanceof CancelledError ? reason.signalName : 'a signal'
    log.info(`Received ${name}: cancelling`)
  }
  signal.addEventListener('abort', onAbort, { once: true })
  try {
    await runCommand(host, signal)
  } finally {
    signal.removeEventListener('abort', onAbort)
    log.close()
  }

  // Every report file is part of the verdict (report/unwritten.ts): those the run could not
  // write already made it an error; the summary file it could not make, the native reports and
  // the outputs file do so here, each said in the failure line after the verdict.
  const ranFailure = host.failure()
  const unwritten: UnwrittenFile[] = []
  const summaryUnwritten = host.summaryUnwritten()
  if (summaryUnwritten) unwritten.push(summaryUnwritten)
  const outcome = (): string | undefined =>
    unwritten.length > 0 ? 'error' : host.outputs.get('outcome')
  const failure = (): string | undefined =>
    unwritten.length > 0 ? unwrittenFailure(unwritten, ranFailure) : ranFailure
  if (!signal.aborted) {
    const line = failure()
    const { writeNativeReports } = await nativeReports()
    unwritten.push(
      ...(await writeNativeReports(
        checked.config.command,
        { junit: files.junit, gitlab: files.gitlab },
        host.outputs,
        log,
        { started, ended: new Date() },
        {
          outcome: outcome(),
          // Written to files, which the log's masking does not reach.
          failure: line === undefined ? undefined : log.redact(line),
          applicationToken: host.input('application-token')
        }
      ))
    )
    uploadSummary(files.summary, defaults.azureCommands, log)
  }
  if (unwritten.length > 0) host.setOutput('outcome', 'error')
  const outputsUnwritten = await writeOutputsFile(files.outputs, host, log)
  if (outputsUnwritten) unwritten.push(outputsUnwritten)
  const line = failure()
  if (line !== undefined) log.failure(line)
  const reason: unknown = signal.reason
  if (signal.aborted && reason instanceof CancelledError) {
    return signalExitCode(reason.signalName as NodeJS.Signals)
  }
  const warned = outcome() === 'warned'
  // Azure shows the run "succeeded with issues"; GitLab and Jenkins read the exit code.
  if (warned && line === undefined && defaults.azureCommands) {
    log.azureCommand('task.complete result=SucceededWithIssues;', '')
  }
  return exitCode(
    outcome(),
    line !== undefined,
    warned ? (warnExitCode(args.warnExitCode) as number) : EXIT.passed
  )
}

/** The argument problems and the inputs' own, together; or the validated config. */
function checkArguments(
  args: CliArgs,
  host: CliHost
): { config: Config } | { problems: ArgProblem[] } {
  const problems = [...args.problems]
  const warned = warnExitCode(args.warnExitCode)
  if (typeof warned !== 'number')
    problems.push({ argument: '--warn-exit-code', message: warned.problem })
  let config: Config | undefined
  try {
    config = readConfig((name) => host.input(name), CLI_WORDS)
  } catch (e) {
    if (!(e instanceof InputError)) throw e
    for (const p of e.problems) {
      const fromEnv = p.input === 'access-token' && args.inputs['access-token'] === undefined
      const guess =
        p.input === 'command' ? closest(host.input('command').toLowerCase(), COMMANDS) : undefined
      problems.push({
        argument: fromEnv
          ? ACCESS_TOKEN_ENV
          : p.input === 'command'
            ? COMMAND_WORD
            : `--${p.input}`,
        message:
          fromEnv && host.input('access-token').trim() === ''
            ? "is not set; set it to the service's access token from your CI system's secret store"
            : guess
              ? `${p.message}; did you mean ${guess}?`
              : p.message
      })
    }
  }
  if (problems.length > 0 || config === undefined) return { problems }
  return { config }
}

/** Azure attaches the summary to the run's page (a Markdown file, by absolute path). */
function uploadSummary(file: string | undefined, azure: boolean, log: CliLog): void {
  if (!azure || !file) return
  let size: number
  try {
    size = fs.statSync(file).size
  } catch {
    return
  }
  if (size > 0) log.azureCommand('task.uploadsummary', file)
}

/**
 * The files written after the run (JUnit, the GitLab report, the outputs file), loaded when first
 * needed: they reach the report writers, which the start does not compile.
 */
function nativeReports(): Promise<typeof import('./native-reports.js')> {
  return import(/* webpackMode: "eager" */ './native-reports.js')
}

async function writeOutputsFile(
  file: string | undefined,
  host: CliHost,
  log: CliLog
): Promise<UnwrittenFile | undefined> {
  if (!file) return undefined
  const outputs = Object.fromEntries(host.outputs)
  const { writeText } = await nativeReports()
  return writeText(file, () => `${JSON.stringify(outputs, null, 2)}\n`, 'the outputs file', log)
}
