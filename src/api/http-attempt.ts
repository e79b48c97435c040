// One HTTP attempt over @actions/http-client (the runner's own client and proxy convention:
// HTTPS_PROXY / HTTP_PROXY / NO_PROXY, loopback always direct), raced against a deadline and an
// abort signal. It never throws for network trouble: it reports what happened as an
// AttemptResult, and outcome.ts decides what that means.
import { HttpClient, type HttpClientResponse } from '@actions/http-client'
import type { RequestHandler } from '@actions/http-client/lib/interfaces'
import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  RequestOptions
} from 'node:http'
import { checkServerIdentity, type PeerCertificate } from 'node:tls'
import type { AttemptResult } from './outcome.js'

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
 * What http-client leaves to its handlers. It has no abort signal of its own: this hands Node's
 * request one, so ending an attempt (deadline, abort, done) destroys its request and the socket
 * under it. And it passes a bracketed IPv6 host (`[::1]`) to Node as a name to look up: a direct
 * connection gets the bare address (a tunnel keeps the brackets, which CONNECT needs).
 */
class Handler implements RequestHandler {
  constructor(private readonly signal: AbortSignal) {}
  prepareRequest(options: RequestOptions): void {
    options.signal = this.signal
    const tunnel = !!(options.agent as { proxyOptions?: unknown } | undefined)?.proxyOptions
    const host = options.host
    if (!tunnel && host?.startsWith('[') && host.endsWith(']')) options.host = host.slice(1, -1)
  }
  canHandleAuthentication(): boolean {
    return false
  }
  handleAuthentication(): Promise<HttpClientResponse> {
    return Promise.reject(new Error('no authentication handler'))
  }
}

/**
 * Sends one request. A fresh client (and keep-alive agent) per attempt, disposed after it: an
 * attempt cut short by a deadline or an abort loses only its own socket, never another call in
 * flight (a stop sent during cancellation), and no idle socket keeps the process alive.
 */
export async function attempt(spec: AttemptSpec, signal: AbortSignal): Promise<AttemptResult> {
  if (signal.aborted) throw new AttemptAborted()
  const cut = new AbortController()
  const client = new HttpClient(spec.userAgent, [new Handler(cut.signal)], {
    // Redirects are the transport's to judge (redirect.ts); retries are its own (retry.ts).
    allowRedirects: false,
    allowRetries: false,
    keepAlive: true,
    // http-client's timer is an idle timeout; ours below is the real deadline.
    socketTimeout: spec.timeoutMs + 1000
  })
  // The user agent exactly as given (http-client would append the runner's orchestration id).
  client.userAgent = spec.userAgent
  // Through a proxy, the tunnel's CONNECT is a request of its own, which the handler above never
  // sees: the agent the client keeps for this URL (keep-alive: the one request() will use) ends
  // it on the same signal, so an abort while the proxy holds the tunnel closes that socket too.
  // (A URL that does not parse fails in request() below, as a network failure.)
  const agent = URL.canParse(spec.url) ? (client.getAgent(spec.url) as TunnelAgent) : {}
  // The proxy's host:port, for messages (never its credentials, which stay in proxyAuth).
  const proxy = agent.proxyOptions ? proxyName(agent.proxyOptions) : undefined
  if (agent.proxyOptions) {
    agent.proxyOptions.signal = cut.signal
    checkIpLiteral(agent, spec.url)
  }
  let timer: NodeJS.Timeout | undefined
  let onAbort: (() => void) | undefined

  const work = (async (): Promise<AttemptResult> => {
    const res = await client.request(
      spec.method,
      spec.url,
      // A body goes out whatever the verb (the signature check sends one on GET).
      spec.body ?? null,
      plainHeaders(spec.headers)
    )
    const message = res.message
    const status = message.statusCode ?? 0
    const limit = spec.maxBodyBytes ?? MAX_BODY_BYTES
    const body = await readText(message, limit)
    if (body === undefined) return { type: 'too-large', status, limit }
    return {
      type: 'response',
      status,
      contentType: headerText(message.headers['content-type']),
      retryAfter: headerText(message.headers['retry-after']) || undefined,
      location: headerText(message.headers.location) || undefined,
      headers: Object.entries(message.headers).map(([name, v]) => `${name}: ${headerText(v)}`),
      text: body
    }
  })().catch((err: unknown): AttemptResult => {
    return {
      type: 'network',
      ...failure(err),
      target: hostAndPort(spec.url),
      ...(proxy && { proxy })
    }
  })
  const deadline = new Promise<AttemptResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ type: 'timeout', afterMs: spec.timeoutMs, ...(proxy && { proxy }) }),
      spec.timeoutMs
    )
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
    client.dispose()
  }
}

/** What this file touches of the `tunnel` agent http-client makes for a proxy. */
interface TunnelAgent {
  options?: { checkServerIdentity?: typeof checkServerIdentity }
  proxyOptions?: { host?: unknown; port?: unknown; signal?: AbortSignal }
}

function proxyName(p: NonNullable<TunnelAgent['proxyOptions']>): string {
  const host = typeof p.host === 'string' ? p.host : ''
  const port = typeof p.port === 'string' || typeof p.port === 'number' ? String(p.port) : ''
  return port ? `${host}:${port}` : host
}

/**
 * HTTPS through a proxy to a bracketed IPv6 address (https://[fd00::1]/): the tunnel takes the
 * name to check the certificate against from the Host header, cutting it at the first colon
 * ("[fd00"), so no certificate could match. The agent's own options reach that check unchanged:
 * for an IP literal, the certificate is checked against the address itself (its IP SANs), as a
 * direct connection does. Names are left to the tunnel (the Host header's name is right).
 */
function checkIpLiteral(agent: TunnelAgent, url: string): void {
  const { protocol, hostname } = new URL(url)
  if (protocol !== 'https:' || !hostname.startsWith('[')) return
  const address = hostname.slice(1, -1)
  agent.options ??= {}
  agent.options.checkServerIdentity = (_name: string, cert: PeerCertificate) =>
    checkServerIdentity(address, cert)
}

/** The body as text, or undefined past `limit` bytes; rejects when the connection drops. */
async function readText(body: IncomingMessage, limit: number): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) {
      body.destroy()
      return undefined
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Header values as strings (no numbers, no undefined). */
function plainHeaders(h: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(h)) {
    if (value === undefined) continue
    out[name] = Array.isArray(value) ? value : String(value)
  }
  return out
}

/**
 * A network failure in the words Node's sockets use, and whether the request may have reached
 * the service. A proxy that could not open the tunnel (tunnel's "could not be established") sent
 * nothing on: its cause's code when it names one.
 */
function failure(err: unknown): { code: string; sent: boolean; proxyStatus?: number } {
  if (err && typeof err === 'object') {
    const code = (err as { code?: unknown }).code
    const message = (err as { message?: unknown }).message
    if (typeof message === 'string' && /tunneling socket could not be established/.test(message)) {
      const cause = /cause=.*?\b(E[A-Z_]+)\b/.exec(message)?.[1]
      const status = /statusCode=(\d+)/.exec(message)?.[1]
      if (cause) return { code: cause, sent: false }
      if (status)
        return { code: `proxy answered HTTP ${status}`, sent: false, proxyStatus: +status }
      return { code: 'EPROXY', sent: false }
    }
    if (typeof code === 'string' && code) return { code, sent: !NOT_SENT.has(code) }
    // Node names a dropped connection only in the message ("socket hang up").
    if (typeof message === 'string' && /hang up/i.test(message)) {
      return { code: 'ECONNRESET', sent: true }
    }
    // http-client's own idle timer ("Request timeout: /path").
    if (typeof message === 'string' && /^Request timeout/.test(message)) {
      return { code: 'ETIMEDOUT', sent: true }
    }
  }
  return { code: 'network error', sent: true }
}

function headerText(h: IncomingHttpHeaders[string]): string {
  return Array.isArray(h) ? h.join(', ') : (h ?? '')
}

/**
 * `api.example.com:443`: where a connection was tried, for the line that says it failed (an
 * unreachable service names where it tried, as a 404 names base-url). Never the path or query.
 */
export function hostAndPort(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined
  const u = new URL(url)
  const port = u.port || (u.protocol === 'https:' ? '443' : u.protocol === 'http:' ? '80' : '')
  return port ? `${u.hostname}:${port}` : u.hostname
}
