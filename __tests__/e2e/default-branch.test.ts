// `baseline: default-branch` (issue 21) through the built action and the built tool, against the
// simulator and a stand-in for GitHub's API: every run records its verdict as a commit status on
// the commit it judged (issue 30); a pull request's run reads the newest record on the default
// branch's commits whose default-branch run passed on its own test, and gates only what is new
// since that test. A failing run, a pull request's run, another branch's run and a re-run's own
// earlier attempt never become the baseline; a missing one follows baseline-missing. Records of
// the older form (`security-test-action/baseline/<token>`) are still read.
import { afterAll, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FindingSpec } from '../../sim/index.js'
import { fakeGitHub, stopFakeGitHubs, type FakeGitHub } from '../../scripts/fake-github.js'
import { APP, ESTATE, KNOWN_FINDINGS, estateScenario, shopScenario } from '../../sim/accounts.js'
import { startServer, type ScriptedServer } from '../../__fixtures__/http-server.js'
import { closeSims, count, startSim, type Simulator } from '../../__fixtures__/simulator.js'
import {
  failureLine,
  notices,
  scan,
  stepDirs,
  warnings,
  type StepRun
} from '../../__fixtures__/step.js'
import { plain, reportOf } from '../../__fixtures__/step-files.js'
import { logLines, tool, TOOL_SCAN } from '../../__fixtures__/tool.js'

const sites: ScriptedServer[] = []
afterAll(async () => {
  await closeSims()
  await stopFakeGitHubs()
  for (const s of sites.splice(0)) await s.close()
})

async function github(...mainCommits: string[]): Promise<FakeGitHub> {
  const gh = await fakeGitHub()
  for (const sha of mainCommits) gh.pushCommit(sha)
  return gh
}

const C1 = 'c1'.repeat(20)
const C2 = 'c2'.repeat(20)
const MERGE = 'ee'.repeat(20)
/** The pull request's head: what its runs judge and record on (never the merge commit). */
const HEAD = 'ab'.repeat(20)
const CONTEXT = `security-test-action/${APP}`
/** The older record's context, read for upgrades, never written. */
const LEGACY = `security-test-action/baseline/${APP}`

const GATE = { baseline: 'default-branch', 'fail-threshold': 'high' }
/** The bootstrap of the ratchet: one default-branch run that accepts what is there today. */
const ACCEPT_ALL = { ...GATE, 'fail-threshold': 'none' }

/** KNOWN_FINDINGS and one more high occurrence: XSS on /admin. */
const ONE_MORE: FindingSpec[] = [
  ...KNOWN_FINDINGS,
  {
    name: 'Cross-Site Scripting',
    severity: 'High',
    occurrences: [{ status: 'Open', method: 'GET', url: 'https://shop.example.com/admin' }]
  }
]

interface Where {
  event: string
  /** GITHUB_REF: refs/heads/main, refs/pull/7/merge, refs/heads/feature … */
  ref: string
  sha: string
  runId: number
  attempt?: number
}

const onMain = (sha: string, runId: number, attempt = 1): Where => ({
  event: 'push',
  ref: 'refs/heads/main',
  sha,
  runId,
  attempt
})
const onPullRequest = (runId: number, attempt = 1): Where => ({
  event: 'pull_request',
  ref: 'refs/pull/7/merge',
  sha: MERGE,
  runId,
  attempt
})

/** A step of the workflow run `where` says, against `gh` as GitHub's API. */
function runIn(
  sim: Simulator,
  gh: FakeGitHub,
  where: Where,
  inputs: Record<string, string> = GATE
): Promise<StepRun> {
  const dirs = stepDirs()
  // GitHub knows the run as the runner does: a record naming it is checked against this.
  gh.workflowRuns.set(where.runId, {
    event: where.event,
    head_branch:
      where.event === 'pull_request' ? 'feature' : where.ref.replace(/^refs\/heads\//, ''),
    head_sha: where.event === 'pull_request' ? 'ab'.repeat(20) : where.sha
  })
  const env: Record<string, string> = {
    ...gh.runEnv(where.runId, where.attempt ?? 1),
    GITHUB_EVENT_NAME: where.event,
    GITHUB_REF: where.ref,
    GITHUB_SHA: where.sha
  }
  env.GITHUB_EVENT_PATH = join(dirs.temp, 'event.json')
  const payload =
    where.event === 'pull_request'
      ? { pull_request: { number: 7, head: { sha: 'ab'.repeat(20) } } }
      : { ref: where.ref, after: where.sha }
  writeFileSync(env.GITHUB_EVENT_PATH, JSON.stringify(payload))
  return scan(sim, inputs, { env, dirs })
}

const statusWrites = (gh: FakeGitHub): string[] =>
  gh.requests.filter((r) => r.method === 'POST' && r.path.includes('/statuses/')).map((r) => r.path)

/** The states recorded on a commit, newest first. */
const states = (gh: FakeGitHub, sha: string): string[] =>
  (gh.statuses.get(sha) ?? []).map((s) => s.state)

const source = (runId: number, sha: string, test: unknown): string =>
  `default-branch run ${runId} (commit ${sha.slice(0, 7)}, test ${String(test)})`

it('the ratchet: a passing default-branch run records the baseline; pull requests gate only what is new; failing, pull-request and other-branch runs never move it', async () => {
  const gh = await github(C1)
  const sim = await startSim(shopScenario())

  // The first run on the default branch has no baseline; accepting today's findings records one.
  const first = await runIn(sim, gh, onMain(C1, 900), ACCEPT_ALL)
  expect(first.outputs.outcome).toBe('passed')
  expect(first.outputs['baseline-source']).toBe('none')
  expect(warnings(first)).toContainEqual(
    expect.stringMatching(
      /^baseline: no passing run of the default branch \(main\) is recorded .*; gating on every unfixed occurrence instead/
    )
  )
  // The line says what to do next for this site, naming this workflow and the branch.
  expect(warnings(first)).toContainEqual(
    expect.stringContaining(
      'Next step: run .github/workflows/security.yml on main once with fail-threshold: none'
    )
  )
  const t1 = first.outputs['result-token']
  expect(statusWrites(gh)).toEqual([`/repos/octo/shop/statuses/${C1}`])
  const recorded = gh.statuses.get(C1)?.[0]
  expect(recorded).toMatchObject({ state: 'success', context: CONTEXT })
  expect(recorded?.description).toContain(String(t1))
  expect(recorded?.target_url).toBe('https://github.com/octo/shop/actions/runs/900/attempts/1')
  // Written with the github-token, which no line shows but the mask itself.
  const write = gh.requests.find((r) => r.method === 'POST')
  expect(write?.authorization).toBe('token ghs_exampletoken000000000000000000')
  const shown = first.stdout.split('\n').filter((l) => !l.startsWith('::add-mask::'))
  expect(shown.join('\n')).not.toContain('ghs_exampletoken')

  // A pull request adds one high occurrence: only it counts.
  sim.state.setFindings(APP, ONE_MORE)
  const pr = await runIn(sim, gh, onPullRequest(901))
  expect(pr.outputs.outcome).toBe('failed')
  expect(pr.outputs['new-count']).toBe('1')
  expect(failureLine(pr)).toMatch(/^1 new unfixed occurrence at high or above \(high 1\)/)
  expect(pr.outputs['baseline-source']).toBe(source(900, C1, t1))
  expect(plain(pr.summary)).toContain(`baseline: ${source(900, C1, t1)}`)
  expect(reportOf<{ baseline: { source: string } }>(pr).baseline.source).toBe(source(900, C1, t1))
  // A pull request's run records its verdict on the head, never the merge commit: no baseline.
  expect(statusWrites(gh)).toEqual([
    `/repos/octo/shop/statuses/${C1}`,
    `/repos/octo/shop/statuses/${HEAD}`
  ])
  expect(states(gh, HEAD)).toEqual(['failure'])
  expect(gh.statuses.get(MERGE)).toBeUndefined()

  // Re-running the failed gate fails again: its first attempt never became the baseline.
  const rerun = await runIn(sim, gh, onPullRequest(901, 2))
  expect(rerun.outputs.outcome).toBe('failed')
  expect(failureLine(rerun)).toBe(failureLine(pr))
  expect(rerun.outputs['baseline-source']).toBe(source(900, C1, t1))

  // The change is merged: the default branch fails its gate and records that, which moves nothing.
  gh.pushCommit(C2)
  const failing = await runIn(sim, gh, onMain(C2, 902))
  expect(failing.outputs.outcome).toBe('failed')
  expect(failing.outputs['baseline-source']).toBe(source(900, C1, t1))
  expect(states(gh, C2)).toEqual(['failure'])

  // A pull request that passes, and a passing run of another branch, record a pass that is no
  // default-branch baseline: the one on the head is a pull request's run's, the other not on main.
  const passingPr = await runIn(sim, gh, onPullRequest(903), ACCEPT_ALL)
  expect(passingPr.outputs.outcome).toBe('passed')
  expect(states(gh, HEAD)).toEqual(['success', 'failure', 'failure'])
  const feature = { event: 'push', ref: 'refs/heads/feature', sha: 'fe'.repeat(20), runId: 904 }
  const branch = await runIn(sim, gh, feature, ACCEPT_ALL)
  expect(branch.outputs.outcome).toBe('passed')
  expect(branch.outputs['baseline-source']).toBe(source(900, C1, t1))
  expect(states(gh, 'fe'.repeat(20))).toEqual(['success'])

  const stillFailing = await runIn(sim, gh, onPullRequest(905))
  expect(stillFailing.outputs['baseline-source']).toBe(source(900, C1, t1))
  expect(stillFailing.outputs.outcome).toBe('failed')

  // Fixed on the default branch: its gate passes and the ratchet moves to the new commit.
  sim.state.setFindings(APP, KNOWN_FINDINGS)
  const fixed = await runIn(sim, gh, onMain(C2, 906))
  expect(fixed.outputs.outcome).toBe('passed')
  expect(states(gh, C2)).toEqual(['success', 'failure'])
  const after = await runIn(sim, gh, onPullRequest(907))
  expect(after.outputs['baseline-source']).toBe(source(906, C2, fixed.outputs['result-token']))
  expect(after.outputs.outcome).toBe('passed')
  expect(after.outputs['new-count']).toBe('0')
})

it.concurrent(
  'a re-run of a passed default-branch run never uses its own earlier attempt',
  async () => {
    const gh = await github(C1)
    const sim = await startSim(shopScenario())
    const first = await runIn(sim, gh, onMain(C1, 910), ACCEPT_ALL)
    expect(first.outputs.outcome).toBe('passed')
    expect(states(gh, C1)).toEqual(['success'])

    const again = await runIn(sim, gh, onMain(C1, 910, 2))
    expect(again.outputs.outcome).toBe('failed')
    expect(again.outputs['new-count']).toBe('7')
    expect(again.outputs['baseline-source']).toBe('none')
    expect(warnings(again)).toContainEqual(
      expect.stringMatching(/^baseline: .*1 record of this workflow run left out/)
    )
  }
)

it.concurrent(
  'only records of this action on the default branch’s commits count: not a user’s, not another context’s, not another commit’s',
  async () => {
    const gh = await github(C1)
    const sim = await startSim(
      shopScenario({
        app: {
          pastSessions: [
            { resultToken: 'past0000000000000000000000000001', findings: KNOWN_FINDINGS }
          ]
        }
      })
    )
    const past = 'past0000000000000000000000000001'
    // Both forms: the verdict record, and the older one a run before the upgrade wrote.
    const forms = [
      { context: CONTEXT, description: `Passed: 0 counted of 7 unfixed · test ${past} · run 5` },
      { context: LEGACY, description: `Gate passed: test ${past} of run 5` }
    ]
    gh.workflowRuns.set(5, { event: 'push', head_branch: 'main', head_sha: C1 })
    const target_url = 'https://github.com/octo/shop/actions/runs/5/attempts/1'
    for (const { context, description } of forms) {
      gh.addStatus(C1, {
        context,
        description,
        target_url,
        creator: { login: 'mallory', type: 'User' }
      })
      gh.addStatus(C1, { context: `${context}-x`, description, target_url })
      gh.addStatus(C1, { context, description, target_url, state: 'failure' })
      gh.addStatus('dd'.repeat(20), { context, description, target_url })
    }
    // A verdict record that passed, but says its test is not the run's own.
    gh.addStatus(C1, {
      context: CONTEXT,
      description: `${forms[0]!.description} · not a baseline`,
      target_url
    })
    const run = await runIn(sim, gh, onPullRequest(920))
    expect(run.outputs['baseline-source']).toBe('none')
    expect(run.outputs.outcome).toBe('failed')
    expect(run.outputs['new-count']).toBe('7')

    for (const [i, { context, description }] of forms.entries()) {
      const status = gh.addStatus(C1, { context, description, target_url })
      const counted = await runIn(sim, gh, onPullRequest(921 + i))
      expect(counted.outputs['baseline-source']).toBe(source(5, C1, past))
      expect(counted.outputs.outcome).toBe('passed')
      gh.statuses.set(
        C1,
        (gh.statuses.get(C1) ?? []).filter((s) => s !== status)
      )
    }
  }
)

it.concurrent(
  'several applications: each keeps its own record, read with one look at the default branch',
  async () => {
    const gh = await github(C1)
    const sim = await startSim(estateScenario())
    const estate = { 'application-token': ESTATE.join(','), 'poll-interval': '1s' }
    const main = await runIn(sim, gh, onMain(C1, 970), { ...ACCEPT_ALL, ...estate })
    expect(main.outputs.outcome).toBe('passed')
    expect(
      gh.statuses
        .get(C1)
        ?.map((s) => s.context)
        .sort()
    ).toEqual(ESTATE.map((t) => `security-test-action/${t}`).sort())
    const tests = JSON.parse(String(main.outputs.results)) as Array<Record<string, unknown>>

    gh.requests.splice(0)
    const pr = await runIn(sim, gh, onPullRequest(971), { ...GATE, ...estate })
    expect(pr.outputs.outcome).toBe('passed')
    expect(pr.outputs['new-count']).toBe('0')
    const results = JSON.parse(String(pr.outputs.results)) as Array<Record<string, unknown>>
    expect(results.map((r) => r['baseline-source'])).toEqual(
      tests.map((t) => source(970, C1, t['result-token']))
    )
    expect(pr.outputs['baseline-source']).toBe(
      tests.map((t) => source(970, C1, t['result-token'])).join('; ')
    )
    const asked = gh.requests.map((r) => `${r.method} ${r.path.replace(/\?.*/, '')}`)
    expect(asked.filter((p) => p === 'GET /repos/octo/shop/commits')).toHaveLength(1)
    expect(asked.filter((p) => p.endsWith('/statuses'))).toHaveLength(1)
  }
)

it.concurrent(
  'no recorded baseline and baseline-missing: fail: fails before a test is started',
  async () => {
    const gh = await github(C1)
    const sim = await startSim(shopScenario())
    const run = await runIn(sim, gh, onPullRequest(930), { ...GATE, 'baseline-missing': 'fail' })
    expect(run.outputs.outcome).toBe('error')
    expect(run.outputs['baseline-source']).toBe('none')
    expect(failureLine(run)).toMatch(
      /^baseline: no passing run of the default branch \(main\) is recorded .*\(baseline-missing: fail\); no test was started$/
    )
    expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(0)
  }
)

it.concurrent(
  'without `statuses: read` (403) the baseline is missing: a warning naming the permission, or with fail, an error before the test',
  async () => {
    const gh = await github(C1)
    gh.addStatus(C1, {
      context: CONTEXT,
      description: 'Passed: 0 counted of 7 unfixed · test past0000000000000000000000000001 · run 5'
    })
    gh.failStatusesWith = 403
    const sim = await startSim(shopScenario())
    const run = await runIn(sim, gh, onPullRequest(940))
    expect(run.outputs.outcome).toBe('failed')
    expect(run.outputs['new-count']).toBe('7')
    expect(warnings(run)).toContainEqual(
      expect.stringMatching(
        /^baseline: .*HTTP 403 from GitHub: .*`statuses: read`.*; gating on every unfixed occurrence instead \(baseline-missing: ignore\)$/
      )
    )

    const failing = await runIn(sim, gh, onPullRequest(941), {
      ...GATE,
      'baseline-missing': 'fail'
    })
    expect(failing.outputs.outcome).toBe('error')
    expect(failureLine(failing)).toMatch(
      /^baseline: .*`statuses: read`.*\(baseline-missing: fail\); no test was started$/
    )
    expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(1)
  }
)

it.concurrent(
  'a passing default-branch run without `statuses: write` still passes, with a notice naming the permission',
  async () => {
    const gh = await github(C1)
    gh.failWritesWith = 403
    const sim = await startSim(shopScenario())
    const run = await runIn(sim, gh, onMain(C1, 950), ACCEPT_ALL)
    expect(run.outputs.outcome).toBe('passed')
    expect(run.exitCode).toBe(0)
    expect(notices(run)).toContainEqual(
      expect.stringMatching(
        /^Verdict not recorded: commit status security-test-action\/\w+ on c1c1c1c: HTTP 403 from GitHub: .*`statuses: write`/
      )
    )
  }
)

it.concurrent('baseline-source names every kind of baseline: none, previous, a file', async () => {
  const gh = await github()
  gh.addRun(960, Date.now())
  const sim = await startSim(
    shopScenario({
      app: {
        pastSessions: [{ resultToken: 'past0000000000000000000000000002', findings: [] }]
      }
    })
  )
  const none = await runIn(sim, gh, onMain(C1, 960), { 'fail-threshold': 'none' })
  expect(none.outputs['baseline-source']).toBe('none')
  // Statuses refused: no passing verdict can be read, so the previous test only labels (issue 30).
  gh.pushCommit(C1)
  gh.failStatusesWith = 403
  const previous = await runIn(sim, gh, onMain(C1, 960), {
    baseline: 'previous',
    'fail-threshold': 'none'
  })
  gh.failStatusesWith = undefined
  const labels =
    'previous test past0000000000000000000000000002 (labels what is new, hides nothing)'
  expect(previous.outputs['baseline-source']).toBe(labels)
  const results = JSON.parse(String(previous.outputs.results)) as Array<Record<string, unknown>>
  expect(results[0]?.['baseline-source']).toBe(labels)
  const file = await runIn(sim, gh, onMain(C1, 960), {
    baseline: String(none.outputs['report-file']),
    'fail-threshold': 'none'
  })
  expect(file.outputs['baseline-source']).toMatch(/^file .+\.json$/)
})

it.concurrent(
  'the tool keeps no default-branch baseline: missing, so baseline-missing decides',
  async () => {
    const sim = await startSim(shopScenario())
    const flags = { ...TOOL_SCAN, ...GATE }
    const ignored = await tool(sim, 'scan', flags)
    expect(ignored.exitCode).toBe(1)
    expect(ignored.outputs['new-count']).toBe('7')
    expect(ignored.outputs['baseline-source']).toBe('none')
    expect(logLines(ignored)).toContainEqual(
      expect.stringMatching(
        /baseline: the command-line tool keeps no default-branch baseline .*; gating on every unfixed occurrence instead/
      )
    )
    const failing = await tool(sim, 'scan', { ...flags, 'baseline-missing': 'fail' })
    expect(failing.exitCode).toBe(2)
    expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(1)
  }
)

const infoLines = (run: StepRun): string[] =>
  run.stdout.split('\n').filter((l) => !l.startsWith('::'))

it.concurrent(
  'a default-branch run records a baseline only of a test its own scan judged of GITHUB_SHA: not a report, not another commit; a site not shown to serve it is said so',
  async () => {
    const gh = await github(C1)
    const past = 'past0000000000000000000000000003'
    const sim = await startSim(
      shopScenario({ app: { pastSessions: [{ resultToken: past, findings: KNOWN_FINDINGS }] } })
    )
    // report of any test (a pull request's, say) judges no build of this run: never recorded.
    const reported = await runIn(sim, gh, onMain(C1, 980), {
      ...ACCEPT_ALL,
      command: 'report',
      'result-token': past
    })
    expect(reported.outputs.outcome).toBe('passed')
    expect(gh.statuses.get(C1)?.[0]?.description).toBe(
      `Passed: 0 counted of 7 unfixed · test ${past} · run 980 · not a baseline`
    )
    expect(infoLines(reported)).toContainEqual(
      expect.stringMatching(
        /^The record is not a baseline: report judged a test whose build this run did not establish/
      )
    )
    // scan of a commit that is not GITHUB_SHA: recorded on that commit, never on the default
    // branch's (a reader checks the record's run is of the commit it is on).
    const other = await runIn(sim, gh, onMain(C1, 981), { ...ACCEPT_ALL, commit: 'fe'.repeat(20) })
    expect(other.outputs.outcome).toBe('passed')
    expect(statusWrites(gh)).toEqual([
      `/repos/octo/shop/statuses/${C1}`,
      `/repos/octo/shop/statuses/${'fe'.repeat(20)}`
    ])
    // scan of GITHUB_SHA without deployment-environment or build-check: recorded, and the record
    // says the site was not shown to serve the commit; a pull request reading it says so too.
    const main = await runIn(sim, gh, onMain(C1, 982), ACCEPT_ALL)
    expect(main.outputs.outcome).toBe('passed')
    expect(gh.statuses.get(C1)?.[0]?.description).toBe(
      `Passed: 0 counted of 7 unfixed · test ${String(main.outputs['result-token'])} · run 982 · site not shown`
    )
    const pr = await runIn(sim, gh, onPullRequest(983), ACCEPT_ALL)
    expect(pr.outputs['baseline-source']).toBe(source(982, C1, main.outputs['result-token']))
    expect(infoLines(pr)).toContainEqual(
      expect.stringMatching(/^The baseline's test .* was not shown to be of commit c1c1c1c/)
    )
  }
)

it.concurrent(
  'a record is checked against the run it names: a pull request’s, another commit’s, a fork’s run or a link elsewhere is skipped, and the next record is taken',
  async () => {
    const gh = await github(C1, C2)
    const past = 'past0000000000000000000000000004'
    const forged = 'past0000000000000000000000000005'
    const sim = await startSim(
      shopScenario({
        app: {
          pastSessions: [
            { resultToken: past, findings: KNOWN_FINDINGS },
            { resultToken: forged, findings: ONE_MORE }
          ]
        }
      })
    )
    const url = (run: number): string => `https://github.com/octo/shop/actions/runs/${run}`
    const says = (run: number, test = forged): string =>
      `Passed: 0 counted of 8 unfixed · test ${test} · run ${run}`
    // The genuine record: run 5, a push of main at C1.
    gh.workflowRuns.set(5, { event: 'push', head_branch: 'main', head_sha: C1 })
    gh.addStatus(C1, { context: CONTEXT, description: says(5, past), target_url: url(5) })
    // Newer ones a same-repository pull request's workflow could write on C2.
    gh.workflowRuns.set(6, { event: 'pull_request', head_branch: 'main', head_sha: C2 })
    gh.workflowRuns.set(7, { event: 'push', head_branch: 'main', head_sha: C2 })
    gh.workflowRuns.set(8, {
      event: 'push',
      head_branch: 'main',
      head_sha: C2,
      headRepositoryId: 2
    })
    gh.workflowRuns.set(9, { event: 'push', head_branch: 'feature', head_sha: C2 })
    gh.addStatus(C2, { context: CONTEXT, description: says(6), target_url: url(6) })
    gh.addStatus(C2, { context: CONTEXT, description: says(5), target_url: url(5) })
    gh.addStatus(C2, { context: CONTEXT, description: says(7), target_url: url(6) })
    gh.addStatus(C2, { context: CONTEXT, description: says(8), target_url: url(8) })
    gh.addStatus(C2, { context: CONTEXT, description: says(9), target_url: url(9) })
    gh.addStatus(C2, { context: CONTEXT, description: says(404), target_url: url(404) })
    const pr = await runIn(sim, gh, onPullRequest(990))
    expect(pr.outputs['baseline-source']).toBe(source(5, C1, past))
    expect(pr.outputs.outcome).toBe('passed')
    const skipped = warnings(pr).filter((w) => w.startsWith('baseline: a record on c2c2c2c'))
    expect(skipped).toHaveLength(6)
    expect(skipped.join('\n')).toMatch(/run 6 is a pull_request run/)
    expect(skipped.join('\n')).toMatch(/run 5 is of commit c1c1c1c/)
    expect(skipped.join('\n')).toMatch(/links to .*runs\/6, not run 7/)
    expect(skipped.join('\n')).toMatch(/run 8 .*another repository/)
    expect(skipped.join('\n')).toMatch(/run 9 is of branch feature/)
    expect(skipped.join('\n')).toMatch(/run 404 .*HTTP 404/)
  }
)

it.concurrent(
  'without `actions: read` the named run cannot be checked: the baseline is missing, naming the permission',
  async () => {
    const gh = await github(C1)
    gh.workflowRuns.set(5, { event: 'push', head_branch: 'main', head_sha: C1 })
    gh.addStatus(C1, {
      context: LEGACY,
      description: 'Gate passed: test past0000000000000000000000000001 of run 5',
      target_url: 'https://github.com/octo/shop/actions/runs/5'
    })
    gh.failRunsWith = 403
    const sim = await startSim(shopScenario())
    const run = await runIn(sim, gh, onPullRequest(995))
    expect(run.outputs['baseline-source']).toBe('none')
    expect(warnings(run)).toContainEqual(
      expect.stringMatching(
        /^baseline: .*HTTP 403 from GitHub: .*`actions: read`.*baseline-missing: ignore/
      )
    )
  }
)

it.concurrent(
  'a lookup checks at most 10 records: more forged ones than that make the baseline missing, never an endless search',
  async () => {
    const gh = await github(C1)
    gh.workflowRuns.set(6, { event: 'pull_request', head_branch: 'main', head_sha: C1 })
    for (let i = 0; i < 12; i++) {
      gh.addStatus(C1, {
        context: LEGACY,
        description: 'Gate passed: test past0000000000000000000000000001 of run 6',
        target_url: 'https://github.com/octo/shop/actions/runs/6'
      })
    }
    const sim = await startSim(shopScenario())
    const run = await runIn(sim, gh, onPullRequest(996))
    expect(run.outputs['baseline-source']).toBe('none')
    expect(
      warnings(run).filter((w) => /is skipped: run 6 is a pull_request run/.test(w))
    ).toHaveLength(10)
    expect(warnings(run)).toContainEqual(
      expect.stringMatching(
        /^baseline: none of the 10 newest records on the default branch \(main\)/
      )
    )
    // The run is asked about once, however many records name it.
    expect(
      gh.requests.filter((r) => r.path.startsWith('/repos/octo/shop/actions/runs/6'))
    ).toHaveLength(1)
  }
)

it.concurrent(
  'a default-branch scan whose build check showed the site serves GITHUB_SHA records without the not-shown words, and readers say nothing of it',
  async () => {
    const gh = await github(C1)
    const site = await startServer(() => ({ json: { version: '1.0.0', commit: C1 } }))
    sites.push(site)
    const sim = await startSim(shopScenario({ app: { url: site.url } }))
    const main = await runIn(sim, gh, onMain(C1, 997), {
      ...ACCEPT_ALL,
      'build-check': `${site.url}/__version__`
    })
    expect(main.outputs.outcome).toBe('passed')
    expect(gh.statuses.get(C1)?.[0]?.description).toBe(
      `Passed: 0 counted of 7 unfixed · test ${String(main.outputs['result-token'])} · run 997`
    )
    const pr = await runIn(sim, gh, onPullRequest(998), ACCEPT_ALL)
    expect(pr.outputs['baseline-source']).toBe(source(997, C1, main.outputs['result-token']))
    expect(infoLines(pr).filter((l) => l.includes('was not shown to be of commit'))).toEqual([])
  }
)
