// The files the gate reads besides the result (the ignore file, a baseline known before the test)
// and when the pipeline began, read once per run before a test is started or waited for. The
// result itself is read and judged by ./evaluate.js, which a run loads only once it has a result:
// nothing here imports it, the report writers or the result's parser, so the start of scan (up to
// its first request) does not compile them.
import { readFile } from 'node:fs/promises'
import { ACTION_WORDS, type Words } from '../words.js'
import type { IgnoreRule, PolicyRule } from '../findings/types.js'
import { errorText, forLog } from '../common/text.js'
import type { ApplicationConfig, Settings } from '../config.js'
import type { RunContext, RunStart } from './context.js'
import type { CommandResult } from '../command-result.js'
import { publish } from '../report/publish-on-demand.js'
import type { BaselineLoad } from './baseline-source.js'

/** The files the gate reads besides the result, read once per run before the test starts. */
export interface GateFiles {
  ignore: IgnoreLoad
  /**
   * With baseline: <path> or default-branch (known before the test); a previous-test baseline
   * depends on the test, so it is read later.
   */
  earlyBaseline?: BaselineLoad
  /**
   * With baseline: previous, when this run's pipeline began: only tests that started before it
   * can be the baseline. Asked before the test, so a time that cannot be learnt fails early.
   */
  runStart?: RunStart
}

type IgnoreLoad = { rules: IgnoreRule[]; policy: PolicyRule[] } | { error: string }

export async function loadGateFiles(
  config: Settings & { applicationToken?: string },
  ctx?: Pick<RunContext, 'runStart' | 'signal' | 'defaultBranch' | 'tests' | 'log'> & {
    words?: Words
  }
): Promise<GateFiles> {
  const ignore = await loadIgnoreRules(
    config.ignoreFile,
    (ctx?.words ?? ACTION_WORDS).input('ignore-file')
  )
  if (config.baseline.kind === 'previous') return { ignore, runStart: await askRunStart(ctx) }
  // A baseline's loaders are loaded only when one is read before the test: they parse results
  // (src/findings), which a run without one does not compile before its first request.
  if (config.baseline.kind === 'default-branch') {
    const { loadDefaultBranchBaseline, NO_STORE } = await import(
      /* webpackMode: "eager" */ './default-branch.js'
    )
    const earlyBaseline = ctx
      ? await loadDefaultBranchBaseline(ctx, config.applicationToken ?? '')
      : { problem: NO_STORE }
    return { ignore, earlyBaseline }
  }
  if (config.baseline.kind !== 'file') return { ignore }
  const { path, forApplication } = config.baseline
  const { loadFileBaseline } = await import(/* webpackMode: "eager" */ './baseline-source.js')
  return { ignore, earlyBaseline: await loadFileBaseline(path, forApplication) }
}

/**
 * What would make the step fail after the test, known before it: an unusable ignore file, or
 * (with baseline-missing: fail) a baseline file or default-branch baseline that cannot be read. `scan` and `wait` ask first,
 * so hours of testing do not end in "cannot be read".
 */
export function setupProblem(
  files: GateFiles,
  config: Settings,
  words: Words = ACTION_WORDS
): string | undefined {
  if ('error' in files.ignore) return files.ignore.error
  const problem = files.earlyBaseline?.problem ?? runStartProblem(files.runStart)
  const fails = config.baselineMissing === 'fail' || files.earlyBaseline?.refused === true
  return problem && fails
    ? baselineFailure(problem, words, files.earlyBaseline?.refused)
    : undefined
}

/** The failure line of a baseline that cannot be read when the inputs require one, or is refused. */
export function baselineFailure(problem: string, words: Words, refused = false): string {
  const why = refused ? '' : ` (${words.setting('baseline-missing', 'fail')})`
  return `${words.input('baseline')}: ${problem}${why}`
}

/**
 * Read the gate's files before a test is started or waited for; when the end could only be an
 * error, publish that error now (`what` says what was not done) instead.
 */
export async function prepareGate(
  ctx: RunContext<ApplicationConfig>,
  what: string
): Promise<{ files: GateFiles } | { early: CommandResult }> {
  const files = await loadGateFiles(ctx.config, ctx)
  const problem = setupProblem(files, ctx.config, ctx.words)
  if (!problem) return { files }
  const early = await publish(ctx, {
    outcome: 'error',
    failure: `${problem}; ${what}`,
    info: { applicationToken: ctx.config.applicationToken, resultToken: ctx.config.resultToken }
  })
  return { early }
}

/**
 * The host's answer. A host that cannot tell, or a lookup that fails, is a problem, never a
 * guess; a cancelled run stays cancelled.
 */
async function askRunStart(ctx?: Pick<RunContext, 'runStart' | 'signal'>): Promise<RunStart> {
  if (!ctx?.runStart) return { problem: HOST_CANNOT_TELL }
  try {
    return await ctx.runStart()
  } catch (e) {
    if (ctx.signal.aborted) throw e
    return { problem: errorText(e, 300) }
  }
}

function runStartProblem(runStart: RunStart | undefined): string | undefined {
  return runStart && 'problem' in runStart ? previousUnknownStart(runStart.problem) : undefined
}

export async function loadIgnoreRules(
  file: Settings['ignoreFile'],
  name: string
): Promise<IgnoreLoad> {
  const { path, explicit } = file
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch {
    if (!explicit) return { rules: [], policy: [] }
    return { error: `${name}: ${forLog(path, 300)} does not exist or cannot be read` }
  }
  try {
    // Loaded only when there is a file to read: the YAML parser costs start-up time.
    const { parseAcceptedRisks } = await import(
      /* webpackMode: "eager" */ '../findings/ignore-file.js'
    )
    return parseAcceptedRisks(text)
  } catch (e) {
    return {
      error: `${name}: ${forLog(path, 300)}: ${errorText(e, 1000)}`
    }
  }
}

/** A host without a way to learn when its pipeline began (RunContext.runStart absent). */
export const HOST_CANNOT_TELL = 'this host cannot tell'

/** Why a previous test cannot be the baseline when the pipeline's start is unknown. */
export function previousUnknownStart(why: string): string {
  return `when this run's pipeline began is unknown, so an earlier test cannot be told apart from one of its own earlier attempts: ${why}`
}
