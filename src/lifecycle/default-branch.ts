// `baseline: default-branch`: the result of the test that the newest passing run on the default
// branch judged. The host says which test that was (it keeps the records where only such runs
// write); the service gives its result, and the baseline is that result's occurrences — exactly
// what that run's JSON report held.
import { isRefusal } from '../api/errors.js'
import { baselineFromResult } from '../findings/baseline.js'
import { parseResult } from '../findings/parse.js'
import { errorText } from '../text.js'
import type { BaselineLoad } from './baseline-source.js'
import type { DefaultBranchRecord, RunContext } from './context.js'

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
    found = await ctx.defaultBranch.find(applicationToken)
  } catch (e) {
    if (ctx.signal.aborted) throw e
    return { problem: `the default branch's records could not be read: ${errorText(e, 300)}` }
  }
  if ('problem' in found) return { problem: found.problem }
  const source = defaultBranchSource(found.record)
  if (!found.record.siteShown) {
    // The recording run tested whatever its site served (no deployment-environment, no
    // build-check): said here, so a reader of this gate knows what it compares with.
    ctx.log.info(
      `The baseline's test ${found.record.resultToken} was not shown to be of commit ${found.record.commit.slice(0, 7)}: the run that recorded it (run ${found.record.runId}) had no deployment-environment or build-check, so it judged whatever the site served then`
    )
  }
  let raw: unknown
  try {
    // Asked with the application's token: the service refuses a test of another application.
    raw = await ctx.tests.result(applicationToken, found.record.resultToken, ctx.signal)
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
