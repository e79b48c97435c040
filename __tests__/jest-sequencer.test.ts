// The order the suites are handed to jest's workers (__fixtures__/jest/sequencer.mjs): the
// waiting suites (end-to-end, robustness, onboarding, scripts) beside the computing ones, each
// kind in jest's own order and at the pace of its share, so no stretch of the run is all waiting.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import WaitingBesideComputing from '../__fixtures__/jest/sequencer.mjs'

interface FakeTest {
  path: string
  duration?: number
  context: { config: { cache: false; id: string }; hasteFS: { getSize: (p: string) => number } }
}

const WAITING_DIRS = ['e2e', 'robustness', 'onboarding', 'scripts']
const COMPUTING_DIRS = ['report', 'findings', 'api', 'github']

/** Suites with these last times (ms) or, for undefined, never timed (then by these sizes). */
function order(suites: Array<{ path: string; ms?: number; size: number }>): string[] {
  const sizes = new Map(suites.map((s) => [s.path, s.size]))
  const context = {
    config: { cache: false as const, id: 'sequencer-test' },
    hasteFS: { getSize: (p: string) => sizes.get(p) ?? 0 }
  }
  const sequencer = new WaitingBesideComputing({ contexts: [], globalConfig: {} } as never)
  // Jest's cache of the last run: [status (1 passed), time].
  const cache = Object.fromEntries(
    suites.filter((s) => s.ms !== undefined).map((s) => [s.path, [1, s.ms]])
  )
  ;(sequencer as unknown as { _cache: Map<unknown, unknown> })._cache.set(context, cache)
  const tests: FakeTest[] = suites.map((s) => ({ path: s.path, context }))
  return (sequencer.sort(tests as never) as unknown as FakeTest[]).map((t) => t.path)
}

const waiting = (p: string): boolean => WAITING_DIRS.some((d) => p.includes(`/__tests__/${d}/`))

const suiteArb = fc
  .uniqueArray(
    fc.record({
      dir: fc.constantFrom(...WAITING_DIRS, ...COMPUTING_DIRS),
      name: fc.stringMatching(/^[a-z]{1,8}$/),
      ms: fc.option(fc.integer({ min: 1, max: 40_000 }), { nil: undefined }),
      size: fc.integer({ min: 1, max: 100_000 })
    }),
    { selector: (s) => `${s.dir}/${s.name}`, maxLength: 60 }
  )
  .map((list) =>
    list.map((s) => ({
      path: `/repo/__tests__/${s.dir}/${s.name}.test.ts`,
      ms: s.ms,
      size: s.size
    }))
  )

describe('the order of the suites', () => {
  it('hands out every suite once, each kind in jest’s order (a new one first, then the longest)', () => {
    fc.assert(
      fc.property(suiteArb, (suites) => {
        const out = order(suites)
        expect([...out].sort()).toEqual(suites.map((s) => s.path).sort())
        const ms = new Map(suites.map((s) => [s.path, s.ms]))
        for (const kind of [true, false]) {
          const timed = out.filter((p) => waiting(p) === kind && ms.get(p) !== undefined)
          const times = timed.map((p) => ms.get(p)!)
          expect(times).toEqual([...times].sort((a, b) => b - a))
          // A suite never timed (a new one) comes before the timed ones of its kind, as in
          // jest's order.
          const kindOut = out.filter((p) => waiting(p) === kind)
          const firstTimed = kindOut.findIndex((p) => ms.get(p) !== undefined)
          if (firstTimed >= 0) {
            expect(kindOut.slice(firstTimed).every((p) => ms.get(p) !== undefined)).toBe(true)
          }
        }
      })
    )
  })

  it('keeps each kind at the pace of its share: no kind runs ahead by more than one suite', () => {
    fc.assert(
      fc.property(
        suiteArb.map((list) => list.map((s) => ({ ...s, ms: s.ms ?? 1000 }))),
        (suites) => {
          const out = order(suites)
          const ms = new Map(suites.map((s) => [s.path, s.ms]))
          const total = (kind: boolean): number =>
            suites.filter((s) => waiting(s.path) === kind).reduce((n, s) => n + s.ms, 0)
          const totals = [total(true), total(false)]
          const done = [0, 0]
          for (const p of out) {
            const k = waiting(p) ? 0 : 1
            // Handed out only while its kind was not ahead of the other's share.
            const other = 1 - k
            if (done[other]! < totals[other]!) {
              expect(done[k]! / totals[k]!).toBeLessThanOrEqual(
                done[other]! / totals[other]! + 1e-9
              )
            }
            done[k]! += ms.get(p)!
          }
        }
      )
    )
  })

  it('starts with a waiting suite and a computing one, not the three longest waiting ones', () => {
    const out = order([
      { path: '/r/__tests__/e2e/a.test.ts', ms: 40_000, size: 1 },
      { path: '/r/__tests__/e2e/b.test.ts', ms: 30_000, size: 1 },
      { path: '/r/__tests__/robustness/c.test.ts', ms: 20_000, size: 1 },
      { path: '/r/__tests__/report/d.test.ts', ms: 8_000, size: 1 },
      { path: '/r/__tests__/findings/e.test.ts', ms: 6_000, size: 1 },
      { path: '/r/__tests__/api/f.test.ts', ms: 4_000, size: 1 }
    ])
    expect(out.slice(0, 2).map(waiting)).toEqual([true, false])
    expect(out.map((p) => p.replace(/.*\/(\w)\.test\.ts$/, '$1')).join('')).toBe('adbecf')
  })
})
