import * as core from '@actions/core'
import { systemClock } from './clock.js'
import type { Config } from './config.js'
import { coreLog, countingLog, type Log } from './log.js'
import { readConfig } from './inputs.js'
import { ApiError } from './api/errors.js'
import { CancelledError, InputError } from './errors.js'
import { failureLine } from './run/failure.js'
import { createTransport } from './api/transport.js'
import { createV1TestApi, createV2TestApi } from './api/test-api.js'
import type { CommandResult, RunContext } from './lifecycle/context.js'
import { dispatch } from './run/dispatch.js'
import { markMainPhase, saveTestDone, saveTestKnown } from './github/state.js'
import { stopBounded } from './lifecycle/follow.js'
import { forLog } from './text.js'

/** After a cancel signal the process ends by itself within this time (the runner kills at 10 s). */
const CANCEL_EXIT_MS = 6000
const USER_AGENT = 'security-test-action'

/** Mask every secret input before anything else can print it, valid or not. */
export function maskSecrets(): void {
  for (const name of ['access-token', 'github-token']) {
    const value = core.getInput(name)
    if (value) core.setSecret(value)
  }
}

/** The main phase's own view of what it saved, so a cancellation knows whether to stop. */
export interface TestOwnership {
  applicationToken?: string
  /** Empty while a start request is in flight (the test may or may not exist). */
  resultToken?: string
  stopOnCancel: boolean
  done: boolean
}

export function buildContext(
  config: Config,
  log: Log,
  signal: AbortSignal,
  ownership: TestOwnership = { stopOnCancel: false, done: false }
): RunContext {
  const transport = createTransport({
    baseUrl: config.baseUrl,
    accessToken: config.accessToken,
    clock: systemClock,
    log,
    userAgent: USER_AGENT
  })
  const counted = countingLog(log)
  const tests =
    config.apiVersion === 'v1'
      ? createV1TestApi(transport, config.accessToken)
      : createV2TestApi(transport)
  return {
    config,
    transport,
    tests,
    clock: systemClock,
    log: counted,
    annotationsUsed: () => ({ ...counted.used }),
    signal,
    env: process.env,
    state: {
      testKnown(applicationToken, resultToken, stopOnCancel) {
        Object.assign(ownership, { applicationToken, resultToken, stopOnCancel, done: false })
        saveTestKnown(applicationToken, resultToken, stopOnCancel)
      },
      testDone() {
        ownership.done = true
        saveTestDone()
      }
    }
  }
}

function setOutputs(outputs: CommandResult['outputs']): void {
  for (const [name, value] of Object.entries(outputs)) {
    if (value !== undefined) core.setOutput(name, String(value))
  }
}

/** Install SIGINT/SIGTERM handlers that abort the run and guarantee an exit in time. */
function onCancel(controller: AbortController): () => void {
  const handler = (signal: NodeJS.Signals): void => {
    if (!controller.signal.aborted) {
      coreLog.info(`Received ${signal}: cancelling`)
      controller.abort(new CancelledError(signal))
    }
    setTimeout(() => process.exit(process.exitCode || 1), CANCEL_EXIT_MS).unref()
  }
  process.on('SIGINT', handler)
  process.on('SIGTERM', handler)
  return () => {
    process.off('SIGINT', handler)
    process.off('SIGTERM', handler)
  }
}

export async function run(): Promise<void> {
  maskSecrets()
  markMainPhase()
  const controller = new AbortController()
  const removeHandlers = onCancel(controller)
  let context: RunContext | undefined
  const ownership: TestOwnership = { stopOnCancel: false, done: false }
  try {
    const config = readConfig((name) => core.getInput(name))
    context = buildContext(config, coreLog, controller.signal, ownership)
    const result = await dispatch(context)
    setOutputs(result.outputs)
    core.setOutput('outcome', result.outcome)
    if (result.failure) core.setFailed(result.failure)
  } catch (e) {
    const cancelled = controller.signal.aborted
    if (
      cancelled &&
      context &&
      ownership.applicationToken &&
      ownership.stopOnCancel &&
      !ownership.done
    ) {
      coreLog.info('The workflow was cancelled: stopping the test')
      const stop = await stopBounded(context, {
        applicationToken: ownership.applicationToken,
        resultToken: ownership.resultToken ?? ''
      })
      if (stop.kind === 'stopped') coreLog.info('The stop request was sent')
    }
    core.setOutput('outcome', cancelled ? 'stopped' : 'error')
    core.setFailed(cancelled ? failureLine(controller.signal.reason) : failureLine(e))
    if (!cancelled && !(e instanceof InputError) && !(e instanceof ApiError)) {
      core.debug(forLog(e instanceof Error ? e.stack : e, 4000))
    }
  } finally {
    context?.transport.dispose()
    removeHandlers()
  }
  if (controller.signal.aborted) process.exit(1)
}
