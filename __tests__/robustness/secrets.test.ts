// The access token never leaks: representative flows run with RUNNER_DEBUG=1 and a distinctive
// token, and neither the token nor any 10-character piece of it may appear in a log line (other
// than the runner's own `::add-mask::` line), in any file the step wrote (outputs, state,
// summary, SARIF, JSON report, anything under RUNNER_TEMP or the workspace), in an output or in
// the state. Services that echo the request back (headers, body, URL) in their errors included.
import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import type { Fault } from '../../sim/index.js'
import type { StepOptions } from '../../scripts/runner.js'
import { startServer, type ScriptedServer } from '../../__fixtures__/http-server.js'
import { shopScenario, type Arrange } from '../../sim/accounts.js'
import { closeSims, count, startSim, type Simulator } from '../../__fixtures__/simulator.js'
import {
  failureLine,
  pool,
  postOf,
  scan,
  signalWhen,
  type StepRun,
  type Target
} from '../../__fixtures__/step.js'
import { filesUnder } from '../../__fixtures__/step-files.js'

/** Distinctive and not repetitive, so any 10-character window of it is unmistakable. */
const TOKEN = 'q7w3e9r1t5y8u2i4o6p0a1s3d5f7g9h2'
const WINDOWS = Array.from({ length: TOKEN.length - 9 }, (_, i) => TOKEN.slice(i, i + 10))

/** Where the token (or a piece of it) shows; empty when nowhere. */
function leaks(run: StepRun): string[] {
  const found: string[] = []
  const check = (where: string, text: string): void => {
    if (WINDOWS.some((w) => text.includes(w))) found.push(where)
  }
  const logLines = (text: string): string[] =>
    text.split('\n').filter((l) => l !== `::add-mask::${TOKEN}`)
  logLines(run.stdout).forEach((l, i) => check(`stdout line ${i + 1}: ${l.slice(0, 200)}`, l))
  logLines(run.stderr).forEach((l, i) => check(`stderr line ${i + 1}: ${l.slice(0, 200)}`, l))
  for (const [k, v] of Object.entries(run.outputs)) check(`output ${k}`, v)
  for (const [k, v] of Object.entries(run.state)) check(`state ${k}`, v)
  for (const f of filesUnder(run.dirs.temp, run.dirs.workspace))
    check(`file ${f}`, readFileSync(f, 'utf8'))
  return found
}

const servers: ScriptedServer[] = []
afterAll(async () => {
  await Promise.all([closeSims(), ...servers.map((s) => s.close())])
})

/** The shop with TOKEN as its only access token. */
const arrange = (a: Arrange = {}): Promise<Simulator> =>
  startSim({ ...shopScenario(a), accessTokens: [TOKEN] })

const DEBUG: StepOptions['env'] = { RUNNER_DEBUG: '1' }

/** A scan with TOKEN and debug output on. */
function step(target: Target, extra: Record<string, string> = {}, more: StepOptions = {}) {
  return scan(
    target,
    { 'access-token': TOKEN, ...extra },
    { env: DEBUG, killAfterMs: 40_000, ...more }
  )
}

/** Faults whose message repeats the token, as a careless service would. */
const echoFault = (path: string, code = 'FAILED'): Fault => ({
  kind: 'error',
  path,
  code,
  message: `Request with Authorization: Bearer ${TOKEN} and token=${TOKEN} was refused`
})

type Flow = [name: string, run: () => Promise<StepRun[]>, check?: (runs: StepRun[]) => void]

const flows: Flow[] = [
  [
    'scan that passes',
    async () => {
      const s = await arrange({ test: { durationMs: 200 } })
      return [await step(s, { 'fail-threshold': 'none' })]
    },
    ([r]) => expect(r?.outputs.outcome).toBe('passed')
  ],
  [
    'scan that fails the gate',
    async () => {
      const s = await arrange({ test: { durationMs: 200 } })
      return [await step(s)]
    },
    ([r]) => expect(r?.outputs.outcome).toBe('failed')
  ],
  [
    'refused token (error path), echoed in the service message',
    async () => {
      const s = await arrange({
        extra: { faults: [echoFault('/rest/v2/applications', 'NOT_AUTHORIZED')] }
      })
      return [await step(s)]
    },
    ([r]) => expect(r?.outputs.outcome).toBe('error')
  ],
  [
    'start refused with an echo, status polls refused with an echo',
    async () => {
      const s = await arrange({ extra: { faults: [echoFault('/rest/v2/test/start')] } })
      const t = await arrange({
        test: { durationMs: 1500 },
        extra: { faults: [{ ...echoFault('/rest/v2/test/status'), times: 2 }] }
      })
      return [await step(s), await step(t)]
    },
    ([a, b]) => {
      expect(a?.outputs.outcome).toBe('error')
      // A refused poll (FAILED) ends the wait at once: its failure line is redacted.
      expect(b?.outputs.outcome).toBe('error')
      expect(failureLine(b as StepRun)).toMatch(/refused the status of test.*Bearer \*\*\*/)
    }
  ],
  [
    'v1 (the token travels in the body), with an echoing failure',
    async () => {
      const s = await arrange({ test: { durationMs: 200 } })
      const ok = await step(s, { 'api-version': 'v1' })
      const t = await arrange({ extra: { faults: [echoFault('/v1/test/start')] } })
      return [ok, await step(t, { 'api-version': 'v1' })]
    },
    ([a, b]) => {
      expect(a?.outputs.outcome).toBe('failed')
      expect(b?.outputs.outcome).toBe('error')
    }
  ],
  [
    'cancellation (SIGINT mid-wait) and the post phase after a SIGKILL',
    async () => {
      const s = await arrange({ test: { end: 'never', stopDelayMs: 0 } })
      const cancelled = await step(
        s,
        {},
        {
          onSpawn: signalWhen(() => count(s, 'GET', '/rest/v2/test/status') >= 1, 'SIGINT').onSpawn
        }
      )
      const t = await arrange({ test: { end: 'never' } })
      // Once the start's answer is in (a status poll names the test): the post phase stops it.
      const kill = signalWhen(() => count(t, 'GET', '/rest/v2/test/status') >= 1, 'SIGKILL')
      const killed = await step(t, {}, { onSpawn: kill.onSpawn })
      const post = await postOf(killed, t, { 'access-token': TOKEN }, { env: DEBUG })
      return [cancelled, post]
    },
    ([cancelled, post]) => {
      expect(cancelled?.outputs.outcome).toBe('stopped')
      expect(post?.stdout).toMatch(/stopping it/)
    }
  ],
  [
    'register',
    async () => {
      const s = await arrange()
      return [
        await step(s, {
          command: 'register',
          'application-token': '',
          'project-name': 'Secrets',
          'application-url': 'https://secrets.example.com'
        })
      ]
    },
    ([r]) => expect(r?.outputs['application-token']).toMatch(/^[a-z0-9]{32}$/)
  ],
  [
    'a service that echoes the whole request in every error (4xx, 5xx, non-JSON 200, HTML)',
    async () => {
      // Each request is answered with its own headers, URL and body, in a different wrapping.
      const echo = await startServer((req, i) => {
        const all = `${req.method} ${req.rawUrl} ${JSON.stringify(req.headers)} ${req.rawBody}`
        switch (i % 4) {
          case 0:
            return { status: 503, text: `upstream said: ${all}` }
          case 1:
            return { status: 200, text: `not json: ${all}` }
          case 2:
            return {
              status: 200,
              headers: { 'content-type': 'text/html' },
              text: `<html>${all}</html>`
            }
          default:
            return { status: 400, json: { code: 'FAILED', message: all } }
        }
      })
      servers.push(echo)
      const v2 = await step(echo.url)
      const v1 = await step(echo.url, { 'api-version': 'v1' })
      const reg = await step(echo.url, {
        command: 'register',
        'application-token': '',
        'project-name': 'Echo',
        'application-url': 'https://echo.example.com'
      })
      // The echo really carried the token back.
      expect(echo.requests.some((r) => JSON.stringify(r.headers).includes(TOKEN))).toBe(true)
      expect(echo.requests.some((r) => r.rawBody.includes(TOKEN))).toBe(true)
      return [v2, v1, reg]
    },
    (runs) => {
      for (const r of runs) expect(r.outputs.outcome).toBe('error')
    }
  ]
]

describe('the access token never leaks', () => {
  it(`${flows.length} flows with RUNNER_DEBUG=1: token only in the ::add-mask:: line`, async () => {
    const results = await pool(flows, 5, async ([name, run, check]) => {
      try {
        const runs = await run()
        check?.(runs)
        // The runner masks it: the add-mask line is the first thing printed, in every run.
        for (const r of runs) expect(r.stdout.split('\n')[0]).toBe(`::add-mask::${TOKEN}`)
        // Debug output was really on (the checks below would be weak without it).
        expect(runs.some((r) => r.stdout.includes('::debug::'))).toBe(true)
        const found = runs.flatMap(leaks)
        return found.length ? `${name}: ${found.join('\n  ')}` : undefined
      } catch (e) {
        return `${name}: ${e instanceof Error ? e.message : String(e)}`
      }
    })
    expect(results.filter((r) => r !== undefined)).toEqual([])
  }, 120_000)
})
