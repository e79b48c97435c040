// What the main phase hands to the post phase (core.saveState writes synchronously, so a state
// saved right after a start survives a later kill).
import * as core from '@actions/core'

const IS_POST = 'isPost'
const APP = 'applicationToken'
const RESULT = 'resultToken'
const OWNED = 'stopOnCancel'
const DONE = 'testDone'

export interface RunState {
  isPost: boolean
  applicationToken?: string
  resultToken?: string
  /** The main phase would stop this test on cancellation. */
  stopOnCancel: boolean
  /** The main phase saw the test finish, or stopped it itself. */
  testDone: boolean
}

export function markMainPhase(): void {
  core.saveState(IS_POST, 'true')
}

export function saveTestKnown(
  applicationToken: string,
  resultToken: string,
  stopOnCancel: boolean
): void {
  core.saveState(APP, applicationToken)
  core.saveState(RESULT, resultToken)
  core.saveState(OWNED, stopOnCancel ? 'true' : 'false')
  core.saveState(DONE, 'false')
}

export function saveTestDone(): void {
  core.saveState(DONE, 'true')
}

/** The post phase runs the same bundle; the main phase marked the state first. */
export function isPostPhase(): boolean {
  return core.getState(IS_POST) === 'true'
}

export function readState(): RunState {
  return {
    isPost: core.getState(IS_POST) === 'true',
    applicationToken: core.getState(APP) || undefined,
    resultToken: core.getState(RESULT) || undefined,
    stopOnCancel: core.getState(OWNED) === 'true',
    testDone: core.getState(DONE) === 'true'
  }
}
