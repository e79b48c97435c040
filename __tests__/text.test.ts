import { render, withoutCodeSpans } from '../__fixtures__/render-markdown.js'
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  autolinkWords,
  clean,
  forLog,
  forMarkdown,
  forMarkdownBlock,
  forCodeBlock,
  forCodeSpan,
  forAzureData,
  forAzureProperty,
  forPlainSpelled,
  forXml,
  neutraliseCommands,
  oneLine,
  truncate,
  urlWithoutSecrets,
  visibleUrl
} from '../src/common/text.js'
import { HOSTILE, INVISIBLE } from '../__fixtures__/hostile.js'

describe('visibleUrl', () => {
  it('percent-encodes what a reader could not see, as a browser would send it', () => {
    expect(visibleUrl('https://shop.test/log\u200bin?a=\u202eb\u00ad')).toBe(
      'https://shop.test/log%E2%80%8Bin?a=%E2%80%AEb%C2%AD'
    )
    expect(visibleUrl(`https://x.test/${HOSTILE.invisible}`)).not.toMatch(INVISIBLE)
    expect(visibleUrl('https://x.test/\r\n::error::x')).toBe('https://x.test/%0D%0A::error::x')
    expect(visibleUrl('https://x.test/café')).toBe('https://x.test/café')
  })
})

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
  it('strips invisible characters: zero-width, direction marks, soft hyphen, BOM, tags', () => {
    expect(clean(`a${HOSTILE.invisible}b`)).toBe('azwsb')
    expect(forLog(`x\u200by\udb40\udc41z`)).toBe('xyz')
  })
})

describe('forMarkdown', () => {
  it('finds the words the former single pattern found, reading each word once', () => {
    // The pattern forMarkdown used to find such words: it tried every start of a long word
    // without a trigger, quadratic in the word's length.
    const FORMER = /[^\s|\\`]*(?::\/\/|www\.|[@#])[^\s|\\`]*/gi
    const text = fc
      .array(fc.constantFrom(...'aW w.:/@#|\\` \t\n-()x'.split(''), 'www.', 'WwW.', '://'), {
        maxLength: 60
      })
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(text, (t) => {
        const former = [...t.matchAll(FORMER)].map((m) => ({ index: m.index, word: m[0] }))
        expect([...autolinkWords(t)]).toEqual(former)
      }),
      { numRuns: 5000, seed: 129 }
    )
    expect([...autolinkWords(`${'a'.repeat(50_000)} see https://x.test`)]).toEqual([
      { index: 50_005, word: 'https://x.test' }
    ])
  })

  it('leaves no live HTML, link syntax, table pipe or bare autolink', () => {
    const out = forMarkdown(
      '<script>alert(1)</script> [x](javascript:alert(1)) a|b `c` https://evil.test www.evil.test a@b.c'
    )
    // Every word GitHub would autolink is a code span (never a link there), the rest escaped.
    const html = render(out)
    expect(html).not.toMatch(/<a |<script|<img/)
    const prose = html.replace(/<code>[^<]*<\/code>/g, '')
    expect(prose).not.toContain('://')
    expect(prose).not.toMatch(/www\./i)
    expect(prose).not.toContain('@')
    expect(html).toContain('<code>https://evil.test</code>')
    expect(html).toContain('<code>www.evil.test</code>')
    expect(html).toContain('<code>a@b.c</code>')
    expect(html).toContain('a|b')
  })
  it('adds no invisible character: a URL in a sentence is a code span, copyable as it is', () => {
    const out = forMarkdown('The app (https://new.example.com) is not verified; mail a@b.test.')
    expect(out).not.toMatch(INVISIBLE)
    expect(render(out)).toBe(
      '<p>The app (<code>https://new.example.com</code>) is not verified; mail <code>a@b.test</code>.</p>'
    )
    expect(forMarkdownBlock('see www.x.test\n\nand #12')).toBe('see `www.x.test`\n\nand `#12`')
  })
  it('writes ordinary punctuation as it is: the raw text reads as the rendered one', () => {
    // The tool's summary file is read as plain text on GitLab and Jenkins.
    for (const name of [
      'Cross-Site Scripting (Reflected)',
      'critical=0, high=2; medium: 5',
      'the pull request\'s head & "more"',
      'snake_case_name 50% off!',
      'v1.2.3 / path?a=b#frag'
    ]) {
      const out = forMarkdown(name)
      expect(out).not.toMatch(/&#\d+;/)
      // Only what GitHub would link stays a code span (the `#frag` reference).
      expect(out.replace(/`/g, '')).toBe(name)
    }
    // Generated: prose of letters, digits and the punctuation names and messages use is written
    // unchanged, and renders to the same text. A word holding `://` is no prose: GitHub would
    // link it, so it is a code span (the hand cases above and forMarkdown's own rule).
    const prose = fc
      .array(fc.constantFrom(...'abcXYZ019 -().,:;=/\'"!?+%'.split('')), { maxLength: 40 })
      .map((cs) => `a${cs.join('')}`)
      .filter((text) => !text.includes('://'))
    fc.assert(
      fc.property(prose, (text) => {
        const out = forMarkdown(text)
        expect(out).toBe(oneLine(text))
        const shown = render(out)
          .replace(/^<p>|<\/p>\n?$/g, '')
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&')
        expect(shown).toBe(oneLine(text).trim())
      })
    )
  })
  it('escapes what would be obeyed with a backslash, and HTML as entities', () => {
    expect(forMarkdown('*bold* _em_ [x](y) a|b ~~s~~ $m$ `c` <b> &amp; - item')).toBe(
      '\\*bold\\* \\_em\\_ \\[x\\](y) a\\|b \\~\\~s\\~\\~ \\$m\\$ \\`c\\` &lt;b> &amp;amp; - item'
    )
    for (const start of ['> q', '- l', '+ l', '= s', '1. n', '2) n']) {
      expect(render(forMarkdown(start))).toBe(`<p>${start.replace('>', '&gt;')}</p>`)
    }
  })
  it('shows an apostrophe as one (its entity is not escaped again)', () => {
    expect(render(forMarkdown(`the pull request's head & "more"`))).toBe(
      `<p>the pull request's head &amp; &quot;more&quot;</p>`
    )
  })
  it('keeps blocks as paragraphs and code blocks unclosable', () => {
    expect(forMarkdownBlock('a\n\nb')).toBe('a\n\nb')
    expect(forCodeBlock('```\nx')).not.toContain('```')
    expect(forCodeBlock('```\nx')).toBe('` ` `\nx')
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
    // GitHub looks for mentions and references in decoded text, never inside a code span.
    expect(withoutCodeSpans(out)).not.toMatch(/@|#|&#35;/)
    expect(out).toContain('`@acme/security-team`')
    expect(out).not.toMatch(INVISIBLE)
  })
})

describe('neutraliseCommands: no logging command of any CI system', () => {
  /** Every marker a CI system obeys in a log line, at the start, after spaces, mid-line, in any case. */
  const PAYLOADS = [
    '##vso[task.setvariable variable=x]pwned',
    'text ##vso[task.logissue type=error]mid-line',
    '##VSO[task.complete result=Failed]',
    '##[error]boom',
    '##teamcity[buildStatus status=FAILURE]',
    '::error::gh',
    '   ::add-mask::x',
    'section_start:1700000000:evil_section\r\u001b[0Kfolded',
    'SECTION_END:1700000000:evil_section',
    '\u001b[31mred\u001b[0m \u009b2J',
    HOSTILE.commands,
    HOSTILE.controls
  ]

  it.each(PAYLOADS)('defuses %j', (payload) => {
    const out = neutraliseCommands(payload)
    for (const line of out.split('\n')) {
      expect(line).not.toMatch(/##vso\[|##teamcity\[|##\[/i)
      expect(line).not.toMatch(/^\s*::/)
      expect(line).not.toMatch(/section_(start|end):/i)
      // eslint-disable-next-line no-control-regex -- control characters are what we look for
      expect(line).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/)
    }
  })

  it('keeps the text readable', () => {
    expect(neutraliseCommands('##vso[task.logissue]x')).toBe('# #vso[task.logissue]x')
    expect(neutraliseCommands('section_start:1:a')).toBe('section_start :1:a')
    expect(neutraliseCommands('\u001b[31mred')).toBe('[31mred')
    expect(neutraliseCommands('plain text: a::b')).toBe('plain text: a::b')
  })

  it('breaks lines where runners do (CR, LF, Unicode separators) and defuses each', () => {
    const out = neutraliseCommands('a\r##vso[x]b\u2028::error::c')
    expect(out.split('\n')).toEqual(['a', '# #vso[x]b', ': :error::c'])
  })
})

describe('forPlainSpelled', () => {
  it('spells out what clean drops, so the reports made from the JSON report show it', () => {
    expect(forPlainSpelled(HOSTILE.controls)).toBe(
      'nul\\u0000esc\\u001b[31mred\\u0007bell\\u007fdel\nnel\nls'
    )
    expect(forPlainSpelled(`${HOSTILE.loneSurrogates} admin\u202e \ud83d\ude00\r\n`)).toBe(
      'a\\ud800b\\udc00c admin\\u202e \ud83d\ude00\n'
    )
    expect(forPlainSpelled('plain', 3)).toBe('pl…')
  })
})

describe('forXml', () => {
  it('leaves nothing XML 1.0 forbids, and spells it out, U+FFFD too, as visible text', () => {
    const out = forXml(`a\u0000b\u0001\u001b[1m\ufffe\uffff${HOSTILE.loneSurrogates}\u0007`)
    // eslint-disable-next-line no-control-regex -- control characters are what we look for
    expect(out).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/)
    expect(out).not.toMatch(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
    )
    expect(out).toBe('a\\u0000b\\u0001\\u001b[1m\\ufffe\\uffffa\\ud800b\\udc00c\\u0007')
    expect(forXml('caf\ufffd \u202eevil\r\nnext \ud83d\ude00')).toBe(
      'caf\\ufffd \\u202eevil\nnext \ud83d\ude00'
    )
    expect(out).not.toMatch(/\ufffd/)
  })
  it('keeps markup characters for the XML writer to escape, and defuses log commands', () => {
    expect(forXml('<b>&amp;</b>')).toBe('<b>&amp;</b>')
    expect(forXml('x\n##vso[task.complete]')).toBe('x\n# #vso[task.complete]')
  })
  it('is bounded', () => {
    expect(forXml('x'.repeat(5000), 100)).toHaveLength(100)
  })
})

describe("Azure's escaping inside ##vso[...]", () => {
  it('encodes what the agent decodes in a message', () => {
    expect(forAzureData('100% done\r\nnext %0A')).toBe('100%AZP25 done%0D%0Anext %AZP250A')
  })
  it('also encodes the property separators', () => {
    expect(forAzureProperty('a;b]c%')).toBe('a%3Bb%5Dc%AZP25')
  })
})

describe('urlWithoutSecrets', () => {
  it.each([
    [
      'https://u:p@pr-7.example.app/api/version?x-vercel-protection-bypass=s3cret#a',
      'https://pr-7.example.app/api/version?…'
    ],
    ['https://pr-7.example.app/__version__', 'https://pr-7.example.app/__version__'],
    ['/__version__?token=s3cret', '/__version__?…'],
    ['/__version__#s3cret', '/__version__']
  ])('%s is shown as %s', (url, shown) => {
    expect(urlWithoutSecrets(url)).toBe(shown)
  })
})

describe('forCodeSpan: a cut URL is never copied as if whole', () => {
  it('puts the cut mark outside the span, and copies nothing that was not in the URL', () => {
    const url = `https://shop.test/e?q=${'😀'.repeat(3000)}`
    const span = forCodeSpan(url, 100)
    expect(span.endsWith(' … (cut)')).toBe(true)
    const inside = /^`([^`]*)`/.exec(span)?.[1] ?? ''
    expect(url.startsWith(inside)).toBe(true)
    expect(inside).not.toContain('…')
    // Not split inside a surrogate pair.
    expect(inside).not.toMatch(/[\ud800-\udbff]$/)
    expect(forCodeSpan('https://shop.test/a', 100)).toBe('`https://shop.test/a`')
  })
})
