// `npm run demo -- pull-request | nightly | adopt`: the GitHub side, offline. The built action
// runs as the runner runs it against the service simulator and a local fake GitHub API
// (scripts/fake-github.ts), and this prints what a reviewer would see: the comment as posted,
// the commit status recorded on the commit judged, the baseline the gate used, the files adopt
// wrote. Nothing leaves the machine.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FakeGitHub } from './fake-github.js'
import { runStep, type Launch, type StepRun } from './runner.js'
import { startSimulator } from '../sim/index.js'

export const GITHUB_SCENARIOS = ['pull-request', 'nightly', 'adopt'] as const
export type GitHubScenario = (typeof GITHUB_SCENARIOS)[number]

const MAIN = 'c1'.repeat(20)
const HEAD = 'ab'.repeat(20)

type Sim = Awaited<ReturnType<typeof startSimulator>>

/** Where the demo prints and how it runs the action (the tests capture one and reuse Node.js). */
export interface DemoOptions {
  /** One printed block; console.log by default. */
  print?: (text: string) => void
  /** How the built action is run; a fresh process each time by default, as the runner does. */
  launch?: Launch
}

/** One step of a workflow run on `event`, against the simulator and the fake GitHub. */
async function step(
  sim: Sim,
  gh: FakeGitHub,
  runId: number,
  event: 'push' | 'pull_request',
  inputs: Record<string, string>,
  launch: Launch | undefined
): Promise<StepRun> {
  const dirs = {
    temp: mkdtempSync(join(tmpdir(), 'demo-')),
    workspace: mkdtempSync(join(tmpdir(), 'demo-ws-'))
  }
  const pr = event === 'pull_request'
  // GitHub knows the run as the runner does: a record naming it is checked against this.
  gh.workflowRuns.set(runId, {
    event,
    head_branch: pr ? 'feature' : 'main',
    head_sha: pr ? HEAD : MAIN,
    ...(pr ? { pullRequests: [{ number: 7 }] } : {})
  })
  const eventPath = join(dirs.temp, 'event.json')
  writeFileSync(
    eventPath,
    JSON.stringify(pr ? { pull_request: { number: 7, head: { sha: HEAD } } } : { after: MAIN })
  )
  return runStep({
    ...(launch ? { launch } : {}),
    dirs,
    with: {
      'base-url': sim.baseUrl,
      'access-token': sim.tokens.accessToken,
      'application-token': sim.tokens.applicationToken,
      'poll-interval': '2s',
      timeout: '2m',
      ...inputs
    },
    env: {
      ...gh.runEnv(runId, 1),
      GITHUB_EVENT_NAME: event,
      GITHUB_REF: pr ? 'refs/pull/7/merge' : 'refs/heads/main',
      GITHUB_SHA: pr ? 'ee'.repeat(20) : MAIN,
      GITHUB_EVENT_PATH: eventPath
    }
  })
}

function statusesOn(
  print: (text: string) => void,
  gh: FakeGitHub,
  sha: string,
  label: string
): void {
  print(`Commit statuses on ${label} (${sha.slice(0, 7)}):`)
  for (const s of gh.statuses.get(sha) ?? []) {
    print(
      `  ${s.state.padEnd(8)} ${s.context}\n           ${s.description ?? ''}\n           ${s.target_url ?? ''}`
    )
  }
}

function outcomeLine(print: (text: string) => void, run: StepRun, what: string): void {
  print(
    `${what}: outcome ${run.outputs.outcome}, exit code ${run.exitCode}, baseline ${run.outputs['baseline-source'] ?? 'none'}`
  )
}

/** Runs the scenario and prints what a reviewer would see; 0 when it behaved as described. */
export async function githubDemo(
  scenario: GitHubScenario,
  { print = (text) => console.log(text), launch }: DemoOptions = {}
): Promise<number> {
  const sim = await startSimulator({}, { port: 0 })
  const gh = await new FakeGitHub().start()
  gh.pushCommit(MAIN)
  try {
    if (scenario === 'adopt') {
      print(
        'adopt: the latest completed test becomes a baseline file and accepted risks, for review.\n'
      )
      const run = await step(sim, gh, 700, 'pull_request', { command: 'adopt' }, launch)
      outcomeLine(print, run, 'adopt')
      for (const name of readdirSync(run.dirs.workspace).sort()) {
        print(`\n----- ${name} (commit it in a reviewed pull request) -----`)
        const text = readFileSync(join(run.dirs.workspace, name), 'utf8')
        print(text.length > 3000 ? `${text.slice(0, 3000)}\n… (${text.length} characters)` : text)
      }
      return run.exitCode === 0 ? 0 : 1
    }
    // The default branch's run accepts today's findings once (fail-threshold: none): its passing
    // verdict, recorded on its commit, is the default-branch baseline.
    print(
      "nightly: a push run of the default branch accepts today's findings (fail-threshold: none).\n"
    )
    const nightly = await step(
      sim,
      gh,
      900,
      'push',
      {
        baseline: 'default-branch',
        'fail-threshold': 'none'
      },
      launch
    )
    outcomeLine(print, nightly, 'default-branch run 900')
    statusesOn(print, gh, MAIN, 'main')
    if (scenario === 'nightly') return nightly.outputs.outcome === 'passed' ? 0 : 1

    print(
      '\npull-request: the gate on the pull request head, against that baseline, with the comment.\n'
    )
    const pr = await step(
      sim,
      gh,
      901,
      'pull_request',
      {
        baseline: 'default-branch',
        'fail-threshold': 'high',
        comment: 'true'
      },
      launch
    )
    outcomeLine(print, pr, 'pull request #7')
    statusesOn(print, gh, HEAD, "the pull request's head")
    print('\n----- the pull-request comment, as posted -----')
    print(gh.comments.get(7)?.[0]?.body ?? '(no comment)')
    print('----- end of comment -----')
    return pr.outputs.outcome === 'passed' && (gh.comments.get(7)?.length ?? 0) === 1 ? 0 : 1
  } finally {
    await gh.stop()
    await sim.close()
  }
}
