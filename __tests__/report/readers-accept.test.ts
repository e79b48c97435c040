// Every report fed to the tool that reads it, for a normal, a hostile, a several-applications and
// a 100,000-occurrence run (issue 23): SARIF to Microsoft's SARIF multitool with its GitHub
// rules and to code scanning's documented limits; the GitLab DAST report to GitLab's formats
// 15.0.0 and 15.2.1 and its identity, description and size rules; JUnit to Jenkins' schemas.
/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read generated JSON loosely */
import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Finding, JudgedOccurrence } from '../../src/findings/types.js'
import type { ReportContext } from '../../src/report/context.js'
import { buildJsonReport } from '../../src/report/json-report.js'
import {
  GITHUB_SARIF_LIMITS,
  SARIF_TEXT_BOUNDS,
  sarifCategory,
  writeSarif
} from '../../src/report/sarif.js'
import { buildGitlabDast } from '../../src/native-reports/gitlab-dast.js'
import { buildJunit } from '../../src/native-reports/junit.js'
import { gitlabIdentity, validateGitlabDast } from '../../__fixtures__/gitlab-schema.js'
import { jenkinsSchemaErrors } from '../../__fixtures__/junit-schema.js'
import { appReport } from '../../__fixtures__/native-reports.js'
import {
  buildContext,
  bulkContext,
  context,
  finding,
  hostileContext,
  occurrence,
  verdict
} from '../../__fixtures__/report-context.js'
import { githubLimitErrors, multitoolFindings } from '../../__fixtures__/sarif-multitool.js'

const TIMES = { started: new Date('2026-01-02T03:04:05Z'), ended: new Date('2026-01-02T03:14:05Z') }

/**
 * A finding of 5,053 characters and no description, its 255th character inside a surrogate pair:
 * code scanning refused the rule it made (name 300, full description 5,017 characters).
 */
const LONG_NAME = 'N'.repeat(253) + '\u{1f600}'.repeat(2400)
const long: Finding = finding(LONG_NAME, 'high', {
  cwe: Array.from({ length: 30 }, (_, i) => `CWE-${i + 1}`)
})

function hostileRun(): ReportContext[] {
  const ctx = hostileContext()
  const occurrences: JudgedOccurrence[] = [
    ...(ctx.verdict?.occurrences ?? []),
    occurrence(long, 'https://app.test/long')
  ]
  return [{ ...ctx, findings: [...ctx.findings, long], verdict: verdict(occurrences) }]
}

/** Three applications with the same findings on the same paths, and near-identical URLs. */
function severalApplications(): ReportContext[] {
  const sqli = finding('SQL Injection', 'critical', { cwe: ['CWE-89'], description: 'Query.' })
  const xss = finding('Cross Site Scripting', 'medium', { cwe: ['79'] })
  return ['shop.test', 'api.shop.test', 'admin.shop.test'].map((host, i) =>
    context(
      [sqli, xss],
      [
        occurrence(sqli, `https://${host}/search?q=1`, { method: 'POST' }),
        occurrence(sqli, `https://${host}/search?q=2`, { method: 'POST' }),
        occurrence(sqli, `https://${host}/login/`),
        occurrence(sqli, `https://${host}/login`),
        occurrence(xss, `https://${host}/comment`),
        occurrence(xss, `https://${host}/old`, { state: 'fixed' })
      ],
      {
        application: { token: String(i + 1).repeat(32), name: host, url: `https://${host}` },
        meta: { applicationName: host, url: `https://${host}` }
      }
    )
  )
}

const RUNS: Array<[string, () => ReportContext[]]> = [
  // A known build: the commit in versionControlProvenance (the multitool's SARIF2007 looks there).
  ['a normal run', () => [buildContext()]],
  ['a hostile run', hostileRun],
  ['a run of several applications', severalApplications],
  ['a 100,000-occurrence run', () => [bulkContext(100_000)]]
]

describe.each(RUNS)('%s', (_name, make) => {
  const contexts = make()
  const reports = contexts.map(appReport)

  it("SARIF: the multitool's GitHub rules pass and every code scanning limit holds", () => {
    const dir = mkdtempSync(join(tmpdir(), 'sarif-readers-'))
    const files = contexts.map((ctx, i) => {
      const file = join(dir, `app-${i}.sarif`)
      writeSarif(file, ctx, {
        anchorFile: '.github/workflows/security.yml',
        category: sarifCategory(ctx.application.token)
      })
      return file
    })
    for (const file of files) expect(githubLimitErrors(readFileSync(file, 'utf8'))).toEqual([])
    expect(multitoolFindings(files)).toEqual([])
  }, 180_000)

  it('GitLab: valid under 15.0.0 and 15.2.1, one identity per occurrence, within the budgets', () => {
    const doc: any = buildGitlabDast(reports, TIMES)
    const ok = validateGitlabDast(doc)
    expect(validateGitlabDast.errors ?? []).toEqual([])
    expect(ok).toBe(true)
    const open = reports.reduce(
      (n, r) => n + r.occurrences.filter((o) => o.state !== 'fixed').length,
      0
    )
    expect(doc.vulnerabilities).toHaveLength(Math.min(open, 10_000))
    for (const normalised of [false, true]) {
      const ids = doc.vulnerabilities.map((v: any) => gitlabIdentity(v, normalised))
      expect(new Set(ids).size).toBe(doc.vulnerabilities.length)
    }
  }, 60_000)

  it("JUnit: valid under Jenkins' junit-10.xsd and jenkins-junit.xsd", () => {
    const xml = buildJunit(reports)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
    expect(xml).not.toContain('\ufffd')
    expect(jenkinsSchemaErrors(xml)).toEqual([])
  }, 60_000)
})

describe('the checks themselves', () => {
  it('the multitool does reject what code scanning refuses: a result without locations', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sarif-bad-'))
    const file = join(dir, 'bad.sarif')
    const ctx = buildContext()
    writeSarif(file, ctx, { anchorFile: 'README.md', category: 'security-test/x/' })
    const log = JSON.parse(readFileSync(file, 'utf8'))
    delete log.runs[0].results[0].locations
    log.runs[0].tool.driver.rules[0].name = 'x'.repeat(256)
    writeFileSync(file, JSON.stringify(log))
    expect(multitoolFindings([file]).map((f) => f.ruleId)).toContain('GH1015')
    expect(githubLimitErrors(readFileSync(file, 'utf8'))).toEqual([
      'runs[0].rules[0].name: 256 characters',
      'runs[0].results[0]: 0 locations'
    ])
  }, 60_000)
})

describe('a rule over GitHub’s limits', () => {
  it('is cut at a character boundary, kept whole in help and in the JSON report', () => {
    const [ctx] = hostileRun()
    const dir = mkdtempSync(join(tmpdir(), 'sarif-long-'))
    const file = join(dir, 'long.sarif')
    writeSarif(file, ctx!, { anchorFile: 'README.md', category: 'security-test/x/' })
    const log = JSON.parse(readFileSync(file, 'utf8'))
    const rule = log.runs[0].tool.driver.rules.find((r: any) => r.id === long.key)
    expect(rule.name).toBe(`${'N'.repeat(253)}…`)
    expect(rule.name.length).toBeLessThanOrEqual(GITHUB_SARIF_LIMITS.ruleName)
    expect(rule.shortDescription.text.length).toBeLessThanOrEqual(1024)
    expect(rule.fullDescription.text.length).toBeLessThanOrEqual(1024)
    expect(rule.fullDescription.text.endsWith('\u{1f600}…')).toBe(true)
    expect(rule.help.text).toContain(`Finding: ${LONG_NAME}`)
    expect(rule.help.text).toContain('Remediation: The service gave no remediation')
    // No description of its own: the name is not said twice.
    expect(rule.help.text).not.toContain('Description:')
    expect(rule.help.markdown).toContain('**Finding:**')
    expect(rule.help.markdown.length).toBeLessThanOrEqual(SARIF_TEXT_BOUNDS.help)
    expect(rule.properties.tags).toHaveLength(10)
    const json: any = buildJsonReport(ctx!)
    expect(json.findings.find((f: any) => f.key === long.key).name).toBe(LONG_NAME)
  })
})
