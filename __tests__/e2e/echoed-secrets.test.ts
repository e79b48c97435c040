// Issue 29, through the BUILT action and tool: a service whose scanner recorded the request hands
// the access token (and the GitHub token) back inside the result — a finding's name, description,
// evidence and URL, the application's name, spelt as it is or with JSON escapes. None of it
// reaches the log, an output, the summary or any file: every text of the answer is redacted where
// it comes in (src/api/redaction.ts), and the findings still read (the JSON is intact).
import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FindingSpec } from '../../sim/index.js'
import { KNOWN_FINDINGS, shopScenario, type Arrange } from '../../sim/accounts.js'
import { closeSims, startSim } from '../../__fixtures__/simulator.js'
import { crashSigns, scan, type StepRun } from '../../__fixtures__/step.js'
import { filesUnder, readJson } from '../../__fixtures__/step-files.js'
import { TOOL_SCAN, fileOf, tokenLeaks, tool } from '../../__fixtures__/tool.js'

afterAll(closeSims)

/** Distinctive, so any 10-character piece of them is unmistakable. */
const TOKEN = 'q7w3e9r1t5y8u2i4o6p0a1s3d5f7g9h2'
const GITHUB = 'ghs_Zx9Kq2Lm7Np4Rs1Tv8Wy3Ab6Cd0Ef5Gh2'

const pieces = (secret: string): string[] =>
  Array.from({ length: secret.length - 9 }, (_, i) => secret.slice(i, i + 10))
const PIECES = [...pieces(TOKEN), ...pieces(GITHUB)]

/** A finding as a scanner that records request headers writes it, before the shop's own. */
const ECHOING: FindingSpec[] = [
  {
    name: `Token in query ${TOKEN}`,
    severity: 'High',
    description: `The request carried Authorization: Bearer ${TOKEN} (and ${GITHUB}).`,
    remediation: `Rotate ${TOKEN}.`,
    occurrences: [
      { status: 'Open', method: 'GET', url: `https://shop.example.com/?access_token=${TOKEN}` }
    ],
    extra: { evidence: { request: `GET / HTTP/1.1\r\nAuthorization: Bearer ${TOKEN}\r\n` } }
  },
  ...KNOWN_FINDINGS
]

const shop = (test: Arrange['test'] = {}, extra: Arrange['extra'] = {}) =>
  startSim(
    shopScenario({
      test: { durationMs: 200, findings: ECHOING, ...test },
      app: { name: `Shop ${TOKEN}` },
      extra: { accessTokens: [TOKEN], ...extra }
    })
  )

/** Where a piece of a secret shows in what the step left (the runner's mask lines aside). */
function stepLeaks(run: StepRun): string[] {
  const found: string[] = []
  const check = (where: string, text: string): void => {
    if (PIECES.some((p) => text.includes(p))) found.push(where)
  }
  const lines = (text: string): string[] =>
    text.split('\n').filter((l) => !l.startsWith('::add-mask::'))
  lines(run.stdout).forEach((l, i) => check(`stdout line ${i + 1}: ${l.slice(0, 160)}`, l))
  check('stderr', run.stderr)
  check('summary', run.summary)
  for (const [k, v] of Object.entries(run.outputs)) check(`output ${k}`, v)
  for (const f of filesUnder(run.dirs.temp, run.dirs.workspace)) {
    check(`file ${f}`, readFileSync(f, 'utf8'))
  }
  return found
}

const ACTION_INPUTS = {
  'access-token': TOKEN,
  'github-token': GITHUB,
  'report-file': 'out/scan.json',
  'sarif-file': 'out/scan.sarif'
}

describe('the action: secrets the service echoes in a result', () => {
  it.concurrent.each([
    ['as they are', {}],
    // The token spelt `\u0071\u0037…` in the result's JSON: `\\u0071…` inside the v2 string.
    ['spelt with JSON escapes', { escapedText: [TOKEN] }],
    // Part plain, part escaped: no piece of it stands whole in the answer's text.
    ['split by escapes', { escapedText: [TOKEN.slice(8, 20)] }]
  ])(
    '%s: nowhere in the log, outputs, summary or files; findings read',
    async (_, test) => {
      const sim = await shop(test)
      const run = await scan(sim, ACTION_INPUTS, { env: { RUNNER_DEBUG: '1' } })
      expect(crashSigns(run)).toEqual([])
      expect(run.outputs.outcome).toBe('failed')
      expect(stepLeaks(run)).toEqual([])
      // The redacted finding is read like the others, its secret replaced in place.
      const report = readJson(join(run.dirs.workspace, 'out/scan.json')) as {
        occurrences: Array<{ name: string; url: string }>
      }
      expect(report.occurrences).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            name: 'Token in query ***',
            url: 'https://shop.example.com/?access_token=***'
          })
        ])
      )
      const sarif = readJson(join(run.dirs.workspace, 'out/scan.sarif')) as {
        runs: Array<{ results: Array<{ message: { text: string } }> }>
      }
      expect(sarif.runs[0]?.results.length).toBeGreaterThan(KNOWN_FINDINGS.length)
      expect(run.summary).toContain('Token in query \\*\\*\\*')
    },
    60_000
  )

  it('an unreadable result: the raw text kept in the report file is redacted too', async () => {
    const faults = [{ kind: 'malformed-result' as const, path: '/rest/v2/test/result' }]
    const sim = await shop({}, { faults })
    const run = await scan(sim, ACTION_INPUTS, { env: { RUNNER_DEBUG: '1' } })
    expect(run.outputs.outcome).toBe('error')
    expect(stepLeaks(run)).toEqual([])
    const report = readJson(join(run.dirs.workspace, 'out/scan.json')) as { rawResult: string }
    expect(report.rawResult).toContain('Bearer ***')
  }, 60_000)
})

/**
 * A result whose description spells the token for the layers below the answer's text: the answer
 * spells each backslash `\u005c`, so its text holds `\u005cu005cu0071…`, the result string once
 * decoded `\u005cu0071…`, the document `\u0071…` (`\u005c` is a backslash). Only a redaction of
 * each layer before it is decoded finds it.
 */
function hiddenResultAnswer(): string {
  const hidden = [...TOKEN]
    .map((c) => `\\u005cu${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .join('')
  const inner =
    `{"vulnerabilities":[{"name":"Echo","severity":"High","description":"${hidden}",` +
    '"occurences":[{"status":"Open","vulnerability":{"Method":"GET","Url":"https://shop.example.com/"}}]}]}'
  const answer = { code: 'SUCCESS', message: 'Test result retrieved.', result: inner }
  return JSON.stringify(answer).replace(/\\\\/g, '\\u005c')
}

describe('the action: a secret spelt for a deeper layer than the answer text', () => {
  it('is redacted in the layer that decodes it: the result is read, the secret shown nowhere', async () => {
    const body = hiddenResultAnswer()
    const fault = { kind: 'status' as const, status: 200, body, path: '/rest/v2/test/result' }
    const sim = await shop({}, { faults: [fault] })
    const run = await scan(sim, ACTION_INPUTS, { env: { RUNNER_DEBUG: '1' } })
    expect(crashSigns(run)).toEqual([])
    expect(run.outputs.outcome).toBe('failed')
    expect(run.outputs['high-count']).toBe('1')
    expect(stepLeaks(run)).toEqual([])
    // Nor in the spelling a reader would decode.
    expect(JSON.stringify(run)).not.toMatch(/u0071\\*u0037\\*u0077/)
  }, 60_000)
})

/**
 * Tokens the report cleaners would join: split by invisible characters and controls, which
 * text.ts strips from the summary, annotations and comment; and the GitHub token as
 * actions/checkout stores it in `.git/config` (base64 of `x-access-token:<token>`), quoted by a
 * finding about an exposed `/.git/config`.
 */
const SPLIT_NAME = `Leak ${[...TOKEN].join('\u200b')} and ${[...GITHUB].join('\u0007\u00ad')}`
const BASIC = Buffer.from(`x-access-token:${GITHUB}`).toString('base64')
const HIDDEN: FindingSpec[] = [
  {
    name: SPLIT_NAME,
    severity: 'High',
    description: `Echoed: Bearer ${[...TOKEN].join('\u202e\ufeff')}`,
    occurrences: [{ status: 'Open', method: 'GET', url: 'https://shop.example.com/a' }]
  },
  {
    name: `Exposed /.git/config: basic ${BASIC}`,
    severity: 'High',
    description: `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${BASIC}`,
    occurrences: [{ status: 'Open', method: 'GET', url: 'https://shop.example.com/.git/config' }]
  },
  ...KNOWN_FINDINGS
]
/** Pieces of the token's base64 (the characters that depend on the token's bytes alone). */
const BASIC_PIECES = Array.from({ length: 40 }, (_, i) => BASIC.slice(20 + i, 30 + i))

describe('the action: secrets split by invisible characters, or base64-encoded', () => {
  it('are nowhere in the log, outputs, summary or files once cleaned; findings read', async () => {
    const sim = await startSim(
      shopScenario({
        test: { durationMs: 200, findings: HIDDEN },
        extra: { accessTokens: [TOKEN] }
      })
    )
    const run = await scan(sim, ACTION_INPUTS, { env: { RUNNER_DEBUG: '1' } })
    expect(crashSigns(run)).toEqual([])
    expect(run.outputs.outcome).toBe('failed')
    expect(stepLeaks(run)).toEqual([])
    const all = JSON.stringify(run)
    expect(BASIC_PIECES.filter((p) => all.includes(p))).toEqual([])
    expect(run.summary).toContain('Leak \\*\\*\\* and \\*\\*\\*')
    // What encodes `x-access-token:` alone stays; the token's part is replaced.
    expect(run.summary).toContain(`basic ${BASIC.slice(0, 20)}\\*\\*\\*`)
  }, 60_000)
})

describe('the tool: secrets the service echoes in a result', () => {
  it('reach none of its files: JUnit, GitLab report, summary, outputs, JSON report, SARIF', async () => {
    const sim = await shop({ escapedText: [TOKEN.slice(0, 16)] })
    const run = await tool(
      sim,
      'scan',
      {
        ...TOOL_SCAN,
        'junit-file': 'out/junit.xml',
        'gitlab-report-file': 'out/gitlab.json',
        'summary-file': 'out/summary.md',
        'report-file': 'out/scan.json',
        'sarif-file': 'out/scan.sarif'
      },
      { env: { SECURITY_TEST_ACCESS_TOKEN: TOKEN } }
    )
    expect(run.outputs.outcome).toBe('failed')
    // The tool takes no GitHub token (the action's only): the access token is its secret.
    expect(tokenLeaks(run, TOKEN)).toEqual([])
    for (const file of ['out/junit.xml', 'out/gitlab.json', 'out/summary.md', 'out/scan.sarif']) {
      expect(fileOf(run, file)).toMatch(/Token in query (\*\*\*|\\\*\\\*\\\*)/)
    }
  }, 60_000)
})
