// The simulated service's memory: one account (its access tokens, plan, teams, projects,
// applications) and every test run. Built from a scenario; changed only through the routes.

import { defaultFindings } from './findings.js'
import { newTeamId, newToken, newUuid, seededRandom, type Random } from './random.js'
import { BASE_TEST_BEHAVIOUR } from './scenario.js'
import {
  SCOPES,
  type ApplicationSpec,
  type Plan,
  type ProjectSpec,
  type Scenario,
  type Scope,
  type TestBehaviour
} from './scenario-types.js'
import { snapshot, type TestRun } from './test-runs.js'

export interface SimTeam {
  teamId: string
  teamName: string
}

export interface SimProject {
  projectKey: string
  name: string
  description: string
  /** null: the caller's own project. */
  teamId: string | null
}

export interface SimApplication {
  token: string
  name: string
  url: string
  type: 'WEB' | 'API'
  hosting: 'public' | 'internal'
  projectKey: string
  verified: boolean
  verifyAfterAttempts?: number
  verifyAttempts: number
  behaviour: TestBehaviour
}

const PAST_SESSION_LENGTH_MS = 20 * 60_000
const DAY_MS = 86_400_000

export class Store {
  readonly random: Random
  readonly accessTokens = new Map<string, Set<Scope>>()
  readonly expiredTokens: Set<string>
  readonly plan: Plan
  readonly teams = new Map<string, SimTeam>()
  readonly projects = new Map<string, SimProject>()
  readonly applications = new Map<string, SimApplication>()
  readonly tests = new Map<string, TestRun>()
  readonly stopRequests = new Map<string, number>()
  private readonly testDefaults: Partial<TestBehaviour>

  /** `now`: the simulator's clock at start (past sessions and running tests date from it). */
  constructor(scenario: Scenario, now: number) {
    this.random = seededRandom(scenario.seed)
    this.plan = scenario.plan
    this.testDefaults = scenario.testDefaults
    this.expiredTokens = new Set(scenario.expiredTokens)
    const tokens =
      scenario.accessTokens.length > 0 ? scenario.accessTokens : [newToken(this.random)]
    for (const spec of tokens) {
      const { token, scopes } = typeof spec === 'string' ? { token: spec, scopes: undefined } : spec
      this.accessTokens.set(token, new Set(scopes ?? SCOPES))
    }
    for (const project of scenario.projects) this.addProjectSpec(project, null, now)
    for (const team of scenario.teams) {
      const teamId = team.teamId ?? newTeamId(this.random)
      this.teams.set(teamId, { teamId, teamName: team.teamName })
      for (const project of team.projects ?? []) this.addProjectSpec(project, teamId, now)
    }
  }

  private addProjectSpec(spec: ProjectSpec, teamId: string | null, now: number): void {
    const project = this.addProject(spec.name, spec.description ?? '', teamId, spec.projectKey)
    for (const app of spec.applications ?? []) this.addApplicationSpec(app, project.projectKey, now)
  }

  private addApplicationSpec(spec: ApplicationSpec, projectKey: string, now: number): void {
    const app = this.addApplication(
      { name: spec.name, url: spec.url, type: spec.type ?? 'WEB', projectKey, token: spec.token },
      spec.test
    )
    app.hosting = spec.hosting ?? 'public'
    app.verified = spec.verified ?? false
    app.verifyAfterAttempts = spec.verifyAfterAttempts
    const past = spec.pastSessions ?? []
    past.forEach((session, index) => {
      const endTime = session.endTime ?? now - (past.length - index) * DAY_MS
      const run = this.addTest(app, session.startTime ?? endTime - PAST_SESSION_LENGTH_MS, false)
      if (session.resultToken) this.retoken(run, session.resultToken)
      run.fixedEnd = { state: session.state ?? 'completed', endTime }
      run.findings = session.findings ?? run.findings
    })
    if (spec.runningTest) {
      const running = spec.runningTest === true ? {} : spec.runningTest
      const run = this.addTest(app, now - (running.startedAgoMs ?? 1_000), false)
      if (running.resultToken) this.retoken(run, running.resultToken)
    }
  }

  private retoken(run: TestRun, resultToken: string): void {
    this.tests.delete(run.resultToken)
    run.resultToken = resultToken
    this.tests.set(resultToken, run)
  }

  behaviourFor(url: string, overrides: Partial<TestBehaviour> = {}): TestBehaviour {
    return {
      ...BASE_TEST_BEHAVIOUR,
      findings: defaultFindings(url),
      ...this.testDefaults,
      ...overrides,
      statusNames: { ...this.testDefaults.statusNames, ...overrides.statusNames }
    }
  }

  addProject(name: string, description: string, teamId: string | null, key?: string): SimProject {
    const project = { projectKey: key ?? newUuid(this.random), name, description, teamId }
    this.projects.set(project.projectKey, project)
    return project
  }

  addApplication(
    fields: { name: string; url: string; type: 'WEB' | 'API'; projectKey: string; token?: string },
    test?: Partial<TestBehaviour>
  ): SimApplication {
    const app: SimApplication = {
      token: fields.token ?? newToken(this.random),
      name: fields.name,
      url: fields.url,
      type: fields.type,
      hosting: 'public',
      projectKey: fields.projectKey,
      verified: false,
      verifyAttempts: 0,
      behaviour: this.behaviourFor(fields.url, test)
    }
    this.applications.set(app.token, app)
    return app
  }

  addTest(app: SimApplication, startTime: number, viaApi: boolean): TestRun {
    const run: TestRun = {
      resultToken: newToken(this.random),
      applicationToken: app.token,
      startTime,
      // A snapshot: changing the application later does not change a test under way.
      behaviour: app.behaviour,
      findings: app.behaviour.findings,
      viaApi
    }
    this.tests.set(run.resultToken, run)
    return run
  }

  applicationsOf(projectKey: string): SimApplication[] {
    return [...this.applications.values()].filter((a) => a.projectKey === projectKey)
  }

  projectsOf(teamId: string | null): SimProject[] {
    return [...this.projects.values()].filter((p) => p.teamId === teamId)
  }

  testsOf(applicationToken: string): TestRun[] {
    return [...this.tests.values()].filter((t) => t.applicationToken === applicationToken)
  }

  /** Tests started through the start endpoint, of every application (the monthly quota). */
  startedViaApi(): number {
    return [...this.tests.values()].filter((t) => t.viaApi).length
  }

  runningTestOf(applicationToken: string, now: number): TestRun | undefined {
    return this.testsOf(applicationToken).find((t) => snapshot(t, now).state === 'running')
  }

  runningTests(now: number): TestRun[] {
    return [...this.tests.values()].filter((t) => snapshot(t, now).state === 'running')
  }
}

/** Same application URL: scheme and host case and a trailing slash do not make a new one. */
export function sameUrl(a: string, b: string): boolean {
  const norm = (u: string): string => {
    try {
      const parsed = new URL(u)
      return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`
    } catch {
      return u.trim().toLowerCase().replace(/\/+$/, '')
    }
  }
  return norm(a) === norm(b)
}
