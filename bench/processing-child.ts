// Child process of the result-processing benchmark (a fresh process per job, `gc` exposed).
//   time <runs> <file>...   medians of the bare parse and of the whole pipeline, side by side
//   memory <pipeline|bare> <file>   peak RSS growth while processing one payload
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bareParse, processResult } from './pipeline.js'
import { median } from './stats.js'

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
  const rows: Array<{ bytes: number; bareMs: number; pipelineMs: number; ratio: number }> = []
  for (const file of files) {
    const envelope = readFileSync(file, 'utf8')
    for (let i = 0; i < 2; i++) {
      bareParse(envelope)
      processResult(envelope, out)
    }
    const bare: number[] = []
    const pipeline: number[] = []
    for (let i = 0; i < runs; i++) {
      const b = timed(() => bareParse(envelope))
      const p = timed(() => processResult(envelope, out))
      bare.push(b)
      pipeline.push(p)
    }
    rows.push({
      bytes: Buffer.byteLength(envelope),
      bareMs: median(bare),
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
  else processResult(envelope, out)
  const peak = process.resourceUsage().maxRSS * 1024
  console.log(
    JSON.stringify({ bytes: Buffer.byteLength(envelope), peakDelta: Math.max(0, peak - before) })
  )
} else {
  throw new Error(`unknown mode ${mode}`)
}
