import { describe, expect, it } from '@jest/globals'
import { findingRows } from '../../src/report/summary-sections.js'
import { planAnnotations } from '../../src/report/annotations.js'
import { context, finding, occurrence, verdict } from '../../__fixtures__/report-context.js'

describe('the findings table', () => {
  it('counts an occurrence below the threshold as new, like the new-count output', () => {
    const medium = finding('Missing CSRF Token', 'medium')
    const [row] = findingRows(
      context(
        [medium],
        [
          occurrence(medium, 'https://a.test/cart', {
            state: 'below-threshold',
            counted: false,
            isNew: true
          }),
          occurrence(medium, 'https://a.test/x', {
            state: 'existing',
            counted: false,
            isNew: false
          })
        ]
      )
    )
    expect(row).toMatchObject({ unfixed: 2, new: 1, fixed: 0 })
  })
})

describe('annotation titles', () => {
  it('repeat the service label only when it says more than the severity word', () => {
    const plain = finding('SQL Injection', 'critical', { severityLabel: 'Critical' })
    const scored = finding('XSS', 'high', { severityLabel: '7.5' })
    const plan = planAnnotations(
      verdict([occurrence(plain, 'https://a.test/1'), occurrence(scored, 'https://a.test/2')]),
      [plain, scored]
    )
    expect(plan.map((a) => a.title)).toEqual(['Critical: SQL Injection', 'High (7.5): XSS'])
  })
})
