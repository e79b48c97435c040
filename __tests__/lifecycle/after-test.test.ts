// The line naming another build deployed during the test (src/lifecycle/after-test.ts): GitHub's
// text reaches it escaped and short, a commit only as hex, times at GitHub's precision.
import { describe, expect, it } from '@jest/globals'
import { laterWords } from '../../src/lifecycle/after-test.js'

const OTHER = 'aaaabbbbccccddddeeeeffff0000111122223333'
const T = Date.parse('2026-11-27T10:00:00Z')

describe('laterWords', () => {
  it.each([
    [{ state: 'success', stateAt: T + 61_000 }, 'success at 2026-11-27T10:01:01Z'],
    [{ state: 'in_progress' }, 'still in_progress'],
    [{ state: 'inactive' }, 'inactive now'],
    [{}, 'no status yet'],
    [{ unread: true }, 'its state not read']
  ])('%j: %s', (j, now) => {
    expect(laterWords({ kind: 'another', sha: OTHER, createdAt: T, ...j }, 'preview')).toBe(
      `commit aaaabbbbcccc to preview (created 2026-11-27T10:00:00Z, ${now})`
    )
  })

  it('a sha or state that is not what GitHub should send is escaped, never a runner command', () => {
    const line = laterWords(
      { kind: 'another', sha: 'x\n::error::forged', state: 'queued\n::stop-commands::t' },
      'preview'
    )
    expect(line).not.toContain('\n')
    expect(line).toContain('created at an unreadable time')
  })
})
