import { describe, expect, it } from '@jest/globals'
import { nothingToStop, stopOwnTest } from '../../src/lifecycle/stop.js'
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
    expect(await stopped).toEqual({ kind: 'stopped' })
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

  it('stops at once while the start’s answer is still out (no result token to check)', async () => {
    const { stopped, api } = stopWith({ stop: () => undefined }, '')
    expect(await stopped).toEqual({ kind: 'stopped' })
    expect(ops(api)).toEqual(['stop'])
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
    expect(await stopped).toEqual({ kind: 'stopped', refusedAsEnded: true })
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
