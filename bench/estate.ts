// Several applications in one step, through the built action against the simulator:
// - waiting: ten tests that end at different times, one step; how long after the last test's end
//   it exits, and how many status requests any poll-interval holds;
// - processing: ten results of 10,000 occurrences each read by one `report` step, against ten
//   separate `report` steps of one application each (today's action run ten times), in time and
//   in peak memory (the process's maxRSS, read by a preloaded script as the process exits).
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runStep } from '../scripts/runner.js'
import { scratchDir, stepScratch } from './scratch.js'
import { startSimulator, type ApplicationSpec } from '../sim/index.js'
import { median } from './stats.js'

const APPS = 10
const tokenOf = (i: number): string => `app${String(i).padStart(29, '0')}`
const resultOf = (i: number): string => `res${String(i).padStart(29, '0')}`
const STATUS_PATH = '/rest/v2/test/status'

export interface EstateWaiting {
  pollIntervalMs: number
  /** From the last test's end (the simulator's endTime) to the step's exit. */
  exitDelayMs: number
  statusRequests: number
  /**
   * Polls go out in rounds (requests less than a second apart); after the first ten seconds:
   * the most requests in a round, and the shortest time between two rounds' first requests. A
   * sliding window of exactly one poll-interval would count two rounds whenever one round's
   * requests left a few milliseconds later than the next one's.
   */
  maxPerRound: number
  minRoundGapMs: number
  outcome?: string
}

/** Ten applications whose tests take 12 s, 15 s, … 39 s; one step waits for all of them. */
export async function benchEstateWaiting(
  pollInterval: string,
  pollIntervalMs: number
): Promise<EstateWaiting> {
  const applications: ApplicationSpec[] = Array.from({ length: APPS }, (_, i) => ({
    name: `Service ${i}`,
    url: `https://service-${i}.example.com`,
    token: tokenOf(i),
    verified: true,
    test: { durationMs: 12_000 + 3000 * i, findings: [] }
  }))
  const sim = await startSimulator({ projects: [{ name: 'Estate', applications }] }, { port: 0 })
  try {
    const spawnedAt = Date.now()
    const run = await runStep({
      with: {
        'base-url': sim.baseUrl,
        'access-token': sim.tokens.accessToken,
        'application-token': applications.map((a) => a.token).join(','),
        'poll-interval': pollInterval
      },
      killAfterMs: 120_000 + 4 * pollIntervalMs,
      dirs: stepScratch()
    })
    const exitedAt = Date.now()
    const ends = applications.map((a) => sim.state.tests(a.token ?? '')[0]?.endTime ?? Infinity)
    const times = sim.requests.filter((r) => r.path === STATUS_PATH).map((r) => r.time)
    const rounds: number[][] = []
    for (const t of [...times].sort((a, b) => a - b)) {
      const last = rounds.at(-1)
      if (last && t - (last.at(-1) ?? 0) < 1000) last.push(t)
      else rounds.push([t])
    }
    const late = rounds.filter((r) => (r[0] ?? 0) >= spawnedAt + 10_000)
    const gaps = late.slice(1).map((r, i) => (r[0] ?? 0) - (late[i]?.[0] ?? 0))
    return {
      pollIntervalMs,
      exitDelayMs: exitedAt - Math.max(...ends),
      statusRequests: times.length,
      maxPerRound: Math.max(0, ...late.map((r) => r.length)),
      minRoundGapMs: Math.min(...gaps),
      outcome: run.outputs.outcome
    }
  } finally {
    await sim.close()
  }
}

export interface EstateProcessing {
  /** One step reading ten results (median wall time, ms). */
  oneStepMs: number
  /** Ten steps reading one result each, one after the other (median of the sums, ms). */
  tenStepsMs: number
  /** maxRSS of the one step, and the largest of the ten steps' (bytes; medians over the runs). */
  oneStepPeak: number
  largestSinglePeak: number
  /** Each run's figures, in turns: one step, ten steps, their peaks (the largest of the ten). */
  runs: { one: number[]; ten: number[]; onePeaks: number[]; singlePeaks: number[] }
}

/** The preloaded script: write the process's peak RSS to $BENCH_RSS_FILE as it exits. */
function rssProbe(dir: string): string {
  const file = join(dir, 'rss-probe.cjs')
  writeFileSync(
    file,
    "process.on('exit', () => require('node:fs').writeFileSync(process.env.BENCH_RSS_FILE, String(process.resourceUsage().maxRSS * 1024)))\n"
  )
  return file
}

export async function benchEstateProcessing(
  occurrences: number,
  runs: number
): Promise<EstateProcessing> {
  const applications: ApplicationSpec[] = Array.from({ length: APPS }, (_, i) => ({
    name: `Service ${i}`,
    url: `https://service-${i}.example.com`,
    token: tokenOf(i),
    verified: true,
    pastSessions: [
      {
        resultToken: resultOf(i),
        state: 'completed',
        findings: { count: occurrences, seed: i + 1 }
      }
    ]
  }))
  const sim = await startSimulator({ projects: [{ name: 'Estate', applications }] }, { port: 0 })
  const dir = scratchDir('sta-bench-estate-')
  const probe = rssProbe(dir)
  const rssFile = join(dir, 'rss')
  // Report files go to /dev/shm when there is one, as in the other processing figures; every
  // folder made is removed at the end (ten results' reports are hundreds of megabytes), and
  // also on an error or an interrupt (scratch.ts).
  const made: string[] = []
  const temp = (): { temp: string; workspace: string } => {
    const dirs = stepScratch(process.platform === 'linux' ? '/dev/shm' : undefined)
    made.push(dirs.temp, dirs.workspace)
    return dirs
  }
  const report = async (
    tokens: string[],
    results: string[]
  ): Promise<{ ms: number; peak: number }> => {
    const started = Date.now()
    const run = await runStep({
      with: {
        'base-url': sim.baseUrl,
        'access-token': sim.tokens.accessToken,
        command: 'report',
        'application-token': tokens.join(','),
        'result-token': results.join(','),
        'fail-threshold': 'none'
      },
      env: { NODE_OPTIONS: `--require ${probe}`, BENCH_RSS_FILE: rssFile },
      dirs: temp(),
      killAfterMs: 300_000
    })
    if (run.outputs.outcome !== 'passed') {
      throw new Error(
        `estate processing: outcome ${run.outputs.outcome}\n${run.stdout.slice(-2000)}`
      )
    }
    return { ms: Date.now() - started, peak: Number(readFileSync(rssFile, 'utf8')) }
  }
  try {
    const tokens = applications.map((a) => a.token ?? '')
    const results = tokens.map((_, i) => resultOf(i))
    await report(tokens.slice(0, 1), results.slice(0, 1)) // warm-up (disk cache, simulator)
    const one: number[] = []
    const ten: number[] = []
    const onePeaks: number[] = []
    const singlePeaks: number[] = []
    for (let r = 0; r < runs; r++) {
      const all = await report(tokens, results)
      one.push(all.ms)
      onePeaks.push(all.peak)
      let sum = 0
      let largest = 0
      for (let i = 0; i < APPS; i++) {
        const single = await report([tokens[i] ?? ''], [results[i] ?? ''])
        sum += single.ms
        largest = Math.max(largest, single.peak)
      }
      ten.push(sum)
      singlePeaks.push(largest)
    }
    return {
      oneStepMs: median(one),
      tenStepsMs: median(ten),
      oneStepPeak: median(onePeaks),
      largestSinglePeak: median(singlePeaks),
      runs: { one, ten, onePeaks, singlePeaks }
    }
  } finally {
    await sim.close()
    for (const d of made) rmSync(d, { recursive: true, force: true })
  }
}
