// `baseline: default-branch`: the result of the test that the newest passing run on the default
// branch judged. The host says which test that was (it keeps the records where only such runs
// write); the service gives its result, and the baseline is that result's occurrences — exactly
// what that run's JSON report held.
import { isRefusal } from '../api/errors.js'
import { baselineFromResult } from '../findings/baseline.js'
import { parseResult } from '../findings/parse.js'
import { errorText } from '../common/text.js'
import type { BaselineLoad } from './baseline-source.js'
import type { DefaultBranchRecord, RunContext, TestStartLookup } from './context.js'

/**
 * How many of the application's newest tests are asked for (once per lookup) to learn when a
 * recorded test started: a record whose test is older than these cannot be checked, and is skipped.
 */
export const RECORDED_TESTS_LOOKED_AT = 50

/**
 * Why a host without a store (the command-line tool: other CI systems have no store a pull
 * request can read but not write) has no default-branch baseline.
 */
export const NO_STORE =
  'the command-line tool keeps no default-branch baseline (give the JSON report of a passing default-branch pipeline instead, e.g. baseline: security-test-report.json)'

/** "default-branch run 123 (commit abc1234, test 3f…)": the baseline's source in every report. */
export function defaultBranchSource(r: DefaultBranchRecord): string {
  return `default-branch run ${r.runId} (commit ${r.commit.slice(0, 7)}, test ${r.resultToken})`
}

export async function loadDefaultBranchBaseline(
  ctx: Pick<RunContext, 'defaultBranch' | 'tests' | 'signal' | 'log'>,
  applicationToken: string
): Promise<BaselineLoad> {
  if (!ctx.defaultBranch) return { problem: NO_STORE }
  let found
  try {
    found = await ctx.defaultBranch.find(applicationToken, testStartOf(ctx, applicationToken))
  } catch (e) {
    if (ctx.signal.aborted) throw e
    return { problem: `the default branch's records could not be read: ${errorText(e, 300)}` }
  }
  if ('problem' in found) return { problem: found.problem }
  return recordTestBaseline(ctx, applicationToken, found.record, defaultBranchSource(found.record))
}

/**
 * The baseline a verified record names: its test's result, fetched from the service with the
 * application's token — exactly what the recording run judged (default-branch and previous).
 */
export async function recordTestBaseline(
  ctx: Pick<RunContext, 'tests' | 'signal' | 'log'>,
  applicationToken: string,
  record: DefaultBranchRecord,
  source: string
): Promise<BaselineLoad> {
  if (!record.siteShown) {
    // The recording run tested whatever its site served (no deployment-environment, no
    // build-check): said here, so a reader of this gate knows what it compares with.
    ctx.log.info(
      `The baseline's test ${record.resultToken} was not shown to be of commit ${record.commit.slice(0, 7)}: the run that recorded it (run ${record.runId}) had no deployment-environment or build-check, so it judged whatever the site served then`
    )
  }
  let raw: unknown
  try {
    // Asked with the application's token: the service refuses a test of another application.
    raw = await ctx.tests.result(applicationToken, record.resultToken, ctx.signal)
  } catch (e) {
    if (ctx.signal.aborted) throw e
    const why = isRefusal(e) ? 'the service refused its result' : 'its result could not be read'
    return { problem: `the baseline ${source}: ${why} (${errorText(e, 300)})` }
  }
  try {
    return { set: baselineFromResult(parseResult(raw), source) }
  } catch (e) {
    return { problem: `the baseline ${source} has no readable result: ${errorText(e, 300)}` }
  }
}

/**
 * When the service says each test of the application started, from one list of its newest tests
 * read on first use: the record's run is checked against this, never against the record's word.
 * An API that cannot list tests (v1) says nothing, so no record can be checked there.
 */
export function testStartOf(
  ctx: Pick<RunContext, 'tests' | 'signal'>,
  applicationToken: string
): TestStartLookup {
  let listed: Promise<ReadonlyMap<string, number>> | undefined
  const list = async (): Promise<ReadonlyMap<string, number>> => {
    const sessions = ctx.tests.sessions
      ? await ctx.tests.sessions(applicationToken, RECORDED_TESTS_LOOKED_AT, ctx.signal)
      : []
    const starts = new Map<string, number>()
    for (const s of sessions) {
      if (typeof s.startTime !== 'number' || !Number.isFinite(s.startTime)) continue
      // A test listed twice with two start times says nothing certain: NaN is "not said".
      const seen = starts.get(s.resultToken)
      starts.set(s.resultToken, seen === undefined || seen === s.startTime ? s.startTime : NaN)
    }
    return starts
  }
  return async (resultToken) => {
    const at = (await (listed ??= list())).get(resultToken)
    return at !== undefined && Number.isFinite(at) ? at : undefined
  }
}
