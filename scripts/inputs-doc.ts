// `npm run docs-inputs`: docs/inputs.md, the tables of the action's inputs and outputs, made from
// action.yml, their one source (the Marketplace, `security-test --help` and this page all show its
// descriptions); and src/cli/action-descriptions.ts, the inputs' descriptions as `--help` shows
// them, so the tool neither reads nor parses action.yml when it runs (issue 32: parsing it with
// `yaml` cost --help ≈ 20 ms). __tests__/inputs-doc.test.ts renders both again and fails when a
// file differs, so they cannot drift: after changing action.yml, run this and commit all three.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { parse } from 'yaml'
import { helpText } from '../src/cli/help.js'
import { TOOL_VERSION } from '../src/report/sarif.js'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const INPUTS_DOC = 'docs/inputs.md'
export const DESCRIPTIONS_MODULE = 'src/cli/action-descriptions.ts'
export const HELP_MODULE = 'src/cli/help-text.ts'

interface ActionYml {
  inputs?: Record<
    string,
    { description?: string; required?: boolean; default?: string | number | boolean }
  >
  outputs?: Record<string, { description?: string }>
}

/**
 * Where each input or output is told about at length, relative to docs/. Only cross-references:
 * what an input means is its description in action.yml. __tests__/docs.test.ts checks every
 * link resolves, __tests__/inputs-doc.test.ts that every name here is the action's.
 */
export const MORE: {
  inputs: Readonly<Record<string, readonly [string, string]>>
  outputs: Readonly<Record<string, readonly [string, string]>>
} = {
  inputs: {
    'base-url': ['the service', 'service.md'],
    'access-token': ['untrusted text', 'behaviour.md#hostile-by-default'],
    'application-token': ['finding your tokens', 'preview-deployments.md#finding-your-tokens'],
    command: ['commands', '../README.md#commands'],
    'api-version': ['v1', 'service.md#45-deprecated-v1-endpoints'],
    'result-token': ['start, then wait', 'behaviour.md#start-in-one-step-wait-in-another'],
    'max-parallel': ['several applications', 'several-applications.md#what-happens'],
    'fail-threshold': ['budgets', 'baselines-and-accepted-risks.md#set-budgets'],
    'max-unfixed': ['budgets', 'baselines-and-accepted-risks.md#set-budgets'],
    baseline: ['baselines', 'baselines-and-accepted-risks.md#compare-with-a-baseline'],
    'baseline-missing': [
      'a missing baseline',
      'baselines-and-accepted-risks.md#when-the-baseline-cannot-be-read'
    ],
    'ignore-file': ['accepted risks', 'baselines-and-accepted-risks.md#accepted-risks'],
    timeout: ['waiting', 'behaviour.md#waiting-starting-retrying-stopping'],
    'poll-interval': ['waiting', 'behaviour.md#waiting-starting-retrying-stopping'],
    'on-timeout': ['waiting', 'behaviour.md#waiting-starting-retrying-stopping'],
    'fail-on-timeout': ['waiting', 'behaviour.md#waiting-starting-retrying-stopping'],
    'if-running': ['starting once', 'behaviour.md#waiting-starting-retrying-stopping'],
    'stop-on-cancel': ['stopping', 'behaviour.md#waiting-starting-retrying-stopping'],
    commit: ['the commit under test', 'this-build.md#the-commit-under-test'],
    'deployment-environment': ['deployments', 'this-build.md#wait-for-the-commits-deployment'],
    'build-check': ['the build check', 'this-build.md#check-what-the-site-serves'],
    reuse: ['reuse', 'this-build.md#reuse-a-finished-result-of-the-same-build'],
    'adopt-expiry': ['adopt', 'baselines-and-accepted-risks.md#adopt'],
    'adopt-scan': ['adopt', 'baselines-and-accepted-risks.md#adopt'],
    'expiry-warning': ['warned', 'baselines-and-accepted-risks.md#passed-with-warnings-warned'],
    'commit-status': ['the verdict record', 'every-path-to-main.md#the-verdict-record'],
    'merge-queue': ['the merge queue', 'every-path-to-main.md#the-merge-queue'],
    summary: ['reports', 'reports.md'],
    trend: ['trend', 'reports.md#trend'],
    annotations: ['reports', 'reports.md'],
    'sarif-file': ['reports', 'reports.md'],
    'report-file': ['reports', 'reports.md'],
    comment: ['reports', 'reports.md'],
    'github-token': [
      "the default branch's baseline",
      'baselines-and-accepted-risks.md#the-default-branchs-baseline'
    ],
    'project-name': ['preview deployments', 'preview-deployments.md'],
    'project-description': ['preview deployments', 'preview-deployments.md'],
    'team-id': ['finding your tokens', 'preview-deployments.md#finding-your-tokens'],
    'application-name': ['preview deployments', 'preview-deployments.md'],
    'application-url': ['preview deployments', 'preview-deployments.md'],
    'application-type': ['preview deployments', 'preview-deployments.md'],
    'signature-type': ['preview deployments', 'preview-deployments.md'],
    'plugin-type': ['preview deployments', 'preview-deployments.md'],
    'delete-project': ['preview deployments', 'preview-deployments.md']
  },
  outputs: {
    outcome: ['several applications', 'several-applications.md#the-verdict-and-the-outputs'],
    results: ['several applications', 'several-applications.md#the-verdict-and-the-outputs'],
    commit: ['the commit under test', 'this-build.md#the-commit-under-test'],
    reused: ['reuse', 'this-build.md#reuse-a-finished-result-of-the-same-build'],
    'baseline-source': ['baselines', 'baselines-and-accepted-risks.md#compare-with-a-baseline'],
    'regressed-count': ['regressions', 'baselines-and-accepted-risks.md#regressions-always-count'],
    'warned-count': ['policy', 'baselines-and-accepted-risks.md#policy-block-warn-monitor'],
    'report-file': ['reports', 'reports.md'],
    'sarif-file': ['reports', 'reports.md'],
    'test-result-predicate': [
      'signed evidence',
      'every-path-to-main.md#signed-evidence-a-deploy-job-can-check'
    ],
    'application-token': ['preview deployments', 'preview-deployments.md'],
    'project-key': ['preview deployments', 'preview-deployments.md'],
    'signature-status': ['preview deployments', 'preview-deployments.md']
  }
}

/**
 * Text from action.yml as a Markdown table cell that reads as it renders: one line, `|` kept out
 * of the table's syntax, and the characters Markdown would take as emphasis, code, links, HTML
 * or entities escaped. `_` inside a word (RUNNER_TEMP, merge_group) is left alone: GitHub never
 * takes it as emphasis.
 */
export function cell(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\\`*[\]<|~&]/g, '\\$&')
    .replace(/(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, '\\_')
}

const code = (text: string): string => {
  const ticks = '`'.repeat(Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length)) + 1)
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : ''
  return `${ticks}${pad}${text}${pad}${ticks}`
}

const more = (link: readonly [string, string] | undefined): string =>
  link ? `[${link[0]}](${link[1]})` : ''

/** docs/inputs.md from the text of action.yml. */
export function inputsDoc(actionYml: string): string {
  const action = parse(actionYml) as ActionYml
  const inputs = Object.entries(action.inputs ?? {}).map(([name, input]) => {
    const byDefault =
      input.required === true
        ? 'required'
        : input.default === undefined || input.default === ''
          ? '—'
          : code(String(input.default))
    return `| ${code(name)} | ${byDefault} | ${cell(input.description ?? '')} | ${more(MORE.inputs[name])} |`
  })
  const outputs = Object.entries(action.outputs ?? {}).map(
    ([name, output]) =>
      `| ${code(name)} | ${cell(output.description ?? '')} | ${more(MORE.outputs[name])} |`
  )
  return [
    '# Inputs and outputs',
    '',
    '<!-- Generated from action.yml by `npm run docs-inputs` (scripts/inputs-doc.ts). Do not edit:',
    '     change action.yml and run it again. __tests__/inputs-doc.test.ts fails when they differ. -->',
    '',
    "This page is generated from the action's [`action.yml`](../action.yml), the one source of its",
    'inputs, defaults and outputs (the Marketplace and `security-test --help` show the same',
    'descriptions), by `npm run docs-inputs`. Back to the [README](../README.md).',
    '',
    'Every input is validated before any request is sent; all problems are reported together, each',
    'naming the input and showing a good value. Enumerations are accepted in any case. The',
    '[command-line tool](ci-systems.md#arguments) takes the same inputs as flags',
    '(`--<input> <value>`).',
    '',
    '## Inputs',
    '',
    '| input | default | description | more |',
    '|---|---|---|---|',
    ...inputs,
    '',
    '## Outputs',
    '',
    '| output | description | more |',
    '|---|---|---|',
    ...outputs,
    '',
    'The step fails when `outcome` is `failed`, `stopped` (a waited-for test ended early), `error`,',
    'or `timed-out` with `fail-on-timeout: true`. A test counts as completed only when its status',
    'says so in words; words of failure or stopping end it, also beside "completed"',
    '([what the status says](behaviour.md#waiting-starting-retrying-stopping)). The failure message',
    'says why in one line, for example',
    '`4 unfixed occurrences at high or above (critical 1, high 3) exceed the budget of 0`.',
    ''
  ].join('\n')
}

/** Each input's description in action.yml (trimmed), by name, in action.yml's order. */
export function descriptionsOf(actionYml: string): Record<string, string> {
  const action = parse(actionYml) as ActionYml
  const out: Record<string, string> = {}
  for (const [name, input] of Object.entries(action.inputs ?? {})) {
    if (typeof input?.description === 'string') out[name] = input.description.trim()
  }
  return out
}

/** src/cli/action-descriptions.ts from the text of action.yml, formatted as the project's code. */
export async function descriptionsModule(actionYml: string): Promise<string> {
  const text = [
    '// Generated from action.yml by `npm run docs-inputs` (scripts/inputs-doc.ts). Do not edit:',
    '// change action.yml and run it again. __tests__/inputs-doc.test.ts fails when they differ.',
    "// Each input's description, as `security-test --help` shows it (src/cli/input-help.ts): made",
    '// when the tool is built, so it neither reads nor parses action.yml when it runs.',
    `export const ACTION_DESCRIPTIONS: Readonly<Record<string, string>> = ${JSON.stringify(descriptionsOf(actionYml))}`,
    ''
  ].join('\n')
  const file = join(ROOT, DESCRIPTIONS_MODULE)
  return format(text, { ...(await resolveConfig(file)), filepath: file })
}

/**
 * src/cli/help-text.ts: `security-test --help` as src/cli/help.ts writes it, made when the tool is
 * built, so the tool's commonest first call loads and compiles nothing else (src/cli.ts).
 */
export async function helpModule(actionYml: string): Promise<string> {
  const text = [
    '// Generated by `npm run docs-inputs` (scripts/inputs-doc.ts) from src/cli/help.ts and',
    '// action.yml. Do not edit: __tests__/inputs-doc.test.ts fails when it differs from what',
    '// helpText() writes. `security-test --help` prints it without loading the rest of the tool.',
    `export const HELP_TEXT = ${JSON.stringify(helpText(TOOL_VERSION, descriptionsOf(actionYml)))}`,
    ''
  ].join('\n')
  const file = join(ROOT, HELP_MODULE)
  return format(text, { ...(await resolveConfig(file)), filepath: file })
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const actionYml = readFileSync(join(ROOT, 'action.yml'), 'utf8')
  writeFileSync(join(ROOT, INPUTS_DOC), inputsDoc(actionYml))
  console.log(`${INPUTS_DOC} written from action.yml`)
  writeFileSync(join(ROOT, DESCRIPTIONS_MODULE), await descriptionsModule(actionYml))
  console.log(`${DESCRIPTIONS_MODULE} written from action.yml`)
  writeFileSync(join(ROOT, HELP_MODULE), await helpModule(actionYml))
  console.log(`${HELP_MODULE} written from src/cli/help.ts and action.yml`)
}
