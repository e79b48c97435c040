// Issue 21, "the commit in every report": the JSON report, SARIF, the job summary and the
// pull-request comment name the build a verdict is about (commit, deployment, build check, how
// the site was shown to serve it, reuse, baseline), as pure renderings of the ReportContext.
/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read generated JSON loosely */
import { INVISIBLE } from '../../__fixtures__/hostile.js'
import { describe, expect, it } from '@jest/globals'
import { baselineFromReportFile } from '../../src/findings/baseline.js'
import { occurrenceId } from '../../src/findings/identity.js'
import { buildComment } from '../../src/report/comment.js'
import { buildJsonReport } from '../../src/report/json-report.js'
import { buildSarif } from '../../src/report/sarif.js'
import { buildErrorSummary, buildSummary } from '../../src/report/summary.js'
import { validateSarif } from '../../__fixtures__/sarif-schema.js'
import {
  buildContext,
  fullBuild,
  hostileBuildContext,
  ordinaryContext
} from '../../__fixtures__/report-context.js'
import { foreignRawTags, hrefs, liveTags, render } from '../../__fixtures__/render-markdown.js'

const NOW = new Date('2026-11-05T10:00:00Z')
const SHA = '0123456789abcdef0123456789abcdef01234567'
const OPTIONS = { anchorFile: '.github/workflows/security.yml', category: 'security-test/aaa/' }
const SAFE_TAGS = new Set(
  'h2 h3 p table thead tbody tr th td strong em code details summary a ul li br'.split(' ')
)

function json(ctx = buildContext()): Record<string, any> {
  return JSON.parse(JSON.stringify(buildJsonReport(ctx, NOW))) as Record<string, any>
}

/** The summary's or comment's build line. */
function buildLine(md: string): string {
  return md.split('\n').find((l) => l.startsWith('**Build:**')) ?? ''
}

/** What a reader sees of rendered HTML: the text, tags gone, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim()
}

/** Every line of `text` that a CI system would run as a logging command. */
function commandLines(text: string): string[] {
  return text.split(/\r\n?|\n/).filter((l) => /^\s*::|##\[|##vso\[/.test(l))
}

describe('the JSON report names the build', () => {
  it('has a build object: commit, deployment, build check, how it was shown, reuse, baseline', () => {
    const r = json()
    expect(r.build).toEqual({
      commit: SHA,
      commitSource: "the pull request's head",
      commitUrl: `https://github.com/shop/web/commit/${SHA}`,
      deploymentUrl: 'https://pr-7.shop.test/',
      deployment: {
        id: '4242',
        environment: 'preview',
        link: 'https://vercel.test/shop/deployments/4242',
        succeededAt: '2026-11-05T09:00:00.000Z'
      },
      buildCheck: {
        url: 'https://pr-7.shop.test/__version__',
        result: 'served the commit before and after the test',
        before: { matched: true, at: '2026-11-05T09:01:00.000Z' },
        after: { matched: true, at: '2026-11-05T09:40:00.000Z' }
      },
      shownBy: 'deployment and build-check',
      since: '2026-11-05T09:00:00.000Z',
      reused: true,
      reusedTest: {
        resultToken: 'd'.repeat(32),
        startedAt: '2026-11-05T09:05:00.000Z',
        endedAt: '2026-11-05T09:35:00.000Z'
      },
      baseline: {
        source: 'default-branch run 77 (commit fedcba9)',
        resultToken: 'e'.repeat(32)
      }
    })
    // Before the two large parts, like every small field.
    const keys = Object.keys(r)
    expect(keys.indexOf('build')).toBeLessThan(keys.indexOf('occurrences'))
  })

  it('says when nothing showed the site served the commit, and when a check saw another build', () => {
    const build = fullBuild()
    const r = json(
      buildContext({
        build: {
          commit: build.commit,
          buildCheck: {
            url: 'https://shop.test/version',
            before: { matched: true, at: 1 },
            after: { matched: false, at: 2, served: 'commit fffffff' }
          },
          shownBy: 'nothing'
        },
        baseline: undefined,
        repository: undefined
      })
    )
    expect(r.build.shownBy).toBe('nothing')
    expect(r.build.reused).toBe(false)
    expect(r.build.reusedTest).toBeUndefined()
    expect(r.build.commitUrl).toBeUndefined()
    expect(r.build.deploymentUrl).toBeUndefined()
    expect(r.build.baseline).toBeUndefined()
    expect(r.build.buildCheck.result).toBe('served another build after the test')
    expect(r.build.buildCheck.after).toEqual({
      matched: false,
      at: '1970-01-01T00:00:00.002Z',
      served: 'commit fffffff'
    })
  })

  it('has no build object when the build is not known', () => {
    expect(json(ordinaryContext())).not.toHaveProperty('build')
  })

  it('keeps hostile texts bounded text, and bad times out', () => {
    const r = json(hostileBuildContext())
    const text = JSON.stringify(r.build)
    expect(text.length).toBeLessThan(40_000)
    expect(r.build.buildCheck.before.served.length).toBeLessThanOrEqual(500)
    expect(text).not.toMatch(/\\u000[0-8]|\\u001b|\\ud[89ab]/i)
    expect(r.build.deployment.succeededAt).toBeUndefined()
    expect(r.build.buildCheck.after.at).toBeUndefined()
    expect(r.build.reusedTest.startedAt).toBeUndefined()
    // A link that is not http(s) is no link.
    expect(r.build.deployment.link).toBeUndefined()
  })

  it('still loads as a baseline file', () => {
    const base = buildContext()
    const v = base.verdict!
    // Real occurrence identities (the fixture's are shorter): the reader checks each entry's id
    // against the name, method and URL beside it.
    const occurrences = v.occurrences.map((o) => ({
      ...o,
      id: occurrenceId(o.name, o.method, o.url, o.severity)
    }))
    // A passing run's report: only such a report is a baseline.
    const ctx = { ...base, outcome: 'passed' as const, verdict: { ...v, occurrences } }
    const text = JSON.stringify(buildJsonReport(ctx, NOW))
    const set = baselineFromReportFile(text, 'file old.json')
    const unfixed = (ctx.verdict?.occurrences ?? []).filter((o) => !o.fixed).map((o) => o.id)
    expect([...set.unfixed].sort()).toEqual(unfixed.sort())
  })
})

describe('SARIF names the commit', () => {
  it('versionControlProvenance with the repository and the commit; schema-valid', () => {
    const log = buildSarif(buildContext(), OPTIONS)
    const run = log.runs[0] as Record<string, any>
    // Mapped to the root the anchor file's path is relative to (the multitool's SARIF2007).
    expect(run.versionControlProvenance).toEqual([
      {
        repositoryUri: 'https://github.com/shop/web',
        revisionId: SHA,
        mappedTo: { uriBaseId: '%SRCROOT%' }
      }
    ])
    expect(run.results[0].locations[0].physicalLocation.artifactLocation.uriBaseId).toBe(
      '%SRCROOT%'
    )
    expect(run.properties.build).toMatchObject({
      commit: SHA,
      deploymentUrl: 'https://pr-7.shop.test/',
      shownBy: 'deployment and build-check',
      baseline: { source: 'default-branch run 77 (commit fedcba9)' }
    })
    const ok = validateSarif(JSON.parse(JSON.stringify(log)))
    expect(validateSarif.errors ?? []).toEqual([])
    expect(ok).toBe(true)
  })

  it('no versionControlProvenance without a repository (the schema requires repositoryUri)', () => {
    const log = buildSarif(buildContext({ repository: undefined }), OPTIONS)
    const run = log.runs[0] as Record<string, any>
    expect(run).not.toHaveProperty('versionControlProvenance')
    expect(run.properties.build.commit).toBe(SHA)
    expect(validateSarif(JSON.parse(JSON.stringify(log)))).toBe(true)
  })

  it('nothing new without a build; a hostile build stays valid and its commit is no revision', () => {
    const plain = buildSarif(ordinaryContext(), OPTIONS).runs[0] as Record<string, any>
    expect(plain).not.toHaveProperty('versionControlProvenance')
    expect(plain.properties).not.toHaveProperty('build')
    const log = buildSarif(hostileBuildContext(), OPTIONS)
    const run = log.runs[0] as Record<string, any>
    // Not a commit: a revision id must be one, or code scanning ties alerts to nonsense.
    expect(run).not.toHaveProperty('versionControlProvenance')
    expect(validateSarif(JSON.parse(JSON.stringify(log)))).toBe(true)
  })
})

describe('the job summary and the comment name the build in one line near the top', () => {
  const views = [
    ['summary', (ctx = buildContext()) => buildSummary(ctx)],
    ['error summary', (ctx = buildContext()) => buildErrorSummary({ ...ctx, verdict: undefined })],
    ['comment', (ctx = buildContext()) => buildComment(ctx)]
  ] as const

  it.each(views)(
    '%s: commit linked, test times, reuse, deployment, check, baseline',
    (kind, view) => {
      const md = view()
      const line = buildLine(md)
      const html = render(line)
      expect(html).toContain(
        `<a href="https://github.com/shop/web/commit/${SHA}"><code>0123456</code></a>`
      )
      expect(hrefs(html)).toEqual([
        `https://github.com/shop/web/commit/${SHA}`,
        'https://pr-7.shop.test/'
      ])
      expect(textOf(html)).toBe(
        "Build: commit 0123456 (the pull request's head) · " +
          'tested 2026-11-05 09:05–09:35 UTC · ' +
          `reused test ${'d'.repeat(32)} from 2026-11-05 09:05 UTC · ` +
          'deployed to preview at https://pr-7.shop.test/ · ' +
          'build check: served the commit before and after the test · ' +
          'shown by the deployment and the build check' +
          // The comment names the baseline once, in its "Against the baseline" line.
          (kind === 'comment' ? '' : ' · baseline: default-branch run 77 (commit fedcba9)')
      )
      // Near the top: before any table or heading below the headline.
      const at = md.indexOf('**Build:**')
      expect(at).toBeGreaterThan(0)
      const table = md.search(/\n\|/)
      if (table !== -1) expect(at).toBeLessThan(table)
    }
  )

  it.each(views)('%s: not linked without a repository; says when nothing showed it', (_, view) => {
    const build = fullBuild()
    const md = view(
      buildContext({
        repository: undefined,
        build: { commit: build.commit, shownBy: 'nothing' },
        baseline: undefined,
        startedAt: undefined,
        finishedAt: undefined
      })
    )
    const html = render(buildLine(md))
    expect(hrefs(html)).toEqual([])
    expect(textOf(html)).toBe(
      "Build: commit 0123456 (the pull request's head) · not shown to be what the site served"
    )
  })

  it.each(views)(
    '%s: an error before any test describes no test: no test times, no "new test", no result date',
    (_, view) => {
      const build = fullBuild()
      const md = view(
        buildContext({
          resultToken: undefined,
          status: undefined,
          build: { commit: build.commit, shownBy: 'nothing' },
          startedAt: undefined,
          finishedAt: '2026-11-05T09:35:00.000Z',
          meta: { ...buildContext().meta, generatedDate: undefined }
        })
      )
      expect(md).not.toMatch(/tested|until|a new test|not reused|\*\*Result:\*\*|generated/)
      expect(textOf(render(buildLine(md)))).toMatch(/^Build: commit 0123456/)
    }
  )

  it.each(views)('%s: nothing new without a build', (_, view) => {
    const md = view(ordinaryContext())
    expect(md).not.toContain('**Build:**')
    expect(md).not.toMatch(/commit/i)
  })

  it.each(views)('%s: hostile build texts stay text', (_, view) => {
    const md = view(hostileBuildContext())
    const html = render(md)
    for (const tag of liveTags(html)) expect(SAFE_TAGS).toContain(tag)
    expect(foreignRawTags(md, ['details', 'summary', '!--'])).toEqual([])
    // Only http(s) links, made safe (the deployment's address is one).
    for (const href of hrefs(html)) expect(href).toMatch(/^https:\/\/(service|app)\.test\//)
    expect(commandLines(md)).toEqual([])
    const line = buildLine(md)
    expect(line).not.toBe('')
    expect(line.length).toBeLessThan(12_000)
    // Not a commit: shown as text, never linked or put in code (only its words GitHub would
    // autolink are code spans, which it never links).
    expect(render(line)).toMatch(/^<p><strong>Build:<\/strong> commit abc1234\[click me\]/)
    expect(line).not.toMatch(INVISIBLE)
  })
})

describe('a deployment that is not on the application’s origin (issue 29)', () => {
  it.each([
    ['elsewhere', " (another origin than the application's: not what was tested)"],
    ['unknown', " (not shown to be the application's site)"]
  ] as const)('%s: named as such in every report, never counted in shownBy', (site, words) => {
    const build = { ...fullBuild(), deploymentSite: site, shownBy: 'build-check' as const }
    const ctx = buildContext({ build })
    const r = json(ctx)
    expect(r.build.deployment.site).toBe(site)
    expect(r.build.shownBy).toBe('build-check')
    const sarif = buildSarif(ctx, OPTIONS) as any
    expect(sarif.runs[0].properties.build.deployment.site).toBe(site)
    for (const md of [buildSummary(ctx), buildComment(ctx)]) {
      const line = buildLine(md)
      expect(line).toContain(`(https://pr-7.shop.test/)${words}`)
      expect(line).toContain('shown by the build check')
      expect(line).not.toContain('shown by the deployment')
    }
  })

  it('on the application’s origin: no words added', () => {
    const build = { ...fullBuild(), deploymentSite: 'application' as const }
    expect(buildLine(buildSummary(buildContext({ build })))).toContain(
      '(https://pr-7.shop.test/) · build check'
    )
  })
})
