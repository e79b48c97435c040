// A real local proxy for tests, as on a self-hosted runner behind HTTP_PROXY: it forwards plain
// (absolute-form) requests and opens CONNECT tunnels, each to the same port on loopback. Tests
// name the target by a host that resolves nowhere (service.test, *.invalid), so only a request
// that went through this proxy can reach it, and `seen` says which way it went.
import { createServer, request, STATUS_CODES } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'

/** Every variable the runner's clients read a proxy from. */
export const PROXY_VARS = [
  'HTTP_PROXY',
  'http_proxy',
  'HTTPS_PROXY',
  'https_proxy',
  'NO_PROXY',
  'no_proxy'
]

/** Removes every proxy variable from `env`, so a test sets only the ones it means. */
export function clearProxyVars(env: NodeJS.ProcessEnv): void {
  for (const name of PROXY_VARS) delete env[name]
}

export interface TestProxy {
  /** `http://127.0.0.1:<port>`, for HTTP_PROXY. */
  url: string
  port: number
  /** "CONNECT host:port" for a tunnel, "GET http://host:port/path" for a forwarded request. */
  seen: string[]
  /** Destroys the open connections (tunnels, keep-alive) and closes the server. */
  close(): Promise<void>
}

/**
 * Starts a proxy on 127.0.0.1. `refuse`: the status it answers every CONNECT with instead of
 * opening the tunnel (407, a proxy asking for credentials; 502, one that cannot reach the target).
 */
export async function startProxy(options: { refuse?: number } = {}): Promise<TestProxy> {
  const { refuse } = options
  const seen: string[] = []
  const sockets = new Set<Socket>()
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`)
    const target = URL.canParse(req.url ?? '') ? new URL(req.url as string) : undefined
    if (!target) return void res.writeHead(400).end()
    const upstream = request(
      {
        host: '127.0.0.1',
        port: target.port || 80,
        method: req.method,
        path: target.pathname + target.search,
        headers: req.headers
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  server.on('connect', (req, client: Socket, head) => {
    seen.push(`CONNECT ${req.url}`)
    if (refuse) {
      const reason = STATUS_CODES[refuse] ?? 'Refused'
      client.end(`HTTP/1.1 ${refuse} ${reason}\r\nContent-Length: 0\r\n\r\n`)
      return
    }
    const port = Number((req.url ?? '').split(':').pop())
    const upstream = connect(port, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
  })
  server.on('connection', (s: Socket) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    close: async () => {
      for (const s of sockets) s.destroy()
      // Closing twice is harmless: the second call's error (not running) is ignored.
      await new Promise<void>((r) => server.close(() => r()))
    }
  }
}
