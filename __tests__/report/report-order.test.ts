// One order everywhere (issue 24): the log, annotations, summary, comment, SARIF and JUnit list
// the same result in the same order — worst severity, then the finding with the most counted
// occurrences, then URL — so what each cuts for size is the end of one list.
/* eslint-disable @typescript-eslint/no-explicit-any -- SARIF and parsed XML are read loosely */
import { describe, expect, it } from '@jest/globals'
import { planAnnotations } from '../../src/report/annotations.js'
import { buildComment } from '../../src/report/comment.js'
import { logVerdict } from '../../src/report/log-verdict.js'
import { buildSarif } from '../../src/report/sarif.js'
import { buildSummary } from '../../src/report/summary.js'
import { buildJunit } from '../../src/native-reports/junit.js'
import { context, finding, occurrence } from '../../__fixtures__/report-context.js'
import { appReport, parseJunit } from '../../__fixtures__/native-reports.js'
import { MemoryLog } from '../../__fixtures__/memory-log.js'
import { plain } from '../../__fixtures__/step-files.js'

const S = 'https://shop.test'
// By name the high findings would go "A rare one" before "Zeta"; Zeta has more counted ones.
const rare = finding('A rare one', 'high')
const zeta = finding('Zeta', 'high')
const crit = finding('Most critical', 'critical')
const low = finding('Aaa low', 'low')
const ctx = context(
  [low, rare, zeta, crit],
  [
    occurrence(low, `${S}/0`),
    occurrence(rare, `${S}/a`),
    occurrence(zeta, `${S}/z`),
    occurrence(zeta, `${S}/m`),
    occurrence(zeta, `${S}/b`),
    occurrence(crit, `${S}/c`)
  ]
)

/** The one order, as "finding URL". */
const ORDER = [
  `Most critical ${S}/c`,
  `Zeta ${S}/b`,
  `Zeta ${S}/m`,
  `Zeta ${S}/z`,
  `A rare one ${S}/a`,
  `Aaa low ${S}/0`
]
const FINDINGS = ['Most critical', 'Zeta', 'A rare one', 'Aaa low']

/** "finding URL" pairs in the order they appear in `text`. */
function inTextOrder(text: string): string[] {
  const hits: Array<[number, string]> = []
  for (const entry of ORDER) {
    const [name, url] = [
      entry.slice(0, entry.lastIndexOf(' ')),
      entry.slice(entry.lastIndexOf(' ') + 1)
    ]
    const re = new RegExp(`${name}[^\\n]*?${url.replace(/[/.]/g, '\\$&')}(?![\\w/])`)
    const m = re.exec(text)
    if (m) hits.push([m.index, entry])
  }
  return hits.sort((a, b) => a[0] - b[0]).map((h) => h[1])
}

describe('one order everywhere', () => {
  it('the summary: "Fix first", the findings table and the occurrence tables', () => {
    const md = plain(buildSummary(ctx))
    const fixFirst = md.slice(md.indexOf('### Fix first'), md.indexOf('### Occurrences'))
    expect(inTextOrder(fixFirst)).toEqual(ORDER)
    const findings = md.slice(
      md.indexOf('### Findings, worst first'),
      md.indexOf('### Remediation')
    )
    expect(FINDINGS.map((f) => findings.indexOf(`| ${f} |`))).toEqual(
      FINDINGS.map((f) => findings.indexOf(`| ${f} |`)).sort((a, b) => a - b)
    )
    expect(inTextOrder(md.slice(md.indexOf('### Unfixed')))).toEqual(ORDER)
  })

  it('the comment', () => {
    const body = plain(buildComment(ctx))
    expect(inTextOrder(body.slice(body.indexOf('**Fix first**')))).toEqual(ORDER)
  })

  it('the annotations and the log', () => {
    const plan = planAnnotations(ctx.verdict!, ctx.findings)
    expect(plan.map((a) => a.message)).toEqual(
      ORDER.map((o) => o.replace(' http', ' at GET http') + ' (status: Not Fixed)')
    )
    const log = new MemoryLog()
    logVerdict(log, ctx)
    const lines = log.lines.map((l) => l.message).join('\n')
    expect(FINDINGS.map((f) => lines.indexOf(`${f}:`))).toEqual(
      FINDINGS.map((f) => lines.indexOf(`${f}:`)).sort((a, b) => a - b)
    )
  })

  it('SARIF results and JUnit cases', () => {
    const sarif = buildSarif(ctx, {
      anchorFile: '.github/workflows/scan.yml',
      category: 'x'
    }) as any
    const names = new Map(ctx.findings.map((f) => [f.key, f.name]))
    expect(
      sarif.runs[0].results.map((r: any) => {
        const rule = sarif.runs[0].tool.driver.rules[r.ruleIndex]
        return `${names.get(rule.id) ?? rule.name} ${r.properties.url}`
      })
    ).toEqual(ORDER)
    const junit = parseJunit(buildJunit([appReport(ctx)]))
    const cases = junit.testsuites.testsuite[0].testcase.map((c: any) =>
      c.name.replace(/^\w+: /, '')
    )
    expect(cases).toEqual(FINDINGS)
    const zetaCase = junit.testsuites.testsuite[0].testcase[1]
    expect(zetaCase.failure['#text'].split('\n').map((l: string) => l.split(' ')[1])).toEqual([
      `${S}/b`,
      `${S}/m`,
      `${S}/z`
    ])
  })
})
