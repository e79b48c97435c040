// The action's inputs -> one validated Config. Every rule of the contract is checked here, before
// any request, and every problem is reported at once: a user fixing a workflow should not have
// to rerun it once per typo.
import { HOUR, SECOND } from './duration.js'
import {
  COMMANDS,
  ESTATE_COMMANDS,
  V1_COMMANDS,
  type BaselineInput,
  type Command,
  type Config,
  type Settings
} from './config.js'
import { InputError } from './errors.js'
import {
  BadValue,
  applicationUrl,
  baseUrl,
  boolean,
  budget,
  wholeNumber,
  duration,
  oneOf,
  secret,
  serviceTokens,
  shown,
  threshold,
  unquotedSecret,
  word
} from './inputs-parsers.js'

/** Every input of action.yml, in the contract's order. */
export const INPUT_NAMES = [
  'base-url',
  'access-token',
  'application-token',
  'command',
  'api-version',
  'result-token',
  'max-parallel',
  'fail-threshold',
  'max-unfixed',
  'baseline',
  'baseline-missing',
  'ignore-file',
  'timeout',
  'poll-interval',
  'on-timeout',
  'fail-on-timeout',
  'if-running',
  'stop-on-cancel',
  'summary',
  'annotations',
  'sarif-file',
  'report-file',
  'comment',
  'github-token',
  'project-name',
  'project-description',
  'team-id',
  'application-name',
  'application-url',
  'application-type',
  'signature-type',
  'plugin-type',
  'delete-project'
] as const
export type InputName = (typeof INPUT_NAMES)[number]

const DEFAULT_IGNORE_FILE = '.security-test-ignore.yml'

/**
 * The contract's defaults. action.yml declares the same ones; they are applied here again so
 * that an empty value (a workflow passing `${{ vars.UNSET }}`) means the default too.
 */
export const INPUT_DEFAULTS: Partial<Record<InputName, string>> = {
  command: 'scan',
  'api-version': 'v2',
  'fail-threshold': 'any',
  'max-unfixed': '0',
  baseline: 'none',
  'baseline-missing': 'ignore',
  'ignore-file': DEFAULT_IGNORE_FILE,
  timeout: '2h',
  'poll-interval': '30s',
  'on-timeout': 'stop',
  'fail-on-timeout': 'true',
  'if-running': 'attach',
  'stop-on-cancel': 'true',
  summary: 'true',
  annotations: 'true',
  comment: 'false',
  'application-type': 'WEB',
  'signature-type': 'FILE',
  'delete-project': 'false',
  'max-parallel': '0'
}

/** Commands that need no application: they create one (register) or show them all (list). */
const WITHOUT_APPLICATION: readonly Command[] = ['register', 'list']

const PASTED: Record<'access-token' | 'github-token', string> = {
  'access-token': 'holds the access token; pass it to access-token only, from a secret',
  'github-token': 'holds the GitHub token; pass it to github-token only'
}
const ACCESS_TOKEN_EXAMPLE = '${{ secrets.SECURITY_TEST_TOKEN }}'

export function readConfig(getInput: (name: string) => string): Config {
  const problems: { input: InputName; message: string }[] = []
  const text = (name: InputName): string => getInput(name).trim()
  // A secret pasted into another input (a common slip) must not come back in a message that
  // echoes the value. Very short "tokens" are garbage that would match everywhere.
  // A secret pasted with its quotes counts without them too.
  const secrets = (['access-token', 'github-token'] as const)
    .flatMap((name) => [text(name), unquotedSecret(text(name))].map((value) => ({ name, value })))
    .filter((s) => s.value.length >= 8)
  /** What to say instead of echoing `value` when it holds another input's secret. */
  const pastedSecret = (input: InputName, value: string): string | undefined => {
    const held = secrets.find((s) => s.name !== input && value.includes(s.value))
    return held && PASTED[held.name]
  }

  /** Parses the input (or its default); on a problem records it and yields a placeholder. */
  function read<T>(name: InputName, parse: (value: string) => T): T {
    const value = text(name) || INPUT_DEFAULTS[name] || ''
    try {
      return parse(value)
    } catch (error) {
      if (!(error instanceof BadValue)) throw error
      problems.push({
        input: name,
        message: pastedSecret(name, value) ?? error.message
      })
      // Never escapes: readConfig throws below whenever a problem was recorded.
      return undefined as T
    }
  }
  function optional<T>(name: InputName, parse: (value: string) => T): T | undefined {
    return text(name) === '' ? undefined : read(name, parse)
  }
  function requireInput(name: InputName, why: string): void {
    if (text(name) === '') problems.push({ input: name, message: why })
  }

  requireInput('base-url', 'is required; use the service address, e.g. https://api.example.com')
  requireInput(
    'access-token',
    `must not be empty; pass it from a secret, e.g. ${ACCESS_TOKEN_EXAMPLE}`
  )

  const command = read('command', (v) => oneOf(v, COMMANDS))
  const applicationTokens = optional('application-token', (v) =>
    serviceTokens(v, 'an application token')
  )
  const resultTokens = optional('result-token', (v) => serviceTokens(v, 'a result token'))
  const projectName = optional('project-name', String)
  const appUrl = optional('application-url', applicationUrl)
  const config: Settings = {
    apiVersion: read('api-version', (v) => oneOf(v, ['v2', 'v1'] as const)),
    baseUrl: optional('base-url', baseUrl) ?? '',
    accessToken: optional('access-token', (v) => secret(v, ACCESS_TOKEN_EXAMPLE)) ?? '',
    resultToken: resultTokens?.[0],
    resultTokens,
    maxParallel: read('max-parallel', (v) => wholeNumber(v, '2 (0: all at once)')),

    threshold: read('fail-threshold', threshold),
    budget: read('max-unfixed', budget),
    baseline: read('baseline', baselineInput),
    baselineMissing: read('baseline-missing', (v) => oneOf(v, ['ignore', 'fail'] as const)),
    ignoreFile: read('ignore-file', (v) => ({ path: v, explicit: v !== DEFAULT_IGNORE_FILE })),

    timeoutMs: read('timeout', (v) =>
      duration(v, SECOND, 6 * HOUR, "6h (a job's own limit), e.g. 2h")
    ),
    pollIntervalMs: read('poll-interval', (v) =>
      duration(v, SECOND, HOUR, '1h; polls that far apart miss the end of a test, e.g. 30s')
    ),
    onTimeout: read('on-timeout', (v) => oneOf(v, ['stop', 'leave'] as const)),
    failOnTimeout: read('fail-on-timeout', boolean),
    ifRunning: read('if-running', (v) => oneOf(v, ['attach', 'stop', 'fail'] as const)),
    stopOnCancel: read('stop-on-cancel', boolean),

    summary: read('summary', boolean),
    annotations: read('annotations', boolean),
    sarifFile: optional('sarif-file', String),
    reportFile: optional('report-file', String),
    comment: read('comment', boolean),
    githubToken: optional('github-token', (v) => secret(v, '${{ github.token }}')),

    projectDescription: optional('project-description', String),
    teamId: optional('team-id', (v) => word(v, 'a1b2c3')),
    applicationName: optional('application-name', String),
    applicationType: read('application-type', (v) => oneOf(v, ['WEB', 'API'] as const)),
    signatureType: read('signature-type', (v) => oneOf(v, ['FILE', 'DNS', 'API'] as const)),
    pluginType: optional('plugin-type', (v) => word(v, 'WORDPRESS').toUpperCase()),
    deleteProject: read('delete-project', boolean)
  }

  // Rules across inputs; skipped where an input they rest on is itself wrong.
  if (config.apiVersion === 'v1' && command !== undefined && !V1_COMMANDS.includes(command)) {
    problems.push({
      input: 'command',
      message: `${shown(command)} does not exist with api-version v1; use api-version: v2, or one of ${V1_COMMANDS.join(', ')}`
    })
  }
  // v1 cannot list running tests: asking to stop or fail on one could not be honoured.
  const startsTests = command === 'scan' || command === 'start'
  if (config.apiVersion === 'v1' && startsTests && config.ifRunning !== undefined) {
    if (config.ifRunning !== 'attach') {
      problems.push({
        input: 'if-running',
        message: `${shown(config.ifRunning)} needs the running-tests list, which api-version v1 does not have; use api-version: v2, or leave if-running at its default (attach)`
      })
    }
  }
  // v1 has no past sessions: a previous test cannot be found, and the step would learn so only
  // after a whole test had run.
  const gates = command === 'scan' || command === 'wait' || command === 'report'
  if (config.apiVersion === 'v1' && gates && config.baseline?.kind === 'previous') {
    problems.push({
      input: 'baseline',
      message:
        'previous needs the past-sessions list, which api-version v1 does not have; use api-version: v2, or a report file from an earlier run, e.g. baseline: security-test-report.json'
    })
  }
  // v1 cannot list running tests, so the test to wait for must be named.
  if (config.apiVersion === 'v1' && command === 'wait') {
    requireInput(
      'result-token',
      "is required by command wait with api-version v1 (it cannot list running tests); pass the start step's output, e.g. ${{ steps.start.outputs.result-token }}"
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
      problems.push({
        input: 'application-token',
        message: `names ${applicationTokens.length} applications, but command ${command} acts on one; give one token, or use one of ${ESTATE_COMMANDS.join(', ')}`
      })
    }
  }
  if (
    resultTokens &&
    resultTokens.length > 1 &&
    resultTokens.length !== applicationTokens?.length
  ) {
    problems.push({
      input: 'result-token',
      message: `names ${resultTokens.length} test runs for ${applicationTokens?.length ?? 0} application(s); give one per application-token, in the same order`
    })
  }
  if (command === 'register') {
    requireInput('project-name', 'is required by command register; e.g. project-name: My shop')
    requireInput('application-url', 'is required by command register; e.g. https://app.example.com')
  }
  if (config.comment === true) {
    requireInput('github-token', 'is required when comment is true; e.g. ${{ github.token }}')
  }

  if (problems.length > 0) {
    const inOrder = problems.sort(
      (a, b) => INPUT_NAMES.indexOf(a.input) - INPUT_NAMES.indexOf(b.input)
    )
    throw new InputError(inOrder)
  }
  // Each command's required inputs were checked above: what is missing here is a bug.
  const given = (value: string | undefined, name: InputName): string => {
    if (value === undefined) throw new Error(`${name} was required but not read`)
    return value
  }
  if (command === 'register') {
    return {
      ...config,
      command,
      projectName: given(projectName, 'project-name'),
      applicationUrl: given(appUrl, 'application-url')
    }
  }
  if (command === 'list') return { ...config, command }
  const tokens = applicationTokens ?? []
  return {
    ...config,
    command,
    applicationToken: given(tokens[0], 'application-token'),
    applicationTokens: tokens
  }
}

/** none | previous | a path to a JSON report written by an earlier run. */
function baselineInput(value: string): BaselineInput {
  const lower = value.toLowerCase()
  if (lower === 'none') return { kind: 'none' }
  if (lower === 'previous') return { kind: 'previous' }
  return { kind: 'file', path: value }
}
