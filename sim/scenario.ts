// Scenarios: the default account the simulator starts with, merging a partial scenario over it,
// and reading one from a JSON file.

import { readFileSync } from 'node:fs'
import { defaultPastFindings } from './findings.js'
import { validateFault } from './faults.js'
import type { ProjectSpec, Scenario, TeamSpec, TestBehaviour } from './scenario-types.js'

/** Test behaviour when neither the scenario's testDefaults nor the application say otherwise. */
export const BASE_TEST_BEHAVIOUR: Omit<TestBehaviour, 'findings'> = {
  durationMs: 10_000,
  progress: 'linear',
  progressAsString: false,
  finalProgress: 100,
  end: 'completed',
  stopDelayMs: 2_000,
  resultForm: 'nested',
  spelling: 'occurences',
  listName: 'vulnerabilities',
  statusNames: {},
  findingContext: true
}

const SHOP_URL = 'https://shop.example.test'

/**
 * The default account: one project with a verified web shop (findings of every severity, one
 * earlier completed session) and a blog that is not verified yet (verification succeeds on the
 * second attempt), and a team with one project of its own.
 */
export function defaultProjects(): ProjectSpec[] {
  return [
    {
      name: 'Web shop',
      description: 'Default project of the simulator',
      applications: [
        {
          name: 'Shop',
          url: SHOP_URL,
          type: 'WEB',
          verified: true,
          pastSessions: [{ state: 'completed', findings: defaultPastFindings(SHOP_URL) }]
        },
        {
          name: 'Blog',
          url: 'https://blog.example.test',
          type: 'WEB',
          verified: false,
          verifyAfterAttempts: 2
        }
      ]
    }
  ]
}

export function defaultTeams(): TeamSpec[] {
  return [
    {
      teamName: 'Security team',
      projects: [
        {
          name: 'Team portal',
          description: 'A project shared by the team',
          applications: [
            {
              name: 'Portal API',
              url: 'https://api.portal.example.test',
              type: 'API',
              verified: true
            }
          ]
        }
      ]
    }
  ]
}

/**
 * A partial scenario over the defaults. The default account (projects and teams) applies only
 * when the scenario names neither; `plan` and `testDefaults` merge field by field; an empty
 * `accessTokens` means "generate one".
 */
export function resolveScenario(partial: Partial<Scenario> = {}): Scenario {
  const ownAccount = partial.projects !== undefined || partial.teams !== undefined
  const scenario: Scenario = {
    seed: partial.seed ?? 1,
    accessTokens: partial.accessTokens ?? [],
    expiredTokens: partial.expiredTokens ?? [],
    plan: { teams: true, listApplications: true, ...partial.plan },
    projects: ownAccount ? (partial.projects ?? []) : defaultProjects(),
    teams: ownAccount ? (partial.teams ?? []) : defaultTeams(),
    testDefaults: { ...partial.testDefaults },
    faults: partial.faults ?? []
  }
  validateScenario(scenario)
  return scenario
}

/** Result options that cannot be rendered, as messages (empty when the behaviour is fine). */
function behaviourProblems(where: string, test: Partial<TestBehaviour>): string[] {
  const problems: string[] = []
  const b = { ...BASE_TEST_BEHAVIOUR, ...test }
  if (!['nested', 'flat', 'spec'].includes(b.resultForm)) {
    problems.push(`${where}: unknown resultForm "${String(b.resultForm)}"`)
  }
  const topLevelList = b.resultForm !== 'nested' || b.topLevelOccurrences !== undefined
  if (b.resultForm !== 'flat' && topLevelList && b.listName === b.spelling) {
    problems.push(`${where}: listName "${b.listName}" is also the top-level occurrence list`)
  }
  const document: unknown = b.document
  if (
    document !== undefined &&
    (document === null || typeof document !== 'object' || Array.isArray(document))
  ) {
    problems.push(`${where}: document must be an object (the result document, served verbatim)`)
  }
  const documentText: unknown = b.documentText
  if (documentText !== undefined && typeof documentText !== 'string') {
    problems.push(`${where}: documentText must be a string (the result document's JSON text)`)
  }
  const summary: unknown = b.summary
  if (
    summary !== undefined &&
    summary !== 'omit' &&
    (summary === null || typeof summary !== 'object' || Array.isArray(summary))
  ) {
    problems.push(`${where}: summary must be an object or 'omit'`)
  }
  return problems
}

function validateScenario(scenario: Scenario): void {
  const problems: string[] = behaviourProblems('testDefaults', scenario.testDefaults)
  const allProjects = [...scenario.projects, ...scenario.teams.flatMap((t) => t.projects ?? [])]
  for (const project of allProjects) {
    if (typeof project.name !== 'string' || project.name === '')
      problems.push('a project has no name')
    for (const app of project.applications ?? []) {
      if (typeof app.name !== 'string' || typeof app.url !== 'string') {
        problems.push(`an application of project "${project.name}" needs a name and a url`)
      }
      const end = app.test?.end
      if (end !== undefined && !['completed', 'failed', 'stopped', 'never'].includes(end)) {
        problems.push(`application "${app.name}": unknown test end "${end}"`)
      }
      if (app.test) {
        const merged = { ...scenario.testDefaults, ...app.test }
        problems.push(...behaviourProblems(`application "${app.name}"`, merged))
      }
    }
  }
  for (const fault of scenario.faults) {
    try {
      validateFault(fault)
    } catch (error) {
      problems.push((error as Error).message)
    }
  }
  if (problems.length > 0) throw new Error(`invalid scenario: ${problems.join('; ')}`)
}

/** A scenario file: a JSON object with any of the Scenario fields. */
export function loadScenarioFile(path: string): Partial<Scenario> {
  const text = readFileSync(path, 'utf8')
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new Error(`scenario ${path} is not valid JSON: ${(error as Error).message}`, {
      cause: error
    })
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`scenario ${path} must hold a JSON object`)
  }
  return parsed as Partial<Scenario>
}
