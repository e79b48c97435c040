// Child process of the result-processing benchmark (`gc` exposed).
//   time <runs> <file>...           warm: medians of the bare parse, the honest floor and the
//                                   whole pipeline, side by side, after two warm-up rounds
//   repeated <runs> <file>          the repeated-key check against the parse it guards, in turns
//                                   (bench/repeated-keys.ts)
//   fresh <pipeline|floor|bare> <file>   one call in this fresh process (every one-off cost
//                                   included: lazy compiling, first-call optimisation, the first
//                                   file opened), its time and the process's peak RSS growth
// Both start from the response body as bytes, as the transport holds it, and write the report
// files into memory-backed /dev/shm when the machine has it (disk speed is not ours).
import { existsSync, readFileSync } from 'node:fs'
import { bareParse, floorWork, processResult } from './pipeline.js'
import { scratchDir } from './scratch.js'
import { median } from './stats.js'
import { measureRepeatedKeys } from './repeated-keys.js'

export interface TimingRow {
  bytes: number
  bareMs: number
  floorMs: number
  pipelineMs: number
}

export interface FreshRow {
  bytes: number
  ms: number
  /** maxRSS at the end minus RSS before the body was read. */
  peakDelta: number
}

const gc = (globalThis as { gc?: () => void }).gc ?? ((): void => {})
const [mode, ...args] = process.argv.slice(2)
// Removed when the process ends, also on Ctrl-C (scratch.ts).
const out = scratchDir('sta-bench-', existsSync('/dev/shm') ? '/dev/shm' : undefined)

function timed(f: () => unknown): number {
  gc()
  const start = performance.now()
  f()
  return performance.now() - start
}

const work = {
  bare: (body: Buffer): number => bareParse(body),
  floor: (body: Buffer): number => floorWork(body, out),
  pipeline: (body: Buffer): number => processResult(body, out)
}

if (mode === 'time') {
  const [runsText, ...files] = args
  const runs = Number(runsText)
  const rows: TimingRow[] = []
  for (const file of files) {
    const body = readFileSync(file)
    for (let i = 0; i < 2; i++) for (const f of Object.values(work)) f(body)
    const bare: number[] = []
    const floor: number[] = []
    const pipeline: number[] = []
    for (let i = 0; i < runs; i++) {
      bare.push(timed(() => work.bare(body)))
      floor.push(timed(() => work.floor(body)))
      pipeline.push(timed(() => work.pipeline(body)))
    }
    rows.push({
      bytes: body.length,
      bareMs: median(bare),
      floorMs: median(floor),
      pipelineMs: median(pipeline)
    })
  }
  console.log(JSON.stringify(rows))
} else if (mode === 'repeated') {
  const [runsText, file] = args as [string, string]
  console.log(JSON.stringify(measureRepeatedKeys(readFileSync(file), Number(runsText))))
} else if (mode === 'fresh') {
  const [what, file] = args as [keyof typeof work, string]
  gc()
  const before = process.memoryUsage().rss
  // The payload as the transport holds it before decoding: the response body's bytes.
  const body = readFileSync(file)
  const ms = timed(() => work[what](body))
  const peak = process.resourceUsage().maxRSS * 1024
  const row: FreshRow = { bytes: body.length, ms, peakDelta: Math.max(0, peak - before) }
  console.log(JSON.stringify(row))
} else {
  throw new Error(`unknown mode ${mode}`)
}
