// The reused Node.js processes the end-to-end suites run the bundles in (__fixtures__/
// reused-node.ts) give a run what a fresh `node <bundle>` gives: the same output and exit for
// every way a run ends, exactly its environment, folder and argv, and nothing of an earlier run.
// Each case runs a stand-in bundle (__fixtures__/reused-node-probe.mjs) both ways.
import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, realpathSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { spawnCollect, type Spawned } from '../../scripts/runner.js'
import { reusedNode } from '../../__fixtures__/reused-node.js'

const PROBE = join(import.meta.dirname, '..', '..', '__fixtures__', 'reused-node-probe.mjs')

interface Seen {
  argv: string[]
  cwd: string
  env: Record<string, string>
  left: string | null
  pool: string | null
  exitCode: number | null
}

function both(end: string, killAfterMs = 30_000): Promise<[Spawned, Spawned]> {
  const cwd = realpathSync(mkdtempSync(join(tmpdir(), 'sta-probe-')))
  const env = { PATH: process.env.PATH ?? '', PROBE_END: end, ONLY_THIS: 'yes' }
  const args = [PROBE, 'scan', '--flag', 'a value']
  return Promise.all([
    spawnCollect(args, env, cwd, { killAfterMs }),
    reusedNode(args, env, cwd, { killAfterMs })
  ])
}

const seen = (run: Spawned): Seen => JSON.parse(run.stdout.split('\n')[0] ?? '') as Seen

describe('a run in a reused process ends as a fresh process does', () => {
  it.each(['done', 'failed', 'timer', 'exit', 'throw', 'rejection', 'pool', 'fetch'])(
    'PROBE_END=%s: the same exit, signal, argv, folder, environment and output',
    async (end) => {
      const [fresh, reused] = await both(end)
      expect(reused.exitCode).toBe(fresh.exitCode)
      expect(reused.signal).toBe(fresh.signal)
      expect(seen(reused)).toEqual(seen(fresh))
      expect(seen(reused)).toMatchObject({
        argv: ['scan', '--flag', 'a value'],
        env: { PATH: process.env.PATH, PROBE_END: end, ONLY_THIS: 'yes' },
        left: null,
        pool: null,
        exitCode: null
      })
      expect(Object.keys(seen(reused).env).sort()).toEqual(['ONLY_THIS', 'PATH', 'PROBE_END'])
      expect(reused.stdout).toBe(fresh.stdout)
      // A crash's message names where it was thrown; both name the probe and the error.
      if (end === 'throw' || end === 'rejection') {
        for (const run of [fresh, reused]) {
          expect(run.stderr).toContain('a line on stderr')
          expect(run.stderr).toMatch(
            end === 'throw' ? /thrown at the top level/ : /an unhandled rejection/
          )
          expect(run.stderr).toMatch(/^\s+at .+[(:]\d+/m)
        }
      } else {
        expect(reused.stderr).toBe(fresh.stderr)
      }
    }
  )

  it('lasts until the handles the run opened close', async () => {
    const [fresh, reused] = await both('timer')
    for (const run of [fresh, reused]) {
      expect(run.stdout).toContain('printed 300 ms later\n')
      expect(run.durationMs).toBeGreaterThanOrEqual(300)
    }
  })

  it('a run that does not end is killed when its time is up, with what it printed', async () => {
    const [fresh, reused] = await both('hang', 1500)
    for (const run of [fresh, reused]) {
      expect(run).toMatchObject({ exitCode: null, signal: 'SIGKILL' })
      expect(seen(run).argv).toEqual(['scan', '--flag', 'a value'])
      expect(run.durationMs).toBeGreaterThanOrEqual(1500)
    }
  })

  it('nothing of an earlier run reaches a later one: globals, environment, exit code', async () => {
    // Runs one after another, so a process is reused where it can be: after `done` (its
    // variable left in the environment), never after `failed` (its global name left).
    // A run that leaves undici's pool is followed by one that finds none; Node.js's own fetch
    // works in every run, after a pool or a fetch.
    const ends = ['done', 'done', 'failed', 'done', 'exit', 'pool', 'done', 'pool', 'pool']
    for (const end of [...ends, 'fetch', 'pool', 'fetch', 'fetch', 'done']) {
      const [, reused] = await both(end)
      expect(seen(reused)).toMatchObject({ left: null, pool: null, exitCode: null })
      expect(seen(reused).env.PROBE_LEFT).toBeUndefined()
      expect(reused.exitCode).toBe({ failed: 1, exit: 3, done: 0, pool: 0, fetch: 0 }[end])
    }
  })
})
