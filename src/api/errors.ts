/**
 * Why a call to the service did not give a usable answer.
 * - service: the service answered with its own error code (never retried)
 * - auth: the token was refused or has expired (401/403, an HTML login/error page, or an HTML
 *   page on a 2xx for every attempt of the call)
 * - http: an HTTP status with no usable envelope (after retries, for 429/5xx)
 * - invalid-response: a 2xx body that is not the JSON we expect (after retries)
 * - network / timeout: no answer (after retries)
 * - connection: a connection that cannot succeed as set up, never retried: a proxy asking for
 *   credentials (HTTP 407), a certificate not accepted
 * - ambiguous: a non-idempotent call (start) whose answer was lost: the service may have acted
 * - redirect: a 3xx the transport would not follow (another origin, or a change of method)
 * - aborted: the run was cancelled
 */
export type ApiErrorKind =
  | 'service'
  | 'auth'
  | 'http'
  | 'invalid-response'
  | 'network'
  | 'connection'
  | 'timeout'
  | 'ambiguous'
  | 'aborted'
  | 'redirect'

export interface ApiErrorDetails {
  kind: ApiErrorKind
  /** The operation, in words: "start test", "read application". */
  operation: string
  httpStatus?: number
  /** The service's own code (NOT_AUTHORIZED, FAILED, ...) or v1 "Failed". */
  code?: string
  /** Number of attempts made. */
  attempts?: number
}

/**
 * An error whose `message` is safe to print: it never holds the access token or a raw body.
 * The service's own message is kept (sanitised and shortened) in `serviceMessage`; printing it
 * still goes through src/common/text.ts like any other untrusted text.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly operation: string
  readonly httpStatus?: number
  readonly code?: string
  readonly attempts?: number
  readonly serviceMessage?: string

  constructor(message: string, details: ApiErrorDetails, serviceMessage?: string) {
    super(message)
    this.name = 'ApiError'
    this.kind = details.kind
    this.operation = details.operation
    this.httpStatus = details.httpStatus
    this.code = details.code
    this.attempts = details.attempts
    this.serviceMessage = serviceMessage
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError
}

/** An error of the service carrying one of `codes` (in any case). */
export function hasCode(e: unknown, ...codes: string[]): e is ApiError {
  return isApiError(e) && codes.includes(e.code?.toUpperCase() ?? '')
}

// How callers tell errors apart: one place, so "worth another try" means the same everywhere.

/** Failures that waiting may cure: no answer, a 5xx or 429 after retries, a proxy's page. */
const TRANSIENT: ReadonlySet<ApiErrorKind> = new Set([
  'network',
  'timeout',
  'http',
  'invalid-response'
])

export function isTransient(e: unknown): e is ApiError {
  return isApiError(e) && TRANSIENT.has(e.kind)
}

/** The service answered and said no, with its own error code (never retried). */
export function isRefusal(e: unknown): e is ApiError {
  return isApiError(e) && e.kind === 'service'
}

/**
 * The words of a refusal about how many tests run at once. "limit" or "quota" alone is not one:
 * "Monthly scan limit reached" is a refusal no waiting cures.
 */
const CONCURRENCY_WORDS =
  /\b(?:concurren\w*|simultaneous\w*|parallel|at (?:a|the same) time|at once|(?:running|active) (?:tests?|scans?|sessions?))\b/i

/**
 * A start refused because the account's plan runs fewer tests at once than asked. The spec names
 * no code for it, so the recognition is strict: a refusal (PLAN_NOT_SUPPORTED, FAILED, or v1
 * "Failed") whose message speaks of tests at once. Anything else — a quota, a plan without the
 * feature, a wording never seen — is a refusal like any other (the application's `error`), never
 * a wait that could end as a time-out.
 */
export function isPlanLimit(e: unknown): e is ApiError {
  if (!isRefusal(e) || !hasCode(e, 'PLAN_NOT_SUPPORTED', 'FAILED')) return false
  return CONCURRENCY_WORDS.test(e.serviceMessage ?? '')
}
