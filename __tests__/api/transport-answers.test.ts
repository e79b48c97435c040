// What the transport sends, and what each kind of answer becomes: value, service error, auth
// error, plain HTTP error. Real HTTP against a scripted server on 127.0.0.1.
import { afterEach, describe, expect, it } from '@jest/globals'
import type { RequestSpec } from '../../src/api/transport.js'
import { html, script } from '../../__fixtures__/http-server.js'
import { apiError, closeAll, rig, TOKEN, v2Error } from '../../__fixtures__/api-client.js'

afterEach(closeAll)

const get: RequestSpec = {
  operation: 'read application',
  method: 'GET',
  path: '/rest/v2/applications',
  auth: 'bearer',
  idempotent: true,
  envelope: 'v2',
  scope: 'read_project'
}

describe('the request sent', () => {
  it('carries the bearer token, asks for JSON, and encodes every query value', async () => {
    const { server, transport } = await rig()
    await transport.send({
      ...get,
      query: { application_token: 'a b&c=d/é+', count: 5, include_team: true, skipped: undefined }
    })
    const [req] = server.requests
    expect(req?.method).toBe('GET')
    expect(req?.path).toBe('/rest/v2/applications')
    expect(req?.rawUrl).toBe(
      '/rest/v2/applications?application_token=a%20b%26c%3Dd%2F%C3%A9%2B&count=5&include_team=true'
    )
    expect(req?.query).toEqual({
      application_token: 'a b&c=d/é+',
      count: '5',
      include_team: 'true'
    })
    expect(req?.headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(req?.headers.accept).toBe('application/json')
    expect(req?.headers['content-type']).toBeUndefined()
    expect(req?.rawBody).toBe('')
  })

  it('sends a JSON body with its content type, on a GET too', async () => {
    const { server, transport } = await rig()
    await transport.send({ ...get, body: { applicationToken: 'x', signatureType: 'FILE' } })
    const [req] = server.requests
    expect(req?.method).toBe('GET')
    expect(req?.headers['content-type']).toBe('application/json')
    expect(req?.body).toEqual({ applicationToken: 'x', signatureType: 'FILE' })
  })

  it('sends no Authorization header when the call carries its token in the body', async () => {
    const { server, transport } = await rig(() => ({ json: { status: 'Success' } }))
    await transport.send({ ...get, method: 'POST', auth: 'none', envelope: 'v1', body: { a: 1 } })
    expect(server.requests[0]?.headers.authorization).toBeUndefined()
  })

  it.each([['/gateway/'], ['/gateway'], ['/gateway//']])(
    'joins a base URL with the path prefix %s',
    async (basePath) => {
      const { server, transport } = await rig(undefined, { basePath })
      await transport.send({ ...get, query: { application_token: 't' } })
      expect(server.requests[0]?.rawUrl).toBe('/gateway/rest/v2/applications?application_token=t')
    }
  )

  it('joins a bare base URL with a trailing slash', async () => {
    const { server, transport } = await rig(undefined, { basePath: '/' })
    await transport.send(get)
    expect(server.requests[0]?.path).toBe('/rest/v2/applications')
  })

  it('logs method, path, status and attempt at debug level, never a body or the token', async () => {
    const { transport, log } = await rig(() => ({ json: { code: 'SUCCESS', echo: TOKEN } }))
    await transport.send({ ...get, body: { secret: TOKEN } })
    expect(log.lines).toHaveLength(1)
    expect(log.lines[0]?.level).toBe('debug')
    expect(log.lines[0]?.message).toMatch(
      /^GET \/rest\/v2\/applications -> HTTP 200 in \d+ ms \(attempt 1\)$/
    )
  })
})

describe('v2 envelope', () => {
  it.each([
    ['SUCCESS', 200],
    ['success', 200],
    [null, 200],
    [undefined, 200],
    ['SUCCESS', 201]
  ])('code %s on HTTP %d is success and resolves the whole object', async (code, status) => {
    const { transport } = await rig(() => ({
      status,
      json: { code, message: null, projectKey: 'k' }
    }))
    await expect(transport.send(get)).resolves.toEqual({ code, message: null, projectKey: 'k' })
  })

  it('turns HTTP 400 NOT_AUTHORIZED into one service error naming the scope, not retried', async () => {
    const { server, transport } = await rig(() => v2Error('NOT_AUTHORIZED', 'Not authorized'))
    const e = await apiError(transport.send(get))
    expect(e.kind).toBe('service')
    expect(e.code).toBe('NOT_AUTHORIZED')
    expect(e.httpStatus).toBe(400)
    expect(e.operation).toBe('read application')
    expect(e.serviceMessage).toBe('Not authorized')
    expect(e.message).toBe(
      'read application failed: NOT_AUTHORIZED (HTTP 400): Not authorized ' +
        '(the access token was refused, or it lacks the scope read_project)'
    )
    expect(server.requests).toHaveLength(1)
  })

  it('treats a failure code on HTTP 200 as a failure', async () => {
    const { server, transport } = await rig(() => v2Error('FAILED', 'Status failed', 200))
    const e = await apiError(transport.send(get))
    expect(e).toMatchObject({ kind: 'service', code: 'FAILED', httpStatus: 200 })
    expect(e.message).toBe('read application failed: FAILED (HTTP 200): Status failed')
    expect(server.requests).toHaveLength(1)
  })

  it('says an INVALID_SESSION token is invalid or expired', async () => {
    const { transport } = await rig(() => v2Error('INVALID_SESSION', 'Invalid session'))
    const e = await apiError(transport.send(get))
    expect(e.message).toContain('(the access token is invalid or has expired)')
  })

  it('keeps a hostile service message on one bounded line, token and commands defused', async () => {
    const hostile = `bad\n::error::pwned ##[warning]x token=${TOKEN} ` + 'A'.repeat(5000)
    const { transport } = await rig(() => v2Error('FAILED', hostile))
    const e = await apiError(transport.send(get))
    expect(e.message).not.toMatch(/[\r\n]/)
    expect(e.message).not.toContain('##[')
    // Mid-line '::' is inert: a command needs it at the start of a line.
    expect(e.message.startsWith('read application failed: FAILED (HTTP 400): bad ::error')).toBe(
      true
    )
    expect(e.message).toContain('token=***')
    expect(e.message.length).toBeLessThan(500)
    expect(e.serviceMessage).toContain('token=***')
    expect((e.serviceMessage ?? '').length).toBeLessThanOrEqual(600)
  })

  it('redacts a token the service split with control characters', async () => {
    const split = `${TOKEN.slice(0, 10)}\u0000${TOKEN.slice(10)}`
    const { transport } = await rig(() => v2Error('FAILED', `echo ${split}`))
    const e = await apiError(transport.send(get))
    expect(e.message).toContain('echo ***')
  })

  it('reads a 2xx body that is JSON but not an object as an invalid answer', async () => {
    const { transport } = await rig(() => ({ json: [1, 2] }), { maxAttempts: 1 })
    const e = await apiError(transport.send(get))
    expect(e.kind).toBe('invalid-response')
    expect(e.message).toBe(
      'read application failed: the answer was not a JSON object (HTTP 200) after 1 attempt'
    )
  })
})

describe('refused tokens and pages that are not JSON', () => {
  const page = '<html><body>Session expired for user secret-page-marker</body></html>'

  it.each([401, 403])('HTTP %d with a JSON body is an auth error, not retried', async (status) => {
    const { server, transport } = await rig(() => v2Error('NOT_AUTHORIZED', 'nope', status))
    const e = await apiError(transport.send(get))
    expect(e).toMatchObject({ kind: 'auth', httpStatus: status, code: 'NOT_AUTHORIZED' })
    expect(e.message).toContain(`the access token was refused or has expired (HTTP ${status})`)
    expect(server.requests).toHaveLength(1)
  })

  it('names the scope on a 403', async () => {
    const { transport } = await rig(() => ({ status: 403, text: '' }))
    const e = await apiError(transport.send(get))
    expect(e.message).toBe(
      'read application failed: the access token was refused or has expired (HTTP 403); ' +
        'it may lack the scope read_project'
    )
  })

  // HTML on a 2xx is retried first and a 3xx is a redirect: transport-redirects.test.ts.
  it.each([401, 400])(
    'an HTML page on HTTP %d is an auth error without the page',
    async (status) => {
      const { server, transport } = await rig(() => html(status, page))
      const e = await apiError(transport.send(get))
      expect(e.kind).toBe('auth')
      expect(e.message).toBe(
        `read application failed: the access token was refused or has expired (HTTP ${status})`
      )
      expect(e.message).not.toContain('secret-page-marker')
      expect(server.requests).toHaveLength(1)
    }
  )

  it('recognises a page by its first character when the content type lies', async () => {
    const { transport } = await rig(() => ({
      headers: { 'content-type': 'application/json' },
      text: `  ${page}`
    }))
    const e = await apiError(transport.send(get))
    expect(e.kind).toBe('auth')
  })

  it('reads an HTML 404 as a wrong base-url', async () => {
    const { transport } = await rig(() => html(404, page))
    const e = await apiError(transport.send(get))
    expect(e).toMatchObject({ kind: 'http', httpStatus: 404 })
    expect(e.message).toBe(
      'read application failed: HTTP 404: no such address on the service (check base-url)'
    )
  })

  it('reports another 4xx without an envelope as an HTTP error, once', async () => {
    const { server, transport } = await rig(() => ({ status: 405, text: 'Method Not Allowed' }))
    const e = await apiError(transport.send(get))
    expect(e).toMatchObject({ kind: 'http', httpStatus: 405 })
    expect(e.message).toBe('read application failed: HTTP 405 without a usable answer')
    expect(server.requests).toHaveLength(1)
  })
})

describe('v1 envelope', () => {
  const v1: RequestSpec = {
    ...get,
    operation: 'start test',
    method: 'POST',
    auth: 'none',
    envelope: 'v1'
  }

  it('turns status Failed into a service error with the service message', async () => {
    const { transport } = await rig(() => ({
      json: { status: 'Failed', message: 'Invalid application token' }
    }))
    const e = await apiError(transport.send(v1))
    expect(e).toMatchObject({ kind: 'service', code: 'Failed', httpStatus: 200 })
    expect(e.message).toBe('start test failed: Failed (HTTP 200): Invalid application token')
  })

  it('reads a lower-case failed without progress as a failure too', async () => {
    const { transport } = await rig(() => ({ json: { status: 'failed', message: 'bad token' } }))
    expect((await apiError(transport.send(v1))).kind).toBe('service')
  })

  it.each([
    [{ status: 'failed', progress: 40, message: 'Test failed' }],
    [{ status: 'Failed', progress: '100' }],
    [{ status: 'running', progress: 10 }],
    [{ status: 'Success', result_token: 'r' }]
  ])('returns a test state or success as it is: %j', async (body) => {
    const { transport } = await rig(() => ({ json: body }))
    await expect(transport.send(v1)).resolves.toEqual(body)
  })

  it('reads a v1 failure on HTTP 400 as the service error', async () => {
    const { transport } = await rig(() => ({
      status: 400,
      json: { status: 'Failed', message: 'm' }
    }))
    expect(await apiError(transport.send(v1))).toMatchObject({ kind: 'service', httpStatus: 400 })
  })
})

describe('script helper', () => {
  it('repeats the last reply once the script runs out', async () => {
    const { server, transport } = await rig(script({ json: { n: 1 } }, { json: { n: 2 } }))
    const answers = []
    for (let i = 0; i < 3; i++) answers.push(await transport.send<{ n: number }>(get))
    expect(answers.map((a) => a.n)).toEqual([1, 2, 2])
    expect(server.requests).toHaveLength(3)
  })
})
