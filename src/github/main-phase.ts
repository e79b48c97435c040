// The action's main phase: run the command; SIGINT/SIGTERM from the runner (a cancelled
// workflow) abort it, and the run stops its test before it ends. A fork's own pull_request run,
// which has no secrets, ends at once with one notice (fork-run.ts).
import * as core from '@actions/core'
import { CancelledError } from '../common/errors.js'
import { runCommand } from '../run/run.js'
import { githubHost } from './host.js'
import { forkRunWithoutSecrets } from './fork-run.js'
import { coreLog } from './log.js'
import { markMainPhase } from './state.js'

/** Abort the run on SIGINT/SIGTERM; returns the function that removes the handlers. */
function onCancel(controller: AbortController): () => void {
  const handler = (signal: NodeJS.Signals): void => {
    if (controller.signal.aborted) return
    coreLog.info(`Received ${signal}: cancelling`)
    controller.abort(new CancelledError(signal))
  }
  process.on('SIGINT', handler)
  process.on('SIGTERM', handler)
  return () => {
    process.off('SIGINT', handler)
    process.off('SIGTERM', handler)
  }
}

/**
 * The run ends by itself: a failure sets the exit code (core.setFailed) and the process exits
 * once its handles close — the stop after a cancel is bounded to 3 s, inside the runner's 10 s.
 */
export async function runMainPhase(): Promise<void> {
  // Marked first even when nothing runs: the post phase then knows it is one, and does nothing.
  markMainPhase()
  const fork = forkRunWithoutSecrets(process.env, core.getInput('access-token'))
  if (fork !== undefined) {
    coreLog.notice(fork)
    return
  }
  const controller = new AbortController()
  const removeHandlers = onCancel(controller)
  try {
    await runCommand(githubHost(), controller.signal)
  } finally {
    removeHandlers()
  }
}
