// The native reports of other CI systems (JUnit, GitLab DAST), made after the run from what it
// wrote: the `results` output (one entry per application) or, where a run sets none, its single
// `report-file`. The run itself knows nothing of them. A file that cannot be read or written is a
// warning, as with the action's own reports: it never hides the verdict.
import * as fs from 'node:fs'
import * as path from 'node:path'
import type { Command } from '../config.js'
import type { Log } from '../log.js'
import { readAppReport, unreadableReport, type AppReport } from '../native-reports/app-report.js'
import type { RunTimes } from '../native-reports/gitlab-dast.js'
import { parseJson } from '../findings/decode.js'
import { attempt, SARIF_COMMANDS } from '../report/write.js'
import { errorText, forLog } from '../text.js'

export interface NativeFiles {
  junit?: string
  gitlab?: string
}

interface ReportRef {
  file: string
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
        return typeof file === 'string' && file
          ? [{ file, applicationToken: typeof token === 'string' ? token : '' }]
          : []
      })
    }
  }
  const file = outputs.get('report-file')
  return file ? [{ file, applicationToken: outputs.get('application-token') ?? '' }] : []
}

export function readReports(refs: readonly ReportRef[], log: Log): AppReport[] {
  return refs.map((ref) => {
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

/** Write the JUnit and GitLab files asked for (by flag or by the CI system's default). */
export async function writeNativeReports(
  command: Command,
  files: NativeFiles,
  outputs: ReadonlyMap<string, string>,
  log: Log,
  times: RunTimes
): Promise<void> {
  if (!files.junit && !files.gitlab) return
  if (!SARIF_COMMANDS.has(command)) {
    log.debug(`No JUnit or GitLab report: the ${command} command reads no test result.`)
    return
  }
  const refs = reportFilesOf(outputs)
  if (refs.length === 0) {
    log.warning('No JUnit or GitLab report: the run wrote no JSON report to make them from.')
    return
  }
  const reports = readReports(refs, log)
  if (files.junit) {
    // Loaded only here (eagerly bundled: one file), so a run without a JUnit file starts faster.
    const { buildJunit } = await import(/* webpackMode: "eager" */ '../native-reports/junit.js')
    writeText(files.junit, () => buildJunit(reports), 'the JUnit file', log)
  }
  if (files.gitlab) {
    const { buildGitlabDast } = await import(
      /* webpackMode: "eager" */ '../native-reports/gitlab-dast.js'
    )
    writeText(
      files.gitlab,
      () => `${JSON.stringify(buildGitlabDast(reports, times), null, 2)}\n`,
      'the GitLab report',
      log
    )
  }
}

/** Write a file the tool makes, its folder first; a failure is a warning (report/write.ts). */
export function writeText(file: string, make: () => string, what: string, log: Log): boolean {
  const written = attempt(log, `${what} ${file}`, () => {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
    fs.writeFileSync(file, make())
  })
  if (written) log.info(`Wrote ${what} ${forLog(file, 400)}`)
  return written
}
