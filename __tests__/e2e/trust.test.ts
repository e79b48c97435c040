// Issue 12, through the built action against the simulator: the gate never passes what it cannot
// see, the token never follows a redirect, a refused status is an answer, HTML on a 2xx is a
// proxy until the retries are spent, and a stop only ever hits this run's own test.
import { afterAll, expect, it } from '@jest/globals'
import type { FindingSpec, Scenario } from '../../sim/index.js'
import { startServer, type ScriptedServer } from '../../__fixtures__/http-server.js'
import { ACCESS, APP, shopScenario } from '../../sim/accounts.js'
import { closeSims, count, startSim } from '../../__fixtures__/simulator.js'
import { failureLine, scan, scanShop } from '../../__fixtures__/step.js'
import { reportOf } from '../../__fixtures__/step-files.js'

const servers: ScriptedServer[] = []
afterAll(async () => {
  await closeSims()
  for (const s of servers.splice(0)) await s.close()
})

const fixedOnly: FindingSpec[] = [
  {
    name: 'Old Redirect',
    severity: 'Medium',
    occurrences: [{ status: 'Fixed', method: 'GET', url: 'https://shop.example.com/r' }]
  }
]

// results: every listed finding is accounted for

it.concurrent(
  'results: every listed finding is accounted for: the spec table shape (unnamed top-level occurrences, a separate list): listed findings count',
  async () => {
    const { run } = await scanShop({ test: { resultForm: 'spec', findings: fixedOnly } })
    // The only occurrence is Fixed, but nothing links it to the listed finding.
    expect(run.outputs.outcome).toBe('failed')
    expect(run.outputs['medium-count']).toBe('1')
    expect(run.stdout).toMatch(
      /::warning::1 finding lists no occurrence the action can read \("Old Redirect"\)/
    )
    const report = reportOf<{
      occurrences: Array<{ name: string; url: string; fixed: boolean }>
    }>(run)
    expect(report.occurrences.filter((o) => !o.fixed).map((o) => [o.name, o.url])).toEqual([
      ['Old Redirect', '(location unknown)']
    ])
  }
)

it.concurrent(
  'results: every listed finding is accounted for: a lone Fixed top-level entry and a Critical finding keeping its occurrences under "locations"',
  async () => {
    const { run } = await scanShop({
      test: {
        topLevelOccurrences: [{ status: 'Fixed', url: 'https://shop.example.com/old' }],
        findings: [
          {
            name: 'SQL Injection',
            severity: 'Critical',
            occurrencesKey: 'locations',
            occurrences: [{ status: 'Open', method: 'POST', url: 'https://shop.example.com/login' }]
          }
        ]
      }
    })
    expect(run.outputs.outcome).toBe('failed')
    expect(run.outputs['critical-count']).toBe('1')
    expect(failureLine(run)).toMatch(/^1 unfixed occurrence .*critical 1/)
  }
)

it.concurrent(
  'results: every listed finding is accounted for: one entry with an empty list and another under "instances": both count',
  async () => {
    const { run } = await scanShop({
      test: {
        findings: [
          { name: 'Banner', severity: 'Low', occurrences: [] },
          {
            name: 'XSS',
            severity: 'High',
            occurrencesKey: 'instances',
            occurrences: [{ status: 'Open', url: 'https://shop.example.com/q' }]
          }
        ]
      }
    })
    expect(run.outputs.outcome).toBe('failed')
    expect([run.outputs['high-count'], run.outputs['low-count']]).toEqual(['1', '1'])
  }
)

it.concurrent(
  'results: every listed finding is accounted for: a summary saying critical 3 beside no occurrences is unreadable, raw text kept',
  async () => {
    const { run } = await scanShop({ test: { findings: [], summary: { critical: 3 } } })
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toBe(
      'The test result could not be read: its vulnerability_summary reports 3 critical but the document lists 0 critical occurrences the action can read, so some cannot be seen and it cannot be gated; the raw result is kept in the report file'
    )
    const report = reportOf<{ rawResult?: unknown }>(run)
    expect(JSON.stringify(report.rawResult)).toContain('vulnerability_summary')
  }
)

// redirects never carry the token

async function otherOrigin(): Promise<ScriptedServer> {
  const s = await startServer(() => ({ json: { status: 'Success', result_token: 'x' } }))
  servers.push(s)
  return s
}

it.concurrent(
  'redirects never carry the token: v1: a start redirected to another origin sends nothing there and names it',
  async () => {
    const other = await otherOrigin()
    const { run } = await scanShop(
      {
        extra: {
          faults: [
            {
              kind: 'redirect',
              status: 307,
              path: '/v1/test/start',
              location: `${other.url}{pathAndQuery}`
            }
          ]
        }
      },
      { 'api-version': 'v1' }
    )
    expect(other.requests).toHaveLength(0)
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toBe(
      `start test failed: the service redirected (HTTP 307) to ${other.url}/v1/test/start, another address than base-url; ` +
        'it is not followed, so the access token stays with base-url. Set base-url to the address the service answers at'
    )
    const shown = (run.stdout + run.stderr).split('\n').filter((l) => !l.startsWith('::add-mask::'))
    expect(shown.join('\n')).not.toContain(ACCESS)
  }
)

it.concurrent(
  'redirects never carry the token: v2: a status poll redirected to another origin ends the wait with the same line',
  async () => {
    const other = await otherOrigin()
    const { run } = await scanShop({
      extra: {
        faults: [
          {
            kind: 'redirect',
            path: '/rest/v2/test/status',
            location: `${other.url}{pathAndQuery}`
          }
        ]
      }
    })
    expect(other.requests).toHaveLength(0)
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toMatch(
      /^read test status failed: the service redirected \(HTTP 302\) to http:\/\/127\.0\.0\.1:\d+\/rest\/v2\/test\/status, another address/
    )
  }
)

it.concurrent(
  'redirects never carry the token: same-origin redirects (a gateway adding a slash) are followed, token and all',
  async () => {
    const { run, sim } = await scanShop({
      extra: {
        faults: [
          {
            kind: 'redirect',
            status: 308,
            path: '/rest/v2/test/start',
            location: '{pathAndQuery}/',
            times: 1
          },
          { kind: 'redirect', path: '/rest/v2/test/status', location: '{pathAndQuery}', times: 2 }
        ]
      }
    })
    expect(run.outputs.outcome).toBe('failed')
    expect(sim.state.testsStarted(APP)).toBe(1)
    expect(sim.requests.every((r) => r.headers.authorization === `Bearer ${ACCESS}`)).toBe(true)
  }
)

// the status call

it.concurrent(
  'the status call: refused (FAILED): the wait ends at once as error, naming test and application; no stop',
  async () => {
    const { run, sim } = await scanShop(
      {
        test: { end: 'never' },
        extra: { faults: [{ kind: 'error', code: 'FAILED', path: '/rest/v2/test/status' }] }
      },
      { timeout: '10m' }
    )
    const token = run.outputs['result-token'] ?? sim.state.tests(APP)[0]?.resultToken
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toMatch(
      new RegExp(
        `^The service refused the status of test ${token} of application ${APP}: read test status failed: FAILED \\(HTTP 400\\)`
      )
    )
    expect(count(sim, 'GET', '/rest/v2/test/status')).toBe(1)
    expect(count(sim, 'POST', '/rest/v2/test/stop')).toBe(0)
    expect(run.durationMs).toBeLessThan(20_000)
  }
)

it.concurrent(
  'the status call: one HTML page on 200 is a proxy: retried, the wait goes on to the verdict',
  async () => {
    const { run } = await scanShop({
      extra: { faults: [{ kind: 'html', path: '/rest/v2/test/status', times: 1 }] }
    })
    expect(run.outputs.outcome).toBe('failed')
    expect(run.outputs['unfixed-count']).toBe('7')
  }
)

it.concurrent(
  'the status call: HTML on every answer: one line with both possibilities once the retries are spent',
  async () => {
    const { run } = await scanShop({
      extra: { faults: [{ kind: 'html', path: '/rest/v2/test/status' }] }
    })
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toBe(
      'read test status failed: the service answered with an HTML page instead of JSON (HTTP 200) after 5 attempts: ' +
        'a proxy or login page is in the way, or the access token has expired'
    )
  },
  60_000
)

// a stop only ever hits this run’s own test

it.concurrent(
  'a stop only ever hits this run’s own test: post phase: the application now runs another test: it is left alone, and said so',
  async () => {
    const sim = await startSim(
      shopScenario({
        test: { end: 'never' },
        app: { runningTest: { resultToken: 'someoneelse00000000000000000test' } }
      })
    )
    const mine = 'mine0000000000000000000000000000'
    // The post phase as the runner starts it, with the state a killed main phase left.
    const post = await scan(
      sim,
      {},
      {
        state: {
          isPost: 'true',
          tests: JSON.stringify([
            { applicationToken: APP, resultToken: mine, stopOnCancel: true, done: false }
          ])
        }
      }
    )
    expect(count(sim, 'POST', '/rest/v2/test/stop')).toBe(0)
    // Left alone: still running, no stop asked for.
    expect(sim.state.runningTest(APP)).toMatchObject({
      resultToken: 'someoneelse00000000000000000test',
      stopRequested: false
    })
    expect(post.stdout).toContain(
      `The test ${mine} is no longer running; the application now runs another test (someoneelse00000000000000000test), which was left alone`
    )
  }
)

// attach within a team

const TEAM_APP = 'team0000000000000000000000000001'
const teamScenario = (): Partial<Scenario> => ({
  accessTokens: [ACCESS],
  projects: [],
  teams: [
    {
      teamId: 'sec1',
      teamName: 'Security',
      projects: [
        {
          name: 'Portal',
          applications: [
            {
              name: 'Portal',
              url: 'https://portal.example.com',
              token: TEAM_APP,
              verified: true,
              runningTest: { resultToken: 'teamrunning000000000000000000001' },
              test: { end: 'never', findings: fixedOnly }
            }
          ]
        }
      ]
    }
  ]
})

it.concurrent(
  'attach within a team: with team-id: attaches to the running test of the team’s project',
  async () => {
    const sim = await startSim(teamScenario())
    const run = await scan(sim, {
      'application-token': TEAM_APP,
      'team-id': 'sec1',
      timeout: '2s',
      'on-timeout': 'leave'
    })
    expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(0)
    expect(run.stdout).toContain('attaching to teamrunning000000000000000000001')
  }
)

it.concurrent(
  'attach within a team: without team-id: the refused start says to set team-id',
  async () => {
    const sim = await startSim(teamScenario())
    const run = await scan(sim, { 'application-token': TEAM_APP })
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toMatch(
      /already running.*not among your running tests: if the application's project belongs to a team, set team-id/
    )
    expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(1)
  }
)

// inputs that v1 cannot honour fail before any request

it.concurrent.each([
  [
    { 'api-version': 'v1', baseline: 'previous' },
    /baseline: previous needs the past-sessions list/
  ],
  [
    { 'api-version': 'v1', command: 'wait' },
    /result-token: is required by command wait with api-version v1/
  ]
])('inputs that v1 cannot honour fail before any request: %j', async (extra, line) => {
  const sim = await startSim(shopScenario())
  const run = await scan(sim, extra as Record<string, string>)
  expect(run.exitCode).toBe(1)
  expect(run.stdout).toMatch(line)
  expect(run.stdout).toContain('Invalid inputs (no request was sent)')
  expect(sim.requests).toHaveLength(0)
})
