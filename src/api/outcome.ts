// What one HTTP attempt means: a value, a final error, or a transient failure worth retrying.
// Pure: no I/O, so every answer the service (or a proxy in front of it) can give is tested here
// and in the transport tests alike. Every message is built from our own words plus untrusted
// text that went through src/common/text.ts and the token redaction.
import { ApiError, type ApiErrorKind } from './errors.js'
import { forLog, oneLine, truncate } from '../common/text.js'
import { findRepeatedKey } from '../findings/repeated-keys.js'
import type { JsonPath } from '../findings/json-path.js'
import { repeatedKeyLine, UnreadableResult } from '../findings/decode.js'

/** What came back from one attempt, before any interpretation. */
export type AttemptResult =
  | {
      type: 'response'
      status: number
      contentType: string
      retryAfter?: string
      /** The Location header of a redirect, as sent (untrusted). */
      location?: string
      /** Every header as `name: value` (untrusted; the build check looks for the commit in them). */
      headers?: string[]
      text: string
    }
  /**
   * `sent`: whether the request may have reached the service (false for a refused connect).
   * `proxy`: the proxy's host:port when the attempt went through one; `proxyStatus`: the proxy's
   * own answer when it would not open the tunnel.
   */
  | {
      type: 'network'
      code: string
      sent: boolean
      /** Where the connection went (host:port of the service), when known. */
      target?: string
      proxy?: string
      proxyStatus?: number
    }
  | { type: 'timeout'; afterMs: number; proxy?: string }
  | { type: 'too-large'; status: number; limit: number }

export interface OutcomeContext {
  operation: string
  envelope: 'v2' | 'v1'
  scope?: string
  /** The answer's key that holds a test result (RequestSpec.resultKey). */
  resultKey?: string
  /** Replaces the access token wherever it appears. */
  redact: (s: string) => string
  /** How the user names the service's address in a hint (default `base-url`). */
  baseUrlName?: string
}

/** A failure that another attempt may cure. */
export interface Transient {
  kind: Extract<ApiErrorKind, 'network' | 'timeout' | 'http' | 'invalid-response'>
  /** Our words: "HTTP 503", "the connection failed (ECONNRESET)". */
  reason: string
  /** False only when the service cannot have acted (connect refused, 429, 408). */
  mayHaveActed: boolean
  httpStatus?: number
  code?: string
  retryAfter?: string
  /** An HTML page on a 2xx: a proxy, a login page or an expired token; said when retries end. */
  html?: boolean
}

export type Verdict =
  | { type: 'ok'; value: Record<string, unknown> }
  | { type: 'fail'; error: ApiError }
  | { type: 'transient'; transient: Transient }
  /** A 3xx: the transport decides whether to follow (same origin) or end the call. */
  | { type: 'redirect'; status: number; location?: string }

const SERVICE_MESSAGE_CHARS = 300

export function interpret(result: AttemptResult, ctx: OutcomeContext): Verdict {
  switch (result.type) {
    case 'timeout':
      return transient({
        kind: 'timeout',
        reason: `no answer within ${seconds(result.afterMs)}` + via(result.proxy),
        mayHaveActed: true
      })
    case 'network':
      return connectionFailure(result, ctx)
    case 'too-large':
      return fail(ctx, 'invalid-response', `the answer is larger than ${mib(result.limit)}`, {
        httpStatus: result.status
      })
    case 'response':
      return interpretResponse(result, ctx)
  }
}

function interpretResponse(
  r: Extract<AttemptResult, { type: 'response' }>,
  ctx: OutcomeContext
): Verdict {
  const { status } = r
  const html = looksLikeHtml(r.contentType, r.text)
  const body = html ? undefined : parseObject(r.text)
  const failure = body ? serviceFailure(body, ctx) : undefined

  if (status === 429 || status === 408 || status >= 500) {
    return transient({
      kind: 'http',
      reason: `HTTP ${status}` + (failure ? `: ${failure.code}` : ''),
      // 429 and 408 say the request was not processed; a 5xx says nothing either way.
      mayHaveActed: status >= 500,
      httpStatus: status,
      code: failure?.code,
      retryAfter: r.retryAfter
    })
  }
  if (status === 401 || status === 403) return authFailure(ctx, status, failure?.code)
  if (status >= 300 && status < 400) return { type: 'redirect', status, location: r.location }
  if (html && status >= 200 && status < 300) {
    // A gateway's error page or a captive portal as often as an expired token: retry, and say
    // both when the retries are spent.
    return transient({
      kind: 'invalid-response',
      reason: `the service answered with an HTML page instead of JSON (HTTP ${status})`,
      mayHaveActed: true,
      httpStatus: status,
      html: true
    })
  }
  if (html) {
    // An HTML 404 is a wrong base-url far more often than a token problem.
    if (status === 404) return notFound(ctx)
    // Login and error pages (an expired token gets one): never show the page.
    return authFailure(ctx, status)
  }
  if (status >= 200 && status < 300) {
    // A key written twice hides its first copy from JSON.parse: in v1 the whole result stands in
    // this answer, in v2 the result string itself could be written twice. Refused, never retried
    // (the same answer would come back).
    const repeated = body ? findRepeatedKey(r.text) : undefined
    if (repeated) {
      const line = repeatedKeyLine('the answer', repeated)
      // At or inside the result: an unreadable result like any other, its text kept.
      if (body && ctx.resultKey !== undefined && topKeyOf(repeated.path) === ctx.resultKey) {
        return {
          type: 'ok',
          value: { ...body, [ctx.resultKey]: new UnreadableResult(line, r.text) }
        }
      }
      return fail(ctx, 'invalid-response', line, { httpStatus: status })
    }
    if (!body) {
      return transient({
        kind: 'invalid-response',
        reason: `the answer was not a JSON object (HTTP ${status})`,
        mayHaveActed: true,
        httpStatus: status
      })
    }
    return failure ? serviceError(ctx, status, failure) : { type: 'ok', value: body }
  }
  if (failure) return serviceError(ctx, status, failure)
  if (status === 404) return notFound(ctx)
  return fail(ctx, 'http', `HTTP ${status} without a usable answer`, { httpStatus: status })
}

/**
 * Certificate errors (OpenSSL's verify codes, Node's name check): the connection was refused by
 * our side before a byte of the request went out, and it will be refused the same way again.
 */
const CERTIFICATE =
  /CERT|^UNABLE_TO_(?:GET|VERIFY|DECRYPT|DECODE)_|^(?:INVALID_CA|HOSTNAME_MISMATCH|PATH_LENGTH_EXCEEDED|INVALID_PURPOSE)$/

/** Named after the proxy the attempt went through, if any (a dead proxy is not the service). */
function via(proxy: string | undefined): string {
  return proxy ? ` through the proxy ${forLog(proxy, 100)}` : ''
}

/**
 * A connection that failed. Most failures pass (a reset, a refused connect: retried). Two never
 * cure themselves and end the call at once, as `connection`: a proxy asking for credentials
 * (407), and a certificate our side does not accept.
 */
function connectionFailure(
  r: Extract<AttemptResult, { type: 'network' }>,
  ctx: OutcomeContext
): Verdict {
  const code = safeCode(r.code)
  if (r.proxyStatus === 407) {
    return fail(
      ctx,
      'connection',
      `the proxy ${forLog(r.proxy ?? 'in use', 100)} asks for credentials it was not given or refused (HTTP 407); ` +
        'give them in the proxy variable (http://user:password@host:port)'
    )
  }
  if (CERTIFICATE.test(r.code)) {
    return fail(
      ctx,
      'connection',
      `the service's certificate was not accepted (${code})${via(r.proxy)}; ` +
        'if a private certificate authority signs it, name its file in NODE_EXTRA_CA_CERTS'
    )
  }
  // Through a proxy, the proxy is where the connection went: it is named instead.
  const to = r.target && !r.proxy ? ` to ${forLog(r.target, 300)}` : ''
  return transient({
    kind: 'network',
    reason: r.sent
      ? `the connection${to} failed (${code})${via(r.proxy)}`
      : r.proxyStatus
        ? `could not connect${to}: the proxy ${forLog(r.proxy ?? '', 100)} answered HTTP ${r.proxyStatus}`
        : `could not connect${to} (${code})${via(r.proxy)}`,
    mayHaveActed: r.sent
  })
}

interface ServiceFailure {
  /** Cleaned, redacted and log-safe (serviceCode). */
  code: string
  /** Untrusted and not yet cleaned: redaction must see the whole text before it is cut. */
  message: unknown
}

/**
 * v2: any `code` but SUCCESS (null and absent are success: the running-sessions endpoints).
 * v1: `status` "failed" in any case, unless a `progress` field is present. The status endpoint
 * puts the test's own state in the same field (and the service's SDK knows a `failed` test
 * state); a test state always comes with its progress, an API failure never does.
 */
function serviceFailure(
  body: Record<string, unknown>,
  ctx: OutcomeContext
): ServiceFailure | undefined {
  if (ctx.envelope === 'v2') {
    const code = body.code
    if (code === null || code === undefined) return undefined
    if (typeof code === 'string' && code.toUpperCase() === 'SUCCESS') return undefined
    return { code: serviceCode(ctx, code) || 'UNKNOWN', message: body.message }
  }
  const status = body.status
  if (typeof status !== 'string' || status.trim().toLowerCase() !== 'failed') return undefined
  if ('progress' in body) return undefined
  return { code: serviceCode(ctx, status), message: body.message }
}

/**
 * The service's error code, safe wherever it goes (retry reasons, failure lines, ApiError.code):
 * cleaned, redacted, then made log-safe and cut. Real codes (TEST_RUNNING) come out unchanged.
 */
function serviceCode(ctx: OutcomeContext, code: unknown): string {
  return forLog(ctx.redact(oneLine(code, Number.MAX_SAFE_INTEGER)), 60)
}

function serviceError(ctx: OutcomeContext, status: number, f: ServiceFailure): Verdict {
  // Clean first (removing control characters could join a split token), redact, then cut.
  const full = ctx.redact(oneLine(f.message, Number.MAX_SAFE_INTEGER))
  const serviceMessage = truncate(full, SERVICE_MESSAGE_CHARS * 2)
  const shown = forLog(full, SERVICE_MESSAGE_CHARS)
  const message =
    `${ctx.operation} failed: ${f.code} (HTTP ${status})` +
    (shown ? `: ${shown}` : '') +
    guidance(f.code.toUpperCase(), ctx.scope)
  return {
    type: 'fail',
    error: new ApiError(
      ctx.redact(message),
      { kind: 'service', operation: ctx.operation, httpStatus: status, code: f.code },
      serviceMessage || undefined
    )
  }
}

function guidance(code: string, scope: string | undefined): string {
  switch (code) {
    case 'NOT_AUTHORIZED':
      return scope
        ? ` (the access token was refused, or it lacks the scope ${scope})`
        : ' (the access token was refused or may not do this)'
    case 'INVALID_SESSION':
      return ' (the access token is invalid or has expired)'
    case 'PLAN_NOT_SUPPORTED':
      return " (the account's plan does not include this feature)"
    default:
      return ''
  }
}

function authFailure(ctx: OutcomeContext, status: number, code?: string): Verdict {
  const hint = status === 403 && ctx.scope ? `; it may lack the scope ${ctx.scope}` : ''
  return fail(ctx, 'auth', `the access token was refused or has expired (HTTP ${status})${hint}`, {
    httpStatus: status,
    code
  })
}

function notFound(ctx: OutcomeContext): Verdict {
  const name = ctx.baseUrlName ?? 'base-url'
  return fail(ctx, 'http', `HTTP 404: no such address on the service (check ${name})`, {
    httpStatus: 404
  })
}

function fail(
  ctx: OutcomeContext,
  kind: ApiErrorKind,
  what: string,
  extra: { httpStatus?: number; code?: string } = {}
): Verdict {
  return {
    type: 'fail',
    error: new ApiError(ctx.redact(`${ctx.operation} failed: ${what}`), {
      kind,
      operation: ctx.operation,
      ...extra
    })
  }
}

function transient(t: Transient): Verdict {
  return { type: 'transient', transient: t }
}

/**
 * The error once retries are spent (or not allowed): says what failed and how often we tried.
 * `everyPage`: every attempt got an HTML page on a 2xx. Only then is it a page in the way (or an
 * expired token), which no waiting fixes; a page that ends a run of other passing failures is one
 * more passing failure (a wait polls on).
 */
export function exhaustedError(
  ctx: OutcomeContext,
  t: Transient,
  attempts: number,
  everyPage = false
): ApiError {
  const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`
  const paged = everyPage && t.html === true
  const why = paged ? ': a proxy or login page is in the way, or the access token has expired' : ''
  return new ApiError(ctx.redact(`${ctx.operation} failed: ${t.reason} after ${tries}${why}`), {
    // Page after page: no amount of waiting fixes it (a wait treats it like a refused token).
    kind: paged ? 'auth' : t.kind,
    operation: ctx.operation,
    httpStatus: t.httpStatus,
    code: t.code,
    attempts
  })
}

/** A non-idempotent call whose answer was lost: repeating it blindly could act twice. */
export function ambiguousError(ctx: OutcomeContext, t: Transient, attempts: number): ApiError {
  return new ApiError(
    ctx.redact(
      `${ctx.operation}: the answer was lost (${t.reason}); ` +
        `the service may have carried it out, so it was not repeated`
    ),
    {
      kind: 'ambiguous',
      operation: ctx.operation,
      httpStatus: t.httpStatus,
      code: t.code,
      attempts
    }
  )
}

export function abortedError(operation: string, attempts?: number): ApiError {
  return new ApiError(`${operation} was cancelled`, { kind: 'aborted', operation, attempts })
}

/** The first key of a path ($.result.vulnerabilities → result). */
function topKeyOf(path: JsonPath): string | number {
  let p = path
  while (p.parent !== undefined) p = p.parent
  return p.key
}

function looksLikeHtml(contentType: string, text: string): boolean {
  return /\btext\/html\b/i.test(contentType) || text.trimStart().startsWith('<')
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const v: unknown = JSON.parse(text)
    return v !== null && typeof v === 'object' && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

function safeCode(code: string): string {
  return forLog(code, 40) || 'unknown error'
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`
}

function mib(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MiB`
}
