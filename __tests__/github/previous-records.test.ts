// `baseline: previous` on GitHub (issue 30): the newest passing verdict record on the pull
// request's commits, its run checked; never this run's own; else the default branch's store; and
// which answers mean "none passing" (missing) and which "none readable" (labels only); a record
// on an earlier commit only while the gate files are unchanged from it to the head.
import { afterAll, describe, expect, it } from '@jest/globals'
import { fakeGitHub, stopFakeGitHubs, type FakeGitHub } from '../../scripts/fake-github.js'
import { MemoryLog } from '../../__fixtures__/memory-log.js'
import type { DefaultBranchFind, DefaultBranchStore } from '../../src/lifecycle/context.js'
import { githubPreviousRecords, sameFile } from '../../src/github/previous-records.js'

afterAll(() => stopFakeGitHubs())

const APP = 'a'.repeat(32)
const [H1, H2] = ['11'.repeat(20), '22'.repeat(20)]
const T1 = 't'.repeat(31) + '1'
const T2 = 't'.repeat(31) + '2'
const NOW = Date.now()
const BEFORE = NOW + 3_600_000

function records(
  gh: FakeGitHub,
  fallback: DefaultBranchFind = { problem: 'no passing run of the default branch (main)' },
  event: unknown = { pull_request: { number: 7, head: { sha: H2 } } },
  gateFiles: string[] = ['./.security-test-ignore.yml']
) {
  gh.pullCommits.set(7, [H1, H2])
  const asked: string[] = []
  const store: DefaultBranchStore = {
    find: (app) => {
      asked.push(app)
      return Promise.resolve(fallback)
    }
  }
  const log = new MemoryLog()
  const previous = githubPreviousRecords({
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_REPOSITORY: 'octo/shop',
      GITHUB_RUN_ID: '900',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: '/event.json',
      GITHUB_WORKFLOW_REF: 'octo/shop/.github/workflows/security.yml@refs/pull/7/merge'
    },
    githubToken: 'ghs_x',
    signal: new AbortController().signal,
    log,
    defaultBranch: store,
    gateFiles,
    readFile: () => JSON.stringify(event)
  })
  return { previous, asked, log }
}

const warned = (log: MemoryLog): string[] =>
  log.lines.filter((l) => l.level === 'warning').map((l) => l.message)

/** Every test started an hour ago, as the service says. */
const startedAnHourAgo = (): Promise<number> => Promise.resolve(NOW - 3_600_000)

describe('githubPreviousRecords', () => {
  it("leaves this run's own records out and takes the older passing one", async () => {
    const gh = await fakeGitHub()
    gh.addVerdict(H1, { app: APP, runId: 811, outcome: 'passed', resultToken: T1 })
    // This run (900) passed on H2 in an earlier attempt: never its own baseline.
    gh.addVerdict(H2, { app: APP, runId: 900, outcome: 'passed', resultToken: T2 })
    const { previous } = records(gh)
    const found = await previous.find(APP, startedAnHourAgo, BEFORE)
    expect(found).toEqual({
      record: expect.objectContaining({ runId: '811', resultToken: T1, commit: H1 }),
      from: 'pull-request'
    })
    expect(gh.requests.map((r) => r.path)).not.toContain('/repos/octo/shop/actions/runs/900')
  })

  it('leaves out a record whose test started after the bound, and the judged test', async () => {
    const gh = await fakeGitHub()
    gh.addVerdict(H1, { app: APP, runId: 811, outcome: 'passed', resultToken: T1 })
    gh.addVerdict(H2, { app: APP, runId: 812, outcome: 'passed', resultToken: T2 })
    const { previous } = records(gh)
    const later = (t: string): Promise<number> =>
      Promise.resolve(t === T2 ? BEFORE + 1 : NOW - 3_600_000)
    const found = await previous.find(APP, later, BEFORE)
    expect('record' in found && found.record.resultToken).toBe(T1)
    const excluded = await previous.find(APP, startedAnHourAgo, BEFORE, T2)
    expect('record' in excluded && excluded.record.resultToken).toBe(T1)
  })

  it('none passing on the pull request: the default branch is asked; none there either: missing', async () => {
    const gh = await fakeGitHub()
    gh.addVerdict(H2, { app: APP, runId: 812, outcome: 'failed', resultToken: T2 })
    const { previous, asked } = records(gh)
    const found = await previous.find(APP, startedAnHourAgo, BEFORE)
    expect(asked).toEqual([APP])
    expect(found).toEqual({
      problem:
        "no passing verdict on pull request #7's 2 newest commits; on the default branch: no passing run of the default branch (main)"
    })
  })

  it("the default branch's record, when its test started before the bound", async () => {
    const gh = await fakeGitHub()
    const record = {
      applicationToken: APP,
      resultToken: T1,
      runId: '700',
      commit: 'c'.repeat(40),
      siteShown: true
    }
    const { previous } = records(gh, { record })
    expect(await previous.find(APP, startedAnHourAgo, BEFORE)).toEqual({
      record,
      from: 'default-branch'
    })
    const tooLate = await previous.find(APP, () => Promise.resolve(BEFORE), BEFORE)
    expect('problem' in tooLate && tooLate.problem).toMatch(/did not start before/)
  })

  it('not a pull request: only the default branch; its unreadable records mean labels only', async () => {
    const gh = await fakeGitHub()
    const { previous } = records(
      gh,
      { problem: 'commit statuses could not be read: HTTP 403 from GitHub', unreadable: true },
      {}
    )
    expect(await previous.find(APP, startedAnHourAgo, BEFORE)).toEqual({
      unreadable: 'commit statuses could not be read: HTTP 403 from GitHub'
    })
  })

  it("the pull request's commits or statuses refused: labels only, naming the permission", async () => {
    const gh = await fakeGitHub()
    gh.failPullCommitsWith = 403
    const first = await records(gh).previous.find(APP, startedAnHourAgo, BEFORE)
    expect('unreadable' in first && first.unreadable).toMatch(
      /^pull request #7's commits could not be read: HTTP 403 .*`pull-requests: read`/
    )
    const other = await fakeGitHub()
    other.failStatusesWith = 403
    const second = await records(other).previous.find(APP, startedAnHourAgo, BEFORE)
    expect('unreadable' in second && second.unreadable).toMatch(/`statuses: read`/)
  })

  describe('a record on an earlier commit, while the gate is unchanged since', () => {
    const COMPARED = `/repos/octo/shop/compare/${H1}...${H2}`
    const missing = {
      problem:
        "no passing verdict on pull request #7's 2 newest commits; on the default branch: no passing run of the default branch (main)"
    }

    it.each([
      ['the ignore file', '.security-test-ignore.yml'],
      ["this workflow's file", '.github/workflows/security.yml']
    ])('is refused when %s changed since', async (_, changed) => {
      const gh = await fakeGitHub()
      gh.addVerdict(H1, { app: APP, runId: 811, outcome: 'passed', resultToken: T1 })
      gh.comparisons.set(`${H1}...${H2}`, { files: ['src/app.ts', changed] })
      const { previous, log } = records(gh)
      expect(await previous.find(APP, startedAnHourAgo, BEFORE)).toEqual(missing)
      expect(warned(log)).toEqual([
        `baseline: a record on ${H1.slice(0, 7)} naming test ${T1} is skipped: ${changed} changed between ${H1.slice(0, 7)} and the head ${H2.slice(0, 7)}: the record passed a gate (workflow file or ignore file) this pull request no longer has`
      ])
      // Refused before its run was asked about.
      const asked = gh.requests.map((r) => r.path)
      expect(asked).toContain(COMPARED)
      expect(asked).not.toContain('/repos/octo/shop/actions/runs/811')
    })

    it('is refused when the ignore file was renamed from or to its path', async () => {
      const gh = await fakeGitHub()
      gh.addVerdict(H1, { app: APP, runId: 811, outcome: 'passed', resultToken: T1 })
      gh.comparisons.set(`${H1}...${H2}`, {
        files: [{ filename: 'old/ignore.yml', previous_filename: 'shop/.security-test-ignore.yml' }]
      })
      // The repository checked out below the workspace: the inputs name shop/…, GitHub the file.
      const { previous } = records(gh, undefined, undefined, [
        'shop/shop/.security-test-ignore.yml'
      ])
      expect(await previous.find(APP, startedAnHourAgo, BEFORE)).toEqual(missing)
    })

    it('is the baseline when only other files changed; a record on the head itself is compared with nothing', async () => {
      const gh = await fakeGitHub()
      gh.addVerdict(H1, { app: APP, runId: 811, outcome: 'passed', resultToken: T1 })
      gh.comparisons.set(`${H1}...${H2}`, {
        files: ['src/app.ts', '.github/workflows/other.yml', 'docs/.security-test-ignore.yml']
      })
      const { previous, log } = records(gh)
      expect(await previous.find(APP, startedAnHourAgo, BEFORE)).toEqual({
        record: expect.objectContaining({ runId: '811', commit: H1 }),
        from: 'pull-request'
      })
      expect(warned(log)).toEqual([])
      expect(gh.requests.map((r) => r.path)).toContain(COMPARED)

      const onHead = await fakeGitHub()
      onHead.addVerdict(H2, { app: APP, runId: 812, outcome: 'passed', resultToken: T2 })
      const found = await records(onHead).previous.find(APP, startedAnHourAgo, BEFORE)
      expect('record' in found && found.record.commit).toBe(H2)
      expect(onHead.requests.some((r) => r.path.includes('/compare/'))).toBe(false)
    })

    it.each([
      [
        '300 files (GitHub lists no more)',
        { files: Array.from({ length: 300 }, (_, i) => `f${i}`) }
      ],
      ['no file list', { files: null }],
      ['a commit that is not an ancestor of the head', { status: 'diverged' as const, files: [] }]
    ])('is refused on %s', async (_, comparison) => {
      const gh = await fakeGitHub()
      gh.addVerdict(H1, { app: APP, runId: 811, outcome: 'passed', resultToken: T1 })
      gh.comparisons.set(`${H1}...${H2}`, comparison)
      const { previous, log } = records(gh)
      expect(await previous.find(APP, startedAnHourAgo, BEFORE)).toEqual(missing)
      expect(warned(log)).toEqual([
        expect.stringMatching(
          new RegExp(`^baseline: a record on ${H1.slice(0, 7)} naming test ${T1} is skipped: `)
        )
      ])
    })

    it('the comparison refused (403): labels only, naming `contents: read`', async () => {
      const gh = await fakeGitHub()
      gh.addVerdict(H1, { app: APP, runId: 811, outcome: 'passed', resultToken: T1 })
      gh.failCompareWith = 403
      const { previous, asked } = records(gh)
      const found = await previous.find(APP, startedAnHourAgo, BEFORE)
      expect('unreadable' in found && found.unreadable).toMatch(
        new RegExp(
          `^the files changed between ${H1.slice(0, 7)} \\(a passing record's commit\\) and the head ${H2.slice(0, 7)} could not be read: HTTP 403 .*\`contents: read\``
        )
      )
      expect(asked).toEqual([])
    })
  })

  it('a gate file as the inputs name it matches the repository path it may be', () => {
    expect(sameFile('./.security-test-ignore.yml', '.security-test-ignore.yml')).toBe(true)
    expect(sameFile('.//ci/./ignore.yml', 'ci/ignore.yml')).toBe(true)
    expect(sameFile('/home/runner/work/shop/shop/ignore.yml', 'ignore.yml')).toBe(true)
    expect(sameFile('ignore.yml', 'sub/ignore.yml')).toBe(false)
    expect(sameFile('my-ignore.yml', 'ignore.yml')).toBe(false)
  })
})
