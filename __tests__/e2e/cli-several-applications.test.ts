// The built command-line tool with several applications (issue 14's estate, issue 15's tool):
// one run, one exit code, one JUnit suite per application and one GitLab report for them all.
/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read parsed XML and JSON loosely */
import { afterAll, expect, it } from '@jest/globals'
import { ADMIN, API, ESTATE, STORE, estateScenario } from '../../__fixtures__/accounts.js'
import { validateGitlabDast } from '../../__fixtures__/gitlab-schema.js'
import { parseJunit } from '../../__fixtures__/native-reports.js'
import { closeSims, count, startSim } from '../../__fixtures__/simulator.js'
import { fileOf, tool } from '../../__fixtures__/tool.js'

afterAll(closeSims)

it('scans three applications: exit 1 for the failing one, a JUnit suite each, one GitLab report', async () => {
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
})
