// list, end to end: projects, applications and running tests in the summary and the JSON file.
import { afterAll, describe, expect, it } from '@jest/globals'
import { join } from 'node:path'
import type { Scenario } from '../../sim/index.js'
import { closeSims, startSim, count } from '../../__fixtures__/simulator.js'
import { failureLine, notices, step, stepDirs } from '../../__fixtures__/step.js'
import { readJson } from '../../__fixtures__/step-files.js'

const SHOP = 'e'.repeat(32)
const TEAM_APP = 'f'.repeat(32)
const TEAM = 'team42'

interface ListJson {
  schema: string
  projects: {
    name: string
    team?: { id: string }
    applications: { name: string; applicationToken: string; url: string; signatureStatus: string }[]
  }[]
  runningTests: { applicationToken: string; teamId?: string }[]
  notices: string[]
}

function scenario(plan: Partial<Scenario['plan']> = {}, shopName = 'Shop'): Partial<Scenario> {
  return {
    plan: { teams: true, listApplications: true, ...plan },
    projects: [
      {
        name: 'Web shop',
        applications: [
          {
            name: shopName,
            url: 'https://shop.example.test',
            token: SHOP,
            verified: true,
            runningTest: true,
            test: { durationMs: 600_000 }
          },
          { name: 'Blog', url: 'https://blog.example.test', type: 'WEB' }
        ]
      }
    ],
    teams: [
      {
        teamId: TEAM,
        teamName: 'Security team',
        projects: [
          {
            name: 'Team portal',
            applications: [
              {
                name: 'Portal API',
                url: 'https://api.portal.example.test',
                type: 'API',
                token: TEAM_APP,
                verified: true,
                runningTest: true,
                test: { durationMs: 600_000 }
              }
            ]
          }
        ]
      }
    ]
  }
}

afterAll(closeSims)

/** The list command on a fresh simulator with `arranged`. */
async function list(arranged: Partial<Scenario>, inputs: Record<string, string>) {
  const sim = await startSim(arranged)
  return { sim, run: await step(sim, inputs) }
}

describe('list', () => {
  it.concurrent(
    'lists own projects, applications and running tests in the summary and the JSON file',
    async () => {
      const { sim, run } = await list(scenario(), { command: 'list' })
      expect(run.exitCode).toBe(0)
      expect(run.outputs.outcome).toBe('passed')
      const file = run.outputs['report-file'] as string
      expect(file).toBe(join(run.dirs.temp, 'security-test-list.json'))
      const json = readJson(file) as ListJson
      expect(json.schema).toBe('security-test-action/list@1')
      expect(json.projects.map((p) => p.name)).toEqual(['Web shop'])
      expect(json.projects[0]?.applications.map((a) => [a.name, a.signatureStatus])).toEqual([
        ['Shop', 'Verified'],
        ['Blog', 'NotVerified']
      ])
      expect(json.runningTests.map((t) => t.applicationToken)).toEqual([SHOP])
      expect(run.summary).toContain('### Web shop')
      expect(run.summary).toContain(
        `| Shop | \`${SHOP}\` | \`https://shop.example.test\` | WEB | Verified |`
      )
      expect(run.summary).toContain('### Running tests')
      expect(run.summary).not.toContain('Team portal')
      expect(count(sim, 'GET', '/rest/v2/applications')).toBe(1)
      // Read-only.
      expect(sim.requests.every((r) => r.method === 'GET')).toBe(true)
    }
  )

  it.concurrent(
    'a report-file that cannot be written is an error naming it, after the listing',
    async () => {
      const sim = await startSim(scenario())
      const run = await step(
        sim,
        // Its folder is the README, a regular file: no one can write there.
        { command: 'list', 'report-file': 'README.md/list.json' },
        { dirs: stepDirs({ 'README.md': 'a file\n' }) }
      )
      expect(run.exitCode).toBe(1)
      expect(run.outputs.outcome).toBe('error')
      expect(run.outputs['report-file']).toBeUndefined()
      expect(failureLine(run)).toMatch(
        /^Could not write the listing README\.md\/list\.json: a part of its path is a file, not a folder/
      )
      // The listing itself is still shown.
      expect(run.summary).toContain('Web shop')
    }
  )

  it.concurrent(
    'adds the team projects and running tests with team-id, to a report-file of choice',
    async () => {
      const { sim, run } = await list(scenario(), {
        command: 'list',
        'team-id': TEAM,
        'report-file': 'out/list.json'
      })
      expect(run.exitCode).toBe(0)
      expect(run.outputs['report-file']).toBe('out/list.json')
      const json = readJson(join(run.dirs.workspace, 'out/list.json')) as ListJson
      expect(json.projects.map((p) => [p.name, p.team?.id])).toEqual([
        ['Web shop', undefined],
        ['Team portal', TEAM]
      ])
      expect(json.runningTests.map((t) => [t.applicationToken, t.teamId])).toEqual([
        [SHOP, undefined],
        [TEAM_APP, TEAM]
      ])
      expect(sim.requests.some((r) => r.query.teamid === TEAM)).toBe(true)
      expect(run.summary).toContain('### Team portal — team Security team')
      expect(run.summary).toContain(`| Portal API | \`${TEAM_APP}\` |`)
    }
  )

  it.concurrent(
    'lists what it can, with a notice, when the plan has no team features',
    async () => {
      const { run } = await list(scenario({ teams: false }), {
        command: 'list',
        'team-id': TEAM
      })
      expect(run.exitCode).toBe(0)
      expect(run.outputs.outcome).toBe('passed')
      const said = notices(run).join('\n')
      expect(said).toContain('does not include team features')
      const json = readJson(run.outputs['report-file'] as string) as ListJson
      expect(json.projects.map((p) => p.name)).toEqual(['Web shop'])
      expect(json.runningTests.map((t) => t.applicationToken)).toEqual([SHOP])
      expect(json.notices.join('\n')).toContain('does not include team features')
      expect(run.summary).toContain('does not include team features')
    }
  )

  it.concurrent(
    'falls back to the applications of the project listing when the plan refuses listing them',
    async () => {
      const { run } = await list(scenario({ listApplications: false }), { command: 'list' })
      expect(run.exitCode).toBe(0)
      expect(notices(run).join('\n')).toContain("does not include listing a project's applications")
      const json = readJson(run.outputs['report-file'] as string) as ListJson
      expect(json.projects[0]?.applications.map((a) => a.applicationToken)).toContain(SHOP)
    }
  )

  it.concurrent('escapes hostile application names in the summary tables', async () => {
    const hostile = 'x | <script>alert(1)</script> [click](javascript:alert(1))'
    const { run } = await list(scenario({}, hostile), { command: 'list' })
    expect(run.exitCode).toBe(0)
    expect(run.summary).not.toContain('<script>')
    // The link syntax is shown, escaped, never obeyed.
    expect(run.summary).not.toMatch(/(?<!\\)\]\(javascript:/)
    expect(run.summary).toContain('\\](javascript:')
    // The pipe is escaped: the table row keeps its five cells.
    const row = run.summary.split('\n').find((l) => l.includes(SHOP)) as string
    expect(row.split(' | ')).toHaveLength(5)
    const json = readJson(run.outputs['report-file'] as string) as ListJson
    expect(json.projects[0]?.applications[0]?.name).toBe(hostile)
  })
})
