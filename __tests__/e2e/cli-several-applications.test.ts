// The built command-line tool with several applications (issue 14's estate, issue 15's tool):
// one run, one exit code, one JUnit suite per application and one GitLab report for them all.
/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read parsed XML and JSON loosely */
import { afterAll, expect, it } from '@jest/globals'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { ADMIN, API, ESTATE, KNOWN_FINDINGS, STORE, estateScenario } from '../../sim/accounts.js'
import { gitlabIdentity, validateGitlabDast } from '../../__fixtures__/gitlab-schema.js'
import { parseJunit } from '../../__fixtures__/native-reports.js'
import { githubLimitErrors, multitoolFindings } from '../../__fixtures__/sarif-multitool.js'
import { closeSims, count, startSim } from '../../__fixtures__/simulator.js'
import { fileOf, logLines, tool } from '../../__fixtures__/tool.js'

afterAll(closeSims)

it.concurrent(
  'scans three applications: exit 1 for the failing one, a JUnit suite each, one GitLab report',
  async () => {
    const sim = await startSim(estateScenario())
    const run = await tool(sim, 'scan', {
      'application-token': ESTATE.join(','),
      'poll-interval': '1s',
      timeout: '1m',
      'fail-threshold': 'high',
      'junit-file': 'out/junit.xml',
      'gitlab-report-file': 'out/gitlab.json'
    })
    expect(run.exitCode).toBe(1)
    expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(3)
    expect(run.outputs.outcome).toBe('failed')
    const results = JSON.parse(run.outputs.results ?? '[]') as any[]
    expect(results.map((r) => [r['application-token'], r.outcome])).toEqual([
      [STORE, 'failed'],
      [API, 'passed'],
      [ADMIN, 'passed']
    ])

    const suites: any[] = parseJunit(fileOf(run, 'out/junit.xml')).testsuites.testsuite
    expect(suites.map((s) => s.name)).toEqual([
      `Storefront (${STORE})`,
      `API (${API})`,
      `Admin (${ADMIN})`
    ])

    const gitlab = JSON.parse(fileOf(run, 'out/gitlab.json'))
    expect(validateGitlabDast(gitlab)).toBe(true)
    // Every unfixed occurrence of every application: 7 + 0 + 1.
    expect(gitlab.vulnerabilities).toHaveLength(8)
    expect(new Set(gitlab.vulnerabilities.map((v: any) => v.id)).size).toBe(8)
  }
)

it.concurrent(
  'the same findings on the same URLs in three applications: each reader takes every file, no occurrence merged',
  async () => {
    // Before issue 23, GitLab read the 21 open occurrences of this run as 7 vulnerabilities.
    const sim = await startSim(
      estateScenario({ [API]: { findings: KNOWN_FINDINGS }, [ADMIN]: { findings: KNOWN_FINDINGS } })
    )
    const run = await tool(sim, 'scan', {
      'application-token': ESTATE.join(','),
      'poll-interval': '1s',
      timeout: '1m',
      'junit-file': 'out/junit.xml',
      'gitlab-report-file': 'out/gitlab.json'
    })
    expect(run.exitCode).toBe(1)
    const results = JSON.parse(run.outputs.results ?? '[]') as any[]
    expect(results).toHaveLength(3)

    // GitLab: both formats, and 7 open occurrences × 3 applications, each its own vulnerability
    // under GitLab's identity (primary identifier + path:method:param), old and new path reading.
    const gitlab = JSON.parse(fileOf(run, 'out/gitlab.json'))
    const ok = validateGitlabDast(gitlab)
    expect(validateGitlabDast.errors ?? []).toEqual([])
    expect(ok).toBe(true)
    expect(gitlab.vulnerabilities).toHaveLength(21)
    for (const normalised of [false, true]) {
      const identities = gitlab.vulnerabilities.map((v: any) => gitlabIdentity(v, normalised))
      expect(new Set(identities).size).toBe(21)
    }

    // JUnit: parseJunit checks Jenkins' two schemas.
    const suites: any[] = parseJunit(fileOf(run, 'out/junit.xml')).testsuites.testsuite
    expect(suites).toHaveLength(3)

    // SARIF, one file per application: GitHub's limits and the multitool's GitHub rules.
    const sarifFiles = results.map((r) => r['sarif-file'] as string)
    expect(new Set(sarifFiles).size).toBe(3)
    for (const file of sarifFiles) expect(githubLimitErrors(readFileSync(file, 'utf8'))).toEqual([])
    expect(multitoolFindings(sarifFiles)).toEqual([])
  },
  120_000
)

it.concurrent(
  'a report folder that cannot be written: each application an error after its verdict, exit 2, no green suite',
  async () => {
    const sim = await startSim(estateScenario())
    const blocker = join(mkdtempSync(join(tmpdir(), 'sta-blocked-')), 'not-a-folder')
    writeFileSync(blocker, 'a file, not a folder\n')
    const run = await tool(sim, 'scan', {
      'application-token': ESTATE.join(','),
      'poll-interval': '1s',
      timeout: '1m',
      'fail-threshold': 'none',
      'report-file': join(blocker, 'reports'),
      'junit-file': 'out/junit.xml',
      'gitlab-report-file': 'out/gitlab.json'
    })
    expect(run.exitCode).toBe(2)
    // The tests ran and were judged; only their files are missing.
    expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(3)
    expect(run.outputs.outcome).toBe('error')
    const results = JSON.parse(run.outputs.results ?? '[]') as any[]
    expect(results.map((r) => [r.outcome, r['report-file']])).toEqual([
      ['error', null],
      ['error', null],
      ['error', null]
    ])
    const suites: any[] = parseJunit(fileOf(run, 'out/junit.xml')).testsuites.testsuite
    expect(suites).toHaveLength(3)
    for (const suite of suites) {
      expect(suite.errors).toBe('1')
      expect(suite.testcase[0].error.message).toMatch(/Could not write the JSON report/)
    }
    const gitlab = JSON.parse(fileOf(run, 'out/gitlab.json'))
    expect(validateGitlabDast(gitlab)).toBe(true)
    expect(gitlab.scan.status).toBe('failure')
    expect(logLines(run).at(-1)).toMatch(
      /^Error: 3 of 3 applications did not pass — .*Could not write the JSON report/
    )
  }
)

// upload-sarif combines every .sarif file under the folder it is given into one upload, and code
// scanning takes at most 20 runs per upload: 22 applications get two numbered folders.
it.concurrent(
  'more than 20 applications: SARIF files in numbered folders of at most 20, each a share of one upload',
  async () => {
    const tokens = Array.from({ length: 22 }, (_, i) =>
      `est${String(i + 1).padStart(2, '0')}`.padEnd(32, '0')
    )
    const clean = estateScenario()
    const sim = await startSim({
      ...clean,
      projects: [
        {
          name: 'Estate',
          applications: tokens.map((token, i) => ({
            name: `App ${i + 1}`,
            url: `https://app${i + 1}.example.com`,
            token,
            verified: true,
            test: { durationMs: 200, findings: i % 2 === 0 ? KNOWN_FINDINGS : [] }
          }))
        }
      ]
    })
    const run = await tool(sim, 'scan', {
      'application-token': tokens.join(','),
      'poll-interval': '1s',
      timeout: '1m'
    })
    expect(run.outputs.outcome).toBe('failed')
    const folder = run.outputs['sarif-file'] as string
    expect(readdirSync(folder).sort()).toEqual(['1', '2'])
    expect(readdirSync(join(folder, '1'))).toHaveLength(20)
    expect(readdirSync(join(folder, '2'))).toHaveLength(2)
    const results = JSON.parse(run.outputs.results ?? '[]') as any[]
    expect(results.map((r) => dirname(r['sarif-file'] as string))).toEqual(
      tokens.map((_, i) => join(folder, i < 20 ? '1' : '2'))
    )
    expect(logLines(run).join('\n')).toContain(
      `22 applications: their SARIF files are in 2 folders of at most 20 (code scanning takes at most 20 runs per upload): upload each of ${join(folder, '1')}, ${join(folder, '2')} in its own step`
    )
    // Each folder is one upload as upload-sarif makes it: its runs combined, within GitHub's limits.
    for (const group of ['1', '2']) {
      const files = readdirSync(join(folder, group)).map((f) => join(folder, group, f))
      const combined = {
        ...JSON.parse(readFileSync(files[0]!, 'utf8')),
        runs: files.flatMap((f) => JSON.parse(readFileSync(f, 'utf8')).runs)
      }
      expect(githubLimitErrors(JSON.stringify(combined))).toEqual([])
    }
  },
  120_000
)
