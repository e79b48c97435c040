// The meaning of each flag in --help: action.yml's own description of the input, so the action's
// inputs and the tool's flags are described by one text. The descriptions are taken from
// action.yml when the tool is built (src/cli/action-descriptions.ts, `npm run docs-inputs`), not
// read and parsed at run time: the YAML parser cost --help ≈ 20 ms of start-up (issue 32).
export { ACTION_DESCRIPTIONS } from './action-descriptions.js'

/**
 * An input's description in the tool's words: its own text where the action's is about GitHub
 * (its variables, permissions, the pull request), else the action's with the few GitHub words
 * in it replaced (TOOL_WORDING). --help shows this.
 */
export function toolDescription(name: string, actionText: string | undefined): string {
  const own = TOOL_DESCRIPTIONS[name]
  if (own !== undefined) return own
  let text = actionText ?? ''
  for (const [github, tool] of TOOL_WORDING) text = text.split(github).join(tool)
  return text
}

/** The action's words that mean something else off GitHub, and what they mean for the tool. */
export const TOOL_WORDING: ReadonlyArray<readonly [string, string]> = [
  ['fail the step', 'fail the run'],
  ['fails the step', 'fails the run'],
  ['the workflow is cancelled', 'the run is cancelled'],
  ['job summary', 'summary'],
  ['workflow run', 'pipeline'],
  ['RUNNER_TEMP', 'security-test-results/']
]

/** Inputs whose action description is about GitHub itself: the tool says what it does instead. */
const TOOL_DESCRIPTIONS: Readonly<Record<string, string>> = {
  baseline:
    "none, previous (the newest completed test that started before this pipeline began: see above; the tool keeps no passing verdicts, so it only labels what is new and hides nothing from the gate), default-branch (the action's only: here the baseline counts as missing), or the path of the JSON report of an earlier run whose gate passed (or adopt's file); only new occurrences then count.",
  commit:
    "The commit under test (7 to 40 hex digits). Empty - SECURITY_TEST_COMMIT, else the CI system's own variable (see above).",
  summary: 'Write the summary, to --summary-file (and attached to the run on Azure Pipelines).',
  annotations:
    "Emit annotations for counted unfixed occurrences (at most 10 per level): Error/Warning/Notice lines in the log (Azure: the agent's issues).",
  'sarif-file': 'Where to write the SARIF 2.1.0 file; empty - a file under security-test-results/.',
  'report-file': 'Where to write the JSON report; empty - a file under security-test-results/.'
}
