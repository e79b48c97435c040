import { describe, expect, it } from '@jest/globals'
import {
  BaselineEntryError,
  BaselineError,
  baselineFromReportFile,
  baselineFromResult
} from '../../src/findings/baseline.js'
import { occurrenceId } from '../../src/findings/identity.js'
import { parseResult } from '../../src/findings/parse.js'
import { resultText, v2Result } from '../../__fixtures__/result-documents.js'

const sqlOpen = occurrenceId('SQL Injection', 'POST', 'https://shop.example.com/search?q=1')
const sqlFixed = occurrenceId('SQL Injection', 'GET', 'https://shop.example.com/item?id=2')

describe('baselineFromResult', () => {
  it('splits the previous result into unfixed and fixed ids', () => {
    const b = baselineFromResult(parseResult(v2Result('nested')), 'previous test abc')
    expect(b.source).toBe('previous test abc')
    expect(b.unfixed.size).toBe(4)
    expect(b.fixed.size).toBe(2)
    expect(b.unfixed.has(sqlOpen)).toBe(true)
    expect(b.fixed.has(sqlFixed)).toBe(true)
  })
})

describe('baselineFromReportFile', () => {
  it('uses ids when present and recomputes them from name, method and URL when absent', () => {
    const report = {
      schema: 'security-test-action/report@1',
      outcome: 'passed',
      occurrences: [
        { id: 'a'.repeat(32), severity: 'low', fixed: false },
        {
          name: 'SQL Injection',
          method: 'post',
          url: 'HTTPS://shop.example.com/search?q=1#f',
          severity: 'critical',
          fixed: false
        },
        {
          name: 'SQL Injection',
          method: 'GET',
          url: 'https://shop.example.com/item?id=2',
          fixed: true,
          state: 'fixed'
        }
      ]
    }
    const b = baselineFromReportFile(JSON.stringify(report), 'file r.json')
    expect([...b.unfixed]).toEqual(['a'.repeat(32), sqlOpen])
    expect([...b.fixed]).toEqual([sqlFixed])
    expect(b.severity.get(sqlOpen)).toBe('critical')
  })

  it('refuses an entry whose id is not the id of the name, method and URL beside it, naming its line', () => {
    const text = JSON.stringify(
      {
        occurrences: [
          { name: 'X', method: 'GET', url: 'https://x.test/', severity: 'low', fixed: false },
          {
            id: sqlOpen,
            name: 'Banner',
            method: 'POST',
            url: 'https://shop.example.com/search?q=1',
            severity: 'low',
            fixed: false
          }
        ]
      },
      null,
      2
    )
    expect(() => baselineFromReportFile(text, 'f')).toThrow(
      new BaselineEntryError(
        'the baseline file disagrees with itself: occurrence #2 at line 11: its id is not the id of "Banner" POST https://shop.example.com/search?q=1 ' +
          '(a reviewer reads the name and URL, the gate the id); correct the entry, or run adopt again'
      )
    )
  })

  it('refuses an open entry without the severity it was accepted at', () => {
    const text = JSON.stringify({ occurrences: [{ id: sqlOpen, fixed: false }] })
    expect(() => baselineFromReportFile(text, 'f')).toThrow(
      'occurrence #1 has no severity (critical, high, medium, low, very-low, unknown): the one it was accepted at'
    )
  })

  it('identifies an entry without a location by its name and severity', () => {
    const entry = (severity: string) => ({
      name: 'Weak TLS',
      method: '',
      url: '(location unknown)',
      severity,
      fixed: false
    })
    const low = baselineFromReportFile(JSON.stringify({ occurrences: [entry('low')] }), 'f')
    const critical = baselineFromReportFile(
      JSON.stringify({ occurrences: [entry('critical')] }),
      'f'
    )
    expect([...low.unfixed][0]).not.toBe([...critical.unfixed][0])
    expect([...low.unfixed][0]).toBe(occurrenceId('Weak TLS', '', '', 'low'))
  })

  it('reads an id listed both fixed and unfixed as unfixed', () => {
    const id = 'b'.repeat(32)
    const b = baselineFromReportFile(
      JSON.stringify({
        occurrences: [
          { id, fixed: true },
          { id, severity: 'high', fixed: false }
        ]
      }),
      'f'
    )
    expect([...b.unfixed]).toEqual([id])
    expect(b.fixed.size).toBe(0)
  })

  it('falls back to a raw result document, with or without the v2 envelope', () => {
    const direct = baselineFromReportFile(resultText('nested'), 'f')
    const enveloped = baselineFromReportFile(
      JSON.stringify({ code: 'SUCCESS', message: null, result: resultText('nested') }),
      'f'
    )
    expect(direct.unfixed.has(sqlOpen)).toBe(true)
    expect(enveloped).toEqual(direct)
    // A flat result spelled `occurrences` is a result, not a report (its entries have no `fixed`).
    const flat = JSON.stringify({
      occurrences: [{ name: 'A', status: 'Open', vulnerability: { Url: 'https://x.test/' } }]
    })
    expect([...baselineFromReportFile(flat, 'f').unfixed]).toEqual([
      occurrenceId('A', 'GET', 'https://x.test/')
    ])
  })

  it('refuses the raw result kept in a report whose run could not parse it (the run errored)', () => {
    const report = {
      schema: 'security-test-action/report@1',
      outcome: 'error',
      parseError: 'x',
      rawResult: resultText('nested')
    }
    // As the action writes it after a run that could not gate: empty occurrences, null verdict.
    const written = { ...report, verdict: null, occurrences: [] }
    for (const r of [report, written]) {
      expect(() => baselineFromReportFile(JSON.stringify(r), 'f')).toThrow(
        "its run's outcome was error"
      )
    }
    // The raw result saved on its own is still a baseline (a document a person chose to keep).
    expect(baselineFromReportFile(resultText('nested'), 'f').unfixed.has(sqlOpen)).toBe(true)
  })

  describe('a report is a baseline only when its gate passed (issue 30)', () => {
    const open = [
      {
        name: 'SQL Injection',
        method: 'GET',
        url: 'https://x.test/',
        severity: 'critical',
        fixed: false
      }
    ]
    const report = (fields: Record<string, unknown>): string =>
      JSON.stringify({
        schema: 'security-test-action/report@1',
        command: 'scan',
        verdict: { passed: false },
        occurrences: open,
        ...fields
      })

    it.each(['failed', 'error', 'timed-out', 'stopped'])("refuses a %s run's report", (outcome) => {
      expect(() => baselineFromReportFile(report({ outcome }), 'f')).toThrow(
        `the baseline file is a report whose gate did not pass: its run's outcome was ${outcome}; only the report of a run that passed or warned, or the file adopt writes, is a baseline`
      )
    })

    it.each(['passed', 'warned'])("reads a %s run's report", (outcome) => {
      expect(baselineFromReportFile(report({ outcome }), 'f').unfixed.size).toBe(1)
    })

    it("reads adopt's file whatever outcome it states (its verdict is of what it adopted)", () => {
      const adopted = report({ command: 'adopt', outcome: 'failed' })
      expect(baselineFromReportFile(adopted, 'f').unfixed.size).toBe(1)
    })

    it.each([
      [{ outcome: undefined }, 'it states no outcome'],
      [{ outcome: 7 }, 'it states no outcome'],
      [{ outcome: 'PASSED' }, "its run's outcome was PASSED"]
    ])('refuses a report with no readable passing outcome (fail-closed): %j', (fields, said) => {
      expect(() => baselineFromReportFile(report(fields), 'f')).toThrow(said)
    })

    it("checks the outcome of the application's own report in a file of several", () => {
      const A = 'a'.repeat(32)
      const B = 'b'.repeat(32)
      const of = (token: string, outcome: string): Record<string, unknown> => ({
        schema: 'security-test-action/report@1',
        outcome,
        application: { token },
        occurrences: open
      })
      const text = JSON.stringify([of(A, 'passed'), of(B, 'failed')])
      expect(baselineFromReportFile(text, 'f', A).unfixed.size).toBe(1)
      expect(() => baselineFromReportFile(text, 'f', B)).toThrow("its run's outcome was failed")
    })
  })

  it.each([
    ['', 'the baseline file is empty'],
    ['{"occurrences": [', 'the baseline file is not valid JSON (it ends too early)'],
    ['[1]', 'the baseline file is not a JSON object'],
    [
      '{"schema": "security-test-action/report@1", "outcome": "passed"}',
      'the report in the baseline file holds no occurrences (its run ended without a verdict)'
    ],
    [
      // What a run that errored writes: an empty list beside a null verdict is no baseline.
      '{"schema": "security-test-action/report@1", "outcome": "error", "verdict": null, "occurrences": []}',
      "the baseline file is a report whose gate did not pass: its run's outcome was error; only the report of a run that passed or warned, or the file adopt writes, is a baseline (a baseline hides only what a passing verdict accepted)"
    ],
    [
      '{"occurrences": [{"fixed": false}, {"id": "nothex", "fixed": true}, 5, {"name": "A", "url": "u"}, {"fixed": 1}]}',
      'the baseline file is damaged: occurrence #1 has no id and no name and url; occurrence #2 has an id that is not 32 hex digits; occurrence #3 is not an object (and 2 more)'
    ],
    [
      '{"occurrences": [{"id": "x", "name": "Cookie", "url": "/a", "name": "SQL Injection", "fixed": true}]}',
      'the baseline file repeats the key "name" at $.occurrences[0].name (JSON keeps only the last copy, so the first would go unread)'
    ],
    [
      // A name beside an id, with no URL to check them against: a reviewer would read the name.
      `{"occurrences": [{"id": "${'a'.repeat(32)}", "name": "Cookie", "severity": "critical", "fixed": false}, {"id": "${'b'.repeat(32)}", "name": "X", "url": null, "severity": "low", "fixed": false}]}`,
      'the baseline file is damaged: occurrence #1 writes a name, method or URL but not both a name and a URL as text, so its id cannot be checked against them; occurrence #2 writes a name, method or URL but not both a name and a URL as text, so its id cannot be checked against them'
    ],
    [
      '{"result": "{oops", "code": "SUCCESS"}',
      'the baseline file is neither a report nor a result: the test result is not valid JSON (at position 1)'
    ]
  ])('refuses %j', (text, message) => {
    expect(() => baselineFromReportFile(text, 'f')).toThrow(new BaselineError(message))
  })
})

describe('baselineFromReportFile for one of several applications', () => {
  const A = 'a'.repeat(32)
  const B = 'b'.repeat(32)
  const reportOf = (token: string, name: string): Record<string, unknown> => ({
    schema: 'security-test-action/report@1',
    outcome: 'passed',
    application: { token },
    occurrences: [
      { name, method: 'GET', url: `https://${name}.test/`, severity: 'low', fixed: false }
    ]
  })
  const names = (set: ReturnType<typeof baselineFromReportFile>): string[] =>
    [...(set.details?.values() ?? [])].map((d) => d.name ?? '')

  it("picks the application's report from a file holding several", () => {
    const text = JSON.stringify([reportOf(A, 'shop'), reportOf(B, 'api')])
    expect(names(baselineFromReportFile(text, 'f', B))).toEqual(['api'])
    expect(() => baselineFromReportFile(text, 'f', 'c'.repeat(32))).toThrow(
      `the baseline file holds no report of application ${'c'.repeat(32)}`
    )
  })

  it("refuses another application's single report rather than read its occurrences as fixed", () => {
    const text = JSON.stringify(reportOf(A, 'shop'))
    expect(names(baselineFromReportFile(text, 'f', A))).toEqual(['shop'])
    expect(() => baselineFromReportFile(text, 'f', B)).toThrow(
      `the baseline file is the report of another application, not of ${B}`
    )
  })
})
