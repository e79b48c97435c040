// `security-test shard`: split an estate's application tokens into the matrix of a workflow's
// jobs (.github/workflows/estate.yml), one shard of at most `--shard-size` applications per job.
// Every token is checked as the action's `application-token` checks it, before any job starts:
// a bad token found by shard 137 of 200 would have cost the other 199 their runners.
import * as fs from 'node:fs'
import * as path from 'node:path'
import { BadValue, serviceTokens, shown } from '../inputs/parsers.js'
import { formatCount, plural } from '../common/text.js'
import type { ArgProblem } from './args.js'
import { EXIT } from './exit-code.js'
import { appendGithubOutputs } from './github-output.js'
import { parseToolArgs, problemText } from './tool-args.js'

/** GitHub runs at most 256 jobs of one matrix. */
export const MATRIX_LIMIT = 256
/**
 * Code scanning takes at most 20 runs per upload, and a shard job uploads its SARIF folder as one
 * (one run per application): a larger shard would need several uploads per job.
 */
export const MAX_SHARD_SIZE = 20
export const DEFAULT_SHARD_SIZE = 20

export interface Shard {
  shard: number
  of: number
  /** The shard's tokens, space-separated: the action's `application-token` as it is. */
  tokens: string
}

export interface Plan {
  include: Shard[]
}

const FLAGS = ['applications', 'applications-file', 'shard-size'] as const
type Flag = (typeof FLAGS)[number]

export const SHARD_HELP = `Usage: security-test shard (--applications "TOKEN ..." | --applications-file FILE) [--shard-size 20]

Splits application tokens into a GitHub Actions matrix, one shard per job, in the order given,
the applications spread evenly (21 at --shard-size 20: 11 and 10). Prints the matrix as JSON,
{"include":[{"shard":1,"of":2,"tokens":"t1 t2 ..."},...]}, and with GITHUB_OUTPUT set writes the
outputs matrix and shards.

  --applications       tokens separated by commas, spaces or newlines
  --applications-file  a file of tokens, likewise separated; # starts a comment to the line's end
  --shard-size         at most this many applications per shard, 1 to ${MAX_SHARD_SIZE} (code scanning's
                       runs per SARIF upload; default: ${DEFAULT_SHARD_SIZE})

Each token is checked as the action's application-token is; the same token twice is refused. No
application, or more than ${MATRIX_LIMIT} shards (GitHub's matrix limit), is an error (exit code 2).
`

/** The matrix: `tokens` in order, in ceil(n / size) shards whose sizes differ by at most one. */
export function shardPlan(tokens: readonly string[], size: number): Plan {
  const of = Math.ceil(tokens.length / size)
  const include: Shard[] = []
  let start = 0
  for (let i = 0; i < of; i++) {
    // The first (n mod of) shards take one more.
    const count = Math.floor(tokens.length / of) + (i < tokens.length % of ? 1 : 0)
    include.push({ shard: i + 1, of, tokens: tokens.slice(start, start + count).join(' ') })
    start += count
  }
  return { include }
}

/** The shard size, or a problem naming the flag. */
export function shardSize(text: string | undefined): number | ArgProblem {
  if (text === undefined || text.trim() === '') return DEFAULT_SHARD_SIZE
  const n = /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : NaN
  if (n >= 1 && n <= MAX_SHARD_SIZE) return n
  return {
    argument: '--shard-size',
    message: `${shown(text)} is not a whole number from 1 to ${MAX_SHARD_SIZE} (code scanning takes at most ${MAX_SHARD_SIZE} runs per SARIF upload, one run per application), e.g. ${DEFAULT_SHARD_SIZE}`
  }
}

/** The tokens as given, checked; or the problem. A file's `#` comments are left out. */
export function readApplications(
  flags: Partial<Record<Flag, string>>,
  cwd: string
): string[] | ArgProblem {
  const inline = flags.applications?.trim() ? flags.applications : undefined
  const file = flags['applications-file']?.trim() ? flags['applications-file'] : undefined
  if (inline !== undefined && file !== undefined) {
    return {
      argument: '--applications',
      message: 'and --applications-file are both given; give the tokens one way'
    }
  }
  let text: string
  let argument: string
  if (file !== undefined) {
    argument = '--applications-file'
    try {
      text = fs.readFileSync(path.resolve(cwd, file.trim()), 'utf8')
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code ?? 'unreadable'
      return { argument, message: `${shown(file)} cannot be read (${code})` }
    }
    text = text.replace(/#[^\n]*/g, ' ')
  } else {
    argument = '--applications'
    text = inline ?? ''
  }
  if (text.trim() === '') {
    return {
      argument,
      message:
        file !== undefined
          ? `${shown(file)} names no application; list one token a line (GitHub refuses a matrix with no job)`
          : 'names no application; give the tokens here or in --applications-file (GitHub refuses a matrix with no job)'
    }
  }
  try {
    return serviceTokens(text, 'an application token')
  } catch (e) {
    if (e instanceof BadValue) return { argument, message: e.message }
    throw e
  }
}

/** More shards than one matrix runs is an error naming the limit and what would fit. */
export function matrixProblem(count: number, size: number): ArgProblem | undefined {
  const shards = Math.ceil(count / size)
  if (shards <= MATRIX_LIMIT) return undefined
  const fits = Math.ceil(count / MATRIX_LIMIT)
  const advice =
    fits <= MAX_SHARD_SIZE
      ? `use --shard-size ${fits} or more`
      : `that many applications need more than one matrix (${formatCount(MATRIX_LIMIT * MAX_SHARD_SIZE)} applications at most in one): split them between several callers of the workflow`
  return {
    argument: '--shard-size',
    message: `${size} makes ${formatCount(shards)} shards of ${plural(count, 'application')}, but GitHub runs at most ${MATRIX_LIMIT} jobs in a matrix; ${advice}`
  }
}

export interface ToolIo {
  env: NodeJS.ProcessEnv
  cwd: string
  stdout: (text: string) => void
  stderr: (text: string) => void
}

export function runShard(argv: readonly string[], io: ToolIo): number {
  const args = parseToolArgs('shard', argv, FLAGS)
  if (args.help) {
    io.stdout(SHARD_HELP)
    return EXIT.passed
  }
  const problems = [...args.problems]
  for (const word of args.words) {
    problems.push({ argument: shown(word), message: 'is one word too many; flags start with --' })
  }
  const size = shardSize(args.flags['shard-size'])
  if (typeof size !== 'number') problems.push(size)
  const tokens = readApplications(args.flags, io.cwd)
  if (!Array.isArray(tokens)) problems.push(tokens)
  if (Array.isArray(tokens) && typeof size === 'number') {
    const tooMany = matrixProblem(tokens.length, size)
    if (tooMany) problems.push(tooMany)
  }
  if (problems.length > 0 || !Array.isArray(tokens) || typeof size !== 'number') {
    io.stderr(`Error: ${problemText('shard', problems)}\n`)
    return EXIT.error
  }
  const plan = shardPlan(tokens, size)
  const matrix = JSON.stringify(plan)
  io.stdout(`${matrix}\n`)
  io.stderr(
    `${plural(tokens.length, 'application')} in ${plural(plan.include.length, 'shard')} of at most ${size}\n`
  )
  const written = appendGithubOutputs(io.env, { matrix, shards: String(plan.include.length) })
  if (written !== undefined) {
    io.stderr(`Error: ${written}\n`)
    return EXIT.error
  }
  return EXIT.passed
}
