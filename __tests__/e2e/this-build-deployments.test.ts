// Issue 29, "the build the verdict is about", through the BUILT action against the simulator, a
// stand-in for GitHub's deployments API and a local site serving a version page:
// - a deployment whose URL is on another origin than the application's (or that names none) does
//   not show what the test judged: without a build check passing on the application's origin the
//   step ends `error` before any test, naming both origins and the fix; with one, it passes and
//   every report says the build was shown by the build check only;
// - another commit deployed to the environment while the test runs makes the verdict `error`, and
//   the run never becomes the default branch's baseline; a redeploy of the same commit is the same
//   build; a lookup that cannot be made after the test fails closed.
/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read parsed files loosely */
import { afterAll, expect, it } from '@jest/globals'
import {
  fakeGitHub,
  githubTime,
  stopFakeGitHubs,
  type FakeGitHub
} from '../../scripts/fake-github.js'
import { shopScenario } from '../../sim/accounts.js'
import { startServer, type ScriptedServer } from '../../__fixtures__/http-server.js'
import { closeSims, count, startSim, until, type Simulator } from '../../__fixtures__/simulator.js'
import { crashSigns, failureLine, scan, warnings, type StepRun } from '../../__fixtures__/step.js'
import { plain, readJson, reportOf } from '../../__fixtures__/step-files.js'

const HEAD = '0123456789abcdef0123456789abcdef01234567'
const OTHER = 'aaaabbbbccccddddeeeeffff0000111122223333'
const START = '/rest/v2/test/start'
const STATUS = '/rest/v2/test/status'
const SHOP = 'https://shop.example.com'

const sites: ScriptedServer[] = []
afterAll(async () => {
  await closeSims()
  await stopFakeGitHubs()
  for (const s of sites.splice(0)) await s.close()
})

/** A site whose /__version__ answers Dockerflow's JSON naming `commit`. */
async function site(commit: string): Promise<ScriptedServer> {
  const s = await startServer(() => ({ json: { commit } }))
  sites.push(s)
  return s
}

/** A push of HEAD to the default branch of octo/shop, against `gh`: a run that may record. */
function onMain(gh: FakeGitHub): Record<string, string> {
  gh.pushCommit(HEAD)
  gh.workflowRuns.set(42, { event: 'push', head_branch: 'main', head_sha: HEAD })
  return {
    GITHUB_API_URL: gh.url,
    GITHUB_EVENT_NAME: 'push',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_SHA: HEAD
  }
}

/** With baseline: default-branch, a passing run of the default branch records itself. */
const GATE = {
  'fail-threshold': 'none',
  timeout: '20s',
  'deployment-environment': 'preview',
  baseline: 'default-branch'
}

/**
 * The records a later run could take as its baseline: every run records its verdict (issue 30),
 * but only a pass that does not say `not a baseline` may serve as one.
 */
const baselineWrites = (gh: FakeGitHub): string[] =>
  gh.requests
    .filter((r) => r.method === 'POST' && r.path.includes('/statuses/'))
    .filter((r) => {
      const body = r.body as { state?: string; description?: string } | undefined
      return body?.state === 'success' && !body.description?.includes('not a baseline')
    })
    .map((r) => r.path)

/** The build as the JSON report and SARIF's run properties describe it. */
function builds(run: StepRun): any[] {
  const sarif = readJson(run.outputs['sarif-file'] as string) as any
  return [reportOf<any>(run).build, sarif.runs[0].properties.build]
}

it.concurrent(
  'a deployment on another origin, with no build check: error before any test, naming both origins and the fix',
  async () => {
    const gh = await github()
    gh.addDeployment(HEAD, 'preview', Date.now(), {
      state: 'success',
      environment_url: 'https://shop-git-feature.example.app/'
    })
    const sim = await startSim(shopScenario())
    const run = await scan(sim, GATE, { env: onMain(gh) })
    expect(crashSigns(run)).toEqual([])
    expect(run.outputs.outcome).toBe('error')
    expect(count(sim, 'POST', START)).toBe(0)
    expect(failureLine(run)).toBe(
      `The deployment of ${HEAD.slice(0, 12)} to preview is at https://shop-git-feature.example.app, not at the application's origin ${SHOP}: it does not show what the test would judge, and no test was started. Add a build-check that the application's site passes (a path such as /__version__ is taken on its origin), or set deployment-environment to the environment that serves ${SHOP}`
    )
    // Every report says the deployment showed nothing about the application's site.
    for (const b of builds(run)) {
      expect(b).toMatchObject({ commit: HEAD, shownBy: 'nothing' })
      expect(b.deployment.site).toBe('elsewhere')
    }
    expect(plain(run.summary)).not.toContain('shown by the deployment')
    expect(baselineWrites(gh)).toEqual([])
  }
)

it.concurrent(
  'a deployment that names no URL cannot show it is the application’s: the same error; a build check on another origin does not stand in for one on the application’s',
  async () => {
    const gh = await github()
    gh.addDeployment(HEAD, 'preview', Date.now(), { state: 'success' })
    const sim = await startSim(shopScenario())
    const run = await scan(sim, GATE, { env: onMain(gh) })
    expect(run.outputs.outcome).toBe('error')
    expect(count(sim, 'POST', START)).toBe(0)
    expect(failureLine(run)).toMatch(
      new RegExp(
        `^The deployment of ${HEAD.slice(0, 12)} to preview names no URL: it does not show that the application's origin ${SHOP} serves it, and no test was started\\. Add a build-check`
      )
    )
    expect(reportOf<any>(run).build.deployment.site).toBe('unknown')

    // A build check elsewhere (the deployment's own site) shows nothing about the application's.
    const s = await site(HEAD)
    const elsewhere = await scan(
      sim,
      { ...GATE, 'build-check': `${s.url}/__version__` },
      { env: onMain(gh) }
    )
    expect(elsewhere.outputs.outcome).toBe('error')
    expect(count(sim, 'POST', START)).toBe(0)
    // Refused as it stands, before the deployment is even looked at.
    expect(failureLine(elsewhere)).toMatch(
      new RegExp(
        `^The build-check ${s.url}/__version__ is on ${s.url}, not on the application's origin ${SHOP}: `
      )
    )
  }
)

it.concurrent(
  'a deployment on another origin with a build check passing on the application’s origin: passes, shown by the build check only',
  async () => {
    const gh = await github()
    const s = await site(HEAD)
    gh.addDeployment(HEAD, 'preview', Date.now() - 5_000, {
      state: 'success',
      environment_url: 'https://shop-git-feature.example.app/'
    })
    const sim = await startSim(shopScenario({ app: { url: s.url } }))
    const run = await scan(sim, { ...GATE, 'build-check': '/__version__' }, { env: onMain(gh) })
    expect(crashSigns(run)).toEqual([])
    expect(run.outputs.outcome).toBe('passed')
    expect(count(sim, 'POST', START)).toBe(1)
    for (const b of builds(run)) {
      expect(b.shownBy).toBe('build-check')
      expect(b.deployment.site).toBe('elsewhere')
      expect(b.buildCheck.result).toBe('served the commit before and after the test')
    }
    const summary = plain(run.summary)
    expect(summary).toContain('shown by the build check')
    expect(summary).not.toContain('shown by the deployment')
    expect(summary).toContain(
      "deployed to preview at [https://shop-git-feature.example.app/](https://shop-git-feature.example.app/) (another origin than the application's: not what was tested)"
    )
    expect(warnings(run)).toContainEqual(
      `The deployment's URL (https://shop-git-feature.example.app/) is not on the application's origin (${s.url}): only the build check shows what the test judges`
    )
    // Its environment's other deployments are never asked: not for reuse, not after the test.
    expect(gh.deploymentRequests().filter((r) => !r.path.includes(`sha=${HEAD}`))).toEqual([
      expect.objectContaining({ path: expect.stringMatching(/\/statuses\?per_page=1$/) })
    ])
    // The record on the default branch says what showed the build.
    expect(gh.statuses.get(HEAD)?.[0]?.description).not.toContain('not shown')
    expect(gh.statuses.get(HEAD)?.[0]?.state).toBe('success')
  }
)

/** The shop's test (4 s), and a fake GitHub whose environment has HEAD's success on the shop. */
async function deployedShop(): Promise<{ gh: FakeGitHub; sim: Simulator }> {
  const gh = await github()
  gh.addDeployment(HEAD, 'preview', Date.now() - 60_000, {
    state: 'success',
    environment_url: `${SHOP}/`,
    created_at: githubTime(Date.now() - 50_000)
  })
  const sim = await startSim(shopScenario({ test: { durationMs: 4_000 } }))
  return { gh, sim }
}

/** Once the test is running (its status polled), `then` happens: a deployment meanwhile. */
async function whileTesting(sim: Simulator, then: () => void): Promise<void> {
  expect(await until(() => count(sim, 'GET', STATUS) >= 1, 20_000)).toBe(true)
  then()
}

it.concurrent(
  'another commit deployed to the environment during the test: error, never the baseline',
  async () => {
    const { gh, sim } = await deployedShop()
    const running = scan(sim, GATE, { env: onMain(gh) })
    await whileTesting(sim, () => {
      gh.addDeployment(OTHER, 'preview', Date.now(), {
        state: 'success',
        environment_url: `${SHOP}/`
      })
    })
    const run = await running
    expect(crashSigns(run)).toEqual([])
    expect(count(sim, 'POST', START)).toBe(1)
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toMatch(
      new RegExp(
        `^Another build was deployed during the test: commit ${OTHER.slice(0, 12)} to preview \\(created \\d{4}-\\d\\d-\\d\\dT[\\d:]+Z, success at \\d{4}-\\d\\d-\\d\\dT[\\d:]+Z\\); the verdict would be about whichever build the site served$`
      )
    )
    // The findings are still reported; nothing is recorded as the default branch's baseline.
    expect(run.outputs['unfixed-count']).toBe('7')
    expect(baselineWrites(gh)).toEqual([])
    expect(run.stdout).not.toContain('Baseline recorded')
  }
)

it.concurrent(
  'another commit’s deployment still under way when the test ends counts too: the site may already serve it',
  async () => {
    const { gh, sim } = await deployedShop()
    const running = scan(sim, GATE, { env: onMain(gh) })
    await whileTesting(sim, () => {
      gh.addDeployment(OTHER, 'preview', Date.now(), { state: 'in_progress' })
    })
    const run = await running
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toMatch(
      new RegExp(
        `^Another build was deployed during the test: commit ${OTHER.slice(0, 12)} to preview \\(created [^,]+, still in_progress\\)`
      )
    )
    expect(baselineWrites(gh)).toEqual([])
  }
)

it.concurrent(
  'the same commit redeployed during the test is the same build: passes and is recorded (as do another commit’s failed deployment, and one to another site of a shared environment)',
  async () => {
    const { gh, sim } = await deployedShop()
    const running = scan(sim, GATE, { env: onMain(gh) })
    await whileTesting(sim, () => {
      // Another commit's deployment that failed never replaced the site; one that names another
      // origin (another pull request's preview in a shared environment) is another site's.
      gh.addDeployment(OTHER, 'preview', Date.now(), { state: 'failure' })
      gh.addDeployment(OTHER, 'preview', Date.now(), {
        state: 'success',
        environment_url: 'https://pr-8.preview.example.com/'
      })
      gh.addDeployment(HEAD, 'preview', Date.now(), {
        state: 'success',
        environment_url: `${SHOP}/`
      })
    })
    const run = await running
    expect(run.outputs.outcome).toBe('passed')
    expect(run.stdout).toContain(
      `A redeploy of ${HEAD.slice(0, 12)} to preview during the test is the same build`
    )
    expect(reportOf<any>(run).build.shownBy).toBe('deployment')
    expect(baselineWrites(gh)).toEqual([`/repos/octo/shop/statuses/${HEAD}`])
  }
)

it.concurrent(
  'GitHub cannot be asked after the test: the verdict cannot be shown to be about this build, an error',
  async () => {
    const { gh, sim } = await deployedShop()
    const running = scan(sim, GATE, { env: onMain(gh) })
    await whileTesting(sim, () => {
      gh.failDeploymentsWith = 500
    })
    const run = await running
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toMatch(
      /^Could not tell whether another build was deployed to preview during the test \(GitHub answered HTTP 500: .*\); the verdict cannot be shown to be about this build$/
    )
    expect(baselineWrites(gh)).toEqual([])
  }
)

async function github(): Promise<FakeGitHub> {
  return fakeGitHub()
}
