// `security-test gather`: the shards of .github/workflows/estate.yml back into one verdict. Reads
// every shard's `results` output (files, or folders of them), checks them against the plan, prints
// one table (and writes it to the job summary), and exits with the worst outcome: any application
// that failed, errored, timed out, was stopped or is missing, and any file not understood, fails
// the gather. A shard that errored is never read as passed.
import * as fs from 'node:fs'
import * as path from 'node:path'
import { OUTCOMES_WORST_FIRST, type Outcome } from '../command-result.js'
import { shown } from '../inputs/parsers.js'
import { tableHeader, tableRow } from '../report/markdown.js'
import { appendTextSafely } from '../report/file-write.js'
import { errorText, forCodeSpan, forLog, forMarkdown, formatCount, plural } from '../common/text.js'
import type { ArgProblem } from './args.js'
import { EXIT, exitCode } from './exit-code.js'
import {
  expectedFromMatrix,
  gather,
  readResults,
  resultFiles,
  SHOWN_COUNTS,
  type Entry,
  type Expected,
  type Gathered
} from './gather-read.js'
import { appendGithubOutputs } from './github-output.js'
import { MATRIX_LIMIT, type ToolIo } from './shard.js'
import { parseToolArgs, problemText } from './tool-args.js'

const FLAGS = ['matrix', 'matrix-file', 'shards', 'summary-file'] as const

export const GATHER_HELP = `Usage: security-test gather (--matrix JSON | --matrix-file FILE | --shards N) [--summary-file FILE] PATH ...

Reads each shard's results (the action's results output, one JSON file per shard; a PATH that is
a folder is searched for .json files), prints one table of every application and exits with one
verdict, the worst of them: error > timed-out > stopped > failed > warned > passed. An application
of the plan without results, a file that is not the results output, or fewer results than shards
planned is an error: nothing missing or not understood reads as passed.

  --matrix        the matrix security-test shard printed (every planned application is expected)
  --matrix-file   the same, from a file
  --shards        only the number of shards planned (one results file each)
  --summary-file  also write the table there (Markdown); GITHUB_STEP_SUMMARY is written when set

With GITHUB_OUTPUT set it writes the output outcome. Exit codes as for the other commands: 0 passed
(or warned), 1 failed, 2 error, 3 timed out, 4 stopped.
`

/** Worst first, as the action's several applications. */
const WORST_FIRST = OUTCOMES_WORST_FIRST

/** GitHub shows at most 1 MiB of a step's summary: the table stays under it. */
const SUMMARY_BUDGET = 1_000_000

export function runGather(argv: readonly string[], io: ToolIo): number {
  const args = parseToolArgs('gather', argv, FLAGS)
  if (args.help) {
    io.stdout(GATHER_HELP)
    return EXIT.passed
  }
  const problems: ArgProblem[] = [...args.problems]
  const expected = readExpected(args.flags, io.cwd, problems)
  if (args.words.length === 0) {
    problems.push({
      argument: 'PATH',
      message: "is missing; name the shards' results files or the folder holding them"
    })
  }
  if (problems.length > 0 || expected === undefined) {
    io.stderr(`Error: ${problemText('gather', problems)}\n`)
    return EXIT.error
  }
  const found = resultFiles(args.words, io.cwd)
  const files = found.files.map((file) => {
    const name = path.relative(io.cwd, file) || file
    let read: Entry[] | string
    try {
      read = readResults(fs.readFileSync(file, 'utf8'))
    } catch (e) {
      read = `cannot be read (${errorText(e, 200)})`
    }
    return { file: name, read }
  })
  const gathered = gather(expected, files, found.problems)
  const outcome = verdict(gathered)
  const line = verdictLine(gathered, expected, outcome)

  io.stdout(textTable(gathered))
  const markdown = summary(gathered, expected, outcome)
  const written: string[] = []
  for (const file of [args.flags['summary-file'], io.env.GITHUB_STEP_SUMMARY]) {
    if (!file) continue
    try {
      appendTextSafely(path.resolve(io.cwd, file), markdown)
    } catch (e) {
      written.push(`the summary could not be written to ${shown(file)}: ${errorText(e, 200)}`)
    }
  }
  const outputs = appendGithubOutputs(io.env, { outcome: written.length > 0 ? 'error' : outcome })
  if (outputs !== undefined) written.push(outputs)
  const final = written.length > 0 ? 'error' : outcome
  const passed = final === 'passed' || final === 'warned'
  io.stderr(passed ? `${line}\n` : `Error: ${[line, ...written].join('; ')}\n`)
  return exitCode(final, !passed)
}

function readExpected(
  flags: Partial<Record<(typeof FLAGS)[number], string>>,
  cwd: string,
  problems: ArgProblem[]
): Expected | undefined {
  const given = (['matrix', 'matrix-file', 'shards'] as const).filter((f) => flags[f]?.trim())
  if (given.length !== 1) {
    problems.push({
      argument: '--matrix',
      message:
        given.length === 0
          ? 'is missing: say what was planned with --matrix, --matrix-file or --shards, so a shard that never reported is seen'
          : `--${given.join(', --')} are all given; give the plan once`
    })
    return undefined
  }
  const flag = given[0] as (typeof given)[number]
  const value = (flags[flag] as string).trim()
  if (flag === 'shards') {
    const n = /^\d{1,3}$/.test(value) ? Number(value) : NaN
    if (n >= 1 && n <= MATRIX_LIMIT) return { shards: n }
    problems.push({
      argument: '--shards',
      message: `${shown(value)} is not a whole number from 1 to ${MATRIX_LIMIT}`
    })
    return undefined
  }
  let text = value
  if (flag === 'matrix-file') {
    try {
      text = fs.readFileSync(path.resolve(cwd, value), 'utf8')
    } catch (e) {
      problems.push({
        argument: '--matrix-file',
        message: `${shown(value)} cannot be read (${(e as NodeJS.ErrnoException).code ?? 'unreadable'})`
      })
      return undefined
    }
  }
  const plan = expectedFromMatrix(text)
  if (typeof plan === 'string') {
    problems.push({ argument: `--${flag}`, message: plan })
    return undefined
  }
  return plan
}

/** The worst outcome; anything missing or not understood is an error. */
export function verdict(g: Gathered): Outcome {
  if (g.problems.length > 0 || g.entries.length === 0) return 'error'
  const outcomes = g.entries.map((e) => (e.outcome === 'missing' ? 'error' : e.outcome))
  return WORST_FIRST.find((o) => outcomes.includes(o)) ?? 'error'
}

const notPassing = (e: Entry): boolean => e.outcome !== 'passed' && e.outcome !== 'warned'
const nameOf = (e: Entry): string => e.name ?? e.token

function verdictLine(g: Gathered, expected: Expected, outcome: Outcome): string {
  const failing = g.entries.filter(notPassing)
  const head = `${plural(g.entries.length, 'application')} in ${plural(expected.shards, 'shard')}: ${outcome}`
  const parts = failing.slice(0, 10).map((e) => `${forLog(nameOf(e), 60)}: ${e.outcome}`)
  if (failing.length > 10) parts.push(`and ${formatCount(failing.length - 10)} more`)
  const details = [
    failing.length > 0 ? `${formatCount(failing.length)} did not pass — ${parts.join('; ')}` : '',
    ...g.problems.slice(0, 5).map((p) => forLog(p, 300)),
    g.problems.length > 5 ? `and ${plural(g.problems.length - 5, 'more problem')}` : ''
  ].filter(Boolean)
  return details.length > 0 ? `${head} — ${details.join('; ')}` : head
}

const HEADERS = [
  'shard',
  'application',
  'outcome',
  'unfixed',
  'new',
  'critical',
  'high',
  'medium',
  'low',
  'very low',
  'unknown'
]

function cells(e: Entry, shownName: (s: string) => string): string[] {
  return [
    e.shard === undefined ? '' : String(e.shard),
    shownName(nameOf(e)),
    e.outcome,
    ...SHOWN_COUNTS.map((k) =>
      e.counts[k] === undefined ? '' : formatCount(e.counts[k] as number)
    )
  ]
}

/** The table for a terminal or a log: every row, columns padded; service text made log-safe. */
function textTable(g: Gathered): string {
  const rows = [HEADERS, ...g.entries.map((e) => cells(e, (s) => forLog(s, 40)))]
  const widths = HEADERS.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)))
  return (
    rows
      .map((r) =>
        r
          .map((c, i) => c.padEnd(widths[i] ?? 0))
          .join('  ')
          .trimEnd()
      )
      .join('\n') + '\n'
  )
}

/** The job summary: a headline, the table (passing rows left out when it would not fit), problems. */
function summary(g: Gathered, expected: Expected, outcome: Outcome): string {
  const failing = g.entries.filter(notPassing).length
  const icon = outcome === 'passed' ? '✅' : outcome === 'warned' ? '⚠️' : '❌'
  const head = `## ${icon} Security test estate: ${outcome}\n\n${plural(g.entries.length, 'application')} in ${plural(expected.shards, 'shard')}; ${formatCount(g.entries.length - failing)} passed, ${formatCount(failing)} did not.\n\n`
  const problems =
    g.problems.length === 0
      ? ''
      : `\n**Not understood or missing** (each an error):\n\n${g.problems
          .slice(0, 50)
          .map((p) => `- ${forMarkdown(p, 500)}`)
          .join(
            '\n'
          )}\n${g.problems.length > 50 ? `- and ${plural(g.problems.length - 50, 'more problem')}\n` : ''}`
  const row = (e: Entry): string =>
    tableRow(cells(e, (s) => (s === e.token ? forCodeSpan(s, 40, true) : forMarkdown(s, 100))))
  const header = tableHeader(HEADERS, [
    'right',
    'left',
    'left',
    ...SHOWN_COUNTS.map(() => 'right' as const)
  ])
  let rows = g.entries.map(row)
  let note = ''
  const size = (r: string[]): number =>
    Buffer.byteLength(head + header + problems) + r.reduce((n, x) => n + x.length * 3 + 1, 0) + 400
  if (size(rows) > SUMMARY_BUDGET) {
    const kept = g.entries.filter(notPassing)
    note = `\n${plural(g.entries.length - kept.length, 'passing application')} left out to stay within GitHub's summary size (the shards' own summaries have them).\n`
    rows = kept.map(row)
    while (rows.length > 0 && size(rows) > SUMMARY_BUDGET) rows.pop()
    if (rows.length < kept.length)
      note += `${plural(kept.length - rows.length, 'failing application')} left out as well: the log of this step lists every one.\n`
  }
  return `${head}${header}\n${rows.join('\n')}\n${note}${problems}\n`
}
