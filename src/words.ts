// The words a host's users know: how they name an input, run a command and call the thing that
// runs. Messages the core writes (hints, cancellation, where the rest of a report is) take them
// from the host, so the action speaks of `command: register` and the workflow, the tool of
// `security-test register`, --application-token and the run — one message, no branch per host.
import type { Command } from './config.js'
import type { InputName } from './inputs/names.js'

export interface Words {
  /** An input as the user writes it: `application-token` (with:), `--application-token`. */
  input: (name: InputName) => string
  /** A command as the user runs it: `command: register`, `security-test register`. */
  command: (name: Command) => string
  /** An input set to a value: `api-version: v2`, `--api-version v2`. */
  setting: (name: InputName, value: string) => string
  /** An output of an earlier command, as the user passes it on: `${{ steps.start.outputs.x }}`. */
  output: (command: Command, name: string) => string
  /** Where the access token comes from, as an example: a secret, an environment variable. */
  secretExample: string
  /** A commit as the user would pass it, as an example. */
  commitExample: string
  /** What runs and can be cancelled: "workflow" (GitHub), "run" (the tool). */
  run: string
  /** What one run of the action or tool is: "step" (GitHub), "run" (the tool). */
  step: string
  /** Where a report's full tables are: "the job summary", "the report files". */
  moreFindings: string
}

/** The action's words (GitHub Actions): the default of every host that gives none. */
export const ACTION_WORDS: Words = {
  input: (name) => name,
  command: (name) => `\`command: ${name}\``,
  setting: (name, value) => `${name}: ${value}`,
  output: (command, name) =>
    `the ${command} step's output, e.g. \${{ steps.${command}.outputs.${name} }}`,
  secretExample: '${{ secrets.SECURITY_TEST_TOKEN }}',
  commitExample: '${{ github.event.pull_request.head.sha }}',
  run: 'workflow',
  step: 'step',
  moreFindings: 'the job summary'
}

/** "The workflow was cancelled" / "The run was cancelled". */
export function cancelledWords(words: Words): string {
  return `The ${words.run} was cancelled`
}
