// Makes dist/ depend only on the sources and the installed packages, not on where the packages
// sit. ncc numbers modules by a hash of their path relative to the working directory and writes
// that path into comments, so a checkout whose node_modules is a symlink to another folder (a git
// worktree sharing one install) got the same code under other numbers and paths, and the dist
// check disagreed with CI. Run by `npm run bundle` after ncc, which writes each bundle to its own
// folder under .bundle/; dist/ is written afresh from them, so nothing stale stays.
//
// Two bundles: the action (.bundle/action → dist/index.js, dist/licenses.txt) and the
// command-line tool (.bundle/cli → dist/cli.js, dist/cli-licenses.txt, executable, starting with
// its #! line). Each keeps its own licence list: each is shipped and run on its own.
// dist/source-hash.txt records the hash of the sources (scripts/source-hash.mjs).
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { fileURLToPath } from 'node:url'
import { SOURCE_HASH_FILE, sourceHashText } from './source-hash.mjs'

const BUILT = new URL('../.bundle/', import.meta.url)
const DIST = new URL('../dist/', import.meta.url)
const NCC_FILES = ['index.js', 'licenses.txt', 'package.json']
const SHEBANG = '#!/usr/bin/env node\n'

const BUNDLES = [
  { folder: 'action', script: 'index.js', licences: 'licenses.txt', executable: false },
  { folder: 'cli', script: 'cli.js', licences: 'cli-licenses.txt', executable: true }
]

/** The bundle's text with module ids renumbered in order of definition and install paths cut. */
function normalise(text, script) {
  // Module ids in order of definition: the order does not depend on the path prefix.
  const ids = new Map()
  for (const [, id] of text.matchAll(/^\/\*\*\*\/ (\d+):$/gm)) {
    if (!ids.has(id)) ids.set(id, String(ids.size))
  }
  const renumber = (id) => {
    const next = ids.get(id)
    if (next === undefined)
      throw new Error(`dist/${script} requires module ${id}, which it does not define`)
    return next
  }
  return (
    text
      .replace(/^\/\*\*\*\/ (\d+):$/gm, (_, id) => `/***/ ${renumber(id)}:`)
      .replace(/__nccwpck_require__\((\d+)\)/g, (_, id) => `__nccwpck_require__(${renumber(id)})`)
      .replace(
        /\.bind\(__nccwpck_require__, (\d+)\)/g,
        (_, id) => `.bind(__nccwpck_require__, ${renumber(id)})`
      )
      // "../../elsewhere/node_modules/x" (a symlinked install) reads "./node_modules/x".
      .replace(/^(.*MODULE: )(?:\.\.\/)+(?:[^\s/]+\/)*?node_modules\//gm, '$1./node_modules/')
  )
}

/**
 * undici evaluated on first use, not at start-up. @actions/http-client imports it at its top for
 * one method we never call (getProxyAgentDispatcher, the dispatcher for fetch), and
 * @actions/github for its fetch (the pull-request comment only): evaluating it costs the tool
 * about 15 ms of every start (bench/README.md). Each binding `var undici = require(n)` becomes an
 * object that requires the module at its first property read; webpack keeps one instance, so
 * later reads see the same exports.
 */
function undiciOnFirstUse(text) {
  return text.replace(
    /^var (undici(?:__WEBPACK_IMPORTED_MODULE_\d+__)?) = __nccwpck_require__\((\d+)\);$/gm,
    (_, name, id) =>
      `var ${name} = new Proxy({}, { get: (_, key) => __nccwpck_require__(${id})[key] });`
  )
}

/**
 * The tool's bundle without undici's code (about 0.9 MB of its 1.8 MB): only the proxy made by
 * `undiciOnFirstUse` refers to it, and in the tool nothing reads that proxy (no Octokit, and the
 * transport never asks http-client for a fetch dispatcher). Compiling it cost the tool's start-up
 * as much again as evaluating it did (bench/README.md). Each module reachable only from undici is
 * replaced by one that says so if it is ever required; a module anything else reaches is kept.
 */
function withoutUndici(text, script) {
  const table = text.indexOf('/******/ var __webpack_modules__ = ({')
  const tableEnd = text.indexOf('\n/******/ });', table)
  if (table < 0 || tableEnd < 0) throw new Error(`dist/${script}: no module table found`)
  const starts = [...text.slice(0, tableEnd).matchAll(/^\/\*\*\*\/ (\d+):$/gm)]
  const blocks = new Map(
    starts.map((m, i) => [m[1], [m.index, i + 1 < starts.length ? starts[i + 1].index : tableEnd]])
  )
  const LAZY = /new Proxy\(\{\}, \{ get: \(_, key\) => __nccwpck_require__\((\d+)\)\[key\] \}\)/g
  // The modules a piece of code requires; the proxies' own references do not count (they are
  // what is left out).
  const refs = (part) =>
    [...part.replace(LAZY, '').matchAll(/__nccwpck_require__(?:\(|, )(\d+)\)/g)].map((m) => m[1])
  const lazy = [...text.matchAll(LAZY)].map((m) => m[1])
  if (lazy.length === 0) return text
  const closure = (roots) => {
    const seen = new Set()
    const stack = [...roots]
    while (stack.length > 0) {
      const id = stack.pop()
      if (seen.has(id) || !blocks.has(id)) continue
      seen.add(id)
      const [from, to] = blocks.get(id)
      stack.push(...refs(text.slice(from, to)))
    }
    return seen
  }
  const undici = closure(lazy)
  const roots = refs(text.slice(0, table) + text.slice(tableEnd))
  for (const [id, [from, to]] of blocks) {
    if (!undici.has(id)) roots.push(...refs(text.slice(from, to)))
  }
  const kept = closure(roots)
  let out = ''
  let at = 0
  for (const [id, [from, to]] of blocks) {
    if (!undici.has(id) || kept.has(id)) continue
    out +=
      text.slice(at, from) +
      `/***/ ${id}:\n/***/ (() => { throw new Error('undici is not in dist/${script} (scripts/normalise-bundle.mjs)') }),\n\n`
    at = to
  }
  return out + text.slice(at)
}

for (const b of BUNDLES) {
  // One file only: a lazily loaded module must be an eager dynamic import (webpackMode "eager"),
  // since ncc's licence list leaves out the packages of the main file once the bundle is split.
  const extra = readdirSync(new URL(`${b.folder}/`, BUILT)).filter((f) => !NCC_FILES.includes(f))
  if (extra.length > 0) {
    throw new Error(
      `ncc split the ${b.folder} bundle (${extra.join(', ')}): mark the dynamic import /* webpackMode: "eager" */`
    )
  }
}

rmSync(DIST, { recursive: true, force: true })
mkdirSync(DIST)
for (const b of BUNDLES) {
  const built = new URL(`${b.folder}/`, BUILT)
  let text = undiciOnFirstUse(normalise(readFileSync(new URL('index.js', built), 'utf8'), b.script))
  // The action keeps undici: Octokit's fetch (the pull-request comment) uses it.
  if (b.folder === 'cli') text = withoutUndici(text, b.script)
  if (b.executable && !text.startsWith(SHEBANG)) text = SHEBANG + text.replace(/^#!.*\n/, '')
  const script = new URL(b.script, DIST)
  writeFileSync(script, text)
  chmodSync(script, b.executable ? 0o755 : 0o644)
  copyFileSync(new URL('licenses.txt', built), new URL(b.licences, DIST))
}
// Both bundles are ES modules; ncc writes the same package.json for each.
copyFileSync(new URL('action/package.json', BUILT), new URL('package.json', DIST))
// What these bundles were built from, so `npm run demo` can tell a current dist/ by content.
writeFileSync(
  new URL(SOURCE_HASH_FILE, DIST),
  sourceHashText(fileURLToPath(new URL('..', import.meta.url)))
)
rmSync(BUILT, { recursive: true, force: true })
