// The command line: `security-test <command> [--<input> <value> …]` and the tool's own flags.
// The inputs are the action's, by the same names (INPUT_NAMES), so one definition serves both;
// every problem is collected, none stops the reading, and nothing here sends a request.
import { INPUT_NAMES, type InputName } from '../inputs/read-config.js'
import { shown } from '../inputs/parsers.js'
import { closest } from '../common/did-you-mean.js'

/** The tool's own flags, each taking a path. */
export const FILE_FLAGS = [
  'junit-file',
  'gitlab-report-file',
  'summary-file',
  'outputs-file'
] as const
export type FileFlag = (typeof FILE_FLAGS)[number]

/**
 * Inputs of the action that mean nothing off GitHub: the tool writes no pull-request comment, so
 * it takes neither the switch nor the token for it, and it cannot see GitHub's deployments to
 * wait on (refused, not ignored: a user relying on them learns at once, and a gate never starts
 * without the wait it was told to make).
 */
export const GITHUB_ONLY_INPUTS: readonly InputName[] = [
  'comment',
  'github-token',
  'deployment-environment',
  'commit-status',
  'merge-queue'
]

/** The tool's exit code for the outcome `warned` (src/cli/exit-code.ts). */
export const WARN_EXIT_CODE = 'warn-exit-code'

/** Inputs that take a list: repeating the flag adds to it. */
const LIST_INPUTS: readonly InputName[] = ['application-token', 'result-token']

/** The action's inputs the tool takes as flags, in the contract's order. */
export const CLI_INPUTS: readonly InputName[] = INPUT_NAMES.filter(
  (n) => !GITHUB_ONLY_INPUTS.includes(n)
)

export interface ArgProblem {
  /** What the user typed it as: `--timeout`, or `command` for the positional word. */
  argument: string
  message: string
}

export interface CliArgs {
  help: boolean
  version: boolean
  /** The action's inputs given, by name (the command included). */
  inputs: Partial<Record<InputName, string>>
  files: Partial<Record<FileFlag, string>>
  /** --warn-exit-code as given (checked by warnExitCode in exit-code.ts). */
  warnExitCode?: string
  /** Nothing at all was given (the tool then shows its usage). */
  empty: boolean
  problems: ArgProblem[]
}

export function parseArgs(argv: readonly string[]): CliArgs {
  const args: CliArgs = {
    help: false,
    version: false,
    inputs: {},
    files: {},
    empty: argv.length === 0,
    problems: []
  }
  const seen = new Set<string>()
  const problem = (argument: string, message: string): void => {
    args.problems.push({ argument, message })
  }
  let positional: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--help' || arg === '-h') {
      args.help = true
      continue
    }
    if (arg === '--version' || arg === '-V') {
      args.version = true
      continue
    }
    if (!arg.startsWith('--')) {
      if (positional === undefined) positional = arg
      else problem(shown(arg), 'is one word too many; flags start with --, e.g. --timeout 45m')
      continue
    }
    const eq = arg.indexOf('=')
    const name = (eq < 0 ? arg.slice(2) : arg.slice(2, eq)).toLowerCase()
    let value: string | undefined
    if (eq >= 0) value = arg.slice(eq + 1)
    else if (i + 1 < argv.length && !(argv[i + 1] as string).startsWith('--')) value = argv[++i]
    const flag = `--${name}`
    const isInput = (INPUT_NAMES as readonly string[]).includes(name)
    const isFile = (FILE_FLAGS as readonly string[]).includes(name)
    if (name === WARN_EXIT_CODE) {
      if (value === undefined) problem(flag, 'needs a value, e.g. --warn-exit-code 3')
      else if (args.warnExitCode !== undefined) problem(flag, 'is given twice; give it once')
      else args.warnExitCode = value
      continue
    }
    if (isInput && GITHUB_ONLY_INPUTS.includes(name as InputName)) {
      problem(
        flag,
        name === 'deployment-environment'
          ? 'is for the GitHub Action only: the tool cannot see deployments; use --build-check to show the site serves the commit'
          : 'is for the GitHub Action only: the tool writes no pull-request comment'
      )
      continue
    }
    if (!isInput && !isFile) {
      problem(shown(flag), unknownFlag(name))
      continue
    }
    if (value === undefined) {
      problem(flag, 'needs a value, e.g. ' + example(name))
      continue
    }
    if (seen.has(name) && !LIST_INPUTS.includes(name as InputName)) {
      problem(flag, 'is given twice; give it once')
      continue
    }
    seen.add(name)
    if (isFile) args.files[name as FileFlag] = value
    else {
      const prior = args.inputs[name as InputName]
      args.inputs[name as InputName] = prior === undefined ? value : `${prior}\n${value}`
    }
  }
  if (positional !== undefined) {
    if (args.inputs.command !== undefined) {
      problem(COMMAND_WORD, 'is given both as a word and as --command; give it once')
    } else args.inputs.command = positional
  }
  return args
}

/** How problems name the command (the first word, or --command): never as an input. */
export const COMMAND_WORD = 'security-test <command>'

/** Every flag the tool takes, by name without the dashes (the action's GitHub-only ones left out). */
const KNOWN_FLAGS: readonly string[] = [...CLI_INPUTS, ...FILE_FLAGS, 'help', 'version']

function unknownFlag(name: string): string {
  const guess = closest(name, KNOWN_FLAGS)
  return guess === undefined
    ? 'is not a flag of security-test; see security-test --help'
    : `is not a flag of security-test; did you mean --${guess}?`
}

function example(name: string): string {
  if (name.endsWith('-file')) return `--${name} PATH`
  if (name === 'timeout') return '--timeout 45m'
  if (name === 'base-url') return '--base-url https://api.example.com'
  if (name === 'trend') return '--trend 5'
  return `--${name} VALUE`
}
