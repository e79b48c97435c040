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
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { resolve } from 'node:path'
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
 * Fails the build unless every read of a lazy undici binding in `text` sits in http-client's
 * `_getProxyAgentDispatcher` (undici's ProxyAgent, for fetch): the tool never calls it, and that is
 * what makes replacing undici by throwing stubs safe. Another release of http-client (or another
 * package importing undici) could read it on the request path, and the tool would throw "undici
 * is not in dist/cli.js" at its first request instead of failing here.
 */
export function onlyProxyDispatcherReadsUndici(text, script) {
  const names = [
    ...text.matchAll(
      /^var (undici(?:__WEBPACK_IMPORTED_MODULE_\d+__)?) = new Proxy\(\{\}, \{ get: \(_, key\) => __nccwpck_require__\(\d+\)\[key\] \}\);$/gm
    )
  ].map((m) => m[1])
  const method = /^( +)_getProxyAgentDispatcher\(parsedUrl, proxyUrl\) \{$/m.exec(text)
  const bodyEnd = method ? text.indexOf(`\n${method[1]}}\n`, method.index) : -1
  const strays = []
  for (const name of names) {
    // A read: the name, maybe webpack's /* ExportName */ comment, then `.` or `[`.
    const read = new RegExp(`(?<![\\w$.'"\`/])${name}(?:/\\*[^*]*\\*/)?\\s*[.[]`, 'g')
    for (const m of text.matchAll(read)) {
      if (method && m.index > method.index && m.index < bodyEnd) continue
      const line = text.slice(0, m.index).split('\n').length
      strays.push(`line ${line}: ${text.slice(m.index, m.index + 60).split('\n')[0]}`)
    }
  }
  if (names.length > 0 && !method) {
    throw new Error(
      `dist/${script}: undici is stubbed out, but http-client's _getProxyAgentDispatcher is not ` +
        'in the bundle: check that undici is still read only there (@actions/http-client ~4.0.1)'
    )
  }
  if (strays.length > 0) {
    throw new Error(
      `dist/${script}: undici would be stubbed out, but it is read outside http-client's ` +
        `_getProxyAgentDispatcher, where the tool could reach it:\n  ${strays.join('\n  ')}`
    )
  }
}

/**
 * The tool's bundle without undici's code (about 0.9 MB of its 1.8 MB): only the proxy made by
 * `undiciOnFirstUse` refers to it, and in the tool nothing reads that proxy (no Octokit, and the
 * transport never asks http-client for a fetch dispatcher). Compiling it cost the tool's start-up
 * as much again as evaluating it did (bench/README.md). Each module reachable only from undici is
 * replaced by one that says so if it is ever required; a module anything else reaches is kept.
 */
function withoutUndici(text, script) {
  const { table, tableEnd, blocks } = moduleTable(text, script)
  // The modules a piece of code requires; the proxies' own references do not count (they are
  // what is left out).
  const refs = (part) =>
    [...part.replace(LAZY_UNDICI, '').matchAll(/__nccwpck_require__(?:\(|, )(\d+)\)/g)].map(
      (m) => m[1]
    )
  const lazy = [...text.matchAll(LAZY_UNDICI)].map((m) => m[1])
  if (lazy.length === 0) return { text, stripped: [] }
  const closure = (roots) => reachable(text, blocks, refs, roots)
  const undici = closure(lazy)
  const roots = refs(text.slice(0, table) + text.slice(tableEnd))
  for (const [id, [from, to]] of blocks) {
    if (!undici.has(id)) roots.push(...refs(text.slice(from, to)))
  }
  const kept = closure(roots)
  const isBuiltin = ([from, to]) =>
    /^\/\*\*\*\/ \d+:\n\/\*\*\*\/ \(\(module\) => \{\s*module\.exports = __WEBPACK_EXTERNAL_createRequire\(import\.meta\.url\)\("[\w:/]+"\);\s*\/\*\*\*\/ \}\),\s*$/.test(
      text.slice(from, to)
    )
  // The packages whose code is gone, for the licence list: each binding's own (the comment
  // `// EXTERNAL MODULE: ./node_modules/undici/index.js` above it) when nothing it reaches is
  // kept but Node's own modules (the tool's other code requires node:crypto too). A package undici needed would stay listed (more than ships, never less);
  // undici 6 needs none.
  const stripped = new Set()
  for (const m of text.matchAll(
    /^\/\/ EXTERNAL MODULE: \.\/node_modules\/((?:@[^/\s]+\/)?[^/\s]+)\/\S*\nvar \w+ = new Proxy\(\{\}, \{ get: \(_, key\) => __nccwpck_require__\((\d+)\)/gm
  )) {
    const shared = [...closure([m[2]])].filter((id) => kept.has(id) && !isBuiltin(blocks.get(id)))
    if (shared.length === 0) stripped.add(m[1])
  }
  let out = ''
  let at = 0
  for (const [id, [from, to]] of blocks) {
    if (!undici.has(id) || kept.has(id)) continue
    out +=
      text.slice(at, from) +
      `/***/ ${id}:\n/***/ (() => { throw new Error('undici is not in dist/${script} (scripts/normalise-bundle.mjs)') }),\n\n`
    at = to
  }
  out += text.slice(at)
  onlyProxyDispatcherReadsUndici(out, script)
  return { text: out, stripped: [...stripped] }
}

/** The module table of a bundle: each module's id and where its block starts and ends. */
function moduleTable(text, script) {
  const table = text.indexOf('/******/ var __webpack_modules__ = ({')
  const tableEnd = text.indexOf('\n/******/ });', table)
  if (table < 0 || tableEnd < 0) throw new Error(`dist/${script}: no module table found`)
  const starts = [...text.slice(0, tableEnd).matchAll(/^\/\*\*\*\/ (\d+):$/gm)]
  const blocks = new Map(
    starts.map((m, i) => [m[1], [m.index, i + 1 < starts.length ? starts[i + 1].index : tableEnd]])
  )
  return { table, tableEnd, blocks }
}

/** A lazy undici binding (`undiciOnFirstUse`); its module is required at the first read. */
const LAZY_UNDICI =
  /new Proxy\(\{\}, \{ get: \(_, key\) => __nccwpck_require__\((\d+)\)\[key\] \}\)/g
/** An eager dynamic import (`import(/* webpackMode: "eager" *\/ ...)`): required when it runs. */
const EAGER_IMPORT = /\.then\(__nccwpck_require__\.bind\(__nccwpck_require__, (\d+)\)\)/g
/** A module `withoutUndici` left out: it stays where it is (it says so if ever required). */
const STUB = /^\/\*\*\*\/ \d+:\n\/\*\*\*\/ \(\(\) => \{ throw new Error\('undici is not in /
/** Modules reached by the same entry points and smaller than this together share one file. */
const SMALL_GROUP = 32_000
/** How a module of the table reaches Node's own modules in an ES module bundle. */
const EXTERNAL_REQUIRE = '__WEBPACK_EXTERNAL_createRequire(import.meta.url)'

/** The ids of the module table's modules `roots` require, directly or not (`refs` reads a module's). */
function reachable(text, blocks, refs, roots) {
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

/**
 * The bundle with the modules a start does not evaluate moved to files beside it, loaded when
 * first required (issue 32): compiling code that never runs cost start-up as much as a tenth of
 * it. A module moves when the script's start reaches it only through an eager dynamic import
 * (the GitHub API's modules and Octokit, the ignore file's YAML parser, the JUnit writer, ...) or
 * a lazy undici binding. Its slot in the table becomes a stub that loads its file (once, with
 * `require`: webpack's require is synchronous) and runs the module from it; so which code runs,
 * and in what order, is unchanged. Modules are grouped by the set of those entry points that
 * reach them, so a run that writes a pull-request comment loads Octokit's file but not the
 * YAML parser's. What the script's entry module imports on demand itself (the tool's own code,
 * which src/cli.ts loads on every run but --help) is loaded together: its groups share one file,
 * kept apart from the groups loaded later (a small group would otherwise share the file of the
 * small ones). The files are CommonJS (`<name>.<n>.cjs`, strict mode as the ES module bundle
 * is), numbered in the order of their first module. ncc's licence list for the bundle was made
 * before the split, so it names the packages of these files too.
 * Returns the bundle's text and the files' names and texts.
 */
export function splitOnDemand(text, script) {
  const { table, tableEnd, blocks } = moduleTable(text, script)
  const refs = (part) =>
    [
      ...part
        .replace(LAZY_UNDICI, '')
        .replace(EAGER_IMPORT, '')
        .matchAll(/__nccwpck_require__(?:\(|, )(\d+)\)/g)
    ].map((m) => m[1])
  const closure = (roots) => reachable(text, blocks, refs, roots)
  const outside = text.slice(0, table) + text.slice(tableEnd)
  const atStart = closure(refs(outside))
  // The entry points the script's entry module imports itself (src/cli.ts: the tool's main module
  // and what it needs, loaded together on every run but --help; src/index.ts imports none).
  const entryModule = outside.match(/var __webpack_exports__ = __nccwpck_require__\((\d+)\)/)?.[1]
  const entryText =
    outside + (blocks.has(entryModule) ? text.slice(...blocks.get(entryModule)) : '')
  const first = new Set([...entryText.matchAll(EAGER_IMPORT)].map((m) => m[1]))
  // Every on-demand entry point, wherever it is written (at start or inside a moved module).
  const entries = [
    ...new Set(
      [...text.matchAll(LAZY_UNDICI), ...text.matchAll(EAGER_IMPORT)]
        .map((m) => m[1])
        .filter((id) => !atStart.has(id))
    )
  ]
  const reachedBy = new Map()
  for (const entry of entries) {
    for (const id of closure([entry])) {
      if (atStart.has(id)) continue
      if (!reachedBy.has(id)) reachedBy.set(id, [])
      reachedBy.get(id).push(entry)
    }
  }
  if (reachedBy.size === 0) return { text, files: [] }
  const base = script.replace(/\.js$/, '')
  const size = (id) => blocks.get(id)[1] - blocks.get(id)[0]
  // By the entry points that reach them. The groups an entry point of `first` reaches share one
  // file (they are loaded together). A group under SMALL_GROUP bytes joins a larger group that
  // every entry point of its own reaches too (the one reached by the fewest), so it is loaded
  // only when that group is needed anyway; the other small groups share one file.
  const byEntries = new Map()
  for (const id of blocks.keys()) {
    if (!reachedBy.has(id) || STUB.test(text.slice(...blocks.get(id)))) continue
    const key = [...reachedBy.get(id)].sort().join(',')
    if (!byEntries.has(key)) byEntries.set(key, [])
    byEntries.get(key).push(id)
  }
  const fileOf = new Map()
  const groups = new Map()
  const entriesOf = (key) => key.split(',')
  const loadedFirst = (key) => entriesOf(key).some((entry) => first.has(entry))
  const small = (ids) => ids.reduce((n, id) => n + size(id), 0) < SMALL_GROUP
  const large = [...byEntries]
    .filter(([key, ids]) => !loadedFirst(key) && !small(ids))
    .map(([key]) => key)
  const within = (key) =>
    large
      .filter((other) => entriesOf(key).every((entry) => entriesOf(other).includes(entry)))
      .sort((x, y) => entriesOf(x).length - entriesOf(y).length)[0]
  for (const [key, ids] of byEntries) {
    const file = loadedFirst(key) ? 'first' : small(ids) ? (within(key) ?? 'small') : key
    if (!groups.has(file)) groups.set(file, [])
    groups.get(file).push(...ids)
  }
  const ordered = [...groups.values()].map((ids) => ids.sort((a, b) => Number(a) - Number(b)))
  ordered.sort((a, b) => Number(a[0]) - Number(b[0]))
  const named = ordered.map((ids, i) => ({ name: `${base}.${i + 1}.cjs`, ids }))
  for (const { name, ids } of named) for (const id of ids) fileOf.set(id, name)
  const files = named.map(({ name, ids }) => {
    const body = ids
      .map((id) => {
        const [from, to] = blocks.get(id)
        return text.slice(from, to).split(EXTERNAL_REQUIRE).join('require')
      })
      .join('')
    if (/\bimport\.meta\b|__WEBPACK_EXTERNAL_createRequire|__webpack_modules__/.test(body)) {
      throw new Error(`dist/${name}: a module moved out of dist/${script} needs its scope`)
    }
    return {
      name,
      text:
        '"use strict";\n' +
        `// Modules of dist/${script} that its start does not evaluate, loaded when first required\n` +
        '// (scripts/normalise-bundle.mjs). Their licences are in the list beside dist/' +
        `${script}.\nmodule.exports = ({\n\n${body}\n});\n`
    }
  })
  let out = ''
  let at = 0
  for (const [id, [from, to]] of blocks) {
    if (!fileOf.has(id)) continue
    out +=
      text.slice(at, from) +
      `/***/ ${id}:\n/***/ (function (module, exports, require) { return __nccwpck_on_demand(${JSON.stringify(fileOf.get(id))})[${id}].call(this, module, exports, require) }),\n\n`
    at = to
  }
  out += text.slice(at)
  const loader =
    '/******/ // Modules moved to files beside this one, each file read once when first needed\n' +
    '/******/ // (scripts/normalise-bundle.mjs).\n' +
    '/******/ var __nccwpck_on_demand_files = {};\n' +
    '/******/ var __nccwpck_on_demand = (file) => (__nccwpck_on_demand_files[file] ??= ' +
    "process.getBuiltinModule('node:module').createRequire(import.meta.url)(`./${file}`));\n"
  out = out.slice(0, table) + loader + out.slice(table)
  return { text: out, files }
}

/** ncc's first line of an ES module bundle: how its table reaches Node's own modules. */
const EXTERNAL_IMPORT =
  'import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";\n'

/**
 * The bundle as a two-line ES module that runs its code from `<name>.main.cjs`, where that code
 * is one function: every call runs the bundle anew (its module table and cache, every module's
 * state) with code compiled once per process. A start runs it once, as before, and compiles the
 * same code (bench/startup.ts, side by side: no slower); a process that runs the bundle again
 * and again (the test suite's reused processes, __fixtures__/reused-node.ts) no longer compiles
 * the whole of it at every run, about a third of a run's CPU time in four end-to-end suites
 * (issue 31). The function is
 * the bundle's text unchanged but for `import.meta.url`, which the module passes it: it keeps
 * strict mode (`"use strict"`), its top-level `await` (the function is async and the module
 * awaits it) and its module scope (the function's own).
 * Returns the module's text and the file's name and text.
 */
export function startAsFunction(text, script) {
  const shebang = /^#!.*\n/.exec(text)?.[0] ?? ''
  const body = text.slice(shebang.length)
  if (!body.startsWith(EXTERNAL_IMPORT)) {
    throw new Error(`dist/${script} does not start with ncc's import of "module"`)
  }
  const code = body.slice(EXTERNAL_IMPORT.length)
  // Another import or export statement has no place in a function; the parameter's name must be
  // the bundle's own.
  if (/\b__import_meta_url\b|^\s*(?:import|export)\s[^(]/m.test(code)) {
    throw new Error(`dist/${script}: the bundle uses what a function's scope would change`)
  }
  const name = script.replace(/\.js$/, '.main.cjs')
  const file =
    '"use strict";\n' +
    `// The code of dist/${script}, which runs this function once per start (scripts/normalise-bundle.mjs).\n` +
    'const { createRequire: __WEBPACK_EXTERNAL_createRequire } = require("node:module");\n' +
    'module.exports = async function (__import_meta_url) {\n' +
    code.replaceAll('import.meta.url', '__import_meta_url') +
    '\n};\n'
  if (/\bimport\.meta\b/.test(file)) throw new Error(`dist/${name}: import.meta is left`)
  const module =
    shebang +
    `// The bundle's code is in ./${name}, one function run once per start (scripts/normalise-bundle.mjs).\n` +
    'import { createRequire } from "node:module";\n' +
    `await createRequire(import.meta.url)("./${name}")(import.meta.url);\n`
  return { text: module, file: { name, text: file } }
}

/**
 * ncc's licence list without the entries of `packages`. An entry is a package's name on a line
 * of its own at the top or after an empty line (two when its text ends in a newline), then its
 * licence; a name counts only when the package is installed, so a line of licence text is never
 * taken for one.
 */
export function withoutLicences(list, packages, script) {
  if (packages.length === 0) return list
  const heads = [...list.matchAll(/(?<=^|\n\n)((?:@[\w.-]+\/)?[\w.-]+)\n(?=[^\n]+\n)/g)].filter(
    (m) => existsSync(new URL(`../node_modules/${m[1]}/package.json`, import.meta.url))
  )
  for (const name of packages) {
    if (!heads.some((m) => m[1] === name)) {
      throw new Error(`dist/${script}: ${name} is not in ncc's licence list`)
    }
  }
  const entries = heads.map((m, i) => ({
    name: m[1],
    text: list.slice(m.index, i + 1 < heads.length ? heads[i + 1].index : list.length)
  }))
  return (
    list.slice(0, heads[0]?.index ?? 0) +
    entries
      .filter((e) => !packages.includes(e.name))
      .map((e) => e.text)
      .join('')
  )
}

/** Writes dist/ from the bundles ncc left in .bundle/. */
function main() {
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
    let text = undiciOnFirstUse(
      normalise(readFileSync(new URL('index.js', built), 'utf8'), b.script)
    )
    // The action keeps undici: Octokit's fetch (the pull-request comment) uses it.
    let stripped = []
    if (b.folder === 'cli') ({ text, stripped } = withoutUndici(text, b.script))
    let files
    ;({ text, files } = splitOnDemand(text, b.script))
    for (const f of files) writeFileSync(new URL(f.name, DIST), f.text)
    if (b.executable && !text.startsWith(SHEBANG)) text = SHEBANG + text.replace(/^#!.*\n/, '')
    let start
    ;({ text, file: start } = startAsFunction(text, b.script))
    writeFileSync(new URL(start.name, DIST), start.text)
    const script = new URL(b.script, DIST)
    writeFileSync(script, text)
    chmodSync(script, b.executable ? 0o755 : 0o644)
    // The licences of what ships: a package whose code was stripped is not listed.
    const licences = readFileSync(new URL('licenses.txt', built), 'utf8')
    writeFileSync(new URL(b.licences, DIST), withoutLicences(licences, stripped, b.script))
  }
  // Both bundles are ES modules; ncc writes the same package.json for each.
  copyFileSync(new URL('action/package.json', BUILT), new URL('package.json', DIST))
  // What these bundles were built from, so `npm run demo` can tell a current dist/ by content.
  writeFileSync(
    new URL(SOURCE_HASH_FILE, DIST),
    sourceHashText(fileURLToPath(new URL('..', import.meta.url)))
  )
  rmSync(BUILT, { recursive: true, force: true })
}

// Run by `npm run bundle`; imported by tests for its checks.
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main()
