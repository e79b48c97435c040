// The merge queue (issue 30) through the built action, against the simulator and a stand-in for
// GitHub's API: with `merge-queue: verdict` (the default) a `merge_group` run judges the queue's
// commit by the verdict its pull request's own run recorded on the head — checked against that
// run — and sends the service no request at all; anything it cannot show passed fails, naming
// the pull request and why. `merge-queue: test`, or a deployment of the queue's commit, tests.
import { afterAll, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { APP, OTHER_APP, shopScenario } from '../../sim/accounts.js'
import {
  fakeGitHub,
  githubTime,
  stopFakeGitHubs,
  type FakeGitHub,
  type FakeStatus,
  type FakeWorkflowRun,
  ownPull
} from '../../scripts/fake-github.js'
import { closeSims, startSim, type Simulator } from '../../__fixtures__/simulator.js'
import { caseFailures, failureLine, scan, stepDirs, type StepRun } from '../../__fixtures__/step.js'
import { plain } from '../../__fixtures__/step-files.js'

afterAll(async () => {
  await closeSims()
  await stopFakeGitHubs()
})

const HEAD = 'ab'.repeat(20)
const QUEUE = 'cd'.repeat(20)
const PR = 12
const HEAD_REF = `refs/heads/gh-readonly-queue/main/pr-${PR}-${HEAD}`
const TEST = 't'.repeat(32)
const HEAD_RUN = 700
const CONTEXT = `security-test-action/${APP}`

/** The record the pull request's own run wrote on its head (the writer's grammar). */
function record(gh: FakeGitHub, s: Partial<FakeStatus> = {}, runId = HEAD_RUN): void {
  gh.addStatus(HEAD, {
    context: CONTEXT,
    state: 'success',
    description: `Passed: 0 counted of 3 unfixed · test ${TEST} · run ${runId}`,
    target_url: `https://github.com/octo/shop/actions/runs/${runId}/attempts/1`,
    ...s
  })
}

/** GitHub's word on the run the record names: by default a passing pull_request run at the head. */
function headRun(gh: FakeGitHub, r: Partial<FakeWorkflowRun> = {}, runId = HEAD_RUN): void {
  gh.workflowRuns.set(runId, {
    event: 'pull_request',
    head_branch: 'feature',
    head_sha: HEAD,
    pullRequests: [{ number: PR, base: 'main' }],
    ...r
  })
}

/** A fake GitHub with pull request #12 at HEAD, a passing record on it and its run. */
async function queuedGitHub(): Promise<FakeGitHub> {
  const gh = await fakeGitHub()
  gh.addPull(ownPull(PR, HEAD))
  record(gh)
  headRun(gh)
  return gh
}

/** A merge_group step (run 800) for the queue's commit, against `gh` as GitHub's API. */
function queueRun(
  sim: Simulator,
  gh: FakeGitHub,
  inputs: Record<string, string> = {},
  headRef = HEAD_REF
): Promise<StepRun> {
  const dirs = stepDirs()
  const env: Record<string, string> = {
    ...gh.runEnv(800, 1),
    GITHUB_EVENT_NAME: 'merge_group',
    GITHUB_REF: headRef,
    GITHUB_SHA: QUEUE,
    GITHUB_WORKFLOW_REF: `octo/shop/.github/workflows/security.yml@${headRef}`,
    GITHUB_EVENT_PATH: join(dirs.temp, 'event.json')
  }
  const payload = {
    action: 'checks_requested',
    merge_group: { head_sha: QUEUE, head_ref: headRef, base_ref: 'refs/heads/main' }
  }
  writeFileSync(env.GITHUB_EVENT_PATH!, JSON.stringify(payload))
  return scan(sim, { 'fail-threshold': 'high', ...inputs }, { env, dirs })
}

it.concurrent(
  'a queue run after a passing head record passes with no request to the service',
  async () => {
    const sim = await startSim(shopScenario())
    const gh = await queuedGitHub()
    const run = await queueRun(sim, gh)
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('passed')
    expect(run.outputs.commit).toBe(QUEUE)
    expect(sim.requests).toHaveLength(0)
    expect(run.stdout).toContain(
      `Merge queue: passed: pull request #12's head abababa passed its gate in run 700 (test ${TEST}); what the queue's merge adds beyond that head was not tested`
    )
    const results = JSON.parse(run.outputs.results ?? '[]') as Array<Record<string, unknown>>
    expect(results).toEqual([
      expect.objectContaining({ 'application-token': APP, outcome: 'passed' })
    ])
    // No SARIF, no JSON report, no counts: nothing of this commit was tested.
    for (const name of ['sarif-file', 'report-file', 'result-token', 'unfixed-count']) {
      expect(run.outputs[name]).toBeUndefined()
    }
    const summary = plain(run.summary)
    expect(summary).toContain(`merges pull request #${PR} (head ${HEAD.slice(0, 7)}) into main`)
    expect(summary).toContain('no test was run')
    expect(summary).toContain(`run ${HEAD_RUN}`)
    expect(summary).toMatch(/Not tested:\*\* what the queue's merge adds beyond the head/)
    expect(summary).toContain('No SARIF file and no JSON report of findings were written')
    // GitHub was only read: the pull request, the head's statuses, the run.
    const reads = gh.requests.map((r) => `${r.method} ${r.path.replace(/\?.*$/, '')}`)
    expect(reads).toEqual(
      expect.arrayContaining([
        `GET /repos/octo/shop/pulls/${PR}`,
        `GET /repos/octo/shop/commits/${HEAD}/statuses`,
        `GET /repos/octo/shop/actions/runs/${HEAD_RUN}`
      ])
    )
    expect(gh.requests.filter((r) => r.method !== 'GET' && !r.path.includes('/statuses/'))).toEqual(
      []
    )
    // The queue's commit gets the verdict under the context the ruleset requires, never a baseline.
    const written = gh.statuses.get(QUEUE) ?? []
    expect(written).toHaveLength(1)
    expect(written[0]).toMatchObject({
      state: 'success',
      context: `security-test-action/${APP}`,
      target_url: 'https://github.com/octo/shop/actions/runs/800/attempts/1'
    })
    expect(written[0]?.description).toMatch(
      /^Passed: .*#12.* · no test · run 800 · not a baseline$/
    )
    expect(gh.statuses.get(HEAD)?.filter((x) => x.target_url?.includes('/800/'))).toEqual([])
  }
)

it.concurrent(
  'a record written while its run still goes on is waited for, and passes once the run succeeds',
  async () => {
    const sim = await startSim(shopScenario())
    const gh = await queuedGitHub()
    // The gate step wrote the record; the rest of the run (uploads, post steps) is not done yet.
    headRun(gh, { unfinishedReads: 1 })
    const run = await queueRun(sim, gh)
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('passed')
    expect(run.stdout).toContain(
      "Merge queue: waiting for run 700 of pull request #12's head to finish (it is in_progress; its verdict was recorded before the run ended). GitHub is asked every 10 s, for up to 10 minutes"
    )
    const runReads = gh.requests.filter(
      (r) => r.path === `/repos/octo/shop/actions/runs/${HEAD_RUN}`
    )
    expect(runReads).toHaveLength(2)
    expect(gh.statuses.get(QUEUE)?.map((x) => x.state)).toEqual(['success'])
    expect(sim.requests).toHaveLength(0)
  },
  60_000
)

it.concurrent(
  'every way a head is not shown to have passed fails the queue, naming the pull request and why',
  async () => {
    const cases: Array<[string, (gh: FakeGitHub) => void, RegExp]> = [
      [
        'a failing record',
        (gh) =>
          record(gh, {
            state: 'failure',
            description: `Failed: 2 counted (high 2) of 5 unfixed · test ${TEST} · run ${HEAD_RUN}`
          }),
        /pull request #12's head abababa did not pass its gate: failed \(2 counted \(high 2\) of 5 unfixed, run 700\)/
      ],
      [
        'no record',
        (gh) => gh.statuses.delete(HEAD),
        /pull request #12's head abababa has no verdict recorded for this application/
      ],
      [
        'a record written by a person',
        (gh) => {
          gh.statuses.delete(HEAD)
          record(gh, { creator: { login: 'mallory', type: 'User' } })
        },
        /has no verdict recorded .*one written by anyone else is not a verdict/
      ],
      [
        "a record whose run is another workflow's",
        (gh) => headRun(gh, { path: '.github/workflows/other.yml' }),
        /recorded pass is not verified: run 700 is of workflow \.github\/workflows\/other\.yml/
      ],
      [
        'a record whose run was still going, and then failed',
        // Waited for (one poll, 10 s), then checked again in full.
        (gh) => headRun(gh, { unfinishedReads: 1, conclusion: 'failure' }),
        /recorded pass is not verified: run 700 ended failure, not success/
      ],
      [
        'a record whose run failed',
        (gh) => headRun(gh, { conclusion: 'failure' }),
        /recorded pass is not verified: run 700 ended failure, not success/
      ],
      [
        "a record whose run is a fork's",
        (gh) => headRun(gh, { headRepositoryId: 99 }),
        /recorded pass is not verified: run 700 is of another repository/
      ],
      [
        'a record whose run is a push run',
        (gh) => headRun(gh, { event: 'push' }),
        /run 700 is a push run/
      ],
      [
        'a run GitHub does not know',
        (gh) => gh.workflowRuns.delete(HEAD_RUN),
        /GitHub does not know run 700/
      ],
      [
        'a pull request whose head moved since it was queued',
        (gh) => gh.addPull(ownPull(PR, 'ef'.repeat(20))),
        /pull request #12's head is efefefe, not the queued abababa/
      ],
      [
        'a pull request into another branch',
        (gh) => gh.addPull(ownPull(PR, HEAD, 'develop')),
        /pull request #12 is into develop, not the queue's base main/
      ],
      [
        'a pull request GitHub does not know',
        (gh) => gh.pulls.delete(PR),
        /pull request #12 could not be read: HTTP 404/
      ]
    ]
    const sim = await startSim(shopScenario())
    const failures = await caseFailures(
      cases.map(([name, arrange, why]) => [
        name,
        async () => {
          const gh = await queuedGitHub()
          arrange(gh)
          const run = await queueRun(sim, gh)
          expect(run.outputs.outcome).toBe('failed')
          expect(run.exitCode).not.toBe(0)
          expect(failureLine(run)).toMatch(/^Merge queue: /)
          expect(failureLine(run)).toMatch(why)
          expect(run.outputs.commit).toBe(QUEUE)
          expect(plain(run.summary)).toMatch(why)
          // The queue's commit gets a failure under the required context.
          expect(gh.statuses.get(QUEUE)?.map((x) => [x.state, x.context])).toEqual([
            ['failure', `security-test-action/${APP}`]
          ])
        }
      ]),
      4
    )
    expect(failures).toEqual([])
    expect(sim.requests).toHaveLength(0)
  },
  60_000
)

it.concurrent('a ref that is not a queue ref names no pull request, and fails', async () => {
  const sim = await startSim(shopScenario())
  const gh = await queuedGitHub()
  const run = await queueRun(sim, gh, {}, `refs/heads/gh-readonly-queue/main/pr-${PR}-abc`)
  expect(run.outputs.outcome).toBe('failed')
  expect(failureLine(run)).toMatch(
    /^Merge queue: the merge queue's ref \(refs\/heads\/gh-readonly-queue\/main\/pr-12-abc\) is not refs\/heads\/gh-readonly-queue\/<base>\/pr-<number>-<commit>/
  )
  // Nothing is read; the only request is the failure recorded on the queue's commit.
  expect(gh.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
    `POST /repos/octo/shop/statuses/${QUEUE}`
  ])
  expect(gh.statuses.get(QUEUE)?.[0]).toMatchObject({ state: 'failure' })
  expect(sim.requests).toHaveLength(0)
})

it.concurrent(
  'a head that passed with warnings keeps its warning; several applications are judged each',
  async () => {
    const sim = await startSim(shopScenario())
    const gh = await queuedGitHub()
    record(gh, {
      description: `Warned: 0 counted of 3 unfixed · test ${TEST} · run ${HEAD_RUN}`
    })
    const warned = await queueRun(sim, gh)
    expect(warned.outputs.outcome).toBe('warned')
    expect(warned.exitCode).toBe(0)

    // A second application with no record on the head: the step fails, naming it.
    const both = await queueRun(sim, gh, { 'application-token': `${APP}\n${OTHER_APP}` })
    expect(both.outputs.outcome).toBe('failed')
    expect(failureLine(both)).toMatch(
      new RegExp(`^${OTHER_APP}: pull request #12's head abababa has no verdict`)
    )
    const results = JSON.parse(both.outputs.results ?? '[]') as Array<Record<string, unknown>>
    expect(results.map((r) => r.outcome)).toEqual(['warned', 'failed'])
    expect(sim.requests).toHaveLength(0)
  }
)

it.concurrent(
  'merge-queue: test, or a deployment of the queue commit, runs a test of the queue commit',
  async () => {
    const sim = await startSim(shopScenario())
    const gh = await queuedGitHub()
    const tested = await queueRun(sim, gh, { 'merge-queue': 'test', 'fail-threshold': 'none' })
    expect(tested.outputs.outcome).toBe('passed')
    expect(tested.outputs.commit).toBe(QUEUE)
    expect(tested.outputs['result-token']).toMatch(/\S/)
    const started = sim.requests.length
    expect(started).toBeGreaterThan(0)
    expect(gh.requests.some((r) => r.path.includes('/pulls/'))).toBe(false)

    // deployment-environment set and nothing deployed: the head's verdict judges, no test.
    const judged = await queueRun(sim, gh, { 'deployment-environment': 'preview' })
    expect(judged.outputs.outcome).toBe('passed')
    expect(sim.requests).toHaveLength(started)

    // Deployed: it is tested like any other commit.
    gh.addDeployment(QUEUE, 'preview', Date.now() - 60_000, {
      state: 'success',
      environment_url: 'https://shop.example.com/',
      created_at: githubTime(Date.now() - 50_000)
    })
    const deployed = await queueRun(sim, gh, {
      'deployment-environment': 'preview',
      'fail-threshold': 'none'
    })
    expect(deployed.outputs.outcome).toBe('passed')
    expect(deployed.outputs['result-token']).toMatch(/\S/)
    expect(sim.requests.length).toBeGreaterThan(started)
    expect(deployed.stdout).toContain(
      "Merge queue: a deployment of the queue's commit cdcdcdc to preview exists, so it is tested"
    )
  }
)
