// When the workflow run's first attempt began (issue 20), asked of GitHub's REST API through the
// real Octokit client, against a local stand-in: the answer, and every way it cannot be learnt.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { githubRunStart } from '../../src/github/run-start.js'
import { FakeGitHub } from '../../scripts/fake-github.js'

const gh = new FakeGitHub()
beforeAll(() => gh.start())
afterAll(() => gh.stop())

const FIRST = Date.UTC(2026, 10, 24, 9, 30)
const TOKEN = 'ghs_exampletoken000000000000000000'

function ask(env: Record<string, string>, githubToken: string | undefined = TOKEN) {
  return githubRunStart({ env, githubToken, signal: new AbortController().signal })
}

describe('githubRunStart', () => {
  it('gives the first attempt’s run_started_at, whatever attempt this is', async () => {
    gh.addRun(7, FIRST, FIRST + 3_600_000, FIRST + 7_200_000)
    expect(await ask(gh.runEnv(7, 3))).toEqual({
      at: FIRST,
      source: 'the first attempt of workflow run 7'
    })
    const asked = gh.requests.filter((r) => r.path.includes('/runs/7/'))
    expect(asked.map((r) => r.path)).toEqual(['/repos/octo/shop/actions/runs/7/attempts/1'])
    expect(asked[0]?.authorization).toBe(`token ${TOKEN}`)
  })

  it('a refusal (403) or an unknown run (404) names `actions: read`', async () => {
    expect(await ask(gh.runEnv(404404, 1))).toEqual({
      problem: expect.stringMatching(/^HTTP 404 from GitHub: .*`actions: read`/)
    })
    gh.failRunsWith = 403
    try {
      gh.addRun(8, FIRST)
      expect(await ask(gh.runEnv(8, 2))).toEqual({
        problem:
          'HTTP 403 from GitHub: the github-token may not read this workflow run (the job needs `actions: read`)'
      })
    } finally {
      gh.failRunsWith = undefined
    }
  })

  it('missing variables or token: unknown, and nothing is asked', async () => {
    const before = gh.requests.length
    const env = gh.runEnv(7, 2)
    expect(await ask({ ...env, GITHUB_RUN_ID: '' })).toEqual({
      problem: 'GITHUB_RUN_ID is not set'
    })
    expect(await ask({ ...env, GITHUB_REPOSITORY: '' })).toEqual({
      problem: 'GITHUB_REPOSITORY is not set'
    })
    expect(await ask(env, '')).toEqual({
      problem: expect.stringMatching(/^the github-token input is empty .*`actions: read`/)
    })
    expect(gh.requests.length).toBe(before)
  })

  it('an unreadable run_started_at: unknown, never guessed', async () => {
    gh.runs.set(9, ['2026-11-24 09:30'])
    expect(await ask(gh.runEnv(9, 2))).toEqual({
      problem: expect.stringMatching(/^GitHub gave no readable run_started_at/)
    })
  })
})
