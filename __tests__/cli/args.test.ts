// The tool's command line: the action's inputs as flags (kept in step with action.yml), its own
// file flags, and every problem collected at once.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { CLI_INPUTS, FILE_FLAGS, GITHUB_ONLY_INPUTS, parseArgs } from '../../src/cli/args.js'
import { helpText } from '../../src/cli/help.js'
import { closest, editDistance } from '../../src/common/did-you-mean.js'
import { ACTION_DESCRIPTIONS, toolDescription, TOOL_WORDING } from '../../src/cli/input-help.js'
import { EXIT, exitCode } from '../../src/cli/exit-code.js'
import { ciDefaults, detectCi } from '../../src/cli/ci-system.js'

const action = parse(readFileSync('action.yml', 'utf8')) as {
  inputs: Record<string, { default?: string | number | boolean; description?: string }>
}

describe('flags in step with action.yml', () => {
  it('takes every input of action.yml as a flag, but the GitHub-only two', () => {
    const names = Object.keys(action.inputs)
    expect([...CLI_INPUTS, ...GITHUB_ONLY_INPUTS].sort()).toEqual([...names].sort())
    for (const name of CLI_INPUTS) {
      expect(parseArgs([`--${name}`, 'x'])).toMatchObject({ inputs: { [name]: 'x' }, problems: [] })
    }
  })

  it("--help gives every flag action.yml's description and default", () => {
    const descriptions = ACTION_DESCRIPTIONS
    expect(Object.keys(descriptions ?? {}).sort()).toEqual(Object.keys(action.inputs).sort())
    const help = helpText('9.9.9', descriptions)
    const lines = help.split('\n')
    for (const name of CLI_INPUTS.filter((n) => n !== 'command' && n !== 'access-token')) {
      // The flag's line and the lines wrapped under it, as one text.
      const at = lines.findIndex((l) => new RegExp(`^  --${name}(\\s|$)`).test(l))
      expect(at).toBeGreaterThan(-1)
      let end = at + 1
      while (/^ {8,}\S/.test(lines[end] ?? '')) end++
      const text = lines.slice(at, end).join(' ').replace(/\s+/g, ' ')
      const description = toolDescription(name, String(action.inputs[name]?.description))
      expect(text).toContain(description.replace(/\s+/g, ' ').trim())
      const def = action.inputs[name]?.default
      if (def !== undefined) expect(text).toMatch(new RegExp(`\\(default: ${String(def)}\\)$`))
      for (const l of lines.slice(at, end)) expect(l.length).toBeLessThanOrEqual(100)
    }
    for (const f of FILE_FLAGS) expect(help).toContain(`  --${f} `)
    expect(help).toContain('SECURITY_TEST_ACCESS_TOKEN')
    expect(help).not.toMatch(/^ {2}--(comment|github-token)/m)
    // The tool's words: no GitHub variable, workflow, step or job summary (the line naming the
    // action's own inputs aside), and every help line within 100 columns.
    const ours = lines.filter((l) => !l.includes('--deployment-environment'))
    expect(ours.join('\n')).not.toMatch(
      /workflow|\bstep\b|job summary|GITHUB_|RUNNER_TEMP|pull request|actions read/i
    )
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(100)
    // Aligned: the meaning of --warn-exit-code starts in the column of every other flag's.
    const column = (flag: string): number => {
      const line = lines.find((l) => l.startsWith(`  --${flag} `)) ?? ''
      return /^ {2}--\S+\s+/.exec(line)?.[0].length ?? -1
    }
    expect(column('warn-exit-code')).toBe(column('timeout'))
  })

  it("rewrites the action's GitHub words with a tested table", () => {
    expect(toolDescription('fail-on-timeout', 'Whether a timeout fails the step.')).toBe(
      'Whether a timeout fails the run.'
    )
    expect(toolDescription('stop-on-cancel', 'Stop the test when the workflow is cancelled.')).toBe(
      'Stop the test when the run is cancelled.'
    )
    expect(toolDescription('x', 'a file under RUNNER_TEMP; the job summary')).toBe(
      'a file under security-test-results/; the summary'
    )
    for (const [github] of TOOL_WORDING) expect(toolDescription('x', github)).not.toBe(github)
  })
})

describe('parseArgs', () => {
  it('reads the command word, --name value and --name=value', () => {
    const args = parseArgs([
      'wait',
      '--application-token',
      'a',
      '--timeout=45m',
      '--junit-file',
      'out/j.xml'
    ])
    expect(args.inputs).toEqual({ command: 'wait', 'application-token': 'a', timeout: '45m' })
    expect(args.files).toEqual({ 'junit-file': 'out/j.xml' })
    expect(args.problems).toEqual([])
  })

  it('names the command as the command word when it is given twice', () => {
    expect(parseArgs(['scan', '--command', 'wait']).problems).toEqual([
      {
        argument: 'security-test <command>',
        message: 'is given both as a word and as --command; give it once'
      }
    ])
    expect(parseArgs(['--trend']).problems[0]?.message).toBe('needs a value, e.g. --trend 5')
  })

  it('adds repeated list flags to the list; any other repeat is a problem', () => {
    const args = parseArgs([
      '--application-token',
      'a',
      '--application-token',
      'b',
      '--timeout',
      '1m',
      '--timeout',
      '2m'
    ])
    expect(args.inputs['application-token']).toBe('a\nb')
    expect(args.problems).toEqual([
      { argument: '--timeout', message: 'is given twice; give it once' }
    ])
  })

  it('collects every problem, in the order given', () => {
    const args = parseArgs([
      'scan',
      'stray',
      '--bogus',
      'x',
      '--comment',
      'true',
      '--github-token',
      't',
      '--command',
      'wait',
      '--timeout'
    ])
    expect(args.problems.map((p) => p.argument)).toEqual([
      '"stray"',
      '"--bogus"',
      '--comment',
      '--github-token',
      '--timeout',
      'security-test <command>'
    ])
    expect(args.problems[2]?.message).toMatch(/GitHub Action only/)
  })

  it('a flag followed by another flag has no value', () => {
    expect(parseArgs(['--base-url', '--timeout', '1m']).problems).toEqual([
      { argument: '--base-url', message: 'needs a value, e.g. --base-url https://api.example.com' }
    ])
  })

  it('knows --help, --version and nothing at all', () => {
    expect(parseArgs(['--help']).help).toBe(true)
    expect(parseArgs(['-V']).version).toBe(true)
    expect(parseArgs([]).empty).toBe(true)
  })
})

describe('exit codes', () => {
  it.each([
    ['passed', false, EXIT.passed],
    ['started', false, EXIT.passed],
    ['stopped', false, EXIT.passed],
    ['timed-out', false, EXIT.passed],
    ['failed', true, EXIT.gateFailed],
    ['error', true, EXIT.error],
    ['timed-out', true, EXIT.timedOut],
    ['stopped', true, EXIT.stopped],
    [undefined, true, EXIT.error]
  ] as const)('outcome %s, failed %s: %i', (outcome, failed, code) => {
    expect(exitCode(outcome, failed)).toBe(code)
  })
})

describe('CI systems', () => {
  it.each([
    [{ GITLAB_CI: 'true' }, 'gitlab', { gitlabReportFile: 'gl-dast-report.json' }],
    [
      { TF_BUILD: 'True' },
      'azure',
      { azureCommands: true, summaryFile: 'security-test-results/summary.md' }
    ],
    [{ JENKINS_URL: 'https://ci/' }, 'jenkins', { junitFile: 'security-test-results/junit.xml' }],
    [{ CIRCLECI: 'true' }, 'circleci', { junitFile: 'security-test-results/junit.xml' }],
    [
      { BITBUCKET_BUILD_NUMBER: '7' },
      'bitbucket',
      { junitFile: 'test-results/security-test/junit.xml' }
    ],
    [{}, 'none', { azureCommands: false }]
  ] as const)('%j is %s', (env, ci, defaults) => {
    expect(detectCi(env)).toBe(ci)
    expect(ciDefaults(detectCi(env))).toMatchObject(defaults)
  })
})

describe('a misspelled flag', () => {
  it('gets the closest flag: a letter missing, swapped, or too many', () => {
    const said = (flag: string): string | undefined => parseArgs([flag, 'x']).problems[0]?.message
    expect(said('--aplication-token')).toBe(
      'is not a flag of security-test; did you mean --application-token?'
    )
    expect(said('--tiemout')).toMatch(/did you mean --timeout\?$/)
    expect(said('--junit-files')).toMatch(/did you mean --junit-file\?$/)
    expect(said('--Fail-Threshhold')).toMatch(/did you mean --fail-threshold\?$/)
    // Nothing close: no guess that would confuse.
    expect(said('--colour')).toBe('is not a flag of security-test; see security-test --help')
  })

  it('never guesses between two flags as close', () => {
    expect(closest('summary-fil', ['summary-file', 'summary-fila'])).toBeUndefined()
    expect(closest('summry', ['summary', 'sarif-file'])).toBe('summary')
    expect(editDistance('ab', 'ba')).toBe(1)
  })
})
