// Report test data built directly as the domain types (no parser involved), plus a hostile set.
import { createHash } from 'node:crypto'
import { SEVERITIES, zeroCounts } from '../src/findings/types.js'
import type {
  Finding,
  JudgedOccurrence,
  OccurrenceState,
  Severity,
  Verdict
} from '../src/findings/types.js'
import type { ReportContext } from '../src/report/context.js'
import { ALL_HOSTILE, HOSTILE, HOSTILE_URLS, HUGE } from './hostile.js'

export function key(s: string): string {
  return createHash('sha256').update(s).digest('hex').slice(0, 16)
}

export function finding(name: string, severity: Severity, extra: Partial<Finding> = {}): Finding {
  return { key: key(name), name, severity, cwe: [], ...extra }
}

export function occurrence(
  f: Finding,
  url: string,
  extra: Partial<JudgedOccurrence> = {}
): JudgedOccurrence {
  const method = extra.method ?? 'GET'
  const state: OccurrenceState = extra.state ?? (extra.fixed ? 'fixed' : 'new')
  return {
    id: key(`${f.name}\n${method}\n${url}`),
    findingKey: f.key,
    name: f.name,
    severity: f.severity,
    method,
    url,
    normalizedUrl: url,
    status: state === 'fixed' ? 'Fixed' : 'Not Fixed',
    fixed: state === 'fixed',
    state,
    counted: state === 'new' || state === 'existing',
    isNew: state === 'new',
    ...extra
  }
}

/** A verdict whose counts agree with its occurrences. */
export function verdict(occurrences: JudgedOccurrence[], extra: Partial<Verdict> = {}): Verdict {
  const counts = {
    unfixed: zeroCounts(),
    fixed: zeroCounts(),
    new: zeroCounts(),
    counted: zeroCounts(),
    ignored: zeroCounts(),
    fixedSinceBaseline: 0,
    total: occurrences.length
  }
  for (const o of occurrences) {
    if (o.fixed) counts.fixed[o.severity] += 1
    else counts.unfixed[o.severity] += 1
    if (o.state === 'new') counts.new[o.severity] += 1
    if (o.counted) counts.counted[o.severity] += 1
    if (o.state === 'ignored') counts.ignored[o.severity] += 1
  }
  const counted = SEVERITIES.reduce((n, s) => n + counts.counted[s], 0)
  return {
    passed: counted === 0,
    line:
      counted === 0
        ? 'No counted unfixed occurrences.'
        : `${counted} counted unfixed occurrences exceed max-unfixed 0.`,
    threshold: 'any',
    budget: { kind: 'total', max: 0 },
    occurrences,
    counts,
    expiredRules: [],
    warnings: [],
    ...extra
  }
}

export function context(
  findings: Finding[],
  occurrences: JudgedOccurrence[],
  extra: Partial<ReportContext> = {}
): ReportContext {
  const v = verdict(occurrences)
  return {
    outcome: v.passed ? 'passed' : 'failed',
    command: 'scan',
    verdict: v,
    findings,
    meta: { applicationName: 'Shop', url: 'https://shop.test' },
    application: { token: 'a'.repeat(32), name: 'Shop', url: 'https://shop.test' },
    resultToken: 'b'.repeat(32),
    status: 'completed',
    progress: 100,
    serviceTestUrl: 'https://service.test/app/results/' + 'b'.repeat(32),
    baseUrl: 'https://api.service.test',
    apiVersion: 'v2',
    inputs: { threshold: 'any', budget: { kind: 'total', max: 0 }, baseline: { kind: 'none' } },
    warnings: [],
    ...extra
  }
}

/** A small ordinary result: two findings, three unfixed and one fixed occurrence. */
export function ordinaryContext(extra: Partial<ReportContext> = {}): ReportContext {
  const sqli = finding('SQL Injection', 'critical', {
    cwe: ['CWE-89'],
    score: 9.8,
    description: 'User input reaches a query.',
    remediation: 'Use parameterised queries.'
  })
  const xss = finding('Cross Site Scripting', 'medium', { cwe: ['79'] })
  const occ = [
    occurrence(sqli, 'https://shop.test/search?q=1', { method: 'POST' }),
    occurrence(sqli, 'https://shop.test/login'),
    occurrence(xss, 'https://shop.test/comment'),
    occurrence(xss, 'https://shop.test/old', { state: 'fixed' })
  ]
  return context([sqli, xss], occ, extra)
}

/** Every hostile string as a finding name, a description, a remediation, a URL, a status. */
export function hostileContext(): ReportContext {
  const texts = [...Object.values(HOSTILE), ALL_HOSTILE, HUGE]
  const severities: Severity[] = ['critical', 'high', 'medium', 'low', 'very-low', 'unknown']
  const findings = texts.map((t, i) =>
    finding(t, severities[i % severities.length] as Severity, {
      description: t,
      remediation: `${t}\n\n${HUGE}`,
      severityLabel: t,
      cwe: [t, 'CWE-79']
    })
  )
  const occ: JudgedOccurrence[] = []
  findings.forEach((f, i) => {
    for (const url of [...HOSTILE_URLS, texts[i] as string]) {
      occ.push(occurrence(f, url, { method: texts[(i + 1) % texts.length], status: ALL_HOSTILE }))
    }
    occ.push(
      occurrence(f, `https://app.test/ignored/${i}`, {
        state: 'ignored',
        counted: false,
        ignoredBecause: { reason: ALL_HOSTILE, expires: HOSTILE.script }
      })
    )
  })
  return context(findings, occ, {
    application: { token: 'c'.repeat(32), name: ALL_HOSTILE, url: HOSTILE_URLS[1] },
    meta: { projectName: ALL_HOSTILE, applicationName: HOSTILE.img, generatedDate: HUGE },
    status: ALL_HOSTILE,
    warnings: [ALL_HOSTILE, HUGE],
    serviceTestUrl: 'javascript:alert(1)'
  })
}

/** n occurrences spread over 50 findings and all severities (the 100,000-occurrence case). */
export function bulkContext(n: number, extra: Partial<ReportContext> = {}): ReportContext {
  const findings = Array.from({ length: 50 }, (_, i) =>
    finding(`Finding ${i}`, SEVERITIES[i % SEVERITIES.length] as Severity, {
      remediation: `Fix number ${i}.`
    })
  )
  const occ = Array.from({ length: n }, (_, i) =>
    occurrence(findings[i % 50] as Finding, `https://shop.test/page/${i}?item=${i * 7}`)
  )
  return context(findings, occ, extra)
}
