// The transport's retry schedule, as pure functions: Retry-After, else the jittered backoff.
import { backoffDelay } from '../common/backoff.js'

/** A server asking for a longer pause than this is not waited for longer than this. */
const RETRY_AFTER_CAP_MS = 60_000

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
