// What the tool's terminal can show. Colour only where a person looks at a terminal: never with
// NO_COLOR set to anything (no-color.org), never on a stream that is not a terminal (a CI log, a
// pipe, a file) unless FORCE_COLOR asks for it, and never on TERM=dumb. The escapes are added
// after a line is made safe (text.ts strips every escape from what it is given), so only the
// tool's own colours reach the terminal.

export interface Terminal {
  /** The stream is a terminal: a progress line may update in place. */
  tty: boolean
  /** Colours are wanted. */
  color: boolean
  /** The terminal's width, when known: a progress line longer than it would wrap and not update. */
  columns?: number
}

/** Whether colours are wanted on a stream that is (`tty`) or is not a terminal. */
export function colorWanted(env: NodeJS.ProcessEnv, tty: boolean): boolean {
  if ((env.NO_COLOR ?? '') !== '') return false
  const force = env.FORCE_COLOR
  if (force !== undefined && force !== '') return !/^(0|false)$/i.test(force)
  return tty && env.TERM !== 'dumb'
}

type Style = 'red' | 'yellow' | 'green' | 'cyan' | 'dim' | 'bold'
const SGR: Record<Style, string> = {
  red: '31',
  yellow: '33',
  green: '32',
  cyan: '36',
  dim: '2',
  bold: '1'
}

/** `text` in `styles` when colours are wanted, else unchanged. */
export function paint(color: boolean, styles: Style | Style[], text: string): string {
  const codes = (Array.isArray(styles) ? styles : [styles]).map((s) => SGR[s]).join(';')
  return color && text !== '' ? `\u001b[${codes}m${text}\u001b[0m` : text
}

/** The verdict heading's word (report/log-verdict.ts) in its colour: green passed, red otherwise. */
const VERDICT = /^(Security test )(PASSED|FAILED|TIMED OUT|STOPPED|ERROR)\b/

/** A log line with its level word or verdict coloured. */
export function paintLine(color: boolean, line: string): string {
  if (!color) return line
  const level = /^(Error|Warning|Notice|Debug)\b/.exec(line)
  if (level) {
    const word = level[1] as string
    const style: Style =
      word === 'Error' ? 'red' : word === 'Warning' ? 'yellow' : word === 'Notice' ? 'cyan' : 'dim'
    return paint(color, style, word) + line.slice(word.length)
  }
  const verdict = VERDICT.exec(line)
  if (verdict) {
    const word = verdict[2] as string
    return (
      (verdict[1] as string) +
      paint(color, ['bold', word === 'PASSED' ? 'green' : 'red'], word) +
      line.slice((verdict[0] as string).length)
    )
  }
  return line
}
