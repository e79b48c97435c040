// What the main phase hands to the post phase (core.saveState writes synchronously, so a state
// saved right after a start survives a later kill). With several applications the run knows
// several tests: the state holds them all, as one JSON list rewritten on every change.
import * as core from '@actions/core'
import type { TestState } from '../run/host.js'

const IS_POST = 'isPost'
const TESTS = 'tests'

/** One test the main phase knew of. */
export interface SavedTest {
  applicationToken: string
  /** Empty while its start request was in flight. */
  resultToken: string
  /** The main phase would stop this test on cancellation. */
  stopOnCancel: boolean
  /** The main phase saw the test finish, stopped it, or left it running on purpose. */
  done: boolean
}

export function markMainPhase(): void {
  core.saveState(IS_POST, 'true')
}

/** The state of this run's tests, written through to the runner on every change. */
export function savedTests(): TestState {
  // The post phase starts from what the main phase saved, so a stop it sends is saved as done.
  const tests = new Map(readTests().map((t) => [t.applicationToken, t]))
  const save = (): void => core.saveState(TESTS, JSON.stringify([...tests.values()]))
  return {
    testKnown(applicationToken, resultToken, stopOnCancel) {
      tests.set(applicationToken, { applicationToken, resultToken, stopOnCancel, done: false })
      save()
    },
    testDone(applicationToken) {
      const test = tests.get(applicationToken)
      if (!test || test.done) return
      test.done = true
      save()
    }
  }
}

/** The post phase runs the same bundle; the main phase marked the state first. */
export function isPostPhase(): boolean {
  return core.getState(IS_POST) === 'true'
}

/** The tests the main phase left running that it would have stopped; [] when it left none. */
export function testsToStop(): SavedTest[] {
  return readTests().filter((t) => t.stopOnCancel && !t.done)
}

function readTests(): SavedTest[] {
  let saved: unknown
  try {
    saved = JSON.parse(core.getState(TESTS) || '[]')
  } catch {
    return []
  }
  if (!Array.isArray(saved)) return []
  return saved.filter(
    (t): t is SavedTest =>
      typeof t === 'object' &&
      t !== null &&
      typeof (t as SavedTest).applicationToken === 'string' &&
      typeof (t as SavedTest).resultToken === 'string' &&
      typeof (t as SavedTest).stopOnCancel === 'boolean' &&
      typeof (t as SavedTest).done === 'boolean'
  )
}
