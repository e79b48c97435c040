// A worker thread that checks JUnit files against Jenkins' two schemas beside this file with
// xmllint compiled to WebAssembly (xmllint-wasm), for __fixtures__/junit-schema.ts.
//
// xmllint-wasm's own validateXML starts a thread and compiles its 780 KB of WebAssembly for
// every file it checks (about 0.5 CPU-s, twice per JUnit file): this thread compiles it once and
// runs each check in a fresh instance of that compiled module, with xmllint-wasm's own
// Emscripten program, memory limits, arguments and reading of xmllint's output. One check
// is one request: { xml } on the port it was given, answered on the same port with { errors } or
// { error }, then `signal[0]` set to 1 and notified (the asking thread waits on it).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { workerData } from 'node:worker_threads'

/** @type {{ port: import('node:worker_threads').MessagePort, signal: Int32Array }} */
const { port, signal } = workerData
const require = createRequire(import.meta.url)
const SCHEMAS = ['junit-10.xsd', 'jenkins-junit.xsd'].map((fileName) => ({
  fileName,
  contents: readFileSync(new URL(fileName, import.meta.url), 'utf8')
}))

/** The Emscripten program and its compiled module, or why they could not be had. */
let xmllint
try {
  // The program, as xmllint-wasm's own thread loads it (its module is the program's factory; the
  // thread hook it also installs answers only messages tagged as xmllint-wasm's, never ours).
  const program = require('xmllint-wasm/xmllint-node.js')
  const binary = readFileSync(require.resolve('xmllint-wasm/xmllint.wasm'))
  xmllint = { program, compiled: new WebAssembly.Module(binary) }
} catch (e) {
  xmllint = { failed: String(e) }
}

/**
 * xmllint's exit code and what it printed on stderr for `xml` against `schema`, as
 * xmllint-wasm's validateXML runs it: `--schema <name> --noout report.xml`, 256 to 4,096 pages of
 * memory (as this project has always asked of validateXML: a large report fits).
 */
function run(xml, schema) {
  return new Promise((resolve, reject) => {
    let stderr = ''
    xmllint
      .program({
        inputFiles: [{ fileName: 'report.xml', contents: xml }, schema],
        arguments: ['--schema', schema.fileName, '--noout', 'report.xml'],
        print() {},
        printErr(text) {
          stderr += text + '\n'
        },
        onExit: (exitCode) => resolve({ exitCode, stderr }),
        onAbort: (reason) => reject(new Error(`WASM Abort: ${reason}`)),
        wasmMemory: new WebAssembly.Memory({ initial: 256, maximum: 4096 }),
        instantiateWasm(imports, done) {
          WebAssembly.instantiate(xmllint.compiled, imports).then(
            (instance) => done(instance, xmllint.compiled),
            reject
          )
          return {}
        }
      })
      .catch(reject)
  })
}

/**
 * The errors of one check, as xmllint-wasm reads xmllint's output (its validateXML): exit 0 is
 * valid, 3 or 4 invalid with one error a line of stderr but the last (the verdict), anything
 * else a failure of the check itself.
 */
async function errorsAgainst(xml, schema) {
  const { exitCode, stderr } = await run(xml, schema)
  if (exitCode === 0) return []
  if (exitCode !== 3 && exitCode !== 4) throw new Error(`xmllint exited ${exitCode}: ${stderr}`)
  return stderr
    .split('\n')
    .slice(0, -2)
    .filter((line) => located(line) || !line.trim().endsWith(' validates'))
    .map((line) => `${schema.fileName}: ${line}`)
}

/** Whether xmllint-wasm reads `line` as `file:line:message` (else a bare line, as "x validates"). */
function located(line) {
  const [fileName, lineNumber, ...rest] = line.split(':')
  return Boolean(fileName && lineNumber && rest.length)
}

port.on('message', async ({ xml }) => {
  let answer
  try {
    if (xmllint.failed) throw new Error(`xmllint-wasm could not be loaded: ${xmllint.failed}`)
    const errors = []
    for (const schema of SCHEMAS) errors.push(...(await errorsAgainst(xml, schema)))
    answer = { errors }
  } catch (e) {
    answer = { error: e instanceof Error ? e.message : String(e) }
  }
  port.postMessage(answer)
  Atomics.store(signal, 0, 1)
  Atomics.notify(signal, 0)
})
