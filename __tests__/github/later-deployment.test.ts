// After the test (src/github/later-deployment.ts, issue 29): another commit's deployment to the
// environment since this build's success is found, a redeploy of the same commit is not another
// build, a failed one never replaced the site, one still under way counts; the lookup is bounded
// and fails closed. The decision is pure over listed deployments and a status reader; one case
// runs through the real Octokit client against the stand-in for GitHub.
import { afterAll, describe, expect, it } from '@jest/globals'
import { fakeGitHub, githubTime, stopFakeGitHubs } from '../../scripts/fake-github.js'
import type { Deployment } from '../../src/build.js'
import { START_CLOCK_SKEW_MS as SKEW } from '../../src/common/clock.js'
import type { StatusRecord } from '../../src/github/deployment-state.js'
import {
  LATER_ASKED,
  LATER_PAGE,
  OLDER_ASKED,
  laterDeploymentOf,
  laterGithubDeployment,
  type ListedDeployment
} from '../../src/github/later-deployment.js'

afterAll(stopFakeGitHubs)

const HEAD = '0123456789abcdef0123456789abcdef01234567'
const OTHER = 'aaaabbbbccccddddeeeeffff0000111122223333'
const T = Date.parse('2026-11-27T10:00:00Z')
const ours: Deployment = { id: '1', environment: 'preview', succeededAt: T }

const listed = (id: number, sha: string, createdAt: number): ListedDeployment => ({
  id,
  sha,
  created_at: githubTime(createdAt)
})
const status = (state: string, at: number): StatusRecord => ({ state, created_at: githubTime(at) })

/** The decision over `deployments` (newest first) whose statuses `statuses` gives; asks counted. */
async function decide(
  deployments: ListedDeployment[],
  statuses: Record<string, StatusRecord[]> = {},
  pageFull = false
): Promise<{ later: Awaited<ReturnType<typeof laterDeploymentOf>>; asked: string[] }> {
  const asked: string[] = []
  const later = await laterDeploymentOf(
    deployments,
    { deployment: ours, commit: HEAD, pageFull, applicationOrigin: 'https://shop.example.com' },
    async (id) => {
      asked.push(String(id))
      return statuses[String(id)] ?? []
    }
  )
  return { later, asked }
}

describe('laterDeploymentOf', () => {
  it('only this build’s own deployment: none, nothing asked', async () => {
    expect(await decide([listed(1, HEAD, T - 60_000)])).toEqual({
      later: { kind: 'none', redeploys: 0 },
      asked: []
    })
  })

  it('another commit’s success after this build’s: another build, with its times', async () => {
    const { later } = await decide([listed(2, OTHER, T + 60_000), listed(1, HEAD, T - 60_000)], {
      '2': [status('success', T + 90_000), status('in_progress', T + 61_000)]
    })
    expect(later).toEqual({
      kind: 'another',
      sha: OTHER,
      createdAt: T + 60_000,
      state: 'success',
      stateAt: T + 90_000
    })
  })

  it('a redeploy of the same commit is the same build: counted, never another, no status asked', async () => {
    expect(await decide([listed(3, HEAD.toUpperCase(), T + 5_000), listed(1, HEAD, T)])).toEqual({
      later: { kind: 'none', redeploys: 1 },
      asked: []
    })
  })

  it('another commit’s deployment naming another origin is another site’s (a shared environment); on the application’s origin it counts', async () => {
    const elsewhere = (url: string) => ({
      '2': [{ ...status('success', T + 20_000), environment_url: url }]
    })
    const other = await decide(
      [listed(2, OTHER, T + 10_000)],
      elsewhere('https://pr-8.example.app/')
    )
    expect(other.later).toEqual({ kind: 'none', redeploys: 0 })
    const ours = await decide(
      [listed(2, OTHER, T + 10_000)],
      elsewhere('https://shop.example.com/x')
    )
    expect(ours.later).toMatchObject({ kind: 'another', state: 'success' })
  })

  it.each([
    'http://shop.example.com/',
    'https://SHOP.example.com./',
    'https://www.shop.example.com/',
    'https://shop.example.com:8443/'
  ])(
    'another commit’s deployment at the application’s host written another way (%s) counts',
    async (url) => {
      const { later } = await decide([listed(2, OTHER, T + 10_000)], {
        '2': [{ ...status('success', T + 20_000), environment_url: url }]
      })
      expect(later).toMatchObject({ kind: 'another', state: 'success' })
    }
  )

  it('another commit’s deployment that failed never replaced the site', async () => {
    const { later, asked } = await decide([listed(2, OTHER, T + 10_000)], {
      '2': [status('failure', T + 20_000)]
    })
    expect(later).toEqual({ kind: 'none', redeploys: 0 })
    expect(asked).toEqual(['2'])
  })

  it.each([
    ['still under way', [status('in_progress', T + 11_000)], 'in_progress'],
    ['no status yet', [], undefined],
    ['inactive, with no success in sight', [status('inactive', T + 30_000)], 'inactive']
  ])('begun after this build’s success and %s: another build', async (_, s, state) => {
    const { later } = await decide([listed(2, OTHER, T + 10_000)], { '2': s })
    expect(later).toMatchObject({ kind: 'another', sha: OTHER, state })
  })

  it('begun just before this build’s success (within the margin): it counts only if it succeeded after', async () => {
    const before = [listed(2, OTHER, T - SKEW / 2)]
    const replaced = await decide(before, {
      '2': [status('inactive', T), status('success', T - 5_000)]
    })
    expect(replaced.later).toEqual({ kind: 'none', redeploys: 0 })
    const after = await decide(before, { '2': [status('success', T + 1_000)] })
    expect(after.later).toMatchObject({ kind: 'another', state: 'success', stateAt: T + 1_000 })
  })

  it('an older deployment (before the margin) counts while under way or when its success came after; its nearest few only', async () => {
    const older = (n: number): ListedDeployment[] =>
      Array.from({ length: n }, (_, i) => listed(10 + i, OTHER, T - SKEW - 60_000 * (i + 1)))
    const settled = await decide(
      older(5),
      Object.fromEntries(older(5).map((d) => [String(d.id), [status('inactive', T)]]))
    )
    expect(settled.later).toEqual({ kind: 'none', redeploys: 0 })
    expect(settled.asked).toHaveLength(OLDER_ASKED)
    const queued = await decide(older(2), {
      '10': [status('inactive', T)],
      '11': [status('queued', T - 200_000)]
    })
    expect(queued.later).toMatchObject({ kind: 'another', state: 'queued' })
    const lateSuccess = await decide(older(1), { '10': [status('success', T + 3_000)] })
    expect(lateSuccess.later).toMatchObject({ kind: 'another', state: 'success' })
  })

  it('more candidates than it may ask: the first unread one counts (fail closed)', async () => {
    const many = Array.from({ length: LATER_ASKED + 2 }, (_, i) =>
      listed(20 + i, OTHER, T + 1_000 * (i + 1))
    )
    const failed = Object.fromEntries(many.map((d) => [String(d.id), [status('error', T)]]))
    const { later, asked } = await decide(many, failed)
    expect(asked).toHaveLength(LATER_ASKED)
    expect(later).toMatchObject({ kind: 'another', unread: true, createdAt: T + 1_000 * 6 })
  })

  it('a full page all after this build’s success hides what came before: refused', async () => {
    const page = Array.from({ length: LATER_PAGE }, (_, i) => listed(100 + i, HEAD, T + i))
    await expect(decide(page, {}, true)).rejects.toThrow(
      `more than ${LATER_PAGE} deployments to the environment since this build's`
    )
  })
})

describe('laterGithubDeployment', () => {
  const options = (url: string) => ({
    env: { GITHUB_API_URL: url, GITHUB_REPOSITORY: 'octo/shop' },
    githubToken: 'ghs_exampletoken000000000000000000',
    environment: 'preview',
    commit: HEAD,
    applicationUrl: 'https://shop.example.com/shop',
    signal: new AbortController().signal
  })

  it('reads the environment’s deployments and the candidates’ statuses through Octokit', async () => {
    const gh = await fakeGitHub()
    const now = Date.now()
    const d = gh.addDeployment(HEAD, 'preview', now - 120_000, {
      state: 'success',
      created_at: githubTime(now - 100_000)
    })
    gh.addDeployment(OTHER, 'preview', now - 10_000, { state: 'success' })
    gh.addDeployment(OTHER, 'production', now - 5_000, { state: 'success' })
    const deployment = { id: String(d.id), environment: 'preview', succeededAt: now - 100_000 }
    const later = await laterGithubDeployment({ ...options(gh.url), deployment })
    expect(later).toMatchObject({ kind: 'another', sha: OTHER, state: 'success' })
    expect(gh.deploymentRequests().map((r) => r.path)).toEqual([
      '/repos/octo/shop/deployments?environment=preview&per_page=100',
      `/repos/octo/shop/deployments/${d.id + 1}/statuses?per_page=10`
    ])
  })

  it('GitHub failing: a safe sentence to fail closed on', async () => {
    const gh = await fakeGitHub()
    gh.failDeploymentsWith = 403
    const deployment = { id: '1', environment: 'preview', succeededAt: Date.now() }
    await expect(laterGithubDeployment({ ...options(gh.url), deployment })).rejects.toThrow(
      'HTTP 403 from GitHub: the github-token may not read deployments (the job needs `deployments: read`)'
    )
  })
})
