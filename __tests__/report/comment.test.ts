import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { buildComment, commentMarker } from '../../src/report/comment.js'
import { upsertComment } from '../../src/github/comment.js'
import { pullRequestFromContext } from '../../src/github/pull-request.js'
import { MemoryLog } from '../../__fixtures__/memory-log.js'
import { FakeGitHub } from '../../__fixtures__/fake-github.js'
import {
  buildContext,
  bulkContext,
  hostileContext,
  ordinaryContext
} from '../../__fixtures__/report-context.js'
import {
  brokenTableLines,
  foreignRawTags,
  hrefs,
  render
} from '../../__fixtures__/render-markdown.js'

const MARKER = commentMarker('a'.repeat(32))
const RUN = 'https://github.com/octo/shop/actions/runs/42'

describe('buildComment', () => {
  it('shows the verdict, counts, top findings and links, behind our marker', () => {
    const body = buildComment(ordinaryContext({ runUrl: RUN }), MARKER)
    expect(body.split('\n')[0]).toBe(`<!-- security-test-action:${'a'.repeat(32)} -->`)
    const html = render(body)
    expect(html).toContain('<h3>Security test: ❌ Failed · Shop</h3>')
    expect(html).toContain('<strong>Top findings</strong>')
    expect(hrefs(html)).toEqual([RUN, 'https://service.test/app/results/' + 'b'.repeat(32)])
  })

  it('names what it judged: commit, when the result was generated, reused or not', () => {
    const sha = '89abcdef0123456789abcdef0123456789abcdef'
    const ctx = buildContext({
      runUrl: RUN,
      meta: { applicationName: 'Shop', generatedDate: '2026-11-05T09:35:12Z' }
    })
    const body = buildComment(
      { ...ctx, build: { ...ctx.build!, commit: { sha, source: 'the push' } } },
      MARKER
    )
    const line = (start: string): string => body.split('\n').find((l) => l.startsWith(start)) ?? ''
    const build = line('**Build:**')
    expect(build).toContain(`commit [\`89abcde\`](https://github.com/shop/web/commit/${sha})`)
    expect(build).toContain(`reused test ${'d'.repeat(32)} from 2026-11-05 09:05 UTC`)
    expect(line('**Result:**')).toBe('**Result:** generated 2026-11-05 09:35 UTC')
    // Right under the verdict, above any table.
    expect(body.indexOf('**Result:**')).toBeLessThan(body.indexOf('|'))
    // A new test says so.
    const fresh = buildComment(
      { ...ctx, build: { shownBy: 'nothing', commit: { sha, source: 'the push' } } },
      MARKER
    )
    expect(fresh).toContain('**Result:** generated 2026-11-05 09:35 UTC · a new test (not reused)')
  })

  it('lists the top counted occurrences with copyable URLs, worst first', () => {
    const body = buildComment(ordinaryContext({ runUrl: RUN }), MARKER)
    const html = render(body)
    expect(html).toContain('<strong>Fix first</strong>')
    const urls = [...html.matchAll(/<td><code>(https:[^<]*)<\/code><\/td>/g)].map((m) => m[1])
    expect(urls).toEqual([
      'https://shop.test/login',
      'https://shop.test/search?q=1',
      'https://shop.test/comment'
    ])
    expect(body).not.toMatch(/[\u200b-\u200f\u2060\ufeff]/)
  })

  it('stays under 65,536 characters with 100,000 occurrences', () => {
    const body = buildComment(bulkContext(100_000), MARKER)
    expect(body.length).toBeLessThanOrEqual(65_536)
    expect(body).toContain('… 40 more findings in the job summary')
  })

  it('renders hostile findings as text', () => {
    const ctx = hostileContext()
    const body = buildComment({ ...ctx, runUrl: 'javascript:alert(1)' }, MARKER)
    const html = render(body)
    expect(foreignRawTags(body, ['!--'])).toEqual([])
    expect(html).not.toMatch(/<script|<img|<iframe|<[^>]*\son\w+=/i)
    expect(hrefs(html)).toEqual([])
    expect(brokenTableLines(body)).toEqual([])
    expect(body.length).toBeLessThanOrEqual(65_536)
  })
})

describe('pullRequestFromContext', () => {
  const env = { GITHUB_REPOSITORY: 'octo/shop', GITHUB_EVENT_PATH: '/event.json' }
  it('reads the pull request number from the event payload', () => {
    expect(pullRequestFromContext(env, () => '{"pull_request":{"number":7}}')).toEqual({
      pr: { owner: 'octo', repo: 'shop', number: 7 }
    })
    expect(
      pullRequestFromContext(env, () => '{"issue":{"number":8,"pull_request":{"url":"x"}}}')
    ).toEqual({ pr: { owner: 'octo', repo: 'shop', number: 8 } })
  })
  it('skips other events with a reason', () => {
    const push = pullRequestFromContext({ ...env, GITHUB_EVENT_NAME: 'push' }, () => '{"ref":"x"}')
    expect(push).toEqual({ skip: 'the event (push) is not a pull request' })
    expect(pullRequestFromContext({}, () => '{}')).toEqual({ skip: 'GITHUB_REPOSITORY is not set' })
    expect(
      pullRequestFromContext(env, () => {
        throw new Error('ENOENT')
      })
    ).toEqual({ skip: 'the event payload could not be read' })
  })
})

describe('upsertComment against a fake GitHub API', () => {
  let gh: FakeGitHub
  beforeEach(async () => {
    gh = await new FakeGitHub().start()
  })
  afterEach(async () => {
    await gh.stop()
  })
  const upsert = (body: string, log = new MemoryLog()): Promise<string> =>
    upsertComment({
      token: 'ghs_token',
      apiUrl: gh.url,
      repo: { owner: 'octo', repo: 'shop' },
      issueNumber: 7,
      body,
      marker: MARKER,
      log
    })

  it('creates the comment on the first run and updates it in place on the second', async () => {
    gh.addComment(7, 'LGTM', { login: 'alice', type: 'User' })
    expect(await upsert(`${MARKER}\nfirst`)).toBe('created')
    const created = gh.comments.get(7)!.find((c) => c.body.startsWith(MARKER))!
    expect(await upsert(`${MARKER}\nsecond`)).toBe('updated')
    const ours = gh.comments.get(7)!.filter((c) => c.body.startsWith(MARKER))
    expect(ours).toEqual([{ ...created, body: `${MARKER}\nsecond` }])
    expect(gh.requests.every((r) => r.authorization === 'token ghs_token')).toBe(true)
  })

  it('finds its comment beyond the first page', async () => {
    for (let i = 0; i < 150; i++) gh.addComment(7, `chatter ${i}`, { login: 'bob', type: 'User' })
    const ours = gh.addComment(7, `${MARKER}\nold`, { login: 'github-actions[bot]', type: 'Bot' })
    expect(await upsert(`${MARKER}\nnew`)).toBe('updated')
    expect(ours.body).toBe(`${MARKER}\nnew`)
    expect(gh.comments.get(7)).toHaveLength(151)
  })

  it('writes its own comment when the marked one belongs to someone else', async () => {
    gh.addComment(7, `${MARKER}\nspoofed`, { login: 'mallory', type: 'User' })
    expect(await upsert(`${MARKER}\nreal`)).toBe('created')
    expect(gh.comments.get(7)![0]!.body).toBe(`${MARKER}\nspoofed`)
    expect(gh.comments.get(7)).toHaveLength(2)
  })

  it('turns a 403 into a warning and never throws', async () => {
    gh.failWritesWith = 403
    const log = new MemoryLog()
    expect(await upsert('body', log)).toBe('failed')
    expect(log.text('warning')).toBe(
      'Could not write the pull-request comment: HTTP 403: the token may not write comments ' +
        '(the workflow needs `pull-requests: write`; pull requests from forks get a read-only token).'
    )
    expect(log.text('warning')).not.toContain('ghs_token')
  })

  it('turns a network failure into a warning', async () => {
    await gh.stop()
    const log = new MemoryLog()
    expect(await upsert('body', log)).toBe('failed')
    expect(log.lines.map((l) => l.level)).toEqual(['warning'])
  })
})
