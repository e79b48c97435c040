import * as core from '@actions/core'
import { readConfig } from './inputs.js'
import { readState } from './github/state.js'
import { stopBounded } from './lifecycle/follow.js'
import { buildContext, maskSecrets } from './main.js'
import { coreLog } from './log.js'
import { errorText, forLog } from './text.js'

/** The post phase is not under the cancelled main step's kill window: the check and the stop get retries. */
const POST_STOP_BUDGET_MS = 10_000

/**
 * The post phase: when the main phase was killed before it saw its test finish, stop the test
 * so it does not run on unattended. Otherwise do nothing and print nothing.
 */
export async function runPost(): Promise<void> {
  const state = readState()
  if (!state.applicationToken || state.testDone || !state.stopOnCancel) return
  maskSecrets()
  let ctx: ReturnType<typeof buildContext> | undefined
  try {
    const config = readConfig((name) => core.getInput(name))
    ctx = buildContext(config, coreLog, AbortSignal.timeout(10_000))
    const which = state.resultToken ? ` ${forLog(state.resultToken, 64)}` : ''
    coreLog.info(`The main step ended before its test${which} finished: stopping it`)
    // Only while it is still the application's running test: after a kill another run may have
    // started the next one.
    const stop = await stopBounded(
      ctx,
      { applicationToken: state.applicationToken, resultToken: state.resultToken ?? '' },
      POST_STOP_BUDGET_MS
    )
    if (stop.kind === 'stopped') coreLog.info('The stop request was sent')
  } catch (e) {
    coreLog.warning(`Could not stop the test: ${errorText(e, 500)}`)
  } finally {
    ctx?.transport.dispose()
  }
}
