// Small helpers shared by the benchmarks.
import { spawn } from 'node:child_process'
import { ROOT } from '../scripts/runner.js'

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/** The least, the median and the greatest of some figures (a ratio's spread over a bench's runs). */
export interface Spread {
  min: number
  median: number
  max: number
}

export function spread(values: readonly number[]): Spread {
  return { min: Math.min(...values), median: median(values), max: Math.max(...values) }
}

/**
 * The ratio of two figures measured in turns, run by run (`num[i] / den[i]`), as min / median /
 * max: a figure quoted from one run can be checked against another's spread.
 */
export function ratioSpread(num: readonly number[], den: readonly number[]): Spread {
  if (num.length !== den.length || num.length === 0) throw new Error('ratioSpread: unpaired runs')
  return spread(num.map((n, i) => n / (den[i] as number)))
}

/** A spread as the bench prints it: `1.05× (1.01–1.12×)`, the median first. */
export function spreadText(s: Spread): string {
  return `${s.median.toFixed(2)}× (${s.min.toFixed(2)}–${s.max.toFixed(2)}×)`
}

/** Runs a TypeScript file of bench/ in a fresh Node process (with `gc` exposed); its last stdout line is JSON. */
export function runChild<T>(file: string, args: string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', `bench/${file}`, ...args],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] }
    )
    let out = ''
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d))
    child.on('error', reject)
    child.on('close', (code) => {
      const last = out.trim().split('\n').pop() ?? ''
      if (code !== 0) reject(new Error(`bench/${file} ${args.join(' ')} exited with ${code}`))
      else resolve(JSON.parse(last) as T)
    })
  })
}
