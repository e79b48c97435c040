// Start-up: from process start to the first request the server receives, for the bundled action
// (runner-like environment, scripts/runner.ts), the command-line tool's `scan` (dist/cli.js, as a
// CI job runs it), `@actions/core` alone and a minimal ESM script doing one request; and the
// tool's `--help` from start to exit. All measured in turns in the same run, so each run gives
// one ratio of each pair (their min / median / max: bench/stats.ts). `compareDist` measures a
// second build's action, scan and --help in the same turns (an earlier dist/, for a before and
// after).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { basename, dirname, join } from 'node:path'
import { actionDefaults, BUNDLE, CLI_BUNDLE, ROOT, runStep, runTool } from '../scripts/runner.js'
import { scratchDir, stepScratch } from './scratch.js'
import { median } from './stats.js'

/** One build's figures, each run's in order (the same turns as the references'). */
export interface BuildRuns {
  action: number[]
  /** The tool's `scan`, same inputs, same first request. */
  tool: number[]
  /** The tool's `--help`, start to exit. */
  help: number[]
  /** dist/index.js alone; with the files it loads on demand. */
  bundleBytes: number
  bundleBytesAll: number
  toolBundleBytes: number
  toolBundleBytesAll: number
}

export interface StartupResult {
  actionMs: number
  /** The command-line tool, same inputs, same first request. */
  toolMs: number
  /** The tool's --help, start to exit. */
  helpMs: number
  minimalMs: number
  /** @actions/core alone, bundled by ncc, making the same request. */
  coreOnlyMs: number
  ratio: number
  bundleBytes: number
  toolBundleBytes: number
  /** Every run's figure, in turns: the references, this build and (if asked) the other. */
  runs: { minimal: number[]; coreOnly: number[] } & BuildRuns
  compare?: BuildRuns & { dir: string }
}

/**
 * A bundle's size at start (the script and the code it runs, `index.main.cjs`, when it has one),
 * and with the files beside it it loads on demand (`index.1.cjs`, ...).
 */
function sizes(script: string): [number, number] {
  const base = basename(script, '.js')
  const beside = (pattern: RegExp): number =>
    readdirSync(dirname(script))
      .filter((f) => pattern.test(f))
      .reduce((n, f) => n + statSync(join(dirname(script), f)).size, 0)
  const start = statSync(script).size + beside(new RegExp(`^${base}\\.main\\.cjs$`))
  return [start, start + beside(new RegExp(`^${base}\\.\\d+\\.cjs$`))]
}

const MINIMAL = `import { get } from 'node:http'
get(process.env.BENCH_URL, (res) => { res.resume(); res.on('end', () => process.exit(0)) })
`

export async function benchStartup(runs: number, compareDist?: string): Promise<StartupResult> {
  let onRequest: (() => void) | undefined
  const server: Server = createServer((_req, res) => {
    onRequest?.()
    onRequest = undefined
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const dir = scratchDir('sta-bench-startup-')
  const script = join(dir, 'minimal.mjs')
  writeFileSync(script, MINIMAL)
  const coreDir = join(dir, 'core-only')
  execFileSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/@vercel/ncc/dist/ncc/cli.js'),
      'build',
      'bench/core-only.mjs',
      '-o',
      coreDir,
      '--quiet'
    ],
    { cwd: ROOT, stdio: 'ignore' }
  )
  const coreScript = join(coreDir, 'index.mjs')
  actionDefaults() // read action.yml now, not inside the timed part

  /** Time from just before the spawn to the first request; the process is then killed. */
  const firstRequest = async (start: (onChild: (c: ChildProcess) => void) => Promise<unknown>) => {
    let child: ChildProcess | undefined
    const arrived = new Promise<number>((resolve) => {
      onRequest = () => {
        resolve(performance.now())
        child?.kill('SIGKILL')
      }
    })
    const t0 = performance.now()
    const done = start((c) => (child = c))
    const t1 = await arrived
    await done
    return t1 - t0
  }
  const action =
    (bundle = BUNDLE) =>
    (): Promise<number> =>
      firstRequest((onChild) =>
        runStep({
          bundle,
          with: {
            'base-url': url,
            'access-token': 'bench-token',
            'application-token': 'a'.repeat(32)
          },
          onSpawn: onChild,
          killAfterMs: 30_000,
          dirs: stepScratch()
        })
      )
  const toolDir = join(dir, 'tool')
  mkdirSync(toolDir)
  const tool =
    (bundle = CLI_BUNDLE) =>
    (): Promise<number> =>
      firstRequest((onChild) =>
        runTool(['scan', '--base-url', url, '--application-token', 'a'.repeat(32)], {
          bundle,
          env: { SECURITY_TEST_ACCESS_TOKEN: 'bench-token' },
          cwd: toolDir,
          onSpawn: onChild,
          killAfterMs: 30_000
        })
      )
  const plain = (file: string) => (): Promise<number> =>
    firstRequest(
      (onChild) =>
        new Promise<void>((resolve) => {
          const c = spawn(process.execPath, [file], {
            env: { PATH: process.env.PATH ?? '', BENCH_URL: url },
            stdio: 'ignore'
          })
          onChild(c)
          c.on('close', () => resolve())
        })
    )
  /** `--help`, from just before the spawn to the process's end (its text read in full). */
  const help =
    (bundle = CLI_BUNDLE) =>
    async (): Promise<number> => {
      const t0 = performance.now()
      const run = await runTool(['--help'], { bundle, cwd: toolDir, killAfterMs: 30_000 })
      const t1 = performance.now()
      if (run.exitCode !== 0 || !run.stdout.includes('--base-url')) {
        throw new Error(
          `${bundle} --help failed (exit ${run.exitCode}): ${run.stderr.slice(0, 300)}`
        )
      }
      return t1 - t0
    }
  const minimal = plain(script)
  const coreOnly = plain(coreScript)
  const other = compareDist
    ? {
        action: action(join(compareDist, 'index.js')),
        tool: tool(join(compareDist, 'cli.js')),
        help: help(join(compareDist, 'cli.js'))
      }
    : undefined
  const turns: Array<[string, () => Promise<number>]> = [
    ['minimal', minimal],
    ['coreOnly', coreOnly],
    ['action', action()],
    ['tool', tool()],
    ['help', help()],
    ...(other
      ? ([
          ['otherAction', other.action],
          ['otherTool', other.tool],
          ['otherHelp', other.help]
        ] as Array<[string, () => Promise<number>]>)
      : [])
  ]
  const got = new Map<string, number[]>(turns.map(([name]) => [name, []]))
  for (let i = 0; i < 2; i++) for (const [, run] of turns) await run()
  for (let i = 0; i < runs; i++) {
    for (const [name, run] of turns) got.get(name)!.push(await run())
  }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  const of = (name: string): number[] => got.get(name)!
  const build = (index: string, cli: string, prefix: string): BuildRuns => {
    const [bundleBytes, bundleBytesAll] = sizes(index)
    const [toolBundleBytes, toolBundleBytesAll] = sizes(cli)
    const key = (k: string): string => (prefix ? prefix + k[0]!.toUpperCase() + k.slice(1) : k)
    return {
      action: of(key('action')),
      tool: of(key('tool')),
      help: of(key('help')),
      bundleBytes,
      bundleBytesAll,
      toolBundleBytes,
      toolBundleBytesAll
    }
  }
  const mine = build(BUNDLE, CLI_BUNDLE, '')
  const actionMs = median(mine.action)
  const minimalMs = median(of('minimal'))
  return {
    actionMs,
    toolMs: median(mine.tool),
    helpMs: median(mine.help),
    minimalMs,
    coreOnlyMs: median(of('coreOnly')),
    ratio: actionMs / minimalMs,
    bundleBytes: mine.bundleBytes,
    toolBundleBytes: mine.toolBundleBytes,
    runs: { minimal: of('minimal'), coreOnly: of('coreOnly'), ...mine },
    compare:
      compareDist === undefined
        ? undefined
        : {
            dir: compareDist,
            ...build(join(compareDist, 'index.js'), join(compareDist, 'cli.js'), 'other')
          }
  }
}
