// Runs of the built bundles in reused Node.js processes: a `Launch` for scripts/runner.ts that
// gives a run everything a fresh `node <bundle>` gives (exactly its environment, folder and
// argv, a fresh instance of every module of the bundle, an exit once the handles it opened
// close, a crash that ends it) except a new process. Starting Node.js and compiling the bundle
// were most of a step's CPU time (0.26 s of ~0.3 s on a quiet machine), and the suite runs
// ~650 steps and tool runs on 2 cores. The processes are the whole test run's, started by
// jest's global set-up (./reused-node-pool.mjs, ./reused-node-child.mjs).
//
// What only a fresh process shows stays with one: signals (`onSpawn`), start-up (a run given
// NODE_OPTIONS), live output (`echo`). So does every run when the pool is not there (a test
// run without the global set-up) or STA_FRESH_PROCESSES=1 is set, which runs the whole suite
// the way the runner starts the action, for a full check that way.
import { request } from 'node:http'
import { spawnCollect, type Launch, type Spawned, type SpawnOptions } from '../scripts/runner.js'

/** A `Launch` (scripts/runner.ts) that runs `node <args>` in a reused process. */
export const reusedNode: Launch = async (args, env, cwd, options) => {
  const socket = process.env.STA_REUSED_NODES
  const own = options.onSpawn || options.echo || env.NODE_OPTIONS !== undefined
  if (own || !socket || process.env.STA_FRESH_PROCESSES === '1') {
    return spawnCollect(args, env, cwd, options)
  }
  const body = JSON.stringify({ args, env, cwd, killAfterMs: options.killAfterMs })
  const text = await new Promise<string>((resolve, reject) => {
    const req = request(
      {
        socketPath: socket,
        method: 'POST',
        path: '/',
        headers: { 'content-type': 'application/json' },
        // A connection per run: a kept-alive one may be closed by the server as it is reused
        // (EPIPE), and a run's request is one of a few hundred.
        agent: false
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('error', reject)
        res.on('end', () => {
          const answer = Buffer.concat(chunks).toString('utf8')
          if (res.statusCode === 200) resolve(answer)
          else reject(new Error(`the reused Node.js processes failed a run: ${answer}`))
        })
      }
    )
    req.on('error', reject)
    req.end(body)
  })
  return JSON.parse(text) as Spawned
}

/** `options` with the reused launch unless it names one. */
export function reusing<T extends SpawnOptions & { launch?: Launch }>(options: T): T {
  return { launch: reusedNode, ...options }
}
