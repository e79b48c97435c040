// Child process of the result-processing benchmark (a fresh process per job, `gc` exposed).
//   time <runs> <file>...   medians of the bare parse and of the whole pipeline, side by side
//   memory <pipeline|bare|floor> <file>   peak RSS growth while processing one payload
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bareParse, floorWork, processResult } from './pipeline.js'
import { median } from './stats.js'

export interface TimingRow {
  bytes: number
  bareMs: number
  floorMs: number
  pipelineMs: number
  ratio: number
}

const gc = (globalThis as { gc?: () => void }).gc ?? ((): void => {})
const [mode, ...args] = process.argv.slice(2)
// The report files go to memory-backed storage when the machine has it (disk speed is not ours).
const out = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'sta-bench-'))
process.on('exit', () => rmSync(out, { recursive: true, force: true }))

function timed(f: () => unknown): number {
  gc()
  const start = performance.now()
  f()
  return performance.now() - start
}

if (mode === 'time') {
  const [runsText, ...files] = args
  const runs = Number(runsText)
  const rows: TimingRow[] = []
  for (const file of files) {
    const envelope = readFileSync(file, 'utf8')
    for (let i = 0; i < 2; i++) {
      bareParse(envelope)
      floorWork(envelope)
      processResult(envelope, out)
    }
    const bare: number[] = []
    const floor: number[] = []
    const pipeline: number[] = []
    for (let i = 0; i < runs; i++) {
      bare.push(timed(() => bareParse(envelope)))
      floor.push(timed(() => floorWork(envelope)))
      pipeline.push(timed(() => processResult(envelope, out)))
    }
    rows.push({
      bytes: Buffer.byteLength(envelope),
      bareMs: median(bare),
      floorMs: median(floor),
      pipelineMs: median(pipeline),
      ratio: median(pipeline) / median(bare)
    })
  }
  console.log(JSON.stringify(rows))
} else if (mode === 'memory') {
  const [what, file] = args as [string, string]
  gc()
  const before = process.memoryUsage().rss
  // The payload as the transport holds it: the response body, one string.
  const envelope = readFileSync(file, 'utf8')
  if (what === 'bare') bareParse(envelope)
  else if (what === 'floor') floorWork(envelope)
  else processResult(envelope, out)
  const peak = process.resourceUsage().maxRSS * 1024
  console.log(
    JSON.stringify({ bytes: Buffer.byteLength(envelope), peakDelta: Math.max(0, peak - before) })
  )
} else {
  throw new Error(`unknown mode ${mode}`)
}
