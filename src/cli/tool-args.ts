// The arguments of the tool's own commands (`shard`, `gather`): `--name value` or `--name=value`
// flags from a fixed list, and the words left over. Every problem is collected, as for the
// action's inputs, so one run names them all.
import { shown } from '../inputs/parsers.js'
import { closest } from '../common/did-you-mean.js'
import type { ArgProblem } from './args.js'

export interface ToolArgs<F extends string> {
  flags: Partial<Record<F, string>>
  words: string[]
  help: boolean
  problems: ArgProblem[]
}

export function parseToolArgs<F extends string>(
  command: string,
  argv: readonly string[],
  known: readonly F[]
): ToolArgs<F> {
  const args: ToolArgs<F> = { flags: {}, words: [], help: false, problems: [] }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--help' || arg === '-h') {
      args.help = true
      continue
    }
    if (!arg.startsWith('--')) {
      args.words.push(arg)
      continue
    }
    const eq = arg.indexOf('=')
    const name = (eq < 0 ? arg.slice(2) : arg.slice(2, eq)).toLowerCase()
    const flag = `--${name}`
    if (!(known as readonly string[]).includes(name)) {
      const guess = closest(name, known)
      args.problems.push({
        argument: shown(flag),
        message: `is not a flag of security-test ${command}${guess ? `; did you mean --${guess}?` : `; see security-test ${command} --help`}`
      })
      continue
    }
    let value: string | undefined
    // A value may be empty (`--applications ""` from an unset workflow input) but not a flag.
    if (eq >= 0) value = arg.slice(eq + 1)
    else if (i + 1 < argv.length && !(argv[i + 1] as string).startsWith('--')) value = argv[++i]
    if (value === undefined) {
      args.problems.push({ argument: flag, message: 'needs a value' })
    } else if (args.flags[name as F] !== undefined) {
      args.problems.push({ argument: flag, message: 'is given twice; give it once' })
    } else args.flags[name as F] = value
  }
  return args
}

/** The problems as the tool prints them: one line each, under one heading. */
export function problemText(command: string, problems: readonly ArgProblem[]): string {
  return (
    'Invalid arguments:\n' +
    problems.map((p) => `  ${p.argument}: ${p.message}`).join('\n') +
    `\nSee security-test ${command} --help.`
  )
}
