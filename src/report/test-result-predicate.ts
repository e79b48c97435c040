// The gate's verdict as an in-toto test-result v0.1 predicate
// (https://github.com/in-toto/attestation/blob/main/spec/predicates/test-result.md), for
// `actions/attest` to sign and a deploy job to check (docs: every-path-to-main).
//
// Decisions:
// - Made from the step's one CommandResult, the object that sets the `outcome` output, and the
//   gate ids it carries (publish.ts): never a second reading of the result, so the signed result
//   cannot disagree with the gate (two readings once did, in other scanners).
// - `result`: PASSED (passed), WARNED (warned), FAILED (failed, error, timed-out, stopped: no
//   passing verdict, whatever fail-on-timeout says). `started` (start) and the commands that judge
//   nothing write no predicate.
// - One predicate per step. With several applications `result` follows the step's outcome (the
//   worst of them) and `configuration` names each application with its own outcome.
// - `failedTests`: the ids (the JSON report's occurrence `id`) of the counted occurrences of every
//   gate that failed; empty when no gate failed on findings (an error before any verdict fails
//   with an empty list). `warnedTests`: the occurrences under a `warn` policy rule. An accepted
//   risk about to expire also makes the step WARNED but is a rule, not an occurrence: none is
//   listed for it. `passedTests` is left out: an occurrence the gate did not count is not a test
//   that passed (a fixed one, an accepted one, one below the threshold), and listing them would
//   say otherwise. Ids from several applications share one list: an id is a hash of the
//   finding's name, method and URL, so the same id is the same occurrence.
// - No secret (no access or GitHub token) and no text of the service's but the application's
//   name (a name in a descriptor's annotations, cleaned): finding names stay out, ids only.
// - `configuration`: the tool and its version; each application (its token as the descriptor's
//   stable name, at the service's base URL); the commit judged (digest gitCommit, when the
//   commit is a full SHA); the gate's settings, with the sha256 of their canonical JSON (keys
//   sorted, no white space) as the digest and that JSON as the content, so a policy can pin
//   the settings by one value and check the value against the text.
import { createHash } from 'node:crypto'
import * as path from 'node:path'
import type { CommandResult } from '../command-result.js'
import type { Config } from '../config.js'
import { forPlainSpelled, oneLine } from '../common/text.js'
import { formatBaselineInput, formatBudget } from './format.js'
import { webUrl } from './repository.js'
import type { ReportHost } from './host.js'
import { writeTextSafely } from './file-write.js'
import { PROJECT_URL, TOOL_NAME, TOOL_VERSION } from './sarif.js'
import { unwrittenFailure, writeReportFile } from './unwritten.js'
import { reportFileName } from './write.js'

export const TEST_RESULT_PREDICATE_TYPE = 'https://in-toto.io/attestation/test-result/v0.1'
export const TEST_RESULT_OUTPUT = 'test-result-predicate'

/** in-toto ResourceDescriptor (attestation spec v1), the fields this predicate uses. */
export interface ResourceDescriptor {
  name?: string
  uri?: string
  digest?: Record<string, string>
  content?: string
  mediaType?: string
  annotations?: Record<string, string | number>
}

export interface TestResultPredicate {
  result: 'PASSED' | 'WARNED' | 'FAILED'
  configuration: ResourceDescriptor[]
  url?: string
  warnedTests: string[]
  failedTests: string[]
}

/** The commands whose outcome is a gate's verdict. */
const JUDGING_COMMANDS: ReadonlySet<string> = new Set(['scan', 'wait', 'report'])

/**
 * At most this many ids in a list: a signed predicate is at most 16 MB (actions/attest), and an
 * id takes 35 bytes. The application's annotations keep the full counts.
 */
export const MAX_TEST_IDS = 200_000

/** What the predicate needs of the run besides its result. */
export type PredicateSettings = Pick<
  Config,
  'command' | 'baseUrl' | 'threshold' | 'budget' | 'baseline' | 'baselineMissing' | 'ignoreFile'
>

export interface PredicateHost {
  /** The run's page (GitHub: the run attempt; the tool: the CI job's, when known). */
  runUrl?: string
  /** The action's home (a fork, GHES), else the project's. */
  informationUri?: string
}

/** The predicate of the step's result; undefined when the step reached no verdict to sign. */
export function testResultPredicate(
  result: CommandResult,
  settings: PredicateSettings,
  host: PredicateHost = {}
): TestResultPredicate | undefined {
  const verdict = resultOf(result.outcome)
  if (!verdict || !JUDGING_COMMANDS.has(settings.command)) return undefined
  const parts = result.parts ?? [result]
  const commit = fullSha(result.outputs.commit)
  const url = webUrl(host.runUrl)
  return {
    result: verdict,
    configuration: [
      toolDescriptor(host),
      ...parts.map((p) => applicationDescriptor(p, settings.baseUrl)),
      ...(commit ? [{ name: 'commit', digest: { gitCommit: commit } }] : []),
      settingsDescriptor(settings)
    ],
    ...(url ? { url } : {}),
    warnedTests: ids(parts.map((p) => p.gateIds?.warned ?? [])),
    failedTests: ids(parts.map((p) => p.gateIds?.failed ?? []))
  }
}

function resultOf(outcome: CommandResult['outcome']): TestResultPredicate['result'] | undefined {
  switch (outcome) {
    case 'passed':
      return 'PASSED'
    case 'warned':
      return 'WARNED'
    case 'started':
      return undefined
    default:
      return 'FAILED'
  }
}

function toolDescriptor(host: PredicateHost): ResourceDescriptor {
  const home = webUrl(host.informationUri) ?? PROJECT_URL.replace(/#.*$/, '')
  return { name: TOOL_NAME, uri: home, annotations: { version: TOOL_VERSION } }
}

function applicationDescriptor(part: CommandResult, baseUrl: string): ResourceDescriptor {
  const token = oneLine(part.application?.token ?? '', 64)
  const annotations: Record<string, string | number> = { outcome: part.outcome }
  const name = part.application?.name
  // The service's text, kept as a label only: cleaned and bounded like the `results` output.
  if (name) annotations.applicationName = forPlainSpelled(oneLine(name, 200), 200)
  const test = part.outputs['result-token']
  if (typeof test === 'string' && test) annotations.resultToken = oneLine(test, 64)
  const baseline = part.outputs['baseline-source']
  if (typeof baseline === 'string') annotations.baselineSource = forPlainSpelled(baseline, 300)
  if (part.gateIds) {
    annotations.failedCount = part.gateIds.failed.length
    annotations.warnedCount = part.gateIds.warned.length
  }
  return { name: token, uri: serviceUri(baseUrl), annotations }
}

/** The gate's settings: what a policy pins (a threshold lowered in a pull request shows here). */
export function gateSettings(s: PredicateSettings): Record<string, string> {
  return {
    command: s.command,
    'fail-threshold': s.threshold,
    'max-unfixed': formatBudget(s.budget),
    baseline: forPlainSpelled(formatBaselineInput(s.baseline), 1000),
    'baseline-missing': s.baselineMissing,
    'ignore-file': forPlainSpelled(s.ignoreFile.path, 1000)
  }
}

function settingsDescriptor(s: PredicateSettings): ResourceDescriptor {
  const settings = gateSettings(s)
  const text = canonicalJson(settings)
  return {
    name: 'gate-settings',
    digest: { sha256: createHash('sha256').update(text, 'utf8').digest('hex') },
    content: Buffer.from(text, 'utf8').toString('base64'),
    mediaType: 'application/json',
    annotations: settings
  }
}

/** JSON with every object's keys sorted and no white space: one text for the same settings. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** Sorted, each once, at most MAX_TEST_IDS. */
function ids(lists: ReadonlyArray<readonly string[]>): string[] {
  return [...new Set(lists.flat())].sort().slice(0, MAX_TEST_IDS)
}

/** A full commit SHA (git's SHA-1 or SHA-256), lower case; a short one names no digest. */
function fullSha(value: unknown): string | undefined {
  return typeof value === 'string' && /^([0-9a-f]{40}|[0-9a-f]{64})$/i.test(value)
    ? value.toLowerCase()
    : undefined
}

/** The service's base URL without credentials, query or fragment. */
function serviceUri(baseUrl: string): string {
  try {
    const url = new URL(baseUrl)
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`
  } catch {
    return 'about:invalid'
  }
}

/** `security-test-<token>.test-result.json`; with several applications, named by all of them. */
export function predicateFileName(tokens: readonly string[]): string {
  if (tokens.length <= 1) return reportFileName(tokens[0] ?? '', 'test-result.json')
  const key = createHash('sha256').update(tokens.join(',')).digest('hex').slice(0, 16)
  return reportFileName(`applications-${key}`, 'test-result.json')
}

/**
 * The step's result with its predicate written (the `test-result-predicate` output names it), or
 * unchanged when there is no verdict to sign. The file is a report file like the JSON report
 * (unwritten.ts): one that cannot be written makes the run an error, after its verdict — an
 * attest step would otherwise sign nothing, or an earlier run's file left at the path.
 */
export function withTestResultPredicate(
  result: CommandResult,
  config: Config,
  host: Pick<ReportHost, 'tempDir' | 'runUrl' | 'informationUri'>
): CommandResult {
  const predicate = testResultPredicate(result, config, host)
  if (!predicate) return result
  const tokens = 'applicationTokens' in config ? config.applicationTokens : []
  const file = path.join(host.tempDir, predicateFileName(tokens))
  const failed = writeReportFile(`the test-result predicate ${file}`, () => {
    writeTextSafely(file, `${JSON.stringify(predicate, null, 2)}\n`)
  })
  if (!failed) return { ...result, outputs: { ...result.outputs, [TEST_RESULT_OUTPUT]: file } }
  return { ...result, outcome: 'error', failure: unwrittenFailure([failed], result.failure) }
}
