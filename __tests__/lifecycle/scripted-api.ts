// A TestApi whose answers a test scripts in time: what the service says at each moment of the
// fake clock. Every call is recorded, so tests assert what the service would have received.
import { ApiError } from '../../src/api/errors.js'
import type { RunningTest, TestApi, TestStatus } from '../../src/api/test-api.js'
import type { FakeClock } from '../../__fixtures__/fake-clock.js'

export type Call = { op: string; at: number; args: unknown[] }

export interface Script {
  /** The status at a time since the clock's start, or an error to throw. */
  status?: (elapsedMs: number) => TestStatus | ApiError
  running?: (elapsedMs: number) => RunningTest[]
  stop?: (elapsedMs: number) => void | ApiError
  start?: (elapsedMs: number) => string | ApiError
}

export function scriptedApi(clock: FakeClock, script: Script): TestApi & { calls: Call[] } {
  const origin = clock.now()
  const calls: Call[] = []
  const answer = <T>(
    op: string,
    args: unknown[],
    f: ((t: number) => T | ApiError) | undefined
  ): Promise<T> => {
    const at = clock.now() - origin
    calls.push({ op, at, args })
    if (!f) return Promise.reject(new Error(`${op} was not expected`))
    const r = f(at)
    return r instanceof ApiError ? Promise.reject(r) : Promise.resolve(r)
  }
  return {
    version: 'v2',
    calls,
    start: (app) => answer('start', [app], script.start),
    status: (app, result) => answer('status', [app, result], script.status),
    result: () => Promise.resolve('{}'),
    stop: (app) => answer('stop', [app], script.stop),
    running: (_signal, teamId) => answer('running', [teamId], script.running)
  }
}

export const refused = (code: string): ApiError =>
  new ApiError(`refused: ${code}`, { kind: 'service', operation: 'test', code })
export const outage = (): ApiError =>
  new ApiError('the connection failed (ECONNRESET)', { kind: 'network', operation: 'test' })
