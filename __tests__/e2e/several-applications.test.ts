// Several applications in one step, through the built action against the simulator: the
// storefront fails, the API is clean, the admin has one low finding (below fail-threshold: high);
// their tests take 1.5 s, 0.5 s and 2.5 s.
import { afterAll, describe, expect, it } from '@jest/globals'
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ADMIN, API, ESTATE, STORE, estateScenario } from '../../sim/accounts.js'
import { FakeGitHub } from '../../scripts/fake-github.js'
import { closeSims, count, startSim, type Simulator } from '../../__fixtures__/simulator.js'
import {
  crashSigns,
  failureLine,
  notices,
  postOf,
  signalWhen,
  step,
  stepDirs,
  type StepRun
} from '../../__fixtures__/step.js'
import { plain, readJson } from '../../__fixtures__/step-files.js'
import type { Scenario, TestBehaviour } from '../../sim/index.js'

afterAll(closeSims)

const INPUTS = {
  // A YAML block scalar: one token a line.
  'application-token': `${ESTATE.join('\n')}\n`,
  'poll-interval': '1s',
  timeout: '1m',
  'fail-threshold': 'high'
}

const START = '/rest/v2/test/start'
const STOP = '/rest/v2/test/stop'

function estate(
  tests: Partial<Record<string, Partial<TestBehaviour>>> = {},
  extra: Partial<Scenario> = {}
): Promise<Simulator> {
  return startSim(estateScenario(tests, extra))
}

interface Result {
  'application-token': string
  'application-name': string | null
  'result-token': string | null
  outcome: string
  status: string | null
  'unfixed-count'?: number
  'critical-count'?: number
  'low-count'?: number
  'report-file': string | null
  'sarif-file': string | null
}

const resultsOf = (run: StepRun): Result[] => JSON.parse(run.outputs.results ?? '[]') as Result[]

/** A pull request for the step to comment on, on a fake GitHub. */
async function pullRequest(): Promise<{
  gh: FakeGitHub
  dirs: ReturnType<typeof stepDirs>
  env: Record<string, string>
}> {
  const gh = await new FakeGitHub().start()
  const dirs = stepDirs()
  const event = join(dirs.temp, 'event.json')
  writeFileSync(event, JSON.stringify({ pull_request: { number: 7 } }))
  const env = {
    GITHUB_EVENT_PATH: event,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_API_URL: gh.url,
    GITHUB_REPOSITORY: 'octo/estate'
  }
  return { gh, dirs, env }
}

describe('scan of three applications in one step', () => {
  it.concurrent(
    'starts three tests, gives one verdict, results per application, one summary, SARIF category and comment',
    async () => {
      const sim = await estate()
      const { gh, dirs, env } = await pullRequest()
      try {
        const run = await step(sim, { ...INPUTS, comment: 'true' }, { env, dirs })
        expect(crashSigns(run)).toEqual([])
        expect(count(sim, 'POST', START)).toBe(3)
        expect(count(sim, 'POST', STOP)).toBe(0)

        // One verdict: the storefront's gate failure fails the step, named by its application.
        expect(run.exitCode).toBe(1)
        expect(run.outputs.outcome).toBe('failed')
        const failure = failureLine(run) ?? ''
        expect(failure).toMatch(/^Storefront: /)
        expect(failure).not.toMatch(/API:|Admin:/)

        const results = resultsOf(run)
        expect(
          results.map((r) => [r['application-token'], r['application-name'], r.outcome])
        ).toEqual([
          [STORE, 'Storefront', 'failed'],
          [API, 'API', 'passed'],
          [ADMIN, 'Admin', 'passed']
        ])
        expect(results.map((r) => r['unfixed-count'])).toEqual([7, 0, 1])
        expect(results.map((r) => r['critical-count'])).toEqual([1, 0, 0])
        expect(results.map((r) => r['low-count'])).toEqual([1, 0, 1])
        expect(results.every((r) => r.status === 'completed')).toBe(true)
        // Counts are summed; the result tokens listed in the order of the applications.
        expect(run.outputs['unfixed-count']).toBe('8')
        expect(run.outputs['low-count']).toBe('2')
        expect(run.outputs['result-token']).toBe(results.map((r) => r['result-token']).join(','))

        // One JSON report and one SARIF file per application, each in its folder output.
        const sarifDir = run.outputs['sarif-file'] ?? ''
        expect(readdirSync(sarifDir).sort()).toHaveLength(3)
        const categories = results.map((r) => {
          expect(r['sarif-file']?.startsWith(sarifDir)).toBe(true)
          const log = readJson(r['sarif-file'] ?? '') as {
            runs: Array<{ automationDetails: { id: string }; results: unknown[] }>
          }
          return log.runs[0]?.automationDetails.id
        })
        expect(new Set(categories).size).toBe(3)
        expect(categories[0]).toContain(STORE)
        const reports = results.map(
          (r) =>
            readJson(r['report-file'] ?? '') as { application: { token: string }; outcome: string }
        )
        expect(reports.map((r) => [r.application.token, r.outcome])).toEqual([
          [STORE, 'failed'],
          [API, 'passed'],
          [ADMIN, 'passed']
        ])

        // One job summary: the overview, then each application's section.
        const summary = plain(run.summary)
        expect(summary.match(/^## Security test: /gm)).toHaveLength(1)
        expect(summary).toContain(
          '## Security test: ❌ Failed · 3 applications (2 passed, 1 did not)'
        )
        // The overview lists what each application has open, by severity (only those it has).
        expect(summary).toContain(
          '| Storefront | ❌ Failed | 1 🔴 Critical · 2 🟠 High · 1 🟡 Medium · 1 🔵 Low · 1 ⚪ Very low · 1 ❔ Unknown | 7 |'
        )
        expect(summary).toContain('| API | ✅ Passed | none | 0 |')
        // Each application's section a level below the step's headline; a passing one with
        // nothing open is its verdict line, not a table of zeros.
        const sections = [
          '\n### Storefront: ❌ Failed',
          '\n### API: ✅ Passed',
          '\n### Admin: ✅ Passed'
        ]
        const at = sections.map((s) => summary.indexOf(s))
        expect(at.every((i) => i > 0)).toBe(true)
        expect([...at].sort((a, b) => a - b)).toEqual(at)
        const api = summary.slice(at[1], at[2])
        expect(api).not.toContain('|')
        // A sentence under the heading that says it passed, not "passed: …" again.
        expect(api).toMatch(/^\n### API: ✅ Passed\n\nNo [^\n]+\.\n/)
        // One Fix first in the step's summary: the step's, not one more in each section (issue 31).
        expect(summary.match(/Fix first/g)).toHaveLength(1)
        expect(summary.slice(at[0], at[1])).toContain('\n#### Unfixed\n')
        // The step's own Fix first, across its applications: after the overview, before any
        // application's section, each row named by its application, worst first.
        const stepFix = summary.indexOf('\n### Fix first\n')
        expect(stepFix).toBeGreaterThan(summary.indexOf('| API | ✅ Passed'))
        expect(stepFix).toBeLessThan(at[0]!)
        const fixFirst = summary.slice(stepFix, at[0])
        expect(fixFirst).toContain('| Application | Severity | Finding | Method | URL |')
        expect(fixFirst.split('\n').find((l) => l.startsWith('| Storefront'))).toMatch(
          /^\| Storefront \| 🔴 Critical \| SQL Injection \|/
        )
        expect(fixFirst).not.toMatch(/\| (API|Admin) \|/)

        // Annotations name their application and stay within GitHub's 10 per level.
        const errors = run.stdout.split('\n').filter((l) => /^::error title=/.test(l))
        expect(errors.length).toBeGreaterThan(0)
        expect(errors.length).toBeLessThanOrEqual(10)
        expect(errors.every((l) => l.startsWith('::error title=Storefront%3A '))).toBe(true)

        // One comment for the step, listing every application.
        const comments = gh.comments.get(7) ?? []
        expect(comments).toHaveLength(1)
        const body = plain(comments[0]?.body ?? '')
        for (const name of ['Storefront', 'API', 'Admin']) expect(body).toContain(`| ${name} |`)
        // The step's Fix first comes before the applications' sections there too.
        expect(body.indexOf('| Application | Severity | Finding | Method | URL |')).toBeGreaterThan(
          0
        )
        expect(body.indexOf('| Application | Severity | Finding | Method | URL |')).toBeLessThan(
          body.indexOf('### Security test: ❌ Failed · Storefront')
        )
        // …and once: no section has its own, nor its own table by severity.
        expect(body.match(/Fix first/g)).toHaveLength(1)
        expect(body).not.toContain('| Severity | Unfixed | New |')
        // A passing application with nothing open is one line there too: no table of zeros.
        const apiSection = body.slice(body.indexOf('### Security test: ✅ Passed · API'))
        const next = apiSection.indexOf('\n###')
        const apiOnly = next < 0 ? apiSection : apiSection.slice(0, next)
        expect(apiOnly).toMatch(/^### Security test: ✅ Passed · API\n\nNo [^\n]+\.\n/)
        expect(apiOnly).not.toMatch(/\||Top findings/)

        // The next run of the step updates the same comment in place.
        const again = await step(sim, { ...INPUTS, comment: 'true' }, { env, dirs })
        expect(again.outputs.outcome).toBe('failed')
        expect(gh.comments.get(7)).toHaveLength(1)
        expect(count(sim, 'POST', START)).toBe(6)

        // A later run of the step tests one application fewer: the step's comment is updated,
        // not left behind beside a new one.
        const fewer = await step(
          sim,
          { ...INPUTS, 'application-token': `${STORE}\n${API}`, comment: 'true' },
          { env: { ...env, GITHUB_RUN_ID: '43' }, dirs }
        )
        expect(fewer.stdout).toContain('Updated the pull-request comment (#7).')
        expect(gh.comments.get(7)).toHaveLength(1)
        const updated = plain(gh.comments.get(7)?.[0]?.body ?? '')
        expect(updated).toContain('2 applications')
        expect(updated).not.toContain('| Admin |')
      } finally {
        await gh.stop()
      }
    }
  )

  // Issue 25: a warned application passed; the headline counts it so, and its verdict line says
  // what was counted beside the warned occurrences its table shows.
  it.concurrent('counts warned applications as passed with warnings in the headline', async () => {
    const sim = await estate()
    const dirs = stepDirs({
      '.security-test-ignore.yml': 'policy:\n  - severity: low\n    mode: warn\n'
    })
    const run = await step(sim, { ...INPUTS, 'application-token': `${API}\n${ADMIN}\n` }, { dirs })
    expect([run.outputs.outcome, run.exitCode]).toEqual(['warned', 0])
    expect(resultsOf(run).map((r) => r.outcome)).toEqual(['passed', 'warned'])
    const summary = plain(run.summary)
    expect(summary).toContain(
      '## Security test: ⚠️ Passed with warnings · 2 applications (1 passed, 1 passed with warnings)'
    )
    expect(summary).toContain(
      '### Admin: ⚠️ Passed with warnings\n\npassed: no counted unfixed occurrences at high or above; 1 warned by policy'
    )
  })

  it.concurrent(
    "baseline: the last run's report folder gives each application its own baseline",
    async () => {
      const sim = await estate()
      const dirs = stepDirs()
      // A passing nightly (fail-threshold none accepts what is there): only a passing run's
      // report is a baseline (issue 30).
      const nightly = await step(sim, { ...INPUTS, 'fail-threshold': 'none' }, { dirs })
      expect(nightly.outputs.outcome).toBe('passed')
      const pr = await step(
        sim,
        { ...INPUTS, baseline: nightly.outputs['report-file'] ?? '' },
        { dirs }
      )
      expect(pr.outputs.outcome).toBe('passed')
      expect(pr.outputs['new-count']).toBe('0')
      expect(resultsOf(pr).map((r) => r.outcome)).toEqual(['passed', 'passed', 'passed'])
      expect(pr.outputs['unfixed-count']).toBe('8')
    }
  )

  it.concurrent(
    'polls on one schedule: status requests per poll-interval stay at most one per application',
    async () => {
      const sim = await estate({
        [STORE]: { durationMs: 6000 },
        [API]: { durationMs: 6000 },
        [ADMIN]: { durationMs: 6000 }
      })
      const run = await step(sim, { ...INPUTS, 'poll-interval': '2s' })
      expect(run.outputs.outcome).toBe('failed')
      const polls = sim.requests.filter((r) => r.path.startsWith('/rest/v2/test/status'))
      // Polls go out together: their times fall into at most as many 500 ms buckets as there
      // are poll rounds, and no round asks about an application twice.
      const rounds = new Map<number, string[]>()
      for (const p of polls) {
        const key = [...rounds.keys()].find((t) => Math.abs(t - p.time) < 500) ?? p.time
        rounds.set(key, [...(rounds.get(key) ?? []), String(p.query.application_token)])
      }
      for (const apps of rounds.values()) expect(new Set(apps).size).toBe(apps.length)
      expect(polls.length).toBeLessThanOrEqual(rounds.size * 3)
      expect(rounds.size).toBeLessThanOrEqual(5)
    }
  )

  it.concurrent(
    'with a plan that runs one test at a time, runs them one after the other within the timeout',
    async () => {
      const sim = await estate(
        {},
        { plan: { teams: true, listApplications: true, concurrentTests: 1 } }
      )
      const run = await step(sim, INPUTS)
      expect(crashSigns(run)).toEqual([])
      expect(resultsOf(run).map((r) => r.outcome)).toEqual(['failed', 'passed', 'passed'])
      const tests = ESTATE.flatMap((t) => sim.state.tests(t)).sort(
        (a, b) => a.startTime - b.startTime
      )
      expect(tests).toHaveLength(3)
      for (let i = 1; i < tests.length; i++) {
        expect(tests[i]!.startTime).toBeGreaterThanOrEqual(tests[i - 1]!.endTime ?? Infinity)
      }
      expect(
        notices(run).some((n) => /plan runs fewer tests at once; waiting for a turn/.test(n))
      ).toBe(true)
    }
  )

  it.concurrent(
    'max-parallel: 1 starts the next test only as one ends, without asking the service first',
    async () => {
      const sim = await estate()
      const run = await step(sim, { ...INPUTS, 'max-parallel': '1' })
      expect(resultsOf(run).map((r) => r.outcome)).toEqual(['failed', 'passed', 'passed'])
      expect(count(sim, 'POST', START)).toBe(3)
      const tests = ESTATE.flatMap((t) => sim.state.tests(t)).sort(
        (a, b) => a.startTime - b.startTime
      )
      for (let i = 1; i < tests.length; i++) {
        expect(tests[i]!.startTime).toBeGreaterThanOrEqual(tests[i - 1]!.endTime ?? Infinity)
      }
    }
  )

  it.concurrent(
    "one application's refused status ends only its own part: the others are waited for and judged",
    async () => {
      const sim = await estate(
        {},
        {
          faults: [
            { kind: 'error', code: 'FAILED', path: '/rest/v2/test/status', application: API }
          ]
        }
      )
      const run = await step(sim, INPUTS)
      expect(crashSigns(run)).toEqual([])
      expect(resultsOf(run).map((r) => r.outcome)).toEqual(['failed', 'error', 'passed'])
      expect(run.outputs.outcome).toBe('error')
      expect(failureLine(run)).toMatch(
        /^2 of 3 applications did not pass — Storefront: 4 unfixed occurrences .*; API: The service refused the status of test /
      )
      // The admin's 2.5 s test was still followed to its end after the API's part had ended.
      expect(count(sim, 'GET', '/rest/v2/test/result')).toBe(2)
    }
  )

  it.concurrent(
    "an outage of one application's calls is polled through while the others go on",
    async () => {
      const sim = await estate(
        {},
        {
          faults: [
            {
              kind: 'status',
              status: 503,
              body: 'html',
              path: '/rest/v2/test/status',
              application: API,
              times: 5
            }
          ]
        }
      )
      const run = await step(sim, INPUTS)
      expect(crashSigns(run)).toEqual([])
      expect(resultsOf(run).map((r) => r.outcome)).toEqual(['failed', 'passed', 'passed'])
      expect(run.stdout).toMatch(/::warning::\[API\] Status poll failed, retrying on the next poll/)
    }
  )
})

/** Three tests that never end; `sig` goes to the step once all three run and were polled. */
async function signalledOnceAllRun(
  sig: NodeJS.Signals
): Promise<{ sim: Simulator; run: StepRun; signal: ReturnType<typeof signalWhen> }> {
  const never = { end: 'never', stopDelayMs: 0 } as const
  const sim = await estate({ [STORE]: never, [API]: never, [ADMIN]: never })
  // Running, and each start's answer in (a status poll names the test): a later phase stops only
  // tests the run knew to be its own.
  const polled = (t: string): boolean =>
    sim.requests.some(
      (r) => r.path.startsWith('/rest/v2/test/status') && r.query.application_token === t
    )
  const allRunning = (): boolean =>
    ESTATE.every((t) => sim.state.runningTest(t) !== undefined && polled(t))
  const signal = signalWhen(allRunning, sig)
  const run = await step(sim, INPUTS, { onSpawn: signal.onSpawn, killAfterMs: 30_000 })
  return { sim, run, signal }
}

describe('cancellation of a step with several applications', () => {
  it.concurrent(
    'SIGINT stops all three tests in parallel within 3 s; the post phase has nothing left',
    async () => {
      const { sim, run, signal } = await signalledOnceAllRun('SIGINT')
      expect(signal.at()).toBeGreaterThan(0)
      expect(run.exitCode).not.toBe(0)
      expect(run.outputs.outcome).toBe('stopped')
      expect(crashSigns(run)).toEqual([])
      const stops = sim.requests.filter((r) => r.path.replace(/\/$/, '') === STOP)
      expect(
        stops.map((s) => (s.body as { applicationToken: string }).applicationToken).sort()
      ).toEqual([...ESTATE].sort())
      for (const s of stops) expect(s.time - signal.at()).toBeLessThan(3000)
      for (const t of ESTATE) expect(sim.state.runningTest(t)).toBeUndefined()

      const before = sim.requests.length
      const post = await postOf(run, sim, INPUTS, { killAfterMs: 20_000 })
      expect(post.stdout.trim()).toBe('')
      expect(sim.requests.length).toBe(before)
    },
    30_000
  )

  it.concurrent(
    'a killed main phase leaves the post phase to stop every test it started',
    async () => {
      const { sim, run } = await signalledOnceAllRun('SIGKILL')
      expect(run.signal).toBe('SIGKILL')
      const post = await postOf(run, sim, INPUTS, { killAfterMs: 20_000 })
      expect(post.exitCode).toBe(0)
      for (const t of ESTATE) {
        expect(sim.state.stopRequests(t)).toBe(1)
        expect(sim.state.runningTest(t)).toBeUndefined()
      }
    },
    30_000
  )
})
