// Annotations for the counted unfixed occurrences, worst first, within GitHub's per-step limits
// (10 errors, 10 warnings, 10 notices; more are dropped silently, so we say how many ourselves).
import type { Finding, JudgedOccurrence, Severity, Verdict } from '../findings/types.js'
import type { Log } from '../common/log.js'
import { forAnnotation, visibleUrl } from '../common/text.js'
import { SEVERITY_LABEL, countedWorstFirst, findingIndex, formatCount } from './format.js'

export type AnnotationLevel = 'error' | 'warning' | 'notice'

export interface PlannedAnnotation {
  level: AnnotationLevel
  title: string
  message: string
  /** The occurrence's severity (absent on the "more occurrences" note). */
  severity?: Severity
}

/**
 * Critical and high fail builds in most teams' eyes: errors. Medium is a warning. An unknown
 * severity is a warning too, not a notice: the service did not say it is harmless, and it counts
 * toward every threshold. Low and very low are notices.
 */
export const ANNOTATION_LEVEL: Record<Severity, AnnotationLevel> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  unknown: 'warning',
  low: 'notice',
  'very-low': 'notice'
}

export type AnnotationLimits = Record<AnnotationLevel, number>

/** GitHub's per-step limits. Pass lower ones to leave room for the action's own warnings. */
export const ANNOTATION_LIMITS: AnnotationLimits = { error: 10, warning: 10, notice: 10 }

/**
 * What is left of the step's caps for finding annotations: the step's failure line is one more
 * error annotation, and one warning slot stays free for what writing the reports may still have
 * to say (a file that could not be written, the comment).
 */
export function annotationRoom(
  used: Record<AnnotationLevel, number>,
  failing: boolean
): AnnotationLimits {
  return {
    error: Math.max(0, ANNOTATION_LIMITS.error - used.error - (failing ? 1 : 0)),
    warning: Math.max(0, ANNOTATION_LIMITS.warning - used.warning - 1),
    notice: Math.max(0, ANNOTATION_LIMITS.notice - used.notice)
  }
}

/**
 * At most `limits[level]` annotations per level; when any counted occurrence is left out, the last
 * notice slot says how many (so notices hold at most limit - 1 occurrences then).
 */
export function planAnnotations(
  verdict: Verdict,
  findings: readonly Finding[],
  limits: AnnotationLimits = ANNOTATION_LIMITS
): PlannedAnnotation[] {
  // Sorting the open ones and keeping the counted gives the same order as sorting the counted.
  const counted = countedWorstFirst(verdict.occurrences)
  // The first of each level (no more can be shown) and how many each has.
  const byLevel: Record<AnnotationLevel, JudgedOccurrence[]> = {
    error: [],
    warning: [],
    notice: []
  }
  const perLevel: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 }
  for (const o of counted) {
    const level = ANNOTATION_LEVEL[o.severity]
    if (perLevel[level]++ < limits[level]) byLevel[level].push(o)
  }

  const overflow = (level: AnnotationLevel): boolean => perLevel[level] > limits[level]
  const needsNote =
    limits.notice > 0 && (overflow('error') || overflow('warning') || overflow('notice'))
  const take: AnnotationLimits = {
    error: limits.error,
    warning: limits.warning,
    notice: needsNote ? limits.notice - 1 : limits.notice
  }

  const index = findingIndex(findings)
  const plan: PlannedAnnotation[] = []
  for (const level of ['error', 'warning', 'notice'] as const) {
    for (const o of byLevel[level].slice(0, Math.max(0, take[level]))) {
      const label = index.get(o.findingKey)?.severityLabel
      const word = SEVERITY_LABEL[o.severity]
      // The service's own label only when it says more ("7.5", "Informational").
      const extra = label && label.trim().toLowerCase() !== word.toLowerCase()
      const severity = word + (extra ? ` (${forAnnotation(label, 30)})` : '')
      plan.push({
        level,
        severity: o.severity,
        title: forAnnotation(`${severity}: ${forAnnotation(o.name, 200)}`, 250),
        message: forAnnotation(
          `${forAnnotation(o.name, 200)} at ${forAnnotation(o.method, 20)} ` +
            `${forAnnotation(visibleUrl(o.url), 600)}` +
            (o.status ? ` (status: ${forAnnotation(o.status, 60)})` : '') +
            (o.regressed === true
              ? ', regressed: was Fixed, open again'
              : o.escalatedFrom
                ? `, escalated: accepted as ${o.escalatedFrom}`
                : o.state === 'new' && o.isNew && verdict.baselineSource
                  ? ', new since the baseline'
                  : ''),
          1000
        )
      })
    }
  }
  const left = counted.length - plan.length
  if (needsNote && left > 0) {
    plan.push({
      level: 'notice',
      title: 'More occurrences',
      message:
        `${formatCount(left)} more counted unfixed occurrences are not annotated ` +
        '(at most 10 per level are shown); see the job summary and the report file.'
    })
  }
  return plan
}

/** Emits the plan through the Log (which neutralises workflow commands once more). */
export function emitAnnotations(log: Log, plan: readonly PlannedAnnotation[]): void {
  for (const a of plan) log[a.level](a.message, { title: a.title })
}
