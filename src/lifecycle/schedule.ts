/**
 * Pause before the next status poll. Tests often end within seconds, so the first polls come
 * fast (2 s, 3 s, 5 s: the tenth second is covered); after that one poll per poll-interval, the
 * most the user allowed. Never slower than poll-interval.
 */
const EARLY_PAUSES_MS = [2000, 3000, 5000]

export function pollPause(pollNumber: number, pollIntervalMs: number): number {
  const early = EARLY_PAUSES_MS[pollNumber]
  return Math.min(pollIntervalMs, early ?? pollIntervalMs)
}
