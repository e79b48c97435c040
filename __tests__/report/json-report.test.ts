/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read generated JSON loosely */
import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildJsonReport, writeJsonReport } from '../../src/report/json-report.js'
import { bulkContext, hostileContext, ordinaryContext } from '../../__fixtures__/report-context.js'

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
      'expiredIgnoreEntries',
      'warnings',
      // The two large parts come last: the file is written in pieces.
      'occurrences',
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
    // Each occurrence keeps its identity, the key a later baseline matches on.
    expect(r.occurrences.map((o: { id: string }) => o.id)).toEqual(
      ctx.verdict?.occurrences.map((o) => o.id)
    )
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
    writeJsonReport(file, hostileContext(), NOW)
    const text = readFileSync(file, 'utf8')
    const parsed = JSON.parse(text) as Record<string, any>
    expect(text).not.toMatch(/accessToken|access_token|githubToken/i)
    expect(text.length).toBeLessThan(20_000_000)
    for (const o of parsed.occurrences) expect(o.url.length).toBeLessThanOrEqual(8192)
    // No control character or lone surrogate in any text: each is spelled out, visible (issue 23).
    const texts: string[] = []
    JSON.parse(text, (_key, value: unknown) => {
      if (typeof value === 'string' && _key !== 'rawResult') texts.push(value)
      return value
    })
    const unsafe =
      // eslint-disable-next-line no-control-regex -- control characters are what we look for
      /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
    expect(texts.filter((t) => unsafe.test(t))).toEqual([])
    expect(parsed.findings.map((f: { name: string }) => f.name)).toContain(
      'nul\\u0000esc\\u001b[31mred\\u0007bell\\u007fdel\nnel\nls'
    )
  })
})

describe('writeJsonReport', () => {
  const written = (ctx: Parameters<typeof writeJsonReport>[1]): string => {
    const file = join(mkdtempSync(join(tmpdir(), 'report-')), 'report.json')
    writeJsonReport(file, ctx, NOW)
    return readFileSync(file, 'utf8')
  }

  it('writes in pieces exactly the report buildJsonReport describes, indented when small', () => {
    const ctx = ordinaryContext({ rawResult: '{"occurences":[]}' })
    const text = written(ctx)
    expect(text).toMatch(/^\{\n {2}"schema"/)
    expect(text.endsWith('\n}\n')).toBe(true)
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(buildJsonReport(ctx, NOW))))
  })

  it('writes 20,000 occurrences and a raw text with pieces cut near surrogate pairs, compact', () => {
    // 1 MiB pieces: a pair straddles the first boundary, lone halves and quotes are around it.
    const raw = 'x'.repeat((1 << 20) - 1) + '\ud83d\ude00"\\\ud800 \n' + 'é'.repeat(1 << 20)
    const ctx = bulkContext(20_000, { rawResult: raw })
    const text = written(ctx)
    expect(text.startsWith('{"schema"')).toBe(true)
    const parsed = JSON.parse(text) as Record<string, any>
    expect(parsed.rawResult).toBe(raw)
    expect(parsed).toEqual(JSON.parse(JSON.stringify(buildJsonReport(ctx, NOW))))
    expect(parsed.occurrences).toHaveLength(20_000)
  })

  it('writes a report without a raw result (no result was fetched)', () => {
    for (const n of [3, 6_000]) {
      const ctx = bulkContext(n, { rawResult: undefined })
      const parsed = JSON.parse(written(ctx)) as Record<string, any>
      expect(parsed.rawResult).toBeUndefined()
      expect(parsed.occurrences).toHaveLength(n)
    }
  })
})
