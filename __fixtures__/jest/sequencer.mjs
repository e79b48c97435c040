// The order jest hands the suites to its workers. The suites that run the built bundles against
// a simulator mostly wait (a status poll is a second or more apart; retries back off), and the
// others mostly compute. Jest's own order (the longest first) ran the waiting ones together at
// the start: for half a minute both cores were mostly idle (13-41 % busy, from /proc/stat),
// then the computing ones queued on two cores. Here each kind keeps jest's order (a suite that
// failed last time first, then a new one, then the longest by the last run's times; by file
// size when no run was timed), and the two are merged so that each is handed out at the pace of
// its share of the whole: at any time some workers wait while others compute.
import Sequencer from '@jest/test-sequencer'

/** Suites that run built bundles, simulators and other programs, and wait on them. */
const WAITING = /[\\/]__tests__[\\/](?:e2e|robustness|onboarding|scripts)[\\/]/

export default class WaitingBesideComputing extends Sequencer {
  /** @param {import('@jest/test-result').Test[]} tests */
  sort(tests) {
    const ordered = super.sort([...tests])
    // The weight of a suite: its last time in ms, or its file's size in bytes for one never
    // timed (a clean clone's run: all by size; a new suite's size, tens of KB, reads as tens of
    // seconds, the order of a long one's time).
    const weight = (t) => t.duration ?? t.context.hasteFS.getSize(t.path) ?? 1
    const lists = [
      ordered.filter((t) => WAITING.test(t.path)),
      ordered.filter((t) => !WAITING.test(t.path))
    ]
    const totals = lists.map((list) => list.reduce((n, t) => n + weight(t), 0) || 1)
    const done = [0, 0]
    const at = [0, 0]
    const merged = []
    while (merged.length < ordered.length) {
      // The kind that is further behind its share goes next (the waiting one on a tie).
      const k =
        at[1] >= lists[1].length ||
        (at[0] < lists[0].length && done[0] / totals[0] <= done[1] / totals[1])
          ? 0
          : 1
      const t = lists[k][at[k]++]
      done[k] += weight(t)
      merged.push(t)
    }
    return merged
  }
}
