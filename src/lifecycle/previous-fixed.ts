// Regressions a baseline file cannot see: an occurrence the application's previous completed test
// had as Fixed and that is open now (issue 25). A baseline file is as old as the last `adopt`; an
// occurrence fixed after it and open again would look like the adopted one it was, hidden by its
// valid accepted risk. So, with a baseline file (or none, or the default branch's), the previous
// completed test's result is read too, with the same past-results machinery as `baseline:
// previous` and `trend` (past-results.ts), and its Fixed occurrences are handed to the gate.
//
// Decisions:
// - Which test: the newest completed one before the judged test (its start time, from the list
//   or from `report`). The run-start cutoff of `baseline: previous` is not applied: it keeps a
//   test of this run's own earlier attempt from being a baseline that hides; this comparison can
//   only count more, and a Fixed seen in any earlier test is a Fixed.
// - Bounded: one list of sessions and at most MAX_TRIED results asked for (a stopped test has
//   none; the one before it is tried), one parsed, all within PREVIOUS_FIXED_BUDGET_MS.
// - Which test it compared with is logged when it matters: when something regressed, or when a
//   baseline was asked for (a line with nothing to say about a run without one is noise).
// - Never fails the step for what it could not read: a notice says regressions are then compared
//   with the baseline only (with `baseline: none`, a log line: a regression is then only a label,
//   every unfixed occurrence counting anyway). What it did read counts (gate.ts).
// - With `baseline: previous` the baseline is that test already; on v1 there is no list of tests.
import { isRefusal } from '../api/errors.js'
import type { PastSession } from '../api/test-api.js'
import type { ApplicationConfig } from '../config.js'
import { parseResult } from '../findings/parse.js'
import type { ParsedResult } from '../findings/types.js'
import { errorText, forLog } from '../common/text.js'
import type { JudgedTest } from './baseline-source.js'
import type { RunContext } from './context.js'
import { selectPast } from './past-results.js'

export const PREVIOUS_FIXED_BUDGET_MS = 30_000
const MAX_TRIED = 3
const SESSIONS_LISTED = 10

/**
 * The previous completed test as read: its Fixed occurrences' ids, and its result only when the
 * `trend` will count it (otherwise it is let go at once: a second parsed result held through the
 * rest of the step would double the step's peak memory for a large result).
 */
export interface PreviousTest {
  resultToken: string
  fixed: ReadonlySet<string>
  parsed?: ParsedResult
  /**
   * The log line that says which test it was ("Regressions: compared with the previous test …"),
   * written once the verdict is known (evaluate.ts: not when nothing regressed and no baseline
   * was asked for).
   */
  line: string
}

/** The previous completed test and what it had as Fixed; undefined: none known. */
export async function previouslyFixed(
  ctx: RunContext<ApplicationConfig>,
  judged: JudgedTest
): Promise<PreviousTest | undefined> {
  if (ctx.config.baseline.kind === 'previous' || !ctx.tests.sessions) return undefined
  const app = ctx.config.applicationToken
  const skip = (why: string): undefined => {
    // Without a baseline every unfixed occurrence counts already: a regression is only a label,
    // so what could not be read is a log line, not a notice about a baseline there is none of.
    if (ctx.config.baseline.kind === 'none') {
      ctx.log.info(`Regressions: ${why}; no occurrence is marked regressed from an earlier test`)
    } else {
      ctx.log.notice(
        `Regressions: ${why}; only the baseline's Fixed occurrences are compared with this result`
      )
    }
    return undefined
  }
  const signal = AbortSignal.any([ctx.signal, AbortSignal.timeout(PREVIOUS_FIXED_BUDGET_MS)])
  try {
    const sessions: PastSession[] = await ctx.tests.sessions(app, SESSIONS_LISTED, signal)
    const current = judged.resultToken
      ? sessions.find((s) => s.resultToken === judged.resultToken)
      : undefined
    const before = judged.reported?.startTime ?? current?.startTime
    if (judged.reported && before === undefined) {
      return skip(
        `the reported test ${forLog(judged.resultToken ?? '', 64)} is not among the application's recent tests, so which test came before it is unknown`
      )
    }
    const { candidates } = selectPast(sessions, { exclude: judged.resultToken, before })
    const ended = candidates.filter((s) => (s.endTime ?? 0) > 0).slice(0, MAX_TRIED)
    for (const past of ended) {
      let raw: unknown
      try {
        raw = await ctx.tests.result(app, past.resultToken, signal)
      } catch (e) {
        // A stopped or failed test has no result: the one before it may.
        if (isRefusal(e) && e.code !== 'NOT_AUTHORIZED') continue
        throw e
      }
      const parsed = parseResult(raw)
      const fixed = new Set<string>()
      for (const o of parsed.occurrences) if (o.fixed) fixed.add(o.id)
      return {
        resultToken: past.resultToken,
        fixed,
        line: `Regressions: compared with the previous test ${forLog(past.resultToken, 64)} (${fixed.size} occurrence${fixed.size === 1 ? '' : 's'} Fixed there)`,
        ...(ctx.config.trend > 0 ? { parsed } : {})
      }
    }
    if (ended.length > 0) return skip(`the last ${ended.length} earlier tests have no result`)
    return undefined
  } catch (e) {
    if (ctx.signal.aborted) throw e
    return skip(`the previous test's result could not be read (${errorText(e, 300)})`)
  }
}
