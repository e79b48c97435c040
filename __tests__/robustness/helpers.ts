// Shared by the robustness suites: running many steps at once, reading the verdict a user sees,
// and finding every file a step left behind. The e2e fixtures (simulator arrangement, inputs,
// failure line) are reused from ../e2e/fixtures.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { StepRun } from '../../scripts/runner.js'
import { failureLine } from '../e2e/fixtures.js'

/** Run `fn` over `items`, at most `concurrency` at a time; results in input order. */
export async function pool<T, R>(
  items: readonly T[],
  concurrency: number,
  fn: (item: T, index: number) => Promise<R>
): Promise<R[]> {
  const out: R[] = new Array<R>(items.length)
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++
      out[i] = await fn(items[i] as T, i)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
  return out
}

const COUNT_OUTPUTS = [
  'unfixed-count',
  'fixed-count',
  'total-count',
  'new-count',
  'critical-count',
  'high-count',
  'medium-count',
  'low-count',
  'very-low-count',
  'unknown-count'
] as const

/** What a user sees of a run's verdict: exit code, outcome, counts and the failure line. */
export function verdictOf(run: StepRun): Record<string, string | number | null | undefined> {
  const v: Record<string, string | number | null | undefined> = {
    exitCode: run.exitCode,
    outcome: run.outputs.outcome,
    failure: failureLine(run.stdout)
  }
  for (const name of COUNT_OUTPUTS) v[name] = run.outputs[name]
  return v
}

/** Every regular file under the given folders, recursively. */
export function filesUnder(...dirs: string[]): string[] {
  const out: string[] = []
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name)
      const s = statSync(p)
      if (s.isDirectory()) walk(p)
      else if (s.isFile()) out.push(p)
    }
  }
  for (const d of dirs) walk(d)
  return out
}

export function readText(path: string): string {
  return readFileSync(path, 'utf8')
}

/** Signs of a crash rather than a handled failure. */
export function crashSigns(run: StepRun): string[] {
  const signs: string[] = []
  const both = `${run.stdout}\n${run.stderr}`
  if (/^\s+at .+[(:]\d+/m.test(run.stderr)) signs.push('stack trace on stderr')
  if (/Unhandled|unhandledRejection|UnhandledPromiseRejection/i.test(both)) {
    signs.push('unhandled rejection')
  }
  if (/FATAL ERROR|heap out of memory|Maximum call stack/i.test(both)) signs.push('fatal error')
  if (run.signal !== null) signs.push(`killed by ${run.signal}`)
  return signs
}

/** Poll `cond` every 20 ms until it holds or `ms` pass; bounded, so a test never hangs on it. */
export async function until(cond: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (cond()) return true
    await new Promise((r) => setTimeout(r, 20))
  }
  return cond()
}
