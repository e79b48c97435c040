// The rules of `baseline: default-branch` on GitHub, as pure functions: which commit status is a
// record of a passing gate (a verdict record that may serve as a baseline, or one of the older
// form still read for upgrades), which record is the baseline, and whether a judged test is the
// writing run's own.
import { describe, expect, it } from '@jest/globals'
import {
  legacyContext,
  newestRecord,
  recordOf,
  type StatusLike
} from '../../src/github/baseline-records.js'
import {
  judgedTestStart,
  startedBeforeRunProblem,
  verdictContext,
  verdictDescription,
  type VerdictFacts
} from '../../src/github/verdict-records.js'
import { defaultBranchSource } from '../../src/lifecycle/default-branch.js'

const APP = 'app00000000000000000000000000001'
const OTHER = 'app00000000000000000000000000002'
const T1 = 'test0000000000000000000000000001'
const T2 = 'test0000000000000000000000000002'
const C1 = 'c1'.repeat(20)
const C2 = 'c2'.repeat(20)
const BOT = { login: 'github-actions[bot]', type: 'Bot' }

/** A verdict record as the action writes it (verdict-status.ts). */
function status(app: string, test: string, run: string, extra: StatusLike = {}): StatusLike {
  return {
    state: 'success',
    context: verdictContext(app),
    description: verdictDescription({
      outcome: 'passed',
      counts: ['0 counted of 3 unfixed'],
      resultToken: test,
      runId: run,
      baseline: 'site shown'
    }),
    creator: BOT,
    ...extra
  }
}

/** A record of the older form (`security-test-action/baseline/<token>`), no longer written. */
function legacy(app: string, test: string, run: string, extra: StatusLike = {}): StatusLike {
  return {
    state: 'success',
    context: legacyContext(app),
    description: `Gate passed: test ${test} of run ${run}`,
    creator: BOT,
    ...extra
  }
}

const facts = (f: Partial<VerdictFacts>): VerdictFacts => ({
  outcome: 'passed',
  counts: ['0 counted of 3 unfixed'],
  resultToken: T1,
  runId: '900',
  baseline: 'site shown',
  ...f
})

describe('recordOf', () => {
  it('reads back a passing verdict record on a test its run established', () => {
    expect(recordOf(status(APP, T1, '900'), C1)).toEqual({
      applicationToken: APP,
      resultToken: T1,
      runId: '900',
      commit: C1,
      siteShown: true
    })
  })

  it('says when the site was not shown to serve the commit, and reads it back', () => {
    const d = verdictDescription(facts({ outcome: 'warned', baseline: 'site not shown' }))
    expect(d).toBe(`Warned: 0 counted of 3 unfixed · test ${T1} · run 900 · site not shown`)
    const unshown = recordOf(
      status(APP, T1, '900', { description: d, target_url: 'https://x/actions/runs/900' }),
      C1
    )
    expect(unshown).toMatchObject({ siteShown: false, targetUrl: 'https://x/actions/runs/900' })
  })

  it.each<[string, StatusLike]>([
    [
      'a failed verdict',
      { state: 'failure', description: verdictDescription(facts({ outcome: 'failed' })) }
    ],
    [
      'an errored verdict',
      { state: 'error', description: verdictDescription(facts({ outcome: 'error' })) }
    ],
    [
      'a pass that is not a baseline',
      { description: verdictDescription(facts({ baseline: 'not a baseline' })) }
    ],
    ['a pass with no test', { description: verdictDescription(facts({ resultToken: undefined })) }],
    ['a person’s status', { creator: { login: 'mallory', type: 'User' } }],
    ['a state that disagrees with the outcome', { state: 'failure' }],
    ['another context', { context: `${verdictContext(APP)}x` }],
    ['an altered description', { description: `Passed: 0 counted · test ${T1} · run 900 !` }],
    ['no description', { description: null }]
  ])('is nothing for %s', (_, change) => {
    expect(recordOf(status(APP, T1, '900', change), C1)).toBeUndefined()
  })
})

describe('recordOf, the older form (read for upgrades)', () => {
  it('reads back what earlier versions wrote', () => {
    expect(recordOf(legacy(APP, T1, '900'), C1)).toEqual({
      applicationToken: APP,
      resultToken: T1,
      runId: '900',
      commit: C1,
      siteShown: true
    })
    const d = `Gate passed: test ${T1} of run 900; site not shown to serve it`
    const unshown = recordOf(
      legacy(APP, T1, '900', { description: d, target_url: 'https://x/actions/runs/900' }),
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
    ['another context', { context: `${legacyContext(APP)}x` }],
    ['a context with no token', { context: 'security-test-action/baseline/' }],
    ['a description with more words', { description: `Gate passed: test ${T1} of run 9 !` }],
    ['a token of the wrong form', { description: 'Gate passed: test ABC of run 9' }],
    ['no description', { description: null }]
  ])('is nothing for %s', (_, change) => {
    expect(recordOf(legacy(APP, T1, '900', change), C1)).toBeUndefined()
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

  it('reads both forms, newest first: a verdict record and an older one', () => {
    const commits = [
      { commit: C2, statuses: [legacy(APP, T2, '904')] },
      { commit: C1, statuses: [status(APP, T1, '903')] }
    ]
    expect(newestRecord(commits, APP, '999').record).toMatchObject({ runId: '904', commit: C2 })
    expect(newestRecord(commits.slice(1), APP, '999').record).toMatchObject({ runId: '903' })
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
      "the test this run attached to started at 2026-11-20T10:00:00Z, before this run (it began at 2026-11-20T10:00:31Z), so no reader would take it as this run's; only a test started within the run is a baseline"
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
