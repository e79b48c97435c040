// v2 tests (spec 4.4) and v1 (4.5): the typed client against the simulator. Tests in this
// account last 300 ms on the simulator's clock, which the polls below move on by 25 ms each, so
// the status really moves from running to completed without waiting.
import { afterEach, describe, expect, it } from '@jest/globals'
import type { V1Api } from '../../src/api/v1.js'
import type { V2Api } from '../../src/api/v2.js'
import type { FakeClock } from '../../__fixtures__/fake-clock.js'
import {
  ACCESS,
  apiError,
  clientFor,
  closeAll,
  connect,
  PAST_RUN,
  PORTAL,
  SHOP,
  TEAM,
  TEAM_RUN,
  UNKNOWN_TOKEN
} from '../../__fixtures__/api-client.js'
import { count } from '../../__fixtures__/simulator.js'

afterEach(closeAll)

/** Polls v2 status every 25 ms (of the simulator's `clock`) until it is no longer running; every status seen. */
async function pollV2(v2: V2Api, clock: FakeClock, app: string, run: string) {
  const seen: Array<{ status: string; progress: unknown }> = []
  for (let i = 0; i < 100; i++) {
    const s = await v2.testStatus(app, run)
    seen.push({ status: s.status, progress: s.progress })
    if (s.status !== 'running') return seen
    clock.advance(25)
  }
  throw new Error('the test never finished')
}

async function pollV1(v1: V1Api, clock: FakeClock, app: string, run: string) {
  const seen: Array<{ status?: string; progress: unknown }> = []
  for (let i = 0; i < 100; i++) {
    const s = await v1.testStatus(app, run)
    seen.push({ status: s.status, progress: s.progress })
    if (s.status !== 'running') return seen
    clock.advance(25)
  }
  throw new Error('the test never finished')
}

interface Doc {
  vulnerabilities: Array<{
    name: string
    severity?: string
    occurences: Array<{ status: string; vulnerability: { Method: string; Url: string } }>
  }>
}

describe('v2 tests', () => {
  it('starts a test: a result token and the addresses of its status and result', async () => {
    const { v2, sim } = await connect()
    const started = await v2.startTest(SHOP)
    expect(started.code).toBe('SUCCESS')
    expect(started.resultToken).toMatch(/^[a-z0-9]{32}$/)
    expect(started.statusUrl).toBe(
      `${sim.baseUrl}/rest/v2/test/status?application_token=${SHOP}&result_token=${started.resultToken}`
    )
    expect(started.resultUrl).toContain(`result_token=${started.resultToken}`)
    expect(sim.requests.at(-1)?.body).toEqual({ applicationToken: SHOP })
    expect(sim.state.testsStarted(SHOP)).toBe(1)
    expect(sim.state.runningTest(SHOP)?.resultToken).toBe(started.resultToken)
  })

  it('reads the status: running with a numeric progress, then completed at 100', async () => {
    const { v2, simClock } = await connect()
    const { resultToken } = await v2.startTest(SHOP)
    const seen = await pollV2(v2, simClock, SHOP, resultToken)
    expect(seen[0]?.status).toBe('running')
    for (const s of seen.slice(0, -1)) {
      expect(typeof s.progress).toBe('number')
      expect(s.progress as number).toBeLessThanOrEqual(99)
    }
    expect(seen.at(-1)).toEqual({ status: 'completed', progress: 100 })
  })

  it('reads the result of a completed test: a string holding JSON with occurences', async () => {
    const { v2, simClock } = await connect()
    const { resultToken } = await v2.startTest(SHOP)
    const early = await apiError(v2.testResult(SHOP, resultToken))
    expect(early).toMatchObject({ kind: 'service', code: 'FAILED', operation: 'read test result' })
    expect(early.serviceMessage).toContain('still running')

    await pollV2(v2, simClock, SHOP, resultToken)
    const { result, code } = await v2.testResult(SHOP, resultToken)
    expect(code).toBe('SUCCESS')
    expect(typeof result).toBe('string')
    const doc = JSON.parse(result as string) as Doc
    expect(doc.vulnerabilities.map((v) => v.name)).toEqual([
      'SQL Injection',
      'Cross-Site Scripting',
      'Missing CSRF Token',
      'Cookie Without Secure Flag',
      'Server Banner',
      'Odd Finding'
    ])
    expect(doc.vulnerabilities[0]?.occurences).toEqual([
      {
        status: 'Not Fixed',
        vulnerability: { Method: 'POST', Url: 'https://shop.example.com/login' }
      },
      {
        status: 'Fixed',
        vulnerability: { Method: 'GET', Url: 'https://shop.example.com/search?q=1' }
      }
    ])
  })

  it('stops a running test: it reports running for a moment, then stopped; no result', async () => {
    const { v2, sim, simClock } = await connect()
    const { resultToken } = await v2.startTest(SHOP)
    const stop = await v2.stopTest(SHOP)
    expect(stop.code).toBe('SUCCESS')
    expect(sim.requests.at(-1)).toMatchObject({ method: 'POST', body: { applicationToken: SHOP } })
    expect(sim.state.test(resultToken)?.stopRequested).toBe(true)
    const seen = await pollV2(v2, simClock, SHOP, resultToken)
    expect(seen.at(-1)?.status).toBe('stopped')
    const e = await apiError(v2.testResult(SHOP, resultToken))
    expect(e).toMatchObject({ kind: 'service', code: 'FAILED' })
    expect(e.serviceMessage).toContain('was stopped')
    // Nothing left to stop: the service says FAILED.
    const again = await apiError(v2.stopTest(SHOP))
    expect(again).toMatchObject({ kind: 'service', code: 'FAILED', operation: 'stop test' })
  })

  it('lists finished sessions newest first, honouring count', async () => {
    const { v2, sim, simClock } = await connect()
    const before = await v2.testSessions(SHOP)
    expect(before.sessions.map((s) => s.resultToken)).toEqual([PAST_RUN])
    const past = before.sessions[0]
    expect(past?.endTime).toBeGreaterThan(past?.startTime ?? Infinity)

    const { resultToken } = await v2.startTest(SHOP)
    // A running test is not a past session.
    expect((await v2.testSessions(SHOP)).sessions.map((s) => s.resultToken)).toEqual([PAST_RUN])
    await pollV2(v2, simClock, SHOP, resultToken)
    const after = await v2.testSessions(SHOP)
    expect(after.sessions.map((s) => s.resultToken)).toEqual([resultToken, PAST_RUN])
    const one = await v2.testSessions(SHOP, 1)
    expect(sim.requests.at(-1)?.query).toEqual({ application_token: SHOP, count: '1' })
    expect(one.sessions.map((s) => s.resultToken)).toEqual([resultToken])

    const e = await apiError(v2.testSessions(UNKNOWN_TOKEN))
    expect(e).toMatchObject({ kind: 'service', code: 'INVALID_APPLICATION_TOKEN' })
  })

  it("lists the caller's running tests and the team's running tests apart", async () => {
    const { v2, sim } = await connect()
    const none = await v2.runningSessions()
    expect(none.sessions).toEqual([])
    expect(none.code ?? null).toBe(null) // code and message are null on this endpoint

    const { resultToken } = await v2.startTest(SHOP)
    const own = await v2.runningSessions()
    expect(own.sessions).toEqual([
      {
        title: 'Shop web',
        url: 'https://shop.example.com',
        applicationToken: SHOP,
        resultToken,
        startTime: expect.any(Number)
      }
    ])

    const team = await v2.teamRunningSessions(TEAM)
    expect(sim.requests.at(-1)?.query).toEqual({ teamid: TEAM })
    expect(team.sessions.map((s) => [s.applicationToken, s.resultToken, s.title])).toEqual([
      [PORTAL, TEAM_RUN, 'Portal API']
    ])

    const e = await apiError(v2.teamRunningSessions('team9999999999999999999999999999'))
    expect(e).toMatchObject({ kind: 'service', code: 'NOT_AUTHORIZED' })
  })

  it('INVALID_SESSION when starting a test of an unknown application; FAILED when one runs', async () => {
    const { v2, sim } = await connect()
    const unknown = await apiError(v2.startTest(UNKNOWN_TOKEN))
    expect(unknown).toMatchObject({ kind: 'service', code: 'INVALID_SESSION', attempts: undefined })
    await v2.startTest(SHOP)
    const twice = await apiError(v2.startTest(SHOP))
    expect(twice).toMatchObject({ kind: 'service', code: 'FAILED' })
    expect(twice.serviceMessage).toContain('already running')
    expect(sim.state.testsStarted(SHOP)).toBe(1)
    expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(3)
  })
})

describe('v1', () => {
  it('start → status → result: snake_case, the token in the body, no Authorization header', async () => {
    const { v1, sim, simClock } = await connect()
    const started = await v1.startTest(SHOP)
    expect(started.status).toBe('Success')
    expect(started.result_token).toMatch(/^[a-z0-9]{32}$/)
    expect(started.status_url).toBe(`${sim.baseUrl}/v1/test/status`)
    const req = sim.requests.at(-1)
    expect(req).toMatchObject({ method: 'POST', path: '/v1/test/start' })
    expect(req?.headers.authorization).toBeUndefined()
    expect(req?.body).toEqual({ access_token: ACCESS, application_token: SHOP })

    const seen = await pollV1(v1, simClock, SHOP, started.result_token)
    expect(seen[0]?.status).toBe('running')
    expect(seen.at(-1)).toEqual({ status: 'completed', progress: 100 })
    expect(sim.requests.at(-1)?.body).toMatchObject({
      application_token: SHOP,
      result_token: started.result_token
    })

    const { result, status } = await v1.testResult(SHOP, started.result_token)
    expect(status).toBe('Success')
    // v1: a JSON value, not a string.
    expect(typeof result).toBe('object')
    const doc = result as Doc
    expect(doc.vulnerabilities).toHaveLength(6)
    expect(doc.vulnerabilities[1]?.occurences.map((o) => o.vulnerability.Url)).toEqual([
      'https://shop.example.com/search?q=2',
      'https://shop.example.com/profile'
    ])
    expect(sim.state.testsStarted(SHOP)).toBe(1)
  })

  it('stop → the test ends stopped; its result is refused as Failed', async () => {
    const { v1, sim, simClock } = await connect()
    const { result_token } = await v1.startTest(SHOP)
    const stop = await v1.stopTest(SHOP)
    expect(stop.status).toBe('Success')
    expect(sim.state.test(result_token)?.stopRequested).toBe(true)
    const seen = await pollV1(v1, simClock, SHOP, result_token)
    expect(seen.at(-1)?.status).toBe('stopped')
    const e = await apiError(v1.testResult(SHOP, result_token))
    expect(e).toMatchObject({ kind: 'service', code: 'Failed', operation: 'read test result' })
    expect(e.serviceMessage).toContain('was stopped')
  })

  it('a bad access token: Failed with the service message, sent once', async () => {
    const { sim } = await connect()
    const { v1 } = clientFor(sim, UNKNOWN_TOKEN)
    sim.clearRequests()
    const e = await apiError(v1.startTest(SHOP))
    expect(e).toMatchObject({ kind: 'service', code: 'Failed', operation: 'start test' })
    expect(e.serviceMessage).toBe('Not authorized.')
    expect(sim.requests).toHaveLength(1)
    expect(sim.state.testsStarted(SHOP)).toBe(0)
  })
})
