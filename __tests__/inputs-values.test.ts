// The format of each kind of input value: durations, budgets, severities, booleans, URLs, tokens
// and the enumerations, with good and bad values.
import { describe, expect, it } from '@jest/globals'
import { formatDuration, parseDuration } from '../src/common/duration.js'
import { ACCESS_TOKEN, MINIMAL, configFor, problemOf } from '../__fixtures__/inputs.js'

const S = 1000
const M = 60 * S
const H = 60 * M

describe('durations', () => {
  it.each([
    ['90s', 90 * S],
    ['45m', 45 * M],
    ['2h', 2 * H],
    ['1h30m', 90 * M],
    ['1h30m15s', 90 * M + 15 * S],
    ['1h 30m', 90 * M],
    ['2H', 2 * H],
    ['30', 30 * M],
    ['0s', 0]
  ])('parseDuration(%p) = %p ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms)
  })

  it.each(['', 'abc', '-5', '2 hours', '1.5h', '30m1h', '1h1h', 'h', '5d', '99999999999999999h'])(
    'parseDuration(%p) throws',
    (text) => {
      expect(() => parseDuration(text)).toThrow()
    }
  )

  it.each([
    ['timeout', '90s', 90 * S],
    ['timeout', '30', 30 * M],
    ['timeout', '6h', 6 * H],
    ['timeout', '1s', S],
    ['poll-interval', '1s', S],
    ['poll-interval', '5m', 5 * M]
  ])('%s: %p is %p ms', (input, text, ms) => {
    const config = configFor({ ...MINIMAL, [input]: text })
    expect(input === 'timeout' ? config.timeoutMs : config.pollIntervalMs).toBe(ms)
  })

  it.each([
    ['timeout', '0s', /too short; use at least 1s/],
    ['timeout', '0', /too short/],
    ['timeout', '7h', /longer than 6h \(a job's own limit\)/],
    ['timeout', '6h1s', /longer than 6h/],
    ['timeout', 'abc', /"abc" is not a duration; use 90s, 45m, 2h, 1h30m or a number of minutes/],
    ['timeout', '-5', /"-5" is not a duration/],
    ['poll-interval', '0s', /too short/],
    ['poll-interval', '2h', /longer than 1h/],
    ['poll-interval', 'fast', /not a duration/]
  ])('%s: %p is refused', (input, text, message) => {
    expect(problemOf(input, { [input]: text })).toMatch(message)
  })

  it.each([
    [90 * M, '1h30m'],
    [45 * S, '45s'],
    [0, '0s'],
    [2 * H + 5 * S, '2h5s']
  ])('formatDuration(%p) = %p', (ms, text) => {
    expect(formatDuration(ms)).toBe(text)
  })
})

describe('fail-threshold', () => {
  it.each([
    ['critical', 'critical'],
    ['HIGH', 'high'],
    ['very-low', 'very-low'],
    ['very_low', 'very-low'],
    ['Very Low', 'very-low'],
    ['any', 'any'],
    ['none', 'none']
  ])('%p reads as %p', (text, threshold) => {
    expect(configFor({ ...MINIMAL, 'fail-threshold': text }).threshold).toBe(threshold)
  })

  it.each(['severe', 'unknown', 'verylow', '3'])('%p is refused with the list', (text) => {
    expect(problemOf('fail-threshold', { 'fail-threshold': text })).toBe(
      `"${text}" is not a severity; use one of critical, high, medium, low, very-low, any, none`
    )
  })
})

describe('max-unfixed', () => {
  it.each([
    ['0', { kind: 'total', max: 0 }],
    ['12', { kind: 'total', max: 12 }],
    [
      'critical=0,high=0,medium=5',
      { kind: 'per-severity', max: { critical: 0, high: 0, medium: 5 } }
    ],
    [' Critical = 1 , very_low=3 ', { kind: 'per-severity', max: { critical: 1, 'very-low': 3 } }],
    ['high=2\nunknown=4', { kind: 'per-severity', max: { high: 2, unknown: 4 } }]
  ])('%p reads as %p', (text, budget) => {
    expect(configFor({ ...MINIMAL, 'max-unfixed': text }).budget).toEqual(budget)
  })

  it.each([
    ['-1', /"-1" is not a number or a list of budgets; use a number such as 0/],
    ['lots', /is not a number or a list of budgets/],
    ['1.5', /is not a number/],
    ['high=1,high=2', /high is given twice/],
    ['severe=1', /"severe" is not a severity; budgets take critical, high, medium, low, very-low/],
    ['high=-1', /"high=-1" needs a whole number of 0 or more/],
    ['high=', /needs a whole number/],
    ['high=1,,low=2', /"" is not a budget entry/],
    ['high=1=2', /"high=1=2" is not a budget entry/],
    ['=3', /is not a budget entry/],
    ['high=99999999999999999999', /needs a whole number/]
  ])('%p is refused', (text, message) => {
    expect(problemOf('max-unfixed', { 'max-unfixed': text })).toMatch(message)
  })
})

describe('booleans', () => {
  const booleans = {
    'fail-on-timeout': 'failOnTimeout',
    'stop-on-cancel': 'stopOnCancel',
    summary: 'summary',
    annotations: 'annotations',
    comment: 'comment',
    'delete-project': 'deleteProject'
  } as const
  const names = Object.keys(booleans) as (keyof typeof booleans)[]

  it.each(names)('%s takes true and false in any case', (input) => {
    for (const [text, value] of [
      ['true', true],
      ['True', true],
      ['TRUE', true],
      ['false', false],
      ['FALSE', false]
    ] as const) {
      const config = configFor({ ...MINIMAL, 'github-token': 'ghs_x', [input]: text })
      expect(config[booleans[input]]).toBe(value)
    }
  })
  it.each(names)('%s refuses yes, 1 and on, naming the input', (input) => {
    for (const text of ['yes', '1', 'on']) {
      expect(problemOf(input, { [input]: text })).toBe(
        `"${text}" is not a boolean; use true or false`
      )
    }
  })
})

describe('enumerations', () => {
  it.each([
    [
      'command',
      'scna',
      'scan, start, wait, stop, report, register, verify, unregister, list, adopt'
    ],
    ['baseline-missing', 'warn', 'ignore, fail'],
    ['on-timeout', 'kill', 'stop, leave'],
    ['if-running', 'wait', 'attach, stop, fail'],
    ['application-type', 'MOBILE', 'WEB, API'],
    ['signature-type', 'EMAIL', 'FILE, DNS, API']
  ])('%s refuses %p and lists %s', (input, text, list) => {
    expect(problemOf(input, { [input]: text })).toBe(`"${text}" is not allowed; use one of ${list}`)
  })

  it('are read in any case and kept in the service spelling', () => {
    const config = configFor({
      ...MINIMAL,
      command: 'Verify',
      'if-running': 'STOP',
      'application-type': 'api',
      'signature-type': 'dns',
      'plugin-type': 'wordpress'
    })
    expect(config).toMatchObject({
      command: 'verify',
      ifRunning: 'stop',
      applicationType: 'API',
      signatureType: 'DNS',
      pluginType: 'WORDPRESS'
    })
  })

  it('plugin-type and team-id are one word', () => {
    expect(problemOf('plugin-type', { 'plugin-type': 'word press' })).toMatch(/one word/)
    expect(problemOf('team-id', { 'team-id': 'my team' })).toMatch(/"my team" must be one word/)
  })
})

describe('baseline and ignore-file', () => {
  it.each([
    ['none', { kind: 'none' }],
    ['Previous', { kind: 'previous' }],
    ['reports/last.json', { kind: 'file', path: 'reports/last.json' }]
  ])('baseline %p reads as %p', (text, baseline) => {
    expect(configFor({ ...MINIMAL, baseline: text }).baseline).toEqual(baseline)
  })

  it('ignore-file naming the default is not explicit: a missing default file is fine', () => {
    const path = '.security-test-ignore.yml'
    expect(configFor({ ...MINIMAL, 'ignore-file': path }).ignoreFile).toEqual({
      path,
      explicit: false
    })
    expect(configFor({ ...MINIMAL, 'ignore-file': 'risks.yml' }).ignoreFile).toEqual({
      path: 'risks.yml',
      explicit: true
    })
  })
})

describe('URLs', () => {
  it.each([
    ['https://api.example.com/', 'https://api.example.com'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['https://API.example.com/service//', 'https://api.example.com/service']
  ])('base-url %p becomes %p', (text, url) => {
    expect(configFor({ ...MINIMAL, 'base-url': text }).baseUrl).toBe(url)
  })

  it.each([
    ['ftp://api.example.com', /is not an http\(s\) URL; use an address such as https:\/\//],
    ['api.example.com', /"api.example.com" is not a URL/],
    ['https://api.example.com/?x=1', /must not have a query or fragment/],
    ['https://api.example.com/#top', /must not have a query or fragment/],
    ['https://api.example.com/rest/v2', /ends with the API path; leave it out/],
    ['https://api.example.com/v1/', /ends with the API path/]
  ])('base-url %p is refused', (text, message) => {
    expect(problemOf('base-url', { 'base-url': text })).toMatch(message)
  })

  it('a URL with credentials is refused without echoing them', () => {
    for (const input of ['base-url', 'application-url']) {
      const message = problemOf(input, { [input]: 'https://bob:hunter2@host.example.com' })
      expect(message).toMatch(/must not hold a user name or password/)
      expect(message).not.toMatch(/hunter2|bob/)
    }
  })

  it('application-url is kept as written, and must be http(s)', () => {
    const url = 'https://shop.example.com/?lang=en'
    const config = configFor({
      ...MINIMAL,
      command: 'register',
      'project-name': 'Shop',
      'application-url': url
    })
    expect(config.command === 'register' && config.applicationUrl).toBe(url)
    expect(problemOf('application-url', { 'application-url': 'shop' })).toMatch(/not a URL/)
  })
})

describe('service tokens', () => {
  it.each([
    ['application-token', 'ABCDEF0123456789ABCDEF0123456789', /upper-case letters/],
    ['application-token', 'xyz', /it has 3 characters\)/],
    ['result-token', '0123456789abcdef0123456789abcde!', /other than letters and digits/]
  ])('%s %p is refused, described but not echoed', (input, text, trait) => {
    const message = problemOf(input, { [input]: text })
    expect(message).toMatch(trait)
    expect(message).toMatch(/use 32 lowercase letters\/digits, e\.g\. 0123456789abcdef/)
    expect(message).not.toContain(text)
  })

  it('the access token pasted into another input is named as such, never echoed', () => {
    expect(problemOf('command', { command: ACCESS_TOKEN })).toBe(
      'holds the access token; pass it to access-token only, from a secret'
    )
  })
})
