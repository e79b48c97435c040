import { describe, expect, it } from '@jest/globals'
import { emitAnnotations, planAnnotations } from '../../src/report/annotations.js'
import { MemoryLog } from '../../__fixtures__/memory-log.js'
import type { Severity } from '../../src/findings/types.js'
import {
  bulkContext,
  finding,
  hostileContext,
  occurrence,
  verdict
} from '../../__fixtures__/report-context.js'

function countByLevel(plan: Array<{ level: string }>): Record<string, number> {
  const out: Record<string, number> = {}
  for (const a of plan) out[a.level] = (out[a.level] ?? 0) + 1
  return out
}

describe('planAnnotations', () => {
  it('annotates counted unfixed occurrences worst first, level by severity', () => {
    const sev: Severity[] = ['low', 'critical', 'medium', 'unknown', 'high', 'very-low']
    const findings = sev.map((s) => finding(`F ${s}`, s))
    const occ = findings.map((f) => occurrence(f, `https://shop.test/${f.severity}`))
    occ.push(occurrence(findings[1]!, 'https://shop.test/fixed', { state: 'fixed' }))
    occ.push(
      occurrence(findings[1]!, 'https://shop.test/below', {
        state: 'below-threshold',
        counted: false
      })
    )
    const plan = planAnnotations(verdict(occ), findings)
    expect(plan.map((a) => `${a.level} ${a.title}`)).toEqual([
      'error Critical: F critical',
      'error High: F high',
      'warning Medium: F medium',
      'warning Unknown: F unknown',
      'notice Low: F low',
      'notice Very low: F very-low'
    ])
    expect(plan[0]!.message).toBe(
      'F critical at GET https://shop.test/critical (status: Not Fixed)'
    )
  })

  it('keeps to 10 per level and says how many more in one last notice', () => {
    const ctx = bulkContext(100_000)
    const plan = planAnnotations(ctx.verdict!, ctx.findings)
    expect(countByLevel(plan)).toEqual({ error: 10, warning: 10, notice: 10 })
    const last = plan[plan.length - 1]!
    expect(last.level).toBe('notice')
    expect(last.message).toBe(
      '99,971 more counted unfixed occurrences are not annotated (at most 10 per level are ' +
        'shown); see the job summary and the report file.'
    )
    expect(plan.filter((a) => a.level === 'notice' && a.title !== 'More occurrences')).toHaveLength(
      9
    )
  })

  it('uses all 10 notices when nothing is left out', () => {
    const f = finding('Low thing', 'low')
    const occ = Array.from({ length: 10 }, (_, i) => occurrence(f, `https://shop.test/${i}`))
    const plan = planAnnotations(verdict(occ), [f])
    expect(plan).toHaveLength(10)
    expect(plan.every((a) => a.title === 'Low: Low thing')).toBe(true)
  })

  it('leaves room when given lower limits', () => {
    const ctx = bulkContext(100)
    const plan = planAnnotations(ctx.verdict!, ctx.findings, { error: 10, warning: 7, notice: 10 })
    expect(countByLevel(plan).warning).toBe(7)
  })

  it('never lets a hostile finding write a workflow command', () => {
    const ctx = hostileContext()
    const log = new MemoryLog()
    emitAnnotations(log, planAnnotations(ctx.verdict!, ctx.findings))
    expect(log.lines.length).toBeGreaterThan(10)
    for (const line of log.lines) {
      for (const text of [line.message, line.props?.title ?? '']) {
        expect(text).not.toMatch(/[\r\n]/)
        expect(text).not.toMatch(/^\s*::/)
        expect(text).not.toContain('##[')
        expect(text.length).toBeLessThanOrEqual(1000)
      }
    }
  })
})
