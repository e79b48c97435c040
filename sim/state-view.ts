// Read access to the simulator's memory for tests' assertions ("exactly one test was started"),
// plus setters for arranging a running test mid-test and what later tests find. Views are copies: changing them changes
// nothing in the simulator.

import type { Store } from './store.js'
import type { SimClock } from './clock.js'
import { snapshot, type TestRun } from './test-runs.js'
import { testResult } from './test-service.js'
import type { TestBehaviour, TestState } from './scenario-types.js'

export interface TestView {
  resultToken: string
  applicationToken: string
  state: TestState
  progress: number
  startTime: number
  endTime?: number
  stopRequested: boolean
  /** Started through a start endpoint (v1 or v2), not set up by the scenario. */
  viaApi: boolean
}

export interface ApplicationView {
  token: string
  name: string
  url: string
  type: 'WEB' | 'API'
  projectKey: string
  verified: boolean
  verifyAttempts: number
}

export interface ProjectView {
  projectKey: string
  name: string
  description: string
  teamId: string | null
  applicationTokens: string[]
}

export interface SimulatorState {
  /** Tests started through the API for this application. */
  testsStarted(applicationToken: string): number
  runningTest(applicationToken: string): TestView | undefined
  tests(applicationToken: string): TestView[]
  test(resultToken: string): TestView | undefined
  /** Stop requests received for this application (also those that failed). */
  stopRequests(applicationToken: string): number
  application(token: string): ApplicationView | undefined
  applications(): ApplicationView[]
  projects(): ProjectView[]
  /** The parsed result document of a completed test (throws while it runs). */
  resultDocument(resultToken: string): unknown
  /** Start a test as if through the API (verification and one-at-a-time not checked). */
  startTest(applicationToken: string): string
  /** What the application's tests started from now on find (a test under way keeps its own). */
  setFindings(applicationToken: string, findings: TestBehaviour['findings']): void
}

function testView(run: TestRun, now: number): TestView {
  const snap = snapshot(run, now)
  return {
    resultToken: run.resultToken,
    applicationToken: run.applicationToken,
    state: snap.state,
    progress: snap.progress,
    startTime: run.startTime,
    endTime: snap.endTime,
    stopRequested: run.stopRequestedAt !== undefined,
    viaApi: run.viaApi
  }
}

export function createStateView(store: Store, clock: SimClock): SimulatorState {
  const appView = (token: string): ApplicationView | undefined => {
    const app = store.applications.get(token)
    if (!app) return undefined
    const { name, url, type, projectKey, verified, verifyAttempts } = app
    return { token, name, url, type, projectKey, verified, verifyAttempts }
  }
  return {
    testsStarted: (token) => store.testsOf(token).filter((t) => t.viaApi).length,
    runningTest: (token) => {
      const now = clock.now()
      const run = store.runningTestOf(token, now)
      return run ? testView(run, now) : undefined
    },
    tests: (token) => store.testsOf(token).map((t) => testView(t, clock.now())),
    test: (resultToken) => {
      const run = store.tests.get(resultToken)
      return run ? testView(run, clock.now()) : undefined
    },
    stopRequests: (token) => store.stopRequests.get(token) ?? 0,
    application: appView,
    applications: () => [...store.applications.keys()].map((t) => appView(t) as ApplicationView),
    projects: () =>
      [...store.projects.values()].map((p) => ({
        projectKey: p.projectKey,
        name: p.name,
        description: p.description,
        teamId: p.teamId,
        applicationTokens: store.applicationsOf(p.projectKey).map((a) => a.token)
      })),
    resultDocument: (resultToken) => {
      const run = store.tests.get(resultToken)
      if (!run) throw new Error(`no test ${resultToken}`)
      return JSON.parse(
        testResult(store, run.applicationToken, resultToken, clock.now()).text
      ) as unknown
    },
    startTest: (token) => {
      const app = store.applications.get(token)
      if (!app) throw new Error(`no application ${token}`)
      return store.addTest(app, clock.now(), true).resultToken
    },
    setFindings: (token, findings) => {
      const app = store.applications.get(token)
      if (!app) throw new Error(`no application ${token}`)
      app.behaviour = { ...app.behaviour, findings }
    }
  }
}
