// The post phase: when the main phase was killed before it saw its tests finish, stop them so
// they do not run on unattended (several at once, in parallel). Otherwise do nothing and print
// nothing.
import { stopSavedTests } from '../run/run.js'
import { githubHost } from './host.js'
import { testsToStop } from './state.js'

/** The post phase is not under the cancelled main step's kill window: the check and the stop get retries. */
const POST_STOP_BUDGET_MS = 10_000

export async function runPostPhase(): Promise<void> {
  const tests = testsToStop()
  if (tests.length === 0) return
  await stopSavedTests(githubHost(), tests, POST_STOP_BUDGET_MS)
}
