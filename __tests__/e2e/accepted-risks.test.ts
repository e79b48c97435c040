// The built action, run as the Actions runner runs it, against the simulator: accepted risks
// (the ignore file) left out of the gate, shown as ignored, and counted again once expired.
import { afterAll, describe, expect, it } from '@jest/globals'
import type { FindingSpec } from '../../sim/index.js'
import { occurrenceId } from '../../src/findings/identity.js'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { APP, type Arrange } from '../../sim/accounts.js'
import { FakeGitHub } from '../../scripts/fake-github.js'
import { closeSims, count } from '../../__fixtures__/simulator.js'
import { failureLine, scanShop, stepDirs, warnings } from '../../__fixtures__/step.js'
import { plain, reportOf, sarifResults, section } from '../../__fixtures__/step-files.js'

afterAll(closeSims)

/** One scan of a fresh shop simulator with `files` written into its workspace first. */
function step(
  files: Record<string, string>,
  extra: Record<string, string> = {},
  arrange: Arrange = {},
  env: Record<string, string> = {}
) {
  return scanShop(arrange, extra, { dirs: stepDirs(files), env })
}

const SITE = 'https://shop.example.com'
const SQLI_LOGIN = occurrenceId('SQL Injection', 'POST', `${SITE}/login`)

// KNOWN_FINDINGS unfixed: critical SQLi POST /login, high XSS /search?q=2 and /profile, medium
// CSRF /cart, low cookie, very-low banner, unknown odd.
const IGNORE = `version: 1
ignore:
  # One occurrence, by finding and URL (written differently: compared normalised).
  - finding: cross-site scripting
    url: "HTTPS://Shop.Example.com:443/profile#top"
    method: get
    reason: "Only admins reach it; SEC-12"
    expires: 2999-12-31
  # Expired: counts again.
  - id: ${SQLI_LOGIN}
    reason: "Old WAF rule"
    expires: 2020-01-31
  # A whole finding.
  - finding: Missing CSRF Token
    reason: "SameSite cookies; SEC-40"
    expires: "2999-06-30"
`

describe('accepted risks', () => {
  it.concurrent(
    'leaves unexpired entries out of the gate, shows them as ignored, counts expired ones',
    async () => {
      const { run } = await step(
        { '.security-test-ignore.yml': IGNORE },
        { 'fail-threshold': 'high' }
      )

      expect(run.outputs.outcome).toBe('failed')
      expect(run.exitCode).toBe(1)
      // Ignored occurrences are still unfixed, and still new: the counts do not hide them.
      expect(run.outputs['unfixed-count']).toBe('7')
      expect(run.outputs['new-count']).toBe('7')
      expect(run.outputs['high-count']).toBe('2')
      // Counted: the SQLi (its entry expired), the other XSS, the unknown one.
      expect(failureLine(run)).toBe(
        '3 unfixed occurrences at high or above (critical 1, high 1, unknown 1) exceed the budget of 0'
      )
      expect(warnings(run)).toContain(
        `accepted risk #2 for occurrence ${SQLI_LOGIN} expired on 2020-01-31 and counts again`
      )

      const summary = plain(run.summary)
      expect(summary).toContain('1 expired ignore entries count again')
      const ignored = section(run.summary, 'Ignored (accepted risks)')
      expect(ignored).toContain(
        '| 🟠 High | Cross-Site Scripting | GET | https://shop.example.com/profile | Only admins reach it; SEC-12 | 2999-12-31 |'
      )
      expect(ignored).toContain(
        '| 🟡 Medium | Missing CSRF Token | POST | https://shop.example.com/cart | SameSite cookies; SEC-40 | 2999-06-30 |'
      )
      expect(ignored).not.toContain('SQL Injection')
      const counted = section(run.summary, 'Unfixed')
      expect(counted).toContain(
        '| 🔴 Critical | SQL Injection | POST | https://shop.example.com/login |'
      )
      expect(counted).not.toContain('/profile')

      const results = sarifResults(run)
      const profile = results.find((r) => r.properties.url === `${SITE}/profile`)
      expect(profile?.suppressions).toEqual([
        {
          kind: 'external',
          status: 'accepted',
          justification: 'Only admins reach it; SEC-12 (until 2999-12-31)'
        }
      ])
      expect(
        results.find((r) => r.properties.url === `${SITE}/login`)?.suppressions
      ).toBeUndefined()

      const report = reportOf<{
        expiredIgnoreEntries: Array<{ id?: string; expires: string }>
        occurrences: Array<{ url: string; state: string; counted: boolean }>
      }>(run)
      expect(report.expiredIgnoreEntries).toEqual([
        { id: SQLI_LOGIN, reason: 'Old WAF rule', expires: '2020-01-31', line: 10 }
      ])
      expect(report.occurrences.find((o) => o.url === `${SITE}/profile`)).toMatchObject({
        state: 'ignored',
        counted: false
      })
    }
  )

  it.concurrent('passes once every counted occurrence is an accepted risk', async () => {
    const file = `ignore:
  - finding: SQL Injection
    reason: "Behind the VPN until the rewrite; SEC-1"
    expires: 2999-01-01
  - finding: Cross-Site Scripting
    reason: "CSP blocks inline scripts; SEC-2"
    expires: 2999-01-01
  - finding: Odd Finding
    reason: "Scanner noise"
    expires: 2999-01-01
`
    const { run } = await step(
      { 'security/accepted.yml': file },
      {
        'fail-threshold': 'high',
        'ignore-file': 'security/accepted.yml'
      }
    )
    expect(run.outputs.outcome).toBe('passed')
    expect(run.exitCode).toBe(0)
    expect(run.outputs['unfixed-count']).toBe('7')
    expect(plain(run.summary)).toMatch(
      /passed: no counted unfixed occurrences at high or above; \d+ accepted as risks/
    )
    expect(section(run.summary, 'Ignored (accepted risks)')).toContain('Scanner noise')
  })

  it.concurrent('an ignored occurrence stays out of the gate with a baseline too', async () => {
    const previous: FindingSpec[] = [
      {
        name: 'SQL Injection',
        severity: 'Critical',
        occurrences: [{ status: 'Open', method: 'POST', url: `${SITE}/login` }]
      }
    ]
    const file = `ignore:
  - finding: Cross-Site Scripting
    reason: "CSP blocks inline scripts; SEC-2"
    expires: 2999-01-01
`
    // baseline: previous asks GitHub when the workflow run began (after the past session), and
    // reads pull request #7's verdict records: run 41 passed on the past session's test.
    const gh = await new FakeGitHub().start()
    gh.addRun(42, Date.now())
    const [p1, p2] = ['b1'.repeat(20), 'b2'.repeat(20)]
    const past = 'past0000000000000000000000000001'
    gh.pullCommits.set(7, [p1, p2])
    gh.addVerdict(p1, { app: APP, runId: 41, outcome: 'passed', resultToken: past })
    const event = join(stepDirs().temp, 'event.json')
    writeFileSync(event, JSON.stringify({ pull_request: { number: 7, head: { sha: p2 } } }))
    const { run } = await step(
      { '.security-test-ignore.yml': file },
      { 'fail-threshold': 'high', baseline: 'previous' },
      {
        app: { pastSessions: [{ resultToken: past, state: 'completed', findings: previous }] }
      },
      { GITHUB_API_URL: gh.url, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event }
    ).finally(() => gh.stop())
    // New: both XSS (ignored) and the unknown one (counted); the SQLi is still open.
    expect(run.outputs['new-count']).toBe('6')
    expect(failureLine(run)).toBe(
      '1 new unfixed occurrence at high or above (unknown 1) exceeds the budget of 0'
    )
    expect(section(run.summary, 'Ignored (accepted risks)')).toContain('/search?q=2')
    expect(section(run.summary, 'Still open (also in the baseline)')).toContain('SQL Injection')
  })
})

describe('the ignore file itself', () => {
  it.concurrent(
    'report (no new test) reads it too, and fails on a missing named file',
    async () => {
      const file = `ignore:
  - finding: SQL Injection
    reason: "Behind the VPN; SEC-1"
    expires: 2999-01-01
  - finding: Odd Finding
    reason: "Scanner noise"
    expires: 2999-01-01
`
      const past = { app: { pastSessions: [{ state: 'completed' as const }] } }
      const { run: ok } = await step(
        { 'accepted.yml': file },
        { command: 'report', 'fail-threshold': 'critical', 'ignore-file': 'accepted.yml' },
        past
      )
      expect(ok.outputs.outcome).toBe('passed')
      expect(section(ok.summary, 'Ignored (accepted risks)')).toContain('Behind the VPN; SEC-1')

      const { run: missing } = await step(
        {},
        { command: 'report', 'fail-threshold': 'critical', 'ignore-file': 'accepted.yml' },
        past
      )
      expect(missing.outputs.outcome).toBe('error')
      expect(failureLine(missing)).toBe(
        'ignore-file: accepted.yml does not exist or cannot be read'
      )
    }
  )

  it.concurrent('a missing default file is fine', async () => {
    const { run } = await step({}, { 'fail-threshold': 'none' })
    expect(run.outputs.outcome).toBe('passed')
    expect(run.exitCode).toBe(0)
    expect(run.stdout).not.toMatch(/ignore-file|ignore file|::error/i)
  })

  it.concurrent('a missing named file is a clear error', async () => {
    const { run, sim } = await step(
      {},
      { 'ignore-file': 'security/accepted.yml', 'fail-threshold': 'none' }
    )
    expect(run.outputs.outcome).toBe('error')
    expect(run.exitCode).toBe(1)
    expect(failureLine(run)).toBe(
      'ignore-file: security/accepted.yml does not exist or cannot be read; no test was started'
    )
    // Checked before any request: a typo costs seconds, not a whole test.
    expect(sim.requests).toEqual([])
  })

  it.concurrent(
    'an entry without reason or expiry is an error that says which and why',
    async () => {
      const file = `ignore:
  - finding: SQL Injection
    expires: 2999-01-01
  - finding: Server Banner
    reason: "Harmless"
    expires: someday
  - finding: Odd Finding
    reason: "Noise"
    expires: 2999-02-30
`
      const { run, sim } = await step(
        { '.security-test-ignore.yml': file },
        { 'fail-threshold': 'none' }
      )
      expect(run.outputs.outcome).toBe('error')
      expect(failureLine(run)).toBe(
        'ignore-file: .security-test-ignore.yml: the ignore file has 3 problems: ' +
          'entry #1 (line 2): reason is required: say why the risk is accepted; ' +
          'entry #2 (line 4): expires is required and must be a date like 2027-01-31; ' +
          'entry #3 (line 7): expires is required and must be a date like 2027-01-31; no test was started'
      )
      expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(0)
    }
  )

  it.concurrent('a misspelt key is an error, not a wider entry', async () => {
    const file = `ignore:
  - finding: SQL Injection
    ulr: "https://shop.example.com/login"
    reason: "Only this URL"
    expires: 2999-01-01
`
    const { run, sim } = await step({ '.security-test-ignore.yml': file })
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toMatch(/entry #1 \(line 2\): unknown key "ulr"/)
    expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(0)
  })
})
