// Fault injection: what can go wrong between the action and the service, per endpoint and method,
// deterministic (counts or a seeded rate) so that a test which saw a fault sees it again.

import { seededRandom, type Random } from './random.js'

export type FaultKind =
  /** An HTTP status (5xx, 401, 403...) with a JSON envelope ('json'), an HTML page ('html'), or a given text. */
  | { kind: 'status'; status: number; body?: string }
  /** HTTP 429 with Retry-After (seconds). */
  | { kind: 'rate-limit'; retryAfter?: number }
  /** Answer late, then normally. */
  | { kind: 'delay'; ms: number }
  /** Destroy the socket before the request is processed: no state change. */
  | { kind: 'drop-before' }
  /** Process the request (a test starts, ...), then destroy the socket without answering. */
  | { kind: 'drop-after' }
  /** An HTML page (a proxy's) with the given status (default 200) instead of JSON. */
  | { kind: 'html'; status?: number }
  /** The HTML error page the service shows for an expired access token (HTTP 401). */
  | { kind: 'expired-token' }
  /** A service error envelope {code, message} without processing (e.g. FAILED on a list). */
  | { kind: 'error'; code: string; message?: string; status?: number }
  /** Process normally, but the result is not valid JSON (v2: the result string; v1: the value). */
  | { kind: 'malformed-result' }
  /**
   * Redirect without processing: `status` (default 302) and a Location built from `location`,
   * where `{pathAndQuery}` stands for the request's path and query as sent. A location starting
   * with one '/' is on the simulator's own origin: sent as an absolute URL on its base URL unless
   * `absolute` is false (then as the path). Anything else is sent as given.
   */
  | { kind: 'redirect'; status?: RedirectStatus; location: string; absolute?: boolean }

export const REDIRECT_STATUSES = [301, 302, 303, 307, 308] as const
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number]

export interface FaultMatch {
  /** Any method when absent. */
  method?: string
  /** Path without query, trailing slash ignored; ends with '*' to match a prefix; absent: any. */
  path?: string
  /**
   * Only requests about this application (query `application_token`, body `applicationToken` or
   * v1's `application_token`): an outage of one application's tests among several.
   */
  application?: string
}

export type Fault = FaultKind &
  FaultMatch & {
    /** Apply to this many matching requests (after `skip`); default: every one. */
    times?: number
    /** Let the first N matching requests pass untouched. */
    skip?: number
    /** Apply to this share of matching requests (0..1), drawn from `seed`. */
    rate?: number
    seed?: number
  }

/** A fault with its counters; kept so a test can read how often it fired. */
export interface ActiveFault {
  fault: Fault
  seen: number
  applied: number
  random: Random
}

export function normalisePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

function matches(fault: Fault, method: string, path: string, application?: string): boolean {
  if (fault.method && fault.method.toUpperCase() !== method) return false
  if (fault.application !== undefined && fault.application !== application) return false
  if (fault.path === undefined) return true
  const wanted = fault.path.endsWith('*') ? fault.path.slice(0, -1) : normalisePath(fault.path)
  return fault.path.endsWith('*') ? path.startsWith(wanted) : path === wanted
}

export function validateFault(fault: Fault): void {
  const kinds = [
    'status',
    'rate-limit',
    'delay',
    'drop-before',
    'drop-after',
    'html',
    'expired-token',
    'error',
    'malformed-result',
    'redirect'
  ]
  if (!kinds.includes(fault.kind)) throw new Error(`unknown fault kind: ${String(fault.kind)}`)
  if (fault.kind === 'redirect') {
    if (typeof fault.location !== 'string' || fault.location === '') {
      throw new Error('a redirect fault needs a location')
    }
    const status: unknown = fault.status
    if (status !== undefined && !(REDIRECT_STATUSES as readonly unknown[]).includes(status)) {
      throw new Error(`redirect status must be one of ${REDIRECT_STATUSES.join(', ')}`)
    }
  }
  if (fault.rate !== undefined && !(fault.rate >= 0 && fault.rate <= 1)) {
    throw new Error(`fault rate must be between 0 and 1, got ${fault.rate}`)
  }
}

export class FaultTable {
  readonly active: ActiveFault[] = []

  add(fault: Fault): void {
    validateFault(fault)
    this.active.push({ fault, seen: 0, applied: 0, random: seededRandom(fault.seed ?? 1) })
  }

  clear(): void {
    this.active.length = 0
  }

  /** The first fault that fires for this request; counters of every matching fault advance. */
  pick(method: string, path: string, application?: string): Fault | undefined {
    let chosen: Fault | undefined
    for (const entry of this.active) {
      const { fault } = entry
      if (!matches(fault, method, path, application)) continue
      entry.seen++
      if (chosen) continue
      if (entry.seen <= (fault.skip ?? 0)) continue
      if (fault.times !== undefined && entry.applied >= fault.times) continue
      if (fault.rate !== undefined && entry.random() >= fault.rate) continue
      entry.applied++
      chosen = fault
    }
    return chosen
  }
}
