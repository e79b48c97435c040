// Runs the built action the way the GitHub Actions runner does: INPUT_* variables (action.yml
// defaults under the step's `with:`), GITHUB_OUTPUT / GITHUB_STATE / GITHUB_STEP_SUMMARY files,
// RUNNER_TEMP, and STATE_* for the post phase. Used by the end-to-end tests, the demo and the
// benchmark, so all three exercise exactly what users run.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { whyRebuild } from './source-hash.mjs'

export const ROOT = resolve(import.meta.dirname, '..')
export const BUNDLE = join(ROOT, 'dist', 'index.js')
/** The command-line tool (package.json `bin`). */
export const CLI_BUNDLE = join(ROOT, 'dist', 'cli.js')

export interface StepRun {
  exitCode: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  state: Record<string, string>
  summary: string
  /** The step's folders, for reading files the action wrote. */
  dirs: { temp: string; workspace: string }
  durationMs: number
}

export interface StepOptions {
  /** The step's `with:` values; unset inputs take action.yml's defaults, as on the runner. */
  with?: Record<string, string>
  /** Extra environment (RUNNER_DEBUG, GITHUB_EVENT_PATH, ...). */
  env?: Record<string, string>
  /** For the post phase: the state the main phase saved. */
  state?: Record<string, string>
  /** Reuse the main phase's folders (post phase). */
  dirs?: { temp: string; workspace: string }
  /** Called once the process runs, e.g. to send it a signal. */
  onSpawn?: (child: ChildProcess) => void
  /** Called with each chunk the action prints, as it prints it (live progress in the demo). */
  echo?: (chunk: string) => void
  /** Kill the step after this long (a hung action must not hang the suite). */
  killAfterMs?: number
  cwd?: string
  /** Another build of the action to run (the benchmark compares two); dist/index.js by default. */
  bundle?: string
  /**
   * How `node <bundle>` is run: a fresh process by default (`spawnCollect`); the tests hand a
   * reused one (__fixtures__/reused-node.ts) where starting Node.js is all a new process adds.
   */
  launch?: Launch
}

/** Seconds between the "still building" lines. */
const PROGRESS_EVERY_S = 10

/** `npm run bundle`, printing a line every few seconds so a 70 s build is not silence. */
async function bundle(why: string): Promise<void> {
  console.log(`Building dist/ (npm run bundle): ${why}. This takes about a minute ...`)
  const started = Date.now()
  const ticker = setInterval(() => {
    console.log(`  still building dist/ (${Math.round((Date.now() - started) / 1000)} s) ...`)
  }, PROGRESS_EVERY_S * 1000)
  try {
    const code = await new Promise<number | null>((done, fail) => {
      const child = spawn('npm', ['run', '-s', 'bundle'], { cwd: ROOT, stdio: 'inherit' })
      child.on('error', fail)
      child.on('exit', done)
    })
    if (code !== 0) throw new Error(`npm run bundle exited with ${code}`)
  } finally {
    clearInterval(ticker)
  }
  console.log(`Built dist/ in ${Math.round((Date.now() - started) / 1000)} s.\n`)
}

/**
 * Build dist/ unless it was built from these sources (the demo and the docs' pictures run what
 * users run). Decided by content (dist/source-hash.txt), not by mtimes, which a fresh clone sets
 * in git's order.
 */
export async function bundleIfNeeded(): Promise<void> {
  const why = whyRebuild(ROOT)
  if (why === undefined) console.log('dist/ is current (built from these sources).')
  else await bundle(why)
}

let defaultsCache: Record<string, string> | undefined

/** action.yml's input defaults, with `${{ github.token }}` as the runner would resolve it. */
export function actionDefaults(): Record<string, string> {
  if (defaultsCache) return defaultsCache
  const action = parseYaml(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
    // action.yml defaults are YAML scalars; the runner hands them to the action as strings.
    inputs: Record<string, { default?: string | number | boolean }>
  }
  const out: Record<string, string> = {}
  for (const [name, spec] of Object.entries(action.inputs)) {
    if (spec.default === undefined) continue
    out[name] = String(spec.default).replace(
      '${{ github.token }}',
      'ghs_exampletoken000000000000000000'
    )
  }
  defaultsCache = out
  return out
}

/** The runner's file-command format: `name<<DELIM\nvalue\nDELIM` or `name=value`. */
export function parseFileCommands(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line)
    if (heredoc) {
      const [, name, delim] = heredoc as unknown as [string, string, string]
      const value: string[] = []
      while (++i < lines.length && lines[i] !== delim) value.push(lines[i] as string)
      out[name] = value.join('\n')
    } else if (line.includes('=')) {
      out[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1)
    }
  }
  return out
}

export function inputEnv(inputs: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [name, value] of Object.entries(inputs)) {
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
  }
  return env
}

/** Run one phase of the action (main, or post when `state` is given) and collect what it left. */
export async function runStep(options: StepOptions = {}): Promise<StepRun> {
  const dirs = options.dirs ?? {
    temp: mkdtempSync(join(tmpdir(), 'sta-temp-')),
    workspace: mkdtempSync(join(tmpdir(), 'sta-ws-'))
  }
  const files = {
    output: join(dirs.temp, `output-${Date.now()}-${Math.random()}`),
    state: join(dirs.temp, `state-${Date.now()}-${Math.random()}`),
    summary: join(dirs.temp, `summary-${Date.now()}-${Math.random()}`)
  }
  for (const f of Object.values(files)) writeFileSync(f, '')
  const stateEnv: Record<string, string> = {}
  for (const [k, v] of Object.entries(options.state ?? {})) stateEnv[`STATE_${k}`] = v

  const env = {
    ...baseEnv(),
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_OUTPUT: files.output,
    GITHUB_STATE: files.state,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_WORKSPACE: dirs.workspace,
    GITHUB_REPOSITORY: 'octo/shop',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '42',
    // GitHub's API is whatever a test serves (scripts/fake-github.ts): by default a closed
    // local port, so no run ever reaches the real api.github.com.
    GITHUB_API_URL: 'http://127.0.0.1:9',
    GITHUB_WORKFLOW_REF: 'octo/shop/.github/workflows/security.yml@refs/heads/main',
    RUNNER_TEMP: dirs.temp,
    ...inputEnv({ ...actionDefaults(), ...noGitHub(options), ...(options.with ?? {}) }),
    ...stateEnv,
    ...(options.env ?? {})
  }
  // The action prints its log on stdout: echo only that, as the runner shows it.
  const launch = options.launch ?? spawnCollect
  const run = await launch([options.bundle ?? BUNDLE], env, options.cwd ?? dirs.workspace, {
    ...options,
    echoErr: false
  })
  const read = (f: string): string => (existsSync(f) ? readFileSync(f, 'utf8') : '')
  return {
    ...run,
    outputs: parseFileCommands(read(files.output)),
    state: parseFileCommands(read(files.state)),
    summary: read(files.summary),
    dirs
  }
}

/**
 * A step whose test serves no GitHub API (GITHUB_API_URL left at the closed port) records no
 * verdict: there is nowhere to write it, and every such step would say so. A test that serves
 * one (scripts/fake-github.ts) gets action.yml's default, as does one that names the input.
 */
function noGitHub(options: StepOptions): Record<string, string> {
  return options.env?.GITHUB_API_URL ? {} : { 'commit-status': 'false' }
}

/** The machine's own variables a process needs, and nothing of the CI system running the tests. */
function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {}
  for (const k of ['PATH', 'HOME', 'LANG', 'SYSTEMROOT', 'TMPDIR']) {
    if (process.env[k]) env[k] = process.env[k] as string
  }
  return env
}

/** How a `node <args>` run ended and what it printed. */
export type Spawned = Pick<StepRun, 'exitCode' | 'signal' | 'stdout' | 'stderr' | 'durationMs'>
export type SpawnOptions = Pick<StepOptions, 'onSpawn' | 'echo' | 'killAfterMs'> & {
  /** false: stderr is collected but not echoed. */
  echoErr?: boolean
}

/** Runs `node <args>` with exactly `env`, in `cwd`, and collects how it ended. */
export type Launch = (
  args: string[],
  env: Record<string, string>,
  cwd: string,
  options: SpawnOptions
) => Promise<Spawned>

/** Run `node <args>` as a fresh process and collect what it printed and how it ended. */
export function spawnCollect(
  args: string[],
  env: Record<string, string>,
  cwd: string,
  options: SpawnOptions
): Promise<Spawned> {
  const started = Date.now()
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d
      options.echo?.(d)
    })
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d
      if (options.echoErr !== false) options.echo?.(d)
    })
    const killer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 60_000)
    child.on('error', reject)
    child.on('close', (exitCode, signal) => {
      clearTimeout(killer)
      resolvePromise({ exitCode, signal, stdout, stderr, durationMs: Date.now() - started })
    })
    options.onSpawn?.(child)
  })
}

export interface ToolOptions extends SpawnOptions {
  /** The environment besides the machine's own (PATH, HOME, ...): no CI system's variables. */
  env?: Record<string, string>
  /** The working directory; a fresh folder by default. */
  cwd?: string
  /** Another build of the tool to run (the benchmark compares two); dist/cli.js by default. */
  bundle?: string
  /** How `node <bundle>` is run (see StepOptions.launch); a fresh process by default. */
  launch?: Launch
}

export interface ToolRun extends Spawned {
  /** Where it ran (relative report paths are under it). */
  cwd: string
}

/** Run the command-line tool (dist/cli.js) with `args`, as a CI job's script line would. */
export async function runTool(args: string[], options: ToolOptions = {}): Promise<ToolRun> {
  const cwd = options.cwd ?? mkdtempSync(join(tmpdir(), 'sta-tool-'))
  const env = { ...baseEnv(), ...(options.env ?? {}) }
  const launch = options.launch ?? spawnCollect
  return { ...(await launch([options.bundle ?? CLI_BUNDLE, ...args], env, cwd, options)), cwd }
}

/** The post phase, as the runner starts it after the job: same inputs, the saved state. */
export function runPost(main: StepRun, options: StepOptions = {}): Promise<StepRun> {
  return runStep({ ...options, state: main.state, dirs: main.dirs })
}

/** Lines that the runner would read as workflow commands (`::name ...::`). */
export function workflowCommands(stdout: string): string[] {
  return stdout.split('\n').filter((l) => /^\s*::/.test(l))
}
