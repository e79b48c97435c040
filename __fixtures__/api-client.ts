// The typed client (createTransport + createV2Api / createV1Api) in tests, on a FakeClock so
// retries do not wait: against a scripted local server (`rig`), or against the simulator with
// an account of known tokens (`connect`), where the simulator runs on a FakeClock of its own
// (`simClock`): a test moves it on to let the service's tests run, and the client's backoff
// pauses (recorded on `clock`) take no time on the service. `closeAll` closes both kinds and checks that no
// log line carried a token; `apiError` checks the same of an error.
import { expect } from '@jest/globals'
import { ApiError } from '../src/api/errors.js'
import { createTransport, type Transport, type TransportOptions } from '../src/api/transport.js'
import { createV2Api, type V2Api } from '../src/api/v2.js'
import { createV1Api, type V1Api } from '../src/api/v1.js'
import type { Scenario, Simulator } from '../sim/index.js'
import { KNOWN_FINDINGS, UNKNOWN_TOKEN } from '../sim/accounts.js'
import { FakeClock } from './fake-clock.js'
import { startServer, type Handler, type ScriptedServer } from './http-server.js'
import { MemoryLog } from './memory-log.js'
import { closeSim, startSim } from './simulator.js'

export { UNKNOWN_TOKEN }

/** The simulator account's tokens (`account()`). */
export const ACCESS = 'acc0000000000000000000000000000a'
export const EXPIRED = 'exp0000000000000000000000000000e'
/** Holds read scopes only. */
export const READ_ONLY = 'ro00000000000000000000000000000r'

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

interface Opened {
  transport: Transport
  log: MemoryLog
  /** Closes what the transport talked to. */
  closeServer(): Promise<void>
}

const open: Opened[] = []

function transportOn(
  baseUrl: string,
  clock: FakeClock,
  options: Partial<TransportOptions>
): { transport: Transport; log: MemoryLog } {
  const log = new MemoryLog()
  const transport = createTransport({
    baseUrl,
    accessToken: TOKEN,
    clock,
    log,
    random: () => 0.5,
    ...options
  })
  return { transport, log }
}

/** The scripted server's caller: shaped like a real token, and echoed back by hostile servers. */
export const TOKEN = 'tok0123456789abcdefghijklmnopqrs'
export const APP = 'app0123456789abcdefghijklmnopqrs'
export const RESULT = 'res0123456789abcdefghijklmnopqrs'

export interface Rig {
  server: ScriptedServer
  transport: Transport
  clock: FakeClock
  log: MemoryLog
}

/** A scripted local server and a transport for it (access token TOKEN) on a FakeClock. */
export async function rig(
  handler?: Handler,
  options: Partial<TransportOptions> & { basePath?: string } = {}
): Promise<Rig> {
  const server = await startServer(handler)
  const clock = new FakeClock()
  const { basePath = '', ...rest } = options
  const { transport, log } = transportOn(server.url + basePath, clock, rest)
  open.push({ transport, log, closeServer: () => server.close() })
  return { server, transport, clock, log }
}

export interface Client {
  sim: Simulator
  v2: V2Api
  v1: V1Api
  transport: Transport
  /** The client's clock: its backoff pauses are recorded here. */
  clock: FakeClock
  /** The simulator's clock (from `connect`): advance it to let the service's tests run. */
  simClock: FakeClock
  log: MemoryLog
}

/** A simulator with `account()` (or the given scenario) on a FakeClock, and a client for it. */
export async function connect(
  scenario: Partial<Scenario> = account(),
  token = ACCESS
): Promise<Client> {
  const simClock = new FakeClock()
  const sim = await startSim(scenario, { clock: simClock })
  simClocks.set(sim, simClock)
  return clientFor(sim, token)
}

const simClocks = new WeakMap<Simulator, FakeClock>()

/** Another client (another token) on a simulator `connect` started. */
export function clientFor(sim: Simulator, token = ACCESS): Client {
  const simClock = simClocks.get(sim)
  if (!simClock) throw new Error('clientFor: the simulator was not started by connect()')
  const clock = new FakeClock()
  const { transport, log } = transportOn(sim.baseUrl, clock, {
    accessToken: token,
    requestTimeoutMs: 5_000
  })
  open.push({ transport, log, closeServer: () => closeSim(sim) })
  return {
    sim,
    v2: createV2Api(transport),
    v1: createV1Api(transport, token),
    transport,
    clock,
    simClock,
    log
  }
}

/** Close every rig and client (and their simulators); no log line may have carried a token. */
export async function closeAll(): Promise<void> {
  for (const o of open.splice(0)) {
    for (const t of SECRETS) expect(o.log.text()).not.toContain(t)
    o.transport.dispose()
    await o.closeServer()
  }
}

/** No error and no log line may carry any of these. */
const SECRETS = [TOKEN, ACCESS, READ_ONLY, EXPIRED, UNKNOWN_TOKEN]

/** The ApiError a call rejects with; fails when it resolves, or when a token leaks into it. */
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
  for (const t of SECRETS) {
    expect(e.message).not.toContain(t)
    expect(e.serviceMessage ?? '').not.toContain(t)
    expect(all).not.toContain(t)
  }
  return e
}

/** A v2 failure envelope as the real service sends it (HTTP 400). */
export function v2Error(code: string, message = `${code} happened`, status = 400) {
  return { status, json: { code, message } }
}
