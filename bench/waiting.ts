// Waiting: the built action scans against the simulator while a test of a given length runs;
// how long after the test's end the process exits, and how often it asked for the status.
import { runStep } from '../scripts/runner.js'
import { stepScratch } from './scratch.js'
import { startSimulator } from '../sim/index.js'

export interface WaitingResult {
  durationMs: number
  pollIntervalMs: number
  /** From the test's end (the simulator's endTime) to the action's exit. */
  exitDelayMs: number
  statusRequests: number
  /** Most status requests in any poll-interval window starting ten seconds after the spawn. */
  maxPerWindow: number
  exitCode: number | null
  outcome?: string
}

const STATUS_PATH = '/rest/v2/test/status'

export async function benchWaiting(
  durationMs: number,
  pollInterval: string,
  pollIntervalMs: number
): Promise<WaitingResult> {
  const sim = await startSimulator({ testDefaults: { durationMs } }, { port: 0 })
  try {
    const spawnedAt = Date.now()
    const run = await runStep({
      with: {
        'base-url': sim.baseUrl,
        'access-token': sim.tokens.accessToken,
        'application-token': sim.tokens.applicationToken,
        'fail-threshold': 'none',
        'poll-interval': pollInterval
      },
      killAfterMs: durationMs + 4 * pollIntervalMs + 60_000,
      dirs: stepScratch()
    })
    const exitedAt = Date.now()
    const token = run.outputs['result-token'] ?? ''
    const endTime = sim.state.test(token)?.endTime
    if (endTime === undefined) {
      throw new Error(
        `waiting ${durationMs} ms: no finished test (exit ${run.exitCode})\n${run.stdout}`
      )
    }
    const times = sim.requests.filter((r) => r.path === STATUS_PATH).map((r) => r.time)
    const late = times.filter((t) => t >= spawnedAt + 10_000)
    let maxPerWindow = 0
    for (const start of late) {
      const inWindow = late.filter((t) => t >= start && t < start + pollIntervalMs).length
      maxPerWindow = Math.max(maxPerWindow, inWindow)
    }
    return {
      durationMs,
      pollIntervalMs,
      exitDelayMs: exitedAt - endTime,
      statusRequests: times.length,
      maxPerWindow,
      exitCode: run.exitCode,
      outcome: run.outputs.outcome
    }
  } finally {
    await sim.close()
  }
}
