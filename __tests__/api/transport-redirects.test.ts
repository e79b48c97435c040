// Issue 12: a redirect never carries the token to another origin, and an HTML page on a 2xx is a
// proxy until the call's retries are spent. Real sockets: two scripted servers are two origins.
import { judgeRedirect } from '../../src/api/redirect.js'
import { afterEach, describe, expect, it } from '@jest/globals'
import type { RequestSpec } from '../../src/api/transport.js'
import { attempt } from '../../src/api/http-attempt.js'
import { isTransient } from '../../src/api/errors.js'
import { html, script, startServer, type ScriptedServer } from '../../__fixtures__/http-server.js'
import { apiError, closeAll, rig, TOKEN } from '../../__fixtures__/api-client.js'

const others: ScriptedServer[] = []
afterEach(async () => {
  await closeAll()
  for (const s of others.splice(0)) await s.close()
})

async function elsewhere(): Promise<ScriptedServer> {
  const s = await startServer(() => ({ json: { code: 'SUCCESS', status: 'Success' } }))
  others.push(s)
  return s
}

const status: RequestSpec = {
  operation: 'read test status',
  method: 'GET',
  path: '/rest/v2/test/status',
  query: { application_token: 'a', result_token: 'r' },
  auth: 'bearer',
  idempotent: true,
  envelope: 'v2'
}
const v1Start: RequestSpec = {
  operation: 'start test',
  method: 'POST',
  path: '/v1/test/start',
  body: { access_token: TOKEN, application_token: 'a' },
  auth: 'none',
  idempotent: false,
  envelope: 'v1'
}
const redirect = (code: number, location: string) => ({
  status: code,
  headers: { location },
  text: ''
})

describe('redirects to another origin are never followed', () => {
  it.each([301, 302, 303, 307, 308])(
    'v1 start redirected (HTTP %d) to another port: the body with the token stays here',
    async (code) => {
      const other = await elsewhere()
      const { server, transport } = await rig(() =>
        redirect(code, `${other.url}/v1/test/start?x=1`)
      )
      const e = await apiError(transport.send(v1Start))
      expect(other.requests).toHaveLength(0)
      expect(server.requests).toHaveLength(1)
      expect(e.kind).toBe('redirect')
      expect(e.message).toBe(
        `start test failed: the service redirected (HTTP ${code}) to ${other.url}/v1/test/start, ` +
          'another address than base-url; it is not followed, so the access token stays ' +
          'with base-url. Set base-url to the address the service answers at'
      )
    }
  )

  it('v2 redirected to another host name (localhost for 127.0.0.1): no request there', async () => {
    const other = await elsewhere()
    const target = other.url.replace('127.0.0.1', 'localhost')
    const { transport } = await rig(() => redirect(302, `${target}/rest/v2/test/status`))
    const e = await apiError(transport.send(status))
    expect(other.requests).toHaveLength(0)
    expect(e.message).toContain(`redirected (HTTP 302) to ${target}/rest/v2/test/status`)
  })

  it('an http base redirected to https (another scheme) is another origin', async () => {
    const { transport } = await rig(() => redirect(301, 'https://127.0.0.1:1/rest/v2/test/status'))
    const e = await apiError(transport.send(status))
    expect(e.message).toContain('to https://127.0.0.1:1/rest/v2/test/status, another address')
  })

  it('names the target without its query and never with the token', async () => {
    const { transport } = await rig(() =>
      redirect(302, `https://evil.example/${TOKEN}/x?token=${TOKEN}&y=%0a::error::x`)
    )
    const e = await apiError(transport.send(status))
    expect(e.message).toContain('to https://evil.example/***/x, another address')
  })

  it('a 3xx without a Location is a clear error, not a retry', async () => {
    const { server, transport } = await rig(() => ({ status: 302, text: '' }))
    const e = await apiError(transport.send(status))
    expect(e.message).toBe(
      'read test status failed: the service answered HTTP 302 (a redirect) without saying where to; check base-url'
    )
    expect(server.requests).toHaveLength(1)
  })

  it('leaves the headers object it was given as it was (http-client deletes auth on redirects)', async () => {
    const other = await elsewhere()
    const server = await startServer(() =>
      redirect(302, `${other.url.replace('127.0.0.1', 'localhost')}/x`)
    )
    others.push(server)
    const headers = { accept: 'application/json', authorization: `Bearer ${TOKEN}` }
    const before = { ...headers }
    await attempt(
      { method: 'GET', url: `${server.url}/x`, headers, timeoutMs: 5000, userAgent: 't' },
      new AbortController().signal
    )
    expect(headers).toEqual(before)
    expect(other.requests).toHaveLength(0)
  })
})

describe('redirects within the same origin', () => {
  it('follows a 307 with the same method, body and Authorization, then retries there too', async () => {
    const { server, transport } = await rig((_req, i) => {
      if (i === 0)
        return redirect(307, '/gateway/rest/v2/test/status?application_token=a&result_token=r')
      if (i === 1) return { status: 503, text: '' }
      return { json: { code: 'SUCCESS', status: 'running' } }
    })
    await expect(transport.send(status)).resolves.toMatchObject({ status: 'running' })
    expect(server.requests.map((r) => r.path)).toEqual([
      '/rest/v2/test/status',
      '/gateway/rest/v2/test/status',
      '/gateway/rest/v2/test/status'
    ])
    for (const r of server.requests) expect(r.headers.authorization).toBe(`Bearer ${TOKEN}`)
  })

  it('follows a 302 on a GET, not on a POST (that would change the request)', async () => {
    const get = await rig((_req, i) =>
      i === 0 ? redirect(302, '/rest/v2/test/status/') : { json: { code: 'SUCCESS' } }
    )
    await expect(get.transport.send(status)).resolves.toMatchObject({ code: 'SUCCESS' })
    expect(get.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /rest/v2/test/status',
      'GET /rest/v2/test/status/'
    ])
    const post = await rig(() => redirect(302, '/v1/test/start/'))
    const e = await apiError(post.transport.send(v1Start))
    expect(e.message).toMatch(
      /^start test failed: the service redirected a POST \(HTTP 302\) to http:\/\/127\.0\.0\.1:\d+\/v1\/test\/start\/; set base-url to the address the service answers at$/
    )
    expect(post.server.requests).toHaveLength(1)
  })

  it('stops after five redirects', async () => {
    const { server, transport } = await rig((req) => redirect(307, `${req.path}/x`))
    const e = await apiError(transport.send(status))
    expect(e.message).toMatch(/^read test status failed: the service redirected more than 5 times/)
    expect(server.requests).toHaveLength(6)
  })
})

describe('an HTML page on a 2xx is a proxy until the retries are spent', () => {
  const page = '<html><body>Gateway login for secret-page-marker</body></html>'

  it('one HTML page on 200 is retried and the JSON answer after it is used', async () => {
    const { server, transport } = await rig((_req, i) =>
      i === 0 ? html(200, page) : { json: { code: 'SUCCESS', status: 'running' } }
    )
    await expect(transport.send(status)).resolves.toMatchObject({ status: 'running' })
    expect(server.requests).toHaveLength(2)
  })

  it('HTML on every attempt: one line with both possibilities, never the page', async () => {
    const { server, transport } = await rig(() => html(200, page))
    const e = await apiError(transport.send(status))
    expect(server.requests).toHaveLength(5)
    expect(e.kind).toBe('auth')
    expect(e.message).toBe(
      'read test status failed: the service answered with an HTML page instead of JSON (HTTP 200) ' +
        'after 5 attempts: a proxy or login page is in the way, or the access token has expired'
    )
    expect(e.message).not.toContain('secret-page-marker')
  })

  it('mixed failures whose last one is a page are one failed call, not a refused token', async () => {
    // 502, a reset, 503, a deadline passed, then a proxy's page: the page did not replace every
    // answer, so the call failed for a passing reason (a wait polls on).
    const { server, transport } = await rig(
      script({ status: 502 }, { drop: true }, { status: 503 }, { hang: true }, html(200, page)),
      { requestTimeoutMs: 200 }
    )
    const e = await apiError(transport.send(status))
    expect(server.requests).toHaveLength(5)
    expect(e.kind).toBe('invalid-response')
    expect(isTransient(e)).toBe(true)
    expect(e.message).toBe(
      'read test status failed: the service answered with an HTML page instead of JSON (HTTP 200) after 5 attempts'
    )
    expect(e.message).not.toContain('secret-page-marker')
  })

  it.each([401, 403])('HTML on HTTP %d stays an immediate auth error', async (code) => {
    const { server, transport } = await rig(() => html(code, page))
    const e = await apiError(transport.send(status))
    expect(e.kind).toBe('auth')
    expect(server.requests).toHaveLength(1)
  })
})

describe("the redirect's hint in the host's words", () => {
  it("names base-url as the user writes it: the input, or the tool's flag", () => {
    const url = 'https://api.example.com/rest/v2/test/start'
    const away = judgeRedirect('POST', url, 307, 'https://elsewhere.example/x', 0, '--base-url')
    expect('refuse' in away && away.refuse).toBe(
      'the service redirected (HTTP 307) to https://elsewhere.example/x, another address than --base-url; it is not followed, so the access token stays with --base-url. Set --base-url to the address the service answers at'
    )
    const nowhere = judgeRedirect('POST', url, 302, undefined, 0)
    expect('refuse' in nowhere && nowhere.refuse).toMatch(/; check base-url$/)
  })
})
