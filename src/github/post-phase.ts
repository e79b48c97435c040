// The post phase: when the main phase was killed before it saw its test finish, stop the test
// so it does not run on unattended. Otherwise do nothing and print nothing.
import { stopSavedTest } from '../run/run.js'
import { githubHost } from './host.js'
import { readState } from './state.js'

/** The post phase is not under the cancelled main step's kill window: the check and the stop get retries. */
const POST_STOP_BUDGET_MS = 10_000

export async function runPostPhase(): Promise<void> {
  const state = readState()
  if (!state.applicationToken || state.testDone || !state.stopOnCancel) return
  await stopSavedTest(
    githubHost(),
    { applicationToken: state.applicationToken, resultToken: state.resultToken },
    POST_STOP_BUDGET_MS
  )
}
