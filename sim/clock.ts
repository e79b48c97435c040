// The simulated service's time. Everything on the service's timeline (when a test started, its
// progress and end, stop delays, session times, when a request arrived) reads this clock, so tests
// can move time on instead of waiting for it. The CLI and the end-to-end runs use the system clock.
//
// Two things stay on real time whatever the clock: a `delay` fault holds its answer for real
// milliseconds (it stands for the network, which the client's own socket timeouts race), and a
// request's `durationMs` measures how long the simulator really took to answer.

export interface SimClock {
  /** Epoch milliseconds. */
  now(): number
}

export const systemClock: SimClock = { now: () => Date.now() }
