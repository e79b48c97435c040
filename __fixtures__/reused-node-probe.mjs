// A stand-in for a bundle, for __tests__/e2e/reused-node.test.ts: it prints what its process
// gave it (argv, folder, environment, what an earlier run could have left on the global object)
// and ends as PROBE_END says, the ways a run of the action or the tool can end.
// undici's connection pool, which a run that makes a request leaves on the global object under
// a name it makes unremovable (__fixtures__/reused-node-child.mjs).
const UNDICI_DISPATCHER = Symbol.for('undici.globalDispatcher.1')
process.stdout.write(
  `${JSON.stringify({
    argv: process.argv.slice(2),
    cwd: process.cwd(),
    env: process.env,
    left: globalThis.probeLeft ?? null,
    pool: globalThis[UNDICI_DISPATCHER] === undefined ? null : 'left by an earlier run',
    exitCode: process.exitCode ?? null
  })}\n`
)
process.stderr.write('a line on stderr\n')
// Left for a later run to find: a variable always (the next run's environment is its own), a
// global name by a failed run (a process whose run left one is not used again).
process.env.PROBE_LEFT = 'by an earlier run'
const end = process.env.PROBE_END ?? 'done'
if (end === 'failed') {
  globalThis.probeLeft = 'by an earlier run'
  process.exitCode = 1
}
// As undici does when it is loaded: its pool, unless one is there.
if (end === 'pool' && globalThis[UNDICI_DISPATCHER] === undefined) {
  Object.defineProperty(globalThis, UNDICI_DISPATCHER, {
    value: { dispatch() {}, destroy: async () => {} },
    writable: true,
    enumerable: false,
    configurable: false
  })
}
// Node.js's own fetch, which reads that name too.
if (end === 'fetch') await fetch('data:,')
if (end === 'timer') setTimeout(() => process.stdout.write('printed 300 ms later\n'), 300)
if (end === 'throw') throw new Error('thrown at the top level')
if (end === 'exit') process.exit(3)
if (end === 'hang') setInterval(() => {}, 1000)
if (end === 'rejection') void Promise.reject(new Error('an unhandled rejection'))
