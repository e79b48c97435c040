// One Node.js process that runs a built bundle (dist/index.js, dist/cli.js) again and again, one
// run at a time, for ./reused-node.ts. Each run gets what a fresh `node <bundle> <args>` gets:
// exactly its environment, its working directory, its argv, no exit code yet, and a fresh
// instance of the bundle: imported under a new URL, the bundle's module runs again and calls its
// code (dist/index.main.cjs, one function: scripts/normalise-bundle.mjs) anew, so every module
// of it, @actions/core included, starts anew; that code is compiled once per process. The run
// ends as a process would: once the bundle's top level has settled and the handles it opened
// (timers, sockets) have closed. Its log is what it wrote to process.stdout and process.stderr.
// A crash (an uncaught exception, process.exit) ends this process as it ends any, and the
// parent reports it from the exit and the real stderr.
import { writeSync } from 'node:fs'
import { inspect } from 'node:util'
import { pathToFileURL } from 'node:url'

const write = { stdout: process.stdout.write, stderr: process.stderr.write }
/** What the run in progress wrote; null between runs. */
let printed = null

for (const name of ['stdout', 'stderr']) {
  const stream = process[name]
  stream.write = function (chunk, encoding, callback) {
    if (printed === null) return write[name].call(stream, chunk, encoding, callback)
    printed[name] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done)
    return true
  }
}

// A run that ends the process (a crash, process.exit) leaves what it printed on the real stdout
// and stderr, where the parent reads it, as the runner reads a process's.
process.on('exit', () => {
  if (printed === null) return
  try {
    writeSync(1, printed.stdout)
    writeSync(2, printed.stderr)
  } catch {
    // Nothing more can be shown.
  }
})

/** The handles this process holds between runs (its IPC channel, its pipes): read at the first. */
let idle

function countResources() {
  const counts = new Map()
  for (const r of process.getActiveResourcesInfo()) counts.set(r, (counts.get(r) ?? 0) + 1)
  return counts
}

/**
 * Handles beyond the idle ones: the run still holds the event loop. `own` timers are the
 * caller's (a timer counts while its callback runs).
 */
function busy(own) {
  const now = countResources()
  now.set('Timeout', (now.get('Timeout') ?? 0) - own)
  for (const [kind, n] of now) if (n > (idle.get(kind) ?? 0)) return true
  return false
}

/** Until every handle the run opened has closed, as a process waits before it exits. */
function drained() {
  return new Promise((resolve) => {
    const check = () => (busy(1) ? setTimeout(check, 5) : resolve())
    setTimeout(check, 0)
  })
}

/** What Node.js prints for an uncaught error before it exits with 1. */
function uncaught(error) {
  return `${inspect(error)}\n\nNode.js ${process.version}\n`
}

/**
 * What a run could leave behind for the next one besides its handles: listeners on `process`
 * and names on the global object. A run that changed either is the process's last.
 */
function leftovers() {
  const listening = process.eventNames().map((n) => `${String(n)}:${process.listenerCount(n)}`)
  return [...listening, ...Reflect.ownKeys(globalThis).map(String)].join(',')
}

// undici (bundled with @actions/http-client and @actions/github) keeps its connection pool on
// the global object, under a name it makes unremovable: a run that makes a request leaves it,
// with its open connections, where a fresh process has none. The name is made here, removable
// and empty, for undici's own to take its place; after each run the pool is destroyed, as the
// process's exit would close its connections, and the name emptied, so the next run's undici
// makes a pool of its own as in a fresh process. Node.js's own fetch, once loaded, needs the
// name set for the rest of the process's life: a run that loaded it is the process's last.
const UNDICI_DISPATCHER = Symbol.for('undici.globalDispatcher.1')
Object.defineProperty(globalThis, UNDICI_DISPATCHER, {
  value: undefined,
  writable: true,
  enumerable: false,
  configurable: true
})

/** @returns {Promise<boolean>} whether the next run finds no pool, as a fresh process would */
async function releaseDispatcher() {
  const dispatcher = globalThis[UNDICI_DISPATCHER]
  if (dispatcher !== undefined) {
    globalThis[UNDICI_DISPATCHER] = undefined
    await dispatcher.destroy()
  }
  return !process.moduleLoadList.includes('NativeModule internal/deps/undici/undici')
}

let runs = 0
process.on('message', async ({ args, env, cwd, dump }) => {
  // The parent is about to kill a run that outlived its time: what it printed so far.
  if (dump) return process.send({ dumped: printed ?? { stdout: '', stderr: '' } })
  idle ??= countResources()
  const [bundle, ...rest] = args
  for (const name of Object.keys(process.env)) delete process.env[name]
  Object.assign(process.env, env)
  process.chdir(cwd)
  process.argv = [process.execPath, bundle, ...rest]
  process.exitCode = undefined
  printed = { stdout: '', stderr: '' }
  const before = leftovers()
  let threw = false
  try {
    await import(`${pathToFileURL(bundle).href}?run=${++runs}`)
    await drained()
  } catch (e) {
    // A rejected top level ends a process at once, handles or not.
    printed.stderr += uncaught(e)
    threw = true
  }
  const released = await releaseDispatcher().catch(() => false)
  const { stdout, stderr } = printed
  printed = null
  const exitCode = threw ? 1 : (process.exitCode ?? 0)
  process.exitCode = undefined
  process.send({ stdout, stderr, exitCode, reusable: released && !threw && leftovers() === before })
})
