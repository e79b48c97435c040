import { readFile } from 'node:fs/promises'
import type { BaselineSet, ParsedResult, Verdict } from '../findings/types.js'
import { parseResult, ResultParseError } from '../findings/parse.js'
import { judge } from '../findings/gate.js'
import { parseIgnoreFile } from '../findings/ignore.js'
import { errorText, forLog } from '../text.js'
import type { RunContext } from './context.js'
import { loadBaseline, type BaselineLoad } from './baseline-source.js'

export interface Evaluation {
  /** The result as text, kept whole for the report file so nothing is lost. */
  rawText: string
  parsed?: ParsedResult
  verdict?: Verdict
  baseline?: BaselineSet
  /** Set when the result could not be parsed; the step fails with it. */
  parseError?: string
  /** Set when the step must fail before gating (unusable ignore file, baseline-missing: fail). */
  setupError?: string
}

function rawResultText(raw: unknown): string {
  if (typeof raw === 'string') return raw
  try {
    return JSON.stringify(raw) ?? ''
  } catch {
    return String(raw)
  }
}

export async function evaluate(
  ctx: RunContext,
  raw: unknown,
  resultToken?: string
): Promise<Evaluation> {
  const rawText = rawResultText(raw)
  let parsed: ParsedResult
  try {
    parsed = parseResult(raw)
  } catch (e) {
    if (e instanceof ResultParseError) return { rawText, parseError: e.message }
    throw e
  }

  const ignore = await ignoreRules(ctx)
  if ('error' in ignore) return { rawText, parsed, setupError: ignore.error }

  const baseline = await baselineFor(ctx, resultToken)
  if (baseline.problem) {
    if (ctx.config.baselineMissing === 'fail') {
      return {
        rawText,
        parsed,
        setupError: `baseline: ${baseline.problem} (baseline-missing: fail)`
      }
    }
    ctx.log.warning(
      `baseline: ${baseline.problem}; gating on every unfixed occurrence instead (baseline-missing: ignore)`
    )
  }

  const verdict = judge(parsed, {
    threshold: ctx.config.threshold,
    budget: ctx.config.budget,
    baseline: baseline.set,
    ignore: ignore.rules,
    now: ctx.clock.now()
  })
  return { rawText, parsed, verdict, baseline: baseline.set }
}

/**
 * What would make the step fail after the test, known before it: an unusable ignore file, or
 * (with baseline-missing: fail) a baseline file that cannot be read. `scan` and `wait` ask first,
 * so hours of testing do not end in "cannot be read".
 */
export async function setupProblem(ctx: RunContext): Promise<string | undefined> {
  const loaded = await ignoreRules(ctx)
  if ('error' in loaded) return loaded.error
  if (ctx.config.baseline.kind === 'file' && ctx.config.baselineMissing === 'fail') {
    const baseline = await baselineFor(ctx)
    if (baseline.problem) return `baseline: ${baseline.problem} (baseline-missing: fail)`
  }
  return undefined
}

type IgnoreLoad = { rules: ReturnType<typeof parseIgnoreFile> } | { error: string }

// setupProblem reads the files before the test, evaluate uses them after it: a run reads and
// parses each once (a baseline report can be tens of megabytes). A previous-test baseline is not
// kept: it depends on which test is current.
const ignoreLoads = new WeakMap<RunContext, Promise<IgnoreLoad>>()
const fileBaselineLoads = new WeakMap<RunContext, Promise<BaselineLoad>>()

function ignoreRules(ctx: RunContext): Promise<IgnoreLoad> {
  let load = ignoreLoads.get(ctx)
  if (load === undefined) ignoreLoads.set(ctx, (load = loadIgnoreRules(ctx)))
  return load
}

function baselineFor(ctx: RunContext, resultToken?: string): Promise<BaselineLoad> {
  if (ctx.config.baseline.kind !== 'file') return loadBaseline(ctx, resultToken)
  let load = fileBaselineLoads.get(ctx)
  if (load === undefined) fileBaselineLoads.set(ctx, (load = loadBaseline(ctx)))
  return load
}

async function loadIgnoreRules(ctx: RunContext): Promise<IgnoreLoad> {
  const { path, explicit } = ctx.config.ignoreFile
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch {
    if (!explicit) return { rules: [] }
    return { error: `ignore-file: ${forLog(path, 300)} does not exist or cannot be read` }
  }
  try {
    return { rules: parseIgnoreFile(text) }
  } catch (e) {
    return {
      error: `ignore-file: ${forLog(path, 300)}: ${errorText(e, 1000)}`
    }
  }
}
