// ESM TypeScript under jest 30 + ts-jest.
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.test.json' }],
    // Its JSON imports lack the import attribute jest asks for (see the transform's comment).
    '/node_modules/@actions/workflow-parser/.+\\.js$':
      '<rootDir>/__fixtures__/jest/json-import-attributes.cjs'
  },
  transformIgnorePatterns: ['/node_modules/(?!@actions/workflow-parser/)'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  testTimeout: 30000,
  // The reused Node.js processes the end-to-end suites run the built bundles in
  // (__fixtures__/reused-node.ts).
  globalSetup: '<rootDir>/__fixtures__/jest/global-setup.mjs',
  globalTeardown: '<rootDir>/__fixtures__/jest/global-teardown.mjs',
  // Suites that wait (they run the built bundles against a simulator; a poll is at least 1 s
  // apart) are handed out beside suites that compute, each at the pace of its share, instead of
  // the longest first, which ran the waiting ones together while the cores were mostly idle.
  testSequencer: '<rootDir>/__fixtures__/jest/sequencer.mjs',
  // With that order a fourth worker keeps both cores busy (89-94 % of the run, sampled from
  // /proc/stat; 75-80 % with three): `npm test` 172-196 s; side by side with three workers in
  // jest's order, 192 s against 211 s and 196 s against 256 s. In jest's own order a fourth and a
  // sixth had finished no sooner (209 s and 235 s against 205 s).
  maxWorkers: 4,
  // The end-to-end cases run their steps in reused processes (__fixtures__/reused-node.ts) and
  // mostly wait for the simulator's polls: more of a suite's cases side by side cost little CPU.
  // 16 at once made bursts that timing-bound cases felt; 8 did not.
  maxConcurrency: 8,
  // A worker ends holding 570-710 MB of heap (900 MB resident: jest's ESM mode keeps every suite's
  // modules, jestjs/jest#14605), and its process took 0.6-0.9 s to exit on this machine, measured
  // from jest's request to its exit; the default half second reported it, on every full run, as
  // "failed to exit gracefully" though no handle was open. A worker that does leak one is still
  // ended, and reported, after 5 s.
  workerGracefulExitTimeout: 5000
}
