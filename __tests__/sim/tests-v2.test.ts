import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import type { Simulator, TestBehaviour } from '../../sim/index.js'
import { ONE_APP, oneAppScenario } from '../../sim/accounts.js'
import { FakeClock } from '../../__fixtures__/fake-clock.js'
import { startSim, closeSim, closeSims, client, statusPath } from '../../__fixtures__/simulator.js'

afterEach(closeSims)

const TOKEN = /^[a-z0-9]{32}$/

/** `oneAppScenario` on `clock`, which the test moves. */
const oneApp = (clock: FakeClock, test: Partial<TestBehaviour>, app = {}): Promise<Simulator> =>
  startSim(oneAppScenario(test, app), { clock })

describe('v2 tests: start, status, stop, result', () => {
  let sim: Simulator
  let app: string
  let clock: FakeClock
  beforeEach(async () => {
    clock = new FakeClock()
    sim = await startSim({ testDefaults: { durationMs: 700, stopDelayMs: 200 } }, { clock })
    app = sim.tokens.applicationToken
  })

  it('starts a test (trailing slash accepted): resultToken, statusUrl, resultUrl', async () => {
    const res = await client(sim).post('/rest/v2/test/start/', { applicationToken: app })
    expect(res.status).toBe(200)
    const { resultToken } = res.json
    expect(res.json).toEqual({
      code: 'SUCCESS',
      message: expect.any(String),
      resultToken: expect.stringMatching(TOKEN),
      statusUrl: `${sim.baseUrl}${statusPath(app, resultToken)}`,
      resultUrl: `${sim.baseUrl}${statusPath(app, resultToken, 'result')}`
    })
    expect(sim.state.testsStarted(app)).toBe(1)
    expect(sim.requests.at(-1)?.path).toBe('/rest/v2/test/start/')
  })

  it('reports running with integer progress 0..100, then completed at 100', async () => {
    const { resultToken } = (
      await client(sim).post('/rest/v2/test/start', { applicationToken: app })
    ).json
    const seen: number[] = []
    let status = 'running'
    while (status === 'running') {
      const res = await client(sim).get(statusPath(app, resultToken))
      expect(res.json.code).toBe('SUCCESS')
      status = res.json.status
      seen.push(res.json.progress)
      clock.advance(40)
    }
    expect(status).toBe('completed')
    expect(seen.at(-1)).toBe(100)
    expect(seen.every((p) => Number.isInteger(p) && p >= 0 && p <= 100)).toBe(true)
    expect(seen.slice(0, -1).some((p) => p > 0 && p < 100)).toBe(true)
    expect([...seen].sort((a, b) => a - b)).toEqual(seen)
  })

  it('refuses to start an unverified application, a second test, or an unknown token', async () => {
    const unverified = await client(sim).post('/rest/v2/test/start', {
      applicationToken: sim.tokens.unverifiedApplicationToken
    })
    expect([unverified.status, unverified.json.code]).toEqual([400, 'FAILED'])
    expect(unverified.json.message).toMatch(/not verified/)
    await client(sim).post('/rest/v2/test/start', { applicationToken: app })
    const twice = await client(sim).post('/rest/v2/test/start', { applicationToken: app })
    expect([twice.json.code, twice.json.message]).toEqual([
      'FAILED',
      expect.stringMatching(/already running/)
    ])
    const unknown = await client(sim).post('/rest/v2/test/start', { applicationToken: 'nope' })
    expect(unknown.json.code).toBe('INVALID_SESSION')
    expect(sim.state.testsStarted(app)).toBe(1)
  })

  it('status of an unknown or foreign result token is FAILED', async () => {
    const res = await client(sim).get(statusPath(app, 'nope'))
    expect([res.status, res.json.code]).toEqual([400, 'FAILED'])
  })

  it('stop is asynchronous: running for stopDelayMs, then stopped; stop again is fine', async () => {
    sim = await (async () => {
      await closeSim(sim)
      return startSim({ testDefaults: { durationMs: 5000, stopDelayMs: 600 } }, { clock })
    })()
    app = sim.tokens.applicationToken
    const { resultToken } = (
      await client(sim).post('/rest/v2/test/start', { applicationToken: app })
    ).json
    const stopped = await client(sim).post('/rest/v2/test/stop', { applicationToken: app })
    expect([stopped.status, stopped.json]).toEqual([
      200,
      { code: 'SUCCESS', message: expect.any(String) }
    ])
    expect((await client(sim).get(statusPath(app, resultToken))).json.status).toBe('running')
    expect(
      (await client(sim).post('/rest/v2/test/stop', { applicationToken: app })).json.code
    ).toBe('SUCCESS')
    clock.advance(599)
    expect((await client(sim).get(statusPath(app, resultToken))).json.status).toBe('running')
    clock.advance(1)
    expect((await client(sim).get(statusPath(app, resultToken))).json.status).toBe('stopped')
    expect(sim.state.stopRequests(app)).toBe(2)
    const nothing = await client(sim).post('/rest/v2/test/stop', { applicationToken: app })
    expect(nothing.json.code).toBe('FAILED')
    const result = await client(sim).get(statusPath(app, resultToken, 'result'))
    expect([result.json.code, result.json.message]).toEqual([
      'FAILED',
      expect.stringMatching(/stopped/)
    ])
  })

  it('stop of an unknown application is FAILED', async () => {
    const res = await client(sim).post('/rest/v2/test/stop', { applicationToken: 'nope' })
    expect(res.json.code).toBe('FAILED')
  })

  it('result while running is FAILED "still running"; once completed, a string holding JSON', async () => {
    const { resultToken } = (
      await client(sim).post('/rest/v2/test/start', { applicationToken: app })
    ).json
    const early = await client(sim).get(statusPath(app, resultToken, 'result'))
    expect([early.status, early.json.code]).toEqual([400, 'FAILED'])
    expect(early.json.message).toMatch(/still running/)
    clock.advance(700)
    const res = await client(sim).get(statusPath(app, resultToken, 'result'))
    expect(res.json.code).toBe('SUCCESS')
    expect(typeof res.json.result).toBe('string')
    expect(JSON.parse(res.json.result).application_name).toBe('Shop')
    const bad = await client(sim).get(statusPath(app, 'nope', 'result'))
    expect(bad.json.code).toBe('INVALID_SESSION')
  })

  it('lists past sessions newest first with start and end times; running tests are not past', async () => {
    const { resultToken } = (
      await client(sim).post('/rest/v2/test/start', { applicationToken: app })
    ).json
    const during = await client(sim).get(`/rest/v2/test/sessions?application_token=${app}&count=5`)
    expect(during.json.sessions.map((s: { resultToken: string }) => s.resultToken)).not.toContain(
      resultToken
    )
    clock.advance(700)
    const res = await client(sim).get(`/rest/v2/test/sessions?application_token=${app}&count=5`)
    expect(res.json.code).toBe('SUCCESS')
    const [latest, earlier] = res.json.sessions
    expect(latest).toEqual({
      resultToken,
      startTime: expect.any(Number),
      endTime: expect.any(Number)
    })
    expect(latest.endTime - latest.startTime).toBe(700)
    expect(earlier.startTime).toBeLessThan(latest.startTime)
    const one = await client(sim).get(`/rest/v2/test/sessions?application_token=${app}&count=1`)
    expect(one.json.sessions).toHaveLength(1)
    const earlierResult = await client(sim).get(statusPath(app, earlier.resultToken, 'result'))
    expect(earlierResult.json.code).toBe('SUCCESS')
    const bad = await client(sim).get('/rest/v2/test/sessions?application_token=nope&count=1')
    expect(bad.json.code).toBe('INVALID_APPLICATION_TOKEN')
  })

  it('running sessions: code and message null; own tests only; team ones with ?teamid=', async () => {
    const teamApp = sim.state.applications().find((a) => a.name === 'Portal API')?.token as string
    const own = sim.state.startTest(app)
    const team = sim.state.startTest(teamApp)
    const res = await client(sim).get('/rest/v2/test/runningsessions')
    expect([res.status, res.json.code, res.json.message]).toEqual([200, null, null])
    expect(res.json.sessions).toEqual([
      {
        title: 'Shop',
        url: 'https://shop.example.test',
        applicationToken: app,
        resultToken: own,
        startTime: expect.any(Number)
      }
    ])
    const teamRes = await client(sim).get(
      `/rest/v2/test/runningsessions?teamid=${sim.tokens.teamId}`
    )
    expect(teamRes.json.sessions.map((s: { resultToken: string }) => s.resultToken)).toEqual([team])
    expect(teamRes.json.code).toBeNull()
    const unknownTeam = await client(sim).get('/rest/v2/test/runningsessions?teamid=nope')
    expect(unknownTeam.json.code).toBe('NOT_AUTHORIZED')
  })

  it('team running sessions on a plan without teams: PLAN_NOT_SUPPORTED', async () => {
    const basic = await startSim({ plan: { teams: false, listApplications: true } })
    const res = await client(basic).get(
      `/rest/v2/test/runningsessions?teamid=${basic.tokens.teamId}`
    )
    expect(res.json.code).toBe('PLAN_NOT_SUPPORTED')
  })
})

describe('v2 tests: scenario behaviour', () => {
  let clock: FakeClock
  beforeEach(() => {
    clock = new FakeClock()
  })
  const make = (test: Partial<TestBehaviour>, extra = {}): Promise<Simulator> =>
    oneApp(clock, test, extra)
  const status = async (sim: Simulator, resultToken: string) =>
    (await client(sim).get(statusPath(ONE_APP, resultToken))).json

  it('end failed: the test reports failed after durationMs, and has no result', async () => {
    const sim = await make({ durationMs: 150, end: 'failed' })
    const { resultToken } = (
      await client(sim).post('/rest/v2/test/start', { applicationToken: ONE_APP })
    ).json
    clock.advance(149)
    expect((await status(sim, resultToken)).status).toBe('running')
    clock.advance(1)
    const res = await status(sim, resultToken)
    expect(res.status).toBe('failed')
    expect(res.progress).toBeLessThan(100)
    const result = await client(sim).get(statusPath(ONE_APP, resultToken, 'result'))
    expect([result.json.code, result.json.message]).toEqual([
      'FAILED',
      expect.stringMatching(/failed/)
    ])
  })

  it('end never: still running long after durationMs; end stopped: reports stopped', async () => {
    const never = await make({ durationMs: 100, end: 'never' })
    const stopped = await make({ durationMs: 100, end: 'stopped' })
    const a = (await client(never).post('/rest/v2/test/start', { applicationToken: ONE_APP })).json
    const b = (await client(stopped).post('/rest/v2/test/start', { applicationToken: ONE_APP }))
      .json
    clock.advance(250)
    expect(await status(never, a.resultToken)).toMatchObject({ status: 'running', progress: 99 })
    expect((await status(stopped, b.resultToken)).status).toBe('stopped')
  })

  it('status names, string progress, a final progress short of 100', async () => {
    const sim = await make({
      durationMs: 500,
      statusNames: { running: 'scanning', completed: 'COMPLETED' },
      progressAsString: true,
      finalProgress: 97
    })
    const { resultToken } = (
      await client(sim).post('/rest/v2/test/start', { applicationToken: ONE_APP })
    ).json
    expect(await status(sim, resultToken)).toMatchObject({ status: 'scanning', progress: '0' })
    clock.advance(250)
    expect(await status(sim, resultToken)).toMatchObject({ status: 'scanning', progress: '50' })
    clock.advance(250)
    expect(await status(sim, resultToken)).toMatchObject({ status: 'COMPLETED', progress: '97' })
  })

  it('progress curves: stuck stays 0, stepped moves by tens, early-hundred shows 100 while running', async () => {
    const stuck = await make({ durationMs: 1000, progress: 'stuck' })
    const stepped = await make({ durationMs: 1000, progress: 'stepped' })
    const early = await make({ durationMs: 1000, progress: 'early-hundred' })
    const tokens = await Promise.all(
      [stuck, stepped, early].map(
        async (s) =>
          (await client(s).post('/rest/v2/test/start', { applicationToken: ONE_APP })).json
            .resultToken
      )
    )
    clock.advance(850)
    expect(await status(stuck, tokens[0])).toMatchObject({ status: 'running', progress: 0 })
    expect((await status(stepped, tokens[1])).progress).toBe(80)
    expect(await status(early, tokens[2])).toMatchObject({ status: 'running', progress: 100 })
  })

  it('a test running at simulator start can be found and attached to', async () => {
    const sim = await make(
      { durationMs: 2000 },
      { runningTest: { resultToken: 'r'.repeat(32), startedAgoMs: 1000 } }
    )
    const res = await client(sim).get('/rest/v2/test/runningsessions')
    expect(res.json.sessions).toEqual([
      expect.objectContaining({ resultToken: 'r'.repeat(32), applicationToken: ONE_APP })
    ])
    const running = await status(sim, 'r'.repeat(32))
    // Started 1000 ms before the simulator, of 2000: half way.
    expect(running).toMatchObject({ status: 'running', progress: 50 })
    expect(sim.state.testsStarted(ONE_APP)).toBe(0)
    const again = await client(sim).post('/rest/v2/test/start', {
      applicationToken: ONE_APP
    })
    expect(again.json.message).toMatch(/already running/)
  })

  it('plan refusals of a start: tests at once (two wordings) and a monthly quota', async () => {
    const start = (sim: Simulator) =>
      client(sim).post('/rest/v2/test/start', { applicationToken: ONE_APP })
    for (const [refusal, code, words] of [
      [undefined, 'PLAN_NOT_SUPPORTED', /simultaneous/],
      ['FAILED', 'FAILED', /concurrent/]
    ] as const) {
      // A plan of no tests at once: every start is over the limit.
      const sim = await startSim(
        {
          ...oneAppScenario(),
          plan: {
            teams: true,
            listApplications: true,
            concurrentTests: 0,
            concurrencyRefusal: refusal
          }
        },
        { clock }
      )
      const res = await start(sim)
      expect(res.json).toMatchObject({ code })
      expect(res.json.message).toMatch(words)
    }
    const quota = await startSim(
      { ...oneAppScenario(), plan: { teams: true, listApplications: true, monthlyTests: 1 } },
      { clock }
    )
    expect((await start(quota)).json.code).toBe('SUCCESS')
    clock.advance(3_600_000)
    const refused = await start(quota)
    expect(refused.json).toMatchObject({ code: 'FAILED' })
    expect(refused.json.message).toMatch(/^Monthly scan limit reached/)
    expect(refused.json.message).not.toMatch(/concurren|simultaneous|at once/)
  })
})
