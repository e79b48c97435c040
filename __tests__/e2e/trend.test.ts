// The built action, run as the Actions runner runs it, against a simulator whose application has
// earlier tests: the summary's trend (input `trend`) shows their unfixed counts by severity as a
// Mermaid chart and a table, each earlier result read and judged like this one; a test the
// service has no result for is skipped, and the summary says how many were shown.
import { afterAll, expect, it } from '@jest/globals'
import type { FindingSpec } from '../../sim/index.js'
import { closeSims, startSim } from '../../__fixtures__/simulator.js'
import { shopScenario, type Arrange } from '../../sim/accounts.js'
import { scan } from '../../__fixtures__/step.js'
import { render } from '../../__fixtures__/render-markdown.js'
import { readJson } from '../../__fixtures__/step-files.js'

afterAll(closeSims)

const SITE = 'https://shop.example.com'
const DAY = 86_400_000
const NOW = Date.now()

function findings(critical: number, high: number): FindingSpec[] {
  const occ = (n: number, path: string): FindingSpec['occurrences'] =>
    Array.from({ length: n }, (_, i) => ({
      status: 'Open',
      method: 'GET',
      url: `${SITE}/${path}/${i}`
    }))
  return [
    ...(critical > 0
      ? [{ name: 'SQL Injection', severity: 'Critical', occurrences: occ(critical, 'sql') }]
      : []),
    ...(high > 0
      ? [{ name: 'Cross-Site Scripting', severity: 'High', occurrences: occ(high, 'xss') }]
      : [])
  ]
}

function at(daysAgo: number): { startTime: number; endTime: number } {
  return { startTime: NOW - daysAgo * DAY, endTime: NOW - daysAgo * DAY + 30 * 60_000 }
}

const HISTORY: Arrange = {
  app: {
    pastSessions: [
      {
        resultToken: 'past0000000000000000000000000001',
        state: 'completed',
        findings: findings(5, 2),
        ...at(4)
      },
      {
        resultToken: 'past0000000000000000000000000002',
        state: 'completed',
        findings: findings(3, 2),
        ...at(3)
      },
      {
        resultToken: 'past0000000000000000000000000003',
        state: 'stopped',
        findings: findings(9, 9),
        ...at(2)
      },
      {
        resultToken: 'past0000000000000000000000000004',
        state: 'completed',
        findings: findings(1, 0),
        ...at(1)
      }
    ]
  }
}

function trendSection(summary: string): string {
  const start = summary.indexOf('### Trend: unfixed occurrences by severity')
  expect(start).toBeGreaterThan(0)
  const end = summary.indexOf('\n### ', start + 1)
  return summary.slice(start, end < 0 ? undefined : end)
}

it.concurrent(
  'trend: 3 shows the three earlier completed tests as a chart and a table',
  async () => {
    const sim = await startSim(shopScenario(HISTORY))
    const run = await scan(sim, { trend: '3' })
    const section = trendSection(run.summary)

    const chart = /```mermaid\n([\s\S]*?)```/.exec(section)?.[1] ?? ''
    expect(chart).toMatch(/^xychart-beta\n/)
    const lines = [...chart.matchAll(/^ {2}line \[([^\]]*)\]$/gm)].map((m) => m[1])
    // One line, readable without colour: the total unfixed, oldest first, the stopped test
    // skipped, this test last; its title says so.
    const now = run.outputs
    expect(lines).toEqual([`7, 5, 1, ${now['unfixed-count']}`])
    expect(chart).toContain('title "Total unfixed occurrences, one line')
    expect(chart).toMatch(/x-axis \[("\d\d-\d\d \d\d:\d\d", ){3}"this test"\]/)

    // The table after the chart, with the same numbers, as a reader sees it.
    const html = render(section)
    expect(html.indexOf('<table>')).toBeGreaterThan(html.indexOf('xychart-beta'))
    const rows = [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) =>
      (m[1] as string)
        .replace(/<[^>]+>/g, '')
        .trim()
        .split(/\s*\n\s*/)
    )
    expect(rows[0]?.slice(0, 4)).toEqual(['Test', 'Started', '🔴 Critical', '🟠 High'])
    expect(rows.slice(1).map((r) => [r[0], r[2], r[3]])).toEqual([
      ['past0000', '5', '2'],
      ['past0000', '3', '2'],
      ['past0000', '1', '0'],
      ['This test', now['critical-count'], now['high-count']]
    ])
    // This test's start is known (the run started it): its row says when, as the JSON report.
    const thisRow = rows.at(-1) ?? []
    expect(thisRow[1]).toMatch(/^\d\d-\d\d \d\d:\d\d UTC$/)
    const report = readJson(run.outputs['report-file'] ?? '') as { startedAt?: string }
    expect(report.startedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(thisRow[1]).toBe(
      `${report.startedAt?.slice(5, 10)} ${report.startedAt?.slice(11, 16)} UTC`
    )
    expect(section).not.toContain('asked for are shown')
    // Each earlier result was fetched (the stopped one too: only its answer tells).
    const fetched = sim.requests
      .filter((r) => r.path.startsWith('/rest/v2/test/result'))
      .map((r) => r.query.result_token)
    expect(fetched.filter((t) => t?.startsWith('past'))).toEqual([
      'past0000000000000000000000000004',
      'past0000000000000000000000000003',
      'past0000000000000000000000000002',
      'past0000000000000000000000000001'
    ])
  }
)

it.concurrent('trend: 5 with three earlier completed tests says why fewer are shown', async () => {
  const sim = await startSim(shopScenario(HISTORY))
  const run = await scan(sim, { trend: '5' })
  const section = trendSection(run.summary)
  expect(section).toContain('_3 of the 5 earlier completed tests asked for are shown')
  expect(section).toContain('past0000000000000000000000000003 was skipped')
  // One notice, with the reason itself (no pointer to a "job summary" the tool has not).
  const notices = run.stdout.split('\n').filter((l) => l.startsWith('::notice::Trend:'))
  expect(notices).toHaveLength(1)
  expect(notices[0]).toMatch(
    /^::notice::Trend: 3 of the 5 earlier completed tests asked for are shown: .*past0000000000000000000000000003 was skipped/
  )
  expect(run.stdout).not.toContain('job summary says why')
  expect(run.outputs.outcome).toBe('failed')
})

it.concurrent('trend: 11 fails before any request, naming the input', async () => {
  const sim = await startSim(shopScenario(HISTORY))
  const run = await scan(sim, { trend: '11' })
  expect(run.exitCode).toBe(1)
  expect(run.stdout).toContain('trend')
  expect(run.stdout).toContain('"11" is not a whole number from 0 to 10')
  expect(sim.requests).toHaveLength(0)
})
