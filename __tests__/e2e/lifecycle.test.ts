// The test lifecycle through the built action: start exactly once, attach, timeouts,
// cancellation by real signals, the post phase, and errors that must not be retried.
import { afterAll, describe, expect, it } from '@jest/globals'
import { workflowCommands } from '../../scripts/runner.js'
import {
  ACCESS,
  APP,
  EXPIRED_ACCESS,
  OTHER_APP,
  shopScenario,
  type Arrange
} from '../../sim/accounts.js'
import { closeSims, count, paths, startSim, type Simulator } from '../../__fixtures__/simulator.js'
import { failureLine, postOf, scan, scanShop, signalWhen } from '../../__fixtures__/step.js'
import { sarifResults } from '../../__fixtures__/step-files.js'

afterAll(closeSims)

const arrange = (a: Arrange = {}): Promise<Simulator> => startSim(shopScenario(a))

// start exactly once

it.concurrent(
  'start exactly once: attaches when the answer to the start request is lost',
  async () => {
    const { run, sim: s } = await scanShop({
      extra: { faults: [{ kind: 'drop-after', path: '/rest/v2/test/start', times: 1 }] }
    })
    expect(s.state.testsStarted(APP)).toBe(1)
    expect(count(s, 'POST', '/rest/v2/test/start')).toBe(1)
    expect(run.stdout).toMatch(/answer to the start request was lost/)
    expect(run.outputs.outcome).toBe('failed') // the gate still judges the findings
    expect(run.outputs['result-token']).toBe(s.state.tests(APP)[0]?.resultToken)
  }
)

it.concurrent(
  'start exactly once: attaches to a test that is already running (if-running: attach)',
  async () => {
    const { run, sim: s } = await scanShop({
      // Running from the simulator's start for 8 s: the step finds it still running, however
      // long a loaded machine takes to start it.
      app: { runningTest: { resultToken: 'run00000000000000000000000000001', startedAgoMs: 0 } },
      test: { durationMs: 8000 }
    })
    expect(count(s, 'POST', '/rest/v2/test/start')).toBe(0)
    expect(run.outputs['result-token']).toBe('run00000000000000000000000000001')
    // Gated on the attached test's own result.
    expect(run.outputs.outcome).toBe('failed')
    expect(run.outputs['unfixed-count']).toBe('7')
  }
)

it.concurrent(
  'start exactly once: stops the running test and starts anew (if-running: stop)',
  async () => {
    const { run, sim: s } = await scanShop(
      {
        // Still running when the step asks, however long a loaded machine takes to start it.
        app: { runningTest: { startedAgoMs: 0 } },
        test: { stopDelayMs: 100, durationMs: 8000 }
      },
      { 'if-running': 'stop' }
    )
    const p = paths(s)
    expect(p.indexOf('POST /rest/v2/test/stop')).toBeGreaterThan(-1)
    expect(p.indexOf('POST /rest/v2/test/stop')).toBeLessThan(p.indexOf('POST /rest/v2/test/start'))
    expect(s.state.testsStarted(APP)).toBe(1)
    expect(run.outputs.outcome).toBe('failed')
  }
)

it.concurrent('start exactly once: fails without starting (if-running: fail)', async () => {
  const { run, sim: s } = await scanShop(
    { app: { runningTest: true }, test: { end: 'never' } },
    { 'if-running': 'fail' }
  )
  expect(run.exitCode).toBe(1)
  expect(run.outputs.outcome).toBe('error')
  expect(failureLine(run)).toMatch(/already has a test running/)
  expect(count(s, 'POST', '/rest/v2/test/start')).toBe(0)
})

it.concurrent(
  'start exactly once: refuses an unverified application before starting, pointing to register/verify',
  async () => {
    const { run, sim: s } = await scanShop({}, { 'application-token': OTHER_APP })
    expect(run.exitCode).toBe(1)
    expect(failureLine(run)).toMatch(/not verified.*verify/)
    // Said once in the log: the ::error:: line, not also a "Why:" line before it.
    expect(run.stdout.split('\n').filter((l) => l.includes('is not verified'))).toHaveLength(1)
    expect(count(s, 'POST', '/rest/v2/test/start')).toBe(0)
    // An error still leaves its reports: an `if: always()` upload step finds an empty SARIF.
    expect(sarifResults(run)).toEqual([])
    expect(run.summary).toMatch(/not verified/)
    // The preflight read the application: the error names it, not only its token.
    expect(run.summary).toContain(`**Application:** Unverified (token \`${OTHER_APP}\`) at \``)
    // Its URL in the service's words is a code span: copyable, no invisible character added.
    expect(run.summary).toContain('(`https://new.example.com`)')
    expect(run.summary).not.toMatch(/[\u200b-\u200f\u2060\ufeff\u00ad]/)
  }
)

it.concurrent(
  'start exactly once: a refused start leaves nothing for the post phase to stop',
  async () => {
    const { run, sim: s } = await scanShop({
      extra: { faults: [{ kind: 'error', path: '/rest/v2/test/start', code: 'FAILED' }] }
    })
    expect(run.outputs.outcome).toBe('error')
    const post = await postOf(run, s)
    expect(post.stdout.trim()).toBe('')
    expect(s.state.stopRequests(APP)).toBe(0)
  }
)

// timeouts

it.concurrent('timeouts: stops the test and fails (on-timeout: stop)', async () => {
  const { run, sim: s } = await scanShop({ test: { end: 'never' } }, { timeout: '3s' })
  expect(run.outputs.outcome).toBe('timed-out')
  expect(run.exitCode).toBe(1)
  expect(failureLine(run)).toMatch(
    /did not finish within the timeout \(3s\); a stop request was sent/
  )
  expect(s.state.stopRequests(APP)).toBe(1)
})

it.concurrent(
  'timeouts: leaves the test running and passes with fail-on-timeout: false (on-timeout: leave)',
  async () => {
    const { run, sim: s } = await scanShop(
      { test: { end: 'never' } },
      {
        timeout: '3s',
        'on-timeout': 'leave',
        'fail-on-timeout': 'false'
      }
    )
    expect(run.outputs.outcome).toBe('timed-out')
    expect(run.exitCode).toBe(0)
    expect(s.state.stopRequests(APP)).toBe(0)
    // Still running on the service: the test this run started and reported.
    expect(s.state.runningTest(APP)).toMatchObject({
      resultToken: run.outputs['result-token'],
      stopRequested: false
    })
    const post = await postOf(run, s, { timeout: '3s', 'on-timeout': 'leave' })
    expect(post.stdout.trim()).toBe('')
    expect(s.state.stopRequests(APP)).toBe(0)
  }
)

it.concurrent(
  'timeouts: keeps waiting when progress is 100 under an unknown status, until the status says completed',
  async () => {
    const { run, sim: s } = await scanShop({
      test: { durationMs: 5000, progress: 'early-hundred', statusNames: { running: 'analysing' } }
    })
    expect(run.stdout).toMatch(/unknown test status "analysing"/)
    // Never taken as done at 100 %: the result is asked for once, after the status said so.
    expect(count(s, 'GET', '/rest/v2/test/result')).toBe(1)
    expect(run.outputs.outcome).toBe('failed') // judged on the full result
    expect(run.outputs['unfixed-count']).toBe('7')
  }
)

it.concurrent(
  'timeouts: reports a test that ends as stopped or failed on the service',
  async () => {
    const { run } = await scanShop({ test: { end: 'failed' } })
    expect(run.outputs.outcome).toBe('stopped')
    expect(run.exitCode).toBe(1)
  }
)

describe('cancellation', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    '%s mid-wait sends the stop request within 3 s and exits non-zero',
    async (sig) => {
      const s = await arrange({ test: { end: 'never' } })
      const signal = signalWhen(
        () => s.state.testsStarted(APP) === 1 && count(s, 'GET', '/rest/v2/test/status') >= 1,
        sig
      )
      const run = await scan(s, {}, { onSpawn: signal.onSpawn })
      const signalledAt = signal.at()
      expect(signalledAt).toBeGreaterThan(0)
      const stop = s.requests.find((r) => r.path.startsWith('/rest/v2/test/stop'))
      expect(stop).toMatchObject({ method: 'POST', body: { applicationToken: APP } })
      expect((stop?.time ?? Infinity) - signalledAt).toBeLessThan(3000)
      expect(run.exitCode).not.toBe(0)
      expect(Date.now() - signalledAt).toBeLessThan(10_000)
      // The main phase stopped it: the post phase does nothing.
      const post = await postOf(run, s)
      expect(post.stdout.trim()).toBe('')
      expect(s.state.stopRequests(APP)).toBe(1)
    }
  )

  it('a hard kill is followed by a post phase that stops the test', async () => {
    const s = await arrange({ test: { end: 'never' } })
    // Killed once the start's answer has arrived (the first status poll names the test): a post
    // phase stops only a test the main phase knew to be its own.
    const kill = signalWhen(() => count(s, 'GET', '/rest/v2/test/status') >= 1, 'SIGKILL')
    const run = await scan(s, {}, { onSpawn: kill.onSpawn })
    expect(run.signal).toBe('SIGKILL')
    expect(s.state.stopRequests(APP)).toBe(0)
    const post = await postOf(run, s)
    expect(post.exitCode).toBe(0)
    expect(s.state.stopRequests(APP)).toBe(1)
    expect(post.stdout).toMatch(/stopping it/)
  })

  it.concurrent('the post phase does nothing after a normal run', async () => {
    const { run, sim: s } = await scanShop()
    const before = s.requests.length
    const post = await postOf(run, s)
    expect(post.stdout.trim()).toBe('')
    expect(s.requests.length).toBe(before)
  })
})

// errors that must not be retried

it.concurrent(
  'errors that must not be retried: a refused token: one clear line, no retries',
  async () => {
    const { run, sim: s } = await scanShop(
      {},
      { 'access-token': 'f0000000000000000000000000000000' }
    )
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toMatch(/NOT_AUTHORIZED|refused/)
    expect(s.requests.length).toBe(1)
  }
)

it.concurrent(
  'errors that must not be retried: an expired token (HTML page): one clear line, no retries, no HTML',
  async () => {
    const { run, sim: s } = await scanShop({}, { 'access-token': EXPIRED_ACCESS })
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toMatch(/refused or has expired/)
    expect(run.stdout).not.toMatch(/<html|<body/i)
    expect(s.requests.length).toBe(1)
  }
)

it.concurrent(
  'errors that must not be retried: a service error in an HTTP 200 envelope fails like one in HTTP 400',
  async () => {
    const runs = await Promise.all(
      [200, 400].map(async (status) => {
        const s = await arrange({
          extra: {
            faults: [{ kind: 'error', path: '/rest/v2/test/start', code: 'NOT_AUTHORIZED', status }]
          }
        })
        return { s, run: await scan(s) }
      })
    )
    for (const { s, run } of runs) {
      expect(run.outputs.outcome).toBe('error')
      expect(failureLine(run)).toMatch(/NOT_AUTHORIZED/)
      expect(count(s, 'POST', '/rest/v2/test/start')).toBe(1)
    }
  }
)

// bad inputs

it.concurrent('bad inputs: reports every bad input together and sends no request', async () => {
  const { run, sim: s } = await scanShop(
    {},
    {
      'fail-threshold': 'severe',
      timeout: 'forever',
      'max-unfixed': 'high=-1',
      'application-token': 'NOT-A-TOKEN'
    }
  )
  expect(run.exitCode).toBe(1)
  expect(run.outputs.outcome).toBe('error')
  for (const name of ['fail-threshold', 'timeout', 'max-unfixed', 'application-token']) {
    expect(run.stdout).toContain(name)
  }
  expect(s.requests.length).toBe(0)
})

// other commands

it.concurrent(
  'other commands: report reads the latest completed session without starting a test',
  async () => {
    const { run, sim: s } = await scanShop(
      {
        app: { pastSessions: [{ resultToken: 'past0000000000000000000000000001' }] }
      },
      { command: 'report' }
    )
    expect(count(s, 'POST', '/rest/v2/test/start')).toBe(0)
    expect(run.outputs['result-token']).toBe('past0000000000000000000000000001')
    expect(run.outputs['unfixed-count']).toBe('7')
    expect(run.outputs.outcome).toBe('failed')
  }
)

it.concurrent(
  'other commands: report skips a newer test that was stopped and has no result',
  async () => {
    const now = Date.now()
    const { run } = await scanShop(
      {
        app: {
          pastSessions: [
            {
              resultToken: 'stop0000000000000000000000000001',
              state: 'stopped',
              startTime: now - 3600_000,
              endTime: now - 3000_000
            },
            {
              resultToken: 'past0000000000000000000000000001',
              startTime: now - 86400_000,
              endTime: now - 85000_000
            }
          ]
        }
      },
      { command: 'report' }
    )
    expect(run.outputs['result-token']).toBe('past0000000000000000000000000001')
    expect(run.stdout).toMatch(/Report: the test stop0000000000000000000000000001 has no result/)
    expect(run.outputs['unfixed-count']).toBe('7')
  }
)

it.concurrent(
  'other commands: fails before starting when the baseline file is missing and baseline-missing is fail',
  async () => {
    const { run, sim: s } = await scanShop(
      {},
      { baseline: 'missing-baseline.json', 'baseline-missing': 'fail' }
    )
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toMatch(/^baseline: .*missing-baseline\.json.*no test was started$/)
    expect(count(s, 'POST', '/rest/v2/test/start')).toBe(0)
  }
)

it.concurrent(
  'other commands: wait fails before polling when the named ignore file is missing',
  async () => {
    const { run, sim: s } = await scanShop(
      { app: { runningTest: true }, test: { end: 'never' } },
      { command: 'wait', 'ignore-file': 'accepted.yml' }
    )
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toMatch(/^ignore-file: accepted\.yml .*the test was not waited for$/)
    expect(count(s, 'GET', '/rest/v2/test/status')).toBe(0)
  }
)

it.concurrent(
  'other commands: start returns at once; wait picks the test up and gates',
  async () => {
    const s = await arrange({ test: { durationMs: 1500 } })
    const started = await scan(s, { command: 'start' })
    expect(started.outputs.outcome).toBe('started')
    expect(started.exitCode).toBe(0)
    expect(count(s, 'GET', '/rest/v2/test/status')).toBe(0)
    const waited = await scan(s, {
      command: 'wait',
      'result-token': started.outputs['result-token'] as string
    })
    expect(waited.outputs.outcome).toBe('failed')
    expect(waited.outputs['unfixed-count']).toBe('7')
    expect(s.state.testsStarted(APP)).toBe(1)
  }
)

it.concurrent('other commands: stop sends the stop request', async () => {
  const { run, sim: s } = await scanShop(
    { app: { runningTest: true }, test: { end: 'never' } },
    { command: 'stop' }
  )
  expect(run.exitCode).toBe(0)
  expect(run.outputs.outcome).toBe('stopped')
  expect(s.state.stopRequests(APP)).toBe(1)
})

it.concurrent('other commands: stop with nothing running is a notice, not a failure', async () => {
  const { run } = await scanShop({}, { command: 'stop' })
  expect(run.exitCode).toBe(0)
  expect(run.stdout).toMatch(/::notice::.*nothing to stop/)
})

it.concurrent(
  'other commands: v1: scan, start, wait and stop use only /v1 paths and no Authorization header',
  async () => {
    const s = await arrange()
    const scanned = await scan(s, { 'api-version': 'v1' })
    expect(scanned.outputs.outcome).toBe('failed')
    expect(scanned.outputs['unfixed-count']).toBe('7')
    const started = await scan(s, { 'api-version': 'v1', command: 'start' })
    await scan(s, {
      'api-version': 'v1',
      command: 'wait',
      'result-token': started.outputs['result-token'] as string
    })
    await scan(s, { 'api-version': 'v1', command: 'stop' })
    expect(s.requests.length).toBeGreaterThan(4)
    for (const r of s.requests) {
      expect(r.path.startsWith('/v1/')).toBe(true)
      expect(r.headers.authorization).toBeUndefined()
    }
    const v1Report = await scan(s, { 'api-version': 'v1', command: 'report' })
    expect(failureLine(v1Report)).toMatch(/v1/)
  }
)

it.concurrent('other commands: prints no workflow command but its own', async () => {
  const { run } = await scanShop()
  for (const line of workflowCommands(run.stdout)) {
    expect(line).toMatch(
      /^::(add-mask|error|warning|notice|debug|group|endgroup|set-output|save-state)/
    )
  }
  const unmasked = run.stdout.split('\n').filter((l) => !l.startsWith('::add-mask::'))
  expect(unmasked.join('\n')).not.toContain(ACCESS)
})
