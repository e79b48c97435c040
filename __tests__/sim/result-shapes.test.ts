// The result document's opt-in shapes (spec 2.9 and the variants a real service may send), as
// served over HTTP: the v2 `result` string and the v1 `result` value, compared as exact text so
// that key order and absent keys count too.

import { afterEach, describe, expect, it } from '@jest/globals'
import type { FindingSpec, Simulator, TestBehaviour } from '../../sim/index.js'
import { ONE_APP, oneAppScenario } from '../../sim/accounts.js'
import { FakeClock } from '../../__fixtures__/fake-clock.js'
import {
  startSim,
  closeSim,
  closeSims,
  call,
  client,
  statusPath
} from '../../__fixtures__/simulator.js'

afterEach(closeSims)

const APP = ONE_APP
const PAST = 'p'.repeat(32)
// 04 Sep 2021 12:00 UTC: generated_date "04 Sep 2021", approved_date one day later.
const END = Date.UTC(2021, 8, 4, 12)
const REPORT = {
  project_name: 'Proj',
  application_name: 'App',
  url: 'https://app.test',
  generated_date: '04 Sep 2021',
  approved_date: '05 Sep 2021'
}

const FINDINGS: FindingSpec[] = [
  {
    name: 'SQL Injection',
    severity: 'Critical',
    cvss_score: 9.8,
    cwe: 'CWE-89',
    description: 'Input reaches a query.',
    remediation: 'Use parameterised queries.',
    extra: { reference: 'https://owasp.example/sqli' },
    occurrences: [
      { status: 'Not Fixed', method: 'POST', url: 'https://app.test/login' },
      { status: 'Fixed', url: 'https://app.test/p?id=1' }
    ]
  },
  {
    name: 'Clickjacking',
    severity: 'Low',
    occurrences: [{ status: 'Open', url: 'https://app.test/' }]
  }
]
// Unfixed: one Critical (Not Fixed), one Low (Open).
const COMPUTED_SUMMARY = { critical: 1, high: 0, medium: 0, low: 1, very_low: 0 }
const SQLI_DESCRIBED = {
  name: 'SQL Injection',
  severity: 'Critical',
  cvss_score: 9.8,
  cwe: 'CWE-89',
  description: 'Input reaches a query.',
  remediation: 'Use parameterised queries.',
  reference: 'https://owasp.example/sqli'
}
const SQLI_OCCURRENCES = [
  { status: 'Not Fixed', vulnerability: { Method: 'POST', Url: 'https://app.test/login' } },
  { status: 'Fixed', vulnerability: { Method: 'GET', Url: 'https://app.test/p?id=1' } }
]
const CLICK_OCCURRENCES = [
  { status: 'Open', vulnerability: { Method: 'GET', Url: 'https://app.test/' } }
]

/** A simulator whose application has one completed past session that ended at END. */
async function simWith(test: Partial<TestBehaviour>, clock = new FakeClock()): Promise<Simulator> {
  return startSim(
    oneAppScenario(
      // The exact shapes: without the references and example requests every finding carries.
      { durationMs: 50, findingContext: false, ...test },
      { pastSessions: [{ resultToken: PAST, state: 'completed', endTime: END }] }
    ),
    { clock }
  )
}

/** The result as served: v2's `result` string and v1's whole body text. */
async function served(sim: Simulator, resultToken = PAST): Promise<{ v2: string; v1: string }> {
  const v2 = await client(sim).get(statusPath(APP, resultToken, 'result'))
  expect([v2.status, v2.json.code]).toEqual([200, 'SUCCESS'])
  expect(typeof v2.json.result).toBe('string')
  const v1 = await call(sim.baseUrl, 'POST', '/v1/test/result', {
    body: {
      access_token: sim.tokens.accessToken,
      application_token: APP,
      result_token: resultToken
    }
  })
  expect([v1.status, v1.json.status]).toEqual([200, 'Success'])
  return { v2: v2.json.result, v1: v1.text }
}

/** Both interfaces serve exactly this document (same keys, order, values). */
async function expectServed(sim: Simulator, expected: unknown, resultToken = PAST): Promise<void> {
  const { v2, v1 } = await served(sim, resultToken)
  expect(JSON.parse(v2)).toEqual(expected)
  expect(v2).toBe(JSON.stringify(expected))
  expect(v1).toBe(
    `{"status":"Success","message":"Test result retrieved.","result":${JSON.stringify(expected)}}`
  )
}

describe("resultForm 'spec': spec 2.9's table as written", () => {
  it('bare top-level occurences {status, vulnerability: {Method, Url}} and a descriptive finding list', async () => {
    const sim = await simWith({ resultForm: 'spec', findings: FINDINGS })
    await expectServed(sim, {
      ...REPORT,
      score: 9,
      vulnerability_summary: COMPUTED_SUMMARY,
      occurences: [...SQLI_OCCURRENCES, ...CLICK_OCCURRENCES],
      vulnerabilities: [SQLI_DESCRIBED, { name: 'Clickjacking', severity: 'Low' }]
    })
  })

  it('follows the spelling and the list name; topLevelOccurrences are appended', async () => {
    const sim = await simWith({
      resultForm: 'spec',
      spelling: 'occurrences',
      listName: 'signatures',
      findings: FINDINGS,
      topLevelOccurrences: [{ status: 'Fixed', method: 'DELETE', url: 'https://app.test/old' }]
    })
    await expectServed(sim, {
      ...REPORT,
      score: 9,
      vulnerability_summary: COMPUTED_SUMMARY,
      occurrences: [
        ...SQLI_OCCURRENCES,
        ...CLICK_OCCURRENCES,
        { status: 'Fixed', vulnerability: { Method: 'DELETE', Url: 'https://app.test/old' } }
      ],
      signatures: [SQLI_DESCRIBED, { name: 'Clickjacking', severity: 'Low' }]
    })
  })

  it('a test started through the API serves the spec form too (generated findings)', async () => {
    const clock = new FakeClock()
    const sim = await simWith({ resultForm: 'spec', findings: { count: 500, seed: 3 } }, clock)
    const { resultToken } = (
      await client(sim).post('/rest/v2/test/start', { applicationToken: APP })
    ).json
    clock.advance(50)
    expect(sim.state.test(resultToken)?.state).toBe('completed')
    const { v2, v1 } = await served(sim, resultToken)
    const doc = JSON.parse(v2)
    expect(JSON.stringify(JSON.parse(v1).result)).toBe(v2)
    expect(doc.occurences).toHaveLength(500)
    for (const o of doc.occurences) {
      expect(Object.keys(o)).toEqual(['status', 'vulnerability'])
      expect(Object.keys(o.vulnerability)).toEqual(['Method', 'Url'])
    }
    for (const f of doc.vulnerabilities) {
      expect(Object.keys(f)).toEqual([
        'name',
        'severity',
        'cvss_score',
        'cwe',
        'description',
        'remediation'
      ])
    }
  })
})

describe('per-finding occurrencesKey and empty occurrence lists (nested form)', () => {
  it('a finding keeps its occurrences under its own key, under none (null), or as an empty list', async () => {
    const sim = await simWith({
      findings: [
        { ...FINDINGS[0], occurrencesKey: 'locations' },
        { name: 'Empty', severity: 'High', occurrences: [] },
        { ...FINDINGS[1], occurrencesKey: 'instances' },
        {
          name: 'Unlisted',
          severity: 'Medium',
          occurrencesKey: null,
          occurrences: [{ status: 'Open', url: 'https://app.test/u' }]
        }
      ]
    })
    await expectServed(sim, {
      ...REPORT,
      // The unlisted Medium occurrence still counts: the service knows it, it just does not list it.
      score: 8.5,
      vulnerability_summary: { critical: 1, high: 0, medium: 1, low: 1, very_low: 0 },
      vulnerabilities: [
        { ...SQLI_DESCRIBED, locations: SQLI_OCCURRENCES },
        { name: 'Empty', severity: 'High', occurences: [] },
        { name: 'Clickjacking', severity: 'Low', instances: CLICK_OCCURRENCES },
        { name: 'Unlisted', severity: 'Medium' }
      ]
    })
  })

  it('the flat and spec forms ignore occurrencesKey', async () => {
    const findings = [{ ...FINDINGS[1], occurrencesKey: 'instances' }]
    const spec = await simWith({ resultForm: 'spec', findings })
    const specDoc = JSON.parse((await served(spec)).v2)
    expect(specDoc.occurences).toEqual(CLICK_OCCURRENCES)
    expect(specDoc.vulnerabilities).toEqual([{ name: 'Clickjacking', severity: 'Low' }])
    const flat = await simWith({ resultForm: 'flat', findings })
    const flatDoc = JSON.parse((await served(flat)).v2)
    expect(flatDoc.occurences).toEqual([
      { name: 'Clickjacking', severity: 'Low', ...CLICK_OCCURRENCES[0] }
    ])
  })
})

describe('topLevelOccurrences', () => {
  it('nested form: a top-level list in the spec shape after the finding list', async () => {
    const sim = await simWith({
      findings: [FINDINGS[1]],
      topLevelOccurrences: [{ status: 'Fixed', url: 'https://app.test/gone' }]
    })
    await expectServed(sim, {
      ...REPORT,
      score: 9.5,
      vulnerability_summary: { critical: 0, high: 0, medium: 0, low: 1, very_low: 0 },
      vulnerabilities: [{ name: 'Clickjacking', severity: 'Low', occurences: CLICK_OCCURRENCES }],
      occurences: [
        { status: 'Fixed', vulnerability: { Method: 'GET', Url: 'https://app.test/gone' } }
      ]
    })
  })

  it('a lone Fixed entry and no findings; unfixed top-level entries are not counted', async () => {
    const sim = await simWith({
      findings: [],
      spelling: 'occurrences',
      topLevelOccurrences: [
        { status: 'Fixed', method: 'POST', url: 'https://app.test/a' },
        { status: 'Open', url: 'https://app.test/b' }
      ]
    })
    await expectServed(sim, {
      ...REPORT,
      score: 10,
      vulnerability_summary: { critical: 0, high: 0, medium: 0, low: 0, very_low: 0 },
      vulnerabilities: [],
      occurrences: [
        { status: 'Fixed', vulnerability: { Method: 'POST', Url: 'https://app.test/a' } },
        { status: 'Open', vulnerability: { Method: 'GET', Url: 'https://app.test/b' } }
      ]
    })
  })

  it('flat form: appended to the top-level list, without a finding name', async () => {
    const sim = await simWith({
      resultForm: 'flat',
      findings: [FINDINGS[1]],
      topLevelOccurrences: [{ status: 'Fixed', url: 'https://app.test/gone' }]
    })
    const doc = JSON.parse((await served(sim)).v2)
    expect(doc.occurences).toEqual([
      { name: 'Clickjacking', severity: 'Low', ...CLICK_OCCURRENCES[0] },
      { status: 'Fixed', vulnerability: { Method: 'GET', Url: 'https://app.test/gone' } }
    ])
  })
})

describe('summary override', () => {
  it('replaces vulnerability_summary verbatim, even when it disagrees with the occurrences', async () => {
    const sim = await simWith({ findings: [], summary: { critical: 3 } })
    await expectServed(sim, {
      ...REPORT,
      score: 10,
      vulnerability_summary: { critical: 3 },
      vulnerabilities: []
    })
  })

  it('string counts, and in the spec form', async () => {
    const sim = await simWith({
      resultForm: 'spec',
      findings: [FINDINGS[1]],
      summary: { high: '2', low: '0', very_low: 5 }
    })
    await expectServed(sim, {
      ...REPORT,
      score: 9.5,
      vulnerability_summary: { high: '2', low: '0', very_low: 5 },
      occurences: CLICK_OCCURRENCES,
      vulnerabilities: [{ name: 'Clickjacking', severity: 'Low' }]
    })
  })

  it("'omit' leaves vulnerability_summary out; the score stays", async () => {
    const sim = await simWith({ findings: FINDINGS, summary: 'omit' })
    await expectServed(sim, {
      ...REPORT,
      score: 9,
      vulnerabilities: [
        { ...SQLI_DESCRIBED, occurences: SQLI_OCCURRENCES },
        { name: 'Clickjacking', severity: 'Low', occurences: CLICK_OCCURRENCES }
      ]
    })
  })
})

describe('documentText: the result text served verbatim', () => {
  it('a key written twice reaches both interfaces as written (v2 the string, v1 the value)', async () => {
    const text = '{"vulnerabilities":[{"name":"X","severity":"High"}],"vulnerabilities":[]}'
    const sim = await simWith({ findings: FINDINGS, documentText: text })
    const { v2, v1 } = await served(sim)
    expect(v2).toBe(text)
    expect(v1).toBe(`{"status":"Success","message":"Test result retrieved.","result":${text}}`)
  })

  it('is refused at start when it is not text', async () => {
    await expect(
      startSim(
        oneAppScenario({ documentText: { a: 1 } as never }, { pastSessions: [] }) // not a string
      )
    ).rejects.toThrow(/documentText must be a string/)
  })
})

describe('defaults and validation', () => {
  it('without the new options the document is as before (nested, computed summary)', async () => {
    const sim = await simWith({ findings: FINDINGS })
    await expectServed(sim, {
      ...REPORT,
      score: 9,
      vulnerability_summary: COMPUTED_SUMMARY,
      vulnerabilities: [
        { ...SQLI_DESCRIBED, occurences: SQLI_OCCURRENCES },
        { name: 'Clickjacking', severity: 'Low', occurences: CLICK_OCCURRENCES }
      ]
    })
  })

  it('refuses options it cannot render', async () => {
    const app = (test: Partial<TestBehaviour>) => ({
      projects: [{ name: 'P', applications: [{ name: 'A', url: 'https://a.test', test }] }]
    })
    await expect(startSim(app({ resultForm: 'odd' as never }))).rejects.toThrow(
      /unknown resultForm "odd"/
    )
    await expect(startSim(app({ resultForm: 'spec', listName: 'occurences' }))).rejects.toThrow(
      /listName "occurences" is also the top-level occurrence list/
    )
    await expect(
      startSim({
        testDefaults: { listName: 'occurrences', spelling: 'occurrences', topLevelOccurrences: [] }
      })
    ).rejects.toThrow(/testDefaults: listName/)
    await expect(startSim(app({ summary: [1] as never }))).rejects.toThrow(
      /summary must be an object or 'omit'/
    )
    // The flat form has no finding list, so its list name does not matter.
    const flat = await startSim(app({ resultForm: 'flat', listName: 'occurences' }))
    await closeSim(flat)
  })
})

describe('scenarios/result-shapes.json', () => {
  it('serves a spec-form result and an odd nested one', async () => {
    const sim = await startSim('sim/scenarios/result-shapes.json')
    const result = async (app: string, token: string): Promise<Record<string, unknown>> =>
      JSON.parse((await client(sim).get(statusPath(app, token, 'result'))).json.result)
    const spec = await result(
      'shapesspecformapplication0000001',
      'shapesspecformpastresult00000001'
    )
    expect(spec.occurences).toHaveLength(3)
    expect((spec.vulnerabilities as unknown[])[0]).not.toHaveProperty('occurences')
    const odd = await result('shapesoddnestedapplication000002', 'shapesoddnestedpastresult0000002')
    expect(odd).toMatchObject({
      vulnerability_summary: { critical: 3 },
      issues: [
        { name: 'Path Traversal', locations: [{ status: 'Open' }] },
        { name: 'Open Redirect', occurences: [] }
      ],
      occurences: [{ status: 'Fixed', vulnerability: { Method: 'GET' } }]
    })
  })
})
