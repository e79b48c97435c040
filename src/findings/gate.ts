// The gate: every occurrence judged against the baseline, the accepted risks and the threshold;
// the counted ones measured against the budget.
//
// Decisions:
// - An occurrence's state is decided in this order: fixed, ignored (an unexpired accepted risk
//   matches), below-threshold (with fail-threshold none every unfixed one is below it), existing
//   (unfixed in the baseline), new. Only `new` ones count, and `existing` ones an expired
//   accepted risk matches (the baseline does not outlive the entry's expiry).
// - `existing` means unfixed in the baseline. An occurrence that was Fixed before and is open
//   again is a regression and counts: the baseline had it as fixed, or the application's previous
//   completed test did (`previouslyFixed`), or the service itself says so (status `Re-opened`).
// - counts.new is every unfixed occurrence not in the baseline (neither unfixed nor Fixed there),
//   whatever its state, so the `new-count` output does not depend on the threshold or the ignore
//   file; a regression the baseline had as Fixed is in counts.regressed instead. Counted ones are
//   in the state `new` either way ("new or regressed": what the gate counts with a baseline).
// - A regression is judged before the accepted risks and the
//   policy: neither hides it; only fail-threshold still applies (`none` never fails on findings).
// - An entry covers exactly what was reviewed: never an occurrence more severe than the one it
//   was written for (severity.ts `covers`). An occurrence the baseline holds at a less severe
//   severity, or that an accepted risk matches but for its severity (and none covers), is
//   escalated and counts like a regression. Only an accepted risk that records a severity
//   covering it hides one the baseline held lower: one without a severity was not written for it.
// - Policy rules (warn, monitor) apply after the accepted risks: an accepted occurrence stays
//   ignored, and counts (or warns) again when its entry expires.
import { forLog, formatCount, memoised } from '../common/text.js'
import { IgnoreMatcher, type RuleMatch } from './ignore.js'
import { inReportOrder } from './order.js'
import { PolicyMatcher } from './policy.js'
import { expiringSoon, isReopenedStatus, matchingNoOpen, staleRules } from './regressions.js'
import { atOrAbove, covers } from './severity.js'
import {
  totalOf,
  zeroCounts,
  type BaselineSet,
  type GateOptions,
  type JudgedOccurrence,
  type Occurrence,
  type OccurrenceState,
  type ParsedResult,
  type Severity,
  type Verdict
} from './types.js'
import { gatePasses, verdictLine } from './verdict-line.js'

export function judge(parsed: ParsedResult, options: GateOptions): Verdict {
  if (options.labels === undefined) return decide(parsed, options)
  // Decided with no baseline at all, so the labels cannot hide anything (by construction: they
  // are not passed to the decision); only then are the occurrences marked new or not.
  const { labels, ...rest } = options
  return labelled(decide(parsed, rest), labels)
}

/**
 * What a labels-only baseline changes: which unfixed occurrences are new (isNew, new-count, the
 * monitored new ones), what was fixed since it, and its source. Never a state, a count the gate
 * adds up, the line, or passed.
 */
function labelled(verdict: Verdict, labels: BaselineSet): Verdict {
  const counts = { ...verdict.counts, new: zeroCounts(), monitoredNew: zeroCounts() }
  const open = new Set<string>()
  for (const o of verdict.occurrences) {
    if (o.fixed) continue
    open.add(o.id)
    // Known before, as open or as Fixed: not new (a Fixed one open again is labelled by the
    // gate's own regression rules, previouslyFixed and the service's Re-opened, never by these).
    o.isNew = !labels.unfixed.has(o.id) && !labels.fixed.has(o.id)
    if (!o.isNew) continue
    counts.new[o.severity]++
    if (o.state === 'monitored') counts.monitoredNew[o.severity]++
  }
  let fixedSinceBaseline = 0
  for (const id of labels.unfixed) if (!open.has(id)) fixedSinceBaseline++
  return {
    ...verdict,
    counts: { ...counts, fixedSinceBaseline },
    baselineSource: labels.source,
    baselineLabelsOnly: true
  }
}

function decide(parsed: ParsedResult, options: GateOptions & { labels?: undefined }): Verdict {
  const { threshold, budget, baseline } = options
  const matcher = new IgnoreMatcher(options.ignore ?? [], options.now)
  const counts = {
    unfixed: zeroCounts(),
    fixed: zeroCounts(),
    new: zeroCounts(),
    counted: zeroCounts(),
    ignored: zeroCounts(),
    warned: zeroCounts(),
    regressed: zeroCounts(),
    monitored: zeroCounts(),
    monitoredNew: zeroCounts()
  }
  const policy = new PolicyMatcher(options.policy ?? [], options.findings)
  // Expired entries, matched as if still valid: their occurrences count again even when the
  // baseline holds them (adopt writes both), or an expiry would mean nothing.
  const expiredMatcher = new IgnoreMatcher(
    matcher.expired.map((m) => m.rule),
    0
  )
  /** Entries that matched an open occurrence (used to tell stale ones and expiring ones). */
  const used = new Set<number>()
  /** Expired entries (numbered as in expiredMatcher) that no longer hide an open occurrence. */
  const biting = new Set<number>()
  // Only a baseline needs to know what is still unfixed (for "fixed since the baseline").
  const unfixedNow = baseline === undefined ? undefined : new Set<string>()

  /** The severity an entry held the occurrence at, when it is more severe now and nothing covers it. */
  const escalation = (o: Occurrence, accepted: RuleMatch | undefined, isNew: boolean) => {
    // An accepted risk that records a severity covering it was written for it as it is now.
    if (accepted?.rule.severity !== undefined) return undefined
    const held = isNew ? undefined : baseline?.severity.get(o.id)
    if (held !== undefined && !covers(held, o.severity)) return held
    return accepted === undefined ? matcher.exceeded(o) : undefined
  }

  // A result has a few distinct status words and 100,000 occurrences: each word read once.
  const reopened = memoised(isReopenedStatus, 1000)
  const judgeOne = (o: Occurrence): JudgedOccurrence => {
    const s = o.severity
    if (o.fixed) {
      counts.fixed[s]++
      return judged(o, 'fixed', false, false)
    }
    counts.unfixed[s]++
    unfixedNow?.add(o.id)
    const isNew = baseline === undefined || !baseline.unfixed.has(o.id)
    // new-count is "unfixed and not in the baseline": one the baseline had as Fixed is in it
    // (a regression, counted in regressed-count instead).
    const fixedInBaseline = isNew && baseline?.fixed.has(o.id) === true
    if (isNew && !fixedInBaseline) counts.new[s]++
    const accepted = matcher.match(o)
    const escalatedFrom = escalation(o, accepted, isNew)
    if (fixedInBaseline || options.previouslyFixed?.has(o.id) === true || reopened(o.status)) {
      // Not "in use" for the entry that matches it: it cannot hide a regression, so its expiry
      // soon is no reason for `warned`.
      counts.regressed[s]++
      const fresh = isNew && !fixedInBaseline
      if (!atOrAbove(s, threshold))
        return judged(o, 'below-threshold', false, fresh, undefined, true)
      counts.counted[s]++
      return judged(o, 'new', true, fresh, undefined, true)
    }
    if (escalatedFrom !== undefined) {
      if (!atOrAbove(s, threshold))
        return judged(o, 'below-threshold', false, isNew, undefined, false, escalatedFrom)
      counts.counted[s]++
      return judged(o, 'new', true, isNew, undefined, false, escalatedFrom)
    }
    if (accepted !== undefined) {
      used.add(accepted.number)
      counts.ignored[s]++
      return judged(o, 'ignored', false, isNew, {
        reason: accepted.rule.reason,
        expires: accepted.rule.expires
      })
    }
    // No valid entry hides it: an expired one that matches is why it shows again.
    const expired = expiredMatcher.isEmpty ? undefined : expiredMatcher.match(o)
    if (expired !== undefined) biting.add(expired.number)
    const mode = policy.match(o)?.mode
    if (mode === 'warn') {
      counts.warned[s]++
      return judged(o, 'warned', false, isNew)
    }
    if (mode === 'monitor') {
      counts.monitored[s]++
      if (isNew) counts.monitoredNew[s]++
      return judged(o, 'monitored', false, isNew)
    }
    if (!atOrAbove(s, threshold)) return judged(o, 'below-threshold', false, isNew)
    if (!isNew) {
      if (expired === undefined) return judged(o, 'existing', false, false)
      counts.counted[s]++
      return judged(o, 'existing', true, false)
    }
    counts.counted[s]++
    return judged(o, 'new', true, true)
  }
  // What the line names, counted as each occurrence is judged (no pass over them afterwards).
  let regressedCounted = 0
  let escalatedCounted = 0
  let expiredCounted = 0
  let monitored = 0
  const judgedAll = new Array<JudgedOccurrence>(parsed.occurrences.length)
  for (let i = 0; i < parsed.occurrences.length; i++) {
    const j = judgeOne(parsed.occurrences[i] as Occurrence)
    judgedAll[i] = j
    if (j.counted) {
      if (j.regressed === true) regressedCounted++
      if (j.escalatedFrom !== undefined) escalatedCounted++
      if (j.state === 'existing') expiredCounted++
    } else if (j.state === 'monitored') monitored++
  }
  const occurrences = inReportOrder(judgedAll)

  let fixedSinceBaseline = 0
  for (const id of baseline?.unfixed ?? []) if (!unfixedNow?.has(id)) fixedSinceBaseline++

  const passed = gatePasses(threshold, budget, counts.counted)
  const line = verdictLine({
    threshold,
    budget,
    counted: counts.counted,
    unfixedTotal: totalOf(counts.unfixed),
    withBaseline: baseline !== undefined,
    // An escalation is a change for the worse, as a regression is: "new or regressed".
    regressedCounted: regressedCounted + escalatedCounted,
    expiredCounted,
    setAside: {
      warned: totalOf(counts.warned),
      monitored,
      accepted: totalOf(counts.ignored)
    }
  })
  // A regression is worth naming in the one line that fails the step: no accepted risk hid it.
  const regressed = passed ? 0 : regressedCounted
  const verdict: Verdict = {
    passed,
    line:
      line +
      (regressed === 0 ? '' : ` (${formatCount(regressed)} regressed: was Fixed, open again)`) +
      (passed || escalatedCounted === 0
        ? ''
        : ` (${formatCount(escalatedCounted)} escalated: more severe than the entry that accepted it)`) +
      (passed || expiredCounted === 0
        ? ''
        : ` (${formatCount(expiredCounted)} counted again: accepted risk expired)`),
    threshold,
    budget,
    occurrences,
    counts: { ...counts, fixedSinceBaseline, total: occurrences.length },
    expiredRules: matcher.expired.map((m) => m.rule),
    expiringRules: expiringSoon(options.ignore ?? [], used, options.now, options.expiryWarningMs),
    // An expired entry whose occurrences are gone is "fixed — remove this entry" like a valid
    // one; one whose occurrences another valid entry hides says nothing (it hides nothing).
    staleRules: [
      ...staleRules(options.ignore ?? [], used, options.now, parsed.occurrences),
      ...matchingNoOpen(
        matcher.expired.filter((_, i) => !biting.has(i + 1)).map((m) => m.rule),
        parsed.occurrences
      )
    ],
    warnings: [
      ...parsed.warnings,
      ...matcher.expired.filter((_, i) => biting.has(i + 1)).map(expiredWarning)
    ]
  }
  if (baseline !== undefined) verdict.baselineSource = baseline.source
  return verdict
}

// The judgement is written onto the occurrence itself: one object per occurrence for the whole
// run (a copy of 100,000 of them costs megabytes). Every field is set on every call, so judging
// the same result again with other options gives the new answer.
function judged(
  o: Occurrence,
  state: OccurrenceState,
  counted: boolean,
  isNew: boolean,
  ignoredBecause?: JudgedOccurrence['ignoredBecause'],
  regressed = false,
  escalatedFrom?: Severity
): JudgedOccurrence {
  const j = o as JudgedOccurrence
  j.state = state
  j.counted = counted
  j.isNew = isNew
  j.ignoredBecause = ignoredBecause
  j.regressed = regressed
  j.escalatedFrom = escalatedFrom
  return j
}

function expiredWarning({ rule, number }: RuleMatch): string {
  const what =
    rule.finding !== undefined ? `for "${forLog(rule.finding, 200)}"` : `for occurrence ${rule.id}`
  return `accepted risk #${number} ${what} expired on ${rule.expires} and counts again`
}
