// action.yml is the public contract (the README's inputs and outputs) and ci.yml runs it: both are checked
// against the contract's own tables and with GitHub's parser, which knows node24 and post-if.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { parseWorkflow, NoOperationTraceWriter } from '@actions/workflow-parser'
import { convertActionTemplate, parseAction } from '@actions/workflow-parser/actions/index'
import { readConfig } from '../src/inputs/read-config.js'
import { COUNT_OUTPUTS } from '../src/command-result.js'
import { resultEntry } from '../src/run/estate-verdict.js'

/** The contract's input table: name -> default (undefined: no default). */
const CONTRACT_INPUTS: Record<string, string | undefined> = {
  'base-url': undefined,
  'access-token': undefined,
  'application-token': undefined,
  command: 'scan',
  'api-version': 'v2',
  'result-token': undefined,
  'max-parallel': '0',
  'fail-threshold': 'any',
  'max-unfixed': '0',
  baseline: 'none',
  'baseline-missing': 'ignore',
  'ignore-file': '.security-test-ignore.yml',
  timeout: '2h',
  'poll-interval': '30s',
  'on-timeout': 'stop',
  'fail-on-timeout': 'true',
  'if-running': 'attach',
  'stop-on-cancel': 'true',
  commit: undefined,
  'deployment-environment': undefined,
  'build-check': undefined,
  reuse: 'same-build',
  'adopt-expiry': '90d',
  'adopt-scan': 'false',
  'expiry-warning': '14d',
  'commit-status': 'auto',
  'merge-queue': 'verdict',
  summary: 'true',
  trend: '0',
  annotations: 'true',
  'sarif-file': undefined,
  'report-file': undefined,
  comment: 'false',
  'github-token': '${{ github.token }}',
  'project-name': undefined,
  'project-description': undefined,
  'team-id': undefined,
  'application-name': undefined,
  'application-url': undefined,
  'application-type': 'WEB',
  'signature-type': 'FILE',
  'plugin-type': undefined,
  'delete-project': 'false'
}
const REQUIRED_INPUTS = ['base-url', 'access-token']

const CONTRACT_OUTPUTS = [
  'outcome',
  'results',
  'result-token',
  'status',
  'progress',
  'unfixed-count',
  'fixed-count',
  'total-count',
  'new-count',
  'warned-count',
  'regressed-count',
  'critical-count',
  'high-count',
  'medium-count',
  'low-count',
  'very-low-count',
  'unknown-count',
  'test-result-predicate',
  'report-file',
  'sarif-file',
  'application-token',
  'project-key',
  'signature-status',
  'file-signature',
  'dns-record-name',
  'dns-record-value',
  'api-signature-path',
  'api-signature-value',
  'commit',
  'reused',
  'baseline-source'
]

interface ActionYml {
  name: string
  description: string
  author?: string
  branding?: { icon?: string; color?: string }
  inputs: Record<string, { description?: string; required?: boolean; default?: unknown }>
  outputs: Record<string, { description?: string }>
  runs: Record<string, unknown>
}

const actionText = readFileSync('action.yml', 'utf8')
const action = parse(actionText) as ActionYml
const ciText = readFileSync('.github/workflows/ci.yml', 'utf8')
const trace = new NoOperationTraceWriter()

describe('action.yml', () => {
  it('declares exactly the inputs of the contract, with its defaults', () => {
    expect(Object.keys(action.inputs).sort()).toEqual(Object.keys(CONTRACT_INPUTS).sort())
    for (const [name, expected] of Object.entries(CONTRACT_INPUTS)) {
      const declared = action.inputs[name]
      // A YAML number or boolean default would reach the runner as text anyway, but the
      // contract's defaults are strings and the file says so.
      expect({ name, default: declared.default }).toEqual({ name, default: expected })
      expect({ name, required: declared.required === true }).toEqual({
        name,
        required: REQUIRED_INPUTS.includes(name)
      })
      expect(declared.description ?? '').toMatch(/\S/)
    }
  })

  it('declares every output of the contract and no other', () => {
    expect(Object.keys(action.outputs).sort()).toEqual([...CONTRACT_OUTPUTS].sort())
    for (const output of Object.values(action.outputs)) expect(output.description).toMatch(/\S/)
  })

  it('says what the outputs and inputs hold as they behave: every field of results, folders with several applications, one comment per step', () => {
    const full = resultEntry(
      {
        outcome: 'passed',
        application: { token: 'a'.repeat(32), name: 'Shop' },
        outputs: Object.fromEntries(
          [
            ...COUNT_OUTPUTS,
            'result-token',
            'status',
            'baseline-source',
            'report-file',
            'sarif-file'
          ].map((n) => [n, n.endsWith('-count') ? 0 : 'x'])
        )
      },
      'a'.repeat(32)
    )
    const listed = (action.outputs.results.description as string).split(' - ')[1] ?? ''
    expect(listed.replace(/\.$/, '').split(', ')).toEqual(Object.keys(full))
    for (const name of ['report-file', 'sarif-file']) {
      expect(action.outputs[name].description).toMatch(/a folder with several applications/)
      expect(action.inputs[name].description).toMatch(/with several applications a folder/)
    }
    expect(action.inputs.comment.description).toMatch(/the step's one comment/)
  })

  it('runs one node24 bundle for main and post, post always', () => {
    expect(action.runs).toEqual({
      using: 'node24',
      main: 'dist/index.js',
      post: 'dist/index.js',
      'post-if': 'always()'
    })
    expect(action.branding).toEqual({ icon: 'shield', color: 'blue' })
    expect(action.name).toMatch(/\S/)
    expect(action.description).toMatch(/\S/)
  })

  it('has a description the Marketplace accepts (fewer than 125 characters, one line)', () => {
    expect(action.description.length).toBeLessThan(125)
    expect(action.description).not.toMatch(/\n/)
  })

  it("passes GitHub's action parser", () => {
    const parsed = parseAction({ name: 'action.yml', content: actionText }, trace)
    expect(parsed.context.errors.getErrors().map((e) => e.message)).toEqual([])
    const template = convertActionTemplate(parsed.context, parsed.value!)
    expect(template.runs).toMatchObject({ using: 'node24', postIf: 'always()' })
    expect(template.inputs?.map((i) => i.id).sort()).toEqual(Object.keys(CONTRACT_INPUTS).sort())
  })

  it("GitHub's action parser rejects what it should (so the check above means something)", () => {
    const broken = actionText.replace('using: node24', 'using: node22')
    const parsed = parseAction({ name: 'action.yml', content: broken }, trace)
    expect(
      parsed.context.errors
        .getErrors()
        .map((e) => e.message)
        .join('\n')
    ).toContain('node22')
  })

  it('names only inputs that readConfig reads, and readConfig reads every one', () => {
    const read = new Set<string>()
    try {
      readConfig((name) => {
        read.add(name)
        return ''
      })
    } catch {
      // Empty required inputs fail validation; only the names asked for matter here.
    }
    expect([...read].sort()).toEqual(Object.keys(CONTRACT_INPUTS).sort())
  })
})

interface Step {
  uses?: string
  run?: string
  id?: string
  with?: Record<string, unknown>
}
interface Workflow {
  on: Record<string, unknown>
  jobs: Record<string, { 'runs-on': string; steps: Step[] }>
}
const ci = parse(ciText) as Workflow

describe('.github/workflows/ci.yml', () => {
  it("passes GitHub's workflow parser", () => {
    const parsed = parseWorkflow({ name: 'ci.yml', content: ciText }, trace)
    expect(parsed.context.errors.getErrors().map((e) => e.message)).toEqual([])
  })

  it('runs on push and pull requests', () => {
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push'])
  })

  it('checks format, lint, types, tests and a fresh dist/ with scripts that exist', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object })
      .scripts
    const runs = ci.jobs.check.steps.map((s) => s.run ?? '').join('\n')
    // The dist check is one script that CI and .ci/run both call.
    const distCheck = readFileSync('scripts/check-dist.sh', 'utf8')
    expect(runs).toContain('bash scripts/check-dist.sh')
    expect(readFileSync('.ci/run', 'utf8')).toContain('bash scripts/check-dist.sh')
    for (const script of ['format:check', 'lint', 'typecheck', 'test', 'bundle']) {
      expect(`${runs}\n${distCheck}`).toMatch(new RegExp(`npm (run )?${script}\\b`))
      expect(Object.keys(scripts)).toContain(script)
    }
    expect(runs).toContain('npm ci')
    expect(distCheck).toMatch(/git status --porcelain .*-- dist/)
  })

  it('runs the action itself against the simulator, with declared inputs only', () => {
    const steps = ci.jobs.action.steps
    const self = steps.find((s) => s.uses === './')
    expect(self?.with).toMatchObject({ 'fail-threshold': 'none', timeout: '5m' })
    for (const name of Object.keys(self?.with ?? {}))
      expect(Object.keys(CONTRACT_INPUTS)).toContain(name)
    expect(steps.map((s) => s.run ?? '').join('\n')).toContain('npm run --silent sim -- --port 0')
    // The outputs are asserted in a step after the action's.
    const after = steps.slice(steps.indexOf(self!) + 1).map((s) => s.run ?? '')
    expect(after.join('\n')).toMatch(/OUTCOME" != passed/)
  })
})
