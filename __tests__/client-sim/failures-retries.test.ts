// Refusals and transient trouble between the client and the simulator: bad and expired tokens,
// missing scopes, and the retry policy through the simulator's faults. The transport runs on a
// FakeClock, so backoff pauses are recorded instead of waited for.
import { afterEach, describe, expect, it } from '@jest/globals'
import {
  apiError,
  clientFor,
  closeAll,
  connect,
  EXPIRED,
  READ_ONLY,
  SHOP,
  SHOP_KEY,
  UNKNOWN_TOKEN
} from '../../__fixtures__/api-client.js'
import { count } from '../../__fixtures__/simulator.js'

afterEach(closeAll)

describe('refused tokens', () => {
  it('an unknown token: NOT_AUTHORIZED from every interface, never retried', async () => {
    const { sim } = await connect()
    const { v2, clock } = clientFor(sim, UNKNOWN_TOKEN)
    sim.clearRequests()
    const e = await apiError(v2.readApplication(SHOP))
    expect(e).toMatchObject({
      kind: 'service',
      code: 'NOT_AUTHORIZED',
      httpStatus: 400,
      operation: 'read application'
    })
    expect(e.message).toContain('lacks the scope read_project')
    const list = await apiError(v2.listProjects())
    expect(list.code).toBe('NOT_AUTHORIZED')
    expect(sim.requests).toHaveLength(2)
    expect(sim.requests[0]?.headers.authorization).toBe(`Bearer ${UNKNOWN_TOKEN}`)
    expect(clock.sleeps).toEqual([])
  })

  it('a token without the scope: NOT_AUTHORIZED naming the scope the call needs', async () => {
    const { sim } = await connect()
    const { v2 } = clientFor(sim, READ_ONLY)
    // Reading is allowed…
    expect((await v2.listProjects()).projects.map((p) => p.projectKey)).toEqual([SHOP_KEY])
    // …changing is not.
    const e = await apiError(v2.createProject('New', ''))
    expect(e).toMatchObject({ kind: 'service', code: 'NOT_AUTHORIZED' })
    expect(e.message).toContain('edit_project')
    const start = await apiError(v2.startTest(SHOP))
    expect(start.message).toContain('run_test')
    expect(sim.state.testsStarted(SHOP)).toBe(0)
  })

  it('an expired token gets an HTML page: kind auth, and the page is never shown', async () => {
    const { sim } = await connect()
    const { v2, v1 } = clientFor(sim, EXPIRED)
    sim.clearRequests()
    const e = await apiError(v2.readApplication(SHOP))
    expect(e).toMatchObject({ kind: 'auth', httpStatus: 401, operation: 'read application' })
    expect(e.message).toContain('the access token was refused or has expired (HTTP 401)')
    expect(e.message).not.toMatch(/<|html|Session expired/i)
    expect(e.serviceMessage).toBeUndefined()
    const old = await apiError(v1.testStatus(SHOP, 'r'.repeat(32)))
    expect(old).toMatchObject({ kind: 'auth', httpStatus: 401 })
    expect(sim.requests.map((r) => r.status)).toEqual([401, 401])
  })

  it('the expired-token fault (a valid token, the page anyway) is kind auth too', async () => {
    const { v2, sim } = await connect()
    sim.addFault({ kind: 'expired-token', path: '/rest/v2/test/runningsessions', times: 1 })
    const e = await apiError(v2.runningSessions())
    expect(e.kind).toBe('auth')
  })
})

describe('retries through faults', () => {
  it('a 503 then success: one backoff pause, one answer', async () => {
    const { v2, sim, clock, log } = await connect()
    sim.addFault({
      kind: 'status',
      status: 503,
      method: 'GET',
      path: '/rest/v2/applications',
      times: 1
    })
    const { application } = await v2.readApplication(SHOP)
    expect(application.name).toBe('Shop web')
    expect(count(sim, 'GET', '/rest/v2/applications')).toBe(2)
    expect(sim.requests.map((r) => r.status)).toEqual([503, 200])
    // Full jitter with random 0.5: half of the first ceiling (1 s).
    expect(clock.sleeps).toEqual([500])
    expect(log.text('debug')).toMatch(/read application: HTTP 503; retrying in 500 ms/)
  })

  it('429 with Retry-After: waits exactly what the service asked for', async () => {
    const { v2, sim, clock } = await connect()
    sim.addFault({ kind: 'rate-limit', retryAfter: 7, path: '/rest/v2/test/sessions', times: 2 })
    const { sessions } = await v2.testSessions(SHOP)
    expect(sessions).toHaveLength(1)
    expect(sim.requests.map((r) => r.status)).toEqual([429, 429, 200])
    expect(clock.sleeps).toEqual([7000, 7000])
  })

  it('a start answered 429 is retried (the service did not act) and starts one test', async () => {
    const { v2, sim, clock } = await connect()
    sim.addFault({ kind: 'rate-limit', retryAfter: 2, path: '/rest/v2/test/start', times: 1 })
    const { resultToken } = await v2.startTest(SHOP)
    expect(clock.sleeps).toEqual([2000])
    expect(sim.state.testsStarted(SHOP)).toBe(1)
    expect(sim.state.runningTest(SHOP)?.resultToken).toBe(resultToken)
  })

  it('a start whose answer is lost is not repeated: ambiguous, and the test is running', async () => {
    const { v2, sim, clock } = await connect()
    sim.addFault({ kind: 'drop-after', path: '/rest/v2/test/start', times: 1 })
    const e = await apiError(v2.startTest(SHOP))
    expect(e).toMatchObject({ kind: 'ambiguous', operation: 'start test', attempts: 1 })
    expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(1)
    expect(clock.sleeps).toEqual([])
    // The caller finds the test among the running sessions.
    const running = await v2.runningSessions()
    expect(running.sessions.map((s) => s.applicationToken)).toEqual([SHOP])
    expect(sim.state.testsStarted(SHOP)).toBe(1)
  })

  it('a dropped connection on a read is retried', async () => {
    const { v2, sim, clock } = await connect()
    sim.addFault({ kind: 'drop-before', path: '/rest/v2/projects', times: 2 })
    const { projects } = await v2.listProjects()
    expect(projects).toHaveLength(1)
    expect(count(sim, 'GET', '/rest/v2/projects')).toBe(3)
    expect(clock.sleeps).toEqual([500, 1000])
  })

  it('a proxy page on 200 for a status poll is retried like any non-JSON answer', async () => {
    const { v2, sim } = await connect()
    const { resultToken } = await v2.startTest(SHOP)
    sim.addFault({
      kind: 'status',
      status: 502,
      body: 'html',
      path: '/rest/v2/test/status',
      times: 1
    })
    sim.addFault({
      kind: 'status',
      status: 200,
      body: 'not json',
      path: '/rest/v2/test/status',
      times: 1
    })
    const s = await v2.testStatus(SHOP, resultToken)
    expect(s.status).toBe('running')
    expect(count(sim, 'GET', '/rest/v2/test/status')).toBe(3)
  })

  it('gives up after the attempt limit with kind http and the number of attempts', async () => {
    const { v2, sim, clock } = await connect()
    sim.addFault({ kind: 'status', status: 503, path: '/rest/v2/test/runningsessions' })
    const e = await apiError(v2.runningSessions())
    expect(e).toMatchObject({ kind: 'http', httpStatus: 503, attempts: 5 })
    expect(e.message).toBe('list running tests failed: HTTP 503 after 5 attempts')
    expect(count(sim, 'GET', '/rest/v2/test/runningsessions')).toBe(5)
    expect(clock.sleeps).toHaveLength(4)
  })

  it('a service error envelope from a fault is final, not retried', async () => {
    const { v2, sim, clock } = await connect()
    sim.addFault({
      kind: 'error',
      code: 'FAILED',
      message: 'Try later.',
      path: '/rest/v2/projects'
    })
    const e = await apiError(v2.listProjects())
    expect(e).toMatchObject({ kind: 'service', code: 'FAILED', serviceMessage: 'Try later.' })
    expect(count(sim, 'GET', '/rest/v2/projects')).toBe(1)
    expect(clock.sleeps).toEqual([])
  })
})
