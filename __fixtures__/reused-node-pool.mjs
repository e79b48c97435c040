// The reused Node.js processes of the whole test run (./reused-node.ts says why): started by
// jest's global set-up (./jest/global-setup.mjs), which every test worker reaches over a Unix
// socket. One request runs `node <args>` with exactly the environment and folder it names, in
// a process of ./reused-node-child.mjs, and answers with how it ended and what it printed.
//
// A process serves one run at a time; another is started when all are busy, so runs side by
// side stay side by side. A process is not used again once a run crashed or timed out in it,
// left listeners on `process` or names on the global object, or after RUNS_PER_PROCESS runs
// (each run keeps its instance of the bundle's modules in memory).
import { fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Runs one process serves before it is let go: each keeps ~3.5 MB of its run's modules. */
const RUNS_PER_PROCESS = 32

const CHILD = join(import.meta.dirname, 'reused-node-child.mjs')

/**
 * @typedef {{ child: import('node:child_process').ChildProcess, runs: number, stdout: string,
 *   stderr: string }} Reused
 * @typedef {{ args: string[], env: Record<string, string>, cwd: string, killAfterMs?: number }} Job
 * @typedef {{ exitCode: number | null, signal: string | null, stdout: string, stderr: string,
 *   durationMs: number }} Ended
 */

/** Start the pool and its socket; `stop()` ends every process and the socket. */
export async function startReusedNodes() {
  const folder = mkdtempSync(join(tmpdir(), 'sta-reused-'))
  /** @type {Reused[]} */
  const idle = []
  /** @type {Set<Reused>} */
  const all = new Set()

  /** @returns {Reused} */
  function start() {
    const child = fork(CHILD, [], {
      cwd: folder,
      // The machine's variables only; each run brings its own.
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
      execArgv: [],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      serialization: 'advanced'
    })
    /** @type {Reused} */
    const reused = { child, runs: 0, stdout: '', stderr: '' }
    child.stdout?.setEncoding('utf8').on('data', (d) => (reused.stdout += d))
    child.stderr?.setEncoding('utf8').on('data', (d) => (reused.stderr += d))
    // A process that ends between runs is dropped; sending to it would be an 'error' event.
    child.on('exit', () => {
      if (idle.includes(reused)) retire(reused)
    })
    child.on('error', () => retire(reused))
    all.add(reused)
    return reused
  }

  /** @param {Reused} r */
  function retire(r) {
    all.delete(r)
    const i = idle.indexOf(r)
    if (i >= 0) idle.splice(i, 1)
    if (r.child.exitCode === null && r.child.signalCode === null) r.child.kill('SIGKILL')
  }

  /**
   * @param {Job} job
   * @returns {Promise<Ended>}
   */
  async function run(job) {
    const r = idle.pop() ?? start()
    r.runs++
    r.stdout = ''
    r.stderr = ''
    const started = Date.now()
    const ended = await new Promise((resolve) => {
      let answered = false
      /** @param {Omit<Ended, 'durationMs'>} s */
      const finish = (s) => {
        if (answered) return
        answered = true
        clearTimeout(killer)
        r.child.off('message', onMessage)
        r.child.off('exit', onExit)
        resolve({ ...s, durationMs: Date.now() - started })
      }
      const onMessage = (a) => {
        if (a.dumped) return kill(a.dumped)
        if (!a.reusable) r.runs = RUNS_PER_PROCESS
        finish({ exitCode: a.exitCode, signal: null, stdout: a.stdout, stderr: a.stderr })
      }
      // A crash or process.exit ends the process; it wrote the run's log to its real stdout and
      // stderr on the way out. 'close' comes once those pipes are read to the end.
      const onExit = () => {
        r.runs = RUNS_PER_PROCESS
        r.child.once('close', (exitCode, signal) =>
          finish({ exitCode, signal, stdout: r.stdout, stderr: r.stderr })
        )
      }
      // A hung run is killed as a hung process is, with what it printed so far (asked for first;
      // a process too busy to answer within a second is killed without it).
      const kill = (log) => {
        r.runs = RUNS_PER_PROCESS
        r.child.kill('SIGKILL')
        finish({
          exitCode: null,
          signal: 'SIGKILL',
          stdout: r.stdout + log.stdout,
          stderr: r.stderr + log.stderr
        })
      }
      let killer = setTimeout(() => {
        r.child.send({ dump: true })
        killer = setTimeout(() => kill({ stdout: '', stderr: '' }), 1000)
      }, job.killAfterMs ?? 60_000)
      r.child.on('message', onMessage)
      r.child.on('exit', onExit)
      r.child.send({ args: job.args, env: job.env, cwd: job.cwd })
    })
    if (r.runs >= RUNS_PER_PROCESS) retire(r)
    else idle.push(r)
    return ended
  }

  const socket = join(folder, 'socket')
  const server = createServer((req, res) => {
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      /** @type {Job} */
      const job = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      run(job).then(
        (ended) => {
          res.setHeader('content-type', 'application/json')
          res.end(JSON.stringify(ended))
        },
        (e) => {
          res.statusCode = 500
          res.end(String(e))
        }
      )
    })
  })
  await new Promise((resolve) => server.listen(socket, () => resolve(undefined)))
  return {
    socket,
    async stop() {
      for (const r of [...all]) retire(r)
      await new Promise((resolve) => server.close(() => resolve(undefined)))
      rmSync(folder, { recursive: true, force: true })
    }
  }
}
