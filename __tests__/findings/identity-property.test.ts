// Property: an entry covers exactly what was reviewed. For generated results, adopt them as the
// `adopt` command does (the real adopt writer for the accepted risks, the real JSON report for the
// baseline file, both read back by the real readers), then change an occurrence's severity
// upward, its route fragment, or the order of findings without a location (a more severe one put
// first): every open occurrence that today's result does not hold at its identity and at that
// severity or a worse one counts, flagged new, escalated or regressed — never hidden.
// Seeded and reproducible: FC_SEED=<n> replays a run; a failure prints its seed and path.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { addAdoptedEntries } from '../../src/findings/adopt-writer.js'
import { baselineFromReportFile } from '../../src/findings/baseline.js'
import { judge } from '../../src/findings/gate.js'
import { parseAcceptedRisks } from '../../src/findings/ignore-file.js'
import { parseResult } from '../../src/findings/parse.js'
import { reach } from '../../src/findings/severity.js'
import type { GateOptions, ParsedResult } from '../../src/findings/types.js'
import { buildJsonReport } from '../../src/report/json-report.js'
import { context } from '../../__fixtures__/report-context.js'

const SEED = Number(process.env.FC_SEED ?? 20261127)
const RUNS = Number(process.env.FC_RUNS ?? 1000)
const now = Date.parse('2026-06-01T12:00:00Z')
const LABELS = ['Very Low', 'Low', 'Medium', 'High', 'Critical'] as const
const SITE = 'https://shop.test'
const URLS = [
  '',
  `${SITE}/a`,
  `${SITE}/#/cart`,
  `${SITE}/#!/cart`,
  `${SITE}/help#top`,
  `${SITE}/?q=1`
]

interface Occ {
  url: string
  fixed: boolean
}
interface Entry {
  name: string
  severity: number
  /** Empty: the finding lists no location. */
  occurrences: Occ[]
}

const occ = fc.record({ url: fc.constantFrom(...URLS), fixed: fc.boolean() })
const entry = fc.record({
  name: fc.constantFrom('XSS', 'SQL Injection', 'Weak TLS'),
  severity: fc.integer({ min: 0, max: LABELS.length - 1 }),
  occurrences: fc.array(occ, { maxLength: 3 })
})
type Change = { kind: 'severity' | 'route' | 'unlocated'; at: number; to: number }
const change: fc.Arbitrary<Change> = fc.record({
  kind: fc.constantFrom('severity', 'route', 'unlocated'),
  at: fc.nat(),
  to: fc.integer({ min: 1, max: LABELS.length - 1 })
})

function documentOf(entries: Entry[]): unknown {
  return {
    vulnerabilities: entries.map((e) => ({
      name: e.name,
      severity: LABELS[e.severity],
      occurences: e.occurrences.map((o) => ({
        status: o.fixed ? 'Fixed' : 'Open',
        vulnerability: { Method: 'GET', Url: o.url }
      }))
    }))
  }
}

/** The result changed by `c`: one entry more severe, one URL at another route, or a more severe location-less entry first. */
function changed(entries: Entry[], c: Change): Entry[] {
  const copy = structuredClone(entries)
  const target = copy[c.at % Math.max(1, copy.length)]
  if (target === undefined) return copy
  if (c.kind === 'severity') target.severity = Math.min(LABELS.length - 1, target.severity + c.to)
  else if (c.kind === 'route') {
    const o = target.occurrences[c.at % Math.max(1, target.occurrences.length)]
    if (o) o.url = `${SITE}/#/route-${c.to}`
  } else {
    const severity = Math.min(LABELS.length - 1, target.severity + c.to)
    copy.unshift({ name: target.name, severity, occurrences: [] })
  }
  return copy
}

const OPTIONS = { threshold: 'any', budget: { kind: 'total', max: 0 }, now } as const

/** What `adopt` writes for `adopted`: its accepted risks and its baseline file, read back. */
function adopt(adopted: ParsedResult): Pick<GateOptions, 'ignore' | 'baseline'> {
  const counted = judge(adopted, OPTIONS).occurrences.filter((o) => o.counted)
  const ignore = parseAcceptedRisks(addAdoptedEntries('', counted, now, 90 * 86_400_000).text).rules
  const ids = new Set(counted.map((o) => o.id))
  const inBaseline = {
    ...adopted,
    occurrences: adopted.occurrences.filter((o) => o.fixed || ids.has(o.id))
  }
  const verdict = judge(inBaseline, OPTIONS)
  // As adopt writes it: its file is a baseline whatever the verdict of what it adopted says.
  const report = {
    ...buildJsonReport(context(adopted.findings, verdict.occurrences, { verdict })),
    command: 'adopt'
  }
  const baseline = baselineFromReportFile(JSON.stringify(report, null, 2), 'file baseline.json')
  return { ignore, baseline }
}

describe('identity property', () => {
  it(`a changed occurrence never passes unflagged (${RUNS} runs, seed ${SEED})`, () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 5 }), change, (entries, c) => {
        const before = parseResult(documentOf(entries))
        const files = adopt(before)
        const after = parseResult(documentOf(changed(entries, c)))
        const verdict = judge(after, { ...OPTIONS, ...files })
        const held = new Map<string, (typeof before.occurrences)[number]>()
        for (const o of before.occurrences) if (!o.fixed) held.set(o.id, o)
        for (const o of verdict.occurrences) {
          if (o.fixed) continue
          const was = held.get(o.id)
          if (was !== undefined && reach(o.severity) >= reach(was.severity)) continue
          // Not reviewed as it is now: counted, and says why.
          expect([o.id, o.counted]).toEqual([o.id, true])
          expect(o.isNew || o.escalatedFrom !== undefined || o.regressed === true).toBe(true)
        }
        // And what was reviewed, unchanged, still passes.
        expect(judge(before, { ...OPTIONS, ...files }).passed).toBe(true)
      }),
      { numRuns: RUNS, seed: SEED }
    )
  })
})
