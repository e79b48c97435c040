// `npm run docs-images`: the pictures in docs/reports.md, made from the current code so they stay
// true. The built action (dist/, rebuilt when src/ is newer) scans the simulator's shop on a
// pull request, as the runner runs it, with a fake GitHub taking the comment; the job summary
// and the comment are rendered as GitHub renders them (CommonMark + GFM, raw HTML allowed) and
// photographed by headless Chromium (Debian's `chromium` package) into docs/images/. Not part
// of CI: re-run it after a change to the summary or the comment, and commit the pictures.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { micromark } from 'micromark'
import { gfm, gfmHtml } from 'micromark-extension-gfm'
import { APP, shopScenario } from '../sim/accounts.js'
import { FakeGitHub } from './fake-github.js'
import { startSimulator } from '../sim/index.js'
import { ROOT, bundleIfNeeded, runStep } from './runner.js'

const OUT = join(ROOT, 'docs', 'images')
const PR = 7
/** The widths GitHub gives a job summary and a pull-request comment, roughly, in CSS pixels. */
const WIDTH = { summary: 1000, comment: 780 }
const CHROMIUM = process.env.CHROMIUM ?? 'chromium'
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
  '--hide-scrollbars'
]

/** Enough of GitHub's Markdown style that the picture reads as the page does. */
const STYLE = `
body { margin: 0; padding: 16px 24px; background: #fff; color: #1f2328;
  font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
h1, h2, h3 { margin: 24px 0 16px; font-weight: 600; line-height: 1.25; }
h2 { font-size: 1.5em; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0; }
h3 { font-size: 1.25em; }
table { border-collapse: collapse; margin: 0 0 16px; display: block; width: max-content; max-width: 100%; overflow: auto; }
th, td { border: 1px solid #d1d9e0; padding: 6px 13px; }
th { font-weight: 600; } tr:nth-child(2n) { background: #f6f8fa; }
code { font: 85% ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; padding: .2em .4em;
  background: #818b981f; border-radius: 6px; }
blockquote { margin: 0 0 16px; padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; }
details { margin-bottom: 16px; } summary { cursor: pointer; }
a { color: #0969da; text-decoration: none; } p, ul { margin: 0 0 16px; }
`

function page(markdown: string): string {
  const body = micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()]
  })
  // The page says its own height, read back through --dump-dom, so the picture holds it whole.
  return `<!doctype html><html><head><meta charset="utf-8"><title>?</title><style>${STYLE}</style></head><body>${body}<script>document.title = String(document.documentElement.scrollHeight)</script></body></html>`
}

function photograph(markdown: string, name: keyof typeof WIDTH, work: string): string {
  const html = join(work, `${name}.html`)
  writeFileSync(html, page(markdown))
  const url = `file://${html}`
  const width = WIDTH[name]
  const dom = execFileSync(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--window-size=${width},800`, '--dump-dom', url],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 60_000 }
  )
  const height = Number(/<title>(\d+)<\/title>/.exec(dom)?.[1] ?? '2000')
  const png = join(OUT, `${name}.png`)
  execFileSync(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--window-size=${width},${height}`, `--screenshot=${png}`, url],
    { stdio: 'ignore', timeout: 60_000 }
  )
  return png
}

async function main(): Promise<number> {
  await bundleIfNeeded()
  const sim = await startSimulator(shopScenario(), { port: 0 })
  const github = await new FakeGitHub().start()
  github.addRun(42, Date.now())
  const work = mkdtempSync(join(tmpdir(), 'sta-docs-images-'))
  try {
    const event = join(work, 'event.json')
    writeFileSync(
      event,
      JSON.stringify({
        pull_request: { number: PR, head: { sha: '3f9c2a17d04b6e5c8a1f0e2d9b7c6a5e4d3c2b1a' } }
      })
    )
    const run = await runStep({
      with: {
        'base-url': sim.baseUrl,
        'access-token': sim.tokens.accessToken,
        'application-token': APP,
        'fail-threshold': 'high',
        'poll-interval': '1s',
        comment: 'true'
      },
      env: {
        GITHUB_EVENT_PATH: event,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_API_URL: github.url
      }
    })
    const comment = github.comments.get(PR)?.[0]?.body
    if (!run.summary || !comment) {
      console.error(`The run left no summary or no comment (exit code ${run.exitCode}):`)
      console.error(run.stdout.slice(-4000))
      return 1
    }
    mkdirSync(OUT, { recursive: true })
    console.log(photograph(run.summary, 'summary', work))
    console.log(photograph(comment, 'comment', work))
    return 0
  } finally {
    await github.stop()
    await sim.close()
  }
}

process.exitCode = await main()
