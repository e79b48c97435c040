// The simulator's programmatic API: start a real HTTP server on 127.0.0.1 that behaves like the
// service, with a scenario, fault injection at run time, and a record of every request.

import type { AddressInfo } from 'node:net'
import { systemClock, type SimClock } from './clock.js'
import { FaultTable, type ActiveFault, type Fault } from './faults.js'
import { loadScenarioFile, resolveScenario } from './scenario.js'
import type { Scenario } from './scenario-types.js'
import { createSimServer, type RecordedRequest } from './server.js'
import { createStateView, type SimulatorState } from './state-view.js'
import { Store } from './store.js'

export type { Fault, FaultKind, FaultMatch, RedirectStatus } from './faults.js'
export type { RecordedRequest } from './server.js'
export type { SimClock } from './clock.js'
export type * from './scenario-types.js'
export type { SimulatorState, TestView, ApplicationView, ProjectView } from './state-view.js'
export { resolveScenario, loadScenarioFile } from './scenario.js'

export interface SimulatorTokens {
  accessToken: string
  /** The first verified application among the caller's own projects. */
  applicationToken: string
  /** The first application that is not verified, when there is one. */
  unverifiedApplicationToken?: string
  /** The first team's id, when there is a team. */
  teamId?: string
}

export interface Simulator {
  baseUrl: string
  port: number
  tokens: SimulatorTokens
  /** The scenario after defaults were applied. */
  scenario: Scenario
  /** Every request, in arrival order. */
  requests: RecordedRequest[]
  /** Faults with their counters (seen, applied). */
  faults: readonly ActiveFault[]
  addFault(fault: Fault): void
  clearFaults(): void
  clearRequests(): void
  state: SimulatorState
  close(): Promise<void>
}

export interface SimulatorOptions {
  /** 0 (default): any free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** One line per request: "GET /rest/v2/test/status 200". */
  log?: (line: string) => void
  /**
   * The service's time (default: the system clock). A test passes a clock it moves by hand, so
   * tests run and stop without waiting; see clock.ts for what stays on real time.
   */
  clock?: SimClock
}

function defaultTokens(store: Store): SimulatorTokens {
  const own = [...store.applications.values()].filter(
    (a) => store.projects.get(a.projectKey)?.teamId === null
  )
  const all = [...store.applications.values()]
  const verified = own.find((a) => a.verified) ?? all.find((a) => a.verified) ?? all[0]
  const unverified = own.find((a) => !a.verified) ?? all.find((a) => !a.verified)
  return {
    accessToken: [...store.accessTokens.keys()][0],
    applicationToken: verified?.token ?? '',
    unverifiedApplicationToken: unverified?.token,
    teamId: [...store.teams.keys()][0]
  }
}

/** A scenario object (merged over the defaults) or the path of a scenario JSON file. */
export async function startSimulator(
  scenarioOrPath: Partial<Scenario> | string = {},
  options: SimulatorOptions = {}
): Promise<Simulator> {
  const partial =
    typeof scenarioOrPath === 'string' ? loadScenarioFile(scenarioOrPath) : scenarioOrPath
  const scenario = resolveScenario(partial)
  const clock = options.clock ?? systemClock
  const store = new Store(scenario, clock.now())
  const faults = new FaultTable()
  for (const fault of scenario.faults) faults.add(fault)
  const requests: RecordedRequest[] = []
  const host = options.host ?? '127.0.0.1'
  let baseUrl = ''
  const { server, cancelDelays } = createSimServer({
    store,
    faults,
    requests,
    baseUrl: () => baseUrl,
    log: options.log ?? (() => {}),
    clock
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  return {
    baseUrl,
    port,
    tokens: defaultTokens(store),
    scenario,
    requests,
    faults: faults.active,
    addFault: (fault) => faults.add(fault),
    clearFaults: () => faults.clear(),
    clearRequests: () => {
      requests.length = 0
    },
    state: createStateView(store, clock),
    close: () =>
      new Promise<void>((resolve, reject) => {
        cancelDelays()
        server.close((error) => (error ? reject(error) : resolve()))
        // Keep-alive sockets would hold close() open until they time out.
        server.closeAllConnections()
      })
  }
}
