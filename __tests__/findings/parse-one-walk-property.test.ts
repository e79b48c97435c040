// The reader tells the spec's occurrence shape in one walk of its keys (plainOccurrence) and then
// skips the kind, severity, nesting and stated-count checks that shape cannot trigger. Property:
// for occurrences built from the spec's fields and from every kind of key those checks look for —
// severities, stated counts at the entry or inside `vulnerability` (`vulnerability: {count: 3}`
// counts vulnerabilities), hit counts, nested objects and lists — the reader answers exactly as it
// does with the shortcut switched off (`oneWalk: false`): the same findings, occurrences and
// warnings, or the same refusal.
//
// Seeded and reproducible: FC_SEED=<n> replays a run; a failure prints its seed and path.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { parseResult } from '../../src/findings/parse.js'

const SEED = Number(process.env.FC_SEED ?? 20261127)
const RUNS = Number(process.env.FC_RUNS ?? 500)

type Obj = Record<string, unknown>

// Values a key may hold: text, numbers, booleans, null, an object, a list.
const value: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('Open', 'Fixed', 'High', 'critical', '3', '', 'x'),
  fc.constantFrom(0, 1, 2, 3, 7.5, 100),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom({ count: 2 }, { value: 1 }, { open: 5 }, { note: 'a' }, { high: 1 }),
  fc.constantFrom([], [{ Url: 'https://s.test/n' }], [1, 2])
)

// Keys the shortcut must not pass over: severities, counts (per severity, of things, bare,
// inner), hit counts, lists of occurrences, and harmless ones.
const KEYS = [
  'status',
  'note',
  'id',
  'severity',
  'risk',
  'priority',
  'cvss_score',
  'count',
  'total',
  'open',
  'value',
  'critical',
  'high_count',
  'vulnerabilities',
  'total_vulnerabilities',
  'occurrences',
  'instances',
  'hits',
  'occurences',
  'vulnerability',
  'findings',
  'name',
  'cwe'
]

const extras = fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 3 })

const occurrence: fc.Arbitrary<Obj> = fc
  .record({
    status: fc.constantFrom('Open', 'Fixed', 'Not Fixed', 'Re-opened'),
    method: fc.constantFrom('GET', 'POST'),
    url: fc.integer({ min: 0, max: 5 }),
    outer: extras,
    inner: extras
  })
  .map(({ status, method, url, outer, inner }) => ({
    status,
    ...outer,
    // The spec's own object last, so an extra `vulnerability` never replaces it.
    vulnerability: { Method: method, Url: `https://s.test/${url}`, ...inner }
  }))

const finding = fc.record({
  name: fc.constantFrom('SQL Injection', 'XSS', 'Open Redirect'),
  severity: fc.constantFrom('Critical', 'High', 'Medium', 'Low'),
  occurences: fc.array(occurrence, { maxLength: 4 })
})

const doc = fc.record({
  vulnerabilities: fc.array(finding, { maxLength: 4 }),
  // Occurrences outside any finding, as some answers list them.
  occurences: fc.option(fc.array(occurrence, { maxLength: 3 }), { nil: undefined })
})

function read(text: string, oneWalk: boolean): unknown {
  try {
    return { parsed: parseResult(text, { oneWalk }) }
  } catch (e) {
    return { refused: String((e as Error).message) }
  }
}

describe('the reader with and without its one-walk shortcut', () => {
  it('reads every document the same way', () => {
    fc.assert(
      fc.property(doc, (d) => {
        const text = JSON.stringify(d)
        expect(read(text, true)).toEqual(read(text, false))
      }),
      { seed: SEED, numRuns: RUNS }
    )
  })

  it('takes the shortcut for the spec’s shape and refuses it for a count inside `vulnerability`', () => {
    const plain = { status: 'Open', vulnerability: { Method: 'GET', Url: 'https://s.test/a' } }
    const counted = {
      status: 'Open',
      vulnerability: { Method: 'GET', Url: 'https://s.test/b', count: 9 }
    }
    const text = JSON.stringify({
      vulnerabilities: [{ name: 'XSS', severity: 'High', occurences: [plain, counted] }]
    })
    // The stated 9 is more than the document lists: refused with or without the shortcut.
    expect(read(text, true)).toEqual(read(text, false))
    expect(read(text, true)).toHaveProperty('refused')
  })
})
