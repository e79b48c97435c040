// The step's one Fix first over several applications: the one order across them, bounded.
import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MemoryLog } from '../../__fixtures__/memory-log.js'
import { buildContext, context, finding, occurrence } from '../../__fixtures__/report-context.js'
import { ANNOTATION_LIMITS } from '../../src/report/annotations.js'
import type { ReportContext } from '../../src/report/context.js'
import { EstateReport } from '../../src/report/estate.js'
import { estateFixFirst, FIX_FIRST_ROWS, fixFirstItems } from '../../src/report/estate-fix-first.js'

describe('estateFixFirst', () => {
  it('orders across applications: a critical of the last one before a high of the first', () => {
    const high = finding('Open Redirect', 'high')
    const crit = finding('SQL Injection', 'critical')
    const a = context(
      [high],
      [occurrence(high, 'https://a.test/go'), occurrence(high, 'https://a.test/to')]
    )
    const b = context([crit], [occurrence(crit, 'https://b.test/login')])
    const table = estateFixFirst([...fixFirstItems(a, 'Shop'), ...fixFirstItems(b, 'Admin')], 3)
    const rows = table
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| Application') && !l.startsWith('| ---'))
    expect(rows.map((r) => r.split(' | ')[0])).toEqual(['| Admin', '| Shop', '| Shop'])
    expect(rows[0]).toContain('SQL Injection')
    expect(table).not.toContain('more counted')
  })

  it('shows at most FIX_FIRST_ROWS rows and says how many more there are', () => {
    const high = finding('Open Redirect', 'high')
    const many = Array.from({ length: 50 }, (_, i) => occurrence(high, `https://a.test/${i}`))
    const a = context([high], many)
    const table = estateFixFirst(fixFirstItems(a, 'Shop'), 50)
    const rows = table.split('\n').filter((l) => l.startsWith('| Shop'))
    expect(rows).toHaveLength(FIX_FIRST_ROWS)
    expect(table).toContain(`… and ${50 - FIX_FIRST_ROWS} more counted occurrences`)
  })

  it('is empty when nothing is counted', () => {
    expect(estateFixFirst([], 0)).toBe('')
  })
})

/** The summary file one step writes for `contexts` (each an application), failed. */
async function stepSummary(contexts: readonly ReportContext[]): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'sta-estate-summary-')), 'summary.md')
  writeFileSync(file, '')
  const estate = new EstateReport(
    contexts.map((c) => c.application.token),
    1_000_000,
    { summary: true, annotations: false, comment: false }
  )
  for (const c of contexts) estate.add(c)
  const host = {
    tempDir: tmpdir(),
    summaryFile: file,
    sarifAnchor: () => 'README.md',
    comment: async () => undefined
  }
  await estate.publish(host, new MemoryLog(), ANNOTATION_LIMITS, 'failed')
  return readFileSync(file, 'utf8')
}

describe('the step summary over several applications', () => {
  it('has one "Fix first": the step\'s, not one more in each application\'s section', async () => {
    const summary = await stepSummary([
      buildContext(),
      buildContext({ application: { token: 'f'.repeat(32), name: 'Admin' } })
    ])
    expect(summary.match(/Fix first/g)).toHaveLength(1)
    // Each section still lists its counted occurrences, in its own tables.
    expect(summary.match(/#### New or regressed since the baseline/g)).toHaveLength(2)
  })

  it('reads as plain text as it renders: no character reference, "Very low" with a no-break space', async () => {
    // The tool's summary file is read as plain text on GitLab and Jenkins.
    const severities = ['critical', 'high', 'medium', 'low', 'very-low'] as const
    const findings = severities.map((s, i) => finding(`Finding ${i} (${s})`, s))
    const occurrences = findings.map((f, i) => occurrence(f, `https://a.test/${i}`))
    const summary = await stepSummary([
      context(findings, occurrences),
      context(findings, occurrences, {
        application: { token: 'f'.repeat(32), name: 'Admin', url: 'https://b.test' }
      })
    ])
    expect(summary).not.toMatch(/&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i)
    // The overview's cells and the severity tables keep each label on one line.
    expect(summary).toContain('1\u00a0⚪ Very\u00a0low')
    expect(summary).toMatch(/\| ⚪ Very\u00a0low \|/)
  })
})
