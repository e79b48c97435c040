// Issue 20, through the built action against the simulator: every part of a result is read or
// refused. Each document below hides an open critical finding from a reader that goes by names;
// the gate fails on it (or refuses the result) and never passes.
import { afterAll, expect, it } from '@jest/globals'
import { closeSims } from '../../__fixtures__/simulator.js'
import { failureLine, scanShop } from '../../__fixtures__/step.js'
import { reportOf } from '../../__fixtures__/step-files.js'

afterAll(closeSims)

const URL = 'https://shop.example.com'
const occ = (path: string, status = 'Open', method = 'GET') => ({
  status,
  vulnerability: { Method: method, Url: `${URL}${path}` }
})
const sqli = {
  name: 'SQL Injection',
  severity: 'Critical',
  occurences: [occ('/login', 'Open', 'POST')]
}

/** Scans the shop serving `document`, gated at high. */
async function scanDocument(
  document: Record<string, unknown>,
  inputs: Record<string, string> = {}
) {
  const { run } = await scanShop({ test: { document } }, { 'fail-threshold': 'high', ...inputs })
  return run
}

it.concurrent.each([
  ['a finding list that is an object map (id → finding)', { vulnerabilities: { 'v-1': sqli } }],
  ['a finding list under an unknown name', { occurences: [], problems: [sqli] }],
  ['a finding list one level down', { report: { vulnerabilities: [sqli] } }],
  [
    'a capitalised alias next to an empty known list',
    { vulnerabilities: [], Vulnerabilities: [sqli] }
  ],
  [
    'occurrences under an unknown name inside a finding',
    {
      vulnerabilities: [
        {
          name: 'SQL Injection',
          severity: 'Critical',
          hits: [{ method: 'POST', url: `${URL}/login` }]
        }
      ]
    }
  ]
])(
  'every list of findings or occurrences is read: %s → failed, critical 1',
  async (_what, document) => {
    const run = await scanDocument(document)
    expect(run.outputs.outcome).toBe('failed')
    expect(run.outputs['critical-count']).toBe('1')
    expect(failureLine(run)).toMatch(/critical 1/)
  }
)

it.concurrent('the same occurrence twice with different severities: the worst counts', async () => {
  const run = await scanDocument({
    occurences: [
      { name: 'XSS', severity: 'Low', ...occ('/q') },
      { name: 'XSS', severity: 'Critical', ...occ('/q') }
    ]
  })
  expect(run.outputs.outcome).toBe('failed')
  expect(run.outputs['critical-count']).toBe('1')
  expect(run.outputs['low-count']).toBe('0')
})

it.concurrent('the same occurrence once Fixed, once open: unfixed counts', async () => {
  const run = await scanDocument({
    occurences: [
      { name: 'XSS', severity: 'Critical', ...occ('/q', 'Fixed') },
      { name: 'XSS', severity: 'Critical', ...occ('/q', 'Open') }
    ]
  })
  expect(run.outputs.outcome).toBe('failed')
  expect(run.outputs['unfixed-count']).toBe('1')
  expect(run.outputs['fixed-count']).toBe('0')
})

it.concurrent.each([
  [
    'two findings with no name',
    [
      { severity: 'Low', description: 'a' },
      { severity: 'Critical', description: 'b' }
    ]
  ],
  [
    'one name listed twice',
    [
      { name: 'Admin exposed', severity: 'Low' },
      { name: 'Admin exposed', severity: 'Critical' }
    ]
  ]
])('findings with no readable location each count: %s', async (_what, vulnerabilities) => {
  const run = await scanDocument({ occurences: [], vulnerabilities })
  expect(run.outputs.outcome).toBe('failed')
  expect(run.outputs['critical-count']).toBe('1')
  expect(run.outputs['low-count']).toBe('1')
  const report = reportOf<{ occurrences: Array<{ url: string }> }>(run)
  expect(report.occurrences.map((o) => o.url)).toEqual(['(location unknown)', '(location unknown)'])
})

const manyKeys = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`meta_${i}`, `v${i}`]))

it.concurrent.each([
  ['critical_count', { stats: { critical_count: 2 } }],
  ['criticalCount', { stats: { criticalCount: 2 } }],
  ['Critical', { stats: { Critical: 2 } }],
  [
    'in a document with many top-level keys',
    { ...manyKeys, vulnerability_summary: { critical: 2 } }
  ]
])(
  'a summary that reports more than can be read is unreadable: %s → error, raw text kept',
  async (_what, extra) => {
    const run = await scanDocument({ ...extra, occurences: [], vulnerabilities: [sqli] })
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toMatch(
      /The test result could not be read: its .*reports 2 critical but the document lists 1 critical occurrence/
    )
    const report = reportOf<{ rawResult: string }>(run)
    expect(JSON.parse(report.rawResult)).toMatchObject({ vulnerabilities: [sqli] })
  }
)

it.concurrent('a count beyond the safe integer range is unreadable, naming where', async () => {
  const run = await scanDocument({
    vulnerabilities: [sqli],
    vulnerability_summary: { critical: 1, high: Number.MAX_SAFE_INTEGER + 2 }
  })
  expect(run.outputs.outcome).toBe('error')
  expect(failureLine(run)).toMatch(
    /a per-severity count in it is not a whole number .* \(at \$\.vulnerability_summary\.high\)/
  )
})

it.concurrent(
  'a list that must be read but holds a non-object is unreadable, naming where',
  async () => {
    const run = await scanDocument({ report: { findings: [sqli, 'more on page 2'] } })
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toMatch(
      /an entry of its finding list is not an object \(at \$\.report\.findings\[1\]\)/
    )
  }
)

it.concurrent(
  "the simulator's realistic documents (references, example requests with parameters and headers) still read",
  async () => {
    const { run } = await scanShop({}, { 'fail-threshold': 'none' })
    expect(run.outputs.outcome).toBe('passed')
    expect(Number(run.outputs['total-count'])).toBeGreaterThan(0)
    const report = reportOf<{ rawResult: string }>(run)
    expect(report.rawResult).toContain('"references":[{"name":"OWASP Top 10"')
    expect(report.rawResult).toContain('"headers":[{"name":"Accept"')
  }
)
