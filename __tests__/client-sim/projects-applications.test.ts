// v2 projects (spec 4.1), applications (4.2) and ownership signatures (4.3): the typed client
// against the simulator, success answers with the values a user relies on, and the service's own
// refusals as ApiError with the right code.
import { afterEach, describe, expect, it } from '@jest/globals'
import {
  account,
  apiError,
  BLOG,
  closeAll,
  connect,
  PORTAL,
  SHOP,
  SHOP_KEY,
  TEAM,
  TEAM_KEY
} from '../../__fixtures__/api-client.js'
import { count } from '../../__fixtures__/simulator.js'

afterEach(closeAll)

describe('v2 projects', () => {
  it('creates a project of its own and lists it with its key', async () => {
    const { v2, sim } = await connect()
    const created = await v2.createProject('Checkout', 'Payments and cart')
    expect(created.code).toBe('SUCCESS')
    expect(created.projectKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(created).toMatchObject({ name: 'Checkout', description: 'Payments and cart' })
    expect(sim.requests.at(-1)).toMatchObject({ method: 'POST', status: 201 })
    expect(sim.requests.at(-1)?.body).toEqual({
      name: 'Checkout',
      description: 'Payments and cart'
    })

    const { projects } = await v2.listProjects()
    const listed = projects.find((p) => p.projectKey === created.projectKey)
    expect(listed).toMatchObject({ name: 'Checkout', description: 'Payments and cart' })
    expect(listed?.applications).toEqual([])
    expect(sim.state.projects().find((p) => p.projectKey === created.projectKey)?.teamId).toBe(null)
  })

  it('creates a project in a team, sending teamId in the query', async () => {
    const { v2, sim } = await connect()
    const created = await v2.createProject('Team site', '', TEAM)
    expect(sim.requests.at(-1)?.query).toEqual({ teamId: TEAM })
    expect(sim.state.projects().find((p) => p.projectKey === created.projectKey)?.teamId).toBe(TEAM)
    // Not among the caller's own projects, but under the team's.
    const own = await v2.listProjects()
    expect(own.projects.map((p) => p.projectKey)).not.toContain(created.projectKey)
    const withTeams = await v2.listProjectsWithTeams()
    const team = withTeams.teamProjects.find((t) => t.teamId === TEAM)
    expect(team?.projects.map((p) => p.name).sort()).toEqual(['Team portal', 'Team site'])
  })

  it('lists own projects with their applications, and with teams on request', async () => {
    const { v2, sim } = await connect()
    const { projects } = await v2.listProjects()
    expect(projects.map((p) => p.name)).toEqual(['Shop'])
    const shop = projects[0]
    expect(shop).toMatchObject({ projectKey: SHOP_KEY, description: 'The web shop' })
    expect(shop?.applications).toEqual([
      {
        name: 'Shop web',
        url: 'https://shop.example.com',
        applicationToken: SHOP,
        applicationType: 'WEB',
        signatureStatus: 'Verified',
        hostingType: 'public'
      },
      expect.objectContaining({ applicationToken: BLOG, signatureStatus: 'NotVerified' })
    ])

    const all = await v2.listProjectsWithTeams()
    expect(sim.requests.at(-1)?.query).toEqual({ include_team: 'true' })
    expect(all.myProjects.map((p) => p.projectKey)).toEqual([SHOP_KEY])
    expect(all.teamProjects).toEqual([
      {
        teamId: TEAM,
        teamName: 'Security team',
        projects: [
          expect.objectContaining({
            projectKey: TEAM_KEY,
            name: 'Team portal',
            applications: [
              expect.objectContaining({
                applicationToken: PORTAL,
                applicationType: 'API',
                hostingType: 'internal'
              })
            ]
          })
        ]
      }
    ])
  })

  it('modifies a project: the new name and description are what the list shows', async () => {
    const { v2 } = await connect()
    const changed = await v2.modifyProject(SHOP_KEY, 'Shop (prod)', 'Production shop')
    expect(changed).toMatchObject({
      code: 'SUCCESS',
      projectKey: SHOP_KEY,
      name: 'Shop (prod)',
      description: 'Production shop'
    })
    const { projects } = await v2.listProjects()
    expect(projects[0]).toMatchObject({ name: 'Shop (prod)', description: 'Production shop' })
  })

  it('deletes a project with its applications', async () => {
    const { v2, sim } = await connect()
    const created = await v2.createProject('Throwaway', 'x')
    const app = await v2.createApplication({
      name: 'Temp',
      url: 'https://temp.example.com',
      projectKey: created.projectKey,
      type: 'WEB'
    })
    const deleted = await v2.deleteProject(created.projectKey)
    expect(deleted).toMatchObject({ code: 'SUCCESS', projectKey: created.projectKey })
    expect(sim.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      query: { project_key: created.projectKey }
    })
    const { projects } = await v2.listProjects()
    expect(projects.map((p) => p.projectKey)).toEqual([SHOP_KEY])
    const gone = await apiError(v2.readApplication(app.applicationToken))
    expect(gone.code).toBe('INVALID_APPLICATION_TOKEN')
  })

  it('PROJECT_ALREADY_EXISTS for the same name in any case, and it is not retried', async () => {
    const { v2, sim } = await connect()
    sim.clearRequests()
    const e = await apiError(v2.createProject('  SHOP ', 'again'))
    expect(e).toMatchObject({
      kind: 'service',
      code: 'PROJECT_ALREADY_EXISTS',
      httpStatus: 400,
      operation: 'create project'
    })
    expect(e.message).toContain('create project failed: PROJECT_ALREADY_EXISTS (HTTP 400)')
    expect(e.serviceMessage).toBe('Project already exists in the account.')
    expect(count(sim, 'POST', '/rest/v2/projects')).toBe(1)
    expect(sim.state.projects()).toHaveLength(2)
  })

  it('TEST_RUNNING when deleting a project whose application is under test', async () => {
    const { v2, sim } = await connect()
    await v2.startTest(SHOP)
    const e = await apiError(v2.deleteProject(SHOP_KEY))
    expect(e).toMatchObject({ kind: 'service', code: 'TEST_RUNNING', operation: 'delete project' })
    expect(sim.state.projects().map((p) => p.projectKey)).toContain(SHOP_KEY)
  })

  it('PLAN_NOT_SUPPORTED when creating in a team on a plan without teams', async () => {
    const { v2, sim } = await connect(account({ plan: { teams: false, listApplications: true } }))
    const e = await apiError(v2.createProject('Team site', '', TEAM))
    expect(e).toMatchObject({
      kind: 'service',
      code: 'PLAN_NOT_SUPPORTED',
      operation: 'create project in team'
    })
    expect(e.message).toContain("the account's plan does not include this feature")
    expect(sim.state.projects().some((p) => p.name === 'Team site')).toBe(false)
    const running = await apiError(v2.teamRunningSessions(TEAM))
    expect(running).toMatchObject({ kind: 'service', code: 'PLAN_NOT_SUPPORTED' })
    // Listing with teams still works: there are simply none.
    const all = await v2.listProjectsWithTeams()
    expect(all.teamProjects).toEqual([])
    expect(all.myProjects.map((p) => p.projectKey)).toEqual([SHOP_KEY])
  })
})

describe('v2 applications', () => {
  it('creates an application: a new token, not verified, in its project', async () => {
    const { v2, sim } = await connect()
    const app = await v2.createApplication({
      name: 'Admin',
      url: 'https://admin.example.com',
      projectKey: SHOP_KEY,
      type: 'API'
    })
    expect(app).toMatchObject({
      code: 'SUCCESS',
      name: 'Admin',
      url: 'https://admin.example.com',
      projectKey: SHOP_KEY,
      signatureStatus: 'NotVerified',
      hostingType: 'API' // sic: create answers carry the type here
    })
    expect(app.applicationToken).toMatch(/^[a-z0-9]{32}$/)
    expect(sim.state.application(app.applicationToken)).toMatchObject({
      projectKey: SHOP_KEY,
      type: 'API',
      verified: false
    })
  })

  it('reads an application by token', async () => {
    const { v2, sim } = await connect()
    const { application } = await v2.readApplication(SHOP)
    expect(sim.requests.at(-1)?.query).toEqual({ application_token: SHOP })
    expect(application).toEqual({
      name: 'Shop web',
      url: 'https://shop.example.com',
      applicationToken: SHOP,
      applicationType: 'WEB',
      signatureStatus: 'Verified',
      hostingType: 'public'
    })
  })

  it('modifies name and URL of an application that is not verified', async () => {
    const { v2 } = await connect()
    const changed = await v2.modifyApplication({
      applicationToken: BLOG,
      name: 'Blog (new)',
      url: 'https://news.example.com'
    })
    expect(changed).toMatchObject({
      code: 'SUCCESS',
      applicationToken: BLOG,
      name: 'Blog (new)',
      url: 'https://news.example.com'
    })
    const { application } = await v2.readApplication(BLOG)
    expect(application).toMatchObject({ name: 'Blog (new)', url: 'https://news.example.com' })
  })

  it('refuses a new URL for a verified application (URL_VERIFIED)', async () => {
    const { v2 } = await connect()
    const e = await apiError(
      v2.modifyApplication({ applicationToken: SHOP, name: 'Shop web', url: 'https://x.example' })
    )
    expect(e).toMatchObject({ kind: 'service', code: 'URL_VERIFIED' })
    expect((await v2.readApplication(SHOP)).application.url).toBe('https://shop.example.com')
  })

  it('deletes an application; reading it afterwards is INVALID_APPLICATION_TOKEN', async () => {
    const { v2, sim } = await connect()
    const deleted = await v2.deleteApplication(BLOG)
    expect(deleted).toMatchObject({ code: 'SUCCESS', applicationToken: BLOG, projectKey: SHOP_KEY })
    expect(sim.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      query: { application_token: BLOG }
    })
    const e = await apiError(v2.readApplication(BLOG))
    expect(e).toMatchObject({
      kind: 'service',
      code: 'INVALID_APPLICATION_TOKEN',
      operation: 'read application'
    })
    expect(sim.state.application(BLOG)).toBeUndefined()
  })

  it('lists the applications of a project', async () => {
    const { v2, sim } = await connect()
    const { applications } = await v2.listApplications(SHOP_KEY)
    expect(sim.requests.at(-1)?.query).toEqual({ project_key: SHOP_KEY })
    expect(applications.map((a) => [a.applicationToken, a.name, a.signatureStatus])).toEqual([
      [SHOP, 'Shop web', 'Verified'],
      [BLOG, 'Blog', 'NotVerified']
    ])
    const team = await v2.listApplications(TEAM_KEY)
    expect(team.applications.map((a) => a.applicationToken)).toEqual([PORTAL])
  })

  it('PLAN_NOT_SUPPORTED when the plan cannot list applications', async () => {
    const { v2 } = await connect(account({ plan: { teams: true, listApplications: false } }))
    const e = await apiError(v2.listApplications(SHOP_KEY))
    expect(e).toMatchObject({ kind: 'service', code: 'PLAN_NOT_SUPPORTED' })
  })

  it('URL_ALREADY_ADDED for a URL registered already (scheme/host case, trailing slash)', async () => {
    const { v2, sim } = await connect()
    const before = sim.state.applications().length
    const e = await apiError(
      v2.createApplication({
        name: 'Dup',
        url: 'HTTPS://SHOP.example.com/',
        projectKey: SHOP_KEY,
        type: 'WEB'
      })
    )
    expect(e).toMatchObject({
      kind: 'service',
      code: 'URL_ALREADY_ADDED',
      operation: 'create application'
    })
    expect(sim.state.applications()).toHaveLength(before)
  })

  it('INVALID_APPLICATION_TOKEN for an unknown token', async () => {
    const { v2 } = await connect()
    const e = await apiError(v2.readApplication('nope0000000000000000000000000000'))
    expect(e).toMatchObject({ kind: 'service', code: 'INVALID_APPLICATION_TOKEN', httpStatus: 400 })
    expect(e.message).toMatch(/^read application failed: INVALID_APPLICATION_TOKEN/)
  })

  it('TEST_RUNNING when deleting an application under test', async () => {
    const { v2, sim } = await connect()
    await v2.startTest(SHOP)
    const e = await apiError(v2.deleteApplication(SHOP))
    expect(e).toMatchObject({
      kind: 'service',
      code: 'TEST_RUNNING',
      operation: 'delete application'
    })
    expect(sim.state.application(SHOP)).toBeDefined()
  })
})

describe('v2 signatures', () => {
  it('gets the ownership signatures of an application', async () => {
    const { v2, sim } = await connect()
    const s = await v2.getSignature(BLOG)
    expect(sim.requests.at(-1)?.query).toEqual({ application_token: BLOG })
    expect(s.status).toBe('NotVerified')
    expect(s.url).toBe('https://blog.example.com')
    expect(s.fileSignature?.signature).toMatch(/^security-test-verification=\w+$/)
    expect(s.dnsSignature).toEqual({
      type: 'TXT',
      name: '_security-test.blog.example.com',
      value: s.fileSignature?.signature
    })
    expect(s.apiSignature?.path).toBe('/.well-known/security-test-verification')
    expect(s.apiSignature?.value).toMatch(/^\w+$/)
    // The same application gives the same signature every time.
    expect((await v2.getSignature(BLOG)).fileSignature).toEqual(s.fileSignature)
  })

  it('verifies with a GET that carries a JSON body; FAILED until the signature is found', async () => {
    const { v2, sim } = await connect()
    const first = await apiError(
      v2.verifySignature({ applicationToken: BLOG, signatureType: 'DNS' })
    )
    expect(first).toMatchObject({ kind: 'service', code: 'FAILED', operation: 'verify signature' })
    expect(first.serviceMessage).toContain('DNS signature was not found')

    const ok = await v2.verifySignature({
      applicationToken: BLOG,
      signatureType: 'FILE',
      pluginType: 'WORDPRESS'
    })
    expect(ok.code).toBe('SUCCESS')
    const sent = sim.requests.filter((r) => r.path === '/rest/v2/applications/signature/verify')
    expect(sent.map((r) => r.method)).toEqual(['GET', 'GET'])
    expect(sent[1]?.headers['content-type']).toBe('application/json')
    expect(sent[1]?.body).toEqual({
      applicationToken: BLOG,
      signatureType: 'FILE',
      pluginType: 'WORDPRESS'
    })
    expect((await v2.getSignature(BLOG)).status).toBe('Verified')
    expect((await v2.readApplication(BLOG)).application.signatureStatus).toBe('Verified')
  })

  it('INVALID_PLUGIN_TYPE and INVALID_SESSION come back as service errors', async () => {
    const { v2 } = await connect()
    const plugin = await apiError(
      v2.verifySignature({ applicationToken: BLOG, signatureType: 'FILE', pluginType: 'NOPE' })
    )
    expect(plugin).toMatchObject({ kind: 'service', code: 'INVALID_PLUGIN_TYPE' })
    const unknown = await apiError(v2.getSignature('nope0000000000000000000000000000'))
    expect(unknown).toMatchObject({ kind: 'service', code: 'INVALID_SESSION' })
    expect(unknown.message).toContain('the access token is invalid or has expired')
  })
})
