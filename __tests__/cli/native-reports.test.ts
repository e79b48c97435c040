// Which JSON reports the tool converts: every application's from the `results` output (the
// several-applications run), else the single `report-file`; and nothing for a command that reads
// no result.
import { describe, expect, it } from '@jest/globals'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reportFilesOf, writeNativeReports } from '../../src/cli/native-reports.js'
import { buildJsonReport } from '../../src/report/json-report.js'
import { MemoryLog } from '../../__fixtures__/memory-log.js'
import { parseJunit } from '../../__fixtures__/native-reports.js'
import { ordinaryContext } from '../../__fixtures__/report-context.js'

const TIMES = { started: new Date(), ended: new Date() }

describe('the reports a run wrote', () => {
  it('takes every application of the results output, in order', () => {
    const results = JSON.stringify([
      { 'application-token': 'a', 'report-file': '/r/a.json', outcome: 'passed' },
      { 'application-token': 'b', 'report-file': '/r/b.json', outcome: 'failed' },
      { 'application-token': 'c', outcome: 'error' }
    ])
    const outputs = new Map([
      ['results', results],
      ['report-file', '/r/a.json']
    ])
    expect(reportFilesOf(outputs)).toEqual([
      { file: '/r/a.json', applicationToken: 'a' },
      { file: '/r/b.json', applicationToken: 'b' },
      // Kept without a file: its suite says the run wrote no report for it.
      { applicationToken: 'c' }
    ])
  })

  it('falls back to report-file where there is no usable results output', () => {
    const single = [{ file: '/r/a.json', applicationToken: '' }]
    expect(reportFilesOf(new Map([['report-file', '/r/a.json']]))).toEqual(single)
    expect(
      reportFilesOf(
        new Map([
          ['results', 'not json'],
          ['report-file', '/r/a.json']
        ])
      )
    ).toEqual(single)
    expect(reportFilesOf(new Map())).toEqual([])
  })

  it('converts each application; one whose file is unreadable is an error suite and a warning', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sta-native-'))
    const good = join(dir, 'a.json')
    writeFileSync(good, JSON.stringify(buildJsonReport(ordinaryContext())))
    const outputs = new Map([
      [
        'results',
        JSON.stringify([
          { 'application-token': 'a', 'report-file': good },
          { 'application-token': 'b', 'report-file': join(dir, 'missing.json') }
        ])
      ]
    ])
    const log = new MemoryLog()
    const junit = join(dir, 'out', 'junit.xml')
    await writeNativeReports('scan', { junit }, outputs, log, TIMES, { outcome: 'error' })
    const suites = parseJunit(readFileSync(junit, 'utf8')).testsuites.testsuite
    expect(suites.map((s: { name: string }) => s.name)).toEqual([`Shop (${'a'.repeat(32)})`, 'b'])
    expect(log.text('warning')).toMatch(/^Could not read the report file .*missing\.json: /)
  })

  it('writes nothing for a command that reads no result', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sta-native-'))
    const junit = join(dir, 'junit.xml')
    const log = new MemoryLog()
    await writeNativeReports('start', { junit }, new Map([['report-file', '/x']]), log, TIMES, {})
    expect(existsSync(junit)).toBe(false)
    expect(log.lines.filter((l) => l.level !== 'debug')).toEqual([])
  })
})
