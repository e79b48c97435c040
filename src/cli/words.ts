// The tool's words for the core's messages: flags instead of inputs, `security-test <command>`
// instead of a workflow's `command:`, the run instead of the workflow and its step.
import type { Words } from '../words.js'
import { ACCESS_TOKEN_ENV } from './help.js'
import { COMMIT_ENV } from './commit.js'

export const CLI_WORDS: Words = {
  input: (name) =>
    name === 'access-token'
      ? ACCESS_TOKEN_ENV
      : name === 'commit'
        ? `--commit (or ${COMMIT_ENV})`
        : `--${name}`,
  command: (name) => `\`security-test ${name}\``,
  setting: (name, value) => `--${name} ${value}`,
  output: (command, name) =>
    `the ${name} that \`security-test ${command}\` wrote to its --outputs-file`,
  secretExample: `${ACCESS_TOKEN_ENV} set from your CI system's secret store`,
  commitExample: '$CI_COMMIT_SHA',
  run: 'run',
  step: 'run',
  moreFindings: 'the JSON report'
}
