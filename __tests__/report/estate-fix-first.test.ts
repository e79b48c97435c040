// The step's one Fix first over several applications: the one order across them, bounded.
import { describe, expect, it } from '@jest/globals'
import { context, finding, occurrence } from '../../__fixtures__/report-context.js'
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
