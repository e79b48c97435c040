// One HTTP attempt over @actions/http-client (which honours HTTPS_PROXY/NO_PROXY), raced
// against a deadline and an abort signal. It never throws for network trouble: it reports what
// happened as an AttemptResult, and outcome.ts decides what that means.
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http'
import { HttpClient } from '@actions/http-client'
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
}

export class AttemptAborted extends Error {
  constructor() {
    super('aborted')
  }
}

/**
 * Sends one request. A fresh client per attempt: disposing it on a deadline or abort closes this
 * attempt's socket without touching other calls in flight (a stop sent during cancellation).
 */
export async function attempt(spec: AttemptSpec, signal: AbortSignal): Promise<AttemptResult> {
  if (signal.aborted) throw new AttemptAborted()
  const client = new HttpClient(spec.userAgent, [], {
    allowRetries: false,
    // Redirects are the transport's to judge: http-client would follow one to any host, re-send
    // the body (v1 carries the access token there) and delete headers from the object it was given.
    allowRedirects: false,
    keepAlive: false,
    // http-client's own timer is an idle timeout; ours below is the real deadline.
    socketTimeout: spec.timeoutMs
  })
  let response: IncomingMessage | undefined
  let timer: NodeJS.Timeout | undefined
  let onAbort: (() => void) | undefined

  const work = (async (): Promise<AttemptResult> => {
    const res = await client.request(spec.method, spec.url, spec.body ?? null, { ...spec.headers })
    response = res.message
    const status = res.message.statusCode ?? 0
    const body = await readText(res.message, MAX_BODY_BYTES)
    if (body === undefined) return { type: 'too-large', status, limit: MAX_BODY_BYTES }
    return {
      type: 'response',
      status,
      contentType: headerText(res.message.headers['content-type']),
      retryAfter: res.message.headers['retry-after'],
      location: res.message.headers.location,
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
    // On a deadline or abort the request is still open: close its socket.
    if (response && !response.complete) response.destroy()
    client.dispose()
  }
}

/** The body as text, or undefined past `limit` bytes; rejects when the connection drops. */
function readText(message: IncomingMessage, limit: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    message.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        message.destroy()
        resolve(undefined)
      } else chunks.push(chunk)
    })
    message.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    message.on('error', reject)
    // A body cut short ends in 'close' without 'end' (or 'error' 'aborted' on some versions).
    message.on('close', () => {
      if (!message.complete) reject(Object.assign(new Error('truncated'), { code: 'ECONNRESET' }))
    })
  })
}

function errorCode(err: unknown): string {
  if (err && typeof err === 'object') {
    const code = (err as { code?: unknown }).code
    if (typeof code === 'string' && code) return code
    const message = (err as { message?: unknown }).message
    // Node names a dropped connection only in the message ("socket hang up").
    if (typeof message === 'string' && /hang up/i.test(message)) return 'ECONNRESET'
  }
  return 'network error'
}

function headerText(h: string | string[] | undefined): string {
  return Array.isArray(h) ? h.join(', ') : (h ?? '')
}
