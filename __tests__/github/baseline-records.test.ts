// The rules of `baseline: default-branch` on GitHub, as pure functions: which commit status is a
// record of a passing gate, which record is the baseline, and which runs may write one.
import { describe, expect, it } from '@jest/globals'
import {
  judgedTestStart,
  startedBeforeRunProblem,
  mayRecord,
  newestRecord,
  recordOf,
  statusContext,
  statusDescription,
  testRecordProblem,
  type StatusLike
} from '../../src/github/baseline-records.js'
import { defaultBranchSource } from '../../src/lifecycle/default-branch.js'

const APP = 'app00000000000000000000000000001'
const OTHER = 'app00000000000000000000000000002'
const T1 = 'test0000000000000000000000000001'
const T2 = 'test0000000000000000000000000002'
const C1 = 'c1'.repeat(20)
const C2 = 'c2'.repeat(20)
const BOT = { login: 'github-actions[bot]', type: 'Bot' }

function status(app: string, test: string, run: string, extra: StatusLike = {}): StatusLike {
  return {
    state: 'success',
    context: statusContext(app),
    description: statusDescription(test, run, 'build-check'),
    creator: BOT,
    ...extra
  }
}

describe('recordOf', () => {
  it('reads back what the action writes', () => {
    expect(recordOf(status(APP, T1, '900'), C1)).toEqual({
      applicationToken: APP,
      resultToken: T1,
      runId: '900',
      commit: C1,
      siteShown: true
    })
    expect(statusDescription(T1, '12345678901').length).toBeLessThanOrEqual(140)
  })

  it('says when the site was not shown to serve the commit, and reads it back', () => {
    const d = statusDescription(T1, '900', 'nothing')
    expect(d).toBe(`Gate passed: test ${T1} of run 900; site not shown to serve it`)
    expect(statusDescription(T1, '900', 'deployment')).toBe(`Gate passed: test ${T1} of run 900`)
    const unshown = recordOf(
      status(APP, T1, '900', { description: d, target_url: 'https://x/actions/runs/900' }),
      C1
    )
    expect(unshown).toMatchObject({ siteShown: false, targetUrl: 'https://x/actions/runs/900' })
  })

  it.each<[string, StatusLike]>([
    ['a person’s status', { creator: { login: 'mallory', type: 'User' } }],
    ['a bot of another name', { creator: { login: 'evil-app[bot]', type: 'Bot' } }],
    ['no creator', { creator: null }],
    ['a failed status', { state: 'failure' }],
    ['a pending status', { state: 'pending' }],
    ['another context', { context: `${statusContext(APP)}x` }],
    ['a context with no token', { context: 'security-test-action/baseline/' }],
    ['a description with more words', { description: `${statusDescription(T1, '9')} !` }],
    ['a token of the wrong form', { description: 'Gate passed: test ABC of run 9' }],
    ['no description', { description: null }]
  ])('is nothing for %s', (_, change) => {
    expect(recordOf(status(APP, T1, '900', change), C1)).toBeUndefined()
  })
})

describe('newestRecord', () => {
  it('takes the newest commit that has a record of the application, and its newest record', () => {
    const commits = [
      {
        commit: C2,
        statuses: [status(OTHER, T2, '903'), { context: 'ci/build', state: 'success' }]
      },
      { commit: C1, statuses: [status(APP, T2, '902'), status(APP, T1, '901')] }
    ]
    expect(newestRecord(commits, APP, '999')).toEqual({
      record: { applicationToken: APP, resultToken: T2, runId: '902', commit: C1, siteShown: true },
      ownLeftOut: 0
    })
    expect(newestRecord(commits, OTHER, '999').record?.commit).toBe(C2)
  })

  it('never takes a record of this workflow run (a re-run), and counts what it left out', () => {
    const commits = [
      { commit: C2, statuses: [status(APP, T2, '905')] },
      { commit: C1, statuses: [status(APP, T1, '900')] }
    ]
    expect(newestRecord(commits, APP, '905')).toEqual({
      record: { applicationToken: APP, resultToken: T1, runId: '900', commit: C1, siteShown: true },
      ownLeftOut: 1
    })
    expect(newestRecord(commits.slice(0, 1), APP, '905')).toEqual({ ownLeftOut: 1 })
  })

  it('finds nothing where nothing was recorded', () => {
    expect(newestRecord([], APP, '1')).toEqual({ ownLeftOut: 0 })
    expect(newestRecord([{ commit: C1, statuses: [] }], APP, '1')).toEqual({ ownLeftOut: 0 })
  })
})

describe('mayRecord', () => {
  const run = { event: 'push', ref: 'refs/heads/main', sha: C1, runId: '900' }

  it.each(['push', 'schedule', 'workflow_dispatch'])('a %s run of the default branch may', (e) => {
    expect(mayRecord({ ...run, event: e }, 'main')).toEqual({})
  })

  it.each([
    ['pull_request', 'refs/pull/7/merge'],
    ['pull_request_target', 'refs/heads/main'],
    ['workflow_run', 'refs/heads/main'],
    ['merge_group', 'refs/heads/gh-readonly-queue/main/pr-7'],
    ['', 'refs/heads/main']
  ])('a %s run never does, even on the default branch’s ref', (event, ref) => {
    expect(mayRecord({ ...run, event, ref }, 'main').why).toMatch(/run never records it/)
    // Decided before GitHub is asked which branch is the default.
    expect(mayRecord({ ...run, event, ref }).why).toMatch(/run never records it/)
  })

  it('a run of another branch, or a tag, does not', () => {
    expect(mayRecord({ ...run, ref: 'refs/heads/feature' }, 'main').why).toBe(
      'this run is for refs/heads/feature, not the default branch main'
    )
    expect(mayRecord({ ...run, ref: 'refs/tags/main' }, 'main').why).toMatch(/refs\/tags\/main/)
    expect(mayRecord({ ...run, ref: 'refs/heads/main' }, 'trunk').why).toMatch(/trunk/)
  })

  it('needs the commit and the run', () => {
    expect(mayRecord({ ...run, sha: '' }, 'main').why).toBe('GITHUB_SHA is not a commit')
    expect(mayRecord({ ...run, runId: '' }, 'main').why).toBe('GITHUB_RUN_ID is not set')
  })
})

it('names the baseline by run, short commit and test', () => {
  expect(
    defaultBranchSource({
      applicationToken: APP,
      resultToken: T1,
      runId: '900',
      commit: C1,
      siteShown: true
    })
  ).toBe(`default-branch run 900 (commit c1c1c1c, test ${T1})`)
})

describe('testRecordProblem', () => {
  const commit = { sha: C1, source: 'GITHUB_SHA' }
  it('a scanned test of GITHUB_SHA may be recorded, shown to be served or not', () => {
    expect(testRecordProblem({ build: { commit, shownBy: 'nothing' } }, 'scan', C1)).toBeUndefined()
    expect(
      testRecordProblem({ build: { commit, shownBy: 'build-check' } }, 'scan', C1)
    ).toBeUndefined()
  })

  it('a test whose build the run did not establish (report, wait) never is', () => {
    expect(testRecordProblem({}, 'report', C1)).toMatch(
      /^report judged a test whose build this run did not establish/
    )
    expect(testRecordProblem({}, 'wait', C1)).toMatch(/^wait judged/)
  })

  it('a test of another commit (the commit input) never is', () => {
    const other = { sha: C2, source: 'the commit input' }
    expect(
      testRecordProblem({ build: { commit: other, shownBy: 'build-check' } }, 'scan', C1)
    ).toBe(
      `the commit under test ${C2.slice(0, 12)} is not GITHUB_SHA ${C1.slice(0, 12)} (the commit input names another commit)`
    )
    expect(
      testRecordProblem(
        { build: { commit: { sha: C1.slice(0, 7), source: 'x' }, shownBy: 'nothing' } },
        'scan',
        C1
      )
    ).toMatch(/is not GITHUB_SHA/)
    expect(testRecordProblem({ build: { shownBy: 'nothing' } }, 'scan', C1)).toMatch(/not known/)
  })
})

describe('judgedTestStart and startedBeforeRunProblem', () => {
  const commit = { sha: 'c1'.repeat(20), source: 'GITHUB_SHA' }
  const T = Date.parse('2026-11-20T10:00:00Z')
  it('a test this run started is its own: nothing is asked', () => {
    expect(
      judgedTestStart({ commit, shownBy: 'nothing', judged: { startedByThisRun: true } })
    ).toEqual({ own: true })
  })
  it('a reused or attached test is compared with the attempt’s start, within the clocks’ margin', () => {
    const reused = judgedTestStart({
      commit,
      shownBy: 'deployment',
      reused: { resultToken: 't', startTime: T }
    })
    expect(reused).toEqual({ startTime: T, how: 'reused' })
    const attached = judgedTestStart({
      commit,
      shownBy: 'nothing',
      judged: { startedByThisRun: false, startTime: T }
    })
    expect(attached).toEqual({ startTime: T, how: 'attached to' })
    const j = { startTime: T, how: 'attached to' }
    expect(startedBeforeRunProblem(j, T + 30_000, 30_000)).toBeUndefined()
    expect(startedBeforeRunProblem(j, T - 60_000, 30_000)).toBeUndefined()
    expect(startedBeforeRunProblem(j, T + 31_000, 30_000)).toBe(
      "the test this run attached to started at 2026-11-20T10:00:00Z, before this run (it began at 2026-11-20T10:00:31Z), so no reader would take it as this run's; only a test started within the run is the default branch's baseline"
    )
  })
  it('a start not known, or how the run came to its test not known, fails closed', () => {
    expect(
      judgedTestStart({ commit, shownBy: 'nothing', judged: { startedByThisRun: false } })
    ).toEqual({ problem: 'when the test this run attached to started is not known' })
    expect(judgedTestStart({ commit, shownBy: 'nothing', reused: { resultToken: 't' } })).toEqual({
      problem: 'when the test this run reused started is not known'
    })
    expect(judgedTestStart({ commit, shownBy: 'nothing' })).toEqual({
      problem: 'how this run came to its test is not known'
    })
  })
})
