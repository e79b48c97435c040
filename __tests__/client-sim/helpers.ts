// The typed client (createTransport + createV2Api / createV1Api) against the real simulator:
// one account with known tokens, a transport on a FakeClock (retries do not wait), and a check
// that no error or log line ever carries the access token.
import { expect } from '@jest/globals'
import { FakeClock } from '../../__fixtures__/fake-clock.js'
import { MemoryLog } from '../../__fixtures__/memory-log.js'
import { ApiError } from '../../src/api/errors.js'
import { createTransport, type Transport } from '../../src/api/transport.js'
import { createV2Api, type V2Api } from '../../src/api/v2.js'
import { createV1Api, type V1Api } from '../../src/api/v1.js'
import { startSimulator, type Scenario, type Simulator } from '../../sim/index.js'
import { KNOWN_FINDINGS } from '../e2e/fixtures.js'

export const ACCESS = 'acc0000000000000000000000000000a'
export const EXPIRED = 'exp0000000000000000000000000000e'
/** Holds read scopes only. */
export const READ_ONLY = 'ro00000000000000000000000000000r'
export const UNKNOWN_TOKEN = 'zzz0000000000000000000000000000z'

export const SHOP_KEY = '11111111-2222-4333-8444-555555555555'
export const TEAM_KEY = '66666666-7777-4888-9999-aaaaaaaaaaaa'
export const TEAM = 'team0000000000000000000000000001'
/** Verified, 300 ms tests with KNOWN_FINDINGS, one completed past session. */
export const SHOP = 'shop0000000000000000000000000001'
/** Not verified; verification succeeds on the second attempt. */
export const BLOG = 'blog0000000000000000000000000002'
/** In the team's project; a test runs from the start. */
export const PORTAL = 'portal00000000000000000000000003'
export const PAST_RUN = 'past0000000000000000000000000001'
export const TEAM_RUN = 'teamrun0000000000000000000000001'

export function account(more: Partial<Scenario> = {}): Partial<Scenario> {
  return {
    accessTokens: [ACCESS, { token: READ_ONLY, scopes: ['read_project', 'read_test_status'] }],
    expiredTokens: [EXPIRED],
    projects: [
      {
        name: 'Shop',
        description: 'The web shop',
        projectKey: SHOP_KEY,
        applications: [
          {
            name: 'Shop web',
            url: 'https://shop.example.com',
            token: SHOP,
            verified: true,
            test: { durationMs: 300, stopDelayMs: 100, findings: KNOWN_FINDINGS },
            pastSessions: [{ resultToken: PAST_RUN, state: 'completed' }]
          },
          {
            name: 'Blog',
            url: 'https://blog.example.com',
            token: BLOG,
            verified: false,
            verifyAfterAttempts: 2,
            test: { durationMs: 300, findings: KNOWN_FINDINGS }
          }
        ]
      }
    ],
    teams: [
      {
        teamId: TEAM,
        teamName: 'Security team',
        projects: [
          {
            name: 'Team portal',
            projectKey: TEAM_KEY,
            applications: [
              {
                name: 'Portal API',
                url: 'https://api.portal.example.com',
                token: PORTAL,
                type: 'API',
                hosting: 'internal',
                verified: true,
                test: { durationMs: 60_000 },
                runningTest: { resultToken: TEAM_RUN }
              }
            ]
          }
        ]
      }
    ],
    ...more
  }
}

export interface Client {
  sim: Simulator
  v2: V2Api
  v1: V1Api
  transport: Transport
  clock: FakeClock
  log: MemoryLog
}

const open: Client[] = []

/** A simulator with `account()` (or the given scenario) and a client for it. */
export async function connect(
  scenario: Partial<Scenario> = account(),
  token = ACCESS
): Promise<Client> {
  const sim = await startSimulator(scenario)
  return clientFor(sim, token)
}

/** Another client (another token) on a running simulator. */
export function clientFor(sim: Simulator, token = ACCESS): Client {
  const clock = new FakeClock()
  const log = new MemoryLog()
  const transport = createTransport({
    baseUrl: sim.baseUrl,
    accessToken: token,
    clock,
    log,
    random: () => 0.5,
    requestTimeoutMs: 5_000
  })
  const c = {
    sim,
    v2: createV2Api(transport),
    v1: createV1Api(transport, token),
    transport,
    clock,
    log
  }
  open.push(c)
  return c
}

export async function closeAll(): Promise<void> {
  const sims = new Set<Simulator>()
  for (const c of open.splice(0)) {
    for (const t of [ACCESS, READ_ONLY, EXPIRED, UNKNOWN_TOKEN]) {
      expect(c.log.text()).not.toContain(t)
    }
    c.transport.dispose()
    sims.add(c.sim)
  }
  for (const s of sims) await s.close()
}

/** The ApiError a call rejects with; fails when it resolves or when a token leaks into it. */
export async function apiError(p: Promise<unknown>): Promise<ApiError> {
  let caught: unknown
  try {
    await p
  } catch (e) {
    caught = e
  }
  expect(caught).toBeInstanceOf(ApiError)
  const e = caught as ApiError
  const all = JSON.stringify({ ...e, message: e.message })
  for (const t of [ACCESS, READ_ONLY, EXPIRED, UNKNOWN_TOKEN]) expect(all).not.toContain(t)
  return e
}

/** Real milliseconds (the simulator's tests run on wall time). */
export const pause = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))

/** Requests the simulator received for one method and path. */
export function hits(sim: Simulator, method: string, path: string): number {
  return sim.requests.filter((r) => r.method === method && r.path.replace(/\/$/, '') === path)
    .length
}
