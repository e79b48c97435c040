// The built action as a workflow step (scripts/runner.ts runs dist/index.js as the runner does),
// and readers for what its log shows a user: the failure line, notices, warnings, the verdict,
// signs of a crash. What it wrote (summary, SARIF, JSON report) is read with ./step-files.ts.
import { expect } from '@jest/globals'
import type { ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Simulator } from '../sim/index.js'
import { runStep, type StepOptions, type StepRun } from '../scripts/runner.js'
import { ACCESS, APP, shopScenario, type Arrange } from '../sim/accounts.js'
import { reusing } from './reused-node.js'
import { startSim } from './simulator.js'

export type { StepRun }

/** Where a step sends its requests: a simulator, or the URL of any other server. */
export type Target = Simulator | string

/**
 * Run the action once against `target`, with `inputs` as the step's `with:` (action.yml's
 * defaults for the rest). base-url is the target's; access-token is the simulator's first token
 * (the shop's ACCESS for a bare URL) unless `inputs` says otherwise. A hung step is killed after a
 * minute unless `options` says otherwise. It runs in a reused Node.js process (./reused-node.ts)
 * unless it needs one of its own (a signal, live output) or `options.launch` says otherwise.
 */
export function step(
  target: Target,
  inputs: Record<string, string> = {},
  options: Omit<StepOptions, 'with'> = {}
): Promise<StepRun> {
  const baseUrl = typeof target === 'string' ? target : target.baseUrl
  const accessToken = typeof target === 'string' ? ACCESS : target.tokens.accessToken
  return runStep(
    reusing({
      killAfterMs: 60_000,
      ...options,
      with: { 'base-url': baseUrl, 'access-token': accessToken, ...inputs }
    })
  )
}

/** What a scan of the shop needs besides base-url and access-token; polls as fast as allowed. */
export const SCAN_INPUTS: Readonly<Record<string, string>> = {
  'application-token': APP,
  'poll-interval': '1s',
  timeout: '1m'
}

/** A step with the shop's scan inputs (SCAN_INPUTS) under `inputs`. */
export function scan(
  target: Target,
  inputs: Record<string, string> = {},
  options: Omit<StepOptions, 'with'> = {}
): Promise<StepRun> {
  return step(target, { ...SCAN_INPUTS, ...inputs }, options)
}

/** A fresh simulator of the shop (accounts.ts) changed by `arrange`, and one scan of it. */
export async function scanShop(
  arrange: Arrange = {},
  inputs: Record<string, string> = {},
  options: Omit<StepOptions, 'with'> = {}
): Promise<{ run: StepRun; sim: Simulator }> {
  const sim = await startSim(shopScenario(arrange))
  return { run: await scan(sim, inputs, options), sim }
}

/**
 * Fresh folders for a step (RUNNER_TEMP and the workspace, its working directory), with `files`
 * (path in the workspace → text) written first. Steps given the same folders share them, as the
 * steps of one job do.
 */
export function stepDirs(files: Record<string, string> = {}): { temp: string; workspace: string } {
  const dirs = {
    temp: mkdtempSync(join(tmpdir(), 'sta-temp-')),
    workspace: mkdtempSync(join(tmpdir(), 'sta-ws-'))
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dirs.workspace, path)), { recursive: true })
    writeFileSync(join(dirs.workspace, path), text)
  }
  return dirs
}

/** The post phase of `main`, as the runner starts it after the job: its state, its folders. */
export function postOf(
  main: StepRun,
  target: Target,
  inputs: Record<string, string> = {},
  options: Omit<StepOptions, 'with' | 'state' | 'dirs'> = {}
): Promise<StepRun> {
  return scan(target, inputs, { ...options, state: main.state, dirs: main.dirs })
}

/**
 * A signal sent to a step's process once `when` holds (checked every 20 ms): pass `onSpawn` in the
 * step's options; `at()` is when it was sent (epoch ms; 0 while it was not).
 */
export function signalWhen(
  when: () => boolean,
  signal: NodeJS.Signals
): { onSpawn: (child: ChildProcess) => void; at: () => number } {
  let at = 0
  return {
    at: () => at,
    onSpawn: (child) => {
      const timer = setInterval(() => {
        if (child.exitCode !== null || child.signalCode !== null) clearInterval(timer)
        else if (when()) {
          clearInterval(timer)
          at = Date.now()
          child.kill(signal)
        }
      }, 20)
    }
  }
}

/** A scan that was sent a signal: when it was sent (0: never) and when the process ended. */
export interface Signalled {
  run: StepRun
  at: number
  endedAt: number
}

/** Run the scan and send `sig` once `when` holds (checked every 20 ms). */
export async function signalled(
  sim: Simulator,
  sig: NodeJS.Signals,
  when: () => boolean,
  inputs: Record<string, string> = {}
): Promise<Signalled> {
  const signal = signalWhen(when, sig)
  const run = await scan(sim, inputs, { killAfterMs: 30_000, onSpawn: signal.onSpawn })
  return { run, at: signal.at(), endedAt: Date.now() }
}

/** The common promise of a cancellation: a signal was sent, the step failed in time, cleanly. */
export function expectCancelled(s: Signalled): void {
  expect(s.at).toBeGreaterThan(0)
  expect(s.run.exitCode).not.toBe(0)
  expect(s.run.exitCode).not.toBeNull()
  expect(s.endedAt - s.at).toBeLessThan(10_000)
  expect(s.run.outputs.outcome).toBe('stopped')
  expect(failureLine(s.run)).toMatch(/cancel|SIGINT|SIGTERM/i)
  expect(crashSigns(s.run)).toEqual([])
}

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

/**
 * Run named cases side by side (at most `concurrency` at once) and give back one line per case
 * that threw: a suite of slow end-to-end cases fails with every broken case named, not the first.
 */
export async function caseFailures(
  cases: ReadonlyArray<readonly [string, () => Promise<void>]>,
  concurrency: number
): Promise<string[]> {
  const failures = await pool(cases, concurrency, async ([name, body]) => {
    try {
      await body()
      return undefined
    } catch (e) {
      return `${name}: ${e instanceof Error ? e.message : String(e)}`
    }
  })
  return failures.filter((f) => f !== undefined)
}

/** A workflow command's data as the runner reads it (core escapes %, CR and LF). */
function decode(data: string): string {
  return data.replace(/%(25|0D|0A)/g, (_, c: string) => ({ '25': '%', '0D': '\r', '0A': '\n' })[c]!)
}

/** The messages of every `::name …::message` line of the step's log, decoded. */
function commandMessages(run: StepRun, name: string): string[] {
  const start = new RegExp(`^::${name}(::| )`)
  return run.stdout
    .split('\n')
    .filter((l) => start.test(l))
    .map((l) => decode(l.slice(l.indexOf('::', 2) + 2)))
}

/** The step's failure line: the last `::error::` line (core.setFailed), decoded; undefined if none. */
export function failureLine(run: StepRun): string | undefined {
  const lines = run.stdout.split('\n').filter((l) => l.startsWith('::error::'))
  const last = lines.at(-1)
  return last === undefined ? undefined : decode(last.slice('::error::'.length))
}

/** Every notice's message (annotations with properties included), decoded. */
export function notices(run: StepRun): string[] {
  return commandMessages(run, 'notice')
}

/** Every warning's message (annotations with properties included), decoded. */
export function warnings(run: StepRun): string[] {
  return commandMessages(run, 'warning')
}

/** What a user sees of a run's verdict: exit code, outcome, failure line and every count. */
export function verdictOf(run: StepRun): Record<string, string | number | null | undefined> {
  const v: Record<string, string | number | null | undefined> = {
    exitCode: run.exitCode,
    outcome: run.outputs.outcome,
    failure: failureLine(run)
  }
  for (const [name, value] of Object.entries(run.outputs)) {
    if (name.endsWith('-count')) v[name] = value
  }
  return v
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
