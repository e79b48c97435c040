// The one way the action talks to the service: JSON over HTTP, auth, envelope → value or
// ApiError, the retry policy, per-attempt deadlines and cancellation.
import type { OutgoingHttpHeaders } from 'node:http'
import { systemClock, type Clock } from '../common/clock.js'
import type { Log } from '../common/log.js'
import { forLog } from '../common/text.js'
import { ApiError } from './errors.js'
import { attempt, AttemptAborted } from './http-attempt.js'
import {
  abortedError,
  ambiguousError,
  exhaustedError,
  type AttemptResult,
  type OutcomeContext
} from './outcome.js'
import { nextPause } from './retry.js'
import { judgeRedirect } from './redirect.js'
import { interpretRedacted, redactor } from './redaction.js'

export interface RequestSpec {
  /** In words, for messages: 'start test', 'read application'. */
  operation: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** '/rest/v2/test/status', joined to baseUrl (which may carry a path prefix). */
  path: string
  /** URL-encoded; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>
  /** Sent as JSON (also on a GET: verify signature needs that). */
  body?: unknown
  /** v1 sends no Authorization header (its token travels in the body). */
  auth: 'bearer' | 'none'
  /** False (start test): an answer that may have been lost is never retried blindly. */
  idempotent: boolean
  envelope: 'v2' | 'v1'
  /** The token scope the operation needs, named when the service says NOT_AUTHORIZED. */
  scope?: string
  /**
   * The answer's key that holds a test result: a repeated key at or inside it makes the result
   * unreadable (handed on as UnreadableResult, the answer kept) rather than failing the call.
   */
  resultKey?: string
}

export interface TransportOptions {
  baseUrl: string
  accessToken: string
  /**
   * Other secrets the service must not hand back (the GitHub token): like the access token,
   * removed from every answer before anything reads it (redaction.ts).
   */
  secrets?: readonly (string | undefined)[]
  clock?: Clock
  /** Jitter source in [0, 1). */
  random?: () => number
  /** Deadline of one attempt. */
  requestTimeoutMs?: number
  maxAttempts?: number
  /** Budget of one call, backoff pauses included. */
  maxRetryTimeMs?: number
  /** Whole-run cancellation. */
  signal?: AbortSignal
  /** Debug lines only: method, path, status, time, attempt. Never bodies or tokens. */
  log?: Log
  userAgent?: string
  /** How the user names the service's address in a hint: `base-url` (action), `--base-url`. */
  baseUrlName?: string
}

export interface Transport {
  /** The parsed JSON object of a successful answer; ApiError otherwise. */
  send<T>(spec: RequestSpec, signal?: AbortSignal): Promise<T>
  /** Cancels every call in flight; later calls fail as aborted. */
  dispose(): void
}

const DEFAULT_REQUEST_TIMEOUT_MS = 30_000
export const DEFAULT_MAX_ATTEMPTS = 5
const DEFAULT_MAX_RETRY_TIME_MS = 120_000

export function createTransport(options: TransportOptions): Transport {
  const clock = options.clock ?? systemClock
  const random = options.random ?? Math.random
  const timeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS
  const maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS)
  const budgetMs = options.maxRetryTimeMs ?? DEFAULT_MAX_RETRY_TIME_MS
  const userAgent = options.userAgent ?? 'security-test-action'
  const redact = redactor([options.accessToken, ...(options.secrets ?? [])])
  const lifetime = new AbortController()

  async function send<T>(spec: RequestSpec, callSignal?: AbortSignal): Promise<T> {
    const signal = AbortSignal.any(
      [lifetime.signal, options.signal, callSignal].filter((s): s is AbortSignal => !!s)
    )
    const ctx: OutcomeContext = {
      operation: spec.operation,
      envelope: spec.envelope,
      scope: spec.scope,
      resultKey: spec.resultKey,
      redact,
      baseUrlName: options.baseUrlName ?? 'base-url'
    }
    const request = {
      method: spec.method,
      url: buildUrl(options.baseUrl, spec.path, spec.query),
      body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
      headers: headersFor(spec, options.accessToken),
      timeoutMs,
      userAgent
    }
    const started = clock.now()
    let hops = 0
    // Attempts answered by an HTML page on a 2xx: only a call that got nothing else is read as
    // a page in the way (or an expired token); a page after other passing failures is one more.
    let pages = 0

    for (let n = 1; ; n++) {
      const t0 = Date.now()
      let result: AttemptResult
      try {
        result = await attempt(request, signal)
      } catch (e) {
        if (e instanceof AttemptAborted) throw abortedError(spec.operation, n)
        throw e
      }
      const status = result.type === 'response' ? `HTTP ${result.status}` : result.type
      debug(`${spec.method} ${spec.path} -> ${status} in ${Date.now() - t0} ms (attempt ${n})`)

      // The one place an answer comes in: every text of it is free of the secrets before it is
      // read, so no result, name or message can carry them to a log, an output or a file.
      const verdict = interpretRedacted(result, ctx)
      if (verdict.type === 'ok') return verdict.value as T
      if (verdict.type === 'fail') throw verdict.error
      if (verdict.type === 'redirect') {
        const step = judgeRedirect(
          spec.method,
          request.url,
          verdict.status,
          verdict.location,
          hops,
          ctx.baseUrlName
        )
        if ('refuse' in step) {
          throw new ApiError(redact(`${spec.operation} failed: ${step.refuse}`), {
            kind: 'redirect',
            operation: spec.operation,
            httpStatus: verdict.status
          })
        }
        // A hop is not an attempt: the same request goes on at the address the service gave.
        hops++
        request.url = step.follow
        n--
        continue
      }

      const t = verdict.transient
      if (t.html) pages++
      if (!spec.idempotent && t.mayHaveActed) throw ambiguousError(ctx, t, n)
      if (n >= maxAttempts) throw exhaustedError(ctx, t, n, pages === n)
      const pause = nextPause(n, t.retryAfter, clock.now(), random)
      if (clock.now() - started + pause > budgetMs) throw exhaustedError(ctx, t, n, pages === n)
      debug(`${spec.operation}: ${t.reason}; retrying in ${pause} ms`)
      try {
        await clock.sleep(pause, signal)
      } catch (e) {
        if (signal.aborted) throw abortedError(spec.operation, n)
        throw e
      }
    }
  }

  function debug(line: string): void {
    options.log?.debug(forLog(redact(line)))
  }

  return {
    send,
    dispose: () => lifetime.abort()
  }
}

function headersFor(spec: RequestSpec, token: string): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { accept: 'application/json' }
  if (spec.body !== undefined) headers['content-type'] = 'application/json'
  if (spec.auth === 'bearer') headers.authorization = `Bearer ${token}`
  return headers
}

/**
 * baseUrl + path + query. The base may carry a path prefix (a gateway) and a trailing slash;
 * query values are percent-encoded (spaces as %20, which every server reads the same way).
 */
export function buildUrl(baseUrl: string, path: string, query: RequestSpec['query'] = {}): string {
  const base = new URL(baseUrl)
  const prefix = base.pathname.replace(/\/+$/, '')
  const params = Object.entries(query)
    .filter((e): e is [string, string | number | boolean] => e[1] !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  const search = params.length ? `?${params.join('&')}` : ''
  return `${base.origin}${prefix}${path.startsWith('/') ? path : `/${path}`}${search}`
}
