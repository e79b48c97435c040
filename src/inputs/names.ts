// The names and defaults of the action's inputs (action.yml), shared by the action, the tool's
// flags and its --help.

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
  'commit',
  'deployment-environment',
  'build-check',
  'reuse',
  'adopt-expiry',
  'adopt-scan',
  'expiry-warning',
  'commit-status',
  'merge-queue',
  'summary',
  'trend',
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

export const DEFAULT_IGNORE_FILE = '.security-test-ignore.yml'

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
  reuse: 'same-build',
  'adopt-expiry': '90d',
  'adopt-scan': 'false',
  'expiry-warning': '14d',
  'commit-status': 'auto',
  'merge-queue': 'verdict',
  summary: 'true',
  trend: '0',
  annotations: 'true',
  comment: 'false',
  'application-type': 'WEB',
  'signature-type': 'FILE',
  'delete-project': 'false',
  'max-parallel': '0'
}
