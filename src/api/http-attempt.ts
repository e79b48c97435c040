// One HTTP attempt over undici (the client inside Node's fetch), through the proxy the
// environment names (proxy.ts), raced against a deadline and an abort signal. It never throws
// for network trouble: it reports what happened as an AttemptResult, and outcome.ts decides what
// that means.
import { Agent, ProxyAgent, request, type Dispatcher } from 'undici'
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http'
import type { AttemptResult } from './outcome.js'
import { proxyFor } from './proxy.js'

/** An answer larger than this is not a service answer (results are a few MiB at most). */
export const MAX_BODY_BYTES = 64 * 1024 * 1024

/** Errors raised before a byte of the request could reach the service. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'])

export interface AttemptSpec {
  method: string
  url: string
  body?: string
  headers: OutgoingHttpHeaders
  timeoutMs: number
  userAgent: string
  /** A smaller cap than MAX_BODY_BYTES (the build check reads a version page, not a result). */
  maxBodyBytes?: number
}

export class AttemptAborted extends Error {
  constructor() {
    super('aborted')
  }
}

/**
 * Sends one request. A fresh agent per attempt, closed after it: an attempt cut short by a
 * deadline or an abort loses only its own socket, never another call in flight (a stop sent
 * during cancellation), and no idle socket keeps the process alive.
 */
export async function attempt(spec: AttemptSpec, signal: AbortSignal): Promise<AttemptResult> {
  if (signal.aborted) throw new AttemptAborted()
  const agent = dispatcherFor(spec.url)
  const cut = new AbortController()
  let timer: NodeJS.Timeout | undefined
  let onAbort: (() => void) | undefined

  const work = (async (): Promise<AttemptResult> => {
    const res = await request(spec.url, {
      method: spec.method as 'GET',
      headers: { ...plainHeaders(spec.headers), 'user-agent': spec.userAgent },
      body: spec.body,
      dispatcher: agent,
      signal: cut.signal,
      // Redirects are the transport's to judge (redirect.ts): never followed here.
      maxRedirections: 0,
      // undici's own timers are idle timeouts; ours below is the real deadline.
      headersTimeout: spec.timeoutMs,
      bodyTimeout: spec.timeoutMs
    })
    const status = res.statusCode
    const limit = spec.maxBodyBytes ?? MAX_BODY_BYTES
    const body = await readText(res.body, limit)
    if (body === undefined) return { type: 'too-large', status, limit }
    return {
      type: 'response',
      status,
      contentType: headerText(res.headers['content-type']),
      retryAfter: headerText(res.headers['retry-after']) || undefined,
      location: headerText(res.headers.location) || undefined,
      headers: Object.entries(res.headers).map(([name, v]) => `${name}: ${headerText(v)}`),
      text: body
    }
  })().catch((err: unknown): AttemptResult => {
    const code = errorCode(err)
    return { type: 'network', code, sent: !NOT_SENT.has(code) }
  })
  const deadline = new Promise<AttemptResult>((resolve) => {
    timer = setTimeout(() => resolve({ type: 'timeout', afterMs: spec.timeoutMs }), spec.timeoutMs)
  })
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new AttemptAborted())
    signal.addEventListener('abort', onAbort, { once: true })
  })
  try {
    return await Promise.race([work, deadline, aborted])
  } finally {
    clearTimeout(timer)
    if (onAbort) signal.removeEventListener('abort', onAbort)
    // On a deadline or abort the request is still open: end it and close its socket.
    cut.abort()
    void agent.destroy().catch(() => undefined)
  }
}

/** One connection for this attempt only, through the environment's proxy when it names one. */
function dispatcherFor(url: string): Dispatcher {
  const proxy = proxyFor(url, process.env)
  return proxy
    ? new ProxyAgent({ uri: proxy, connections: 1, pipelining: 0 })
    : new Agent({ connections: 1, pipelining: 0 })
}

/** The body as text, or undefined past `limit` bytes; rejects when the connection drops. */
async function readText(
  body: AsyncIterable<Buffer> & { destroy(): unknown },
  limit: number
): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    size += chunk.length
    if (size > limit) {
      body.destroy()
      return undefined
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Header values as undici takes them (no numbers, no undefined). */
function plainHeaders(h: OutgoingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(h)) {
    if (value === undefined) continue
    out[name] = Array.isArray(value) ? value : String(value)
  }
  return out
}

/** undici's names for a dropped or refused connection, in the words Node's sockets use. */
const UNDICI_CODES: Record<string, string> = {
  UND_ERR_SOCKET: 'ECONNRESET',
  UND_ERR_CLOSED: 'ECONNRESET',
  UND_ERR_CONNECT_TIMEOUT: 'ETIMEDOUT',
  UND_ERR_HEADERS_TIMEOUT: 'ETIMEDOUT',
  UND_ERR_BODY_TIMEOUT: 'ETIMEDOUT'
}

function errorCode(err: unknown): string {
  if (err && typeof err === 'object') {
    const cause = (err as { cause?: { code?: unknown } }).cause?.code
    const code = (err as { code?: unknown }).code
    if (typeof cause === 'string' && cause && !cause.startsWith('UND_ERR')) return cause
    if (typeof code === 'string' && code) return UNDICI_CODES[code] ?? code
    const message = (err as { message?: unknown }).message
    // Node names a dropped connection only in the message ("socket hang up").
    if (typeof message === 'string' && /hang up/i.test(message)) return 'ECONNRESET'
  }
  return 'network error'
}

function headerText(h: IncomingHttpHeaders[string]): string {
  return Array.isArray(h) ? h.join(', ') : (h ?? '')
}
