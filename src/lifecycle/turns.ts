// Turns to run a test, with several applications in one step: at most `max-parallel` tests at
// once, and fewer when the service refuses a start because the plan runs fewer at once (the
// application then waits for a running one to finish instead of failing).
import type { Clock } from '../clock.js'

export class Turns {
  private running = 0
  private wakers: Array<() => void> = []

  constructor(private limit: number) {}

  /** Tests of this step running (or starting) now. */
  get active(): number {
    return this.running
  }

  /** Wait for a free turn, then hold it. */
  async take(signal: AbortSignal): Promise<void> {
    while (this.running >= this.limit) await this.changed(signal)
    this.running++
  }

  /**
   * Give a turn back: its test ended, or its start failed. `planLimit`: the service refused the
   * start because the plan runs fewer tests at once; the step then runs no more than it has
   * running now (at least one, retried on the poll schedule) for the rest of its life.
   */
  give(planLimit = false): void {
    this.running--
    if (planLimit) this.limit = Math.max(1, Math.min(this.limit, this.running))
    const wake = this.wakers
    this.wakers = []
    for (const w of wake) w()
  }

  /** Until a turn is given back, or `pauseMs` passes (the plan may free up from outside). */
  async nextChance(clock: Clock, pauseMs: number, signal: AbortSignal): Promise<void> {
    const pause = new AbortController()
    const both = AbortSignal.any([signal, pause.signal])
    try {
      await Promise.race([this.changed(both), clock.sleep(pauseMs, both)])
    } catch (e) {
      if (signal.aborted) throw e
    } finally {
      pause.abort()
    }
  }

  private changed(signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal.aborted) {
        reject(signal.reason as Error)
        return
      }
      const onAbort = (): void => reject(signal.reason as Error)
      signal.addEventListener('abort', onAbort, { once: true })
      this.wakers.push(() => {
        signal.removeEventListener('abort', onAbort)
        resolve()
      })
    })
  }
}
