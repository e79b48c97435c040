// Shared arrangements for the end-to-end suites: a simulator with one verified application
// and known findings, and the step inputs that point the built action at it.
import type { FindingSpec, Scenario, ApplicationSpec, TestBehaviour } from '../../sim/index.js'
import { startSimulator, type Simulator } from '../../sim/index.js'

export const ACCESS = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6'
export const APP = 'app00000000000000000000000000001'
export const OTHER_APP = 'app00000000000000000000000000002'

/** Unfixed: critical 1, high 2, medium 1, low 1, very-low 1, unknown 1 (7); fixed: 1. */
export const KNOWN_FINDINGS: FindingSpec[] = [
  {
    name: 'SQL Injection',
    severity: 'Critical',
    description: 'User input reaches a SQL query.',
    remediation: 'Use parameterised queries.',
    occurrences: [
      { status: 'Not Fixed', method: 'POST', url: 'https://shop.example.com/login' },
      { status: 'Fixed', method: 'GET', url: 'https://shop.example.com/search?q=1' }
    ]
  },
  {
    name: 'Cross-Site Scripting',
    severity: 'High',
    occurrences: [
      { status: 'Open', method: 'GET', url: 'https://shop.example.com/search?q=2' },
      { status: 'Open', method: 'GET', url: 'https://shop.example.com/profile' }
    ]
  },
  {
    name: 'Missing CSRF Token',
    severity: 'Medium',
    occurrences: [{ status: 'Not Fixed', method: 'POST', url: 'https://shop.example.com/cart' }]
  },
  {
    name: 'Cookie Without Secure Flag',
    severity: 'Low',
    occurrences: [{ status: 'Open', method: 'GET', url: 'https://shop.example.com/' }]
  },
  {
    name: 'Server Banner',
    severity: 'Very Low',
    occurrences: [{ status: 'Open', method: 'GET', url: 'https://shop.example.com/' }]
  },
  {
    name: 'Odd Finding',
    occurrences: [{ status: 'Open', method: 'GET', url: 'https://shop.example.com/odd' }]
  }
]

export interface Arrange {
  test?: Partial<TestBehaviour>
  app?: Partial<ApplicationSpec>
  extra?: Partial<Scenario>
}

export function scenario(a: Arrange = {}): Partial<Scenario> {
  return {
    accessTokens: [ACCESS],
    expiredTokens: ['e0000000000000000000000000000001'],
    projects: [
      {
        name: 'Shop',
        applications: [
          {
            name: 'Shop web',
            url: 'https://shop.example.com',
            token: APP,
            verified: true,
            test: { durationMs: 300, findings: KNOWN_FINDINGS, ...a.test },
            ...a.app
          },
          { name: 'Unverified', url: 'https://new.example.com', token: OTHER_APP, verified: false }
        ]
      }
    ],
    ...a.extra
  }
}

export function startSim(a: Arrange = {}): Promise<Simulator> {
  return startSimulator(scenario(a), { port: 0 })
}

export function inputs(sim: Simulator, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'base-url': sim.baseUrl,
    'access-token': ACCESS,
    'application-token': APP,
    'poll-interval': '1s',
    timeout: '1m',
    ...extra
  }
}

/** Paths the service received, without the query, in order. */
export function paths(sim: Simulator): string[] {
  return sim.requests.map((r) => `${r.method} ${r.path.replace(/\/$/, '')}`)
}

export function count(sim: Simulator, method: string, path: string): number {
  return paths(sim).filter((p) => p === `${method} ${path}`).length
}

/** The `::error::` line the runner shows as the step's failure. */
export function failureLine(stdout: string): string | undefined {
  return stdout
    .split('\n')
    .filter((l) => l.startsWith('::error::'))
    .pop()
    ?.slice('::error::'.length)
}
