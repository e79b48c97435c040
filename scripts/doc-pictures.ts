// `npx tsx scripts/doc-pictures.ts`: the pictures of docs/reports.md — the job summary and the
// pull-request comment as GitHub renders them — made from the report builders themselves, so
// they stay true. Not part of CI: it needs Debian's `chromium` (headless) and the emoji font
// (`apt-get install chromium fonts-noto-color-emoji`). The Markdown is rendered as GFM with the
// same renderer the tests use (micromark); Mermaid blocks stay code (GitHub draws them).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { zeroCounts, type SeverityCounts } from '../src/findings/types.js'
import { buildComment } from '../src/report/comment.js'
import { buildSummary } from '../src/report/summary.js'
import type { ReportContext } from '../src/report/context.js'
import { context, finding, fullBuild, occurrence } from '../__fixtures__/report-context.js'
import { render } from '../__fixtures__/render-markdown.js'
import { ROOT } from './runner.js'

const BROWSER = process.env.CHROMIUM ?? 'chromium'
const OUT = join(ROOT, 'docs', 'pictures')
const WIDTH = { summary: 1000, comment: 800 }

/** A failing pull-request run: a known build, a baseline, a regression and a trend. */
function example(): ReportContext {
  const sqli = finding('SQL Injection', 'critical', {
    cwe: ['CWE-89'],
    description: 'User input reaches a SQL query.',
    remediation: 'Use parameterised queries.'
  })
  const xss = finding('Cross-Site Scripting', 'high', {
    cwe: ['CWE-79'],
    remediation: 'Encode output for its context.'
  })
  const csrf = finding('Missing CSRF Token', 'medium')
  const banner = finding('Server Banner', 'very-low')
  const site = 'https://pr-7.shop.example.com'
  const occ = [
    occurrence(sqli, `${site}/login`, {
      method: 'POST',
      state: 'existing',
      isNew: false,
      counted: false
    }),
    occurrence(xss, `${site}/search?q=%3Cscript%3E`),
    // Fixed in the baseline, open again: the gate marks it regressed.
    occurrence(xss, `${site}/profile?tab=settings`, { regressed: true }),
    occurrence(csrf, `${site}/cart`, { method: 'POST', counted: false, state: 'below-threshold' }),
    occurrence(banner, `${site}/`, { counted: false, state: 'below-threshold' })
  ]
  const counts = (c: Partial<SeverityCounts>): SeverityCounts => ({ ...zeroCounts(), ...c })
  const day = 86_400_000
  const start = Date.parse('2026-11-01T02:00:00Z')
  return context([sqli, xss, csrf, banner], occ, {
    inputs: {
      threshold: 'high',
      budget: { kind: 'total', max: 0 },
      baseline: { kind: 'default-branch' }
    },
    build: fullBuild(),
    startedAt: '2026-11-05T09:05:00.000Z',
    finishedAt: '2026-11-05T09:35:00.000Z',
    meta: { applicationName: 'Shop', generatedDate: '2026-11-05T09:34:00Z' },
    baseline: {
      source: 'default-branch run 77 (commit fedcba9)',
      unfixed: new Set([occ[0]!.id, occ[3]!.id, occ[4]!.id])
    },
    repository: {
      uri: 'https://github.com/shop/web',
      commitBase: 'https://github.com/shop/web/commit/'
    },
    runUrl: 'https://github.com/shop/web/actions/runs/42',
    trend: {
      asked: 3,
      notes: [],
      points: [0, 1, 2].map((i) => ({
        resultToken: `${'abc'[i]}`.repeat(32),
        startTime: start + i * day,
        unfixed: counts({ critical: 3 - i, high: 1 + (i % 2), medium: 1, 'very-low': 1 })
      }))
    }
  })
}

const CSS = `
body { font: 14px/1.5 "DejaVu Sans", "Noto Color Emoji"; color: #1f2328; background: #fff; margin: 0; padding: 16px 24px; }
h2 { font-size: 1.5em; border-bottom: 1px solid #d1d9e0; padding-bottom: .3em; }
h3 { font-size: 1.25em; } h2, h3, h4 { margin: 24px 0 16px; font-weight: 600; }
table { border-collapse: collapse; margin: 0 0 16px; display: block; overflow: auto; }
th, td { border: 1px solid #d1d9e0; padding: 6px 13px; } th { font-weight: 600; }
tr:nth-child(2n) { background: #f6f8fa; }
code { font: 85% "DejaVu Sans Mono", "Noto Color Emoji"; background: #eff1f3;
  padding: .2em .4em; border-radius: 6px; }
pre { background: #f6f8fa; padding: 16px; border-radius: 6px; overflow: auto; }
pre code { background: none; padding: 0; }
a { color: #0969da; text-decoration: none; } p { margin: 0 0 16px; }
details summary { cursor: pointer; }`

/** The page, and a script that writes its height where `--dump-dom` shows it. */
function page(markdown: string): string {
  return `<!doctype html><meta charset="utf-8"><style>${CSS}</style>${render(markdown)}
<script>document.body.setAttribute('data-height', String(document.documentElement.scrollHeight))</script>`
}

function shoot(name: keyof typeof WIDTH, markdown: string): void {
  const dir = mkdtempSync(join(tmpdir(), 'doc-pictures-'))
  const file = join(dir, `${name}.html`)
  writeFileSync(file, page(markdown))
  const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars']
  const size = (h: number): string => `--window-size=${WIDTH[name]},${h}`
  const dom = execFileSync(BROWSER, [...flags, size(800), '--dump-dom', `file://${file}`], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore']
  })
  const height = Number(/data-height="(\d+)"/.exec(dom)?.[1] ?? 2000)
  const png = join(OUT, `${name}.png`)
  execFileSync(BROWSER, [...flags, size(height + 16), `--screenshot=${png}`, `file://${file}`], {
    stdio: 'ignore'
  })
  console.log(`${png} (${WIDTH[name]}×${height + 16})`)
}

const ctx = example()
execFileSync('mkdir', ['-p', OUT])
shoot('summary', buildSummary(ctx))
shoot('comment', buildComment(ctx))
