import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { baselineFromResult } from '../../src/findings/baseline.js'
import { judge } from '../../src/findings/gate.js'
import { parseResult } from '../../src/findings/parse.js'
import { buildComment } from '../../src/report/comment.js'
import { EstateReport, estateComment } from '../../src/report/estate.js'
import { upsertComment } from '../../src/github/comment.js'
import { commentKey, formatMarker, type CommentKey } from '../../src/github/comment-marker.js'
import { pullRequestFromContext } from '../../src/github/pull-request.js'
import { MemoryLog } from '../../__fixtures__/memory-log.js'
import { FakeGitHub } from '../../scripts/fake-github.js'
import {
  buildContext,
  bulkContext,
  context,
  finding,
  hostileContext,
  occurrence,
  ordinaryContext
} from '../../__fixtures__/report-context.js'
import {
  brokenTableLines,
  foreignRawTags,
  hrefs,
  render
} from '../../__fixtures__/render-markdown.js'

const RUN = 'https://github.com/octo/shop/actions/runs/42'
/** A step's environment on the runner, in workflow run `run`. */
const stepEnv = (run: string, step = 'scan'): NodeJS.ProcessEnv => ({
  GITHUB_WORKFLOW_REF: 'octo/shop/.github/workflows/security.yml@refs/pull/7/merge',
  GITHUB_JOB: 'security-test',
  GITHUB_ACTION: step,
  GITHUB_RUN_ID: run
})
const APP_A = 'a'.repeat(32)
const APP_B = 'b'.repeat(32)
const APP_C = 'c'.repeat(32)
const KEY = commentKey(stepEnv('100'), [APP_A])
const MARKER = formatMarker(KEY)

describe('buildComment', () => {
  it('marks warn findings and leaves monitored ones out of its counts and rows', () => {
    const sqli = finding('SQL Injection', 'critical')
    const frame = finding('Missing Frame Header', 'low')
    const banner = finding('Server Banner', 'very-low')
    const body = buildComment(
      context(
        [sqli, frame, banner],
        [
          occurrence(sqli, 'https://shop.test/a', {
            state: 'existing',
            isNew: false,
            counted: false
          }),
          occurrence(frame, 'https://shop.test/b', { state: 'warned', counted: false }),
          occurrence(banner, 'https://shop.test/c', { state: 'monitored', counted: false }),
          occurrence(banner, 'https://shop.test/d', {
            state: 'monitored',
            isNew: false,
            counted: false
          })
        ],
        { baseline: { source: 'file b.json', unfixed: new Set(), fixed: new Set() } as never }
      )
    )
    expect(body).toContain('Missing Frame Header ⚠️ _warned by policy (1)_')
    expect(body).not.toContain('Server Banner')
    // 2 open shown (the monitored 2 left out; this verdict counts as new only state new).
    expect(body).toContain('0 new · 2 still open')
    expect(body).toContain(
      '2 occurrences under a monitor policy are in the JSON report and SARIF only'
    )
  })

  it('marks an escalation in its counts and Fix first rows', () => {
    const at = (severity: string) =>
      parseResult({
        vulnerabilities: [
          {
            name: 'Cookie Without Secure Flag',
            severity,
            occurences: [{ status: 'Open', vulnerability: { Url: 'https://shop.test/' } }]
          }
        ]
      })
    const baseline = baselineFromResult(at('Low'), 'file b.json')
    const now = at('Critical')
    const budget = { kind: 'total', max: 0 } as const
    const v = judge(now, { threshold: 'any', budget, now: Date.now(), baseline })
    const body = buildComment(context(now.findings, v.occurrences, { verdict: v, baseline }))
    expect(body).toContain('0 new · 1 escalated · 0 still open')
    expect(body).toContain('⬆️ Escalated')
  })

  it('shows the verdict, counts, top findings and links', () => {
    const body = buildComment(ordinaryContext({ runUrl: RUN }))
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
    const body = buildComment({
      ...ctx,
      build: { ...ctx.build!, commit: { sha, source: 'the push' } }
    })
    const line = (start: string): string => body.split('\n').find((l) => l.startsWith(start)) ?? ''
    const build = line('**Build:**')
    expect(build).toContain(`commit [\`89abcde\`](https://github.com/shop/web/commit/${sha})`)
    expect(build).toContain(`reused test ${'d'.repeat(32)} from 2026-11-05 09:05 UTC`)
    expect(line('**Result:**')).toBe('**Result:** generated 2026-11-05 09:35 UTC')
    // Right under the verdict, above any table.
    expect(body.indexOf('**Result:**')).toBeLessThan(body.indexOf('|'))
    // A new test says so.
    const fresh = buildComment({
      ...ctx,
      build: { shownBy: 'nothing', commit: { sha, source: 'the push' } }
    })
    expect(fresh).toContain('**Result:** generated 2026-11-05 09:35 UTC · a new test (not reused)')
  })

  it("shows the service's date-only generated_date as that date, in any time zone", () => {
    const zone = process.env.TZ
    try {
      for (const tz of ['Asia/Tokyo', 'Pacific/Kiritimati', 'America/Los_Angeles', 'UTC']) {
        process.env.TZ = tz
        const body = buildComment(
          buildContext({ meta: { applicationName: 'Shop', generatedDate: '26 Nov 2026' } })
        )
        // A date, not an invented midnight (nor the day before east of Greenwich).
        expect(body).toContain('**Result:** generated 2026-11-26')
        expect(body).not.toMatch(/generated 2026-11-2\d \d/)
        // A zone-less timestamp is UTC, not the runner's local time.
        const stamp = buildComment(
          buildContext({ meta: { applicationName: 'Shop', generatedDate: '2026-11-26T09:35' } })
        )
        expect(stamp).toContain('**Result:** generated 2026-11-26 09:35 UTC')
      }
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })

  it('lists the top counted occurrences with copyable URLs, worst first', () => {
    const body = buildComment(ordinaryContext({ runUrl: RUN }))
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
    const body = buildComment(bulkContext(100_000))
    expect(body.length).toBeLessThanOrEqual(65_536)
    expect(body).toContain('… 40 more findings in the job summary')
  })

  it('renders hostile findings as text', () => {
    const ctx = hostileContext()
    const body = buildComment({ ...ctx, runUrl: 'javascript:alert(1)' })
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
  const upsert = (body: string, log = new MemoryLog(), key: CommentKey = KEY): Promise<string> =>
    upsertComment({
      token: 'ghs_token',
      apiUrl: gh.url,
      repo: { owner: 'octo', repo: 'shop' },
      issueNumber: 7,
      body,
      key,
      log
    })
  /** The step writes its comment in run `run` for these applications. */
  const run = (run: string, apps: string[], body: string, step?: string): Promise<string> =>
    upsert(body, new MemoryLog(), commentKey(stepEnv(run, step), apps))
  const bodies = (): string[] => gh.comments.get(7)!.map((c) => c.body.replace(/^<!--.*-->\n/, ''))
  const BOT = { login: 'github-actions[bot]', type: 'Bot' } as const

  it('creates the comment on the first run and updates it in place on the second', async () => {
    gh.addComment(7, 'LGTM', { login: 'alice', type: 'User' })
    expect(await upsert('first')).toBe('created')
    const created = gh.comments.get(7)!.find((c) => c.body.startsWith(MARKER))!
    expect(await upsert('second')).toBe('updated')
    const ours = gh.comments.get(7)!.filter((c) => c.body.startsWith(MARKER))
    expect(ours).toEqual([{ ...created, body: `${MARKER}\nsecond` }])
    expect(gh.requests.every((r) => r.authorization === 'token ghs_token')).toBe(true)
  })

  it('finds its comment beyond the first page', async () => {
    for (let i = 0; i < 150; i++) gh.addComment(7, `chatter ${i}`, { login: 'bob', type: 'User' })
    const ours = gh.addComment(7, `${MARKER}\nold`, BOT)
    expect(await upsert('new')).toBe('updated')
    expect(ours.body).toBe(`${MARKER}\nnew`)
    expect(gh.comments.get(7)).toHaveLength(151)
  })

  it('writes its own comment when the marked one belongs to someone else', async () => {
    gh.addComment(7, `${MARKER}\nspoofed`, { login: 'mallory', type: 'User' })
    expect(await upsert('real')).toBe('created')
    expect(gh.comments.get(7)![0]!.body).toBe(`${MARKER}\nspoofed`)
    expect(gh.comments.get(7)).toHaveLength(2)
  })

  it('names no application token in the comment', async () => {
    await run('100', [APP_A, APP_B], 'body')
    expect(gh.comments.get(7)![0]!.body).not.toMatch(/a{32}|b{32}/)
  })

  it('keeps one comment for the step when an application is added, removed or replaced', async () => {
    expect(await run('100', [APP_A], 'A')).toBe('created')
    expect(await run('101', [APP_A, APP_B], 'A and B')).toBe('updated')
    expect(await run('102', [APP_B], 'B')).toBe('updated')
    expect(await run('103', [APP_C], 'C')).toBe('updated')
    expect(bodies()).toEqual(['C'])
    // The marker names the applications it now covers: the next run with C finds it at once.
    expect(await run('104', [APP_C], 'C again')).toBe('updated')
    expect(bodies()).toEqual(['C again'])
  })

  it('replaces the comments of applications once tested in separate matrix legs by one', async () => {
    // Run 100: a matrix, one leg per application, the same step: a comment each.
    expect(await run('100', [APP_A], 'A')).toBe('created')
    expect(await run('100', [APP_B], 'B')).toBe('created')
    expect(await run('100', [APP_C], 'C')).toBe('created')
    expect(bodies()).toEqual(['A', 'B', 'C'])
    // The same legs again: each updates its own.
    expect(await run('101', [APP_B], 'B2')).toBe('updated')
    expect(await run('101', [APP_A], 'A2')).toBe('updated')
    expect(bodies()).toEqual(['A2', 'B2', 'C'])
    // Run 102 tests A and B in one step: one comment, the other leg's deleted; C's is left to C.
    expect(await run('102', [APP_A, APP_B], 'A and B')).toBe('updated')
    expect(bodies()).toEqual(['A and B', 'C'])
    expect(gh.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1)
  })

  it("never touches another step's comment", async () => {
    await run('100', [APP_A], 'nightly step', 'nightly')
    expect(await run('101', [APP_B], 'gate step', 'gate')).toBe('created')
    expect(await run('102', [APP_A], 'gate step, A', 'gate')).toBe('updated')
    expect(bodies()).toEqual(['nightly step', 'gate step, A'])
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

describe('the comment with a baseline', () => {
  const SOURCE = 'default-branch run 77 (commit fedcba9)'
  const occurrencesOf = (text: string, what: string | RegExp): number => text.split(what).length - 1
  /** A severity table: the one with a row per severity (Critical … Very low). */
  const severityTables = (text: string): number => occurrencesOf(text, /\| 🟠 High \| \d/)

  it('one application: names the baseline once and has one severity table', () => {
    const body = buildComment(buildContext())
    expect(occurrencesOf(body, SOURCE)).toBe(1)
    expect(severityTables(body)).toBe(1)
  })

  it('several applications: names the baseline once and has one severity table', () => {
    const a = buildContext()
    const b = buildContext({ application: { token: APP_B, name: 'Admin' } })
    const estate = new EstateReport([a.application.token, b.application.token], 1_000_000, {
      summary: false,
      annotations: false,
      comment: true
    })
    estate.add(a)
    estate.add(b)
    const body = estateComment(estate.list(), 'failed', RUN)
    expect(occurrencesOf(body, SOURCE)).toBe(1)
    expect(severityTables(body)).toBeLessThanOrEqual(1)
    expect(occurrencesOf(body, 'Fix first')).toBe(1)
    // Each application still says what it has against the baseline.
    expect(occurrencesOf(body, '**Against the baseline')).toBe(2)
  })

  it('several applications with different baselines: each section names its own, once', () => {
    const a = buildContext()
    const other = 'default-branch run 78 (commit 1234567)'
    const b = buildContext({
      application: { token: APP_B, name: 'Admin' },
      baseline: { source: other, resultToken: 'e'.repeat(32), unfixed: new Set() }
    })
    const estate = new EstateReport([a.application.token, b.application.token], 1_000_000, {
      summary: false,
      annotations: false,
      comment: true
    })
    estate.add(a)
    estate.add(b)
    const body = estateComment(estate.list(), 'failed', RUN)
    expect(occurrencesOf(body, SOURCE)).toBe(1)
    expect(occurrencesOf(body, other)).toBe(1)
  })
})
