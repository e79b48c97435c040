// Several applications in one step give each result's memory back before the next
// (src/common/memory.ts): the collection must really run where an action runs, with no V8 flags.
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { collectGarbage } from '../src/common/memory.js'

const ROOT = resolve(import.meta.dirname, '..')

describe('collectGarbage', () => {
  it('collects what nothing holds any more', async () => {
    let ref: WeakRef<object> | undefined
    ;(() => {
      ref = new WeakRef({ large: new Array(100_000).fill(1) })
    })()
    // A WeakRef's target is kept until the task that made it ends.
    await new Promise((resolve) => setImmediate(resolve))
    collectGarbage()
    expect(ref?.deref()).toBeUndefined()
  })
})

// The flag is the process's own: each case runs in a fresh Node process, as the action does.
describe('holdYoungGeneration', () => {
  const youngAfterWork = (hold: boolean): number => {
    const script = `
      import { getHeapSpaceStatistics } from 'node:v8'
      import { holdYoungGeneration } from './src/common/memory.ts'
      if (${hold}) holdYoungGeneration()
      // Objects that survive a few collections, as a result being read does.
      let keep = []
      for (let r = 0; r < 20; r++) {
        const a = []
        for (let i = 0; i < 100000; i++) a.push({ i, s: 'x' + i })
        keep.push(a)
        if (keep.length > 3) keep.shift()
      }
      const young = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')
      console.log(young.space_size)
    `
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } }
    )
    return Number(out.trim())
  }

  it('keeps the young generation where it is; without it, V8 grows it', () => {
    const held = youngAfterWork(true)
    const grown = youngAfterWork(false)
    expect(grown).toBeGreaterThanOrEqual(4 * held)
    expect(held).toBeLessThanOrEqual(4 * 1024 * 1024)
  })
})
