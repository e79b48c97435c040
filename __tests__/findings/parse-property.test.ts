// Issue 20, property-based: documents are generated that plant open findings of known severities
// in every shape the reader knows — top level, per finding, maps by id, aliases in any case,
// nesting, duplicates (Fixed or milder copies), findings without a location, summaries — plus
// random noise. For every threshold the gate either counts at least the planted occurrences, or
// the result is refused (`error`). Never `passed` on what was planted.
//
// Seeded and reproducible: FC_SEED=<n> replays a run; a failure prints its seed and path.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { parseResult, ResultParseError } from '../../src/findings/parse.js'
import { judge } from '../../src/findings/gate.js'
import { atOrAbove } from '../../src/findings/severity.js'
import { totalOf, type Severity, type Threshold } from '../../src/findings/types.js'

const SEED = Number(process.env.FC_SEED ?? 20261124)
const RUNS = Number(process.env.FC_RUNS ?? 1000)
const THRESHOLDS: Threshold[] = ['critical', 'high', 'medium', 'low', 'very-low', 'any']

type Obj = Record<string, unknown>
/** A planted part: where it goes, and the severities of the distinct open occurrences it adds. */
interface Piece {
  place: (doc: Obj, uid: () => number) => Severity[]
}

// Labels as a service may write them, with the severity each must read as.
const LABELS: [string | number | undefined, Severity][] = [
  ['Critical', 'critical'],
  ['CRITICAL', 'critical'],
  [9.8, 'critical'],
  ['9.1', 'critical'],
  ['High', 'high'],
  ['high', 'high'],
  [7.5, 'high'],
  ['Medium', 'medium'],
  ['moderate', 'medium'],
  [5, 'medium'],
  ['Low', 'low'],
  [2.1, 'low'],
  ['Very Low', 'very-low'],
  ['very_low', 'very-low'],
  ['Informational', 'very-low'],
  ['Severe-ish', 'unknown'],
  [undefined, 'unknown']
]
const label = fc.constantFrom(...LABELS)
const severityKey = fc.constantFrom(
  'severity',
  'risk',
  'risk_level',
  'Severity',
  'priority',
  'riskRating',
  'criticality'
)
// Wide entries: the fields that matter may stand past any number of others.
const padding = fc.constantFrom(0, 0, 0, 70)
function padded(entry: Obj, n: number): Obj {
  if (n === 0) return entry
  return { ...Object.fromEntries(Array.from({ length: n }, (_, i) => [`pad${i}`, 'x'])), ...entry }
}
const openStatus = fc.constantFrom('Open', 'Not Fixed', 'New', 'Re-opened', 'open', undefined)
const method = fc.constantFrom('GET', 'POST', 'put', 'DELETE')
const name = fc.constantFrom('SQL Injection', 'XSS', 'CSRF', 'Open Redirect', 'Banner', '')

function withSeverity(entry: Obj, key: string, value: string | number | undefined): Obj {
  return value === undefined ? entry : { ...entry, [key]: value }
}

/** One occurrence in one of the shapes that are read (spec, flat, uri/state, verb/endpoint). */
const occurrenceShape = fc.record({ shape: fc.nat(3), status: openStatus, method })
function occurrence(o: { shape: number; status?: string; method: string }, url: string): Obj {
  const status = o.status === undefined ? {} : { status: o.status }
  switch (o.shape) {
    case 0:
      return { ...status, vulnerability: { Method: o.method, Url: url } }
    case 1:
      return { method: o.method, url, status: o.status ?? 'Open' }
    case 2:
      return { uri: url, state: o.status ?? 'open' }
    default:
      return { verb: o.method, endpoint: url }
  }
}

const occurrenceKey = fc.constantFrom(
  'occurences',
  'occurrences',
  'Occurrences',
  'instances',
  'hits'
)
const findingListKey = fc.constantFrom(
  'vulnerabilities',
  'signatures',
  'vulnerability_list',
  'issues',
  'findings',
  'results',
  'Vulnerabilities',
  'problems',
  'catalogue'
)
const wrapping = fc.array(fc.constantFrom('object', 'list'), { maxLength: 3 })
const wrapKey = fc.constantFrom('report', 'data', 'scan', 'page')

/** Puts `value` under `key` at the document level, wrapped in objects or lists. */
function put(doc: Obj, key: string, value: unknown, wraps: string[], outer: string): void {
  let v: unknown = { [key]: value }
  for (const w of wraps) v = w === 'list' ? [v] : { [outer]: v }
  const slot = `${outer}_${Object.keys(doc).length}`
  if (wraps.length === 0) {
    // Beside what is there already: a second list of the same name gets a numbered key.
    doc[key in doc ? `${key}_${Object.keys(doc).length}` : key] = value
  } else doc[slot] = v
}

/** A map by id; sometimes with a count beside the entries, as APIs keyed by id often carry. */
function asMap(entries: Obj[], uid: () => number, withCount = false): Obj {
  const map = Object.fromEntries(entries.map((e) => [`id-${uid()}`, e]))
  return withCount ? { count: entries.length, ...map } : map
}

/** A top-level occurrence that carries its finding's name and severity. */
const topLevelOccurrence: fc.Arbitrary<Piece> = fc
  .record({
    name,
    label,
    severityKey,
    occ: occurrenceShape,
    key: occurrenceKey,
    wraps: wrapping,
    outer: wrapKey
  })
  .map((p) => ({
    place: (doc, uid) => {
      const url = `https://app.test/t/${uid()}`
      // Without a severity of its own it takes the severity of the finding it names: a name of
      // its own keeps it unknown.
      const named = p.label[0] === undefined ? `Unrated ${uid()}` : p.name
      const entry = withSeverity(
        { name: named, ...occurrence(p.occ, url) },
        p.severityKey,
        p.label[0]
      )
      put(doc, p.key, [entry], p.wraps, p.outer)
      return [p.label[1]]
    }
  }))

/** A finding with occurrences of its own, in a list or a map, under any list name. */
const findingWithOccurrences: fc.Arbitrary<Piece> = fc
  .record({
    name,
    label,
    severityKey,
    occs: fc.array(occurrenceShape, { minLength: 1, maxLength: 4 }),
    occKey: occurrenceKey,
    occAsMap: fc.boolean(),
    listKey: findingListKey,
    listAsMap: fc.boolean(),
    mapCount: fc.boolean(),
    pad: padding,
    wraps: wrapping,
    outer: wrapKey
  })
  .map((p) => ({
    place: (doc, uid) => {
      const occs = p.occs.map((o) => occurrence(o, `https://app.test/f/${uid()}`))
      const entry = padded(
        withSeverity(
          {
            name: p.name,
            description: 'planted',
            [p.occKey]: p.occAsMap ? asMap(occs, uid, p.mapCount) : occs
          },
          p.severityKey,
          p.label[0]
        ),
        p.pad
      )
      put(doc, p.listKey, p.listAsMap ? asMap([entry], uid, p.mapCount) : [entry], p.wraps, p.outer)
      return occs.map(() => p.label[1])
    }
  }))

/** A finding that lists no location: one occurrence, location unknown (a name of its own). */
const findingWithoutLocation: fc.Arbitrary<Piece> = fc
  .record({
    label: fc.constantFrom(...LABELS.filter(([l]) => l !== undefined)),
    severityKey,
    listKey: findingListKey,
    occKey: fc.constantFrom('occurences', 'occurrences', undefined),
    pad: padding,
    fixedSibling: fc.boolean(),
    wraps: wrapping,
    outer: wrapKey
  })
  .map((p) => ({
    place: (doc, uid) => {
      const name = `Lost ${uid()}`
      const entry = padded(
        withSeverity(
          { name, ...(p.occKey === undefined ? {} : { [p.occKey]: [] }) },
          p.severityKey,
          p.label[0]
        ),
        p.pad
      )
      // Another entry of the same name whose own occurrence is Fixed accounts for nothing here.
      const sibling = withSeverity(
        {
          name,
          occurences: [{ status: 'Fixed', url: `https://app.test/x/${uid()}`, method: 'GET' }]
        },
        'severity',
        'Critical'
      )
      put(doc, p.listKey, p.fixedSibling ? [sibling, entry] : [entry], p.wraps, p.outer)
      return [p.label[1]]
    }
  }))

const piece = fc.oneof(topLevelOccurrence, findingWithOccurrences, findingWithoutLocation)

/** Copies of planted occurrences that must not lower what counts: Fixed, or milder. */
const duplicates = fc.array(fc.record({ which: fc.nat(), fixed: fc.boolean(), milder: label }), {
  maxLength: 4
})

/** Per-severity summaries in many spellings, with any count (too high must refuse). */
const summary = fc.option(
  fc.record({
    where: fc.constantFrom('vulnerability_summary', 'stats', 'Summary'),
    counts: fc.dictionary(
      fc.constantFrom('critical', 'High', 'medium_count', 'lowCount', 'VERY_LOW', 'total_info'),
      fc.nat(3)
    )
  }),
  { freq: 3 }
)

const noise = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.jsonValue({ maxDepth: 3 }),
  { maxKeys: 5 }
)

const planted = fc
  .record({
    pieces: fc.array(piece, { minLength: 1, maxLength: 6 }),
    duplicates,
    summary,
    noise,
    asText: fc.boolean()
  })
  .map(({ pieces, duplicates: copies, summary: s, noise: extra, asText }) => {
    let next = 0
    const uid = (): number => ++next
    const doc: Obj = { ...extra, project_name: 'Shop', url: 'https://app.test' }
    const severities = pieces.flatMap((p) => p.place(doc, uid))
    // Copies of the document's own occurrences, read back from what was placed.
    const flat = JSON.stringify(doc)
    const urls = [...flat.matchAll(/https:\/\/app\.test\/[tf]\/\d+/g)].map((m) => m[0])
    const copiesOf = copies
      .filter(() => urls.length > 0)
      .map((c) => {
        const url = urls[c.which % urls.length] as string
        return withSeverity(
          { status: c.fixed ? 'Fixed' : 'Open', vulnerability: { Method: 'GET', Url: url } },
          'severity',
          c.milder[0]
        )
      })
    if (copiesOf.length > 0) doc.copies = copiesOf
    if (s !== null) doc[s.where] = s.counts
    return { raw: asText ? JSON.stringify(doc) : doc, severities }
  })

function countedAt(raw: unknown, threshold: Threshold): number | 'error' {
  let parsed
  try {
    parsed = parseResult(raw)
  } catch (e) {
    if (e instanceof ResultParseError) return 'error'
    throw e
  }
  return totalOf(
    judge(parsed, { threshold, budget: { kind: 'total', max: 0 }, now: 0 }).counts.counted
  )
}

describe('every planted open occurrence counts, or the result is refused', () => {
  it(`holds for ${RUNS} generated documents at every threshold (seed ${SEED})`, () => {
    fc.assert(
      fc.property(planted, ({ raw, severities }) => {
        for (const threshold of THRESHOLDS) {
          const expected = severities.filter((s) => atOrAbove(s, threshold)).length
          const got = countedAt(raw, threshold)
          if (got !== 'error' && got < expected) {
            throw new Error(`at ${threshold}: counted ${got}, planted ${expected}`)
          }
        }
      }),
      { numRuns: RUNS, seed: SEED }
    )
  })

  it('the generator plants what it says (a sanity check that the property can fail)', () => {
    // With no noise and no summary, a planted document is never refused and counts exactly.
    const exact = fc.sample(planted, { numRuns: 200, seed: SEED })
    let readable = 0
    for (const { raw, severities } of exact) {
      const got = countedAt(raw, 'any')
      if (got === 'error') continue
      readable++
      expect(got).toBeGreaterThanOrEqual(severities.length)
    }
    expect(readable).toBeGreaterThan(100)
  })
})
