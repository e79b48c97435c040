// `security-test --help`: made from the same input list and defaults as the action's, so the two
// cannot drift apart.
import { COMMANDS } from '../config.js'
import { INPUT_DEFAULTS } from '../inputs/read-config.js'
import { CLI_INPUTS, FILE_FLAGS } from './args.js'
import { RESULTS_DIR, ciDefaults } from './ci-system.js'
import { EXIT_CODE_HELP } from './exit-code.js'
import { toolDescription } from './input-help.js'
import { PIPELINE_STARTED_ENV } from './run-start.js'

export const ACCESS_TOKEN_ENV = 'SECURITY_TEST_ACCESS_TOKEN'

const FILE_HELP: Record<(typeof FILE_FLAGS)[number], string> = {
  'junit-file': 'JUnit XML: one test suite per application, one test case per finding',
  'gitlab-report-file': 'GitLab DAST report (schema 15.0.x) for artifacts:reports:dast',
  'summary-file': 'the summary in Markdown',
  'outputs-file': "the action's outputs as one JSON object"
}

/** The exit-code column: the longest code ("130/143") and two spaces. */
const EXIT_CODE_WIDTH = 9

/** Columns of --help: the flag, then its meaning wrapped to the rest of a terminal's width. */
const WIDTH = 100

export function helpText(version: string, descriptions?: Record<string, string>): string {
  const width = Math.max(...CLI_INPUTS.map((n) => n.length)) + 4
  const inputs = CLI_INPUTS.filter((n) => n !== 'command' && n !== 'access-token').flatMap((n) => {
    const def = INPUT_DEFAULTS[n]
    const meaning = descriptions ? toolDescription(n, descriptions[n]) : ''
    const note = n === 'base-url' ? '(required)' : def !== undefined ? `(default: ${def})` : ''
    return flagLines(`--${n}`, `${meaning} ${note}`.trim(), width)
  })
  const files = FILE_FLAGS.flatMap((f) => flagLines(`--${f}`, FILE_HELP[f], width))
  return [
    `security-test ${version}: start a hosted web-security test, wait for it, report the findings`,
    'and gate the build; the GitHub Action security-test-action for every other CI system.',
    '',
    'Usage: security-test <command> [--<input> <value> ...]',
    `       security-test --help | --version`,
    '',
    `Commands: ${COMMANDS.join(', ')} (default: scan)`,
    'To split many applications over parallel jobs and join their verdicts (no service, no token):',
    '       security-test shard --applications "TOKEN ..." [--shard-size 20]',
    '       security-test gather --matrix JSON PATH ...',
    '       (security-test shard --help, security-test gather --help)',
    '',
    `The access token is read from the environment variable ${ACCESS_TOKEN_ENV}; pass it from`,
    "your CI system's secret store. --access-token also works, but a command line is visible to",
    'the other processes of the machine.',
    '',
    'With --baseline previous, only tests that started before the pipeline began are compared',
    "with (a retried job never compares with its own first try): GitLab's CI_PIPELINE_CREATED_AT,",
    `or ${PIPELINE_STARTED_ENV} on any system (ISO 8601 with its zone, or epoch`,
    'milliseconds); without either, the baseline counts as missing.',
    '',
    "Inputs (the action's, with the same names, defaults, validation and descriptions, from",
    descriptions
      ? "action.yml, in the tool's words). --comment, --github-token, --deployment-environment,"
      : 'action.yml, not found beside the tool: see the README). --comment, --github-token, --deployment-environment,',
    "--commit-status and --merge-queue are the action's only. The commit under test: --commit, else",
    "SECURITY_TEST_COMMIT, else the CI system's own variable (CI_COMMIT_SHA, BUILD_SOURCEVERSION,",
    'GIT_COMMIT, BITBUCKET_COMMIT, CIRCLE_SHA1).',
    ...inputs,
    '',
    "Report files (and --report-file, --sarif-file above: the action's JSON report and SARIF):",
    ...files,
    '',
    ...flagLines('--warn-exit-code', 'the exit code of the outcome warned (default: 0)', width),
    '',
    `On GitLab CI the GitLab report defaults to ${ciDefaults('gitlab').gitlabReportFile}; on Jenkins and CircleCI the`,
    `JUnit file to ${ciDefaults('jenkins').junitFile}, on Bitbucket to`,
    `${ciDefaults('bitbucket').junitFile} (where Bitbucket looks); on Azure Pipelines findings`,
    `become ##vso[task.logissue] lines and the summary (${ciDefaults('azure').summaryFile}) is`,
    `attached to the run. Other files the tool writes go to ${RESULTS_DIR}/.`,
    '',
    'Exit codes:',
    ...EXIT_CODE_HELP.flatMap((l) => {
      // "130/143  cancelled …": the code, then its meaning wrapped under itself.
      const [code = '', meaning = ''] = l.split(/(?<=^\S+)\s+/)
      return flagLines(code, meaning, EXIT_CODE_WIDTH)
    }),
    ''
  ].join('\n')
}

/** `--flag  meaning`, the meaning wrapped at WIDTH and indented under itself. */
function flagLines(flag: string, meaning: string, width: number): string[] {
  const indent = ' '.repeat(width + 2)
  const lines: string[] = []
  let current = `  ${flag.padEnd(width)}`
  let empty = true
  for (const word of meaning.split(/\s+/).filter(Boolean)) {
    if (!empty && current.length + 1 + word.length > WIDTH) {
      lines.push(current)
      current = indent + word
    } else current += (empty ? '' : ' ') + word
    empty = false
  }
  lines.push(current.trimEnd())
  return lines
}
