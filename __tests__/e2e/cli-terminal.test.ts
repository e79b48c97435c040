// What a person sees of the BUILT tool (node dist/cli.js) against the simulator: on a real
// terminal (util-linux `script` gives it a pseudo-terminal) colours and one updating progress
// line with the time spent; in a CI log or a pipe, and with NO_COLOR on any terminal, not one
// escape code. Each failure said once, in the tool's own words; did-you-mean; --help from
// action.yml; list's tables.
import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { APP, OTHER_APP, UNKNOWN_TOKEN, shopScenario } from '../../sim/accounts.js'
import { closeSims, startSim } from '../../__fixtures__/simulator.js'
import {
  HAS_SCRIPT,
  logLines,
  tool,
  TOOL_SCAN,
  toolOnTerminal,
  type ToolResult,
  toolRun
} from '../../__fixtures__/tool.js'
import { CLI_INPUTS } from '../../src/cli/args.js'
import { toolDescription } from '../../src/cli/input-help.js'
import { INPUT_DEFAULTS } from '../../src/inputs/read-config.js'

afterAll(closeSims)

const ESC = '\u001b'
/** A test long enough for several polls at 1 s, so the progress line updates and ticks. */
const SLOW = { test: { durationMs: 3500 } }
const GATE_LINE =
  'Error: 7 unfixed occurrences at any severity (critical 1, high 2, medium 1, low 1, very-low 1, unknown 1) exceed the budget of 0'
const times = (text: string, part: string): number => text.split(part).length - 1

;(HAS_SCRIPT ? describe : describe.skip)('on a terminal', () => {
  it.concurrent(
    'colours the levels and the verdict; the progress line updates in place with the time',
    async () => {
      const sim = await startSim(shopScenario(SLOW))
      const run = await toolOnTerminal(sim, 'scan', TOOL_SCAN)
      expect(run.exitCode).toBe(1)
      expect(run.output).toContain(`Security test ${ESC}[1;31mFAILED${ESC}[0m`)
      expect(run.output).toContain(`${ESC}[31mError${ESC}[0m [Critical: SQL Injection]`)
      expect(run.output).toContain(`${ESC}[33mWarning${ESC}[0m [Medium: Missing CSRF Token]`)
      // One line rewritten by carriage returns, each with the time spent so far.
      const progress = run.output.split('\r\n').find((l) => l.startsWith('\rTest running'))
      expect(progress).toBeDefined()
      const draws = (progress as string).split('\r').filter((d) => d !== '')
      expect(draws.length).toBeGreaterThan(2)
      for (const d of draws) expect(d).toMatch(/^Test \w+ \d+% \(\d+s elapsed\) *$/)
      expect(run.output).toContain(`${GATE_LINE.replace('Error', `${ESC}[31mError${ESC}[0m`)}\r\n`)
    }
  )

  it.concurrent.each([
    ['NO_COLOR', '1'],
    ['NO_COLOR', 'false'],
    ['TERM', 'dumb']
  ])('with %s=%s: not one escape code, the progress line still updates', async (name, value) => {
    const sim = await startSim(shopScenario(SLOW))
    const run = await toolOnTerminal(sim, 'scan', TOOL_SCAN, { [name]: value })
    expect(run.exitCode).toBe(1)
    expect(run.output).not.toContain(ESC)
    expect(run.output).toMatch(/\rTest running \d+% \(\d+s elapsed\)/)
    expect(run.output).toContain(`Security test FAILED`)
    expect(run.output).toContain(`${GATE_LINE}\r\n`)
  })
})

describe('in a CI log or a pipe', () => {
  it.concurrent('not one escape code; each progress line says the time spent', async () => {
    const sim = await startSim(shopScenario(SLOW))
    const run = await tool(sim, 'scan', TOOL_SCAN, { env: { TERM: 'xterm-256color' } })
    expect(run.exitCode).toBe(1)
    expect(run.stderr + run.stdout).not.toContain(ESC)
    expect(run.stderr).not.toContain('\r')
    const progress = logLines(run).filter((l) => /^Test (running|completed)/.test(l))
    expect(progress.length).toBeGreaterThan(1)
    for (const l of progress) expect(l).toMatch(/ \(\d+s elapsed\)$/)
  })

  it.concurrent('FORCE_COLOR colours a log that renders them; NO_COLOR wins over it', async () => {
    const sim = await startSim(shopScenario())
    const forced = await tool(sim, 'scan', TOOL_SCAN, { env: { FORCE_COLOR: '1' } })
    expect(forced.stderr).toContain(`${ESC}[31mError${ESC}[0m: 7 unfixed`)
    const both = await tool(sim, 'scan', TOOL_SCAN, { env: { FORCE_COLOR: '1', NO_COLOR: '1' } })
    expect(both.stderr).not.toContain(ESC)
  })
})

describe('each failure, said once', () => {
  const once = (run: ToolResult, reason: string): void => {
    const lines = logLines(run)
    expect(lines.at(-1)).toBe(`Error: ${reason}`)
    expect(times(run.stderr, reason)).toBe(1)
  }

  it.concurrent('a refused access token', async () => {
    const sim = await startSim(shopScenario())
    const run = await tool(sim, 'scan', TOOL_SCAN, {
      env: { SECURITY_TEST_ACCESS_TOKEN: UNKNOWN_TOKEN }
    })
    expect(run.exitCode).toBe(2)
    const last = logLines(run).at(-1) ?? ''
    expect(last).toMatch(/^Error: read application failed: .*refused/)
    once(run, last.slice('Error: '.length))
    expect(logLines(run)).toContain('Security test ERROR')
  })

  it.concurrent('an unreachable base-url', async () => {
    const run = await tool('http://127.0.0.1:9', 'scan', TOOL_SCAN, {
      env: { SECURITY_TEST_ACCESS_TOKEN: 'a'.repeat(32) }
    })
    expect(run.exitCode).toBe(2)
    const last = logLines(run).at(-1) ?? ''
    // It names where it tried, as the 404 case names base-url.
    expect(last).toMatch(
      /^Error: read application failed: could not connect to 127\.0\.0\.1:9 \(ECONN/
    )
    once(run, last.slice('Error: '.length))
  })

  it.concurrent(
    "a gate that fails: the reason is the last line, not also the verdict's",
    async () => {
      const sim = await startSim(shopScenario())
      const run = await tool(sim, 'scan', TOOL_SCAN)
      expect(run.exitCode).toBe(1)
      once(run, GATE_LINE.slice('Error: '.length))
    }
  )

  it.concurrent('a missing ignore file, named by its flag', async () => {
    const sim = await startSim(shopScenario())
    const run = await tool(sim, 'scan', { ...TOOL_SCAN, 'ignore-file': 'nothere.yml' })
    expect(run.exitCode).toBe(2)
    once(run, '--ignore-file: nothere.yml does not exist or cannot be read; no test was started')
  })

  it.concurrent("an unknown application, in the tool's words", async () => {
    const sim = await startSim(shopScenario())
    const run = await tool(sim, 'scan', { ...TOOL_SCAN, 'application-token': UNKNOWN_TOKEN })
    expect(run.exitCode).toBe(2)
    const reason = `The application ${UNKNOWN_TOKEN} does not exist on the service. Check --application-token, or create it with the register command (\`security-test register\`).`
    once(run, reason)
    expect(run.stderr).not.toMatch(/command: |workflow|the step\b/)
  })

  it.concurrent('report on a result token of no test: names the result token first', async () => {
    const sim = await startSim(shopScenario())
    const token = 'z'.repeat(32)
    const run = await tool(sim, 'report', { ...TOOL_SCAN, 'result-token': token })
    expect(run.exitCode).toBe(2)
    expect(logLines(run).at(-1)).toMatch(
      new RegExp(
        `INVALID_SESSION .*\\(--result-token ${token} may name no test of application \\w+: check it; else the access token is invalid or has expired\\)$`
      )
    )
  })

  it.concurrent("an unverified application: verify as the tool's command", async () => {
    const sim = await startSim(shopScenario())
    const run = await tool(sim, 'scan', { ...TOOL_SCAN, 'application-token': OTHER_APP })
    expect(run.exitCode).toBe(2)
    expect(logLines(run).at(-1)).toMatch(
      /then run the verify command \(`security-test verify`\)\.$/
    )
  })
})

describe('arguments', () => {
  it.concurrent('a misspelled flag or command gets "did you mean"', async () => {
    const run = await toolRun(['sacn', '--aplication-token', APP, '--timout', '5m'], {
      env: { SECURITY_TEST_ACCESS_TOKEN: 'a'.repeat(32) }
    })
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toContain(
      '"--aplication-token": is not a flag of security-test; did you mean --application-token?'
    )
    expect(run.stderr).toContain(
      '"--timout": is not a flag of security-test; did you mean --timeout?'
    )
    // The command is a word of the tool's command line, never named as an input ("command:").
    expect(run.stderr).toMatch(
      /security-test <command>: "sacn" is not allowed; .*; did you mean scan\?/
    )
    expect(run.stderr).not.toMatch(/^\s*command: /m)
  })

  it.concurrent('input problems name flags, not workflow syntax', async () => {
    const run = await toolRun(
      [
        'wait',
        '--base-url',
        'https://x.example',
        '--application-token',
        APP,
        '--api-version',
        'v1'
      ],
      { env: { SECURITY_TEST_ACCESS_TOKEN: 'a'.repeat(32) } }
    )
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toContain(
      '--result-token: is required by command wait with --api-version v1 (it cannot list running tests); pass the result-token that `security-test start` wrote to its --outputs-file'
    )
    expect(run.stderr).not.toContain('${{')
  })

  it.concurrent(
    "--help: every flag with action.yml's description in the tool's words, and its default",
    async () => {
      const run = await toolRun(['--help'])
      expect(run.exitCode).toBe(0)
      const action = parse(readFileSync('action.yml', 'utf8')) as {
        inputs: Record<string, { description: string }>
      }
      const text = run.stdout.replace(/\s+/g, ' ')
      for (const name of CLI_INPUTS.filter((n) => n !== 'command' && n !== 'access-token')) {
        expect(run.stdout).toMatch(new RegExp(`^  --${name} `, 'm'))
        const description = toolDescription(name, action.inputs[name]?.description)
          .replace(/\s+/g, ' ')
          .trim()
        const def = INPUT_DEFAULTS[name]
        expect(text).toContain(`--${name} ${description}`)
        // The flag's own default is the first one said after its description.
        const after = text.slice(text.indexOf(`--${name} ${description}`))
        if (def !== undefined) expect(/\(default: ([^)]*)\)/.exec(after)?.[1]).toBe(def)
      }
      expect(run.stdout).not.toContain(ESC)
      // No GitHub words (but where the help names the action's own inputs).
      const ours = run.stdout.split('\n').filter((l) => !l.includes('--deployment-environment'))
      expect(ours.join('\n')).not.toMatch(
        /workflow|\bstep\b|job summary|GITHUB_|RUNNER_TEMP|pull request|actions read/i
      )
    }
  )
})

describe('list', () => {
  it.concurrent(
    'prints projects, applications and their tokens as aligned tables on stdout',
    async () => {
      const sim = await startSim(shopScenario())
      const run = await tool(sim, 'list')
      expect(run.exitCode).toBe(0)
      const lines = run.stdout.split('\n')
      const header = lines.findIndex((l) => l.startsWith('Project '))
      expect(header).toBeGreaterThan(-1)
      const table = lines.slice(header, header + 4)
      expect(table[1]).toMatch(/^-+( {2}-+){6}$/)
      // Every column starts where its header does.
      const starts = [...(table[1] as string).matchAll(/-+/g)].map((m) => m.index)
      for (const row of table.slice(2)) {
        for (const s of starts.slice(1)) expect(row[(s as number) - 1]).toBe(' ')
      }
      const shop = table.find((l) => l.includes(APP)) ?? ''
      expect(shop).toMatch(
        /^Shop {2,}\S+ {2,}Shop web {2,}app0{28}1 {2,}https:\/\/shop\.example\.com {2,}WEB {2,}Verified$/
      )
      expect(table.some((l) => l.includes(OTHER_APP) && /NotVerified$/.test(l))).toBe(true)
      expect(run.stdout).toContain('No test is running.')
      // Counted in words: "1 project", never "1 project(s)".
      const all = run.stdout + run.stderr
      expect(all).toMatch(/Listed 1 project, 2 applications and 0 running tests/)
      expect(all).not.toContain('(s)')
      // The access token is no part of it.
      expect(run.stdout + run.stderr).not.toContain(sim.tokens.accessToken)
      expect(run.stdout).not.toContain(ESC)
    }
  )
})
