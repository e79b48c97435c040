// The tool's log. People read stderr: the action's progress lines and verdict, annotations as
// "Error [title]: message" lines, one updating progress line on a terminal. On Azure Pipelines
// annotations are logging commands instead (`##vso[task.logissue]`, on stdout, where the agent
// reads them). Every line is neutralised for every CI system and has the secrets masked, so no
// finding can start a logging command and no token is printed, whoever called the log.
import { redactor } from '../api/outcome.js'
import type { AnnotationProps, Log } from '../log.js'
import { forAzureData, forAzureProperty, neutraliseCommands } from '../text.js'

export interface LogOutput {
  /** Human lines (stderr). */
  err(text: string): void
  /** Machine lines: Azure's logging commands (stdout). */
  out(text: string): void
  /** stderr is a terminal: progress lines update in place. */
  tty: boolean
}

export interface CliLogOptions {
  /** Azure Pipelines: annotations become ##vso[task.logissue] lines. */
  azure: boolean
  debug: boolean
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
  /** End an open progress line. */
  close(): void
}

type Level = 'error' | 'warning' | 'notice'
const WORD: Record<Level, string> = { error: 'Error', warning: 'Warning', notice: 'Notice' }

export function cliLog(output: LogOutput, options: CliLogOptions): CliLog {
  const secrets = new Set<string>()
  const redactors: Array<(s: string) => string> = []
  let progressOpen = false

  const redact = (text: string): string => redactors.reduce((s, r) => r(s), text)
  const safe = (text: string): string => neutraliseCommands(redact(text))
  const endProgress = (): void => {
    if (progressOpen) output.err('\n')
    progressOpen = false
  }
  const line = (text: string): void => {
    endProgress()
    output.err(`${safe(text)}\n`)
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
      if (!output.tty) return line(m)
      // Carriage return and erase-line: the previous progress line is replaced, not repeated.
      output.err(`\r\u001b[2K${safe(m).replace(/\n/g, ' ')}`)
      progressOpen = true
    },
    mask: (secret) => {
      if (!secret || secrets.has(secret)) return
      secrets.add(secret)
      redactors.push(redactor(secret))
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
