// Counts are grouped by three with commas on every runner, as `toLocaleString('en-US')` does,
// without loading ICU's number formatting at start-up (issue 22).
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { formatCount } from '../../src/report/format.js'

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [100_000, '100,000'],
    [1_234_567, '1,234,567'],
    [-4321, '-4,321']
  ])('%d → %s', (n, text) => {
    expect(formatCount(n)).toBe(text)
  })

  it("matches toLocaleString('en-US') for every safe whole number (seeded)", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => formatCount(n) === n.toLocaleString('en-US')),
      { numRuns: 2000, seed: 22 }
    )
  })
})
