// The BUILT command-line tool's native reports, against the simulator serving hostile findings:
// JUnit that parses as XML, a GitLab DAST report valid against the requirements of GitLab's 15.0.0
// format (__fixtures__/gitlab/), SARIF valid against 2.1.0, and on Azure Pipelines (TF_BUILD) findings as logissue lines that no finding can
// turn into a logging command of its own. Each CI system gets its native file by default.
/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read parsed XML and JSON loosely */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FindingSpec } from '../../sim/index.js'
import { APP, shopScenario } from '../../sim/accounts.js'
import { ALL_HOSTILE, HOSTILE, HOSTILE_URLS } from '../../__fixtures__/hostile.js'
import { validateGitlabDast } from '../../__fixtures__/gitlab-schema.js'
import { vulnerabilityId } from '../../src/native-reports/gitlab-dast.js'
import { parseJunit } from '../../__fixtures__/native-reports.js'
import { validateSarif } from '../../__fixtures__/sarif-schema.js'
import { closeSims, startSim, type Simulator } from '../../__fixtures__/simulator.js'
import { TOOL_SCAN, fileOf, logLines, tool, type ToolResult } from '../../__fixtures__/tool.js'

/** Azure's logging commands, as a finding might carry them, in every field. */
const VSO = '##vso[task.setvariable variable=pwned]1'
const HOSTILE_FINDINGS: FindingSpec[] = [
  {
    name: `${HOSTILE.script} ${HOSTILE.commands} ${VSO}`,
    severity: 'Critical',
    description: ALL_HOSTILE,
    remediation: `${HOSTILE.jsLink} ${VSO}`,
    cwe: 'CWE-79',
    occurrences: HOSTILE_URLS.map((url, i) => ({
      status: i % 2 ? 'Open' : `Not Fixed\r\n${VSO}`,
      method: i === 0 ? `GET\n##vso[task.complete result=Succeeded]` : 'POST',
      url
    }))
  },
  {
    // More error-level occurrences than the 10 an annotation level holds.
    name: `##vso[task.logissue type=error]fake section_start:1700000000:evil\r\u001b[0K ::error::x`,
    severity: 'High',
    occurrences: Array.from({ length: 8 }, (_, i) => ({
      status: 'Open',
      method: 'GET',
      url: `https://app.test/h/${i}?q=${encodeURIComponent(VSO)}##[error]`
    }))
  },
  {
    name: `${HOSTILE.controls} ${HOSTILE.bidi} ${HOSTILE.loneSurrogates} ${HOSTILE.percent}`,
    severity: 'Medium',
    occurrences: [{ status: 'Open', method: 'GET', url: `https://app.test/${HOSTILE.percent}` }]
  },
  {
    name: `Low ${HOSTILE.html} ]; type=error`,
    severity: 'Low',
    occurrences: [{ status: 'Open', method: 'GET', url: 'https://app.test/low];x=%0A' }]
  }
]
const UNFIXED = 7 + 8 + 1 + 1

let sim: Simulator
beforeAll(async () => {
  sim = await startSim(shopScenario({ test: { durationMs: 200, findings: HOSTILE_FINDINGS } }))
})
afterAll(closeSims)

const FILES = {
  'junit-file': 'out/junit.xml',
  'gitlab-report-file': 'out/gitlab.json',
  'summary-file': 'out/summary.md'
}

const junitOf = (run: ToolResult, path: string): any => parseJunit(fileOf(run, path))

function expectValid(validate: typeof validateSarif, doc: unknown): void {
  const ok = validate(doc)
  expect(validate.errors ?? []).toEqual([])
  expect(ok).toBe(true)
}

/** No line of stderr (people) is a logging command of any CI system, and none has an escape. */
function expectInertLog(run: ToolResult): void {
  for (const line of run.stderr.split(/\r\n?|\n/)) {
    expect(line).not.toMatch(/^\s*::|##vso\[|##\[|##teamcity\[|section_(start|end):/i)
    expect(line).not.toContain('\u001b')
  }
}

describe('native reports of a scan with hostile findings', () => {
  let run: ToolResult
  beforeAll(async () => {
    run = await tool(sim, 'scan', { ...TOOL_SCAN, ...FILES })
  }, 60_000)

  it('fails the gate with the counts of the hostile result', () => {
    expect(run.exitCode).toBe(1)
    expect(run.outputs).toMatchObject({ outcome: 'failed', 'unfixed-count': String(UNFIXED) })
    expectInertLog(run)
    expect(run.stdout).toBe('')
  })

  it('writes JUnit that parses as XML: one suite, one failing case per finding, payloads as text', () => {
    const doc = junitOf(run, FILES['junit-file'])
    const [suite] = doc.testsuites.testsuite
    expect(suite.name).toBe(`Shop web (${APP})`)
    expect(suite.tests).toBe('4')
    expect(suite.failures).toBe('4')
    const cases: any[] = suite.testcase
    expect(cases.map((c) => c.name.split(':')[0])).toEqual(['Critical', 'High', 'Medium', 'Low'])
    expect(cases[0].name).toContain('<script>alert(document.cookie)</script>')
    expect(cases[1].failure['#text'].split('\n')).toHaveLength(8)
    const xml = fileOf(run, FILES['junit-file'])
    // eslint-disable-next-line no-control-regex -- control characters are what we look for
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffd-\uffff]/)
    expect(xml).not.toMatch(/##vso\[|##\[|^\s*::/im)
  })

  it('writes a GitLab DAST report valid against the 15.0.0 and 15.2.1 formats, one vulnerability per occurrence', () => {
    const doc = JSON.parse(fileOf(run, FILES['gitlab-report-file']))
    expectValid(validateGitlabDast, doc)
    expect(doc.vulnerabilities).toHaveLength(UNFIXED)
    expect(new Set(doc.vulnerabilities.map((v: any) => v.id)).size).toBe(UNFIXED)
    expect(doc.scan.scanned_resources.length).toBeGreaterThan(UNFIXED)
    // Stable: made from the application and the JSON report's occurrence identities.
    const report = JSON.parse(readFileSync(run.outputs['report-file'] as string, 'utf8'))
    const app = { application: { token: APP } } as Parameters<typeof vulnerabilityId>[0]
    const ids = report.occurrences
      .filter((o: any) => !o.fixed)
      .map((o: any) => vulnerabilityId(app, o))
    expect(doc.vulnerabilities.map((v: any) => v.id).sort()).toEqual(ids.sort())
  })

  it('writes valid SARIF and the summary file', () => {
    expectValid(
      validateSarif,
      JSON.parse(readFileSync(run.outputs['sarif-file'] as string, 'utf8'))
    )
    const summary = fileOf(run, FILES['summary-file'])
    expect(summary).toContain('Security test')
    // Read as plain text on GitLab and Jenkins: no character reference stands for a character,
    // but for the findings' own HTML (`&lt;script>`), which stays an entity (text.ts).
    expect(summary).not.toMatch(/&(?!lt;|amp;)(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i)
    expect(summary).toContain('max-unfixed 0')
  })
})

describe('Azure Pipelines (TF_BUILD)', () => {
  let run: ToolResult
  beforeAll(async () => {
    run = await tool(sim, 'scan', TOOL_SCAN, { env: { TF_BUILD: 'True' } })
  }, 60_000)

  it('findings are logissue lines, capped per level with one overflow line; the summary is attached', () => {
    expect(run.exitCode).toBe(1)
    const lines = run.stdout.split('\n').filter((l) => l !== '')
    const errors = lines.filter((l) => l.startsWith('##vso[task.logissue type=error]'))
    const warnings = lines.filter((l) => l.startsWith('##vso[task.logissue type=warning]'))
    // 9 finding errors fit beside the failure line in the 10 a level holds.
    expect(errors).toHaveLength(10)
    expect(errors.at(-1)).toMatch(/^##vso\[task\.logissue type=error\]17 unfixed occurrences /)
    expect(
      warnings.some((l) => /\d+ more counted unfixed occurrences are not annotated/.test(l))
    ).toBe(true)
    const summary = join(run.cwd, 'security-test-results', 'summary.md')
    // The failure line comes last, after the summary is attached.
    expect(lines.slice(-2, -1)).toEqual([`##vso[task.uploadsummary]${summary}`])
    expect(readFileSync(summary, 'utf8')).toMatch(/^## Security test: ❌ Failed/)
  })

  it('a hostile finding starts no logging command: stdout holds only our own commands', () => {
    for (const line of run.stdout.split('\n').filter((l) => l !== '')) {
      expect(line).toMatch(/^##vso\[task\.(logissue type=(error|warning)|uploadsummary)\]/)
      // One command per line: nothing after our own `]` is read as another.
      expect(line.slice(line.indexOf(']') + 1)).not.toMatch(/##vso\[|##\[/i)
      // The message is one line: Azure's own escapes for line breaks, no raw CR.
      expect(line).not.toContain('\r')
    }
    expect(run.stdout).toContain('alert(document.cookie)')
    expectInertLog(run)
  })
})

describe('each CI system gets its native file by default', () => {
  it.concurrent.each([
    ['GitLab CI', { GITLAB_CI: 'true' }, 'gl-dast-report.json'],
    ['Jenkins', { JENKINS_URL: 'https://jenkins.test/' }, 'security-test-results/junit.xml'],
    ['CircleCI', { CIRCLECI: 'true' }, 'security-test-results/junit.xml'],
    ['Bitbucket', { BITBUCKET_BUILD_NUMBER: '17' }, 'test-results/security-test/junit.xml']
  ])('%s', async (_name, env, file) => {
    const run = await tool(sim, 'scan', TOOL_SCAN, { env })
    expect(run.exitCode).toBe(1)
    expect(logLines(run)).toContain(
      `Wrote the ${file.endsWith('.xml') ? 'JUnit file' : 'GitLab report'} ${join(run.cwd, file)}`
    )
    if (file.endsWith('.xml')) expect(junitOf(run, file).testsuites.failures).toBe('4')
    else expectValid(validateGitlabDast, JSON.parse(fileOf(run, file)))
    expect(existsSync(join(run.cwd, 'gl-dast-report.json'))).toBe(file === 'gl-dast-report.json')
  })

  it.concurrent(
    'a test that failed on the service is an error case in JUnit and a failed GitLab scan',
    async () => {
      const failing = await startSim(shopScenario({ test: { end: 'failed' } }))
      const run = await tool(failing, 'scan', { ...TOOL_SCAN, ...FILES })
      expect(run.exitCode).toBe(4)
      const [suite] = junitOf(run, FILES['junit-file']).testsuites.testsuite
      expect(suite.errors).toBe('1')
      expect(suite.testcase[0].error.type).toBe('stopped')
      const gitlab = JSON.parse(fileOf(run, FILES['gitlab-report-file']))
      expectValid(validateGitlabDast, gitlab)
      expect(gitlab.scan.status).toBe('failure')
      expect(gitlab.vulnerabilities).toEqual([])
    }
  )
})
