// Issue 30, "no baseline is a run that failed this gate", through the built action and the built
// tool against the simulator and a stand-in for GitHub's API. `baseline: previous` on GitHub is the
// newest test this gate recorded as passed on the pull request's commits (a verdict record whose
// run is checked), else the default branch's; where no record can be read, the previous test only
// labels what is new and hides nothing from the gate. A record on an earlier commit is no
// baseline once the ignore file or the workflow changed since. A failed run's JSON report is no
// baseline.
// (The verdict writer is another part of issue 30: the records here are made in the fake as it
// writes them, with the verdict grammar of src/github/verdict-records.ts.)
import { afterAll, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FindingSpec } from '../../sim/index.js'
import { fakeGitHub, stopFakeGitHubs, type FakeGitHub } from '../../scripts/fake-github.js'
import { APP, KNOWN_FINDINGS, shopScenario } from '../../sim/accounts.js'
import { closeSims, count, startSim, type Simulator } from '../../__fixtures__/simulator.js'
import {
  failureLine,
  notices,
  scan,
  scanShop,
  stepDirs,
  warnings,
  type StepRun
} from '../../__fixtures__/step.js'
import { plain, readJson, sarifResults } from '../../__fixtures__/step-files.js'
import { logLines, tool, TOOL_SCAN } from '../../__fixtures__/tool.js'

afterAll(async () => {
  await closeSims()
  await stopFakeGitHubs()
})

const SITE = 'https://shop.example.com'
const H1 = 'a1'.repeat(20)
const H2 = 'a2'.repeat(20)
const GATE = { baseline: 'previous', 'fail-threshold': 'high' }

const THREE_CRITICALS: FindingSpec[] = [
  {
    name: 'SQL Injection',
    severity: 'Critical',
    occurrences: [1, 2, 3].map((i) => ({
      status: 'Open',
      method: 'POST',
      url: `${SITE}/login/${i}`
    }))
  }
]

/** KNOWN_FINDINGS and one more high occurrence: XSS on /admin. */
const ONE_MORE: FindingSpec[] = [
  ...KNOWN_FINDINGS,
  {
    name: 'Cross-Site Scripting',
    severity: 'High',
    occurrences: [{ status: 'Open', method: 'GET', url: `${SITE}/admin` }]
  }
]

/** A step of pull request #7's run `runId` at head `head` (its commits: `commits`, oldest first). */
function prRun(
  sim: Simulator,
  gh: FakeGitHub,
  runId: number,
  head: string,
  commits: string[],
  inputs: Record<string, string> = GATE,
  files: Record<string, string> = {}
): Promise<StepRun> {
  const dirs = stepDirs(files)
  gh.pullCommits.set(7, commits)
  const env: Record<string, string> = {
    ...gh.runEnv(runId, 1),
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_REF: 'refs/pull/7/merge',
    GITHUB_SHA: 'ee'.repeat(20),
    GITHUB_EVENT_PATH: join(dirs.temp, 'event.json')
  }
  writeFileSync(
    env.GITHUB_EVENT_PATH!,
    JSON.stringify({ pull_request: { number: 7, head: { sha: head } } })
  )
  return scan(sim, inputs, { env, dirs })
}

it.concurrent(
  'a pull request fails on three criticals; a new commit with nothing fixed fails again (the failed run is no baseline)',
  async () => {
    const gh = await fakeGitHub()
    const sim = await startSim(shopScenario({ test: { findings: THREE_CRITICALS } }))
    gh.addRun(801, Date.now() - 60_000)
    const first = await prRun(sim, gh, 801, H1, [H1])
    expect(first.outputs.outcome).toBe('failed')
    const firstLine = '3 unfixed occurrences at high or above (critical 3) exceed the budget of 0'
    expect(failureLine(first)).toBe(firstLine)
    // What the verdict writer records for that run: a failure on its head.
    gh.addVerdict(H1, {
      app: APP,
      runId: 801,
      outcome: 'failed',
      resultToken: first.outputs['result-token']
    })

    // The author pushes again, nothing fixed: a new run, begun after the first one's test.
    gh.addRun(802, Date.now() + 60_000)
    const second = await prRun(sim, gh, 802, H2, [H1, H2])
    expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(2)
    expect(second.outputs.outcome).toBe('failed')
    expect(second.exitCode).toBe(1)
    expect(failureLine(second)).toBe(firstLine)
    expect(second.outputs['new-count']).toBe('3')
    expect(warnings(second)).toContainEqual(
      expect.stringMatching(
        /^baseline: no passing verdict is a baseline: no passing verdict on pull request #7's 2 newest commits; on the default branch: .*; gating on every unfixed occurrence instead \(baseline-missing: ignore\)$/
      )
    )
    expect(plain(second.summary)).not.toContain(`test ${first.outputs['result-token']}`)
    // The pull request's commits were read, and each commit's statuses.
    expect(gh.requests.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/repos/octo/shop/pulls/7/commits?per_page=100&page=1',
        `/repos/octo/shop/commits/${H2}/statuses?per_page=100`,
        `/repos/octo/shop/commits/${H1}/statuses?per_page=100`
      ])
    )
  }
)

it.concurrent(
  'a passing record on an earlier commit of the pull request is the baseline (its run checked), and only what is new counts; a record whose run failed is skipped',
  async () => {
    const gh = await fakeGitHub()
    const [passedTest, forgedTest] = [
      'pass0000000000000000000000000001',
      'forg0000000000000000000000000001'
    ]
    const sim = await startSim(
      shopScenario({
        app: {
          pastSessions: [
            { resultToken: passedTest, findings: KNOWN_FINDINGS },
            // A newer test with today's findings: were it the baseline, everything would pass.
            { resultToken: forgedTest, findings: ONE_MORE }
          ]
        },
        test: { findings: ONE_MORE }
      })
    )
    gh.addVerdict(H1, { app: APP, runId: 811, outcome: 'passed', resultToken: passedTest })
    // A passing record whose run GitHub says failed (a status anyone with statuses: write wrote).
    gh.addVerdict(H2, {
      app: APP,
      runId: 813,
      outcome: 'passed',
      resultToken: forgedTest,
      run: { conclusion: 'failure' }
    })
    // A failed verdict is never a baseline, whatever its test.
    gh.addVerdict(H2, { app: APP, runId: 814, outcome: 'failed', resultToken: forgedTest })
    gh.addRun(812, Date.now())
    const run = await prRun(sim, gh, 812, H2, [H1, H2])
    expect(run.outputs.outcome).toBe('failed')
    expect(run.outputs['new-count']).toBe('1')
    expect(failureLine(run)).toBe(
      '1 new unfixed occurrence at high or above (high 1) exceeds the budget of 0'
    )
    const source = `previous passing run 811 (commit ${H1.slice(0, 7)}, test ${passedTest})`
    expect(run.outputs['baseline-source']).toBe(source)
    expect(plain(run.summary)).toContain(`baseline: ${source}`)
    expect(warnings(run)).toContainEqual(
      `baseline: a record on ${H2.slice(0, 7)} naming test ${forgedTest} is skipped: run 813 ended failure, not success`
    )
    // The run the record names was asked of GitHub; the failed verdict's run never was.
    const asked = gh.requests.map((r) => r.path)
    expect(asked).toContain('/repos/octo/shop/actions/runs/811')
    expect(asked).not.toContain('/repos/octo/shop/actions/runs/814')
  }
)

it.concurrent(
  'a record on an earlier commit whose ignore file accepted everything is no baseline once the ignore file changed: the head fails',
  async () => {
    const gh = await fakeGitHub()
    const sim = await startSim(shopScenario())
    // HB1 accepts every finding at high or above: its run passes and records a passing verdict.
    const acceptAll = `version: 1
ignore:
${['SQL Injection', 'Cross-Site Scripting', 'Odd Finding']
  .map((f) => `  - finding: ${f}\n    reason: "later"\n    expires: 2999-12-31`)
  .join('\n')}
`
    gh.addRun(831, Date.now() - 60_000)
    gh.workflowRuns.set(831, {
      event: 'pull_request',
      head_branch: 'feature',
      head_sha: H1,
      pullRequests: [{ number: 7 }]
    })
    const first = await prRun(sim, gh, 831, H1, [H1], GATE, {
      '.security-test-ignore.yml': acceptAll
    })
    expect(first.outputs.outcome).toBe('passed')
    const accepted = String(first.outputs['result-token'])
    expect(gh.statuses.get(H1)?.[0]?.state).toBe('success')

    // HB2 removes the accepted risks: the pull request's net change to the ignore file is none.
    gh.comparisons.set(`${H1}...${H2}`, { files: ['.security-test-ignore.yml'] })
    gh.addRun(832, Date.now() + 60_000)
    gh.workflowRuns.set(832, {
      event: 'pull_request',
      head_branch: 'feature',
      head_sha: H2,
      pullRequests: [{ number: 7 }]
    })
    const second = await prRun(sim, gh, 832, H2, [H1, H2])
    expect(second.outputs.outcome).toBe('failed')
    expect(second.exitCode).toBe(1)
    expect(failureLine(second)).toBe(
      '4 unfixed occurrences at high or above (critical 1, high 2, unknown 1) exceed the budget of 0'
    )
    expect(warnings(second)).toContainEqual(
      `baseline: a record on ${H1.slice(0, 7)} naming test ${accepted} is skipped: .security-test-ignore.yml changed between ${H1.slice(0, 7)} and the head ${H2.slice(0, 7)}: the record passed a gate (workflow file or ignore file) this pull request no longer has`
    )
    expect(second.outputs['baseline-source']).not.toContain('831')
    expect(gh.requests.map((r) => r.path)).toContain(`/repos/octo/shop/compare/${H1}...${H2}`)

    // Were the ignore file unchanged since HB1, its record would be the baseline (and hide all).
    const same = await fakeGitHub()
    same.statuses.set(H1, gh.statuses.get(H1) ?? [])
    same.workflowRuns.set(831, gh.workflowRuns.get(831)!)
    same.comparisons.set(`${H1}...${H2}`, { files: ['src/app.ts'] })
    same.addRun(833, Date.now() + 60_000)
    const third = await prRun(sim, same, 833, H2, [H1, H2])
    expect(third.outputs.outcome).toBe('passed')
    expect(third.outputs['baseline-source']).toBe(
      `previous passing run 831 (commit ${H1.slice(0, 7)}, test ${accepted})`
    )
  }
)

it.concurrent(
  'statuses that cannot be read (403): the previous test labels what is new, the gate counts everything, one line says so',
  async () => {
    const gh = await fakeGitHub()
    gh.failStatusesWith = 403
    const sim = await startSim(
      shopScenario({
        app: { pastSessions: [{ state: 'completed', findings: KNOWN_FINDINGS }] },
        test: { findings: ONE_MORE }
      })
    )
    gh.addRun(821, Date.now())
    const run = await prRun(sim, gh, 821, H2, [H1, H2])
    expect(run.outputs.outcome).toBe('failed')
    // Labelled: one occurrence is new. Gated: all five at high or above count.
    expect(run.outputs['new-count']).toBe('1')
    expect(failureLine(run)).toBe(
      '5 unfixed occurrences at high or above (critical 1, high 3, unknown 1) exceed the budget of 0'
    )
    const said = notices(run).filter((l) => l.startsWith('baseline: previous'))
    expect(said).toEqual([
      expect.stringMatching(
        /^baseline: previous: no passing verdict record can be read \(pull request #7's commit statuses could not be read: HTTP 403 .*`statuses: read`.*\); the previous test labels what is new but hides nothing from the gate$/
      )
    ])
    expect(run.outputs['baseline-source']).toMatch(
      /^previous test \w+ \(labels what is new, hides nothing\)$/
    )
    // The reports mark the new one; nothing says the baseline kept one out.
    const summary = plain(run.summary)
    expect(summary).not.toContain('Still open (also in the baseline)')
    expect(summary).not.toContain('known critical')
    const results = sarifResults(run)
    expect(results.find((r) => r.properties.url === `${SITE}/admin`)?.baselineState).toBe('new')
    expect(results.filter((r) => r.baselineState === 'unchanged').length).toBeGreaterThan(0)
    expect(results.every((r) => r.properties.state !== 'existing')).toBe(true)
  }
)

it.concurrent(
  'the tool keeps no verdict records: the previous test labels what is new, and the gate counts everything',
  async () => {
    const sim = await startSim(
      shopScenario({
        app: { pastSessions: [{ state: 'completed', findings: KNOWN_FINDINGS }] },
        test: { findings: ONE_MORE }
      })
    )
    const run = await tool(
      sim,
      'scan',
      { ...TOOL_SCAN, ...GATE },
      {
        env: {
          GITLAB_CI: 'true',
          CI_PIPELINE_CREATED_AT: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')
        }
      }
    )
    expect(run.outputs['new-count']).toBe('1')
    expect(run.outputs.outcome).toBe('failed')
    expect(run.exitCode).toBe(1)
    expect(logLines(run)).toContainEqual(
      expect.stringContaining(
        'no passing verdict record can be read (this host keeps no verdict records); the previous test labels what is new but hides nothing from the gate'
      )
    )
  }
)

it.concurrent(
  "a failed run's JSON report as the baseline file is refused: a warning and every occurrence gated, or with baseline-missing: fail a failure before any test",
  async () => {
    const dirs = stepDirs()
    const { run: failed } = await scanShop(
      {},
      { 'fail-threshold': 'high', 'report-file': 'failed.json' },
      { dirs }
    )
    expect(failed.outputs.outcome).toBe('failed')
    expect((readJson(join(dirs.workspace, 'failed.json')) as { outcome: string }).outcome).toBe(
      'failed'
    )

    const refusal =
      "the baseline file failed.json is not a usable report: the baseline file is a report whose gate did not pass: its run's outcome was failed; only the report of a run that passed or warned, or the file adopt writes, is a baseline (a baseline hides only what a passing verdict accepted)"
    const { run: next } = await scanShop(
      {},
      { baseline: 'failed.json', 'fail-threshold': 'high' },
      { dirs }
    )
    expect(next.outputs.outcome).toBe('failed')
    expect(next.outputs['new-count']).toBe('7')
    expect(warnings(next)).toContainEqual(
      `baseline: ${refusal}; gating on every unfixed occurrence instead (baseline-missing: ignore)`
    )
    expect(failureLine(next)).toBe(
      '4 unfixed occurrences at high or above (critical 1, high 2, unknown 1) exceed the budget of 0'
    )

    const { run: strict, sim } = await scanShop(
      {},
      { baseline: 'failed.json', 'fail-threshold': 'high', 'baseline-missing': 'fail' },
      { dirs }
    )
    expect(strict.outputs.outcome).toBe('error')
    expect(strict.exitCode).toBe(1)
    expect(failureLine(strict)).toBe(
      `baseline: ${refusal} (baseline-missing: fail); no test was started`
    )
    expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(0)
  }
)
