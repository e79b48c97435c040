// The regression check's log line ("Regressions: compared with the previous test …", issue 31):
// noise when nothing regressed and no baseline was asked for; said whenever it matters.
import { describe, expect, it } from '@jest/globals'
import type { ApplicationConfig, BaselineInput } from '../../src/config.js'
import type { RunContext } from '../../src/lifecycle/context.js'
import { evaluate } from '../../src/lifecycle/evaluate.js'
import { ACTION_WORDS } from '../../src/words.js'
import { FakeClock } from '../../__fixtures__/fake-clock.js'

const APP = 'a'.repeat(32)
const NOW = 'n'.repeat(32)
const BEFORE = 'p'.repeat(32)

/** A result with one occurrence of SQL Injection at /login, in `status`. */
function result(status: string): string {
  return JSON.stringify({
    vulnerabilities: [
      {
        name: 'SQL Injection',
        severity: 'Critical',
        occurences: [{ status, vulnerability: { Method: 'GET', Url: 'https://shop.test/login' } }]
      }
    ]
  })
}

function evaluated(baseline: BaselineInput, previousStatus: string | Error) {
  const infos: string[] = []
  const notices: string[] = []
  const log = {
    info: (m: string) => infos.push(m),
    notice: (m: string) => notices.push(m),
    debug: () => undefined,
    warning: () => undefined
  }
  const ctx = {
    config: {
      trend: 0,
      apiVersion: 'v2',
      applicationToken: APP,
      threshold: 'high',
      budget: { kind: 'total', max: 0 },
      baseline,
      baselineMissing: 'ignore',
      expiryWarningMs: 0
    },
    tests: {
      sessions: async () => [
        { resultToken: NOW, startTime: 2_000, endTime: 3_000 },
        { resultToken: BEFORE, startTime: 1_000, endTime: 1_500 }
      ],
      result: async () => {
        if (previousStatus instanceof Error) throw previousStatus
        return result(previousStatus)
      }
    },
    clock: new FakeClock(),
    log,
    words: ACTION_WORDS,
    signal: new AbortController().signal
  } as unknown as RunContext<ApplicationConfig>
  // With a default-branch baseline the record was read before the test (here: one with nothing).
  const files = {
    ignore: { rules: [], policy: [] },
    ...(baseline.kind === 'none' ? {} : { earlyBaseline: {} })
  }
  return { run: evaluate(ctx, files, result('Not Fixed'), NOW), infos, notices }
}

const comparedLine = (lines: string[]): string[] =>
  lines.filter((l) => l.startsWith('Regressions: compared with the previous test'))

describe('the regressions line', () => {
  it('is not written when nothing regressed and no baseline was asked for', async () => {
    const { run, infos } = evaluated({ kind: 'none' }, 'Not Fixed')
    const e = await run
    expect(e.verdict?.counts.regressed.critical).toBe(0)
    expect(comparedLine(infos)).toEqual([])
  })

  it('is written when something regressed, with no baseline asked for', async () => {
    const { run, infos } = evaluated({ kind: 'none' }, 'Fixed')
    const e = await run
    expect(e.verdict?.counts.regressed.critical).toBe(1)
    expect(comparedLine(infos)).toEqual([
      `Regressions: compared with the previous test ${BEFORE} (1 occurrence Fixed there)`
    ])
  })

  it('is written when a baseline was asked for, even with nothing regressed', async () => {
    const { run, infos } = evaluated({ kind: 'default-branch' }, 'Not Fixed')
    await run
    expect(comparedLine(infos)).toEqual([
      `Regressions: compared with the previous test ${BEFORE} (0 occurrences Fixed there)`
    ])
  })

  it('without a baseline, an unreadable previous test is a log line, not a notice', async () => {
    const { run, infos, notices } = evaluated({ kind: 'none' }, new Error('boom'))
    await run
    expect(notices).toEqual([])
    expect(infos).toContain(
      "Regressions: the previous test's result could not be read (boom); no occurrence is marked regressed from an earlier test"
    )
  })
})
