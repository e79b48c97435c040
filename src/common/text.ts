// The one place that makes untrusted text safe. Findings, URLs and the service's messages are
// chosen by whoever controls the tested site or the network: every such string reaches a log,
// summary, annotation, SARIF file or comment only through a function of this module.

/** Longest untrusted string we ever print in one place (a 50 MB finding name stays a name). */
export const MAX_FIELD_CHARS = 2000

// Characters that show as nothing (or as a mark a reader takes for another) yet change what text
// says: zero-width spaces and joiners, direction marks, the word joiner and invisible operators,
// the soft hyphen, fillers, the BOM, and the Unicode tag characters ("ASCII smuggling"). A URL
// holding one is not the URL a reader copies.
const INVISIBLE_CHARS = String.raw`\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180e\u200b-\u200f\u2060-\u2064\u206a-\u206f\u3164\ufeff\uffa0`
const TAG_CHARS = String.raw`\udb40[\udc00-\udc7f]`
// C0 controls but TAB and LF, DEL, C1 controls, bidi overrides (they reorder what a reviewer
// reads: "Trojan source"), the non-characters U+FFFE and U+FFFF, and the invisible characters above. CR and the Unicode line separators
// become LF first.
const CONTROL_CHARS = String.raw`\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufffe\uffff${INVISIBLE_CHARS}`
// eslint-disable-next-line no-misleading-character-class -- each mark is matched on its own, on purpose
const CONTROL = new RegExp(`[${CONTROL_CHARS}]|${TAG_CHARS}`, 'g')
const LINE_BREAKS = /\r\n?|[\u2028\u2029\u0085]/g
// Any character one of the three would touch (surrogates: paired ones too, to be safe).
// eslint-disable-next-line no-misleading-character-class -- as CONTROL
const NEEDS_CLEANING = new RegExp(`[${CONTROL_CHARS}\u2028\u2029\ud800-\udfff]`)
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** Any value to a plain string: no control characters, no lone surrogates, LF as line break. */
export function clean(value: unknown): string {
  let s: string
  if (typeof value === 'string') s = value
  else if (value === null || value === undefined) s = ''
  else if (typeof value === 'number' || typeof value === 'boolean') s = String(value)
  else {
    try {
      s = JSON.stringify(value) ?? ''
    } catch {
      s = ''
    }
  }
  // Most text has nothing to change: one scan instead of three replacements.
  if (!NEEDS_CLEANING.test(s)) return s
  return s.replace(LINE_BREAKS, '\n').replace(CONTROL, '').replace(LONE_SURROGATE, '\ufffd')
}

/** Cut to at most `max` characters (not splitting a surrogate pair), marking the cut with …. */
export function truncate(s: string, max: number = MAX_FIELD_CHARS): string {
  if (s.length <= max) return s
  let end = Math.max(0, max - 1)
  const c = s.charCodeAt(end - 1)
  if (c >= 0xd800 && c <= 0xdbff) end -= 1
  return s.slice(0, end) + '…'
}

/** One line of clean text: line breaks and runs of white space become one space. */
export function oneLine(value: unknown, max: number = MAX_FIELD_CHARS): string {
  return truncate(clean(value).replace(/\s+/g, ' ').trim(), max)
}

/**
 * Text for a log line. The runner treats a line that starts (after white space) with `::` as a
 * workflow command, and renders `##[error]`-style markers anywhere; `::stop-commands::` would
 * silence every later command, masks included. Untrusted text therefore never starts a line and
 * never carries those markers.
 */
export function forLog(value: unknown, max: number = MAX_FIELD_CHARS): string {
  return neutraliseCommands(oneLine(value, max))
}

/** What was thrown, as log text: an Error's message (not its JSON, which is "{}"), else the value. */
export function errorText(e: unknown, max: number = MAX_FIELD_CHARS): string {
  return forLog(e instanceof Error ? e.message : e, max)
}

// The logging commands of the CI systems the action and the tool run on, wherever in a line the
// system looks for them: Azure Pipelines reads `##vso[` (and TeamCity `##teamcity[`) anywhere in
// a line, GitHub and Azure render `##[error]`-style markers anywhere, GitLab folds the log at
// `section_start:`/`section_end:` markers. A space after the `#` or before the `:` keeps the
// text readable and breaks the marker.
const HASH_MARKERS = /##(?=vso\[|teamcity\[|\[)/gi
const SECTION_MARKERS = /(section_(?:start|end)):/gi
// An ANSI escape (ESC, or the 8-bit CSI) can move the cursor, hide text or carry GitLab's section
// markers: the controls CONTROL names (all of them, TAB kept) are stripped from every line.

/**
 * Defence in depth for whole log lines, on every CI system: no line can be read as a logging
 * command (GitHub's `::name::` at the start of a line, Azure's `##vso[`, the `##[` markers,
 * GitLab's section markers) and no line carries an ANSI escape.
 */
export function neutraliseCommands(s: string): string {
  // Runners break lines at CR as well as LF: a bare CR must not start a new "line" either.
  return s
    .split(/\r\n?|\n|[\u2028\u2029\u0085]/)
    .map((line) =>
      line
        .replace(CONTROL, '')
        .replace(/^(\s*):(?=:)/, '$1: ')
        .replace(HASH_MARKERS, '# #')
        .replace(SECTION_MARKERS, '$1 :')
    )
    .join('\n')
}

/**
 * Inline Markdown/HTML text (a table cell, a heading, a list item), on one line.
 * Each character that would be obeyed where it stands is backslash-escaped (so `[x](javascript:…)`,
 * `|`, backticks, `*`, `<b>` and `&amp;` are shown, not obeyed) and nothing else: the raw text
 * reads as the rendered one (the tool's summary file is read as plain text on GitLab and
 * Jenkins); and a word GitHub would make a link, a mention or a reference of (with
 * `://`, `www.`, `@` or `#`; it autolinks decoded text too) is a code span, which it never links.
 * No invisible character is added: such a URL stays copyable.
 */
export function forMarkdown(value: unknown, max: number = MAX_FIELD_CHARS): string {
  return escapeMarkdown(oneLine(value, max))
}

/** Multi-line untrusted text (a description, a remediation) as Markdown paragraphs. */
export function forMarkdownBlock(value: unknown, max: number = 8 * MAX_FIELD_CHARS): string {
  const text = truncate(clean(value), max)
  return text
    .split(/\n\s*\n/)
    .map((para) => escapeMarkdown(para.replace(/\s+/g, ' ').trim()))
    .filter((para) => para.length > 0)
    .join('\n\n')
}

// A word GitHub would make a link, a mention or a reference of (it autolinks `://`, `www.` and
// e-mail addresses, and looks for `@` and `#` after decoding entities, so no escape stops it),
// taken whole up to white space or a character a code span could not hold as it is: each word
// (WORD) is read once and kept when it holds a trigger. One pattern for both (`[^…]*` around
// the trigger) tried every start in a long word without one: quadratic in the word's length.
const WORD = /[^\s|\\`]+/g
const AUTOLINK_TRIGGER = /:\/\/|www\.|[@#]/i
// Punctuation around such a word that belongs to the sentence: "(see https://x.test)."
const WORD_OPEN = /^[([{<"']+/
const WORD_CLOSE = /[)\]}>"'.,;:!?]+$/

/** Each word of `s` GitHub would make a link, a mention or a reference of, and where it starts. */
export function* autolinkWords(s: string): Generator<{ index: number; word: string }> {
  for (const m of s.matchAll(WORD)) {
    if (AUTOLINK_TRIGGER.test(m[0])) yield { index: m.index, word: m[0] }
  }
}

function escapeMarkdown(s: string): string {
  let out = ''
  let at = 0
  for (const m of autolinkWords(s)) {
    let word = m.word
    const open = WORD_OPEN.exec(word)?.[0] ?? ''
    const close = WORD_CLOSE.exec(word.slice(open.length))?.[0] ?? ''
    const inner = word.slice(open.length, word.length - close.length)
    // Code spans are never links, mentions or references, and show the text as it is (no
    // invisible character added: the URL stays copyable). A word whose trigger was in the
    // punctuation around it is code as a whole.
    word = AUTOLINK_TRIGGER.test(inner)
      ? `${escapeInline(open)}\`${inner}\`${escapeInline(close)}`
      : `\`${word}\``
    out += escapeInline(s.slice(at, m.index)) + word
    at = m.index + m.word.length
  }
  return out + escapeInline(s.slice(at))
}

// Obeyed wherever they stand: escapes, code, emphasis, links, strike-through, tables, math.
const ALWAYS = /[\\`*[\]~|$]/g
// `_` emphasises only at a word's edge (CommonMark: never inside a word).
const AT_EDGE = /(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu
// HTML stays an entity, whatever a reader makes of backslashes: `<` always, `&` where it would
// start a reference.
const HTML = /<|&(?=#?\w+;)/g
// At the start of the text: a heading, quote, list item, rule or table marker.
const BLOCK_START = /^(\s*)([#>+=-]|\d+(?=[.)]))/

function escapeInline(s: string): string {
  return s
    .replace(ALWAYS, '\\$&')
    .replace(AT_EDGE, '\\$&')
    .replace(HTML, (c) => (c === '<' ? '&lt;' : '&amp;'))
    .replace(BLOCK_START, (_, space: string, mark: string) =>
      /\d/.test(mark) ? `${space}${mark}\\` : `${space}\\${mark}`
    )
}

/** Text inside a fenced code block: no fence can be closed early, nothing is rendered. */
export function forCodeBlock(value: unknown, max: number = 8 * MAX_FIELD_CHARS): string {
  // Spaced out, visibly: no invisible character in any output.
  return truncate(clean(value), max).replace(/`{3,}|~{3,}/g, (m) => m.split('').join(' '))
}

/**
 * Annotation message or title. The host's logger escapes what its own format needs (on GitHub:
 * `%`, CR, LF, and `:`/`,` in properties); what is left to us: control characters, length, and
 * the command markers in case a runner version echoes the text into the log.
 */
export function forAnnotation(value: unknown, max: number = 1000): string {
  return forLog(value, max)
}

/** Plain text for SARIF `message.text` and JSON reports: clean, bounded, otherwise verbatim. */
export function forPlain(value: unknown, max: number = MAX_FIELD_CHARS): string {
  return truncate(clean(value), max)
}

/**
 * Plain text that keeps visible what `clean` drops: control characters, bidi overrides and lone
 * surrogates are spelled out (`\u001b`), line breaks become LF. For the JSON report, which the
 * JUnit and GitLab reports are made from: a finding named `X<ESC>[31m` reads `X\u001b[31m`
 * there, never a silently different `X[31m`.
 */
export function forPlainSpelled(value: unknown, max: number = MAX_FIELD_CHARS): string {
  const s = typeof value === 'string' ? value : clean(value)
  if (!NEEDS_CLEANING.test(s) && !s.includes('\ufffd')) return truncate(s, max)
  return truncate(
    s
      .replace(LINE_BREAKS, '\n')
      .replace(CONTROL, spelled)
      .replace(LONE_SURROGATE, spelled)
      // The replacement character, made visible as the controls are: it says a byte was lost.
      .replace(/\ufffd/g, spelled),
    max
  )
}

/**
 * A name as every report shows it: as it is, unless nothing of it would be seen (only control,
 * invisible or blank characters), then spelled out (`\u0007`) — the same one name in the
 * summary, the annotations, SARIF, the JSON report, JUnit and GitLab, never blank in some and
 * `\u0007` in others.
 */
export function visibleName(name: string): string {
  return clean(name).trim() === '' && name !== '' ? forPlainSpelled(name) : name
}

// What an XML file gets spelled out instead of written: what XML 1.0 cannot hold (C0 controls but
// TAB and LF, lone surrogates, U+FFFE, U+FFFF), what `clean` drops elsewhere (DEL, C1 controls,
// bidi overrides, BOM), and U+FFFD itself, which makes a popular JUnit viewer guess CP1252 and
// crash.
const XML_SPELLED = new RegExp(
  // eslint-disable-next-line no-misleading-character-class -- as CONTROL
  `[${CONTROL_CHARS}\\ufffd-\\uffff]|${TAG_CHARS}|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]`,
  'g'
)

/** `\u001b`: a character as visible plain text. */
const spelled = (c: string): string =>
  c.length === 2
    ? spelled(c.charAt(0)) + spelled(c.charAt(1))
    : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`

/**
 * Text for an XML document (JUnit): what XML 1.0 cannot hold, and U+FFFD, written as visible
 * plain text (`\u001b`), and no line can start a logging command when a CI system echoes the
 * report into a log. Markup characters are left to the XML writer, which escapes them.
 */
export function forXml(value: unknown, max: number = MAX_FIELD_CHARS): string {
  const text = typeof value === 'string' ? value : clean(value)
  return neutraliseCommands(
    truncate(text.replace(LINE_BREAKS, '\n').replace(XML_SPELLED, spelled), max)
  )
}

/**
 * The message of an Azure Pipelines logging command (`##vso[area.action props]message`): the
 * agent decodes `%AZP25`, `%0D` and `%0A`, so a literal `%` must not start one of those.
 */
export function forAzureData(s: string): string {
  return s.replace(/%/g, '%AZP25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

/** A property value of an Azure logging command: also `;` (between properties) and `]` (the end). */
export function forAzureProperty(s: string): string {
  return forAzureData(s).replace(/;/g, '%3B').replace(/]/g, '%5D')
}

/**
 * `escape`, remembering its answers for up to `limit` distinct inputs: a result's 100,000
 * occurrences share a few dozen names, methods and statuses.
 */
export function memoised<T = string>(compute: (s: string) => T, limit = 1000): (s: string) => T {
  const known = new Map<string, T>()
  return (s) => {
    let value = known.get(s)
    if (value === undefined) {
      value = compute(s)
      if (known.size < limit) known.set(s, value)
    }
    return value
  }
}

// What a URL may not carry as it is into any output: what `clean` drops (controls, bidi
// controls, invisible characters, tag characters), line breaks and lone surrogates.
const URL_HIDDEN = new RegExp(
  // eslint-disable-next-line no-misleading-character-class -- as CONTROL
  `[${CONTROL_CHARS}\\t\\n\\u2028\\u2029]|${TAG_CHARS}|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]`,
  'g'
)

/**
 * A URL from the service (an occurrence's, an application's) as it is shown in any output: each
 * character a reader could not see (a zero-width space, a direction mark, a control) is
 * percent-encoded as a browser would send it (`%E2%80%8B`), so the URL shown is the URL
 * requested, visibly different from its look-alike and still copyable. Still untrusted: escape
 * the result for where it goes.
 */
export function visibleUrl(value: unknown): string {
  const s = typeof value === 'string' ? value : clean(value)
  URL_HIDDEN.lastIndex = 0
  if (!URL_HIDDEN.test(s)) return s
  return s.replace(URL_HIDDEN, (c) => {
    let out = ''
    for (const byte of Buffer.from(c, 'utf8'))
      out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
    return out
  })
}

/**
 * A link destination we are willing to put in Markdown: http(s) only, percent-encoded by the URL
 * parser, and the characters that could end a Markdown destination encoded too. Undefined for
 * anything else (a `javascript:` URL never becomes a link).
 */
export function safeHref(url: string | undefined): string | undefined {
  if (!url) return undefined
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined
  if (parsed.username || parsed.password) return undefined
  return parsed.href.replace(
    /[()<>"'`\\\s[\]|*_]/g,
    (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')
  )
}

/**
 * A URL as it may be logged or written to a report: without user-info, query or fragment, which
 * may carry a secret (Vercel's `?x-vercel-protection-bypass=…`); `?…` says a query was there. The
 * request itself still uses the whole URL. Text that is no URL (a path) loses everything from its
 * first `?` or `#`. Still untrusted: escape the result for where it goes.
 */
export function urlWithoutSecrets(url: string): string {
  if (URL.canParse(url)) {
    const u = new URL(url)
    return `${u.protocol}//${u.host}${u.pathname}${u.search ? '?…' : ''}`
  }
  const cut = url.search(/[?#]/)
  return cut < 0 ? url : `${url.slice(0, cut)}${url[cut] === '?' ? '?…' : ''}`
}

/**
 * 100000 → "100,000": digits grouped by three, the same on every runner. Written out because
 * `toLocaleString` loads ICU's number formatting (about 25 ms of start-up) for one comma.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n)
  const sign = n < 0 ? '-' : ''
  const abs = Math.abs(n)
  const shown = Number.isInteger(abs) ? abs : Math.round(abs * 1000) / 1000
  const [whole = '0', fraction] = String(shown).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return sign + grouped + (fraction === undefined ? '' : `.${fraction}`)
}

/** "1 project", "2 projects": a count and its noun, regular plurals only. */
export function plural(n: number, noun: string): string {
  return `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`
}

/**
 * Untrusted text as an inline code span: shown exactly as it is (copyable into a browser or
 * `curl`, no invisible characters added), never a link, a mention or markup. The fence is one
 * backtick longer than the longest run of backticks inside, so none can close it early; a space
 * pads text that starts or ends with a backtick (GFM strips one such space on each side).
 * `inTable`: a pipe would end the cell even inside a code span, so it is escaped as GFM tables
 * read it (`\|` shows as `|`). A backslash right before a pipe has no reading that renderers agree
 * on there: such text is escaped as inline text instead (forMarkdown). Empty text gives ''.
 */
export function forCodeSpan(
  value: unknown,
  max: number = MAX_FIELD_CHARS,
  inTable = false
): string {
  // Cut outside the span: an ellipsis inside it would be copied as part of the URL.
  const whole = oneLine(value, Number.MAX_SAFE_INTEGER)
  if (whole === '') return ''
  const cut = whole.length > max
  let s = cut ? truncate(whole, max).slice(0, -1) : whole
  if (inTable) {
    if (s.includes('\\|')) return escapeMarkdown(s) + (cut ? ' … (cut)' : '')
    s = s.replace(/\|/g, '\\|')
  }
  let longest = 0
  for (const run of s.match(/`+/g) ?? []) longest = Math.max(longest, run.length)
  const fence = '`'.repeat(longest + 1)
  const pad = s.startsWith('`') || s.endsWith('`') ? ' ' : ''
  return `${fence}${pad}${s}${pad}${fence}${cut ? ' … (cut)' : ''}`
}
