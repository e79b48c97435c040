// SARIF checked as GitHub code scanning takes it: Microsoft's SARIF multitool (npm
// @microsoft/sarif-multitool, a self-contained .NET program in the package, runs offline) with its
// GitHub ingestion rules (`--rule-kind "Ghas;Sarif"`), and code scanning's documented upload
// limits, which the multitool does not check ("SARIF support for code scanning").
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { GITHUB_SARIF_LIMITS, SARIF_TEXT_BOUNDS } from '../src/report/sarif.js'

const require = createRequire(import.meta.url)
/** The platform's binary: the package's main module is its path. */
const MULTITOOL = require('@microsoft/sarif-multitool') as string

// The parts of a SARIF log these checks read; every field may be missing or of another type.
interface Notification {
  level?: string
  message?: unknown
}
interface SarifResult {
  ruleId?: string
  ruleIndex?: number
  level?: string
  message?: { text?: unknown }
  locations?: Array<{ physicalLocation?: { artifactLocation?: { uri?: string } } }>
  partialFingerprints?: { primaryLocationLineHash?: string }
}
interface SarifRule {
  id?: string
  name?: unknown
  shortDescription?: { text?: unknown }
  fullDescription?: { text?: unknown }
  help?: { text?: unknown; markdown?: unknown }
  properties?: { tags?: unknown[]; 'security-severity'?: unknown }
}
interface SarifRun {
  tool?: { driver?: { rules?: SarifRule[] }; extensions?: unknown[] }
  results?: SarifResult[]
  invocations?: Array<{
    toolExecutionNotifications?: Notification[]
    toolConfigurationNotifications?: Notification[]
  }>
}
interface SarifLog {
  runs?: SarifRun[]
}

export interface MultitoolResult {
  ruleId: string
  level: string
  /** `file: message`, for a readable failure. */
  text: string
}

/**
 * What the multitool's GitHub and SARIF rules say of `files` at level error or warning (notes
 * are advice such as "use message ids"); [] when code scanning's ingestion rules pass.
 */
export function multitoolFindings(files: readonly string[]): MultitoolResult[] {
  const dir = mkdtempSync(join(tmpdir(), 'sarif-multitool-'))
  const out = join(dir, 'validation.sarif')
  try {
    const run = spawnSync(
      MULTITOOL,
      ['validate', '--rule-kind', 'Ghas;Sarif', '--level', 'Error;Warning', '-o', out, ...files],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        env: {
          ...process.env,
          // Machines without ICU (slim CI images) still run it.
          DOTNET_SYSTEM_GLOBALIZATION_INVARIANT: '1',
          // The garbage collector only: no background collection, and a 256 MB young generation
          // (the default collects it over and over for a 2.5 MB log). Measured on the 5,000-
          // result log of a 100,000-occurrence run: 16 CPU-s before, 5.7 after, the same findings.
          DOTNET_gcConcurrent: '0',
          DOTNET_GCgen0size: '0x10000000'
        }
      }
    )
    if (run.error) throw run.error
    let log: SarifLog
    try {
      log = JSON.parse(readFileSync(out, 'utf8')) as SarifLog
    } catch {
      throw new Error(`the multitool wrote no log (exit ${run.status}): ${run.stdout}${run.stderr}`)
    }
    const first = log.runs?.[0]
    const notifications = (first?.invocations ?? []).flatMap((i) => [
      ...(i.toolExecutionNotifications ?? []),
      ...(i.toolConfigurationNotifications ?? [])
    ])
    return [
      ...(first?.results ?? []).map((r) => ({
        ruleId: String(r.ruleId),
        level: r.level ?? 'warning',
        text: `${String(r.locations?.[0]?.physicalLocation?.artifactLocation?.uri)}: ${JSON.stringify(r.message)}`
      })),
      ...notifications
        .filter((n) => n.level === 'error')
        .map((n) => ({ ruleId: 'tool', level: 'error', text: JSON.stringify(n.message) }))
    ]
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/**
 * Every documented limit of code scanning's SARIF upload that `text` (a SARIF file) breaks:
 * runs per file, results and rules per run, a rule's name (255), short and full description
 * (1,024), tags per rule (20), `security-severity` (a number over 0 up to 10), locations per
 * result, 10 MB gzipped; and our own bounds on `help` and a result's message. [] when within all.
 */
export function githubLimitErrors(text: string): string[] {
  const errors: string[] = []
  const L = GITHUB_SARIF_LIMITS
  const ours = SARIF_TEXT_BOUNDS
  const gzipped = gzipSync(text).length
  if (gzipped > 10 * 1024 * 1024) errors.push(`${gzipped} bytes gzipped`)
  if (LONE_SURROGATE.test(text)) errors.push('a lone surrogate (no UTF-8 file can hold it)')
  const log = JSON.parse(text) as SarifLog
  const runs = log.runs ?? []
  if (runs.length < 1 || runs.length > L.runsPerFile) errors.push(`${runs.length} runs`)
  runs.forEach((run, r) => {
    const at = `runs[${r}]`
    const rules = run.tool?.driver?.rules ?? []
    const results = run.results ?? []
    if (results.length > L.resultsPerRun) errors.push(`${at}: ${results.length} results`)
    if (rules.length > 25_000) errors.push(`${at}: ${rules.length} rules`)
    if ((run.tool?.extensions ?? []).length > 100) errors.push(`${at}: over 100 extensions`)
    rules.forEach((rule, i) => {
      const where = `${at}.rules[${i}]`
      const within = (value: unknown, max: number, what: string): void => {
        if (typeof value !== 'string' || value.length === 0) errors.push(`${where}.${what} missing`)
        else if (value.length > max) errors.push(`${where}.${what}: ${value.length} characters`)
      }
      within(rule.name, L.ruleName, 'name')
      within(rule.shortDescription?.text, L.ruleDescription, 'shortDescription.text')
      within(rule.fullDescription?.text, L.ruleDescription, 'fullDescription.text')
      within(rule.help?.text, ours.help, 'help.text')
      within(rule.help?.markdown, ours.help, 'help.markdown')
      const tags = rule.properties?.tags ?? []
      if (tags.length > L.tagsPerRule) errors.push(`${where}: ${tags.length} tags`)
      const severity = rule.properties?.['security-severity']
      const score = Number(severity)
      if (typeof severity !== 'string' || !(score > 0 && score <= 10)) {
        errors.push(`${where}: security-severity ${JSON.stringify(severity)}`)
      }
      if (!tags.includes('security')) errors.push(`${where}: no "security" tag`)
    })
    results.forEach((result, i) => {
      const where = `${at}.results[${i}]`
      const message = result.message?.text
      if (typeof message !== 'string' || message.length === 0 || message.length > ours.message) {
        errors.push(`${where}.message.text: ${String(message).length} characters`)
      }
      const locations = result.locations ?? []
      if (locations.length < 1 || locations.length > 10) {
        errors.push(`${where}: ${locations.length} locations`)
      }
      if (!result.partialFingerprints?.primaryLocationLineHash) {
        errors.push(`${where}: no primaryLocationLineHash`)
      }
      if (typeof result.ruleIndex === 'number' && rules[result.ruleIndex]?.id !== result.ruleId) {
        errors.push(`${where}: ruleIndex does not name ruleId`)
      }
    })
  })
  return errors
}
