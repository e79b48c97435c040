// GitHub's deployments (src/github/deployments.ts) against a stand-in for GitHub's API: a poll that
// GitHub fails for a moment is a missed poll, not the end; a later deployment is looked for with
// the clocks' margin, and anything that cannot be told rules reuse out.
import { afterAll, describe, expect, it } from '@jest/globals'
import {
  fakeGitHub,
  githubTime,
  stopFakeGitHubs,
  type FakeGitHub
} from '../../scripts/fake-github.js'
import { START_CLOCK_SKEW_MS as SKEW } from '../../src/common/clock.js'
import { nextGithubDeployment, waitForGithubDeployment } from '../../src/github/deployments.js'

const HEAD = '0123456789abcdef0123456789abcdef01234567'
const OTHER = 'aaaabbbbccccddddeeeeffff0000111122223333'

afterAll(async () => {
  await stopFakeGitHubs()
})

async function github(): Promise<FakeGitHub> {
  const gh = await fakeGitHub()
  return gh
}

const options = (gh: FakeGitHub) => ({
  env: { GITHUB_API_URL: gh.url, GITHUB_REPOSITORY: 'octo/shop' },
  githubToken: 'ghs_exampletoken000000000000000000',
  signal: new AbortController().signal
})

describe('waitForGithubDeployment', () => {
  it.each([503, 429, 500])(
    'a poll GitHub answers with HTTP %i is missed, not the end: the next poll sees the success',
    async (status) => {
      const gh = await github()
      gh.addDeployment(HEAD, 'preview', Date.now(), { state: 'success' })
      gh.failDeploymentsWith = status
      setTimeout(() => (gh.failDeploymentsWith = undefined), 500).unref()
      const wait = await waitForGithubDeployment({
        ...options(gh),
        commit: HEAD,
        environment: 'preview',
        deadline: Date.now() + 10_000,
        pollIntervalMs: 1_000
      })
      expect(wait.kind).toBe('succeeded')
      expect(gh.deploymentRequests().length).toBeGreaterThanOrEqual(2)
    }
  )

  it('GitHub failing until the deadline: the step names GitHub’s answer; 403 ends it at once', async () => {
    const gh = await github()
    gh.failDeploymentsWith = 502
    const base = { ...options(gh), commit: HEAD, environment: 'preview', pollIntervalMs: 1_000 }
    const wait = await waitForGithubDeployment({ ...base, deadline: Date.now() + 1_500 })
    // The last poll may be cut at the deadline (Octokit calls that HTTP 500).
    expect(wait).toEqual({
      kind: 'unavailable',
      problem: expect.stringMatching(/^GitHub answered HTTP 50[02]: /)
    })
    expect(gh.deploymentRequests().length).toBeGreaterThanOrEqual(2)

    const denied = await github()
    denied.failDeploymentsWith = 403
    const refused = await waitForGithubDeployment({
      ...base,
      ...options(denied),
      deadline: Date.now() + 10_000
    })
    expect(refused.kind).toBe('unavailable')
    expect(denied.deploymentRequests().length).toBe(1)
  })
})

describe('nextGithubDeployment', () => {
  const success = Date.parse(githubTime(Date.now() - 600_000))

  it('this build’s own deployment is not another; none other: undefined', async () => {
    const gh = await github()
    const own = gh.addDeployment(HEAD, 'preview', success - 5_000, { state: 'success' })
    const next = await nextGithubDeployment({
      ...options(gh),
      environment: 'preview',
      after: success,
      deploymentId: String(own.id)
    })
    expect(next).toBeUndefined()
  })

  it('another deployment created within the clocks’ margin before this build’s success counts', async () => {
    const gh = await github()
    const own = gh.addDeployment(HEAD, 'preview', success - 60_000, { state: 'success' })
    gh.addDeployment(OTHER, 'preview', success - 10_000, { state: 'success' })
    const next = await nextGithubDeployment({
      ...options(gh),
      environment: 'preview',
      after: success,
      deploymentId: String(own.id)
    })
    expect(next).toBe(success - 10_000)
  })

  it('an older deployment still under way counts from its creation, before a later one', async () => {
    const gh = await github()
    gh.addDeployment(OTHER, 'preview', success - 300_000, { state: 'in_progress' })
    const own = gh.addDeployment(HEAD, 'preview', success - 60_000, { state: 'success' })
    gh.addDeployment(OTHER, 'preview', success + 600_000, { state: 'success' })
    const next = await nextGithubDeployment({
      ...options(gh),
      environment: 'preview',
      after: success,
      deploymentId: String(own.id)
    })
    expect(next).toBe(success - 300_000)
  })

  it('a full page of later deployments (more may be hidden): a time no test of this build passes', async () => {
    const gh = await github()
    const own = gh.addDeployment(HEAD, 'preview', success - 60_000, { state: 'success' })
    for (let i = 0; i < 100; i++) {
      gh.addDeployment(OTHER, 'preview', success + SKEW + 3_600_000 + i * 1_000)
    }
    const next = await nextGithubDeployment({
      ...options(gh),
      environment: 'preview',
      after: success,
      deploymentId: String(own.id)
    })
    expect(next).toBeLessThanOrEqual(success)
  })
})
