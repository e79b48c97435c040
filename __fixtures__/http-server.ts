// A small scripted HTTP server on 127.0.0.1 for tests: it records every request (method, path,
// query, headers, raw and parsed body) and answers each one as a handler says: JSON, any text
// (HTML pages), after a delay, never, or by dropping the connection.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export interface RecordedRequest {
  method: string
  /** The path without the query. */
  path: string
  /** Decoded query parameters (last value wins). */
  query: Record<string, string>
  /** The request target exactly as received. */
  rawUrl: string
  headers: IncomingHttpHeaders
  rawBody: string
  /** The body parsed as JSON; undefined when empty or not JSON. */
  body: unknown
  /** Set once the client closed the connection before the answer was complete. */
  clientGaveUp: boolean
}

export type Reply =
  | {
      status?: number
      headers?: Record<string, string>
      /** Sent as JSON with Content-Type application/json. */
      json?: unknown
      /** Sent verbatim (set a content-type in headers for HTML). */
      text?: string
      /** Wait this long (real milliseconds) before answering. */
      delayMs?: number
    }
  /** Close the connection after reading the request, without an answer. */
  | { drop: true }
  /** Send the status line, headers and part of the body, then close the connection. */
  | { truncate: string; status?: number }
  /** Never answer (until the server closes). */
  | { hang: true }

export type Handler = (req: RecordedRequest, index: number) => Reply | Promise<Reply>

export interface ScriptedServer {
  /** `http://127.0.0.1:<port>` without a trailing slash. */
  readonly url: string
  readonly port: number
  readonly requests: RecordedRequest[]
  /** Replace the handler (the index passed on keeps counting from the first request). */
  handle(handler: Handler): void
  close(): Promise<void>
}

/** Answers in order; the last one repeats once the script runs out. */
export function script(...replies: Reply[]): Handler {
  if (replies.length === 0) throw new Error('script needs at least one reply')
  return (_req, i) => replies[Math.min(i, replies.length - 1)] as Reply
}

export function html(
  status: number,
  page = '<!DOCTYPE html><html><body>Sign in</body></html>'
): Reply {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8' }, text: page }
}

export async function startServer(
  handler: Handler = () => ({ json: { code: 'SUCCESS', message: 'ok' } }),
  options: { port?: number } = {}
): Promise<ScriptedServer> {
  const requests: RecordedRequest[] = []
  const sockets = new Set<Socket>()
  let current = handler
  let closing = false

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8')
      const target = new URL(req.url ?? '/', 'http://127.0.0.1')
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: target.pathname,
        query: Object.fromEntries(target.searchParams),
        rawUrl: req.url ?? '',
        headers: req.headers,
        rawBody,
        body: parseJson(rawBody),
        clientGaveUp: false
      }
      res.on('close', () => {
        if (!res.writableFinished && !closing) recorded.clientGaveUp = true
      })
      const index = requests.push(recorded) - 1
      Promise.resolve(current(recorded, index))
        .then((reply) => answer(reply, res))
        .catch(() => res.destroy())
    })
  })
  server.on('connection', (s: Socket) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    handle: (h) => {
      current = h
    },
    close: () =>
      new Promise<void>((resolve) => {
        closing = true
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      })
  }
}

/** A port with nothing listening on it (connections are refused). */
export async function freePort(): Promise<number> {
  const s = await startServer()
  await s.close()
  return s.port
}

async function answer(reply: Reply, res: ServerResponse): Promise<void> {
  if ('hang' in reply) return
  if ('drop' in reply) {
    res.socket?.destroy()
    return
  }
  if ('truncate' in reply) {
    // Promise more than we send, so the client sees a body cut short.
    const full = Buffer.byteLength(reply.truncate) + 100
    res.writeHead(reply.status ?? 200, {
      'content-type': 'application/json',
      'content-length': String(full)
    })
    res.write(reply.truncate, () => res.socket?.destroy())
    return
  }
  if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs))
  if (res.destroyed) return
  const headers: Record<string, string> = { ...reply.headers }
  let text = reply.text ?? ''
  if (reply.json !== undefined) {
    text = JSON.stringify(reply.json)
    headers['content-type'] ??= 'application/json'
  }
  res.writeHead(reply.status ?? 200, headers)
  res.end(text)
}

function parseJson(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
