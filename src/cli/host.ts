// The command line as the run's host: inputs from flags (the access token from the environment),
// outputs kept for the tool to act on and write, the log on stderr, report files under
// security-test-results/ unless named, when the pipeline began from the CI system's variables.
// The tool has no later phase, so it keeps no test state: a cancelled run stops its test itself
// before it exits.
import type { InputName } from '../inputs/read-config.js'
import { writeTextSafely } from '../report/file-write.js'
import type { ReportHost } from '../report/host.js'
import { listingText } from '../report/list.js'
import { writeReportFile, type UnwrittenFile } from '../report/unwritten.js'
import type { Host, TestState } from '../run/host.js'
import { ACCESS_TOKEN_ENV } from './help.js'
import type { CliLog } from './log.js'
import { detectCi } from './ci-system.js'
import { ciJobUrl } from './job-url.js'
import { cliCommit } from './commit.js'
import { cliRunStart } from './run-start.js'
import { cliRepository } from './repository.js'
import { CLI_WORDS } from './words.js'

export interface CliHostOptions {
  inputs: Partial<Record<InputName, string>>
  env: NodeJS.ProcessEnv
  log: CliLog
  /** Absolute folder for report files written without a path. */
  resultsDir: string
  /** Absolute path of the summary file, when there is one. */
  summaryFile?: string
  anchorFile: string
  /** Where the tool prints what a command shows (the list's table). */
  stdout?: (text: string) => void
}

export interface CliHost extends Host {
  /** Every output the run set, by name. */
  outputs: Map<string, string>
  /** The failure line, when the run failed. */
  failure(): string | undefined
  /** The summary file, when it could not be made (the run writes none to it then). */
  summaryUnwritten(): UnwrittenFile | undefined
}

const NO_STATE: TestState = { testKnown: () => undefined, testDone: () => undefined }

export function cliHost(o: CliHostOptions): CliHost {
  const outputs = new Map<string, string>()
  let failure: string | undefined
  let summaryUnwritten: UnwrittenFile | undefined
  const reports: ReportHost = {
    tempDir: o.resultsDir,
    summaryFile: o.summaryFile,
    summaryIsReport: true,
    // main.ts prints the failure line last, after the report files (each error said once).
    reasonLast: true,
    words: CLI_WORDS,
    repository: cliRepository(o.env, detectCi(o.env)),
    // Only the test-result predicate names it: the tool comments on no pull request.
    runUrl: ciJobUrl(o.env, detectCi(o.env)),
    sarifAnchor: () => o.anchorFile,
    showListing: (listing) => o.stdout?.(o.log.redact(listingText(listing))),
    // There is no pull request to comment on (the comment input is refused by the argument parser).
    comment: () => Promise.resolve(undefined)
  }
  return {
    input: (name) => inputValue(o, name),
    mask: (secret) => o.log.mask(secret),
    log: o.log,
    setOutput: (name, value) => outputs.set(name, value),
    // Said last, after the report files are written (main.ts), so the log ends with the reason.
    fail: (line) => {
      failure = line
    },
    reports: () => {
      summaryUnwritten = prepareSummaryFile(o.summaryFile)
      // Said once, by the tool after the run (main.ts), rather than by every write that fails.
      if (summaryUnwritten) reports.summaryFile = undefined
      return reports
    },
    runStart: () => Promise.resolve(cliRunStart(o.env, detectCi(o.env))),
    // Asked once per run (several applications share it), so a bad variable is warned of once.
    build: (config) => {
      let known: { commit: ReturnType<typeof cliCommit> } | undefined
      return { commit: () => (known ??= { commit: cliCommit(o.env, config.commit, o.log) }).commit }
    },
    state: NO_STATE,
    words: CLI_WORDS,
    outputs,
    failure: () => failure,
    summaryUnwritten: () => summaryUnwritten
  }
}

/** An input trimmed, as the runner's getInput gives it: the value masked is the value used. */
function inputValue(o: CliHostOptions, name: string): string {
  if (name === 'access-token') {
    return (o.inputs['access-token'] ?? o.env[ACCESS_TOKEN_ENV] ?? '').trim()
  }
  return (o.inputs[name as InputName] ?? '').trim()
}

/**
 * The summary file starts empty: the action appends to a job summary that other steps share, the
 * tool writes its own. (The report writers make the folders of their files themselves.)
 */
function prepareSummaryFile(file: string | undefined): UnwrittenFile | undefined {
  if (!file) return undefined
  return writeReportFile(`the summary file ${file}`, () => {
    writeTextSafely(file, '')
  })
}
