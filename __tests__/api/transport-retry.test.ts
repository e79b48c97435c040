// Retries, their caps, Retry-After, deadlines, cancellation, and the start call that must never
// be repeated blindly. Backoff pauses run on a FakeClock: the tests never wait for them.
import { afterEach, describe, expect, it } from '@jest/globals'
import { FakeClock } from '../../__fixtures__/fake-clock.js'
import type { RequestSpec } from '../../src/api/transport.js'
import { createTransport } from '../../src/api/transport.js'
import {
  freePort,
  script,
  startServer,
  html,
  type ScriptedServer
} from '../../__fixtures__/http-server.js'
import { apiError, closeAll, rig, TOKEN, v2Error } from '../../__fixtures__/api-client.js'

const extra: ScriptedServer[] = []
afterEach(async () => {
  await closeAll()
  for (const s of extra.splice(0)) await s.close()
})

const status: RequestSpec = {
  operation: 'read test status',
  method: 'GET',
  path: '/rest/v2/test/status',
  auth: 'bearer',
  idempotent: true,
  envelope: 'v2'
}
const start: RequestSpec = {
  operation: 'start test',
  method: 'POST',
  path: '/rest/v2/test/start',
  body: { applicationToken: 'a' },
  auth: 'bearer',
  idempotent: false,
  envelope: 'v2'
}
const ok = { json: { code: 'SUCCESS', status: 'running' } }

describe('retries of idempotent calls', () => {
  it.each([
    ['HTTP 503 with JSON', { status: 503, json: { code: 'FAILED' } }],
    ['HTTP 502 with an HTML page', html(502)],
    ['HTTP 500 with no body', { status: 500 }],
    ['HTTP 429', { status: 429 }],
    ['a dropped connection', { drop: true as const }],
    ['a body cut short', { truncate: '{"code":"SUCC' }],
    ['a 2xx body that is not JSON', { text: '{"code":"SUCC' }]
  ])('retries %s with jittered exponential backoff', async (_, failure) => {
    const { server, transport, clock } = await rig(script(failure, failure, failure, ok))
    await expect(transport.send(status)).resolves.toMatchObject({ status: 'running' })
    expect(server.requests).toHaveLength(4)
    // random() = 0.5: half of 1 s, 2 s, 4 s.
    expect(clock.sleeps).toEqual([500, 1000, 2000])
  })

  it('keeps each pause within its full-jitter bound', async () => {
    const { clock, transport } = await rig(() => ({ status: 503 }), { random: () => 0.999999 })
    await apiError(transport.send(status))
    expect(clock.sleeps).toEqual([999, 1999, 3999, 7999])
    const zero = await rig(() => ({ status: 503 }), { random: () => 0 })
    await apiError(zero.transport.send(status))
    expect(zero.clock.sleeps).toEqual([0, 0, 0, 0])
  })

  it.each([
    ['http', { status: 503 }, 'HTTP 503'],
    ['http', { status: 500, json: { code: 'FAILED', message: 'x' } }, 'HTTP 500: FAILED'],
    // An unreachable service names where it tried (host and port), as a 404 names base-url.
    ['network', { drop: true as const }, 'the connection to {where} failed (ECONNRESET)'],
    ['invalid-response', { text: 'not json' }, 'the answer was not a JSON object (HTTP 200)']
  ])('gives up after maxAttempts with a %s error saying so', async (kind, failure, reason) => {
    const { server, transport, clock } = await rig(() => failure)
    const e = await apiError(transport.send(status))
    expect(e.kind).toBe(kind)
    expect(e.attempts).toBe(5)
    const where = `127.0.0.1:${server.port}`
    expect(e.message).toBe(
      `read test status failed: ${reason.replace('{where}', where)} after 5 attempts`
    )
    expect(server.requests).toHaveLength(5)
    expect(clock.sleeps).toHaveLength(4)
  })

  it('honours maxAttempts', async () => {
    const { server, transport } = await rig(() => ({ status: 503 }), { maxAttempts: 2 })
    expect((await apiError(transport.send(status))).attempts).toBe(2)
    expect(server.requests).toHaveLength(2)
  })

  it('stops when the next pause would overrun the time budget', async () => {
    const { server, transport, clock } = await rig(() => ({ status: 503 }), {
      maxRetryTimeMs: 2500
    })
    const e = await apiError(transport.send(status))
    // 500 + 1000 spent; a further 2000 would pass 2500.
    expect(clock.sleeps).toEqual([500, 1000])
    expect(server.requests).toHaveLength(3)
    expect(e.message).toBe('read test status failed: HTTP 503 after 3 attempts')
  })

  it('waits as long as Retry-After says, in seconds', async () => {
    const { transport, clock } = await rig(
      script({ status: 429, headers: { 'retry-after': '7' } }, ok)
    )
    await transport.send(status)
    expect(clock.sleeps).toEqual([7000])
  })

  it('waits until a Retry-After HTTP-date', async () => {
    const clock = new FakeClock()
    const at = new Date(clock.now() + 12_000).toUTCString()
    const { transport } = await rig(script({ status: 503, headers: { 'retry-after': at } }, ok), {
      clock
    })
    await transport.send(status)
    expect(clock.sleeps).toEqual([12_000])
  })

  it('caps Retry-After at 60 s', async () => {
    const { transport, clock } = await rig(
      script({ status: 429, headers: { 'retry-after': '3600' } }, ok)
    )
    await transport.send(status)
    expect(clock.sleeps).toEqual([60_000])
  })

  it("never retries the service's own errors", async () => {
    const { server, transport, clock } = await rig(() => v2Error('FAILED'))
    expect((await apiError(transport.send(status))).kind).toBe('service')
    expect(server.requests).toHaveLength(1)
    expect(clock.sleeps).toEqual([])
  })
})

describe('per-attempt deadline', () => {
  it('abandons a slow attempt and retries', async () => {
    const slow = { ...ok, delayMs: 600 }
    const { server, transport, clock } = await rig(script(slow, ok), { requestTimeoutMs: 150 })
    await expect(transport.send(status)).resolves.toMatchObject({ status: 'running' })
    expect(server.requests).toHaveLength(2)
    expect(clock.sleeps).toEqual([500])
  })

  it('lets an answer that comes within the deadline through', async () => {
    const { server, transport } = await rig(() => ({ ...ok, delayMs: 50 }), {
      requestTimeoutMs: 1000
    })
    await expect(transport.send(status)).resolves.toMatchObject({ status: 'running' })
    expect(server.requests).toHaveLength(1)
  })

  it('gives up with a timeout error after the attempts', async () => {
    const { server, transport } = await rig(() => ({ hang: true }), {
      requestTimeoutMs: 100,
      maxAttempts: 2
    })
    const e = await apiError(transport.send(status))
    expect(e).toMatchObject({ kind: 'timeout', attempts: 2 })
    expect(e.message).toBe('read test status failed: no answer within 0.1 s after 2 attempts')
    // The abandoned attempts do not keep their connections open.
    await new Promise((r) => setTimeout(r, 50))
    expect(server.requests.map((r) => r.clientGaveUp)).toEqual([true, true])
  })
})

describe('start test: never repeated blindly', () => {
  it.each([
    [
      'a connection dropped after the request',
      { drop: true as const },
      'the connection to {where} failed (ECONNRESET)'
    ],
    ['HTTP 503', { status: 503 }, 'HTTP 503'],
    ['HTTP 500 with an HTML page', html(500), 'HTTP 500'],
    [
      'a 2xx body that is not JSON',
      { text: 'garbage' },
      'the answer was not a JSON object (HTTP 200)'
    ]
  ])('%s is ambiguous, with exactly one request sent', async (_, failure, reason) => {
    const { server, transport, clock } = await rig(() => failure)
    const e = await apiError(transport.send(start))
    expect(e.kind).toBe('ambiguous')
    expect(e.message).toBe(
      `start test: the answer was lost (${reason.replace('{where}', `127.0.0.1:${server.port}`)}); the service may have carried it out, so it was not repeated`
    )
    expect(server.requests).toHaveLength(1)
    expect(clock.sleeps).toEqual([])
  })

  it('a timeout is ambiguous', async () => {
    const { server, transport } = await rig(() => ({ hang: true }), { requestTimeoutMs: 100 })
    expect((await apiError(transport.send(start))).kind).toBe('ambiguous')
    expect(server.requests).toHaveLength(1)
  })

  it('retries a 429: the service did not act', async () => {
    const { server, transport } = await rig(
      script({ status: 429 }, { json: { code: 'SUCCESS', resultToken: 'r' } })
    )
    await expect(transport.send(start)).resolves.toMatchObject({ resultToken: 'r' })
    expect(server.requests).toHaveLength(2)
  })

  it('retries a refused connection: nothing was sent', async () => {
    const port = await freePort()
    const clock = new FakeClock()
    // The service comes up while the client waits to retry.
    const waking = Object.assign(Object.create(clock) as FakeClock, {
      sleep: async (ms: number) => {
        clock.sleeps.push(ms)
        extra.push(
          await startServer(() => ({ json: { code: 'SUCCESS', resultToken: 'r' } }), { port })
        )
      }
    })
    const transport = createTransport({
      baseUrl: `http://127.0.0.1:${port}`,
      accessToken: TOKEN,
      clock: waking,
      random: () => 0.5
    })
    await expect(transport.send(start)).resolves.toMatchObject({ resultToken: 'r' })
    expect(clock.sleeps).toEqual([500])
    expect(extra[0]?.requests).toHaveLength(1)
  })

  it('reports a service that stays unreachable as a network error', async () => {
    const port = await freePort()
    const clock = new FakeClock()
    const transport = createTransport({
      baseUrl: `http://127.0.0.1:${port}`,
      accessToken: TOKEN,
      clock,
      maxAttempts: 3
    })
    const e = await apiError(transport.send(start))
    expect(e).toMatchObject({ kind: 'network', attempts: 3 })
    expect(e.message).toBe(
      `start test failed: could not connect to 127.0.0.1:${port} (ECONNREFUSED) after 3 attempts`
    )
  })
})

describe('cancellation', () => {
  it('rejects at once when the call signal aborts during a request', async () => {
    const { transport } = await rig(() => ({ hang: true }))
    const ctl = new AbortController()
    setTimeout(() => ctl.abort(), 30)
    const t0 = Date.now()
    const e = await apiError(transport.send(status, ctl.signal))
    expect(e).toMatchObject({ kind: 'aborted', operation: 'read test status' })
    expect(e.message).toBe('read test status was cancelled')
    expect(Date.now() - t0).toBeLessThan(5000)
  })

  it('rejects when the run signal aborts during a backoff pause, without another request', async () => {
    const run = new AbortController()
    const clock = new FakeClock()
    const pausing = Object.assign(Object.create(clock) as FakeClock, {
      sleep: (ms: number, signal?: AbortSignal) => {
        run.abort()
        return clock.sleep(ms, signal)
      }
    })
    const { server, transport } = await rig(() => ({ status: 503 }), {
      clock: pausing,
      signal: run.signal
    })
    expect((await apiError(transport.send(status))).kind).toBe('aborted')
    expect(server.requests).toHaveLength(1)
  })

  it('sends nothing when already cancelled', async () => {
    const run = new AbortController()
    run.abort()
    const { server, transport } = await rig(undefined, { signal: run.signal })
    expect((await apiError(transport.send(status))).kind).toBe('aborted')
    expect(server.requests).toHaveLength(0)
  })

  it('dispose() cancels calls in flight but leaves other transports alone', async () => {
    const { server, transport } = await rig(script({ hang: true }, ok))
    const other = createTransport({ baseUrl: server.url, accessToken: TOKEN })
    const pending = transport.send(status)
    await new Promise((r) => setTimeout(r, 30))
    transport.dispose()
    expect((await apiError(pending)).kind).toBe('aborted')
    await expect(other.send(status)).resolves.toMatchObject({ status: 'running' })
  })
})
