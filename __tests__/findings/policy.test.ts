// Keeping the gate on: policy rules (block / warn / monitor), regressions that always count,
// expiring and stale accepted risks, and the entries adopt appends to the accepted-risks file.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { parse } from 'yaml'
import { addAdoptedEntries } from '../../src/findings/adopt-writer.js'
import { baselineFromResult } from '../../src/findings/baseline.js'
import { judge } from '../../src/findings/gate.js'
import { IgnoreFileError, parseAcceptedRisks } from '../../src/findings/ignore-file.js'
import { parseResult } from '../../src/findings/parse.js'
import { isWarned, removeEntryNotices } from '../../src/findings/regressions.js'
import {
  SEVERITIES,
  type GateOptions,
  type IgnoreRule,
  type JudgedOccurrence,
  type PolicyRule
} from '../../src/findings/types.js'

const now = Date.parse('2026-06-01T12:00:00Z')
const DAY = 86_400_000
const LABEL = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  'very-low': 'Very Low'
}

/** Findings by name: severity, CWE, and their occurrences (path → status). */
interface Spec {
  name: string
  severity: keyof typeof LABEL
  cwe?: number
  at: Record<string, string>
}

function result(specs: Spec[]) {
  return parseResult({
    vulnerabilities: specs.map((s) => ({
      name: s.name,
      severity: LABEL[s.severity],
      ...(s.cwe === undefined ? {} : { cwe: `CWE-${s.cwe}` }),
      occurences: Object.entries(s.at).map(([path, status]) => ({
        status,
        vulnerability: { Method: 'GET', Url: `https://x.test${path}` }
      }))
    }))
  })
}

const SHOP: Spec[] = [
  { name: 'SQL Injection', severity: 'critical', cwe: 89, at: { '/a': 'Open', '/b': 'Fixed' } },
  { name: 'Cross-Site Scripting', severity: 'high', cwe: 79, at: { '/c': 'Open' } },
  { name: 'Missing Header', severity: 'low', cwe: 693, at: { '/d': 'Open' } }
]

function gate(specs: Spec[], o: Partial<GateOptions> = {}) {
  const parsed = result(specs)
  return judge(parsed, {
    threshold: 'any',
    budget: { kind: 'total', max: 0 },
    now,
    findings: parsed.findings,
    ...o
  })
}

const stateOf = (v: { occurrences: readonly JudgedOccurrence[] }, url: string) =>
  v.occurrences.find((o) => o.url === `https://x.test${url}`)

describe('policy rules in the accepted-risks file', () => {
  it('reads finding, cwe and severity rules with their modes and lines', () => {
    const { policy } = parseAcceptedRisks(`version: 1
policy:
  - finding: "  Missing HEADER "
    mode: warn
  - cwe: CWE-79
    mode: monitor
  - cwe: 89
    severity: Critical
  - severity: very-low
    mode: Warn
`)
    expect(policy).toEqual([
      { finding: 'missing header', mode: 'warn', line: 3 },
      { cwe: 'CWE-79', mode: 'monitor', line: 5 },
      { cwe: 'CWE-89', severity: 'critical', mode: 'block', line: 7 },
      { severity: 'very-low', mode: 'warn', line: 9 }
    ])
  })

  it('refuses unknown keys, bad modes and rules that would match everything, naming the line', () => {
    let problems: string[] = []
    try {
      parseAcceptedRisks(`policy:
  - finding: A
    mode: blok
  - findng: B
    mode: warn
  - mode: warn
  - severity: any
    mode: warn
  - cwe: "*"
    mode: monitor
`)
    } catch (e) {
      expect(e).toBeInstanceOf(IgnoreFileError)
      problems = (e as IgnoreFileError).problems
    }
    expect(problems).toEqual([
      'policy rule #1 (line 2): mode must be block, warn or monitor, not "blok"',
      'policy rule #2 (line 4): unknown key "findng" (use finding, cwe, severity, mode, reason)',
      'policy rule #3 (line 6): needs finding, cwe or severity: a rule never matches every finding',
      'policy rule #4 (line 7): severity must be one of critical, high, medium, low, very-low, unknown, not "any"',
      'policy rule #5 (line 9): cwe must be one CWE such as CWE-79 (or 79), not "*"'
    ])
  })

  it('warn is shown and never counted; monitor is kept out; block is as without a policy', () => {
    const v = gate(SHOP, {
      policy: [
        { finding: 'missing header', mode: 'warn' },
        { cwe: 'CWE-79', mode: 'monitor' },
        { severity: 'critical', mode: 'block' }
      ]
    })
    expect(stateOf(v, '/d')).toMatchObject({ state: 'warned', counted: false })
    expect(stateOf(v, '/c')).toMatchObject({ state: 'monitored', counted: false })
    expect(stateOf(v, '/a')).toMatchObject({ state: 'new', counted: true })
    expect(v.counts.warned.low).toBe(1)
    expect(v.passed).toBe(false)
  })

  it('a passing gate with warn findings is warned; a failing one is failed', () => {
    const rules: PolicyRule[] = [
      { severity: 'critical', mode: 'warn' },
      { severity: 'high', mode: 'monitor' },
      { severity: 'low', mode: 'monitor' }
    ]
    const v = gate(SHOP, { policy: rules })
    expect(v.passed).toBe(true)
    expect(isWarned(v)).toBe(true)
    expect(isWarned(gate(SHOP, { policy: rules.slice(1) }))).toBe(false)
  })

  it('matches exactly: the first matching rule decides, a name is the whole name (property)', () => {
    const name = fc.constantFrom('SQL Injection', 'Cross-Site Scripting', 'Missing Header')
    const rule = fc.record(
      {
        finding: fc.oneof(name, fc.constantFrom('SQL', 'Injection', 'sql injection ', '*', '')),
        cwe: fc.constantFrom('CWE-89', 'CWE-79', 'CWE-693', 'CWE-1'),
        severity: fc.constantFrom(...SEVERITIES),
        mode: fc.constantFrom('block', 'warn', 'monitor' as const)
      },
      { requiredKeys: ['mode'] }
    )
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 5 }), (raw) => {
        const rules = raw
          .filter((r) => r.finding !== undefined || r.cwe !== undefined || r.severity !== undefined)
          .map((r) => ({
            ...r,
            ...(r.finding === undefined ? {} : { finding: r.finding.trim().toLowerCase() })
          }))
        const v = gate(SHOP, { policy: rules })
        for (const o of v.occurrences) {
          if (o.fixed) continue
          const spec = SHOP.find((s) => s.name === o.name)
          const expected = rules.find(
            (r) =>
              (r.finding === undefined || r.finding === o.name.toLowerCase()) &&
              (r.cwe === undefined || r.cwe === `CWE-${spec?.cwe}`) &&
              (r.severity === undefined || r.severity === o.severity)
          )?.mode
          const state =
            expected === 'warn' ? 'warned' : expected === 'monitor' ? 'monitored' : 'new'
          if (o.state !== state) return false
        }
        return true
      })
    )
  })
})

describe('regressions', () => {
  const baseline = baselineFromResult(result(SHOP), 'file b.json')
  const reopened = SHOP.map((s) =>
    s.name === 'SQL Injection' ? { ...s, at: { '/a': 'Open', '/b': 'Open' } } : s
  )

  it('count though the baseline, an accepted risk and a policy would hide them', () => {
    const ignore: IgnoreRule[] = [{ finding: 'SQL Injection', reason: 'r', expires: '2999-01-01' }]
    const v = gate(reopened, {
      baseline,
      ignore,
      policy: [{ cwe: 'CWE-89', mode: 'monitor' }]
    })
    expect(stateOf(v, '/b')).toMatchObject({ state: 'new', counted: true, regressed: true })
    expect(stateOf(v, '/a')).toMatchObject({ state: 'ignored', counted: false, regressed: false })
    expect(v.counts.regressed.critical).toBe(1)
    expect(v.passed).toBe(false)
  })

  it('respect fail-threshold: none never fails on findings', () => {
    const v = gate(reopened, { baseline, threshold: 'none' })
    expect(stateOf(v, '/b')).toMatchObject({ state: 'below-threshold', regressed: true })
    expect(v.passed).toBe(true)
  })

  it('are exactly the occurrences fixed in the baseline and open now (property)', () => {
    const paths = ['/p0', '/p1', '/p2', '/p3']
    const status = fc.constantFrom('Open', 'Fixed', undefined)
    fc.assert(
      fc.property(
        fc.array(status, { minLength: 4, maxLength: 4 }),
        fc.array(status, { minLength: 4, maxLength: 4 }),
        (before, after) => {
          const spec = (s: (string | undefined)[]): Spec[] => [
            {
              name: 'F',
              severity: 'high',
              at: Object.fromEntries(
                paths.flatMap((p, i) => (s[i] === undefined ? [] : [[p, s[i] as string]]))
              )
            }
          ]
          if (spec(after)[0]?.at && Object.keys(spec(after)[0]?.at ?? {}).length === 0) return true
          if (Object.keys(spec(before)[0]?.at ?? {}).length === 0) return true
          const b = baselineFromResult(result(spec(before)), 'b')
          const v = gate(spec(after), {
            baseline: b,
            ignore: [{ finding: 'F', reason: 'r', expires: '2999-01-01' }]
          })
          return paths.every((p, i) => {
            const o = stateOf(v, p)
            const regressed = before[i] === 'Fixed' && after[i] === 'Open'
            return o === undefined
              ? after[i] === undefined
              : (o.regressed === true) === regressed && o.counted === regressed
          })
        }
      )
    )
  })
})

describe('regressions the service or the previous test tells', () => {
  const ignore: IgnoreRule[] = [{ finding: 'SQL Injection', reason: 'r', expires: '2999-01-01' }]

  it.each(['Re-opened', 'reopened', 'RE OPENED', 're_opened', 'Regressed'])(
    'the status %s is a regression, counted though accepted and in the baseline',
    (status) => {
      const specs = SHOP.map((s) =>
        s.name === 'SQL Injection' ? { ...s, at: { '/a': status, '/b': 'Fixed' } } : s
      )
      const v = gate(specs, { baseline: baselineFromResult(result(SHOP), 'b'), ignore })
      expect(stateOf(v, '/a')).toMatchObject({ counted: true, regressed: true })
      expect(v.passed).toBe(false)
      expect(v.line).toContain('(1 regressed: was Fixed, open again)')
    }
  )

  it('other statuses are not', () => {
    for (const status of ['Open', 'Not Fixed', 'New', 'opened', 'Re-opened later']) {
      const specs = SHOP.map((s) =>
        s.name === 'SQL Injection' ? { ...s, at: { '/a': status } } : s
      )
      expect(stateOf(gate(specs, { ignore }), '/a')).toMatchObject({ regressed: false })
    }
  })

  it('an occurrence the previous test had as Fixed counts, whatever the baseline says', () => {
    const id = stateOf(gate(SHOP), '/a')?.id ?? ''
    const v = gate(SHOP, {
      baseline: baselineFromResult(result(SHOP), 'b'),
      ignore,
      previouslyFixed: new Set([id])
    })
    expect(stateOf(v, '/a')).toMatchObject({ counted: true, regressed: true })
    expect(stateOf(v, '/c')).toMatchObject({ counted: false, regressed: false })
  })
})

describe('expiring and stale accepted risks', () => {
  const rules = (expires: string): IgnoreRule[] => [
    { finding: 'SQL Injection', reason: 'r', expires },
    { finding: 'Gone Finding', reason: 'r', expires: '2999-01-01' },
    {
      finding: 'cross-site scripting',
      url: 'https://x.test/elsewhere',
      reason: 'r',
      expires: '2999-01-01'
    },
    { finding: 'Cross-Site Scripting', reason: 'r', expires: '2999-01-01' },
    { finding: 'Cross-Site Scripting', reason: 'shadowed, not stale', expires: '2999-01-01' }
  ]

  it('an entry in use expiring within expiry-warning is expiring; unused unexpired ones are stale', () => {
    const v = gate(SHOP, { ignore: rules('2026-06-10'), expiryWarningMs: 14 * DAY })
    expect(v.expiringRules.map((r) => r.expires)).toEqual(['2026-06-10'])
    expect(v.staleRules.map((r) => r.finding)).toEqual(['Gone Finding', 'cross-site scripting'])
    expect(
      gate(SHOP, { ignore: rules('2026-07-10'), expiryWarningMs: 14 * DAY }).expiringRules
    ).toEqual([])
    expect(gate(SHOP, { ignore: rules('2026-06-10'), expiryWarningMs: 0 }).expiringRules).toEqual(
      []
    )
  })

  it('says "fixed — remove this entry" of stale ones, except when several applications share them', () => {
    const all = rules('2999-01-01').map((r, i) => ({ ...r, line: 3 + 3 * i }))
    const v = gate(SHOP, { ignore: all })
    expect(removeEntryNotices(v, all, undefined, false)).toEqual([
      'accepted risk #2 (line 6) for "Gone Finding": fixed — remove this entry (it matches no open occurrence)',
      'accepted risk #3 (line 9) for "cross-site scripting": fixed — remove this entry (it matches no open occurrence)'
    ])
    expect(removeEntryNotices(v, all, undefined, false, true)).toEqual([])
  })

  it('an expired entry counts again even when the baseline holds its occurrence', () => {
    const baseline = baselineFromResult(result(SHOP), 'b')
    const v = gate(SHOP, {
      baseline,
      ignore: [{ finding: 'SQL Injection', reason: 'r', expires: '2026-01-01' }]
    })
    expect(stateOf(v, '/a')).toMatchObject({ state: 'existing', counted: true })
    expect(stateOf(v, '/c')).toMatchObject({ state: 'existing', counted: false })
  })

  it('warns of an expired entry only when it no longer hides an open occurrence', () => {
    const ignore: IgnoreRule[] = [
      { finding: 'SQL Injection', reason: 'old', expires: '2026-01-01' },
      { finding: 'SQL Injection', reason: 'renewed', expires: '2999-01-01' },
      { finding: 'Gone Finding', reason: 'old', expires: '2026-01-01' },
      { finding: 'Missing Header', reason: 'old', expires: '2026-01-01' }
    ]
    const v = gate(SHOP, { ignore })
    const expiredWarnings = v.warnings.filter((w) => w.includes('expired'))
    // Covered by the renewed entry: nothing; gone: "remove this entry"; the header counts again.
    expect(expiredWarnings).toEqual([
      'accepted risk #4 for "Missing Header" expired on 2026-01-01 and counts again'
    ])
    expect(removeEntryNotices(v, ignore, undefined, false)).toEqual([
      'accepted risk #3 for "Gone Finding": fixed — remove this entry (it matches no open occurrence)'
    ])
  })

  it('an entry whose only match is a regression it cannot hide is not in use: no warned', () => {
    const baseline = baselineFromResult(result(SHOP), 'b')
    const reopened = SHOP.map((s) =>
      s.name === 'SQL Injection' ? { ...s, at: { '/a': 'Fixed', '/b': 'Open' } } : s
    )
    const v = gate(reopened, {
      baseline,
      ignore: [{ finding: 'SQL Injection', reason: 'r', expires: '2026-06-05' }],
      expiryWarningMs: 14 * DAY
    })
    expect(stateOf(v, '/b')).toMatchObject({ regressed: true, counted: true })
    expect(v.expiringRules).toEqual([])
    expect(v.staleRules).toEqual([])
  })
})

describe('adopt appends entries to the accepted-risks file', () => {
  const counted = gate(SHOP).occurrences.filter((o) => o.counted)
  const EXISTING = `# Reviewed by security.
version: 1
ignore:
    # The banner:   public anyway.
    -   finding: Server Banner     # spaced oddly on purpose
        reason: "Public; SEC-9"
        expires: 2999-01-01
# Warn about headers for now.
policy:
  - cwe: 693
    mode: warn
`

  it('keeps every byte of the file and adds one entry per occurrence after the last', () => {
    const out = addAdoptedEntries(EXISTING, counted, now, 90 * DAY)
    expect(out).toMatchObject({ added: 3, left: 0, adopted: '2026-06-01', expires: '2026-08-30' })
    const insertAt = EXISTING.indexOf('# Warn about')
    expect(out.text.startsWith(EXISTING.slice(0, insertAt))).toBe(true)
    expect(out.text.endsWith(EXISTING.slice(insertAt))).toBe(true)
    const read = parseAcceptedRisks(out.text)
    expect(read.policy).toHaveLength(1)
    expect(read.rules.slice(1)).toEqual(
      counted.map((o) =>
        expect.objectContaining({
          id: o.id,
          reason: 'adopted',
          adopted: '2026-06-01',
          expires: '2026-08-30'
        })
      )
    )
    expect(out.text).toContain('    # critical: SQL Injection — GET https://x.test/a\n    - id: ')
  })

  it('makes the list in an empty file, a file without one, and under an empty ignore:', () => {
    for (const text of [
      '',
      '# nothing yet\n',
      'version: 1',
      'version: 1\nignore:\n',
      'ignore: []\n'
    ]) {
      const out = addAdoptedEntries(text, counted, now, 30 * DAY)
      const doc = parse(out.text) as { ignore: Array<{ id: string }> }
      expect(doc.ignore.map((e) => e.id)).toEqual(counted.map((o) => o.id))
      if (text.startsWith('#')) expect(out.text).toContain('# nothing yet')
    }
  })

  it('inserts as text in every layout: comments, layout and line endings stay', () => {
    const cases: Array<[string, string]> = [
      // [file, the part of it that must come before the new entries]
      [
        '# top\nignore: # nothing yet\n# policy later\npolicy:\n  - severity: low\n    mode: warn\n',
        '# top\nignore: # nothing yet\n'
      ],
      ['ignore: [] # none yet\n# policy later\npolicy: []\n', 'ignore:  # none yet\n'],
      ['ignore: ~\npolicy: []\n', 'ignore: \n'],
      [
        'ignore:\n  - finding: A\n    reason: r\n    expires: 2999-01-01\n  # about A, kept with it\n\n# policy later\npolicy: []\n',
        'ignore:\n  - finding: A\n    reason: r\n    expires: 2999-01-01\n  # about A, kept with it\n'
      ],
      [
        'ignore:\n- finding: A\n  reason: r\n  expires: 2999-01-01\n  # about A\n# top level\npolicy: []\n',
        'ignore:\n- finding: A\n  reason: r\n  expires: 2999-01-01\n  # about A\n'
      ]
    ]
    for (const crlf of [false, true]) {
      for (const [lf, head] of cases) {
        const eol = (t: string) => (crlf ? t.replace(/\n/g, '\r\n') : t)
        const text = eol(lf)
        const out = addAdoptedEntries(text, counted, now, 30 * DAY).text
        expect([crlf, out.slice(0, eol(head).length)]).toEqual([crlf, eol(head)])
        // What followed the list follows the new entries, unchanged.
        const rest = text.slice(
          text.indexOf(eol('\n'), text.indexOf('nothing yet')) + eol('\n').length
        )
        if (lf.startsWith('# top')) expect(out.endsWith(rest)).toBe(true)
        if (crlf) expect(out.replace(/\r\n/g, '')).not.toContain('\n')
        for (const comment of lf.match(/#.*$/gm) ?? []) expect(out).toContain(comment)
        const read = parseAcceptedRisks(out)
        expect(read.rules.filter((r) => r.reason === 'adopted').map((r) => r.id)).toEqual(
          counted.map((o) => o.id)
        )
      }
    }
  })

  it('adds flow entries to a flow list, keeping it and its neighbours', () => {
    const text = 'ignore: [{finding: A, reason: r, expires: 2999-01-01}] # old\npolicy: []\n'
    const out = addAdoptedEntries(text, counted, now, 30 * DAY).text
    expect(out.startsWith('ignore: [{finding: A, reason: r, expires: 2999-01-01},\n')).toBe(true)
    expect(out.endsWith('] # old\npolicy: []\n')).toBe(true)
    const read = parseAcceptedRisks(out)
    expect(read.rules.map((r) => r.id ?? r.finding)).toEqual(['A', ...counted.map((o) => o.id)])
  })

  it('keeps hostile names inside their comment line', () => {
    const hostile = gate([
      { name: 'X\nignore: []\n# ', severity: 'high', at: { '/x\n- id: 0': 'Open' } }
    ]).occurrences.filter((o) => o.counted)
    const out = addAdoptedEntries(EXISTING, hostile, now, DAY)
    const read = parseAcceptedRisks(out.text)
    expect(read.rules).toHaveLength(2)
    expect(read.rules[1]?.id).toBe(hostile[0]?.id)
  })

  it('refuses a file whose ignore is not a list', () => {
    expect(() => addAdoptedEntries('ignore: 3\n', counted, now, DAY)).toThrow(IgnoreFileError)
    expect(() => addAdoptedEntries('- a\n', counted, now, DAY)).toThrow(IgnoreFileError)
  })
})

describe('the inputs of adopt and warned', () => {
  it('take days, refuse other units, and refuse a baseline adopt cannot write', async () => {
    const { configFor, problemOf, MINIMAL } = await import('../../__fixtures__/inputs.js')
    const config = configFor({ ...MINIMAL, 'adopt-expiry': '12w', 'expiry-warning': '0d' })
    expect([config.adoptExpiryMs, config.expiryWarningMs]).toEqual([84 * DAY, 0])
    expect(problemOf('adopt-expiry', { 'adopt-expiry': '2h' })).toBe(
      '"2h" is not a number of days; e.g. 90d'
    )
    expect(problemOf('adopt-expiry', { 'adopt-expiry': '0d' })).toBe(
      '"0d" is too short; use at least 1d, e.g. 90d'
    )
    expect(problemOf('baseline', { command: 'adopt', baseline: 'previous' })).toMatch(
      /^previous is not a file; adopt writes the baseline to a path/
    )
  })
})
