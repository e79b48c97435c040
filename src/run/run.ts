// One run of a command on any host: validate the inputs, build the context, dispatch, give the
// outputs and the verdict; on cancellation stop the test this run owns.
import { createApplicationsApi } from '../api/applications.js'
import { createTransport } from '../api/transport.js'
import { createV1TestApi, createV2TestApi } from '../api/test-api.js'
import { ApiError } from '../api/errors.js'
import { systemClock } from '../clock.js'
import { ESTATE_COMMANDS, type Config } from '../config.js'
import type { CommandResult } from '../command-result.js'
import { InputError } from '../errors.js'
import { readConfig } from '../inputs.js'
import { unquotedSecret } from '../inputs-parsers.js'
import type { PassedTest, RunContext } from '../lifecycle/context.js'
import { CANCEL_STOP_BUDGET_MS, stopBounded, type OwnStop } from '../lifecycle/stop.js'
import { countingLog } from '../log.js'
import { errorText, forLog } from '../text.js'
import { ACTION_WORDS, cancelledWords } from '../words.js'
import { dispatch } from './dispatch.js'
import { runEstate } from './estate.js'
import { resultEntry } from './estate-verdict.js'
import { failureLine } from './failure.js'
import type { Host } from './host.js'
import { Ownership, type OwnedTest } from './ownership.js'

const USER_AGENT = 'security-test-action'
const SECRET_INPUTS = ['access-token', 'github-token']

/**
 * Mask every secret input before anything else can print it, valid or not: a secret pasted with
 * its quotes in both forms, so the token is hidden with them or without.
 */
export function maskSecrets(host: Host): void {
  for (const name of SECRET_INPUTS) {
    const value = host.input(name)
    if (value) host.mask(value)
    // A short "token" between quotes would mask every such letter of the log: the input is
    // refused anyway, and so short a value is no secret worth hiding.
    const bare = unquotedSecret(value)
    if (bare.length >= 8 && bare !== value) host.mask(bare)
  }
}

export function buildContext(
  config: Config,
  host: Host,
  signal: AbortSignal,
  ownership: Ownership = new Ownership(host.state)
): RunContext {
  const log = countingLog(host.log)
  const transport = createTransport({
    baseUrl: config.baseUrl,
    accessToken: config.accessToken,
    // A GitHub token the service echoes (a scanned page that shows it) is a secret all the same.
    secrets: ['githubToken' in config ? config.githubToken : undefined],
    clock: systemClock,
    log,
    userAgent: USER_AGENT,
    baseUrlName: (host.words ?? ACTION_WORDS).input('base-url')
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
    words: host.words ?? ACTION_WORDS,
    runStart: once(() => host.runStart(config, signal)),
    // Asked for only with baseline: default-branch; one store per run, so several applications
    // share what it has read.
    defaultBranch:
      config.baseline.kind === 'default-branch' ? host.defaultBranch?.(config, signal) : undefined,
    // Only with baseline: previous (one per run: the applications share what it has read).
    previousRecords:
      config.baseline.kind === 'previous' ? host.previousRecords?.(config, signal) : undefined,
    build: host.build(config),
    state: ownership.stateFor('applicationToken' in config ? config.applicationToken : '')
  }
}

/** `f`'s first answer, shared by every later call (several applications ask once). */
function once<T>(f: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | undefined
  return () => (answer ??= f())
}

/** Run the command the inputs name. `signal` aborts when the run is cancelled. */
export async function runCommand(host: Host, signal: AbortSignal): Promise<void> {
  maskSecrets(host)
  let context: RunContext | undefined
  const ownership = new Ownership(host.state)
  try {
    const config = readConfig((name) => host.input(name), host.words)
    context = buildContext(config, host, signal, ownership)
    const result = await runOn(context, ownership)
    for (const [name, value] of Object.entries(result.outputs)) {
      if (value !== undefined) host.setOutput(name, String(value))
    }
    host.setOutput('outcome', result.outcome)
    await recordPassed(context, result)
    if (result.failure) host.fail(result.failure)
  } catch (e) {
    const cancelled = signal.aborted
    const owned = ownership.toStop()
    if (cancelled && context && owned.length > 0) {
      host.log.info(
        `${cancelledWords(context.words)}: stopping the test${owned.length > 1 ? 's' : ''}` +
          (owned.some((t) => t.resultToken === '')
            ? " (a start's answer is awaited first: only the test it names is stopped)"
            : '')
      )
      await stopInParallel(context, ownership, owned, CANCEL_STOP_BUDGET_MS)
    }
    host.setOutput('outcome', cancelled ? 'stopped' : 'error')
    const words = host.words ?? ACTION_WORDS
    host.fail(cancelled ? failureLine(signal.reason, words) : failureLine(e, words))
    if (!cancelled && !(e instanceof InputError) && !(e instanceof ApiError)) {
      host.log.debug(forLog(e instanceof Error ? e.stack : e, 4000))
    }
  } finally {
    context?.transport.dispose()
  }
}

/** One application, or several (src/run/estate.ts); `results` lists each either way. */
async function runOn(context: RunContext, ownership: Ownership): Promise<CommandResult> {
  const { config } = context
  if (!('applicationTokens' in config) || !ESTATE_COMMANDS.includes(config.command)) {
    return dispatch(context)
  }
  if (config.applicationTokens.length > 1) return runEstate({ ...context, config }, ownership)
  const result = await dispatch(context)
  const entry = resultEntry(result, config.applicationToken)
  return { ...result, outputs: { ...result.outputs, results: JSON.stringify([entry]) } }
}

/**
 * A run whose gate passed moves the default-branch baseline to the tests it judged (the host
 * decides whether this run may: only the default branch's own runs do, and only tests of its own
 * commit whose build it established). A failed, errored or timed-out run never moves it: a
 * ratchet.
 */
async function recordPassed(context: RunContext, result: CommandResult): Promise<void> {
  const { config } = context
  if (!context.defaultBranch || !GATING_COMMANDS.includes(config.command)) return
  // warned: the gate passed (with warnings), so it moves the ratchet like a pass.
  if (result.outcome !== 'passed' && result.outcome !== 'warned') return
  const passed = passedTests(result)
  if (passed.length > 0) await context.defaultBranch.record(passed, config.command)
}

/** The commands that judge a test with the gate. */
const GATING_COMMANDS: readonly Config['command'][] = ['scan', 'wait', 'report']

/** The applications whose own verdict passed, with the test judged and the build established. */
function passedTests(result: CommandResult): PassedTest[] {
  return (result.parts ?? [result]).flatMap((r) => {
    const app = r.application?.token
    const test = r.outputs['result-token']
    return (r.outcome === 'passed' || r.outcome === 'warned') &&
      app &&
      typeof test === 'string' &&
      test
      ? [{ applicationToken: app, resultToken: test, build: r.build }]
      : []
  })
}

/**
 * Stop the tests an earlier phase of this run saved and did not see finish — each only while it
 * is still its application's running test, all at once. Never throws.
 */
export async function stopSavedTests(
  host: Host,
  saved: readonly OwnedTest[],
  budgetMs: number
): Promise<OwnStop[]> {
  maskSecrets(host)
  let context: RunContext | undefined
  try {
    const config = readConfig((name) => host.input(name))
    const ownership = new Ownership(host.state)
    context = buildContext(config, host, AbortSignal.timeout(budgetMs), ownership)
    // A test whose start was unanswered is not named here: stopBounded says why it is left alone.
    for (const test of saved.filter((t) => t.resultToken !== '')) {
      host.log.info(
        `The main step ended before its test ${forLog(test.resultToken, 64)} finished: stopping it`
      )
    }
    // After a kill another run may have started the next test: stopBounded checks first.
    return await stopInParallel(context, ownership, saved, budgetMs)
  } catch (e) {
    host.log.warning(`Could not stop the test: ${errorText(e, 500)}`)
    return []
  } finally {
    context?.transport.dispose()
  }
}

/** Each test's stop (its check included) within `budgetMs`, side by side, not one after another. */
function stopInParallel(
  context: RunContext,
  ownership: Ownership,
  tests: readonly OwnedTest[],
  budgetMs: number
): Promise<OwnStop[]> {
  return Promise.all(
    tests.map(async (test) => {
      const ctx = { ...context, state: ownership.stateFor(test.applicationToken) }
      const stop = await stopBounded(ctx, test, budgetMs)
      if (stop.kind === 'stopped') {
        const which = test.resultToken ? '' : ` for test ${forLog(stop.resultToken, 64)}`
        context.log.info(
          tests.length > 1
            ? `The stop request for application ${test.applicationToken} was sent${which}`
            : `The stop request was sent${which}`
        )
      }
      return stop
    })
  )
}
