// The pull request a run judges (issue 30), asked of GitHub's REST API through the real Octokit
// client against a local stand-in: a fork's `workflow_run` gate finds its pull request by the
// fork's owner and branch, and only the one open pull request of this repository whose head is
// the run's commit from the run's repository is taken; everything else is a skip that says why.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  pullRequestOfRun,
  pullRequestProblem,
  type PullLike,
  type RunHead
} from '../../src/github/pull-request-lookup.js'
import { restClient } from '../../src/github/rest.js'
import { FakeGitHub, type FakePull } from '../../scripts/fake-github.js'

const gh = new FakeGitHub()
beforeAll(() => gh.start())
afterAll(() => gh.stop())
beforeEach(() => {
  gh.pulls.clear()
  gh.failPullsWith = undefined
})

const TOKEN = 'ghs_exampletoken000000000000000000'
const HEAD = 'f0'.repeat(20)
const MOVED = 'f1'.repeat(20)
const FORK = { id: 77, full_name: 'mallory/shop' }
const OTHER_FORK = { id: 78, full_name: 'trudy/shop' }

/** The workflow_run event of a fork's pull request run (the list is empty, as GitHub sends it). */
function forkEvent(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    action: 'completed',
    repository: { id: 1, full_name: 'octo/shop' },
    workflow_run: {
      head_sha: HEAD,
      head_branch: 'main',
      head_repository: { id: FORK.id, full_name: FORK.full_name, owner: { login: 'mallory' } },
      repository: { id: 1, full_name: 'octo/shop' },
      pull_requests: [],
      ...over
    }
  }
}

const forkPull = (number: number, over: Partial<FakePull> = {}): FakePull => ({
  number,
  head: { sha: HEAD, ref: 'main', repo: FORK },
  ...over
})

function lookup(event: unknown, eventName = 'workflow_run', env: Record<string, string> = {}) {
  return pullRequestOfRun(
    {
      GITHUB_API_URL: gh.url,
      GITHUB_REPOSITORY: 'octo/shop',
      GITHUB_EVENT_NAME: eventName,
      GITHUB_EVENT_PATH: '/event.json',
      ...env
    },
    () => restClient(TOKEN, { GITHUB_API_URL: gh.url }),
    () => JSON.stringify(event)
  )
}

const pullRequests = (): string[] =>
  gh.requests.filter((r) => r.path.includes('/pulls')).map((r) => `${r.method} ${r.path}`)

describe('pullRequestOfRun on workflow_run of a fork', () => {
  it("finds the open pull request by the fork's owner and branch, then re-reads it", async () => {
    gh.requests.length = 0
    gh.addPull(forkPull(12))
    expect(await lookup(forkEvent())).toEqual({
      pr: { owner: 'octo', repo: 'shop', number: 12, headSha: HEAD }
    })
    expect(pullRequests()).toEqual([
      'GET /repos/octo/shop/pulls?state=open&head=mallory%3Amain&per_page=100',
      'GET /repos/octo/shop/pulls/12'
    ])
    expect(gh.requests.at(-1)?.authorization).toBe(`token ${TOKEN}`)
  })

  it.each<[string, () => void, RegExp]>([
    [
      'a pull request from another fork with the same branch name',
      () => gh.addPull(forkPull(13, { head: { sha: HEAD, ref: 'main', repo: OTHER_FORK } })),
      /^no open pull request of octo\/shop has head f0f0f0f from the run's repository$/
    ],
    [
      "another fork's pull request with the same commit and branch (the search names its owner)",
      () => {
        gh.addPull(forkPull(13, { head: { sha: HEAD, ref: 'main', repo: OTHER_FORK } }))
        gh.addPull(forkPull(14, { head: { sha: MOVED, ref: 'main', repo: FORK } }))
      },
      /^no open pull request/
    ],
    [
      'a head pushed since the run',
      () => gh.addPull(forkPull(12, { head: { sha: MOVED, ref: 'main', repo: FORK } })),
      /^no open pull request/
    ],
    ['a closed pull request', () => gh.addPull(forkPull(12, { state: 'closed' })), /^no open/],
    ['no pull request at all', () => undefined, /^no open pull request/],
    [
      'two open pull requests of the head (to two base branches)',
      () => {
        gh.addPull(forkPull(12))
        gh.addPull(forkPull(15, { base: { ref: 'release' } }))
      },
      /^several pull requests of octo\/shop \(open with head mallory:main\) have head f0f0f0f: #15, #12; none is chosen$/
    ],
    [
      'a pull request of the head based in another repository',
      () => gh.addPull(forkPull(12, { base: { repo: { id: 5, full_name: 'someone/else' } } })),
      /^no open pull request/
    ]
  ])('skips: %s', async (_, arrange, skip) => {
    arrange()
    expect(await lookup(forkEvent())).toEqual({ skip: expect.stringMatching(skip) })
  })

  it('a head that moves between the search and the re-read is refused', async () => {
    gh.addPull(forkPull(12))
    // The fake answers the list from the same map: move the head as the list is answered.
    const realGet = gh.pulls.get.bind(gh.pulls)
    let reads = 0
    gh.pulls.get = (n: number) => {
      reads++
      const p = realGet(n)
      return p && { ...p, head: { ...p.head, sha: MOVED } }
    }
    try {
      expect(await lookup(forkEvent())).toEqual({
        skip: 'pull request #12 is not the one run at f0f0f0f: its head moved to f1f1f1f'
      })
      expect(reads).toBe(1)
    } finally {
      gh.pulls.get = realGet
    }
  })

  it("a list that names another repository's pull request is not followed to this repository's pull request of that number", async () => {
    // #3 here is someone else's; the event's entry says its base is repository 99.
    gh.addPull({
      number: 3,
      head: { sha: MOVED, ref: 'topic', repo: { id: 1, full_name: 'octo/shop' } }
    })
    gh.addPull(forkPull(12))
    const listed = [{ number: 3, head: { sha: HEAD }, base: { repo: { id: 99 } } }]
    gh.requests.length = 0
    expect(await lookup(forkEvent({ pull_requests: listed }))).toEqual({
      pr: { owner: 'octo', repo: 'shop', number: 12, headSha: HEAD }
    })
    expect(pullRequests()).not.toContain('GET /repos/octo/shop/pulls/3')
    // Without an id to compare (an event without `repository`), #3 is read and refused.
    const bare = forkEvent({ pull_requests: listed })
    delete bare.repository
    expect(await lookup(bare)).toEqual({
      skip: 'pull request #3 is not the one run at f0f0f0f: its head moved to f1f1f1f'
    })
  })

  it('a same-repository pull request listed by the event is re-read and taken', async () => {
    const own = { id: 1, full_name: 'octo/shop' }
    gh.addPull({ number: 21, head: { sha: HEAD, ref: 'topic', repo: own } })
    const event = forkEvent({
      head_branch: 'topic',
      head_repository: { ...own, owner: { login: 'octo' } },
      pull_requests: [{ number: 21, head: { sha: HEAD }, base: { repo: { id: 1 } } }]
    })
    gh.requests.length = 0
    expect(await lookup(event)).toEqual({
      pr: { owner: 'octo', repo: 'shop', number: 21, headSha: HEAD }
    })
    expect(pullRequests()).toEqual(['GET /repos/octo/shop/pulls/21'])
  })

  it.each<[string, Record<string, unknown>, string]>([
    [
      'no head commit',
      { head_sha: 'main' },
      "the triggering run's head commit is not in the event"
    ],
    [
      'no head repository (a deleted fork)',
      { head_repository: null },
      'the triggering run of f0f0f0f names no head repository (a deleted fork?)'
    ],
    [
      'an owner that is no login',
      { head_repository: { id: 77, owner: { login: 'a:b' } } },
      'the triggering run of f0f0f0f names no head repository owner'
    ],
    [
      'a branch git would refuse (a workflow-command marker)',
      { head_branch: '##[error]x' },
      'the triggering run of f0f0f0f names no head branch'
    ],
    [
      'a branch with a line break',
      { head_branch: 'x\n::error::boom' },
      'the triggering run of f0f0f0f names no head branch'
    ]
  ])('skips without asking: %s', async (_, over, skip) => {
    gh.requests.length = 0
    expect(await lookup(forkEvent(over))).toEqual({ skip })
    expect(pullRequests()).toEqual([])
  })

  it('a refused read is a skip naming `pull-requests: read`', async () => {
    gh.failPullsWith = 403
    expect(await lookup(forkEvent())).toEqual({
      skip: 'the pull request could not be looked up: HTTP 403 from GitHub: the github-token is not allowed (the job needs `pull-requests: read`)'
    })
  })

  it("a branch's odd name reaches the log only as safe text", async () => {
    const ref = 'fix\u202eevil'
    gh.addPull(forkPull(12, { head: { sha: HEAD, ref, repo: FORK } }))
    gh.addPull(forkPull(16, { head: { sha: HEAD, ref, repo: FORK }, base: { ref: 'b' } }))
    const found = await lookup(forkEvent({ head_branch: ref }))
    expect(found).toEqual({ skip: expect.stringContaining('(open with head mallory:fixevil)') })
  })
})

describe('pullRequestOfRun against any set of pull requests (property)', () => {
  const repos = [FORK, OTHER_FORK, { id: 79, full_name: 'mallory/shop-old' }]
  const pullArb = fc.record({
    head: fc.constantFrom(0, 1, 2),
    ref: fc.constantFrom('main', 'dev'),
    sha: fc.constantFrom(HEAD, MOVED),
    state: fc.constantFrom<'open' | 'closed'>('open', 'closed'),
    base: fc.constantFrom(1, 5)
  })

  it('takes a pull request exactly when one is open, based here, at the head, from the fork that ran', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pullArb, { maxLength: 4 }), async (specs) => {
        gh.pulls.clear()
        specs.forEach((p, i) => {
          const repo = repos[p.head]!
          gh.addPull({
            number: i + 1,
            state: p.state,
            head: {
              sha: p.sha,
              ref: p.ref,
              repo: { ...repo, full_name: repo.full_name.replace('-old', '') }
            },
            base: p.base === 1 ? undefined : { repo: { id: 5, full_name: 'someone/else' } }
          })
        })
        // The fork that ran is repository 77, owned by mallory, branch main, at HEAD.
        const matching = specs
          .map((p, i) => ({ ...p, number: i + 1 }))
          .filter(
            (p) =>
              p.head === 0 &&
              p.ref === 'main' &&
              p.sha === HEAD &&
              p.state === 'open' &&
              p.base === 1
          )
        const found = await lookup(forkEvent())
        if (matching.length === 1) {
          expect(found).toEqual({
            pr: { owner: 'octo', repo: 'shop', number: matching[0]!.number, headSha: HEAD }
          })
        } else {
          expect(found).toEqual({
            skip: expect.stringMatching(matching.length === 0 ? /^no open/ : /^several/)
          })
        }
      }),
      { numRuns: 40 }
    )
  })
})

describe('pullRequestOfRun on pull_request (unchanged: the event file, no request)', () => {
  it('reads the number and head from the event', async () => {
    gh.requests.length = 0
    const event = { pull_request: { number: 7, head: { sha: HEAD.toUpperCase() } } }
    expect(await lookup(event, 'pull_request')).toEqual({
      pr: { owner: 'octo', repo: 'shop', number: 7, headSha: HEAD }
    })
    expect(gh.requests).toEqual([])
  })
})

describe('pullRequestProblem', () => {
  const run: RunHead = { repository: 'octo/shop', repositoryId: 1, sha: HEAD, headRepositoryId: 77 }
  const good: PullLike = {
    number: 12,
    state: 'open',
    head: { sha: HEAD, repo: { id: 77 } },
    base: { repo: { id: 1, full_name: 'octo/shop' } }
  }

  it('takes only an open pull request of this repository at the head, from the run’s repository', () => {
    expect(pullRequestProblem(good, run)).toBeUndefined()
    expect(
      pullRequestProblem({ ...good, base: { repo: { id: 1, full_name: 'Octo/Shop' } } }, run)
    ).toBeUndefined()
  })

  it('any one field changed refuses it (property)', () => {
    const mutations: Array<(p: PullLike, v: unknown) => PullLike> = [
      (p, v) => ({ ...p, number: v }),
      (p, v) => ({ ...p, state: v }),
      (p, v) => ({ ...p, head: { ...p.head, sha: v } }),
      (p, v) => ({ ...p, head: { ...p.head, repo: { id: v } } }),
      (p, v) => ({ ...p, base: { repo: { ...p.base?.repo, id: v } } }),
      (p, v) => ({ ...p, base: { repo: { ...p.base?.repo, full_name: v } } }),
      (p) => ({ ...p, head: null }),
      (p) => ({ ...p, base: null })
    ]
    const expected: unknown[] = [12, 'open', HEAD, 77, 1, 'octo/shop']
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: mutations.length - 1 }),
        fc.oneof(
          fc.string(),
          fc.integer(),
          fc.constantFrom<unknown>(null, undefined, 'closed', MOVED, 78, 2, 'octo/shop2', -1, 1.5)
        ),
        (i, v) => {
          fc.pre(i >= expected.length || v !== expected[i])
          // Another number is another pull request, not a wrong one: only a non-number is refused.
          fc.pre(!(i === 0 && typeof v === 'number' && Number.isSafeInteger(v) && v > 0))
          // A number that only differs in case of hex letters would be the same commit.
          fc.pre(!(i === 2 && typeof v === 'string' && v.toLowerCase() === HEAD))
          fc.pre(!(i === 5 && typeof v === 'string' && v.toLowerCase() === 'octo/shop'))
          const p = mutations[i]!(good, v)
          expect(pullRequestProblem(p, run)).toEqual(expect.any(String))
        }
      )
    )
  })
})
