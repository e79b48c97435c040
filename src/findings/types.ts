// Domain types of a test's result, past the API layer. No wire field name appears here.

/** Worst first. `unknown`: the result gave no severity we could read. */
export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'very-low', 'unknown'] as const
export type Severity = (typeof SEVERITIES)[number]

/** Per-severity numbers, every key present. */
export type SeverityCounts = Record<Severity, number>

/** One kind of finding (a SARIF rule): "SQL Injection", with its texts. Texts are untrusted. */
export interface Finding {
  /** Stable key from the finding's name (sha-256 prefix), used as the SARIF rule id. */
  key: string
  name: string
  severity: Severity
  /** The severity as the service wrote it ("Very Low", "7.5"), for display. */
  severityLabel?: string
  /** CVSS-like score when the result gives one. */
  score?: number
  cwe: string[]
  description?: string
  remediation?: string
}

/** One place a finding was seen: method + URL. */
export interface Occurrence {
  /**
   * Stable identity: hash of finding name + method + normalised URL; without a location, name +
   * method + severity (see identity.ts).
   */
  id: string
  findingKey: string
  name: string
  severity: Severity
  method: string
  url: string
  /**
   * Scheme and host lower-cased, default port dropped, query sorted, fragment dropped unless it is
   * a route (`#/…`, `#!/…`).
   */
  normalizedUrl: string
  /** The service's status text ("Fixed", "Not Fixed", "Open", ...); empty when absent. */
  status: string
  fixed: boolean
  /**
   * The CWEs of the finding entry that lists it (or its own): what a policy by CWE matches. Absent
   * on occurrences not made by the reader: the finding's CWEs are used then.
   */
  cwe?: readonly string[]
}

export interface ResultMeta {
  projectName?: string
  applicationName?: string
  url?: string
  generatedDate?: string
  approvedDate?: string
  /** v1 documents carry a 0–10 score (higher is safer). */
  score?: number
}

/** A result document, normalised. */
export interface ParsedResult {
  meta: ResultMeta
  findings: Finding[]
  occurrences: Occurrence[]
  /** Things the parser had to guess or skip, in the action's words (untrusted parts escaped later). */
  warnings: string[]
}

/** How an unfixed occurrence stands against the baseline and the accepted risks. */
export type OccurrenceState =
  | 'new' // unfixed, not in the baseline (every unfixed one when there is no baseline)
  | 'existing' // unfixed, and unfixed in the baseline too
  | 'ignored' // left out of the gate by an unexpired accepted-risk entry
  | 'below-threshold' // unfixed, but below fail-threshold
  | 'warned' // unfixed, under a `warn` policy rule: shown everywhere, never counted
  | 'monitored' // unfixed, under a `monitor` policy rule: in the JSON report and SARIF only
  | 'fixed' // the service reports it fixed

export interface JudgedOccurrence extends Occurrence {
  state: OccurrenceState
  /** True when it counts toward the gate's budget. */
  counted: boolean
  /** Unfixed and not unfixed in the baseline (every unfixed one without a baseline): `new-count`. */
  isNew: boolean
  /** For `ignored`: the accepted-risk entry's reason and expiry. */
  ignoredBecause?: { reason: string; expires: string } | undefined
  /**
   * Fixed in the baseline and open now: counted whatever a baseline, accepted risk or policy
   * says (only fail-threshold still applies). Absent on occurrences not judged yet.
   */
  regressed?: boolean
  /**
   * Escalated: a baseline entry or an accepted risk holds this occurrence at a less severe
   * severity (this one). Counted like a regression: no entry written for less hides it.
   */
  escalatedFrom?: Severity | undefined
}

export type Threshold = Exclude<Severity, 'unknown'> | 'any' | 'none'

/** `max-unfixed`: one total, or a budget per severity (severities not named: 0). */
export type Budget =
  { kind: 'total'; max: number } | { kind: 'per-severity'; max: Partial<Record<Severity, number>> }

/**
 * The baseline's part in the gate: `baseline` hides what it held unfixed (only new ones count);
 * `labels` only marks what is new (new-count, the reports' "new", SARIF's baselineState) and is
 * never consulted by a decision — what `baseline: previous` is when no passing verdict can be
 * read (issue 30: a baseline hides only what a passing verdict accepted). Never both.
 */
export type GateBaseline =
  { baseline?: BaselineSet; labels?: undefined } | { baseline?: undefined; labels: BaselineSet }

export type GateOptions = GateBaseline & {
  threshold: Threshold
  budget: Budget
  ignore?: IgnoreRule[]
  /** The accepted-risks file's `policy` rules (src/findings/policy.ts), first match wins. */
  policy?: PolicyRule[]
  /** The result's finding types, for policy rules by CWE (looked up by the occurrence's key). */
  findings?: readonly Finding[]
  /** Today, for ignore-entry expiry (ms since epoch). */
  now: number
  /** Accepted risks expiring within this (ms) make the outcome `warned`; 0: never. */
  expiryWarningMs?: number
  /**
   * Occurrences the application's previous completed test had as Fixed (when it could be read):
   * open now, they are regressions whatever the baseline says.
   */
  previouslyFixed?: ReadonlySet<string>
}

export type PolicyMode = 'block' | 'warn' | 'monitor'

/** One `policy` rule of the accepted-risks file: every matcher given must match. */
export interface PolicyRule {
  /** A finding name, trimmed and lower-cased (compared with the name trimmed and lower-cased). */
  finding?: string
  /** A CWE number as text ("79"), from `CWE-79` or `79`. */
  cwe?: string
  severity?: Severity
  mode: PolicyMode
  /** 1-based line in the file, for messages. */
  line?: number
}

/** What a baseline contributes: identities of occurrences known before. */
export interface BaselineSet {
  /** Where it came from, for the summary: "previous test 3f…", "file baseline.json". */
  source: string
  unfixed: ReadonlySet<string>
  fixed: ReadonlySet<string>
  /**
   * The severity each unfixed one was recorded at: an occurrence now more severe is escalated,
   * not existing. Every unfixed id has one (a baseline entry without a severity is refused).
   */
  severity: ReadonlyMap<string, Severity>
  /**
   * Name, method and URL of the unfixed ones, when the baseline gave them: the reports name what
   * was fixed since the baseline even when this result no longer mentions it.
   */
  details?: ReadonlyMap<string, BaselineDetail>
}

export interface BaselineDetail {
  name: string
  method: string
  url: string
}

/** One accepted-risk entry from the ignore file. */
export interface IgnoreRule {
  /** Match an occurrence id, or a finding name (all its occurrences), optionally narrowed by URL. */
  id?: string
  finding?: string
  url?: string
  method?: string
  /**
   * The severity the entry was written for (adopt records it): it hides that severity and less,
   * never more. Absent: every severity (an entry a person wrote for the finding as it is).
   */
  severity?: Severity
  reason: string
  /** ISO date (YYYY-MM-DD); the entry stops applying after this day. */
  expires: string
  /** When `adopt` wrote it (YYYY-MM-DD); informational. */
  adopted?: string
  /** 1-based line of the entry in the file, for messages. */
  line?: number
}

export interface Verdict {
  passed: boolean
  /** One line saying why the gate failed (or passed), safe to print. */
  line: string
  threshold: Threshold
  budget: Budget
  occurrences: readonly JudgedOccurrence[]
  counts: {
    unfixed: SeverityCounts
    fixed: SeverityCounts
    new: SeverityCounts
    counted: SeverityCounts
    ignored: SeverityCounts
    /** Under a `warn` policy rule (`warned-count`). */
    warned: SeverityCounts
    /** Fixed in the baseline, open now (`regressed-count`). */
    regressed: SeverityCounts
    /**
     * Under a `monitor` policy rule: in `unfixed` (and `new` when new, `monitoredNew`) like every
     * open occurrence, for the JSON report and SARIF; the other reports leave them out.
     */
    monitored: SeverityCounts
    monitoredNew: SeverityCounts
    /** In the baseline unfixed, now fixed or gone. */
    fixedSinceBaseline: number
    total: number
  }
  /** Accepted-risk entries that have expired (they count again). */
  expiredRules: IgnoreRule[]
  /** Accepted-risk entries in use that expire within `expiry-warning`: the outcome is `warned`. */
  expiringRules: IgnoreRule[]
  /** Unexpired accepted-risk entries that match no open occurrence: "fixed — remove this entry". */
  staleRules: IgnoreRule[]
  baselineSource?: string
  /**
   * The baseline only labelled what is new (GateBaseline `labels`): the gate decided as with no
   * baseline, and the reports say so instead of "new since the baseline" for what it counted.
   */
  baselineLabelsOnly?: true
  warnings: string[]
}

/** All severities together. */
export function totalOf(counts: SeverityCounts): number {
  let n = 0
  for (const s of SEVERITIES) n += counts[s]
  return n
}

export function zeroCounts(): SeverityCounts {
  return { critical: 0, high: 0, medium: 0, low: 0, 'very-low': 0, unknown: 0 }
}

/** One earlier completed test of the application, counted with the same reader and gate. */
export interface TrendPoint {
  resultToken: string
  /** When it started (epoch ms), when the service said. */
  startTime?: number
  unfixed: SeverityCounts
}

/** The earlier tests the summary's trend shows (input `trend`), oldest first. */
export interface Trend {
  /** How many earlier tests were asked for. */
  asked: number
  points: TrendPoint[]
  /** Why fewer were shown (the action's words, escaped again anyway). */
  notes: string[]
}

/** A result read and judged: what the reports and the outcome are made from. */
export interface Evaluation {
  /** The result as text, kept whole for the report file so nothing is lost. */
  rawText: string
  parsed?: ParsedResult
  verdict?: Verdict
  baseline?: BaselineSet
  /** Set when the result could not be parsed; the step fails with it. */
  parseError?: string
  /** Set when the step must fail before gating (unusable ignore file, baseline-missing: fail). */
  setupError?: string
  /** Earlier tests' unfixed counts, when the `trend` input asks for them. */
  trend?: Trend
  /** The accepted-risk entries the gate used, for the notices naming them. */
  ignoreRules?: IgnoreRule[]
  /** The baseline is a file the user keeps (its entries can be removed). */
  baselineIsFile?: boolean
}

/** The reason `adopt` writes on its accepted risks (and by which a later adopt knows them). */
export const ADOPTED_REASON = 'adopted'
