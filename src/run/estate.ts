// Several applications in one step (application-token lists more than one): each gets its own
// test, run through the same lifecycle as a single one, with what the step shares — one poll
// schedule, turns under max-parallel and the plan's limit, results read one at a time, one set
// of reports — and one verdict made of theirs. A failure of one application's calls ends only
// its own part; cancellation ends the whole step (the caller stops every test it owns).
import * as path from 'node:path'
import { isPlanLimit, type ApiError } from '../api/errors.js'
import type { CommandResult } from '../command-result.js'
import { report } from '../commands/report.js'
import { start } from '../commands/start.js'
import { stop } from '../commands/stop.js'
import { wait } from '../commands/wait.js'
import type { ApplicationConfig } from '../config.js'
import { formatDuration } from '../common/duration.js'
import type { RunContext } from '../lifecycle/context.js'
import { prepareGate } from '../lifecycle/gate-files.js'
import { followTest } from '../lifecycle/follow.js'
import { preflight } from '../lifecycle/preflight.js'
import { sharedPollPause } from '../lifecycle/schedule.js'
import { startRunTest } from '../lifecycle/start.js'
import { beforeStart, withJudged } from '../lifecycle/before-start.js'
import { Turns } from '../lifecycle/turns.js'
import type { Log } from '../common/log.js'
import { annotationRoom } from '../report/annotations.js'
import { EstateReport } from '../report/estate.js'
import { makeFolder } from '../report/file-write.js'
import { publish } from '../report/publish.js'
import { GITHUB_SARIF_LIMITS, sarifFolderPlan } from '../report/sarif.js'
import { reportFileName, SARIF_COMMANDS } from '../report/write.js'
import { SUMMARY_BUDGET_BYTES, summaryBytesUsed } from '../report/step-summary.js'
import { unwrittenFailure } from '../report/unwritten.js'
import { collectGarbage, holdYoungGeneration } from '../common/memory.js'
import { forLog, oneLine } from '../common/text.js'
import { reportingErrors, type Handler } from './dispatch.js'
import { combine } from './estate-verdict.js'
import type { Words } from '../words.js'
import { failureLine } from './failure.js'
import type { Ownership } from './ownership.js'

/** One application's part of the step. */
interface Part {
  ctx: RunContext<ApplicationConfig>
  /** What its log lines start with: its name once known, its token until then. */
  label: { text: string }
}

export async function runEstate(
  ctx: RunContext<ApplicationConfig>,
  ownership: Ownership
): Promise<CommandResult> {
  const { config } = ctx
  const tokens = config.applicationTokens
  const folders = {
    reports: config.reportFile || path.join(ctx.reports.tempDir, 'security-test-reports'),
    sarif: config.sarifFile || path.join(ctx.reports.tempDir, 'security-test-sarif')
  }
  const writesFiles = SARIF_COMMANDS.has(config.command)
  const sarifPlan = sarifFolderPlan(tokens.length)
  const sarifFolders = [
    ...new Set(sarifPlan.map((p) => path.join(folders.sarif, p.subfolder ?? '')))
  ]
  if (writesFiles) {
    if (sarifFolders.length > 1) {
      ctx.log.notice(
        `${tokens.length} applications: their SARIF files are in ${sarifFolders.length} ` +
          `folders of at most ${GITHUB_SARIF_LIMITS.runsPerFile} (code scanning takes at most ` +
          `${GITHUB_SARIF_LIMITS.runsPerFile} runs per upload): upload each of ` +
          `${sarifFolders.map((f) => forLog(f, 300)).join(', ')} in its own step, not the ` +
          `folder ${forLog(folders.sarif, 300)}, which holds them all`
      )
    }
    try {
      makeFolder(folders.reports)
      for (const folder of sarifFolders) makeFolder(folder)
    } catch {
      // Each application's writer makes its folder again, and says why it cannot: its run is
      // an error after its verdict (report/unwritten.ts), not the step's end before any test.
    }
  }
  const summaryBytes = SUMMARY_BUDGET_BYTES - summaryBytesUsed(ctx.reports.summaryFile)
  const reports = new EstateReport(tokens, summaryBytes, config)
  const shared = {
    pollPause: sharedPollPause(() => ctx.clock.now(), config.pollIntervalMs),
    oneAtATime: serialised(),
    reported: (r: Parameters<EstateReport['add']>[0]) => reports.add(r)
  }
  const parts: Part[] = tokens.map((token, i) => {
    const label = { text: token }
    const baseline =
      config.baseline.kind === 'file'
        ? { ...config.baseline, forApplication: token }
        : config.baseline
    const partConfig: ApplicationConfig = {
      ...config,
      applicationToken: token,
      applicationTokens: [token],
      resultToken: config.resultTokens?.[i],
      resultTokens: undefined,
      baseline,
      // The step writes one summary, one annotation set and one comment for all of them.
      summary: false,
      annotations: false,
      comment: false,
      reportFile: path.join(folders.reports, reportFileName(token, 'json')),
      sarifFile: path.join(
        folders.sarif,
        sarifPlan[i]?.subfolder ?? '',
        reportFileName(token, 'sarif')
      )
    }
    return {
      label,
      ctx: {
        ...ctx,
        config: partConfig,
        log: labelled(ctx.log, label),
        state: ownership.stateFor(token),
        estate: { ...shared, sarifMaxGzipBytes: sarifPlan[i]?.maxGzipBytes }
      }
    }
  })

  ctx.log.info(
    `${tokens.length} applications: ${config.command}` +
      (config.command === 'scan' && config.maxParallel > 0
        ? `, at most ${config.maxParallel} test(s) at once`
        : '')
  )
  const run = partRunner(ctx, tokens.length, shared.oneAtATime)
  const settled = await Promise.allSettled(parts.map((p) => run(p)))
  // Cancelled: every part ends with it; the caller stops the tests this run owns.
  if (ctx.signal.aborted) throw ctx.signal.reason
  const results = settled.map((s, i) => {
    const token = tokens[i] ?? ''
    const r = s.status === 'fulfilled' ? s.value : failedPart(s.reason, token, ctx.words)
    // A part that ended in an error may not have said its name; its log label knows it.
    const label = parts[i]?.label.text
    if (r.application?.name || !label || label === token) return r
    return { ...r, application: { token, name: label } }
  })
  const result = combine(results, tokens, writesFiles ? folders : undefined)

  if (writesFiles) {
    const limits = annotationRoom(ctx.annotationsUsed(), result.failure !== undefined)
    const outcome = result.outcome === 'started' ? 'passed' : result.outcome
    const unwritten = await reports.publish(ctx.reports, ctx.log, limits, outcome)
    if (unwritten.length > 0) {
      return { ...result, outcome: 'error', failure: unwrittenFailure(unwritten, result.failure) }
    }
  }
  return result
}

/** What each part runs, by command. */
function partRunner(
  ctx: RunContext<ApplicationConfig>,
  count: number,
  oneAtATime: <T>(work: () => Promise<T>) => Promise<T>
): (p: Part) => Promise<CommandResult> {
  const { config } = ctx
  switch (config.command) {
    case 'scan': {
      const turns = new Turns(config.maxParallel > 0 ? config.maxParallel : count)
      const turnDeadline = ctx.clock.now() + config.timeoutMs
      return (p) => reportingErrors((c) => scanPart(c, p, turns, turnDeadline))(p.ctx)
    }
    case 'start':
      return (p) => caught(p, start)
    case 'wait':
      return (p) => reportingErrors(wait)(p.ctx)
    case 'report':
      // Nothing to wait for: the parts read their results one at a time, fetch included.
      return (p) => oneAtATime(() => reportingErrors(report)(p.ctx))
    case 'stop':
      return (p) => caught(p, stop)
    default:
      // inputs.ts allows several applications only for the commands above.
      throw new Error(`command ${config.command} does not take several applications`)
  }
}

/** A part whose command writes no report: its error is its own outcome, not the step's end. */
async function caught(p: Part, handler: Handler): Promise<CommandResult> {
  try {
    return await handler(p.ctx)
  } catch (e) {
    if (p.ctx.signal.aborted) throw e
    return failedPart(e, p.ctx.config.applicationToken, p.ctx.words)
  }
}

function failedPart(e: unknown, token: string, words: Words): CommandResult {
  return { outcome: 'error', failure: failureLine(e, words), application: { token }, outputs: {} }
}

/**
 * scan for one application of several: check it, take a turn, start, follow. A start the plan
 * refuses for its limit on tests at once gives the turn back and waits for another (a notice
 * says so): until a test of the step ends, or a poll interval passes — at most one start a poll
 * interval, and within the timeout, counted from the step's start. Any other refusal ends this
 * application's part as an error.
 */
async function scanPart(
  ctx: RunContext<ApplicationConfig>,
  part: Part,
  turns: Turns,
  turnDeadline: number
): Promise<CommandResult> {
  const gate = await prepareGate(ctx, 'no test was started')
  if ('early' in gate) return gate.early
  const application = await preflight(ctx, ctx.config.applicationToken)
  if (application?.name) part.label.text = oneLine(application.name, 60)
  // One build for the step: the host waits for its deployment once; each site is checked itself.
  const before = await beforeStart(ctx, gate.files, application)
  if ('done' in before) return before.done
  const { clock, signal } = ctx
  const interval = ctx.config.pollIntervalMs
  let refusal: ApiError | undefined
  for (;;) {
    if (!(await turns.take(clock, interval, signal, turnDeadline))) {
      return noTurn(ctx, application, refusal)
    }
    let test
    try {
      test = await startRunTest(ctx, { application }, before.thisBuild)
    } catch (e) {
      if (!isPlanLimit(e)) {
        turns.give()
        throw e
      }
      turns.refused()
      if (!refusal) {
        ctx.log.notice(
          `The service refused to start another test now (${forLog(e.serviceMessage || e.message, 200)}): the plan runs fewer tests at once; waiting for a turn`
        )
      }
      refusal = e
      if (clock.now() >= turnDeadline) return noTurn(ctx, application, refusal)
      // The refusal freed nothing: look again when a test of the step ends, or after a poll interval.
      await turns.nextChance(clock, interval, signal)
      continue
    }
    if (refusal) ctx.log.info('Its turn came: the test started')
    try {
      return await followTest(ctx, gate.files, withJudged(test, before.build))
    } finally {
      turns.give()
    }
  }
}

/**
 * The timeout passed before the plan let this application's test start. No test, no verdict:
 * an error whatever fail-on-timeout says (that input is about tests that ran too long).
 */
function noTurn(
  ctx: RunContext<ApplicationConfig>,
  application: Awaited<ReturnType<typeof preflight>>,
  refusal: ApiError | undefined
): Promise<CommandResult> {
  const said = refusal
    ? ` (the service: ${forLog(refusal.serviceMessage || refusal.message, 200)})`
    : ''
  return publish(ctx, {
    outcome: 'error',
    failure: `The test could not start within the timeout (${formatDuration(ctx.config.timeoutMs)}): the plan runs fewer tests at once than the ${ctx.words.step} asked for, and no turn came free${said}`,
    info: { applicationToken: ctx.config.applicationToken, application }
  })
}

/**
 * Work that runs one at a time, in the order asked for: each application's result, read, judged
 * and reported, in the heap room one result uses; what it leaves is given back before the next
 * one (common/memory.ts).
 */
function serialised(): <T>(work: () => Promise<T>) => Promise<T> {
  holdYoungGeneration()
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(work: () => Promise<T>): Promise<T> => {
    const next = tail.then(work, work)
    tail = next.then(collectGarbage, collectGarbage)
    return next
  }
}

/** Each line of one application's part says which application it is about. */
function labelled(log: Log, label: { text: string }): Log {
  const p = (m: string): string => `[${forLog(label.text, 60)}] ${m}`
  return {
    info: (m) => log.info(p(m)),
    debug: (m) => log.debug(p(m)),
    notice: (m, props) => log.notice(p(m), props),
    warning: (m, props) => log.warning(p(m), props),
    error: (m, props) => log.error(p(m), props)
  }
}
