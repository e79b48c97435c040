// Start-up: from process start to the first request the server receives, for the bundled action
// (runner-like environment, scripts/runner.ts), the command-line tool (dist/cli.js, as a CI job
// runs it) and a minimal ESM script doing one request, measured in turns in the same run.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { actionDefaults, BUNDLE, CLI_BUNDLE, ROOT, runStep, runTool } from '../scripts/runner.js'
import { scratchDir, stepScratch } from './scratch.js'
import { median } from './stats.js'

export interface StartupResult {
  actionMs: number
  /** The command-line tool, same inputs, same first request. */
  toolMs: number
  minimalMs: number
  /** @actions/core alone, bundled by ncc, making the same request. */
  coreOnlyMs: number
  ratio: number
  bundleBytes: number
  toolBundleBytes: number
}

const MINIMAL = `import { get } from 'node:http'
get(process.env.BENCH_URL, (res) => { res.resume(); res.on('end', () => process.exit(0)) })
`

export async function benchStartup(runs: number): Promise<StartupResult> {
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
  const action = (): Promise<number> =>
    firstRequest((onChild) =>
      runStep({
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
  const tool = (): Promise<number> =>
    firstRequest((onChild) =>
      runTool(['scan', '--base-url', url, '--application-token', 'a'.repeat(32)], {
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
  const minimal = plain(script)
  const coreOnly = plain(coreScript)

  for (let i = 0; i < 2; i++) {
    await minimal()
    await coreOnly()
    await action()
    await tool()
  }
  const a: number[] = []
  const m: number[] = []
  const c: number[] = []
  const t: number[] = []
  for (let i = 0; i < runs; i++) {
    m.push(await minimal())
    c.push(await coreOnly())
    a.push(await action())
    t.push(await tool())
  }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  const actionMs = median(a)
  const minimalMs = median(m)
  return {
    actionMs,
    toolMs: median(t),
    minimalMs,
    coreOnlyMs: median(c),
    ratio: actionMs / minimalMs,
    bundleBytes: statSync(BUNDLE).size,
    toolBundleBytes: statSync(CLI_BUNDLE).size
  }
}
