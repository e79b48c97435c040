// The tests this run may have to stop, by application: what it started (or attached to with a
// stop on cancel) and has not seen end. Kept beside what the host saves for a later phase, so a
// cancelled run stops exactly these, and no other run's test.
import type { RunContext } from '../lifecycle/context.js'
import type { TestState } from './host.js'

export interface OwnedTest {
  applicationToken: string
  /** Empty while the start request is in flight (the test may or may not exist). */
  resultToken: string
}

export class Ownership {
  private readonly tests = new Map<string, OwnedTest & { stopOnCancel: boolean; done: boolean }>()

  constructor(private readonly host: TestState) {}

  /** The state seam of one application's context. */
  stateFor(applicationToken: string): RunContext['state'] {
    return {
      testKnown: (app, resultToken, stopOnCancel) => {
        this.tests.set(app, { applicationToken: app, resultToken, stopOnCancel, done: false })
        this.host.testKnown(app, resultToken, stopOnCancel)
      },
      testDone: () => {
        const test = this.tests.get(applicationToken)
        if (test) test.done = true
        this.host.testDone(applicationToken)
      }
    }
  }

  /** What a cancellation must stop now. */
  toStop(): OwnedTest[] {
    return [...this.tests.values()]
      .filter((t) => t.stopOnCancel && !t.done)
      .map(({ applicationToken, resultToken }) => ({ applicationToken, resultToken }))
  }
}
