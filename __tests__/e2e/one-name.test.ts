// A finding named only by characters no reader sees (controls, invisible marks, the
// non-characters U+FFFE/U+FFFF) has one name in every report the tool writes: spelled out, never
// blank in the summary and `\u0007` in the JSON report (issue 31).
/* eslint-disable @typescript-eslint/no-explicit-any -- the test reads parsed XML and JSON loosely */
import { afterAll, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { shopScenario } from '../../sim/accounts.js'
import { parseJunit } from '../../__fixtures__/native-reports.js'
import { render } from '../../__fixtures__/render-markdown.js'
import { closeSims, startSim } from '../../__fixtures__/simulator.js'
import { TOOL_SCAN, fileOf, tool } from '../../__fixtures__/tool.js'

afterAll(closeSims)

const RAW = '\u0007\u200b\uffff'
const SHOWN = '\\u0007\\u200b\\uffff'

it('a finding named only by unseen characters has one visible name in every report', async () => {
  const sim = await startSim(
    shopScenario({
      test: {
        durationMs: 100,
        findings: [
          {
            name: RAW,
            severity: 'High',
            occurrences: [{ status: 'Open', method: 'GET', url: 'https://shop.example.com/a' }]
          },
          {
            name: 'Replacement \ufffd char',
            severity: 'Low',
            occurrences: [{ status: 'Open', method: 'GET', url: 'https://shop.example.com/b' }]
          }
        ]
      }
    })
  )
  const files = {
    'junit-file': 'out/junit.xml',
    'gitlab-report-file': 'out/gitlab.json',
    'summary-file': 'out/summary.md'
  }
  const run = await tool(sim, 'scan', { ...TOOL_SCAN, ...files })
  expect(run.exitCode).toBe(1)
  const report = JSON.parse(readFileSync(run.outputs['report-file'] as string, 'utf8'))
  const names = (report.findings ?? []).map((f: any) => f.name)
  expect(names).toContain(SHOWN)
  // U+FFFD is made visible as the controls are, in the file JUnit and GitLab are made from.
  expect(names).toContain('Replacement \\ufffd char')
  const sarif = JSON.parse(readFileSync(run.outputs['sarif-file'] as string, 'utf8'))
  const rules = sarif.runs[0].tool.driver.rules.map((r: any) => r.shortDescription?.text ?? r.name)
  expect(rules.join('\n')).toContain(SHOWN)
  const junit = parseJunit(fileOf(run, files['junit-file']))
  expect(JSON.stringify(junit)).toContain(SHOWN.replace(/\\/g, '\\\\'))
  const gitlab = JSON.parse(fileOf(run, files['gitlab-report-file']))
  expect(gitlab.vulnerabilities.map((v: any) => v.name)).toContain(SHOWN)
  // The summary, as a person reads it rendered, and as plain text the same.
  const summary = fileOf(run, files['summary-file'])
  const text = render(summary).replace(/<[^>]+>/g, '')
  expect(text).toContain(SHOWN)
  // The log names it the same way.
  expect(run.stderr).toContain(SHOWN)
  for (const file of [summary, JSON.stringify(report), fileOf(run, files['junit-file'])]) {
    expect(file).not.toContain(RAW)
  }
})
