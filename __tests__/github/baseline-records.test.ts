// The rules of `baseline: default-branch` on GitHub, as pure functions: which commit status is a
// record of a passing gate, which record is the baseline, and which runs may write one.
import { describe, expect, it } from '@jest/globals'
import {
  mayRecord,
  newestRecord,
  recordOf,
  statusContext,
  statusDescription,
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
    description: statusDescription(test, run),
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
      commit: C1
    })
    expect(statusDescription(T1, '12345678901').length).toBeLessThanOrEqual(140)
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
      record: { applicationToken: APP, resultToken: T2, runId: '902', commit: C1 },
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
      record: { applicationToken: APP, resultToken: T1, runId: '900', commit: C1 },
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
    defaultBranchSource({ applicationToken: APP, resultToken: T1, runId: '900', commit: C1 })
  ).toBe(`default-branch run 900 (commit c1c1c1c, test ${T1})`)
})
