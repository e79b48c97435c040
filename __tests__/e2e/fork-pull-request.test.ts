// A fork's pull request (issue 30), through the built action against the simulator and a
// stand-in for GitHub's API: the base repository's `workflow_run` gate tests the fork's head
// (the event's pull request list is empty, as GitHub sends it for forks), comments on the pull
// request found through the API and on no other; the fork's own `pull_request` run, which has no
// secrets, ends with one notice and nothing else; an empty access-token anywhere else is still
// an input error.
import { afterAll, describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fakeGitHub, stopFakeGitHubs, type FakeGitHub } from '../../scripts/fake-github.js'
import { APP, shopScenario } from '../../sim/accounts.js'
import { closeSims, count, paths, startSim, type Simulator } from '../../__fixtures__/simulator.js'
import {
  crashSigns,
  failureLine,
  notices,
  postOf,
  scan,
  stepDirs,
  type StepRun
} from '../../__fixtures__/step.js'
import { plain } from '../../__fixtures__/step-files.js'

afterAll(async () => {
  await closeSims()
  await stopFakeGitHubs()
})

const FORK_HEAD = 'f0'.repeat(20)
const MAIN = 'c1'.repeat(20)
const FORK = { id: 77, full_name: 'mallory/shop' }
const START = '/rest/v2/test/start'

/** A step of workflow run 950 on `event`, its event file holding `payload`, against `gh`. */
function stepOn(
  sim: Simulator,
  gh: FakeGitHub,
  event: string,
  payload: unknown,
  inputs: Record<string, string>
): Promise<StepRun> {
  const dirs = stepDirs()
  const env: Record<string, string> = {
    ...gh.runEnv(950, 1),
    GITHUB_EVENT_NAME: event,
    GITHUB_REF: 'refs/heads/main',
    GITHUB_SHA: MAIN,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_EVENT_PATH: join(dirs.temp, 'event.json')
  }
  writeFileSync(env.GITHUB_EVENT_PATH!, JSON.stringify(payload))
  return scan(sim, inputs, { env, dirs })
}

/** The workflow_run event of a fork's completed pull_request run: no pull request listed. */
const forkGateEvent = {
  action: 'completed',
  repository: { id: 1, full_name: 'octo/shop' },
  workflow_run: {
    id: 940,
    event: 'pull_request',
    conclusion: 'success',
    head_sha: FORK_HEAD,
    head_branch: 'main',
    head_repository: { ...FORK, owner: { login: 'mallory' } },
    repository: { id: 1, full_name: 'octo/shop' },
    pull_requests: []
  }
}

describe("a fork's pull request", () => {
  it.concurrent(
    "the workflow_run gate tests the fork's head and comments on its pull request, not on another fork's of the same branch",
    async () => {
      const gh = await fakeGitHub()
      gh.addPull({ number: 12, head: { sha: FORK_HEAD, ref: 'main', repo: FORK } })
      // Another fork's pull request from a branch of the same name, at the same commit.
      gh.addPull({
        number: 13,
        head: { sha: FORK_HEAD, ref: 'main', repo: { id: 78, full_name: 'trudy/shop' } }
      })
      const sim = await startSim(shopScenario())
      const run = await stepOn(sim, gh, 'workflow_run', forkGateEvent, {
        comment: 'true',
        'fail-threshold': 'none'
      })
      expect(crashSigns(run)).toEqual([])
      expect(run.outputs.outcome).toBe('passed')
      expect(run.exitCode).toBe(0)
      // The simulator saw the test; the commit judged is the fork's head, not GITHUB_SHA.
      expect(count(sim, 'POST', START)).toBe(1)
      expect(run.outputs.commit).toBe(FORK_HEAD)
      expect(plain(run.summary)).toMatch(
        /commit \[f0f0f0f\]\([^)]*\) \(the triggering workflow run's head\)/
      )
      // One comment, on the fork's pull request; none on the other fork's.
      expect(gh.comments.get(12)?.length).toBe(1)
      expect(gh.comments.get(12)?.[0]?.body).toMatch(/Security test/)
      expect(gh.comments.has(13)).toBe(false)
      expect(gh.requests.filter((r) => r.path.includes('/pulls')).map((r) => r.path)).toEqual([
        '/repos/octo/shop/pulls?state=open&head=mallory%3Amain&per_page=100',
        '/repos/octo/shop/pulls/12'
      ])
      expect(run.stdout).toContain('Wrote the pull-request comment (#12).')
      // The verdict is recorded on the fork's head (the commit judged), not on the default
      // branch's commit this workflow_run ran on.
      expect(gh.statuses.get(FORK_HEAD)?.map((x) => [x.state, x.context])).toEqual([
        ['success', 'security-test-action/' + APP]
      ])
      expect(gh.statuses.has(MAIN)).toBe(false)
    }
  )

  it.concurrent(
    'the gate still tests when no pull request has that head any more; it says why there is no comment',
    async () => {
      const gh = await fakeGitHub()
      gh.addPull({ number: 12, head: { sha: 'f1'.repeat(20), ref: 'main', repo: FORK } })
      const sim = await startSim(shopScenario())
      const run = await stepOn(sim, gh, 'workflow_run', forkGateEvent, {
        comment: 'true',
        'fail-threshold': 'none'
      })
      expect(run.outputs.outcome).toBe('passed')
      expect(run.outputs.commit).toBe(FORK_HEAD)
      expect(gh.comments.size).toBe(0)
      expect(run.stdout).toContain(
        "No pull-request comment: no open pull request of octo/shop has head f0f0f0f from the run's repository."
      )
    }
  )

  it.concurrent(
    "the fork's own pull_request run with an empty access-token: one notice, success, nothing else, and its post phase is silent",
    async () => {
      const gh = await fakeGitHub()
      const sim = await startSim(shopScenario())
      const payload = {
        pull_request: { number: 12, head: { sha: FORK_HEAD, repo: { ...FORK, fork: true } } }
      }
      const run = await stepOn(sim, gh, 'pull_request', payload, { 'access-token': '' })
      expect(crashSigns(run)).toEqual([])
      expect(run.exitCode).toBe(0)
      expect(notices(run)).toEqual([
        "This pull request comes from a fork (mallory/shop): its pull_request run gets no secrets, so access-token is empty and this step does nothing. The gate runs in the base repository's workflow_run workflow (docs/every-path-to-main.md)."
      ])
      expect(run.stdout.split('\n').filter((l) => l.trim() !== '')).toHaveLength(1)
      expect(run.stderr).toBe('')
      expect(run.outputs).toEqual({})
      expect(run.summary).toBe('')
      expect(paths(sim)).toEqual([])
      expect(gh.requests).toEqual([])
      const post = await postOf(run, sim, { 'access-token': '' })
      expect(post.exitCode).toBe(0)
      expect(post.stdout.trim()).toBe('')
      expect(paths(sim)).toEqual([])
    }
  )

  it.concurrent(
    "an empty access-token on this repository's own pull request is still an input error",
    async () => {
      const gh = await fakeGitHub()
      const sim = await startSim(shopScenario())
      const payload = {
        pull_request: {
          number: 7,
          head: { sha: FORK_HEAD, repo: { id: 1, full_name: 'octo/shop', fork: false } }
        }
      }
      const run = await stepOn(sim, gh, 'pull_request', payload, { 'access-token': '' })
      expect(run.exitCode).toBe(1)
      expect(failureLine(run)).toMatch(/access-token/)
      expect(notices(run).join('\n')).not.toMatch(/fork/)
      expect(paths(sim)).toEqual([])
    }
  )
})
