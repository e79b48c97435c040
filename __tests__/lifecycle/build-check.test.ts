// The build check's rules (src/lifecycle/build-check.ts): what counts as naming the commit, where
// a path goes, and one look at a real local site (redirects, size cap, headers, no token).
import { afterAll, describe, expect, it } from '@jest/globals'
import {
  BUILD_CHECK_MAX_BYTES,
  buildCheckUrl,
  lookAtBuild,
  namesCommit
} from '../../src/lifecycle/build-check.js'
import { startServer, type ScriptedServer } from '../../__fixtures__/http-server.js'

const SHA = '0123456789abcdef0123456789abcdef01234567'

describe('namesCommit', () => {
  it.each([
    ['the full SHA in Dockerflow JSON', `{"commit":"${SHA}"}`],
    ['its first 7 characters', 'build 0123456 on main'],
    ['upper case', SHA.toUpperCase()],
    ['git describe', 'v1.2.3-14-g0123456789']
  ])('matches %s', (_, text) => {
    expect(namesCommit(text, SHA)).toBe(true)
  })

  it('matches a served full SHA when the commit under test is given short', () => {
    expect(namesCommit(`{"commit":"${SHA}"}`, SHA.slice(0, 9))).toBe(true)
  })

  it.each([
    ['another commit', '{"commit":"fedcba9876543210fedcba9876543210fedcba98"}'],
    ['6 characters only', 'build 012345'],
    ['the commit inside a longer hex run', `ff${SHA}`],
    ['the commit from its second character', SHA.slice(1)],
    ['nothing', '']
  ])('does not match %s', (_, text) => {
    expect(namesCommit(text, SHA)).toBe(false)
  })
})

describe('buildCheckUrl', () => {
  it('takes a path on the application’s origin and a full URL as given', () => {
    expect(buildCheckUrl('/__version__', 'https://shop.example.com/app/')).toBe(
      'https://shop.example.com/__version__'
    )
    expect(buildCheckUrl('https://status.example.com/v', 'https://shop.example.com')).toBe(
      'https://status.example.com/v'
    )
    expect(buildCheckUrl('/__version__', undefined)).toBeUndefined()
  })
})

describe('lookAtBuild against a local site', () => {
  const servers: ScriptedServer[] = []
  afterAll(async () => {
    for (const s of servers) await s.close()
  })
  const serve = async (...args: Parameters<typeof startServer>): Promise<ScriptedServer> => {
    const s = await startServer(...args)
    servers.push(s)
    return s
  }
  const signal = new AbortController().signal

  it('finds the commit in a header, and sends no credentials', async () => {
    const s = await serve(() => ({ headers: { 'x-commit': SHA.slice(0, 12) }, text: 'ok' }))
    expect(await lookAtBuild(`${s.url}/`, SHA, signal)).toEqual({ matched: true })
    const headers = s.requests[0]?.headers ?? {}
    expect(Object.keys(headers).filter((h) => /auth|token|cookie/i.test(h))).toEqual([])
  })

  it('follows a redirect on the same origin, never to another', async () => {
    const other = await serve(() => ({ json: { commit: SHA } }))
    const s = await serve((req) =>
      req.path === '/old'
        ? { status: 302, headers: { location: '/__version__' } }
        : req.path === '/away'
          ? { status: 302, headers: { location: `${other.url}/__version__` } }
          : { json: { commit: SHA } }
    )
    expect(await lookAtBuild(`${s.url}/old`, SHA, signal)).toEqual({ matched: true })
    const away = await lookAtBuild(`${s.url}/away`, SHA, signal)
    expect(away.matched).toBe(false)
    expect(away.served).toBe(`a redirect to another site (${other.url}/__version__), not followed`)
    expect(other.requests).toEqual([])
  })

  it('reads at most 1 MiB, and an error page is a mismatch that names its status', async () => {
    const big = await serve(() => ({ text: `${'x'.repeat(BUILD_CHECK_MAX_BYTES)}${SHA}` }))
    expect(await lookAtBuild(big.url, SHA, signal)).toEqual({
      matched: false,
      served: 'HTTP 200, more than 1 MiB'
    })
    const down = await serve(() => ({ status: 503, text: `maintenance ${SHA}` }))
    const look = await lookAtBuild(down.url, SHA, signal)
    expect(look.matched).toBe(false)
    expect(look.served).toMatch(/^HTTP 503: maintenance/)
  })

  it('shows what was served escaped: a workflow command cannot start a line', async () => {
    const s = await serve(() => ({ text: '\n::error::pwned\r\n::stop-commands::x' }))
    const look = await lookAtBuild(s.url, SHA, signal)
    expect(look.served).not.toMatch(/(^|\n)::/)
    expect(look.served).not.toMatch(/[\r\n]/)
  })
})
