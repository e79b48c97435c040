import { describe, expect, it } from '@jest/globals'
import { sameBuildSessions } from '../../src/lifecycle/reuse.js'

const since = 1_000_000
const s = (resultToken: string, startTime?: number, endTime?: number) => ({
  resultToken,
  startTime,
  endTime
})

describe('sameBuildSessions', () => {
  const sessions = [
    s('late', since + 500, since + 900),
    s('spans-next', since + 100, since + 2_000),
    s('unfinished', since + 50, undefined),
    s('nostart', undefined, since + 300),
    s('before', since - 1, since + 200),
    s('ok', since, since + 400)
  ]

  it('keeps tests that started at or after this build and ended before the next deployment', () => {
    expect(sameBuildSessions(sessions, since, since + 1_000).map((x) => x.resultToken)).toEqual([
      'late',
      'ok'
    ])
  })

  it('with no later deployment, every finished test since this build', () => {
    expect(sameBuildSessions(sessions, since, undefined).map((x) => x.resultToken)).toEqual([
      'late',
      'spans-next',
      'ok'
    ])
  })
})
