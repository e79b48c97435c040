// The BUILT command-line tool (node dist/cli.js) against the simulator, as a CI job's script line
// runs it: each documented exit code with the outcome behind it, arguments refused before any
// request, SIGINT/SIGTERM stopping the test, and the access token in no output or file.
import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync, statSync } from 'node:fs'
import { APP, shopScenario, type Arrange, UNKNOWN_TOKEN } from '../../sim/accounts.js'
import { closeSims, count, startSim, type Simulator } from '../../__fixtures__/simulator.js'
import { signalWhen } from '../../__fixtures__/step.js'
import {
  logLines,
  tokenLeaks,
  tool,
  TOOL_SCAN,
  type ToolResult,
  toolRun
} from '../../__fixtures__/tool.js'

afterAll(closeSims)

const shop = (a: Arrange = {}): Promise<Simulator> => startSim(shopScenario(a))
const scanShop = async (a: Arrange = {}, flags: Record<string, string> = {}) => {
  const sim = await shop(a)
  return { sim, run: await tool(sim, 'scan', { ...TOOL_SCAN, ...flags }) }
}
const lastLine = (run: ToolResult): string | undefined => logLines(run).at(-1)

describe('exit codes', () => {
  it.concurrent('0: the gate passes; the reports are under security-test-results/', async () => {
    const { run } = await scanShop({}, { 'fail-threshold': 'none' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ outcome: 'passed', 'unfixed-count': '7' })
    expect(run.outputs['report-file']).toBe(
      `${run.cwd}/security-test-results/security-test-${APP}.json`
    )
    expect(statSync(run.outputs['sarif-file'] as string).size).toBeGreaterThan(0)
    expect(run.stdout).toBe('')
    expect(logLines(run)).toContain(`Security test PASSED (test ${run.outputs['result-token']})`)
  })

  it.concurrent(
    '0: start returns at once with the test running; stop stops it, or finds none',
    async () => {
      const sim = await shop({ test: { end: 'never' } })
      // Nothing running: a stop is what the user wanted, still 0.
      const idle = await tool(sim, 'stop', { 'application-token': APP })
      expect(idle.exitCode).toBe(0)
      expect(logLines(idle).join('\n')).toMatch(/has no running test: nothing to stop/)
      const started = await tool(sim, 'start', { 'application-token': APP })
      expect(started.exitCode).toBe(0)
      expect(started.outputs.outcome).toBe('started')
      expect(sim.state.runningTest(APP)?.resultToken).toBe(started.outputs['result-token'])
      const stopped = await tool(sim, 'stop', { 'application-token': APP })
      expect(stopped.exitCode).toBe(0)
      expect(stopped.outputs.outcome).toBe('stopped')
      // The refused one while nothing ran, and this one.
      expect(sim.state.stopRequests(APP)).toBe(2)
    }
  )

  it.concurrent('1: the gate fails on findings, and the last line says why', async () => {
    const { run } = await scanShop({}, { 'fail-threshold': 'high' })
    expect(run.exitCode).toBe(1)
    expect(run.outputs.outcome).toBe('failed')
    expect(lastLine(run)).toBe(
      'Error: 4 unfixed occurrences at high or above (critical 1, high 2, unknown 1) exceed the budget of 0'
    )
  })

  it.concurrent('2: every problem with the arguments at once, and no request sent', async () => {
    const sim = await shop()
    const run = await tool(
      sim,
      'scan',
      { timeout: '7h', 'fail-threshold': 'severe', comment: 'true', 'no-such-flag': 'x' },
      { env: { SECURITY_TEST_ACCESS_TOKEN: '' } }
    )
    expect(run.exitCode).toBe(2)
    expect(run.outputs).toEqual({ outcome: 'error' })
    expect(logLines(run)).toEqual([
      `Wrote the outputs file ${run.cwd}/outputs.json`,
      'Error: Invalid arguments (no request was sent):',
      '  --comment: is for the GitHub Action only: the tool writes no pull-request comment',
      '  "--no-such-flag": is not a flag of security-test; see security-test --help',
      "  SECURITY_TEST_ACCESS_TOKEN: is not set; set it to the service's access token from your CI system's secret store",
      expect.stringMatching(/^ {2}--application-token: is required by command scan/),
      expect.stringMatching(/^ {2}--fail-threshold: "severe" /),
      expect.stringMatching(/^ {2}--timeout: "7h" is longer than 6h/),
      'See security-test --help.'
    ])
    expect(sim.requests).toEqual([])
  })

  it.concurrent('2: a refused token, a failure of the service', async () => {
    const sim = await shop()
    const run = await tool(sim, 'scan', TOOL_SCAN, {
      env: { SECURITY_TEST_ACCESS_TOKEN: UNKNOWN_TOKEN }
    })
    expect(run.exitCode).toBe(2)
    expect(run.outputs.outcome).toBe('error')
    expect(lastLine(run)).toMatch(/^Error: .*(token|refused|401)/i)
    expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(0)
  })

  it.concurrent('3: timed out with fail-on-timeout true; 0 with false', async () => {
    const a = { test: { end: 'never' as const } }
    const [strict, lenient] = await Promise.all([
      scanShop(a, { timeout: '2s' }),
      scanShop(a, { timeout: '2s', 'fail-on-timeout': 'false' })
    ])
    expect(strict.run.exitCode).toBe(3)
    expect(strict.run.outputs.outcome).toBe('timed-out')
    expect(lastLine(strict.run)).toMatch(
      /did not finish within the timeout \(2s\); a stop request was sent/
    )
    expect(strict.sim.state.stopRequests(APP)).toBe(1)
    expect(lenient.run.exitCode).toBe(0)
    expect(lenient.run.outputs.outcome).toBe('timed-out')
  })

  it.concurrent('4: the test failed on the service', async () => {
    const { run } = await scanShop({ test: { end: 'failed' } })
    expect(run.exitCode).toBe(4)
    expect(run.outputs.outcome).toBe('stopped')
  })
})

describe('--help and --version', () => {
  it.concurrent('prints them on stdout and exits 0; nothing at all is usage and 2', async () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      version: string
      bin: Record<string, string>
    }
    const [help, version, none] = await Promise.all([
      toolRun(['--help']),
      toolRun(['--version']),
      toolRun([])
    ])
    expect(version).toMatchObject({ exitCode: 0, stdout: `${pkg.version}\n`, stderr: '' })
    expect(help.exitCode).toBe(0)
    expect(help.stdout).toMatch(/^security-test \d+\.\d+\.\d+: /)
    expect(help.stdout).toContain('Exit codes:')
    expect(none.exitCode).toBe(2)
    expect(none.stderr).toContain('Usage: security-test <command>')
    // What `npx` and a package install run: the bin, an executable with its #! line.
    expect(pkg.bin).toEqual({ 'security-test': 'dist/cli.js' })
    expect(readFileSync('dist/cli.js', 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true)
    expect(statSync('dist/cli.js').mode & 0o111).not.toBe(0)
  })
})

describe('cancellation', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143]
  ] as const)('%s mid-wait stops the test within 3 s and exits %i', async (sig, code) => {
    const sim = await shop({ test: { end: 'never' } })
    const signal = signalWhen(
      () => sim.state.testsStarted(APP) === 1 && count(sim, 'GET', '/rest/v2/test/status') >= 1,
      sig
    )
    const run = await tool(sim, 'scan', TOOL_SCAN, { onSpawn: signal.onSpawn })
    const signalledAt = signal.at()
    expect(signalledAt).toBeGreaterThan(0)
    const stop = sim.requests.find((r) => r.path.startsWith('/rest/v2/test/stop'))
    expect(stop).toMatchObject({ method: 'POST', body: { applicationToken: APP } })
    expect((stop?.time ?? Infinity) - signalledAt).toBeLessThan(3000)
    expect(run.exitCode).toBe(code)
    expect(run.outputs.outcome).toBe('stopped')
    expect(logLines(run)).toContain(`Received ${sig}: cancelling`)
    expect(sim.state.stopRequests(APP)).toBe(1)
  })
})

describe('the access token', () => {
  /** Distinctive, so any 10-character piece of it is unmistakable. */
  const TOKEN = 'q7w3e9r1t5y8u2i4o6p0a1s3d5f7g9h2'
  const leaks = (run: ToolResult): string[] => tokenLeaks(run, TOKEN)

  it.concurrent(
    'is in no output and no file, from the environment or from --access-token',
    async () => {
      const sim = await startSim({ ...shopScenario(), accessTokens: [TOKEN] })
      const debug = { SECURITY_TEST_DEBUG: '1', TF_BUILD: 'True' }
      const fromEnv = await tool(sim, 'scan', TOOL_SCAN, {
        env: { SECURITY_TEST_ACCESS_TOKEN: TOKEN, ...debug }
      })
      const fromFlag = await tool(
        sim,
        'scan',
        {
          ...TOOL_SCAN,
          'access-token': TOKEN,
          'junit-file': 'j.xml',
          'gitlab-report-file': 'g.json'
        },
        { env: { SECURITY_TEST_ACCESS_TOKEN: '', ...debug } }
      )
      // A token pasted where a value belongs is not echoed back either.
      const pasted = await tool(
        sim,
        'scan',
        { ...TOOL_SCAN, 'fail-threshold': TOKEN, extra: TOKEN },
        {
          env: { SECURITY_TEST_ACCESS_TOKEN: TOKEN }
        }
      )
      // A service that repeats the token in its error message.
      const echoing = await startSim({
        ...shopScenario({
          extra: {
            faults: [
              {
                kind: 'error',
                path: '/rest/v2/test/start',
                code: 'FAILED',
                message: `Request with Authorization: Bearer ${TOKEN} and token=${TOKEN} was refused`
              }
            ]
          }
        }),
        accessTokens: [TOKEN]
      })
      const echoed = await tool(echoing, 'scan', TOOL_SCAN, {
        env: { SECURITY_TEST_ACCESS_TOKEN: TOKEN, ...debug }
      })
      expect(echoed.exitCode).toBe(2)
      for (const run of [fromEnv, fromFlag]) {
        expect(run.exitCode).toBe(1)
        expect(logLines(run).some((l) => l.startsWith('Debug: '))).toBe(true)
      }
      expect(pasted.exitCode).toBe(2)
      expect(fromFlag.stdout).toContain(
        '##vso[task.logissue type=warning]--access-token is visible to the other processes'
      )
      for (const run of [fromEnv, fromFlag, pasted, echoed]) expect(leaks(run)).toEqual([])
    }
  )
})
