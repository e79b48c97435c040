// What `security-test gather` reads: the plan (the matrix `shard` printed, or only how many shards
// it made) and each shard's `results` output (the action's JSON array, one object per
// application), checked field by field. Fail closed: a file or an entry not understood is a
// problem, never a pass, and an application of the plan with no entry is missing.
import * as fs from 'node:fs'
import * as path from 'node:path'
import { OUTCOMES_WORST_FIRST, type Outcome } from '../command-result.js'
import { BadValue, serviceTokens, shown } from '../inputs/parsers.js'
import { SEVERITIES } from '../findings/types.js'
import { errorText, oneLine, plural } from '../common/text.js'

/** The outcomes a shard's `scan` step gives an application. */
const SCAN_OUTCOMES = OUTCOMES_WORST_FIRST

/** The counts shown, in the table's order. */
export const SHOWN_COUNTS = [
  'unfixed-count',
  'new-count',
  ...SEVERITIES.map((s) => `${s}-count`)
] as const

/** Every count an entry may carry (the action's count outputs). */
const COUNT_FIELDS = new Set<string>([
  ...SHOWN_COUNTS,
  'fixed-count',
  'total-count',
  'warned-count',
  'regressed-count'
])
const TEXT_FIELDS = new Set([
  'application-name',
  'result-token',
  'status',
  'baseline-source',
  'report-file',
  'sarif-file'
])

export interface Expected {
  shards: number
  /** With the matrix: every planned token and its shard, in the plan's order. */
  tokens?: ReadonlyMap<string, number>
}

export interface Entry {
  token: string
  name?: string
  outcome: Outcome | 'missing'
  counts: Partial<Record<string, number>>
  shard?: number
  /** The results file it came from. */
  file?: string
}

/** The plan from the matrix JSON (`shard`'s output), or a problem. */
export function expectedFromMatrix(text: string): Expected | string {
  let plan: unknown
  try {
    plan = JSON.parse(text)
  } catch {
    return "is not JSON; pass the plan job's matrix output as it is"
  }
  const include = (plan as { include?: unknown } | null)?.include
  if (!Array.isArray(include) || include.length === 0) {
    return 'has no "include" list of shards; pass the plan job\'s matrix output as it is'
  }
  const tokens = new Map<string, number>()
  for (const [i, shard] of include.entries()) {
    const s = shard as { shard?: unknown; of?: unknown; tokens?: unknown } | null
    if (s?.shard !== i + 1 || s.of !== include.length || typeof s.tokens !== 'string') {
      return `shard ${i + 1} is not {"shard": ${i + 1}, "of": ${include.length}, "tokens": "..."}`
    }
    let list: string[]
    try {
      list = serviceTokens(s.tokens, 'an application token')
    } catch (e) {
      if (e instanceof BadValue) return `shard ${i + 1}'s tokens: ${e.message}`
      throw e
    }
    for (const token of list) {
      if (tokens.has(token)) return `names ${token} in two shards`
      tokens.set(token, i + 1)
    }
  }
  return { shards: include.length, tokens }
}

/**
 * Every results file under the paths given (folders: their .json files, sorted, at any depth); a
 * symbolic link, given or found, is a problem and never followed.
 */
export function resultFiles(
  paths: readonly string[],
  cwd: string
): { files: string[]; problems: string[] } {
  const files: string[] = []
  const problems: string[] = []
  const walk = (dir: string): void => {
    for (const e of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, e.name)
      // A link is never followed: its shard's applications would be read from anywhere.
      if (e.isSymbolicLink()) problems.push(`${shown(full)} is a symbolic link, not read`)
      else if (e.isDirectory()) walk(full)
      else if (e.isFile() && e.name.endsWith('.json')) files.push(full)
    }
  }
  for (const given of paths) {
    const full = path.resolve(cwd, given)
    try {
      const stat = fs.lstatSync(full)
      if (stat.isSymbolicLink()) problems.push(`${shown(given)} is a symbolic link, not read`)
      else if (stat.isDirectory()) walk(full)
      else files.push(full)
    } catch (e) {
      problems.push(
        `${shown(given)} cannot be read (${(e as NodeJS.ErrnoException).code ?? errorText(e, 100)})`
      )
    }
  }
  return { files, problems }
}

/** One shard's results file: its entries, or why it is not understood. */
export function readResults(text: string): Entry[] | string {
  if (text.trim() === '') {
    return "is empty: the shard's step gave no results (it failed before reaching a verdict)"
  }
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch {
    return 'is not JSON'
  }
  if (!Array.isArray(doc) || doc.length === 0) {
    return "is not the action's results output (a JSON array with one object per application)"
  }
  const entries: Entry[] = []
  for (const [i, item] of doc.entries()) {
    const entry = readEntry(item)
    if (typeof entry === 'string') return `entry ${i + 1}: ${entry}`
    entries.push(entry)
  }
  return entries
}

function readEntry(item: unknown): Entry | string {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return 'is not an object'
  const fields = item as Record<string, unknown>
  const token = fields['application-token']
  if (typeof token !== 'string' || !/^[a-z0-9]{32}$/.test(token)) {
    return 'has no application-token of 32 lowercase letters/digits'
  }
  const outcome = fields.outcome
  if (typeof outcome !== 'string' || !(SCAN_OUTCOMES as readonly string[]).includes(outcome)) {
    return `${token}: outcome ${shown(String(outcome))} is not one of ${SCAN_OUTCOMES.join(', ')}`
  }
  const counts: Partial<Record<string, number>> = {}
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'application-token' || key === 'outcome') continue
    if (COUNT_FIELDS.has(key)) {
      const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value
      if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) {
        return `${token}: ${key} is not a whole number from 0 up`
      }
      counts[key] = n
    } else if (TEXT_FIELDS.has(key)) {
      if (value !== null && typeof value !== 'string') return `${token}: ${key} is not text`
    } else return `${token}: ${shown(key)} is not a field of the results output`
  }
  const name = fields['application-name']
  return {
    token,
    name: typeof name === 'string' && name.trim() !== '' ? oneLine(name, 200) : undefined,
    outcome: outcome as Outcome,
    counts
  }
}

export interface Gathered {
  entries: Entry[]
  problems: string[]
}

/**
 * Every shard's entries against the plan: with the matrix, in the plan's order, each planned
 * application once (missing ones as `missing`), none from outside it; with only the number of
 * shards, one file per shard.
 */
export function gather(
  expected: Expected,
  files: ReadonlyArray<{ file: string; read: Entry[] | string }>,
  problems: readonly string[]
): Gathered {
  const all = [...problems]
  const found: Entry[] = []
  for (const { file, read } of files) {
    if (typeof read === 'string') all.push(`${file} ${read}`)
    else found.push(...read.map((e) => ({ ...e, file })))
  }
  if (expected.tokens === undefined) {
    if (files.length !== expected.shards) {
      all.push(
        `${plural(expected.shards, 'shard')} planned, ${plural(files.length, 'results file')} found`
      )
    }
    const seen = new Set<string>()
    for (const e of found) {
      if (seen.has(e.token)) all.push(`${e.token} has results in two places`)
      seen.add(e.token)
    }
    return { entries: found, problems: all }
  }
  const byToken = new Map<string, Entry>()
  for (const e of found) {
    if (!expected.tokens.has(e.token)) all.push(`${e.file}: ${e.token} is not in the plan`)
    else if (byToken.has(e.token)) all.push(`${e.token} has results in two places`)
    else byToken.set(e.token, e)
  }
  if (files.length > expected.shards) {
    all.push(
      `${plural(expected.shards, 'shard')} planned, ${plural(files.length, 'results file')} found`
    )
  }
  const entries = [...expected.tokens].map(([token, shard]): Entry => ({
    ...(byToken.get(token) ?? { token, outcome: 'missing', counts: {} }),
    shard
  }))
  const missingShards = new Set(entries.filter((e) => e.outcome === 'missing').map((e) => e.shard))
  if (missingShards.size > 0) {
    all.push(
      `no results for ${plural(entries.filter((e) => e.outcome === 'missing').length, 'application')} of shard${missingShards.size === 1 ? '' : 's'} ${[...missingShards].join(', ')}`
    )
  }
  return { entries, problems: all }
}
