// The check a default-branch record must pass before it is a baseline (issue 29): the run it
// names, as GitHub describes it, and when the service says its test started.
import { describe, expect, it } from '@jest/globals'
import {
  attemptToRead,
  recordRunProblem,
  runIdProblem,
  workflowPathOf,
  type RecordReader,
  type RecordToCheck,
  type WorkflowRunLike
} from '../../src/github/record-run.js'

const APP = 'app00000000000000000000000000001'
const T1 = 'test0000000000000000000000000001'
const C1 = 'c1'.repeat(20)
const C2 = 'c2'.repeat(20)
const PAGE = 'https://github.com/octo/shop/actions/runs/900'
const START = Date.parse('2026-11-20T10:00:00Z')
const iso = (ms: number): string => new Date(ms).toISOString()
const MIN = 60_000

const record: RecordToCheck = {
  applicationToken: APP,
  resultToken: T1,
  runId: '900',
  commit: C1,
  siteShown: true,
  targetUrl: `${PAGE}/attempts/1`,
  testStartedAt: START + 5 * MIN
}
const run: WorkflowRunLike = {
  id: 900,
  path: '.github/workflows/security.yml',
  event: 'push',
  status: 'completed',
  conclusion: 'success',
  head_branch: 'main',
  head_sha: C1,
  html_url: PAGE,
  run_attempt: 1,
  created_at: iso(START - MIN),
  run_started_at: iso(START),
  updated_at: iso(START + 30 * MIN),
  repository: { id: 1, full_name: 'octo/shop' },
  head_repository: { id: 1 }
}
const reader: RecordReader = {
  repositoryId: 1,
  repository: 'octo/shop',
  defaultBranch: 'main',
  workflowPath: '.github/workflows/security.yml',
  clockMarginMs: 30_000
}

describe('recordRunProblem', () => {
  it.each(['push', 'schedule', 'workflow_dispatch'])(
    'a completed, successful %s run of this workflow on the default branch at the commit, during which the test started, checks out',
    (event) => {
      expect(recordRunProblem(record, { ...run, event }, reader)).toBeUndefined()
      expect(
        recordRunProblem({ ...record, targetUrl: PAGE }, { ...run, event }, reader)
      ).toBeUndefined()
    }
  )

  it('the test may start at the edges of the run, within the clock margin', () => {
    for (const t of [START - 30_000, START, START + 30 * MIN, START + 30 * MIN + 30_000]) {
      expect(recordRunProblem({ ...record, testStartedAt: t }, run, reader)).toBeUndefined()
    }
  })

  it('a re-run: only the attempt that wrote the record bounds its test, never the run’s creation', () => {
    const rerun = {
      ...run,
      run_attempt: 2,
      run_started_at: iso(START + 60 * MIN),
      updated_at: iso(START + 90 * MIN)
    }
    const late = { ...record, targetUrl: `${PAGE}/attempts/2`, testStartedAt: START + 65 * MIN }
    expect(recordRunProblem(late, rerun, reader)).toBeUndefined()
    // Started between attempt 1 and attempt 2: attempt 2's record, its window from its own start.
    expect(recordRunProblem({ ...late, testStartedAt: START + 5 * MIN }, rerun, reader)).toMatch(
      /outside run 900 attempt 2 \(2026-11-20T11:00:00Z to/
    )
    // The run's page names its latest attempt.
    expect(recordRunProblem({ ...record, targetUrl: PAGE }, rerun, reader)).toMatch(
      /outside run 900 attempt 2/
    )
    // The first attempt's own start bounds it when it is the only attempt.
    expect(recordRunProblem({ ...record, testStartedAt: START - 50_000 }, run, reader)).toMatch(
      /outside run 900/
    )
  })

  describe('a record of an earlier attempt than the run’s latest', () => {
    const rerun = { ...run, run_attempt: 3, run_started_at: iso(START + 60 * MIN) }
    const first = { ...run, updated_at: iso(START + 20 * MIN) }
    it('is checked against that attempt as GitHub describes it, asked for once', () => {
      expect(attemptToRead(record, rerun)).toBe(1)
      expect(attemptToRead(record, run)).toBeUndefined()
      expect(attemptToRead({ ...record, targetUrl: PAGE }, rerun)).toBeUndefined()
      expect(recordRunProblem(record, rerun, reader, first)).toBeUndefined()
    })
    it.each<[string, WorkflowRunLike | undefined, RegExp]>([
      ['not read', undefined, /run 900 attempt 1 was not read/],
      ['another attempt answered', { ...first, run_attempt: 2 }, /another attempt/],
      ['another run answered', { ...first, id: 901 }, /another attempt/],
      ['an attempt that failed', { ...first, conclusion: 'failure' }, /attempt 1 ended failure/],
      ['an attempt in progress', { ...first, status: 'in_progress' }, /attempt 1 is in_progress/],
      ['an attempt of another commit', { ...first, head_sha: C2 }, /attempt 1 is of commit/],
      ['an attempt of another workflow', { ...first, path: '.github/workflows/o.yml' }, /workflow/],
      ['an attempt of another event', { ...first, event: 'pull_request' }, /pull_request run/],
      [
        'an attempt that ended before the test',
        { ...first, updated_at: iso(START + 4 * MIN) },
        /outside run 900 attempt 1/
      ]
    ])('%s refuses it', (_, attempt, why) => {
      expect(recordRunProblem(record, rerun, reader, attempt)).toMatch(why)
    })
    it('an attempt after the run’s latest is not one of it', () => {
      expect(
        recordRunProblem({ ...record, targetUrl: `${PAGE}/attempts/4` }, rerun, reader)
      ).toMatch(/links to/)
    })
  })

  it('GitHub’s other spelling of the path (owner/repo/…@ref) counts only for this repository', () => {
    const full = { ...run, path: 'octo/shop/.github/workflows/security.yml@refs/heads/main' }
    expect(recordRunProblem(record, full, reader)).toBeUndefined()
    const other = { ...run, path: 'mallory/shop/.github/workflows/security.yml@main' }
    expect(recordRunProblem(record, other, reader)).toMatch(/of workflow mallory/)
  })

  it.each<[string, Partial<RecordToCheck>, WorkflowRunLike, RegExp]>([
    [
      'another workflow file',
      {},
      { path: '.github/workflows/other.yml' },
      /of workflow .*other\.yml, not this run's .*security\.yml/
    ],
    ['no workflow path', {}, { path: undefined }, /of workflow unknown/],
    ['a path that climbs out', {}, { path: '.github/workflows/../security.yml' }, /of workflow/],
    ['a dynamic workflow', {}, { path: 'dynamic/pages/pages-build-deployment' }, /of workflow/],
    ['a pull request’s run', {}, { event: 'pull_request' }, /run 900 is a pull_request run/],
    ['a pull_request_target run', {}, { event: 'pull_request_target' }, /pull_request_target run/],
    ['a workflow_run run', {}, { event: 'workflow_run' }, /workflow_run run/],
    ['a merge_group run', {}, { event: 'merge_group' }, /merge_group run/],
    [
      'another branch',
      {},
      { head_branch: 'feature' },
      /branch feature, not the default branch main/
    ],
    ['no branch', {}, { head_branch: null }, /branch unknown/],
    ['another commit', {}, { head_sha: C2 }, /commit c2c2c2c, not the commit the status is on/],
    ['a fork’s head', {}, { head_repository: { id: 2 } }, /another repository/],
    [
      'another repository',
      {},
      { repository: { id: 2, full_name: 'octo/shop' } },
      /another repository/
    ],
    [
      'another repository’s name',
      {},
      { repository: { id: 1, full_name: 'mallory/shop' } },
      /another repository/
    ],
    ['no repository name', {}, { repository: { id: 1 } }, /another repository/],
    ['no head repository', {}, { head_repository: null }, /another repository/],
    ['another run answered', {}, { id: 901 }, /another run/],
    ['a run id as text', {}, { id: '900' }, /another run/],
    [
      'a run in progress',
      {},
      { status: 'in_progress', conclusion: null },
      /is in_progress, not completed/
    ],
    ['a queued run', {}, { status: 'queued', conclusion: null }, /is queued, not completed/],
    ['no status', {}, { status: undefined }, /is unknown, not completed/],
    ['a failed run', {}, { conclusion: 'failure' }, /ended failure, not success/],
    ['a cancelled run', {}, { conclusion: 'cancelled' }, /ended cancelled/],
    ['a timed-out run', {}, { conclusion: 'timed_out' }, /ended timed_out/],
    ['a skipped run', {}, { conclusion: 'skipped' }, /ended skipped/],
    ['a neutral run', {}, { conclusion: 'neutral' }, /ended neutral/],
    ['no conclusion', {}, { conclusion: null }, /ended unknown/],
    ['a link to another run', { targetUrl: `${PAGE}1` }, {}, /links to .*9001, not run 900/],
    ['a link elsewhere', { targetUrl: `https://evil.example/${PAGE}` }, {}, /links to/],
    ['a link with more after the attempt', { targetUrl: `${PAGE}/attempts/2/x` }, {}, /links to/],
    ['no link', { targetUrl: undefined }, {}, /links to nothing/],
    [
      'a test the service says nothing of',
      { testStartedAt: undefined },
      {},
      /does not say when test/
    ],
    [
      'a test started a day after the run ended',
      { testStartedAt: START + 30 * MIN + 86_400_000 },
      {},
      /started at 2026-11-21T10:30:00Z, outside run 900 attempt 1 \(2026-11-20T10:00:00Z to 2026-11-20T10:30:00Z, 30 s either side/
    ],
    ['a test started before the run', { testStartedAt: START - 31_000 }, {}, /outside run 900/],
    [
      'a test started just after the margin',
      { testStartedAt: START + 30 * MIN + 31_000 },
      {},
      /outside run 900/
    ],
    ['no attempt number', {}, { run_attempt: undefined }, /no attempt number/],
    ['attempt 0', {}, { run_attempt: 0 }, /no attempt number/],
    ['no start time', {}, { run_started_at: null }, /no readable times/],
    [
      'a start time without a zone',
      {},
      { run_started_at: '2026-11-20T10:00:00' },
      /no readable times/
    ],
    ['no end time', {}, { updated_at: undefined }, /no readable times/],
    [
      'a re-run without a start time',
      { targetUrl: PAGE },
      { run_attempt: 2, run_started_at: 'yesterday' },
      /no readable times/
    ]
  ])('%s does not', (_, recordChange, runChange, why) => {
    expect(
      recordRunProblem({ ...record, ...recordChange }, { ...run, ...runChange }, reader)
    ).toMatch(why)
  })

  it('words from GitHub’s answer reach the message inert', () => {
    const why = recordRunProblem(record, { ...run, event: 'push\n::error::owned' }, reader)
    expect(why).not.toMatch(/\n/)
  })
})

describe('runIdProblem', () => {
  it('a run id is a positive integer a number holds exactly', () => {
    for (const id of ['1', '900', '9007199254740991']) expect(runIdProblem(id)).toBeUndefined()
  })
  it.each(['', '0', '007', '9007199254740993', '12345678901234567890', '1e3', '-5', ' 5'])(
    '%j is not one (no request is sent for it)',
    (id) => {
      expect(runIdProblem(id)).toMatch(/is not a run id/)
    }
  )
})

describe('workflowPathOf', () => {
  it('the workflow file of GITHUB_WORKFLOW_REF, for this repository only', () => {
    expect(
      workflowPathOf('octo/shop/.github/workflows/security.yml@refs/pull/7/merge', 'octo/shop')
    ).toBe('.github/workflows/security.yml')
    expect(
      workflowPathOf('octo/shop/.github/workflows/dast.yaml@refs/heads/a@b', 'octo/shop')
    ).toBe('.github/workflows/dast.yaml')
    expect(workflowPathOf('Octo/Shop/.github/workflows/a/b.yml@refs/heads/main', 'octo/shop')).toBe(
      '.github/workflows/a/b.yml'
    )
  })
  it.each([
    [undefined],
    [''],
    ['octo/shop/.github/workflows/security.yml'],
    ['mallory/shop/.github/workflows/security.yml@refs/heads/main'],
    ['octo/shop/security.yml@refs/heads/main'],
    ['octo/shop/.github/workflows/../x.yml@refs/heads/main'],
    ['octo/shop-x/.github/workflows/security.yml@refs/heads/main']
  ])('%j names none', (ref) => {
    expect(workflowPathOf(ref, 'octo/shop')).toBeUndefined()
  })
})

describe("a pull request's verdict records (writers: pull-request)", () => {
  const FORK_HEAD = 'f0'.repeat(20)
  const prReader: RecordReader = {
    ...reader,
    writers: 'pull-request',
    testWithinRun: false,
    pullRequest: { number: 12, base: 'main' }
  }
  const prRun: WorkflowRunLike = {
    ...run,
    event: 'pull_request',
    head_branch: 'feature',
    pull_requests: [{ number: 12, base: { ref: 'main' } }]
  }
  const forkGate: WorkflowRunLike = {
    ...run,
    event: 'workflow_run',
    head_branch: 'main',
    head_sha: C2,
    display_title: `security gate ${FORK_HEAD}`
  }
  const forkRecord = { ...record, commit: FORK_HEAD }

  it('a pull_request run of that pull request, into its base, at the head, checks out', () => {
    expect(recordRunProblem(record, prRun, prReader)).toBeUndefined()
  })

  it.each([
    [
      'another pull request at the same head',
      { pull_requests: [{ number: 13, base: { ref: 'main' } }] },
      /not a run of pull request #12 into main/
    ],
    [
      'the same pull request number into another base',
      { pull_requests: [{ number: 12, base: { ref: 'evil' } }] },
      /not a run of pull request #12 into main/
    ],
    ['no pull request listed', { pull_requests: [] }, /not a run of pull request #12/],
    ['another head', { head_sha: C2 }, /is of commit c2c2c2c/],
    ['a push run', { event: 'push' }, /is a push run/]
  ])('a pull_request record is refused for %s', (_, change, why) => {
    expect(recordRunProblem(record, { ...prRun, ...change } as WorkflowRunLike, prReader)).toMatch(
      why
    )
  })

  it("the fork gate's workflow_run run checks out only when its name names the head it judged", () => {
    expect(recordRunProblem(forkRecord, forkGate, prReader)).toBeUndefined()
    // Another fork pull request's gate run (its name names its own head) is no verdict of this one.
    expect(
      recordRunProblem(
        forkRecord,
        { ...forkGate, display_title: `security gate ${'ab'.repeat(20)}` },
        prReader
      )
    ).toMatch(/whose name does not name the commit f0f0f0f .*run-name/)
    // A gate without run-name: fail closed.
    expect(
      recordRunProblem(forkRecord, { ...forkGate, display_title: 'security' }, prReader)
    ).toMatch(/does not name the commit/)
    expect(
      recordRunProblem(forkRecord, { ...forkGate, display_title: undefined }, prReader)
    ).toMatch(/does not name the commit/)
  })

  it.each([
    [
      'a workflow_run run of another branch',
      { head_branch: 'feature' },
      /not the default branch main/
    ],
    [
      'a workflow_run run of another workflow',
      { path: '.github/workflows/other.yml' },
      /is of workflow/
    ],
    ['a workflow_run run that failed', { conclusion: 'failure' }, /ended failure/]
  ])('the fork gate record is refused for %s', (_, change, why) => {
    expect(recordRunProblem(forkRecord, { ...forkGate, ...change }, prReader)).toMatch(why)
  })
})
