// The HTTP side: read and record every request, apply a fault when one matches, route the rest,
// and answer. Nothing a client sends can crash it: every failure becomes an error envelope.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { FaultTable, normalisePath, type Fault } from './faults.js'
import { applicationRoutes } from './routes-applications.js'
import { projectRoutes } from './routes-projects.js'
import { testRoutes } from './routes-tests.js'
import { v1Routes } from './routes-v1.js'
import { envelope, expiredTokenPage, html, type Reply } from './replies.js'
import { dispatch } from './dispatch.js'
import type { Store } from './store.js'
import type { SimClock } from './clock.js'

export interface RecordedRequest {
  method: string
  /** The path as sent (a trailing slash kept), without the query. */
  path: string
  query: Record<string, string>
  /** Lower-cased names. */
  headers: Record<string, string>
  /** Parsed JSON; the raw text when it is not JSON; undefined when empty. */
  body: unknown
  /** HTTP status sent; null when the connection was dropped without an answer. */
  status: number | null
  /** Arrival, epoch ms on the simulator's clock. */
  time: number
  /** Real milliseconds the simulator took to answer (a delay fault included). */
  durationMs: number
  /** The fault applied to this request, if any. */
  fault?: Fault['kind']
}

const ROUTES = [...projectRoutes, ...applicationRoutes, ...testRoutes, ...v1Routes]
const MAX_BODY_BYTES = 1024 * 1024

export interface ServerParts {
  store: Store
  faults: FaultTable
  requests: RecordedRequest[]
  baseUrl: () => string
  log: (line: string) => void
  clock: SimClock
}

export function createSimServer(parts: ServerParts): { server: Server; cancelDelays: () => void } {
  const delays = new Set<() => void>()
  const wait = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer)
        delays.delete(done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      delays.add(done)
    })
  const server = createServer((req, res) => {
    handle(parts, req, res, wait).catch((error: unknown) => {
      parts.log(`simulator error: ${(error as Error).stack ?? String(error)}`)
      if (!res.headersSent) send(res, envelope('FAILED', 'Internal simulator error.', 500))
    })
  })
  return { server, cancelDelays: () => [...delays].forEach((done) => done()) }
}

function readBody(req: IncomingMessage): Promise<{ text: string; tooLarge: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let tooLarge = false
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) tooLarge = true
      else chunks.push(chunk)
    })
    req.on('end', () => resolve({ text: Buffer.concat(chunks).toString('utf8'), tooLarge }))
    req.on('error', reject)
  })
}

function parseBody(text: string): { body: unknown; bodyError?: string } {
  if (text.trim() === '') return { body: undefined }
  try {
    return { body: JSON.parse(text) }
  } catch (error) {
    return { body: text, bodyError: (error as Error).message }
  }
}

function flatHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined)
      out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  }
  return out
}

/** The application a request is about, wherever it names it (for faults of one application). */
function applicationOf(query: URLSearchParams, body: unknown): string | undefined {
  const inBody =
    typeof body === 'object' && body !== null
      ? ((body as Record<string, unknown>).applicationToken ??
        (body as Record<string, unknown>).application_token)
      : undefined
  const token = query.get('application_token') ?? inBody
  return typeof token === 'string' ? token : undefined
}

async function handle(
  parts: ServerParts,
  req: IncomingMessage,
  res: ServerResponse,
  wait: (ms: number) => Promise<void>
): Promise<void> {
  const time = parts.clock.now()
  const began = Date.now()
  const method = (req.method ?? 'GET').toUpperCase()
  const url = new URL(req.url ?? '/', 'http://simulator.invalid')
  const path = normalisePath(url.pathname)
  const { text, tooLarge } = await readBody(req)
  const { body, bodyError } = parseBody(text)
  const record: RecordedRequest = {
    method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: flatHeaders(req),
    body,
    status: null,
    time,
    durationMs: 0
  }
  parts.requests.push(record)
  const finish = (reply: Reply | null): void => {
    record.durationMs = Date.now() - began
    record.status = reply?.status ?? null
    if (reply) send(res, reply)
    else req.socket.destroy()
    const note = record.fault ? ` [fault: ${record.fault}]` : ''
    parts.log(`${method} ${url.pathname} ${reply?.status ?? 'dropped'}${note}`)
  }
  if (tooLarge) return finish(envelope('FAILED', 'The request body is too large.', 413))

  const fault = parts.faults.pick(method, path, applicationOf(url.searchParams, body))
  record.fault = fault?.kind
  if (fault?.kind === 'delay') await wait(fault.ms)
  // The request target as sent (origin form); a client's absolute form keeps its path and query.
  const pathAndQuery = req.url?.startsWith('/') ? req.url : `${url.pathname}${url.search}`
  const early = fault
    ? answerBeforeProcessing(fault, path, pathAndQuery, parts.baseUrl(), parts.clock.now())
    : undefined
  if (early !== undefined) return finish(early)

  const reply = dispatch(ROUTES, {
    method,
    path,
    query: url.searchParams,
    headers: req.headers,
    body,
    bodyError,
    now: parts.clock.now(),
    baseUrl: parts.baseUrl(),
    store: parts.store,
    malformedResult: fault?.kind === 'malformed-result'
  })
  // drop-after: the service acted (a test may have started) and the answer is lost.
  finish(fault?.kind === 'drop-after' ? null : reply)
}

/** A fault that answers in place of the service; null drops; undefined lets the request through. */
function answerBeforeProcessing(
  fault: Fault,
  path: string,
  pathAndQuery: string,
  baseUrl: string,
  now: number
): Reply | null | undefined {
  switch (fault.kind) {
    case 'redirect':
      return redirect(fault, pathAndQuery, baseUrl)
    case 'drop-before':
      return null
    case 'status':
      return statusFault(fault.status, fault.body, path, now)
    case 'rate-limit':
      return {
        ...envelope('TOO_MANY_REQUESTS', 'Too many requests.', 429),
        headers: { 'retry-after': String(fault.retryAfter ?? 1) }
      }
    case 'html':
      return html(
        fault.status ?? 200,
        'Please wait',
        'Checking your browser before accessing the service.'
      )
    case 'expired-token':
      return expiredTokenPage()
    case 'error':
      return path.startsWith('/v1/')
        ? {
            status: fault.status ?? 400,
            json: { status: 'Failed', message: fault.message ?? fault.code }
          }
        : envelope(fault.code, fault.message ?? `${fault.code}.`, fault.status ?? 400)
    default:
      return undefined
  }
}

const REDIRECT_TITLES: Record<number, string> = {
  301: 'Moved Permanently',
  302: 'Found',
  303: 'See Other',
  307: 'Temporary Redirect',
  308: 'Permanent Redirect'
}

/** A gateway's or load balancer's redirect: a Location header and a small HTML page. */
function redirect(
  fault: Extract<Fault, { kind: 'redirect' }>,
  pathAndQuery: string,
  baseUrl: string
): Reply {
  const status = fault.status ?? 302
  const target = fault.location.split('{pathAndQuery}').join(pathAndQuery)
  const sameOrigin = target.startsWith('/') && !target.startsWith('//')
  const location = sameOrigin && fault.absolute !== false ? `${baseUrl}${target}` : target
  const title = `${status} ${REDIRECT_TITLES[status]}`
  return { ...html(status, title, 'The document has moved.'), headers: { location } }
}

/** A gateway's error: its JSON has no service `code` (Spring-style), or it is an HTML page. */
function statusFault(status: number, body: string | undefined, path: string, now: number): Reply {
  if (body === undefined || body === 'json') {
    const error = status >= 500 ? 'Internal Server Error' : 'Error'
    return { status, json: { timestamp: new Date(now).toISOString(), status, error, path } }
  }
  if (body === 'html')
    return html(status, `${status} Error`, 'The server could not handle the request.')
  return { status, raw: body, contentType: 'text/plain; charset=utf-8' }
}

function send(res: ServerResponse, reply: Reply): void {
  const text = reply.raw ?? JSON.stringify(reply.json ?? null)
  res.writeHead(reply.status, {
    'content-type': reply.contentType ?? 'application/json',
    'content-length': Buffer.byteLength(text),
    ...reply.headers
  })
  res.end(text)
}
