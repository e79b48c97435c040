// Everything a report needs, gathered by the command that ran (scan, wait, report). Builders in
// this folder read only this object, so each of them is a pure function of it and testable alone.
import type { BuildUnderTest } from '../build.js'
import type { Budget, Finding, ResultMeta, Threshold, Trend, Verdict } from '../findings/types.js'
import type { BaselineInput, Command, Config } from '../config.js'

/** How the run ended; `started` (the `start` command) writes no report. */
export type ReportOutcome = 'passed' | 'warned' | 'failed' | 'timed-out' | 'stopped' | 'error'

/** One occurrence the baseline held unfixed that this result no longer shows unfixed. */
export interface BaselineEntry {
  id: string
  /** Known when the baseline was a report file (name/method/url of its occurrences). */
  name?: string
  method?: string
  url?: string
}

/** The baseline as the reports see it (a findings `BaselineSet` fits, plus optional details). */
export interface ReportBaseline {
  /** Where it came from, in the action's words: "previous test 3f…", "file baseline.json". */
  source: string
  /** Ids of the occurrences the baseline held unfixed (SARIF `baselineState`). */
  unfixed: ReadonlySet<string>
  /** Name, method and URL of the baseline's unfixed occurrences, when the baseline gave them. */
  details?: ReadonlyMap<string, Omit<BaselineEntry, 'id'>>
  /**
   * Details of the occurrences fixed since the baseline, when the baseline reader knows them.
   * When absent, the reports list the ids of `unfixed` that are no longer unfixed.
   */
  fixedSinceBaseline?: BaselineEntry[]
  /** The test whose result is the baseline, when the source knows it (issue 21: "its test"). */
  resultToken?: string
}

/**
 * The repository the run belongs to, as its host names it: SARIF's `versionControlProvenance`
 * needs its URI, and the summary and comment link the commit when the host knows how.
 */
export interface RepositoryLink {
  /** An absolute http(s) URI without credentials (see repositoryUri in repository.ts). */
  uri: string
  /** The commit page is this followed by the SHA (GitHub `…/commit/`, GitLab `…/-/commit/`). */
  commitBase?: string
}

/** What the SARIF file holds: code scanning shows at most 5,000 results per run. */
export interface SarifResultCounts {
  /** Unfixed occurrences written as results (worst first). */
  included: number
  /** Unfixed occurrences left out (the JSON report still has them). */
  omitted: number
}

/** The inputs a report repeats back to the user. Never a token: build it with `reportInputs`. */
export interface ReportInputs {
  threshold: Threshold
  budget: Budget
  baseline: BaselineInput
  /** The ignore file's path, when one was read. */
  ignoreFile?: string
}

export interface ReportContext {
  outcome: ReportOutcome
  command: Command
  /** The gate's verdict; absent when there is no parsed result (error, stopped, timed-out). */
  verdict?: Verdict
  /** The finding types of the result (descriptions, remediation, CWE), looked up by `key`. */
  findings: Finding[]
  meta: ResultMeta
  /** The application tested; `token` is an identifier, not a secret (it names files, markers). */
  application: { token: string; name?: string; url?: string }
  /** The test run, its last status and progress (0–100) as the service reported them. */
  resultToken?: string
  status?: string
  progress?: number
  /** Link to this test on the service's own site, when known (http/https only; else not shown). */
  serviceTestUrl?: string
  /** Link to this run (the host knows it), shown in the pull-request comment. */
  runUrl?: string
  /** Set once the SARIF file is written, so the summary can say what it left out. */
  sarif?: SarifResultCounts
  /** The service's base address and interface version, for the JSON report. */
  baseUrl: string
  apiVersion: 'v1' | 'v2'
  inputs: ReportInputs
  baseline?: ReportBaseline
  /** The result text exactly as fetched, kept in the JSON report so nothing is lost. */
  rawResult?: string
  /** Why the result could not be parsed (safe words of the action; escaped again anyway). */
  parseError?: string
  /** For error/stopped/timed-out: the one failure line (escaped again anyway). */
  message?: string
  /** Parser warnings and the action's own notes; the verdict's warnings are added to them. */
  warnings: string[]
  /** Which build the verdict is about, and how sure it is (issue 21). */
  build?: BuildUnderTest
  /** The repository, from the host (writeReports fills it in like runUrl). */
  repository?: RepositoryLink
  /** ISO 8601 times of the test's start and of the end of the wait. */
  startedAt?: string
  finishedAt?: string
  /** Earlier tests' unfixed counts (input `trend`), oldest first. */
  trend?: Trend
}

/** The inputs to repeat in reports, taken from the config field by field so no token slips in. */
export function reportInputs(config: Config): ReportInputs {
  return {
    threshold: config.threshold,
    budget: config.budget,
    baseline: config.baseline,
    ignoreFile: config.ignoreFile.path
  }
}

/** Every warning to show: the context's own first, then the verdict's, without repeats. */
export function allWarnings(ctx: ReportContext): string[] {
  return [...new Set([...ctx.warnings, ...(ctx.verdict?.warnings ?? [])])]
}
