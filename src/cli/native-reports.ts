// The native reports of other CI systems (JUnit, GitLab DAST), made after the run from what it
// wrote: the `results` output (one entry per application) or, where a run sets none, its single
// `report-file`. The run itself knows nothing of them. Both are report files (unwritten.ts): one
// that cannot be written makes the run an error. A JSON report that cannot be read, an application
// without one and a run that left none become reports of an error, never a clean run.
import * as fs from 'node:fs'
import type { Command } from '../config.js'
import type { Log } from '../common/log.js'
import {
  incompleteReason,
  isComplete,
  readAppReport,
  runReport,
  unreadableReport,
  type AppReport
} from '../native-reports/app-report.js'
import type { RunTimes } from '../native-reports/gitlab-dast.js'
import { parseJson } from '../findings/decode.js'
import { writeTextSafely } from '../report/file-write.js'
import { SARIF_COMMANDS } from '../report/write.js'
import { unwrittenFailure, writeReportFile, type UnwrittenFile } from '../report/unwritten.js'
import { errorText, forLog } from '../common/text.js'

export interface NativeFiles {
  junit?: string
  gitlab?: string
}

interface ReportRef {
  /** Absent: the run wrote no JSON report for this application. */
  file?: string
  applicationToken: string
}

/** The JSON report files the run wrote, per application. */
export function reportFilesOf(outputs: ReadonlyMap<string, string>): ReportRef[] {
  const results = outputs.get('results')
  if (results) {
    let parsed: unknown
    try {
      parsed = JSON.parse(results)
    } catch {
      parsed = undefined
    }
    if (Array.isArray(parsed)) {
      return parsed.flatMap((r: unknown): ReportRef[] => {
        if (typeof r !== 'object' || r === null) return []
        const entry = r as Record<string, unknown>
        const file = entry['report-file']
        const token = entry['application-token']
        const applicationToken = typeof token === 'string' ? token : ''
        // An application without a report file is kept: its JUnit suite says so.
        return [
          typeof file === 'string' && file ? { file, applicationToken } : { applicationToken }
        ]
      })
    }
  }
  const file = outputs.get('report-file')
  return file ? [{ file, applicationToken: outputs.get('application-token') ?? '' }] : []
}

/** Each application's report; `failure`: the run's failure line, for one without a file. */
export function readReports(refs: readonly ReportRef[], log: Log, failure?: string): AppReport[] {
  return refs.map((ref) => {
    if (!ref.file) {
      const why = failure ? `: ${failure}` : '.'
      return runReport(ref.applicationToken, 'error', `The run wrote no JSON report for it${why}`)
    }
    try {
      // parseJson: a file that is not JSON is said so without quoting it (V8's message would).
      return readAppReport(parseJson(fs.readFileSync(ref.file, 'utf8'), 'the report file', Error))
    } catch (e) {
      const why = errorText(e, 300)
      log.warning(`Could not read the report file ${forLog(ref.file, 400)}: ${why}`)
      return unreadableReport(ref.applicationToken, why)
    }
  })
}

/** How the run ended, as the tool knows it after the run: for a run the reports do not tell. */
export interface RunEnd {
  outcome?: string
  /** The failure line (already free of secrets: the caller redacts it). */
  failure?: string
  applicationToken?: string
}

/**
 * Write the JUnit and GitLab files asked for (by flag or by the CI system's default); resolves
 * to those that could not be written.
 */
export async function writeNativeReports(
  command: Command,
  files: NativeFiles,
  outputs: ReadonlyMap<string, string>,
  log: Log,
  times: RunTimes,
  end: RunEnd
): Promise<UnwrittenFile[]> {
  const unwritten: UnwrittenFile[] = []
  if (!files.junit && !files.gitlab) return unwritten
  if (!SARIF_COMMANDS.has(command)) {
    log.debug(`No JUnit or GitLab report: the ${command} command reads no test result.`)
    return unwritten
  }
  const reports = withRunEnd(readReports(reportFilesOf(outputs), log, end.failure), end)
  // Loaded only here (eagerly bundled: one file), so a run without them starts faster.
  const { buildJunit } = await import(/* webpackMode: "eager" */ '../native-reports/junit.js')
  const { buildGitlabDast } = await import(
    /* webpackMode: "eager" */ '../native-reports/gitlab-dast.js'
  )
  const targets: NativeTarget[] = []
  if (files.junit) {
    targets.push({ file: files.junit, what: 'the JUnit file', make: (r) => buildJunit(r) })
  }
  if (files.gitlab) {
    targets.push({
      file: files.gitlab,
      what: 'the GitLab report',
      make: (r) => `${JSON.stringify(buildGitlabDast(r, times), null, 2)}\n`
    })
  }
  const written = targets.filter((t) => {
    const failed = writeText(t.file, () => t.make(reports), t.what, log)
    if (failed) unwritten.push(failed)
    return !failed
  })
  // One could not be written, so the run is an error: the other says so too, rather than green.
  if (unwritten.length > 0) {
    const asError = withRunEnd(reports, {
      ...end,
      outcome: 'error',
      failure: unwrittenFailure(unwritten, end.failure)
    })
    for (const t of written) {
      const failed = writeText(t.file, () => t.make(asError), t.what, log)
      if (failed) unwritten.push(failed)
    }
  }
  return unwritten
}

interface NativeTarget {
  file: string
  what: string
  make: (reports: AppReport[]) => string
}

/**
 * The reports, and the run's own end when none of them tells it: a run that ended before any
 * report, or one that became an error after them (a file it could not write) is one more report
 * of an error, so the native reports are never green for it.
 */
function withRunEnd(reports: AppReport[], end: RunEnd): AppReport[] {
  const outcome = end.outcome ?? 'error'
  const told = reports.some((r) => incompleteReason(r) !== undefined)
  const complete = isComplete(outcome)
  if (reports.length > 0 && (told || complete)) return reports
  const message =
    end.failure ??
    (reports.length === 0
      ? 'The run wrote no JSON report to make this report from.'
      : `The run ended ${outcome}.`)
  return [...reports, runReport(end.applicationToken ?? '', complete ? 'error' : outcome, message)]
}

/** Write a file the tool makes, its folder first; undefined when written (unwritten.ts). */
export function writeText(
  file: string,
  make: () => string,
  what: string,
  log: Log
): UnwrittenFile | undefined {
  const failed = writeReportFile(`${what} ${file}`, () => {
    writeTextSafely(file, make())
  })
  if (!failed) log.info(`Wrote ${what} ${forLog(file, 400)}`)
  return failed
}
