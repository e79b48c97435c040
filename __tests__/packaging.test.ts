// What the package promises about where it runs (issue 23): the action on node24, the tool on
// Node.js 20.19 or later, stated once in docs/ci-systems.md and in package.json `engines`, and
// true of the tool's bundle: every package in it accepts that Node.js. A dependency that needs
// a newer one fails here, not on a user's Node 20 agent. The e2e suites run dist/cli.js on the
// Node.js that runs the tests (20 here, 24 in CI).
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'

const TOOL_NODE = '20.19'
const read = (path: string): string => readFileSync(path, 'utf8')

/** [major, minor, patch] of "20.19" or "20.19.0". */
function version(text: string): number[] {
  return [...text.split('.').map(Number), 0, 0].slice(0, 3)
}
const atLeast = (a: number[], b: number[]): boolean => {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] as number) > (b[i] as number)
  return true
}

/**
 * Whether an `engines.node` range admits `node`: one of its `||` alternatives has every bound
 * (`>=`, `>`, `<=`, `<`, `^`, `~` or a bare version; `x` parts read as 0) met. Enough for the
 * ranges packages write; an unknown form fails the test rather than passing unread.
 */
function admits(range: string, node: string): boolean {
  const v = version(node)
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/([<>]=?)\s+/g, '$1')
      .split(/\s+/)
      .filter((part) => part !== '' && part !== '*')
      .every((part) => {
        const m = /^(>=|>|<=|<|\^|~|=)?v?(\d+(?:\.(?:\d+|x))?(?:\.(?:\d+|x))?)$/.exec(part)
        if (!m) throw new Error(`cannot read the engines range ${range}`)
        const bound = version((m[2] as string).replace(/x/g, '0'))
        switch (m[1]) {
          case '>=':
          case '^':
          case '~':
            return atLeast(v, bound) && (m[1] !== '^' || v[0] === bound[0])
          case '>':
            return atLeast(v, bound) && v.join('.') !== bound.join('.')
          case '<=':
            return atLeast(bound, v)
          case '<':
            return atLeast(bound, v) && v.join('.') !== bound.join('.')
          default:
            return atLeast(v, bound) && atLeast(bound, v)
        }
      })
  )
}

/** The packages bundled into dist/cli.js, as its licence list names them. */
function toolPackages(): string[] {
  const lines = read('dist/cli-licenses.txt').split('\n')
  // Each entry: the package's name on a line of its own, then its licence's SPDX id.
  return lines.filter(
    (line, i) =>
      /^(@[\w.-]+\/)?[\w.-]+$/.test(line) &&
      /^[\w.+-]+$/.test(lines[i + 1] ?? '') &&
      !/^[A-Z]/.test(line)
  )
}

describe('where the package runs', () => {
  it('reads engines ranges as npm does for the forms packages use', () => {
    expect(admits('>=18.17', TOOL_NODE)).toBe(true)
    expect(admits('>= 14.6', TOOL_NODE)).toBe(true)
    expect(admits('>=22', TOOL_NODE)).toBe(false)
    expect(admits('^20.19.0 || >=22.12', TOOL_NODE)).toBe(true)
    expect(admits('^18', TOOL_NODE)).toBe(false)
    expect(admits('>=0.6.11 <=0.7.0 || >=0.7.3', TOOL_NODE)).toBe(true)
    expect(() => admits('latest', TOOL_NODE)).toThrow(/cannot read/)
  })

  it('package.json promises the tool Node.js 20.19 or later; action.yml runs the action on node24', () => {
    const pkg = JSON.parse(read('package.json')) as { engines: { node: string } }
    expect(pkg.engines.node).toBe(`>=${TOOL_NODE}`)
    expect((parse(read('action.yml')) as { runs: { using: string } }).runs.using).toBe('node24')
  })

  it("every package in the tool's bundle accepts Node.js 20.19", () => {
    const packages = toolPackages()
    expect(packages).toContain('@actions/http-client')
    expect(packages).not.toContain('@actions/github') // the action's alone (content-type needs 22)
    const refusing = packages.flatMap((name) => {
      // The top-level install: the bundle was built from it (no nested copies: checked below).
      const manifest = JSON.parse(read(`node_modules/${name}/package.json`)) as {
        engines?: { node?: string }
      }
      const range = manifest.engines?.node
      return range && !admits(range, TOOL_NODE) ? [`${name}: ${range}`] : []
    })
    expect(refusing).toEqual([])
    expect(read('dist/cli.js')).not.toMatch(/MODULE: \.\/node_modules\/\S*\/node_modules\//)
  })

  it('the docs state the versions once, as package.json and action.yml do', () => {
    const pages = ['README.md', 'docs/ci-systems.md', 'docs/development.md', 'sim/README.md']
    const statements = pages.flatMap((page) => [...read(page).matchAll(/20\.19/g)].map(() => page))
    expect(statements).toEqual(['docs/ci-systems.md'])
    const section = read('docs/ci-systems.md')
      .split('\n## Node.js versions\n')[1]
      ?.split('\n## ')[0]
    expect(section).toMatch(/Node\.js 24 \(`runs\.using: node24`/)
    expect(section).toMatch(/\*\*Node\.js 20\.19 or later\*\* \(`engines` in `package\.json`\)/)
  })

  it('npm shows its own output: no .npmrc silences it', () => {
    const npmrc = existsSync('.npmrc') ? read('.npmrc') : ''
    expect(npmrc).not.toMatch(/^\s*loglevel\s*=/m)
  })
})

describe('the package as npm installs it', () => {
  // dist/ holds everything the action and the tool run (bundled, licences kept beside them):
  // installing the package (npx, a CI image) must install nothing else and warn about nothing —
  // no package of another engine's range, no install script. Packed and installed offline, from
  // the tarball, as `npm install ./security-test-action-x.tgz` does on an agent.
  it('installs from its tarball with no dependency and no warning, and its tool runs', () => {
    const pkg = JSON.parse(read('package.json')) as Record<string, unknown>
    expect(pkg.dependencies ?? {}).toEqual({})
    const dir = mkdtempSync(join(tmpdir(), 'pack-'))
    try {
      const npm = (args: string[], cwd: string): { stdout: string; stderr: string } => {
        const r = spawnSync('npm', args, {
          cwd,
          encoding: 'utf8',
          env: {
            ...process.env,
            npm_config_cache: join(dir, 'cache'),
            npm_config_update_notifier: 'false'
          }
        })
        expect(r.status).toBe(0)
        return { stdout: r.stdout, stderr: r.stderr }
      }
      const packed = npm(['pack', '--pack-destination', dir, '--json'], process.cwd())
      const [info] = JSON.parse(packed.stdout) as Array<{
        filename: string
        files: Array<{ path: string }>
      }>
      const files = (info?.files ?? []).map((f) => f.path).sort()
      expect(files).toEqual(
        expect.arrayContaining([
          'action.yml',
          'dist/cli.js',
          'dist/index.js',
          'dist/licenses.txt',
          'dist/cli-licenses.txt'
        ])
      )
      const app = join(dir, 'app')
      mkdirSync(app)
      writeFileSync(
        join(app, 'package.json'),
        '{"name":"agent","version":"1.0.0","private":true}\n'
      )
      const installed = npm(
        ['install', '--offline', '--no-audit', '--no-fund', join(dir, info?.filename ?? '')],
        app
      )
      expect(installed.stderr).not.toMatch(/warn|ERR/i)
      expect(readdirSync(join(app, 'node_modules')).filter((n) => !n.startsWith('.'))).toEqual([
        'security-test-action'
      ])
      const version = spawnSync(join(app, 'node_modules', '.bin', 'security-test'), ['--version'], {
        encoding: 'utf8'
      })
      expect(version.status).toBe(0)
      expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})
