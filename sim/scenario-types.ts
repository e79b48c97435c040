// The shape of a scenario: everything the simulated service knows at start, and how its tests
// behave. A scenario is a plain JSON-able object so it can live in sim/scenarios/*.json.

import type { Fault } from './faults.js'

/** Scopes of a personal access token (docs/service.md, "Tokens and scopes"). */
export const SCOPES = [
  'edit_project',
  'read_project',
  'run_test',
  'read_test_status',
  'read_test_result',
  'signature_verify'
] as const
export type Scope = (typeof SCOPES)[number]

export type TestEnd = 'completed' | 'failed' | 'stopped' | 'never'
export type TestState = 'running' | 'completed' | 'failed' | 'stopped'

/**
 * How the progress figure moves while a test runs:
 * - linear: proportional to elapsed time (0..99 while running);
 * - stepped: in steps of 10;
 * - stuck: stays 0 until the end (a service that never reports progress);
 * - early-hundred: reaches 100 at 80 % of the duration while the status still says running.
 */
export type ProgressCurve = 'linear' | 'stepped' | 'stuck' | 'early-hundred'

/**
 * Where the occurrences stand in the result document:
 * - nested: inside each finding of the finding list (under the spelling, or the finding's
 *   `occurrencesKey`);
 * - flat: one top-level list of occurrences, each carrying its finding's name, severity,
 *   cvss_score and cwe;
 * - spec: exactly docs/service.md 2.9's table: a top-level list of bare occurrences
 *   `{status, vulnerability: {Method, Url}}` (nothing ties one to its finding), plus a separate
 *   finding list with descriptive text only and no occurrences.
 */
export type ResultForm = 'nested' | 'flat' | 'spec'
export type OccurrenceSpelling = 'occurences' | 'occurrences'

/** One occurrence as a scenario writes it; rendered as {status, vulnerability: {Method, Url}}. */
export interface OccurrenceSpec {
  status: string
  method?: string
  url: string
}

/** One finding as a scenario writes it. `severity` may be a label, a CVSS number, or absent. */
export interface FindingSpec {
  name: string
  severity?: string | number
  cvss_score?: number
  cwe?: string
  description?: string
  remediation?: string
  /** Rendered in the finding (nested form); `[]` renders an explicit empty list. */
  occurrences: OccurrenceSpec[]
  /**
   * Nested form only: the key this finding keeps its occurrences under instead of the spelling
   * (e.g. `locations`, `instances`); null leaves the occurrence list out of the finding.
   * Ignored by the flat and spec forms, where occurrences stand at the top level.
   */
  occurrencesKey?: string | null
  /** Extra fields copied verbatim into the finding (e.g. odd field names seen in the wild). */
  extra?: Record<string, unknown>
}

/** Generated findings for load tests: `count` occurrences spread over a catalogue of findings. */
export interface FindingsGenerator {
  count: number
  /** Severity labels to draw from; default all five. */
  severities?: string[]
  /** Share of occurrences with status Fixed (0..1); the rest alternate Not Fixed / Open. */
  fixedRatio?: number
  seed?: number
  /** How many distinct findings; default min(count, 25). */
  distinct?: number
}

export interface TestBehaviour {
  durationMs: number
  progress: ProgressCurve
  /** Report progress as a string ("42"): documented so, shown as a number. */
  progressAsString: boolean
  /** Progress reported once completed (the service may never show 100). */
  finalProgress: number
  end: TestEnd
  /** After a stop request the test still reports running this long, then stopped. */
  stopDelayMs: number
  findings: FindingSpec[] | FindingsGenerator
  resultForm: ResultForm
  spelling: OccurrenceSpelling
  /** Name of the finding list (nested and spec forms): vulnerabilities, signatures, issues, ... */
  listName: string
  /**
   * More occurrences at the top level of the document, in the spec's shape
   * `{status, vulnerability: {Method, Url}}`, tied to no finding (e.g. a lone Fixed entry).
   * Nested form: a top-level list under the spelling, after the finding list. Flat and spec
   * forms: appended to the top-level list. Not counted in the computed summary or score.
   */
  topLevelOccurrences?: OccurrenceSpec[]
  /**
   * Replaces `vulnerability_summary` (computed by default: unfixed occurrences per severity)
   * with this object, verbatim, or leaves it out ('omit'). The score stays computed.
   */
  summary?: Record<string, number | string> | 'omit'
  /** Status words as the service writes them, e.g. {completed: 'COMPLETED', running: 'scanning'}. */
  statusNames: Partial<Record<TestState, string>>
  /**
   * Give each finding what a real service's finding carries beside its occurrences: references
   * `{name, url}` and an example request with parameters and headers (lists of objects a reader
   * must find harmless). Default true; false renders the bare shapes.
   */
  findingContext: boolean
  /**
   * The result document, served verbatim instead of one rendered from `findings`: for shapes
   * the spec leaves open (a finding map by id, a list one level down, a capitalised alias, a
   * summary with suffixed keys) that a real service might send.
   */
  document?: Record<string, unknown>
  /**
   * Texts the service's JSON writer spells with `\uXXXX` escapes wherever they stand in the
   * result (a writer that escapes more than it must): the same document, another spelling. A
   * scanner that echoes request headers can put the access token in a result spelt so.
   */
  escapedText?: string[]
  /**
   * The result document's JSON text, served verbatim (v2 as the string, v1 spliced in as the
   * value): what no object can hold, such as a key written twice in one object. Wins over
   * `document`.
   */
  documentText?: string
}

export interface RunningTestSpec {
  resultToken?: string
  /** How long before the simulator started the test began. */
  startedAgoMs?: number
}

export interface PastSessionSpec {
  resultToken?: string
  /** Epoch ms; default: one day per position in the list before now, lasting 20 minutes. */
  startTime?: number
  endTime?: number
  state?: Exclude<TestState, 'running'>
  /** Default: the application's test findings. */
  findings?: FindingSpec[] | FindingsGenerator
}

export interface ApplicationSpec {
  name: string
  url: string
  token?: string
  type?: 'WEB' | 'API'
  hosting?: 'public' | 'internal'
  verified?: boolean
  /** Verification succeeds on this attempt (1 = the first); absent: never, unless verified. */
  verifyAfterAttempts?: number
  test?: Partial<TestBehaviour>
  /** A test already running when the simulator starts (for attach tests). */
  runningTest?: boolean | RunningTestSpec
  pastSessions?: PastSessionSpec[]
}

export interface ProjectSpec {
  name: string
  description?: string
  projectKey?: string
  applications?: ApplicationSpec[]
}

export interface TeamSpec {
  teamId?: string
  teamName: string
  projects?: ProjectSpec[]
}

export interface AccessTokenSpec {
  token: string
  /** Default: every scope. */
  scopes?: Scope[]
}

export interface Plan {
  /** Create in a team, team running sessions. Without it: PLAN_NOT_SUPPORTED. */
  teams: boolean
  /** List applications of a project (docs/service.md, 4.2). Without it: PLAN_NOT_SUPPORTED. */
  listApplications: boolean
  /**
   * Tests the account may run at once; absent: no limit. The spec names no such limit or its
   * answer, so both plausible refusals of a start over it exist: `PLAN_NOT_SUPPORTED` (the code
   * the spec uses for what a plan lacks) or `FAILED` with a message saying why.
   */
  concurrentTests?: number
  concurrencyRefusal?: 'PLAN_NOT_SUPPORTED' | 'FAILED'
  /**
   * Tests the account may start in the simulator's life (a monthly quota); absent: no quota.
   * Beyond it a start is refused with FAILED "Monthly scan limit reached…": a refusal whose
   * message says "limit" without being about tests at once, so waiting cannot cure it.
   */
  monthlyTests?: number
}

export interface Scenario {
  /** Seeds generated tokens, keys and findings. */
  seed: number
  accessTokens: Array<string | AccessTokenSpec>
  /** Tokens that once were valid: answered with an HTML error page (HTTP 401). */
  expiredTokens: string[]
  plan: Plan
  projects: ProjectSpec[]
  teams: TeamSpec[]
  /** Test behaviour of every application, before its own `test` overrides. */
  testDefaults: Partial<TestBehaviour>
  faults: Fault[]
}
