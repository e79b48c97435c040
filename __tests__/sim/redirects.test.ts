// The redirect fault: a gateway or load balancer that answers 30x with a Location instead of
// passing the request on. Nothing is processed; the Location keeps the request's path and query.

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import type { Simulator } from '../../sim/index.js'
import { startSim, closeSims, call, client, statusPath } from '../../__fixtures__/simulator.js'

afterEach(closeSims)

describe('redirect fault', () => {
  let sim: Simulator
  let app: string
  const start = (path = '/rest/v2/test/start') => client(sim).post(path, { applicationToken: app })
  beforeEach(async () => {
    sim = await startSim({ testDefaults: { durationMs: 5000 } })
    app = sim.tokens.applicationToken
  })

  it('default 302; a same-origin location is made absolute on the base URL, {pathAndQuery} filled in', async () => {
    sim.addFault({
      path: '/rest/v2/test/status',
      kind: 'redirect',
      location: '/gateway{pathAndQuery}'
    })
    const path = statusPath(app, 'r'.repeat(32))
    const res = await client(sim).get(path)
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe(`${sim.baseUrl}/gateway${path}`)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.text).toMatch(/302 Found/)
    expect(res.json).toBeUndefined()
    expect(sim.requests[0]).toMatchObject({
      method: 'GET',
      path: '/rest/v2/test/status',
      status: 302,
      fault: 'redirect'
    })
  })

  it('absolute: false sends the relative path as it is', async () => {
    sim.addFault({
      path: '/rest/v2/projects',
      kind: 'redirect',
      status: 301,
      location: '/gateway{pathAndQuery}',
      absolute: false
    })
    const res = await client(sim).get('/rest/v2/projects?include_team=true')
    expect([res.status, res.headers.location]).toEqual([
      301,
      '/gateway/rest/v2/projects?include_team=true'
    ])
  })

  it('a redirected start starts no test; with times: 1 the next start goes through', async () => {
    sim.addFault({
      method: 'POST',
      path: '/rest/v2/test/start',
      kind: 'redirect',
      status: 307,
      location: '{pathAndQuery}',
      times: 1
    })
    const redirected = await start()
    expect([redirected.status, redirected.headers.location]).toEqual([
      307,
      `${sim.baseUrl}/rest/v2/test/start`
    ])
    expect(sim.state.testsStarted(app)).toBe(0)
    expect(sim.state.runningTest(app)).toBeUndefined()
    const followed = await start()
    expect([followed.status, followed.json.code]).toEqual([200, 'SUCCESS'])
    expect(sim.state.testsStarted(app)).toBe(1)
    expect(sim.requests.map((r) => [r.status, r.fault])).toEqual([
      [307, 'redirect'],
      [200, undefined]
    ])
  })

  it('{pathAndQuery} is the target as sent: trailing slash and query kept', async () => {
    sim.addFault({ path: '/rest/v2/test/*', kind: 'redirect', location: '{pathAndQuery}' })
    const res = await start('/rest/v2/test/start/?x=1&y=a%20b')
    expect(res.headers.location).toBe(`${sim.baseUrl}/rest/v2/test/start/?x=1&y=a%20b`)
    expect(sim.state.testsStarted(app)).toBe(0)
  })

  it('another origin: the location is sent as given; following it reaches that server', async () => {
    const other = await startSim({ accessTokens: [sim.tokens.accessToken] })
    sim.addFault({
      path: '/rest/v2/projects',
      kind: 'redirect',
      status: 308,
      location: `${other.baseUrl}{pathAndQuery}`
    })
    const res = await client(sim).get('/rest/v2/projects?include_team=true')
    expect([res.status, res.headers.location]).toEqual([
      308,
      `${other.baseUrl}/rest/v2/projects?include_team=true`
    ])
    const there = await call(String(res.headers.location), 'GET', '', {
      token: sim.tokens.accessToken
    })
    expect(there.json.code).toBe('SUCCESS')
    expect(other.requests.map((r) => [r.path, r.query])).toEqual([
      ['/rest/v2/projects', { include_team: 'true' }]
    ])
  })

  it('every redirect status; skip and times are honoured', async () => {
    for (const status of [301, 302, 303, 307, 308] as const) {
      sim.addFault({
        path: '/rest/v2/projects',
        kind: 'redirect',
        status,
        location: '/x',
        times: 1
      })
    }
    const seen: number[] = []
    for (let i = 0; i < 6; i++) seen.push((await client(sim).get('/rest/v2/projects')).status)
    expect(seen).toEqual([301, 302, 303, 307, 308, 200])

    sim.clearFaults()
    sim.addFault({ path: '/rest/v2/projects', kind: 'redirect', location: '/x', skip: 1, times: 2 })
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await client(sim).get('/rest/v2/projects')).status)
    expect(statuses).toEqual([200, 302, 302, 200, 200])
    expect(sim.faults[0]).toMatchObject({ seen: 5, applied: 2 })
  })

  it('v1 is redirected the same way and starts no test', async () => {
    sim.addFault({ path: '/v1/*', kind: 'redirect', status: 308, location: '/api{pathAndQuery}' })
    const res = await call(sim.baseUrl, 'POST', '/v1/test/start', {
      body: { access_token: sim.tokens.accessToken, application_token: app }
    })
    expect([res.status, res.headers.location]).toEqual([308, `${sim.baseUrl}/api/v1/test/start`])
    expect(sim.state.testsStarted(app)).toBe(0)
  })

  it('a redirect fault needs a location and a redirect status', async () => {
    expect(() => sim.addFault({ kind: 'redirect' } as never)).toThrow(/needs a location/)
    expect(() => sim.addFault({ kind: 'redirect', location: '/x', status: 200 as never })).toThrow(
      /redirect status must be one of 301, 302, 303, 307, 308/
    )
    await expect(startSim({ faults: [{ kind: 'redirect', location: '' }] })).rejects.toThrow(
      /needs a location/
    )
  })
})
