import { afterEach, describe, expect, it } from '@jest/globals'
import type { Simulator, TestBehaviour } from '../../sim/index.js'
import { generateFindings } from '../../sim/findings.js'
import { ONE_APP, oneAppScenario } from '../../sim/accounts.js'
import { FakeClock } from '../../__fixtures__/fake-clock.js'
import { startSim, closeSims, call, client, statusPath } from '../../__fixtures__/simulator.js'

afterEach(closeSims)

const APP = ONE_APP
const DATE = /^\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/

type Doc = Record<string, unknown>
type Occ = { status: string; vulnerability: { Method: string; Url: string } }

async function finishedResult(
  test: Partial<TestBehaviour>
): Promise<{ sim: Simulator; doc: Doc; raw: string }> {
  const clock = new FakeClock()
  const sim = await startSim(oneAppScenario({ durationMs: 50, ...test }), { clock })
  const { resultToken } = (await client(sim).post('/rest/v2/test/start', { applicationToken: APP }))
    .json
  clock.advance(50)
  expect(sim.state.test(resultToken)?.state).toBe('completed')
  const res = await client(sim).get(statusPath(APP, resultToken, 'result'))
  expect(res.json.code).toBe('SUCCESS')
  return { sim, doc: JSON.parse(res.json.result), raw: res.json.result }
}

describe('result documents', () => {
  it('default: report fields, every severity, Fixed / Not Fixed / Open, occurences (sic)', async () => {
    const { doc } = await finishedResult({})
    expect(doc).toMatchObject({
      project_name: 'Proj',
      application_name: 'App',
      url: 'https://app.test'
    })
    expect(doc.generated_date).toMatch(DATE)
    expect(doc.approved_date).toMatch(DATE)
    const findings = doc.vulnerabilities as Array<Doc & { occurences: Occ[] }>
    expect(new Set(findings.map((f) => f.severity))).toEqual(
      new Set(['Critical', 'High', 'Medium', 'Low', 'Very Low'])
    )
    for (const f of findings) {
      expect(f).toEqual(
        expect.objectContaining({
          name: expect.any(String),
          cvss_score: expect.any(Number),
          cwe: expect.stringMatching(/^CWE-\d+$/),
          description: expect.any(String),
          remediation: expect.any(String)
        })
      )
      expect(f.occurrences).toBeUndefined()
    }
    const occurrences = findings.flatMap((f) => f.occurences)
    expect(new Set(occurrences.map((o) => o.status))).toEqual(
      new Set(['Fixed', 'Not Fixed', 'Open'])
    )
    expect(occurrences[0]).toEqual({
      status: expect.any(String),
      vulnerability: {
        Method: expect.any(String),
        Url: expect.stringMatching(/^https:\/\/app\.test\//)
      }
    })
  })

  it('flat form: occurrences at the top level, each carrying its finding name and severity', async () => {
    const { doc } = await finishedResult({ resultForm: 'flat' })
    expect(doc.vulnerabilities).toBeUndefined()
    const occ = doc.occurences as Array<Occ & { name: string; severity: string }>
    expect(occ.length).toBe(9)
    expect(occ[0]).toMatchObject({
      name: 'SQL Injection',
      severity: 'Critical',
      vulnerability: { Method: 'POST' }
    })
  })

  it('the spelling "occurrences" and an alias name for the finding list', async () => {
    const { doc } = await finishedResult({ spelling: 'occurrences', listName: 'signatures' })
    const list = doc.signatures as Array<{ occurrences: Occ[]; occurences?: unknown }>
    expect(list.length).toBe(5)
    expect(list[0].occurrences.length).toBeGreaterThan(0)
    expect(list[0].occurences).toBeUndefined()
    expect(doc.vulnerabilities).toBeUndefined()
  })

  it('explicit findings: CVSS-number and missing severities, extra fields, given statuses', async () => {
    const { doc } = await finishedResult({
      findingContext: false,
      listName: 'issues',
      findings: [
        {
          name: 'N1',
          severity: 7.5,
          occurrences: [{ status: 'Re-opened', url: 'https://app.test/x' }]
        },
        {
          name: 'N2',
          occurrences: [{ status: 'New', method: 'PUT', url: 'https://app.test/y' }],
          extra: { risk: 'High' }
        }
      ]
    })
    expect(doc.issues).toEqual([
      {
        name: 'N1',
        severity: 7.5,
        occurences: [
          { status: 'Re-opened', vulnerability: { Method: 'GET', Url: 'https://app.test/x' } }
        ]
      },
      {
        name: 'N2',
        risk: 'High',
        occurences: [{ status: 'New', vulnerability: { Method: 'PUT', Url: 'https://app.test/y' } }]
      }
    ])
  })

  it('a generator makes 100,000 occurrences, deterministic by seed, served fast from a cache', async () => {
    const generator = { count: 100_000, severities: ['High', 'Low'], fixedRatio: 0.25, seed: 9 }
    const { sim, doc, raw } = await finishedResult({ findings: generator })
    const findings = doc.vulnerabilities as Array<{ severity: string; occurences: Occ[] }>
    const occurrences = findings.flatMap((f) => f.occurences)
    expect(occurrences).toHaveLength(100_000)
    expect(new Set(findings.map((f) => f.severity))).toEqual(new Set(['High', 'Low']))
    const fixed = occurrences.filter((o) => o.status === 'Fixed').length / occurrences.length
    expect(fixed).toBeGreaterThan(0.22)
    expect(fixed).toBeLessThan(0.28)
    const resultToken = sim.state.tests(APP)[0].resultToken
    const again = await client(sim).get(statusPath(APP, resultToken, 'result'))
    expect(again.json.result).toBe(raw)
    // Served from the cache: the second answer costs far less than the first (which rendered).
    const [first, second] = sim.requests.filter((r) => r.path === '/rest/v2/test/result')
    expect(second.durationMs * 3).toBeLessThan(first.durationMs + 30)
    const v1 = await call(sim.baseUrl, 'POST', '/v1/test/result', {
      body: {
        access_token: sim.tokens.accessToken,
        application_token: APP,
        result_token: resultToken
      }
    })
    // Compared as text: a deep equality over 100,000 objects costs seconds.
    expect(JSON.stringify(v1.json.result)).toBe(raw)
  })

  it('the generator is deterministic by seed and differs with another seed', () => {
    const spec = { count: 2000, seed: 5 }
    const one = JSON.stringify(generateFindings(spec, 'https://a.test'))
    expect(JSON.stringify(generateFindings(spec, 'https://a.test'))).toBe(one)
    expect(JSON.stringify(generateFindings({ ...spec, seed: 6 }, 'https://a.test'))).not.toBe(one)
    const total = generateFindings(spec, 'https://a.test').reduce(
      (n, f) => n + f.occurrences.length,
      0
    )
    expect(total).toBe(2000)
  })

  it('past sessions from the scenario carry their own results and end states', async () => {
    const sim = await startSim(
      oneAppScenario(
        {},
        {
          pastSessions: [
            {
              resultToken: 'o'.repeat(32),
              state: 'completed',
              findings: [
                {
                  name: 'Old',
                  severity: 'Low',
                  occurrences: [{ status: 'Open', url: 'https://app.test/' }]
                }
              ]
            },
            { resultToken: 's'.repeat(32), state: 'stopped' }
          ]
        }
      )
    )
    const sessions = (
      await client(sim).get(`/rest/v2/test/sessions?application_token=${APP}&count=10`)
    ).json.sessions
    expect(sessions.map((s: { resultToken: string }) => s.resultToken)).toEqual([
      's'.repeat(32),
      'o'.repeat(32)
    ])
    const old = await client(sim).get(statusPath(APP, 'o'.repeat(32), 'result'))
    expect(JSON.parse(old.json.result).vulnerabilities[0].name).toBe('Old')
    const stopped = await client(sim).get(statusPath(APP, 's'.repeat(32), 'result'))
    expect(stopped.json.code).toBe('FAILED')
    expect((await client(sim).get(statusPath(APP, 's'.repeat(32)))).json.status).toBe('stopped')
  })
})
