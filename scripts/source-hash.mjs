// What dist/ is built from, as one hash: every file under src/, the lock file (the exact
// dependencies, ncc included), package.json, tsconfig.json and the bundle's own scripts.
// `npm run bundle` writes it to dist/source-hash.txt; `npm run demo` rebuilds dist/ only when the
// sources hash to something else. It is decided by content, never by mtimes: a fresh clone's
// mtimes are whatever order git wrote the files in. The dist check (scripts/check-dist.sh)
// rebuilds and compares the whole of dist/, this file included, so a committed dist/ that passes
// it carries the hash of the sources it was built from.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The file in dist/ that records the hash. */
export const SOURCE_HASH_FILE = 'source-hash.txt'

/** Files outside src/ that change what the bundler makes. */
const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/normalise-bundle.mjs',
  'scripts/source-hash.mjs'
]

/** Paths (with '/') of the files under `dir`, relative to `root`, sorted. */
function filesUnder(root, dir) {
  const out = []
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) out.push(...filesUnder(root, path))
    else if (entry.isFile()) out.push(path)
  }
  return out.sort()
}

/**
 * The sha256 of the bundle's inputs under `root`: each file's path and content, line endings
 * read as '\n' (a Windows checkout with autocrlf builds the same bundle).
 */
export function sourceHash(root) {
  const hash = createHash('sha256')
  for (const path of [
    ...filesUnder(root, 'src'),
    ...INPUTS.filter((p) => existsSync(join(root, p)))
  ]) {
    const text = readFileSync(join(root, path), 'utf8').replace(/\r\n/g, '\n')
    hash.update(`${path}\0${text.length}\0${text}\0`)
  }
  return hash.digest('hex')
}

/** The text of dist/source-hash.txt for these sources. */
export function sourceHashText(root) {
  return `${sourceHash(root)}\n`
}

/** The hash dist/ under `root` records, or undefined when it records none. */
export function recordedSourceHash(root) {
  const file = join(root, 'dist', SOURCE_HASH_FILE)
  if (!existsSync(file)) return undefined
  return readFileSync(file, 'utf8').trim() || undefined
}

/** The bundles dist/ must hold. */
const BUNDLES = ['dist/index.js', 'dist/cli.js']

/**
 * Why dist/ under `root` must be rebuilt, or undefined when it is current: it holds both bundles
 * and records the hash of the sources as they are now.
 */
export function whyRebuild(root) {
  if (BUNDLES.some((file) => !existsSync(join(root, file)))) return 'dist/ has no bundle yet'
  const recorded = recordedSourceHash(root)
  if (recorded === undefined) return 'dist/ does not record what it was built from'
  if (recorded !== sourceHash(root)) return 'the sources changed since dist/ was built'
  return undefined
}
