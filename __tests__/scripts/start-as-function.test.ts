// `npm run bundle` ships each bundle as a two-line ES module that runs its code from
// `<name>.main.cjs`, one function (scripts/normalise-bundle.mjs, startAsFunction): a start runs
// it once, as the ES module bundle ran; a process that runs the bundle again (the suite's reused
// processes) gets every module anew with the code compiled once. These run what it makes in real
// Node.js processes and compare it with the ES module bundle it came from.
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { startAsFunction } from '../../scripts/normalise-bundle.mjs'

const NCC_IMPORT = 'import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";\n'

/**
 * An ES module bundle as ncc writes one: its first line imports "module", its table reaches
 * Node's modules through `__WEBPACK_EXTERNAL_createRequire(import.meta.url)`, it has module-scope
 * state, and its top level awaits. It prints what a run sees.
 */
const BUNDLE =
  '#!/usr/bin/env node\n' +
  NCC_IMPORT +
  [
    'var __webpack_module_cache__ = {};',
    'var runs = 0;',
    'const path = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");',
    'function self() { return this }',
    'runs++;',
    'await new Promise((resolve) => setTimeout(resolve, 5));',
    'let undeclared = "refused";',
    'try { eval("notDeclared = 1"); undeclared = "allowed" } catch {}',
    'process.stdout.write(JSON.stringify({ url: import.meta.url, runs, strict: self() === undefined,',
    '  undeclared, argv: process.argv.slice(2), sep: path.sep, cache: typeof __webpack_module_cache__ }) + "\\n");',
    'if (process.argv.includes("fail")) throw new Error("the top level failed");'
  ].join('\n') +
  '\n'

/** A folder holding `bundle` as dist/ would (a package of ES modules), as is and made a function. */
function built(bundle: string): { dir: string; esm: string; made: string; name: string } {
  const dir = mkdtempSync(join(tmpdir(), 'sta-start-fn-'))
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n')
  writeFileSync(join(dir, 'esm.js'), bundle)
  const { text, file } = startAsFunction(bundle, 'tool.js')
  writeFileSync(join(dir, 'tool.js'), text)
  writeFileSync(join(dir, file.name), file.text)
  return { dir, esm: join(dir, 'esm.js'), made: join(dir, 'tool.js'), name: file.name }
}

function node(
  args: string[],
  cwd: string
): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

describe('a bundle run from one function (scripts/normalise-bundle.mjs)', () => {
  it('runs as the ES module bundle it came from: its URL, strict mode, top-level await, argv', () => {
    const b = built(BUNDLE)
    const esm = node([b.esm, 'a', 'b'], b.dir)
    const made = node([b.made, 'a', 'b'], b.dir)
    expect(made.status).toBe(0)
    expect(made.stderr).toBe('')
    const seen = JSON.parse(made.stdout) as Record<string, unknown>
    expect(seen).toEqual({
      ...(JSON.parse(esm.stdout) as Record<string, unknown>),
      // import.meta.url is the bundle's own module, not the file beside it.
      url: pathToFileURL(b.made).href
    })
    expect(seen).toMatchObject({ runs: 1, strict: true, undeclared: 'refused', argv: ['a', 'b'] })
    // The #! line stays first: the tool is run as a program.
    expect(readFileSync(b.made, 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node')
    expect(readFileSync(join(b.dir, b.name), 'utf8')).not.toContain('#!')
  })

  it('fails as the ES module bundle does when its top level throws', () => {
    const b = built(BUNDLE)
    const esm = node([b.esm, 'fail'], b.dir)
    const made = node([b.made, 'fail'], b.dir)
    expect(esm.status).toBe(1)
    expect(made.status).toBe(1)
    expect(made.stderr).toContain('Error: the top level failed')
  })

  it('gives every run in one process its own state, from code compiled once', () => {
    const b = built(BUNDLE)
    const probe = join(b.dir, 'probe.mjs')
    writeFileSync(
      probe,
      [
        "import { createRequire } from 'node:module'",
        'const require = createRequire(import.meta.url)',
        `await import(${JSON.stringify(pathToFileURL(b.made).href)} + '?run=1')`,
        `const first = require(${JSON.stringify(join(b.dir, b.name))})`,
        `await import(${JSON.stringify(pathToFileURL(b.made).href)} + '?run=2')`,
        `const second = require(${JSON.stringify(join(b.dir, b.name))})`,
        "process.stdout.write(JSON.stringify({ same: first === second, loaded: Object.keys(require.cache).filter((f) => f.endsWith('.main.cjs')).length }) + '\\n')"
      ].join('\n')
    )
    const r = node([probe], b.dir)
    expect(r.status).toBe(0)
    const lines = r.stdout.trim().split('\n')
    expect(lines.map((l) => (JSON.parse(l) as { runs?: number }).runs)).toEqual([1, 1, undefined])
    expect(JSON.parse(lines[2]!)).toEqual({ same: true, loaded: 1 })
  })

  it('refuses a bundle it could not run as a function', () => {
    expect(() => startAsFunction('var a = 1;\n', 'x.js')).toThrow(
      /does not start with ncc's import/
    )
    expect(() => startAsFunction(`${NCC_IMPORT}export const a = 1;\n`, 'x.js')).toThrow(
      /what a function's scope would change/
    )
    expect(() => startAsFunction(`${NCC_IMPORT}var __import_meta_url = 1;\n`, 'x.js')).toThrow(
      /what a function's scope would change/
    )
    expect(() =>
      startAsFunction(`${NCC_IMPORT}console.log(import.meta.dirname);\n`, 'x.js')
    ).toThrow(/import\.meta is left/)
  })

  it('is how dist/ ships both bundles', () => {
    for (const [script, shebang] of [
      ['index.js', ''],
      ['cli.js', '#!/usr/bin/env node\n']
    ] as const) {
      const { text, file } = startAsFunction(`${shebang}${NCC_IMPORT}`, script)
      expect(readFileSync(join('dist', script), 'utf8')).toBe(text)
      expect(readFileSync(join('dist', file.name), 'utf8')).toMatch(
        /^"use strict";\n[^]*module\.exports = async function \(__import_meta_url\) \{\n/
      )
    }
  })
})
