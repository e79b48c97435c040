import { abortReason, type Clock } from '../src/clock.js'

/**
 * A clock for tests: time moves only when something sleeps, by exactly the slept amount.
 * Each sleep is recorded, so tests can assert a backoff or poll schedule.
 */
export class FakeClock implements Clock {
  readonly sleeps: number[] = []
  constructor(private t = 1_700_000_000_000) {}
  now(): number {
    return this.t
  }
  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) throw abortReason(signal)
    this.sleeps.push(ms)
    this.t += Math.max(0, ms)
    await Promise.resolve()
  }
  advance(ms: number): void {
    this.t += ms
  }
}
