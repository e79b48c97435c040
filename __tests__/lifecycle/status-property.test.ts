// Issue 29, property-based: statuses are generated that plant completion words, words of failure
// or stopping, and words that are neither, in any case, between any punctuation, at any position.
// A status with a word of failure or stopping is never a completion (and ends the test); one
// without a completion word is never a completion; a completion word beside any other word is
// never a clean one; completion words alone always are.
//
// Seeded and reproducible: FC_SEED=<n> replays a run; a failure prints its seed and path.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { classifyStatus, COMPLETION_WORDS } from '../../src/lifecycle/status.js'

const SEED = Number(process.env.FC_SEED ?? 20261127)
const RUNS = Number(process.env.FC_RUNS ?? 1000)
const options = { numRuns: RUNS, seed: SEED }

// The words the issue and the docs name, written down here on their own, not read from the code.
const FAILURE_OR_STOP = [
  'failed',
  'fail',
  'failure',
  'error',
  'errors',
  'unreachable',
  'aborted',
  'aborting',
  'stopped',
  'stopping',
  'cancelled',
  'canceled',
  'cancelling',
  'killed',
  'terminated'
]

/**
 * Words that are neither, and none of whose pieces is (a case change may split a word): plain
 * words a service may write, and nonsense from letters no vocabulary word is made of alone.
 */
const NEUTRAL_WORDS = [
  'ready',
  'report',
  'target',
  'site',
  'down',
  'with',
  'warnings',
  'analysed',
  'partially',
  'not'
]
const nonsense = fc.string({ unit: fc.constantFrom(...'xzjqvwky'), minLength: 1, maxLength: 8 })
const neutral = fc.oneof(fc.constantFrom(...NEUTRAL_WORDS), nonsense)

/** Any mix of upper and lower case, letter by letter. */
const anyCase = (word: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  word.chain((w) =>
    fc
      .array(fc.boolean(), { minLength: w.length, maxLength: w.length })
      .map((upper) => [...w].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''))
  )

/** What stands between words: anything but a letter, never nothing. */
const separator = fc.string({
  unit: fc.constantFrom(...' _-:;.,()[]/|!?%#*+=\t\n0123456789', '\u00a0', '\u2014', '\u{1F6A8}'),
  minLength: 1,
  maxLength: 3
})
const edge = fc.string({ unit: fc.constantFrom(' ', '.', '!', '(', ')', '\n', '"'), maxLength: 2 })

/** The words in a random order, joined by random separators, maybe wrapped in punctuation. */
function statusOf(words: fc.Arbitrary<string[]>): fc.Arbitrary<string> {
  return words
    .chain((ws) => fc.shuffledSubarray(ws, { minLength: ws.length, maxLength: ws.length }))
    .chain((ws) =>
      fc
        .tuple(fc.array(separator, { minLength: ws.length, maxLength: ws.length }), edge, edge)
        .map(
          ([seps, head, tail]) => head + ws.map((w, i) => (i ? seps[i] : '') + w).join('') + tail
        )
    )
}

const completionWord = anyCase(fc.constantFrom(...COMPLETION_WORDS))
const failureWord = anyCase(fc.constantFrom(...FAILURE_OR_STOP))
const neutralWord = anyCase(neutral)
const some = (a: fc.Arbitrary<string>, minLength = 0) => fc.array(a, { minLength, maxLength: 4 })
const join = (...parts: fc.Arbitrary<string[]>[]): fc.Arbitrary<string[]> =>
  fc.tuple(...parts).map((lists) => lists.flat())

describe(`generated statuses (${RUNS} each, seed ${SEED})`, () => {
  it('a word of failure or stopping anywhere is never a completion: it ends the test, as an error beside a completion word', () => {
    fc.assert(
      fc.property(
        statusOf(join(some(failureWord, 1), some(completionWord), some(neutralWord))),
        (status) => {
          const cls = classifyStatus(status)
          const completion = COMPLETION_WORDS.some((w) =>
            new RegExp(`(^|[^\\p{L}])${w}($|[^\\p{L}])`, 'iu').test(status)
          )
          expect(cls).toBe(completion ? 'unclean' : 'ended')
        }
      ),
      options
    )
  })

  it('a status without a completion word is never a completion', () => {
    fc.assert(
      fc.property(statusOf(join(some(failureWord), some(neutralWord, 1))), (status) => {
        expect(classifyStatus(status)).not.toBe('completed')
      }),
      options
    )
  })

  it('a completion word beside any word that is not in the vocabulary is not a clean completion', () => {
    fc.assert(
      fc.property(statusOf(join(some(completionWord, 1), some(neutralWord, 1))), (status) => {
        expect(classifyStatus(status)).toBe('unknown')
      }),
      options
    )
  })

  it('a completion word with one letter swapped for a look-alike is not a completion', () => {
    const lookAlike: Record<string, string> = { o: '\u043e', e: '\u0435', c: '\u0441', a: '\u0430' }
    const disguised = fc.tuple(fc.constantFrom(...COMPLETION_WORDS), fc.nat()).map(([w, n]) => {
      const at = [...w].flatMap((c, i) => (lookAlike[c] ? [i] : []))
      const i = at[n % at.length] ?? 0
      return w.slice(0, i) + (lookAlike[w[i] ?? ''] ?? '') + w.slice(i + 1)
    })
    fc.assert(
      fc.property(statusOf(join(some(anyCase(disguised), 1), some(completionWord))), (status) => {
        expect(classifyStatus(status)).not.toBe('completed')
      }),
      options
    )
  })

  it('completion words alone, in any case and punctuation, are a completion', () => {
    fc.assert(
      fc.property(statusOf(some(completionWord, 1)), (status) => {
        expect(classifyStatus(status)).toBe('completed')
      }),
      options
    )
  })
})
