// Issue 21, a verdict about this build, through the built action and the built tool against the
// simulator, a stand-in for GitHub's deployments API and a local site serving a version page:
// the start waits for the commit's deployment; a failed deployment or a missing permission ends
// the step before any test; the build check waits for the site to serve the commit, and a site
// that changes during the test makes the verdict an error; the build check never carries the
// access token; an older running test is not attached to; a completed test of the same build is
// reported on without a start; on pull_request the head commit is the one judged.
import { afterAll, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  fakeGitHub,
  githubTime,
  stopFakeGitHubs,
  type FakeGitHub
} from '../../scripts/fake-github.js'
import { ACCESS, ESTATE, estateScenario, shopScenario } from '../../sim/accounts.js'
import { startServer, type ScriptedServer } from '../../__fixtures__/http-server.js'
import { closeSims, count, startSim, until } from '../../__fixtures__/simulator.js'
import { failureLine, notices, scan, stepDirs, warnings } from '../../__fixtures__/step.js'
import { filesUnder } from '../../__fixtures__/step-files.js'
import { readFileSync } from 'node:fs'
import { tool, TOOL_SCAN } from '../../__fixtures__/tool.js'

const HEAD = '0123456789abcdef0123456789abcdef01234567'
const MERGE = 'fedcba9876543210fedcba9876543210fedcba98'
const OTHER = 'aaaabbbbccccddddeeeeffff0000111122223333'
const START = '/rest/v2/test/start'

const sites: ScriptedServer[] = []
afterAll(async () => {
  await closeSims()
  await stopFakeGitHubs()
  for (const s of sites.splice(0)) await s.close()
})

async function github(): Promise<FakeGitHub> {
  const gh = await fakeGitHub()
  return gh
}

/** A site whose /__version__ answers Dockerflow's JSON with `commit()`'s answer at each request. */
async function site(commit: () => string): Promise<ScriptedServer> {
  const s = await startServer(() => ({
    json: { source: 'https://github.com/octo/shop', version: '1.2.3', commit: commit() }
  }))
  sites.push(s)
  return s
}

/** The runner's variables of a push of HEAD to octo/shop, against `gh`. */
function pushEnv(gh: FakeGitHub): Record<string, string> {
  return { GITHUB_API_URL: gh.url, GITHUB_EVENT_NAME: 'push', GITHUB_SHA: HEAD }
}

const GATE = { 'fail-threshold': 'none', timeout: '20s' }

it.concurrent(
  'the start waits for the deployment of the commit to succeed: no start request before it',
  async () => {
    const gh = await github()
    const sim = await startSim(shopScenario())
    const d = gh.addDeployment(HEAD, 'preview', Date.now(), { state: 'in_progress' })
    const statusPolls = (): number =>
      gh.requests.filter((r) => r.path.includes(`/deployments/${d.id}/statuses`)).length
    const running = scan(
      sim,
      { ...GATE, 'deployment-environment': 'preview' },
      { env: pushEnv(gh) }
    )
    expect(await until(() => statusPolls() >= 2, 20_000)).toBe(true)
    expect(count(sim, 'POST', START)).toBe(0)
    gh.addDeploymentStatus(d, { state: 'success', environment_url: 'https://shop.example.com/' })
    const run = await running
    expect(run.outputs.outcome).toBe('passed')
    expect(count(sim, 'POST', START)).toBe(1)
    expect(run.outputs.commit).toBe(HEAD)
    expect(run.outputs.reused).toBe('false')
    // Asked for this commit and environment, with the github-token.
    const first = gh.deploymentRequests()[0]
    expect(first?.path).toBe(
      `/repos/octo/shop/deployments?sha=${HEAD}&environment=preview&per_page=1`
    )
    expect(first?.authorization).toBe('token ghs_exampletoken000000000000000000')
    // The deployment's URL is the application's: no warning about another site.
    expect(warnings(run).filter((w) => w.includes("deployment's URL"))).toEqual([])
  }
)

it.concurrent(
  'a failed deployment ends the step as an error with its link, before any test',
  async () => {
    const gh = await github()
    const sim = await startSim(shopScenario())
    gh.addDeployment(HEAD, 'preview', Date.now(), {
      state: 'failure',
      log_url: 'https://ci.example.com/deploys/17'
    })
    const run = await scan(
      sim,
      { ...GATE, 'deployment-environment': 'preview' },
      { env: pushEnv(gh) }
    )
    expect(run.outputs.outcome).toBe('error')
    expect(run.exitCode).toBe(1)
    expect(failureLine(run)).toBe(
      `The deployment of ${HEAD.slice(0, 12)} to preview ended in "failure" (https://ci.example.com/deploys/17); no test was started`
    )
    expect(count(sim, 'POST', START)).toBe(0)
    expect(run.outputs.commit).toBe(HEAD)
  }
)

it.concurrent('without `deployments: read` (403): one clear line, no test', async () => {
  const gh = await github()
  gh.failDeploymentsWith = 403
  const sim = await startSim(shopScenario())
  const run = await scan(
    sim,
    { ...GATE, 'deployment-environment': 'preview' },
    { env: pushEnv(gh) }
  )
  expect(run.outputs.outcome).toBe('error')
  expect(failureLine(run)).toBe(
    `Could not read the deployment of ${HEAD.slice(0, 12)} to preview: HTTP 403 from GitHub: the github-token may not read deployments (the job needs \`deployments: read\`)`
  )
  expect(count(sim, 'POST', START)).toBe(0)
})

it.concurrent(
  'build check: a site still serving another build is waited for; the test starts once it serves the commit, and the check never carries the access token',
  async () => {
    let served = OTHER
    const s = await site(() => served)
    const sim = await startSim(shopScenario({ app: { url: s.url } }))
    const running = scan(
      sim,
      { ...GATE, 'build-check': '/__version__', commit: HEAD.slice(0, 10) },
      { env: { GITHUB_EVENT_NAME: 'push' } }
    )
    expect(await until(() => s.requests.length >= 2, 20_000)).toBe(true)
    expect(count(sim, 'POST', START)).toBe(0)
    served = HEAD
    const run = await running
    expect(run.outputs.outcome).toBe('passed')
    expect(run.outputs.commit).toBe(HEAD.slice(0, 10))
    expect(count(sim, 'POST', START)).toBe(1)
    // Checked before and after the test, on the application's origin, with no token anywhere.
    expect(s.requests.every((r) => r.path === '/__version__')).toBe(true)
    for (const r of s.requests) {
      expect(r.headers.authorization).toBeUndefined()
      expect(JSON.stringify(r.headers)).not.toContain(ACCESS)
      expect(Object.keys(r.headers).filter((h) => /token|auth|cookie/i.test(h))).toEqual([])
    }
    expect(run.stdout).toContain(
      `does not serve ${HEAD.slice(0, 10)} yet (it served commit ${OTHER}); waiting`
    )
  }
)

it.concurrent(
  'build check: a site that never serves the commit ends the step as an error naming what it served',
  async () => {
    const s = await site(() => OTHER)
    const sim = await startSim(shopScenario({ app: { url: s.url } }))
    const run = await scan(
      sim,
      { ...GATE, timeout: '3s', 'build-check': `${s.url}/__version__` },
      { env: { GITHUB_EVENT_NAME: 'push', GITHUB_SHA: HEAD } }
    )
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toBe(
      `The site did not serve commit ${HEAD.slice(0, 12)} within the timeout (3s): ${s.url}/__version__ served commit ${OTHER}; no test was started`
    )
    expect(count(sim, 'POST', START)).toBe(0)
  }
)

it.concurrent(
  'build check: a site that serves another build after the test makes the verdict an error, never passed',
  async () => {
    const s = await site(() => (s.requests.length <= 1 ? HEAD : OTHER))
    const sim = await startSim(shopScenario({ app: { url: s.url } }))
    const run = await scan(
      sim,
      { ...GATE, 'build-check': `${s.url}/__version__` },
      { env: { GITHUB_EVENT_NAME: 'push', GITHUB_SHA: HEAD } }
    )
    expect(count(sim, 'POST', START)).toBe(1)
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toBe(
      `The site served another build during the test: after the test ${s.url}/__version__ served commit ${OTHER}, not commit ${HEAD.slice(0, 12)}`
    )
    // The findings are still reported; the page was asked three times after the test.
    expect(run.outputs['unfixed-count']).toBe('7')
    expect(s.requests.length).toBe(4)
  }
)

it.concurrent(
  'build check: a full URL on another origin than the application’s is refused before any request, naming both origins — it never counts as showing the build',
  async () => {
    const gh = await github()
    const s = await site(() => HEAD)
    const sim = await startSim(shopScenario())
    const run = await scan(
      sim,
      { ...GATE, 'build-check': `${s.url}/__version__` },
      { env: pushEnv(gh) }
    )
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toBe(
      `The build-check ${s.url}/__version__ is on ${s.url}, not on the application's origin https://shop.example.com: it would show only what that site serves, not what the test judges, and no test was started. Give a path (such as /__version__, taken on the application's origin) or a full URL on https://shop.example.com`
    )
    expect(s.requests.length).toBe(0)
    expect(count(sim, 'POST', START)).toBe(0)
    // No default-branch record claims the site served the commit: the verdict recorded is an error.
    expect(
      gh.requests
        .filter((r) => r.method === 'POST')
        .map((r) => (r.body as { state?: string } | undefined)?.state)
    ).toEqual(['error'])
  }
)

it.concurrent(
  'build check: a secret in the URL’s query (a protection bypass) is sent, but appears in no log line, output or file',
  async () => {
    const SECRET = 'bypass5ecret0000zq7neverprint'
    const s = await site(() => (s.requests.length === 1 || s.requests.length > 2 ? OTHER : HEAD))
    const sim = await startSim(shopScenario({ app: { url: s.url } }))
    const run = await scan(
      sim,
      {
        ...GATE,
        'build-check': `${s.url}/__version__?x-vercel-protection-bypass=${SECRET}#top`
      },
      { env: { GITHUB_EVENT_NAME: 'push', GITHUB_SHA: HEAD } }
    )
    // Asked before (twice) and after the test, each time with the query.
    expect(s.requests.length).toBe(5)
    for (const r of s.requests) expect(r.query['x-vercel-protection-bypass']).toBe(SECRET)
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toBe(
      `The site served another build during the test: after the test ${s.url}/__version__?… served commit ${OTHER}, not commit ${HEAD.slice(0, 12)}`
    )
    expect(run.stdout).toContain(`${s.url}/__version__?… does not serve`)
    const written = filesUnder(run.dirs.temp, run.dirs.workspace).map((f) =>
      readFileSync(f, 'utf8')
    )
    expect(written.join('\n')).toContain('/__version__?…')
    for (const text of [
      run.stdout,
      run.stderr,
      run.summary,
      JSON.stringify(run.outputs),
      ...written
    ]) {
      expect(text).not.toContain(SECRET)
    }
  }
)

it.concurrent(
  'build check: a connection dropped once after the test is looked at again, not taken for another build',
  async () => {
    const s = await startServer((_req, i) =>
      i === 1 ? { drop: true } : { json: { commit: HEAD } }
    )
    sites.push(s)
    const sim = await startSim(shopScenario({ app: { url: s.url } }))
    const run = await scan(
      sim,
      { ...GATE, 'build-check': `${s.url}/__version__` },
      { env: { GITHUB_EVENT_NAME: 'push', GITHUB_SHA: HEAD } }
    )
    expect(run.outputs.outcome).toBe('passed')
    expect(s.requests.length).toBe(3)
  }
)

it.concurrent(
  'an older running test (started before the deployment succeeded) is not attached to: it is waited out, then this build’s test starts',
  async () => {
    const gh = await github()
    const older = 'older000000000000000000000000001'
    const sim = await startSim(
      shopScenario({
        test: { durationMs: 7_000 },
        // It runs for 6 s more from the simulator's start: a loaded machine's slow process
        // start still finds it running (at 2 s it was sometimes already done).
        app: { runningTest: { resultToken: older, startedAgoMs: 1_000 } }
      })
    )
    gh.addDeployment(HEAD, 'preview', Date.now() - 500, {
      state: 'success',
      environment_url: 'https://shop.example.com/'
    })
    const run = await scan(
      sim,
      { ...GATE, 'deployment-environment': 'preview' },
      { env: pushEnv(gh) }
    )
    expect(run.outputs.outcome).toBe('passed')
    expect(count(sim, 'POST', START)).toBe(1)
    expect(run.outputs['result-token']).not.toBe(older)
    expect(notices(run)).toContainEqual(
      expect.stringContaining(
        `running test ${older} started before this build was deployed: not attaching`
      )
    )
  }
)

it.concurrent(
  'a completed test of the same build is reported on with no start request (reuse: same-build); a later deployment rules it out',
  async () => {
    const now = Date.now()
    const done = 'done0000000000000000000000000001'
    const arrange = {
      app: {
        pastSessions: [{ resultToken: done, startTime: now - 60_000, endTime: now - 30_000 }]
      }
    }
    const gh = await github()
    gh.addDeployment(HEAD, 'preview', now - 130_000, {
      state: 'success',
      environment_url: 'https://shop.example.com/',
      created_at: githubTime(now - 120_000)
    })
    const sim = await startSim(shopScenario(arrange))
    const run = await scan(
      sim,
      { ...GATE, 'deployment-environment': 'preview' },
      { env: pushEnv(gh) }
    )
    expect(run.outputs.outcome).toBe('passed')
    expect(count(sim, 'POST', START)).toBe(0)
    expect(run.outputs['result-token']).toBe(done)
    expect(run.outputs.reused).toBe('true')
    expect(run.outputs['unfixed-count']).toBe('7')
    expect(run.stdout).toContain(`Reusing test ${done} (reuse: same-build): it ran from `)

    // Another commit deployed to preview before that test ended: it may have tested that one.
    gh.addDeployment(OTHER, 'preview', now - 45_000, { state: 'success' })
    const sim2 = await startSim(shopScenario(arrange))
    const again = await scan(
      sim2,
      { ...GATE, 'deployment-environment': 'preview' },
      { env: pushEnv(gh) }
    )
    expect(count(sim2, 'POST', START)).toBe(1)
    expect(again.outputs.reused).toBe('false')
    expect(again.outputs['result-token']).not.toBe(done)
    // And the new test judged whatever preview served after that deployment: not this build.
    expect(again.outputs.outcome).toBe('error')
    expect(failureLine(again)).toMatch(
      new RegExp(
        `^Another build was deployed during the test: commit ${OTHER.slice(0, 12)} to preview`
      )
    )

    // reuse: never always starts a test.
    const sim3 = await startSim(shopScenario(arrange))
    const never = await scan(
      sim3,
      { ...GATE, 'deployment-environment': 'preview', reuse: 'never' },
      { env: pushEnv(gh) }
    )
    expect(count(sim3, 'POST', START)).toBe(1)
    expect(never.outputs.reused).toBe('false')
  }
)

it.concurrent(
  'on pull_request the head commit from the event is judged, not GITHUB_SHA (the merge commit)',
  async () => {
    const gh = await github()
    gh.addDeployment(HEAD, 'preview', Date.now(), {
      state: 'success',
      environment_url: 'https://shop.example.com/'
    })
    const sim = await startSim(shopScenario())
    const dirs = stepDirs()
    const event = join(dirs.temp, 'event.json')
    writeFileSync(event, JSON.stringify({ pull_request: { number: 7, head: { sha: HEAD } } }))
    const run = await scan(
      sim,
      { ...GATE, 'deployment-environment': 'preview' },
      {
        dirs,
        env: {
          GITHUB_API_URL: gh.url,
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_EVENT_PATH: event,
          GITHUB_SHA: MERGE
        }
      }
    )
    expect(run.outputs.outcome).toBe('passed')
    expect(run.outputs.commit).toBe(HEAD)
    expect(gh.deploymentRequests()[0]?.path).toContain(`sha=${HEAD}`)
    expect(gh.requests.some((r) => r.path.includes(MERGE))).toBe(false)
  }
)

it.concurrent(
  'the start command waits for the deployment too: a failed one starts nothing; a successful one starts the test',
  async () => {
    const gh = await github()
    const d = gh.addDeployment(HEAD, 'staging', Date.now(), { state: 'error' })
    const sim = await startSim(shopScenario())
    const inputs = { ...GATE, command: 'start', 'deployment-environment': 'staging' }
    const failed = await scan(sim, inputs, { env: pushEnv(gh) })
    expect(failed.outputs.outcome).toBe('error')
    expect(failureLine(failed)).toBe(
      `The deployment of ${HEAD.slice(0, 12)} to staging ended in "error"; no test was started`
    )
    expect(count(sim, 'POST', START)).toBe(0)

    gh.addDeploymentStatus(d, { state: 'success', environment_url: 'https://shop.example.com/' })
    const started = await scan(sim, inputs, { env: pushEnv(gh) })
    expect(started.outputs.outcome).toBe('started')
    expect(started.outputs.commit).toBe(HEAD)
    expect(count(sim, 'POST', START)).toBe(1)
  }
)

it.concurrent(
  'several applications share one build: its deployment is waited for once, each site is checked',
  async () => {
    const gh = await github()
    const d = gh.addDeployment(HEAD, 'preview', Date.now(), { state: 'queued' })
    const s = await site(() => HEAD)
    // One deployment cannot be on three origins: each application's own site shows the build
    // (here all three on the version page's server), checked on its origin.
    const estate = estateScenario()
    for (const app of estate.projects![0]!.applications!) app.url = s.url
    const sim = await startSim(estate)
    const running = scan(
      sim,
      {
        ...GATE,
        'application-token': ESTATE.join(','),
        'deployment-environment': 'preview',
        'build-check': '/__version__'
      },
      { env: pushEnv(gh) }
    )
    expect(await until(() => gh.deploymentRequests().length >= 2, 20_000)).toBe(true)
    expect(count(sim, 'POST', START)).toBe(0)
    gh.addDeploymentStatus(d, { state: 'success' })
    const run = await running
    expect(run.outputs.outcome).toBe('passed')
    expect(count(sim, 'POST', START)).toBe(3)
    expect(run.outputs.commit).toBe(HEAD)
    expect(run.outputs.reused).toBe('false')
    // One wait for the step: the commit's deployments listed once per poll, not per application.
    const polls = gh.deploymentRequests().filter((r) => r.path.includes(`sha=${HEAD}`)).length
    const statusPolls = gh.deploymentRequests().filter((r) => r.path.includes('/statuses')).length
    expect(polls).toBe(statusPolls)
    expect(statusPolls).toBeLessThan(6)
    // Each application's site checked before and after its test.
    expect(s.requests.length).toBe(6)
  }
)

it.concurrent(
  'several applications: the build checks after the tests run side by side, not one at a time under the shared lock',
  async () => {
    const arrivals: number[] = []
    const s = await startServer((_req, i) => {
      arrivals.push(Date.now())
      // Before the starts at once; after the tests slowly, as a far-away site would answer.
      return i < ESTATE.length
        ? { json: { commit: HEAD } }
        : { json: { commit: HEAD }, delayMs: 3_000 }
    })
    sites.push(s)
    const quick = { durationMs: 500 }
    const estate = estateScenario(Object.fromEntries(ESTATE.map((token) => [token, quick])))
    // Every application served by the one site: the check is on each one's origin.
    for (const app of estate.projects?.flatMap((p) => p.applications) ?? [])
      if (app) app.url = s.url
    const sim = await startSim(estate)
    const run = await scan(
      sim,
      {
        ...GATE,
        'application-token': ESTATE.join(','),
        'build-check': `${s.url}/__version__`
      },
      { env: { GITHUB_EVENT_NAME: 'push', GITHUB_SHA: HEAD } }
    )
    expect(run.outputs.outcome).toBe('passed')
    expect(arrivals.length).toBe(2 * ESTATE.length)
    const after = arrivals.slice(ESTATE.length)
    // Under the lock each would wait for the one before it (3 s apiece).
    expect(Math.max(...after) - Math.min(...after)).toBeLessThan(2_500)
  }
)

it.concurrent(
  'the tool: the commit from CI_COMMIT_SHA, --commit over it, checked with --build-check; deployment-environment refused',
  async () => {
    const s = await site(() => HEAD)
    const sim = await startSim(shopScenario({ app: { url: s.url } }))
    const gitlab = { GITLAB_CI: 'true', CI_COMMIT_SHA: HEAD }
    const run = await tool(
      sim,
      'scan',
      { ...TOOL_SCAN, 'fail-threshold': 'none', 'build-check': '/__version__' },
      { env: gitlab }
    )
    expect(run.outputs.outcome).toBe('passed')
    expect(run.outputs.commit).toBe(HEAD)
    expect(s.requests.length).toBe(2)

    const other = await tool(
      sim,
      'scan',
      {
        ...TOOL_SCAN,
        'fail-threshold': 'none',
        commit: OTHER,
        timeout: '2s',
        'build-check': '/__version__'
      },
      { env: gitlab }
    )
    expect(other.outputs.outcome).toBe('error')
    expect(other.outputs.commit).toBe(OTHER)
    expect(other.exitCode).toBe(2)

    const refused = await tool(
      sim,
      'scan',
      { ...TOOL_SCAN, 'deployment-environment': 'preview' },
      { env: gitlab }
    )
    expect(refused.exitCode).toBe(2)
    expect(refused.stderr).toContain(
      '--deployment-environment: is for the GitHub Action only: the tool cannot see deployments'
    )
  }
)
