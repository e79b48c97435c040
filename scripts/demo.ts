// `npm run demo`: the action's main job, offline. Starts the service simulator, runs the built
// bundle exactly as the Actions runner would, and explains what happened.
import { existsSync, readFileSync } from 'node:fs'
import { startSimulator } from '../sim/index.js'
import { GITHUB_SCENARIOS, githubDemo, type GitHubScenario } from './demo-github.js'
import { bundleIfNeeded, runStep } from './runner.js'

async function main(): Promise<number> {
  await bundleIfNeeded()
  // `npm run demo -- pull-request | nightly | adopt`: the GitHub side against a fake GitHub.
  const scenario = process.argv[2]
  if (scenario !== undefined) {
    if (!(GITHUB_SCENARIOS as readonly string[]).includes(scenario)) {
      console.error(
        `Unknown scenario ${JSON.stringify(scenario)}: use ${GITHUB_SCENARIOS.join(', ')}`
      )
      return 2
    }
    return githubDemo(scenario as GitHubScenario)
  }
  const sim = await startSimulator({}, { port: 0 })
  console.log(`Simulator listening at ${sim.baseUrl}\n`)
  const inputs = {
    'base-url': sim.baseUrl,
    'access-token': sim.tokens.accessToken,
    'application-token': sim.tokens.applicationToken,
    'fail-threshold': 'high',
    'poll-interval': '5s',
    timeout: '2m'
  }
  console.log('Running the action (command: scan) with:')
  for (const [k, v] of Object.entries(inputs)) {
    console.log(`  ${k}: ${k === 'access-token' ? '***' : v}`)
  }
  console.log('\n----- action log -----')
  try {
    const run = await runStep({ with: inputs, echo: (chunk) => process.stdout.write(chunk) })
    console.log('----- end of action log -----\n')
    console.log(`Exit code: ${run.exitCode}`)
    console.log('Outputs:')
    for (const [k, v] of Object.entries(run.outputs)) console.log(`  ${k}: ${v}`)
    console.log('\n----- job summary (Markdown) -----')
    const summary = run.summary
    console.log(
      summary.length > 6000
        ? `${summary.slice(0, 6000)}\n… (${summary.length} characters in all)`
        : summary
    )
    console.log('----- end of job summary -----\n')
    const starts = sim.requests.filter(
      (r) => r.path.replace(/\/$/, '') === '/rest/v2/test/start'
    ).length
    const polls = sim.requests.filter((r) => r.path.includes('/test/status')).length
    console.log(
      `The service received ${sim.requests.length} requests: ${starts} start, ${polls} status polls.`
    )
    const outcome = run.outputs.outcome
    if (outcome === 'failed') {
      console.log(
        `Verdict: the gate FAILED, as designed: the simulated site has unfixed findings at high or above, and the budget (max-unfixed) is 0. The step exits 1 so the build fails.`
      )
    } else if (outcome === 'passed') {
      console.log(
        'Verdict: the gate passed: no unfixed occurrence at or above fail-threshold exceeded the budget.'
      )
    } else {
      console.log(`Verdict: outcome ${outcome} — the action did not behave as the demo expects.`)
      return 1
    }
    if (run.outputs['sarif-file'] && existsSync(run.outputs['sarif-file'])) {
      const sarif = JSON.parse(readFileSync(run.outputs['sarif-file'], 'utf8')) as {
        runs: { results: unknown[] }[]
      }
      console.log(
        `SARIF for code scanning: ${run.outputs['sarif-file']} (${sarif.runs[0]?.results.length ?? 0} results)`
      )
    }
    console.log(`JSON report: ${run.outputs['report-file']}`)
    return 0
  } finally {
    await sim.close()
  }
}

process.exitCode = await main()
