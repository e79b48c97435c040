// The built action and tool against the simulator: `adopt` writes the baseline and adopted accepted
// risks; from then on the gate fails only on what is new or regressed; warn policies and accepted
// risks about to expire give `warned` (a successful step, the tool's --warn-exit-code, Azure's
// SucceededWithIssues); expired adopted entries count again; stale entries get a notice.
import { afterAll, describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import type { FindingSpec } from '../../sim/index.js'
import { APP, KNOWN_FINDINGS, shopScenario } from '../../sim/accounts.js'
import { closeSims, count, startSim } from '../../__fixtures__/simulator.js'
import { failureLine, notices, scan, stepDirs, warnings } from '../../__fixtures__/step.js'
import { reportOf, section } from '../../__fixtures__/step-files.js'
import { fileOf, tool, TOOL_SCAN } from '../../__fixtures__/tool.js'
import { jenkinsSchemaErrors } from '../../__fixtures__/junit-schema.js'
import { occurrenceId } from '../../src/findings/identity.js'

afterAll(closeSims)

const SITE = 'https://shop.example.com'
const EXISTING = `# Accepted risks of the shop: reviewed by the security team.
version: 1
ignore:
  # The banner is public anyway.
  - finding: Server Banner
    reason: "Public anyway; SEC-9"
    expires: 2999-01-01
`
const BASELINE = '.security-test-baseline.json'
const IGNORE = '.security-test-ignore.yml'

/** The shop with `findings` as its test's result, and that result as its latest completed test. */
function shop(findings: FindingSpec[] = KNOWN_FINDINGS) {
  return startSim(
    shopScenario({
      test: { findings },
      app: { pastSessions: [{ state: 'completed', findings }] }
    })
  )
}

/** KNOWN_FINDINGS with `change` applied to a copy. */
function changed(change: (f: FindingSpec[]) => void): FindingSpec[] {
  const copy = structuredClone(KNOWN_FINDINGS)
  change(copy)
  return copy
}

/** Adopt the shop's known findings into a fresh workspace (with an existing ignore file). */
async function adopted() {
  const dirs = stepDirs({ [IGNORE]: EXISTING })
  const sim = await shop()
  const run = await scan(sim, { command: 'adopt' }, { dirs })
  return { run, dirs }
}

/** A `report` of the shop with `findings`, gated on the adopted files in `dirs`. */
async function gate(
  dirs: { temp: string; workspace: string },
  findings: FindingSpec[],
  extra: Record<string, string> = {}
) {
  const sim = await shop(findings)
  return scan(sim, { command: 'report', baseline: BASELINE, ...extra }, { dirs })
}

describe('adopt', () => {
  it.concurrent(
    'writes the baseline and adopted entries, keeping the existing ones and comments; the next run passes',
    async () => {
      const { run, dirs } = await adopted()
      expect(run.outputs.outcome).toBe('passed')
      expect(run.exitCode).toBe(0)
      expect(run.summary).toContain('Security test: adopted')

      const baseline = JSON.parse(readFileSync(join(dirs.workspace, BASELINE), 'utf8')) as {
        schema: string
        occurrences: Array<{ id: string; fixed: boolean }>
        rawResult?: string
      }
      expect(baseline.schema).toBe('security-test-action/report@1')
      expect(baseline.rawResult).toBeUndefined()
      // Open: only the 6 adopted (the banner, accepted already, is not); the fixed one too (so
      // its return is a regression).
      expect(baseline.occurrences).toHaveLength(7)
      expect(baseline.occurrences.filter((o) => o.fixed)).toHaveLength(1)
      // The log is plain text: no Markdown escapes in the paths it names.
      expect(run.stdout).toContain(`added to ${IGNORE} (reason: adopted`)
      expect(run.stdout).toContain(`gate with baseline: ${BASELINE}`)
      expect(run.stdout).not.toContain('&#')
      expect(run.summary).toContain('Security test: adopted')

      const text = readFileSync(join(dirs.workspace, IGNORE), 'utf8')
      expect(text.startsWith(EXISTING.trimEnd())).toBe(true)
      const file = parse(text) as { ignore: Array<Record<string, string>> }
      const added = file.ignore.slice(1)
      // 7 unfixed, the banner already accepted: 6 adopted, each one occurrence by its id.
      expect(added).toHaveLength(6)
      expect(added.every((e) => e.reason === 'adopted' && /^[0-9a-f]{32}$/.test(e.id ?? ''))).toBe(
        true
      )
      expect(added.every((e) => e.finding === undefined && e.adopted !== undefined)).toBe(true)
      expect(added).toContainEqual(
        expect.objectContaining({ id: occurrenceId('SQL Injection', 'POST', `${SITE}/login`) })
      )
      expect(text).toContain('# critical: SQL Injection — POST https://shop.example.com/login')

      const next = await gate(dirs, KNOWN_FINDINGS)
      expect([next.outputs.outcome, next.exitCode, failureLine(next)]).toEqual([
        'passed',
        0,
        undefined
      ])
    }
  )

  it.concurrent('run twice, keeps what the first run adopted in the baseline', async () => {
    const { dirs } = await adopted()
    const again = await scan(await shop(), { command: 'adopt' }, { dirs })
    expect([again.outputs.outcome, again.exitCode]).toEqual(['passed', 0])
    const text = readFileSync(join(dirs.workspace, IGNORE), 'utf8')
    // No entry twice: the first run's six are there once each.
    const file = parse(text) as { ignore: Array<Record<string, string>> }
    const ids = file.ignore.map((e) => e.id).filter((id) => id !== undefined)
    expect(ids).toHaveLength(6)
    expect(new Set(ids).size).toBe(6)
    const baseline = JSON.parse(readFileSync(join(dirs.workspace, BASELINE), 'utf8')) as {
      outcome: string
      verdict: { passed: boolean }
      occurrences: unknown[]
    }
    expect(baseline.occurrences).toHaveLength(7)
    // The file agrees with itself: its outcome is its verdict's.
    expect(baseline.outcome).toBe(baseline.verdict.passed ? 'passed' : 'failed')
    // Only the banner is new to the baseline (the team's own entry accepts it), as after the
    // first adopt: none of the adopted six became new.
    const next = await gate(dirs, KNOWN_FINDINGS)
    expect([next.outputs.outcome, next.outputs['new-count']]).toEqual(['passed', '1'])
  })

  it.concurrent('then fails on a new finding', async () => {
    const { dirs } = await adopted()
    const findings = changed((f) =>
      f.push({
        name: 'Open Redirect',
        severity: 'Medium',
        occurrences: [{ status: 'Open', method: 'GET', url: `${SITE}/go?to=x` }]
      })
    )
    const run = await gate(dirs, findings)
    expect(run.outputs.outcome).toBe('failed')
    expect(failureLine(run)).toBe(
      '1 new unfixed occurrence at any severity (medium 1) exceeds the budget of 0'
    )
  })

  it.concurrent(
    'then fails on a finding that was Fixed and is open again, even when accepted',
    async () => {
      const { dirs } = await adopted()
      const file = join(dirs.workspace, IGNORE)
      writeFileSync(
        file,
        readFileSync(file, 'utf8') +
          '  - finding: SQL Injection\n    reason: "Behind the VPN; SEC-1"\n    expires: 2999-01-01\n'
      )
      const findings = changed((f) => {
        const sqli = f[0]?.occurrences?.[1]
        if (sqli) sqli.status = 'Open'
      })
      const run = await gate(dirs, findings)
      expect(run.outputs.outcome).toBe('failed')
      expect(run.outputs['regressed-count']).toBe('1')
      expect(failureLine(run)).toBe(
        '1 new or regressed unfixed occurrence at any severity (critical 1) exceeds the budget of 0 ' +
          '(1 regressed: was Fixed, open again)'
      )
      expect(section(run.summary, 'New or regressed since the baseline')).toContain(
        '| 🔴 Critical | SQL Injection | GET | https://shop.example.com/search?q=1 | Open **regressed** (was Fixed) |'
      )
      // Its annotation (an error: critical) says so too.
      expect(run.stdout).toContain('regressed: was Fixed, open again')
      const report = reportOf<{ occurrences: Array<{ url: string; regressed?: boolean }> }>(run)
      expect(report.occurrences.find((o) => o.url === `${SITE}/search?q=1`)?.regressed).toBe(true)
    }
  )

  it.concurrent(
    'then fails on an adopted occurrence Fixed in a later test and open again, its entry valid',
    async () => {
      const { dirs } = await adopted()
      const loginFixed = changed((f) => {
        const login = f[0]?.occurrences?.[0]
        if (login) login.status = 'Fixed'
      })
      // adopt's test, then one where the login SQLi was Fixed, then today's: open again.
      const sim = await startSim(
        shopScenario({
          app: {
            pastSessions: [
              { state: 'completed', findings: KNOWN_FINDINGS },
              { state: 'completed', findings: loginFixed },
              { state: 'completed', findings: KNOWN_FINDINGS }
            ]
          }
        })
      )
      const run = await scan(sim, { command: 'report', baseline: BASELINE }, { dirs })
      expect(run.outputs.outcome).toBe('failed')
      expect(run.outputs['regressed-count']).toBe('1')
      expect(failureLine(run)).toContain('(1 regressed: was Fixed, open again)')
      expect(section(run.summary, 'New or regressed since the baseline')).toContain(
        '| 🔴 Critical | SQL Injection | POST | https://shop.example.com/login | Not Fixed **regressed** (was Fixed) |'
      )
    }
  )

  it.concurrent('then fails on an occurrence the service calls Re-opened', async () => {
    const { dirs } = await adopted()
    const reopened = changed((f) => {
      const login = f[0]?.occurrences?.[0]
      if (login) login.status = 'Re-opened'
    })
    const run = await gate(dirs, reopened)
    expect(run.outputs.outcome).toBe('failed')
    expect(run.outputs['regressed-count']).toBe('1')
    expect(failureLine(run)).toContain('(1 regressed: was Fixed, open again)')
  })

  it.concurrent('an expired adopted entry counts again, though the baseline holds it', async () => {
    const { dirs } = await adopted()
    const file = join(dirs.workspace, IGNORE)
    const login = occurrenceId('SQL Injection', 'POST', `${SITE}/login`)
    const text = readFileSync(file, 'utf8').replace(
      new RegExp(`(id: ${login}\\n\\s+reason: adopted\\n\\s+adopted: \\S+\\n\\s+expires: )\\S+`),
      '$12020-01-31'
    )
    expect(text).toContain('expires: 2020-01-31')
    writeFileSync(file, text)
    const run = await gate(dirs, KNOWN_FINDINGS)
    expect(run.outputs.outcome).toBe('failed')
    // Counted, but not new: the baseline holds it. (The 1 new is the banner: not in the
    // baseline, accepted by the team's own entry.)
    expect(run.outputs['new-count']).toBe('1')
    expect(failureLine(run)).toBe(
      '1 counted unfixed occurrence at any severity (critical 1) exceeds the budget of 0 ' +
        '(1 counted again: accepted risk expired)'
    )
    expect(warnings(run).join('\n')).toContain('expired on 2020-01-31 and counts again')
  })

  it.concurrent('a stale entry gives the "remove this entry" notice, never a failure', async () => {
    const { dirs } = await adopted()
    // The XSS on /profile is fixed now: its adopted entry and its baseline entry are stale.
    const findings = changed((f) => {
      const xss = f[1]?.occurrences?.[1]
      if (xss) xss.status = 'Fixed'
    })
    const run = await gate(dirs, findings)
    expect(run.outputs.outcome).toBe('passed')
    const profile = occurrenceId('Cross-Site Scripting', 'GET', `${SITE}/profile`)
    const said = notices(run).join('\n')
    expect(said).toMatch(
      new RegExp(
        `accepted risk #\\d+ \\(line \\d+\\) for occurrence ${profile}: fixed — remove this entry`
      )
    )
    expect(said).toContain(`is fixed — remove this entry (${profile})`)
  })
})

describe('adopt writes a baseline that hides only what it adopted', () => {
  it.concurrent(
    'an occurrence under a warn rule when adopted counts once the rule blocks',
    async () => {
      const WARN_XSS = 'policy:\n  - finding: Cross-Site Scripting\n    mode: warn\n'
      const dirs = stepDirs({ [IGNORE]: WARN_XSS })
      const sim = await shop()
      const run = await scan(sim, { command: 'adopt', 'fail-threshold': 'high' }, { dirs })
      expect(run.outputs.outcome).toBe('passed')
      // Only the SQLi on /login and the finding of unknown severity (it counts at every
      // threshold) were counted, so only they are adopted (and open in the baseline).
      const file = parse(readFileSync(join(dirs.workspace, IGNORE), 'utf8')) as {
        ignore: unknown[]
      }
      expect(file.ignore).toHaveLength(2)
      expect(run.stdout).toContain('the other 5 open occurrences are not in it')

      const warned = await gate(dirs, KNOWN_FINDINGS, { 'fail-threshold': 'high' })
      expect(warned.outputs.outcome).toBe('warned')

      // The team decides XSS must block: the two open XSS occurrences count now.
      const path = join(dirs.workspace, IGNORE)
      writeFileSync(path, readFileSync(path, 'utf8').replace('mode: warn', 'mode: block'))
      const blocked = await gate(dirs, KNOWN_FINDINGS, { 'fail-threshold': 'high' })
      expect([blocked.outputs.outcome, failureLine(blocked)]).toEqual([
        'failed',
        '2 new unfixed occurrences at high or above (high 2) exceed the budget of 0'
      ])
      // And a lower threshold counts what was below it when adopted.
      const any = await gate(dirs, KNOWN_FINDINGS, { 'fail-threshold': 'medium' })
      expect(any.outputs.outcome).toBe('failed')
      expect(failureLine(any)).toContain('medium 1')
    }
  )

  it.concurrent(
    'keeps the comments, layout and CRLF line endings of an ignore file with an empty ignore:',
    async () => {
      const text =
        '# top\r\nignore: # nothing yet\r\n# policy later\r\npolicy:\r\n  - severity: very-low\r\n    mode: monitor\r\n'
      const dirs = stepDirs({ [IGNORE]: text })
      const run = await scan(await shop(), { command: 'adopt' }, { dirs })
      expect(run.outputs.outcome).toBe('passed')
      const out = readFileSync(join(dirs.workspace, IGNORE), 'utf8')
      expect(out.startsWith('# top\r\nignore: # nothing yet\r\n  # critical: SQL Injection')).toBe(
        true
      )
      expect(
        out.endsWith(
          '\r\n# policy later\r\npolicy:\r\n  - severity: very-low\r\n    mode: monitor\r\n'
        )
      ).toBe(true)
      expect(out.replace(/\r\n/g, '')).not.toContain('\n')
      // The banner is monitored: not adopted (6 of 7), not in the baseline.
      expect((parse(out) as { ignore: unknown[] }).ignore).toHaveLength(6)
    }
  )

  it.concurrent('a folder where the ignore file should be: an error, nothing written', async () => {
    const dirs = stepDirs()
    mkdirSync(join(dirs.workspace, IGNORE))
    const run = await scan(await shop(), { command: 'adopt' }, { dirs })
    expect([run.outputs.outcome, run.exitCode]).toEqual(['error', 1])
    expect(failureLine(run)).toMatch(/ignore-file.*cannot be read.*nothing was adopted/)
    expect(existsSync(join(dirs.workspace, BASELINE))).toBe(false)
  })

  it.concurrent(
    'a folder where the baseline should be: an error, the ignore file untouched',
    async () => {
      const dirs = stepDirs({ [IGNORE]: EXISTING })
      mkdirSync(join(dirs.workspace, BASELINE))
      const run = await scan(await shop(), { command: 'adopt' }, { dirs })
      expect([run.outputs.outcome, run.exitCode]).toEqual(['error', 1])
      expect(failureLine(run)).toContain('it is a folder, not a file')
      expect(failureLine(run)).toContain('nothing was adopted')
      expect(readFileSync(join(dirs.workspace, IGNORE), 'utf8')).toBe(EXISTING)
      expect(readdirSync(dirs.workspace).sort()).toEqual([BASELINE, IGNORE].sort())
    }
  )
})

describe('warned', () => {
  const POLICY = `policy:
  - finding: odd finding
    mode: warn
  - severity: very-low
    mode: monitor
`

  it.concurrent('a warn rule gives warned and a successful step', async () => {
    const sim = await shop()
    const dirs = stepDirs({ [IGNORE]: POLICY })
    const run = await scan(sim, { command: 'report', 'fail-threshold': 'critical' }, { dirs })
    // The SQLi fails a plain run; accept it to see the warning alone.
    expect(run.outputs.outcome).toBe('failed')
    writeFileSync(
      join(dirs.workspace, IGNORE),
      POLICY + 'ignore:\n  - finding: SQL Injection\n    reason: r\n    expires: 2999-01-01\n'
    )
    const warned = await scan(sim, { command: 'report', 'fail-threshold': 'critical' }, { dirs })
    expect([warned.outputs.outcome, warned.exitCode, failureLine(warned)]).toEqual([
      'warned',
      0,
      undefined
    ])
    expect(warned.outputs['warned-count']).toBe('1')
    expect(warned.summary).toContain('Passed with warnings')
    expect(
      section(warned.summary, 'Warned (policy: warn — shown, never fails the build)')
    ).toContain('Odd Finding')
    expect(warnings(warned)).toContain(
      'policy warn: 1 open occurrence of "Odd Finding" (shown, never fails the build)'
    )
    // monitor: in the JSON report, not in the summary.
    expect(warned.summary).not.toContain('Server Banner')
    const report = reportOf<{ occurrences: Array<{ name: string; state: string }> }>(warned)
    expect(report.occurrences.find((o) => o.name === 'Server Banner')?.state).toBe('monitored')
  })

  it.concurrent(
    'monitor stays in the JSON report and SARIF; warn is marked everywhere, on a failed gate too',
    async () => {
      const sim = await shop()
      const cwd = stepDirs({ [IGNORE]: POLICY }).workspace
      const flags = {
        ...TOOL_SCAN,
        'fail-threshold': 'critical',
        'junit-file': 'junit.xml',
        'gitlab-report-file': 'gl.json',
        'summary-file': 'summary.md',
        'report-file': 'report.json',
        'sarif-file': 'out.sarif'
      }
      // The SQLi fails the gate; the warn finding is shown all the same.
      const run = await tool(sim, 'report', flags, { cwd })
      expect([run.outputs.outcome, run.exitCode]).toEqual(['failed', 1])
      const log = run.stdout + run.stderr
      expect(log).toContain(
        'policy warn: 1 open occurrence of "Odd Finding" (shown, never fails the build)'
      )
      // The banner (very-low) is monitored: the JSON report and SARIF only.
      expect(fileOf(run, 'report.json')).toContain('Server Banner')
      expect(fileOf(run, 'out.sarif')).toContain('Server Banner')
      const junit = fileOf(run, 'junit.xml')
      expect(junit).not.toContain('Server Banner')
      expect(junit).toMatch(
        /name="Unknown: Odd Finding"[^>]*>\s*<system-out>Warned by policy \(warn: shown, never fails the build\): 1 open occurrence of Odd Finding/
      )
      expect(jenkinsSchemaErrors(junit)).toEqual([])
      expect(fileOf(run, 'gl.json')).not.toContain('Server Banner')
      const summary = fileOf(run, 'summary.md')
      expect(summary).not.toContain('Server Banner')
      expect(summary).toContain(
        '1 occurrence under a monitor policy is in the JSON report and SARIF only'
      )
      expect(summary).toMatch(/\| ⚪ Very\u00a0low \| 0 \| 0 \| 0 \| 0 \| 0 \|/)
      expect(summary).toContain('Odd Finding ⚠️ _warned by policy (1)_')
      // The log's counts leave it out too: 7 open, 1 monitored.
      expect(log).toContain('Unfixed occurrences: 6 ')
    }
  )

  it.concurrent('an accepted risk about to expire gives warned', async () => {
    const sim = await shop()
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    const dirs = stepDirs({
      [IGNORE]:
        `ignore:\n  - finding: SQL Injection\n    reason: r\n    expires: ${soon}\n` +
        '  - finding: Odd Finding\n    reason: r\n    expires: 2999-01-01\n'
    })
    const run = await scan(sim, { command: 'report', 'fail-threshold': 'critical' }, { dirs })
    expect([run.outputs.outcome, run.exitCode]).toEqual(['warned', 0])
    expect(warnings(run)).toContain(
      `accepted risk #1 (line 2) for "SQL Injection" expires on ${soon}: renew it or fix the finding`
    )
    // A failed gate announces it too.
    const failed = await scan(sim, { command: 'report', 'fail-threshold': 'high' }, { dirs })
    expect(failed.outputs.outcome).toBe('failed')
    expect(warnings(failed)).toContain(
      `accepted risk #1 (line 2) for "SQL Injection" expires on ${soon}: renew it or fix the finding`
    )
  })

  it.concurrent('the tool exits with --warn-exit-code and tells Azure', async () => {
    const sim = await shop()
    const cwd = stepDirs({
      [IGNORE]: `${POLICY}ignore:\n  - finding: SQL Injection\n    reason: r\n    expires: 2999-01-01\n`
    }).workspace
    const flags = { ...TOOL_SCAN, 'fail-threshold': 'critical', 'warn-exit-code': '3' }
    const run = await tool(sim, 'report', flags, { cwd, env: { TF_BUILD: 'True' } })
    expect(run.outputs.outcome).toBe('warned')
    expect(run.exitCode).toBe(3)
    expect(run.stdout).toContain('##vso[task.complete result=SucceededWithIssues;]')

    const plain = await tool(sim, 'report', { ...TOOL_SCAN, 'fail-threshold': 'critical' }, { cwd })
    expect([plain.outputs.outcome, plain.exitCode]).toEqual(['warned', 0])
    expect(plain.stdout).not.toContain('task.complete')

    const bad = await tool(sim, 'report', { ...TOOL_SCAN, 'warn-exit-code': 'x' }, { cwd })
    expect(bad.exitCode).toBe(2)
    expect(bad.stderr).toContain('--warn-exit-code: must be an exit code from 0 to 255')
  })

  it.concurrent('adopt needs no existing ignore file and makes one', async () => {
    const sim = await shop()
    const dirs = stepDirs()
    const run = await scan(sim, { command: 'adopt', 'adopt-expiry': '30d' }, { dirs })
    expect(run.outputs.outcome).toBe('passed')
    expect(existsSync(join(dirs.workspace, IGNORE))).toBe(true)
    const file = parse(readFileSync(join(dirs.workspace, IGNORE), 'utf8')) as {
      ignore: Array<{ expires: string; adopted: string }>
    }
    expect(file.ignore).toHaveLength(7)
    const first = file.ignore[0]
    expect(Date.parse(first?.expires ?? '') - Date.parse(first?.adopted ?? '')).toBe(
      30 * 86_400_000
    )
  })
})

describe('adopt runs', () => {
  it.concurrent('with adopt-scan: true, after a new test of its own', async () => {
    const sim = await shop()
    const dirs = stepDirs()
    const run = await scan(sim, { command: 'adopt', 'adopt-scan': 'true' }, { dirs })
    expect(run.outputs.outcome).toBe('passed')
    expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(1)
    const file = parse(readFileSync(join(dirs.workspace, IGNORE), 'utf8')) as { ignore: unknown[] }
    expect(file.ignore).toHaveLength(7)
  })

  it.concurrent('as the tool, into its working directory, with no test started', async () => {
    const sim = await shop()
    const cwd = stepDirs().workspace
    const run = await tool(sim, 'adopt', { 'application-token': APP }, { cwd })
    expect([run.outputs.outcome, run.exitCode]).toEqual(['passed', 0])
    expect(count(sim, 'POST', '/rest/v2/test/start')).toBe(0)
    expect(existsSync(join(cwd, BASELINE))).toBe(true)
    expect(run.stderr).toContain('Accepted risks: 7 of 7 counted occurrences added to')
  })
})
