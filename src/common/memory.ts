// Giving a result's memory back between applications (several in one step, src/run/estate.ts).
//
// Each result passes through the step one at a time and leaves only its summary section, comment
// section and planned annotations: the live heap stays small. But V8 sizes its heap by what the
// last collections saw while a result was being read (tens of megabytes of short-lived objects),
// and ten results one after the other grew it from 32 to 89 MB, so the step's peak memory was
// 1.47× a single application's. A full collection once an application is done returns that room
// before the next result comes. An action cannot pass V8 flags (the runner runs `node
// dist/index.js`) and `global.gc` is not there, so the collector is asked for as jest's leak
// detector does: `--expose-gc` set at run time, which gives a `gc` to contexts made after it.
// Measured against the alternatives in bench/README.md (a worker per result costs its start-up,
// and dropping references changes nothing when nothing large is held).
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

let collector: (() => void) | null | undefined

/** A full garbage collection, or nothing when the runtime offers none. */
export function collectGarbage(): void {
  if (collector === undefined) collector = makeCollector()
  collector?.()
}

function makeCollector(): (() => void) | null {
  const own = (globalThis as { gc?: unknown }).gc
  if (typeof own === 'function') return own as () => void
  try {
    setFlagsFromString('--expose-gc')
    const gc: unknown = runInNewContext('gc')
    return typeof gc === 'function' ? (gc as () => void) : null
  } catch {
    return null
  }
}
