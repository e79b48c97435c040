// JUnit XML checked as Jenkins checks it: against the xUnit plugin's own junit-10.xsd (copied
// unchanged, __fixtures__/junit/) and Jenkins' stricter jenkins-junit.xsd rules (restated there),
// with xmllint compiled to WebAssembly (xmllint-wasm), so no system package is needed.
//
// The check runs in a worker thread (junit/xmllint-thread.mjs) that compiles xmllint once for
// the suite, and the test waits for its answer, so that a test checks a file synchronously.
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads'

/** Long enough for the largest file the suites check on a loaded machine; a hang fails the test. */
const ANSWER_WITHIN_MS = 120_000

let checker: { port: MessagePort; signal: Int32Array } | undefined

function startChecker(): { port: MessagePort; signal: Int32Array } {
  const { port1, port2 } = new MessageChannel()
  const signal = new Int32Array(new SharedArrayBuffer(4))
  const worker = new Worker(new URL('./junit/xmllint-thread.mjs', import.meta.url), {
    workerData: { port: port2, signal },
    transferList: [port2]
  })
  // The suite's process ends when its tests do, whatever this thread is doing.
  worker.unref()
  port1.unref()
  return { port: port1, signal }
}

/** Every schema error of `xml` against both schemas, as xmllint words them; [] when valid. */
export function jenkinsSchemaErrors(xml: string): string[] {
  checker ??= startChecker()
  const { port, signal } = checker
  Atomics.store(signal, 0, 0)
  port.postMessage({ xml })
  if (Atomics.wait(signal, 0, 0, ANSWER_WITHIN_MS) === 'timed-out') {
    checker = undefined
    throw new Error(`xmllint gave no answer within ${ANSWER_WITHIN_MS / 1000} s`)
  }
  const answer = receiveMessageOnPort(port)?.message as
    { errors: string[] } | { error: string } | undefined
  if (answer === undefined) throw new Error('xmllint answered nothing')
  if ('error' in answer) throw new Error(answer.error)
  return answer.errors
}
