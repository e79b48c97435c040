// The GitLab DAST report from the JSON report, checked against our schemas for GitLab's DAST
// report formats 15.0.0 and 15.2.1 (__fixtures__/gitlab/) and what GitLab's backend refuses or
// merges (one identity per vulnerability, description and size budgets), which these tests also
// show rejects what it should.
/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read generated JSON loosely */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { unreadableReport } from '../../src/native-reports/app-report.js'
import { buildGitlabDast, uuidV5, vulnerabilityId } from '../../src/native-reports/gitlab-dast.js'
import { gitlabIdentity, validateGitlabDast } from '../../__fixtures__/gitlab-schema.js'
import {
  bulkContext,
  context,
  finding,
  hostileContext,
  occurrence,
  ordinaryContext
} from '../../__fixtures__/report-context.js'
import { HOSTILE } from '../../__fixtures__/hostile.js'
import { appReport } from '../../__fixtures__/native-reports.js'

const TIMES = {
  started: new Date('2026-01-02T03:04:05.678Z'),
  ended: new Date('2026-01-02T03:14:05.678Z')
}

function valid(doc: unknown): void {
  const ok = validateGitlabDast(doc)
  expect(validateGitlabDast.errors ?? []).toEqual([])
  expect(ok).toBe(true)
}

describe('GitLab DAST report', () => {
  it('validates against the 15.0.0 and 15.2.1 formats, one vulnerability per open occurrence', () => {
    const ctx = ordinaryContext()
    const report = appReport(ctx)
    const doc: any = buildGitlabDast([report], TIMES)
    valid(doc)
    expect(doc.version).toBe('15.0.0')
    expect(doc.scan).toMatchObject({
      type: 'dast',
      status: 'success',
      start_time: '2026-01-02T03:04:05',
      messages: []
    })
    const open = ctx.verdict!.occurrences.filter((o) => !o.fixed)
    const ids = open.map((o) => vulnerabilityId(report, o))
    expect(doc.vulnerabilities.map((v: any) => v.id)).toEqual(ids)
    const [first] = doc.vulnerabilities
    expect(first).toMatchObject({
      name: 'SQL Injection',
      severity: 'Critical',
      solution: 'Use parameterised queries.',
      location: {
        hostname: 'https://shop.test',
        method: 'POST',
        path: '/search?q=1',
        param: `occurrence ${ids[0]}`
      }
    })
    expect(first.identifiers).toEqual([
      { type: 'security-test-finding', name: 'SQL Injection', value: ctx.findings[0]!.key },
      {
        type: 'cwe',
        name: 'CWE-89',
        value: '89',
        url: 'https://cwe.mitre.org/data/definitions/89.html'
      }
    ])
    // Fixed occurrences are scanned resources, not vulnerabilities.
    expect(doc.scan.scanned_resources).toContainEqual({
      method: 'GET',
      url: 'https://shop.test/old',
      type: 'url'
    })
  })

  it('keeps ids stable across runs: the application and the occurrence identity', () => {
    const a: any = buildGitlabDast([appReport(ordinaryContext())], TIMES)
    const b: any = buildGitlabDast([appReport(ordinaryContext())], {
      started: new Date(),
      ended: new Date()
    })
    expect(b.vulnerabilities.map((v: any) => v.id)).toEqual(a.vulnerabilities.map((v: any) => v.id))
  })

  it('ids are RFC 4122 name-based UUIDs (version 5), distinct per application and occurrence', () => {
    // RFC 4122 appendix B's worked example, DNS namespace: www.example.com.
    const dns = Buffer.from('6ba7b8109dad11d180b400c04fd430c8', 'hex')
    expect(uuidV5('www.example.com', dns)).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2')
    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(uuidV5(a)).toMatch(UUID)
        expect(uuidV5(a)).toBe(uuidV5(a))
        if (a !== b) expect(uuidV5(a)).not.toBe(uuidV5(b))
      })
    )
    const doc: any = buildGitlabDast([appReport(ordinaryContext())], TIMES)
    expect(doc.vulnerabilities.length).toBeGreaterThan(0)
    for (const v of doc.vulnerabilities) expect(v.id).toMatch(UUID)
  })

  it("maps every severity to GitLab's words", () => {
    const severities = ['critical', 'high', 'medium', 'low', 'very-low', 'unknown'] as const
    const findings = severities.map((s) => finding(`F ${s}`, s))
    const ctx = context(
      findings,
      findings.map((f) => occurrence(f, `https://shop.test/${f.name}`))
    )
    const doc: any = buildGitlabDast([appReport(ctx)], TIMES)
    valid(doc)
    expect(doc.vulnerabilities.map((v: any) => v.severity)).toEqual([
      'Critical',
      'High',
      'Medium',
      'Low',
      'Info',
      'Unknown'
    ])
  })

  it('holds every application; a run without a verdict fails the scan with a fatal message', () => {
    const ok = appReport(ordinaryContext())
    const broken = unreadableReport('d'.repeat(32), 'not JSON')
    const doc: any = buildGitlabDast([ok, broken], TIMES)
    valid(doc)
    expect(doc.scan.status).toBe('failure')
    expect(doc.scan.messages).toEqual([
      { level: 'fatal', value: `${'d'.repeat(32)}: The report file could not be read: not JSON` }
    ])
    expect(doc.vulnerabilities).toHaveLength(3)
  })

  it.each(['timed-out', 'stopped', 'error'] as const)(
    'a run %s with a partial result is a failed scan, its findings kept',
    (outcome) => {
      const why = `The run ended ${outcome}, said why`
      const doc: any = buildGitlabDast(
        [appReport(ordinaryContext({ outcome, message: why }))],
        TIMES
      )
      valid(doc)
      expect(doc.scan.status).toBe('failure')
      expect(doc.scan.messages).toEqual([
        { level: 'fatal', value: expect.stringMatching(new RegExp(`: ${why}$`)) }
      ])
      expect(doc.vulnerabilities).toHaveLength(3)
    }
  )

  it('validates for hostile findings, every text clean and within the schema bounds', () => {
    const doc: any = buildGitlabDast([appReport(hostileContext())], TIMES)
    valid(doc)
    // No control character in any text: the JSON report spelled each out, visible (`\u001b`).
    const texts: string[] = []
    JSON.parse(JSON.stringify(doc), (_key, value: unknown) => {
      if (typeof value === 'string') texts.push(value)
      return value
    })
    // eslint-disable-next-line no-control-regex -- control characters are what we look for
    expect(texts.filter((t) => /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/.test(t))).toEqual([])
    expect(texts.some((t) => t.includes('nul\\u0000esc\\u001b[31m'))).toBe(true)
    for (const v of doc.vulnerabilities) {
      expect([...(v.name as string)].length).toBeLessThanOrEqual(255)
      if (v.solution !== undefined)
        expect([...(v.solution as string)].length).toBeLessThanOrEqual(7000)
    }
    // A javascript: URL is a path, never a host GitLab would link to.
    const js = doc.vulnerabilities.find((v: any) => v.details.url.value === 'javascript:alert(1)')
    expect(js.location).toMatchObject({ hostname: '', path: 'javascript:alert(1)' })
    // Accepted risks are there, and say so.
    const accepted = doc.vulnerabilities.filter((v: any) => v.details.accepted)
    expect(accepted.length).toBeGreaterThan(0)
    expect(doc.vulnerabilities.some((v: any) => v.name.includes(HOSTILE.script))).toBe(true)
  })

  describe('the schema rejects what GitLab would', () => {
    /** A report the converter writes, to break one field of. */
    const written = (): any => buildGitlabDast([appReport(ordinaryContext())], TIMES)
    // Each format says it: one line for both.
    const errorsOf = (doc: unknown): string[] => {
      expect(validateGitlabDast(doc)).toBe(false)
      return [
        ...new Set((validateGitlabDast.errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`))
      ]
    }

    it('accepts the report as written, with vulnerabilities, details and identifiers', () => {
      const doc = written()
      expect(doc.vulnerabilities.length).toBeGreaterThan(0)
      expect(doc.vulnerabilities[0].details.url).toMatchObject({ type: 'text' })
      valid(doc)
    })

    it('a missing scan.status', () => {
      const doc = written()
      delete doc.scan.status
      expect(errorsOf(doc)).toContain('/scan required')
    })

    it('a vulnerability without identifiers, or with none in the list', () => {
      const doc = written()
      delete doc.vulnerabilities[0].identifiers
      expect(errorsOf(doc)).toContain('/vulnerabilities/0 required')
      doc.vulnerabilities[0].identifiers = []
      expect(errorsOf(doc)).toContain('/vulnerabilities/0/identifiers minItems')
    })

    it('a severity outside the enumeration', () => {
      const doc = written()
      doc.vulnerabilities[0].severity = 'critical'
      expect(errorsOf(doc)).toContain('/vulnerabilities/0/severity enum')
    })

    it.each(['2026-01-02T03:04:05.678Z', '2026-01-02 03:04:05', '2026-01-02'])(
      'a start_time of %s',
      (time) => {
        const doc = written()
        doc.scan.start_time = time
        expect(errorsOf(doc)).toEqual(['/scan/start_time pattern'])
      }
    )

    it('a name over 255 characters, a detail of no known type, a scan that is not DAST', () => {
      const doc = written()
      doc.vulnerabilities[0].name = 'x'.repeat(256)
      doc.vulnerabilities[0].details.url.type = 'html'
      doc.scan.type = 'sast'
      expect(errorsOf(doc)).toEqual(
        expect.arrayContaining([
          '/vulnerabilities/0/name maxLength',
          '/vulnerabilities/0/details/url/type enum',
          '/scan/type const'
        ])
      )
    })
  })

  describe('as GitLab takes it', () => {
    // Three applications with the same finding on the same paths; URLs that differ only in the
    // host, the query or a trailing slash.
    const sqli = finding('SQL Injection', 'critical', { description: 'd'.repeat(70_000) })
    const urls = (host: string): string[] => [
      `https://${host}/search?q=1`,
      `https://${host}/search?q=2`,
      `https://${host}/search/`,
      `https://${host}/search`,
      `https://cdn.${host}/search`
    ]
    const apps = ['shop.test', 'api.shop.test', 'admin.shop.test'].map((host, i) =>
      appReport(
        context(
          [sqli],
          urls(host).map((u) => occurrence(sqli, u)),
          { application: { token: String(i).repeat(32), name: host, url: `https://${host}` } }
        )
      )
    )

    it('keeps every occurrence of every application a vulnerability of its own', () => {
      const doc: any = buildGitlabDast(apps, TIMES)
      valid(doc)
      expect(doc.vulnerabilities).toHaveLength(15)
      for (const normalised of [false, true]) {
        const identities = doc.vulnerabilities.map((v: any) => gitlabIdentity(v, normalised))
        expect(new Set(identities).size).toBe(15)
      }
      // The same URL in two applications: two ids, each the same on the next run.
      expect(new Set(doc.vulnerabilities.map((v: any) => v.id)).size).toBe(15)
      const again: any = buildGitlabDast(apps, TIMES)
      expect(again.vulnerabilities.map((v: any) => v.id)).toEqual(
        doc.vulnerabilities.map((v: any) => v.id)
      )
    })

    it('the check sees what GitLab merges: without param, 15 occurrences are 4 (old) and 1 (new)', () => {
      const doc: any = buildGitlabDast(apps, TIMES)
      for (const v of doc.vulnerabilities) v.location.param = ''
      expect(validateGitlabDast(doc)).toBe(false)
      const count = (normalised: boolean): number =>
        new Set(doc.vulnerabilities.map((v: any) => gitlabIdentity(v, normalised))).size
      expect([count(false), count(true)]).toEqual([4, 1])
    })

    it("cuts a description to 15,000 characters, GitLab's own limit", () => {
      const doc: any = buildGitlabDast(apps, TIMES)
      for (const v of doc.vulnerabilities) {
        expect([...(v.description as string)].length).toBeLessThanOrEqual(15_000)
      }
      doc.vulnerabilities[0].description = 'x'.repeat(15_001)
      expect(validateGitlabDast(doc)).toBe(false)
    })

    it('holds at most the budget, worst first across applications, and says how many are left out', () => {
      const low = finding('Banner', 'low')
      const high = finding('Open Redirect', 'high')
      const a = appReport(
        context(
          [low, high],
          [
            ...Array.from({ length: 30 }, (_, i) => occurrence(low, `https://a.test/${i}`)),
            occurrence(high, 'https://a.test/high')
          ],
          { application: { token: 'a'.repeat(32), name: 'A' } }
        )
      )
      const b = appReport(
        context([high], [occurrence(high, 'https://b.test/high')], {
          application: { token: 'b'.repeat(32), name: 'B' }
        })
      )
      const doc: any = buildGitlabDast([a, b], TIMES, { maxVulnerabilities: 10 })
      valid(doc)
      expect(doc.vulnerabilities).toHaveLength(10)
      // Both applications' high ones before any low one.
      const firstTwo = doc.vulnerabilities.slice(0, 2).map((v: any) => v.details.url.value)
      expect(new Set(firstTwo)).toEqual(new Set(['https://a.test/high', 'https://b.test/high']))
      expect(doc.scan.messages[0]).toEqual({
        level: 'warn',
        value:
          '22 of 32 open occurrences are left out, the least severe first: this report holds ' +
          'at most 10 vulnerabilities and 20 MB. The JSON report lists them all.'
      })
      const small: any = buildGitlabDast([a, b], TIMES, { maxBytes: 12_000 })
      expect(Buffer.byteLength(`${JSON.stringify(small, null, 2)}\n`)).toBeLessThanOrEqual(12_000)
      expect(small.vulnerabilities.length).toBeGreaterThan(0)
      expect(small.vulnerabilities.length).toBeLessThan(32)
    })

    it('a 100,000-occurrence run: 10,000 vulnerabilities within 20 MB, the worst', () => {
      const doc: any = buildGitlabDast([appReport(bulkContext(100_000))], TIMES)
      valid(doc)
      expect(doc.vulnerabilities).toHaveLength(10_000)
      expect(
        doc.vulnerabilities.every((v: any) => v.severity === 'Critical' || v.severity === 'High')
      ).toBe(true)
      expect(doc.scan.messages[0].value).toMatch(/^90,000 of 100,000 open occurrences are left out/)
      expect(Buffer.byteLength(`${JSON.stringify(doc, null, 2)}\n`)).toBeLessThanOrEqual(20_000_000)
    }, 60_000)
  })
})
