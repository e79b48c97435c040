// The retry schedule, as pure functions: exponential backoff with full jitter, and Retry-After.

const BACKOFF_BASE_MS = 1_000
const BACKOFF_CAP_MS = 30_000
/** A server asking for a longer pause than this is not waited for longer than this. */
const RETRY_AFTER_CAP_MS = 60_000

/**
 * The pause before attempt `attempt + 1` (attempt counts from 1): a uniformly random share of
 * base·2^(attempt−1), capped. Full jitter spreads the retries of many runners that failed
 * together, so they do not hit a recovering service in lock step.
 */
export function backoffDelay(attempt: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1))
  const share = Math.min(Math.max(random(), 0), 1)
  return Math.floor(share * ceiling)
}

/**
 * Milliseconds a `Retry-After` header asks for: delta-seconds or an HTTP-date (relative to
 * `nowMs`), capped at RETRY_AFTER_CAP_MS; undefined when absent or unreadable.
 */
export function parseRetryAfter(header: string | undefined, nowMs: number): number | undefined {
  if (header === undefined) return undefined
  const value = header.trim()
  if (value === '') return undefined
  if (/^\d+(\.\d+)?$/.test(value)) return Math.min(Number(value) * 1000, RETRY_AFTER_CAP_MS)
  // An HTTP-date names its month; without that Date.parse reads "-3" as a year.
  if (!/[a-z]{3}/i.test(value)) return undefined
  const at = Date.parse(value)
  if (Number.isNaN(at)) return undefined
  return Math.min(Math.max(0, at - nowMs), RETRY_AFTER_CAP_MS)
}

/** The pause before the next attempt: what the server asked for, else the jittered backoff. */
export function nextPause(
  attempt: number,
  retryAfter: string | undefined,
  nowMs: number,
  random: () => number
): number {
  return parseRetryAfter(retryAfter, nowMs) ?? backoffDelay(attempt, random)
}
