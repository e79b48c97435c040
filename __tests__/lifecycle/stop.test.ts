import { describe, expect, it } from '@jest/globals'
import { CLI_WORDS } from '../../src/cli/words.js'
import { nothingToStop, stopOwnTest, unansweredLine } from '../../src/lifecycle/stop.js'
import { FakeClock } from '../../__fixtures__/fake-clock.js'
import { refused, scriptedApi, type Script } from './scripted-api.js'

const APP = 'a'.repeat(32)
const OURS = 'o'.repeat(32)
const THEIRS = 't'.repeat(32)

function stopWith(script: Script, resultToken = OURS) {
  const api = scriptedApi(new FakeClock(), script)
  const stopped = stopOwnTest(
    api,
    { applicationToken: APP, resultToken },
    AbortSignal.timeout(3000)
  )
  return { stopped, api }
}

const ops = (api: ReturnType<typeof scriptedApi>): string[] => api.calls.map((c) => c.op)

describe('stopOwnTest: only this run’s test is stopped', () => {
  it('stops the test when the running list shows it as the application’s', async () => {
    const { stopped, api } = stopWith({
      running: () => [{ applicationToken: APP, resultToken: OURS }],
      stop: () => undefined
    })
    expect(await stopped).toEqual({ kind: 'stopped', resultToken: OURS })
    expect(ops(api)).toEqual(['running', 'stop'])
  })

  it('leaves another test of the application alone', async () => {
    const { stopped, api } = stopWith({
      running: () => [{ applicationToken: APP, resultToken: THEIRS }]
    })
    expect(await stopped).toEqual({ kind: 'other-running', resultToken: THEIRS })
    expect(ops(api)).toEqual(['running'])
  })

  it('asks its own test’s status when the list does not show the application, and stops nothing ended', async () => {
    const { stopped, api } = stopWith({
      running: () => [],
      status: () => ({ status: 'completed' })
    })
    expect(await stopped).toEqual({ kind: 'not-running' })
    expect(ops(api)).toEqual(['running', 'status'])
  })

  it('with the start unanswered and no answer to wait for, stops nothing and says what runs', async () => {
    const { stopped, api } = stopWith(
      { running: () => [{ applicationToken: APP, resultToken: THEIRS, startTime: 0 }] },
      ''
    )
    expect(await stopped).toEqual({
      kind: 'unanswered',
      running: { applicationToken: APP, resultToken: THEIRS, startTime: 0 }
    })
    expect(ops(api)).toEqual(['running'])
  })

  it('waits for the start’s answer and stops only the test it names, while it runs', async () => {
    const api = scriptedApi(new FakeClock(), {
      running: () => [{ applicationToken: APP, resultToken: OURS }],
      stop: () => undefined
    })
    let answer: (token: string) => void = () => undefined
    const stopped = stopOwnTest(
      api,
      { applicationToken: APP, resultToken: '', answer: new Promise((r) => (answer = r)) },
      AbortSignal.timeout(3000)
    )
    await new Promise((r) => setTimeout(r, 10))
    expect(ops(api)).toEqual([]) // no stop before the answer: it would hit any test
    answer(OURS)
    expect(await stopped).toEqual({ kind: 'stopped', resultToken: OURS })
    expect(ops(api)).toEqual(['running', 'stop'])
  })

  it('leaves another pipeline’s test alone when the answer names a test no longer running', async () => {
    const api = scriptedApi(new FakeClock(), {
      running: () => [{ applicationToken: APP, resultToken: THEIRS }]
    })
    const stopped = stopOwnTest(
      api,
      { applicationToken: APP, resultToken: '', answer: Promise.resolve(OURS) },
      AbortSignal.timeout(3000)
    )
    expect(await stopped).toEqual({ kind: 'other-running', resultToken: THEIRS })
    expect(ops(api)).not.toContain('stop')
  })

  it('an answer later than the budget, or a refused start, stops nothing', async () => {
    const api = scriptedApi(new FakeClock(), { running: () => [] })
    const late = stopOwnTest(
      api,
      { applicationToken: APP, resultToken: '', answer: new Promise(() => undefined) },
      AbortSignal.timeout(50)
    )
    expect(await late).toEqual({ kind: 'unanswered', running: null })
    const refusedStart = stopOwnTest(
      api,
      { applicationToken: APP, resultToken: '', answer: Promise.resolve(undefined) },
      AbortSignal.timeout(3000)
    )
    expect((await refusedStart).kind).toBe('unanswered')
    expect(ops(api)).not.toContain('stop')
  })

  it('says in one escaped line which test runs and how to stop it', () => {
    const line = unansweredLine(APP, {
      applicationToken: APP,
      resultToken: '::error::x\n##[warning]y',
      startTime: 0
    })
    expect(line).not.toMatch(/\n|^::|##\[/)
    expect(line).toMatch(/nothing was stopped/)
    expect(line).toMatch(/started 1970-01-01T00:00:00.000Z/)
    expect(line).toMatch(/stop it with `command: stop`$/)
    // The tool's words: its own command line, not the action's.
    expect(unansweredLine(APP, null, CLI_WORDS)).toMatch(/stop it with `security-test stop`$/)
    expect(unansweredLine(APP)).toMatch(/could not be read/)
    expect(unansweredLine(APP, null)).toMatch(/runs no test now/)
  })

  it('takes a refused stop of a test that has since ended as stopped', async () => {
    let listed = true
    const { stopped } = stopWith({
      running: () => (listed ? [{ applicationToken: APP, resultToken: OURS }] : []),
      status: () => ({ status: 'stopped' }),
      stop: () => {
        listed = false
        return refused('FAILED')
      }
    })
    expect(await stopped).toEqual({ kind: 'stopped', resultToken: OURS, refusedAsEnded: true })
  })

  it('reports a failed check as failed and sends no stop', async () => {
    const { stopped, api } = stopWith({
      running: () => {
        throw new Error('down')
      }
    })
    expect((await stopped).kind).toBe('failed')
    expect(ops(api)).not.toContain('stop')
  })
})

describe('nothingToStop', () => {
  it('is true for a refused stop when the application has no running test', async () => {
    const api = scriptedApi(new FakeClock(), { running: () => [] })
    expect(
      await nothingToStop(api, refused('FAILED'), APP, undefined, AbortSignal.timeout(1000))
    ).toBe(true)
  })

  it('is false when the application still runs a test, or the error is not a refusal to stop', async () => {
    const api = scriptedApi(new FakeClock(), {
      running: () => [{ applicationToken: APP, resultToken: OURS }]
    })
    expect(
      await nothingToStop(api, refused('FAILED'), APP, undefined, AbortSignal.timeout(1000))
    ).toBe(false)
    expect(
      await nothingToStop(api, refused('NOT_AUTHORIZED'), APP, undefined, AbortSignal.timeout(1000))
    ).toBe(false)
  })
})
