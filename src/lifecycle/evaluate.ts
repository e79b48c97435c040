// The result read and judged with the gate's inputs, and the verdict published. Loaded when a
// run has a result (import(), as src/lifecycle/follow.ts and src/commands/report.ts do): the
// parser, the gate and the report writers are not compiled at the start (./gate-files.js reads
// what the gate needs before the test).
import type { Evaluation, ParsedResult } from '../findings/types.js'
import { parseResult, ResultParseError } from '../findings/parse.js'
import { UnreadableResult } from '../findings/decode.js'
import { judge } from '../findings/gate.js'
import { totalOf } from '../findings/types.js'
import type { ApplicationConfig } from '../config.js'
import type { RunContext } from './context.js'
import type { CommandResult } from '../command-result.js'
import { publish, type TestInfo } from '../report/publish.js'
import { isWarned, removeEntryNotices, warnedLines } from '../findings/regressions.js'
import { loadPreviousBaseline, type BaselineLoad, type JudgedTest } from './baseline-source.js'
import { baselineFailure, type GateFiles } from './gate-files.js'
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

/** A completed test: the gate's verdict decides the outcome. */
export function publishEvaluation(
  ctx: RunContext,
  info: TestInfo,
  evaluation: Evaluation
): Promise<CommandResult> {
  if (evaluation.parseError) {
    return publish(ctx, {
      outcome: 'error',
      failure: `The test result could not be read: ${evaluation.parseError}; the raw result is kept in the report file`,
      info,
      evaluation
    })
  }
  if (evaluation.setupError || !evaluation.verdict) {
    return publish(ctx, { outcome: 'error', failure: evaluation.setupError, info, evaluation })
  }
  const v = evaluation.verdict
  const rules = evaluation.ignoreRules ?? []
  // Entries whose occurrences are gone: a notice, never a failure, so the files shrink.
  const stale = removeEntryNotices(
    v,
    rules,
    evaluation.baseline,
    evaluation.baselineIsFile === true,
    ctx.estate !== undefined
  )
  for (const line of stale) ctx.log.notice(line)
  const warned = isWarned(v)
  // The warn findings and the accepted risks running out, as warnings (annotations on GitHub):
  // what made a passing gate `warned`, and on a failed gate too, where they are no less true.
  const why = warnedLines(v, rules)
  for (const line of why) ctx.log.warning(line)
  return publish(ctx, {
    outcome: v.passed ? (warned ? 'warned' : 'passed') : 'failed',
    failure: v.passed ? undefined : v.line,
    info,
    evaluation,
    notes: [...why, ...stale]
  })
}
