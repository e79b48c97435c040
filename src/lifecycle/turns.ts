// Turns to run a test, with several applications in one step: at most `max-parallel` tests at
// once, and fewer when the service refuses a start because the plan runs fewer at once (the
// application then waits for a running one to finish instead of failing).
//
// A refusal frees no slot on the service: it wakes no other waiter. Only a test of the step that
// ends (or a turn given back for another reason) does; otherwise each waiter looks again after its
// own pause, so each waiting application tries at most one start per pause, however many wait.
import type { Clock } from '../common/clock.js'

export class Turns {
  private running = 0
  private wakers: Array<() => void> = []
  private planRefused = false

  constructor(private limit: number) {}

  /** Tests of this step running (or starting) now. */
  get active(): number {
    return this.running
  }

  /**
   * Wait for a free turn, then hold it: looked for when a turn is given back, and after each
   * `pauseMs` (a refusal gives its turn back without waking anyone). False when `deadline`
   * passes first, once the plan has refused a start (a max-parallel wait is for the step's own
   * tests, which end within their timeouts).
   */
  async take(
    clock: Clock,
    pauseMs: number,
    signal: AbortSignal,
    deadline = Infinity
  ): Promise<boolean> {
    while (this.running >= this.limit) {
      if (this.planRefused && clock.now() >= deadline) return false
      await this.nextChance(clock, pauseMs, signal)
    }
    this.running++
    return true
  }

  /** Give a turn back: its test ended, or its start failed for a reason of its own. Wakes every waiter. */
  give(): void {
    this.running--
    const wake = this.wakers
    this.wakers = []
    for (const w of wake) w()
  }

  /**
   * Give a turn back after the service refused the start because the plan runs fewer tests at
   * once: the step then runs no more than it has running now (at least one, tried after a pause)
   * for the rest of its life. Nobody is woken: the refusal freed nothing.
   */
  refused(): void {
    this.running--
    this.planRefused = true
    this.limit = Math.max(1, Math.min(this.limit, this.running))
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
      const waker = (): void => {
        signal.removeEventListener('abort', onAbort)
        resolve()
      }
      // A waiter that gave up (its pause passed) leaves the list: a long wait does not pile up.
      const onAbort = (): void => {
        this.wakers = this.wakers.filter((w) => w !== waker)
        reject(signal.reason as Error)
      }
      signal.addEventListener('abort', onAbort, { once: true })
      this.wakers.push(waker)
    })
  }
}
