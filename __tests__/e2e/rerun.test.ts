// Issue 20, the re-run hole, through the built action and the built tool against the simulator
// and a stand-in for GitHub's API: with `baseline: previous`, a test started by an earlier attempt
// of the same workflow run (or pipeline) is never the baseline, so re-running a failed gate fails
// again; a new run still compares with the run before it; and when the run's start cannot be
// learnt, the baseline counts as missing.
import { afterAll, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FindingSpec } from '../../sim/index.js'
import { fakeGitHub, stopFakeGitHubs, type FakeGitHub } from '../../scripts/fake-github.js'
import { APP, ESTATE, KNOWN_FINDINGS, estateScenario, shopScenario } from '../../sim/accounts.js'
import { closeSims, count, startSim, type Simulator } from '../../__fixtures__/simulator.js'
import { failureLine, scan, stepDirs, warnings, type StepRun } from '../../__fixtures__/step.js'
import { plain } from '../../__fixtures__/step-files.js'
import { logLines, tool, TOOL_SCAN } from '../../__fixtures__/tool.js'

afterAll(async () => {
  await closeSims()
  await stopFakeGitHubs()
})

async function github(): Promise<FakeGitHub> {
  const gh = await fakeGitHub()
  return gh
}

const GATE = { baseline: 'previous', 'fail-threshold': 'high' }

/** The failure of the shop's findings gated in full: 4 unfixed at high or above. */
const FULL_GATE_FAILURE =
  '4 unfixed occurrences at high or above (critical 1, high 2, unknown 1) exceed the budget of 0'

/** A step of attempt `attempt` of workflow run `runId`, on `event`. */
function attemptOf(
  sim: Simulator,
  gh: FakeGitHub,
  runId: number,
  attempt: number,
  event: string,
  inputs: Record<string, string> = GATE,
  /** Pull request #7's head and commits (oldest first), where its verdict records are read. */
  pr?: { head: string; commits: string[] }
): Promise<StepRun> {
  const dirs = stepDirs()
  const env: Record<string, string> = { ...gh.runEnv(runId, attempt), GITHUB_EVENT_NAME: event }
  if (event === 'pull_request') {
    env.GITHUB_EVENT_PATH = join(dirs.temp, 'event.json')
    const head = pr ? { head: { sha: pr.head } } : {}
    writeFileSync(env.GITHUB_EVENT_PATH, JSON.stringify({ pull_request: { number: 7, ...head } }))
    if (pr) gh.pullCommits.set(7, pr.commits)
  }
  return scan(sim, inputs, { env, dirs })
}

it.concurrent.each(['pull_request', 'schedule', 'push'])(
  're-running a failed gate fails again (%s): the first attempt’s test is not the second’s baseline',
  async (event) => {
    const gh = await github()
    gh.addRun(300, Date.now() - 60_000, Date.now())
    const sim = await startSim(shopScenario())

    const first = await attemptOf(sim, gh, 300, 1, event)
    expect(first.outputs.outcome).toBe('failed')
    expect(failureLine(first)).toBe(FULL_GATE_FAILURE)

    const second = await attemptOf(sim, gh, 300, 2, event)
    // A second test ran, with the same findings; the first is now a past session of the app.
    expect(second.outputs['result-token']).not.toBe(first.outputs['result-token'])
    expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(2)
    expect(second.outputs.outcome).toBe('failed')
    expect(second.exitCode).toBe(1)
    expect(second.outputs['new-count']).toBe('7')
    expect(second.outputs['new-count']).toBe(first.outputs['new-count'])
    expect(failureLine(second)).toBe(FULL_GATE_FAILURE)
    expect(warnings(second)).toContainEqual(
      expect.stringMatching(
        /^baseline: no passing verdict is a baseline: no passing run of the default branch \(main\) is recorded .*; gating on every unfixed occurrence instead/
      )
    )
    expect(plain(second.summary)).not.toContain(`previous test ${first.outputs['result-token']}`)
    // The run's start was asked of GitHub, for attempt 1, with the github-token.
    const asked = gh.requests.filter((r) => r.path.includes('/actions/runs/'))
    expect(asked.map((r) => r.path)).toEqual([
      '/repos/octo/shop/actions/runs/300/attempts/1',
      '/repos/octo/shop/actions/runs/300/attempts/1'
    ])
    expect(asked[0]?.authorization).toBe('token ghs_exampletoken000000000000000000')
  }
)

it.concurrent(
  'a new workflow run after a passed one compares with the earlier run’s test (its passing verdict record)',
  async () => {
    const gh = await github()
    const sim = await startSim(shopScenario())
    const [h1, h2] = ['d1'.repeat(20), 'd2'.repeat(20)]
    gh.addRun(400, Date.now() - 60_000)
    const earlier = await attemptOf(
      sim,
      gh,
      400,
      1,
      'pull_request',
      { ...GATE, 'fail-threshold': 'none' },
      { head: h1, commits: [h1] }
    )
    expect(earlier.outputs.outcome).toBe('passed')
    // What the verdict writer records for it (issue 30): a pass on its head.
    const test = String(earlier.outputs['result-token'])
    gh.addVerdict(h1, { app: APP, runId: 400, outcome: 'passed', resultToken: test })

    // A new run begins a while after the earlier one's test (clocks may differ by up to 30 s).
    gh.addRun(401, Date.now() + 60_000)
    const next = await attemptOf(sim, gh, 401, 1, 'pull_request', GATE, {
      head: h2,
      commits: [h1, h2]
    })
    expect(next.outputs.outcome).toBe('passed')
    expect(next.outputs['new-count']).toBe('0')
    expect(plain(next.summary)).toContain(
      `baseline: previous passing run 400 (commit ${h1.slice(0, 7)}, test ${test})`
    )
  }
)

it.concurrent(
  'baseline: previous without `actions: read` (403): the baseline counts as missing, with a warning naming the permission',
  async () => {
    const gh = await github()
    gh.failRunsWith = 403
    const sim = await startSim(
      shopScenario({ app: { pastSessions: [{ state: 'completed', findings: KNOWN_FINDINGS }] } })
    )
    const run = await attemptOf(sim, gh, 500, 1, 'push')
    // The old test has exactly today's findings: used as the baseline, everything would pass.
    expect(run.outputs.outcome).toBe('failed')
    expect(run.outputs['new-count']).toBe('7')
    expect(warnings(run)).toContainEqual(
      expect.stringMatching(
        /^baseline: when this run's pipeline began is unknown, .*HTTP 403 from GitHub: .*`actions: read`.*; gating on every unfixed occurrence instead/
      )
    )
  }
)

it.concurrent(
  'baseline: previous without `actions: read` and baseline-missing: fail: fails before a test, naming the permission',
  async () => {
    const gh = await github()
    gh.failRunsWith = 403
    const sim = await startSim(shopScenario())
    const run = await attemptOf(sim, gh, 501, 2, 'pull_request', {
      ...GATE,
      'baseline-missing': 'fail'
    })
    expect(run.outputs.outcome).toBe('error')
    expect(run.exitCode).toBe(1)
    expect(failureLine(run)).toMatch(
      /^baseline: .*`actions: read`.*\(baseline-missing: fail\); no test was started$/
    )
    expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(0)
  }
)

it.concurrent(
  'GitHub is asked only for baseline: previous, and once per step for several applications, whose re-run fails again',
  async () => {
    const gh = await github()
    gh.addRun(700, Date.now() - 60_000)
    const runsAsked = (): number =>
      gh.requests.filter((r) => r.path.includes('/actions/runs/')).length

    const shop = await startSim(shopScenario())
    await attemptOf(shop, gh, 700, 1, 'push', { 'fail-threshold': 'none' })
    expect(runsAsked()).toBe(0)

    const sim = await startSim(estateScenario())
    const estate = { ...GATE, 'application-token': ESTATE.join(','), 'poll-interval': '1s' }
    const first = await attemptOf(sim, gh, 700, 1, 'push', estate)
    expect(runsAsked()).toBe(1)
    expect(first.outputs.outcome).toBe('failed')

    const second = await attemptOf(sim, gh, 700, 2, 'push', estate)
    expect(runsAsked()).toBe(2)
    expect(second.outputs.outcome).toBe('failed')
    expect(second.outputs['new-count']).toBe(first.outputs['new-count'])
    expect(failureLine(second)).toBe(failureLine(first))
  }
)

// report: only tests that started before the reported one

const OLDER: FindingSpec[] = KNOWN_FINDINGS.filter((f) => f.name !== 'SQL Injection')

it.concurrent(
  'report with baseline: previous on an older test compares with the test before it, not a newer one',
  async () => {
    const gh = await github()
    gh.addRun(600, Date.now())
    const day = 86_400_000
    const now = Date.now()
    const [before, reported, newer] = [
      'before00000000000000000000000001',
      'report00000000000000000000000001',
      'newer000000000000000000000000001'
    ]
    const sim = await startSim(
      shopScenario({
        app: {
          pastSessions: [
            {
              resultToken: before,
              startTime: now - 3 * day,
              endTime: now - 3 * day + 1000,
              findings: OLDER
            },
            {
              resultToken: reported,
              startTime: now - 2 * day,
              endTime: now - 2 * day + 1000,
              findings: KNOWN_FINDINGS
            },
            {
              resultToken: newer,
              startTime: now - day,
              endTime: now - day + 1000,
              findings: KNOWN_FINDINGS
            }
          ]
        }
      })
    )
    // Passing records of both on the pull request's commits: the newer one is left out.
    const [c1, c2] = ['f1'.repeat(20), 'f2'.repeat(20)]
    gh.addVerdict(c1, { app: APP, runId: 601, outcome: 'passed', resultToken: before })
    gh.addVerdict(c2, { app: APP, runId: 603, outcome: 'passed', resultToken: newer })
    const run = await attemptOf(
      sim,
      gh,
      600,
      1,
      'pull_request',
      { ...GATE, command: 'report', 'result-token': reported },
      { head: c2, commits: [c1, c2] }
    )
    expect(plain(run.summary)).toContain(
      `baseline: previous passing run 601 (commit ${c1.slice(0, 7)}, test ${before})`
    )
    // The SQL injection was not in the test before: new, and critical.
    expect(run.outputs['new-count']).toBe('1')
    expect(run.outputs.outcome).toBe('failed')
    expect(failureLine(run)).toMatch(/^1 new unfixed occurrence at high or above \(critical 1\)/)
  }
)

// the tool

it.concurrent(
  'the tool on GitLab: a retried job of the same pipeline (CI_PIPELINE_CREATED_AT) fails again; the next pipeline compares',
  async () => {
    const sim = await startSim(shopScenario())
    const gitlab = (createdAt: Date): Record<string, string> => ({
      GITLAB_CI: 'true',
      CI_PIPELINE_CREATED_AT: createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z')
    })
    const pipeline = gitlab(new Date(Date.now() - 60_000))
    const flags = { ...TOOL_SCAN, ...GATE }
    const first = await tool(sim, 'scan', flags, { env: pipeline })
    expect(first.exitCode).toBe(1)
    const retried = await tool(sim, 'scan', flags, { env: pipeline })
    expect(retried.exitCode).toBe(1)
    expect(retried.outputs.outcome).toBe('failed')
    expect(retried.outputs['new-count']).toBe('7')
    expect(logLines(retried)).toContainEqual(
      expect.stringMatching(
        /baseline: the application has no completed test that started before this run's pipeline began \(CI_PIPELINE_CREATED_AT, .+\) \(1 test started later and left out\)/
      )
    )

    // The next pipeline: the first one's test labels what is new (none), and hides nothing: the
    // tool keeps no verdict records, so no passing verdict shows it may (issue 30).
    const next = await tool(sim, 'scan', flags, { env: gitlab(new Date(Date.now() + 60_000)) })
    expect(next.outputs['new-count']).toBe('0')
    expect(next.outputs.outcome).toBe('failed')
    expect(next.exitCode).toBe(1)
  }
)

it.concurrent(
  'the tool where the CI system gives no start time: the baseline is missing unless SECURITY_TEST_PIPELINE_STARTED_AT says',
  async () => {
    const sim = await startSim(
      shopScenario({ app: { pastSessions: [{ state: 'completed', findings: KNOWN_FINDINGS }] } })
    )
    const flags = { ...TOOL_SCAN, ...GATE }
    const jenkins = { JENKINS_URL: 'https://ci.example.com/' }
    const unknown = await tool(sim, 'scan', flags, { env: jenkins })
    expect(unknown.outputs['new-count']).toBe('7')
    expect(unknown.exitCode).toBe(1)
    expect(logLines(unknown)).toContainEqual(
      expect.stringMatching(
        /baseline: when this run's pipeline began is unknown, .*Jenkins gives no documented time when its pipeline began; set SECURITY_TEST_PIPELINE_STARTED_AT/
      )
    )

    const failing = await tool(
      sim,
      'scan',
      { ...flags, 'baseline-missing': 'fail' },
      { env: jenkins }
    )
    expect(failing.exitCode).toBe(2)
    expect(failing.outputs.outcome).toBe('error')

    const told = await tool(sim, 'scan', flags, {
      // A later pipeline (clocks may differ by up to 30 s: a minute on).
      env: { ...jenkins, SECURITY_TEST_PIPELINE_STARTED_AT: String(Date.now() + 60_000) }
    })
    expect(told.outputs['new-count']).toBe('0')
    // Labelled only (the tool keeps no verdict records): the gate still counts everything.
    expect(told.exitCode).toBe(1)
  }
)

// What the suite relies on: the simulator dates a session by when it started, on its clock.
it('the simulator dates a test started through the API at the service’s now', async () => {
  const sim = await startSim(shopScenario())
  const before = Date.now()
  const run = await scan(sim, { 'fail-threshold': 'none' })
  const sessions = await fetch(
    `${sim.baseUrl}/rest/v2/test/sessions?application_token=${TOOL_SCAN['application-token']}&count=5`,
    { headers: { Authorization: `Bearer ${sim.tokens.accessToken}` } }
  )
  const body = (await sessions.json()) as {
    sessions: Array<{ resultToken: string; startTime: number }>
  }
  const mine = body.sessions.find((s) => s.resultToken === run.outputs['result-token'])
  expect(mine?.startTime).toBeGreaterThanOrEqual(before - 1000)
  expect(mine?.startTime).toBeLessThanOrEqual(Date.now())
})
