// readTrend's bounds (input `trend`): one notice whenever fewer earlier tests than asked are
// shown, whatever the reason, and the time budget cuts off a fetch that is still waiting.
import { describe, expect, it } from '@jest/globals'
import type { ApplicationConfig } from '../../src/config.js'
import type { RunContext } from '../../src/lifecycle/context.js'
import { readTrend } from '../../src/lifecycle/trend.js'
import { FakeClock } from '../../__fixtures__/fake-clock.js'

interface Logged {
  notices: string[]
  infos: string[]
}

function trendContext(tests: Record<string, unknown>): {
  ctx: RunContext<ApplicationConfig>
  logged: Logged
} {
  const logged: Logged = { notices: [], infos: [] }
  const log = {
    info: (m: string) => logged.infos.push(m),
    notice: (m: string) => logged.notices.push(m),
    debug: () => undefined,
    warning: () => undefined
  }
  const ctx = {
    config: {
      trend: 2,
      apiVersion: 'v1',
      applicationToken: 'a'.repeat(32),
      threshold: 'high',
      budget: { kind: 'total', max: 0 }
    },
    tests,
    clock: new FakeClock(),
    log,
    signal: new AbortController().signal
  } as unknown as RunContext<ApplicationConfig>
  return { ctx, logged }
}

describe('readTrend', () => {
  it('v1 (no list of earlier tests): one notice with the reason', async () => {
    const { ctx, logged } = trendContext({})
    const trend = await readTrend(ctx, { ignore: [] })
    expect(trend?.points).toEqual([])
    expect(logged.notices).toEqual([
      'Trend: 0 of the 2 earlier completed tests asked for are shown: api-version v1 cannot list earlier tests'
    ])
  })

  it('earlier tests that cannot be listed: one notice with the reason', async () => {
    const { ctx, logged } = trendContext({
      sessions: async () => {
        throw new Error('boom')
      }
    })
    await readTrend(ctx, { ignore: [] })
    expect(logged.notices).toEqual([
      'Trend: 0 of the 2 earlier completed tests asked for are shown: the earlier tests could not be listed (boom)'
    ])
  })

  it('a fetch still waiting at the budget is cut off, and says so', async () => {
    let aborted = false
    const { ctx, logged } = trendContext({
      sessions: async () => [{ resultToken: 'p'.repeat(32), startTime: 1, endTime: 2 }],
      // Never answers: only the budget's abort ends it.
      result: (_app: string, _token: string, signal: AbortSignal) =>
        new Promise((_, reject) =>
          signal.addEventListener('abort', () => {
            aborted = true
            reject(new Error('aborted'))
          })
        )
    })
    const began = Date.now()
    const trend = await readTrend(ctx, { ignore: [], budgetMs: 200 })
    expect(aborted).toBe(true)
    expect(Date.now() - began).toBeLessThan(5_000)
    expect(trend?.notes).toEqual(['the earlier results took longer than 0s to fetch'])
    expect(logged.notices).toHaveLength(1)
  })
})
