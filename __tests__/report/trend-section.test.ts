import { describe, expect, it } from '@jest/globals'
import { zeroCounts, type SeverityCounts } from '../../src/findings/types.js'
import { buildSummary } from '../../src/report/summary.js'
import { ordinaryContext } from '../../__fixtures__/report-context.js'
import { render, tables } from '../../__fixtures__/render-markdown.js'

function counts(c: Partial<SeverityCounts>): SeverityCounts {
  return { ...zeroCounts(), ...c }
}

const DAY = 86_400_000
const T0 = Date.parse('2026-11-01T09:05:00Z')

describe('the trend in the summary (input trend)', () => {
  it('shows a Mermaid chart, then the same numbers as a table, oldest first, this test last', () => {
    const ctx = ordinaryContext({
      startedAt: '2026-11-04T09:05:00.000Z',
      trend: {
        asked: 3,
        notes: [],
        points: [
          { resultToken: 'a'.repeat(32), startTime: T0, unfixed: counts({ critical: 4, high: 1 }) },
          { resultToken: 'b'.repeat(32), startTime: T0 + DAY, unfixed: counts({ critical: 3 }) },
          { resultToken: 'c'.repeat(32), startTime: T0 + 2 * DAY, unfixed: counts({ medium: 2 }) }
        ]
      }
    })
    const md = buildSummary(ctx)
    const start = md.indexOf('### Trend: unfixed occurrences by severity')
    expect(start).toBeGreaterThan(md.indexOf('### Occurrences by severity'))
    const section = md.slice(start, md.indexOf('\n### ', start + 1))
    // The chart: our words and numbers only; one line, the total, that its title names (a chart
    // of several lines could be told apart only by colour: Mermaid's xychart has no legend).
    expect(section).toContain(
      [
        '```mermaid',
        'xychart-beta',
        '  title "Total unfixed occurrences, one line (by severity in the table below)"',
        '  x-axis ["11-01 09:05", "11-02 09:05", "11-03 09:05", "this test"]',
        '  y-axis "Unfixed" 0 --> 5',
        '  line [5, 3, 2, 3]',
        '```'
      ].join('\n')
    )
    expect(section.match(/^ {2}line /gm)).toHaveLength(1)
    // The table always follows, as a reader sees it.
    const html = render(section)
    expect(html.indexOf('<table>')).toBeGreaterThan(html.indexOf('xychart-beta'))
    expect(tables(html)).toEqual([{ header: 6, rows: [6, 6, 6, 6] }])
    const rows = [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) =>
      (m[1] as string)
        .replace(/<[^>]+>/g, '')
        .trim()
        .split(/\s*\n\s*/)
    )
    expect(rows).toEqual([
      ['Test', 'Started', '🔴 Critical', '🟠 High', '🟡 Medium', 'Total'],
      ['aaaaaaaa', '11-01 09:05 UTC', '4', '1', '0', '5'],
      ['bbbbbbbb', '11-02 09:05 UTC', '3', '0', '0', '3'],
      ['cccccccc', '11-03 09:05 UTC', '0', '0', '2', '2'],
      ['This test', '11-04 09:05 UTC', '2', '0', '1', '3']
    ])
  })

  it('says how many were shown and why when the service gave fewer', () => {
    const ctx = ordinaryContext({
      trend: {
        asked: 5,
        notes: ['test 3f00 was skipped: the service gave no result (<b>gone</b>)'],
        points: [{ resultToken: 'a'.repeat(32), startTime: T0, unfixed: counts({ critical: 1 }) }]
      }
    })
    const md = buildSummary(ctx)
    expect(md).toContain(
      '_1 of the 5 earlier completed tests asked for is shown: test 3f00 was skipped: the service gave no result (&lt;b>gone&lt;/b>)._'
    )
    expect(md).toContain('```mermaid')
  })

  it('shows no trend section unless asked', () => {
    expect(buildSummary(ordinaryContext())).not.toContain('Trend')
    const none = buildSummary(
      ordinaryContext({ trend: { asked: 2, notes: ['no list'], points: [] } })
    )
    expect(none).toContain('### Trend')
    expect(none).not.toContain('mermaid')
  })

  it("says what it covers: the last tests on the service, pull requests' tests included", () => {
    const point = (t: string, at: number) => ({
      resultToken: t.repeat(32),
      startTime: at,
      unfixed: counts({ critical: 1 })
    })
    const two = buildSummary(
      ordinaryContext({
        trend: { asked: 2, notes: [], points: [point('a', T0), point('b', T0 + DAY)] }
      })
    )
    expect(two).toContain(
      "_The application's last 2 completed tests on the service, whatever ran them (pull requests' tests included), then this one._"
    )
    const one = buildSummary(
      ordinaryContext({ trend: { asked: 1, notes: [], points: [point('a', T0)] } })
    )
    expect(one).toContain("_The application's last completed test on the service, whatever ran it")
    const none = buildSummary(
      ordinaryContext({ trend: { asked: 2, notes: ['no list'], points: [] } })
    )
    expect(none).not.toContain('whatever ran')
  })
})
