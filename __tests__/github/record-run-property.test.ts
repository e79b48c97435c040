// A property over generated workflow runs (issue 29): a record whose run checks out in every way
// is accepted, and a run that fails any one condition — or several — is never accepted.
import { expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  recordRunProblem,
  RECORDING_EVENTS,
  type RecordReader,
  type RecordToCheck,
  type WorkflowRunLike
} from '../../src/github/record-run.js'

const MARGIN = 30_000
const HOUR = 3_600_000
const reader: RecordReader = {
  repositoryId: 4242,
  repository: 'octo/shop',
  defaultBranch: 'main',
  workflowPath: '.github/workflows/security.yml',
  clockMarginMs: MARGIN
}
const iso = (ms: number): string => new Date(ms).toISOString()
const hex40 = fc.stringMatching(/^[0-9a-f]{40}$/)

/** A run that checks out, the record naming it, and the run's window (for breaking it). */
const genuine = fc
  .record({
    id: fc.integer({ min: 1, max: 2 ** 40 }),
    sha: hex40,
    event: fc.constantFrom(...RECORDING_EVENTS),
    attempt: fc.integer({ min: 1, max: 5 }),
    created: fc.integer({ min: Date.parse('2024-01-01'), max: Date.parse('2027-01-01') }),
    queued: fc.integer({ min: 0, max: HOUR }),
    length: fc.integer({ min: 0, max: 6 * HOUR }),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    linkAttempt: fc.boolean(),
    fullPath: fc.boolean()
  })
  .map((g) => {
    // The record's attempt (the latest: its link or the run's page) bounds it by its own start,
    // never the run's creation: a re-run's window is its own.
    const started = g.created + g.queued
    const from = started
    const to = started + g.length
    const testStartedAt = Math.round(from - MARGIN + g.at * (to - from + 2 * MARGIN))
    const page = `https://github.com/octo/shop/actions/runs/${g.id}`
    const run: WorkflowRunLike = {
      id: g.id,
      path: g.fullPath
        ? 'octo/shop/.github/workflows/security.yml@refs/heads/main'
        : '.github/workflows/security.yml',
      event: g.event,
      status: 'completed',
      conclusion: 'success',
      head_branch: 'main',
      head_sha: g.sha,
      html_url: page,
      run_attempt: g.attempt,
      created_at: iso(g.created),
      run_started_at: iso(started),
      updated_at: iso(to),
      repository: { id: 4242, full_name: 'octo/shop' },
      head_repository: { id: 4242 }
    }
    const record: RecordToCheck = {
      applicationToken: 'app00000000000000000000000000001',
      resultToken: 'test0000000000000000000000000001',
      runId: String(g.id),
      commit: g.sha,
      siteShown: true,
      targetUrl: g.linkAttempt ? `${page}/attempts/${g.attempt}` : page,
      testStartedAt
    }
    return { run, record, from, to }
  })

type Case = { run: WorkflowRunLike; record: RecordToCheck; from: number; to: number }
type Breaker = (c: Case) => fc.Arbitrary<Case>

const notIn = <T>(arb: fc.Arbitrary<T>, ...bad: unknown[]): fc.Arbitrary<T> =>
  arb.filter((v) => !bad.includes(v))
const runWith = (c: Case, change: Partial<WorkflowRunLike>): Case => ({
  ...c,
  run: { ...c.run, ...change }
})
const word = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(null, undefined, 1))

/** Each breaks one condition, in a way GitHub (or a forger) could answer. */
const BREAKERS: Record<string, Breaker> = {
  'another run': (c) =>
    fc
      .oneof(fc.integer({ min: 1 }), fc.constant(String(c.run.id)), fc.constant(undefined))
      .filter((id) => id !== c.run.id)
      .map((id) => runWith(c, { id })),
  'another repository id': (c) =>
    notIn(fc.integer(), 4242).map((id) =>
      runWith(c, { repository: { id, full_name: 'octo/shop' } })
    ),
  'another repository name': (c) =>
    notIn(word, 'octo/shop', 'OCTO/SHOP', 'Octo/Shop').map((full_name) =>
      runWith(c, { repository: { id: 4242, full_name } })
    ),
  'a fork’s head': (c) =>
    fc
      .oneof(
        notIn(fc.integer(), 4242).map((id) => ({ id })),
        fc.constant(null)
      )
      .map((head_repository) => runWith(c, { head_repository })),
  'another workflow': (c) =>
    fc
      .oneof(
        fc.constantFrom(
          '.github/workflows/other.yml',
          '.github/workflows/security.yaml',
          'mallory/shop/.github/workflows/security.yml@main',
          'dynamic/pages/pages-build-deployment',
          '.github/workflows/../workflows/security.yml'
        ),
        word
      )
      .filter(
        (p) =>
          p !== '.github/workflows/security.yml' &&
          !(
            typeof p === 'string' &&
            /^(octo\/shop\/)?\.github\/workflows\/security\.yml(@.*)?$/i.test(p)
          )
      )
      .map((path) => runWith(c, { path })),
  'another event': (c) =>
    fc
      .oneof(
        fc.constantFrom('pull_request', 'pull_request_target', 'workflow_run', 'merge_group'),
        word
      )
      .filter((e) => !RECORDING_EVENTS.includes(e as string))
      .map((event) => runWith(c, { event })),
  'another branch': (c) =>
    notIn(fc.oneof(fc.constantFrom('feature', 'Main', 'refs/heads/main'), word), 'main').map(
      (head_branch) => runWith(c, { head_branch })
    ),
  'another commit': (c) =>
    notIn(fc.oneof(hex40, word), c.record.commit).map((head_sha) => runWith(c, { head_sha })),
  'not completed': (c) =>
    notIn(
      fc.oneof(fc.constantFrom('queued', 'in_progress', 'waiting', 'requested', 'pending'), word),
      'completed'
    ).map((status) => runWith(c, { status })),
  'not a success': (c) =>
    notIn(
      fc.oneof(
        fc.constantFrom('failure', 'cancelled', 'neutral', 'skipped', 'timed_out', 'stale'),
        word
      ),
      'success'
    ).map((conclusion) => runWith(c, { conclusion })),
  'a link elsewhere': (c) =>
    fc
      .oneof(
        fc.constant(`${String(c.run.html_url)}0`),
        fc.constant(`${String(c.run.html_url)}/attempts/x`),
        fc.constant(undefined),
        fc.webUrl()
      )
      .filter((u) => u !== c.run.html_url)
      .map((targetUrl) => ({ ...c, record: { ...c.record, targetUrl } })),
  'a test before the run': (c) =>
    fc.integer({ min: 1, max: 400 * 24 * HOUR }).map((d) => ({
      ...c,
      record: { ...c.record, testStartedAt: c.from - MARGIN - d }
    })),
  'a test after the run': (c) =>
    fc.integer({ min: 1, max: 400 * 24 * HOUR }).map((d) => ({
      ...c,
      record: { ...c.record, testStartedAt: c.to + MARGIN + d }
    })),
  'a test the service says nothing of': (c) =>
    fc
      .constantFrom(undefined, NaN, Infinity)
      .map((testStartedAt) => ({ ...c, record: { ...c.record, testStartedAt } })),
  'unreadable times': (c) =>
    fc
      .record({
        field: fc.constantFrom('run_started_at', 'updated_at'),
        value: fc.oneof(fc.constantFrom('2026-11-20T10:00:00', 'yesterday', ''), word)
      })
      .map(({ field, value }) => runWith(c, { [field]: value })),
  'no attempt number': (c) =>
    fc
      .oneof(fc.constantFrom(0, -1, 1.5, '1', null, undefined))
      .map((run_attempt) => runWith(c, { run_attempt }))
}

it('a run that checks out in every way is accepted (seeded, 1,000 runs)', () => {
  fc.assert(
    fc.property(genuine, ({ run, record }) => {
      expect(recordRunProblem(record, run, reader)).toBeUndefined()
    }),
    { numRuns: 1000, seed: 29 }
  )
})

it('a run failing any one condition, or several, is never accepted (seeded, 2,000 runs)', () => {
  const names = Object.keys(BREAKERS)
  const broken = genuine.chain((c) =>
    fc
      .subarray(names, { minLength: 1, maxLength: 3 })
      .chain((chosen) =>
        chosen
          .reduce<fc.Arbitrary<Case>>(
            (arb, name) => arb.chain((x) => BREAKERS[name]!(x)),
            fc.constant(c)
          )
          .map((x) => ({ chosen, x }))
      )
  )
  fc.assert(
    fc.property(broken, ({ chosen, x }) => {
      const why = recordRunProblem(x.record, x.run, reader)
      expect({ chosen, why }).toEqual({ chosen, why: expect.any(String) })
      expect(why).not.toMatch(/[\r\n]/)
    }),
    { numRuns: 2000, seed: 2929 }
  )
})
