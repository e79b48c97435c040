// JUnit from the JSON report: the report is built by the core's own writer (buildJsonReport) and
// read back as the tool reads its files, so these cases cover the real shape end to end.
/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read parsed XML loosely */
import { describe, expect, it } from '@jest/globals'
import { unreadableReport } from '../../src/native-reports/app-report.js'
import { MAX_LISTED_OCCURRENCES, buildJunit } from '../../src/native-reports/junit.js'
import {
  bulkContext,
  context,
  finding,
  hostileContext,
  occurrence,
  ordinaryContext
} from '../../__fixtures__/report-context.js'
import { HOSTILE } from '../../__fixtures__/hostile.js'
import { appReport, parseJunit } from '../../__fixtures__/native-reports.js'

const parse = parseJunit

const cases = (doc: any, suite = 0): any[] => doc.testsuites.testsuite[suite].testcase

describe('JUnit', () => {
  it('one suite per application, one case per finding: counted occurrences fail, listing method and URL', () => {
    const doc = parse(buildJunit([appReport(ordinaryContext())]))
    const suite = doc.testsuites.testsuite[0]
    expect(suite.name).toBe(`Shop (${'a'.repeat(32)})`)
    expect([suite.tests, suite.failures, suite.errors, suite.skipped]).toEqual(['2', '2', '0', '0'])
    const [sqli, xss] = cases(doc)
    expect(sqli.name).toBe('Critical: SQL Injection')
    expect(sqli.failure.message).toBe('2 counted unfixed occurrences of SQL Injection')
    expect(sqli.failure['#text'].split('\n')).toEqual([
      'GET https://shop.test/login (status: Not Fixed; new)',
      'POST https://shop.test/search?q=1 (status: Not Fixed; new)'
    ])
    // The fixed occurrence of the second finding is not listed.
    expect(xss.failure['#text']).toBe('GET https://shop.test/comment (status: Not Fixed; new)')
    const props = Object.fromEntries(suite.properties.property.map((p: any) => [p.name, p.value]))
    expect(props).toMatchObject({ outcome: 'failed', 'result-token': 'b'.repeat(32) })
  })

  it('skips a finding whose open occurrences are all accepted risks; passes one with none counted', () => {
    const accepted = finding('Accepted', 'high')
    const below = finding('Below threshold', 'low')
    const fixed = finding('All fixed', 'critical')
    const ctx = context(
      [accepted, below, fixed],
      [
        occurrence(accepted, 'https://shop.test/a', {
          state: 'ignored',
          counted: false,
          ignoredBecause: { reason: 'Behind the VPN', expires: '2030-01-31' }
        }),
        occurrence(below, 'https://shop.test/b', { state: 'below-threshold', counted: false }),
        occurrence(fixed, 'https://shop.test/c', { state: 'fixed' })
      ]
    )
    // Text, not a message attribute: jenkins-junit.xsd allows <skipped> no attribute.
    // Report order: worst severity first (findings/order.ts), whatever the gate made of them.
    const [c, a, b] = cases(parse(buildJunit([appReport(ctx)])))
    expect(a.skipped).toBe('Accepted risk: Behind the VPN (until 2030-01-31)')
    expect(a.failure).toBeUndefined()
    expect(b).toEqual({ classname: expect.any(String), name: 'Low: Below threshold', time: '0' })
    expect(c).toEqual({ classname: expect.any(String), name: 'Critical: All fixed', time: '0' })
  })

  it('a run without a verdict is one case in error, saying why', () => {
    const timedOut = appReport(
      ordinaryContext({
        outcome: 'timed-out',
        verdict: undefined,
        message: 'The test did not finish within the timeout (3s); the test was stopped'
      })
    )
    const doc = parse(buildJunit([timedOut, unreadableReport('d'.repeat(32), 'not JSON')]))
    expect(doc.testsuites.errors).toBe('2')
    const [first] = cases(doc, 0)
    expect(first.error).toEqual({
      message: 'The test did not finish within the timeout (3s); the test was stopped',
      type: 'timed-out'
    })
    expect(cases(doc, 1)[0].error.message).toBe('The report file could not be read: not JSON')
  })

  it.each(['timed-out', 'stopped', 'error'] as const)(
    'a run %s with a partial result is never all green: one case in error before the findings',
    (outcome) => {
      // A stopped or timed-out test with a partial result, or a run that became an error after
      // its verdict (a build check that failed after the test, a file it could not write).
      const why = `The run ended ${outcome}, said why`
      const doc = parse(buildJunit([appReport(ordinaryContext({ outcome, message: why }))]))
      expect(doc.testsuites.errors).toBe('1')
      const [first, ...rest] = cases(doc)
      expect(first.error).toEqual({ message: why, type: outcome })
      expect(rest.map((c: any) => c.name)).toEqual([
        'Critical: SQL Injection',
        'Medium: Cross Site Scripting'
      ])
    }
  )

  it("writes only what Jenkins' schemas allow: no skipped count on <testsuites>", () => {
    // parseJunit checks junit-10.xsd and jenkins-junit.xsd; this says what they refused before.
    const xml = buildJunit([appReport(ordinaryContext())])
    expect(parse(xml).testsuites.skipped).toBeUndefined()
    expect(xml).toMatch(/<testsuite name="[^"]*" tests="2" failures="2" errors="0" skipped="0"/)
  })

  it('lists at most 100 occurrences per failure, then how many more', () => {
    const doc = parse(buildJunit([appReport(bulkContext(10_000))]))
    const text: string = cases(doc)[0].failure['#text']
    const lines = text.split('\n')
    expect(lines).toHaveLength(MAX_LISTED_OCCURRENCES + 1)
    expect(lines.at(-1)).toBe('… and 100 more in the JSON report')
  })

  it('stays well-formed XML for hostile findings, keeping the payloads as text', () => {
    const xml = buildJunit([appReport(hostileContext())])
    const doc = parse(xml)
    const names = cases(doc).map((c) => c.name as string)
    // eslint-disable-next-line no-control-regex -- control characters are what we look for
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffd-\uffff]/)
    // What XML cannot hold, and U+FFFD, are spelled out, visible: no viewer guesses a code page.
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    // Nothing silently dropped: the JSON report it is made from spelled the controls, bidi
    // overrides and lone surrogates out, and the JUnit file shows them so (issue 23).
    expect(names).toContain('High: nul\\u0000esc\\u001b[31mred\\u0007bell\\u007fdel nel ls')
    expect(names).toContain('Critical: admin\\u202e\\u2066txt.exe')
    expect(names).toContain('Very low: caf\\ufffd \\ufffd\\ufffd broken bytes')
    expect(names).toContain('Unknown: a\\ud800b\\udc00c')
    expect(xml).not.toMatch(/<script|<img|<iframe/)
    expect(xml).not.toMatch(/##vso\[|##\[|^\s*::/im)
    expect(names).toContain(`Critical: ${HOSTILE.script}`)
    // Every case is one of ours: the payloads made no elements of their own.
    expect(doc.testsuites.testsuite).toHaveLength(1)
    for (const c of cases(doc)) {
      expect(
        Object.keys(c).every((k) => ['classname', 'name', 'time', 'failure', 'skipped'].includes(k))
      ).toBe(true)
    }
    expect(xml.length).toBeLessThan(2_000_000)
  })
})
