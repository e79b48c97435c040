// The tool's log as a person or a CI agent reads it: lines on stderr, Azure's logging commands on
// stdout, secrets masked and every line defused, whoever called the log.
import { describe, expect, it } from '@jest/globals'
import { cliHost } from '../../src/cli/host.js'
import { cliLog, type CliLogOptions } from '../../src/cli/log.js'
import { colorWanted } from '../../src/cli/terminal.js'
import { maskSecrets } from '../../src/run/run.js'
import { HOSTILE } from '../../__fixtures__/hostile.js'

function capture(options: Partial<CliLogOptions> = {}, tty = false, color = false) {
  const out = { err: '', out: '' }
  const log = cliLog(
    { err: (t) => (out.err += t), out: (t) => (out.out += t), terminal: { tty, color } },
    { azure: false, debug: false, ...options }
  )
  return { log, out }
}

/** A clock the test moves: the log's time spent is read from it. */
function clock(): { now: () => number; advance: (ms: number) => void } {
  let t = 1_000_000
  return { now: () => t, advance: (ms) => (t += ms) }
}

describe('the tool log', () => {
  it('writes lines and annotations for people on stderr', () => {
    const { log, out } = capture()
    log.info('Started test abc')
    log.error('SQL Injection at POST https://shop/login', { title: 'Critical: SQL Injection' })
    log.notice('nothing to stop')
    log.debug('not shown')
    log.failure('1 unfixed occurrence exceeds the budget of 0')
    expect(out.err.split('\n')).toEqual([
      'Started test abc',
      'Error [Critical: SQL Injection]: SQL Injection at POST https://shop/login',
      'Notice: nothing to stop',
      'Error: 1 unfixed occurrence exceeds the budget of 0',
      ''
    ])
    expect(out.out).toBe('')
  })

  it('masks secrets in every line, also inside annotations and failures', () => {
    const { log, out } = capture({ azure: true })
    log.mask('s3cr3tt0ken000000000000000000001')
    log.info('token s3cr3tt0ken000000000000000000001 in a line')
    log.warning('again s3cr3tt0ken000000000000000000001')
    log.failure('and s3cr3tt0ken000000000000000000001')
    expect(out.err + out.out).not.toContain('s3cr3tt0ken')
    expect(out.err).toContain('token *** in a line')
  })

  it('on Azure: annotations are logissue lines on stdout, escaped, capped by the core', () => {
    const { log, out } = capture({ azure: true })
    log.error('XSS at GET https://shop/?q=100%', { title: 'High: XSS' })
    log.notice('Cookie at GET https://shop/', { title: 'Low: Cookie' })
    log.notice('The application has no running test: nothing to stop')
    log.failure('Invalid arguments:\n  --timeout: too long')
    expect(out.out.split('\n')).toEqual([
      '##vso[task.logissue type=error][High: XSS] XSS at GET https://shop/?q=100%AZP25',
      '##vso[task.logissue type=warning][Low: Cookie] Cookie at GET https://shop/',
      '##vso[task.logissue type=error]Invalid arguments:%0A  --timeout: too long',
      ''
    ])
    // A notice that annotates nothing stays a line for people.
    expect(out.err).toBe('Notice: The application has no running test: nothing to stop\n')
  })

  it('lets no finding text start a logging command, on Azure or anywhere', () => {
    for (const azure of [false, true]) {
      const { log, out } = capture({ azure })
      const payload = `${HOSTILE.commands} ##vso[task.setvariable variable=x]1 section_start:1:x \u001b[2J`
      log.info(payload)
      log.error(payload, { title: payload })
      log.warning(payload)
      const lines = `${out.out}${out.err}`.split(/\r\n?|\n/)
      const commands = lines.filter((l) => /##vso\[/i.test(l))
      // Only our own logissue lines, each exactly one command at the start.
      for (const l of commands) {
        expect(l).toMatch(/^##vso\[task\.logissue type=(error|warning)\]/)
        expect(l.slice(l.indexOf(']') + 1)).not.toMatch(/##vso\[|##\[/i)
      }
      expect(commands).toHaveLength(azure ? 2 : 0)
      for (const l of lines) {
        expect(l).not.toMatch(/^\s*::|##\[|section_(start|end):/i)
        expect(l).not.toContain('\u001b')
      }
    }
  })

  it('on a terminal, progress lines update in place with the time spent; the next line starts fresh', () => {
    const time = clock()
    const { log, out } = capture({ now: time.now }, true)
    log.progress!('Test running 10%')
    time.advance(65_000)
    log.progress!('Test running 50%')
    time.advance(1_000)
    log.progress!('Test ok 60%')
    log.info('Security test PASSED')
    // A carriage return and spaces over the rest of a longer line: no escape code at all.
    expect(out.err).toBe(
      '\rTest running 10% (0s elapsed)' +
        '\rTest running 50% (1m5s elapsed)' +
        '\rTest ok 60% (1m6s elapsed)     ' +
        '\nSecurity test PASSED\n'
    )
    const piped = capture({ now: time.now }, false)
    time.advance(2_000)
    piped.log.progress!('Test running 10%')
    expect(piped.out.err).toBe('Test running 10% (2s elapsed)\n')
  })

  it('colours level words and the verdict only when asked, after the line is made safe', () => {
    const plain = capture({}, true, false)
    const coloured = capture({}, true, true)
    for (const { log } of [plain, coloured]) {
      log.error('SQL Injection \u001b[2J', { title: 'Critical: SQL Injection' })
      log.warning('w')
      log.info('Security test PASSED (test abc)')
      log.info('Security test FAILED')
      log.failure('it failed')
    }
    expect(plain.out.err).not.toContain('\u001b')
    expect(coloured.out.err.split('\n')).toEqual([
      '\u001b[31mError\u001b[0m [Critical: SQL Injection]: SQL Injection [2J',
      '\u001b[33mWarning\u001b[0m: w',
      'Security test \u001b[1;32mPASSED\u001b[0m (test abc)',
      'Security test \u001b[1;31mFAILED\u001b[0m',
      '\u001b[31mError\u001b[0m: it failed',
      ''
    ])
  })
})

describe('the access token from the environment', () => {
  it('is masked as the run uses it: trimmed, as the runner trims an input', () => {
    const { log, out } = capture()
    const host = cliHost({
      inputs: {},
      env: { SECURITY_TEST_ACCESS_TOKEN: ' supersecrettoken123\n' },
      log,
      resultsDir: '/nonexistent',
      anchorFile: 'README.md'
    })
    expect(host.input('access-token')).toBe('supersecrettoken123')
    maskSecrets(host)
    log.info('echo: supersecrettoken123')
    expect(out.err).toBe('echo: ***\n')
  })
})

describe('the progress line on a narrow terminal', () => {
  it('is cut to the width, so it never wraps and always updates in place', () => {
    const out = { err: '' }
    const log = cliLog(
      {
        err: (t) => (out.err += t),
        out: () => {},
        terminal: { tty: true, color: false, columns: 30 }
      },
      { azure: false, debug: false, now: () => 0 }
    )
    log.progress!('Test running 40% of a very long status text')
    log.close()
    expect(out.err).toBe('\rTest running 40% of a very l…\n')
  })
})

describe('whether colours are wanted', () => {
  it('on a terminal only, never with NO_COLOR set to anything, FORCE_COLOR for a log', () => {
    expect(colorWanted({}, true)).toBe(true)
    expect(colorWanted({}, false)).toBe(false)
    // no-color.org: any non-empty value, even "0" or "false"; an empty one is unset.
    for (const v of ['1', '0', 'false', 'yes'])
      expect(colorWanted({ NO_COLOR: v }, true)).toBe(false)
    expect(colorWanted({ NO_COLOR: '' }, true)).toBe(true)
    expect(colorWanted({ TERM: 'dumb' }, true)).toBe(false)
    expect(colorWanted({ FORCE_COLOR: '1' }, false)).toBe(true)
    expect(colorWanted({ FORCE_COLOR: '0' }, true)).toBe(false)
    expect(colorWanted({ FORCE_COLOR: 'false' }, true)).toBe(false)
    expect(colorWanted({ FORCE_COLOR: '1', NO_COLOR: '1' }, true)).toBe(false)
  })
})
