// The GitLab DAST report from the JSON report, checked against our schema for GitLab's DAST
// report format 15.0.0 (__fixtures__/gitlab/), which these tests also show rejects what it should.
/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read generated JSON loosely */
import { describe, expect, it } from '@jest/globals'
import { unreadableReport } from '../../src/native-reports/app-report.js'
import { buildGitlabDast, uuidOf } from '../../src/native-reports/gitlab-dast.js'
import { validateGitlabDast } from '../../__fixtures__/gitlab-schema.js'
import {
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
  it('validates against the 15.0.0 format requirements, one vulnerability per open occurrence', () => {
    const ctx = ordinaryContext()
    const doc: any = buildGitlabDast([appReport(ctx)], TIMES)
    valid(doc)
    expect(doc.version).toBe('15.0.0')
    expect(doc.scan).toMatchObject({
      type: 'dast',
      status: 'success',
      start_time: '2026-01-02T03:04:05',
      messages: []
    })
    const open = ctx.verdict!.occurrences.filter((o) => !o.fixed)
    expect(doc.vulnerabilities.map((v: any) => v.id)).toEqual(open.map((o) => uuidOf(o.id)))
    const [first] = doc.vulnerabilities
    expect(first).toMatchObject({
      name: 'SQL Injection',
      severity: 'Critical',
      solution: 'Use parameterised queries.',
      location: { hostname: 'https://shop.test', method: 'POST', path: '/search?q=1' }
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

  it('keeps ids stable across runs: the occurrence identity', () => {
    const a: any = buildGitlabDast([appReport(ordinaryContext())], TIMES)
    const b: any = buildGitlabDast([appReport(ordinaryContext())], {
      started: new Date(),
      ended: new Date()
    })
    expect(b.vulnerabilities.map((v: any) => v.id)).toEqual(a.vulnerabilities.map((v: any) => v.id))
    expect(uuidOf('0123456789abcdef0123456789abcdef')).toBe('01234567-89ab-cdef-0123-456789abcdef')
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
    const text = JSON.stringify(doc)
    // JSON.stringify writes a control character as \u00XX: none is there.
    expect(text).not.toMatch(/\\u00[01][0-9a-f]/)
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
    const errorsOf = (doc: unknown): string[] => {
      expect(validateGitlabDast(doc)).toBe(false)
      return (validateGitlabDast.errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`)
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
})
