// The commit GitHub judges and what a deployment's statuses mean (src/github/commit.ts,
// src/github/deployment-state.ts): pure, no GitHub needed.
import { describe, expect, it } from '@jest/globals'
import { githubCommit } from '../../src/github/commit.js'
import { deploymentState } from '../../src/github/deployment-state.js'

const HEAD = '0123456789abcdef0123456789abcdef01234567'
const MERGE = 'fedcba9876543210fedcba9876543210fedcba98'
const event = (sha: unknown) => () => JSON.stringify({ pull_request: { head: { sha } } })

describe('githubCommit', () => {
  it.each(['pull_request', 'pull_request_target'])(
    'on %s: the head commit from the event, not GITHUB_SHA',
    (name) => {
      const env = { GITHUB_EVENT_NAME: name, GITHUB_EVENT_PATH: '/e.json', GITHUB_SHA: MERGE }
      expect(githubCommit(env, undefined, event(HEAD.toUpperCase()))).toEqual({
        sha: HEAD,
        source: "the pull request's head"
      })
      // No readable head: unknown, never the merge commit.
      expect(githubCommit(env, undefined, event('main'))).toBeUndefined()
      expect(
        githubCommit(env, undefined, () => {
          throw new Error('ENOENT')
        })
      ).toBeUndefined()
    }
  )

  it('on workflow_run: the triggering run’s head_sha, never GITHUB_SHA (the default branch’s head)', () => {
    const env = {
      GITHUB_EVENT_NAME: 'workflow_run',
      GITHUB_EVENT_PATH: '/e.json',
      GITHUB_SHA: MERGE
    }
    const run = (head_sha: unknown) => () => JSON.stringify({ workflow_run: { head_sha } })
    expect(githubCommit(env, undefined, run(HEAD))).toEqual({
      sha: HEAD,
      source: "the triggering workflow run's head"
    })
    expect(githubCommit(env, undefined, run(undefined))).toBeUndefined()
    expect(githubCommit(env, 'abcdef1', run(HEAD))).toEqual({
      sha: 'abcdef1',
      source: 'the commit input'
    })
  })

  it('on merge_group: merge_group.head_sha (the queue’s commit) from the event, never GITHUB_SHA', () => {
    const env = {
      GITHUB_EVENT_NAME: 'merge_group',
      GITHUB_EVENT_PATH: '/e.json',
      GITHUB_SHA: MERGE
    }
    const queue = (head_sha: unknown) => () => JSON.stringify({ merge_group: { head_sha } })
    expect(githubCommit(env, undefined, queue(HEAD))).toEqual({
      sha: HEAD,
      source: "the merge queue's commit"
    })
    // No readable commit in the event: unknown, not GITHUB_SHA taken on trust.
    expect(githubCommit(env, undefined, queue(undefined))).toBeUndefined()
    expect(githubCommit(env, undefined, () => '{')).toBeUndefined()
    expect(githubCommit(env, 'abcdef1', queue(HEAD))).toEqual({
      sha: 'abcdef1',
      source: 'the commit input'
    })
  })

  it('elsewhere GITHUB_SHA; the commit input wins over both', () => {
    expect(githubCommit({ GITHUB_EVENT_NAME: 'push', GITHUB_SHA: HEAD }, undefined)).toEqual({
      sha: HEAD,
      source: 'GITHUB_SHA'
    })
    const pr = { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: '/e', GITHUB_SHA: MERGE }
    expect(githubCommit(pr, 'abcdef1', event(HEAD))).toEqual({
      sha: 'abcdef1',
      source: 'the commit input'
    })
    expect(githubCommit({}, undefined)).toBeUndefined()
  })
})

describe('deploymentState (statuses newest first)', () => {
  const at = '2026-11-24T10:00:00Z'
  it('success: the time and URL of its status', () => {
    expect(
      deploymentState([
        {
          state: 'success',
          created_at: at,
          environment_url: 'https://pr-7.example.app',
          log_url: 'javascript:alert(1)'
        },
        { state: 'in_progress' }
      ])
    ).toEqual({
      kind: 'succeeded',
      at: Date.parse(at),
      environmentUrl: 'https://pr-7.example.app/'
    })
  })

  it.each(['failure', 'error'])('%s ends the wait with its link', (state) => {
    expect(
      deploymentState([{ state, created_at: at, target_url: 'https://ci.example.com/1' }])
    ).toEqual({ kind: 'failed', state, link: 'https://ci.example.com/1' })
  })

  it.each(['inactive', 'pending', 'queued', 'in_progress', 'something-new'])(
    '%s is not success: keep waiting',
    (state) => {
      expect(
        deploymentState([
          { state, created_at: at },
          { state: 'success', created_at: at }
        ])
      ).toMatchObject({ kind: 'waiting', state })
    }
  )

  it('no status yet, or a success without a readable time: keep waiting', () => {
    expect(deploymentState([])).toEqual({ kind: 'waiting' })
    expect(deploymentState([{ state: 'success', created_at: 'yesterday' }]).kind).toBe('waiting')
  })
})
