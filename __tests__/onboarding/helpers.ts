// Shared set-up of the onboarding end-to-end tests: a simulator per test, the built bundle run as
// the runner would, and readers for what a user sees (failure line, notices, requests sent).
import { readFileSync } from 'node:fs'
import {
  startSimulator,
  type RecordedRequest,
  type Scenario,
  type Simulator
} from '../../sim/index.js'
import { runStep, type StepRun } from '../../scripts/runner.js'

export type { Simulator, StepRun }

export async function withSim<T>(
  scenario: Partial<Scenario>,
  body: (sim: Simulator) => Promise<T>
): Promise<T> {
  const sim = await startSimulator(scenario, { port: 0 })
  try {
    return await body(sim)
  } finally {
    await sim.close()
  }
}

/** Run one command of the built action against the simulator. */
export function step(sim: Simulator, inputs: Record<string, string>): Promise<StepRun> {
  return runStep({
    with: { 'base-url': sim.baseUrl, 'access-token': sim.tokens.accessToken, ...inputs },
    killAfterMs: 30_000
  })
}

/** The step's failure line (`::error::` written by core.setFailed), decoded. */
export function failureLine(run: StepRun): string {
  const line = run.stdout.split('\n').find((l) => l.startsWith('::error::'))
  return decode(line?.slice('::error::'.length) ?? '')
}

export function notices(run: StepRun): string[] {
  return run.stdout
    .split('\n')
    .filter((l) => l.startsWith('::notice::'))
    .map((l) => decode(l.slice('::notice::'.length)))
}

export function warnings(run: StepRun): string[] {
  return run.stdout
    .split('\n')
    .filter((l) => l.startsWith('::warning::'))
    .map((l) => decode(l.slice('::warning::'.length)))
}

function decode(s: string): string {
  return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
}

/** Requests that change something on the service (create, modify, delete, start, stop). */
export function changes(requests: RecordedRequest[]): string[] {
  return requests
    .filter((r) => r.method !== 'GET')
    .map((r) => `${r.method} ${r.path.replace(/\/+$/, '')}`)
}

export function count(requests: RecordedRequest[], method: string, path: string): number {
  return requests.filter((r) => r.method === method && r.path.replace(/\/+$/, '') === path).length
}

export function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'))
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))

/** Resolves once the simulator has received a matching request (bounded). */
export async function requestArrives(
  sim: Simulator,
  method: string,
  path: string,
  withinMs = 10_000
): Promise<void> {
  const until = Date.now() + withinMs
  while (count(sim.requests, method, path) === 0) {
    if (Date.now() > until) throw new Error(`no ${method} ${path} within ${withinMs} ms`)
    await sleep(20)
  }
}

/** An application token of the right form that the simulator does not know. */
export const UNKNOWN_TOKEN = 'z'.repeat(32)
