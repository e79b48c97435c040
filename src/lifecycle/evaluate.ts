import { readFile } from 'node:fs/promises'
import { ACTION_WORDS, type Words } from '../words.js'
import type { Evaluation, ParsedResult } from '../findings/types.js'
import { parseResult, ResultParseError } from '../findings/parse.js'
import { UnreadableResult } from '../findings/decode.js'
import { judge } from '../findings/gate.js'
import type { IgnoreRule, PolicyRule } from '../findings/types.js'
import { totalOf } from '../findings/types.js'
import { errorText, forLog } from '../common/text.js'
import type { ApplicationConfig, Settings } from '../config.js'
import type { RunContext, RunStart } from './context.js'
import type { CommandResult } from '../command-result.js'
import { publish } from '../report/publish.js'
import {
  loadFileBaseline,
  loadPreviousBaseline,
  previousUnknownStart,
  HOST_CANNOT_TELL,
  type BaselineLoad,
  type JudgedTest
} from './baseline-source.js'
import { loadDefaultBranchBaseline, NO_STORE } from './default-branch.js'
import { readTrend } from './trend.js'
import { previouslyFixed } from './previous-fixed.js'

function rawResultText(raw: unknown): string {
  if (typeof raw === 'string') return raw
  // The answer around a result it repeats a key in: kept whole (decoding it is refused).
  if (raw instanceof UnreadableResult) return raw.text
  try {
    return JSON.stringify(raw) ?? ''
  } catch {
    return String(raw)
  }
}

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
  if (config.baseline.kind === 'default-branch') {
    const earlyBaseline = ctx
      ? await loadDefaultBranchBaseline(ctx, config.applicationToken ?? '')
      : { problem: NO_STORE }
    return { ignore, earlyBaseline }
  }
  if (config.baseline.kind !== 'file') return { ignore }
  const { path, forApplication } = config.baseline
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
function baselineFailure(problem: string, words: Words, refused = false): string {
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
 * Read the result and judge it with the gate's inputs. `reported`: `report` judges a test that
 * may be older than others (the baseline must have started before it).
 */
export async function evaluate(
  ctx: RunContext<ApplicationConfig>,
  files: GateFiles,
  raw: unknown,
  resultToken?: string,
  reported?: JudgedTest['reported']
): Promise<Evaluation> {
  const rawText = rawResultText(raw)
  // Regressions since the previous completed test, which a baseline file may predate. Read
  // before this result is parsed, so two parsed results are never in memory at once (the
  // previous one is let go here unless the trend counts it).
  const previous =
    'error' in files.ignore ? undefined : await previouslyFixed(ctx, { resultToken, reported })
  let parsed: ParsedResult
  try {
    parsed = parseResult(raw)
  } catch (e) {
    if (e instanceof ResultParseError) return { rawText, parseError: e.message }
    throw e
  }

  const { ignore } = files
  if ('error' in ignore) return { rawText, parsed, setupError: ignore.error }

  const baseline = await baselineFor(ctx, files, { resultToken, reported })
  if (baseline.problem) {
    if (ctx.config.baselineMissing === 'fail' || baseline.refused === true) {
      return {
        rawText,
        parsed,
        setupError: baselineFailure(baseline.problem, ctx.words, baseline.refused)
      }
    }
    ctx.log.warning(
      `${ctx.words.input('baseline')}: ${baseline.problem}; gating on every unfixed occurrence instead (${ctx.words.setting('baseline-missing', 'ignore')})`
    )
  }

  if (baseline.labelsOnly !== undefined && baseline.set) {
    ctx.log.notice(
      `${ctx.words.setting('baseline', 'previous')}: no passing verdict record can be read (${baseline.labelsOnly}); the previous test labels what is new but hides nothing from the gate`
    )
  }
  const verdict = judge(parsed, {
    threshold: ctx.config.threshold,
    budget: ctx.config.budget,
    // Only a passing verdict's test hides what it held; any other only labels what is new.
    ...(baseline.labelsOnly === undefined ? { baseline: baseline.set } : { labels: baseline.set }),
    ...(previous ? { previouslyFixed: previous.fixed } : {}),
    ignore: ignore.rules,
    policy: ignore.policy,
    findings: parsed.findings,
    now: ctx.clock.now(),
    expiryWarningMs: ctx.config.expiryWarningMs
  })
  // Which test the regressions were compared with: said when something regressed or a baseline
  // was asked for, not on every run without one.
  if (previous && (ctx.config.baseline.kind !== 'none' || totalOf(verdict.counts.regressed) > 0)) {
    ctx.log.info(previous.line)
  }
  const trend = await readTrend(ctx, {
    resultToken,
    before: reported?.startTime,
    ignore: ignore.rules,
    // Read once for the regressions: the trend does not fetch it again.
    ...(previous?.parsed
      ? { known: { resultToken: previous.resultToken, parsed: previous.parsed } }
      : {})
  })
  return {
    rawText,
    parsed,
    verdict,
    baseline: baseline.set,
    ignoreRules: ignore.rules,
    baselineIsFile: ctx.config.baseline.kind === 'file',
    ...(trend ? { trend } : {})
  }
}

function baselineFor(
  ctx: RunContext<ApplicationConfig>,
  files: GateFiles,
  judged: JudgedTest
): Promise<BaselineLoad> {
  if (files.earlyBaseline) return Promise.resolve(files.earlyBaseline)
  if (ctx.config.baseline.kind === 'previous') {
    return loadPreviousBaseline(ctx, files.runStart, judged)
  }
  return Promise.resolve({})
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
