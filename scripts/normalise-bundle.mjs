// Makes dist/ depend only on the sources and the installed packages, not on where the packages
// sit. ncc numbers modules by a hash of their path relative to the working directory and writes
// that path into comments, so a checkout whose node_modules is a symlink to another folder (a git
// worktree sharing one install) got the same code under other numbers and paths, and the dist
// check disagreed with CI. Run by `npm run bundle` after ncc, which writes to .bundle/; dist/ is
// written afresh from it, so nothing stale stays.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

const BUILT = new URL('../.bundle/', import.meta.url)
const DIST = new URL('../dist/', import.meta.url)
const FILES = ['index.js', 'licenses.txt', 'package.json']

// One file only: a lazily loaded module must be an eager dynamic import (webpackMode "eager"),
// since ncc's licence list leaves out the packages of the main file once the bundle is split.
const extra = readdirSync(BUILT).filter((f) => !FILES.includes(f))
if (extra.length > 0) {
  throw new Error(
    `ncc split the bundle (${extra.join(', ')}): mark the dynamic import /* webpackMode: "eager" */`
  )
}

const text = readFileSync(new URL('index.js', BUILT), 'utf8')
// Module ids in order of definition: the order does not depend on the path prefix.
const ids = new Map()
for (const [, id] of text.matchAll(/^\/\*\*\*\/ (\d+):$/gm)) {
  if (!ids.has(id)) ids.set(id, String(ids.size))
}
const renumber = (id) => {
  const next = ids.get(id)
  if (next === undefined)
    throw new Error(`dist/index.js requires module ${id}, which it does not define`)
  return next
}
const normalised = text
  .replace(/^\/\*\*\*\/ (\d+):$/gm, (_, id) => `/***/ ${renumber(id)}:`)
  .replace(/__nccwpck_require__\((\d+)\)/g, (_, id) => `__nccwpck_require__(${renumber(id)})`)
  .replace(
    /\.bind\(__nccwpck_require__, (\d+)\)/g,
    (_, id) => `.bind(__nccwpck_require__, ${renumber(id)})`
  )
  // "../../elsewhere/node_modules/x" (a symlinked install) reads "./node_modules/x".
  .replace(/^(.*MODULE: )(?:\.\.\/)+(?:[^\s/]+\/)*?node_modules\//gm, '$1./node_modules/')

rmSync(DIST, { recursive: true, force: true })
mkdirSync(DIST)
writeFileSync(new URL('index.js', DIST), normalised)
for (const name of FILES.slice(1)) copyFileSync(new URL(name, BUILT), new URL(name, DIST))
rmSync(BUILT, { recursive: true, force: true })
