// The README is for a newcomer and the rest lives in docs/ (issue 13): the README stays short,
// every relative link and anchor between the pages resolves, and every workflow shown is
// complete, passes actionlint and GitHub's own parser, and uses only the action's real inputs
// and outputs.
import { afterAll, describe, expect, it } from '@jest/globals'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser'
import { pollPause } from '../src/lifecycle/schedule.js'
import { actionlint, closeActionlint } from '../__fixtures__/actionlint.js'

afterAll(closeActionlint)

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const README_MAX_LINES = 250

function read(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8')
}

const docsPages = readdirSync(join(ROOT, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`)
/** Pages whose links are checked. */
const LINKED_PAGES = ['README.md', ...docsPages, 'bench/README.md', 'sim/README.md']
/**
 * Pages whose workflows are checked. docs/ci-systems.md shows other CI systems' configurations,
 * no GitHub workflow: __tests__/ci-systems-doc.test.ts checks those.
 */
const WORKFLOW_PAGES = ['README.md', ...docsPages.filter((p) => p !== 'docs/ci-systems.md')]

interface Block {
  lang: string
  text: string
  /** 1-based line of the opening fence. */
  line: number
}

/** The page split into fenced code blocks and the prose around them (fences blanked). */
function splitFences(markdown: string): { prose: string; blocks: Block[] } {
  const blocks: Block[] = []
  const prose: string[] = []
  let open: { fence: string; lang: string; line: number; body: string[] } | undefined
  markdown.split('\n').forEach((line, index) => {
    const fence = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/.exec(line)
    if (open) {
      const closes = fence && fence[1][0] === open.fence[0] && fence[1].length >= open.fence.length
      if (closes && fence[2] === '') {
        blocks.push({ lang: open.lang, text: `${open.body.join('\n')}\n`, line: open.line })
        open = undefined
      } else {
        // Indented fences (inside list items) keep their indentation in the block's text.
        open.body.push(line)
      }
      prose.push('')
    } else if (fence) {
      open = { fence: fence[1], lang: fence[2].toLowerCase(), line: index + 1, body: [] }
      prose.push('')
    } else {
      prose.push(line)
    }
  })
  return { prose: prose.join('\n'), blocks }
}

/** A heading's anchor as GitHub makes it (github-slugger), from the heading's text. */
function slugger(): (heading: string) => string {
  const seen = new Set<string>()
  const counts = new Map<string, number>()
  return (heading) => {
    const text = heading
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
      .replace(/`([^`]*)`/g, '$1') // code spans: their content
      .replace(/<[^>]+>/g, '') // inline HTML
      .replace(/(\*\*|__|\*|~~)/g, '') // emphasis markers
    const base = text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-')
    let slug = base
    if (seen.has(base)) {
      let n = counts.get(base) ?? 0
      do slug = `${base}-${++n}`
      while (seen.has(slug))
      counts.set(base, n)
    }
    seen.add(slug)
    return slug
  }
}

function anchorsOf(markdown: string): Set<string> {
  const slug = slugger()
  const anchors = new Set<string>()
  for (const line of splitFences(markdown).prose.split('\n')) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)
    if (heading) anchors.add(slug(heading[1]))
  }
  return anchors
}

/** Inline links and images in the prose (code spans and fenced blocks left out). */
function linksOf(markdown: string): string[] {
  const prose = splitFences(markdown).prose.replace(/`[^`\n]*`/g, '``')
  return [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1])
}

/** Why a link from `page` does not resolve, or undefined when it does. */
function brokenLink(page: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined // https:, mailto:, ...
  const hash = target.indexOf('#')
  const path = decodeURIComponent(hash < 0 ? target : target.slice(0, hash))
  const anchor = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1))
  const file =
    path === ''
      ? join(ROOT, page)
      : resolve(ROOT, path.startsWith('/') ? `.${path}` : join(dirname(page), path))
  const inRepo = relative(ROOT, file)
  if (inRepo.startsWith(`..${sep}`) || inRepo === '..') return 'points outside the repository'
  if (!existsSync(file)) return `${inRepo} does not exist`
  if (anchor === undefined || anchor === '') return undefined
  if (!statSync(file).isFile() || !file.endsWith('.md')) return `#${anchor}: not a Markdown file`
  const anchors = anchorsOf(readFileSync(file, 'utf8'))
  return anchors.has(anchor) ? undefined : `${inRepo} has no heading #${anchor}`
}

function brokenLinks(page: string): string[] {
  return linksOf(read(page))
    .map((target) => ({ target, why: brokenLink(page, target) }))
    .filter((link) => link.why !== undefined)
    .map((link) => `${page}: (${link.target}) ${link.why}`)
}

interface Shown {
  page: string
  block: Block
}
const yamlBlocks: Shown[] = WORKFLOW_PAGES.flatMap((page) =>
  splitFences(read(page))
    .blocks.filter((block) => block.lang === 'yaml' || block.lang === 'yml')
    .map((block) => ({ page, block }))
)
const isWorkflow = (text: string): boolean => /^jobs:/m.test(text)
const workflows = yamlBlocks.filter((shown) => isWorkflow(shown.block.text))
const where = (shown: Shown): string => `${shown.page}:${shown.block.line}`

const lint = actionlint

interface Step {
  id?: string
  uses?: string
  with?: Record<string, unknown>
}
interface Workflow {
  name?: string
  on?: unknown
  permissions?: Record<string, string>
  jobs: Record<string, { permissions?: Record<string, string>; steps?: Step[] }>
}

const isOurs = (step: Step): boolean => /\/security-test-action@/.test(step.uses ?? '')
const action = parse(read('action.yml')) as {
  inputs: Record<string, unknown>
  outputs: Record<string, unknown>
}

describe('README.md', () => {
  it(`has at most ${README_MAX_LINES} lines`, () => {
    const text = read('README.md')
    const lines = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES)
  })

  it('shows the pull-request gate and the nightly scan, and links every docs page', () => {
    const text = read('README.md')
    const triggers = workflows
      .filter((shown) => shown.page === 'README.md')
      .map((shown) => Object.keys((parse(shown.block.text) as Workflow).on as object))
    // The pull-request gate compares with the default branch, whose push runs record it; the
    // merge queue's runs judge the queued head by its recorded verdict (issue 30); a run by hand
    // with accept-current records today's findings as the first baseline (issue 31).
    expect(triggers).toContainEqual(['pull_request', 'merge_group', 'push', 'workflow_dispatch'])
    const gate = workflows.find(
      (shown) => shown.page === 'README.md' && shown.block.text.includes('pull_request')
    )
    expect(gate?.block.text).toMatch(/baseline: default-branch/)
    expect(gate?.block.text).toMatch(/statuses: write/)
    // Reading a record checks the run that wrote it (GET …/actions/runs/{id}).
    expect(gate?.block.text).toMatch(/actions: read +# .*default-branch/)
    expect(triggers.flat()).toContain('schedule')
    for (const page of [...docsPages, 'bench/README.md']) expect(linksOf(text)).toContain(page)
  })

  // Issue 31: a newcomer reads what to run first. The quick start is the gate step alone; the
  // next section is the one choice an existing site with findings has to make; then the add-ons
  // (SARIF, the report artifact, the comment), then the pitch. The inputs are in docs/inputs.md,
  // generated from action.yml, never a second table here.
  it('opens with what to run: the quick start, the choice for an existing site, the add-ons, then the pitch', () => {
    const text = read('README.md')
    const headings = [...splitFences(text).prose.matchAll(/^## (.*)$/gm)].map((m) => m[1])
    expect(headings.slice(0, 4)).toEqual([
      'Quick start: a pull-request gate',
      'Existing site with findings?',
      'Add-ons: code scanning, the JSON report, a comment',
      'What it does that its peers do not'
    ])
    const section = (heading: string): string =>
      text.split(`\n## ${heading}\n`)[1]!.split('\n## ')[0]!
    // The quick start: one step of the action and nothing else to upload or comment.
    const quick = workflows.find((shown) => shown.page === 'README.md')!
    expect(text.indexOf(quick.block.text)).toBeLessThan(text.indexOf('\n## Existing site'))
    const steps = Object.values((parse(quick.block.text) as Workflow).jobs).flatMap(
      (job) => job.steps ?? []
    )
    expect(steps.filter(isOurs)).toHaveLength(1)
    expect(steps.filter((step) => !isOurs(step)).map((step) => step.uses)).toEqual([
      'actions/checkout@v5'
    ])
    expect(quick.block.text).not.toMatch(/comment: true|upload-sarif|upload-artifact/)
    // Its accept-current run passes on today's findings and so records the first baseline.
    expect(quick.block.text).toMatch(/accept-current:/)
    expect(quick.block.text).toContain("fail-threshold: ${{ inputs.accept-current && 'none' ||")
    // The choice: both ways, what each writes or records, and when to take which.
    const choice = section('Existing site with findings?').replace(/\s+/g, ' ')
    expect(choice).toMatch(/`accept-current` ticked/)
    expect(choice).toMatch(/`fail-threshold: none` it passes/)
    expect(choice).toMatch(/passing verdict record becomes the default-branch baseline/)
    expect(choice).toMatch(/`command: adopt`/)
    expect(choice).toMatch(/`baseline: \.security-test-baseline\.json`/)
    expect(choice).toMatch(/reviewed pull request/)
    expect(linksOf(choice)).toContain('docs/baselines-and-accepted-risks.md#adopt')
    // No inputs or outputs table: docs/inputs.md is the one, generated from action.yml.
    expect(text).not.toMatch(/^\| input \||^\| output \|/m)
    expect(linksOf(text)).toContain('docs/inputs.md')
  })

  it("says on the set-up line why npm ci's EBADENGINE warning on Node 20 is harmless", () => {
    const top = read('README.md').split('\n## ')[0]!.replace(/\s+/g, ' ')
    expect(top).toContain('npm ci && npm run demo')
    expect(top).toContain('npm ci && npm test')
    expect(top).toMatch(/On Node 20 `npm ci` warns `EBADENGINE` for `content-type`.*harmless/)
    expect(linksOf(top)).toContain('docs/ci-systems.md#nodejs-versions')
    // Still true: content-type comes with Octokit and declares a Node.js newer than 20.
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { engines?: { node?: string } }>
    }
    expect(lock.packages['node_modules/content-type']?.engines?.node).toBe('>=22')
  })
})

describe('docs/baselines-and-accepted-risks.md', () => {
  it('says what a default-branch record must show, and that a recording workflow needs `actions: read`', () => {
    const text = read('docs/baselines-and-accepted-risks.md')
    const workflow = workflows.find(
      (shown) =>
        shown.page === 'docs/baselines-and-accepted-risks.md' &&
        shown.block.text.includes('baseline: default-branch')
    )
    expect(workflow?.block.text).toMatch(/actions: read/)
    expect(text).toMatch(/site not shown to serve it/)
    expect(text).toMatch(/head_repository/)
    expect(text).toMatch(/only `scan` records/i)
  })
})

describe('links between the pages', () => {
  it('makes anchors as GitHub does', () => {
    const slug = slugger()
    expect(slug('Preview deployments: register, verify, scan, unregister')).toBe(
      'preview-deployments-register-verify-scan-unregister'
    )
    expect(slug('Start in one step, wait in another')).toBe('start-in-one-step-wait-in-another')
    expect(slug('The `sarif-file` input')).toBe('the-sarif-file-input')
    expect(slug('Inputs')).toBe('inputs')
    expect(slug('Inputs')).toBe('inputs-1')
    expect(slug('Inputs')).toBe('inputs-2')
  })

  it('finds a broken file, a broken anchor and a link out of the repository', () => {
    expect(brokenLink('README.md', 'docs/nowhere.md')).toMatch(/does not exist/)
    expect(brokenLink('README.md', 'docs/behaviour.md#no-such-heading')).toMatch(/no heading/)
    expect(brokenLink('README.md', '#commands')).toBeUndefined()
    expect(brokenLink('docs/reports.md', 'inputs.md#outputs')).toBeUndefined()
    expect(brokenLink('docs/reports.md', '../README.md#inputs-and-outputs')).toBeUndefined()
    expect(brokenLink('docs/reports.md', '../../shared/CONTRACT.md')).toMatch(/outside/)
    expect(brokenLink('README.md', 'https://example.com/x#y')).toBeUndefined()
  })

  it.each(LINKED_PAGES)('%s: every relative link and anchor resolves', (page) => {
    expect(brokenLinks(page)).toEqual([])
  })
})

describe('workflows shown in the README and docs/', () => {
  it('are there to check', () => {
    expect(workflows.length).toBeGreaterThanOrEqual(5)
    for (const page of ['README.md', 'docs/preview-deployments.md', 'docs/behaviour.md'])
      expect(workflows.map((shown) => shown.page)).toContain(page)
  })

  it('are whole workflows, never fragments of one', () => {
    const fragments = yamlBlocks
      .filter(
        (shown) =>
          !isWorkflow(shown.block.text) && /^\s*(-\s+)?(uses|run|steps):/m.test(shown.block.text)
      )
      .map(where)
    expect(fragments).toEqual([])
    for (const shown of workflows) {
      const workflow = parse(shown.block.text) as Workflow
      expect({ at: where(shown), name: typeof workflow.name }).toEqual({
        at: where(shown),
        name: 'string'
      })
      expect({ at: where(shown), on: workflow.on !== undefined }).toEqual({
        at: where(shown),
        on: true
      })
      // Least privilege: every job's token has permissions written down.
      for (const [id, job] of Object.entries(workflow.jobs)) {
        expect({
          at: where(shown),
          job: id,
          permissions: job.permissions ?? workflow.permissions
        }).toMatchObject({ permissions: expect.any(Object) })
      }
    }
  })

  it('pass actionlint', async () => {
    const problems: string[] = []
    for (const shown of workflows)
      problems.push(...(await lint(shown.block.text, `${where(shown)}.yml`)))
    expect(problems).toEqual([])
  })

  it('actionlint rejects what it should (so the check above means something)', async () => {
    const preview = workflows.find((shown) => shown.page === 'docs/preview-deployments.md')!
    const withoutOn = preview.block.text.replace(/^on:\n( .*\n)+/m, '')
    expect((await lint(withoutOn, 'no-on.yml')).join('\n')).toMatch(/"on" section is missing/)
  })

  it("pass GitHub's workflow parser", () => {
    const trace = new NoOperationTraceWriter()
    for (const shown of workflows) {
      const parsed = parseWorkflow(
        { name: `${where(shown)}.yml`, content: shown.block.text },
        trace
      )
      expect({
        at: where(shown),
        errors: parsed.context.errors.getErrors().map((e) => e.message)
      }).toEqual({ at: where(shown), errors: [] })
    }
  })

  it('give the action only its declared inputs and read only its declared outputs', () => {
    const inputs = Object.keys(action.inputs)
    const outputs = Object.keys(action.outputs)
    const wrong: string[] = []
    for (const shown of workflows) {
      const workflow = parse(shown.block.text) as Workflow
      for (const job of Object.values(workflow.jobs)) {
        const ours = new Set((job.steps ?? []).filter(isOurs).map((step) => step.id))
        for (const step of (job.steps ?? []).filter(isOurs))
          for (const name of Object.keys(step.with ?? {}))
            if (!inputs.includes(name)) wrong.push(`${where(shown)}: input ${name}`)
        for (const [, id, name] of shown.block.text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g))
          if (ours.has(id) && !outputs.includes(name)) wrong.push(`${where(shown)}: output ${name}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('the accepted-risks example is valid YAML with the documented keys and values', () => {
    const KEYS = ['id', 'finding', 'url', 'method', 'severity', 'reason', 'expires']
    const ignore = yamlBlocks.filter((shown) => /^ignore:/m.test(shown.block.text))
    expect(ignore.length).toBeGreaterThanOrEqual(1)
    for (const shown of ignore) {
      const file = parse(shown.block.text) as { ignore: Record<string, unknown>[] }
      for (const entry of file.ignore) {
        expect(Object.keys(entry).filter((key) => !KEYS.includes(key))).toEqual([])
        expect(entry.reason).toMatch(/\S/)
        expect(entry.expires).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        if (entry.severity !== undefined)
          expect(entry.severity).toMatch(/^(critical|high|medium|low|very-low|unknown)$/)
        if (entry.id !== undefined) expect(entry.id).toMatch(/^[0-9a-f]{32}$/)
        else expect(entry.finding).toMatch(/\S/)
      }
    }
  })
})

// Issue 23: what the pages say about one thing, they say the same way everywhere, and as the code
// does it.
describe('the pages agree with each other and with the code', () => {
  const PAGES = [...LINKED_PAGES]
  const usesOf = (step: Step, name: string): boolean => (step.uses ?? '').startsWith(`${name}@`)
  const allSteps = workflows.flatMap((shown) =>
    Object.values((parse(shown.block.text) as Workflow).jobs).map((job) => ({
      shown,
      steps: (job.steps ?? []) as (Step & { if?: string; name?: string })[]
    }))
  )

  /** The events a shown workflow runs on. */
  const triggers = (shown: Shown): string[] => {
    const on = (parse(shown.block.text) as Workflow).on
    if (typeof on === 'string') return [on]
    if (Array.isArray(on)) return on.map(String)
    return on && typeof on === 'object' ? Object.keys(on) : []
  }

  it('state the poll schedule once, as src/lifecycle/schedule.ts makes it', () => {
    // When the polls go out: the sum of the pauses before each (poll-interval long enough not to cut them).
    let at = 0
    const seconds = [0, 1, 2].map((k) => (at += pollPause(k, 3_600_000)) / 1000)
    const schedule = `${seconds[0]} s, ${seconds[1]} s and ${seconds[2]} s after`
    expect(schedule).toBe('2 s, 5 s and 10 s after')
    const stated: string[] = []
    for (const page of PAGES) {
      const text = splitFences(read(page)).prose.replace(/\s+/g, ' ')
      for (const m of text.matchAll(/\b\d+ s, \d+ s(?:,| and) \d+ s(?: after)?/g))
        stated.push(`${page}: ${m[0]}`)
    }
    expect(stated.length).toBeGreaterThanOrEqual(3)
    expect(stated.filter((s) => !s.endsWith(`: ${schedule}`))).toEqual([])
    // A shorter poll-interval cuts each early pause, as action.yml (and so docs/inputs.md) says:
    // 1s polls every second.
    expect([0, 1, 2].map((k) => pollPause(k, 1000))).toEqual([1000, 1000, 1000])
    expect(read('docs/inputs.md').replace(/\s+/g, ' ')).toContain(
      'pauses of 2, 3 and 5 s, each cut to poll-interval when that is shorter - with 1s, a poll every second'
    )
  })

  // A verdict is passed, warned (passed with warnings) or failed: a SARIF upload, or a report
  // artifact kept as a later baseline, under any other condition would either close open alerts
  // on an errored run or forget the findings of a warned one.
  // A merge queue's run uploads no SARIF: the queue's ref is deleted once the entry resolves, and
  // the upload then fails (issue 30); in `merge-queue: verdict` there is no file to upload.
  it('upload SARIF only when the run reached a verdict (never from a merge queue), and a baseline report only from a passing run', () => {
    const uploads = allSteps.flatMap(({ shown, steps }) => {
      const ours = steps.find(isOurs)?.id
      const queue = triggers(shown).includes('merge_group')
      return steps
        .filter(
          (step) =>
            usesOf(step, 'github/codeql-action/upload-sarif') ||
            /outputs\.outcome\b/.test(step.if ?? '')
        )
        .map((step) => ({
          at: where(shown),
          if: step.if,
          // A report kept as a baseline artifact: only a passing run's is a baseline (issue 30).
          rule: usesOf(step, 'actions/upload-artifact')
            ? `steps.${ours}.outputs.outcome == 'passed' || steps.${ours}.outputs.outcome == 'warned'`
            : `always() && ${queue ? "github.event_name != 'merge_group' && " : ''}contains(fromJSON('["passed", "warned", "failed"]'), steps.${ours}.outputs.outcome)`
        }))
    })
    expect(uploads.length).toBeGreaterThanOrEqual(4)
    expect(uploads.filter((u) => u.rule.includes('merge_group')).length).toBeGreaterThanOrEqual(1)
    expect(uploads.filter((u) => u.if !== u.rule)).toEqual([])
    // The prose says the same rule wherever it names the outcomes an upload is gated on.
    for (const page of PAGES) {
      const prose = splitFences(read(page)).prose.replace(/\s+/g, ' ')
      expect({
        page,
        without: /outcome == 'passed' \|\| [^ ]+ == 'failed'|`passed`\/`failed`/.test(prose)
      }).toEqual({ page, without: false })
    }
  })

  it('order the outcomes the same way everywhere: error > timed-out > stopped > failed > warned > passed', () => {
    const order = 'error timed-out stopped failed warned passed'
    const orders: { at: string; order: string }[] = []
    for (const page of [...PAGES, 'action.yml']) {
      const text = read(page).replace(/\s+/g, ' ')
      for (const m of text.matchAll(/\berror`? ?(?:>|,) ?`?timed-out[^.;()]*/g))
        orders.push({
          at: page,
          order: [...m[0].matchAll(/\b(?:error|timed-out|stopped|failed|warned|passed)\b/g)].join(
            ' '
          )
        })
    }
    expect(orders.length).toBeGreaterThanOrEqual(4)
    expect(orders.filter((o) => o.order !== order)).toEqual([])
  })

  it('download only artifacts a workflow shown uploads', () => {
    const uploaded = new Set(
      allSteps.flatMap(({ steps }) =>
        steps.filter((s) => usesOf(s, 'actions/upload-artifact')).map((s) => s.with?.name)
      )
    )
    const downloaded = allSteps.flatMap(({ shown, steps }) =>
      steps
        .filter((s) => /download-artifact@/.test(s.uses ?? ''))
        .map((s) => ({ at: where(shown), name: s.with?.name }))
    )
    expect(downloaded.length).toBeGreaterThanOrEqual(1)
    expect(downloaded.filter((d) => !uploaded.has(d.name))).toEqual([])
  })

  it('the pull-request gate keeps the JSON report a cut job summary points to', () => {
    // The README's add-ons: the quick start's gate with its reports.
    const gate = allSteps.find(
      ({ shown }) =>
        shown.page === 'README.md' &&
        shown.block.text.includes('pull_request:') &&
        shown.block.text.includes('upload-artifact')
    )!
    const id = gate.steps.find(isOurs)?.id
    const upload = gate.steps.find((s) => usesOf(s, 'actions/upload-artifact'))
    expect(upload?.with?.path).toBe(`\${{ steps.${id}.outputs.report-file }}`)
    expect((upload as { if?: string } | undefined)?.if).toMatch(/^always\(\)/)
  })

  it('say "one comment for the step", never one per application', () => {
    for (const page of PAGES)
      expect({ page, says: /comment per application/i.test(read(page)) }).toEqual({
        page,
        says: false
      })
    expect(read('docs/reports.md')).toMatch(/one comment for the step/)
  })

  it('describe npm run sim the same way: its banner first, -s without it', () => {
    const banner = /npm's banner .*\(a blank line, two lines starting with `>`,\s+a\s+blank line\)/
    for (const page of ['docs/simulator.md', 'sim/README.md']) {
      const text = read(page).replace(/\s+/g, ' ')
      expect({ page, banner: banner.test(text), silent: text.includes('npm run -s sim') }).toEqual({
        page,
        banner: true,
        silent: true
      })
    }
  })
})
