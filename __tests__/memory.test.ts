// Several applications in one step give each result's memory back before the next
// (src/common/memory.ts): the collection must really run where an action runs, with no V8 flags.
import { describe, expect, it } from '@jest/globals'
import { collectGarbage } from '../src/common/memory.js'

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
