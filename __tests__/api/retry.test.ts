import { describe, expect, it } from '@jest/globals'
import { backoffDelay } from '../../src/common/backoff.js'
import { nextPause, parseRetryAfter } from '../../src/api/retry.js'

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)

describe('backoffDelay', () => {
  it('doubles its ceiling from 1 s and caps it at 30 s', () => {
    const top = () => 0.9999999
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => backoffDelay(n, top))).toEqual([
      999, 1999, 3999, 7999, 15999, 29999, 29999, 29999
    ])
  })
  it('draws the pause uniformly under the ceiling (full jitter)', () => {
    expect(backoffDelay(3, () => 0)).toBe(0)
    expect(backoffDelay(3, () => 0.25)).toBe(1000)
    // A faulty random source cannot produce a negative or an unbounded pause.
    expect(backoffDelay(1, () => -5)).toBe(0)
    expect(backoffDelay(1, () => 7)).toBe(1000)
  })
})

describe('parseRetryAfter', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('0', NOW)).toBe(0)
    expect(parseRetryAfter(' 5 ', NOW)).toBe(5000)
    expect(parseRetryAfter('1.5', NOW)).toBe(1500)
  })
  it('reads an HTTP-date relative to now, never negative', () => {
    expect(parseRetryAfter(new Date(NOW + 9000).toUTCString(), NOW)).toBe(9000)
    expect(parseRetryAfter(new Date(NOW - 9000).toUTCString(), NOW)).toBe(0)
  })
  it('caps a long wait at 60 s', () => {
    expect(parseRetryAfter('86400', NOW)).toBe(60_000)
    expect(parseRetryAfter(new Date(NOW + 3_600_000).toUTCString(), NOW)).toBe(60_000)
  })
  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(undefined, NOW)).toBeUndefined()
    expect(parseRetryAfter('', NOW)).toBeUndefined()
    expect(parseRetryAfter('soon', NOW)).toBeUndefined()
    expect(parseRetryAfter('-3', NOW)).toBeUndefined()
  })
})

describe('nextPause', () => {
  it('prefers Retry-After over backoff', () => {
    expect(nextPause(4, '2', NOW, () => 0.5)).toBe(2000)
    expect(nextPause(4, undefined, NOW, () => 0.5)).toBe(4000)
    expect(nextPause(4, 'garbage', NOW, () => 0.5)).toBe(4000)
  })
})
