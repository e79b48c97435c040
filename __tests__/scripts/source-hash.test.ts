// `npm run demo` rebuilds dist/ only when the sources changed (issue 23): decided by the hash of
// their content that `npm run bundle` records in dist/, never by mtimes, which a fresh clone sets
// in whatever order git wrote the files (dist/ before src/).
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { SOURCE_HASH_FILE, sourceHashText, whyRebuild } from '../../scripts/source-hash.mjs'

/** A checkout with these files, and dist/ built from it (its hash recorded). */
function checkout(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'source-hash-'))
  for (const [path, text] of Object.entries({
    'dist/index.js': 'action',
    'dist/cli.js': 'tool',
    ...files
  })) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  writeFileSync(join(root, 'dist', SOURCE_HASH_FILE), sourceHashText(root))
  return root
}

const SOURCES = {
  'src/index.ts': "import { run } from './run/run.js'\n",
  'src/run/run.ts': 'export const run = 1\n',
  'package.json': '{}\n',
  'package-lock.json': '{"lockfileVersion": 3}\n'
}

describe('whether dist/ is current', () => {
  it('is current when built from these sources, whatever the mtimes', () => {
    const root = checkout(SOURCES)
    try {
      expect(whyRebuild(root)).toBeUndefined()
      // A fresh clone: dist/ older than src/.
      utimesSync(join(root, 'dist/index.js'), new Date(2020, 0, 1), new Date(2020, 0, 1))
      utimesSync(join(root, 'src/run/run.ts'), new Date(), new Date())
      expect(whyRebuild(root)).toBeUndefined()
      // A checkout with Windows line endings builds the same bundle.
      writeFileSync(join(root, 'src/run/run.ts'), 'export const run = 1\r\n')
      expect(whyRebuild(root)).toBeUndefined()
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it.each([
    ['a source file changed', 'src/run/run.ts', 'export const run = 2\n'],
    ['a source file was added', 'src/run/new.ts', 'export {}\n'],
    ['the dependencies changed', 'package-lock.json', '{"lockfileVersion": 3, "x": 1}\n']
  ])('is stale when %s', (_why, path, text) => {
    const root = checkout(SOURCES)
    try {
      writeFileSync(join(root, path), text)
      expect(whyRebuild(root)).toMatch(/sources changed/)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('is stale when dist/ records nothing or lacks a bundle', () => {
    const root = checkout(SOURCES)
    try {
      rmSync(join(root, 'dist', SOURCE_HASH_FILE))
      expect(whyRebuild(root)).toMatch(/does not record/)
      rmSync(join(root, 'dist/cli.js'))
      expect(whyRebuild(root)).toMatch(/no bundle/)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
