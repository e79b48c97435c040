// `baseline: default-branch` through the built action (issue 29): a record is used only when the
// run it names (GET /repos/{o}/{r}/actions/runs/{id}) is this repository's run of this workflow
// file, a push, schedule or workflow_dispatch run of the default branch at the recorded commit,
// completed with conclusion success, and the recorded test started within the time of the attempt
// that wrote it (its link names it; an earlier attempt than the latest is read too). Each
// shape below is a newer record naming such a run, in front of a genuine older one: it must be
// skipped with a warning naming it, and the genuine one taken — never the forged one, whose
// baseline would hide the pull request's new finding.
import { afterAll, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FindingSpec } from '../../sim/index.js'
import {
  fakeGitHub,
  githubTime,
  stopFakeGitHubs,
  type FakeGitHub,
  type FakeWorkflowRun
} from '../../scripts/fake-github.js'
import { APP, KNOWN_FINDINGS, shopScenario } from '../../sim/accounts.js'
import { closeSims, startSim } from '../../__fixtures__/simulator.js'
import { scan, stepDirs, warnings } from '../../__fixtures__/step.js'

afterAll(async () => {
  await closeSims()
  await stopFakeGitHubs()
})

const C1 = 'c1'.repeat(20)
const C2 = 'c2'.repeat(20)
/** The verdict record's context (every run writes it), and the older form still read. */
const CONTEXT = `security-test-action/${APP}`
const LEGACY = `security-test-action/baseline/${APP}`
const GENUINE = 'past0000000000000000000000000011'
const FORGED = 'past0000000000000000000000000012'
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** KNOWN_FINDINGS and one more high occurrence: what the pull request adds. */
const ONE_MORE: FindingSpec[] = [
  ...KNOWN_FINDINGS,
  {
    name: 'Cross-Site Scripting',
    severity: 'High',
    occurrences: [{ status: 'Open', method: 'GET', url: 'https://shop.example.com/admin' }]
  }
]

const url = (run: number): string => `https://github.com/octo/shop/actions/runs/${run}`
const source = (runId: number, sha: string, test: string): string =>
  `default-branch run ${runId} (commit ${sha.slice(0, 7)}, test ${test})`

/** A default-branch push run at `sha` that ran from `from` to `to`: one that checks out. */
const pushRun = (sha: string, from: number, to: number): FakeWorkflowRun => ({
  event: 'push',
  head_branch: 'main',
  head_sha: sha,
  created_at: githubTime(from),
  run_started_at: githubTime(from),
  updated_at: githubTime(to)
})

/**
 * A pull request's run (run 990) reading the default branch: C1 holds the genuine record (run 5,
 * test GENUINE, KNOWN_FINDINGS), C2 (newer) a record naming test FORGED (ONE_MORE: the pull
 * request's finding too) of run 7 as `change` makes it.
 */
async function readWith(
  change: Partial<FakeWorkflowRun>,
  forgedStart = Date.now() - DAY,
  more: {
    newerTests?: number
    forgedRunId?: string
    forgedLink?: string
    arrange?: (gh: FakeGitHub) => void
  } = {}
) {
  const genuineStart = Date.now() - 2 * DAY
  const gh = await fakeGitHub()
  more.arrange?.(gh)
  // Tests of the application after both recorded ones (pull requests' runs, say), newest last.
  const newer = Array.from({ length: more.newerTests ?? 0 }, (_, i) => ({
    findings: KNOWN_FINDINGS,
    startTime: forgedStart + HOUR + i * MINUTE,
    endTime: forgedStart + HOUR + i * MINUTE + 30_000
  }))
  gh.pushCommit(C1)
  gh.pushCommit(C2)
  const sim = await startSim(
    shopScenario({
      app: {
        pastSessions: [
          {
            resultToken: GENUINE,
            findings: KNOWN_FINDINGS,
            startTime: genuineStart,
            endTime: genuineStart + 20 * MINUTE
          },
          {
            resultToken: FORGED,
            findings: ONE_MORE,
            startTime: forgedStart,
            endTime: forgedStart + 20 * MINUTE
          },
          ...newer
        ]
      }
    })
  )
  sim.state.setFindings(APP, ONE_MORE)
  gh.workflowRuns.set(5, pushRun(C1, genuineStart - 5 * MINUTE, genuineStart + 30 * MINUTE))
  // The genuine record is of the older form (written before verdict records): still read.
  gh.addStatus(C1, {
    context: LEGACY,
    description: `Gate passed: test ${GENUINE} of run 5`,
    target_url: url(5)
  })
  const forged = Date.now() - DAY
  gh.workflowRuns.set(7, { ...pushRun(C2, forged - 5 * MINUTE, forged + 30 * MINUTE), ...change })
  gh.addStatus(C2, {
    context: CONTEXT,
    description: `Passed: 0 counted of 3 unfixed · test ${FORGED} · run ${more.forgedRunId ?? '7'}`,
    target_url:
      more.forgedLink ?? `https://github.com/octo/shop/actions/runs/${more.forgedRunId ?? '7'}`
  })
  gh.workflowRuns.set(990, {
    event: 'pull_request',
    head_branch: 'feature',
    head_sha: 'ab'.repeat(20)
  })
  const dirs = stepDirs()
  const env: Record<string, string> = {
    ...gh.runEnv(990, 1),
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_REF: 'refs/pull/7/merge',
    GITHUB_SHA: 'ee'.repeat(20),
    GITHUB_WORKFLOW_REF: 'octo/shop/.github/workflows/security.yml@refs/pull/7/merge',
    GITHUB_EVENT_PATH: join(dirs.temp, 'event.json')
  }
  writeFileSync(
    env.GITHUB_EVENT_PATH,
    JSON.stringify({ pull_request: { number: 7, head: { sha: 'ab'.repeat(20) } } })
  )
  const run = await scan(
    sim,
    { baseline: 'default-branch', 'fail-threshold': 'high' },
    { env, dirs }
  )
  const skipped = warnings(run).filter((w) =>
    w.startsWith(`baseline: a record on c2c2c2c naming test ${FORGED} is skipped: `)
  )
  return { run, skipped, gh }
}

it.concurrent(
  'a record whose run checks out is taken: the forged-looking one is the baseline when nothing is wrong with its run',
  async () => {
    const { run, skipped } = await readWith({})
    expect(skipped).toEqual([])
    expect(run.outputs['baseline-source']).toBe(source(7, C2, FORGED))
    expect(run.outputs.outcome).toBe('passed')
  }
)

// A re-run keeps the run's id: the record's link names the attempt that wrote it, and only that
// attempt's own time counts — never the whole run's, from its creation days before.
const rerun = (forged: number, attempt1: Partial<FakeWorkflowRun>): Partial<FakeWorkflowRun> => ({
  run_attempt: 2,
  created_at: githubTime(forged - 4 * DAY),
  run_started_at: githubTime(forged + 2 * HOUR),
  updated_at: githubTime(forged + 3 * HOUR),
  attempts: {
    1: {
      run_started_at: githubTime(forged - 4 * DAY),
      updated_at: githubTime(forged - 4 * DAY + HOUR),
      ...attempt1
    }
  }
})

it.concurrent(
  'a re-run: a record of attempt 2 whose test started between attempt 1 and attempt 2 is outside attempt 2, skipped',
  async () => {
    const forged = Date.now() - DAY
    const { run, skipped } = await readWith(rerun(forged, {}), forged, {
      forgedLink: `${url(7)}/attempts/2`
    })
    expect(skipped).toEqual([expect.stringMatching(/started at .* outside run 7 attempt 2 \(/)])
    expect(run.outputs['baseline-source']).toBe(source(5, C1, GENUINE))
  }
)

it.concurrent(
  'a re-run: a record of attempt 1 is checked against attempt 1’s own time and conclusion',
  async () => {
    const forged = Date.now() - DAY
    const within = {
      run_started_at: githubTime(forged - 5 * MINUTE),
      updated_at: githubTime(forged + HOUR)
    }
    const taken = await readWith(rerun(forged, within), forged, {
      forgedLink: `${url(7)}/attempts/1`
    })
    expect(taken.skipped).toEqual([])
    expect(taken.run.outputs['baseline-source']).toBe(source(7, C2, FORGED))
    expect(
      taken.gh.requests.filter((r) =>
        r.path.startsWith('/repos/octo/shop/actions/runs/7/attempts/')
      )
    ).toHaveLength(1)

    const failed = await readWith(rerun(forged, { ...within, conclusion: 'failure' }), forged, {
      forgedLink: `${url(7)}/attempts/1`
    })
    expect(failed.skipped).toEqual([expect.stringMatching(/run 7 attempt 1 ended failure/)])
    expect(failed.run.outputs['baseline-source']).toBe(source(5, C1, GENUINE))
  }
)

it.concurrent('a re-run: a record linking to the run’s page is of its latest attempt', async () => {
  const forged = Date.now() - DAY
  const { skipped } = await readWith(rerun(forged, {}), forged)
  expect(skipped).toEqual([expect.stringMatching(/outside run 7 attempt 2/)])
})

const forgedStart = Date.now() - DAY
it.each<[string, Partial<FakeWorkflowRun>, RegExp]>([
  [
    'a run of another workflow file',
    { path: '.github/workflows/other.yml' },
    /run 7 is of workflow \.github\/workflows\/other\.yml, not this run's \.github\/workflows\/security\.yml/
  ],
  ['a run that failed', { conclusion: 'failure' }, /run 7 ended failure, not success/],
  ['a cancelled run', { conclusion: 'cancelled' }, /run 7 ended cancelled, not success/],
  [
    'a run still in progress',
    { status: 'in_progress', conclusion: null },
    /run 7 is in_progress, not completed/
  ],
  [
    'a run that ended a day before the test started',
    {
      created_at: githubTime(forgedStart - DAY - HOUR),
      run_started_at: githubTime(forgedStart - DAY - HOUR),
      updated_at: githubTime(forgedStart - DAY)
    },
    /test past0000000000000000000000000012 started at .* outside run 7 attempt 1 \(.* to .*\)/
  ],
  [
    'a run that began after the test started',
    {
      created_at: githubTime(forgedStart + HOUR),
      run_started_at: githubTime(forgedStart + HOUR),
      updated_at: githubTime(forgedStart + 2 * HOUR)
    },
    /started at .* outside run 7/
  ],
  [
    'a run of another repository (by name)',
    { repositoryFullName: 'mallory/shop' },
    /run 7 is of another repository/
  ],
  // Already refused before issue 29, kept here so every shape is tried through the bundle.
  ['a run of another branch', { head_branch: 'feature' }, /run 7 is of branch feature/],
  ['a run of another commit', { head_sha: C1 }, /run 7 is of commit c1c1c1c/],
  ['a pull request’s run', { event: 'pull_request' }, /run 7 is a pull_request run/]
])(
  '%s is skipped with a warning, and the older genuine record is the baseline',
  async (_, change, why) => {
    const { run, skipped } = await readWith(change, forgedStart)
    expect(skipped).toEqual([expect.stringMatching(why)])
    expect(run.outputs['baseline-source']).toBe(source(5, C1, GENUINE))
    expect(run.outputs.outcome).toBe('failed')
    expect(run.outputs['new-count']).toBe('1')
  }
)

it.concurrent(
  'a run id that is not one (leading zeros) is skipped without asking GitHub',
  async () => {
    const { run, skipped, gh } = await readWith({}, undefined, { forgedRunId: '0007' })
    expect(skipped).toEqual([expect.stringMatching(/: run 0007 is not a run id$/)])
    expect(run.outputs['baseline-source']).toBe(source(5, C1, GENUINE))
    const asked = gh.requests.map((r) => r.path).filter((p) => p.includes('/actions/runs/'))
    expect(asked).toEqual(['/repos/octo/shop/actions/runs/5'])
  }
)

it.concurrent(
  'a recorded test no longer among the application’s 50 newest tests cannot be shown to be its run’s: skipped, and with none left the baseline is missing — every occurrence counts',
  async () => {
    const { run, skipped } = await readWith({}, undefined, { newerTests: 50 })
    expect(skipped).toEqual([
      expect.stringMatching(/the service does not say when test past0+12 started/)
    ])
    expect(warnings(run)).toContainEqual(
      expect.stringMatching(
        /^baseline: a record on c1c1c1c naming test past0+11 is skipped: the service does not say/
      )
    )
    expect(run.outputs['baseline-source']).toBe('none')
    expect(run.outputs.outcome).toBe('failed')
    expect(run.outputs['new-count']).toBe('8')
  }
)

it.each([
  ['answers HTTP 500', 500, /HTTP 500 from GitHub/],
  ['refuses (no `actions: read`)', 403, /HTTP 403 from GitHub: .*`actions: read`/]
])(
  'when GitHub %s for the run, the lookup ends: the baseline is missing, never a record taken unchecked',
  async (_, status, why) => {
    const { run, skipped } = await readWith({}, undefined, {
      arrange: (gh) => (gh.failRunsWith = status)
    })
    expect(skipped).toEqual([])
    expect(warnings(run)).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^baseline: the run that wrote the default branch's record \\(run 7\\) could not be checked: .*${why.source}.*baseline-missing: ignore`
        )
      )
    )
    expect(run.outputs['baseline-source']).toBe('none')
    expect(run.outputs.outcome).toBe('failed')
  }
)
