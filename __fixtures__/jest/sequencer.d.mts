// Types of ./sequencer.mjs (plain JavaScript: jest loads it as it is; a test imports it), as much
// of jest's TestSequencer as the test uses.
export default class WaitingBesideComputing {
  constructor(options: unknown)
  sort(tests: unknown[]): unknown[]
}
