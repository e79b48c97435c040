import { describe, expect, it } from '@jest/globals'
import { buildErrorSummary, buildSummary, MAX_OCCURRENCE_ROWS } from '../../src/report/summary.js'
import {
  bulkContext,
  context,
  finding,
  hostileContext,
  occurrence,
  ordinaryContext
} from '../../__fixtures__/report-context.js'
import {
  brokenTableLines,
  foreignRawTags,
  hrefs,
  liveTags,
  render,
  tables,
  withoutCodeSpans
} from '../../__fixtures__/render-markdown.js'

const OUR_TAGS = ['details', 'summary']
const SAFE_TAGS = new Set(
  'h2 h3 p table thead tbody tr th td strong em details summary a ul li br code'.split(' ')
)
const SERVICE_LINK = 'https://service.test/app/results/' + 'b'.repeat(32)

describe('buildSummary', () => {
  it('leads with the verdict and shows counts, findings worst first and remediation', () => {
    const md = buildSummary(ordinaryContext())
    const html = render(md)
    expect(md.split('\n')[0]).toBe('## Security test: ❌ Failed')
    expect(html).toContain('<p>3 counted unfixed occurrences exceed max-unfixed 0.</p>')
    // "Fix first" (the 3 counted), then counts: 5 severities + total, 6 columns each.
    const [fixFirst, counts, findings, unfixed] = tables(html)
    expect(fixFirst).toEqual({ header: 4, rows: [4, 4, 4] })
    expect(counts).toEqual({ header: 6, rows: [6, 6, 6, 6, 6, 6] })
    expect(html).toMatch(/<td>🔴 Critical<\/td>\s*<td align="right">2<\/td>/)
    expect(findings?.rows).toHaveLength(2)
    expect(html.indexOf('SQL Injection')).toBeLessThan(html.indexOf('Cross Site Scripting'))
    expect(unfixed?.rows).toHaveLength(3) // the fixed one is not listed as open
    expect(html).toContain('<details><summary>🔴 Critical: SQL Injection</summary>')
    expect(html).toContain('Use parameterised queries.')
    expect(hrefs(html)).toEqual([SERVICE_LINK])
  })

  it('groups by baseline: new, still open, fixed since baseline, ignored with reason', () => {
    const f = finding('Open Redirect', 'high')
    const occ = [
      occurrence(f, 'https://shop.test/new'),
      occurrence(f, 'https://shop.test/old', { state: 'existing' }),
      occurrence(f, 'https://shop.test/accepted', {
        state: 'ignored',
        counted: false,
        ignoredBecause: { reason: 'Internal only', expires: '2030-01-31' }
      })
    ]
    const ctx = context([f], occ, {
      baseline: {
        source: 'previous test 3f00',
        unfixed: new Set([occ[1]!.id, 'gone-id']),
        fixedSinceBaseline: [
          { id: 'gone-id', name: 'Open Redirect', method: 'GET', url: 'https://shop.test/gone' }
        ]
      }
    })
    const md = buildSummary(ctx)
    const sections = [...md.matchAll(/^### (.*)$/gm)].map((m) => m[1])
    expect(sections).toEqual([
      'Fix first',
      'Occurrences by severity',
      'Findings, worst first',
      'Remediation',
      'New or regressed since the baseline',
      'Still open (also in the baseline)',
      'Ignored (accepted risks)',
      'Fixed since the baseline'
    ])
    expect(md).toMatch(/\| Internal only \| 2030-01-31 \|/)
    expect(md).toContain('shop.test/gone')
    expect(md).toContain('baseline: previous test 3f00; 1 fixed since the baseline')
    expect(brokenTableLines(md)).toEqual([])
  })

  it('renders hostile findings as text: no live HTML, no foreign links, tables intact', () => {
    const ctx = hostileContext()
    const md = buildSummary(ctx)
    const html = render(md)
    expect(foreignRawTags(md, OUR_TAGS)).toEqual([])
    for (const tag of liveTags(html)) expect(SAFE_TAGS).toContain(tag)
    expect(html).not.toMatch(/<script|<img|<iframe|<[^>]*\son\w+=/i)
    expect(hrefs(html)).toEqual([]) // the javascript: service link is refused, nothing else links
    expect(html).not.toMatch(/href="\s*javascript:/i)
    expect(brokenTableLines(md)).toEqual([])
    for (const t of tables(html)) for (const r of t.rows) expect(r).toBe(t.header)
    // Every <details> opened is closed, so nothing after it is swallowed (a code span's text is
    // shown, not a tag).
    const source = withoutCodeSpans(md)
    expect(source.match(/<details>/g)?.length).toBe(source.match(/<\/details>/g)?.length)
    expect(html.match(/<details>/g)?.length).toBe(html.match(/<\/details>/g)?.length)
    expect(Buffer.byteLength(md)).toBeLessThan(1_000_000)
    // The hostile text is still there to read, escaped.
    expect(html).toContain('&lt;script&gt;alert(document.cookie)&lt;/script&gt;')
  })

  it('stays under the byte budget with 100,000 occurrences and says what it left out', () => {
    const ctx = bulkContext(100_000)
    const md = buildSummary(ctx)
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(1_000_000)
    const last = md.trimEnd().split('\n').pop()
    expect(last).toMatch(/^_… [\d,]+ more occurrences not shown; see the JSON report/)
    // The occurrence tables, after "Fix first" (whose rows are listed again below).
    const shownRows = md
      .slice(md.indexOf('### Occurrences by severity'))
      .split('\n')
      .filter((l) => l.startsWith('| ') && l.includes('shop.test/page'))
    const left = Number(/… ([\d,]+) more occurrences/.exec(last ?? '')![1]!.replace(/,/g, ''))
    const unfixed = ctx.verdict!.occurrences.length
    expect(shownRows.length).toBe(MAX_OCCURRENCE_ROWS)
    expect(shownRows.length + left).toBe(unfixed)
    expect(brokenTableLines(md)).toEqual([])
  })

  it('says how many unfixed occurrences the SARIF file left out for code scanning', () => {
    const line =
      '<p><strong>Code scanning:</strong> the SARIF file holds the 5,000 worst of 6,000 unfixed ' +
      'occurrences; 1,000 are left out (code scanning shows at most 5,000 results per run). ' +
      'The JSON report (<code>report-file</code>) lists them all.</p>'
    const md = buildSummary(bulkContext(6_000, { sarif: { included: 5_000, omitted: 1_000 } }))
    // Rendered up to the findings table's heading (the rest is a megabyte of table rows).
    const head = md.indexOf('### Findings, worst first')
    expect(head).toBeGreaterThan(0)
    const cut = render(md.slice(0, md.indexOf('\n', head)))
    expect(cut).toContain(line)
    // Next to the gate line, so a full summary never cuts it.
    expect(cut.indexOf(line)).toBeLessThan(cut.indexOf('Findings, worst first'))
    const whole = buildSummary(bulkContext(3_000, { sarif: { included: 3_000, omitted: 0 } }))
    expect(whole).not.toContain('Code scanning:')
    expect(buildSummary(bulkContext(6_000))).not.toContain('Code scanning:')
    // Fewer than 5,000 because of the size limit: the reason says so.
    const small = buildSummary(bulkContext(6_000, { sarif: { included: 2_500, omitted: 3_500 } }))
    expect(small).toContain('3,500 are left out (code scanning takes at most 10 MB per upload)')
  })

  it('honours a small budget without cutting a table or a details block', () => {
    const md = buildSummary(bulkContext(2_000), 20_000)
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(20_000)
    expect(md.match(/<details>/g)?.length ?? 0).toBe(md.match(/<\/details>/g)?.length ?? 0)
    expect(brokenTableLines(md)).toEqual([])
    expect(md).toMatch(/more occurrences not shown/)
  })
})

describe('buildSummary: what to fix first (issue 24)', () => {
  const INVISIBLE = /[\u200b-\u200f\u2060\ufeff\u00ad]/

  it('opens with the verdict, one line why, then "Fix first": counted occurrences worst first', () => {
    const md = buildSummary(ordinaryContext())
    const html = render(md)
    // The first blocks a reader sees: the verdict, why, then the table to act on.
    const blocks = html.split('\n').filter((l) => /^<(h\d|p|table)/.test(l))
    expect(blocks.slice(0, 4)).toEqual([
      '<h2>Security test: ❌ Failed</h2>',
      '<p>3 counted unfixed occurrences exceed max-unfixed 0.</p>',
      '<h3>Fix first</h3>',
      '<table>'
    ])
    const fixFirst = html.slice(html.indexOf('<h3>Fix first</h3>'), html.indexOf('</table>'))
    const rows = [
      ...fixFirst.matchAll(
        /<tr>\s*<td>([^<]*)<\/td>\s*<td>([^<]*)<\/td>\s*<td><code>([^<]*)<\/code><\/td>\s*<td><code>([^<]*)<\/code><\/td>/g
      )
    ].map((m) => m.slice(1).join(' '))
    // Worst severity first; within a finding by URL; method and URL as code, exactly as given.
    expect(rows).toEqual([
      '🔴 Critical SQL Injection GET https://shop.test/login',
      '🔴 Critical SQL Injection POST https://shop.test/search?q=1',
      '🟡 Medium Cross Site Scripting GET https://shop.test/comment'
    ])
    // Before any count.
    expect(md.indexOf('### Fix first')).toBeLessThan(md.indexOf('### Occurrences by severity'))
  })

  it('shows every URL copyable: a code span, no invisible character, no autolink', () => {
    const md = buildSummary(ordinaryContext())
    const html = render(md)
    expect(md).not.toMatch(INVISIBLE)
    expect(html).not.toMatch(INVISIBLE)
    for (const url of [
      'https://shop.test/login',
      'https://shop.test/search?q=1',
      'https://shop.test'
    ]) {
      expect(html).toContain(`<code>${url}</code>`)
    }
    // Only our own link to the service is a link; no URL of a finding is.
    expect(hrefs(html)).toEqual([SERVICE_LINK])
  })

  it('keeps attacker backticks and pipes inside the code span', () => {
    const f = finding('Injection', 'high')
    const urls = [
      'https://x.test/`a``b`|c',
      '`https://x.test/</code><script>',
      'https://x.test/a\\|b'
    ]
    const md = buildSummary(
      context(
        [f],
        urls.map((u) => occurrence(f, u))
      )
    )
    const html = render(md)
    expect(html).not.toMatch(/<script/)
    expect(brokenTableLines(md)).toEqual([])
    for (const t of tables(html)) for (const r of t.rows) expect(r).toBe(t.header)
    expect(html).toContain('<code>https://x.test/`a``b`|c</code>')
    expect(html).toContain('<code>`https://x.test/&lt;/code&gt;&lt;script&gt;</code>')
  })

  it('with a baseline: marks new and regressed ones and names the known criticals still open', () => {
    const crit = finding('Remote Code Execution', 'critical')
    const high = finding('Open Redirect', 'high')
    const occ = [
      occurrence(crit, 'https://shop.test/known', {
        state: 'existing',
        counted: false,
        isNew: false
      }),
      occurrence(high, 'https://shop.test/new'),
      // The gate marks a regression: the baseline had it fixed.
      occurrence(high, 'https://shop.test/back', { regressed: true })
    ]
    const ctx = context([crit, high], occ, {
      baseline: { source: 'previous test 3f00', unfixed: new Set([occ[0]!.id]) }
    })
    const md = buildSummary(ctx)
    const html = render(md)
    const why = html.split('\n')[1] ?? ''
    expect(why).toContain('1 known critical occurrence still open')
    const fixFirst = md.slice(md.indexOf('### Fix first'), md.indexOf('### Occurrences'))
    expect(fixFirst).toContain(
      '| 🟠 High | Open Redirect | `GET` | `https://shop.test/back` | ↩️ Regressed |'
    )
    expect(fixFirst).toContain(
      '| 🟠 High | Open Redirect | `GET` | `https://shop.test/new` | 🆕 New |'
    )
    expect(fixFirst).not.toContain('known')
  })

  it('lists at most 20 occurrences first and says how many more are below', () => {
    const md = buildSummary(bulkContext(100))
    const fixFirst = md.slice(md.indexOf('### Fix first'), md.indexOf('### Occurrences'))
    expect(
      fixFirst
        .split('\n')
        .filter((l) => l.startsWith('| ') && !l.startsWith('| Severity') && !l.startsWith('| ---'))
    ).toHaveLength(20)
    expect(fixFirst).toMatch(/… and [\d,]+ more counted occurrences, listed below/)
  })
})

describe('buildSummary: what is below is what it says', () => {
  it('past the 1,000 occurrence rows, says the tables hold the first 1,000 and the JSON report all', () => {
    const md = buildSummary(bulkContext(3_053))
    const fixFirst = md.slice(md.indexOf('### Fix first'), md.indexOf('### Occurrences'))
    expect(fixFirst).not.toContain('listed below')
    expect(fixFirst).toContain(
      '… and 3,033 more counted occurrences; the tables below list the first 1,000 of all 3,053 unfixed occurrences, worst first, and the JSON report (`report-file`) lists every one.'
    )
  })

  it("one application of several: its warnings are a section at its sections' level", () => {
    const ctx = ordinaryContext({ warnings: ['The baseline is old'] })
    const md = buildSummary(ctx, 1_000_000, { subject: 'Storefront', level: 3 })
    expect(md).toContain('#### Warnings')
    expect(md).not.toMatch(/^### Warnings/m)
    const error = buildSummary(
      ordinaryContext({ outcome: 'error', verdict: undefined, message: 'x', warnings: ['w'] }),
      1_000_000,
      { subject: 'Storefront', level: 3 }
    )
    expect(error).toContain('#### Warnings')
  })
})

describe('buildErrorSummary', () => {
  it('says what went wrong in a few escaped lines', () => {
    const ctx = ordinaryContext({
      outcome: 'error',
      verdict: undefined,
      message: 'The result could not be parsed <script>',
      parseError: 'Unexpected token < in JSON at position 0'
    })
    const md = buildErrorSummary(ctx)
    // An error fails the build: a cross, not a warning sign.
    expect(md.split('\n')[0]).toBe('## Security test: ❌ Error')
    expect(md).toContain('**Why:** The result could not be parsed &lt;script>')
    expect(md).toContain('The raw result text is kept in the JSON report file.')
    expect(foreignRawTags(md, [])).toEqual([])
    expect(buildSummary(ctx)).toBe(md) // no verdict: the same short summary
  })

  it('names the application by its name, its token as code; never a bare "(token)"', () => {
    const named = buildErrorSummary(ordinaryContext({ outcome: 'error', verdict: undefined }))
    expect(named).toContain(
      `**Application:** Shop (token \`${'a'.repeat(32)}\`) at \`https://shop.test\``
    )
    const unnamed = buildErrorSummary(
      ordinaryContext({
        outcome: 'error',
        verdict: undefined,
        meta: {},
        application: { token: 'a'.repeat(32) }
      })
    )
    expect(unnamed).toContain(`**Application:** \`${'a'.repeat(32)}\``)
    expect(unnamed).not.toMatch(/\(`?a{32}/)
  })

  it('names a timed-out test and its progress', () => {
    const md = buildErrorSummary(
      ordinaryContext({ outcome: 'timed-out', verdict: undefined, status: 'running', progress: 40 })
    )
    expect(md).toContain('⏱️ Timed out')
    // The status was the last one seen, not what the test is now (it may have been stopped).
    expect(md).toContain('**Last status seen before the end:** running (40%)')
    expect(md).not.toContain('**Status:**')
  })
})
