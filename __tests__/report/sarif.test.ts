/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read generated JSON loosely */
import { validateSarif } from '../../__fixtures__/sarif-schema.js'
import { describe, expect, it } from '@jest/globals'
import { gzipSync } from 'node:zlib'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  buildSarif,
  MAX_SARIF_GZIP_BYTES,
  sarifCategory,
  sarifFolderPlan,
  writeSarif
} from '../../src/report/sarif.js'
import type { SarifLog } from '../../src/report/sarif.js'
import { chooseAnchorFile, workflowPathFromRef } from '../../src/github/sarif-anchor.js'
import type { ReportContext } from '../../src/report/context.js'
import {
  bulkContext,
  context,
  finding,
  hostileContext,
  occurrence,
  ordinaryContext
} from '../../__fixtures__/report-context.js'

const validate = validateSarif

const OPTIONS = { anchorFile: '.github/workflows/security.yml', category: 'security-test/aaa/' }

function run(log: SarifLog): Record<string, any> {
  return log.runs[0] as Record<string, any>
}

function expectValid(log: SarifLog): void {
  // Through a JSON round trip, as code scanning reads the file.
  const ok = validate(JSON.parse(JSON.stringify(log)))
  expect(validate.errors ?? []).toEqual([])
  expect(ok).toBe(true)
}

describe('buildSarif', () => {
  it('writes one rule per finding and one result per unfixed occurrence, anchored to a file', () => {
    const log = buildSarif(ordinaryContext(), OPTIONS)
    expect(validate({ version: '2.1.0' })).toBe(false) // the validator does reject
    expectValid(log)
    const r = run(log)
    expect(r.automationDetails).toEqual({ id: 'security-test/aaa/' })
    expect(r.tool.driver.name).toBe('security-test-action')
    expect(r.tool.driver.rules.map((x: any) => x.name)).toEqual([
      'SQL Injection',
      'Cross Site Scripting'
    ])
    const sqli = r.tool.driver.rules[0]
    expect(sqli.properties).toEqual({
      'security-severity': '9.8',
      tags: ['security', 'dast', 'external/cwe/cwe-89'],
      precision: 'medium'
    })
    expect(sqli.help).toEqual({
      text: 'Use parameterised queries.',
      markdown: 'Use parameterised queries.'
    })
    expect(r.tool.driver.rules[1].properties.tags).toContain('external/cwe/cwe-79')
    expect(r.results).toHaveLength(3)
    expect(r.results.map((x: any) => x.message.text)).toEqual([
      'SQL Injection at GET https://shop.test/login (status: Not Fixed)',
      'SQL Injection at POST https://shop.test/search?q=1 (status: Not Fixed)',
      'Cross Site Scripting at GET https://shop.test/comment (status: Not Fixed)'
    ])
    expect(r.results.map((x: any) => x.level)).toEqual(['error', 'error', 'warning'])
    for (const x of r.results) {
      expect(x.locations[0].physicalLocation.artifactLocation.uri).toBe(OPTIONS.anchorFile)
      expect(x.locations[0].physicalLocation.region.startLine).toBe(1)
      expect(x.baselineState).toBeUndefined()
    }
  })

  it('gives each occurrence a distinct fingerprint that is the same on the next build', () => {
    const ctx = bulkContext(3_000)
    const a = run(buildSarif(ctx, OPTIONS)).results.map(
      (x: any) => x.partialFingerprints.primaryLocationLineHash
    )
    const b = run(buildSarif(bulkContext(3_000), OPTIONS)).results.map(
      (x: any) => x.partialFingerprints.primaryLocationLineHash
    )
    expect(new Set(a).size).toBe(3_000)
    expect(a).toEqual(b)
  })

  it('marks baseline state and suppresses accepted risks with their reason', () => {
    const f = finding('Open Redirect', 'high')
    const occ = [
      occurrence(f, 'https://shop.test/new'),
      occurrence(f, 'https://shop.test/old', { state: 'existing' }),
      // Fixed in the baseline, open again: in the baseline, and changed.
      occurrence(f, 'https://shop.test/back', { regressed: true, isNew: false }),
      occurrence(f, 'https://shop.test/ok', {
        state: 'ignored',
        counted: false,
        ignoredBecause: { reason: 'Internal only', expires: '2030-01-31' }
      })
    ]
    const ctx = context([f], occ, {
      baseline: { source: 'previous test', unfixed: new Set([occ[1]!.id, occ[3]!.id]) }
    })
    const log = buildSarif(ctx, OPTIONS)
    expectValid(log)
    const byUrl = new Map(run(log).results.map((x: any) => [x.properties.url, x]))
    expect((byUrl.get('https://shop.test/new') as any).baselineState).toBe('new')
    expect((byUrl.get('https://shop.test/old') as any).baselineState).toBe('unchanged')
    expect((byUrl.get('https://shop.test/back') as any).baselineState).toBe('updated')
    expect((byUrl.get('https://shop.test/ok') as any).suppressions).toEqual([
      { kind: 'external', status: 'accepted', justification: 'Internal only (until 2030-01-31)' }
    ])
  })

  it('stays valid with hostile findings, with texts bounded and no control characters', () => {
    const log = buildSarif(hostileContext(), OPTIONS)
    expectValid(log)
    const text = JSON.stringify(log)
    expect(text).not.toMatch(/\\u00(0[0-8b-f]|1[0-9a-f])|\\r|\\ud[89ab]/i)
    for (const x of run(log).results) expect(x.message.text.length).toBeLessThan(3_000)
    expect(text.length).toBeLessThan(5_000_000)
  })

  it('keeps the 5,000 worst results (all code scanning shows) and says how many were left out', () => {
    const ctx = bulkContext(20_000)
    const log = buildSarif(ctx, OPTIONS)
    const r = run(log)
    expect(r.results).toHaveLength(5_000)
    expect(r.properties).toMatchObject({
      unfixedOccurrences: 20_000,
      resultsIncluded: 5_000,
      resultsOmitted: 15_000
    })
    expect(r.invocations[0].toolExecutionNotifications[0].message.text).toBe(
      '15,000 of 20,000 unfixed occurrences are left out (code scanning shows at most 5,000 ' +
        'results per run), the least severe first; the JSON report lists them all.'
    )
    // Worst first: every critical occurrence (9 of the 50 findings), then high ones up to 5,000.
    const severityOf = new Map(ctx.findings.map((f) => [f.key, f.severity]))
    const severities = r.results.map((x: any) => severityOf.get(x.ruleId))
    const criticals = ctx.verdict!.counts.unfixed.critical
    expect(criticals).toBeGreaterThan(0)
    expect(criticals).toBeLessThan(5_000)
    expect(severities.filter((s: string) => s === 'critical')).toHaveLength(criticals)
    expect(severities.slice(criticals).every((s: string) => s === 'high')).toBe(true)
    // Only the rules of the results written, each result pointing at its own rule.
    const rules = r.tool.driver.rules.map((x: any) => x.id)
    expect(new Set(rules)).toEqual(new Set(r.results.map((x: any) => x.ruleId)))
    for (const x of r.results) expect(rules[x.ruleIndex]).toBe(x.ruleId)
    expect(gzipSync(JSON.stringify(log)).length).toBeLessThanOrEqual(10 * 1024 * 1024)
    expectValid(log)
  })

  it('leaves out the least severe: one high occurrence listed after 5,000 low ones stays in', () => {
    const low = finding('Banner', 'low')
    const high = finding('Open Redirect', 'high')
    const occ = [
      ...Array.from({ length: 5_000 }, (_, i) => occurrence(low, `https://shop.test/low/${i}`)),
      occurrence(high, 'https://shop.test/high')
    ]
    const r = run(buildSarif(context([low, high], occ), OPTIONS))
    expect(r.results).toHaveLength(5_000)
    expect(r.results[0].message.text).toMatch(/^Open Redirect at GET https:\/\/shop.test\/high/)
    expect(r.properties.resultsOmitted).toBe(1)
  })

  it('shrinks texts, then drops results, until the gzipped size fits', () => {
    const ctx = bulkContext(2_000)
    const log = buildSarif(ctx, { ...OPTIONS, maxGzipBytes: 20_000 })
    const r = run(log)
    expect(gzipSync(JSON.stringify(log), { level: 1 }).length).toBeLessThanOrEqual(20_000)
    expect(r.results.length).toBeGreaterThan(0)
    expect(r.results.length).toBeLessThan(2_000)
    expect(r.properties.resultsOmitted).toBe(2_000 - r.results.length)
    expect(r.invocations[0].toolExecutionNotifications[0].message.text).toContain(
      'left out (code scanning takes at most 10 MB per upload)'
    )
  })

  // upload-sarif combines a folder's files into one upload: 20 runs, 10 MB gzipped in all.
  it('plans several applications: one share of the upload each, numbered folders of 20 past 20', () => {
    expect(sarifFolderPlan(3)).toEqual(
      Array(3).fill({ maxGzipBytes: Math.floor(MAX_SARIF_GZIP_BYTES / 3) })
    )
    const plan = sarifFolderPlan(45)
    expect(plan.map((p) => p.subfolder)).toEqual([
      ...Array(20).fill('1'),
      ...Array(20).fill('2'),
      ...Array(5).fill('3')
    ])
    expect(plan[0]?.maxGzipBytes).toBe(MAX_SARIF_GZIP_BYTES / 20)
    expect(plan[44]?.maxGzipBytes).toBe(MAX_SARIF_GZIP_BYTES / 5)
    for (const folder of ['1', '2', '3']) {
      const shares = plan.filter((p) => p.subfolder === folder).map((p) => p.maxGzipBytes)
      expect(shares.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(MAX_SARIF_GZIP_BYTES)
    }
  })

  it('keeps a folder of files, combined as upload-sarif combines them, within one upload', () => {
    const budget = 60_000
    const logs = sarifFolderPlan(4, budget).map((p, i) =>
      buildSarif(bulkContext(2_000), {
        ...OPTIONS,
        category: `security-test/app${i}/`,
        maxGzipBytes: p.maxGzipBytes
      })
    )
    const combined = { ...logs[0], runs: logs.flatMap((l) => l.runs) }
    expect(gzipSync(JSON.stringify(combined), { level: 1 }).length).toBeLessThanOrEqual(budget)
    // Alone, a file may take the whole budget; one of four in a folder holds fewer results.
    const alone = buildSarif(bulkContext(2_000), { ...OPTIONS, maxGzipBytes: budget })
    expect(run(alone).results.length).toBeGreaterThan(run(logs[0]!).results.length)
  })

  it('writes the file in pieces, starting over with smaller texts until it fits', () => {
    const ctx = bulkContext(2_000)
    const file = join(mkdtempSync(join(tmpdir(), 'sarif-')), 'out', 'results.sarif')
    writeSarif(file, ctx, { ...OPTIONS, maxGzipBytes: 20_000 })
    const text = readFileSync(file, 'utf8')
    expect(gzipSync(text, { level: 1 }).length).toBeLessThanOrEqual(20_000)
    // The same log the in-memory builder gives: the restarts left nothing of the larger tries.
    expect(JSON.parse(text)).toEqual(buildSarif(ctx, { ...OPTIONS, maxGzipBytes: 20_000 }))
    const big = join(mkdtempSync(join(tmpdir(), 'sarif-')), 'results.sarif')
    writeSarif(big, ctx, OPTIONS)
    const all = JSON.parse(readFileSync(big, 'utf8')) as SarifLog
    expectValid(all)
    expect(run(all).results).toHaveLength(2_000)
  })

  it('writes an empty, failed run when there is no result', () => {
    const ctx: ReportContext = { ...ordinaryContext(), outcome: 'timed-out', verdict: undefined }
    const log = buildSarif(ctx, OPTIONS)
    expectValid(log)
    expect(run(log).results).toEqual([])
    expect(run(log).invocations[0].executionSuccessful).toBe(false)
  })
})

describe('security-severity and tool information', () => {
  it("writes the service's score as security-severity, a fixed one only without a score", () => {
    const scored = finding('Command Injection', 'high', { score: 9.1 })
    // As the parser reads "severity": 9.1 (parse-fail-closed.test.ts): label and score.
    const numeric = finding('Path Traversal', 'critical', { severityLabel: '9.1', score: 9.1 })
    const plain = finding('Clickjacking', 'medium')
    const ctx = context(
      [scored, numeric, plain],
      [scored, numeric, plain].map((f) => occurrence(f, `https://shop.test/${f.key}`))
    )
    const log = buildSarif(ctx, OPTIONS)
    expectValid(log)
    const bySeverity = Object.fromEntries(
      run(log).tool.driver.rules.map((x: any) => [x.name, x.properties['security-severity']])
    )
    expect(bySeverity).toEqual({
      'Command Injection': '9.1',
      'Path Traversal': '9.1',
      Clickjacking: '5.5'
    })
  })

  it("points tool.driver.informationUri at the project's README unless told otherwise", () => {
    const driver = run(buildSarif(ordinaryContext(), OPTIONS)).tool.driver
    expect(driver.informationUri).toBe(
      'https://github.com/security-test-action/security-test-action#readme'
    )
    const home = 'https://github.example.com/acme/security-test-action'
    const own = run(buildSarif(ordinaryContext(), { ...OPTIONS, informationUri: home }))
    expect(own.tool.driver.informationUri).toBe(home)
  })
})

describe('anchor file', () => {
  it('takes the workflow file from GITHUB_WORKFLOW_REF when it exists', () => {
    const env = {
      GITHUB_WORKFLOW_REF: 'octo/shop/.github/workflows/dast.yml@refs/heads/main',
      GITHUB_WORKSPACE: '/ws'
    }
    expect(chooseAnchorFile(env, (p) => p === '/ws/.github/workflows/dast.yml')).toBe(
      '.github/workflows/dast.yml'
    )
    expect(chooseAnchorFile(env, (p) => p === '/ws/README.md')).toBe('README.md')
    expect(chooseAnchorFile({ GITHUB_WORKSPACE: '/ws' }, (p) => p === '/ws/action.yml')).toBe(
      'action.yml'
    )
    expect(chooseAnchorFile({}, () => false)).toBe('README.md')
  })

  it('refuses paths that leave the repository', () => {
    expect(workflowPathFromRef('o/r/../../etc/passwd@x')).toBeUndefined()
    expect(workflowPathFromRef('o/r/.github/workflows/a.yml@refs/pull/1/merge')).toBe(
      '.github/workflows/a.yml'
    )
  })

  it('names one category per application', () => {
    expect(sarifCategory('abc123')).toBe('security-test/abc123/')
    expect(sarifCategory('a/../b')).toBe('security-test/a..b/')
  })
})

describe('SARIF names are one line', () => {
  it('line and paragraph separators in a finding name never split an alert title', () => {
    const f = finding('Ctrl\u2028name\u0085here\r\nand more', 'high')
    const ctx = context([f], [occurrence(f, 'https://shop.test/x')])
    const log = buildSarif(ctx, OPTIONS)
    const r = run(log)
    const rule = r.tool.driver.rules[0]
    expect(rule.name).toBe('Ctrl name here and more')
    expect(r.results[0].message.text).not.toMatch(/[\n\r\u2028\u0085]/)
  })
})
