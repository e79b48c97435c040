// The v2 interface (/rest/v2): one typed function per endpoint of docs/service.md, section 4.
// Bodies are camelCase, query parameters snake_case (docs/service.md, "Transport and envelope"); the scope named on
// each call is the one the service's docs give, shown when the service says NOT_AUTHORIZED.
import type { RequestSpec, Transport } from './transport.js'
import type {
  ApplicationChangeResponse,
  ApplicationListResponse,
  ApplicationReadResponse,
  ApplicationType,
  ProjectListResponse,
  ProjectListWithTeamsResponse,
  ProjectResponse,
  RunningSessionsResponse,
  SessionsResponse,
  SignatureResponse,
  SignatureType,
  StartTestResponse,
  TestResultResponse,
  TestStatusResponse,
  V2Envelope,
  WireRunningSession
} from './types.js'
import { requireArray, requireObject, requireTokenField } from './shape.js'

/** Running sessions with a null list (seen on this endpoint, where code and message are null too) read as "none". */
export type RunningSessions = RunningSessionsResponse & { sessions: WireRunningSession[] }

export interface V2Api {
  createProject(
    name: string,
    description: string,
    teamId?: string,
    signal?: AbortSignal
  ): Promise<ProjectResponse>
  modifyProject(
    projectKey: string,
    name: string,
    description: string,
    signal?: AbortSignal
  ): Promise<ProjectResponse>
  deleteProject(projectKey: string, signal?: AbortSignal): Promise<ProjectResponse>
  listProjects(signal?: AbortSignal): Promise<ProjectListResponse>
  listProjectsWithTeams(signal?: AbortSignal): Promise<ProjectListWithTeamsResponse>
  createApplication(
    a: {
      name: string
      url: string
      projectKey: string
      type: ApplicationType
    },
    signal?: AbortSignal
  ): Promise<ApplicationChangeResponse>
  readApplication(applicationToken: string, signal?: AbortSignal): Promise<ApplicationReadResponse>
  modifyApplication(
    a: {
      name: string
      url: string
      applicationToken: string
    },
    signal?: AbortSignal
  ): Promise<ApplicationChangeResponse>
  deleteApplication(
    applicationToken: string,
    signal?: AbortSignal
  ): Promise<ApplicationChangeResponse>
  listApplications(projectKey: string, signal?: AbortSignal): Promise<ApplicationListResponse>
  getSignature(applicationToken: string, signal?: AbortSignal): Promise<SignatureResponse>
  verifySignature(
    v: {
      applicationToken: string
      signatureType: SignatureType
      pluginType?: string
    },
    signal?: AbortSignal
  ): Promise<V2Envelope>
  startTest(applicationToken: string, signal?: AbortSignal): Promise<StartTestResponse>
  testStatus(
    applicationToken: string,
    resultToken: string,
    signal?: AbortSignal
  ): Promise<TestStatusResponse>
  stopTest(applicationToken: string, signal?: AbortSignal): Promise<V2Envelope>
  testResult(
    applicationToken: string,
    resultToken: string,
    signal?: AbortSignal
  ): Promise<TestResultResponse>
  testSessions(
    applicationToken: string,
    count?: number,
    signal?: AbortSignal
  ): Promise<SessionsResponse>
  runningSessions(signal?: AbortSignal): Promise<RunningSessions>
  teamRunningSessions(teamId: string, signal?: AbortSignal): Promise<RunningSessions>
}

type Call = Omit<RequestSpec, 'auth' | 'envelope' | 'idempotent'> & { idempotent?: boolean }

const PROJECTS = '/rest/v2/projects'
const APPLICATIONS = '/rest/v2/applications'
const TEST = '/rest/v2/test'

function req(
  operation: string,
  method: RequestSpec['method'],
  path: string,
  scope: string,
  more: Partial<Call> = {}
): Call {
  return { operation, method, path, scope, ...more }
}

export function createV2Api(t: Transport): V2Api {
  /** One v2 call; `check` refuses a success answer that lacks what the caller needs. */
  const call = async <T>(
    c: Call,
    signal: AbortSignal | undefined,
    check: (r: T, operation: string) => T = (r) => r
  ): Promise<T> =>
    check(
      await t.send<T>({ idempotent: true, ...c, auth: 'bearer', envelope: 'v2' }, signal),
      c.operation
    )

  return {
    createProject: (name, description, teamId, signal) =>
      call<ProjectResponse>(
        req(
          teamId ? 'create project in team' : 'create project',
          'POST',
          PROJECTS,
          'edit_project',
          {
            query: { teamId },
            body: { name, description }
          }
        ),
        signal,
        (r, op) => requireTokenField(r, 'projectKey', op)
      ),
    modifyProject: (projectKey, name, description, signal) =>
      call(
        req('modify project', 'PUT', PROJECTS, 'edit_project', {
          body: { projectKey, name, description }
        }),
        signal
      ),
    deleteProject: (projectKey, signal) =>
      call(
        req('delete project', 'DELETE', PROJECTS, 'edit_project', {
          query: { project_key: projectKey }
        }),
        signal
      ),
    listProjects: (signal) =>
      call<ProjectListResponse>(
        req('list projects', 'GET', PROJECTS, 'read_project'),
        signal,
        (r, op) => requireArray(r, 'projects', op)
      ),
    listProjectsWithTeams: (signal) =>
      call<ProjectListWithTeamsResponse>(
        req('list projects with teams', 'GET', PROJECTS, 'read_project', {
          query: { include_team: true }
        }),
        signal,
        // A caller without teams may get no teamProjects at all: that is "no team projects".
        (r, op) => requireArray(requireArray(r, 'myProjects', op), 'teamProjects', op, true)
      ),
    createApplication: ({ name, url, projectKey, type }, signal) =>
      call<ApplicationChangeResponse>(
        req('create application', 'POST', APPLICATIONS, 'edit_project', {
          body: { name, url, projectKey, type }
        }),
        signal,
        (r, op) => requireTokenField(r, 'applicationToken', op)
      ),
    readApplication: (applicationToken, signal) =>
      call<ApplicationReadResponse>(
        req('read application', 'GET', APPLICATIONS, 'read_project', {
          query: { application_token: applicationToken }
        }),
        signal,
        (r, op) => requireObject(r, 'application', op)
      ),
    modifyApplication: ({ name, url, applicationToken }, signal) =>
      call(
        req('modify application', 'PUT', APPLICATIONS, 'edit_project', {
          body: { name, url, applicationToken }
        }),
        signal
      ),
    deleteApplication: (applicationToken, signal) =>
      call(
        req('delete application', 'DELETE', APPLICATIONS, 'edit_project', {
          query: { application_token: applicationToken }
        }),
        signal
      ),
    listApplications: (projectKey, signal) =>
      call<ApplicationListResponse>(
        req('list applications', 'GET', APPLICATIONS, 'read_project', {
          query: { project_key: projectKey }
        }),
        signal,
        (r, op) => requireArray(r, 'applications', op)
      ),
    getSignature: (applicationToken, signal) =>
      call(
        req('get signature', 'GET', `${APPLICATIONS}/signature`, 'signature_verify', {
          query: { application_token: applicationToken }
        }),
        signal
      ),
    verifySignature: ({ applicationToken, signatureType, pluginType }, signal) =>
      call(
        // A GET with a JSON body, as the service wants it.
        req('verify signature', 'GET', `${APPLICATIONS}/signature/verify`, 'signature_verify', {
          body: { applicationToken, signatureType, ...(pluginType ? { pluginType } : {}) }
        }),
        signal
      ),
    startTest: (applicationToken, signal) =>
      call<StartTestResponse>(
        req('start test', 'POST', `${TEST}/start`, 'run_test', {
          body: { applicationToken },
          idempotent: false
        }),
        signal,
        // The service said SUCCESS, so a test runs, but we cannot tell which: the caller finds
        // it among the running sessions, as after a lost answer.
        (r, op) => requireTokenField(r, 'resultToken', op, 'ambiguous')
      ),
    testStatus: (applicationToken, resultToken, signal) =>
      call(
        req('read test status', 'GET', `${TEST}/status`, 'read_test_status', {
          query: { application_token: applicationToken, result_token: resultToken }
        }),
        signal
      ),
    // Stopping twice asks for the same thing twice: safe to retry.
    stopTest: (applicationToken, signal) =>
      call(
        req('stop test', 'POST', `${TEST}/stop`, 'run_test', { body: { applicationToken } }),
        signal
      ),
    testResult: (applicationToken, resultToken, signal) =>
      call(
        req('read test result', 'GET', `${TEST}/result`, 'run_test', {
          query: { application_token: applicationToken, result_token: resultToken },
          resultKey: 'result'
        }),
        signal
      ),
    testSessions: (applicationToken, count, signal) =>
      call<SessionsResponse>(
        req('list test sessions', 'GET', `${TEST}/sessions`, 'read_test_result', {
          query: { application_token: applicationToken, count }
        }),
        signal,
        // An application never tested may come back with no list: that is "no sessions".
        (r, op) => requireArray(r, 'sessions', op, true)
      ),
    runningSessions: (signal) =>
      call<RunningSessionsResponse>(
        req('list running tests', 'GET', `${TEST}/runningsessions`, 'read_test_result'),
        signal,
        (r, op) => requireArray(r, 'sessions', op, true)
      ) as Promise<RunningSessions>,
    teamRunningSessions: (teamId, signal) =>
      call<RunningSessionsResponse>(
        req("list the team's running tests", 'GET', `${TEST}/runningsessions`, 'read_test_result', {
          query: { teamid: teamId }
        }),
        signal,
        (r, op) => requireArray(r, 'sessions', op, true)
      ) as Promise<RunningSessions>
  }
}
