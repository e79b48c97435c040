// One application's JSON report (`report-file`, shape in src/report/json-report.ts) as the
// native-report converters read it back. The file is the run's own, but it sits on disk between
// the run and the conversion, so it is read like any document: fields of the wrong type are
// dropped, never trusted, and a file that is no report at all is refused.
import {
  SEVERITIES,
  type Finding,
  type JudgedOccurrence,
  type OccurrenceState,
  type Severity
} from '../findings/types.js'
import { REPORT_SCHEMA } from '../report/json-report.js'

/** A finding type as the report holds it (the domain's own fields, cleaned by the writer). */
export type AppFinding = Pick<
  Finding,
  'key' | 'name' | 'severity' | 'cwe' | 'description' | 'remediation'
>

/** An occurrence as the report holds it; `id` is the occurrence identity, stable across runs. */
export type AppOccurrence = Pick<
  JudgedOccurrence,
  | 'id'
  | 'findingKey'
  | 'name'
  | 'severity'
  | 'method'
  | 'url'
  | 'status'
  | 'state'
  | 'counted'
  | 'ignoredBecause'
  | 'regressed'
  | 'escalatedFrom'
>

/** The build the verdict is about (the JSON report's `build`, build-facts.ts), as text. */
export interface AppBuild {
  commit?: string
  commitSource?: string
  deploymentUrl?: string
  /** The build check's result in words. */
  buildCheck?: string
  shownBy?: string
  reused: boolean
  reusedTest?: string
  baselineSource?: string
}

export interface AppReport {
  application: { token: string; name?: string; url?: string }
  /** passed, failed, timed-out, stopped or error. */
  outcome: string
  /** The failure line of a run without a verdict (or the notice of a timeout that passes). */
  message?: string
  /** The gate's line when there is a verdict; absent otherwise. */
  verdictLine?: string
  resultToken?: string
  apiVersion?: string
  generatedAt?: string
  startedAt?: string
  finishedAt?: string
  findings: AppFinding[]
  occurrences: AppOccurrence[]
  warnings: string[]
  /** Absent in a report of an unknown build (and in reports written before issue 21). */
  build?: AppBuild
}

export class ReportReadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ReportReadError'
  }
}

const STATES: readonly OccurrenceState[] = [
  'new',
  'existing',
  'ignored',
  'below-threshold',
  'warned',
  'monitored',
  'fixed'
]

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined)
const severity = (v: unknown): Severity =>
  SEVERITIES.includes(v as Severity) ? (v as Severity) : 'unknown'
const objects = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObj) : [])

/** A parsed JSON report; throws ReportReadError when the document is not one. */
export function readAppReport(doc: unknown): AppReport {
  if (!isObj(doc) || doc.schema !== REPORT_SCHEMA) {
    throw new ReportReadError(`it is not a ${REPORT_SCHEMA} report`)
  }
  const app = isObj(doc.application) ? doc.application : {}
  const verdict = isObj(doc.verdict) ? doc.verdict : undefined
  return {
    application: {
      token: str(app.token) ?? '',
      name: str(app.name),
      url: str(app.url)
    },
    outcome: str(doc.outcome) ?? 'error',
    message: str(doc.message),
    verdictLine: verdict ? str(verdict.line) : undefined,
    resultToken: str(doc.resultToken),
    apiVersion: isObj(doc.service) ? str(doc.service.apiVersion) : undefined,
    generatedAt: str(doc.generatedAt),
    startedAt: str(doc.startedAt),
    finishedAt: str(doc.finishedAt),
    findings: objects(doc.findings).map((f) => ({
      key: str(f.key) ?? '',
      name: str(f.name) ?? '',
      severity: severity(f.severity),
      cwe: Array.isArray(f.cwe) ? f.cwe.filter((c): c is string => typeof c === 'string') : [],
      description: str(f.description),
      remediation: str(f.remediation)
    })),
    occurrences: objects(doc.occurrences).flatMap((o): AppOccurrence[] => {
      const id = str(o.id)
      if (!id) return []
      const why = isObj(o.ignoredBecause) ? o.ignoredBecause : undefined
      return [
        {
          id,
          findingKey: str(o.findingKey) ?? '',
          name: str(o.name) ?? '',
          severity: severity(o.severity),
          method: str(o.method) ?? '',
          url: str(o.url) ?? '',
          status: str(o.status) ?? '',
          state: STATES.includes(o.state as OccurrenceState) ? (o.state as OccurrenceState) : 'new',
          counted: o.counted === true,
          ...(o.regressed === true ? { regressed: true } : {}),
          ...(SEVERITIES.includes(o.escalatedFrom as Severity)
            ? { escalatedFrom: o.escalatedFrom as Severity }
            : {}),
          ...(why
            ? { ignoredBecause: { reason: str(why.reason) ?? '', expires: str(why.expires) ?? '' } }
            : {})
        }
      ]
    }),
    warnings: Array.isArray(doc.warnings)
      ? doc.warnings.filter((w): w is string => typeof w === 'string')
      : [],
    ...(isObj(doc.build) ? { build: readBuild(doc.build) } : {})
  }
}

function readBuild(b: Obj): AppBuild {
  const check = isObj(b.buildCheck) ? b.buildCheck : undefined
  const baseline = isObj(b.baseline) ? b.baseline : undefined
  const reusedTest = isObj(b.reusedTest) ? str(b.reusedTest.resultToken) : undefined
  return {
    commit: str(b.commit),
    commitSource: str(b.commitSource),
    deploymentUrl: str(b.deploymentUrl),
    buildCheck: check ? str(check.result) : undefined,
    shownBy: str(b.shownBy),
    reused: b.reused === true,
    reusedTest,
    baselineSource: baseline ? str(baseline.source) : undefined
  }
}

/** A report for an application whose report file could not be read: an error, said why. */
export function unreadableReport(applicationToken: string, why: string): AppReport {
  return runReport(applicationToken, 'error', `The report file could not be read: ${why}`)
}

/**
 * A report of the run itself, without findings: for a run that left no JSON report to read (it
 * ended before any, or could not write it), or one whose end the reports do not tell.
 */
export function runReport(applicationToken: string, outcome: string, message: string): AppReport {
  return {
    application: { token: applicationToken },
    outcome,
    message,
    findings: [],
    occurrences: [],
    warnings: []
  }
}

/** An outcome of a run that reached its verdict; any other is incomplete (never shown green). */
export function isComplete(outcome: string): boolean {
  return outcome === 'passed' || outcome === 'warned' || outcome === 'failed'
}

/**
 * Why the report is of an incomplete run (timed out, stopped, error, or without a verdict), or
 * undefined when it reached its verdict.
 */
export function incompleteReason(report: AppReport): string | undefined {
  if (report.verdictLine !== undefined && isComplete(report.outcome)) return undefined
  return report.message || `The security test ended ${report.outcome} without a verdict.`
}

/** `Shop web (app0…)`, or the token alone: how a report names the application. */
export function applicationLabel(report: AppReport): string {
  const { name, token } = report.application
  if (name && token) return `${name} (${token})`
  return name || token || 'application'
}
