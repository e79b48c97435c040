// Every folder the bench makes, removed when it ends: normally, on an error, or on Ctrl-C /
// SIGTERM (the payloads alone are about 13 MB, the estate's reports hundreds of MB in /dev/shm).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const made = new Set<string>()

/** Removes every folder made so far (and forgets them). */
export function removeScratch(): void {
  for (const d of made) rmSync(d, { recursive: true, force: true })
  made.clear()
}

process.on('exit', removeScratch)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    removeScratch()
    // The usual exit status of a process ended by `signal`.
    process.exit(128 + ({ SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const)[signal])
  })
}

/** A fresh folder under `base` (the system's temp folder by default), removed at the end. */
export function scratchDir(prefix: string, base = tmpdir()): string {
  const dir = mkdtempSync(join(base, prefix))
  made.add(dir)
  return dir
}

/** A step's RUNNER_TEMP and workspace, removed at the end (runStep would leave its own). */
export function stepScratch(base?: string): { temp: string; workspace: string } {
  return { temp: scratchDir('sta-bench-temp-', base), workspace: scratchDir('sta-bench-ws-', base) }
}
