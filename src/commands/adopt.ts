// adopt: take the site as it is today as the starting point of the gate, for review in a pull
// request. From the application's latest completed result (or a new test first, with
// adopt-scan: true) it writes one accepted risk per counted occurrence (reason: adopted, expiring
// after adopt-expiry) to the accepted-risks file, leaving its existing entries and comments as
// they are, and the baseline file (the JSON report form `baseline: <path>` reads) holding open
// exactly the occurrences it adopted, and every fixed one (so a finding that comes back is a
// regression). Both files are written or neither. It succeeds with a summary of what it wrote; a
// file it cannot read or write is an error.
import { ApiError } from '../api/errors.js'
import type { CommandResult } from '../command-result.js'
import type { ApplicationConfig } from '../config.js'
import type { AdoptedEntries } from '../findings/adopt-writer.js'
import { judge } from '../findings/gate.js'
import { parseResult, ResultParseError } from '../findings/parse.js'
import { ADOPTED_REASON, type ParsedResult } from '../findings/types.js'
import type { RunContext } from '../lifecycle/context.js'
import { loadIgnoreRules } from '../lifecycle/gate-files.js'
import { latestPastResult } from '../lifecycle/past-results.js'
import { writeTextSafely } from '../report/file-write.js'
import { writeJsonReport } from '../report/json-report.js'
import { buildReportContext } from '../report/publish.js'
import { appendStepSummary } from '../report/step-summary.js'
import { unwrittenFailure } from '../report/unwritten.js'
import { readIfThere, writeTogether } from '../report/write-together.js'
import { errorText, forLog, forMarkdown } from '../common/text.js'
import { scan } from './scan.js'

/** Where the baseline goes when the `baseline` input names no file. */
export const DEFAULT_BASELINE_FILE = '.security-test-baseline.json'

export async function adopt(ctx: RunContext<ApplicationConfig>): Promise<CommandResult> {
  const app = ctx.config.applicationToken
  const source = await adoptedResult(ctx)
  if ('done' in source) return source.done
  const { resultToken, raw } = source
  const fail = (failure: string): CommandResult => ({
    outcome: 'error',
    failure,
    application: { token: app },
    outputs: { 'result-token': resultToken }
  })

  let parsed: ParsedResult
  try {
    parsed = parseResult(raw)
  } catch (e) {
    if (e instanceof ResultParseError)
      return fail(`The test result could not be read: ${e.message}; nothing was adopted`)
    throw e
  }
  const ignorePath = ctx.config.ignoreFile.path
  let existing: string | undefined
  try {
    existing = readIfThere(ignorePath)
  } catch (e) {
    // A folder, a file it may not read: never overwritten blind.
    return fail(
      `${ctx.words.input('ignore-file')}: ${forLog(ignorePath, 300)} cannot be read: ${errorText(e, 300)}; nothing was adopted`
    )
  }
  // Today's accepted risks and policy decide what counts; a missing file is made (adopt creates it).
  const ignore =
    existing === undefined
      ? { rules: [], policy: [] }
      : await loadIgnoreRules({ path: ignorePath, explicit: true }, ctx.words.input('ignore-file'))
  if ('error' in ignore) return fail(`${ignore.error}; nothing was adopted`)
  const now = ctx.clock.now()
  // No baseline: adopt records the whole of today, whatever an older baseline held.
  const gateOptions = {
    threshold: ctx.config.threshold,
    budget: ctx.config.budget,
    ignore: ignore.rules,
    policy: ignore.policy,
    findings: parsed.findings,
    now,
    expiryWarningMs: 0
  }
  const verdict = judge(parsed, gateOptions)
  const counted = verdict.occurrences.filter((o) => o.counted)
  let entries: AdoptedEntries
  try {
    // Loaded only by adopt: the YAML parser costs every other command start-up time.
    const { addAdoptedEntries } = await import(
      /* webpackMode: "eager" */ '../findings/adopt-writer.js'
    )
    entries = addAdoptedEntries(existing ?? '', counted, now, ctx.config.adoptExpiryMs)
  } catch (e) {
    return fail(
      `ignore-file: ${forLog(ignorePath, 300)}: ${errorText(e, 1000)}; nothing was adopted`
    )
  }

  const baselinePath =
    ctx.config.baseline.kind === 'file' ? ctx.config.baseline.path : DEFAULT_BASELINE_FILE
  // The baseline holds open only what was adopted (an accepted risk written for it), and every
  // fixed occurrence (so its return is a regression). An open occurrence adopt did not take
  // (below the threshold, under a warn or monitor policy, already accepted, beyond the cap) is
  // new to this baseline: it counts as soon as the threshold, the policy or its entry says so,
  // instead of being hidden by the baseline for ever. One an earlier adopt already accepted (an
  // unexpired `reason: adopted` entry) is adopted too: a second adopt keeps it in the baseline.
  const adoptedIds = new Set(counted.slice(0, entries.added).map((o) => o.id))
  for (const o of verdict.occurrences) {
    if (o.state === 'ignored' && o.ignoredBecause?.reason === ADOPTED_REASON) adoptedIds.add(o.id)
  }
  const inBaseline: ParsedResult = {
    ...parsed,
    occurrences: parsed.occurrences.filter((o) => o.fixed || adoptedIds.has(o.id))
  }
  const baselineVerdict = judge(inBaseline, gateOptions)
  const report = {
    ...buildReportContext(ctx, {
      // The outcome agrees with the verdict the file carries (judged without a baseline).
      outcome: baselineVerdict.passed ? 'passed' : 'failed',
      info: { applicationToken: app, resultToken, status: 'completed', progress: 100 },
      evaluation: { rawText: '', parsed: inBaseline, verdict: baselineVerdict }
    }),
    // The baseline is for review in a pull request: the raw result stays out of it.
    rawResult: undefined,
    message: `Written by adopt on ${entries.adopted}: the baseline of the gate`
  }
  // Both files or neither: a baseline without its accepted risks would change the gate unseen.
  const unwritten = writeTogether([
    {
      what: 'the accepted-risks file',
      path: ignorePath,
      write: (file) => writeTextSafely(file, entries.text)
    },
    {
      what: 'the baseline file',
      path: baselinePath,
      write: (file) => writeJsonReport(file, report, new Date(now))
    }
  ])
  if (unwritten.length > 0) {
    return fail(`${unwrittenFailure(unwritten, undefined)}; nothing was adopted`)
  }

  const facts = {
    parsed,
    inBaseline: inBaseline.occurrences.length,
    counted: counted.length,
    entries,
    baselinePath,
    resultToken
  }
  // Each from the raw text: the log's escaping for the log, Markdown's for the summary.
  for (const line of summaryLines(ctx, facts, forLog)) ctx.log.info(line)
  if (entries.left > 0) {
    ctx.log.warning(
      `adopt: ${entries.left} counted occurrences were not adopted (at most ${entries.added} entries are written); they still count`
    )
  }
  const lines = summaryLines(ctx, facts, forMarkdown)
  appendStepSummary(ctx, `## Security test: adopted\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`)
  return {
    outcome: 'passed',
    application: { token: app, name: parsed.meta.applicationName },
    outputs: { 'result-token': resultToken, 'report-file': baselinePath }
  }
}

/** The result to adopt: a new test's (adopt-scan), result-token's, or the latest completed one. */
async function adoptedResult(
  ctx: RunContext<ApplicationConfig>
): Promise<{ resultToken: string; raw: unknown } | { done: CommandResult }> {
  const app = ctx.config.applicationToken
  if (ctx.config.adoptScan) {
    // The test is run and reported as `scan` does; what it found is then adopted, pass or fail.
    const scanned = await scan(ctx)
    const token = scanned.outputs['result-token']
    const judged = ['passed', 'warned', 'failed'].includes(scanned.outcome)
    if (!judged || typeof token !== 'string' || token === '') {
      return {
        done: {
          ...scanned,
          failure: `${scanned.failure ?? 'The test ended without a result'}; nothing was adopted`
        }
      }
    }
    return { resultToken: token, raw: await ctx.tests.result(app, token, ctx.signal) }
  }
  if (ctx.config.resultToken) {
    const resultToken = ctx.config.resultToken
    return { resultToken, raw: await ctx.tests.result(app, resultToken, ctx.signal) }
  }
  const { found, skipped } = await latestPastResult(ctx, app, 'Adopt')
  if (!found) {
    const why = skipped > 0 ? ` (the last ${skipped} ended without a result)` : ''
    throw new ApiError(
      `The application ${app} has no completed test to adopt${why}; run a test first, or set adopt-scan: true.`,
      { kind: 'service', operation: 'list test sessions' }
    )
  }
  ctx.log.info(`Adopting the latest completed test ${forLog(found.resultToken, 64)}`)
  return { resultToken: found.resultToken, raw: found.raw }
}

/** What adopt wrote, each untrusted part through `esc` (forLog or forMarkdown). */
function summaryLines(
  ctx: RunContext<ApplicationConfig>,
  facts: {
    parsed: ParsedResult
    inBaseline: number
    counted: number
    entries: AdoptedEntries
    baselinePath: string
    resultToken: string
  },
  esc: (value: unknown, max: number) => string
): string[] {
  const { parsed, entries, baselinePath } = facts
  const open = parsed.occurrences.filter((o) => !o.fixed).length
  const fixed = parsed.occurrences.length - open
  const adoptedOpen = facts.inBaseline - fixed
  const notTaken = open - adoptedOpen
  return [
    `Adopted test ${esc(facts.resultToken, 64)} of application ${esc(ctx.config.applicationToken, 64)}`,
    `Baseline: ${esc(baselinePath, 300)} with ${facts.inBaseline} occurrences (${adoptedOpen} adopted open, ${fixed} fixed)` +
      (notTaken > 0
        ? `; the other ${notTaken} open occurrences are not in it: they count as soon as the threshold, a policy or their accepted risk says so`
        : ''),
    `Accepted risks: ${entries.added} of ${facts.counted} counted occurrences added to ${esc(ctx.config.ignoreFile.path, 300)} (reason: adopted, adopted ${entries.adopted}, expires ${entries.expires}); its existing entries are unchanged`,
    `Next: commit both files for review, and gate with baseline: ${esc(baselinePath, 300)}`
  ]
}
