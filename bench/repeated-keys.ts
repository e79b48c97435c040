// The repeated-key check's cost (issue 29) against the parse it guards, at one payload: the
// answer's text and the result text inside it, each scanned (src/findings/repeated-keys.ts, as
// the transport and the reader do), against the two JSON.parse calls that read them. Measured
// in turns in one process (gc before each, CPU time), many times; the ratio is of the medians,
// and min/median/max are kept for each side.
import { findRepeatedKey } from '../src/findings/repeated-keys.js'
import { median } from './stats.js'

export interface Spread {
  min: number
  median: number
  max: number
}

export interface RepeatedKeysRow {
  bytes: number
  /** Both JSON.parse calls (answer and result text), ms. */
  parse: Spread
  /** Both scans, ms. */
  scan: Spread
  /** Of the result text alone (the reader's part): scan and parse medians, ms. */
  resultScanMs: number
  resultParseMs: number
}

const gc = (globalThis as { gc?: () => void }).gc ?? ((): void => {})

function spread(values: number[]): Spread {
  return { min: Math.min(...values), median: median(values), max: Math.max(...values) }
}

/**
 * CPU time of the process (ms), not wall time: on a machine shared with other work, waiting for a
 * core would otherwise enter one side's figure and not the other's. The parse's garbage
 * collection on V8's helper threads counts, as it is part of what the parse costs.
 */
function timed(f: () => unknown): number {
  gc()
  const start = process.cpuUsage()
  f()
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

export function measureRepeatedKeys(body: Buffer, runs: number): RepeatedKeysRow {
  const answer = body.toString('utf8')
  const result = (JSON.parse(answer) as { result: string }).result
  let sink = 0
  const parseAnswer = (): void => void (sink += Object.keys(JSON.parse(answer) as object).length)
  const parseResult = (): void => void (sink += Object.keys(JSON.parse(result) as object).length)
  const scanAnswer = (): void => void (sink += findRepeatedKey(answer) ? 1 : 0)
  const scanResult = (): void => void (sink += findRepeatedKey(result) ? 1 : 0)
  for (let i = 0; i < 3; i++) [parseAnswer, parseResult, scanAnswer, scanResult].forEach((f) => f())
  const parse: number[] = []
  const scan: number[] = []
  const resultParse: number[] = []
  const resultScan: number[] = []
  for (let i = 0; i < runs; i++) {
    const pa = timed(parseAnswer)
    const sa = timed(scanAnswer)
    const pr = timed(parseResult)
    const sr = timed(scanResult)
    parse.push(pa + pr)
    scan.push(sa + sr)
    resultParse.push(pr)
    resultScan.push(sr)
  }
  if (sink < 0) throw new Error('unreachable')
  return {
    bytes: body.length,
    parse: spread(parse),
    scan: spread(scan),
    resultScanMs: median(resultScan),
    resultParseMs: median(resultParse)
  }
}
