import { describe, expect, it } from '@jest/globals'
import {
  clean,
  forLog,
  forMarkdown,
  forMarkdownBlock,
  forCodeBlock,
  neutraliseCommands,
  truncate
} from '../src/text.js'

describe('forLog', () => {
  it('never lets untrusted text start a workflow command line', () => {
    const hostile = 'x\r\n::error::pwned\n  ::add-mask::a\n::stop-commands::tok\n##[error]boom'
    const out = forLog(hostile)
    expect(out).not.toMatch(/\n/)
    expect(out).not.toContain('##[')
    expect(forLog('::error::x')).not.toMatch(/^\s*::/)
  })
  it('strips control characters, bidi overrides and lone surrogates', () => {
    expect(clean('a\u0000b\u001bc\u202ed\ud800e')).toBe('abcd\ufffde')
  })
})

describe('forMarkdown', () => {
  it('leaves no live HTML, link syntax, table pipe or bare autolink', () => {
    const out = forMarkdown(
      '<script>alert(1)</script> [x](javascript:alert(1)) a|b `c` https://evil.test www.evil.test a@b.c'
    )
    expect(out).not.toMatch(/[<>|`[\]()]/)
    expect(out).not.toContain('://')
    expect(out).not.toMatch(/www\./i)
  })
  it('keeps blocks as paragraphs and code blocks unclosable', () => {
    expect(forMarkdownBlock('a\n\nb')).toBe('a\n\nb')
    expect(forCodeBlock('```\nx')).not.toContain('```')
  })
  it('truncates without splitting a surrogate pair', () => {
    expect(truncate('ab😀cd', 4)).toBe('ab…')
  })
})

describe('review fixes', () => {
  it('a bare CR cannot start a workflow command line either', () => {
    const out = neutraliseCommands('Started test abc\r::stop-commands::x')
    expect(out.split('\n').every((l) => !/^\s*::/.test(l))).toBe(true)
  })
  it('finding text cannot mention people or reference issues', () => {
    const out = forMarkdown('@acme/security-team see org/repo#1 and #2')
    expect(out).not.toMatch(/@[A-Za-z]/)
    expect(out).toContain('@\u200bacme')
    expect(out).not.toMatch(/&#35;\d/)
  })
})
