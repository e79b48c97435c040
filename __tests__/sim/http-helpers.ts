// Real HTTP to the simulator over 127.0.0.1. node:http rather than fetch: fetch refuses a body on
// GET, and verify-signature is a GET with a JSON body.

import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { Simulator } from '../../sim/index.js'

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

/** Calls as the simulator's default caller (its first access token). */
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

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))

/** Polls until the test leaves running, within a bound. */
export async function waitForState(
  sim: Simulator,
  resultToken: string,
  state: string,
  withinMs = 5000
): Promise<void> {
  const deadline = Date.now() + withinMs
  while (sim.state.test(resultToken)?.state !== state) {
    if (Date.now() > deadline) throw new Error(`test ${resultToken} never reached ${state}`)
    await sleep(20)
  }
}

export function statusPath(appToken: string, resultToken: string, kind = 'status'): string {
  return `/rest/v2/test/${kind}?application_token=${appToken}&result_token=${resultToken}`
}
