// The built action and tool against the simulator: an accepted risk or a baseline entry covers
// exactly what was reviewed. An occurrence more severe than its entry counts, marked "escalated"
// in every report; a hash route (`#/cart`) is part of the location; an occurrence without a
// location is told apart by its severity, never by its order; a baseline entry whose id disagrees
// with the name and URL written beside it is an error naming its line; a policy by CWE looks at
// each finding entry's own CWE.
import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import type { FindingSpec } from '../../sim/index.js'
import { KNOWN_FINDINGS, shopScenario } from '../../sim/accounts.js'
import { validateGitlabDast } from '../../__fixtures__/gitlab-schema.js'
import { jenkinsSchemaErrors } from '../../__fixtures__/junit-schema.js'
import { multitoolFindings } from '../../__fixtures__/sarif-multitool.js'
import { validateSarif } from '../../__fixtures__/sarif-schema.js'
import { closeSims, startSim } from '../../__fixtures__/simulator.js'
import { failureLine, scan, scanShop, stepDirs } from '../../__fixtures__/step.js'
import { reportOf, sarifResults, section } from '../../__fixtures__/step-files.js'
import { fileOf, tool, TOOL_SCAN } from '../../__fixtures__/tool.js'
import { occurrenceId } from '../../src/findings/identity.js'

afterAll(closeSims)

const SITE = 'https://shop.example.com'
const BASELINE = '.security-test-baseline.json'
const IGNORE = '.security-test-ignore.yml'
type Dirs = ReturnType<typeof stepDirs>

/** The shop with `findings` as its test's result and as its latest completed test. */
function shop(findings: FindingSpec[]) {
  return startSim(
    shopScenario({ test: { findings }, app: { pastSessions: [{ state: 'completed', findings }] } })
  )
}

/** `adopt` of `findings` into a fresh workspace. */
async function adopted(findings: FindingSpec[], files: Record<string, string> = {}) {
  const dirs = stepDirs(files)
  const run = await scan(await shop(findings), { command: 'adopt' }, { dirs })
  expect(run.outputs.outcome).toBe('passed')
  return dirs
}

/** A `report` of the shop with `findings`, gated on the adopted files in `dirs`. */
async function gate(dirs: Dirs, findings: FindingSpec[], extra: Record<string, string> = {}) {
  return scan(await shop(findings), { command: 'report', baseline: BASELINE, ...extra }, { dirs })
}

/** KNOWN_FINDINGS with the cookie (adopted as low) reported as critical. */
function cookieCritical(): FindingSpec[] {
  const copy = structuredClone(KNOWN_FINDINGS)
  const cookie = copy.find((f) => f.name === 'Cookie Without Secure Flag')
  if (cookie) cookie.severity = 'Critical'
  return copy
}

describe('an entry never hides an occurrence more severe than the one it was written for', () => {
  it.concurrent(
    'adopt records the severity; the same occurrence reported critical later counts, marked escalated',
    async () => {
      const dirs = await adopted(KNOWN_FINDINGS)
      const file = parse(readFileSync(join(dirs.workspace, IGNORE), 'utf8')) as {
        ignore: Array<{ id: string; severity?: string }>
      }
      const cookieId = occurrenceId('Cookie Without Secure Flag', 'GET', `${SITE}/`)
      expect(file.ignore.find((e) => e.id === cookieId)?.severity).toBe('low')
      expect(file.ignore.every((e) => e.severity !== undefined)).toBe(true)

      const run = await gate(dirs, cookieCritical())
      expect([run.outputs.outcome, run.exitCode]).toEqual(['failed', 1])
      expect(failureLine(run)).toBe(
        '1 new or regressed unfixed occurrence at any severity (critical 1) exceeds the budget of 0 ' +
          '(1 escalated: more severe than the entry that accepted it)'
      )
      expect(section(run.summary, 'New or regressed since the baseline')).toContain(
        '| 🔴 Critical | Cookie Without Secure Flag | GET | https://shop.example.com/ | Open **escalated** (accepted as low) |'
      )
      expect(run.stdout).toContain('escalated: accepted as low')
      const report = reportOf<{ occurrences: Array<{ id: string; escalatedFrom?: string }> }>(run)
      expect(report.occurrences.find((o) => o.id === cookieId)?.escalatedFrom).toBe('low')
      const sarif = sarifResults(run).find((r) => r.properties.url === `${SITE}/`)
      expect(sarif?.properties).toMatchObject({ escalatedFrom: 'low', counted: true })

      // The same severity as adopted still passes, and so does a lower one.
      const same = await gate(dirs, KNOWN_FINDINGS)
      expect(same.outputs.outcome).toBe('passed')
    }
  )

  it.concurrent('the tool marks it in JUnit, the GitLab report and the summary file', async () => {
    const cwd = stepDirs().workspace
    const adopt = await tool(await shop(KNOWN_FINDINGS), 'adopt', TOOL_SCAN, { cwd })
    expect(adopt.outputs.outcome).toBe('passed')
    const flags = {
      ...TOOL_SCAN,
      baseline: BASELINE,
      'junit-file': 'junit.xml',
      'gitlab-report-file': 'gl.json',
      'summary-file': 'summary.md',
      'report-file': 'report.json',
      'sarif-file': 'out.sarif'
    }
    const run = await tool(await shop(cookieCritical()), 'report', flags, { cwd })
    expect([run.outputs.outcome, run.exitCode]).toEqual(['failed', 1])
    const junit = fileOf(run, 'junit.xml')
    expect(junit).toContain('escalated: accepted as low')
    expect(jenkinsSchemaErrors(junit)).toEqual([])
    const gitlab = JSON.parse(fileOf(run, 'gl.json')) as unknown
    expect(JSON.stringify(gitlab)).toContain('escalated: accepted as low')
    expect(validateGitlabDast(gitlab)).toBe(true)
    const sarif = JSON.parse(fileOf(run, 'out.sarif')) as unknown
    expect(validateSarif(sarif)).toBe(true)
    expect(multitoolFindings([join(cwd, 'out.sarif')])).toEqual([])
    expect(fileOf(run, 'summary.md')).toContain('**escalated** (accepted as low)')
    expect(fileOf(run, 'report.json')).toContain('"escalatedFrom": "low"')
  })

  it.concurrent(
    'an accepted risk written with a severity hides that severity and below, not above',
    async () => {
      const dirs = stepDirs({
        [IGNORE]:
          'ignore:\n' +
          '  - finding: Cross-Site Scripting\n    severity: medium\n    reason: "Reviewed as medium; SEC-7"\n    expires: 2999-01-01\n'
      })
      const xss = (severity: string): FindingSpec[] => [
        {
          name: 'Cross-Site Scripting',
          severity,
          occurrences: [{ status: 'Open', method: 'GET', url: `${SITE}/search?q=2` }]
        }
      ]
      const low = await scan(await shop(xss('Low')), { command: 'report' }, { dirs })
      expect(low.outputs.outcome).toBe('passed')
      const high = await scan(await shop(xss('High')), { command: 'report' }, { dirs })
      expect(high.outputs.outcome).toBe('failed')
      expect(failureLine(high)).toBe(
        '1 unfixed occurrence at any severity (high 1) exceeds the budget of 0 ' +
          '(1 escalated: more severe than the entry that accepted it)'
      )
    }
  )
})

describe('a hash route is part of the location', () => {
  const at = (url: string): FindingSpec[] => [
    {
      name: 'Cross-Site Scripting',
      severity: 'High',
      occurrences: [{ status: 'Open', method: 'GET', url }]
    }
  ]

  it.concurrent('an XSS adopted at /#/cart does not hide one at /#/account', async () => {
    const dirs = await adopted(at(`${SITE}/#/cart`))
    const same = await gate(dirs, at(`${SITE}/#/cart`))
    expect(same.outputs.outcome).toBe('passed')
    const other = await gate(dirs, at(`${SITE}/#/account`))
    expect([other.outputs.outcome, other.outputs['new-count']]).toEqual(['failed', '1'])
    expect(failureLine(other)).toBe(
      '1 new unfixed occurrence at any severity (high 1) exceeds the budget of 0'
    )
    const hashbang = await gate(dirs, at(`${SITE}/#!/account`))
    expect(hashbang.outputs.outcome).toBe('failed')
  })

  it.concurrent('a fragment that is not a route stays out, as before', async () => {
    const dirs = await adopted(at(`${SITE}/help#top`))
    const run = await gate(dirs, at(`${SITE}/help#bottom`))
    expect(run.outputs.outcome).toBe('passed')
  })

  it.concurrent('an accepted risk by URL at one hash route does not hide another', async () => {
    const dirs = stepDirs({
      [IGNORE]: `ignore:\n  - finding: Cross-Site Scripting\n    url: "${SITE}/#/cart"\n    reason: r\n    expires: 2999-01-01\n`
    })
    const cart = await scan(await shop(at(`${SITE}/#/cart`)), { command: 'report' }, { dirs })
    expect(cart.outputs.outcome).toBe('passed')
    const account = await scan(await shop(at(`${SITE}/#/account`)), { command: 'report' }, { dirs })
    expect(account.outputs.outcome).toBe('failed')
  })
})

describe('findings without a location', () => {
  const unlocated = (...severities: string[]): FindingSpec[] =>
    severities.map((severity) => ({ name: 'Weak TLS Configuration', severity, occurrences: [] }))

  it.concurrent(
    'are told apart by severity, not order: a critical listed first never takes the identity a low was adopted under',
    async () => {
      const dirs = await adopted(unlocated('Low'))
      expect((await gate(dirs, unlocated('Low'))).outputs.outcome).toBe('passed')
      const run = await gate(dirs, unlocated('Critical', 'Low'))
      expect([run.outputs.outcome, run.outputs['new-count']]).toEqual(['failed', '1'])
      expect(failureLine(run)).toBe(
        '1 new unfixed occurrence at any severity (critical 1) exceeds the budget of 0'
      )
    }
  )
})

describe('baseline file entries are checked', () => {
  it.concurrent(
    "an entry whose id is another occurrence's is an error naming its line, whatever baseline-missing says",
    async () => {
      const dirs = await adopted(KNOWN_FINDINGS)
      const path = join(dirs.workspace, BASELINE)
      const doc = JSON.parse(readFileSync(path, 'utf8')) as {
        occurrences: Array<{ id: string; name: string; url: string }>
      }
      // The SQLi's entry is relabelled as the harmless banner: a reviewer reads the name.
      const sqli = occurrenceId('SQL Injection', 'POST', `${SITE}/login`)
      const entry = doc.occurrences.find((o) => o.id === sqli)
      if (entry === undefined) throw new Error('no SQLi entry')
      entry.name = 'Server Banner'
      const text = JSON.stringify(doc, null, 2)
      writeFileSync(path, text)
      const line = text.slice(0, text.indexOf(`"${sqli}"`)).split('\n').length

      const run = await gate(dirs, KNOWN_FINDINGS)
      expect([run.outputs.outcome, run.exitCode]).toEqual(['error', 1])
      expect(failureLine(run)).toContain(`baseline: the baseline file ${BASELINE}`)
      expect(failureLine(run)).toContain(
        `line ${line}: its id is not the id of "Server Banner" POST ${SITE}/login`
      )
    }
  )

  it.concurrent(
    'an accepted risk whose id disagrees with its finding and URL is an error naming its line',
    async () => {
      const sqli = occurrenceId('SQL Injection', 'POST', `${SITE}/login`)
      const dirs = stepDirs({
        [IGNORE]: `ignore:\n  - id: ${sqli}\n    finding: Server Banner\n    url: "${SITE}/"\n    reason: r\n    expires: 2999-01-01\n`
      })
      const run = await scan(await shop(KNOWN_FINDINGS), { command: 'report' }, { dirs })
      expect(run.outputs.outcome).toBe('error')
      expect(failureLine(run)).toContain(
        'entry #1 (line 2): id is not the id of the finding, method and URL beside it'
      )
    }
  )
})

describe('a policy by CWE', () => {
  it.concurrent(
    "matches each finding entry's own CWE, not the first entry's of the same name",
    async () => {
      const findings: FindingSpec[] = [
        {
          name: 'Unsafe Input Handling',
          severity: 'Low',
          cwe: 'CWE-693',
          occurrences: [{ status: 'Open', method: 'GET', url: `${SITE}/a` }]
        },
        {
          name: 'Unsafe Input Handling',
          severity: 'Critical',
          cwe: 'CWE-89',
          occurrences: [{ status: 'Open', method: 'GET', url: `${SITE}/b` }]
        }
      ]
      const dirs = stepDirs({ [IGNORE]: 'policy:\n  - cwe: CWE-693\n    mode: monitor\n' })
      const run = await scan(await shop(findings), { command: 'report' }, { dirs })
      expect(run.outputs.outcome).toBe('failed')
      expect(failureLine(run)).toContain('(critical 1)')
    }
  )

  it.concurrent(
    'an occurrence outside any entry, whose name two entries share, has only the CWEs both list',
    async () => {
      // The spec's shape: findings listed apart from occurrences that name them. The one
      // occurrence reads as critical (the worse entry); which weakness it is, nothing says.
      const documentText = JSON.stringify({
        vulnerabilities: [
          { name: 'Injection', severity: 'Low', cwe: 'CWE-693' },
          { name: 'Injection', severity: 'Critical', cwe: 'CWE-89' }
        ],
        occurences: [
          { name: 'Injection', status: 'Open', vulnerability: { Method: 'GET', Url: `${SITE}/q` } }
        ]
      })
      const dirs = stepDirs({ [IGNORE]: 'policy:\n  - cwe: CWE-693\n    mode: monitor\n' })
      const { run } = await scanShop({ test: { documentText } }, {}, { dirs })
      expect(run.outputs.outcome).toBe('failed')
      expect(failureLine(run)).toContain('(critical 1)')
    }
  )
})
