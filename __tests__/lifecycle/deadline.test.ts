import { describe, expect, it } from '@jest/globals'
import { TIMED_OUT, untilDeadline } from '../../src/lifecycle/deadline.js'
import { FakeClock } from '../../__fixtures__/fake-clock.js'

describe('untilDeadline', () => {
  it('acts at once, then pauses by round, and returns the first answer', async () => {
    const clock = new FakeClock()
    const rounds: number[] = []
    const answer = await untilDeadline(
      { clock, deadline: clock.now() + 60_000, pause: (r) => 1000 * (r + 1) },
      async (round) => {
        rounds.push(round)
        return round === 3 ? 'done' : undefined
      }
    )
    expect(answer).toBe('done')
    expect(rounds).toEqual([0, 1, 2, 3])
    expect(clock.sleeps).toEqual([1000, 2000, 3000])
  })

  it('pauses first when asked, by pause(round) before each round', async () => {
    const clock = new FakeClock()
    await untilDeadline(
      {
        clock,
        deadline: clock.now() + 60_000,
        pause: (r) => [2000, 3000, 5000][r] ?? 30_000,
        pauseFirst: true
      },
      async (round) => (round === 2 ? true : undefined)
    )
    expect(clock.sleeps).toEqual([2000, 3000, 5000])
  })

  it('cuts the last pause at the deadline and takes one last look there', async () => {
    const clock = new FakeClock()
    const start = clock.now()
    const seen: number[] = []
    const answer = await untilDeadline(
      { clock, deadline: start + 25_000, pause: () => 10_000 },
      async () => {
        seen.push(clock.now() - start)
        return undefined
      }
    )
    expect(answer).toBe(TIMED_OUT)
    expect(seen).toEqual([0, 10_000, 20_000, 25_000])
    expect(clock.sleeps).toEqual([10_000, 10_000, 5_000])
  })

  it('times out before acting when the deadline has already passed and it pauses first', async () => {
    const clock = new FakeClock()
    let acted = false
    const answer = await untilDeadline(
      { clock, deadline: clock.now(), pause: () => 1000, pauseFirst: true },
      async () => {
        acted = true
        return 1
      }
    )
    expect(answer).toBe(TIMED_OUT)
    expect(acted).toBe(false)
  })

  it('says how long each pause is before it starts', async () => {
    const clock = new FakeClock()
    const said: Array<[number, number]> = []
    await untilDeadline(
      {
        clock,
        deadline: clock.now() + 3_000,
        pause: () => 2000,
        onPause: (ms, round) => said.push([ms, round])
      },
      async () => undefined
    )
    expect(said).toEqual([
      [2000, 1],
      [1000, 2]
    ])
  })

  it('rejects with the reason when the run is cancelled during a pause', async () => {
    const clock = new FakeClock()
    const controller = new AbortController()
    const reason = new Error('cancelled')
    const loop = untilDeadline(
      { clock, deadline: clock.now() + 60_000, pause: () => 1000, signal: controller.signal },
      async (round) => {
        if (round === 1) controller.abort(reason)
        return undefined
      }
    )
    await expect(loop).rejects.toBe(reason)
  })
})
