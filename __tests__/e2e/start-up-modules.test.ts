// What the BUILT bundles evaluate on an ordinary run: undici (which @actions/http-client and
// @actions/github import for fetch and a proxy dispatcher the transport never uses) is evaluated
// only on first use (scripts/normalise-bundle.mjs), so neither the tool nor the action spends
// its start-up on it; and the code a run does not need (Octokit, undici, the YAML parser, ...)
// sits in files beside the bundle that such a run never loads, so it is not compiled either
// (issue 32); the code a run needs only once it has a result (the result's parser, the gate, the
// report writers) is loaded after its first request, so the start-up does not compile it. A
// preloaded probe reports, as the process exits, whether undici's module ran (loading it installs
// its global dispatcher under a well-known symbol), which of those files were loaded, and which
// of them before the first connection the process opened.
import { afterAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { closeSims, startSim } from '../../__fixtures__/simulator.js'
import { shopScenario } from '../../sim/accounts.js'
import { scan } from '../../__fixtures__/step.js'
import { TOOL_SCAN, tool } from '../../__fixtures__/tool.js'

afterAll(closeSims)

function probe(): {
  env: Record<string, string>
  undiciRan: () => boolean
  /** The files loaded on demand (dist/index.1.cjs, ...), by name. */
  loaded: () => string[]
  /** Those loaded before the process opened its first connection (its first request). */
  beforeRequest: () => string[]
} {
  const dir = mkdtempSync(join(tmpdir(), 'sta-probe-'))
  const script = join(dir, 'probe.cjs')
  const out = join(dir, 'out')
  writeFileSync(
    script,
    [
      "const Module = require('node:module')",
      'const load = Module._load',
      'const loaded = []',
      'let beforeRequest',
      'Module._load = function (request, ...rest) {',
      '  if (/\\.\\d+\\.cjs$/.test(request)) loaded.push(request.split(/[\\/]/).pop())',
      '  return load.call(this, request, ...rest)',
      '}',
      "const { Socket } = require('node:net')",
      'const connect = Socket.prototype.connect',
      'Socket.prototype.connect = function (...args) {',
      '  beforeRequest ??= [...loaded]',
      '  return connect.apply(this, args)',
      '}',
      "process.on('exit', () => require('node:fs').writeFileSync(process.env.PROBE_OUT, " +
        "JSON.stringify({ undici: Symbol.for('undici.globalDispatcher.1') in globalThis, loaded, beforeRequest })))",
      ''
    ].join('\n')
  )
  const read = (): { undici: boolean; loaded: string[]; beforeRequest?: string[] } =>
    JSON.parse(readFileSync(out, 'utf8')) as {
      undici: boolean
      loaded: string[]
      beforeRequest?: string[]
    }
  return {
    env: { NODE_OPTIONS: `--require ${script}`, PROBE_OUT: out },
    undiciRan: () => read().undici,
    loaded: () => read().loaded,
    beforeRequest: () => read().beforeRequest ?? read().loaded
  }
}

/** The files among `names` (dist/<name>) that hold `marker`: which code a run compiled. */
function holding(names: string[], marker: string): string[] {
  return names.filter((name) => readFileSync(join('dist', name), 'utf8').includes(marker))
}
/** Markers of code a plain scan never runs: the YAML parser (ignore files, adopt), the JUnit writer. */
const YAML_PARSER = 'YAMLParseError'
const JUNIT_WRITER = '<testsuites'
/** Markers of code a run needs only once it has a result: the result's parser, the SARIF writer. */
const RESULT_PARSER = 'function parseResult('
const SARIF_WRITER = 'sarif-2.1.0.json'

describe('start-up: undici is not evaluated unless used', () => {
  it.concurrent('the tool scans, reports and gates without evaluating undici', async () => {
    const sim = await startSim(shopScenario())
    const p = probe()
    const run = await tool(sim, 'scan', { ...TOOL_SCAN, 'fail-threshold': 'none' }, { env: p.env })
    expect(run.outputs.outcome).toBe('passed')
    expect(p.undiciRan()).toBe(false)
    // The tool itself is loaded on demand (dist/cli.js is little but --help): what it loads for a
    // scan holds neither the YAML parser nor the JUnit writer.
    expect(p.loaded().length).toBeGreaterThan(0)
    expect(holding(p.loaded(), YAML_PARSER)).toEqual([])
    expect(holding(p.loaded(), JUNIT_WRITER)).toEqual([])
    // Before its first request it has loaded the tool, but not what reads and reports a result.
    expect(p.beforeRequest().length).toBeGreaterThan(0)
    expect(holding(p.beforeRequest(), RESULT_PARSER)).toEqual([])
    expect(holding(p.beforeRequest(), SARIF_WRITER)).toEqual([])
    expect(holding(p.loaded(), RESULT_PARSER)).toHaveLength(1)
  })

  it.concurrent('the action scans, reports and gates without evaluating undici', async () => {
    const sim = await startSim(shopScenario())
    const p = probe()
    const run = await scan(sim, { 'fail-threshold': 'none' }, { env: p.env })
    expect(run.outputs.outcome).toBe('passed')
    expect(p.undiciRan()).toBe(false)
    // Nothing before its first request; then what reads and reports the result (no YAML parser).
    expect(p.beforeRequest()).toEqual([])
    expect(holding(p.loaded(), RESULT_PARSER)).toHaveLength(1)
    expect(holding(p.loaded(), SARIF_WRITER)).toHaveLength(1)
    expect(holding(p.loaded(), YAML_PARSER)).toEqual([])
  })

  it('the tool prints --help without loading a file on demand (its text is made at build time)', () => {
    const p = probe()
    const run = spawnSync(process.execPath, ['dist/cli.js', '--help'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', ...p.env }
    })
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('--fail-threshold')
    expect(p.loaded()).toEqual([])
  })

  it('a run that needs them loads them: an ignore file brings the YAML parser', async () => {
    const sim = await startSim(shopScenario())
    const p = probe()
    const dir = mkdtempSync(join(tmpdir(), 'sta-ignore-'))
    writeFileSync(join(dir, 'ignore.yml'), 'version: 1\nignore: []\n')
    const run = await tool(
      sim,
      'scan',
      { ...TOOL_SCAN, 'fail-threshold': 'none', 'ignore-file': join(dir, 'ignore.yml') },
      { env: p.env }
    )
    expect(run.outputs.outcome).toBe('passed')
    expect(holding(p.loaded(), YAML_PARSER)).toHaveLength(1)
  })
})
