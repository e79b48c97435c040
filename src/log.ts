import * as core from '@actions/core'
import { neutraliseCommands } from './text.js'

/** Where an annotation points; all optional (a DAST finding has no source line). */
export interface AnnotationProps {
  title?: string
  file?: string
  startLine?: number
}

/**
 * The action's logger. Messages are the action's own words with untrusted parts already passed
 * through src/text.ts; as a second fence every line is neutralised, so no message can be read as
 * a workflow command even if a caller forgot.
 */
export interface Log {
  info(message: string): void
  debug(message: string): void
  notice(message: string, props?: AnnotationProps): void
  warning(message: string, props?: AnnotationProps): void
  error(message: string, props?: AnnotationProps): void
}

export const coreLog: Log = {
  info: (m) => core.info(neutraliseCommands(m)),
  debug: (m) => core.debug(neutraliseCommands(m)),
  notice: (m, p) => core.notice(neutraliseCommands(m), p),
  warning: (m, p) => core.warning(neutraliseCommands(m), p),
  error: (m, p) => core.error(neutraliseCommands(m), p)
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
