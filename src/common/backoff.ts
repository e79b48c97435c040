// Exponential backoff with full jitter: the pause between tries of anything that failed for a
// passing reason (a call in the transport, a start whose answer was lost).

const BACKOFF_BASE_MS = 1_000
const BACKOFF_CAP_MS = 30_000
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
