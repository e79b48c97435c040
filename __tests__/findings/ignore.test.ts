import { describe, expect, it } from '@jest/globals'
import { IgnoreMatcher, isExpired } from '../../src/findings/ignore.js'
import { IgnoreFileError, parseIgnoreFile } from '../../src/findings/ignore-file.js'
import { occurrenceId } from '../../src/findings/identity.js'
import type { Occurrence } from '../../src/findings/types.js'

const problems = (text: string): string[] => {
  try {
    parseIgnoreFile(text)
  } catch (e) {
    expect(e).toBeInstanceOf(IgnoreFileError)
    return (e as IgnoreFileError).problems
  }
  throw new Error('no error')
}

describe('parseIgnoreFile', () => {
  it('reads the documented format', () => {
    const rules = parseIgnoreFile(`
version: 1
ignore:
  - finding: "Missing X-Frame-Options Header"   # every occurrence
    reason: "Framed only by our own pages; SEC-123"
    expires: 2027-01-31
  - id: 3F2A9C0D4E5B6A7F8091A2B3C4D5E6F7
    reason: False positive
    expires: "2026-12-31"
  - finding: SQL Injection
    url: "https://app.example.com/search?q=1"
    method: post
    reason: Never reaches the database
    expires: 2026-09-30
`)
    expect(rules).toEqual([
      {
        finding: 'Missing X-Frame-Options Header',
        reason: 'Framed only by our own pages; SEC-123',
        expires: '2027-01-31',
        line: 4
      },
      {
        id: '3f2a9c0d4e5b6a7f8091a2b3c4d5e6f7',
        reason: 'False positive',
        expires: '2026-12-31',
        line: 7
      },
      {
        finding: 'SQL Injection',
        url: 'https://app.example.com/search?q=1',
        method: 'POST',
        reason: 'Never reaches the database',
        expires: '2026-09-30',
        line: 10
      }
    ])
  })

  it('reads an empty file, a comment-only file and an empty list as no rules', () => {
    expect(parseIgnoreFile('')).toEqual([])
    expect(parseIgnoreFile('# nothing accepted yet\n')).toEqual([])
    expect(parseIgnoreFile('ignore: []\n')).toEqual([])
    expect(parseIgnoreFile('version: 1\nignore:\n')).toEqual([])
  })

  it('reports every problem of every entry together, naming the entry', () => {
    expect(
      problems(`
ignore:
  - finding: A
    expires: 2027-01-31
  - id: xyz
    reason: "  "
    expires: 2027-02-30
  - reason: r
    expires: 31.01.2027
    url: https://x.test/
  - finding: B
    reason: r
    expires: 2027-01-31
    uri: https://x.test/
  - just a string
  - finding: 12
    reason: r
    expires: 2027-01-31
`)
    ).toEqual([
      'entry #1 (line 3): reason is required: say why the risk is accepted',
      'entry #2 (line 5): reason is empty',
      'entry #2 (line 5): id must be 32 hex digits, as shown in the report',
      'entry #2 (line 5): reason is required: say why the risk is accepted',
      'entry #2 (line 5): expires is required and must be a date like 2027-01-31',
      'entry #3 (line 8): needs id (one occurrence) or finding (a finding by name)',
      'entry #3 (line 8): url and method narrow a finding entry; add finding',
      'entry #3 (line 8): expires is required and must be a date like 2027-01-31',
      'entry #4 (line 11): unknown key "uri" (use id, finding, url, method, severity, reason, expires, adopted)',
      'entry #5 (line 15) must be a mapping with reason, expires and id or finding',
      'entry #6 (line 16): finding must be text (put it in quotes)',
      'entry #6 (line 16): needs id (one occurrence) or finding (a finding by name)'
    ])
  })

  it('refuses a file that is not YAML or not the format, with line numbers and no file text', () => {
    expect(problems('ignore:\n  - finding: a\n  - finding: b\n   reason: x\n')[0]).toMatch(
      /^not valid YAML: .* \(line 4, column \d+\)$/
    )
    expect(problems('ignore:\n  - finding: a\nignore: []\n')[0]).toMatch(
      /^not valid YAML: Map keys must be unique/
    )
    expect(problems('- finding: a\n')).toEqual(['it must be a mapping with an `ignore:` list'])
    expect(problems('ignored:\n  - finding: a\nversion: 2\n')).toEqual([
      'unknown key "ignored" (use version, ignore and policy)',
      'version must be 1'
    ])
    expect(problems('ignore: {finding: a}\n')).toEqual(['ignore must be a list of entries'])
    expect(new IgnoreFileError(['x', 'y']).message).toBe('the ignore file has 2 problems: x; y')
  })

  it('accepts a YAML 1.1 timestamp as the date it names', () => {
    expect(
      parseIgnoreFile(
        '%YAML 1.1\n---\nignore:\n  - finding: a\n    reason: r\n    expires: 2027-01-31\n'
      )
    ).toEqual([{ finding: 'a', reason: 'r', expires: '2027-01-31', line: 4 }])
  })
})

describe('expiry', () => {
  const rule = { finding: 'A', reason: 'r', expires: '2026-10-01' }
  it('applies through the whole expiry day (UTC) and not after', () => {
    expect(isExpired(rule, Date.parse('2026-10-01T00:00:00Z'))).toBe(false)
    expect(isExpired(rule, Date.parse('2026-10-01T23:59:59.999Z'))).toBe(false)
    expect(isExpired(rule, Date.parse('2026-10-02T00:00:00Z'))).toBe(true)
  })
})

describe('IgnoreMatcher', () => {
  const occurrence = (name: string, method: string, url: string): Occurrence => ({
    id: occurrenceId(name, method, url),
    findingKey: 'k',
    name,
    severity: 'high',
    method,
    url,
    normalizedUrl: url,
    status: 'Open',
    fixed: false
  })
  const now = Date.parse('2026-06-01T12:00:00Z')
  const sqlPost = occurrence('SQL Injection', 'POST', 'https://app.example.com/search?a=1&q=1')

  it('matches by finding name ignoring case and spaces, narrowed by normalised URL and method', () => {
    const m = new IgnoreMatcher(
      [
        {
          finding: 'sql injection',
          url: 'HTTPS://app.example.com:443/search?q=1&a=1#x',
          method: 'GET',
          reason: 'a',
          expires: '2027-01-01'
        },
        {
          finding: ' SQL INJECTION ',
          url: 'https://app.example.com/search?q=1&a=1',
          reason: 'b',
          expires: '2027-01-01'
        }
      ],
      now
    )
    expect(m.match(sqlPost)?.number).toBe(2)
    expect(
      m.match(occurrence('SQL Injection', 'POST', 'https://app.example.com/other'))
    ).toBeUndefined()
  })

  it('matches one occurrence by id, the first matching entry wins, expired entries never match', () => {
    const m = new IgnoreMatcher(
      [
        { finding: 'SQL Injection', reason: 'old', expires: '2026-05-31' },
        { id: sqlPost.id, reason: 'by id', expires: '2026-06-01' },
        { finding: 'SQL Injection', reason: 'all', expires: '2027-01-01' }
      ],
      now
    )
    expect(m.match(sqlPost)).toMatchObject({ number: 2, rule: { reason: 'by id' } })
    expect(m.match(occurrence('SQL Injection', 'GET', 'https://x.test/'))?.number).toBe(3)
    expect(m.expired.map((e) => e.number)).toEqual([1])
  })

  it('needs both id and finding to match when an entry has both', () => {
    const m = new IgnoreMatcher(
      [{ id: sqlPost.id, finding: 'Other', reason: 'r', expires: '2027-01-01' }],
      now
    )
    expect(m.match(sqlPost)).toBeUndefined()
  })
})
