// The merge queue's ref (src/github/merge-queue.ts, queueRefOf): the only place a `merge_group`
// run learns its pull request. Every ref of the exact form names its pull request and head; no
// other string — arbitrary, or one edit away from a genuine ref — ever names one.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { queueRefOf } from '../../src/github/merge-queue.js'

const PREFIX = 'refs/heads/gh-readonly-queue/'
const SHA = '0123456789abcdef0123456789abcdef01234567'
const runs = { numRuns: Number(process.env.FC_RUNS ?? 1000), seed: 30 }

/** A branch name git allows: parts of letters, digits, `-`, `_`, `.` (not first), joined by `/`. */
const part = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z0-9_-]$/),
    fc.stringMatching(/^[A-Za-z0-9_-]{0,6}(?:\.[A-Za-z0-9_-]{1,4})?$/)
  )
  .map(([a, b]) => a + b)
  .filter((p) => !p.endsWith('.lock'))
const base = fc.array(part, { minLength: 1, maxLength: 4 }).map((ps) => ps.join('/'))
const number = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })
const sha = fc.stringMatching(/^[0-9a-f]{40}$/)
const ref = (b: string, n: number, s: string): string => `${PREFIX}${b}/pr-${n}-${s}`

/** What a ref names, when it names anything. */
function named(r: string): { base: string; number: number; headSha: string } | undefined {
  const got = queueRefOf(r)
  return 'ref' in got ? got.ref : undefined
}

describe('queueRefOf', () => {
  it('names the pull request and head of every ref of the exact form', () => {
    fc.assert(
      fc.property(base, number, sha, (b, n, s) => {
        expect(named(ref(b, n, s))).toEqual({ base: b, number: n, headSha: s })
      }),
      runs
    )
  })

  it('never names a pull request for an arbitrary string unless it is exactly of the form', () => {
    const anything = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 120 }),
      fc.string({ maxLength: 80 }).map((s) => PREFIX + s),
      fc
        .tuple(
          fc.string({ maxLength: 20 }),
          fc.string({ maxLength: 12 }),
          fc.string({ maxLength: 44 })
        )
        .map(([b, n, s]) => `${PREFIX}${b}/pr-${n}-${s}`)
    )
    fc.assert(
      fc.property(anything, (r) => {
        const got = named(r)
        if (!got) return
        expect(ref(got.base, got.number, got.headSha)).toBe(r)
        expect(got.headSha).toMatch(/^[0-9a-f]{40}$/)
        expect(Number.isSafeInteger(got.number) && got.number > 0).toBe(true)
      }),
      runs
    )
  })

  it('one edit to a genuine ref names the same pull request exactly, or none', () => {
    const edited = fc
      .tuple(base, number, sha, fc.nat(), fc.string({ unit: 'binary', maxLength: 2 }), fc.nat(3))
      .map(([b, n, s, at, text, cut]) => {
        const r = ref(b, n, s)
        const i = at % (r.length + 1)
        return { r, mutated: r.slice(0, i) + text + r.slice(Math.min(r.length, i + cut)) }
      })
    fc.assert(
      fc.property(edited, ({ mutated }) => {
        const got = named(mutated)
        if (got) expect(ref(got.base, got.number, got.headSha)).toBe(mutated)
      }),
      runs
    )
  })

  it.each([
    ['no ref', undefined],
    ['a number', 12],
    ['a branch', 'refs/heads/main'],
    ['no base', `${PREFIX}pr-12-${SHA}`],
    ['an empty base', `${PREFIX}/pr-12-${SHA}`],
    ['pr-0', `${PREFIX}main/pr-0-${SHA}`],
    ['a leading zero', `${PREFIX}main/pr-012-${SHA}`],
    ['a short sha', `${PREFIX}main/pr-12-${SHA.slice(1)}`],
    ['an upper-case sha', `${PREFIX}main/pr-12-${SHA.toUpperCase()}`],
    ['a trailing slash', `${PREFIX}main/pr-12-${SHA}/`],
    ['a tail after the sha', `${PREFIX}main/pr-12-${SHA}0`],
    ['a base with ..', `${PREFIX}a/../main/pr-12-${SHA}`],
    ['a base with a space', `${PREFIX}ma in/pr-12-${SHA}`],
    ['a base with a control character', `${PREFIX}ma\u0007in/pr-12-${SHA}`],
    ['a tag', `refs/tags/gh-readonly-queue/main/pr-12-${SHA}`],
    ['a number past 2^53', `${PREFIX}main/pr-9007199254740993-${SHA}`]
  ])('names no pull request for %s', (_, r) => {
    const got = queueRefOf(r)
    expect(got).toEqual({ problem: expect.stringMatching(/^the merge queue's ref \(.*\) is not /) })
  })

  it('takes a base with slashes whole, and the last pr-<N>-<sha> as the tail', () => {
    expect(named(`${PREFIX}release/pr-1-${SHA}/pr-7-${SHA}`)).toEqual({
      base: `release/pr-1-${SHA}`,
      number: 7,
      headSha: SHA
    })
  })

  it('shows a hostile ref inert in its problem', () => {
    const got = queueRefOf('::stop-commands::x\n::error::forged')
    expect('problem' in got && got.problem).not.toMatch(/\n|^::/)
  })
})
