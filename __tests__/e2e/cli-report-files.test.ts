// Issue 20, the whole verdict, through the BUILT command-line tool: every file it was asked to
// write is part of the verdict (one it cannot write exits 2, after the verdict line, naming the
// file), JUnit and the GitLab report never show an incomplete run (timed out, stopped, error) as
// green, even when the run left no JSON report to make them from, and an access token pasted
// with its quotes is refused before any request without printing or writing either form.
/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read parsed XML and JSON loosely */
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { UNKNOWN_TOKEN, shopScenario, type Arrange } from '../../sim/accounts.js'
import { validateGitlabDast } from '../../__fixtures__/gitlab-schema.js'
import { parseJunit } from '../../__fixtures__/native-reports.js'
import { closeSims, startSim, type Simulator } from '../../__fixtures__/simulator.js'
import {
  fileOf,
  logLines,
  tokenLeaks,
  tool,
  TOOL_SCAN,
  type ToolResult,
  toolRun
} from '../../__fixtures__/tool.js'

afterAll(closeSims)

/** A path no one can write: its folder is a regular file (root ignores file modes, not this). */
function unwritablePath(name: string): string {
  const blocker = join(mkdtempSync(join(tmpdir(), 'sta-blocked-')), 'not-a-folder')
  writeFileSync(blocker, 'a file, not a folder\n')
  return join(blocker, name)
}

const NATIVE = { 'junit-file': 'out/junit.xml', 'gitlab-report-file': 'out/gitlab.json' }

function expectGitlabFailure(run: ToolResult, why: RegExp): any {
  const doc = JSON.parse(fileOf(run, NATIVE['gitlab-report-file']))
  const ok = validateGitlabDast(doc)
  expect(validateGitlabDast.errors ?? []).toEqual([])
  expect(ok).toBe(true)
  expect(doc.scan.status).toBe('failure')
  expect(doc.scan.messages).toEqual(
    expect.arrayContaining([{ level: 'fatal', value: expect.stringMatching(why) }])
  )
  return doc
}

function expectJunitError(run: ToolResult, type: string, why: RegExp): void {
  const doc = parseJunit(fileOf(run, NATIVE['junit-file']))
  expect(Number(doc.testsuites.errors)).toBeGreaterThanOrEqual(1)
  const [suite] = doc.testsuites.testsuite
  const errors = suite.testcase.filter((c: any) => c.error !== undefined)
  expect(errors).toHaveLength(1)
  expect(errors[0].error.type).toBe(type)
  expect(errors[0].error.message).toMatch(why)
}

const shop = (a: Arrange = {}) => startSim(shopScenario({ test: { durationMs: 200 }, ...a }))

describe('a file the tool was asked to write and cannot: exit 2 after the verdict line', () => {
  it.concurrent.each([
    ['junit-file', 'the JUnit file'],
    ['gitlab-report-file', 'the GitLab report'],
    ['summary-file', 'the summary file'],
    ['outputs-file', 'the outputs file'],
    ['sarif-file', 'the SARIF file'],
    ['report-file', 'the JSON report']
  ])('--%s', async (flag, what) => {
    const sim = await shop()
    const file = unwritablePath('file.out')
    const flags = { ...TOOL_SCAN, 'fail-threshold': 'none' }
    // The helper names its own outputs file (a flag is given once): run the tool as it would.
    const run =
      flag === 'outputs-file'
        ? await toolWithoutOutputsFile(sim, { ...flags, [flag]: file })
        : await tool(sim, 'scan', { ...flags, [flag]: file })
    expect(run.exitCode).toBe(2)
    const lines = logLines(run)
    const verdict = lines.findIndex((l) => l.startsWith('Security test PASSED'))
    expect(verdict).toBeGreaterThanOrEqual(0)
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^Error: Could not write ${what} ${escape(file)}: a part of its path is a file, not a folder`
      )
    )
    if (flag !== 'outputs-file') expect(run.outputs.outcome).toBe('error')
    expect(run.stdout).toBe('')
  })
})

describe('JUnit and the GitLab report of an incomplete run', () => {
  it.concurrent('timed out: an error case and a failed scan', async () => {
    const sim = await shop({ test: { end: 'never' } })
    const run = await tool(sim, 'scan', { ...TOOL_SCAN, ...NATIVE, timeout: '2s' })
    expect(run.exitCode).toBe(3)
    expectJunitError(run, 'timed-out', /did not finish within the timeout/)
    expectGitlabFailure(run, /did not finish within the timeout/)
  })

  it.concurrent('timed out with fail-on-timeout false: still never green', async () => {
    const sim = await shop({ test: { end: 'never' } })
    const run = await tool(sim, 'scan', {
      ...TOOL_SCAN,
      ...NATIVE,
      timeout: '2s',
      'fail-on-timeout': 'false'
    })
    expect(run.exitCode).toBe(0)
    expectJunitError(run, 'timed-out', /did not finish within the timeout/)
    expectGitlabFailure(run, /did not finish within the timeout/)
  })

  it.concurrent('stopped on the service: an error case and a failed scan', async () => {
    const sim = await shop({ test: { end: 'stopped' } })
    const run = await tool(sim, 'scan', { ...TOOL_SCAN, ...NATIVE })
    expect(run.exitCode).toBe(4)
    expectJunitError(run, 'stopped', /ended with status/)
    expectGitlabFailure(run, /ended with status/)
  })

  it.concurrent('error (a refused token): an error case and a failed scan', async () => {
    const sim = await shop()
    const run = await tool(
      sim,
      'scan',
      { ...TOOL_SCAN, ...NATIVE },
      {
        env: { SECURITY_TEST_ACCESS_TOKEN: UNKNOWN_TOKEN }
      }
    )
    expect(run.exitCode).toBe(2)
    expectJunitError(run, 'error', /refused|not authorized/i)
    expectGitlabFailure(run, /refused|not authorized/i)
  })

  it.concurrent('invalid arguments: still written, stating them; no request sent', async () => {
    const sim = await shop()
    const run = await tool(sim, 'scan', { ...TOOL_SCAN, ...NATIVE, 'fail-threshold': 'severe' })
    expect(run.exitCode).toBe(2)
    expect(sim.requests).toEqual([])
    expectJunitError(
      run,
      'error',
      /^Invalid arguments \(no request was sent\): +--fail-threshold: "severe"/
    )
    expectGitlabFailure(run, /Invalid arguments \(no request was sent\)/)
  })

  it.concurrent('no JSON report to make them from: still written, stating the error', async () => {
    const sim = await shop()
    const report = unwritablePath('report.json')
    const run = await tool(sim, 'scan', {
      ...TOOL_SCAN,
      ...NATIVE,
      'fail-threshold': 'none',
      'report-file': report
    })
    expect(run.exitCode).toBe(2)
    const why = new RegExp(`Could not write the JSON report ${escape(report)}`)
    expectJunitError(run, 'error', why)
    const doc = expectGitlabFailure(run, why)
    expect(doc.vulnerabilities).toEqual([])
    expect(logLines(run).at(-1)).toMatch(/^Error: Could not write the JSON report/)
  })
})

describe('one native report that cannot be written', () => {
  it.concurrent('makes the other say the run is an error, not green', async () => {
    const sim = await shop()
    const junit = unwritablePath('junit.xml')
    const run = await tool(sim, 'scan', {
      ...TOOL_SCAN,
      'fail-threshold': 'none',
      'junit-file': junit,
      'gitlab-report-file': NATIVE['gitlab-report-file']
    })
    expect(run.exitCode).toBe(2)
    const doc = expectGitlabFailure(
      run,
      new RegExp(`Could not write the JUnit file ${escape(junit)}`)
    )
    // The findings the gate judged are still there.
    expect(doc.vulnerabilities.length).toBeGreaterThan(0)
  })
})

describe('an access token pasted with its quotes', () => {
  const TOKEN = 'q7w3e9r1t5y8u2i4o6p0a1s3d5f7g9h2'
  const leaks = (run: ToolResult): string[] => tokenLeaks(run, TOKEN)

  it.concurrent.each([
    ['SECURITY_TEST_ACCESS_TOKEN', `"${TOKEN}"`, {}, 'SECURITY_TEST_ACCESS_TOKEN'],
    ['--access-token', `'${TOKEN}'`, { 'access-token': `'${TOKEN}'` }, '--access-token']
  ])(
    'from %s: an error naming the quotes, no request, neither form anywhere',
    async (_, quoted, flags, argument) => {
      const sim = await startSim({ ...shopScenario(), accessTokens: [TOKEN] })
      const fromEnv = argument === 'SECURITY_TEST_ACCESS_TOKEN'
      const run = await tool(
        sim,
        'scan',
        { ...TOOL_SCAN, ...NATIVE, 'summary-file': 'out/summary.md', ...flags },
        {
          env: {
            SECURITY_TEST_ACCESS_TOKEN: fromEnv ? quoted : '',
            SECURITY_TEST_DEBUG: '1',
            TF_BUILD: 'True'
          }
        }
      )
      expect(run.exitCode).toBe(2)
      expect(run.outputs.outcome).toBe('error')
      // On Azure Pipelines (TF_BUILD) the failure is a logissue line on stdout.
      expect(`${run.stderr}\n${run.stdout}`).toContain(`${argument}: is wrapped in quotes`)
      expect(sim.requests).toEqual([])
      expect(leaks(run)).toEqual([])
    }
  )
})

async function toolWithoutOutputsFile(
  sim: Simulator,
  flags: Record<string, string>
): Promise<ToolResult> {
  const args = ['scan', '--base-url', sim.baseUrl]
  for (const [name, value] of Object.entries(flags)) args.push(`--${name}`, value)
  const run = await toolRun(args, {
    killAfterMs: 60_000,
    env: { SECURITY_TEST_ACCESS_TOKEN: sim.tokens.accessToken }
  })
  return { ...run, outputs: {} }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
