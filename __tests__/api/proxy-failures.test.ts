// Failures through a proxy, as a user reads them: the message names the proxy (host and port,
// never its credentials), and what no retry can cure (a proxy asking for credentials, a
// certificate not accepted) ends the call after one attempt. And HTTPS through a proxy to a
// bracketed IPv6 address, whose certificate the tunnel alone would check against "[2001".
// Everything runs over real sockets: a local CONNECT proxy, a local HTTPS service with a
// certificate made for the test (openssl).
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { type Server } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { type AddressInfo, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { FakeClock } from '../../__fixtures__/fake-clock.js'
import { apiError } from '../../__fixtures__/api-client.js'
import { clearProxyVars, startProxy, type TestProxy } from '../../__fixtures__/proxy.js'
import { isTransient } from '../../src/api/errors.js'
import { createTransport, type RequestSpec } from '../../src/api/transport.js'

const CREDENTIALS = 'proxyuser:s3cretProxyPass'

const status: RequestSpec = {
  operation: 'read test status',
  method: 'GET',
  path: '/rest/v2/test/status',
  auth: 'bearer',
  idempotent: true,
  envelope: 'v2'
}

const proxies: TestProxy[] = []

/** A proxy closed after each test: answers `refuse` to every CONNECT, or opens the tunnel. */
async function proxy(refuse?: number): Promise<TestProxy> {
  const p = await startProxy({ refuse })
  proxies.push(p)
  return p
}

let certDir = ''
let key = ''
let cert = ''
const servers: Server[] = []
const sockets = new Set<Socket>()

/** A server closed after each test, its open connections (tunnels, keep-alive) with it. */
function tracked<S extends Server>(server: S): S {
  servers.push(server)
  server.on('connection', (s: Socket) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  return server
}
const saved = { ...process.env }

beforeAll(() => {
  // A certificate for the name service.test and the address 2001:db8::1, trusted by nobody here
  // unless a child process is given it in NODE_EXTRA_CA_CERTS.
  certDir = mkdtempSync(join(tmpdir(), 'sta-cert-'))
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=service.test',
      '-addext',
      'subjectAltName=DNS:service.test,IP:2001:db8::1',
      '-keyout',
      join(certDir, 'key.pem'),
      '-out',
      join(certDir, 'cert.pem')
    ],
    { stdio: 'ignore' }
  )
  key = readFileSync(join(certDir, 'key.pem'), 'utf8')
  cert = readFileSync(join(certDir, 'cert.pem'), 'utf8')
})

afterAll(() => rmSync(certDir, { recursive: true, force: true }))

afterEach(async () => {
  process.env = { ...saved }
  for (const p of proxies.splice(0)) await p.close()
  for (const s of sockets) s.destroy()
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r))
})

function useProxy(port: number): void {
  clearProxyVars(process.env)
  process.env.HTTP_PROXY = `http://${CREDENTIALS}@127.0.0.1:${port}`
  process.env.HTTPS_PROXY = `http://${CREDENTIALS}@127.0.0.1:${port}`
}

async function httpsService(): Promise<number> {
  const server = tracked(
    createHttpsServer({ key, cert }, (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":"SUCCESS"}')
    })
  )
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return (server.address() as AddressInfo).port
}

function transportTo(baseUrl: string) {
  const clock = new FakeClock()
  return { clock, transport: createTransport({ baseUrl, accessToken: 'tok-0123456789', clock }) }
}

describe('failures through a proxy', () => {
  it('a proxy that is not there: retried, and the message names the proxy, not its credentials', async () => {
    const p = await proxy()
    await p.close()
    useProxy(p.port)
    const { transport, clock } = transportTo('http://service.test:1')
    const e = await apiError(transport.send(status))
    expect(e.message).toBe(
      `read test status failed: could not connect (ECONNREFUSED) through the proxy 127.0.0.1:${p.port} after 5 attempts`
    )
    expect(e.kind).toBe('network')
    // A wait polls on after it: the proxy may come back.
    expect(isTransient(e)).toBe(true)
    expect(clock.sleeps).toHaveLength(4)
  })

  it('a proxy asking for credentials (407): one attempt, the proxy named, its credentials not', async () => {
    const p = await proxy(407)
    useProxy(p.port)
    const { transport, clock } = transportTo('http://service.test:1')
    const e = await apiError(transport.send(status))
    expect(e.message).toBe(
      `read test status failed: the proxy 127.0.0.1:${p.port} asks for credentials it was not ` +
        'given or refused (HTTP 407); give them in the proxy variable (http://user:password@host:port)'
    )
    expect(e.message).not.toContain('s3cret')
    expect(e.kind).toBe('connection')
    // Nor does a wait poll on after it (src/lifecycle/wait.ts ends on what is not transient).
    expect(isTransient(e)).toBe(false)
    expect(p.seen).toHaveLength(1)
    expect(clock.sleeps).toEqual([])
  })

  it('a proxy that cannot reach the service names the proxy and its answer, and is retried', async () => {
    const p = await proxy(502)
    useProxy(p.port)
    const { transport } = transportTo('http://service.test:1')
    const e = await apiError(transport.send(status))
    expect(e.message).toBe(
      `read test status failed: could not connect: the proxy 127.0.0.1:${p.port} answered HTTP 502 after 5 attempts`
    )
    expect(p.seen).toHaveLength(5)
  })

  it('a certificate not accepted: one attempt, through the proxy (named) as directly', async () => {
    const port = await httpsService()
    const p = await proxy()
    useProxy(p.port)
    const through = transportTo(`https://service.test:${port}`)
    const e = await apiError(through.transport.send(status))
    expect(e.kind).toBe('connection')
    expect(e.message).toBe(
      `read test status failed: the service's certificate was not accepted ` +
        `(DEPTH_ZERO_SELF_SIGNED_CERT) through the proxy 127.0.0.1:${p.port}; if a private ` +
        'certificate authority signs it, name its file in NODE_EXTRA_CA_CERTS'
    )
    expect(p.seen).toHaveLength(1)
    expect(through.clock.sleeps).toEqual([])

    const direct = transportTo(`https://127.0.0.1:${port}`)
    const d = await apiError(direct.transport.send(status))
    expect(d.kind).toBe('connection')
    expect(isTransient(d)).toBe(false)
    expect(d.message).toMatch(/certificate was not accepted \(DEPTH_ZERO_SELF_SIGNED_CERT\); /)
    expect(direct.clock.sleeps).toEqual([])
  })
})

describe('HTTPS through a proxy to a bracketed IPv6 address', () => {
  // The certificate must be trusted for the address check to be reached: a child process, given
  // it in NODE_EXTRA_CA_CERTS (read only at start), makes the attempt.
  async function attemptInChild(url: string, proxyPort: number): Promise<unknown> {
    const module = resolve('src/api/http-attempt.ts')
    const code =
      `const { attempt } = await import(${JSON.stringify(module)});` +
      `const r = await attempt({ method: 'GET', url: ${JSON.stringify(url)}, headers: {}, ` +
      `timeoutMs: 5000, userAgent: 't' }, new AbortController().signal);` +
      'process.stdout.write(JSON.stringify({ type: r.type, status: r.status, code: r.code }))'
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_EXTRA_CA_CERTS: join(certDir, 'cert.pem'),
        HTTPS_PROXY: `http://127.0.0.1:${proxyPort}`
      }
    })
    let out = ''
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d))
    child.stderr.resume()
    await new Promise((r) => child.on('close', r))
    return JSON.parse(out) as unknown
  }

  it('checks the certificate against the address, and the request goes through', async () => {
    const port = await httpsService()
    const p = await proxy()
    expect(await attemptInChild(`https://[2001:db8::1]:${port}/x`, p.port)).toEqual({
      type: 'response',
      status: 200
    })
    expect(p.seen).toEqual([`CONNECT [2001:db8::1]:${port}`])
    // An address the certificate does not name is still refused.
    expect(await attemptInChild(`https://[2001:db8::2]:${port}/x`, p.port)).toEqual({
      type: 'network',
      code: 'ERR_TLS_CERT_ALTNAME_INVALID'
    })
  }, 20_000)
})
