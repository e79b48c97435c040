// Which reports a run writes, and where. Each output is independent: one that cannot be written
// is a warning, so a full disk or a missing permission never hides the verdict itself.
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import type { Config } from '../config.js'
import type { Log } from '../log.js'
import { forLog } from '../text.js'
import { ANNOTATION_LIMITS, emitAnnotations, planAnnotations } from './annotations.js'
import type { AnnotationLimits } from './annotations.js'
import { commentMarker, buildComment, pullRequestFromContext, upsertComment } from './comment.js'
import type { UpsertCommentOptions, UpsertResult } from './comment.js'
import { runUrlFromEnv } from './context.js'
import type { ReportContext, SarifResultCounts } from './context.js'
import { writeJsonReport } from './json-report.js'
import { logVerdict } from './log-verdict.js'
import { chooseAnchorFile } from '../github/sarif-anchor.js'
import { sarifCategory, writeSarif } from './sarif.js'
import { buildErrorSummary, buildSummary } from './summary.js'

/** GitHub drops a step summary over 1 MiB whole; we stay under 1,000,000 bytes per step. */
export const SUMMARY_BUDGET_BYTES = 1_000_000

export type ReportOptions = Pick<
  Config,
  'summary' | 'annotations' | 'comment' | 'sarifFile' | 'reportFile' | 'githubToken'
> & {
  /** Lower than GitHub's 10 per level when the run emits annotations of its own. */
  annotationLimits?: AnnotationLimits
}

export interface WrittenReports {
  sarifFile?: string
  reportFile?: string
  summaryWritten: boolean
  comment?: UpsertResult
}

/** Seams for tests; defaults are the real file system, clock and GitHub API. */
export interface ReportDeps {
  exists: (p: string) => boolean
  now: () => Date
  upsert: (o: UpsertCommentOptions) => Promise<UpsertResult>
}

const realDeps: ReportDeps = { exists: fs.existsSync, now: () => new Date(), upsert: upsertComment }

/** Commands that fetch a result write SARIF (even with none, so an upload step finds a file). */
const SARIF_COMMANDS = new Set(['scan', 'wait', 'report'])

export async function writeReports(
  ctx: ReportContext,
  options: ReportOptions,
  env: NodeJS.ProcessEnv,
  log: Log,
  deps: ReportDeps = realDeps
): Promise<WrittenReports> {
  const withRun: ReportContext = { ...ctx, runUrl: ctx.runUrl ?? runUrlFromEnv(env) }
  const written: WrittenReports = { summaryWritten: false }
  logVerdict(log, withRun)

  const reportFile = options.reportFile || defaultPath(env, ctx, 'json')
  if (
    attempt(log, `the JSON report ${reportFile}`, () => {
      writeJsonReport(reportFile, withRun, deps.now())
    })
  ) {
    written.reportFile = reportFile
  }

  let sarif: SarifResultCounts | undefined
  if (SARIF_COMMANDS.has(ctx.command)) {
    const sarifFile = options.sarifFile || defaultPath(env, ctx, 'sarif')
    const ok = attempt(log, `the SARIF file ${sarifFile}`, () => {
      sarif = writeSarif(sarifFile, withRun, {
        anchorFile: chooseAnchorFile(env, deps.exists),
        category: sarifCategory(ctx.application.token),
        informationUri: actionHome(env)
      })
    })
    if (ok) written.sarifFile = sarifFile
  }

  if (options.summary) written.summaryWritten = appendSummary({ ...withRun, sarif }, env, log)

  if (options.annotations && ctx.verdict) {
    const limits = options.annotationLimits ?? ANNOTATION_LIMITS
    emitAnnotations(log, planAnnotations(ctx.verdict, ctx.findings, limits))
  }

  if (options.comment) written.comment = await comment(withRun, options, env, log, deps)
  return written
}

/** `${RUNNER_TEMP}/security-test-<applicationToken>.<ext>`. */
function defaultPath(env: NodeJS.ProcessEnv, ctx: ReportContext, ext: string): string {
  const token = ctx.application.token.replace(/[^A-Za-z0-9_-]/g, '') || 'report'
  return path.join(env.RUNNER_TEMP || os.tmpdir(), `security-test-${token}.${ext}`)
}

/**
 * The job summary file and the bytes this step may still add to it (the limit is per step and
 * counts what the step wrote before), or undefined with a debug line or warning when there is no
 * file or less than `minBytes` of room.
 */
export function summaryRoom(
  env: NodeJS.ProcessEnv,
  log: Log,
  minBytes: number,
  whenFull: string
): { file: string; budget: number } | undefined {
  const file = env.GITHUB_STEP_SUMMARY
  if (!file) {
    log.debug('GITHUB_STEP_SUMMARY is not set; no job summary written.')
    return undefined
  }
  let used: number
  try {
    used = fs.statSync(file).size
  } catch {
    used = 0 // not there yet: appending creates it
  }
  const budget = SUMMARY_BUDGET_BYTES - used
  if (budget < minBytes) {
    log.warning(whenFull)
    return undefined
  }
  return { file, budget }
}

function appendSummary(ctx: ReportContext, env: NodeJS.ProcessEnv, log: Log): boolean {
  const room = summaryRoom(
    env,
    log,
    4096,
    'The job summary is nearly full; the security test summary was left out.'
  )
  if (!room) return false
  const { file, budget } = room
  const text = ctx.verdict ? buildSummary(ctx, budget) : buildErrorSummary(ctx, budget)
  return attempt(log, 'the job summary', () => fs.appendFileSync(file, text, 'utf8'))
}

async function comment(
  ctx: ReportContext,
  options: ReportOptions,
  env: NodeJS.ProcessEnv,
  log: Log,
  deps: ReportDeps
): Promise<UpsertResult | undefined> {
  const found = pullRequestFromContext(env)
  if ('skip' in found) {
    log.info(`No pull-request comment: ${found.skip}.`)
    return undefined
  }
  if (!options.githubToken) {
    log.warning('No pull-request comment: the github-token input is empty.')
    return 'failed'
  }
  const marker = commentMarker(ctx.application.token)
  return deps.upsert({
    token: options.githubToken,
    apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
    repo: { owner: found.pr.owner, repo: found.pr.repo },
    issueNumber: found.pr.number,
    body: buildComment(ctx, marker),
    marker,
    log
  })
}

function actionHome(env: NodeJS.ProcessEnv): string | undefined {
  const repo = env.GITHUB_ACTION_REPOSITORY
  if (!repo || !/^[\w.-]+\/[\w.-]+$/.test(repo)) return undefined
  return `${(env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')}/${repo}`
}

function attempt(log: Log, what: string, write: () => void): boolean {
  try {
    write()
    return true
  } catch (err) {
    const why = forLog((err as { message?: unknown } | null)?.message ?? String(err), 300)
    log.warning(`Could not write ${forLog(what, 400)}: ${why}`)
    return false
  }
}
