// Proxies as the runner's own client (@actions/http-client) reads them, through a real local
// CONNECT proxy. Loopback always goes direct, so a request meant for the proxy names a host that
// is not loopback (service.test, api.example.com): the proxy resolves every name to loopback,
// and a request that went direct instead cannot resolve it.
import { afterEach, describe, expect, it } from '@jest/globals'
import { createServer } from 'node:http'
import { type AddressInfo } from 'node:net'
import { attempt, type AttemptSpec } from '../../src/api/http-attempt.js'
import { startServer, type ScriptedServer } from '../../__fixtures__/http-server.js'
import { clearProxyVars, startProxy } from '../../__fixtures__/proxy.js'

describe('a request through the environment’s proxy', () => {
  const saved = { ...process.env }
  let service: ScriptedServer | undefined
  let proxy: { close(): Promise<void> } | undefined
  afterEach(async () => {
    process.env = { ...saved }
    await service?.close()
    service = undefined
    await proxy?.close()
    proxy = undefined
  })

  /** `seen`: every request the proxy had, "CONNECT host:port" for each tunnel. */
  async function setUp(): Promise<{ port: number; seen: string[]; servicePort: number }> {
    clearProxyVars(process.env)
    service = await startServer(() => ({ json: { code: 'SUCCESS' } }))
    const p = await startProxy()
    proxy = p
    return { port: p.port, seen: p.seen, servicePort: Number(new URL(service.url).port) }
  }

  const spec = (url: string): AttemptSpec => ({
    method: 'GET',
    url,
    headers: {},
    timeoutMs: 5000,
    userAgent: 'test'
  })
  const send = (url: string) => attempt(spec(url), new AbortController().signal)

  it('goes through HTTP_PROXY, and straight to the service when NO_PROXY names it', async () => {
    const { port, seen, servicePort } = await setUp()
    process.env.HTTP_PROXY = `http://127.0.0.1:${port}`
    const through = await send(`http://service.test:${servicePort}/rest/v2/x`)
    expect(through).toMatchObject({ type: 'response', status: 200 })
    expect(seen).toEqual([`CONNECT service.test:${servicePort}`])
    expect(service!.requests).toHaveLength(1)

    // Direct: the name does not resolve, and the proxy saw nothing more.
    process.env.NO_PROXY = 'other.test, service.test'
    const direct = await send(`http://service.test:${servicePort}/rest/v2/x`)
    expect(direct).toMatchObject({ type: 'network', sent: false })
    expect(seen).toHaveLength(1)
  })

  it('connects directly to loopback with HTTP_PROXY set (127.0.0.1, localhost)', async () => {
    const { port, seen, servicePort } = await setUp()
    process.env.HTTP_PROXY = `http://127.0.0.1:${port}`
    process.env.http_proxy = `http://127.0.0.1:${port}`
    expect(await send(`http://127.0.0.1:${servicePort}/x`)).toMatchObject({ status: 200 })
    expect(await send(`http://localhost:${servicePort}/x`)).toMatchObject({ status: 200 })
    expect(seen).toEqual([])
    expect(service!.requests).toHaveLength(2)
  })

  it('connects directly to [::1] with HTTP_PROXY set', async () => {
    const { port, seen } = await setUp()
    process.env.HTTP_PROXY = `http://127.0.0.1:${port}`
    const v6 = createServer((_req, res) => res.writeHead(200).end('{}'))
    const listening = await new Promise<boolean>((resolve) => {
      v6.once('error', () => resolve(false))
      v6.listen(0, '::1', () => resolve(true))
    })
    if (!listening) return // no IPv6 loopback here
    try {
      const v6Port = (v6.address() as AddressInfo).port
      expect(await send(`http://[::1]:${v6Port}/x`)).toMatchObject({ status: 200 })
      expect(seen).toEqual([])
    } finally {
      await new Promise((r) => v6.close(r))
    }
  })

  it('tunnels to a bracketed IPv6 address that is not loopback, brackets kept', async () => {
    const { port, seen, servicePort } = await setUp()
    process.env.HTTP_PROXY = `http://127.0.0.1:${port}`
    const through = await send(`http://[2001:db8::1]:${servicePort}/x`)
    expect(through).toMatchObject({ type: 'response', status: 200 })
    expect(seen).toEqual([`CONNECT [2001:db8::1]:${servicePort}`])
  })

  it('takes a proxy URL without a scheme as http://', async () => {
    const { port, seen, servicePort } = await setUp()
    process.env.HTTP_PROXY = `127.0.0.1:${port}`
    const through = await send(`http://service.test:${servicePort}/x`)
    expect(through).toMatchObject({ type: 'response', status: 200 })
    expect(seen).toEqual([`CONNECT service.test:${servicePort}`])
  })

  it('reads a NO_PROXY entry `.example.com` as its subdomains, and `*.example.com` as no entry', async () => {
    const { port, seen, servicePort } = await setUp()
    process.env.HTTP_PROXY = `http://127.0.0.1:${port}`
    process.env.NO_PROXY = '.example.com'
    expect(await send(`http://api.example.com:${servicePort}/x`)).toMatchObject({
      type: 'network',
      sent: false
    })
    expect(await send(`http://example.com.test:${servicePort}/x`)).toMatchObject({ status: 200 })
    expect(seen).toEqual([`CONNECT example.com.test:${servicePort}`])

    // The runner's client has no wildcard but `*` alone: `*.example.com` bypasses nothing.
    process.env.NO_PROXY = '*.example.com'
    expect(await send(`http://api.example.com:${servicePort}/x`)).toMatchObject({ status: 200 })
    expect(seen).toEqual([
      `CONNECT example.com.test:${servicePort}`,
      `CONNECT api.example.com:${servicePort}`
    ])

    process.env.NO_PROXY = '*'
    expect(await send(`http://api.example.com:${servicePort}/x`)).toMatchObject({ type: 'network' })
    expect(seen).toHaveLength(2)
  })

  it('reads NO_PROXY as a comma-separated list: a space-separated one is a single entry', async () => {
    const { port, seen, servicePort } = await setUp()
    process.env.HTTP_PROXY = `http://127.0.0.1:${port}`
    // "foo service.test" names no host: the request goes through the proxy.
    process.env.NO_PROXY = 'foo service.test'
    expect(await send(`http://service.test:${servicePort}/x`)).toMatchObject({ status: 200 })
    expect(seen).toEqual([`CONNECT service.test:${servicePort}`])
    // Commas, with or without spaces around them, separate entries.
    process.env.NO_PROXY = 'foo , service.test'
    expect(await send(`http://service.test:${servicePort}/x`)).toMatchObject({ type: 'network' })
    expect(seen).toHaveLength(1)
  })

  it('reads NO_PROXY entries with a port as that port only', async () => {
    const { port, seen, servicePort } = await setUp()
    process.env.HTTP_PROXY = `http://127.0.0.1:${port}`
    process.env.NO_PROXY = `service.test:${servicePort + 1}`
    expect(await send(`http://service.test:${servicePort}/x`)).toMatchObject({ status: 200 })
    expect(seen).toHaveLength(1)
    process.env.NO_PROXY = `service.test:${servicePort}`
    expect(await send(`http://service.test:${servicePort}/x`)).toMatchObject({ type: 'network' })
    expect(seen).toHaveLength(1)
  })

  it('sends a JSON body on GET, through the proxy as directly (the signature check does)', async () => {
    const { port, seen, servicePort } = await setUp()
    process.env.HTTP_PROXY = `http://127.0.0.1:${port}`
    const withBody = (url: string): AttemptSpec => ({
      ...spec(url),
      body: JSON.stringify({ signature: 'abc' }),
      headers: { 'content-type': 'application/json' }
    })
    const signal = new AbortController().signal
    expect(await attempt(withBody(`http://service.test:${servicePort}/v`), signal)).toMatchObject({
      status: 200
    })
    expect(await attempt(withBody(`http://127.0.0.1:${servicePort}/v`), signal)).toMatchObject({
      status: 200
    })
    expect(seen).toHaveLength(1)
    expect(service!.requests.map((r) => [r.method, r.body])).toEqual([
      ['GET', { signature: 'abc' }],
      ['GET', { signature: 'abc' }]
    ])
  })

  it('ends an attempt at once on abort while the proxy holds the tunnel, closing it', async () => {
    clearProxyVars(process.env)
    let closed!: () => void
    const gone = new Promise<void>((r) => (closed = r))
    const held = createServer()
    // An HTTP server keeps a socket half-open: the client's end shows as 'end', not 'close'.
    const sockets: Array<{ destroy(): void }> = []
    held.on('connect', (_req, client) => {
      sockets.push(client)
      client.on('end', () => closed()).resume()
    })
    proxy = { close: () => new Promise<void>((r) => held.close(() => r())) }
    await new Promise<void>((r) => held.listen(0, '127.0.0.1', r))
    process.env.HTTP_PROXY = `http://127.0.0.1:${(held.address() as AddressInfo).port}`
    const stop = new AbortController()
    const t0 = Date.now()
    const pending = attempt(spec('http://service.test:1/x'), stop.signal)
    setTimeout(() => stop.abort(), 100)
    await expect(pending).rejects.toThrow('aborted')
    expect(Date.now() - t0).toBeLessThan(1000)
    await gone
    for (const s of sockets) s.destroy()
  })

  it('says a proxy that is not there could not connect (nothing reached the service)', async () => {
    const { port, servicePort } = await setUp()
    await proxy!.close()
    proxy = undefined
    process.env.HTTP_PROXY = `http://127.0.0.1:${port}`
    expect(await send(`http://service.test:${servicePort}/x`)).toEqual({
      type: 'network',
      code: 'ECONNREFUSED',
      sent: false,
      target: `service.test:${servicePort}`,
      proxy: `127.0.0.1:${port}`
    })
    expect(service!.requests).toHaveLength(0)
  })
})
