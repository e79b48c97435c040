// Accounts for the simulator with known tokens and findings.
//
// The shop (`shopScenario`): what the end-to-end suites scan: one verified application with
// KNOWN_FINDINGS in 300 ms tests, and one that is not verified.
import type { ApplicationSpec, FindingSpec, Scenario, TestBehaviour } from './index.js'

export const ACCESS = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6'
export const APP = 'app00000000000000000000000000001'
export const OTHER_APP = 'app00000000000000000000000000002'
/** An expired access token of the shop account (the service answers with an HTML page). */
export const EXPIRED_ACCESS = 'e0000000000000000000000000000001'
/** A token of the right form that no simulator knows. */
export const UNKNOWN_TOKEN = 'zzz0000000000000000000000000000z'

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

/** Changes to the shop: its test behaviour, its application, anything else in the scenario. */
export interface Arrange {
  test?: Partial<TestBehaviour>
  app?: Partial<ApplicationSpec>
  extra?: Partial<Scenario>
}

export function shopScenario(a: Arrange = {}): Partial<Scenario> {
  return {
    accessTokens: [ACCESS],
    expiredTokens: [EXPIRED_ACCESS],
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

/** The token of `oneAppScenario`'s application. */
export const ONE_APP = 'a'.repeat(32)

/**
 * The smallest account: project "Proj" with one verified application "App" (https://app.test,
 * token ONE_APP) whose test behaves as `test` says; `app` adds to the application's spec.
 */
export function oneAppScenario(
  test: Partial<TestBehaviour> = {},
  app: Partial<ApplicationSpec> = {}
): Partial<Scenario> {
  return {
    projects: [
      {
        name: 'Proj',
        applications: [
          { name: 'App', url: 'https://app.test', token: ONE_APP, verified: true, test, ...app }
        ]
      }
    ]
  }
}

/** The estate (`estateScenario`): three verified applications of one account. */
export const STORE = 'store000000000000000000000000001'
export const API = 'api00000000000000000000000000002'
export const ADMIN = 'admin000000000000000000000000003'
export const ESTATE = [STORE, API, ADMIN] as const

/**
 * Project "Estate": the storefront (KNOWN_FINDINGS: fails any threshold, 1.5 s tests), the API
 * (clean, 0.5 s) and the admin (one low finding: below `fail-threshold: high`, 2.5 s). `tests`
 * changes one application's test behaviour, `extra` the rest of the scenario.
 */
export function estateScenario(
  tests: Partial<Record<string, Partial<TestBehaviour>>> = {},
  extra: Partial<Scenario> = {}
): Partial<Scenario> {
  const app = (name: string, token: string, test: Partial<TestBehaviour>): ApplicationSpec => ({
    name,
    url: `https://${name.toLowerCase()}.example.com`,
    token,
    verified: true,
    test: { ...test, ...tests[token] }
  })
  const low: FindingSpec = {
    name: 'Cookie Without Secure Flag',
    severity: 'Low',
    occurrences: [{ status: 'Open', method: 'GET', url: 'https://admin.example.com/' }]
  }
  return {
    accessTokens: [ACCESS],
    projects: [
      {
        name: 'Estate',
        applications: [
          app('Storefront', STORE, { durationMs: 1500, findings: KNOWN_FINDINGS }),
          app('API', API, { durationMs: 500, findings: [] }),
          app('Admin', ADMIN, { durationMs: 2500, findings: [low] })
        ]
      }
    ],
    ...extra
  }
}
