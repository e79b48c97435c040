// Bad inputs and hostile result documents through the built bundle.
//
// Inputs: each run batches a few malformed inputs; the step must fail with outcome error, name
// exactly those inputs, and send no request. (Each input's rule alone is proven by the unit
// suites __tests__/inputs*.test.ts; here the point is the bundle path.) Free-text inputs
// (project-name, project-description, application-name, sarif-file, report-file, baseline as a
// path, ignore-file) have no format to break; their "required" rules are covered below.
//
// Results: a small local server plays the service for a scan and answers the result request
// with a hostile document. Every one must end in a clear outcome — never a crash (stack trace,
// unhandled rejection) or a hang.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync, statSync } from 'node:fs'
import { startServer, type ScriptedServer } from '../../__fixtures__/http-server.js'
import { shopScenario } from '../../sim/accounts.js'
import { closeSims, startSim, type Simulator } from '../../__fixtures__/simulator.js'
import { crashSigns, failureLine, pool, scan, type StepRun } from '../../__fixtures__/step.js'

describe('malformed inputs through the bundle', () => {
  let sim: Simulator
  beforeAll(async () => {
    sim = await startSim(shopScenario())
  })
  afterAll(closeSims)

  // [bad inputs, the inputs the failure must name (default: the keys)]
  const table: Array<[Record<string, string>, string[]?]> = [
    [
      {
        'base-url': 'ftp://api.example.com',
        'access-token': 'two words',
        'application-token': 'ABC'
      }
    ],
    [{ 'base-url': 'https://api.example.com/rest/v2', command: 'scna' }],
    [{ 'api-version': 'v3', 'result-token': 'short' }],
    [{ 'fail-threshold': 'severe', 'max-unfixed': 'high=-1', 'baseline-missing': 'maybe' }],
    [{ timeout: '7h', 'poll-interval': '0s', 'on-timeout': 'kill' }],
    [{ 'fail-on-timeout': 'yes', 'if-running': 'restart', 'stop-on-cancel': '1' }],
    [{ summary: 'on', annotations: 'off', comment: 'maybe', 'delete-project': 'nope' }],
    [{ comment: 'true', 'github-token': '' }, ['github-token']],
    [{ 'github-token': 'ghs_abc def', 'team-id': 'a b', 'plugin-type': 'WORD PRESS' }],
    [
      {
        command: 'register',
        'project-name': 'Shop',
        'application-url': 'javascript:alert(1)',
        'application-type': 'SPA',
        'signature-type': 'EMAIL'
      },
      ['application-url', 'application-type', 'signature-type']
    ],
    [{ command: 'register' }, ['project-name', 'application-url']],
    [
      {
        'api-version': 'v1',
        command: 'register',
        'project-name': 'Shop',
        'application-url': 'https://a.test'
      },
      ['command']
    ],
    [{ 'base-url': 'https://user:hunter2pass@api.example.com' }, ['base-url']],
    [{ 'base-url': '', 'access-token': '' }, ['base-url', 'access-token']],
    [{ command: 'wait', 'application-token': '' }, ['application-token']]
  ]

  it(`${table.length} runs: one failure naming each bad input, outcome error, no request`, async () => {
    const runs = await pool(table, 8, (row) => scan(sim, row[0], { killAfterMs: 30_000 }))
    expect(sim.requests).toEqual([])
    runs.forEach((run, i) => {
      const [bad, named = Object.keys(bad)] = table[i] as [Record<string, string>, string[]?]
      const line = failureLine(run) ?? ''
      const problems = line
        .split('\n')
        .slice(1)
        .map((l) => /^ {2}([a-z-]+): /.exec(l)?.[1])
      const row = { bad, exit: run.exitCode, outcome: run.outputs.outcome }
      expect(row).toEqual({ bad, exit: 1, outcome: 'error' })
      expect({ bad, head: line.split('\n')[0] }).toEqual({
        bad,
        head: 'Invalid inputs (no request was sent):'
      })
      expect({ bad, problems: [...problems].sort() }).toEqual({ bad, problems: [...named].sort() })
      // Each problem says what a good value looks like.
      for (const l of line.split('\n').slice(1)) expect(l).toMatch(/e\.g\.|use |one of|required/)
      expect(crashSigns(run)).toEqual([])
      expect(run.stdout).not.toContain('hunter2pass')
    })
  }, 60_000)
})

// ---------------------------------------------------------------------------------------------

const RESULT = 'res00000000000000000000000000001'
const OCC = (status: string, url: string): unknown => ({
  status,
  vulnerability: { Method: 'GET', Url: url }
})
const GOOD_DOC = {
  vulnerabilities: [
    { name: 'XSS', severity: 'High', occurences: [OCC('Open', 'https://a.test/x')] },
    { name: 'Banner', severity: 'Low', occurences: [OCC('Fixed', 'https://a.test/')] }
  ]
}

/** The `result` field as the hostile service sends it (any JSON value), or raw envelope text. */
type Hostile = { result: unknown } | { envelope: string }

/** A service for one scan whose result request gets the hostile answer. */
async function hostileService(answer: Hostile): Promise<ScriptedServer> {
  return startServer((req) => {
    const path = req.path.replace(/\/$/, '')
    if (path === '/rest/v2/applications') {
      return {
        json: {
          code: 'SUCCESS',
          application: { name: 'Shop', url: 'https://a.test', signatureStatus: 'Verified' }
        }
      }
    }
    if (path === '/rest/v2/test/runningsessions') return { json: { sessions: [], code: null } }
    if (path === '/rest/v2/test/start') return { json: { code: 'SUCCESS', resultToken: RESULT } }
    if (path === '/rest/v2/test/status') {
      return { json: { code: 'SUCCESS', status: 'completed', progress: 100 } }
    }
    if (path === '/rest/v2/test/result') {
      if ('envelope' in answer) {
        return { headers: { 'content-type': 'application/json' }, text: answer.envelope }
      }
      return { json: { code: 'SUCCESS', message: 'ok', result: answer.result } }
    }
    return { status: 404, json: { code: 'NOT_FOUND', message: 'no' } }
  })
}

const deepArrays = (n: number): string => '['.repeat(n) + ']'.repeat(n)
const deepObjects = (n: number): string => '{"a":'.repeat(n) + '1' + '}'.repeat(n)
const json = (v: unknown): string => JSON.stringify(v)

type Expect = {
  outcome: 'passed' | 'failed' | 'error'
  line?: RegExp
  unfixed?: string
  /** A warning the log must show (a pass on a document with nothing readable in it). */
  warning?: RegExp
}

const HOSTILE_RESULTS: Array<[string, Hostile, Expect]> = [
  [
    '100,000 levels of [[[...]]] inside the result string',
    { result: `{"vulnerabilities":${deepArrays(100_000)}}` },
    { outcome: 'error', line: /cannot be gated/ }
  ],
  [
    '100,000 levels of {"a":{...}} inside the result string',
    { result: `{"x":${deepObjects(100_000)},"occurences":[]}` },
    { outcome: 'passed', unfixed: '0' }
  ],
  [
    '100,000 levels of nesting in the envelope itself (result a JSON value)',
    { envelope: `{"code":"SUCCESS","result":{"vulnerabilities":${deepArrays(100_000)}}}` },
    { outcome: 'error', line: /cannot be gated/ }
  ],
  [
    'wrong types in every field',
    {
      result: json({
        project_name: [1],
        application_name: { a: 1 },
        url: 42,
        generated_date: false,
        score: 'high',
        vulnerabilities: [
          {
            name: 42,
            severity: { level: 'High' },
            cvss_score: 'ten',
            cwe: { id: 79 },
            description: ['x'],
            remediation: 7,
            occurences: 'none'
          },
          { name: ['XSS'], severity: true, occurences: [42, 'x', [1], { status: 5 }] },
          7,
          'text'
        ],
        occurences: { status: 'Open' }
      })
    },
    // Entries and lists of the wrong type hide what they hold: unreadable, never a pass.
    { outcome: 'error', line: /is not (a list|an object).*cannot be gated/ }
  ],
  ['missing fields: {}', { result: '{}' }, { outcome: 'error', line: /cannot be gated/ }],
  [
    'occurrences with no status, method or URL',
    { result: json({ occurences: [{}, { vulnerability: {} }] }) },
    { outcome: 'failed', unfixed: '1' }
  ],
  [
    // JSON.parse keeps the last copy, which would hide the first: refused (issue 29).
    'duplicate keys (a key written twice is a part not read: unreadable)',
    {
      result:
        '{"vulnerabilities":[{"name":"A","severity":"High","occurences":[{"status":"Open","vulnerability":{"Method":"GET","Url":"https://a.test/1"}}]}],' +
        '"vulnerabilities":[],"occurences":[],"occurences":[]}'
    },
    { outcome: 'error', line: /repeats the key "vulnerabilities" at \$\.vulnerabilities/ }
  ],
  [
    'null everywhere',
    {
      result: json({
        project_name: null,
        vulnerabilities: [
          null,
          { name: null, severity: null, occurences: [null, { status: null, vulnerability: null }] }
        ],
        occurences: null
      })
    },
    { outcome: 'error', line: /an entry of its (finding|occurrence) list is not an object/ }
  ],
  ['result null', { result: null }, { outcome: 'error', line: /empty/ }],
  ['result missing', { envelope: '{"code":"SUCCESS"}' }, { outcome: 'error', line: /empty/ }],
  ['result a number', { result: 42 }, { outcome: 'error', line: /a number, not a JSON object/ }],
  ['result a boolean', { result: true }, { outcome: 'error', line: /boolean, not a JSON object/ }],
  [
    'result a list',
    { result: [GOOD_DOC] },
    { outcome: 'error', line: /a list, not a JSON object/ }
  ],
  ['result string "null"', { result: 'null' }, { outcome: 'error', line: /empty/ }],
  [
    'result string not JSON',
    { result: '<html>oops' },
    { outcome: 'error', line: /not valid JSON/ }
  ],
  ['result an empty string', { result: '' }, { outcome: 'error', line: /empty/ }],
  [
    'result a JSON object (v1 style) on v2',
    { result: GOOD_DOC },
    { outcome: 'failed', unfixed: '1' }
  ],
  [
    'result string holding a JSON string holding JSON',
    { result: json(json(GOOD_DOC)) },
    { outcome: 'failed', unfixed: '1' }
  ],
  [
    'three layers of JSON text',
    { result: json(json(json(GOOD_DOC))) },
    { outcome: 'error', line: /nested more than twice/ }
  ]
]

describe('hostile result documents', () => {
  const servers: ScriptedServer[] = []
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()))
  })

  async function scanAgainst(answer: Hostile): Promise<StepRun> {
    const server = await hostileService(answer)
    servers.push(server)
    return scan(server.url)
  }

  function expectClear(name: string, run: StepRun, e: Expect): void {
    const seen = {
      name,
      outcome: run.outputs.outcome,
      exit: run.exitCode,
      crash: crashSigns(run),
      line: failureLine(run) ?? ''
    }
    expect(seen).toEqual({
      name,
      outcome: e.outcome,
      exit: e.outcome === 'passed' ? 0 : 1,
      crash: [],
      line: e.line
        ? expect.stringMatching(e.line)
        : e.outcome === 'passed'
          ? ''
          : // The gate's own line: what it read is judged like any result.
            expect.stringMatching(/^\d+ unfixed occurrences? at any severity .* the budget of 0$/)
    })
    // One readable line, not a dump of the document.
    expect(seen.line.length).toBeLessThan(600)
    if (e.warning)
      expect({ name, warned: e.warning.test(run.stdout) }).toEqual({ name, warned: true })
    if (e.unfixed !== undefined)
      expect({ name, n: run.outputs['unfixed-count'] }).toEqual({ name, n: e.unfixed })
    // Whatever happened, the raw result is kept in the report file.
    const report = run.outputs['report-file']
    if (e.outcome !== 'error' || /could not be read/.test(seen.line)) {
      expect({ name, report: report !== undefined && existsSync(report) }).toEqual({
        name,
        report: true
      })
    }
  }

  it.concurrent(
    `${HOSTILE_RESULTS.length} documents: each a clear outcome, never a crash or hang`,
    async () => {
      const runs = await pool(HOSTILE_RESULTS, 6, ([, answer]) => scanAgainst(answer))
      const failures = runs.map((run, i) => {
        const [name, , e] = HOSTILE_RESULTS[i] as (typeof HOSTILE_RESULTS)[number]
        try {
          expectClear(name, run, e)
          return undefined
        } catch (error) {
          return `${name}: ${(error as Error).message}`
        }
      })
      expect(failures.filter((f) => f !== undefined)).toEqual([])
    },
    90_000
  )

  it.concurrent(
    'a 50 MB string field: read, gated, and kept out of the log and the summary',
    async () => {
      const big = 'A'.repeat(50 * 1024 * 1024)
      const run = await scanAgainst({
        result: json({
          vulnerabilities: [
            {
              name: 'Huge',
              severity: 'High',
              description: big,
              occurences: [OCC('Open', `https://a.test/${'p'.repeat(1000)}`)]
            }
          ]
        })
      })
      expectClear('50 MB field', run, { outcome: 'failed', unfixed: '1' })
      expect(run.stdout.length).toBeLessThan(200_000)
      expect(Buffer.byteLength(run.summary)).toBeLessThanOrEqual(1024 * 1024)
      // The raw result is kept whole in the report file.
      expect(statSync(run.outputs['report-file'] as string).size).toBeGreaterThan(50 * 1024 * 1024)
    },
    60_000
  )
})
