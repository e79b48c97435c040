// Issue 21, "the commit in every report", through the BUILT action and tool against the
// simulator: with the commit named, the JSON report carries `build`, SARIF names the revision of
// the host's repository, the job summary shows the commit linked to its page; the tool's JUnit
// and GitLab reports name it too, and a repository variable's credentials appear nowhere.
/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read parsed files loosely */
import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { shopScenario } from '../../sim/accounts.js'
import { validateGitlabDast } from '../../__fixtures__/gitlab-schema.js'
import { parseJunit } from '../../__fixtures__/native-reports.js'
import { validateSarif } from '../../__fixtures__/sarif-schema.js'
import { closeSims, startSim } from '../../__fixtures__/simulator.js'
import { crashSigns, scan } from '../../__fixtures__/step.js'
import { readJson, reportOf } from '../../__fixtures__/step-files.js'
import { TOOL_SCAN, fileOf, tokenLeaks, tool } from '../../__fixtures__/tool.js'

afterAll(closeSims)

const SHA = '89abcdef0123456789abcdef0123456789abcdef'

describe('the action names the commit in every report', () => {
  it('JSON report, SARIF provenance and the summary line', async () => {
    const sim = await startSim(shopScenario({ test: { durationMs: 200 } }))
    const run = await scan(sim, { commit: SHA, 'fail-threshold': 'none' })
    expect(crashSigns(run)).toEqual([])
    expect(run.outputs.outcome).toBe('passed')
    const report = reportOf<Record<string, any>>(run)
    expect(report.build).toMatchObject({
      commit: SHA,
      commitSource: 'the commit input',
      commitUrl: `https://github.com/octo/shop/commit/${SHA}`,
      shownBy: 'nothing',
      reused: false
    })
    const sarif = readJson(run.outputs['sarif-file'] as string) as Record<string, any>
    expect(validateSarif(sarif)).toBe(true)
    expect(sarif.runs[0].versionControlProvenance).toEqual([
      {
        repositoryUri: 'https://github.com/octo/shop',
        revisionId: SHA,
        mappedTo: { uriBaseId: '%SRCROOT%' }
      }
    ])
    expect(run.summary).toContain(
      `**Build:** commit [\`89abcde\`](https://github.com/octo/shop/commit/${SHA}) (the commit input)`
    )
  })
})

describe('the tool names the commit in its native reports', () => {
  it('Jenkins: JUnit properties and SARIF provenance, without the credentials of GIT_URL', async () => {
    const sim = await startSim(shopScenario({ test: { durationMs: 200 } }))
    const secret = 'glpatQwErTyZxCvBnMkJhGfDs'
    const run = await tool(
      sim,
      'scan',
      { ...TOOL_SCAN, commit: SHA, 'fail-threshold': 'none' },
      { env: { JENKINS_URL: 'https://ci.test/', GIT_URL: `https://ci:${secret}@git.test/o/r.git` } }
    )
    expect(run.exitCode).toBe(0)
    const junit = parseJunit(fileOf(run, 'security-test-results/junit.xml'))
    const props = Object.fromEntries(
      junit.testsuites.testsuite[0].properties.property.map((p: any) => [p.name, p.value])
    )
    expect(props).toMatchObject({
      commit: SHA,
      'commit-source': '--commit',
      reused: 'false'
    })
    const sarif = JSON.parse(fileOf(run, run.outputs['sarif-file'] as string))
    expect(sarif.runs[0].versionControlProvenance).toEqual([
      {
        repositoryUri: 'https://git.test/o/r',
        revisionId: SHA,
        mappedTo: { uriBaseId: '%SRCROOT%' }
      }
    ])
    expect(tokenLeaks(run, secret)).toEqual([])
  })

  it('GitLab: an info message of the DAST report, valid against the 15.0.x schema', async () => {
    const sim = await startSim(shopScenario({ test: { durationMs: 200 } }))
    const run = await tool(
      sim,
      'scan',
      { ...TOOL_SCAN, commit: SHA, 'fail-threshold': 'none' },
      { env: { GITLAB_CI: 'true', CI_PROJECT_URL: 'https://gitlab.test/g/p' } }
    )
    expect(run.exitCode).toBe(0)
    const doc = JSON.parse(fileOf(run, 'gl-dast-report.json'))
    expect(validateGitlabDast(doc)).toBe(true)
    expect(doc.scan.messages).toContainEqual({
      level: 'info',
      value: expect.stringContaining(`commit ${SHA} (--commit)`)
    })
    const report = JSON.parse(readFileSync(run.outputs['report-file'] as string, 'utf8'))
    expect(report.build.commitUrl).toBe(`https://gitlab.test/g/p/-/commit/${SHA}`)
  })
})
