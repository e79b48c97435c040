// Giving a result's memory back between applications (several in one step, src/run/estate.ts).
//
// Each result passes through the step one at a time and leaves only its summary section, comment
// section and planned annotations: the live heap stays small. What grew was the room V8 keeps:
// a full collection after each application (below) took the live heap back to 8–11 MB, yet the
// step's peak stayed 1.3× a single application's, because V8 doubles its young generation when
// much has survived its collections since it last grew — and across several results the
// survivors add up, so the second result grew it from 16 to 32 MB, kept for every result after
// (a single result rarely gets there). Holding the young generation where it starts
// (holdYoungGeneration) keeps every result in the room one result uses: peak 1.00–1.05× a single
// step's, time 0.46–0.49× ten steps (bench/README.md). The collector is asked for as jest's leak
// detector does: `--expose-gc` set at run time, which gives a `gc` to contexts made after it (an
// action cannot pass V8 flags: the runner runs `node dist/index.js`). Measured against the
// alternatives: a worker per result costs its start-up and would move network calls out of the
// step's context; V8's "last resort" collection gave pages back but left the young generation
// large, and the next result's peak was higher (1.37×).
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

/**
 * Keep V8's young generation at the size it has (semi-space growth factor 1), for the rest of the
 * process: called once by a step that reads several results one after another. Nothing happens
 * where the flag cannot be set.
 */
export function holdYoungGeneration(): void {
  try {
    setFlagsFromString('--semi-space-growth-factor=1')
  } catch {
    // A runtime that refuses the flag grows its heap as before: more memory, same results.
  }
}
