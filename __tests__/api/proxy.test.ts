import { afterEach, describe, expect, it } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { attempt } from '../../src/api/http-attempt.js'
import { proxyFor } from '../../src/api/proxy.js'
import { startServer, type ScriptedServer } from '../../__fixtures__/http-server.js'

describe('proxyFor', () => {
  const env = { HTTPS_PROXY: 'http://proxy:3128', HTTP_PROXY: 'http://plain:8080' }

  it('takes the proxy of the target’s scheme, lower case first', () => {
    expect(proxyFor('https://api.example.com/x', env)).toBe('http://proxy:3128')
    expect(proxyFor('http://api.example.com/x', env)).toBe('http://plain:8080')
    expect(proxyFor('https://a.example', { ...env, https_proxy: 'http://lower:1' })).toBe(
      'http://lower:1'
    )
    expect(proxyFor('https://a.example', {})).toBeUndefined()
  })

  it('connects directly to hosts NO_PROXY names, their subdomains and ports', () => {
    const np = (list: string, url: string): string | undefined =>
      proxyFor(url, { ...env, NO_PROXY: list })
    expect(np('example.com', 'https://api.example.com/')).toBeUndefined()
    expect(np('.example.com', 'https://example.com/')).toBeUndefined()
    expect(np('localhost, 127.0.0.1', 'http://127.0.0.1:9000/')).toBeUndefined()
    expect(np('example.com:8443', 'https://api.example.com/')).toBe('http://proxy:3128')
    expect(np('example.com:443', 'https://api.example.com/')).toBeUndefined()
    expect(np('*', 'https://anything.test/')).toBeUndefined()
    expect(np('other.com', 'https://notother.com/')).toBe('http://proxy:3128')
  })
})

/** A CONNECT proxy that records each tunnel's target and pipes it through. */
function connectProxy(): Promise<{ server: Server; url: string; tunnels: string[] }> {
  const tunnels: string[] = []
  const server = createServer((_req, res) => res.writeHead(405).end())
  server.on('connect', (req, client, head) => {
    tunnels.push(req.url ?? '')
    const [host, port] = (req.url ?? '').split(':')
    const upstream = connect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ server, url: `http://127.0.0.1:${port}`, tunnels })
    })
  )
}

describe('a request through the environment’s proxy', () => {
  const saved = { ...process.env }
  let service: ScriptedServer | undefined
  let proxy: Server | undefined
  afterEach(async () => {
    process.env = { ...saved }
    await service?.close()
    await new Promise((r) => (proxy ? proxy.close(r) : r(undefined)))
  })

  it('goes through HTTP_PROXY, and straight to the service when NO_PROXY names it', async () => {
    service = await startServer(() => ({ json: { code: 'SUCCESS' } }))
    const p = await connectProxy()
    proxy = p.server
    const spec = {
      method: 'GET',
      url: `${service.url}/rest/v2/x`,
      headers: {},
      timeoutMs: 5000,
      userAgent: 'test'
    }

    process.env.HTTP_PROXY = p.url
    delete process.env.NO_PROXY
    delete process.env.no_proxy
    const through = await attempt(spec, new AbortController().signal)
    expect(through).toMatchObject({ type: 'response', status: 200 })
    expect(p.tunnels).toEqual([new URL(service.url).host])

    process.env.NO_PROXY = '127.0.0.1'
    const direct = await attempt(spec, new AbortController().signal)
    expect(direct).toMatchObject({ type: 'response', status: 200 })
    expect(p.tunnels).toHaveLength(1)
    expect(service.requests).toHaveLength(2)
  })
})
