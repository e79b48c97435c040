// Finding texts as an attacker who controls the tested site (or the network) would write them.
// Every report builder must show them as text and never obey them.

export const HOSTILE = {
  script: '<script>alert(document.cookie)</script>',
  img: '<img src=x onerror=alert(1)>',
  details: '</summary></details><a href="https://evil.test">click</a>',
  jsLink: '[click me](javascript:alert(1)) ![x](javascript:alert(2))',
  autolink: '<javascript:alert(3)> https://evil.test/x www.evil.test mail@evil.test',
  pipes: 'a | b || c \\| d',
  backticks: '```\n<script>x</script>\n``` and `code`',
  commands:
    'x\r\n::error::pwned\n::add-mask::secret\r::stop-commands::tok123\n  ::warning file=a::b\n##[error]boom',
  heading: '\n# Heading\n---\n> quote\n- item',
  html: '<b onclick="x()">bold</b> <iframe src="//evil.test"></iframe> &lt;script&gt;',
  replacement: 'caf\ufffd \ufffd\ufffd broken bytes',
  loneSurrogates: 'a\ud800b\udc00c',
  bidi: 'admin\u202e\u2066txt.exe',
  controls: 'nul\u0000esc\u001b[31mred\u0007bell\u007fdel\u0085nel\u2028ls',
  percent: '%0A::error::encoded %25 %3A',
  // Invisible: zero-width space, non-joiner, joiner, LRM, RLM, word joiner, soft hyphen, BOM, a
  // bidi isolate, a tag character.
  invisible: 'z\u200bw\u200c\u200d\u200e\u200f\u2060\u00ad\ufeff\u2067\udb40\udc41s'
} as const

/** Any character that shows as nothing: none may reach an output as it is. */
export const INVISIBLE =
  /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|\udb40[\udc00-\udc7f]/

/** Everything above in one string. */
export const ALL_HOSTILE = Object.values(HOSTILE).join(' \n ')

/** A 1 MB string that ends with a command (a long field must be cut, not passed whole). */
export const HUGE = 'A'.repeat(1_000_000) + '\n::error::after a megabyte'

/** URLs as a finding might carry them. */
export const HOSTILE_URLS = [
  'javascript:alert(1)',
  'https://app.test/search?q=<script>alert(1)</script>&x=|a|b|',
  'https://app.test/a)b](javascript:alert(1))',
  // Looks like https://app.test/login; is not.
  'https://app.test/log\u200bin\u202e\u00ad',
  'https://app.test/\r\n::error::inurl',
  'data:text/html,<script>alert(1)</script>',
  'https://app.test/' + 'x'.repeat(100_000)
]
