// The built command-line tool as a CI job runs it (scripts/runner.ts runTool: `node dist/cli.js`
// with the machine's environment and no CI system's variables unless a test gives them), and
// readers for what it leaves: the outputs file, the report files, the log lines.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CLI_BUNDLE, runTool, type ToolOptions, type ToolRun } from '../scripts/runner.js'
import { APP } from '../sim/accounts.js'
import type { Target } from './step.js'
import { reusing } from './reused-node.js'
import { filesUnder } from './step-files.js'

export type { ToolRun }

/** Where the tool writes its outputs in every run of these helpers (relative to its folder). */
const OUTPUTS = 'outputs.json'

export interface ToolResult extends ToolRun {
  /** The outputs file, parsed ({} when the tool wrote none). */
  outputs: Record<string, string>
}

/**
 * Run `security-test <command> <flags>` against `target`: --base-url is the target's, the access
 * token comes from SECURITY_TEST_ACCESS_TOKEN (the simulator's first token) unless `env` says
 * otherwise, and the outputs go to outputs.json in the run's folder. Flags are `--name value`.
 * It runs in a reused Node.js process (./reused-node.ts) unless `options` says otherwise.
 */
export async function tool(
  target: Target,
  command: string,
  flags: Record<string, string> = {},
  options: ToolOptions = {}
): Promise<ToolResult> {
  const baseUrl = typeof target === 'string' ? target : target.baseUrl
  const token = typeof target === 'string' ? '' : target.tokens.accessToken
  const args = [command, '--base-url', baseUrl, '--outputs-file', OUTPUTS]
  for (const [name, value] of Object.entries(flags)) args.push(`--${name}`, value)
  const run = await runTool(
    args,
    reusing({
      killAfterMs: 60_000,
      ...options,
      env: { SECURITY_TEST_ACCESS_TOKEN: token, ...(options.env ?? {}) }
    })
  )
  return { ...run, outputs: outputsOf(run) }
}

/**
 * `security-test <args>` exactly as given (scripts/runner.ts runTool), in a reused Node.js
 * process (./reused-node.ts) unless `options` says otherwise.
 */
export function toolRun(args: string[], options: ToolOptions = {}): Promise<ToolRun> {
  return runTool(args, reusing(options))
}

/** What a scan of the shop needs besides base-url and the token; polls as fast as allowed. */
export const TOOL_SCAN: Readonly<Record<string, string>> = {
  'application-token': APP,
  'poll-interval': '1s',
  timeout: '1m'
}

function outputsOf(run: ToolRun): Record<string, string> {
  const file = join(run.cwd, OUTPUTS)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {}
}

/** A file the tool wrote, by its path relative to the run's folder (or absolute). */
export function fileOf(run: ToolRun, path: string): string {
  return readFileSync(path.startsWith('/') ? path : join(run.cwd, path), 'utf8')
}

/** The lines a person reads (stderr), without the trailing empty one. */
export function logLines(run: ToolRun): string[] {
  return run.stderr.split('\n').filter((l) => l !== '')
}

/**
 * Where any 10-character piece of `token` shows (stdout, stderr, files under the run's folder):
 * a distinctive token makes a piece of it unmistakable.
 */
export function tokenLeaks(run: ToolResult, token: string): string[] {
  const pieces = Array.from({ length: token.length - 9 }, (_, i) => token.slice(i, i + 10))
  const found: string[] = []
  const check = (where: string, text: string): void => {
    if (pieces.some((p) => text.includes(p))) found.push(where)
  }
  check('stdout', run.stdout)
  check('stderr', run.stderr)
  for (const f of filesUnder(run.cwd)) check(f, readFileSync(f, 'utf8'))
  return found
}

/** Whether util-linux's `script` is here, to give the tool a real pseudo-terminal. */
export const HAS_SCRIPT = spawnSync('script', ['--version'], { stdio: 'ignore' }).status === 0

/**
 * `tool`, but on a real pseudo-terminal (util-linux `script`): stdout and stderr are both the
 * terminal, as when a person runs the tool. What the terminal received is `output` (both streams
 * together, lines ending in CR LF as a terminal gets them).
 */
export async function toolOnTerminal(
  target: Target,
  command: string,
  flags: Record<string, string> = {},
  env: Record<string, string> = {}
): Promise<{ exitCode: number | null; output: string }> {
  const baseUrl = typeof target === 'string' ? target : target.baseUrl
  const token = typeof target === 'string' ? '' : target.tokens.accessToken
  const args = [CLI_BUNDLE, command, '--base-url', baseUrl]
  for (const [name, value] of Object.entries(flags)) args.push(`--${name}`, value)
  const line = [process.execPath, ...args].map(shellQuoted).join(' ')
  const cwd = mkdtempSync(join(tmpdir(), 'sta-tty-'))
  const environment: Record<string, string> = { SECURITY_TEST_ACCESS_TOKEN: token, ...env }
  for (const k of ['PATH', 'HOME', 'LANG', 'TMPDIR']) {
    if (process.env[k]) environment[k] ??= process.env[k] as string
  }
  // -q: no banner, -e: its exit code is the tool's, -f: flush as written; the typescript to nowhere.
  const child = spawn('script', ['-qefc', line, '/dev/null'], { cwd, env: environment })
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (d: string) => (output += d))
  const killer = setTimeout(() => child.kill('SIGKILL'), 60_000)
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve))
  clearTimeout(killer)
  return { exitCode, output }
}

function shellQuoted(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`
}
