// A Log for tests: records every line.
import type { AnnotationProps, Log } from '../src/common/log.js'

export interface LoggedLine {
  level: 'info' | 'debug' | 'notice' | 'warning' | 'error'
  message: string
  props?: AnnotationProps
}

export class MemoryLog implements Log {
  readonly lines: LoggedLine[] = []
  info(message: string): void {
    this.lines.push({ level: 'info', message })
  }
  debug(message: string): void {
    this.lines.push({ level: 'debug', message })
  }
  notice(message: string, props?: AnnotationProps): void {
    this.lines.push({ level: 'notice', message, props })
  }
  warning(message: string, props?: AnnotationProps): void {
    this.lines.push({ level: 'warning', message, props })
  }
  error(message: string, props?: AnnotationProps): void {
    this.lines.push({ level: 'error', message, props })
  }
  text(level?: LoggedLine['level']): string {
    return this.lines
      .filter((l) => !level || l.level === level)
      .map((l) => l.message)
      .join('\n')
  }
}
