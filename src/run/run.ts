// One run of a command on any host: validate the inputs, build the context, dispatch, give the
// outputs and the verdict; on cancellation stop the test this run owns.
import { createApplicationsApi } from '../api/applications.js'
import { createTransport } from '../api/transport.js'
import { createV1TestApi, createV2TestApi } from '../api/test-api.js'
import { ApiError } from '../api/errors.js'
import { systemClock } from '../common/clock.js'
import { ESTATE_COMMANDS, type Config } from '../config.js'
import type { CommandResult } from '../command-result.js'
import { InputError } from '../common/errors.js'
import { readConfig } from '../inputs/read-config.js'
import { unquotedSecret } from '../inputs/parsers.js'
import type { RunContext } from '../lifecycle/context.js'
import { CANCEL_STOP_BUDGET_MS, stopBounded, type OwnStop } from '../lifecycle/stop.js'
import { countingLog } from '../common/log.js'
import { errorText, forLog } from '../common/text.js'
import { ACTION_WORDS, cancelledWords } from '../words.js'
import { dispatch } from './dispatch.js'
import { resultEntry } from './estate-verdict.js'
import { failureLine } from './failure.js'
import type { ApplicationVerdict, Host, VerdictRecorder } from './host.js'
import { mergeQueueVerdict } from './merge-queue.js'
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
  let verdicts: VerdictRecorder | undefined
  const ownership = new Ownership(host.state)
  try {
    const config = readConfig((name) => host.input(name), host.words)
    context = buildContext(config, host, signal, ownership)
    // One recorder per run, asked for only by the commands that judge a test with the gate.
    verdicts = GATING_COMMANDS.includes(config.command)
      ? host.verdicts?.(config, signal)
      : undefined
    // A merge queue's run may be judged by its pull request's record, with no test at all; the
    // signed evidence comes from the same result that sets `outcome` (a write that fails: error),
    // and the verdict is recorded before any output is given: a record the inputs require and
    // that could not be written makes the outcome an error (the step then fails, and a later
    // attest step does not run unless told to).
    const judged = (await mergeQueueVerdict(context, host)) ?? (await runOn(context, ownership))
    // Loaded with the verdict in hand, as the report writers are (src/report/publish-on-demand.ts).
    const { withTestResultPredicate } = await import(
      /* webpackMode: "eager" */ '../report/test-result-predicate.js'
    )
    const evidenced = withTestResultPredicate(judged, config, context.reports)
    let result = await recordVerdicts(verdicts, config, evidenced)
    // A record the inputs required could not be written: the evidence says what the outcome
    // now says (FAILED), never the PASSED it said a moment ago.
    if (result.outcome !== evidenced.outcome) {
      result = withTestResultPredicate(result, config, context.reports)
    }
    for (const [name, value] of Object.entries(result.outputs)) {
      if (value !== undefined) host.setOutput(name, String(value))
    }
    host.setOutput('outcome', result.outcome)
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
    const outcome = cancelled ? 'stopped' : 'error'
    if (context && verdicts) await recordEnding(verdicts, context, outcome)
    host.setOutput('outcome', outcome)
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
  if (config.applicationTokens.length > 1) {
    // Loaded only for several applications: its reports are not compiled at a run's start.
    const { runEstate } = await import(/* webpackMode: "eager" */ './estate.js')
    return runEstate({ ...context, config }, ownership)
  }
  const result = await dispatch(context)
  const entry = resultEntry(result, config.applicationToken)
  return { ...result, outputs: { ...result.outputs, results: JSON.stringify([entry]) } }
}

/** The commands that judge a test with the gate: each records its verdict. */
const GATING_COMMANDS: readonly Config['command'][] = ['scan', 'wait', 'report']

/**
 * Record every application's verdict (the host decides where, and whether it may); a record the
 * inputs require that could not be written makes the run an error, its line after the verdict's.
 */
async function recordVerdicts(
  verdicts: VerdictRecorder | undefined,
  config: Config,
  result: CommandResult
): Promise<CommandResult> {
  if (!verdicts || result.outcome === 'started') return result
  const { failure } = await verdicts.record(verdictsOf(result, config), config.command)
  if (!failure) return result
  return {
    ...result,
    outcome: 'error',
    failure: result.failure ? `${result.failure}; ${failure}` : failure
  }
}

/**
 * Each application's own result: the step's parts, or the one result. A step that ended in error
 * after its applications passed (a report folder or the evidence could not be written) records
 * that error for each of them: no `success` on a commit whose step failed.
 */
function verdictsOf(result: CommandResult, config: Config): ApplicationVerdict[] {
  const single = 'applicationToken' in config ? config.applicationToken : undefined
  const parts = result.parts ?? [{ ...result, application: result.application ?? appOf(single) }]
  const stepError = result.outcome === 'error' || result.outcome === 'stopped'
  return parts.flatMap((r) => {
    if (!r.application?.token) return []
    const passed = r.outcome === 'passed' || r.outcome === 'warned'
    const own = stepError && passed ? { ...r, outcome: result.outcome } : r
    return [{ applicationToken: r.application.token, result: own }]
  })
}

function appOf(token: string | undefined): CommandResult['application'] {
  return token ? { token } : undefined
}

/**
 * A run that ended by an exception (error) or a cancellation (stopped) after its inputs were
 * read still records that outcome for every application: a required check must not stay
 * pending, nor an earlier verdict of the commit stand for this run's. Best effort, briefly.
 */
async function recordEnding(
  verdicts: VerdictRecorder,
  context: RunContext,
  outcome: 'error' | 'stopped'
): Promise<void> {
  const { config } = context
  const tokens = 'applicationTokens' in config ? config.applicationTokens : []
  const ended = tokens.map((applicationToken) => ({
    applicationToken,
    result: { outcome, outputs: {}, application: { token: applicationToken } }
  }))
  try {
    const { failure } = await verdicts.record(ended, config.command, { ending: true })
    if (failure) context.log.warning(failure)
  } catch (e) {
    context.log.warning(`The verdict was not recorded: ${errorText(e, 300)}`)
  }
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
