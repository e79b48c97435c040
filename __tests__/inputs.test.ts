// readConfig as a whole: the contract's defaults, rules across inputs, every problem reported at
// once, and no secret in any message. Value formats are in inputs-values.test.ts.
import { describe, expect, it } from '@jest/globals'
import { InputError } from '../src/common/errors.js'
import type { Config } from '../src/config.js'
import {
  ACCESS_TOKEN,
  APP_TOKEN,
  MINIMAL,
  RESULT_TOKEN,
  configFor,
  problemOf,
  problemsFor
} from '../__fixtures__/inputs.js'

describe('defaults', () => {
  it("are the contract's when only the required inputs are given", () => {
    const expected: Config = {
      command: 'scan',
      apiVersion: 'v2',
      baseUrl: 'https://api.example.com',
      accessToken: ACCESS_TOKEN,
      applicationToken: APP_TOKEN,
      applicationTokens: [APP_TOKEN],
      resultToken: undefined,
      resultTokens: undefined,
      maxParallel: 0,
      threshold: 'any',
      budget: { kind: 'total', max: 0 },
      baseline: { kind: 'none' },
      baselineMissing: 'ignore',
      ignoreFile: { path: '.security-test-ignore.yml', explicit: false },
      timeoutMs: 2 * 3600_000,
      pollIntervalMs: 30_000,
      onTimeout: 'stop',
      failOnTimeout: true,
      ifRunning: 'attach',
      stopOnCancel: true,
      commit: undefined,
      commitStatus: 'auto',
      mergeQueue: 'verdict',
      deploymentEnvironment: undefined,
      buildCheck: undefined,
      reuse: 'same-build',
      adoptExpiryMs: 90 * 86_400_000,
      adoptScan: false,
      expiryWarningMs: 14 * 86_400_000,
      summary: true,
      trend: 0,
      annotations: true,
      sarifFile: undefined,
      reportFile: undefined,
      comment: false,
      githubToken: undefined,
      projectDescription: undefined,
      teamId: undefined,
      applicationName: undefined,
      applicationType: 'WEB',
      signatureType: 'FILE',
      pluginType: undefined,
      deleteProject: false
    }
    expect(configFor(MINIMAL)).toEqual(expected)
  })

  it('apply to inputs given as empty or blank text', () => {
    const config = configFor({ ...MINIMAL, timeout: '', summary: '  ', 'max-unfixed': '' })
    expect([config.timeoutMs, config.summary, config.budget]).toEqual([
      7_200_000,
      true,
      { kind: 'total', max: 0 }
    ])
  })

  it('take every value given instead', () => {
    const config = configFor({
      ...MINIMAL,
      command: 'wait',
      'result-token': RESULT_TOKEN,
      'fail-threshold': 'high',
      'max-unfixed': 'critical=0,high=2',
      baseline: 'reports/base.json',
      'baseline-missing': 'fail',
      'ignore-file': 'security/accepted.yml',
      timeout: '45m',
      'poll-interval': '10s',
      'on-timeout': 'leave',
      'fail-on-timeout': 'false',
      'if-running': 'fail',
      'stop-on-cancel': 'false',
      summary: 'false',
      annotations: 'false',
      'sarif-file': 'out/a.sarif',
      'report-file': 'out/a.json',
      comment: 'true',
      'github-token': 'ghs_abc123',
      'delete-project': 'true'
    })
    expect(config).toMatchObject({
      command: 'wait',
      resultToken: RESULT_TOKEN,
      threshold: 'high',
      budget: { kind: 'per-severity', max: { critical: 0, high: 2 } },
      baseline: { kind: 'file', path: 'reports/base.json' },
      baselineMissing: 'fail',
      ignoreFile: { path: 'security/accepted.yml', explicit: true },
      timeoutMs: 45 * 60_000,
      pollIntervalMs: 10_000,
      onTimeout: 'leave',
      failOnTimeout: false,
      ifRunning: 'fail',
      stopOnCancel: false,
      summary: false,
      annotations: false,
      sarifFile: 'out/a.sarif',
      reportFile: 'out/a.json',
      comment: true,
      githubToken: 'ghs_abc123',
      deleteProject: true
    })
  })
})

describe('required inputs', () => {
  it('base-url and access-token, with an example and no value echoed', () => {
    const problems = problemsFor({ 'base-url': '', 'access-token': '' })
    expect(problems.map((p) => p.input)).toEqual(['base-url', 'access-token'])
    expect(problems[0].message).toContain('https://api.example.com')
    expect(problems[1].message).toMatch(/must not be empty.*secrets\./)
  })

  it.each(['scan', 'start', 'wait', 'stop', 'report', 'verify', 'unregister'])(
    'application-token for %s',
    (command) => {
      expect(problemOf('application-token', { command, 'application-token': '' })).toMatch(
        new RegExp(`required by command ${command}.*0123456789abcdef`)
      )
    }
  )

  it.each(['register', 'list'])('no application-token for %s', (command) => {
    const extra = { 'project-name': 'Shop', 'application-url': 'https://shop.example.com' }
    expect(problemsFor({ command, 'application-token': '', ...extra })).toEqual([])
  })

  it('register needs project-name and an http(s) application-url', () => {
    const problems = problemsFor({ command: 'register' })
    expect(problems.map((p) => p.input)).toEqual(['project-name', 'application-url'])
    const config = configFor({
      ...MINIMAL,
      command: 'register',
      'project-name': 'Shop',
      'project-description': 'The shop',
      'team-id': 'team42',
      'application-name': 'Shop front',
      'application-url': 'https://shop.example.com:8443/app',
      'application-type': 'api'
    })
    expect(config).toMatchObject({
      projectName: 'Shop',
      projectDescription: 'The shop',
      teamId: 'team42',
      applicationName: 'Shop front',
      applicationUrl: 'https://shop.example.com:8443/app',
      applicationType: 'API'
    })
  })

  it('deployment-environment needs a full 40-character commit when the commit input is given', () => {
    const full = '0123456789abcdef0123456789abcdef01234567'
    const env = { 'deployment-environment': 'preview' }
    expect(problemOf('commit', { ...env, commit: full.slice(0, 7) })).toMatch(
      /is short, and deployment-environment needs the full 40-character commit/
    )
    expect(problemOf('commit', { ...env, commit: full })).toBeUndefined()
    expect(problemOf('commit', { ...env, commit: '' })).toBeUndefined()
    // The build check matches 7 or more leading characters: a short commit is fine there.
    expect(problemOf('commit', { 'build-check': '/v', commit: full.slice(0, 7) })).toBeUndefined()
  })

  it('comment: true needs a github-token', () => {
    expect(problemOf('github-token', { comment: 'true' })).toMatch(/required when comment is true/)
    expect(problemOf('github-token', { comment: 'false' })).toBeUndefined()
    expect(problemOf('github-token', { comment: 'true', 'github-token': 'ghs_x' })).toBeUndefined()
  })
})

describe('api-version', () => {
  it.each(['report', 'register', 'verify', 'unregister', 'list'])(
    'v1 refuses %s, naming both inputs',
    (command) => {
      const message = problemOf('command', { 'api-version': 'v1', command })
      expect(message).toContain(`"${command}" does not exist with api-version v1`)
      expect(message).toContain('scan, start, wait, stop')
    }
  )

  it.each(['scan', 'start', 'wait', 'stop'])('v1 accepts %s', (command) => {
    const resultToken: Record<string, string> =
      command === 'wait' ? { 'result-token': 'r'.repeat(32) } : {}
    expect(configFor({ ...MINIMAL, 'api-version': 'V1', command, ...resultToken }).apiVersion).toBe(
      'v1'
    )
  })

  it('v1 needs result-token for wait: it cannot list running tests', () => {
    expect(problemOf('result-token', { 'api-version': 'v1', command: 'wait' })).toContain(
      'is required by command wait with api-version v1'
    )
    expect(problemOf('result-token', { command: 'wait' })).toBeUndefined()
  })

  it('a baseline that is neither a keyword nor shaped like a path is a mistyped keyword, named with the nearest one and reported with the other input errors', () => {
    expect(problemOf('baseline', { baseline: 'default_branch' })).toContain(
      '"default_branch" is neither a keyword nor a path; did you mean default-branch?'
    )
    expect(problemOf('baseline', { baseline: 'previus' })).toContain('did you mean previous?')
    expect(problemOf('baseline', { baseline: 'latest' })).toMatch(
      /"latest" is neither a keyword nor a path\. Use none, previous, default-branch, or the path/
    )
    // Reported together with the other bad inputs, before any request.
    expect(() => configFor({ ...MINIMAL, baseline: 'default_branch', timeout: 'soon' })).toThrow(
      /baseline: .*default-branch\?[\s\S]*timeout: /
    )
    // Keywords in any case, spaces around trimmed; anything with a / or . is a path.
    expect(configFor({ ...MINIMAL, baseline: ' Default-Branch ' }).baseline).toEqual({
      kind: 'default-branch'
    })
    expect(configFor({ ...MINIMAL, baseline: 'PREVIOUS' }).baseline).toEqual({ kind: 'previous' })
    for (const path of ['base.json', 'reports/base', '.baseline', 'C:\\r\\b.json']) {
      expect(configFor({ ...MINIMAL, baseline: path }).baseline).toEqual({ kind: 'file', path })
    }
  })

  it.each(['scan', 'wait', 'report'])('v1 refuses baseline: previous for %s', (command) => {
    const extra: Record<string, string> =
      command === 'wait' ? { 'result-token': 'r'.repeat(32) } : {}
    const v1 = { 'api-version': 'v1', baseline: 'previous', command, ...extra }
    expect(problemOf('baseline', v1)).toContain('needs the past-sessions list')
    expect(problemOf('baseline', { ...v1, 'api-version': 'v2' })).toBeUndefined()
  })

  it.each(['stop', 'fail'])('v1 refuses if-running: %s for scan and start', (ifRunning) => {
    expect(problemOf('if-running', { 'api-version': 'v1', 'if-running': ifRunning })).toContain(
      'api-version v1 does not have'
    )
    expect(
      problemOf('if-running', { 'api-version': 'v1', 'if-running': ifRunning, command: 'stop' })
    ).toBeUndefined()
    expect(problemOf('if-running', { 'if-running': ifRunning })).toBeUndefined()
  })

  it('must be v1 or v2', () => {
    expect(problemOf('api-version', { 'api-version': 'v3' })).toBe(
      '"v3" is not allowed; use one of v2, v1'
    )
  })
})

describe('all problems at once', () => {
  it('one InputError naming every bad input, in the contract order, before any request', () => {
    let error: unknown
    try {
      configFor({
        'base-url': 'ftp://files.example.com',
        'access-token': ACCESS_TOKEN,
        command: 'scna',
        timeout: '2 hours',
        'fail-threshold': 'severe',
        'max-unfixed': '-1',
        summary: 'yes',
        'application-token': 'ABC'
      })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(InputError)
    const { problems, message } = error as InputError
    expect(problems.map((p) => p.input)).toEqual([
      'base-url',
      'application-token',
      'command',
      'fail-threshold',
      'max-unfixed',
      'timeout',
      'summary'
    ])
    expect(message.split('\n')).toContain(
      'timeout: "2 hours" is not a duration; use 90s, 45m, 2h, 1h30m or a number of minutes'
    )
    expect(message).toContain('command: "scna" is not allowed; use one of scan, start, wait')
    expect(message).toContain('summary: "yes" is not a boolean; use true or false')
  })
})

describe('secrets never appear in a message', () => {
  it('not the access token, wherever it was pasted', () => {
    const slips: Record<string, string>[] = [
      { 'access-token': `${ACCESS_TOKEN} ` + 'x' },
      { 'access-token': `Bearer ${ACCESS_TOKEN}` },
      { 'application-token': ACCESS_TOKEN.toUpperCase() + 'A' },
      { 'result-token': ACCESS_TOKEN + '0' },
      { command: ACCESS_TOKEN },
      { timeout: ACCESS_TOKEN },
      { 'max-unfixed': `high=${ACCESS_TOKEN}` },
      { 'base-url': `https://user:${ACCESS_TOKEN}@api.example.com` },
      { 'application-url': `https://${ACCESS_TOKEN}@shop.example.com` }
    ]
    for (const slip of slips) {
      const problems = problemsFor(slip)
      expect(problems).not.toEqual([])
      const text = problems.map((p) => p.message).join('\n')
      expect(text).not.toContain(ACCESS_TOKEN)
      expect(text.toLowerCase()).not.toContain(ACCESS_TOKEN)
    }
  })

  it('not an access token with a space inside, nor a bad github-token', () => {
    const token = 'secretpart1 secretpart2'
    const message = problemOf('access-token', { 'access-token': token })
    expect(message).toMatch(/has an unexpected format/)
    expect(message).not.toMatch(/secretpart/)
    const github = problemOf('github-token', { 'github-token': 'ghs_secret\nsecond' })
    expect(github).toMatch(/has an unexpected format/)
    expect(github).not.toMatch(/ghs_secret|second/)
  })
})

describe('several applications', () => {
  const A = 'a'.repeat(32)
  const B = 'b'.repeat(32)
  const C = 'c'.repeat(32)

  it.each([
    ['commas', `${A},${B},${C}`],
    ['spaces', `${A} ${B}  ${C}`],
    ['a block scalar', `${A}\n${B}\n${C}\n`],
    ['a mix', ` ${A},\n ${B} , ${C}`]
  ])('application-token takes them separated by %s', (_, value) => {
    const config = configFor({ ...MINIMAL, 'application-token': value })
    expect(config).toMatchObject({ applicationToken: A, applicationTokens: [A, B, C] })
  })

  it('result-token takes a matching list, in the same order', () => {
    const config = configFor({
      ...MINIMAL,
      command: 'wait',
      'application-token': `${A},${B}`,
      'result-token': `${C} ${A}`
    })
    expect(config).toMatchObject({ resultToken: C, resultTokens: [C, A] })
    expect(
      problemOf('result-token', {
        'application-token': `${A},${B}`,
        'result-token': `${C},${A},${B}`
      })
    ).toBe(
      'names 3 test runs for 2 application(s); give one per application-token, in the same order'
    )
  })

  it('names the bad one by its place and refuses a repeat', () => {
    expect(problemOf('application-token', { 'application-token': `${A},NOPE` })).toMatch(
      /^the 2nd is not an application token \(it has 4 characters, upper-case letters\)/
    )
    expect(problemOf('application-token', { 'application-token': `${A} ${B} ${A}` })).toBe(
      'names the same token twice (the 3rd repeats an earlier one); list each once'
    )
  })

  it.each(['verify', 'unregister'])('%s acts on one application only', (command) => {
    expect(problemOf('application-token', { command, 'application-token': `${A},${B}` })).toBe(
      `names 2 applications, but command ${command} acts on one; give one token, or use one of scan, start, wait, stop, report`
    )
  })

  it('max-parallel is a whole number, 0 (all) by default', () => {
    expect(configFor(MINIMAL)).toMatchObject({ maxParallel: 0 })
    expect(configFor({ ...MINIMAL, 'max-parallel': '2' })).toMatchObject({ maxParallel: 2 })
    expect(problemOf('max-parallel', { 'max-parallel': '-1' })).toBe(
      '"-1" is not a whole number from 0 up, e.g. 2 (0: all at once)'
    )
  })

  it('trend is a whole number from 0 (none, the default) to 10', () => {
    expect(configFor(MINIMAL)).toMatchObject({ trend: 0 })
    expect(configFor({ ...MINIMAL, trend: '10' })).toMatchObject({ trend: 10 })
    for (const bad of ['11', '-1', '2.5', 'five']) {
      expect(problemOf('trend', { trend: bad })).toBe(
        `"${bad}" is not a whole number from 0 to 10, e.g. 5 (0: no trend)`
      )
    }
  })
})
