// Issue 29, through the built action and the built tool against the simulator: a key written twice
// in one object of the result (or of the answer around it) hides its first copy from JSON.parse,
// so the result is refused — `error`, the repeat's path in the failure line, the raw text kept —
// and never passes. Each document below passes a reader that keeps JSON.parse's last copy.
import { afterAll, expect, it } from '@jest/globals'
import { closeSims, startSim } from '../../__fixtures__/simulator.js'
import { failureLine, scanShop } from '../../__fixtures__/step.js'
import { readJson, reportOf } from '../../__fixtures__/step-files.js'
import { shopScenario } from '../../sim/accounts.js'
import { TOOL_SCAN, logLines, tool } from '../../__fixtures__/tool.js'

afterAll(closeSims)

const CRITICAL =
  '{"name":"SQL Injection","severity":"Critical",' +
  '"occurences":[{"status":"Open","vulnerability":{"Method":"POST","Url":"https://shop.example.com/login"}}]}'

it.concurrent.each([
  [
    'the finding list twice, the empty copy last',
    `{"vulnerabilities":[${CRITICAL}],"vulnerabilities":[]}`,
    '"vulnerabilities" at $.vulnerabilities'
  ],
  [
    'a finding whose severity is written twice, the low copy last',
    `{"vulnerabilities":[${CRITICAL.replace('"Critical"', '"Critical","severity":"Low"')}]}`,
    '"severity" at $.vulnerabilities[0].severity'
  ],
  [
    'the same key spelt with an escape ("\\u0061" is "a")',
    `{"vulnerabilities":[${CRITICAL}],"vulner\\u0061bilities":[]}`,
    '"vulnerabilities" at $.vulnerabilities'
  ]
])('v2, %s: error naming the repeat, raw text kept', async (_what, documentText, where) => {
  const { run } = await scanShop({ test: { documentText } }, { 'fail-threshold': 'high' })
  expect(run.outputs.outcome).toBe('error')
  expect(failureLine(run)).toContain(`the test result repeats the key ${where}`)
  expect(failureLine(run)).toContain('the raw result is kept in the report file')
  expect(reportOf<{ rawResult?: string }>(run).rawResult).toBe(documentText)
})

it.concurrent(
  'v1 (the result stands in the answer): error naming the repeat, the whole answer kept',
  async () => {
    const documentText = `{"vulnerabilities":[${CRITICAL}],"vulnerabilities":[]}`
    const { run } = await scanShop(
      { test: { documentText } },
      { 'fail-threshold': 'high', 'api-version': 'v1' }
    )
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toContain(
      'the answer repeats the key "vulnerabilities" at $.result.vulnerabilities'
    )
    expect(failureLine(run)).toContain('the raw result is kept in the report file')
    expect(reportOf<{ rawResult?: string }>(run).rawResult).toContain(`"result":${documentText}`)
  }
)

it.concurrent(
  'the same key in sibling objects is no repeat: the gate judges as before',
  async () => {
    const documentText = `{"vulnerabilities":[${CRITICAL},${CRITICAL.replace('/login', '/cart')}]}`
    const { run } = await scanShop({ test: { documentText } }, { 'fail-threshold': 'high' })
    expect(run.outputs.outcome).toBe('failed')
    expect(run.outputs['critical-count']).toBe('2')
  }
)

it.concurrent('the tool: exit 2 (error), the repeat named, the raw text kept', async () => {
  const documentText = `{"vulnerabilities":[${CRITICAL}],"vulnerabilities":[]}`
  const sim = await startSim(shopScenario({ test: { documentText } }))
  const run = await tool(sim, 'scan', { ...TOOL_SCAN, 'fail-threshold': 'high' })
  expect(run.exitCode).toBe(2)
  expect(run.outputs.outcome).toBe('error')
  expect(logLines(run).join('\n')).toContain(
    'the test result repeats the key "vulnerabilities" at $.vulnerabilities'
  )
  const report = readJson(run.outputs['report-file'] as string) as { rawResult?: string }
  expect(report.rawResult).toBe(documentText)
})
