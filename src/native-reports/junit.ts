// JUnit XML, the report every CI system reads (Jenkins, GitLab, Azure PublishTestResults,
// CircleCI store_test_results, Bitbucket): one test suite per application, one test case per
// finding. A finding with counted occurrences fails (the failure lists the method and URL of each),
// one whose only open occurrences are accepted risks is skipped, the others pass; `warn`
// occurrences are listed in the case's <system-out> ("Warned by policy"), and a finding seen only
// under a `monitor` policy has no case (monitor: the JSON report and SARIF only). An incomplete
// run (error, timeout, stopped; with a partial result or without one) adds one test case in
// error, so the CI never shows it green.
//
// The document is built with fast-xml-parser's builder (fast-xml-builder), which escapes markup;
// every text goes through forXml first, which spells out what XML 1.0 cannot hold (`\u001b`).
//
// Only what Jenkins' own schemas allow (the xUnit plugin's junit-10.xsd and jenkins-junit.xsd,
// checked in the tests): no `skipped` count on <testsuites>, <skipped> as text without attributes,
// <properties> only with a property in it. GitLab, Azure, CircleCI and Bitbucket read that too.
import XMLBuilder from 'fast-xml-builder'
import { findingsInReportOrder, inReportOrder } from '../findings/order.js'
import { forXml, oneLine } from '../common/text.js'
import { SEVERITY_LABEL, formatCount } from '../report/format.js'
import {
  applicationLabel,
  incompleteReason,
  type AppBuild,
  type AppOccurrence,
  type AppReport
} from './app-report.js'

/** Occurrences a failure lists by method and URL; the JSON report has every one. */
export const MAX_LISTED_OCCURRENCES = 100

interface Case {
  name: string
  failure?: { message: string; type: string; text: string }
  skipped?: string
  error?: { message: string; type: string }
  /** Said beside the verdict of the case: the finding's `warn` occurrences. */
  out?: string
}

type Element = Record<string, unknown>

export function buildJunit(reports: readonly AppReport[]): string {
  const suites = reports.map((r) => ({ report: r, cases: casesOf(r) }))
  const all = suites.flatMap((s) => s.cases)
  const doc = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    testsuites: {
      '@_name': 'security-test',
      // <testsuites> has no `skipped` in either schema: the suites say it.
      ...counts(all, false),
      testsuite: suites.map(({ report, cases }) => {
        const label = forXml(applicationLabel(report), 300)
        const property = properties(report)
        return {
          '@_name': label,
          ...counts(cases, true),
          ...timestamp(report.finishedAt ?? report.generatedAt),
          // jenkins-junit.xsd: a <properties> holds at least one <property>.
          ...(property.length > 0 ? { properties: { property } } : {}),
          testcase: cases.map((c) => testcase(label, c))
        }
      })
    }
  }
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    textNodeName: '#text',
    format: true,
    suppressEmptyNode: true,
    // Its default writes an attribute whose value is "true" as a bare name, which is no XML
    // (the `reused` property is "true").
    suppressBooleanAttributes: false
  })
  return `${String(builder.build(doc)).trimEnd()}\n`
}

function counts(cases: readonly Case[], withSkipped: boolean): Element {
  const n = (what: 'failure' | 'skipped' | 'error'): string =>
    String(cases.filter((c) => c[what] !== undefined).length)
  return {
    '@_tests': String(cases.length),
    '@_failures': n('failure'),
    '@_errors': n('error'),
    ...(withSkipped ? { '@_skipped': n('skipped') } : {}),
    '@_time': '0'
  }
}

function properties(report: AppReport): Element[] {
  const props: Array<[string, string | undefined]> = [
    ['application-token', report.application.token],
    ['application-url', report.application.url],
    ['outcome', report.outcome],
    ['result-token', report.resultToken],
    ['verdict', report.verdictLine],
    ...buildProperties(report.build)
  ]
  return props
    .filter((p): p is [string, string] => Boolean(p[1]))
    .map(([name, value]) => ({ '@_name': name, '@_value': forXml(oneLine(value), 1000) }))
}

/** Which build the verdict is about (issue 21); nothing when the report does not know it. */
function buildProperties(b: AppBuild | undefined): Array<[string, string | undefined]> {
  if (!b) return []
  return [
    ['commit', b.commit],
    ['commit-source', b.commitSource],
    ['deployment-url', b.deploymentUrl],
    ['build-check', b.buildCheck],
    ['shown-by', b.shownBy],
    ['reused', String(b.reused)],
    ['reused-test', b.reusedTest],
    ['baseline-source', b.baselineSource]
  ]
}

function testcase(classname: string, c: Case): Element {
  const test: Element = { '@_classname': classname, '@_name': c.name, '@_time': '0' }
  if (c.failure) {
    test.failure = {
      '@_message': c.failure.message,
      '@_type': c.failure.type,
      '#text': c.failure.text
    }
  }
  // jenkins-junit.xsd: <skipped> is text only (Jenkins reads the text when there is no message).
  if (c.skipped !== undefined) test.skipped = { '#text': c.skipped }
  if (c.error) test.error = { '@_message': c.error.message, '@_type': c.error.type }
  // Both schemas: <system-out> (text) after the verdict elements of a test case.
  if (c.out !== undefined) test['system-out'] = { '#text': c.out }
  return test
}

function casesOf(report: AppReport): Case[] {
  // An incomplete run is one case in error first, also when a partial result gave findings: the
  // suite is never all green for a run that did not end with its verdict.
  const why = incompleteReason(report)
  const incomplete: Case[] =
    why === undefined
      ? []
      : [
          {
            name: 'security test',
            error: { message: forXml(oneLine(why), 2000), type: forXml(report.outcome, 30) }
          }
        ]
  if (report.verdictLine === undefined) return incomplete
  return [...incomplete, ...findingCases(report)]
}

function findingCases(report: AppReport): Case[] {
  const byFinding = new Map<string, AppOccurrence[]>()
  for (const o of inReportOrder(report.occurrences)) {
    const list = byFinding.get(o.findingKey)
    if (list) list.push(o)
    else byFinding.set(o.findingKey, [o])
  }
  const cases: Case[] = []
  for (const f of findingsInReportOrder(report.findings, report.occurrences)) {
    const all = byFinding.get(f.key) ?? []
    // monitor policy: the JSON report and SARIF only. A finding seen only under it has no case.
    const occurrences = all.filter((o) => o.state !== 'monitored')
    if (all.length > 0 && occurrences.length === 0) continue
    const c = findingCase(f, occurrences)
    const warned = occurrences.filter((o) => o.state === 'warned')
    if (warned.length > 0) {
      const n = warned.length
      c.out =
        `Warned by policy (warn: shown, never fails the build): ${formatCount(n)} open ` +
        `occurrence${n === 1 ? '' : 's'} of ${forXml(oneLine(f.name), 500)}\n${occurrenceList(warned)}`
    }
    cases.push(c)
  }
  return cases
}

function findingCase(f: AppReport['findings'][number], occurrences: AppOccurrence[]): Case {
  const name = forXml(`${SEVERITY_LABEL[f.severity]}: ${oneLine(f.name) || 'Unnamed finding'}`, 500)
  const counted = occurrences.filter((o) => o.counted)
  if (counted.length > 0) {
    const n = counted.length
    return {
      name,
      failure: {
        message: forXml(
          `${formatCount(n)} counted unfixed occurrence${n === 1 ? '' : 's'} of ${oneLine(f.name)}`,
          600
        ),
        type: f.severity,
        text: occurrenceList(counted)
      }
    }
  }
  const open = occurrences.filter((o) => o.state !== 'fixed')
  const accepted = open.filter((o) => o.state === 'ignored')
  if (accepted.length > 0 && accepted.length === open.length) {
    const why = accepted[0]?.ignoredBecause
    const reason = why
      ? `${oneLine(why.reason)} (until ${oneLine(why.expires)})`
      : 'no reason given'
    return { name, skipped: forXml(`Accepted risk: ${reason}`, 1000) }
  }
  return { name }
}

/** One line per occurrence: method, URL, the service's status and how the gate saw it. */
function occurrenceList(occurrences: readonly AppOccurrence[]): string {
  const lines = occurrences
    .slice(0, MAX_LISTED_OCCURRENCES)
    .map(
      (o) =>
        `${forXml(oneLine(o.method) || '(no method)', 20)} ${forXml(oneLine(o.url), 2000)}` +
        (o.status
          ? ` (status: ${forXml(oneLine(o.status), 60)}; ${stateWords(o)})`
          : ` (${stateWords(o)})`)
    )
  const left = occurrences.length - lines.length
  if (left > 0) lines.push(`… and ${formatCount(left)} more in the JSON report`)
  return lines.join('\n')
}

/** The gate's state, with the regression or escalation marker. */
function stateWords(o: AppOccurrence): string {
  if (o.regressed === true) return `${o.state}, regressed: was Fixed`
  return o.escalatedFrom ? `${o.state}, escalated: accepted as ${o.escalatedFrom}` : o.state
}

/** JUnit's `timestamp` is an ISO 8601 time without a zone (taken as UTC here). */
function timestamp(iso: string | undefined): Element {
  const t = iso ? Date.parse(iso) : NaN
  return Number.isNaN(t) ? {} : { '@_timestamp': new Date(t).toISOString().slice(0, 19) }
}
