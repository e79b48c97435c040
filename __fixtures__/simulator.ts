// The simulator in tests, arranged one way: start it with a scenario (optionally on a FakeClock
// from ./fake-clock.ts, which the test moves by hand), read what it received, talk to it over raw
// HTTP, and close every one a suite started with `closeSims` (in afterEach or afterAll).
//
// Raw HTTP uses node:http rather than fetch: fetch refuses a body on GET, and verify-signature is
// a GET with a JSON body.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import {
  startSimulator,
  type Scenario,
  type Simulator,
  type SimulatorOptions
} from '../sim/index.js'

export type { Simulator }

const open = new Set<Simulator>()

/**
 * A simulator with `scenario` (merged over the default account; a path reads a scenario file),
 * on any free port of 127.0.0.1. Pass `{ clock: new FakeClock() }` to move the service's time
 * by hand (`clock.advance(ms)`); the default is real time.
 */
export async function startSim(
  scenario: Partial<Scenario> | string = {},
  options: SimulatorOptions = {}
): Promise<Simulator> {
  const sim = await startSimulator(scenario, options)
  open.add(sim)
  return sim
}

/** Close every simulator `startSim` started that is still open. */
export async function closeSims(): Promise<void> {
  const all = [...open]
  open.clear()
  await Promise.all(all.map((s) => s.close()))
}

/** Close one simulator early (the others stay open until `closeSims`); again is a no-op. */
export async function closeSim(sim: Simulator): Promise<void> {
  if (open.delete(sim)) await sim.close()
}

const bare = (path: string): string => path.replace(/\/+$/, '')

/** "METHOD /path" of every request the simulator received, in order (no query, no final slash). */
export function paths(sim: Simulator): string[] {
  return sim.requests.map((r) => `${r.method} ${bare(r.path)}`)
}

/** How many requests the simulator received for `method` and `path` (a final slash ignored). */
export function count(sim: Simulator, method: string, path: string): number {
  return paths(sim).filter((p) => p === `${method} ${path}`).length
}

/** Requests that change something on the service (create, modify, delete, start, stop). */
export function changes(sim: Simulator): string[] {
  return paths(sim).filter((p) => !p.startsWith('GET '))
}

/**
 * Poll `cond` every 20 real milliseconds until it holds or `withinMs` pass; true when it held.
 * For what happens in another process (a spawned step); the simulator's own time is moved with
 * its clock instead.
 */
export async function until(cond: () => boolean, withinMs: number): Promise<boolean> {
  const end = Date.now() + withinMs
  while (Date.now() < end) {
    if (cond()) return true
    await new Promise((r) => setTimeout(r, 20))
  }
  return cond()
}

export function statusPath(appToken: string, resultToken: string, kind = 'status'): string {
  return `/rest/v2/test/${kind}?application_token=${appToken}&result_token=${resultToken}`
}

export interface Answer {
  status: number
  headers: IncomingHttpHeaders
  text: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any
}

export interface CallOptions {
  /** Bearer token; null sends no Authorization header. */
  token?: string | null
  /** A value is sent as JSON; a string is sent as it is. */
  body?: unknown
  headers?: Record<string, string>
}

/** One raw HTTP request to `baseUrl` + `path`. */
export function call(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {}
): Promise<Answer> {
  const url = new URL(path, baseUrl)
  const payload =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body)
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (payload !== undefined) {
    headers['content-type'] ??= 'application/json'
    headers['content-length'] = String(Buffer.byteLength(payload))
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('error', reject)
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        let json: unknown
        try {
          json = JSON.parse(text)
        } catch {
          json = undefined
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json })
      })
    })
    req.on('error', reject)
    if (payload !== undefined) req.write(payload)
    req.end()
  })
}

/** Raw calls as one caller (default: the simulator's first access token; null: no token). */
export function client(sim: Simulator, token: string | null = sim.tokens.accessToken) {
  const go = (method: string, path: string, body?: unknown): Promise<Answer> =>
    call(sim.baseUrl, method, path, { token, body })
  return {
    get: (path: string, body?: unknown) => go('GET', path, body),
    post: (path: string, body?: unknown) => go('POST', path, body),
    put: (path: string, body?: unknown) => go('PUT', path, body),
    del: (path: string) => go('DELETE', path)
  }
}
