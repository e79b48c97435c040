// Every v2 endpoint of spec section 4: the request it sends, its success answer, and each failure
// code the spec lists for it. Real HTTP against a scripted server.
import { afterEach, describe, expect, it } from '@jest/globals'
import { createV2Api, type V2Api } from '../../src/api/v2.js'
import type { Reply } from '../../__fixtures__/http-server.js'
import {
  apiError,
  APP,
  closeAll,
  rig,
  RESULT,
  TOKEN,
  v2Error
} from '../../__fixtures__/api-client.js'

afterEach(closeAll)

const KEY = '3f1c2a9e-8d4b-4c7a-9e21-5b6d7f8a9c0d'
const ok = (fields: Record<string, unknown>, status = 200): Reply => ({
  status,
  json: { code: 'SUCCESS', message: 'done', ...fields }
})
const app = {
  name: 'Shop',
  url: 'https://shop.example',
  applicationToken: APP,
  applicationType: 'WEB',
  signatureStatus: 'Verified',
  hostingType: 'public'
}
const project = { name: 'P', description: 'D', projectKey: KEY }

interface Endpoint {
  name: string
  call: (api: V2Api) => Promise<unknown>
  method: string
  path: string
  query?: Record<string, string>
  body?: unknown
  answer: Reply
  expected: unknown
  scope: string
  codes: string[]
}

const endpoints: Endpoint[] = [
  {
    name: 'createProject',
    call: (a) => a.createProject('P', 'D'),
    method: 'POST',
    path: '/rest/v2/projects',
    body: { name: 'P', description: 'D' },
    answer: ok(project, 201),
    expected: project,
    scope: 'edit_project',
    codes: ['INVALID_SESSION', 'NOT_AUTHORIZED', 'PROJECT_ALREADY_EXISTS']
  },
  {
    name: 'createProject in a team',
    call: (a) => a.createProject('P', 'D', 'team01'),
    method: 'POST',
    path: '/rest/v2/projects',
    query: { teamId: 'team01' },
    body: { name: 'P', description: 'D' },
    answer: ok(project, 201),
    expected: project,
    scope: 'edit_project',
    codes: ['INVALID_SESSION', 'NOT_AUTHORIZED']
  },
  {
    name: 'modifyProject',
    call: (a) => a.modifyProject(KEY, 'P2', 'D2'),
    method: 'PUT',
    path: '/rest/v2/projects',
    body: { projectKey: KEY, name: 'P2', description: 'D2' },
    answer: ok({ ...project, name: 'P2' }),
    expected: { ...project, name: 'P2' },
    scope: 'edit_project',
    codes: ['INVALID_PROJECT_KEY', 'NOT_AUTHORIZED']
  },
  {
    name: 'deleteProject',
    call: (a) => a.deleteProject(KEY),
    method: 'DELETE',
    path: '/rest/v2/projects',
    query: { project_key: KEY },
    answer: ok(project),
    expected: project,
    scope: 'edit_project',
    codes: ['INVALID_SESSION', 'NOT_AUTHORIZED']
  },
  {
    name: 'listProjects',
    call: (a) => a.listProjects(),
    method: 'GET',
    path: '/rest/v2/projects',
    answer: ok({ projects: [{ ...project, applications: [app] }] }),
    expected: { projects: [{ ...project, applications: [app] }] },
    scope: 'read_project',
    codes: ['FAILED', 'NOT_AUTHORIZED']
  },
  {
    name: 'listProjectsWithTeams',
    call: (a) => a.listProjectsWithTeams(),
    method: 'GET',
    path: '/rest/v2/projects',
    query: { include_team: 'true' },
    answer: ok({
      myProjects: [project],
      teamProjects: [{ teamName: 'T', teamId: 'team01', projects: [project] }]
    }),
    expected: { myProjects: [project], teamProjects: [{ teamId: 'team01' }] },
    scope: 'read_project',
    codes: ['FAILED', 'NOT_AUTHORIZED']
  },
  {
    name: 'createApplication',
    call: (a) =>
      a.createApplication({
        name: 'Shop',
        url: 'https://shop.example',
        projectKey: KEY,
        type: 'API'
      }),
    method: 'POST',
    path: '/rest/v2/applications',
    body: { name: 'Shop', url: 'https://shop.example', projectKey: KEY, type: 'API' },
    answer: ok(
      { ...app, projectKey: KEY, hostingType: 'API', signatureStatus: 'NotVerified' },
      201
    ),
    expected: { applicationToken: APP, projectKey: KEY, hostingType: 'API' },
    scope: 'edit_project',
    codes: ['URL_ALREADY_ADDED', 'NOT_AUTHORIZED']
  },
  {
    name: 'readApplication',
    call: (a) => a.readApplication(APP),
    method: 'GET',
    path: '/rest/v2/applications',
    query: { application_token: APP },
    answer: ok({ application: app }),
    expected: { application: app },
    scope: 'read_project',
    codes: ['INVALID_APPLICATION_TOKEN', 'NOT_AUTHORIZED']
  },
  {
    name: 'modifyApplication',
    call: (a) =>
      a.modifyApplication({
        name: 'Shop 2',
        url: 'http://shop.example:8080',
        applicationToken: APP
      }),
    method: 'PUT',
    path: '/rest/v2/applications',
    body: { name: 'Shop 2', url: 'http://shop.example:8080', applicationToken: APP },
    answer: ok({ ...app, name: 'Shop 2', projectKey: KEY }),
    expected: { name: 'Shop 2', projectKey: KEY },
    scope: 'edit_project',
    codes: ['FAILED', 'NOT_AUTHORIZED']
  },
  {
    name: 'deleteApplication',
    call: (a) => a.deleteApplication(APP),
    method: 'DELETE',
    path: '/rest/v2/applications',
    query: { application_token: APP },
    answer: ok({ ...app, projectKey: KEY }),
    expected: { applicationToken: APP },
    scope: 'edit_project',
    codes: ['TEST_RUNNING', 'NOT_AUTHORIZED']
  },
  {
    name: 'listApplications',
    call: (a) => a.listApplications(KEY),
    method: 'GET',
    path: '/rest/v2/applications',
    query: { project_key: KEY },
    answer: ok({ applications: [app] }),
    expected: { applications: [app] },
    scope: 'read_project',
    codes: ['PLAN_NOT_SUPPORTED', 'NOT_AUTHORIZED']
  },
  {
    name: 'getSignature',
    call: (a) => a.getSignature(APP),
    method: 'GET',
    path: '/rest/v2/applications/signature',
    query: { application_token: APP },
    answer: ok({
      status: 'NotVerified',
      url: 'https://shop.example',
      fileSignature: { signature: 'sig' },
      dnsSignature: { type: 'TXT', name: '_verify', value: 'v' },
      apiSignature: { type: 'API', path: '/verify', value: 'a' }
    }),
    expected: {
      status: 'NotVerified',
      fileSignature: { signature: 'sig' },
      dnsSignature: { name: '_verify' }
    },
    scope: 'signature_verify',
    codes: ['INVALID_SESSION', 'NOT_AUTHORIZED']
  },
  {
    name: 'verifySignature',
    call: (a) =>
      a.verifySignature({ applicationToken: APP, signatureType: 'FILE', pluginType: 'WORDPRESS' }),
    method: 'GET',
    path: '/rest/v2/applications/signature/verify',
    body: { applicationToken: APP, signatureType: 'FILE', pluginType: 'WORDPRESS' },
    answer: ok({}),
    expected: { code: 'SUCCESS' },
    scope: 'signature_verify',
    codes: ['FAILED', 'NOT_AUTHORIZED']
  },
  {
    name: 'startTest',
    call: (a) => a.startTest(APP),
    method: 'POST',
    path: '/rest/v2/test/start',
    body: { applicationToken: APP },
    answer: ok({ resultToken: RESULT, statusUrl: 's', resultUrl: 'r' }),
    expected: { resultToken: RESULT, statusUrl: 's' },
    scope: 'run_test',
    codes: ['INVALID_SESSION', 'NOT_AUTHORIZED']
  },
  {
    name: 'testStatus',
    call: (a) => a.testStatus(APP, RESULT),
    method: 'GET',
    path: '/rest/v2/test/status',
    query: { application_token: APP, result_token: RESULT },
    answer: ok({ status: 'running', progress: '42' }),
    expected: { status: 'running', progress: '42' },
    scope: 'read_test_status',
    codes: ['FAILED']
  },
  {
    name: 'stopTest',
    call: (a) => a.stopTest(APP),
    method: 'POST',
    path: '/rest/v2/test/stop',
    body: { applicationToken: APP },
    answer: ok({ message: 'Stop request sent' }),
    expected: { message: 'Stop request sent' },
    scope: 'run_test',
    codes: ['FAILED', 'NOT_AUTHORIZED']
  },
  {
    name: 'testResult',
    call: (a) => a.testResult(APP, RESULT),
    method: 'GET',
    path: '/rest/v2/test/result',
    query: { application_token: APP, result_token: RESULT },
    answer: ok({ result: '{"occurences":[]}' }),
    expected: { result: '{"occurences":[]}' },
    scope: 'run_test',
    codes: ['INVALID_SESSION', 'NOT_AUTHORIZED']
  },
  {
    name: 'testSessions',
    call: (a) => a.testSessions(APP, 2),
    method: 'GET',
    path: '/rest/v2/test/sessions',
    query: { application_token: APP, count: '2' },
    answer: ok({ sessions: [{ resultToken: RESULT, startTime: 1, endTime: 2 }] }),
    expected: { sessions: [{ resultToken: RESULT, startTime: 1, endTime: 2 }] },
    scope: 'read_test_result',
    codes: ['INVALID_APPLICATION_TOKEN', 'NOT_AUTHORIZED']
  },
  {
    name: 'runningSessions',
    call: (a) => a.runningSessions(),
    method: 'GET',
    path: '/rest/v2/test/runningsessions',
    answer: {
      json: {
        code: null,
        message: null,
        sessions: [
          { title: 'Shop', url: 'u', applicationToken: APP, resultToken: RESULT, startTime: 5 }
        ]
      }
    },
    expected: { sessions: [{ applicationToken: APP, resultToken: RESULT }] },
    scope: 'read_test_result',
    codes: ['FAILED', 'NOT_AUTHORIZED']
  },
  {
    name: 'teamRunningSessions',
    call: (a) => a.teamRunningSessions('team01'),
    method: 'GET',
    path: '/rest/v2/test/runningsessions',
    query: { teamid: 'team01' },
    answer: { json: { code: null, message: null, sessions: [] } },
    expected: { sessions: [] },
    scope: 'read_test_result',
    codes: ['PLAN_NOT_SUPPORTED', 'NOT_AUTHORIZED']
  }
]

describe.each(endpoints)('$name', (ep) => {
  it('sends the request the spec describes and returns the answer', async () => {
    const { server, transport } = await rig(() => ep.answer)
    const answer = await ep.call(createV2Api(transport))
    expect(answer).toMatchObject(ep.expected as Record<string, unknown>)
    expect(server.requests).toHaveLength(1)
    const req = server.requests[0]
    expect(req?.method).toBe(ep.method)
    expect(req?.path).toBe(ep.path)
    expect(req?.query).toEqual(ep.query ?? {})
    expect(req?.body).toEqual(ep.body)
    expect(req?.headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(req?.headers.accept).toBe('application/json')
    expect(req?.headers['content-type']).toBe(
      ep.body === undefined ? undefined : 'application/json'
    )
  })

  it.each(ep.codes)('fails with the service code %s, once, naming the scope', async (code) => {
    const { server, transport } = await rig(() => v2Error(code, `${code} message`))
    const e = await apiError(ep.call(createV2Api(transport)))
    expect(e).toMatchObject({
      kind: 'service',
      code,
      httpStatus: 400,
      serviceMessage: `${code} message`
    })
    expect(e.message).toContain(`failed: ${code} (HTTP 400): ${code} message`)
    if (code === 'NOT_AUTHORIZED') expect(e.message).toContain(`lacks the scope ${ep.scope}`)
    expect(server.requests).toHaveLength(1)
  })
})

describe('answers that need care', () => {
  it.each([
    [{ code: null, message: null, sessions: null }],
    [{ code: null, message: null }],
    [{ code: 'SUCCESS', message: 'ok', sessions: null }]
  ])('running sessions read a null list as none: %j', async (json) => {
    const { transport } = await rig(() => ({ json }))
    await expect(createV2Api(transport).runningSessions()).resolves.toMatchObject({ sessions: [] })
  })

  it('test sessions read a missing list as none', async () => {
    const { transport } = await rig(() => ({ json: { code: 'SUCCESS', sessions: null } }))
    await expect(createV2Api(transport).testSessions(APP)).resolves.toMatchObject({ sessions: [] })
  })

  it('leaves count out of the query when not given', async () => {
    const { server, transport } = await rig(() => ok({ sessions: [] }))
    await createV2Api(transport).testSessions(APP)
    expect(server.requests[0]?.query).toEqual({ application_token: APP })
  })

  it('verify leaves pluginType out when not given', async () => {
    const { server, transport } = await rig(() => ok({}))
    await createV2Api(transport).verifySignature({ applicationToken: APP, signatureType: 'DNS' })
    expect(server.requests[0]?.body).toEqual({ applicationToken: APP, signatureType: 'DNS' })
  })

  it('a started test without a result token is ambiguous: a test may run that we cannot name', async () => {
    const { transport } = await rig(() => ok({}))
    const e = await apiError(createV2Api(transport).startTest(APP))
    expect(e).toMatchObject({ kind: 'ambiguous', operation: 'start test' })
    expect(e.message).toBe('start test failed: the answer has no usable "resultToken" field')
  })

  it.each([
    ['listProjects', (a: V2Api) => a.listProjects(), 'projects'],
    ['listApplications', (a: V2Api) => a.listApplications(KEY), 'applications'],
    ['readApplication', (a: V2Api) => a.readApplication(APP), 'application'],
    ['createProject', (a: V2Api) => a.createProject('P', 'D'), 'projectKey'],
    [
      'createApplication',
      (a: V2Api) => a.createApplication({ name: 'n', url: 'u', projectKey: KEY, type: 'WEB' }),
      'applicationToken'
    ]
  ])('%s refuses a success answer without its payload', async (_, call, field) => {
    const { transport } = await rig(() => ok({}))
    const e = await apiError(call(createV2Api(transport)))
    expect(e.kind).toBe('invalid-response')
    expect(e.message).toContain(`no usable "${field}" field`)
  })

  it('a per-call signal cancels one call', async () => {
    const { transport } = await rig(() => ({ hang: true }))
    const ctl = new AbortController()
    const pending = createV2Api(transport).stopTest(APP, ctl.signal)
    ctl.abort()
    expect((await apiError(pending)).kind).toBe('aborted')
  })

  it('stop is retried like any idempotent call', async () => {
    let n = 0
    const { server, transport } = await rig(() => (n++ === 0 ? { drop: true } : ok({})))
    await createV2Api(transport).stopTest(APP)
    expect(server.requests).toHaveLength(2)
  })
})
