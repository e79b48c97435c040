import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import type { Simulator } from '../../sim/index.js'
import { FakeClock } from '../../__fixtures__/fake-clock.js'
import { startSim, closeSims, call } from '../../__fixtures__/simulator.js'

afterEach(closeSims)

describe('v1 (deprecated): POST with tokens in the body, snake_case, status Success/Failed', () => {
  let sim: Simulator
  let clock: FakeClock
  let auth: { access_token: string; application_token: string }
  const post = (path: string, body: unknown) => call(sim.baseUrl, 'POST', path, { body })
  beforeEach(async () => {
    clock = new FakeClock()
    sim = await startSim({ testDefaults: { durationMs: 800, stopDelayMs: 100 } }, { clock })
    auth = { access_token: sim.tokens.accessToken, application_token: sim.tokens.applicationToken }
  })

  it('start, status (the test state), result (a JSON value), with no Authorization header', async () => {
    const start = await post('/v1/test/start', auth)
    expect(start.status).toBe(200)
    expect(start.json).toEqual({
      status: 'Success',
      message: expect.any(String),
      result_token: expect.stringMatching(/^[a-z0-9]{32}$/),
      status_url: `${sim.baseUrl}/v1/test/status`,
      result_url: `${sim.baseUrl}/v1/test/result`
    })
    expect(sim.requests[0].headers.authorization).toBeUndefined()
    const withResult = { ...auth, result_token: start.json.result_token }
    const running = await post('/v1/test/status', withResult)
    expect(running.json).toEqual({
      status: 'running',
      progress: expect.any(Number),
      message: expect.any(String)
    })
    const early = await post('/v1/test/result', withResult)
    expect(early.json).toEqual({
      status: 'Failed',
      message: expect.stringMatching(/still running/),
      result: null
    })
    clock.advance(800)
    expect((await post('/v1/test/status', withResult)).json).toMatchObject({
      status: 'completed',
      progress: 100
    })
    const result = await post('/v1/test/result', withResult)
    expect(result.json.status).toBe('Success')
    expect(typeof result.json.result).toBe('object')
    expect(result.json.result.vulnerabilities.length).toBeGreaterThan(0)
  })

  it('stop: Success, and the test ends stopped; a second test cannot start while one runs', async () => {
    const start = await post('/v1/test/start', auth)
    expect((await post('/v1/test/start', auth)).json).toEqual({
      status: 'Failed',
      message: expect.stringMatching(/already running/)
    })
    const stop = await post('/v1/test/stop', auth)
    expect(stop.json).toEqual({ status: 'Success', message: expect.any(String) })
    clock.advance(99)
    expect(sim.state.test(start.json.result_token)?.state).toBe('running')
    clock.advance(1)
    expect(sim.state.test(start.json.result_token)?.state).toBe('stopped')
    expect((await post('/v1/test/stop', auth)).json.status).toBe('Failed')
  })

  it('failures: status Failed with the cause in message; result null on the result call', async () => {
    const badApp = { ...auth, application_token: 'nope' }
    for (const path of ['/v1/test/start', '/v1/test/status', '/v1/test/stop']) {
      const res = await post(path, { ...badApp, result_token: 'x' })
      expect(res.status).toBe(400)
      expect(res.json).toEqual({ status: 'Failed', message: expect.any(String) })
    }
    const result = await post('/v1/test/result', { ...auth, result_token: 'nope' })
    expect(result.json).toEqual({ status: 'Failed', message: expect.any(String), result: null })
    const noToken = await post('/v1/test/start', { application_token: auth.application_token })
    expect(noToken.json).toEqual({ status: 'Failed', message: 'Not authorized.' })
    const malformed = await post('/v1/test/start', '{"access_token":')
    expect(malformed.json.status).toBe('Failed')
  })

  it('the same test runs are visible to v2; GET on a v1 path is 405', async () => {
    const start = await post('/v1/test/start', auth)
    expect(sim.state.runningTest(auth.application_token)?.resultToken).toBe(start.json.result_token)
    const get = await call(sim.baseUrl, 'GET', '/v1/test/status')
    expect([get.status, get.json.code, get.headers.allow]).toEqual([
      405,
      'METHOD_NOT_ALLOWED',
      'POST'
    ])
  })

  it('an expired token in the body gets the HTML page', async () => {
    const expired = await startSim({ expiredTokens: ['e'.repeat(32)] })
    const res = await call(expired.baseUrl, 'POST', '/v1/test/start', {
      body: { access_token: 'e'.repeat(32), application_token: expired.tokens.applicationToken }
    })
    expect(res.status).toBe(401)
    expect(res.text).toMatch(/^<!DOCTYPE html>/)
  })
})
