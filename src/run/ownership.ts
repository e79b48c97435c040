// The tests this run may have to stop, by application: what it started (or attached to with a
// stop on cancel) and has not seen end. Kept beside what the host saves for a later phase, so a
// cancelled run stops exactly these, and no other run's test.
import { isApiError } from '../api/errors.js'
import type { RunContext } from '../lifecycle/context.js'
import type { TestState } from './host.js'

export interface OwnedTest {
  applicationToken: string
  /** Empty while the start request is in flight (the test may or may not exist). */
  resultToken: string
  /**
   * While the start is in flight in this process: its answer (the started test's token), or
   * undefined when it was refused or lost. Absent in a later phase, which cannot learn it.
   */
  answer?: Promise<string | undefined>
}

interface Entry extends OwnedTest {
  stopOnCancel: boolean
  done: boolean
}

export class Ownership {
  private readonly tests = new Map<string, Entry>()

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
      },
      startInFlight: (app, answer) => this.inFlight(app, answer)
    }
  }

  /**
   * Keep the start's answer. It may arrive after the run was cancelled (the run no longer waits
   * for it): the test it names is then recorded here and for a later phase all the same, and a
   * refusal means there is nothing to stop.
   */
  private inFlight(app: string, answer: Promise<string>): void {
    const entry = this.tests.get(app)
    if (!entry || entry.resultToken !== '') return
    entry.answer = answer.then(
      (resultToken) => {
        if (this.tests.get(app) === entry && entry.resultToken === '' && !entry.done) {
          entry.resultToken = resultToken
          this.host.testKnown(app, resultToken, entry.stopOnCancel)
        }
        return resultToken
      },
      (e: unknown) => {
        // Refused: no test was started. Lost (no answer, or cancelled): whether one started is unknown.
        const refused = isApiError(e) && e.kind !== 'ambiguous' && e.kind !== 'aborted'
        if (refused && this.tests.get(app) === entry) {
          entry.done = true
          this.host.testDone(app)
        }
        return undefined
      }
    )
  }

  /** What a cancellation must stop now. */
  toStop(): OwnedTest[] {
    return [...this.tests.values()]
      .filter((t) => t.stopOnCancel && !t.done)
      .map(({ applicationToken, resultToken, answer }) => ({
        applicationToken,
        resultToken,
        ...(answer && resultToken === '' ? { answer } : {})
      }))
  }
}
