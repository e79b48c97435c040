// Hostile findings through the BUILT action, run as the Actions runner runs it, against the
// simulator and a local fake of GitHub's REST API: every output (step log, job summary,
// pull-request comment, SARIF, JSON report) shows attack payloads as text and never obeys them.
// Also: SARIF validates against the 2.1.0 schema with stable, distinct fingerprints, and the
// pull-request comment is created, then updated in place, and a 403 is only a warning.
/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read generated JSON loosely */
import { validateSarif } from '../../__fixtures__/sarif-schema.js'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import * as http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FindingSpec } from '../../sim/index.js'
import { workflowCommands } from '../../scripts/runner.js'
import { FakeGitHub } from '../../scripts/fake-github.js'
import { ALL_HOSTILE, HOSTILE, HOSTILE_URLS, HUGE, INVISIBLE } from '../../__fixtures__/hostile.js'
import {
  brokenTableLines,
  foreignRawTags,
  hrefs,
  liveTags,
  render,
  tables
} from '../../__fixtures__/render-markdown.js'
import {
  ACCESS,
  ADMIN,
  API,
  APP,
  ESTATE,
  STORE,
  estateScenario,
  shopScenario
} from '../../sim/accounts.js'
import { closeSims, startSim, type Simulator } from '../../__fixtures__/simulator.js'
import { failureLine, scan, type StepRun } from '../../__fixtures__/step.js'
import { readJson, reportOf } from '../../__fixtures__/step-files.js'

const PR = 17
const GITHUB_TOKEN = 'ghs_hostiletest0000000000000000000'
/** Replaced by invalid UTF-8 bytes on the way from the simulator to the action. */
const BAD_BYTES_MARKER = 'BADBYTESHERE'
const BAD_BYTES = Buffer.from([
  0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0xf0, 0x90, 0x28, 0xbc, 0x80
])

/** Untrusted in every field: names, severities, descriptions, remediation, methods, URLs, statuses. */
const HOSTILE_FINDINGS: FindingSpec[] = [
  {
    name: `${HOSTILE.script} ${HOSTILE.commands}`,
    severity: 'Critical',
    description: ALL_HOSTILE,
    remediation: `${HOSTILE.jsLink}\n\n${HOSTILE.backticks}\n\n${HOSTILE.details}`,
    cwe: `CWE-79 ${HOSTILE.jsLink}`,
    occurrences: HOSTILE_URLS.map((url, i) => ({
      status: i % 2 ? 'Open' : `Not Fixed\r\n::add-mask::${HOSTILE.pipes}`,
      method: i === 0 ? 'GET\n::error::method' : 'POST',
      url
    }))
  },
  {
    name: `${HOSTILE.pipes} ${HOSTILE.details}`,
    severity: 'High',
    description: HOSTILE.heading,
    remediation: HOSTILE.html,
    occurrences: [
      { status: 'Open', method: 'GET|POST', url: 'https://app.test/a|b|c' },
      { status: '| Fixed? |', method: '`rm -rf`', url: `https://app.test/${HOSTILE.img}` },
      { status: 'Fixed', method: 'GET', url: 'https://app.test/fixed' }
    ]
  },
  {
    name: HUGE,
    severity: HOSTILE.img,
    description: HUGE,
    remediation: HOSTILE.autolink,
    occurrences: [{ status: HOSTILE.commands, method: HOSTILE.controls, url: HOSTILE.autolink }]
  },
  {
    name: `${HOSTILE.controls} ${HOSTILE.bidi} ${HOSTILE.loneSurrogates} ${HOSTILE.percent} ${HOSTILE.invisible}`,
    severity: 'Medium',
    occurrences: [
      { status: 'Open', method: 'GET', url: `https://app.test/${HOSTILE.percent}` },
      { status: 'Open', method: 'GET', url: `https://app.test/${HOSTILE.replacement}` }
    ]
  },
  {
    // Fields under odd names the parser also reads.
    name: 'placeholder',
    severity: 'Low',
    occurrences: [{ status: 'Open', method: 'GET', url: 'https://app.test/odd' }],
    extra: {
      name: `${HOSTILE.heading} ${HOSTILE.jsLink}`,
      solution: HOSTILE.commands,
      details: HOSTILE.html,
      risk: '##[error]risk'
    }
  },
  {
    name: `Bytes ${BAD_BYTES_MARKER} ${HOSTILE.script}`,
    severity: 'High',
    description: `before ${BAD_BYTES_MARKER} after`,
    occurrences: [
      { status: 'Open', method: 'GET', url: `https://app.test/bytes/${BAD_BYTES_MARKER}` }
    ]
  }
]
/** Unfixed occurrences above, each with its own name + method + URL. */
const UNFIXED = 7 + 2 + 1 + 2 + 1 + 1
const CRITICAL_AND_HIGH_UNFIXED = 7 + 2 + 1

/** Tags our own Markdown may produce once rendered. */
const ALLOWED_TAGS = [
  'h2',
  'h3',
  // Our own: an application's sections, a level below its heading (several applications).
  'h4',
  'p',
  'strong',
  'em',
  'br',
  'code',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'ul',
  'li',
  'details',
  'summary',
  'a'
]
const RUN_URL = 'https://github.com/octo/shop/actions/runs/42'

let sim: Simulator
let github: FakeGitHub
let eventPath: string

beforeAll(async () => {
  sim = await startSim(shopScenario({ test: { durationMs: 200, findings: HOSTILE_FINDINGS } }))
  github = await new FakeGitHub().start()
  const dir = mkdtempSync(join(tmpdir(), 'sta-hostile-'))
  eventPath = join(dir, 'event.json')
  writeFileSync(eventPath, JSON.stringify({ pull_request: { number: PR } }))
})

afterAll(async () => {
  await closeSims()
  await github?.stop()
})

/** A scan through `baseUrl` (the simulator, or a proxy in front of it) on a pull request. */
function scanPr(baseUrl: string, extra: Record<string, string> = {}): Promise<StepRun> {
  return scan(
    baseUrl,
    { comment: 'true', 'github-token': GITHUB_TOKEN, ...extra },
    {
      env: {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_API_URL: github.url,
        // Fourteen hours east of UTC: a date read as local midnight would be the day before.
        TZ: 'Pacific/Kiritimati'
      }
    }
  )
}

/** What the runner would obey: each command line must be one of the action's own, well formed. */
function expectOnlyOwnCommands(run: StepRun): void {
  const out = run.stdout
  expect(out).not.toMatch(INVISIBLE)
  expect(out).not.toContain('##[')
  expect(run.stderr).not.toMatch(/^\s*::/m)
  for (const line of workflowCommands(out)) {
    // name, optional properties (core escapes ':' and ',' in them), then the escaped data.
    expect(line).toMatch(/^::(add-mask|debug|error|warning|notice)( [a-zA-Z]+=[^:]*)?::/)
  }
  const commands = workflowCommands(out)
  expect(commands.filter((l) => /^\s*::stop-commands/.test(l))).toEqual([])
  expect(commands.filter((l) => l.startsWith('::add-mask::')).sort()).toEqual(
    [`::add-mask::${ACCESS}`, `::add-mask::${GITHUB_TOKEN}`].sort()
  )
  // Every line starting a command starts it at column 0 (none after white space from a payload).
  expect(commands.every((l) => l.startsWith('::'))).toBe(true)
  // Payload words never open a command.
  for (const l of commands) {
    expect(l).not.toMatch(/^::error::(pwned|method|inurl|after a megabyte)/)
    expect(l).not.toMatch(/^::warning file=a::/)
  }
}

/** Rendered like GitHub: no tag we did not write, no link we did not make, tables intact. */
function expectInertMarkdown(markdown: string, ownLinks: string[]): void {
  expect(foreignRawTags(markdown, ['details', 'summary', '!--'])).toEqual([])
  expect(brokenTableLines(markdown)).toEqual([])
  // No character a reader cannot see, ours (an autolink breaker) or the service's.
  expect(markdown).not.toMatch(INVISIBLE)
  const html = render(markdown)
  expect([...liveTags(html)].filter((t) => !ALLOWED_TAGS.includes(t))).toEqual([])
  for (const href of hrefs(html)) expect(ownLinks).toContain(href)
  expect(html).not.toMatch(/href="javascript|<script|<iframe|<img/i)
  const all = tables(html)
  expect(all.length).toBeGreaterThan(0)
  for (const t of all) {
    expect(t.header).toBeGreaterThan(1)
    for (const cells of t.rows) expect(cells).toBe(t.header)
  }
}

function sarifOf(run: StepRun): any {
  return readJson(run.outputs['sarif-file'] as string)
}

function expectValidSarif(sarif: any): void {
  const ok = validateSarif(sarif)
  expect(validateSarif.errors ?? []).toEqual([])
  expect(ok).toBe(true)
}

function fingerprints(sarif: any): string[] {
  return (sarif.runs[0].results as any[]).map(
    (r) => r.partialFingerprints.primaryLocationLineHash as string
  )
}

function ourComments() {
  return github.comments.get(PR) ?? []
}

/** A proxy in front of the simulator that puts invalid UTF-8 bytes into the test result. */
async function badBytesProxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const upstream = http.request(
        `${target}${req.url ?? '/'}`,
        {
          method: req.method,
          headers: { ...req.headers, host: new URL(target).host, 'content-length': body.length }
        },
        (up) => {
          const parts: Buffer[] = []
          up.on('data', (c: Buffer) => parts.push(c))
          up.on('end', () => {
            let out = Buffer.concat(parts)
            if ((req.url ?? '').startsWith('/rest/v2/test/result')) {
              const marker = Buffer.from(BAD_BYTES_MARKER)
              const pieces: Buffer[] = []
              let at = out.indexOf(marker)
              while (at >= 0) {
                pieces.push(out.subarray(0, at), BAD_BYTES)
                out = out.subarray(at + marker.length)
                at = out.indexOf(marker)
              }
              out = Buffer.concat([...pieces, out])
            }
            const headers = { ...up.headers, 'content-length': String(out.length) }
            res.writeHead(up.statusCode ?? 502, headers)
            res.end(out)
          })
        }
      )
      upstream.on('error', () => res.destroy())
      upstream.end(body)
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections()
        server.close(() => r())
      })
  }
}

describe('hostile findings through every output of the built action', () => {
  let first: StepRun
  let second: StepRun

  beforeAll(async () => {
    first = await scanPr(sim.baseUrl)
    // A stricter gate the second time, so the updated comment differs from the first one.
    second = await scanPr(sim.baseUrl, { 'fail-threshold': 'high' })
  }, 60_000)

  it('fails the gate as it should, with the counts of the hostile result', () => {
    for (const run of [first, second]) {
      expect(run.outputs.outcome).toBe('failed')
      expect(run.exitCode).toBe(1)
      expect(run.outputs['unfixed-count']).toBe(String(UNFIXED))
      expect(run.outputs['fixed-count']).toBe('1')
      expect(run.outputs['critical-count']).toBe('7')
      expect(run.outputs['high-count']).toBe('3')
      expect(run.outputs['unknown-count']).toBe('1')
    }
  })

  it('lets no workflow command but its own reach the log', () => {
    for (const run of [first, second]) {
      expectOnlyOwnCommands(run)
      const errors = workflowCommands(run.stdout).filter((l) => l.startsWith('::error'))
      // One annotation per critical/high occurrence (9 fit the 10 errors a step shows, the
      // failure line takes the tenth), then the failure line itself.
      const annotations = errors.filter((l) => l.startsWith('::error title='))
      expect(annotations).toHaveLength(Math.min(9, CRITICAL_AND_HIGH_UNFIXED))
      expect(errors.filter((l) => l.startsWith('::error::'))).toHaveLength(1)
      expect(errors.at(-1)).toMatch(/^::error::\d+ unfixed occurrences? /)
      expect(errors).toHaveLength(annotations.length + 1)
      // The payload is still visible, as text inside our own lines.
      expect(run.stdout).toContain('alert(document.cookie)')
      // The megabyte name is cut: the log stays small.
      expect(run.stdout.length).toBeLessThan(200_000)
    }
  })

  it('writes a job summary with no live HTML, no foreign links and intact tables', () => {
    for (const run of [first, second]) {
      expect(run.summary).toContain('Security test')
      expect(run.summary.length).toBeLessThan(1_000_000)
      expectInertMarkdown(run.summary, [RUN_URL])
    }
    // What a reader sees keeps the payload as text.
    const html = render(first.summary)
    expect(html).toContain('&lt;script&gt;alert(document.cookie)&lt;/script&gt;')
  })

  it('writes SARIF that validates, one result per unfixed occurrence, stable fingerprints', () => {
    const a = sarifOf(first)
    const b = sarifOf(second)
    expectValidSarif(a)
    expectValidSarif(b)
    const fa = fingerprints(a)
    expect(fa).toHaveLength(UNFIXED)
    expect(new Set(fa).size).toBe(fa.length)
    expect(fingerprints(b).sort()).toEqual([...fa].sort())
    for (const r of a.runs[0].results as any[]) {
      const uri = r.locations[0].physicalLocation.artifactLocation.uri as string
      expect(uri).toBe('.github/workflows/security.yml')
      // eslint-disable-next-line no-control-regex -- control characters are what we look for
      expect(r.message.text).not.toMatch(/[\r\u0000-\u0008\u001b]/)
    }
    // A URL with invisible characters is shown percent-encoded: visibly not its look-alike.
    const text = JSON.stringify(a)
    expect(text).not.toMatch(INVISIBLE)
    expect(text).toContain('https://app.test/log%E2%80%8Bin%E2%80%AE%C2%AD')
    expect(render(first.summary)).toContain(
      '<code>https://app.test/log%E2%80%8Bin%E2%80%AE%C2%AD</code>'
    )
    // The JSON report's occurrences too (its raw result stays whole, as the service sent it).
    const occurrences = reportOf<{ occurrences: { url: string }[] }>(first).occurrences
    expect(JSON.stringify(occurrences)).not.toMatch(INVISIBLE)
    expect(occurrences.map((o) => o.url)).toContain(
      'https://app.test/log%E2%80%8Bin%E2%80%AE%C2%AD'
    )
    // The megabyte name and the 100,000-character URL are cut.
    expect(readFileSync(first.outputs['sarif-file'] as string).length).toBeLessThan(500_000)
  })

  it('keeps one pull-request comment: created by the first run, updated in place by the second', () => {
    expect(first.stdout).toContain(`Wrote the pull-request comment (#${PR}).`)
    expect(second.stdout).toContain(`Updated the pull-request comment (#${PR}).`)
    const comments = ourComments()
    expect(comments).toHaveLength(1)
    const posts = github.requests.filter((r) => r.method === 'POST')
    const patches = github.requests.filter((r) => r.method === 'PATCH')
    expect(posts).toHaveLength(1)
    expect(patches).toHaveLength(1)
    expect(patches[0]?.path).toBe(`/repos/octo/shop/issues/comments/${comments[0]?.id}`)
    expect(github.requests.every((r) => r.authorization === `token ${GITHUB_TOKEN}`)).toBe(true)
    // The body is the second run's verdict (11 counted: high and worse, and the unknown one),
    // not the first's (14).
    expect(failureLine(first)).toMatch(/^14 unfixed occurrences /)
    expect(failureLine(second)).toMatch(/^11 unfixed occurrences at high /)
    expect(comments[0]?.body).toContain('\n11 unfixed occurrences at high ')
    expect(comments[0]?.body).not.toContain('14 unfixed occurrences')
    // The service's generated_date is a date ("26 Nov 2026"): shown as that date, no time.
    const today = new Date().toISOString().slice(0, 10)
    expect(comments[0]?.body).toMatch(
      new RegExp(`\\n\\*\\*Result:\\*\\* generated ${today}(\\n| ·)`)
    )
  })

  it('writes a comment with no live HTML, no foreign links and intact tables', () => {
    const body = ourComments()[0]?.body ?? ''
    // The step's marker: its key and a hash of the application, never the token.
    expect(body).toMatch(
      /^<!-- security-test-action step:[0-9a-f]{16} apps:[0-9a-f]{12} run:\d+ -->\n/
    )
    expect(body).not.toContain(APP)
    expect(body.length).toBeLessThanOrEqual(65_536)
    expectInertMarkdown(body, [RUN_URL])
    expect(render(body)).toContain('&lt;script&gt;alert(document.cookie)&lt;/script&gt;')
  })

  it('keeps the raw result whole in the JSON report', () => {
    const report = reportOf<{ occurrences: unknown[] }>(first)
    expect(report.occurrences).toHaveLength(UNFIXED + 1)
  })
})

describe('a token that may not comment', () => {
  it('403 from GitHub: one warning, the outcome as the gate decides', async () => {
    github.failWith = 403
    try {
      const before = ourComments().map((c) => ({ ...c }))
      const passing = await scanPr(sim.baseUrl, { 'fail-threshold': 'none' })
      expect(passing.outputs.outcome).toBe('passed')
      expect(passing.exitCode).toBe(0)
      const warnings = workflowCommands(passing.stdout).filter((l) =>
        l.startsWith('::warning::Could not write the pull-request comment')
      )
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toContain('HTTP 403')
      expect(warnings[0]).toContain('pull-requests: write')
      expect(workflowCommands(passing.stdout).filter((l) => l.startsWith('::error'))).toEqual([])
      expectOnlyOwnCommands(passing)
      // Nothing changed on GitHub.
      expect(ourComments()).toEqual(before)
    } finally {
      github.failWith = undefined
    }
  }, 30_000)
})

describe('a result with bytes that are not UTF-8', () => {
  it('reads it, shows replacement characters, and every output stays clean', async () => {
    const proxy = await badBytesProxy(sim.baseUrl)
    try {
      const run = await scanPr(proxy.url)
      expect(run.outputs.outcome).toBe('failed')
      expect(run.outputs['unfixed-count']).toBe(String(UNFIXED))
      expectOnlyOwnCommands(run)
      expectInertMarkdown(run.summary, [RUN_URL])
      expect(run.summary).toContain('Bytes \ufffd')
      const sarif = sarifOf(run)
      expectValidSarif(sarif)
      const text = JSON.stringify(sarif)
      expect(text).toContain('\ufffd')
      expect(text).not.toContain(BAD_BYTES_MARKER)
      // Valid UTF-8 on disk: decoding and re-encoding changes nothing.
      const raw = readFileSync(run.outputs['sarif-file'] as string)
      expect(Buffer.from(raw.toString('utf8'), 'utf8').equals(raw)).toBe(true)
      expectInertMarkdown(ourComments()[0]?.body ?? '', [RUN_URL])
    } finally {
      await proxy.close()
    }
  }, 30_000)
})

describe('several applications, one named by an attacker, in one step', () => {
  it('keeps every output inert: log, failure line, summary, annotations, comment', async () => {
    const scenario = estateScenario({
      [STORE]: { durationMs: 200, findings: HOSTILE_FINDINGS },
      [API]: { durationMs: 200, findings: HOSTILE_FINDINGS.slice(0, 1) },
      [ADMIN]: { durationMs: 200 }
    })
    const api = scenario.projects?.[0]?.applications?.[1]
    if (!api) throw new Error('the estate has no second application')
    api.name = `${HOSTILE.commands} ${HOSTILE.img} ${HOSTILE.pipes}`
    const estate = await startSim(scenario)
    const event = join(mkdtempSync(join(tmpdir(), 'sta-hostile-')), 'event.json')
    writeFileSync(event, JSON.stringify({ pull_request: { number: PR + 1 } }))
    const run = await scan(
      estate,
      {
        'application-token': ESTATE.join(','),
        comment: 'true',
        'github-token': GITHUB_TOKEN,
        // The hostile application fails too, so its name is in the failure line.
        'fail-threshold': 'any',
        'max-unfixed': '0'
      },
      {
        env: {
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_EVENT_PATH: event,
          GITHUB_API_URL: github.url
        }
      }
    )
    expect(run.outputs.outcome).toBe('failed')
    expectOnlyOwnCommands(run)
    // Its name is in the failure line as text, on that one line.
    expect(failureLine(run)).toMatch(
      /^3 of 3 applications did not pass — .*; x ::error::pwned .*stop-commands::tok123…: 7 unfixed/
    )
    expectInertMarkdown(run.summary, [RUN_URL])
    const body = github.comments.get(PR + 1)?.[0]?.body ?? ''
    expectInertMarkdown(body, [RUN_URL])
    expect(render(run.summary)).toContain('&lt;img src=x onerror=alert(1)&gt;')
  }, 60_000)
})
