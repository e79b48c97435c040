// Totals a result document states (`total_vulnerabilities: 5`, a finding's `occurrence_count: 3`,
// a paged list's `total: 40`), checked against what the reader accounted for. A total that says
// more was found than the document lets the reader see means findings it cannot read (another
// page, a list it does not know): the result is unreadable, never clean.
//
// What a total is compared with, so that a truthful one never refuses a result:
// - a total of occurrences, with the occurrences read (repeats included, each finding listed
//   without a location counting as one);
// - a total of findings — or of "vulnerabilities", which services count either way — or a bare
//   "total", with the larger of the finding entries and the occurrences read: more than either
//   could account for is unreadable;
// - a total named open, unfixed, active or new, with the unfixed ones only (a finding entry
//   counts when something of it is unfixed): Fixed occurrences never account for it;
// - inside a finding entry (its own fields, or a summary within it), with that entry's
//   occurrences: its own, those outside any finding that name it, or its location-unknown one;
// - inside an occurrence outside any finding, with the occurrences of its name (a lone
//   `occurrence_count: 3` says how often that vulnerability was found, not the document).
// An occurrence's own `occurrences: 3` or `instances: 2` counts its hits, and is no claim.
import { ResultParseError } from './decode.js'
import { at, pathText, type JsonPath } from './shape.js'

/** What was read in one scope: the document, or one finding entry. */
export interface Accounted {
  /** Occurrences listed (repeats included), and how many of those are unfixed. */
  listed: number
  unfixed: number
  /** Finding entries, and those with something unfixed (0 within one entry's scope). */
  entries: number
  unfixedEntries: number
}

export interface TotalClaim {
  /** undefined: the document; else the finding entry whose occurrences it counts. */
  scope: object | undefined
  path: JsonPath | undefined
  key: string
  stated: number
  of: 'occurrences' | 'either'
  unfixed: boolean
}

/** The first total that what was read cannot cover, thrown as the result's one line. */
export function checkTotals(
  claims: readonly TotalClaim[],
  document: Accounted,
  entry: (scope: object) => Accounted
): void {
  const cache = new Map<object, Accounted>()
  for (const claim of claims) {
    let read = document
    if (claim.scope !== undefined) {
      read = cache.get(claim.scope) ?? entry(claim.scope)
      cache.set(claim.scope, read)
    }
    const occurrences = claim.unfixed ? read.unfixed : read.listed
    const entries = claim.unfixed ? read.unfixedEntries : read.entries
    const accounted = claim.of === 'occurrences' ? occurrences : Math.max(occurrences, entries)
    if (claim.stated > accounted) throw excessLine(claim, accounted)
  }
}

function excessLine(claim: TotalClaim, accounted: number): ResultParseError {
  const what = claim.of === 'occurrences' ? 'occurrences' : 'findings or occurrences'
  const unfixed = claim.unfixed ? 'unfixed ' : ''
  return new ResultParseError(
    `it states ${claim.stated} ${unfixed}${what} but the document lists ${accounted} ` +
      `${claim.unfixed ? 'unfixed ones ' : ''}the action can read` +
      `${claim.unfixed ? ' (Fixed ones do not count)' : ''} ` +
      `(at ${pathText(at(claim.path, claim.key))}), so some cannot be seen and it cannot be gated`
  )
}
