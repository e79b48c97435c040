import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import type { Simulator } from '../../sim/index.js'
import { startSim, closeSims, client } from '../../__fixtures__/simulator.js'

afterEach(closeSims)

const TOKEN = /^[a-z0-9]{32}$/

describe('v2 applications', () => {
  let sim: Simulator
  let projectKey: string
  beforeEach(async () => {
    sim = await startSim({ testDefaults: { durationMs: 5000 } })
    projectKey = sim.state.projects()[0].projectKey
  })

  it('creates an application: 201, projectKey present, hostingType carries the type (sic)', async () => {
    const res = await client(sim).post('/rest/v2/applications', {
      name: 'Api',
      url: 'https://api.new.test:8443',
      projectKey,
      type: 'API'
    })
    expect(res.status).toBe(201)
    expect(res.json).toEqual({
      name: 'Api',
      url: 'https://api.new.test:8443',
      applicationToken: expect.stringMatching(TOKEN),
      projectKey,
      signatureStatus: 'NotVerified',
      hostingType: 'API',
      code: 'SUCCESS',
      message: expect.any(String)
    })
  })

  it('refuses a URL already registered (also with another case or a trailing slash)', async () => {
    const res = await client(sim).post('/rest/v2/applications', {
      name: 'Dup',
      url: 'https://SHOP.example.test/',
      projectKey,
      type: 'WEB'
    })
    expect([res.status, res.json.code]).toEqual([400, 'URL_ALREADY_ADDED'])
  })

  it('refuses a bad URL (INVALID_URL) and an unknown project (INVALID_PROJECT_KEY)', async () => {
    const bad = { name: 'x', url: 'ftp://x.test', projectKey, type: 'WEB' }
    expect((await client(sim).post('/rest/v2/applications', bad)).json.code).toBe('INVALID_URL')
    const unknown = { name: 'x', url: 'https://x.test', projectKey: 'nope', type: 'WEB' }
    expect((await client(sim).post('/rest/v2/applications', unknown)).json.code).toBe(
      'INVALID_PROJECT_KEY'
    )
  })

  it('reads one application: internal/public hostingType and no projectKey', async () => {
    const scenario = await startSim({
      projects: [
        {
          name: 'P',
          applications: [
            { name: 'In', url: 'http://10.0.0.1:8080', hosting: 'internal', type: 'API' }
          ]
        }
      ]
    })
    const token = scenario.state.applications()[0].token
    const res = await client(scenario).get(`/rest/v2/applications?application_token=${token}`)
    expect(res.json).toEqual({
      application: {
        name: 'In',
        url: 'http://10.0.0.1:8080',
        applicationToken: token,
        applicationType: 'API',
        signatureStatus: 'NotVerified',
        hostingType: 'internal'
      },
      code: 'SUCCESS',
      message: expect.any(String)
    })
  })

  it('an unknown application token on read is INVALID_APPLICATION_TOKEN', async () => {
    const res = await client(sim).get('/rest/v2/applications?application_token=nope')
    expect([res.status, res.json.code]).toEqual([400, 'INVALID_APPLICATION_TOKEN'])
  })

  it('modifies name and URL; an unknown token is FAILED; a verified URL cannot change', async () => {
    const blog = sim.tokens.unverifiedApplicationToken as string
    const res = await client(sim).put('/rest/v2/applications', {
      applicationToken: blog,
      name: 'Blog 2',
      url: 'https://blog2.example.test'
    })
    expect(res.json).toMatchObject({
      name: 'Blog 2',
      url: 'https://blog2.example.test',
      projectKey,
      hostingType: 'WEB',
      code: 'SUCCESS'
    })
    const unknown = await client(sim).put('/rest/v2/applications', {
      applicationToken: 'x',
      name: 'n',
      url: 'https://n.test'
    })
    expect(unknown.json.code).toBe('FAILED')
    const verified = await client(sim).put('/rest/v2/applications', {
      applicationToken: sim.tokens.applicationToken,
      name: 'Shop',
      url: 'https://elsewhere.test'
    })
    expect(verified.json.code).toBe('URL_VERIFIED')
  })

  it('deletes an application; refuses while a test runs (TEST_RUNNING) and unknown tokens', async () => {
    const app = sim.tokens.applicationToken
    sim.state.startTest(app)
    const running = await client(sim).del(`/rest/v2/applications?application_token=${app}`)
    expect([running.status, running.json.code]).toEqual([400, 'TEST_RUNNING'])
    const blog = sim.tokens.unverifiedApplicationToken as string
    const res = await client(sim).del(`/rest/v2/applications?application_token=${blog}`)
    expect(res.json).toMatchObject({
      applicationToken: blog,
      projectKey,
      hostingType: 'WEB',
      code: 'SUCCESS'
    })
    expect(sim.state.application(blog)).toBeUndefined()
    const again = await client(sim).del(`/rest/v2/applications?application_token=${blog}`)
    expect(again.json.code).toBe('NOT_AUTHORIZED')
  })

  it('lists the applications of a project; PLAN_NOT_SUPPORTED when the plan lacks it', async () => {
    const res = await client(sim).get(`/rest/v2/applications?project_key=${projectKey}`)
    expect(res.json.applications.map((a: { name: string }) => a.name)).toEqual(['Shop', 'Blog'])
    expect(res.json.applications[0].projectKey).toBeUndefined()
    const basic = await startSim({ plan: { teams: true, listApplications: false } })
    const key = basic.state.projects()[0].projectKey
    const refused = await client(basic).get(`/rest/v2/applications?project_key=${key}`)
    expect(refused.json.code).toBe('PLAN_NOT_SUPPORTED')
  })
})

describe('v2 ownership verification', () => {
  let sim: Simulator
  beforeEach(async () => {
    sim = await startSim({ testDefaults: { durationMs: 300 } })
  })

  it('gives the file, DNS and API signatures; an unknown token is INVALID_SESSION', async () => {
    const blog = sim.tokens.unverifiedApplicationToken as string
    const res = await client(sim).get(`/rest/v2/applications/signature?application_token=${blog}`)
    // One value per application, in each of the three forms.
    const value = res.json.apiSignature.value as string
    expect(value).toMatch(/^[0-9a-f]{16}$/)
    expect(res.json).toEqual({
      status: 'NotVerified',
      url: 'https://blog.example.test',
      fileSignature: { signature: `security-test-verification=${value}` },
      dnsSignature: {
        type: 'TXT',
        name: '_security-test.blog.example.test',
        value: `security-test-verification=${value}`
      },
      apiSignature: { type: 'API', path: '/.well-known/security-test-verification', value },
      code: 'SUCCESS',
      message: expect.any(String)
    })
    // The same again; another application's differs.
    const again = await client(sim).get(`/rest/v2/applications/signature?application_token=${blog}`)
    expect(again.json.apiSignature.value).toBe(value)
    const shop = await client(sim).get(
      `/rest/v2/applications/signature?application_token=${sim.tokens.applicationToken}`
    )
    expect(shop.json.apiSignature.value).not.toBe(value)
    const bad = await client(sim).get('/rest/v2/applications/signature?application_token=nope')
    expect(bad.json.code).toBe('INVALID_SESSION')
  })

  it('verify is a GET with a JSON body; it fails until attempt verifyAfterAttempts', async () => {
    const blog = sim.tokens.unverifiedApplicationToken as string
    const body = { applicationToken: blog, signatureType: 'FILE', pluginType: 'WORDPRESS' }
    const first = await client(sim).get('/rest/v2/applications/signature/verify', body)
    expect([first.status, first.json.code]).toEqual([400, 'FAILED'])
    const start = await client(sim).post('/rest/v2/test/start', { applicationToken: blog })
    expect(start.json.message).toMatch(/not verified/)
    const second = await client(sim).get('/rest/v2/applications/signature/verify', body)
    expect([second.status, second.json]).toEqual([
      200,
      { code: 'SUCCESS', message: expect.any(String) }
    ])
    expect(sim.state.application(blog)).toMatchObject({ verified: true, verifyAttempts: 2 })
    const started = await client(sim).post('/rest/v2/test/start', { applicationToken: blog })
    expect(started.json.code).toBe('SUCCESS')
    const recorded = sim.requests.filter((r) => r.path.endsWith('/verify'))
    expect(recorded[0]).toMatchObject({ method: 'GET', body })
  })

  it('never verifies without verifyAfterAttempts; refuses bad types and unknown applications', async () => {
    const never = await startSim({
      projects: [
        { name: 'P', applications: [{ name: 'N', url: 'https://n.test', token: 'n'.repeat(32) }] }
      ]
    })
    for (let i = 0; i < 3; i++) {
      const res = await client(never).get('/rest/v2/applications/signature/verify', {
        applicationToken: 'n'.repeat(32),
        signatureType: 'DNS'
      })
      expect(res.json.code).toBe('FAILED')
    }
    const verify = (body: unknown) =>
      client(never).get('/rest/v2/applications/signature/verify', body)
    expect(
      (await verify({ applicationToken: 'n'.repeat(32), signatureType: 'file' })).json.code
    ).toBe('FAILED')
    expect(
      (
        await verify({
          applicationToken: 'n'.repeat(32),
          signatureType: 'FILE',
          pluginType: 'NOPE'
        })
      ).json.code
    ).toBe('INVALID_PLUGIN_TYPE')
    expect((await verify({ applicationToken: 'x', signatureType: 'FILE' })).json.code).toBe(
      'NOT_AUTHORIZED'
    )
    expect((await verify(undefined)).json.code).toBe('FAILED')
  })
})
