// Rules across inputs: each is skipped where an input it rests on is itself wrong (its own
// problem is already recorded).
import { ESTATE_COMMANDS, V1_COMMANDS, type Command, type Settings } from '../config.js'
import { shown } from './parsers.js'
import type { InputReader } from './reader.js'

/** Commands that need no application: they create one (register) or show them all (list). */
const WITHOUT_APPLICATION: readonly Command[] = ['register', 'list']

export interface ReadSoFar {
  command: Command | undefined
  config: Settings
  applicationTokens: string[] | undefined
  resultTokens: string[] | undefined
}

export function crossInputRules(
  { problem, requireInput, words }: InputReader,
  { command, config, applicationTokens, resultTokens }: ReadSoFar
): void {
  const v2 = words.setting('api-version', 'v2')
  if (config.apiVersion === 'v1' && command !== undefined && !V1_COMMANDS.includes(command)) {
    problem(
      'command',
      `${shown(command)} does not exist with ${words.input('api-version')} v1; use ${v2}, or one of ${V1_COMMANDS.join(', ')}`
    )
  }
  // v1 cannot list running tests: asking to stop or fail on one could not be honoured.
  const startsTests = command === 'scan' || command === 'start'
  if (config.apiVersion === 'v1' && startsTests && config.ifRunning !== undefined) {
    if (config.ifRunning !== 'attach') {
      problem(
        'if-running',
        `${shown(config.ifRunning)} needs the running-tests list, which ${words.input('api-version')} v1 does not have; use ${v2}, or leave ${words.input('if-running')} at its default (attach)`
      )
    }
  }
  // v1 has no past sessions: a previous test cannot be found, and the step would learn so only
  // after a whole test had run.
  const gates = command === 'scan' || command === 'wait' || command === 'report'
  if (config.apiVersion === 'v1' && gates && config.baseline?.kind === 'previous') {
    problem(
      'baseline',
      `previous needs the past-sessions list, which ${words.input('api-version')} v1 does not have; use ${v2}, or a report file from an earlier run, e.g. ${words.setting('baseline', 'security-test-report.json')}`
    )
  }
  // v1 cannot list running tests, so the test to wait for must be named.
  if (config.apiVersion === 'v1' && command === 'wait') {
    requireInput(
      'result-token',
      `is required by command wait with ${words.input('api-version')} v1 (it cannot list running tests); pass ${words.output('start', 'result-token')}`
    )
  }
  if (command !== undefined && !WITHOUT_APPLICATION.includes(command)) {
    requireInput(
      'application-token',
      `is required by command ${command}; use the application's 32-character token, e.g. 0123456789abcdef0123456789abcdef`
    )
  }
  if (command !== undefined && applicationTokens && applicationTokens.length > 1) {
    if (!ESTATE_COMMANDS.includes(command)) {
      problem(
        'application-token',
        `names ${applicationTokens.length} applications, but command ${command} acts on one; give one token, or use one of ${ESTATE_COMMANDS.join(', ')}`
      )
    }
  }
  if (
    resultTokens &&
    resultTokens.length > 1 &&
    resultTokens.length !== applicationTokens?.length
  ) {
    problem(
      'result-token',
      `names ${resultTokens.length} test runs for ${applicationTokens?.length ?? 0} application(s); give one per ${words.input('application-token')}, in the same order`
    )
  }
  // adopt writes the baseline file: a kind of baseline that is not a file has nowhere to go.
  if (
    command === 'adopt' &&
    (config.baseline?.kind === 'previous' || config.baseline?.kind === 'default-branch')
  ) {
    problem(
      'baseline',
      `${config.baseline.kind} is not a file; adopt writes the baseline to a path, e.g. baseline: .security-test-baseline.json (the default for adopt)`
    )
  }
  if (command === 'register') {
    requireInput('project-name', 'is required by command register; e.g. project-name: My shop')
    requireInput('application-url', 'is required by command register; e.g. https://app.example.com')
  }
  // GitHub records a deployment under its full SHA: a short commit would never match one, and the
  // step would wait out its whole timeout. (The host's own commits are full already.)
  if (config.deploymentEnvironment !== undefined && config.commit !== undefined) {
    if (config.commit.length !== 40) {
      problem(
        'commit',
        `${shown(config.commit)} is short, and ${words.input('deployment-environment')} needs the full 40-character commit (GitHub records deployments by their full SHA); e.g. ${words.commitExample}`
      )
    }
  }
  if (config.comment === true) {
    requireInput('github-token', 'is required when comment is true; e.g. ${{ github.token }}')
  }
}
