// Issue 29, through the BUILT action and tool: a symbolic link committed at a report's path, or at
// the temporary path a writer used beside it, never makes a writer write outside the workspace.
// The link at the path is replaced by the report (a regular file); a link at a temporary path is
// never used (temporary names are fresh, created exclusively); a link in the report's folders
// (below the working directory) is refused as an error that names it. Every writer: the action's
// report-file, sarif-file and adopt's baseline and accepted-risks files; the tool's --junit-file,
// --gitlab-report-file, --summary-file, --outputs-file, --report-file and --sarif-file, and the
// listing `list` writes.
import { afterAll, describe, expect, it } from '@jest/globals'
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { KNOWN_FINDINGS, shopScenario } from '../../sim/accounts.js'
import { closeSims, startSim } from '../../__fixtures__/simulator.js'
import { crashSigns, failureLine, scan, stepDirs } from '../../__fixtures__/step.js'
import { TOOL_SCAN, tool } from '../../__fixtures__/tool.js'

afterAll(closeSims)

const EXISTING_IGNORE =
  'version: 1\nignore:\n  - finding: Server Banner\n    reason: "Public"\n    expires: 2999-01-01\n'

/** A file outside every workspace, with a text of its own: what a planted link points at. */
function victim(text = `not a report: ${Math.random()}\n`): { path: string; text: string } {
  const path = join(mkdtempSync(join(tmpdir(), 'sta-outside-')), 'precious.txt')
  writeFileSync(path, text)
  return { path, text }
}

/** Plants links in `dir` (relative path → a fresh victim each); gives back the victims. */
function plant(dir: string, paths: readonly string[], text?: string) {
  return paths.map((p) => {
    const v = victim(text)
    mkdirSync(dirname(join(dir, p)), { recursive: true })
    symlinkSync(v.path, join(dir, p))
    return { link: p, ...v }
  })
}

/** Every victim still holds its own text, and every report path is a regular file now. */
function expectUntouched(
  dir: string,
  planted: ReturnType<typeof plant>,
  reports: readonly string[]
): void {
  expect(planted.map((v) => [v.link, readFileSync(v.path, 'utf8')])).toEqual(
    planted.map((v) => [v.link, v.text])
  )
  for (const r of reports) {
    expect([r, lstatSync(join(dir, r)).isFile()]).toEqual([r, true])
    expect(readFileSync(join(dir, r), 'utf8')).not.toMatch(/^not a report/)
  }
}

const shop = () => startSim(shopScenario({ test: { durationMs: 200, findings: KNOWN_FINDINGS } }))

const ACTION_FILES = { 'report-file': 'out/scan.json', 'sarif-file': 'out/scan.sarif' }
const ACTION_PATHS = Object.values(ACTION_FILES)

describe('the action', () => {
  it.concurrent.each([
    ['at the report paths', ACTION_PATHS],
    // Where today's writers put the text before renaming it into place.
    ['at the temporary paths beside them', ACTION_PATHS.map((p) => `${p}.partial`)]
  ])('links %s: the reports are written, nothing outside changes', async (_, links) => {
    const dirs = stepDirs()
    const planted = plant(dirs.workspace, links)
    const run = await scan(await shop(), { ...ACTION_FILES, 'fail-threshold': 'none' }, { dirs })
    expect(crashSigns(run)).toEqual([])
    expect(run.outputs.outcome).toBe('passed')
    expectUntouched(dirs.workspace, planted, ACTION_PATHS)
    expect(JSON.parse(readFileSync(join(dirs.workspace, 'out/scan.sarif'), 'utf8'))).toHaveProperty(
      'runs'
    )
  })

  it.concurrent('a link at the report folder: refused, an error naming it', async () => {
    const dirs = stepDirs()
    const outside = mkdtempSync(join(tmpdir(), 'sta-outside-dir-'))
    symlinkSync(outside, join(dirs.workspace, 'linked'))
    const run = await scan(
      await shop(),
      { 'report-file': 'linked/scan.json', 'fail-threshold': 'none' },
      { dirs }
    )
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toMatch(
      /^Could not write the JSON report linked\/scan\.json: .*linked is a symbolic link/
    )
    expect(readdirSync(outside)).toEqual([])
  })

  const ADOPTED = ['.security-test-baseline.json', '.security-test-ignore.yml']
  it.concurrent.each([
    ['at the baseline and the accepted-risks file', () => ADOPTED],
    // Today's temporary names carry the process id: planted as soon as the step's process starts.
    ['at their temporary paths', (pid: number) => ADOPTED.map((p) => `${p}.adopt-${pid}.tmp`)]
  ])('adopt: links %s are never written through', async (_, links) => {
    const dirs = stepDirs()
    let planted: ReturnType<typeof plant> = []
    const sim = await startSim(
      shopScenario({
        test: { findings: KNOWN_FINDINGS },
        app: { pastSessions: [{ state: 'completed', findings: KNOWN_FINDINGS }] }
      })
    )
    const run = await scan(
      sim,
      { command: 'adopt' },
      {
        dirs,
        // The accepted-risks file adopt reads first is a valid one (read, never written through).
        onSpawn: (child) => {
          planted = plant(dirs.workspace, links(child.pid ?? 0), EXISTING_IGNORE)
        }
      }
    )
    expect(crashSigns(run)).toEqual([])
    expect(failureLine(run)).toBeUndefined()
    expect(run.outputs.outcome).toBe('passed')
    expect(planted.length).toBe(2)
    expectUntouched(dirs.workspace, planted, ADOPTED)
  })
})

const TOOL_FILES = {
  'junit-file': 'out/junit.xml',
  'gitlab-report-file': 'out/gitlab.json',
  'summary-file': 'out/summary.md',
  'report-file': 'out/scan.json',
  'sarif-file': 'out/scan.sarif'
}
/** The helper's own --outputs-file, beside the others. */
const TOOL_PATHS = [...Object.values(TOOL_FILES), 'outputs.json']

describe('the tool', () => {
  it.concurrent.each([
    ['at every report path', TOOL_PATHS],
    ['at the temporary paths beside them', TOOL_PATHS.map((p) => `${p}.partial`)]
  ])('links %s: the reports are written, nothing outside changes', async (_, links) => {
    const cwd = mkdtempSync(join(tmpdir(), 'sta-tool-links-'))
    const planted = plant(cwd, links)
    const run = await tool(
      await shop(),
      'scan',
      { ...TOOL_SCAN, ...TOOL_FILES, 'fail-threshold': 'none' },
      { cwd }
    )
    expect(run.stderr).not.toMatch(/Could not write/)
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('passed')
    expectUntouched(cwd, planted, TOOL_PATHS)
  })

  it.concurrent('list: a link at its report-file is replaced', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'sta-tool-links-'))
    const planted = plant(cwd, ['out/listing.json', 'outputs.json'])
    const run = await tool(await shop(), 'list', { 'report-file': 'out/listing.json' }, { cwd })
    expect(run.exitCode).toBe(0)
    expectUntouched(cwd, planted, ['out/listing.json', 'outputs.json'])
    expect(readFileSync(join(cwd, 'out/listing.json'), 'utf8')).toContain('Shop web')
  })

  it.concurrent('a link at a report folder: refused, exit 2 naming it', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'sta-tool-links-'))
    const outside = mkdtempSync(join(tmpdir(), 'sta-outside-dir-'))
    symlinkSync(outside, join(cwd, 'linked'))
    const run = await tool(
      await shop(),
      'scan',
      { ...TOOL_SCAN, 'junit-file': 'linked/junit.xml', 'fail-threshold': 'none' },
      { cwd }
    )
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toMatch(
      /Could not write the JUnit file \/\S+\/linked\/junit\.xml: \/\S+\/linked is a symbolic link/
    )
    expect(readdirSync(outside)).toEqual([])
  })

  it.concurrent(
    'run from a subfolder of the checkout: a link in a folder above it, named with ../, is refused too',
    async () => {
      const checkout = mkdtempSync(join(tmpdir(), 'sta-tool-checkout-'))
      mkdirSync(join(checkout, '.git'))
      mkdirSync(join(checkout, 'app'))
      const outside = mkdtempSync(join(tmpdir(), 'sta-outside-dir-'))
      symlinkSync(outside, join(checkout, 'reports'))
      const run = await tool(
        await shop(),
        'scan',
        { ...TOOL_SCAN, 'report-file': '../reports/scan.json', 'fail-threshold': 'none' },
        { cwd: join(checkout, 'app') }
      )
      expect(run.exitCode).toBe(2)
      expect(run.stderr).toMatch(/\/reports is a symbolic link/)
      expect(readdirSync(outside)).toEqual([])
    }
  )
})
