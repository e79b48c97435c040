import { describe, expect, it } from '@jest/globals'
import { logVerdict, progressLine } from '../../src/report/log-verdict.js'
import { MemoryLog } from '../../__fixtures__/memory-log.js'
import { hostileContext, ordinaryContext } from '../../__fixtures__/report-context.js'
import { HOSTILE } from '../../__fixtures__/hostile.js'

describe('logVerdict', () => {
  it('prints the verdict, the counts and the worst findings', () => {
    const log = new MemoryLog()
    logVerdict(log, ordinaryContext())
    expect(log.text()).toBe(
      [
        `Security test FAILED (test ${'b'.repeat(32)})`,
        'Test status: completed, 100%',
        'Verdict: 3 counted unfixed occurrences exceed max-unfixed 0.',
        'Unfixed occurrences: 3 (2 critical, 1 medium); new: 3; fixed: 1; ignored: 0; counted by the gate: 3',
        '  Critical  SQL Injection: 2 unfixed',
        '  Medium    Cross Site Scripting: 1 unfixed'
      ].join('\n')
    )
  })

  it('says why when there is no verdict', () => {
    const log = new MemoryLog()
    logVerdict(
      log,
      ordinaryContext({ outcome: 'stopped', verdict: undefined, message: 'The test was stopped.' })
    )
    expect(log.text()).toContain('Why: The test was stopped.')
  })

  it('never prints a workflow command from untrusted text', () => {
    const log = new MemoryLog()
    const ctx = hostileContext()
    logVerdict(log, { ...ctx, message: HOSTILE.commands, verdict: undefined })
    logVerdict(log, ctx)
    expect(progressLine(HOSTILE.commands, 5)).not.toMatch(/\n/)
    for (const line of log.text().split('\n')) {
      expect(line).not.toMatch(/^\s*::/)
      expect(line).not.toContain('##[')
    }
    expect(log.lines.every((l) => !/[\r\n]/.test(l.message))).toBe(true)
  })
})
