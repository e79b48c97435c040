import { describe, expect, it } from '@jest/globals'
import { waitForTest, type WaitOptions } from '../../src/lifecycle/wait.js'
import { FakeClock } from '../../__fixtures__/fake-clock.js'
import { MemoryLog } from '../../__fixtures__/memory-log.js'
import { outage, refused, scriptedApi, type Script } from './scripted-api.js'

const APP = 'a'.repeat(32)
const RESULT = 'r'.repeat(32)

function waitWith(script: Script, more: Partial<WaitOptions> = {}) {
  const clock = new FakeClock()
  const log = new MemoryLog()
  const api = scriptedApi(clock, script)
  const outcome = waitForTest({
    api,
    applicationToken: APP,
    resultToken: RESULT,
    clock,
    log,
    deadline: clock.now() + 10 * 60_000,
    pollIntervalMs: 30_000,
    ...more
  })
  return { outcome, api, clock, log }
}

const statusTimes = (api: ReturnType<typeof scriptedApi>): number[] =>
  api.calls.filter((c) => c.op === 'status').map((c) => c.at)

describe('waitForTest on the fake clock', () => {
  it('polls at 2, 5 and 10 s, then once per poll-interval, until the test completes', async () => {
    const { outcome, api, log } = waitWith({
      status: (t) =>
        t < 70_000
          ? { status: 'running', progress: Math.floor(t / 1000) }
          : { status: 'completed', progress: 100 }
    })
    expect(await outcome).toEqual({
      kind: 'completed',
      last: { status: 'completed', progress: 100 }
    })
    expect(statusTimes(api)).toEqual([2_000, 5_000, 10_000, 40_000, 70_000])
    expect(log.text('info')).toContain('Test completed 100%')
  })

  it('ends the wait on a status that means the test ended early', async () => {
    const { outcome } = waitWith({ status: () => ({ status: 'Stopped' }) })
    expect((await outcome).kind).toBe('ended')
  })

  it('times out at the deadline after a last look, and says what it saw last', async () => {
    const { outcome, api, clock } = waitWith(
      { status: () => ({ status: 'running', progress: 40 }) },
      { deadline: new FakeClock().now() + 45_000 }
    )
    expect(await outcome).toEqual({ kind: 'timed-out', last: { status: 'running', progress: 40 } })
    expect(statusTimes(api)).toEqual([2_000, 5_000, 10_000, 40_000, 45_000])
    expect(clock.now() - new FakeClock().now()).toBe(45_000)
  })

  it('polls through an outage with one warning, and finishes when the service is back', async () => {
    const { outcome, log } = waitWith({
      status: (t) => (t < 30_000 ? outage() : { status: 'completed', progress: 100 })
    })
    expect((await outcome).kind).toBe('completed')
    expect(log.lines.filter((l) => l.level === 'warning').map((l) => l.message)).toEqual([
      'Status poll failed, retrying on the next poll: the connection failed (ECONNRESET)'
    ])
  })

  it('ends at once, naming the test and the application, when the service refuses the status', async () => {
    const { outcome, api } = waitWith({ status: () => refused('FAILED') })
    await expect(outcome).rejects.toThrow(
      `The service refused the status of test ${RESULT} of application ${APP}: refused: FAILED.`
    )
    expect(statusTimes(api)).toEqual([2_000])
  })

  it('never takes progress 100 under an unknown status as done: waits to the deadline, with one warning for the word', async () => {
    const { outcome, log, api } = waitWith(
      { status: (t) => ({ status: 'Analysed', progress: t < 5_000 ? 50 : 100 }) },
      { deadline: new FakeClock().now() + 45_000 }
    )
    expect(await outcome).toEqual({
      kind: 'timed-out',
      last: { status: 'Analysed', progress: 100 }
    })
    expect(statusTimes(api)).toEqual([2_000, 5_000, 10_000, 40_000, 45_000])
    expect(log.text('warning')).toBe(
      'The service reported an unknown test status "Analysed"; still waiting'
    )
  })

  it.each([
    ['Completed with errors', 'unclean'],
    ['Failed: target unreachable', 'ended'],
    ['stopped', 'ended']
  ] as const)('ends the wait on "%s" as %s', async (status, kind) => {
    const { outcome } = waitWith({ status: () => ({ status, progress: 100 }) })
    expect(await outcome).toEqual({ kind, last: { status, progress: 100 } })
  })

  it('is cancelled, not timed out, when the run is cancelled while it waits', async () => {
    const controller = new AbortController()
    const { outcome } = waitWith(
      {
        status: (t) => {
          if (t >= 5_000) controller.abort(new Error('cancelled'))
          return { status: 'running' }
        }
      },
      { signal: controller.signal }
    )
    expect(await outcome).toEqual({ kind: 'cancelled', last: { status: 'running' } })
  })
})
