// The verdict recorded on the commit it judged (issue 30), through the built action against the
// simulator and a stand-in for GitHub's API that keeps what is written: every run of scan, wait
// and report that reaches an outcome writes one commit status per application — `success` for
// passed or warned, `failure` for failed, `error` for error, timed-out or stopped — on the pull
// request's head (never the merge commit), named `security-test-action/<application token>`,
// saying the outcome and the counts that decided it, linking to the run. commit-status decides
// what a refused write does. A pull request's record is no default-branch baseline: only a
// push run of the default branch makes its commit's record one.
import { afterAll, expect, it } from '@jest/globals'
import type { ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fakeGitHub, stopFakeGitHubs, type FakeGitHub } from '../../scripts/fake-github.js'
import { APP, ESTATE, estateScenario, shopScenario } from '../../sim/accounts.js'
import { closeSims, count, startSim, type Simulator } from '../../__fixtures__/simulator.js'
import {
  failureLine,
  notices,
  scan,
  signalWhen,
  stepDirs,
  warnings,
  type StepRun
} from '../../__fixtures__/step.js'

afterAll(async () => {
  await closeSims()
  await stopFakeGitHubs()
})

const MAIN = 'c1'.repeat(20)
const HEAD = 'ab'.repeat(20)
const MERGE = 'ee'.repeat(20)
const CONTEXT = `security-test-action/${APP}`
const RUN_URL = (runId: number, attempt = 1): string =>
  `https://github.com/octo/shop/actions/runs/${runId}/attempts/${attempt}`

interface Where {
  event: 'pull_request' | 'push'
  sha: string
  runId: number
}
const pullRequest = (runId: number): Where => ({ event: 'pull_request', sha: MERGE, runId })
const push = (sha: string, runId: number): Where => ({ event: 'push', sha, runId })

/** A step of the workflow run `where` says, against `gh` as GitHub's API. */
function runIn(
  sim: Simulator,
  gh: FakeGitHub,
  where: Where,
  inputs: Record<string, string>,
  files: Record<string, string> = {},
  onSpawn?: (child: ChildProcess) => void
): Promise<StepRun> {
  const dirs = stepDirs(files)
  const pr = where.event === 'pull_request'
  gh.workflowRuns.set(where.runId, {
    event: where.event,
    head_branch: pr ? 'feature' : 'main',
    head_sha: pr ? HEAD : where.sha
  })
  const env: Record<string, string> = {
    ...gh.runEnv(where.runId, 1),
    GITHUB_EVENT_NAME: where.event,
    GITHUB_REF: pr ? 'refs/pull/7/merge' : 'refs/heads/main',
    GITHUB_SHA: where.sha,
    GITHUB_EVENT_PATH: join(dirs.temp, 'event.json')
  }
  writeFileSync(
    env.GITHUB_EVENT_PATH,
    JSON.stringify(pr ? { pull_request: { number: 7, head: { sha: HEAD } } } : { after: where.sha })
  )
  return scan(sim, inputs, { env, dirs, ...(onSpawn ? { onSpawn } : {}) })
}

const writes = (gh: FakeGitHub) =>
  gh.requests.filter((r) => r.method === 'POST' && r.path.includes('/statuses/'))

it.concurrent(
  'a failing pull request run records `failure` on the head (not the merge commit): the outcome, the counts, the test, the run, a link to it',
  async () => {
    const gh = await fakeGitHub()
    const sim = await startSim(shopScenario())
    const run = await runIn(sim, gh, pullRequest(501), { 'fail-threshold': 'high' })
    expect(run.outputs.outcome).toBe('failed')
    expect(writes(gh).map((r) => r.path)).toEqual([`/repos/octo/shop/statuses/${HEAD}`])
    expect(gh.statuses.get(MERGE)).toBeUndefined()
    const [status] = gh.statuses.get(HEAD) ?? []
    const test = String(run.outputs['result-token'])
    expect(status).toMatchObject({ state: 'failure', context: CONTEXT, target_url: RUN_URL(501) })
    // The shop's known findings (accounts.ts): the critical, high and unreadable-severity ones
    // counted of the 7 unfixed; the site was not shown to serve the head (no deployment-environment, no build-check).
    expect(status?.description).toBe(
      `Failed: 4 counted (critical 1, high 2, unknown 1) of 7 unfixed · test ${test} · run 501 · site not shown`
    )
    expect(status?.description?.length).toBeLessThanOrEqual(140)
    expect(run.stdout).toContain(`Verdict recorded: commit status ${CONTEXT} failure on ababab`)
    // The failure line is the gate's, untouched by the record.
    expect(failureLine(run)).toMatch(/^4 unfixed occurrences at high or above/)
  }
)

it.concurrent('a passing run records `success`; a warned one too', async () => {
  const gh = await fakeGitHub()
  const sim = await startSim(shopScenario())
  const passed = await runIn(sim, gh, pullRequest(502), { 'fail-threshold': 'none' })
  expect(passed.outputs.outcome).toBe('passed')
  expect(gh.statuses.get(HEAD)?.[0]).toMatchObject({ state: 'success', context: CONTEXT })
  expect(gh.statuses.get(HEAD)?.[0]?.description).toMatch(/^Passed: 0 counted of 7 unfixed · /)

  // One low occurrence, under a warn policy.
  sim.state.setFindings(APP, [
    {
      name: 'Cookie Without Secure Flag',
      severity: 'Low',
      occurrences: [{ status: 'Open', method: 'GET', url: 'https://shop.example.com/' }]
    }
  ])
  const warned = await runIn(
    sim,
    gh,
    pullRequest(503),
    { 'fail-threshold': 'low' },
    { '.security-test-ignore.yml': 'policy:\n  - severity: low\n    mode: warn\n' }
  )
  expect(warned.outputs.outcome).toBe('warned')
  expect(gh.statuses.get(HEAD)?.[0]).toMatchObject({ state: 'success', context: CONTEXT })
  expect(gh.statuses.get(HEAD)?.[0]?.description).toMatch(/^Warned: 0 counted of 1 unfixed · /)
})

it.concurrent('an error and a time-out record `error`, saying no verdict was reached', async () => {
  const gh = await fakeGitHub()
  const sim = await startSim(shopScenario({ test: { end: 'never' } }))
  const missing = await runIn(sim, gh, push(MAIN, 504), { 'ignore-file': 'accepted.yml' })
  expect(missing.outputs.outcome).toBe('error')
  expect(gh.statuses.get(MAIN)?.[0]).toMatchObject({
    state: 'error',
    description: 'Error: no verdict · no test · run 504 · not a baseline'
  })

  const late = await runIn(sim, gh, push(MAIN, 505), { timeout: '2s', 'on-timeout': 'stop' })
  expect(late.outputs.outcome).toBe('timed-out')
  expect(gh.statuses.get(MAIN)?.[0]?.state).toBe('error')
  expect(gh.statuses.get(MAIN)?.[0]?.description).toMatch(
    /^Timed out: no verdict · test \w{32} · run 505 · site not shown$/
  )
})

it.concurrent('several applications: one status each, on the one commit', async () => {
  const gh = await fakeGitHub()
  const sim = await startSim(estateScenario())
  const run = await runIn(sim, gh, pullRequest(506), {
    'application-token': ESTATE.join(','),
    'fail-threshold': 'high'
  })
  expect(run.outputs.outcome).toBe('failed')
  const recorded = (gh.statuses.get(HEAD) ?? []).map((s) => [s.context, s.state]).sort()
  expect(recorded).toEqual(
    [
      [`security-test-action/${ESTATE[0]}`, 'failure'],
      [`security-test-action/${ESTATE[1]}`, 'success'],
      [`security-test-action/${ESTATE[2]}`, 'success']
    ].sort()
  )
})

it.concurrent('commit-status: false writes nothing (and loads nothing to)', async () => {
  const gh = await fakeGitHub()
  const sim = await startSim(shopScenario())
  const run = await runIn(sim, gh, pullRequest(507), {
    'fail-threshold': 'none',
    'commit-status': 'false'
  })
  expect(run.outputs.outcome).toBe('passed')
  expect(gh.requests).toEqual([])
})

it.concurrent(
  'auto without `statuses: write` (403): one notice naming the permission, the outcome unchanged',
  async () => {
    const gh = await fakeGitHub()
    gh.failWritesWith = 403
    const sim = await startSim(estateScenario())
    const run = await runIn(sim, gh, pullRequest(508), {
      'application-token': ESTATE.join(','),
      'fail-threshold': 'high'
    })
    expect(run.outputs.outcome).toBe('failed')
    expect(run.exitCode).toBe(1)
    expect(failureLine(run)).not.toMatch(/statuses/)
    const said = notices(run).filter((n) => n.startsWith('Verdict not recorded'))
    expect(said).toEqual([expect.stringMatching(/HTTP 403 from GitHub: .*`statuses: write`/)])
    // Refused once: the others are not asked.
    expect(writes(gh)).toHaveLength(1)
    expect(warnings(run).filter((w) => /statuses/.test(w))).toEqual([])

    const passing = await runIn(sim, gh, pullRequest(509), {
      'application-token': ESTATE[1],
      'fail-threshold': 'none'
    })
    expect([passing.outputs.outcome, passing.exitCode]).toEqual(['passed', 0])
    expect(notices(passing).filter((n) => n.startsWith('Verdict not recorded'))).toHaveLength(1)
  }
)

it.concurrent(
  'true without `statuses: write` (403): the step fails with outcome error, naming the permission',
  async () => {
    const gh = await fakeGitHub()
    gh.failWritesWith = 403
    const sim = await startSim(shopScenario())
    const run = await runIn(sim, gh, pullRequest(510), {
      'fail-threshold': 'none',
      'commit-status': 'true'
    })
    expect(run.outputs.outcome).toBe('error')
    expect(run.exitCode).toBe(1)
    expect(failureLine(run)).toMatch(
      /^The verdict could not be recorded \(commit-status: true\): commit status security-test-action\/\w+: HTTP 403 from GitHub: .*`statuses: write`/
    )
    // The gate itself passed: the per-application result says so.
    const results = JSON.parse(String(run.outputs.results)) as Array<Record<string, unknown>>
    expect(results[0]?.outcome).toBe('passed')
    // The signed evidence says what the outcome says, never the PASSED it said before recording.
    const predicate = JSON.parse(
      readFileSync(String(run.outputs['test-result-predicate']), 'utf8')
    ) as { result: string }
    expect(predicate.result).toBe('FAILED')
  }
)

it.concurrent(
  'a record on the pull request head is the default-branch baseline only once a push run of the default branch records it there',
  async () => {
    const gh = await fakeGitHub()
    gh.pushCommit(MAIN)
    const sim = await startSim(shopScenario())
    const gate = { baseline: 'default-branch', 'fail-threshold': 'high' }
    const accept = { ...gate, 'fail-threshold': 'none' }

    const pr = await runIn(sim, gh, pullRequest(511), accept)
    expect(pr.outputs.outcome).toBe('passed')
    expect(gh.statuses.get(HEAD)?.[0]?.state).toBe('success')

    // Merged (fast-forward): the head is now the default branch's newest commit. Its record was
    // written by a pull request's run: never the default branch's baseline.
    gh.pushCommit(HEAD)
    const before = await runIn(sim, gh, pullRequest(512), gate)
    expect(before.outputs['baseline-source']).toBe('none')
    expect(before.outputs.outcome).toBe('failed')
    expect(warnings(before)).toContainEqual(expect.stringMatching(/run 511 is a pull_request run/))

    // The push run of the default branch at that commit records its own verdict there.
    const main = await runIn(sim, gh, push(HEAD, 513), accept)
    expect(main.outputs.outcome).toBe('passed')
    const after = await runIn(sim, gh, pullRequest(514), gate)
    expect(after.outputs['baseline-source']).toBe(
      `default-branch run 513 (commit ${HEAD.slice(0, 7)}, test ${String(main.outputs['result-token'])})`
    )
    expect(after.outputs.outcome).toBe('passed')
    expect(after.outputs['new-count']).toBe('0')
  }
)

it.concurrent(
  'a cancelled run records `stopped` (state error) after stopping its test, within the runner’s 10 s',
  async () => {
    const gh = await fakeGitHub()
    const sim = await startSim(shopScenario({ test: { end: 'never' } }))
    const cancel = signalWhen(() => count(sim, 'GET', '/rest/v2/test/status') >= 1, 'SIGTERM')
    const run = await runIn(sim, gh, push(MAIN, 515), {}, {}, cancel.onSpawn)
    expect(cancel.at()).toBeGreaterThan(0)
    expect(run.outputs.outcome).toBe('stopped')
    expect(Date.now() - cancel.at()).toBeLessThan(10_000)
    expect(gh.statuses.get(MAIN)?.[0]).toMatchObject({
      state: 'error',
      context: CONTEXT,
      description: 'Stopped: no verdict · no test · run 515 · not a baseline',
      target_url: RUN_URL(515)
    })
  }
)
