// `npm run bench` (`-- --quick` skips the 60-second waiting case; `-- --only startup` runs one part:
// processing, repeated, estate, startup or waiting; `-- --compare-dist <dir>` also times another
// build's start-up in the same turns, e.g. a copy of an earlier dist/). Prints one table; every
// ratio compares two figures measured side by side in this run, and the start-up and fresh
// processing ratios are given as median (min–max) of the runs' own ratios. Exits 0 even when a
// target is missed.
import { writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { envelopeFor } from './payload.js'
import type { FreshRow, TimingRow } from './processing-child.js'
import type { RepeatedKeysRow } from './repeated-keys.js'
import { median, ratioSpread, runChild, spreadText } from './stats.js'
import { benchStartup } from './startup.js'
import { benchWaiting, type WaitingResult } from './waiting.js'
import { benchEstateProcessing, benchEstateWaiting } from './estate.js'
import { scratchDir } from './scratch.js'

const quick = process.argv.includes('--quick')
/** The value after `--name` (or in `--name=value`). */
const option = (name: string): string | undefined => {
  const args = process.argv.slice(2)
  const at = args.indexOf(`--${name}`)
  if (at >= 0) return args[at + 1]
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
}
const PARTS = ['processing', 'repeated', 'estate', 'startup', 'waiting'] as const
const only = option('only')
if (only !== undefined && !(PARTS as readonly string[]).includes(only)) {
  throw new Error(`--only ${only}: one of ${PARTS.join(', ')}`)
}
const want = (part: (typeof PARTS)[number]): boolean => only === undefined || only === part
const compareDist = option('compare-dist')
const SIZES = [1_000, 10_000, 100_000]
const RUNS = 7
// Fresh processes of one result: their times spread widely on a shared machine, so more of them.
const FRESH_RUNS = 11
const POLL = { text: '30s', ms: 30_000 }

interface Row {
  figure: string
  measured: string
  target: string
  ok?: boolean
}
const rows: Row[] = []
const x = (n: number): string => `${n.toFixed(2)}×`
/** A ratio as shown (two decimals): a target is judged on the figure the table prints. */
const shown = (n: number): number => Number(n.toFixed(2))
const ms = (n: number): string => `${Math.round(n)} ms`
const mb = (n: number): string => `${(n / 1e6).toFixed(1)} MB`
const step = (what: string): void => console.error(`bench: ${what}`)

// The waiting cases mostly sleep; they run alongside the CPU-bound parts to save wall time.
if (want('waiting'))
  step(`waiting for tests of 10 s${quick ? '' : ' and 60 s'} (in the background)`)
const waiting = want('waiting')
  ? Promise.all(
      (quick ? [10_000] : [10_000, 60_000]).map((d) => benchWaiting(d, POLL.text, POLL.ms))
    )
  : undefined

if (want('waiting')) step('waiting for ten applications in one step (in the background)')
const ESTATE_POLL = { text: '10s', ms: 10_000 }
const estateWaiting = want('waiting')
  ? benchEstateWaiting(ESTATE_POLL.text, ESTATE_POLL.ms)
  : undefined

const dir = scratchDir('sta-bench-')
const files =
  want('processing') || want('repeated')
    ? SIZES.map((n) => {
        const file = join(dir, `result-${n}.json`)
        writeFileSync(file, envelopeFor(n))
        return file
      })
    : []

if (want('processing')) {
  step('result processing: warm (one process, medians after two warm-up rounds)')
  const timing = await runChild<TimingRow[]>('processing-child.ts', [
    'time',
    String(RUNS),
    ...files
  ])
  step(
    `result processing: fresh processes (${FRESH_RUNS} per size for the pipeline and the floor, in turns, after one pair not counted)`
  )
  const fresh = (what: string, file: string): Promise<FreshRow> =>
    runChild('processing-child.ts', ['fresh', what, file])
  const cold: Array<{
    pipeline: FreshRow
    floor: FreshRow
    bare: FreshRow
    /** pipeline / floor, process pair by process pair. */
    ratio: ReturnType<typeof ratioSpread>
  }> = []
  for (const file of files) {
    const p: FreshRow[] = []
    const f: FreshRow[] = []
    // The first pair of each size warms the disk cache and the memory-backed folder; not counted.
    await fresh('pipeline', file)
    await fresh('floor', file)
    for (let i = 0; i < FRESH_RUNS; i++) {
      p.push(await fresh('pipeline', file))
      f.push(await fresh('floor', file))
    }
    const b = await fresh('bare', file)
    const mid = (rows: FreshRow[]): FreshRow => ({
      bytes: rows[0]!.bytes,
      ms: median(rows.map((r) => r.ms)),
      peakDelta: median(rows.map((r) => r.peakDelta))
    })
    cold.push({
      pipeline: mid(p),
      floor: mid(f),
      bare: b,
      ratio: ratioSpread(
        p.map((r) => r.ms),
        f.map((r) => r.ms)
      )
    })
  }
  SIZES.forEach((n, i) => {
    const t = timing[i]!
    const c = cold[i]!
    const size = n.toLocaleString('en-US')
    const last = n === 100_000
    rows.push({
      figure: `processing ${size} occ. (${mb(t.bytes)}), fresh process: pipeline vs honest floor (${ms(c.pipeline.ms)} vs ${ms(c.floor.ms)})`,
      measured: `${x(c.pipeline.ms / c.floor.ms)}; per pair ${spreadText(c.ratio)}`,
      target: last ? '≤ 1.3×' : '—',
      ok: last ? shown(c.pipeline.ms / c.floor.ms) <= 1.3 : undefined
    })
    rows.push({
      figure: `  warm (the same process, 3rd call on): pipeline vs honest floor (${ms(t.pipelineMs)} vs ${ms(t.floorMs)}; bare parse ${ms(t.bareMs)})`,
      measured: x(t.pipelineMs / t.floorMs),
      target: '—'
    })
    rows.push({
      figure: `  peak RSS growth, fresh process: pipeline vs honest floor (${mb(c.pipeline.peakDelta)} vs ${mb(c.floor.peakDelta)}; bare parse ${mb(c.bare.peakDelta)})`,
      measured: `${x(c.pipeline.peakDelta / c.floor.peakDelta)} (${x(c.pipeline.peakDelta / c.pipeline.bytes)} the payload)`,
      target: last ? '≤ 1.2×' : '—',
      ok: last ? shown(c.pipeline.peakDelta / c.floor.peakDelta) <= 1.2 : undefined
    })
  })
}

if (want('repeated')) {
  step('repeated keys: the check vs the parse it guards, at 100,000 occurrences')
  // Many short turns in one process: the figure is a ratio of medians, so noise from other work on
  // the machine falls on both sides.
  const REPEATED_RUNS = 31
  const repeated = await runChild<RepeatedKeysRow>('processing-child.ts', [
    'repeated',
    String(REPEATED_RUNS),
    files[SIZES.indexOf(100_000)]!
  ])
  const spreadOf = (s: RepeatedKeysRow['scan']): string =>
    `${ms(s.min)} / ${ms(s.median)} / ${ms(s.max)}`
  rows.push({
    figure: `repeated-key check, 100,000 occ.: scan of answer + result text vs their two JSON.parse (CPU time, min / median / max of ${REPEATED_RUNS}: ${spreadOf(repeated.scan)} vs ${spreadOf(repeated.parse)})`,
    measured: x(repeated.scan.median / repeated.parse.median),
    target: '≤ 0.15×',
    ok: shown(repeated.scan.median / repeated.parse.median) <= 0.15
  })
  rows.push({
    figure: `  the result text alone (the reader's scan vs its JSON.parse: ${ms(repeated.resultScanMs)} vs ${ms(repeated.resultParseMs)})`,
    measured: x(repeated.resultScanMs / repeated.resultParseMs),
    target: '—'
  })
}

if (want('estate')) {
  step('ten applications: one report step vs ten separate ones')
  const estate = await benchEstateProcessing(10_000, quick ? 3 : 5)
  rows.push({
    figure: `10 results × 10,000 occ.: one step vs ten separate steps (${ms(estate.oneStepMs)} vs ${ms(estate.tenStepsMs)})`,
    measured: spreadText(ratioSpread(estate.runs.one, estate.runs.ten)),
    target: '≤ 0.6×',
    ok: shown(estate.oneStepMs / estate.tenStepsMs) <= 0.6
  })
  rows.push({
    figure: `  peak RSS of the one step vs the largest single step's (${mb(estate.largestSinglePeak)})`,
    measured: `${spreadText(ratioSpread(estate.runs.onePeaks, estate.runs.singlePeaks))} (${mb(estate.oneStepPeak)})`,
    target: '≤ 1.2×',
    ok: shown(estate.oneStepPeak / estate.largestSinglePeak) <= 1.2
  })
}

if (want('startup')) {
  step(`start-up (${RUNS + 2} runs in turns${compareDist ? `, also ${compareDist}` : ''})`)
  const startup = await benchStartup(RUNS + 2, compareDist)
  const r = startup.runs
  const core = r.coreOnly
  rows.push({
    figure: `start-up to first request: the action vs minimal ESM script (${ms(startup.actionMs)} vs ${ms(startup.minimalMs)})`,
    measured: spreadText(ratioSpread(r.action, r.minimal)),
    target: '—'
  })
  rows.push({
    figure: `  @actions/core alone (bundled by ncc, one request) vs minimal ESM script (${ms(startup.coreOnlyMs)})`,
    measured: spreadText(ratioSpread(core, r.minimal)),
    target: '—'
  })
  /** A start-up row against @actions/core alone, judged on the median of the runs' ratios. */
  const vsCore = (figure: string, runs: number[], target: number): void => {
    const s = ratioSpread(runs, core)
    rows.push({
      figure: `${figure} (${ms(median(runs))} vs ${ms(startup.coreOnlyMs)})`,
      measured: spreadText(s),
      target: `≤ ${target.toFixed(1)}×`,
      ok: shown(s.median) <= target
    })
  }
  vsCore('start-up to first request: the action vs @actions/core alone', r.action, 1.1)
  vsCore(
    "start-up to first request: the tool's scan (no @actions/core) vs @actions/core alone",
    r.tool,
    1.0
  )
  vsCore(
    "start-up: the tool's --help, start to exit, vs @actions/core alone to first request",
    r.help,
    1.0
  )
  const kb = (n: number): string => `${Math.round(n / 1000).toLocaleString('en-US')} KB`
  const sized = (own: number, all: number): string =>
    own === all ? kb(own) : `${kb(own)} (${kb(all)} with what it loads on demand)`
  rows.push({
    figure: 'bundle size at start (dist/index.js; dist/cli.js)',
    measured: `${sized(r.bundleBytes, r.bundleBytesAll)}; ${sized(r.toolBundleBytes, r.toolBundleBytesAll)}`,
    target: '—'
  })
  const c = startup.compare
  if (c) {
    rows.push({
      figure: `  ${c.dir}, same turns: the action; the tool's scan; --help vs @actions/core alone (${ms(median(c.action))}; ${ms(median(c.tool))}; ${ms(median(c.help))})`,
      measured: [c.action, c.tool, c.help].map((v) => spreadText(ratioSpread(v, core))).join('; '),
      target: '—'
    })
    rows.push({
      figure: `  ${c.dir} bundle size at start`,
      measured: `${sized(c.bundleBytes, c.bundleBytesAll)}; ${sized(c.toolBundleBytes, c.toolBundleBytesAll)}`,
      target: '—'
    })
  }
}

if (waiting && estateWaiting) {
  step('waiting: collecting the background cases')
  for (const w of (await waiting)! as WaitingResult[]) {
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
  const e = (await estateWaiting)!
  rows.push({
    figure: `waiting 10 applications (tests 12–39 s), poll-interval ${ESTATE_POLL.text}: last end → exit`,
    measured: `${(e.exitDelayMs / 1000).toFixed(1)} s (${e.outcome ?? '?'})`,
    target: `≤ ${ESTATE_POLL.ms / 1000} s`,
    ok: e.exitDelayMs <= ESTATE_POLL.ms && e.outcome === 'passed'
  })
  rows.push({
    figure: '  status requests after 10 s: most in one poll round; rounds apart',
    measured: `${e.maxPerRound} of ${e.statusRequests}; ≥ ${(e.minRoundGapMs / 1000).toFixed(2)} s apart`,
    target: `≤ 10 per round, ~${ESTATE_POLL.ms / 1000} s apart`,
    ok: e.maxPerRound <= 10 && e.minRoundGapMs >= ESTATE_POLL.ms - 1000
  })
}

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
  `\nnode ${process.version}, ${cpus().length} CPUs, medians of ${RUNS} runs after warm-up (fresh processing: ${FRESH_RUNS}) ` +
    `(start-up: ${RUNS + 2}); a ratio given as "median (min–max)" is each run's own ratio`
)
console.log(line(table[0]!))
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
for (const r of table.slice(1)) console.log(line(r))
const missed = rows.filter((r) => r.ok === false).length
console.log(missed === 0 ? '\nEvery target met.' : `\n${missed} target(s) missed (marked NO).`)
