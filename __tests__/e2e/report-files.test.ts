// Issue 20, the whole verdict, through the BUILT action: a report file that cannot be written
// makes the step an error after its verdict line; an access token pasted with its quotes is an
// input error that names the quotes and prints neither form of the token; a status poll whose
// attempts failed in mixed ways, the last one with an HTML page, is one failed poll and the wait
// goes on.
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Fault } from '../../sim/index.js'
import { shopScenario } from '../../sim/accounts.js'
import { closeSims, count, startSim } from '../../__fixtures__/simulator.js'
import { crashSigns, failureLine, scan, warnings, type StepRun } from '../../__fixtures__/step.js'
import { filesUnder } from '../../__fixtures__/step-files.js'

afterAll(closeSims)

/** A path no one can write: its folder is a regular file (root ignores file modes, not this). */
function unwritablePath(name: string): string {
  const blocker = join(mkdtempSync(join(tmpdir(), 'sta-blocked-')), 'not-a-folder')
  writeFileSync(blocker, 'a file, not a folder\n')
  return join(blocker, name)
}

/** The lines a person reads of the step's log: plain lines and decoded annotations, in order. */
function logText(run: StepRun): string {
  return run.stdout.replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%')
}

describe('a report file that cannot be written', () => {
  it.concurrent.each([
    ['sarif-file', 'the SARIF file', 'scan.sarif'],
    ['report-file', 'the JSON report', 'scan.json']
  ])('%s: the step fails as an error after the verdict line', async (input, what, name) => {
    const sim = await startSim(shopScenario({ test: { durationMs: 200 } }))
    const file = unwritablePath(name)
    const run = await scan(sim, { [input]: file, 'fail-threshold': 'none' })
    expect(crashSigns(run)).toEqual([])
    expect(run.exitCode).toBe(1)
    expect(run.outputs.outcome).toBe('error')
    const failure = failureLine(run) ?? ''
    expect(failure).toMatch(
      new RegExp(
        `^Could not write ${what} ${escape(file)}: a part of its path is a file, not a folder`
      )
    )
    // The gate's verdict was given first, then the line that names the file.
    const log = logText(run)
    expect(log.indexOf('Security test PASSED')).toBeGreaterThanOrEqual(0)
    expect(log.indexOf('Security test PASSED')).toBeLessThan(log.lastIndexOf('::error::'))
    expect(run.outputs[input] ?? '').toBe('')
  })
})

describe('an access token pasted with its quotes', () => {
  const TOKEN = 'q7w3e9r1t5y8u2i4o6p0a1s3d5f7g9h2'
  const pieces = Array.from({ length: TOKEN.length - 9 }, (_, i) => TOKEN.slice(i, i + 10))

  it.concurrent.each([
    ['double', `"${TOKEN}"`],
    ['single', `'${TOKEN}'`]
  ])('%s quotes: an input error naming the quotes; neither form anywhere', async (_, quoted) => {
    const sim = await startSim({ ...shopScenario(), accessTokens: [TOKEN] })
    const run = await scan(sim, { 'access-token': quoted }, { env: { RUNNER_DEBUG: '1' } })
    expect(run.exitCode).toBe(1)
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toMatch(
      /^Invalid inputs \(no request was sent\):\n {2}access-token: .*quotes/
    )
    expect(sim.requests).toEqual([])
    // Both forms are masked first (the runner's own mask commands are the only lines with them).
    const masks = run.stdout.split('\n').filter((l) => l.startsWith('::add-mask::'))
    expect(masks).toEqual(expect.arrayContaining([`::add-mask::${quoted}`, `::add-mask::${TOKEN}`]))
    const found: string[] = []
    const check = (where: string, text: string): void => {
      if (pieces.some((p) => text.includes(p))) found.push(where)
    }
    run.stdout
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .forEach((l, i) => check(`stdout line ${i + 1}`, l))
    check('stderr', run.stderr)
    check('summary', run.summary)
    for (const [k, v] of Object.entries(run.outputs)) check(`output ${k}`, v)
    for (const f of filesUnder(run.dirs.temp, run.dirs.workspace)) {
      check(`file ${f}`, readFileSync(f, 'utf8'))
    }
    expect(found).toEqual([])
  })
})

describe('a status poll whose attempts failed in mixed ways, the last with a page', () => {
  it('is one failed poll: the wait goes on to the verdict', async () => {
    const status = { method: 'GET', path: '/rest/v2/test/status' }
    // The first poll's five attempts: 502, a reset, 503, 429, then a proxy's page on 200.
    const faults: Fault[] = [
      { kind: 'status', status: 502, ...status, times: 1 },
      { kind: 'drop-before', ...status, skip: 1, times: 1 },
      { kind: 'status', status: 503, ...status, skip: 2, times: 1 },
      { kind: 'rate-limit', retryAfter: 1, ...status, skip: 3, times: 1 },
      { kind: 'html', status: 200, ...status, skip: 4, times: 1 }
    ]
    const sim = await startSim(shopScenario({ test: { durationMs: 200 }, extra: { faults } }))
    const run = await scan(sim, { 'fail-threshold': 'none' })
    expect(crashSigns(run)).toEqual([])
    expect(count(sim, 'GET', '/rest/v2/test/status')).toBeGreaterThanOrEqual(6)
    expect(warnings(run).some((w) => w.startsWith('Status poll failed, retrying'))).toBe(true)
    expect(run.outputs.outcome).toBe('passed')
    expect(run.exitCode).toBe(0)
  }, 60_000)
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
