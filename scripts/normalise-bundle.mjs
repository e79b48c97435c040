// Makes dist/ depend only on the sources and the installed packages, not on where the packages
// sit. ncc numbers modules and chunks by a hash of their path relative to the working directory
// and writes that path into comments, so a checkout whose node_modules is a symlink to another
// folder (a git worktree sharing one install) got the same code under other numbers, chunk file
// names and paths, and the dist check disagreed with CI. Run by `npm run bundle` after ncc.
//
// Module ids become their order of definition (index.js first, then each chunk in the order
// index.js first loads it); chunks become 1, 2, … in that order, and their files are named so.
// ncc writes to .bundle/; this script writes dist/ afresh from it, so no stale chunk stays.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

const BUILT = new URL('../.bundle/', import.meta.url)
const DIST = new URL('../dist/', import.meta.url)
const read = (name) => readFileSync(new URL(name, BUILT), 'utf8')
const main = read('index.js')

const chunkIds = new Map()
for (const [, id] of main.matchAll(/__nccwpck_require__\.e\((\d+)\)/g)) {
  if (!chunkIds.has(id)) chunkIds.set(id, String(chunkIds.size + 1))
}
const chunkFile = (id) => `${id}.index.js`

const files = [
  { name: 'index.js', text: main },
  ...[...chunkIds.keys()].map((id) => ({ name: chunkFile(id), text: read(chunkFile(id)), id }))
]

const moduleIds = new Map()
for (const { text } of files) {
  for (const [, id] of text.matchAll(/^\/\*\*\*\/ (\d+):$/gm)) {
    if (!moduleIds.has(id)) moduleIds.set(id, String(moduleIds.size))
  }
}
const renumber = (id) => {
  const next = moduleIds.get(id)
  if (next === undefined) throw new Error(`dist/ requires module ${id}, which it does not define`)
  return next
}
const rechunk = (id) => {
  const next = chunkIds.get(id)
  if (next === undefined) throw new Error(`dist/ loads chunk ${id}, which index.js never names`)
  return next
}

rmSync(DIST, { recursive: true, force: true })
mkdirSync(DIST)
for (const name of ['licenses.txt', 'package.json']) {
  copyFileSync(new URL(name, BUILT), new URL(name, DIST))
}
for (const file of files) {
  const normalised = file.text
    .replace(/^\/\*\*\*\/ (\d+):$/gm, (_, id) => `/***/ ${renumber(id)}:`)
    .replace(
      /(__nccwpck_require__|__webpack_require__)\((\d+)\)/g,
      (_, fn, id) => `${fn}(${renumber(id)})`
    )
    .replace(
      /\.bind\(__nccwpck_require__, (\d+)\)/g,
      (_, id) => `.bind(__nccwpck_require__, ${renumber(id)})`
    )
    .replace(/__nccwpck_require__\.e\((\d+)\)/g, (_, id) => `__nccwpck_require__.e(${rechunk(id)})`)
    .replace(/^export const id = (\d+);$/m, (_, id) => `export const id = ${rechunk(id)};`)
    .replace(/^export const ids = \[(\d+)\];$/m, (_, id) => `export const ids = [${rechunk(id)}];`)
    // "../../elsewhere/node_modules/x" (a symlinked install) reads "./node_modules/x".
    .replace(/^(.*MODULE: )(?:\.\.\/)+(?:[^\s/]+\/)*?node_modules\//gm, '$1./node_modules/')
  const name = file.id === undefined ? file.name : chunkFile(rechunk(file.id))
  writeFileSync(new URL(name, DIST), normalised)
}
const unexpected = readdirSync(BUILT).filter(
  (f) =>
    !['index.js', 'licenses.txt', 'package.json'].includes(f) && !files.some((x) => x.name === f)
)
if (unexpected.length > 0)
  throw new Error(`ncc wrote files dist/ does not take: ${unexpected.join(', ')}`)
rmSync(BUILT, { recursive: true, force: true })
