// Issue 29, property-based: documents whose findings and occurrences are known exactly (open and
// Fixed, findings without a location, nameless top-level occurrences, severities as labels, CVSS
// scores or numbers in rank fields), with one stated count planted beside them — per severity
// (plain, or named open/unfixed/new/active; spelled apart, run together, upper case or
// abbreviated; at the top, in a summary, one down, as a bucket of a list), a total of findings or
// occurrences (top level, in a summary, as an object, in a paging object, in a finding; paging
// words too), a status alone (open, remaining, fixed; at the top, in a summary-like object) — at,
// below or above what the document holds. The result is unreadable
// exactly when the count states more than the reader could account for: a count beyond what was
// read is never read as clean, a truthful one never refuses the result. A number in a rank field
// always counts as critical.
//
// Seeded and reproducible: FC_SEED=<n> replays a run; a failure prints its seed and path.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { parseResult, ResultParseError } from '../../src/findings/parse.js'
import { judge } from '../../src/findings/gate.js'
import { SEVERITIES, totalOf, type Severity } from '../../src/findings/types.js'

const SEED = Number(process.env.FC_SEED ?? 20261127)
const RUNS = Number(process.env.FC_RUNS ?? 1000)

type Obj = Record<string, unknown>
type Known = Exclude<Severity, 'unknown'>

// How a finding's severity is written, and what it must read as. Rank fields read as critical
// whatever their number, even beside a milder label (a summary may still count it under that
// label's severity: the third element).
const SEVERITY_FIELDS: Array<[Obj, Severity, Severity?]> = [
  [{ severity: 'Critical' }, 'critical'],
  [{ severity: 'High' }, 'high'],
  [{ risk: 'medium' }, 'medium'],
  [{ severity: 'Low' }, 'low'],
  [{ severity: 'Very Low' }, 'very-low'],
  [{ cvss_score: 7.5 }, 'high'],
  [{ severity: 2.1 }, 'low'],
  [{ severity: 'Severe-ish' }, 'unknown'],
  [{ priority: 1 }, 'critical'],
  [{ priority: '4' }, 'critical'],
  [{ rating: 2 }, 'critical'],
  [{ criticality: 0 }, 'critical'],
  [{ level: 3 }, 'critical'],
  [{ risk_level: 1 }, 'critical'],
  [{ severityRank: 5 }, 'critical'],
  [{ severity: 'Low', priority: 3 }, 'critical', 'low'],
  [{ Priority: 'High' }, 'high'],
  [{ rank: 2 }, 'critical'],
  [{ priority: 'P1' }, 'critical'],
  [{ priority: '#3' }, 'critical'],
  [{ severity: { name: 'Low', priority: 1 } }, 'critical', 'low'],
  [{ priority: [{ value: 2 }] }, 'critical']
]

type Field = (typeof SEVERITY_FIELDS)[number]

interface Entry {
  field: Field
  /** Its own occurrences: true when Fixed. */
  occs: boolean[]
}

const entry = fc.record({
  field: fc.constantFrom(...SEVERITY_FIELDS),
  occs: fc.array(fc.boolean(), { maxLength: 4 })
})
const lone = fc.record({ field: fc.constantFrom(...SEVERITY_FIELDS), fixed: fc.boolean() })

/** What the document holds, counted as the contract says the reader accounts for it. */
interface Truth {
  listed: number
  unfixed: number
  entries: number
  unfixedEntries: number
  bySeverity: Record<Severity, number>
  unfixedBySeverity: Record<Severity, number>
  /** Per entry: its occurrences (one, location unknown, when it lists none) and the unfixed. */
  perEntry: Array<{ listed: number; unfixed: number }>
}

function truthOf(entries: Entry[], top: Array<{ field: Field; fixed: boolean }>): Truth {
  const zero = () => Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as Record<Severity, number>
  const t: Truth = {
    listed: 0,
    unfixed: 0,
    entries: entries.length,
    unfixedEntries: 0,
    bySeverity: zero(),
    unfixedBySeverity: zero(),
    perEntry: []
  }
  const add = ([, severity, also]: Field, fixed: boolean) => {
    t.listed++
    t.bySeverity[severity]++
    if (also !== undefined) t.bySeverity[also]++
    if (!fixed) {
      t.unfixed++
      t.unfixedBySeverity[severity]++
      if (also !== undefined) t.unfixedBySeverity[also]++
    }
  }
  for (const e of entries) {
    const statuses = e.occs.length === 0 ? [false] : e.occs
    for (const fixed of statuses) add(e.field, fixed)
    const unfixed = statuses.filter((f) => !f).length
    if (unfixed > 0) t.unfixedEntries++
    t.perEntry.push({ listed: statuses.length, unfixed })
  }
  for (const o of top) add(o.field, o.fixed)
  return t
}

const KNOWN: Known[] = ['critical', 'high', 'medium', 'low', 'very-low']
const word = (s: Known, style: number): string => {
  const base = s === 'very-low' ? ['very_low', 'VeryLow', 'very_low'][style % 3]! : s
  return style % 2 === 0 ? base : base.charAt(0).toUpperCase() + base.slice(1)
}

/** A stated count: where it goes and the key it has, with what it is compared with. */
const claim = fc.oneof(
  // Per severity: plain, or named open/unfixed/new/active; at the top, in a summary, one down.
  fc.record({
    kind: fc.constant('severity' as const),
    severity: fc.constantFrom(...KNOWN),
    unfixed: fc.boolean(),
    prefix: fc.constantFrom('open', 'unfixed', 'new', 'active', 'notFixed'),
    style: fc.nat(5),
    // How the key is spelled: `critical_count`, run together, upper case, abbreviated.
    form: fc.nat(5),
    place: fc.constantFrom('top', 'summary', 'inner', 'holder', 'bucket')
  }),
  // A total of the document: of findings (either), of occurrences, bare; plain or unfixed.
  fc.record({
    kind: fc.constant('total' as const),
    of: fc.constantFrom('either', 'occurrences', 'bare'),
    unfixed: fc.boolean(),
    style: fc.nat(6),
    place: fc.constantFrom('top', 'summary', 'object', 'paging')
  }),
  // A count of unfixed (or Fixed) ones named by its status alone, where such a count is a claim.
  fc.record({
    kind: fc.constant('status' as const),
    key: fc.constantFrom('open', 'unfixed', 'remaining', 'new', 'Open', 'fixed'),
    place: fc.constantFrom('top', 'summary', 'stats', 'by_status')
  }),
  // A total in one finding entry: its occurrences.
  fc.record({
    kind: fc.constant('entry' as const),
    of: fc.constantFrom('occurrences', 'either', 'bare'),
    unfixed: fc.boolean(),
    style: fc.nat(3),
    which: fc.nat()
  })
)
type Claim = typeof claim extends fc.Arbitrary<infer C> ? C : never

// Style 0-3 anywhere; 4-6 (run together, upper case, paging words) at the document's level.
const TOTAL_KEYS: Record<string, [plain: string[], unfixed: string[]]> = {
  either: [
    [
      'total_vulnerabilities',
      'vulnerability_count',
      'numberOfFindings',
      'issues_total',
      'totalvulnerabilities',
      'TOTALVULNS',
      'total_risks'
    ],
    [
      'open_vulnerabilities',
      'unfixedFindings',
      'new_issues',
      'active_alerts',
      'openvulnerabilities',
      'REMAININGISSUES',
      'open_risks'
    ]
  ],
  occurrences: [
    [
      'occurrence_count',
      'totalOccurrences',
      'instances',
      'occurences_count',
      'occurrencecount',
      'TOTALINSTANCES',
      'occurrence_cnt'
    ],
    [
      'open_occurrences',
      'unfixed_instances',
      'newOccurrences',
      'active_occurrence_count',
      'openoccurrences',
      'UNFIXEDINSTANCES',
      'qty_open_occurrences'
    ]
  ],
  bare: [
    ['total', 'count', 'totalCount', 'total_count', 'total_results', 'totalItems', 'totalElements'],
    ['open_count', 'unfixed_total', 'openCount', 'total_open', 'opencount', 'TOTALOPEN', 'open_cnt']
  ]
}

/** A per-severity key in one of its spellings. */
function severityKey(
  s: Known,
  c: { unfixed: boolean; prefix: string; style: number; form: number }
) {
  const sev = word(s, c.style)
  const joined = sev.replace(/_/g, '')
  if (c.unfixed) {
    if (c.form % 3 === 0) return `${c.prefix}_${sev}`
    const key = `${c.prefix}${joined}`
    return c.form % 3 === 1 ? key.toLowerCase() : key.toUpperCase()
  }
  return [
    `${sev}_count`,
    `${joined}count`.toLowerCase(),
    `${joined}COUNT`.toUpperCase(),
    `num${joined}`.toLowerCase(),
    `${sev}_cnt`,
    `qty_${sev}`
  ][c.form]!
}

/** Puts the claim with `stated` into the document; what reading it may account for. */
function plant(doc: Obj, entries: Obj[], c: Claim, stated: number, t: Truth): number {
  if (c.kind === 'severity') {
    const sev = word(c.severity, c.style)
    const key = severityKey(c.severity, c)
    if (c.place === 'top') doc[key] = stated
    else if (c.place === 'bucket') {
      doc[c.unfixed ? 'open_by_severity' : 'severity_counts'] = [{ key: sev, count: stated }]
    } else if (c.place === 'summary') doc.vulnerability_summary = { [key]: stated }
    else if (c.place === 'inner') doc.stats = { [sev]: { [c.unfixed ? 'open' : 'count']: stated } }
    else doc.summary = { [c.unfixed ? 'open' : 'all']: { [sev]: stated } }
    // Occurrences of unknown severity may stand for any.
    const read = c.unfixed ? t.unfixedBySeverity : t.bySeverity
    return read[c.severity] + read.unknown
  }
  if (c.kind === 'status') {
    const unfixed = c.key !== 'fixed'
    if (c.place === 'top') doc[c.key] = stated
    else doc[c.place] = { [c.key]: stated }
    const occurrences = unfixed ? t.unfixed : t.listed
    return Math.max(occurrences, unfixed ? t.unfixedEntries : t.entries)
  }
  const key = TOTAL_KEYS[c.of]![c.unfixed ? 1 : 0][c.style]!
  if (c.kind === 'entry') {
    const i = c.which % entries.length
    ;(entries[i] as Obj)[key] = stated
    const own = t.perEntry[i]!
    return c.unfixed ? own.unfixed : own.listed
  }
  if (c.place === 'top') doc[key] = stated
  else if (c.place === 'object') doc[key] = { value: stated }
  else if (c.place === 'paging') doc.pagination = { page: 1, [key]: stated }
  else doc.vulnerability_summary = { high: 0, [key]: stated }
  const occurrences = c.unfixed ? t.unfixed : t.listed
  const findings = c.unfixed ? t.unfixedEntries : t.entries
  return c.of === 'occurrences' ? occurrences : Math.max(occurrences, findings)
}

const planted = fc
  .record({
    entries: fc.array(entry, { minLength: 1, maxLength: 5 }),
    top: fc.array(lone, { maxLength: 3 }),
    asMap: fc.boolean(),
    claim,
    delta: fc.integer({ min: -2, max: 3 })
  })
  .map(({ entries, top, asMap, claim: c, delta }) => {
    const t = truthOf(entries, top)
    let url = 0
    const occ = (fixed: boolean) => ({
      status: fixed ? 'Fixed' : 'Open',
      vulnerability: { Method: 'GET', Url: `https://app.test/${++url}` }
    })
    const docEntries: Obj[] = entries.map((e, i) => ({
      name: `Finding ${i}`,
      ...e.field[0],
      occurences: e.occs.map(occ)
    }))
    const doc: Obj = {
      project_name: 'Shop',
      request_count: 5000,
      page_count: 70,
      occurences: top.map((o) => ({ ...o.field[0], ...occ(o.fixed) })),
      vulnerabilities: asMap
        ? Object.fromEntries(docEntries.map((e, i) => [`v-${i}`, e]))
        : docEntries
    }
    const clean = structuredClone(doc)
    // Measured against what the reader may account for: at, below or above it.
    const accountedProbe = plant(
      {},
      docEntries.map(() => ({})),
      c,
      0,
      t
    )
    const stated = Math.max(0, accountedProbe + delta)
    const accounted = plant(doc, docEntries, c, stated, t)
    return { doc, clean, stated, accounted, truth: t }
  })

function read(doc: unknown) {
  try {
    return parseResult(JSON.stringify(doc))
  } catch (e) {
    if (e instanceof ResultParseError) return 'error' as const
    throw e
  }
}

describe('a stated count is unreadable exactly when it says more than was read', () => {
  it(`holds for ${RUNS} generated documents (seed ${SEED})`, () => {
    let refused = 0
    let readable = 0
    fc.assert(
      fc.property(planted, ({ doc, stated, accounted, truth }) => {
        const parsed = read(doc)
        if (stated > accounted) {
          // Never read as clean: refused.
          if (parsed !== 'error') throw new Error(`stated ${stated}, accounted ${accounted}: read`)
          refused++
          return
        }
        if (parsed === 'error') throw new Error(`stated ${stated} ≤ ${accounted}: refused`)
        readable++
        // What was read is what the document holds: every unfixed occurrence counts at any.
        const verdict = judge(parsed, {
          threshold: 'any',
          budget: { kind: 'total', max: 0 },
          now: 0
        })
        expect(totalOf(verdict.counts.counted)).toBe(truth.unfixed)
      }),
      { numRuns: RUNS, seed: SEED }
    )
    // Both sides of the line are exercised.
    expect(refused).toBeGreaterThan(RUNS / 5)
    expect(readable).toBeGreaterThan(RUNS / 5)
  })
})

describe('a number in a rank field is never read as a score', () => {
  it(`counts as critical in ${RUNS} generated documents (seed ${SEED})`, () => {
    fc.assert(
      fc.property(planted, ({ clean, truth }) => {
        const parsed = read(clean)
        if (parsed === 'error') throw new Error('a truthful document was refused')
        const atCritical = judge(parsed, {
          threshold: 'critical',
          budget: { kind: 'total', max: 0 },
          now: 0
        })
        // Critical and unknown count at critical: every rank-rated finding among them.
        expect(totalOf(atCritical.counts.counted)).toBe(
          truth.unfixedBySeverity.critical + truth.unfixedBySeverity.unknown
        )
        // Shown as the service wrote it ("priority 1"), never scored from it.
        for (const f of parsed.findings) {
          if (
            /^(priority|rating|criticality|level|risk_level|severityRank|rank|severity\.priority|priority\.value) /.test(
              f.severityLabel ?? ''
            )
          ) {
            expect(f.severity).toBe('critical')
            expect(f.score).toBeUndefined()
          }
        }
      }),
      { numRuns: RUNS, seed: SEED }
    )
  })
})
