// The built action, run as the Actions runner runs it, against the simulator: the SARIF file as
// GitHub code scanning reads it (at most 5,000 results a run, a home page for the tool, the
// service's own CVSS score as security-severity), within code scanning's documented limits and
// passing Microsoft's SARIF multitool with its GitHub rules.
import { afterAll, describe, expect, it } from '@jest/globals'
import { workflowCommands } from '../../scripts/runner.js'
import { readFileSync } from 'node:fs'
import { validateSarif } from '../../__fixtures__/sarif-schema.js'
import { githubLimitErrors, multitoolFindings } from '../../__fixtures__/sarif-multitool.js'
import type { Arrange } from '../../sim/accounts.js'
import { closeSims } from '../../__fixtures__/simulator.js'
import { scanShop, type StepRun } from '../../__fixtures__/step.js'
import { plain, readJson, reportOf } from '../../__fixtures__/step-files.js'

const README = 'https://github.com/security-test-action/security-test-action#readme'
const SEVERITY_ORDER = ['critical', 'high', 'medium', 'low', 'very-low', 'unknown']

afterAll(closeSims)

async function scanOnce(arrange: Arrange): Promise<StepRun> {
  return (await scanShop(arrange)).run
}

interface SarifRun {
  tool: { driver: { informationUri?: string; rules: SarifRule[] } }
  properties: Record<string, unknown>
  results: Array<{ ruleId: string; partialFingerprints: { primaryLocationLineHash: string } }>
}
interface SarifRule {
  id: string
  name: string
  properties: { 'security-severity': string }
}
interface ReportOccurrence {
  id: string
  severity: string
  fixed: boolean
}

/** The file's one run; the whole log must pass the SARIF 2.1.0 schema and GitHub's limits first. */
function sarifRun(run: StepRun): SarifRun {
  const file = run.outputs['sarif-file'] as string
  const log = readJson(file) as { runs: SarifRun[] }
  validateSarif(log)
  expect(validateSarif.errors ?? []).toEqual([])
  expect(githubLimitErrors(readFileSync(file, 'utf8'))).toEqual([])
  return log.runs[0] as SarifRun
}

function reportOccurrences(run: StepRun): ReportOccurrence[] {
  return reportOf<{ occurrences: ReportOccurrence[] }>(run).occurrences
}

function securitySeverityOf(run: StepRun, name: string): string | undefined {
  return sarifRun(run).tool.driver.rules.find((r) => r.name === name)?.properties[
    'security-severity'
  ]
}

describe('SARIF for code scanning', () => {
  it.concurrent(
    'keeps the 5,000 worst of 6,000+ unfixed occurrences, says how many are left out, and the JSON report keeps all',
    async () => {
      const run = await scanOnce({
        test: { findings: { count: 8_000, fixedRatio: 0.25, seed: 7, distinct: 25 } }
      })
      expect(run.outputs.outcome).toBe('failed')
      const unfixed = Number(run.outputs['unfixed-count'])
      expect(unfixed).toBeGreaterThan(5_000)

      // The JSON report keeps every occurrence, in the gate's worst-first order.
      const all = reportOccurrences(run)
      expect(all).toHaveLength(8_000)
      expect(String(all.length)).toBe(run.outputs['total-count'])
      const open = all.filter((o) => !o.fixed)
      expect(open).toHaveLength(unfixed)

      // SARIF: exactly the first 5,000 of that order.
      const sarif = sarifRun(run)
      expect(sarif.results).toHaveLength(5_000)
      expect(sarif.results.map((r) => r.partialFingerprints.primaryLocationLineHash)).toEqual(
        open.slice(0, 5_000).map((o) => o.id)
      )
      const rank = (o: ReportOccurrence): number => SEVERITY_ORDER.indexOf(o.severity)
      const kept = open.slice(0, 5_000)
      for (let i = 1; i < kept.length; i++) {
        expect(rank(kept[i] as ReportOccurrence)).toBeGreaterThanOrEqual(rank(kept[i - 1]!))
      }
      const worstLeftOut = Math.min(...open.slice(5_000).map(rank))
      expect(worstLeftOut).toBeGreaterThanOrEqual(rank(kept.at(-1)!))
      expect(sarif.properties).toMatchObject({
        unfixedOccurrences: unfixed,
        resultsIncluded: 5_000,
        resultsOmitted: unfixed - 5_000
      })

      // The job summary says so, near the top.
      const summary = plain(run.summary)
      const line =
        `**Code scanning:** the SARIF file holds the 5,000 worst of ` +
        `${unfixed.toLocaleString('en-US')} unfixed occurrences; ` +
        `${(unfixed - 5_000).toLocaleString('en-US')} are left out ` +
        '(code scanning shows at most 5,000 results per run). ' +
        'The JSON report (report-file) lists them all.'
      expect(summary).toContain(line)
      expect(summary.indexOf(line)).toBeLessThan(summary.indexOf('### Findings, worst first'))

      expect(sarif.tool.driver.informationUri).toBe(README)
      // The simulator's catalogue scores OS Command Injection 9.1 (cvss_score, label "Critical").
      expect(securitySeverityOf(run, 'OS Command Injection')).toBe('9.1')
      // Microsoft's multitool with GitHub's ingestion rules: nothing at error or warning level.
      expect(multitoolFindings([run.outputs['sarif-file'] as string])).toEqual([])
    },
    120_000
  )

  it.concurrent(
    'writes the CVSS score the service gave as security-severity, as the annotation shows it',
    async () => {
      const run = await scanOnce({
        test: {
          findings: [
            {
              // A severity written as a number: the annotation says "Critical (9.1)".
              name: 'Command Injection',
              severity: 9.1,
              occurrences: [
                { status: 'Open', method: 'POST', url: 'https://shop.example.com/ping' }
              ]
            },
            {
              // The label and the score disagree: the score is what code scanning ranks by.
              name: 'Insecure Deserialization',
              severity: 'High',
              cvss_score: 9.1,
              occurrences: [
                { status: 'Open', method: 'POST', url: 'https://shop.example.com/cart' }
              ]
            },
            {
              name: 'Missing CSRF Token',
              severity: 'Medium',
              occurrences: [
                { status: 'Open', method: 'POST', url: 'https://shop.example.com/cart' }
              ]
            }
          ]
        }
      })
      expect(run.outputs.outcome).toBe('failed')
      const annotations = workflowCommands(run.stdout).filter((l) => l.startsWith('::error title='))
      expect(annotations.some((l) => l.startsWith('::error title=Critical (9.1)%3A Command'))).toBe(
        true
      )
      expect(securitySeverityOf(run, 'Command Injection')).toBe('9.1')
      expect(securitySeverityOf(run, 'Insecure Deserialization')).toBe('9.1')
      // No score from the service: the fixed score inside the medium band.
      expect(securitySeverityOf(run, 'Missing CSRF Token')).toBe('5.5')
      const sarif = sarifRun(run)
      expect(sarif.results).toHaveLength(3)
      expect(sarif.properties).toMatchObject({ resultsIncluded: 3, resultsOmitted: 0 })
      expect(sarif.tool.driver.informationUri).toBe(README)
      expect(plain(run.summary)).not.toContain('Code scanning:')
    }
  )
})
