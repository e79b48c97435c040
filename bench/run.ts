// `npm run bench` (`-- --quick` skips the 60-second waiting case). Prints one table; every ratio
// compares two figures measured side by side in this run. Exits 0 even when a target is missed.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { envelopeFor } from './payload.js'
import type { TimingRow } from './processing-child.js'
import { runChild } from './stats.js'
import { benchStartup } from './startup.js'
import { benchWaiting, type WaitingResult } from './waiting.js'

const quick = process.argv.includes('--quick')
const SIZES = [1_000, 10_000, 100_000]
const RUNS = 7
const POLL = { text: '30s', ms: 30_000 }

interface Row {
  figure: string
  measured: string
  target: string
  ok?: boolean
}
const rows: Row[] = []
const x = (n: number): string => `${n.toFixed(2)}×`
const ms = (n: number): string => `${Math.round(n)} ms`
const mb = (n: number): string => `${(n / 1e6).toFixed(1)} MB`
const step = (what: string): void => console.error(`bench: ${what}`)

// The waiting cases mostly sleep; they run alongside the CPU-bound parts to save wall time.
step(`waiting for tests of 10 s${quick ? '' : ' and 60 s'} (in the background)`)
const waiting = Promise.all(
  (quick ? [10_000] : [10_000, 60_000]).map((d) => benchWaiting(d, POLL.text, POLL.ms))
)

const dir = mkdtempSync(join(tmpdir(), 'sta-bench-'))
const files = SIZES.map((n) => {
  const file = join(dir, `result-${n}.json`)
  writeFileSync(file, envelopeFor(n))
  return file
})

step('result processing: time')
const timing = await runChild<TimingRow[]>('processing-child.ts', ['time', String(RUNS), ...files])
step('result processing: memory (a fresh process per size)')
const memory: Array<{ pipeline: number; bare: number; floor: number; bytes: number }> = []
const peak = (what: string, file: string): Promise<{ bytes: number; peakDelta: number }> =>
  runChild('processing-child.ts', ['memory', what, file])
for (const file of files) {
  const p = await peak('pipeline', file)
  const b = await peak('bare', file)
  const f = await peak('floor', file)
  memory.push({ pipeline: p.peakDelta, bare: b.peakDelta, floor: f.peakDelta, bytes: p.bytes })
}
SIZES.forEach((n, i) => {
  const t = timing[i]!
  const m = memory[i]!
  const size = n.toLocaleString('en-US')
  const last = n === 100_000
  rows.push({
    figure: `processing ${size} occ. (${mb(t.bytes)}): time vs bare parse`,
    measured: `${x(t.ratio)} (${ms(t.pipelineMs)} vs ${ms(t.bareMs)})`,
    target: '—'
  })
  if (last) {
    // The target is against the least work the contract needs (bench/pipeline.ts floorWork):
    // a bare parse does not write the reports the contract promises.
    rows.push({
      figure: `  vs the least work the contract needs (${ms(t.floorMs)}; ${x(t.floorMs / t.bareMs)} a bare parse)`,
      measured: x(t.pipelineMs / t.floorMs),
      target: '≤ 1.5×',
      ok: t.pipelineMs / t.floorMs <= 1.5
    })
  }
  rows.push({
    figure: `processing ${size} occ.: peak RSS growth vs payload`,
    measured:
      `${x(m.pipeline / m.bytes)} (${mb(m.pipeline)}; bare parse ${x(m.bare / m.bytes)}` +
      (last ? `, least work ${x(m.floor / m.bytes)})` : ')'),
    target: '—'
  })
  if (last) {
    rows.push({
      figure: `  peak RSS growth vs the least work's (${mb(m.floor)})`,
      measured: x(m.pipeline / m.floor),
      target: '≤ 1.2×',
      ok: m.pipeline / m.floor <= 1.2
    })
  }
})

step('start-up')
const startup = await benchStartup(RUNS + 2)
rows.push({
  figure: 'start-up to first request vs minimal ESM script',
  measured: `${x(startup.ratio)} (${ms(startup.actionMs)} vs ${ms(startup.minimalMs)})`,
  target: '—'
})
rows.push({
  figure: '  @actions/core alone (bundled by ncc, one request) vs minimal ESM script',
  measured: `${x(startup.coreOnlyMs / startup.minimalMs)} (${ms(startup.coreOnlyMs)})`,
  target: '—'
})
rows.push({
  figure: '  the action vs @actions/core alone (the floor of any action)',
  measured: x(startup.actionMs / startup.coreOnlyMs),
  target: '≤ 1.2×',
  ok: startup.actionMs / startup.coreOnlyMs <= 1.2
})
rows.push({
  figure: 'bundle size (dist/index.js)',
  measured: `${startup.bundleBytes.toLocaleString('en-US')} bytes`,
  target: '—'
})

step('waiting: collecting the background cases')
for (const w of (await waiting) as WaitingResult[]) {
  const name = `waiting ${w.durationMs / 1000} s test, poll-interval ${POLL.text}`
  rows.push({
    figure: `${name}: test end → exit`,
    measured: `${(w.exitDelayMs / 1000).toFixed(1)} s (exit ${w.exitCode}, ${w.outcome ?? '?'})`,
    target: `≤ ${POLL.ms / 1000} s`,
    ok: w.exitDelayMs <= w.pollIntervalMs && w.exitCode === 0
  })
  rows.push({
    figure: `${name}: status requests (max per window after 10 s)`,
    measured: `${w.statusRequests} (${w.maxPerWindow})`,
    target: '≤ 1 per window',
    ok: w.maxPerWindow <= 1
  })
}
if (quick) rows.push({ figure: 'waiting 60 s test', measured: 'skipped (--quick)', target: '—' })

const table = [
  ['figure', 'measured', 'target', 'ok?'],
  ...rows.map((r) => [
    r.figure,
    r.measured,
    r.target,
    r.ok === undefined ? '' : r.ok ? 'yes' : 'NO'
  ])
]
const widths = table[0]!.map((_, c) => Math.max(...table.map((r) => r[c]!.length)))
const line = (r: string[]): string =>
  `| ${r.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`
console.log(
  `\nnode ${process.version}, ${cpus().length} CPUs, medians of ${RUNS} runs after warm-up`
)
console.log(line(table[0]!))
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
for (const r of table.slice(1)) console.log(line(r))
const missed = rows.filter((r) => r.ok === false).length
console.log(missed === 0 ? '\nEvery target met.' : `\n${missed} target(s) missed (marked NO).`)
