import { describe, expect, it } from '@jest/globals'
import { START_CLOCK_SKEW_MS as SKEW } from '../../src/common/clock.js'
import { sameBuildSessions } from '../../src/lifecycle/reuse.js'

const since = 1_000_000
/** The first start time taken as this build's: the service's clock may run ahead of GitHub's. */
const from = since + SKEW
const s = (resultToken: string, startTime?: number, endTime?: number) => ({
  resultToken,
  startTime,
  endTime
})

describe('sameBuildSessions', () => {
  const sessions = [
    s('late', from + 500, from + 900),
    s('spans-next', from + 100, from + 2_000),
    s('unfinished', from + 50, undefined),
    s('nostart', undefined, from + 300),
    s('before', since - 1, from + 200),
    s('within-margin', from - 1, from + 200),
    s('ok', from, from + 400)
  ]

  it('keeps tests that started at or after this build and ended before the next deployment, each by the clocks’ margin', () => {
    const next = from + 1_000 + SKEW
    expect(sameBuildSessions(sessions, since, next).map((x) => x.resultToken)).toEqual([
      'late',
      'ok'
    ])
    // Ended within the margin before the next deployment: it may have seen it.
    expect(sameBuildSessions(sessions, since, from + 900 + SKEW).map((x) => x.resultToken)).toEqual(
      ['ok']
    )
  })

  it('with no later deployment, every finished test since this build', () => {
    expect(sameBuildSessions(sessions, since, undefined).map((x) => x.resultToken)).toEqual([
      'late',
      'spans-next',
      'ok'
    ])
  })
})
