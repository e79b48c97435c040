import type { ApplicationInfo } from '../api/test-api.js'
import type { BuildHost, BuildUnderTest } from '../build.js'
import { SEVERITIES, totalOf, type Evaluation } from '../findings/types.js'
import { overBudget } from '../findings/verdict-line.js'
import type { Clock } from '../common/clock.js'
import type { Config } from '../config.js'
import type { AnnotationCounts, Log } from '../common/log.js'
import type { ReportHost } from './host.js'
import { annotationRoom } from './annotations.js'
import { reportInputs, type ReportContext } from './context.js'
import { unwrittenFailure } from './unwritten.js'
import { writeReports } from './write.js'
import type { CommandResult, GateCounts, GateIds, Outcome } from '../command-result.js'
import { oneLine } from '../common/text.js'
import { testStartOf } from './test-start.js'

/** What publishing needs of the run (a RunContext has it). */
export interface PublishRun {
  config: Config
  clock: Clock
  log: Log
  /** Annotations the run has emitted so far, per level. */
  annotationsUsed: () => AnnotationCounts
  reports: ReportHost
  /** One of several applications: its report goes to the step's shared reports too. */
  estate?: { reported: (report: ReportContext) => void; sarifMaxGzipBytes?: number }
  /** The host's commit, for a report whose command did not establish the build (wait, report). */
  build?: Pick<BuildHost, 'commit'>
}

/** What a command knows about the test it ran or read. */
export interface TestInfo {
  applicationToken: string
  resultToken?: string
  status?: string
  progress?: number
  application?: ApplicationInfo
  /** The build the test judged, as the run established it (src/lifecycle/this-build.ts). */
  build?: BuildUnderTest
}

export interface PublishInput {
  outcome: Exclude<Outcome, 'started'>
  /** The one line that fails the step; absent when the step succeeds. */
  failure?: string
  /** A line worth a notice when the step does not fail (timeout with fail-on-timeout: false). */
  notice?: string
  info: TestInfo
  evaluation?: Evaluation
  /** Lines the reports list with the warnings (already logged): why `warned`, stale entries. */
  notes?: string[]
}

/** Counts for the step outputs: zeros when there is no verdict, so workflows can compare. */
function countOutputs(e?: Evaluation): Record<string, number> {
  const v = e?.verdict
  if (!v) return {}
  const out: Record<string, number> = {
    'unfixed-count': totalOf(v.counts.unfixed),
    'fixed-count': totalOf(v.counts.fixed),
    'total-count': v.counts.total,
    'new-count': totalOf(v.counts.new)
  }
  for (const s of SEVERITIES) out[`${s}-count`] = v.counts.unfixed[s]
  out['warned-count'] = totalOf(v.counts.warned)
  out['regressed-count'] = totalOf(v.counts.regressed)
  return out
}

/** The verdict's decision by occurrence id, for the test-result predicate; none without one. */
function gateOf(e?: Evaluation): { gateIds?: GateIds } {
  const v = e?.verdict
  if (!v) return {}
  const failed: string[] = []
  const warned: string[] = []
  for (const o of v.occurrences) {
    if (o.counted && !v.passed) failed.push(o.id)
    else if (o.state === 'warned') warned.push(o.id)
  }
  return { gateIds: { failed, warned } }
}

/** The gate's numbers, for the verdict record (absent when nothing was judged). */
function gateCounts(e?: Evaluation): GateCounts | undefined {
  const v = e?.verdict
  if (!v) return undefined
  return {
    counted: { ...v.counts.counted },
    unfixed: totalOf(v.counts.unfixed),
    overBudget: overBudget(v.threshold, v.budget, v.counts.counted)
  }
}

/** What the verdict is about: as established, else just the host's commit (shown by nothing). */
function buildOf(ctx: PublishRun, info: TestInfo): BuildUnderTest | undefined {
  if (info.build) return info.build
  const commit = ctx.build?.commit()
  return commit ? { commit, shownBy: 'nothing' } : undefined
}

export function buildReportContext(
  ctx: PublishRun,
  p: PublishInput,
  build?: BuildUnderTest
): ReportContext {
  const { info, evaluation } = p
  return {
    build,
    outcome: p.outcome,
    command: ctx.config.command,
    verdict: evaluation?.verdict,
    findings: evaluation?.parsed?.findings ?? [],
    meta: evaluation?.parsed?.meta ?? {},
    application: {
      token: info.applicationToken,
      name: info.application?.name || evaluation?.parsed?.meta.applicationName,
      url: info.application?.url || evaluation?.parsed?.meta.url
    },
    resultToken: info.resultToken,
    status: info.status,
    progress: info.progress,
    baseUrl: ctx.config.baseUrl,
    apiVersion: ctx.config.apiVersion,
    inputs: reportInputs(ctx.config),
    baseline: evaluation?.baseline,
    ...(evaluation?.trend ? { trend: evaluation.trend } : {}),
    rawResult: evaluation?.rawText,
    parseError: evaluation?.parseError,
    message: p.failure ?? p.notice,
    warnings: p.notes ?? [],
    ...optionalStart(testStartOf(ctx, info.resultToken)),
    finishedAt: new Date(ctx.clock.now()).toISOString()
  }
}

function optionalGate(gate: GateCounts | undefined): { gate?: GateCounts } {
  return gate ? { gate } : {}
}

function optionalStart(startedAt: string | undefined): { startedAt?: string } {
  return startedAt ? { startedAt } : {}
}

/**
 * Write every report the inputs ask for, then give the step's outputs and verdict: an error when
 * a report file could not be written (unwritten.ts), its line after the verdict's.
 */
export async function publish(ctx: PublishRun, p: PublishInput): Promise<CommandResult> {
  if (p.notice) ctx.log.notice(p.notice)
  for (const w of p.evaluation?.verdict?.warnings ?? []) ctx.log.warning(w)
  const annotationLimits = annotationRoom(ctx.annotationsUsed(), p.failure !== undefined)
  const build = buildOf(ctx, p.info)
  const files = await writeReports(
    buildReportContext(ctx, p, build),
    {
      ...ctx.config,
      annotationLimits,
      reported: ctx.estate?.reported,
      sarifMaxGzipBytes: ctx.estate?.sarifMaxGzipBytes,
      sarifOnlyWithVerdict: ctx.estate !== undefined
    },
    ctx.reports,
    ctx.log
  )
  const unwritten = files.unwritten.length > 0
  return {
    outcome: unwritten ? 'error' : p.outcome,
    failure: unwritten ? unwrittenFailure(files.unwritten, p.failure) : p.failure,
    application: {
      token: p.info.applicationToken,
      name: p.info.application?.name || p.evaluation?.parsed?.meta.applicationName
    },
    ...gateOf(p.evaluation),
    // Only what the run established: buildOf's stand-in (the host's commit) was shown by nothing
    // and judged a test the run did not start.
    build: p.info.build,
    ...optionalGate(gateCounts(p.evaluation)),
    outputs: {
      'result-token': p.info.resultToken,
      // The service's word, but an output can end up inside a later `run:` script: one clean line.
      status: p.info.status === undefined ? undefined : oneLine(p.info.status, 60),
      progress: p.info.progress,
      ...countOutputs(p.evaluation),
      // "none" also when a baseline was asked for but could not be read (the gate then had none).
      'baseline-source': oneLine(p.evaluation?.baseline?.source ?? 'none', 300),
      commit: build?.commit?.sha,
      reused: String(build?.reused !== undefined),
      'report-file': files.reportFile,
      'sarif-file': files.sarifFile
    }
  }
}
