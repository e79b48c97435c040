// The accepted-risks file's `policy` section: per-finding modes, so a team keeps the gate on while
// it decides what may block.
//
//   policy:
//     - finding: "Missing X-Frame-Options Header"   # by name (trimmed, any case, the whole name)
//       mode: warn
//     - cwe: CWE-693                                # by CWE (CWE-693 or 693)
//       mode: monitor
//     - severity: low                               # by severity (critical … very-low, unknown)
//       mode: warn
//
// Matching is exact: a name is the whole name (no pattern), a CWE one number the finding entry
// that lists the occurrence gives (each entry's own, not the first of its name), a
// severity one of the six. A rule needs at least one of finding, cwe and severity (several: all
// must match), so no rule matches everything by accident. Rules are tried in file order and the
// first that matches decides; `mode` is block (the default: counted as without a policy), warn
// (shown everywhere, marked, never fails the step: the outcome is `warned`) or monitor (kept in
// the JSON report and SARIF only). Unknown keys and bad values are errors naming the line.
import { forLog } from '../common/text.js'
import { isObject, own } from './fields.js'
import {
  SEVERITIES,
  type Finding,
  type Occurrence,
  type PolicyMode,
  type PolicyRule,
  type Severity
} from './types.js'

export const POLICY_MODES: readonly PolicyMode[] = ['block', 'warn', 'monitor']
const RULE_KEYS = ['finding', 'cwe', 'severity', 'mode', 'reason']
const CWE = /^(?:cwe-?)?(\d{1,7})$/i

/**
 * The rules of a `policy` list (already converted to plain values); `lineOf(i)` gives the line
 * of item i. Problems are pushed, each naming the rule and its line.
 */
export function readPolicy(
  list: unknown,
  lineOf: (index: number) => number | undefined,
  problems: string[]
): PolicyRule[] {
  if (list === undefined || list === null) return []
  if (!Array.isArray(list)) {
    problems.push('policy must be a list of rules, each with finding, cwe or severity and a mode')
    return []
  }
  const rules: PolicyRule[] = []
  list.forEach((item: unknown, index) => {
    const line = lineOf(index)
    const where = `policy rule #${index + 1}${line === undefined ? '' : ` (line ${line})`}`
    const rule = readRule(item, (text) => problems.push(`${where}: ${text}`))
    if (rule !== undefined) rules.push(line === undefined ? rule : { ...rule, line })
  })
  return rules
}

function readRule(item: unknown, problem: (text: string) => void): PolicyRule | undefined {
  if (!isObject(item)) {
    problem('must be a mapping with finding, cwe or severity, and mode')
    return undefined
  }
  let ok = true
  const bad = (text: string): void => {
    ok = false
    problem(text)
  }
  for (const key of Object.keys(item)) {
    if (!RULE_KEYS.includes(key))
      bad(`unknown key "${forLog(key, 40)}" (use ${RULE_KEYS.join(', ')})`)
  }
  const rule: PolicyRule = { mode: 'block' }
  const finding = own(item, 'finding')
  if (finding !== undefined && finding !== null) {
    if (typeof finding !== 'string' || finding.trim() === '')
      bad('finding must be a non-empty name (in quotes)')
    else rule.finding = finding.trim().toLowerCase()
  }
  const cwe = own(item, 'cwe')
  if (cwe !== undefined && cwe !== null) {
    const m =
      typeof cwe === 'string' || typeof cwe === 'number' ? CWE.exec(String(cwe).trim()) : null
    if (m === null) {
      bad(`cwe must be one CWE such as CWE-79 (or 79), not "${forLog(cwe, 40)}"`)
    } else rule.cwe = `CWE-${Number(m[1])}`
  }
  const severity = own(item, 'severity')
  if (severity !== undefined && severity !== null) {
    const s = typeof severity === 'string' ? severity.trim().toLowerCase() : ''
    if (!(SEVERITIES as readonly string[]).includes(s)) {
      bad(`severity must be one of ${SEVERITIES.join(', ')}, not "${forLog(severity, 40)}"`)
    } else rule.severity = s as Severity
  }
  const mode = own(item, 'mode')
  if (mode !== undefined && mode !== null) {
    const m = typeof mode === 'string' ? mode.trim().toLowerCase() : ''
    if (!(POLICY_MODES as readonly string[]).includes(m)) {
      bad(`mode must be block, warn or monitor, not "${forLog(mode, 40)}"`)
    } else rule.mode = m as PolicyMode
  }
  const reason = own(item, 'reason')
  if (reason !== undefined && reason !== null && typeof reason !== 'string') {
    bad('reason must be text (put it in quotes)')
  }
  if (rule.finding === undefined && rule.cwe === undefined && rule.severity === undefined && ok) {
    bad('needs finding, cwe or severity: a rule never matches every finding')
  }
  return ok ? rule : undefined
}

/** The first rule (in file order) that matches an occurrence of its finding type. */
export class PolicyMatcher {
  private readonly cwesByKey = new Map<string, ReadonlySet<string>>()
  private readonly lowerNames = new Map<string, string>()

  constructor(
    private readonly rules: readonly PolicyRule[],
    findings: readonly Finding[] = []
  ) {
    for (const f of findings) this.cwesByKey.set(f.key, new Set(f.cwe))
  }

  get isEmpty(): boolean {
    return this.rules.length === 0
  }

  match(o: Occurrence): PolicyRule | undefined {
    if (this.rules.length === 0) return undefined
    let lower = this.lowerNames.get(o.name)
    if (lower === undefined) {
      lower = o.name.trim().toLowerCase()
      if (this.lowerNames.size < 100_000) this.lowerNames.set(o.name, lower)
    }
    // The CWEs of the entry that lists the occurrence: two entries of one name may be two
    // weaknesses, and a rule for one must not reach the other.
    const own = o.cwe
    const cwes = own === undefined ? this.cwesByKey.get(o.findingKey) : undefined
    return this.rules.find(
      (r) =>
        (r.finding === undefined || r.finding === lower) &&
        (r.cwe === undefined ||
          (own !== undefined ? own.includes(r.cwe) : (cwes?.has(r.cwe) ?? false))) &&
        (r.severity === undefined || r.severity === o.severity)
    )
  }
}
