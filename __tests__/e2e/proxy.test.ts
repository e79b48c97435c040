// The BUILT bundles through a real local proxy, as on a self-hosted runner behind HTTP_PROXY:
// dist/cli.js (which ships throwing stubs in place of undici: scripts/normalise-bundle.mjs) and
// dist/index.js (whose pull-request comment and GitHub lookups go out through Octokit's fetch,
// undici's ProxyAgent, evaluated on first use; a client given its own request options had lost
// that fetch and went past the proxy). The service and GitHub are named by hosts that resolve
// nowhere (.invalid): only the proxy, which sends every request and tunnel to the port asked for
// on loopback, can reach them. Loopback itself always goes direct, so it could prove nothing.
// Both clients tunnel (CONNECT) even to http:// addresses; the proxy also forwards plain
// requests, as real proxies do, so a client that forwarded instead would pass as well.
import { afterAll, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ACCESS, APP, shopScenario } from '../../sim/accounts.js'
import { fakeGitHub, stopFakeGitHubs } from '../../scripts/fake-github.js'
import { startProxy, type TestProxy } from '../../__fixtures__/proxy.js'
import { closeSims, startSim } from '../../__fixtures__/simulator.js'
import { crashSigns, failureLine, scan, stepDirs } from '../../__fixtures__/step.js'
import { TOOL_SCAN, logLines, tool } from '../../__fixtures__/tool.js'

const proxies: TestProxy[] = []
afterAll(async () => {
  await closeSims()
  await stopFakeGitHubs()
  for (const p of proxies.splice(0)) await p.close()
})

async function setUp(): Promise<{ proxy: TestProxy; base: string; requests: () => number }> {
  const proxy = await startProxy()
  proxies.push(proxy)
  const sim = await startSim(shopScenario())
  const base = `http://security-test.invalid:${new URL(sim.baseUrl).port}`
  return { proxy, base, requests: () => sim.requests.length }
}

it.concurrent('the built tool scans through HTTP_PROXY', async () => {
  const { proxy, base, requests } = await setUp()
  const run = await tool(
    base,
    'scan',
    { ...TOOL_SCAN, 'fail-threshold': 'none' },
    { env: { SECURITY_TEST_ACCESS_TOKEN: ACCESS, HTTP_PROXY: proxy.url } }
  )
  expect({ exit: run.exitCode, outcome: run.outputs.outcome }).toEqual({
    exit: 0,
    outcome: 'passed'
  })
  expect(logLines(run)).toContain(`Security test PASSED (test ${run.outputs['result-token']})`)
  expect(run.stderr).not.toMatch(/undici is not in/)
  const host = new URL(base).host
  expect(proxy.seen.length).toBeGreaterThan(0)
  expect(proxy.seen.every((s) => s === `CONNECT ${host}` || s.includes(`http://${host}/`))).toBe(
    true
  )
  expect(requests()).toBeGreaterThanOrEqual(3)
})

it.concurrent(
  'the built action scans through HTTP_PROXY and comments on the pull request through it',
  async () => {
    const { proxy, base, requests } = await setUp()
    const gh = await fakeGitHub()
    const githubHost = `github.invalid:${new URL(gh.url).port}`
    const dirs = stepDirs()
    const event = join(dirs.temp, 'event.json')
    writeFileSync(event, JSON.stringify({ pull_request: { number: 7 } }))
    const run = await scan(
      base,
      {
        'access-token': ACCESS,
        'application-token': APP,
        'fail-threshold': 'none',
        comment: 'true'
      },
      {
        dirs,
        env: {
          HTTP_PROXY: proxy.url,
          GITHUB_API_URL: `http://${githubHost}`,
          GITHUB_EVENT_PATH: event,
          GITHUB_EVENT_NAME: 'pull_request'
        }
      }
    )
    expect({ outcome: run.outputs.outcome, failure: failureLine(run) }).toEqual({
      outcome: 'passed',
      failure: undefined
    })
    expect(crashSigns(run)).toEqual([])
    expect(requests()).toBeGreaterThanOrEqual(3)
    const serviceHost = new URL(base).host
    expect(proxy.seen).toContain(`CONNECT ${serviceHost}`)
    // The comment went out, through the proxy (undici's ProxyAgent: a tunnel or a forwarded request).
    expect(gh.comments.get(7)).toHaveLength(1)
    expect(proxy.seen.some((s) => s.includes(githubHost))).toBe(true)
  }
)

it.concurrent(
  'the built action waits for a deployment through HTTP_PROXY (GitHub lookups use the proxy too)',
  async () => {
    const { proxy, base } = await setUp()
    const gh = await fakeGitHub()
    const githubHost = `github.invalid:${new URL(gh.url).port}`
    const sha = '0123456789abcdef0123456789abcdef01234567'
    gh.addDeployment(sha, 'preview', Date.now(), {
      state: 'success',
      environment_url: 'https://shop.example.com/'
    })
    const run = await scan(
      base,
      {
        'access-token': ACCESS,
        'application-token': APP,
        'fail-threshold': 'none',
        'deployment-environment': 'preview'
      },
      {
        env: {
          HTTP_PROXY: proxy.url,
          GITHUB_API_URL: `http://${githubHost}`,
          GITHUB_EVENT_NAME: 'push',
          GITHUB_SHA: sha
        }
      }
    )
    expect({ outcome: run.outputs.outcome, failure: failureLine(run) }).toEqual({
      outcome: 'passed',
      failure: undefined
    })
    expect(gh.deploymentRequests().length).toBeGreaterThan(0)
    expect(proxy.seen).toContain(`CONNECT ${githubHost}`)
  }
)

it.concurrent(
  'the built action reads when its run began through HTTP_PROXY (baseline: previous)',
  async () => {
    const { proxy, base } = await setUp()
    const gh = await fakeGitHub()
    gh.addRun(42, Date.now())
    const githubHost = `github.invalid:${new URL(gh.url).port}`
    const run = await scan(
      base,
      {
        'access-token': ACCESS,
        'application-token': APP,
        'fail-threshold': 'none',
        baseline: 'previous'
      },
      { env: { HTTP_PROXY: proxy.url, GITHUB_API_URL: `http://${githubHost}` } }
    )
    expect({ outcome: run.outputs.outcome, failure: failureLine(run) }).toEqual({
      outcome: 'passed',
      failure: undefined
    })
    expect(gh.requests.some((r) => r.path.includes('/actions/runs/42'))).toBe(true)
    expect(proxy.seen).toContain(`CONNECT ${githubHost}`)
  }
)
