// The deprecated v1 endpoints: POST, token in the body and no Authorization header, outcome in
// `status`. Real HTTP against a scripted server.
import { afterEach, describe, expect, it } from '@jest/globals'
import { createV1Api, type V1Api } from '../../src/api/v1.js'
import type { Reply } from '../../__fixtures__/http-server.js'
import { apiError, APP, closeAll, rig, RESULT, TOKEN } from '../../__fixtures__/api-client.js'

afterEach(closeAll)

interface Endpoint {
  name: string
  call: (api: V1Api) => Promise<unknown>
  path: string
  body: Record<string, string>
  answer: Reply
  expected: Record<string, unknown>
  operation: string
}

const endpoints: Endpoint[] = [
  {
    name: 'startTest',
    call: (a) => a.startTest(APP),
    path: '/v1/test/start',
    body: { access_token: TOKEN, application_token: APP },
    answer: {
      json: {
        status: 'Success',
        status_url: 's',
        result_url: 'r',
        result_token: RESULT,
        message: 'ok'
      }
    },
    expected: { result_token: RESULT, status_url: 's' },
    operation: 'start test'
  },
  {
    name: 'testStatus',
    call: (a) => a.testStatus(APP, RESULT),
    path: '/v1/test/status',
    body: { access_token: TOKEN, application_token: APP, result_token: RESULT },
    answer: { json: { status: 'running', progress: 30, message: 'm' } },
    expected: { status: 'running', progress: 30 },
    operation: 'read test status'
  },
  {
    name: 'testResult',
    call: (a) => a.testResult(APP, RESULT),
    path: '/v1/test/result',
    body: { access_token: TOKEN, application_token: APP, result_token: RESULT },
    answer: { json: { status: 'Success', result: { occurences: [] }, message: 'm' } },
    expected: { result: { occurences: [] } },
    operation: 'read test result'
  },
  {
    name: 'stopTest',
    call: (a) => a.stopTest(APP),
    path: '/v1/test/stop',
    body: { access_token: TOKEN, application_token: APP },
    answer: { json: { status: 'Success', message: 'stop request sent' } },
    expected: { status: 'Success' },
    operation: 'stop test'
  }
]

describe.each(endpoints)('$name', (ep) => {
  it('POSTs the token in the body, without an Authorization header', async () => {
    const { server, transport } = await rig(() => ep.answer)
    await expect(ep.call(createV1Api(transport, TOKEN))).resolves.toMatchObject(ep.expected)
    expect(server.requests).toHaveLength(1)
    const req = server.requests[0]
    expect(req?.method).toBe('POST')
    expect(req?.path).toBe(ep.path)
    expect(req?.query).toEqual({})
    expect(req?.body).toEqual(ep.body)
    expect(req?.headers.authorization).toBeUndefined()
    expect(req?.headers['content-type']).toBe('application/json')
  })

  it('turns status Failed into a service error, token-free even when the service echoes it', async () => {
    const { server, transport } = await rig(() => ({
      json: {
        status: 'Failed',
        message: `Invalid access token ${TOKEN} or application token`,
        result: null
      }
    }))
    const e = await apiError(ep.call(createV1Api(transport, TOKEN)))
    expect(e).toMatchObject({ kind: 'service', code: 'Failed', operation: ep.operation })
    expect(e.message).toBe(
      `${ep.operation} failed: Failed (HTTP 200): Invalid access token *** or application token`
    )
    expect(server.requests).toHaveLength(1)
  })
})

describe('v1 specifics', () => {
  it('a failed test state (with its progress) is an answer, not an API failure', async () => {
    const { transport } = await rig(() => ({
      json: { status: 'failed', progress: 55, message: 'scan failed' }
    }))
    await expect(createV1Api(transport, TOKEN).testStatus(APP, RESULT)).resolves.toMatchObject({
      status: 'failed',
      progress: 55
    })
  })

  it('start is never repeated blindly', async () => {
    const { server, transport } = await rig(() => ({ status: 502 }))
    expect((await apiError(createV1Api(transport, TOKEN).startTest(APP))).kind).toBe('ambiguous')
    expect(server.requests).toHaveLength(1)
  })

  it('status is retried', async () => {
    let n = 0
    const { server, transport } = await rig(() =>
      n++ === 0 ? { status: 503 } : { json: { status: 'completed', progress: 100 } }
    )
    await createV1Api(transport, TOKEN).testStatus(APP, RESULT)
    expect(server.requests).toHaveLength(2)
  })

  it('a start accepted without a result token is ambiguous', async () => {
    const { transport } = await rig(() => ({ json: { status: 'Success' } }))
    expect((await apiError(createV1Api(transport, TOKEN).startTest(APP))).kind).toBe('ambiguous')
  })
})
