// One run of a command on any host: validate the inputs, build the context, dispatch, give the
// outputs and the verdict; on cancellation stop the test this run owns.
import { createApplicationsApi } from '../api/applications.js'
import { createTransport } from '../api/transport.js'
import { createV1TestApi, createV2TestApi } from '../api/test-api.js'
import { ApiError } from '../api/errors.js'
import { systemClock } from '../clock.js'
import type { Config } from '../config.js'
import { InputError } from '../errors.js'
import { readConfig } from '../inputs.js'
import type { RunContext } from '../lifecycle/context.js'
import { stopBounded, type OwnStop } from '../lifecycle/stop.js'
import { countingLog } from '../log.js'
import { errorText, forLog } from '../text.js'
import { dispatch } from './dispatch.js'
import { failureLine } from './failure.js'
import type { Host } from './host.js'

const USER_AGENT = 'security-test-action'
const SECRET_INPUTS = ['access-token', 'github-token']

/** Mask every secret input before anything else can print it, valid or not. */
export function maskSecrets(host: Host): void {
  for (const name of SECRET_INPUTS) {
    const value = host.input(name)
    if (value) host.mask(value)
  }
}

/** The run's own view of the test it may have to stop, kept beside what the host saves. */
interface TestOwnership {
  applicationToken?: string
  /** Empty while a start request is in flight (the test may or may not exist). */
  resultToken?: string
  stopOnCancel: boolean
  done: boolean
}

export function buildContext(
  config: Config,
  host: Host,
  signal: AbortSignal,
  ownership: TestOwnership = { stopOnCancel: false, done: false }
): RunContext {
  const log = countingLog(host.log)
  const transport = createTransport({
    baseUrl: config.baseUrl,
    accessToken: config.accessToken,
    clock: systemClock,
    log,
    userAgent: USER_AGENT
  })
  const tests =
    config.apiVersion === 'v1'
      ? createV1TestApi(transport, config.accessToken)
      : createV2TestApi(transport)
  return {
    config,
    transport,
    tests,
    applications: createApplicationsApi(transport),
    clock: systemClock,
    log,
    annotationsUsed: () => ({ ...log.used }),
    signal,
    reports: host.reports(config),
    state: {
      testKnown(applicationToken, resultToken, stopOnCancel) {
        Object.assign(ownership, { applicationToken, resultToken, stopOnCancel, done: false })
        host.state.testKnown(applicationToken, resultToken, stopOnCancel)
      },
      testDone() {
        ownership.done = true
        host.state.testDone()
      }
    }
  }
}

/** Run the command the inputs name. `signal` aborts when the run is cancelled. */
export async function runCommand(host: Host, signal: AbortSignal): Promise<void> {
  maskSecrets(host)
  let context: RunContext | undefined
  const ownership: TestOwnership = { stopOnCancel: false, done: false }
  try {
    const config = readConfig((name) => host.input(name))
    context = buildContext(config, host, signal, ownership)
    const result = await dispatch(context)
    for (const [name, value] of Object.entries(result.outputs)) {
      if (value !== undefined) host.setOutput(name, String(value))
    }
    host.setOutput('outcome', result.outcome)
    if (result.failure) host.fail(result.failure)
  } catch (e) {
    const cancelled = signal.aborted
    const { applicationToken, resultToken, stopOnCancel, done } = ownership
    if (cancelled && context && applicationToken && stopOnCancel && !done) {
      host.log.info('The workflow was cancelled: stopping the test')
      const stop = await stopBounded(context, { applicationToken, resultToken: resultToken ?? '' })
      if (stop.kind === 'stopped') host.log.info('The stop request was sent')
    }
    host.setOutput('outcome', cancelled ? 'stopped' : 'error')
    host.fail(cancelled ? failureLine(signal.reason) : failureLine(e))
    if (!cancelled && !(e instanceof InputError) && !(e instanceof ApiError)) {
      host.log.debug(forLog(e instanceof Error ? e.stack : e, 4000))
    }
  } finally {
    context?.transport.dispose()
  }
}

/**
 * Stop a test an earlier phase of this run saved and did not see finish — only while it is still
 * the application's running test. Never throws.
 */
export async function stopSavedTest(
  host: Host,
  saved: { applicationToken: string; resultToken?: string },
  budgetMs: number
): Promise<OwnStop | undefined> {
  maskSecrets(host)
  let context: RunContext | undefined
  try {
    const config = readConfig((name) => host.input(name))
    context = buildContext(config, host, AbortSignal.timeout(budgetMs))
    const which = saved.resultToken ? ` ${forLog(saved.resultToken, 64)}` : ''
    host.log.info(`The main step ended before its test${which} finished: stopping it`)
    // After a kill another run may have started the next test: stopBounded checks first.
    const stop = await stopBounded(
      context,
      { applicationToken: saved.applicationToken, resultToken: saved.resultToken ?? '' },
      budgetMs
    )
    if (stop.kind === 'stopped') host.log.info('The stop request was sent')
    return stop
  } catch (e) {
    host.log.warning(`Could not stop the test: ${errorText(e, 500)}`)
    return undefined
  } finally {
    context?.transport.dispose()
  }
}
