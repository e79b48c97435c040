// The verdict record (issue 30) as pure rules: every description the writer builds is at most 140
// characters and parses back to the same facts; a status anyone else wrote, a state that
// disagrees with the outcome it names, or a description altered in any way is no record.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import type { CommandResult } from '../../src/command-result.js'
import { SEVERITIES } from '../../src/findings/types.js'
import type { StatusLike } from '../../src/github/baseline-records.js'
import {
  DESCRIPTION_LIMIT,
  newestVerdict,
  stateOf,
  verdictContext,
  verdictDescription,
  verdictOf,
  type RecordedOutcome,
  type VerdictFacts
} from '../../src/github/verdict-records.js'
import { countsOf } from '../../src/github/verdict-status.js'

const APP = 'app00000000000000000000000000001'
const T1 = 'test0000000000000000000000000001'
const C1 = 'c1'.repeat(20)
const BOT = { login: 'github-actions[bot]', type: 'Bot' }
const OUTCOMES: RecordedOutcome[] = ['passed', 'warned', 'failed', 'error', 'timed-out', 'stopped']

const count = fc.nat({ max: 2_000_000_000 })
/** The gate's numbers as a run may reach them: the counts the writer turns into words. */
const gate = fc.record({
  counted: fc.record(Object.fromEntries(SEVERITIES.map((s) => [s, count])) as never),
  unfixed: count,
  overBudget: fc.subarray([...SEVERITIES])
}) as fc.Arbitrary<NonNullable<CommandResult['gate']>>

const facts: fc.Arbitrary<VerdictFacts> = fc.record(
  {
    outcome: fc.constantFrom(...OUTCOMES),
    counts: fc.oneof(
      fc
        .tuple(fc.constantFrom(...OUTCOMES), fc.option(gate, { nil: undefined }))
        .map(([outcome, g]) => countsOf({ outcome, outputs: {}, ...(g ? { gate: g } : {}) })),
      // What another writer (the merge queue) may state, and counts that never fit.
      fc.array(fc.string({ minLength: 0, maxLength: 120 }), { maxLength: 3 })
    ),
    resultToken: fc.stringMatching(/^[a-z0-9]{32}$/),
    runId: fc.stringMatching(/^[1-9]\d{0,19}$/),
    baseline: fc.constantFrom('site shown', 'site not shown', 'not a baseline' as const)
  },
  { requiredKeys: ['outcome', 'counts', 'runId', 'baseline'] }
)

function statusOf(f: VerdictFacts, extra: StatusLike = {}): StatusLike {
  return {
    state: stateOf(f.outcome),
    context: verdictContext(APP),
    description: verdictDescription(f),
    target_url: 'https://github.com/octo/shop/actions/runs/9/attempts/1',
    creator: BOT,
    ...extra
  }
}

describe('verdictDescription and verdictOf', () => {
  it('every description built is at most 140 characters and parses back to the same facts', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const d = verdictDescription(f)
        expect(d.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT)
        const r = verdictOf(statusOf(f), C1)
        expect(r).toBeDefined()
        expect(r?.applicationToken).toBe(APP)
        expect(r?.commit).toBe(C1)
        expect(r?.outcome).toBe(f.outcome)
        expect(r?.state).toBe(stateOf(f.outcome))
        expect(r?.resultToken).toBe(f.resultToken)
        expect(r?.runId).toBe(f.runId)
        expect(r?.siteShown).toBe(f.baseline === 'site shown')
        expect(r?.baseline).toBe(
          stateOf(f.outcome) === 'success' &&
            f.resultToken !== undefined &&
            f.baseline !== 'not a baseline'
        )
        // The counts stated are the first that fit, else the words that send the reader to the run.
        expect([...f.counts, 'see the run']).toContain(r?.counts)
      }),
      { numRuns: 500 }
    )
  })

  it('the counts the writer states name the outcome’s numbers only, the most detailed that fits', () => {
    const f: VerdictFacts = {
      outcome: 'failed',
      counts: countsOf({
        outcome: 'failed',
        outputs: {},
        gate: {
          counted: { critical: 2, high: 1, medium: 0, low: 0, 'very-low': 0, unknown: 0 },
          unfixed: 7,
          overBudget: ['critical']
        }
      }),
      resultToken: T1,
      runId: '123456',
      baseline: 'site shown'
    }
    expect(verdictDescription(f)).toBe(
      `Failed: 3 counted (critical 2, high 1) of 7 unfixed, over budget: critical · test ${T1} · run 123456`
    )
    // Where that does not fit, the breakdown without the budget's words.
    expect(verdictDescription({ ...f, baseline: 'site not shown' })).toBe(
      `Failed: 3 counted (critical 2, high 1) of 7 unfixed · test ${T1} · run 123456 · site not shown`
    )
    expect(countsOf({ outcome: 'error', outputs: {} })).toEqual(['no verdict'])
    expect(
      countsOf({ outcome: 'passed', outputs: {}, recordCounts: 'head abc1234 of #12 passed' })
    ).toEqual(['head abc1234 of #12 passed'])
  })

  const one: VerdictFacts = {
    outcome: 'passed',
    counts: ['0 counted of 3 unfixed'],
    resultToken: T1,
    runId: '900',
    baseline: 'site shown'
  }

  it.each<[string, StatusLike]>([
    ['a person’s status', { creator: { login: 'mallory', type: 'User' } }],
    ['a bot of another name', { creator: { login: 'evil-app[bot]', type: 'Bot' } }],
    ['no creator', { creator: null }],
    ['a state that disagrees with the outcome (failure)', { state: 'failure' }],
    ['a state that disagrees with the outcome (error)', { state: 'error' }],
    ['a pending status', { state: 'pending' }],
    ['another context', { context: `${verdictContext(APP)}x` }],
    ['the older context', { context: `security-test-action/baseline/${APP}` }],
    ['a description with more words', { description: `${verdictDescription(one)} !` }],
    ['a description with a part left out', { description: `Passed: 0 counted · run 900` }],
    [
      'an outcome word of another case',
      { description: verdictDescription(one).replace('Passed', 'passed') }
    ],
    ['a test token of another form', { description: verdictDescription(one).replace(T1, 'ABC') }],
    ['an unknown suffix', { description: `${verdictDescription(one)} · trusted` }],
    ['no description', { description: null }]
  ])('is no record: %s', (_, change) => {
    expect(verdictOf(statusOf(one, change), C1)).toBeUndefined()
  })

  it('any outcome word in a status whose state disagrees is no record', () => {
    fc.assert(
      fc.property(facts, fc.constantFrom('success', 'failure', 'error', 'pending'), (f, state) => {
        fc.pre(state !== stateOf(f.outcome))
        expect(verdictOf(statusOf(f, { state }), C1)).toBeUndefined()
      })
    )
  })

  it('the newest bot status of the context is the verdict; an unreadable one is never skipped', () => {
    const failed = statusOf({ ...one, outcome: 'failed', runId: '901' })
    const passed = statusOf(one)
    const forged = statusOf(one, { creator: { login: 'mallory', type: 'User' } })
    expect(newestVerdict([forged, failed, passed], C1, APP)).toMatchObject({
      record: { outcome: 'failed', runId: '901' }
    })
    expect(newestVerdict([statusOf(one, { description: 'x' }), passed], C1, APP)).toEqual({
      unreadable: true
    })
    expect(newestVerdict([forged], C1, APP)).toBeUndefined()
  })
})
