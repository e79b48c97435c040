import { abortReason, type Clock } from '../src/common/clock.js'

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

/** Let pending promise callbacks run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

/**
 * A clock whose sleeps end only when the test moves time past them (`advance`), so several
 * sleepers at once wake in the order of their deadlines, as on a real clock.
 */
export class TimerClock implements Clock {
  t = 0
  private timers: Array<{ at: number; done: () => void }> = []
  now(): number {
    return this.t
  }
  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason as Error)
      const timer = { at: this.t + ms, done: resolve }
      this.timers.push(timer)
      signal?.addEventListener('abort', () => {
        this.timers = this.timers.filter((x) => x !== timer)
        reject(signal.reason as Error)
      })
    })
  }
  get pending(): number {
    return this.timers.length
  }
  async advance(ms: number): Promise<void> {
    this.t += ms
    const due = this.timers.filter((x) => x.at <= this.t).sort((a, b) => a.at - b.at)
    this.timers = this.timers.filter((x) => x.at > this.t)
    for (const x of due) x.done()
    await settle()
  }
}
