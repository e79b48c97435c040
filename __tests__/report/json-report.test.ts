/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read generated JSON loosely */
import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildJsonReport, writeJsonReport } from '../../src/report/json-report.js'
import { hostileContext, ordinaryContext } from '../../__fixtures__/report-context.js'

const NOW = new Date('2026-11-05T10:00:00Z')

describe('buildJsonReport', () => {
  it('has the documented shape, and what a later baseline reader needs', () => {
    const ctx = ordinaryContext({ rawResult: '{"occurences":[]}' })
    const r = buildJsonReport(ctx, NOW) as Record<string, any>
    expect(Object.keys(r)).toEqual([
      'schema',
      'generatedAt',
      'outcome',
      'command',
      'verdict',
      'application',
      'service',
      'resultToken',
      'status',
      'progress',
      'inputs',
      'meta',
      'findings',
      'occurrences',
      'expiredIgnoreEntries',
      'warnings',
      'rawResult'
    ])
    expect(r.schema).toBe('security-test-action/report@1')
    expect(r.generatedAt).toBe('2026-11-05T10:00:00.000Z')
    expect(r.verdict).toMatchObject({ passed: false, threshold: 'any', budget: '0' })
    expect(r.verdict.counts.unfixed.critical).toBe(2)
    expect(r.inputs).toEqual({ threshold: 'any', budget: '0', baseline: 'none' })
    expect(r.occurrences).toHaveLength(4)
    expect(r.occurrences[3]).toMatchObject({
      name: 'Cross Site Scripting',
      method: 'GET',
      url: 'https://shop.test/old',
      fixed: true,
      state: 'fixed',
      counted: false
    })
    expect(typeof r.occurrences[0].id).toBe('string')
    expect(r.rawResult).toBe('{"occurences":[]}')
  })

  it('keeps the raw text and the parse error when the result could not be read', () => {
    const raw = 'not json \u0000 <html>'
    const r = buildJsonReport(
      ordinaryContext({ outcome: 'error', verdict: undefined, rawResult: raw, parseError: 'bad' }),
      NOW
    ) as Record<string, any>
    expect(r.verdict).toBeNull()
    expect(r.occurrences).toEqual([])
    expect(r.rawResult).toBe(raw)
    expect(r.parseError).toBe('bad')
  })

  it('lists what was fixed since the baseline', () => {
    const ctx = ordinaryContext()
    const r = buildJsonReport(
      { ...ctx, baseline: { source: 'file base.json', unfixed: new Set(['gone']) } },
      NOW
    ) as Record<string, any>
    expect(r.baseline).toEqual({ source: 'file base.json', fixedSinceBaseline: [{ id: 'gone' }] })
  })

  it('never writes a token and bounds hostile texts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-'))
    const file = join(dir, 'sub', 'report.json')
    writeJsonReport(file, buildJsonReport(hostileContext(), NOW))
    const text = readFileSync(file, 'utf8')
    const parsed = JSON.parse(text) as Record<string, any>
    expect(text).not.toMatch(/accessToken|access_token|githubToken/i)
    expect(text.length).toBeLessThan(20_000_000)
    for (const o of parsed.occurrences) expect(o.url.length).toBeLessThanOrEqual(8192)
    expect(JSON.stringify(parsed.occurrences)).not.toMatch(/\\u000[0-8]|\\ud[89ab]/i)
  })
})
