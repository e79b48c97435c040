import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import type { Simulator } from '../../sim/index.js'
import {
  startSim,
  closeSim,
  closeSims,
  call,
  client,
  statusPath,
  until
} from '../../__fixtures__/simulator.js'

afterEach(closeSims)

describe('fault injection', () => {
  let sim: Simulator
  let app: string
  const start = () => client(sim).post('/rest/v2/test/start', { applicationToken: app })
  const list = () => client(sim).get('/rest/v2/projects')
  beforeEach(async () => {
    sim = await startSim({ testDefaults: { durationMs: 5000 } })
    app = sim.tokens.applicationToken
  })

  it('5xx with a gateway JSON body (no service code), then normal answers', async () => {
    sim.addFault({ path: '/rest/v2/projects', kind: 'status', status: 503, times: 1 })
    const failed = await list()
    expect(failed.status).toBe(503)
    expect(failed.json).toMatchObject({
      status: 503,
      error: 'Internal Server Error',
      path: '/rest/v2/projects'
    })
    expect(failed.json.code).toBeUndefined()
    expect((await list()).status).toBe(200)
    expect(sim.requests.map((r) => [r.status, r.fault])).toEqual([
      [503, 'status'],
      [200, undefined]
    ])
  })

  it('5xx with an HTML body, or a given text', async () => {
    sim.addFault({ path: '/rest/v2/projects', kind: 'status', status: 502, body: 'html', times: 1 })
    sim.addFault({
      path: '/rest/v2/projects',
      kind: 'status',
      status: 500,
      body: 'oops',
      skip: 1,
      times: 1
    })
    const htmlPage = await list()
    expect([htmlPage.status, htmlPage.headers['content-type']]).toEqual([
      502,
      'text/html; charset=utf-8'
    ])
    expect(htmlPage.text).toMatch(/<html>/)
    const text = await list()
    expect([text.status, text.text]).toEqual([500, 'oops'])
  })

  it('429 with Retry-After', async () => {
    sim.addFault({ method: 'GET', path: '/rest/v2/test/status', kind: 'rate-limit', retryAfter: 3 })
    const res = await client(sim).get(statusPath(app, 'x'))
    expect([res.status, res.headers['retry-after']]).toEqual([429, '3'])
    expect((await list()).status).toBe(200)
  })

  it('delay answers late, then normally', async () => {
    sim.addFault({ path: '/rest/v2/projects', kind: 'delay', ms: 200 })
    const began = Date.now()
    const res = await list()
    expect(res.json.code).toBe('SUCCESS')
    expect(Date.now() - began).toBeGreaterThanOrEqual(190)
  })

  it('drop-before destroys the connection and changes nothing', async () => {
    sim.addFault({ method: 'POST', path: '/rest/v2/test/start', kind: 'drop-before', times: 1 })
    await expect(start()).rejects.toThrow(/socket hang up|ECONNRESET/)
    expect(sim.state.testsStarted(app)).toBe(0)
    expect(sim.requests[0]).toMatchObject({
      status: null,
      fault: 'drop-before',
      body: { applicationToken: app }
    })
    expect((await start()).json.code).toBe('SUCCESS')
  })

  it('drop-after starts the test, then destroys the connection without an answer', async () => {
    sim.addFault({ method: 'POST', path: '/rest/v2/test/start', kind: 'drop-after', times: 1 })
    await expect(start()).rejects.toThrow(/socket hang up|ECONNRESET/)
    expect(sim.state.testsStarted(app)).toBe(1)
    const running = await client(sim).get('/rest/v2/test/runningsessions')
    expect(running.json.sessions).toEqual([expect.objectContaining({ applicationToken: app })])
    expect(sim.requests[0]).toMatchObject({ status: null, fault: 'drop-after' })
  })

  it('an HTML page with HTTP 200 (a proxy) and the expired-token page', async () => {
    sim.addFault({ path: '/rest/v2/projects', kind: 'html', times: 1 })
    sim.addFault({ path: '/rest/v2/projects', kind: 'expired-token', skip: 1, times: 1 })
    const proxy = await list()
    expect([proxy.status, proxy.json]).toEqual([200, undefined])
    expect(proxy.text).toMatch(/<html>/)
    const expired = await list()
    expect(expired.status).toBe(401)
    expect(expired.text).toMatch(/expired/)
  })

  it('a service error code without processing (FAILED on running sessions; v1 form on v1)', async () => {
    sim.addFault({ path: '/rest/v2/test/runningsessions', kind: 'error', code: 'FAILED', times: 1 })
    const res = await client(sim).get('/rest/v2/test/runningsessions')
    expect([res.status, res.json]).toEqual([400, { code: 'FAILED', message: 'FAILED.' }])
    sim.addFault({ path: '/v1/test/start', kind: 'error', code: 'FAILED', message: 'busy' })
    const v1 = await call(sim.baseUrl, 'POST', '/v1/test/start', {
      body: { access_token: sim.tokens.accessToken, application_token: app }
    })
    expect(v1.json).toEqual({ status: 'Failed', message: 'busy' })
    expect(sim.state.testsStarted(app)).toBe(0)
  })

  it('status refused with FAILED: an error fault (v2 and v1) and, naturally, a result token of another application', async () => {
    const { resultToken } = sim.state.tests(app)[0]
    sim.addFault({ path: '/rest/v2/test/status', kind: 'error', code: 'FAILED', times: 1 })
    const faulted = await client(sim).get(statusPath(app, resultToken))
    expect([faulted.status, faulted.json]).toEqual([400, { code: 'FAILED', message: 'FAILED.' }])
    expect(sim.requests[0]).toMatchObject({ status: 400, fault: 'error' })
    expect((await client(sim).get(statusPath(app, resultToken))).json.code).toBe('SUCCESS')
    sim.addFault({
      path: '/v1/test/status',
      kind: 'error',
      code: 'FAILED',
      message: 'Test status failed.',
      times: 1
    })
    const v1Body = {
      access_token: sim.tokens.accessToken,
      application_token: app,
      result_token: resultToken
    }
    const v1 = await call(sim.baseUrl, 'POST', '/v1/test/status', { body: v1Body })
    expect([v1.status, v1.json]).toEqual([
      400,
      { status: 'Failed', message: 'Test status failed.' }
    ])
    // Spec 4.4 lists FAILED for status: the result token belongs to another application.
    const other = sim.state.applications().find((a) => a.token !== app && a.verified)!.token
    const foreign = await client(sim).get(statusPath(other, resultToken))
    expect([foreign.status, foreign.json.code]).toEqual([400, 'FAILED'])
    expect(foreign.json.message).toMatch(/result token is invalid/)
    const foreignV1 = await call(sim.baseUrl, 'POST', '/v1/test/status', {
      body: { ...v1Body, application_token: other }
    })
    expect([foreignV1.status, foreignV1.json.status]).toEqual([400, 'Failed'])
  })

  it('a malformed result: v2 result string and v1 result are not JSON, the envelope is', async () => {
    // The default application's earlier, completed session.
    const { resultToken } = sim.state.tests(app)[0]
    sim.addFault({ path: '/rest/v2/test/result', kind: 'malformed-result', times: 1 })
    sim.addFault({ path: '/v1/test/result', kind: 'malformed-result', times: 1 })
    const v2 = await client(sim).get(statusPath(app, resultToken, 'result'))
    expect(v2.json.code).toBe('SUCCESS')
    expect(() => JSON.parse(v2.json.result)).toThrow()
    const v1 = await call(sim.baseUrl, 'POST', '/v1/test/result', {
      body: {
        access_token: sim.tokens.accessToken,
        application_token: app,
        result_token: resultToken
      }
    })
    expect(v1.json.status).toBe('Success')
    // The same broken text as v2's, as a string value.
    expect(v1.json.result).toBe(v2.json.result)
    const good = await client(sim).get(statusPath(app, resultToken, 'result'))
    expect(JSON.parse(good.json.result).application_name).toBe('Shop')
  })

  it('skip lets the first N pass, times bounds the rest; method and prefix paths match', async () => {
    sim.addFault({
      method: 'GET',
      path: '/rest/v2/*',
      kind: 'status',
      status: 500,
      skip: 2,
      times: 2
    })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await list()).status)
    expect(statuses).toEqual([200, 200, 500, 500, 200, 200])
    expect((await client(sim).post('/rest/v2/test/stop', { applicationToken: app })).status).toBe(
      400
    )
    expect(sim.faults[0]).toMatchObject({ seen: 6, applied: 2 })
  })

  it('rate with a seed is deterministic and roughly the given share', async () => {
    const run = async (): Promise<string> => {
      sim.clearFaults()
      sim.addFault({ path: '/rest/v2/projects', kind: 'status', status: 503, rate: 0.3, seed: 17 })
      let pattern = ''
      for (let i = 0; i < 60; i++) pattern += (await list()).status === 503 ? 'x' : '.'
      return pattern
    }
    const first = await run()
    expect(await run()).toBe(first)
    const share = first.split('').filter((c) => c === 'x').length / first.length
    expect(share).toBeGreaterThan(0.1)
    expect(share).toBeLessThan(0.5)
  })

  it('faults from the scenario apply from the first request; clearFaults removes them', async () => {
    const faulty = await startSim({
      faults: [{ path: '/rest/v2/projects/', kind: 'status', status: 503 }]
    })
    expect((await client(faulty).get('/rest/v2/projects')).status).toBe(503)
    faulty.clearFaults()
    expect((await client(faulty).get('/rest/v2/projects')).status).toBe(200)
    await expect(startSim({ faults: [{ kind: 'nope' } as never] })).rejects.toThrow(
      /unknown fault kind/
    )
  })

  it('close() does not wait for a long delay fault', async () => {
    sim.addFault({ path: '/rest/v2/projects', kind: 'delay', ms: 60_000 })
    const pending = list().catch((error: Error) => error)
    // Held by the delay fault once recorded.
    expect(await until(() => sim.requests.length === 1, 5000)).toBe(true)
    const began = Date.now()
    await closeSim(sim)
    expect(Date.now() - began).toBeLessThan(1000)
    await pending
    sim = await startSim()
  })
})
