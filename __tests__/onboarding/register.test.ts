// register, end to end: the built action against the simulated service.
import { afterAll, describe, expect, it } from '@jest/globals'
import {
  closeSims,
  startSim,
  changes,
  count,
  type Simulator,
  until,
  client
} from '../../__fixtures__/simulator.js'
import { failureLine, step, warnings } from '../../__fixtures__/step.js'

const PREVIEW = 'https://pr-42.preview.example.test'

function register(sim: Simulator, more: Record<string, string> = {}) {
  return step(sim, {
    command: 'register',
    'project-name': 'Previews',
    'application-url': PREVIEW,
    ...more
  })
}

afterAll(closeSims)

describe('register', () => {
  it.concurrent(
    'creates the project and the application, then a second run changes nothing',
    async () => {
      const sim = await startSim({})
      const first = await register(sim, { 'project-description': 'PR previews' })
      expect(first.exitCode).toBe(0)
      expect(first.outputs.outcome).toBe('passed')
      expect(changes(sim)).toEqual(['POST /rest/v2/projects', 'POST /rest/v2/applications'])
      const token = first.outputs['application-token'] as string
      const app = sim.state.application(token)
      expect(app).toMatchObject({ url: PREVIEW, name: 'pr-42.preview.example.test', type: 'WEB' })
      const project = sim.state.projects().find((p) => p.name === 'Previews')
      expect(project).toMatchObject({ description: 'PR previews', teamId: null })
      expect(first.outputs['project-key']).toBe(project?.projectKey)
      expect(first.outputs['signature-status']).toBe('NotVerified')
      expect(first.outputs['file-signature']).toMatch(/^security-test-verification=/)
      expect(first.outputs['dns-record-name']).toBe('_security-test.pr-42.preview.example.test')
      expect(first.outputs['dns-record-value']).toMatch(/^security-test-verification=/)
      expect(first.outputs['api-signature-path']).toBe('/.well-known/security-test-verification')
      // One signature value, in each of the three forms the service offers.
      expect(first.outputs['api-signature-value']).toMatch(/^[0-9a-f]{16}$/)
      expect(first.outputs['file-signature']).toBe(
        `security-test-verification=${first.outputs['api-signature-value']}`
      )
      expect(first.outputs['dns-record-value']).toBe(first.outputs['file-signature'])
      expect(first.summary).toContain('## Security test: application registered')
      expect(first.summary).toMatch(/Project Previews: created/)
      expect(first.summary).toContain('run the `verify` command')

      sim.clearRequests()
      const second = await register(sim, { 'project-description': 'PR previews' })
      expect(second.exitCode).toBe(0)
      expect(changes(sim)).toEqual([])
      expect(second.outputs['application-token']).toBe(token)
      expect(second.outputs['project-key']).toBe(first.outputs['project-key'])
      expect(second.summary).toMatch(/Project Previews: found/)
      expect(sim.state.applications().filter((a) => a.url === PREVIEW)).toHaveLength(1)
    }
  )

  it.concurrent(
    'finds an application whose URL differs only in case, default port and trailing slash',
    async () => {
      const sim = await startSim({})
      const shop = sim.state.applications().find((a) => a.name === 'Shop')
      const run = await step(sim, {
        command: 'register',
        'project-name': 'Web shop',
        'application-url': 'HTTPS://Shop.Example.TEST:443/',
        summary: 'false'
      })
      expect(run.exitCode).toBe(0)
      expect(run.outputs['application-token']).toBe(shop?.token)
      expect(run.outputs['signature-status']).toBe('Verified')
      expect(changes(sim)).toEqual([])
      expect(run.summary).toBe('')
    }
  )

  it.concurrent(
    'renames the application and updates the project description where they differ',
    async () => {
      const sim = await startSim({})
      const run = await step(sim, {
        command: 'register',
        'project-name': 'Web shop',
        'project-description': 'The shop, scanned nightly',
        'application-url': 'https://blog.example.test',
        'application-name': 'Company blog'
      })
      expect(run.exitCode).toBe(0)
      expect(changes(sim)).toEqual(['PUT /rest/v2/projects', 'PUT /rest/v2/applications'])
      const put = sim.requests.find((r) => r.method === 'PUT' && r.path === '/rest/v2/applications')
      // The registered URL goes back unchanged: only the name changes.
      expect(put?.body).toMatchObject({ name: 'Company blog', url: 'https://blog.example.test' })
      const blog = sim.state.application(run.outputs['application-token'] as string)
      expect(blog?.name).toBe('Company blog')
      expect(sim.state.projects().find((p) => p.name === 'Web shop')?.description).toBe(
        'The shop, scanned nightly'
      )
      expect(run.summary).toMatch(/Project Web shop: updated/)
      expect(run.summary).toMatch(/Application Company blog .*: updated/)
    }
  )

  it.concurrent(
    'creates the project in the team given by team-id, with an API application',
    async () => {
      const sim = await startSim({})
      const teamId = sim.tokens.teamId as string
      const run = await register(sim, { 'team-id': teamId, 'application-type': 'API' })
      expect(run.exitCode).toBe(0)
      const create = sim.requests.find((r) => r.method === 'POST' && r.path === '/rest/v2/projects')
      expect(create?.query).toEqual({ teamId })
      const project = sim.state.projects().find((p) => p.name === 'Previews')
      expect(project?.teamId).toBe(teamId)
      const app = sim.state.application(run.outputs['application-token'] as string)
      expect(app).toMatchObject({ projectKey: project?.projectKey, type: 'API' })

      // The team's project is found again by the listing with teams.
      sim.clearRequests()
      const again = await register(sim, { 'team-id': teamId })
      expect(changes(sim)).toEqual([])
      expect(again.outputs['project-key']).toBe(project?.projectKey)
      expect(count(sim, 'GET', '/rest/v2/projects')).toBeGreaterThan(0)
      expect(sim.requests.some((r) => r.query.include_team === 'true')).toBe(true)
    }
  )

  it.concurrent(
    'uses the project a parallel run created between lookup and create (PROJECT_ALREADY_EXISTS)',
    async () => {
      const sim = await startSim({})
      // Hold the action's create back; meanwhile another workflow run creates the project.
      sim.addFault({ kind: 'delay', ms: 1500, method: 'POST', path: '/rest/v2/projects', times: 1 })
      const running = register(sim)
      expect(await until(() => count(sim, 'POST', '/rest/v2/projects') === 1, 10_000)).toBe(true)
      const other = await client(sim).post('/rest/v2/projects', {
        name: 'Previews',
        description: ''
      })
      expect(other.json.code).toBe('SUCCESS')
      const run = await running

      expect(run.exitCode).toBe(0)
      const creates = sim.requests.filter(
        (r) => r.method === 'POST' && r.path === '/rest/v2/projects'
      )
      expect(creates.map((r) => r.status)).toEqual([400, 201]) // ours, held back and then refused; theirs
      expect(run.outputs['project-key']).toBe(other.json.projectKey)
      expect(sim.state.projects().filter((p) => p.name === 'Previews')).toHaveLength(1)
      expect(sim.state.application(run.outputs['application-token'] as string)?.projectKey).toBe(
        other.json.projectKey
      )
    }
  )

  it.concurrent(
    'uses the application a parallel run registered between lookup and create (URL_ALREADY_ADDED)',
    async () => {
      const sim = await startSim({})
      const shopProject = sim.state.projects().find((p) => p.name === 'Web shop')?.projectKey
      sim.addFault({
        kind: 'delay',
        ms: 1500,
        method: 'POST',
        path: '/rest/v2/applications',
        times: 1
      })
      const running = step(sim, {
        command: 'register',
        'project-name': 'Web shop',
        'application-url': PREVIEW,
        'application-name': 'PR 42'
      })
      expect(await until(() => count(sim, 'POST', '/rest/v2/applications') === 1, 10_000)).toBe(
        true
      )
      const other = await client(sim).post('/rest/v2/applications', {
        name: 'pr 42 (other run)',
        url: `${PREVIEW}/`,
        projectKey: shopProject,
        type: 'WEB'
      })
      expect(other.json.code).toBe('SUCCESS')
      const run = await running

      expect(run.exitCode).toBe(0)
      expect(run.outputs['application-token']).toBe(other.json.applicationToken)
      const creates = sim.requests.filter(
        (r) => r.method === 'POST' && r.path === '/rest/v2/applications'
      )
      expect(creates.map((r) => r.status)).toEqual([400, 201]) // ours refused: URL_ALREADY_ADDED
      expect(run.outputs['project-key']).toBe(shopProject)
      // Found, then renamed to the name asked for.
      expect(sim.state.application(other.json.applicationToken)?.name).toBe('PR 42')
      expect(sim.state.applications().filter((a) => a.url.startsWith(PREVIEW))).toHaveLength(1)
    }
  )

  it.concurrent('uses an application registered in another project, with a warning', async () => {
    const sim = await startSim({})
    const blog = sim.state.applications().find((a) => a.name === 'Blog')
    const run = await step(sim, {
      command: 'register',
      'project-name': 'Somewhere else',
      'application-url': 'https://blog.example.test'
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['application-token']).toBe(blog?.token)
    expect(run.outputs['project-key']).toBe(blog?.projectKey)
    expect(warnings(run).join('\n')).toContain('is already registered in project "Web shop"')
    expect(changes(sim)).toEqual([])
  })

  it.concurrent(
    'fails with the missing scope named when the token may not create projects',
    async () => {
      const token = 'a'.repeat(32)
      const sim = await startSim({
        accessTokens: [{ token, scopes: ['read_project', 'signature_verify'] }]
      })
      const run = await register(sim)
      expect(run.exitCode).toBe(1)
      expect(run.outputs.outcome).toBe('error')
      expect(failureLine(run)).toMatch(/^create project failed: NOT_AUTHORIZED .*edit_project/)
    }
  )

  it.concurrent(
    'escapes a hostile project and application name in the summary and the log',
    async () => {
      const sim = await startSim({})
      const name = 'Evil <img src=x onerror=alert(1)> | [x](javascript:alert(1))'
      const run = await step(sim, {
        command: 'register',
        'project-name': name,
        'application-url': PREVIEW,
        'application-name': 'app\n::error::owned'
      })
      expect(run.exitCode).toBe(0)
      expect(sim.state.projects().some((p) => p.name === name)).toBe(true)
      expect(run.summary).not.toContain('<img')
      // The link syntax is shown, escaped, never obeyed.
      expect(run.summary).not.toMatch(/(?<!\\)\]\(javascript:/)
      expect(run.summary).toContain('\\](javascript:')
      expect(run.summary).toContain('&lt;img')
      expect(run.stdout.split('\n').filter((l) => l.startsWith('::error::'))).toEqual([])
    }
  )
})
