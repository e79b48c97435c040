import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { Agent, request } from 'node:http'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Simulator } from '../../sim/index.js'
import { startSim, closeSims, call, client, statusPath } from '../../__fixtures__/simulator.js'

afterEach(closeSims)

describe('bad requests never crash the simulator', () => {
  let sim: Simulator
  beforeEach(async () => {
    sim = await startSim({ testDefaults: { durationMs: 200 } })
  })

  it('malformed JSON, a non-object body and missing fields are FAILED envelopes', async () => {
    const token = sim.tokens.accessToken
    const malformed = await call(sim.baseUrl, 'POST', '/rest/v2/projects', {
      token,
      body: '{"name": '
    })
    expect([malformed.status, malformed.json.code]).toEqual([400, 'FAILED'])
    expect(malformed.json.message).toMatch(/not valid JSON/)
    const array = await client(sim).post('/rest/v2/test/start', [1, 2])
    expect(array.json.code).toBe('FAILED')
    const empty = await client(sim).post('/rest/v2/projects')
    expect(empty.json.code).toBe('FAILED')
    const noName = await client(sim).post('/rest/v2/projects', { description: 'x' })
    expect([noName.json.code, noName.json.message]).toEqual([
      'FAILED',
      'The field name is required.'
    ])
    const noQuery = await client(sim).get('/rest/v2/applications')
    expect(noQuery.json.code).toBe('FAILED')
    const wrongTypes = await client(sim).post('/rest/v2/test/start', { applicationToken: 42 })
    expect(wrongTypes.json.code).toBe('INVALID_SESSION')
    expect(malformed.json).toEqual({ code: 'FAILED', message: expect.any(String) })
    expect((await client(sim).get('/rest/v2/projects')).json.code).toBe('SUCCESS')
  })

  it('unknown paths are 404 and wrong methods 405, with an envelope and Allow', async () => {
    const unknown = await client(sim).get('/rest/v3/projects')
    expect([unknown.status, unknown.json.code]).toEqual([404, 'NOT_FOUND'])
    const wrong = await client(sim).del('/rest/v2/test/start')
    expect([wrong.status, wrong.json.code, wrong.headers.allow]).toEqual([
      405,
      'METHOD_NOT_ALLOWED',
      'POST'
    ])
  })

  it('a body over 1 MiB is refused with 413', async () => {
    const res = await client(sim).post('/rest/v2/projects', { name: 'x'.repeat(1_100_000) })
    expect([res.status, res.json.code]).toEqual([413, 'FAILED'])
  })

  it('records method, path, query, lower-cased headers, parsed or raw body, status, fault', async () => {
    await call(sim.baseUrl, 'POST', '/rest/v2/test/start/', {
      token: sim.tokens.accessToken,
      body: { applicationToken: sim.tokens.applicationToken },
      headers: { 'X-Custom': 'Yes' }
    })
    await call(sim.baseUrl, 'POST', '/rest/v2/projects', {
      token: sim.tokens.accessToken,
      body: 'not json'
    })
    await client(sim).get(statusPath(sim.tokens.applicationToken, 'abc'))
    const [start, raw, status] = sim.requests
    expect(start).toEqual({
      method: 'POST',
      path: '/rest/v2/test/start/',
      query: {},
      headers: expect.objectContaining({
        authorization: `Bearer ${sim.tokens.accessToken}`,
        'content-type': 'application/json',
        'x-custom': 'Yes'
      }),
      body: { applicationToken: sim.tokens.applicationToken },
      status: 200,
      time: expect.any(Number),
      durationMs: expect.any(Number),
      fault: undefined
    })
    expect(raw.body).toBe('not json')
    expect(status.query).toEqual({
      application_token: sim.tokens.applicationToken,
      result_token: 'abc'
    })
    expect(status.status).toBe(400)
    sim.clearRequests()
    expect(sim.requests).toHaveLength(0)
  })

  it('200 concurrent clients polling status all get 200 answers', async () => {
    const app = sim.tokens.applicationToken
    const resultToken = sim.state.startTest(app)
    // One socket per client: 200 real connections at once, not a pool of a few.
    const agent = new Agent({ keepAlive: false, maxSockets: Infinity })
    const poll = (): Promise<number> =>
      new Promise((resolve, reject) => {
        const req = request(new URL(statusPath(app, resultToken), sim.baseUrl), {
          agent,
          headers: { authorization: `Bearer ${sim.tokens.accessToken}` }
        })
        req.on('response', (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        })
        req.on('error', reject)
        req.end()
      })
    const began = Date.now()
    const rounds = await Promise.all(
      Array.from({ length: 200 }, async () => {
        const seen: number[] = []
        for (let i = 0; i < 3; i++) seen.push(await poll())
        return seen
      })
    )
    agent.destroy()
    expect(rounds.flat()).toEqual(Array(600).fill(200))
    expect(Date.now() - began).toBeLessThan(10_000)
    expect(sim.requests.filter((r) => r.status === 200)).toHaveLength(600)
  })
})

describe('scenarios', () => {
  it('loads a scenario file; tokens come from it; the default account is replaced', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-scenario-'))
    const file = join(dir, 'scenario.json')
    writeFileSync(
      file,
      JSON.stringify({
        accessTokens: ['t'.repeat(32)],
        projects: [
          {
            name: 'Only',
            applications: [
              { name: 'A', url: 'https://a.test', token: 'a'.repeat(32), verified: true }
            ]
          }
        ]
      })
    )
    const sim = await startSim(file)
    expect(sim.tokens).toEqual({
      accessToken: 't'.repeat(32),
      applicationToken: 'a'.repeat(32),
      unverifiedApplicationToken: undefined,
      teamId: undefined
    })
    const res = await client(sim).get('/rest/v2/projects?include_team=true')
    expect(res.json.myProjects.map((p: { name: string }) => p.name)).toEqual(['Only'])
    expect(res.json.teamProjects).toEqual([])
  })

  it('the example scenario file starts, with its running test and its read-only token', async () => {
    const sim = await startSim('sim/scenarios/example.json')
    const running = await client(sim).get('/rest/v2/test/runningsessions')
    expect(running.json.sessions.map((s: { resultToken: string }) => s.resultToken)).toEqual([
      'examplerunningresulttoken0000002'
    ])
    const readOnly = client(sim, 'examplereadonlytoken000000000002')
    expect((await readOnly.get('/rest/v2/projects')).json.code).toBe('SUCCESS')
    expect(
      (
        await readOnly.post('/rest/v2/test/start', {
          applicationToken: sim.tokens.applicationToken
        })
      ).json.code
    ).toBe('NOT_AUTHORIZED')
  })

  it('the same seed gives the same generated tokens; a bad scenario is refused with reasons', async () => {
    const a = await startSim({ seed: 3 })
    const b = await startSim({ seed: 3 })
    expect(a.tokens).toEqual(b.tokens)
    expect(a.state.projects()[0].projectKey).toBe(b.state.projects()[0].projectKey)
    await expect(
      startSim({
        projects: [
          {
            name: 'P',
            applications: [{ name: 'A', url: 'https://a.test', test: { end: 'later' as never } }]
          }
        ]
      })
    ).rejects.toThrow(/unknown test end "later"/)
    await expect(startSim('/nonexistent/scenario.json')).rejects.toThrow(/ENOENT/)
  })
})
