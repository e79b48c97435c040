// Makes dist/index.js depend only on the sources and the installed packages, not on where the
// packages sit. ncc numbers modules by a hash of their path relative to the working directory and
// writes that path into comments, so a checkout whose node_modules is a symlink to another folder
// (a git worktree sharing one install) got the same code under other numbers and paths, and the
// dist check disagreed with CI. Run by `npm run bundle` after ncc.
import { readFileSync, writeFileSync } from 'node:fs'

const FILE = new URL('../dist/index.js', import.meta.url)
const text = readFileSync(FILE, 'utf8')

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
  // "../../elsewhere/node_modules/x" (a symlinked install) reads "./node_modules/x".
  .replace(/^(.*MODULE: )(?:\.\.\/)+(?:[^\s/]+\/)*?node_modules\//gm, '$1./node_modules/')

writeFileSync(FILE, normalised)
