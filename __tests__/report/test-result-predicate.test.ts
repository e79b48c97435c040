// The in-toto test-result predicate (src/report/test-result-predicate.ts): made from the result
// that sets `outcome` — here the real gate (judge) and the real publishing path
// (publishEvaluation) for any result — it agrees with the outcome, lists as failed exactly the
// occurrences a failing gate counted, and carries no token and no finding name.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CommandResult } from '../../src/command-result.js'
import { combine } from '../../src/run/estate-verdict.js'
import { judge } from '../../src/findings/gate.js'
import { occurrenceId } from '../../src/findings/identity.js'
import type {
  Evaluation,
  Occurrence,
  ParsedResult,
  PolicyRule,
  Severity
} from '../../src/findings/types.js'
import { SEVERITIES } from '../../src/findings/types.js'
import type { RunContext } from '../../src/lifecycle/context.js'
import { publishEvaluation } from '../../src/lifecycle/evaluate.js'
import type { ReportHost } from '../../src/report/host.js'
import {
  canonicalJson,
  gateSettings,
  testResultPredicate,
  TEST_RESULT_OUTPUT,
  withTestResultPredicate,
  type TestResultPredicate
} from '../../src/report/test-result-predicate.js'
import { FakeClock } from '../../__fixtures__/fake-clock.js'
import {
  ACCESS_TOKEN,
  APP_TOKEN,
  configFor,
  MINIMAL,
  RESULT_TOKEN
} from '../../__fixtures__/inputs.js'
import { MemoryLog } from '../../__fixtures__/memory-log.js'
import { predicateSchemaErrors } from '../../__fixtures__/test-result-schema.js'
import { createHash } from 'node:crypto'

const COMMIT = 'd20ace7968ba43c0219f62d71334c1095bab1602'
const RUN_URL = 'https://github.com/o/r/actions/runs/7/attempts/1'
/** A finding name of the service's: it must never reach the predicate. */
const SERVICE_MARK = 'zz-service-text-'

function host(tempDir: string): ReportHost {
  return {
    tempDir,
    runUrl: RUN_URL,
    sarifAnchor: () => 'README.md',
    comment: () => Promise.resolve(undefined)
  }
}

function context(inputs: Record<string, string>, tempDir: string): RunContext {
  return {
    config: configFor({ ...MINIMAL, ...inputs }),
    clock: new FakeClock(),
    log: new MemoryLog(),
    annotationsUsed: () => ({ error: 0, warning: 0, notice: 0 }),
    reports: host(tempDir)
  } as unknown as RunContext
}

interface Drawn {
  name: number
  severity: Severity
  fixed: boolean
  path: string
}

const drawnOccurrence: fc.Arbitrary<Drawn> = fc.record({
  name: fc.integer({ min: 0, max: 5 }),
  severity: fc.constantFrom(...SEVERITIES),
  fixed: fc.boolean(),
  path: fc.constantFrom('/', '/a', '/b?q=1', '/c/d')
})

function parsed(drawn: Drawn[], suffix: string): ParsedResult {
  const occurrences: Occurrence[] = drawn.map((d) => {
    const name = `${SERVICE_MARK}${d.name}${suffix}`
    const url = `https://shop.example${d.path}`
    return {
      id: occurrenceId(name, 'GET', url, d.severity),
      findingKey: createHash('sha256').update(name).digest('hex').slice(0, 16),
      name,
      severity: d.severity,
      method: 'GET',
      url,
      normalizedUrl: url,
      status: d.fixed ? 'Fixed' : 'Not Fixed',
      fixed: d.fixed
    }
  })
  const unique = [...new Map(occurrences.map((o) => [o.id, o])).values()]
  const names = [...new Set(unique.map((o) => o.name))]
  return {
    meta: { applicationName: `Shop${suffix}` },
    findings: names.map((name) => ({
      key: createHash('sha256').update(name).digest('hex').slice(0, 16),
      name,
      severity: 'high',
      cwe: []
    })),
    occurrences: unique,
    warnings: []
  }
}

const gateInputs = fc.record({
  'fail-threshold': fc.constantFrom('critical', 'high', 'medium', 'low', 'none'),
  'max-unfixed': fc.constantFrom('0', '1', '3', 'critical=0,high=1')
})

/** The gate's outcome for one drawn result, through the real publishing path. */
async function judged(
  drawn: Drawn[],
  warnNames: number[],
  inputs: Record<string, string>,
  tempDir: string,
  suffix = ''
): Promise<CommandResult> {
  const ctx = context(inputs, tempDir)
  const result = parsed(drawn, suffix)
  const policy: PolicyRule[] = warnNames.map((n) => ({
    finding: `${SERVICE_MARK}${n}${suffix}`.toLowerCase(),
    mode: 'warn'
  }))
  const verdict = judge(result, {
    threshold: ctx.config.threshold,
    budget: ctx.config.budget,
    policy,
    findings: result.findings,
    now: ctx.clock.now()
  })
  const evaluation: Evaluation = { rawText: '{}', parsed: result, verdict, ignoreRules: [] }
  const published = await publishEvaluation(
    ctx,
    {
      applicationToken: APP_TOKEN,
      resultToken: RESULT_TOKEN,
      application: {
        name: 'Shop',
        url: 'https://shop.example',
        verified: true,
        signatureStatus: 'VERIFIED'
      }
    },
    evaluation
  )
  return { ...published, outputs: { ...published.outputs, commit: COMMIT } }
}

function expectedResult(outcome: string): string {
  return outcome === 'passed' ? 'PASSED' : outcome === 'warned' ? 'WARNED' : 'FAILED'
}

/** What a failing gate counted, read back from the JSON report the same run wrote. */
function countedInReport(result: CommandResult): { failed: string[]; warned: string[] } {
  const report = JSON.parse(readFileSync(String(result.outputs['report-file']), 'utf8')) as {
    verdict: { passed: boolean } | null
    occurrences: Array<{ id: string; counted: boolean; state: string }>
  }
  const failed = report.verdict?.passed
    ? []
    : report.occurrences.filter((o) => o.counted).map((o) => o.id)
  const warned = report.occurrences.filter((o) => o.state === 'warned').map((o) => o.id)
  return { failed: [...new Set(failed)].sort(), warned: [...new Set(warned)].sort() }
}

function written(result: CommandResult): TestResultPredicate {
  return JSON.parse(
    readFileSync(String(result.outputs[TEST_RESULT_OUTPUT]), 'utf8')
  ) as TestResultPredicate
}

describe('the test-result predicate of any gate outcome', () => {
  it('agrees with the outcome and the JSON report, and carries no token or finding name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sta-predicate-'))
    const seen = new Set<string>()
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.array(drawnOccurrence, { maxLength: 12 }),
          fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 2 }),
          gateInputs,
          async (drawn, warnNames, inputs) => {
            const config = configFor({ ...MINIMAL, ...inputs })
            const result = withTestResultPredicate(
              await judged(drawn, warnNames, inputs, dir),
              config,
              host(dir)
            )
            const predicate = written(result)
            seen.add(result.outcome)
            expect(predicateSchemaErrors(predicate)).toEqual([])
            expect(predicate.result).toBe(expectedResult(result.outcome))
            const failedByFindings = result.outcome === 'failed'
            expect(predicate.failedTests.length === 0).toBe(!failedByFindings)
            expect(countedInReport(result)).toEqual({
              failed: predicate.failedTests,
              warned: predicate.warnedTests
            })
            const text = JSON.stringify(predicate)
            expect(text).not.toContain(SERVICE_MARK)
            expect(text).not.toContain(ACCESS_TOKEN)
            expect(predicate.url).toBe(RUN_URL)
            expect(predicate.configuration).toContainEqual({
              name: 'commit',
              digest: { gitCommit: COMMIT }
            })
          }
        ),
        { numRuns: 60 }
      )
      // Every verdict the gate gives was drawn, or the property says little.
      expect([...seen].sort()).toEqual(['failed', 'passed', 'warned'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('with several applications: the step outcome, every application named, ids of each', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sta-predicate-'))
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.array(drawnOccurrence, { maxLength: 6 }), { minLength: 2, maxLength: 3 }),
          gateInputs,
          async (results, inputs) => {
            const parts = await Promise.all(
              results.map((drawn, i) => judged(drawn, [], inputs, join(dir, String(i)), `-${i}`))
            )
            const tokens = parts.map((_, i) => `${i}`.padStart(32, 'a'))
            const named = parts.map((p, i) => ({
              ...p,
              application: { token: tokens[i] ?? '', name: `Shop ${i}` }
            }))
            const step = combine(named, tokens)
            const config = configFor({
              ...MINIMAL,
              ...inputs,
              'application-token': tokens.join(',')
            })
            const predicate = testResultPredicate(step, config)
            expect(predicate?.result).toBe(expectedResult(step.outcome))
            expect(predicate?.configuration.map((c) => c.name)).toEqual(
              expect.arrayContaining(tokens)
            )
            const failed = named.flatMap((p) => p.gateIds?.failed ?? [])
            expect(predicate?.failedTests).toEqual([...new Set(failed)].sort())
            expect(predicate?.failedTests.length === 0).toBe(
              !named.some((p) => p.outcome === 'failed')
            )
          }
        ),
        { numRuns: 30 }
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('what the predicate says', () => {
  const config = configFor({ ...MINIMAL, 'fail-threshold': 'high', 'max-unfixed': '2' })
  const base: CommandResult = {
    outcome: 'passed',
    application: { token: APP_TOKEN, name: 'Shop\u001b[31m\n::error::x' },
    gateIds: { failed: [], warned: [] },
    outputs: { commit: COMMIT, 'result-token': RESULT_TOKEN, 'baseline-source': 'none' }
  }

  it.each([
    ['passed', 'PASSED'],
    ['warned', 'WARNED'],
    ['failed', 'FAILED'],
    ['error', 'FAILED'],
    ['timed-out', 'FAILED'],
    ['stopped', 'FAILED']
  ] as const)('%s is %s', (outcome, result) => {
    expect(testResultPredicate({ ...base, outcome }, config)?.result).toBe(result)
  })

  it('no verdict to sign: none for started, none for a command that judges nothing', () => {
    expect(testResultPredicate({ ...base, outcome: 'started' }, config)).toBeUndefined()
    const start = configFor({ ...MINIMAL, command: 'start' })
    expect(testResultPredicate({ ...base }, start)).toBeUndefined()
  })

  it('names the settings by the sha256 of their canonical JSON, which it also holds', () => {
    const predicate = testResultPredicate(base, config)
    const settings = predicate?.configuration.find((c) => c.name === 'gate-settings')
    const text = canonicalJson(gateSettings(config))
    expect(text).toBe(
      '{"baseline":"none","baseline-missing":"ignore","command":"scan","fail-threshold":"high","ignore-file":".security-test-ignore.yml","max-unfixed":"2"}'
    )
    expect(settings?.digest?.sha256).toBe(createHash('sha256').update(text).digest('hex'))
    expect(Buffer.from(settings?.content ?? '', 'base64').toString('utf8')).toBe(text)
    expect(settings?.annotations).toEqual(gateSettings(config))
  })

  it('is valid under the schema, which refuses what the specification does', () => {
    const predicate = testResultPredicate(base, config)
    expect(predicateSchemaErrors(predicate)).toEqual([])
    const bad = [
      { ...predicate, result: 'SKIPPED' },
      { ...predicate, configuration: [{ name: 'no uri, digest or content' }] },
      { ...predicate, extra: true },
      { result: 'PASSED' }
    ]
    for (const p of bad) expect(predicateSchemaErrors(p)).not.toEqual([])
  })

  it('a short commit names no digest; a run URL with credentials is left out', () => {
    const predicate = testResultPredicate(
      { ...base, outputs: { ...base.outputs, commit: 'd20ace7' } },
      config,
      { runUrl: 'https://user:pw@ci.example/job/1' }
    )
    expect(predicate?.configuration.some((c) => c.name === 'commit')).toBe(false)
    expect(predicate?.url).toBeUndefined()
  })

  it("keeps the application's name as a clean label only", () => {
    const app = testResultPredicate(base, config)?.configuration.find((c) => c.name === APP_TOKEN)
    const name = String(app?.annotations?.applicationName)
    expect([...name].filter((c) => c.charCodeAt(0) < 0x20)).toEqual([])
    expect(name).toContain('Shop')
    expect(app?.uri).toBe('https://api.example.com')
  })

  it('a file it cannot write makes the run an error, the verdict kept in the line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sta-predicate-'))
    try {
      const blocked = join(dir, 'file')
      // A folder path through a file: the write fails as a full disk or a bad path would.
      writeFileSync(blocked, 'x')
      const result = withTestResultPredicate(
        { ...base, outcome: 'failed', failure: '3 unfixed occurrences exceed the budget of 2' },
        config,
        host(join(blocked, 'below'))
      )
      expect(result.outcome).toBe('error')
      expect(result.failure).toMatch(
        /^Could not write the test-result predicate .*\. Also: 3 unfixed/
      )
      expect(result.outputs[TEST_RESULT_OUTPUT]).toBeUndefined()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
