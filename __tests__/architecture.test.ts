// The layout the code promises (docs/development.md, "Layout"): GitHub behind one folder, commands
// that are commands, and imports that only run down the flow.
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { COMMANDS } from '../src/config.js'

const SRC = 'src'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [join(dir, e.name)]
        : []
  )
}

/** Every module a file imports (static, dynamic and type-only), as paths under src/ or package names. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!)
  return specs.map((s) =>
    s.startsWith('.') ? relative('.', normalize(join(dirname(file), s.replace(/\.js$/, '.ts')))) : s
  )
}

/** The flow, top to bottom: a file may import its own rank or below, never above. */
const RANKS: Array<[rank: number, pattern: RegExp]> = [
  [8, /^src\/(index|main|post|cli)\.ts$/],
  // Two hosts side by side: GitHub Actions and the command-line tool.
  [7, /^src\/(github|cli)\//],
  [6, /^src\/run\//],
  [5, /^src\/commands\//],
  [4, /^src\/lifecycle\//],
  // The reports, and the other CI systems' reports made from the JSON report.
  [3, /^src\/(report|native-reports)\//],
  // The validated inputs are made of the findings' and the service's vocabulary.
  [2, /^src\/((config|command-result|build|words)\.ts$|inputs\/)/],
  [1, /^src\/(api|findings)\//],
  // The small shared helpers every room uses: escaping, time, the log seam, errors.
  [0, /^src\/common\//]
]

function rankOf(file: string): number {
  const found = RANKS.find(([, pattern]) => pattern.test(file))
  if (!found) throw new Error(`${file} has no place in the flow: add it to RANKS`)
  return found[0]
}

const files = sourceFiles(SRC).map((f) => relative('.', f))

describe('the layout', () => {
  it('names @actions/core and @actions/github only in the GitHub host folder', () => {
    // @actions/http-client is a general HTTP library (the service client's transport), not GitHub.
    const github = /@actions\/(core|github)\b/
    const outside = files.filter(
      (f) => !f.startsWith('src/github/') && github.test(readFileSync(f, 'utf8'))
    )
    expect(outside).toEqual([])
    expect(files.filter((f) => importsOf(f).some((s) => github.test(s)))).not.toEqual([])
  })

  it('sends HTTP through @actions/http-client only: no undici, no proxy chooser of its own', () => {
    expect(files.filter((f) => importsOf(f).includes('undici'))).toEqual([])
    expect(files.filter((f) => /proxy/i.test(f))).toEqual([])
    expect(importsOf('src/api/http-attempt.ts')).toContain('@actions/http-client')
  })

  it('keeps the two hosts apart: the tool imports nothing of GitHub, GitHub nothing of the tool', () => {
    const tool = files.filter((f) => f === 'src/cli.ts' || f.startsWith('src/cli/'))
    expect(tool.length).toBeGreaterThan(3)
    const crossing = (from: string[], to: string): string[] =>
      from.flatMap((f) =>
        importsOf(f)
          .filter(
            (s) =>
              s.startsWith(to) || (to === 'src/github/' && /^@actions\/(core|github)\b/.test(s))
          )
          .map((s) => `${f} imports ${s}`)
      )
    expect(crossing(tool, 'src/github/')).toEqual([])
    const github = files.filter(
      (f) => f.startsWith('src/github/') || /^src\/(index|main|post)\.ts$/.test(f)
    )
    expect(crossing(github, 'src/cli')).toEqual([])
  })

  it('keeps one file per command in src/commands/, and nothing else', () => {
    const inCommands = files
      .filter((f) => f.startsWith('src/commands/'))
      .map((f) => f.slice('src/commands/'.length, -'.ts'.length))
      .sort()
    expect(inCommands).toEqual([...COMMANDS].sort())
  })

  it('imports only down the flow (index → host → run → commands → lifecycle → api/findings/report)', () => {
    const upward: string[] = []
    for (const file of files) {
      for (const target of importsOf(file).filter((s) => s.startsWith('src/'))) {
        if (rankOf(target) > rankOf(file)) upward.push(`${file} imports ${target}`)
      }
    }
    expect(upward).toEqual([])
  })

  it('lets no wire type of the service leave src/api/', () => {
    const leaks = files.filter(
      (f) =>
        !f.startsWith('src/api/') &&
        /\b(Wire[A-Z]\w*|V2Api|V2Envelope|V1Envelope|createV2Api)\b/.test(readFileSync(f, 'utf8'))
    )
    expect(leaks).toEqual([])
  })

  it('keeps test fixtures to the tests: no script, bench or simulator file imports __fixtures__/', () => {
    const outside = ['scripts', 'bench', 'sim'].flatMap((dir) => sourceFiles(dir))
    const reaching = outside.filter((f) => importsOf(f).some((i) => i.startsWith('__fixtures__/')))
    expect(reaching).toEqual([])
  })

  it('ships no test aid in src/', () => {
    const aids = files.filter((f) =>
      /\b(class FakeClock|class MemoryLog)\b/.test(readFileSync(f, 'utf8'))
    )
    expect(aids).toEqual([])
  })
})
