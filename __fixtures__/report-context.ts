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
import type { BuildUnderTest } from '../src/build.js'
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
export function verdict(
  occurrences: readonly JudgedOccurrence[],
  extra: Partial<Verdict> = {}
): Verdict {
  const counts = {
    unfixed: zeroCounts(),
    fixed: zeroCounts(),
    new: zeroCounts(),
    counted: zeroCounts(),
    ignored: zeroCounts(),
    warned: zeroCounts(),
    regressed: zeroCounts(),
    monitored: zeroCounts(),
    monitoredNew: zeroCounts(),
    fixedSinceBaseline: 0,
    total: occurrences.length
  }
  for (const o of occurrences) {
    if (o.fixed) counts.fixed[o.severity] += 1
    else counts.unfixed[o.severity] += 1
    if (o.state === 'new') counts.new[o.severity] += 1
    if (o.counted) counts.counted[o.severity] += 1
    if (o.state === 'ignored') counts.ignored[o.severity] += 1
    if (o.state === 'monitored') counts.monitored[o.severity] += 1
    if (o.state === 'warned') counts.warned[o.severity] += 1
    if (o.regressed === true) counts.regressed[o.severity] += 1
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
    expiringRules: [],
    staleRules: [],
    warnings: [],
    ...extra
  }
}

export function context(
  findings: Finding[],
  occurrences: readonly JudgedOccurrence[],
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

/** A build known in every way: commit, deployment, a build check that passed twice, a reuse. */
export function fullBuild(): BuildUnderTest {
  return {
    commit: { sha: '0123456789abcdef0123456789abcdef01234567', source: "the pull request's head" },
    deployment: {
      id: '4242',
      environment: 'preview',
      environmentUrl: 'https://pr-7.shop.test/',
      link: 'https://vercel.test/shop/deployments/4242',
      succeededAt: Date.parse('2026-11-05T09:00:00Z')
    },
    buildCheck: {
      url: 'https://pr-7.shop.test/__version__',
      before: { matched: true, at: Date.parse('2026-11-05T09:01:00Z') },
      after: { matched: true, at: Date.parse('2026-11-05T09:40:00Z') }
    },
    shownBy: 'deployment and build-check',
    since: Date.parse('2026-11-05T09:00:00Z'),
    reused: {
      resultToken: 'd'.repeat(32),
      startTime: Date.parse('2026-11-05T09:05:00Z'),
      endTime: Date.parse('2026-11-05T09:35:00Z')
    }
  }
}

/** The ordinary result of a known build, compared with a default-branch baseline. */
export function buildContext(extra: Partial<ReportContext> = {}): ReportContext {
  return ordinaryContext({
    build: fullBuild(),
    startedAt: '2026-11-05T09:05:00.000Z',
    finishedAt: '2026-11-05T09:35:00.000Z',
    baseline: {
      source: 'default-branch run 77 (commit fedcba9)',
      resultToken: 'e'.repeat(32),
      unfixed: new Set()
    },
    repository: {
      uri: 'https://github.com/shop/web',
      commitBase: 'https://github.com/shop/web/commit/'
    },
    ...extra
  })
}

/** A build whose every text is an attack: source, environment, URLs, served excerpts, baseline. */
export function hostileBuildContext(): ReportContext {
  const build = fullBuild()
  return buildContext({
    build: {
      ...build,
      commit: { sha: `abc1234${HOSTILE.jsLink}`, source: ALL_HOSTILE },
      deployment: {
        id: HOSTILE.commands,
        environment: ALL_HOSTILE,
        environmentUrl: HOSTILE_URLS[2],
        link: 'javascript:alert(1)',
        succeededAt: Number.NaN
      },
      buildCheck: {
        url: HOSTILE_URLS[1] as string,
        before: { matched: false, at: 0, served: `${ALL_HOSTILE}${HUGE}` },
        after: { matched: false, at: Number.POSITIVE_INFINITY, served: HOSTILE.commands }
      },
      shownBy: 'nothing',
      reused: { resultToken: ALL_HOSTILE, startTime: Number.NaN }
    },
    baseline: { source: ALL_HOSTILE, resultToken: HUGE, unfixed: new Set() },
    startedAt: HOSTILE.commands,
    finishedAt: HUGE
  })
}
