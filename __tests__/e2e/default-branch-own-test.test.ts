// `baseline: default-branch`, the writing side (issues 29, 30): a reader takes a record only when
// its test started within the attempt that wrote it (record-run.ts). So a run's verdict record
// says it may serve as a baseline only for such a test: one it started, or one it reused (reuse:
// same-build) or attached to (if-running: attach) that began within this attempt. A reused test
// from before the run is reported on, passes and is recorded, but its record says `not a
// baseline` — one line says why — so no reader spends one of its lookup's slots on it.
import { afterAll, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fakeGitHub, githubTime, stopFakeGitHubs } from '../../scripts/fake-github.js'
import { shopScenario } from '../../sim/accounts.js'
import { closeSims, startSim } from '../../__fixtures__/simulator.js'
import { scan, stepDirs } from '../../__fixtures__/step.js'

afterAll(async () => {
  await closeSims()
  await stopFakeGitHubs()
})

const C1 = 'c1'.repeat(20)
const DONE = 'done0000000000000000000000000001'

it('a reused test that started before the run is recorded as no baseline (one line says why); one that started within the run is a baseline', async () => {
  const now = Date.now()
  const gh = await fakeGitHub()
  gh.pushCommit(C1)
  gh.addDeployment(C1, 'preview', now - 130_000, {
    state: 'success',
    environment_url: 'https://shop.example.com/',
    created_at: githubTime(now - 120_000)
  })
  const sim = await startSim(
    shopScenario({
      app: { pastSessions: [{ resultToken: DONE, startTime: now - 60_000, endTime: now - 30_000 }] }
    })
  )
  const onMain = (runId: number) => {
    const dirs = stepDirs()
    const env: Record<string, string> = {
      ...gh.runEnv(runId, 1),
      GITHUB_EVENT_NAME: 'push',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_SHA: C1,
      GITHUB_EVENT_PATH: join(dirs.temp, 'event.json')
    }
    writeFileSync(env.GITHUB_EVENT_PATH, JSON.stringify({ ref: 'refs/heads/main', after: C1 }))
    return scan(
      sim,
      { baseline: 'default-branch', 'fail-threshold': 'none', 'deployment-environment': 'preview' },
      { env, dirs }
    )
  }
  const writes = () =>
    gh.requests.filter((r) => r.method === 'POST' && r.path.includes('/statuses/'))

  // Run 997 began 10 s ago: the reused test (a minute ago) is not its own.
  gh.addRun(997, now - 10_000)
  const late = await onMain(997)
  expect(late.outputs.outcome).toBe('passed')
  expect(late.outputs.reused).toBe('true')
  expect(writes()).toHaveLength(1)
  expect(gh.statuses.get(C1)?.[0]?.description).toMatch(
    new RegExp(`^Passed: .* · test ${DONE} · run 997 · not a baseline$`)
  )
  expect(
    late.stdout.split('\n').filter((l) => l.startsWith('The record is not a baseline'))
  ).toEqual([
    expect.stringMatching(
      /^The record is not a baseline: the test this run reused started at \S+, before this run \(it began at \S+\), so no reader would take it as this run's/
    )
  ])

  // Run 998 began 5 minutes ago: the test it reuses started within it, and is recorded.
  gh.addRun(998, now - 300_000)
  const early = await onMain(998)
  expect(early.outputs.reused).toBe('true')
  expect(writes()).toHaveLength(2)
  expect(gh.statuses.get(C1)?.[0]?.description).toMatch(
    new RegExp(`^Passed: .* · test ${DONE} · run 998$`)
  )
})
