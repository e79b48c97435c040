/**
 * Pause before the next status poll. Tests often end within seconds, so the first polls come
 * fast: pauses of 2 s, 3 s, 5 s, so polls 2 s, 5 s and 10 s after the start (as the docs say it,
 * __tests__/docs.test.ts); after that one poll per poll-interval, the most the user allowed.
 * Never slower than poll-interval.
 */
const EARLY_PAUSES_MS = [2000, 3000, 5000]

export function pollPause(pollNumber: number, pollIntervalMs: number): number {
  const early = EARLY_PAUSES_MS[pollNumber]
  return Math.min(pollIntervalMs, early ?? pollIntervalMs)
}

/** The least time between a test's start (or its last poll) and its next poll on a shared schedule. */
const SHARED_MIN_PAUSE_MS = 1000

/**
 * One poll schedule for several tests (src/run/estate.ts): ticks at the schedule's origin plus the
 * pauses above (2 s, 3 s, 5 s, then poll-interval), and every test polls at the next tick at least
 * a second away. Polls go out together, at most one per test per tick, and a test that ends is
 * seen at the next tick: within one poll-interval.
 */
export function sharedPollPause(
  now: () => number,
  pollIntervalMs: number,
  origin: number = now()
): (round: number) => number {
  return () => {
    const earliest = now() + SHARED_MIN_PAUSE_MS
    let tick = origin
    for (let k = 0; tick < earliest; k++) tick += pollPause(k, pollIntervalMs)
    return tick - now()
  }
}
