// The verdict records' writer: one commit status per application on the commit the run judged
// (the rules of what it says are verdict-records.ts'). Loaded only when a run of scan, wait or
// report has a verdict to record and commit-status allows it: Octokit is most of the bundle's
// start-up.
import { START_CLOCK_SKEW_MS, parseInstant } from '../common/clock.js'
import type { CommandResult } from '../command-result.js'
import type { Config } from '../config.js'
import { SEVERITIES } from '../findings/types.js'
import type { Log } from '../common/log.js'
import type { ApplicationVerdict, VerdictRecorder } from '../run/host.js'
import { forLog } from '../common/text.js'
import { statusOf } from './comment.js'
import { githubCommit } from './commit.js'
import { explain } from './explain.js'
import { runUrlFromEnv } from './report-host.js'
import { restClient, type Octokit } from './rest.js'
import {
  judgedTestStart,
  startedBeforeRunProblem,
  stateOf,
  verdictContext,
  verdictDescription,
  type BaselineUse,
  type RecordedOutcome,
  type VerdictFacts
} from './verdict-records.js'

/** The requests of one recording together (every application's). */
const RECORD_BUDGET_MS = 60_000
/**
 * A run that ended by an exception or a cancellation: the runner kills the step 10 s after a
 * cancel, and the stop of the test (3 s) goes first.
 */
export const ENDING_BUDGET_MS = 4_000

const PERMISSION = '`statuses: write`'
const COMMIT = /^[0-9a-f]{40}$/
const TEST = /^[a-z0-9]{32}$/

export interface VerdictStatusOptions {
  env: NodeJS.ProcessEnv
  githubToken: string | undefined
  commitStatus: Config['commitStatus']
  /** The commit input (it wins over the host's commit). */
  commit?: string
  signal: AbortSignal
  log: Log
  readFile?: (path: string) => string
}

/** What one application's status will say, or why none can be written. */
type Planned =
  | {
      applicationToken: string
      commit: string
      state: ReturnType<typeof stateOf>
      description: string
      /** Why a passing record is not a baseline (for the log), when it is not. */
      notBaseline?: string
    }
  | { applicationToken: string; problem: string }

export function githubVerdictRecorder(o: VerdictStatusOptions): VerdictRecorder {
  const [owner = '', repo = '', extra] = (o.env.GITHUB_REPOSITORY ?? '').split('/')
  const where = { owner, repo }
  const runId = o.env.GITHUB_RUN_ID ?? ''
  const setupProblem =
    !owner || !repo || extra !== undefined
      ? 'GITHUB_REPOSITORY is not set'
      : !/^[1-9]\d{0,19}$/.test(runId)
        ? 'GITHUB_RUN_ID is not set'
        : !o.githubToken
          ? 'the github-token input is empty'
          : undefined
  const required = o.commitStatus === 'true'

  return {
    async record(verdicts, command, options) {
      if (verdicts.length === 0) return {}
      // The run's own signal is already aborted when a cancelled run records its ending.
      const signal = options?.ending
        ? AbortSignal.timeout(ENDING_BUDGET_MS)
        : AbortSignal.any([o.signal, AbortSignal.timeout(RECORD_BUDGET_MS)])
      const which = (app: string): string => (verdicts.length > 1 ? ` for application ${app}` : '')
      if (setupProblem) {
        return refused(o.log, required, `${setupProblem} (recording it needs ${PERMISSION})`)
      }
      const octokit = restClient(o.githubToken ?? '', o.env, signal)
      const hostCommit = githubCommit(o.env, o.commit, o.readFile)?.sha
      // When this attempt began: asked once, only for a passing test this run did not start.
      let began: Promise<number | string> | undefined
      const attempt = (): Promise<number | string> =>
        (began ??= attemptStart(octokit, where, o.env, signal))
      const failures: string[] = []
      for (const [i, v] of verdicts.entries()) {
        const plan = await planOf(v, command, runId, hostCommit, attempt)
        if ('problem' in plan) {
          const line = `${plan.problem}${which(v.applicationToken)}`
          if (required) failures.push(line)
          else o.log.notice(`Verdict not recorded${which(v.applicationToken)}: ${plan.problem}`)
          continue
        }
        const context = verdictContext(plan.applicationToken)
        try {
          await octokit.rest.repos.createCommitStatus({
            ...where,
            sha: plan.commit,
            state: plan.state,
            context,
            description: plan.description,
            target_url: runUrlFromEnv(o.env)
          })
        } catch (e) {
          if (o.signal.aborted && !options?.ending) throw e
          // The rest would be refused alike: one line for the step, not one per application.
          const left = verdicts.length - i
          const rest = left > 1 ? ` (nor the ${left - 1} after it)` : ''
          const why = `${explain(e, PERMISSION)}${rest}`
          if (required) {
            failures.push(`commit status ${context}: ${why}`)
            break
          }
          const refusal = statusOf(e) === 403 || statusOf(e) === 404 || statusOf(e) === 401
          const line = `Verdict not recorded: commit status ${context} on ${plan.commit.slice(0, 7)}: ${why}; rulesets, the merge queue and later baselines read the verdict there (commit-status: false records nothing)`
          if (refusal) o.log.notice(line)
          else o.log.warning(line)
          break
        }
        o.log.info(
          `Verdict recorded: commit status ${context} ${plan.state} on ${plan.commit.slice(0, 7)}: ${plan.description}`
        )
        if (plan.notBaseline) {
          o.log.info(`The record is not a baseline: ${forLog(plan.notBaseline, 400)}.`)
        }
      }
      if (failures.length === 0) return {}
      return {
        failure: `The verdict could not be recorded (commit-status: true): ${failures.join('; ')}`
      }
    }
  }
}

/** Nothing can be written at all: one notice, or with commit-status: true the run's failure. */
function refused(log: Log, required: boolean, why: string): { failure?: string } {
  if (required)
    return { failure: `The verdict could not be recorded (commit-status: true): ${why}` }
  log.notice(`Verdict not recorded: ${why}`)
  return {}
}

/** What the application's status says, on which commit; or why it cannot be written. */
async function planOf(
  v: ApplicationVerdict,
  command: Config['command'],
  runId: string,
  hostCommit: string | undefined,
  began: () => Promise<number | string>
): Promise<Planned> {
  const { applicationToken, result } = v
  const outcome = recordedOutcome(result.outcome)
  if (!outcome) {
    return { applicationToken, problem: `the outcome ${result.outcome} is no verdict` }
  }
  // The commit the verdict is about: as the run established it, else the host's (the pull
  // request's head, the triggering run's head, GITHUB_SHA; the commit input wins).
  const commit = result.build?.commit?.sha ?? hostCommit
  if (!commit || !COMMIT.test(commit)) {
    return {
      applicationToken,
      problem: commit
        ? `the commit judged (${forLog(commit, 40)}) is not a full 40-digit commit: a status needs one (give the commit input in full)`
        : 'the commit judged is not known'
    }
  }
  const test = result.outputs['result-token']
  const resultToken = typeof test === 'string' && TEST.test(test) ? test : undefined
  const state = stateOf(outcome)
  const use = await baselineUse(result, command, state, resultToken, began)
  const facts: VerdictFacts = {
    outcome,
    counts: countsOf(result),
    ...(resultToken ? { resultToken } : {}),
    runId,
    baseline: use.use
  }
  return {
    applicationToken,
    commit,
    state,
    description: verdictDescription(facts),
    ...(use.why ? { notBaseline: use.why } : {})
  }
}

const RECORDED: readonly RecordedOutcome[] = [
  'passed',
  'warned',
  'failed',
  'error',
  'timed-out',
  'stopped'
]

function recordedOutcome(outcome: CommandResult['outcome']): RecordedOutcome | undefined {
  return RECORDED.find((o) => o === outcome)
}

/**
 * Whether the record may serve as a baseline: a passing verdict of scan on a test of the build
 * this run established, and that test this attempt's own (started by it, or reused or attached
 * to and started within the attempt: every reader refuses any other, and it would fill a slot of
 * their lookup). `why`: said in the log of a pass that is not one. A verdict that is not a pass is
 * never a baseline: its record says what the site was shown to serve, and asks nothing.
 */
async function baselineUse(
  result: CommandResult,
  command: Config['command'],
  state: ReturnType<typeof stateOf>,
  resultToken: string | undefined,
  began: () => Promise<number | string>
): Promise<{ use: BaselineUse; why?: string }> {
  const build = result.build
  // The merge queue's verdict judged a record, not a test of this commit.
  if (result.notBaseline) return { use: 'not a baseline' }
  if (command !== 'scan' || !build) {
    return state === 'success' && resultToken
      ? {
          use: 'not a baseline',
          why: `${command} judged a test whose build this run did not establish (only scan's own test is one: it starts the test, or reuses one of this build)`
        }
      : { use: 'not a baseline' }
  }
  const shown: BaselineUse = build.shownBy === 'nothing' ? 'site not shown' : 'site shown'
  if (state !== 'success' || !resultToken) return { use: shown }
  const why = await notThisRun(build, began)
  return why ? { use: 'not a baseline', why } : { use: shown }
}

/**
 * Why the judged test is not this run's own test (undefined: it is): a reused or attached test
 * that started before this attempt would be refused by every reader.
 */
async function notThisRun(
  build: NonNullable<CommandResult['build']>,
  began: () => Promise<number | string>
): Promise<string | undefined> {
  const judged = judgedTestStart(build)
  if ('own' in judged) return undefined
  if ('problem' in judged) return `${judged.problem}, so it cannot be shown to be this run's`
  const at = await began()
  if (typeof at === 'string') return at
  return startedBeforeRunProblem(judged, at, START_CLOCK_SKEW_MS)
}

/** This attempt's `run_started_at` (epoch ms), or why it cannot be read (one line). */
async function attemptStart(
  octokit: Octokit,
  where: { owner: string; repo: string },
  env: NodeJS.ProcessEnv,
  signal: AbortSignal
): Promise<number | string> {
  const attempt = Number(env.GITHUB_RUN_ATTEMPT || '1')
  try {
    const { data } = await octokit.rest.actions.getWorkflowRunAttempt({
      ...where,
      run_id: Number(env.GITHUB_RUN_ID),
      attempt_number: Number.isSafeInteger(attempt) && attempt > 0 ? attempt : 1
    })
    const started = (data as { run_started_at?: unknown }).run_started_at
    const at = typeof started === 'string' ? parseInstant(started) : undefined
    return (
      at ??
      'GitHub gave no readable start of this run, so a test this run did not start cannot be shown to be its own'
    )
  } catch (e) {
    if (signal.aborted) throw e
    return `when this run began could not be read, so a test it did not start cannot be shown to be its own: ${explain(e, '`actions: read`')}`
  }
}

/**
 * The counts that decided the verdict, longest first (verdictDescription writes the first that
 * fits): numbers and severity names only, never the service's words.
 */
export function countsOf(result: CommandResult): string[] {
  if (result.recordCounts) return [result.recordCounts]
  const gate = result.gate
  if (!gate) return ['no verdict']
  const counted = SEVERITIES.reduce((n, s) => n + gate.counted[s], 0)
  const plain = `${counted} counted of ${gate.unfixed} unfixed`
  const parts = SEVERITIES.filter((s) => gate.counted[s] > 0).map((s) => `${s} ${gate.counted[s]}`)
  if (parts.length === 0) return [plain]
  const detailed = `${counted} counted (${parts.join(', ')}) of ${gate.unfixed} unfixed`
  const over =
    result.outcome === 'failed' && gate.overBudget.length > 0
      ? [`${detailed}, over budget: ${gate.overBudget.join(', ')}`]
      : []
  return [...over, detailed, plain]
}
