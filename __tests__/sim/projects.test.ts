import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import type { Simulator } from '../../sim/index.js'
import { startSim, closeSims, call, client } from '../../__fixtures__/simulator.js'

afterEach(closeSims)

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('v2 projects', () => {
  let sim: Simulator
  beforeEach(async () => {
    sim = await startSim({ testDefaults: { durationMs: 5000 } })
  })

  it('creates a project: 201 with name, description, a UUID projectKey, SUCCESS', async () => {
    const res = await client(sim).post('/rest/v2/projects', { name: 'New', description: 'd' })
    expect(res.status).toBe(201)
    expect(res.json).toEqual({
      name: 'New',
      description: 'd',
      projectKey: expect.stringMatching(UUID),
      code: 'SUCCESS',
      message: expect.any(String)
    })
    expect(sim.state.projects().map((p) => p.name)).toContain('New')
  })

  it('refuses a second project of the same name: PROJECT_ALREADY_EXISTS', async () => {
    const res = await client(sim).post('/rest/v2/projects', { name: 'web SHOP ', description: '' })
    expect(res.status).toBe(400)
    expect(res.json.code).toBe('PROJECT_ALREADY_EXISTS')
  })

  it('creates a project in a team; it is listed under the team', async () => {
    const teamId = sim.tokens.teamId as string
    const res = await client(sim).post(`/rest/v2/projects?teamId=${teamId}`, {
      name: 'T2',
      description: ''
    })
    expect(res.status).toBe(201)
    const list = await client(sim).get('/rest/v2/projects?include_team=true')
    const team = list.json.teamProjects.find((t: { teamId: string }) => t.teamId === teamId)
    expect(team.projects.map((p: { name: string }) => p.name)).toContain('T2')
    expect(list.json.myProjects.map((p: { name: string }) => p.name)).not.toContain('T2')
  })

  it('an unknown team id on create is INVALID_SESSION', async () => {
    const res = await client(sim).post('/rest/v2/projects?teamId=nosuchteam', {
      name: 'X',
      description: ''
    })
    expect(res.json.code).toBe('INVALID_SESSION')
  })

  it('modifies a project, and refuses an unknown key with INVALID_PROJECT_KEY', async () => {
    const key = sim.state.projects()[0].projectKey
    const res = await client(sim).put('/rest/v2/projects', {
      projectKey: key,
      name: 'Renamed',
      description: 'new'
    })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      name: 'Renamed',
      description: 'new',
      projectKey: key,
      code: 'SUCCESS'
    })
    const bad = await client(sim).put('/rest/v2/projects', {
      projectKey: 'nope',
      name: 'x',
      description: ''
    })
    expect([bad.status, bad.json.code]).toEqual([400, 'INVALID_PROJECT_KEY'])
  })

  it('deletes a project with its applications; an unknown key is INVALID_SESSION', async () => {
    const created = await client(sim).post('/rest/v2/projects', { name: 'Gone', description: '' })
    const key = created.json.projectKey
    await client(sim).post('/rest/v2/applications', {
      name: 'a',
      url: 'https://gone.test',
      projectKey: key,
      type: 'WEB'
    })
    const res = await client(sim).del(`/rest/v2/projects?project_key=${key}`)
    expect(res.json).toMatchObject({ name: 'Gone', projectKey: key, code: 'SUCCESS' })
    expect(sim.state.projects().some((p) => p.projectKey === key)).toBe(false)
    expect(sim.state.applications().some((a) => a.url === 'https://gone.test')).toBe(false)
    const again = await client(sim).del(`/rest/v2/projects?project_key=${key}`)
    expect(again.json.code).toBe('INVALID_SESSION')
  })

  it('refuses to delete a project whose application has a test running: TEST_RUNNING', async () => {
    sim.state.startTest(sim.tokens.applicationToken)
    const key = sim.state.application(sim.tokens.applicationToken)?.projectKey
    const res = await client(sim).del(`/rest/v2/projects?project_key=${key}`)
    expect(res.json.code).toBe('TEST_RUNNING')
  })

  it('lists own projects with their applications in the read form', async () => {
    const res = await client(sim).get('/rest/v2/projects')
    expect(res.status).toBe(200)
    expect(res.json.code).toBe('SUCCESS')
    expect(res.json.projects).toHaveLength(1)
    const [shop, blog] = res.json.projects[0].applications
    expect(shop).toEqual({
      name: 'Shop',
      url: 'https://shop.example.test',
      applicationToken: sim.tokens.applicationToken,
      applicationType: 'WEB',
      signatureStatus: 'Verified',
      hostingType: 'public'
    })
    expect(blog.signatureStatus).toBe('NotVerified')
  })

  it('lists with teams: myProjects and teamProjects groupings', async () => {
    const res = await client(sim).get('/rest/v2/projects?include_team=true')
    expect(res.json.myProjects[0].name).toBe('Web shop')
    expect(res.json.teamProjects).toEqual([
      {
        teamName: 'Security team',
        teamId: sim.tokens.teamId,
        projects: [
          expect.objectContaining({
            name: 'Team portal',
            applications: [expect.objectContaining({ applicationType: 'API' })]
          })
        ]
      }
    ])
    expect(res.json.projects).toBeUndefined()
  })

  it('with a plan without teams: create in a team is PLAN_NOT_SUPPORTED, team list is empty', async () => {
    const basic = await startSim({ plan: { teams: false, listApplications: true } })
    const res = await client(basic).post(`/rest/v2/projects?teamId=${basic.tokens.teamId}`, {
      name: 'X',
      description: ''
    })
    expect(res.json.code).toBe('PLAN_NOT_SUPPORTED')
    const list = await client(basic).get('/rest/v2/projects?include_team=true')
    expect(list.json.teamProjects).toEqual([])
  })

  it('a missing or unknown token is NOT_AUTHORIZED (HTTP 400, "Not authorized.")', async () => {
    for (const token of [null, 'unknowntoken0000000000000000000x']) {
      const res = await client(sim, token).get('/rest/v2/projects')
      expect([res.status, res.json]).toEqual([
        400,
        { code: 'NOT_AUTHORIZED', message: 'Not authorized.' }
      ])
    }
    const basic = await call(sim.baseUrl, 'GET', '/rest/v2/projects', {
      headers: { authorization: `Basic ${sim.tokens.accessToken}` }
    })
    expect(basic.json.code).toBe('NOT_AUTHORIZED')
  })

  it('a token without the needed scope is NOT_AUTHORIZED', async () => {
    const scoped = await startSim({
      accessTokens: [{ token: 'r'.repeat(32), scopes: ['read_project'] }]
    })
    expect((await client(scoped).get('/rest/v2/projects')).json.code).toBe('SUCCESS')
    const res = await client(scoped).post('/rest/v2/projects', { name: 'n', description: '' })
    expect(res.json.code).toBe('NOT_AUTHORIZED')
  })

  it('an expired token gets an HTML error page with HTTP 401', async () => {
    const expired = await startSim({ expiredTokens: ['e'.repeat(32)] })
    const res = await client(expired, 'e'.repeat(32)).get('/rest/v2/projects')
    expect(res.status).toBe(401)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.text).toMatch(/<html>.*expired/is)
    expect(res.json).toBeUndefined()
  })
})
