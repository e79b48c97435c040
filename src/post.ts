import * as core from '@actions/core'
import { readConfig } from './inputs.js'
import { readState, saveTestDone } from './state.js'
import { buildContext, maskSecrets } from './main.js'
import { coreLog } from './log.js'
import { errorText, forLog } from './text.js'

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
    await ctx.tests.stop(state.applicationToken, ctx.signal)
    saveTestDone()
    coreLog.info('The stop request was sent')
  } catch (e) {
    coreLog.warning(`Could not stop the test: ${errorText(e, 500)}`)
  } finally {
    ctx?.transport.dispose()
  }
}
