// The tool's log. People read stderr: the action's progress lines and verdict, annotations as
// "Error [title]: message" lines, one updating progress line on a terminal with the time spent
// so far (ticking each second while the tool waits), colours only on a terminal and never with
// NO_COLOR (terminal.ts). On Azure Pipelines
// annotations are logging commands instead (`##vso[task.logissue]`, on stdout, where the agent
// reads them). Every line is neutralised for every CI system and has the secrets masked, so no
// finding can start a logging command and no token is printed, whoever called the log.
import { redactor } from '../api/redaction.js'
import type { AnnotationProps, Log } from '../common/log.js'
import { formatDuration } from '../common/duration.js'
import { forAzureData, forAzureProperty, neutraliseCommands } from '../common/text.js'
import { paintLine, type Terminal } from './terminal.js'

export interface LogOutput {
  /** Human lines (stderr). */
  err(text: string): void
  /** Machine lines: Azure's logging commands (stdout). */
  out(text: string): void
  /** What stderr can show: progress lines update in place on a terminal; colours. */
  terminal: Terminal
}

export interface CliLogOptions {
  /** Azure Pipelines: annotations become ##vso[task.logissue] lines. */
  azure: boolean
  debug: boolean
  /** Milliseconds now, for the time spent on the progress line (tests give their own). */
  now?: () => number
}

export interface CliLog extends Log {
  /** Never print `secret` (replaced by ***), from now on. */
  mask(secret: string): void
  /** `text` with every masked secret replaced, for what the tool writes to files itself. */
  redact(text: string): string
  /** The run's failure line: an error for people, or a logissue error on Azure. */
  failure(line: string): void
  /** An Azure logging command of the tool's own (the summary's upload). */
  azureCommand(command: string, data: string): void
  /** End an open progress line (and its ticking). */
  close(): void
}

/** How often the open progress line's time is redrawn on a terminal. */
const TICK_MS = 1000

type Level = 'error' | 'warning' | 'notice'
const WORD: Record<Level, string> = { error: 'Error', warning: 'Warning', notice: 'Notice' }

export function cliLog(output: LogOutput, options: CliLogOptions): CliLog {
  const secrets = new Set<string>()
  const redactors: Array<(s: string) => string> = []
  const { tty, color, columns } = output.terminal
  const now = options.now ?? Date.now
  const started = now()
  /** The open progress line on a terminal: its text without the time, and how wide it was drawn. */
  let progress: { text: string; width: number } | undefined
  let ticker: ReturnType<typeof setInterval> | undefined

  const redact = (text: string): string => redactors.reduce((s, r) => r(s), text)
  const safe = (text: string): string => neutraliseCommands(redact(text))
  const withTime = (text: string): string => `${text} (${formatDuration(now() - started)} elapsed)`
  const endProgress = (): void => {
    if (ticker !== undefined) clearInterval(ticker)
    ticker = undefined
    if (progress) output.err('\n')
    progress = undefined
  }
  // A carriage return and spaces over what is left of the longer line before: no escape code,
  // so the line updates in place even with NO_COLOR.
  const drawProgress = (): void => {
    if (!progress) return
    const full = withTime(progress.text)
    const text =
      columns && columns > 20 && full.length >= columns ? `${full.slice(0, columns - 2)}…` : full
    output.err(
      `\r${paintLine(color, text)}${' '.repeat(Math.max(0, progress.width - text.length))}`
    )
    progress.width = text.length
  }
  const line = (text: string): void => {
    endProgress()
    output.err(`${paintLine(color, safe(text))}\n`)
  }
  const annotation = (level: Level, message: string, props?: AnnotationProps): void => {
    const title = props?.title ? safe(props.title).replace(/\n/g, ' ') : undefined
    if (options.azure && (level !== 'notice' || title !== undefined)) {
      // Azure has errors and warnings only: a notice that annotates a finding is a warning there;
      // the run's other notices stay plain lines.
      const type = level === 'error' ? 'error' : 'warning'
      logissue(type, title ? `[${title}] ${safe(message)}` : safe(message))
      return
    }
    line(`${WORD[level]}${title ? ` [${title}]` : ''}: ${message}`)
  }
  const logissue = (type: 'error' | 'warning', text: string): void => {
    endProgress()
    output.out(`##vso[task.logissue type=${forAzureProperty(type)}]${forAzureData(text)}\n`)
  }

  return {
    info: line,
    debug: (m) => {
      if (options.debug) line(`Debug: ${m}`)
    },
    notice: (m, p) => annotation('notice', m, p),
    warning: (m, p) => annotation('warning', m, p),
    error: (m, p) => annotation('error', m, p),
    progress: (m) => {
      if (!tty) return line(withTime(m))
      progress = { text: safe(m).replace(/\n/g, ' '), width: progress?.width ?? 0 }
      drawProgress()
      // The time goes on while the tool waits for the next poll; the timer never keeps it alive.
      ticker ??= setInterval(drawProgress, TICK_MS)
      ticker.unref?.()
    },
    mask: (secret) => {
      if (!secret || secrets.has(secret)) return
      secrets.add(secret)
      redactors.push(redactor([secret]))
    },
    redact,
    failure: (text) => {
      if (options.azure) logissue('error', safe(text))
      else line(`Error: ${text}`)
    },
    azureCommand: (command, data) => {
      endProgress()
      output.out(`##vso[${command}]${forAzureData(safe(data))}\n`)
    },
    close: endProgress
  }
}
