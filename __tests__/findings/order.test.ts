import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { judge } from '../../src/findings/gate.js'
import {
  cmp,
  compareFindings,
  findingWeights,
  inReportOrder,
  isInReportOrder,
  openInReportOrder,
  type FindingWeight
} from '../../src/findings/order.js'
import { severityRank } from '../../src/findings/severity.js'
import type { Occurrence, ParsedResult } from '../../src/findings/types.js'

function occ(
  name: string,
  severity: Occurrence['severity'],
  url: string,
  fixed = false
): Occurrence {
  return {
    id: `${name}|${url}`,
    findingKey: name,
    name,
    severity,
    method: 'GET',
    url,
    normalizedUrl: url,
    status: fixed ? 'Fixed' : 'Open',
    fixed
  }
}

function parsed(occurrences: Occurrence[]): ParsedResult {
  return { meta: {}, findings: [], occurrences, warnings: [] }
}

describe('report order (findings/order.ts)', () => {
  it('worst severity first, then the finding with the most counted occurrences, then URL', () => {
    const v = judge(
      parsed([
        occ('A rare high', 'high', 'https://s.test/a'),
        occ('Common high', 'high', 'https://s.test/z'),
        occ('Common high', 'high', 'https://s.test/b'),
        occ('Common high', 'high', 'https://s.test/c', true),
        occ('Medium', 'medium', 'https://s.test/0'),
        occ('Critical', 'critical', 'https://s.test/y')
      ]),
      { threshold: 'high', budget: { kind: 'total', max: 0 }, now: 0 }
    )
    expect(v.occurrences.map((o) => `${o.name} ${o.url}`)).toEqual([
      'Critical https://s.test/y',
      // Two counted occurrences beat one, although "A rare high" comes first by name.
      'Common high https://s.test/b',
      'Common high https://s.test/z',
      'A rare high https://s.test/a',
      // Not counted (below the threshold, fixed) after the counted ones of their severity.
      'Common high https://s.test/c',
      'Medium https://s.test/0'
    ])
    expect(isInReportOrder(v.occurrences)).toBe(true)
    expect(isInReportOrder([...v.occurrences].reverse())).toBe(false)
    expect(inReportOrder([...v.occurrences].reverse())).toEqual(v.occurrences)
  })

  // Correct at scale; its speed is the benchmark's to measure (a wall-clock bound here failed on a
  // loaded machine). A quadratic order would still end in the test's own time limit.
  it('orders 100,000 occurrences', () => {
    const many: Occurrence[] = []
    for (let i = 0; i < 100_000; i++) {
      const sev = (['critical', 'high', 'medium', 'low'] as const)[i % 4] as Occurrence['severity']
      many.push(occ(`Finding ${i % 97}`, sev, `https://s.test/${(i * 7919) % 100_003}`))
    }
    const v = judge(parsed(many), { threshold: 'any', budget: { kind: 'total', max: 0 }, now: 0 })
    expect(isInReportOrder(v.occurrences)).toBe(true)
  })

  // The open ones of a verdict are taken in its order without sorting them again when taking the
  // Fixed ones away changes no finding's place: whatever the mix, the answer is the sorted one.
  it('the open occurrences of any verdict come out as sorting them would order them', () => {
    const severities = ['critical', 'high', 'medium', 'low', 'very-low', 'unknown'] as const
    const entry = fc.record({
      // Few findings (buckets in an array) and many (a Map: most keys empty).
      finding: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 60 })),
      severity: fc.constantFrom(...severities),
      url: fc.integer({ min: 0, max: 9 }),
      fixed: fc.boolean()
    })
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 40 }),
        fc.constantFrom('any', 'high', 'none') as fc.Arbitrary<'any' | 'high' | 'none'>,
        (entries, threshold) => {
          const seen = new Set<string>()
          const list = entries
            .map((e) => occ(`F${e.finding}`, e.severity, `https://s.test/${e.url}`, e.fixed))
            .filter((o) => !seen.has(o.id) && seen.add(o.id))
          const v = judge(parsed(list), { threshold, budget: { kind: 'total', max: 0 }, now: 0 })
          // The order itself, against a plain comparison sort of what it is defined as.
          const weights = findingWeights(v.occurrences)
          const weight = (key: string): FindingWeight => weights.get(key) as FindingWeight
          const reference = [...v.occurrences].sort(
            (a, b) =>
              severityRank(a.severity) * 2 +
                (a.counted ? 0 : 1) -
                (severityRank(b.severity) * 2 + (b.counted ? 0 : 1)) ||
              compareFindings(weight(a.findingKey), weight(b.findingKey)) ||
              cmp(a.normalizedUrl, b.normalizedUrl) ||
              cmp(a.method, b.method) ||
              cmp(a.id, b.id)
          )
          expect(inReportOrder([...v.occurrences].reverse())).toEqual(reference)
          const open = v.occurrences.filter((o) => !o.fixed)
          const sorted = [...inReportOrder(open)]
          const expected = { open: sorted, counted: sorted.filter((o) => o.counted) }
          expect(openInReportOrder(v.occurrences)).toEqual(expected)
          // A list not made by inReportOrder takes the general path, with the same answer.
          expect(openInReportOrder([...v.occurrences])).toEqual(expected)
        }
      ),
      { numRuns: 500 }
    )
  })

  it('a Fixed occurrence that held its finding’s worst severity moves the finding: sorted again', () => {
    const v = judge(
      parsed([
        occ('A', 'critical', 'https://s.test/1', true),
        occ('A', 'medium', 'https://s.test/2'),
        occ('B', 'high', 'https://s.test/3'),
        occ('B', 'medium', 'https://s.test/4')
      ]),
      { threshold: 'any', budget: { kind: 'total', max: 0 }, now: 0 }
    )
    // With the critical Fixed one, A is the worse finding; without it, B (high beats medium).
    expect(v.occurrences.map((o) => o.url)).toEqual([
      'https://s.test/1',
      'https://s.test/3',
      'https://s.test/2',
      'https://s.test/4'
    ])
    expect(openInReportOrder(v.occurrences).open.map((o) => o.url)).toEqual([
      'https://s.test/3',
      'https://s.test/4',
      'https://s.test/2'
    ])
  })
})
