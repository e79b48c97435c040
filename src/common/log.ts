// The log as the core sees it: lines and annotations, written by whichever host runs.
/** Where an annotation points; all optional (a DAST finding has no source line). */
export interface AnnotationProps {
  title?: string
  file?: string
  startLine?: number
}

/**
 * The action's logger. Messages are the action's own words with untrusted parts already passed
 * through src/common/text.ts; each host's logger neutralises every line again as a second fence.
 */
export interface Log {
  info(message: string): void
  debug(message: string): void
  notice(message: string, props?: AnnotationProps): void
  warning(message: string, props?: AnnotationProps): void
  error(message: string, props?: AnnotationProps): void
  /**
   * A progress line the next one replaces (a terminal shows one updating line); a host without
   * it gets the line through `info`.
   */
  progress?(message: string): void
}

/** Write a progress line through `log.progress`, or as an ordinary line where there is none. */
export function logProgress(log: Log, message: string): void {
  if (log.progress) log.progress(message)
  else log.info(message)
}

export type AnnotationCounts = { error: number; warning: number; notice: number }

/**
 * A Log that counts the annotations it emits, so finding annotations can be given what is left
 * of GitHub's 10-per-level allowance instead of being dropped silently.
 */
export function countingLog(inner: Log): Log & { used: AnnotationCounts } {
  const used: AnnotationCounts = { error: 0, warning: 0, notice: 0 }
  return {
    used,
    info: (m) => inner.info(m),
    debug: (m) => inner.debug(m),
    progress: (m) => logProgress(inner, m),
    notice: (m, p) => {
      used.notice++
      inner.notice(m, p)
    },
    warning: (m, p) => {
      used.warning++
      inner.warning(m, p)
    },
    error: (m, p) => {
      used.error++
      inner.error(m, p)
    }
  }
}
