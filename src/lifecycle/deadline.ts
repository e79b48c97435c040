// The one loop that waits for something under a deadline: a test's end, a stopped test letting
// go, a signature check, a delete. Each caller says what one attempt is and how long to pause.
import type { Clock } from '../common/clock.js'

export interface DeadlineOptions {
  clock: Clock
  /** Absolute time (clock.now()) after which no attempt starts. */
  deadline: number
  /** The pause after attempt `round` (counting from 0); it is cut short at the deadline. */
  pause: (round: number) => number
  /** Pause before the first attempt too (a test just started is not done yet). */
  pauseFirst?: boolean
  /** Called before each pause with its length (for a "trying again in" line). */
  onPause?: (ms: number, round: number) => void
  /** Aborts a pause: the loop rejects with the signal's reason. */
  signal?: AbortSignal
}

export const TIMED_OUT = Symbol('timed out')

/**
 * Run `attempt` until it returns something other than undefined, or the deadline passes. A pause
 * that reaches the deadline is followed by one last attempt, so the end is always a fresh look.
 */
export async function untilDeadline<T>(
  o: DeadlineOptions,
  attempt: (round: number) => Promise<T | undefined>
): Promise<T | typeof TIMED_OUT> {
  for (let round = 0; ; round++) {
    if (round > 0 || o.pauseFirst) {
      const left = o.deadline - o.clock.now()
      if (left <= 0) return TIMED_OUT
      const ms = Math.min(left, o.pause(o.pauseFirst ? round : round - 1))
      o.onPause?.(ms, round)
      await o.clock.sleep(ms, o.signal)
    }
    const answer = await attempt(round)
    if (answer !== undefined) return answer
  }
}
