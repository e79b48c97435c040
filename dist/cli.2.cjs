"use strict";
// Modules of dist/cli.js that its start does not evaluate, loaded when first required
// (scripts/normalise-bundle.mjs). Their licences are in the list beside dist/cli.js.
module.exports = ({

/***/ 99:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   EXIT: () => (/* binding */ EXIT),
/* harmony export */   EXIT_CODE_HELP: () => (/* binding */ EXIT_CODE_HELP),
/* harmony export */   exitCode: () => (/* binding */ exitCode),
/* harmony export */   signalExitCode: () => (/* binding */ signalExitCode),
/* harmony export */   warnExitCode: () => (/* binding */ warnExitCode)
/* harmony export */ });
// The tool's exit code, from how the run ended: the `outcome` output and whether the run failed
// (a timeout fails only with fail-on-timeout: true; `stopped` only when a waited-for test ended).
const EXIT = {
    passed: 0,
    gateFailed: 1,
    error: 2,
    timedOut: 3,
    stopped: 4
};
/** For --help and docs/ci-systems.md. */
const EXIT_CODE_HELP = [
    `${EXIT.passed}  passed; also started (start), and a stop that found nothing running; warned (passed with warn findings or accepted risks about to expire) unless --warn-exit-code says otherwise`,
    `${EXIT.gateFailed}  the gate failed on findings`,
    `${EXIT.error}  error: bad arguments (no request sent), refused token, unreadable result or test status, service or network failure, a report file that cannot be written`,
    `${EXIT.timedOut}  timed out (with --fail-on-timeout true, the default)`,
    `${EXIT.stopped}  the test was stopped or failed on the service`,
    '130/143  cancelled by SIGINT/SIGTERM (the test this run started is stopped first)'
];
/**
 * --warn-exit-code: 0–255, the exit code of `warned` (GitLab's `allow_failure: exit_codes`), or a
 * problem to report with the other arguments.
 */
function warnExitCode(value) {
    if (value === undefined)
        return EXIT.passed;
    const n = /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : NaN;
    if (!(n >= 0 && n <= 255)) {
        return {
            problem: 'must be an exit code from 0 to 255 (0: warned passes), e.g. --warn-exit-code 3'
        };
    }
    return n;
}
function exitCode(outcome, failed, warned = EXIT.passed) {
    if (!failed)
        return outcome === 'warned' ? warned : EXIT.passed;
    switch (outcome) {
        case 'failed':
            return EXIT.gateFailed;
        case 'timed-out':
            return EXIT.timedOut;
        case 'stopped':
            return EXIT.stopped;
        default:
            return EXIT.error;
    }
}
/** 128 + the signal's number, as a shell reports a process ended by it. */
function signalExitCode(signal) {
    return signal === 'SIGINT' ? 130 : 143;
}


/***/ }),

/***/ 102:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CancelledError: () => (/* binding */ CancelledError),
/* harmony export */   InputError: () => (/* binding */ InputError)
/* harmony export */ });
// Errors that are not the service's: the workflow's inputs and the workflow's cancellation.
// The service's own errors and their classification live in api/errors.ts.
/** Thrown when inputs fail validation; each problem names its input. Messages are safe to print. */
class InputError extends Error {
    problems;
    constructor(problems) {
        super(problems.map((p) => `${p.input}: ${p.message}`).join('\n'));
        this.name = 'InputError';
        this.problems = problems;
    }
}
/** The run was cancelled (SIGINT/SIGTERM from the runner, or a cancelled wait). */
class CancelledError extends Error {
    signalName;
    constructor(signalName) {
        super(`The workflow was cancelled (${signalName})`);
        this.signalName = signalName;
        this.name = 'CancelledError';
    }
}


/***/ }),

/***/ 103:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   MAX_FIELD_CHARS: () => (/* binding */ MAX_FIELD_CHARS),
/* harmony export */   clean: () => (/* binding */ clean),
/* harmony export */   errorText: () => (/* binding */ errorText),
/* harmony export */   forAnnotation: () => (/* binding */ forAnnotation),
/* harmony export */   forAzureData: () => (/* binding */ forAzureData),
/* harmony export */   forAzureProperty: () => (/* binding */ forAzureProperty),
/* harmony export */   forCodeBlock: () => (/* binding */ forCodeBlock),
/* harmony export */   forCodeSpan: () => (/* binding */ forCodeSpan),
/* harmony export */   forLog: () => (/* binding */ forLog),
/* harmony export */   forMarkdown: () => (/* binding */ forMarkdown),
/* harmony export */   forMarkdownBlock: () => (/* binding */ forMarkdownBlock),
/* harmony export */   forPlain: () => (/* binding */ forPlain),
/* harmony export */   forPlainSpelled: () => (/* binding */ forPlainSpelled),
/* harmony export */   forXml: () => (/* binding */ forXml),
/* harmony export */   formatCount: () => (/* binding */ formatCount),
/* harmony export */   memoised: () => (/* binding */ memoised),
/* harmony export */   neutraliseCommands: () => (/* binding */ neutraliseCommands),
/* harmony export */   oneLine: () => (/* binding */ oneLine),
/* harmony export */   plural: () => (/* binding */ plural),
/* harmony export */   safeHref: () => (/* binding */ safeHref),
/* harmony export */   truncate: () => (/* binding */ truncate),
/* harmony export */   urlWithoutSecrets: () => (/* binding */ urlWithoutSecrets),
/* harmony export */   visibleName: () => (/* binding */ visibleName),
/* harmony export */   visibleUrl: () => (/* binding */ visibleUrl)
/* harmony export */ });
// The one place that makes untrusted text safe. Findings, URLs and the service's messages are
// chosen by whoever controls the tested site or the network: every such string reaches a log,
// summary, annotation, SARIF file or comment only through a function of this module.
/** Longest untrusted string we ever print in one place (a 50 MB finding name stays a name). */
const MAX_FIELD_CHARS = 2000;
// Characters that show as nothing (or as a mark a reader takes for another) yet change what text
// says: zero-width spaces and joiners, direction marks, the word joiner and invisible operators,
// the soft hyphen, fillers, the BOM, and the Unicode tag characters ("ASCII smuggling"). A URL
// holding one is not the URL a reader copies.
const INVISIBLE_CHARS = String.raw `\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180e\u200b-\u200f\u2060-\u2064\u206a-\u206f\u3164\ufeff\uffa0`;
const TAG_CHARS = String.raw `\udb40[\udc00-\udc7f]`;
// C0 controls but TAB and LF, DEL, C1 controls, bidi overrides (they reorder what a reviewer
// reads: "Trojan source"), the non-characters U+FFFE and U+FFFF, and the invisible characters above. CR and the Unicode line separators
// become LF first.
const CONTROL_CHARS = String.raw `\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufffe\uffff${INVISIBLE_CHARS}`;
// eslint-disable-next-line no-misleading-character-class -- each mark is matched on its own, on purpose
const CONTROL = new RegExp(`[${CONTROL_CHARS}]|${TAG_CHARS}`, 'g');
const LINE_BREAKS = /\r\n?|[\u2028\u2029\u0085]/g;
// Any character one of the three would touch (surrogates: paired ones too, to be safe).
// eslint-disable-next-line no-misleading-character-class -- as CONTROL
const NEEDS_CLEANING = new RegExp(`[${CONTROL_CHARS}\u2028\u2029\ud800-\udfff]`);
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Any value to a plain string: no control characters, no lone surrogates, LF as line break. */
function clean(value) {
    let s;
    if (typeof value === 'string')
        s = value;
    else if (value === null || value === undefined)
        s = '';
    else if (typeof value === 'number' || typeof value === 'boolean')
        s = String(value);
    else {
        try {
            s = JSON.stringify(value) ?? '';
        }
        catch {
            s = '';
        }
    }
    // Most text has nothing to change: one scan instead of three replacements.
    if (!NEEDS_CLEANING.test(s))
        return s;
    return s.replace(LINE_BREAKS, '\n').replace(CONTROL, '').replace(LONE_SURROGATE, '\ufffd');
}
/** Cut to at most `max` characters (not splitting a surrogate pair), marking the cut with …. */
function truncate(s, max = MAX_FIELD_CHARS) {
    if (s.length <= max)
        return s;
    let end = Math.max(0, max - 1);
    const c = s.charCodeAt(end - 1);
    if (c >= 0xd800 && c <= 0xdbff)
        end -= 1;
    return s.slice(0, end) + '…';
}
/** One line of clean text: line breaks and runs of white space become one space. */
function oneLine(value, max = MAX_FIELD_CHARS) {
    return truncate(clean(value).replace(/\s+/g, ' ').trim(), max);
}
/**
 * Text for a log line. The runner treats a line that starts (after white space) with `::` as a
 * workflow command, and renders `##[error]`-style markers anywhere; `::stop-commands::` would
 * silence every later command, masks included. Untrusted text therefore never starts a line and
 * never carries those markers.
 */
function forLog(value, max = MAX_FIELD_CHARS) {
    return neutraliseCommands(oneLine(value, max));
}
/** What was thrown, as log text: an Error's message (not its JSON, which is "{}"), else the value. */
function errorText(e, max = MAX_FIELD_CHARS) {
    return forLog(e instanceof Error ? e.message : e, max);
}
// The logging commands of the CI systems the action and the tool run on, wherever in a line the
// system looks for them: Azure Pipelines reads `##vso[` (and TeamCity `##teamcity[`) anywhere in
// a line, GitHub and Azure render `##[error]`-style markers anywhere, GitLab folds the log at
// `section_start:`/`section_end:` markers. A space after the `#` or before the `:` keeps the
// text readable and breaks the marker.
const HASH_MARKERS = /##(?=vso\[|teamcity\[|\[)/gi;
const SECTION_MARKERS = /(section_(?:start|end)):/gi;
// An ANSI escape (ESC, or the 8-bit CSI) can move the cursor, hide text or carry GitLab's section
// markers: the controls CONTROL names (all of them, TAB kept) are stripped from every line.
/**
 * Defence in depth for whole log lines, on every CI system: no line can be read as a logging
 * command (GitHub's `::name::` at the start of a line, Azure's `##vso[`, the `##[` markers,
 * GitLab's section markers) and no line carries an ANSI escape.
 */
function neutraliseCommands(s) {
    // Runners break lines at CR as well as LF: a bare CR must not start a new "line" either.
    return s
        .split(/\r\n?|\n|[\u2028\u2029\u0085]/)
        .map((line) => line
        .replace(CONTROL, '')
        .replace(/^(\s*):(?=:)/, '$1: ')
        .replace(HASH_MARKERS, '# #')
        .replace(SECTION_MARKERS, '$1 :'))
        .join('\n');
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
function forMarkdown(value, max = MAX_FIELD_CHARS) {
    return escapeMarkdown(oneLine(value, max));
}
/** Multi-line untrusted text (a description, a remediation) as Markdown paragraphs. */
function forMarkdownBlock(value, max = 8 * MAX_FIELD_CHARS) {
    const text = truncate(clean(value), max);
    return text
        .split(/\n\s*\n/)
        .map((para) => escapeMarkdown(para.replace(/\s+/g, ' ').trim()))
        .filter((para) => para.length > 0)
        .join('\n\n');
}
// A word GitHub would make a link, a mention or a reference of (it autolinks `://`, `www.` and
// e-mail addresses, and looks for `@` and `#` after decoding entities, so no escape stops it),
// taken whole up to white space or a character a code span could not hold as it is.
const AUTOLINK_WORD = /[^\s|\\`]*(?::\/\/|www\.|[@#])[^\s|\\`]*/gi;
const AUTOLINK_TRIGGER = /:\/\/|www\.|[@#]/i;
// Punctuation around such a word that belongs to the sentence: "(see https://x.test)."
const WORD_OPEN = /^[([{<"']+/;
const WORD_CLOSE = /[)\]}>"'.,;:!?]+$/;
function escapeMarkdown(s) {
    let out = '';
    let at = 0;
    for (const m of s.matchAll(AUTOLINK_WORD)) {
        let word = m[0];
        const open = WORD_OPEN.exec(word)?.[0] ?? '';
        const close = WORD_CLOSE.exec(word.slice(open.length))?.[0] ?? '';
        const inner = word.slice(open.length, word.length - close.length);
        // Code spans are never links, mentions or references, and show the text as it is (no
        // invisible character added: the URL stays copyable). A word whose trigger was in the
        // punctuation around it is code as a whole.
        word = AUTOLINK_TRIGGER.test(inner)
            ? `${escapeInline(open)}\`${inner}\`${escapeInline(close)}`
            : `\`${word}\``;
        out += escapeInline(s.slice(at, m.index)) + word;
        at = m.index + m[0].length;
    }
    return out + escapeInline(s.slice(at));
}
// Obeyed wherever they stand: escapes, code, emphasis, links, strike-through, tables, math.
const ALWAYS = /[\\`*[\]~|$]/g;
// `_` emphasises only at a word's edge (CommonMark: never inside a word).
const AT_EDGE = /(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;
// HTML stays an entity, whatever a reader makes of backslashes: `<` always, `&` where it would
// start a reference.
const HTML = /<|&(?=#?\w+;)/g;
// At the start of the text: a heading, quote, list item, rule or table marker.
const BLOCK_START = /^(\s*)([#>+=-]|\d+(?=[.)]))/;
function escapeInline(s) {
    return s
        .replace(ALWAYS, '\\$&')
        .replace(AT_EDGE, '\\$&')
        .replace(HTML, (c) => (c === '<' ? '&lt;' : '&amp;'))
        .replace(BLOCK_START, (_, space, mark) => /\d/.test(mark) ? `${space}${mark}\\` : `${space}\\${mark}`);
}
/** Text inside a fenced code block: no fence can be closed early, nothing is rendered. */
function forCodeBlock(value, max = 8 * MAX_FIELD_CHARS) {
    // Spaced out, visibly: no invisible character in any output.
    return truncate(clean(value), max).replace(/`{3,}|~{3,}/g, (m) => m.split('').join(' '));
}
/**
 * Annotation message or title. The host's logger escapes what its own format needs (on GitHub:
 * `%`, CR, LF, and `:`/`,` in properties); what is left to us: control characters, length, and
 * the command markers in case a runner version echoes the text into the log.
 */
function forAnnotation(value, max = 1000) {
    return forLog(value, max);
}
/** Plain text for SARIF `message.text` and JSON reports: clean, bounded, otherwise verbatim. */
function forPlain(value, max = MAX_FIELD_CHARS) {
    return truncate(clean(value), max);
}
/**
 * Plain text that keeps visible what `clean` drops: control characters, bidi overrides and lone
 * surrogates are spelled out (`\u001b`), line breaks become LF. For the JSON report, which the
 * JUnit and GitLab reports are made from: a finding named `X<ESC>[31m` reads `X\u001b[31m`
 * there, never a silently different `X[31m`.
 */
function forPlainSpelled(value, max = MAX_FIELD_CHARS) {
    const s = typeof value === 'string' ? value : clean(value);
    if (!NEEDS_CLEANING.test(s) && !s.includes('\ufffd'))
        return truncate(s, max);
    return truncate(s
        .replace(LINE_BREAKS, '\n')
        .replace(CONTROL, spelled)
        .replace(LONE_SURROGATE, spelled)
        // The replacement character, made visible as the controls are: it says a byte was lost.
        .replace(/\ufffd/g, spelled), max);
}
/**
 * A name as every report shows it: as it is, unless nothing of it would be seen (only control,
 * invisible or blank characters), then spelled out (`\u0007`) — the same one name in the
 * summary, the annotations, SARIF, the JSON report, JUnit and GitLab, never blank in some and
 * `\u0007` in others.
 */
function visibleName(name) {
    return clean(name).trim() === '' && name !== '' ? forPlainSpelled(name) : name;
}
// What an XML file gets spelled out instead of written: what XML 1.0 cannot hold (C0 controls but
// TAB and LF, lone surrogates, U+FFFE, U+FFFF), what `clean` drops elsewhere (DEL, C1 controls,
// bidi overrides, BOM), and U+FFFD itself, which makes a popular JUnit viewer guess CP1252 and
// crash.
const XML_SPELLED = new RegExp(
// eslint-disable-next-line no-misleading-character-class -- as CONTROL
`[${CONTROL_CHARS}\\ufffd-\\uffff]|${TAG_CHARS}|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]`, 'g');
/** `\u001b`: a character as visible plain text. */
const spelled = (c) => c.length === 2
    ? spelled(c.charAt(0)) + spelled(c.charAt(1))
    : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
/**
 * Text for an XML document (JUnit): what XML 1.0 cannot hold, and U+FFFD, written as visible
 * plain text (`\u001b`), and no line can start a logging command when a CI system echoes the
 * report into a log. Markup characters are left to the XML writer, which escapes them.
 */
function forXml(value, max = MAX_FIELD_CHARS) {
    const text = typeof value === 'string' ? value : clean(value);
    return neutraliseCommands(truncate(text.replace(LINE_BREAKS, '\n').replace(XML_SPELLED, spelled), max));
}
/**
 * The message of an Azure Pipelines logging command (`##vso[area.action props]message`): the
 * agent decodes `%AZP25`, `%0D` and `%0A`, so a literal `%` must not start one of those.
 */
function forAzureData(s) {
    return s.replace(/%/g, '%AZP25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** A property value of an Azure logging command: also `;` (between properties) and `]` (the end). */
function forAzureProperty(s) {
    return forAzureData(s).replace(/;/g, '%3B').replace(/]/g, '%5D');
}
/**
 * `escape`, remembering its answers for up to `limit` distinct inputs: a result's 100,000
 * occurrences share a few dozen names, methods and statuses.
 */
function memoised(compute, limit = 1000) {
    const known = new Map();
    return (s) => {
        let value = known.get(s);
        if (value === undefined) {
            value = compute(s);
            if (known.size < limit)
                known.set(s, value);
        }
        return value;
    };
}
// What a URL may not carry as it is into any output: what `clean` drops (controls, bidi
// controls, invisible characters, tag characters), line breaks and lone surrogates.
const URL_HIDDEN = new RegExp(
// eslint-disable-next-line no-misleading-character-class -- as CONTROL
`[${CONTROL_CHARS}\\t\\n\\u2028\\u2029]|${TAG_CHARS}|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]`, 'g');
/**
 * A URL from the service (an occurrence's, an application's) as it is shown in any output: each
 * character a reader could not see (a zero-width space, a direction mark, a control) is
 * percent-encoded as a browser would send it (`%E2%80%8B`), so the URL shown is the URL
 * requested, visibly different from its look-alike and still copyable. Still untrusted: escape
 * the result for where it goes.
 */
function visibleUrl(value) {
    const s = typeof value === 'string' ? value : clean(value);
    URL_HIDDEN.lastIndex = 0;
    if (!URL_HIDDEN.test(s))
        return s;
    return s.replace(URL_HIDDEN, (c) => {
        let out = '';
        for (const byte of Buffer.from(c, 'utf8'))
            out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
        return out;
    });
}
/**
 * A link destination we are willing to put in Markdown: http(s) only, percent-encoded by the URL
 * parser, and the characters that could end a Markdown destination encoded too. Undefined for
 * anything else (a `javascript:` URL never becomes a link).
 */
function safeHref(url) {
    if (!url)
        return undefined;
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return undefined;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        return undefined;
    if (parsed.username || parsed.password)
        return undefined;
    return parsed.href.replace(/[()<>"'`\\\s[\]|*_]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'));
}
/**
 * A URL as it may be logged or written to a report: without user-info, query or fragment, which
 * may carry a secret (Vercel's `?x-vercel-protection-bypass=…`); `?…` says a query was there. The
 * request itself still uses the whole URL. Text that is no URL (a path) loses everything from its
 * first `?` or `#`. Still untrusted: escape the result for where it goes.
 */
function urlWithoutSecrets(url) {
    if (URL.canParse(url)) {
        const u = new URL(url);
        return `${u.protocol}//${u.host}${u.pathname}${u.search ? '?…' : ''}`;
    }
    const cut = url.search(/[?#]/);
    return cut < 0 ? url : `${url.slice(0, cut)}${url[cut] === '?' ? '?…' : ''}`;
}
/**
 * 100000 → "100,000": digits grouped by three, the same on every runner. Written out because
 * `toLocaleString` loads ICU's number formatting (about 25 ms of start-up) for one comma.
 */
function formatCount(n) {
    if (!Number.isFinite(n))
        return String(n);
    const sign = n < 0 ? '-' : '';
    const abs = Math.abs(n);
    const shown = Number.isInteger(abs) ? abs : Math.round(abs * 1000) / 1000;
    const [whole = '0', fraction] = String(shown).split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return sign + grouped + (fraction === undefined ? '' : `.${fraction}`);
}
/** "1 project", "2 projects": a count and its noun, regular plurals only. */
function plural(n, noun) {
    return `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;
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
function forCodeSpan(value, max = MAX_FIELD_CHARS, inTable = false) {
    // Cut outside the span: an ellipsis inside it would be copied as part of the URL.
    const whole = oneLine(value, Number.MAX_SAFE_INTEGER);
    if (whole === '')
        return '';
    const cut = whole.length > max;
    let s = cut ? truncate(whole, max).slice(0, -1) : whole;
    if (inTable) {
        if (s.includes('\\|'))
            return escapeMarkdown(s) + (cut ? ' … (cut)' : '');
        s = s.replace(/\|/g, '\\|');
    }
    let longest = 0;
    for (const run of s.match(/`+/g) ?? [])
        longest = Math.max(longest, run.length);
    const fence = '`'.repeat(longest + 1);
    const pad = s.startsWith('`') || s.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${s}${pad}${fence}${cut ? ' … (cut)' : ''}`;
}


/***/ }),

/***/ 104:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   addAdoptedEntries: () => (/* binding */ addAdoptedEntries)
/* harmony export */ });
/* unused harmony exports MAX_ADOPTED_ENTRIES, utcDay */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(176);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(103);
/* harmony import */ var _ignore_file_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(107);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(111);
// What `adopt` adds to the accepted-risks file: one entry per counted occurrence — its identity,
// never the whole finding, so a new URL of an adopted finding still counts — with `reason:
// adopted`, the day, an expiry and the severity it was adopted at (the entry hides that severity
// and less: the same occurrence reported more severe later is an escalation, and counts). The new entries are inserted as text (every existing byte, comment
// and line ending kept; see appendedAsText for the layouts), read back to check; only a layout that
// cannot be edited so is edited as a YAML document (the `yaml` package keeps comments, but may
// normalise the layout). The new entries carry a comment naming the finding, method and URL for the
// reviewer of the pull request.




const DAY_MS = 86_400_000;
/** More entries than anyone reviews; the rest keep counting (the log says how many). */
const MAX_ADOPTED_ENTRIES = 5000;
/** YYYY-MM-DD of a time (UTC). */
function utcDay(ms) {
    return new Date(ms).toISOString().slice(0, 10);
}
/**
 * The accepted-risks file `existing` (may be empty) with an entry per occurrence appended to its
 * `ignore:` list. Adopted today, expiring `expiryMs` later (whole days). Throws IgnoreFileError
 * when the file is not YAML or its `ignore` is not a list (it would not be read either).
 */
function addAdoptedEntries(existing, occurrences, now, expiryMs) {
    const adopted = utcDay(now);
    const expires = utcDay(now + Math.max(DAY_MS, Math.round(expiryMs / DAY_MS) * DAY_MS));
    const take = occurrences.slice(0, MAX_ADOPTED_ENTRIES);
    const entries = take.map((o) => ({
        // The finding's name and URL are the service's text: one clean line, no way out of the comment.
        comment: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.oneLine)(`${o.severity}: ${o.name} — ${o.method} ${o.url}`, 300),
        fields: { id: o.id, reason: _types_js__WEBPACK_IMPORTED_MODULE_3__/* .ADOPTED_REASON */ .DD, adopted, expires, severity: o.severity }
    }));
    const base = existing.trim() === '' ? 'version: 1\n' : existing;
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(base);
    if (doc.errors.length > 0) {
        throw new _ignore_file_js__WEBPACK_IMPORTED_MODULE_2__/* .IgnoreFileError */ .d(doc.errors.map((e) => `not valid YAML: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.oneLine)(e.message, 200)}`));
    }
    if (doc.contents !== null && !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(doc.contents)) {
        throw new _ignore_file_js__WEBPACK_IMPORTED_MODULE_2__/* .IgnoreFileError */ .d(['it must be a mapping with an `ignore:` list']);
    }
    const list = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(doc.contents) ? doc.contents.get('ignore', true) : undefined;
    if (list !== undefined &&
        list !== null &&
        !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(list) &&
        !((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(list) && list.value === null)) {
        throw new _ignore_file_js__WEBPACK_IMPORTED_MODULE_2__/* .IgnoreFileError */ .d(['ignore must be a list of entries']);
    }
    const text = (entries.length === 0 ? base : undefined) ??
        appendedAsText(base, doc, list, entries) ??
        editedAsDocument(doc, list, entries, base.includes('\r\n') ? '\r\n' : '\n');
    return { text, added: take.length, left: occurrences.length - take.length, adopted, expires };
}
/**
 * The entries inserted as text, every other byte of the file as it was (its comments, its layout,
 * its line endings): after the last item of a block `ignore:` list and the indented comments that
 * follow it (they stay with that item); under an `ignore:` with nothing under it (or `~`, `null`);
 * in place of an empty `ignore: []`; before the `]` of a flow list; or a new `ignore:` at the end.
 * Checked by reading the result back; undefined when that does not give exactly the old values
 * plus the new entries (the caller then edits the document instead).
 */
function appendedAsText(text, doc, list, entries) {
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    let at;
    let indent = '  ';
    let head = '';
    /** Source replaced by the block (`[]`, `~`): [start, end). */
    let cut;
    if (list === undefined) {
        at = text.length;
        head = `ignore:${eol}`;
    }
    else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(list) && list.flow === true && list.items.length > 0) {
        return insertedInFlow(text, list, entries, eol);
    }
    else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(list) && list.flow !== true) {
        const block = afterBlockList(text, list);
        if (block === undefined)
            return undefined;
        ({ at, indent } = block);
    }
    else {
        // Nothing under `ignore:`, `~`, `null`, or `[]`: the block goes under the key's line.
        const range = list?.range;
        const key = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(doc.contents)
            ? doc.contents.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(p.key) && p.key.value === 'ignore')?.key
            : undefined;
        const keyEnd = key?.range?.[1];
        if (keyEnd === undefined || range === undefined)
            return undefined;
        if (range[1] > range[0])
            cut = [range[0], range[1]];
        at = lineEnd(text, Math.max(keyEnd, range[1]));
        const keyLine = text.lastIndexOf('\n', keyEnd - 1) + 1;
        indent = `${/^ */.exec(text.slice(keyLine))?.[0] ?? ''}  `;
    }
    const lines = entries.flatMap(({ comment, fields }) => [
        `${indent}# ${comment}`,
        `${indent}- id: ${fields.id}`,
        `${indent}  reason: ${fields.reason}`,
        `${indent}  adopted: ${fields.adopted}`,
        `${indent}  expires: ${fields.expires}`,
        `${indent}  severity: ${fields.severity}`
    ]);
    let before = text.slice(0, at);
    if (cut !== undefined)
        before = before.slice(0, cut[0]) + before.slice(cut[1]);
    const join = before === '' || before.endsWith('\n') ? '' : eol;
    const result = `${before}${join}${head}${lines.join(eol)}${eol}${text.slice(at)}`;
    return readsAsAppended(text, result, entries) ? result : undefined;
}
/** Where the next line starts after `at` (the end of the text when it is the last line). */
function lineEnd(text, at) {
    if (at > 0 && text[at - 1] === '\n')
        return at;
    const nl = text.indexOf('\n', at);
    return nl === -1 ? text.length : nl + 1;
}
/**
 * The end of a block list's last item and of the comments indented under it or at its dash
 * (they belong to that item), and the dash's indentation. Undefined for a layout not met here.
 */
function afterBlockList(text, list) {
    const first = list.items[0]?.range?.[0];
    const last = list.items.at(-1)?.range?.[1];
    if (first === undefined || last === undefined)
        return undefined;
    const lineStart = text.lastIndexOf('\n', first - 1) + 1;
    const dash = /^( *)- +$/.exec(text.slice(lineStart, first));
    if (dash === null)
        return undefined;
    const indent = dash[1] ?? '';
    let at = lineEnd(text, last);
    const least = Math.max(indent.length, 1);
    for (;;) {
        const next = text.indexOf('\n', at);
        const line = text.slice(at, next === -1 ? text.length : next);
        const comment = /^([ \t]*)#/.exec(line);
        if (at >= text.length || comment === null || (comment[1] ?? '').length < least)
            break;
        at = next === -1 ? text.length : next + 1;
    }
    return { at, indent };
}
/** New entries as flow mappings before the `]` of a flow list, one a line, with their comment. */
function insertedInFlow(text, list, entries, eol) {
    const end = list.range?.[1];
    if (end === undefined || text[end - 1] !== ']')
        return undefined;
    const close = end - 1;
    const items = entries.map(({ comment, fields }) => `,${eol}  # ${comment}${eol}  {id: ${fields.id}, reason: ${fields.reason}, adopted: ${fields.adopted}, expires: ${fields.expires}, severity: ${fields.severity}}`);
    const result = `${text.slice(0, close)}${items.join('')}${text.slice(close)}`;
    return readsAsAppended(text, result, entries) ? result : undefined;
}
/** The result holds the old document's values and, after its entries, exactly the new ones. */
function readsAsAppended(oldText, newText, entries) {
    const after = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(newText);
    if (after.errors.length > 0)
        return false;
    const was = ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(oldText).toJS() ?? {});
    const now = (after.toJS() ?? {});
    const oldList = Array.isArray(was.ignore) ? was.ignore : [];
    const expected = { ...was, ignore: [...oldList, ...entries.map((e) => e.fields)] };
    return JSON.stringify(now) === JSON.stringify(expected);
}
/** The yaml package's own edit: comments kept, the layout of existing lines may be normalised. */
function editedAsDocument(doc, list, entries, eol) {
    if (doc.contents === null)
        doc.contents = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .YAMLMap */ .CA();
    const map = doc.contents;
    let seq;
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(list))
        seq = list;
    else {
        seq = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .YAMLSeq */ .Rw();
        map.set('ignore', seq);
    }
    for (const { comment, fields } of entries) {
        const node = doc.createNode(fields);
        node.commentBefore = ` ${comment}`;
        seq.items.push(node);
    }
    const text = doc.toString({ lineWidth: 0 });
    return eol === '\n' ? text : text.replace(/\r?\n/g, eol);
}


/***/ }),

/***/ 110:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   JJ: () => (/* binding */ worse),
/* harmony export */   MW: () => (/* binding */ readSeverity),
/* harmony export */   _T: () => (/* binding */ numericLabel),
/* harmony export */   gl: () => (/* binding */ reach),
/* harmony export */   hU: () => (/* binding */ covers),
/* harmony export */   jC: () => (/* binding */ sarifSecuritySeverity),
/* harmony export */   kU: () => (/* binding */ atOrAbove),
/* harmony export */   qI: () => (/* binding */ severityFromScore),
/* harmony export */   qs: () => (/* binding */ severityRank),
/* harmony export */   t_: () => (/* binding */ stronger),
/* harmony export */   vN: () => (/* binding */ thresholdPhrase),
/* harmony export */   xY: () => (/* binding */ gatedSeverities),
/* harmony export */   ze: () => (/* binding */ severityOfLabel)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(111);
// Severities: reading the service's labels and CVSS numbers, ordering, thresholds, SARIF scores.

const RANK = {
    critical: 0,
    high: 1,
    medium: 2,
    low: 3,
    'very-low': 4,
    unknown: 5
};
// Keys are labels lower-cased with spaces, underscores and hyphens removed ("Very Low", very_low,
// very-low and verylow all become "verylow").
const LABELS = new Map([
    ['critical', 'critical'],
    ['high', 'high'],
    ['medium', 'medium'],
    ['moderate', 'medium'],
    ['low', 'low'],
    ['verylow', 'very-low'],
    ['info', 'very-low'],
    ['informational', 'very-low'],
    ['information', 'very-low']
]);
const NUMERIC = /^\s*\d+(?:\.\d+)?\s*$/;
// Labels longer than this are not labels; skip the work (a hostile document may put megabytes here).
const MAX_LABEL_CHARS = 40;
/** 0 for critical … 5 for unknown: lower is worse. */
function severityRank(severity) {
    return RANK[severity];
}
/**
 * A CVSS-like score (0–10) to a severity: ≥9 critical, ≥7 high, ≥4 medium, >0 low. 0 is CVSS's
 * "none", which we read as very-low (the finding was still reported). Anything outside 0–10 or
 * not a number is unknown.
 */
function severityFromScore(score) {
    if (!Number.isFinite(score) || score < 0 || score > 10)
        return 'unknown';
    if (score >= 9)
        return 'critical';
    if (score >= 7)
        return 'high';
    if (score >= 4)
        return 'medium';
    if (score > 0)
        return 'low';
    return 'very-low';
}
/** A label ("High", "very_low", "Informational"), a CVSS number or a numeric string; else unknown. */
function readSeverity(value) {
    if (typeof value === 'number')
        return severityFromScore(value);
    if (typeof value !== 'string' || value.length > MAX_LABEL_CHARS)
        return 'unknown';
    const key = value.toLowerCase().replace(/[\s_-]+/g, '');
    const label = LABELS.get(key);
    if (label !== undefined)
        return label;
    if (NUMERIC.test(value))
        return severityFromScore(Number(value));
    return 'unknown';
}
/** The number a label holds ("9.1"), or undefined for a word. */
function numericLabel(label) {
    return label.length <= MAX_LABEL_CHARS && NUMERIC.test(label) ? Number(label) : undefined;
}
/** A severity word only ("critical", "very_low", "Info"), as a per-severity count's key. */
function severityOfLabel(key) {
    if (key.length > MAX_LABEL_CHARS)
        return undefined;
    return LABELS.get(key.toLowerCase().replace(/[\s_-]+/g, ''));
}
/**
 * Whether an occurrence of `severity` can fail the gate at `threshold`. Unknown severity counts
 * at every threshold but `none`: we would rather fail on a finding we could not rate than pass it.
 */
function atOrAbove(severity, threshold) {
    if (threshold === 'none')
        return false;
    if (threshold === 'any' || severity === 'unknown')
        return true;
    return RANK[severity] <= RANK[threshold];
}
/** The severities that count at `threshold`, worst first. */
function gatedSeverities(threshold) {
    return _types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITIES */ .oC.filter((s) => atOrAbove(s, threshold));
}
/** "at high or above", "at critical", "at any severity": the words for a threshold in a message. */
function thresholdPhrase(threshold) {
    if (threshold === 'any')
        return 'at any severity';
    if (threshold === 'none')
        return 'at no severity';
    if (threshold === 'critical')
        return 'at critical';
    return `at ${threshold} or above`;
}
// Code scanning ranks alerts by `security-severity` (≥9 critical, 7–8.9 high, 4–6.9 medium,
// <4 low). For a finding the service did not score: a fixed score inside its severity's band.
const FIXED_SECURITY_SEVERITY = {
    critical: 9.5,
    high: 8.0,
    medium: 5.5,
    low: 3.0,
    'very-low': 1.0,
    // Unknown counts toward every threshold: shown as medium rather than hidden as low.
    unknown: 5.0
};
/**
 * SARIF `rules[].properties["security-severity"]` ("9.1"). The service's own score when it gave
 * one (the parser also takes a severity written as a number as the score), so code scanning
 * ranks the alert as the annotation and the summary show it ("Critical (9.1)"), clamped to the
 * "0.1"–"10.0" GitHub reads; else the fixed score of the severity.
 */
function sarifSecuritySeverity(finding) {
    const given = finding.score;
    const score = given !== undefined && Number.isFinite(given)
        ? Math.min(10, Math.max(0.1, given))
        : FIXED_SECURITY_SEVERITY[finding.severity];
    return score.toFixed(1);
}
// Unknown severity counts at every threshold but none, as critical does: for the gate the two
// reach as far, and every other severity less far.
const REACH = {
    critical: 0,
    unknown: 0,
    high: 1,
    medium: 2,
    low: 3,
    'very-low': 4
};
function reach(severity) {
    return REACH[severity];
}
/**
 * An entry (baseline, accepted risk) written for an occurrence at `recorded` covers it at `actual`:
 * the same or less severe, never one that counts at more thresholds. No recorded severity: any.
 */
function covers(recorded, actual) {
    return recorded === undefined || REACH[actual] >= REACH[recorded];
}
/** The severity that counts at more thresholds; between critical and unknown, the known one. */
function stronger(a, b) {
    if (REACH[a] !== REACH[b])
        return REACH[a] < REACH[b] ? a : b;
    return a === 'unknown' ? b : a;
}
/** Known beats unknown; among known severities the worse wins. */
function worse(candidate, current) {
    if (candidate === 'unknown')
        return false;
    return current === 'unknown' || severityRank(candidate) < severityRank(current);
}


/***/ }),

/***/ 111:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DD: () => (/* binding */ ADOPTED_REASON),
/* harmony export */   Nd: () => (/* binding */ zeroCounts),
/* harmony export */   e6: () => (/* binding */ totalOf),
/* harmony export */   oC: () => (/* binding */ SEVERITIES)
/* harmony export */ });
// Domain types of a test's result, past the API layer. No wire field name appears here.
/** Worst first. `unknown`: the result gave no severity we could read. */
const SEVERITIES = ['critical', 'high', 'medium', 'low', 'very-low', 'unknown'];
/** All severities together. */
function totalOf(counts) {
    let n = 0;
    for (const s of SEVERITIES)
        n += counts[s];
    return n;
}
function zeroCounts() {
    return { critical: 0, high: 0, medium: 0, low: 0, 'very-low': 0, unknown: 0 };
}
/** The reason `adopt` writes on its accepted risks (and by which a later adopt knows them). */
const ADOPTED_REASON = 'adopted';


/***/ }),

/***/ 113:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   buildGitlabDast: () => (/* binding */ buildGitlabDast)
/* harmony export */ });
/* unused harmony exports GITLAB_SCHEMA_VERSION, GITLAB_SCHEMA_URL, GITLAB_SEVERITY, MAX_GITLAB_VULNERABILITIES, MAX_GITLAB_BYTES, vulnerabilityId, uuidV5, gitlabTime */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(132);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _findings_severity_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(110);
/* harmony import */ var _report_format_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(118);
/* harmony import */ var _report_sarif_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(120);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(103);
/* harmony import */ var _app_report_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(112);
// A GitLab DAST report (schema 15.0.x, `artifacts:reports:dast`) for every application of a run:
// one vulnerability per open occurrence of each application, identifiers (the finding, then its
// CWEs), severity in GitLab's words, and the scanned resources. Plain text throughout: GitLab
// reads every field as data from an untrusted scanner, and forPlain keeps it clean and bounded.
//
// Identity: GitLab tells vulnerabilities apart by the primary identifier plus the location's
// `path:method:param` (not the host; newer versions also drop the path's query and a trailing
// slash). The same finding on the same path of two applications, or on two URLs that differ only
// in host, query or trailing slash, would be one vulnerability to GitLab. So `param` carries the
// vulnerability's own id, derived from the application and the occurrence identity: stable from
// run to run (GitLab follows the same vulnerability across pipelines), distinct for every
// occurrence of every application under both ways of reading the path.
//
// Budget: GitLab refuses reports of more than 100,000 vulnerabilities and users report time-outs
// near 70 MB, so the report holds at most MAX_GITLAB_VULNERABILITIES and MAX_GITLAB_BYTES, worst
// first (the order the JSON report has them in, severity first across applications); the count
// left out is a `scan.messages` warning, and the JSON report keeps every occurrence.






const GITLAB_SCHEMA_VERSION = '15.0.0';
const GITLAB_SCHEMA_URL = 'https://gitlab.com/gitlab-org/security-products/security-report-schemas/-/raw/v15.0.0/dist/dast-report-format.json';
/** GitLab's levels; the service's "very low" is what GitLab calls Info. */
const GITLAB_SEVERITY = {
    critical: 'Critical',
    high: 'High',
    medium: 'Medium',
    low: 'Low',
    'very-low': 'Info',
    unknown: 'Unknown'
};
// The schema's own bounds (name ≤ 255, solution ≤ 7,000), GitLab's model's (a description over
// 15,000 characters is refused); the rest bounded like the JSON report.
const MAX = { name: 255, solution: 7000, description: 15_000, url: 8192, short: 500 };
/**
 * At most this many vulnerabilities per report: a tenth of GitLab's hard limit (100,000), more
 * than anyone triages from one pipeline, and with bounded texts well inside the byte budget.
 */
const MAX_GITLAB_VULNERABILITIES = 10_000;
/**
 * At most this many bytes per report (as written: two-space indented JSON): under a third of the
 * ~70 MB where users report GitLab's ingestion timing out, so a large report still loads.
 */
const MAX_GITLAB_BYTES = 20_000_000;
/** Scanned resources (every method and URL of the run) are bounded too: count, then bytes. */
const MAX_SCANNED_RESOURCES = 10_000;
const MAX_SCANNED_RESOURCE_BYTES = 2_000_000;
const VENDOR = { name: 'security-test-action' };
function buildGitlabDast(reports, times, budget = {}) {
    const maxCount = budget.maxVulnerabilities ?? MAX_GITLAB_VULNERABILITIES;
    const maxBytes = budget.maxBytes ?? MAX_GITLAB_BYTES;
    const open = openWorstFirst(reports);
    const doc = {
        version: GITLAB_SCHEMA_VERSION,
        schema: GITLAB_SCHEMA_URL,
        scan: {
            analyzer: {
                id: 'security-test-action',
                name: 'security-test',
                url: _report_sarif_js__WEBPACK_IMPORTED_MODULE_3__/* .PROJECT_URL */ .w5,
                version: _report_sarif_js__WEBPACK_IMPORTED_MODULE_3__/* .TOOL_VERSION */ .wr,
                vendor: VENDOR
            },
            scanner: {
                id: 'security-test-service',
                name: 'Hosted web-security test service',
                version: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(reports.find((r) => r.apiVersion)?.apiVersion ?? 'v2', 20),
                vendor: VENDOR
            },
            type: 'dast',
            start_time: gitlabTime(earliest([times.started, ...reports.map((r) => r.startedAt)])),
            end_time: gitlabTime(latest([times.ended, ...reports.map((r) => r.finishedAt)])),
            // An incomplete run (timed out, stopped, error) is a failed scan, whatever it found.
            status: reports.every((r) => (0,_app_report_js__WEBPACK_IMPORTED_MODULE_5__/* .incompleteReason */ .D1)(r) === undefined) ? 'success' : 'failure',
            messages: messages(reports),
            scanned_resources: scannedResources(reports, open)
        },
        vulnerabilities: []
    };
    // The bytes of everything but the vulnerabilities, and room for the message of a cut.
    let bytes = writtenBytes(doc, 0) + 1000;
    const findings = new Map(reports.map((r) => [r, new Map(r.findings.map((f) => [f.key, f]))]));
    for (const { report, occurrence } of open) {
        if (doc.vulnerabilities.length >= maxCount)
            break;
        const v = vulnerability(report, occurrence, findings.get(report)?.get(occurrence.findingKey));
        const size = writtenBytes(v, 2) + 2;
        if (bytes + size > maxBytes)
            break;
        bytes += size;
        doc.vulnerabilities.push(v);
    }
    const left = open.length - doc.vulnerabilities.length;
    if (left > 0) {
        doc.scan.messages.unshift({
            level: 'warn',
            value: `${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(left)} of ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(open.length)} open occurrences are left out, ` +
                `the least severe first: this report holds at most ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(maxCount)} ` +
                `vulnerabilities and ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(Math.round(maxBytes / 1_000_000))} MB. ` +
                'The JSON report lists them all.'
        });
    }
    return doc;
}
/**
 * Every application's open occurrences, worst first: each report lists its occurrences in the
 * gate's order (report/json-report.ts), which is kept; across applications, by severity, then
 * by place in their own report, so each application's worst come before any one's least severe.
 */
function openWorstFirst(reports) {
    const all = [];
    for (const report of reports) {
        if (report.verdictLine === undefined)
            continue;
        let place = 0;
        for (const occurrence of report.occurrences) {
            // monitor policy: the JSON report and SARIF only.
            if (occurrence.state === 'fixed' || occurrence.state === 'monitored')
                continue;
            all.push({ report, occurrence, rank: (0,_findings_severity_js__WEBPACK_IMPORTED_MODULE_1__/* .severityRank */ .qs)(occurrence.severity), place: place++ });
        }
    }
    return all.sort((a, b) => a.rank - b.rank || a.place - b.place);
}
function vulnerability(report, o, finding) {
    const id = vulnerabilityId(report, o);
    const name = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(o.name, MAX.name) || 'Unnamed finding';
    const details = {
        application: text('Application', (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)((0,_app_report_js__WEBPACK_IMPORTED_MODULE_5__/* .applicationLabel */ .XP)(report), MAX.short)),
        url: text('URL', (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(o.url, MAX.url)),
        status: text('Status on the service', (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(o.status, MAX.short) || 'unknown'),
        gate: text('Gate', (o.counted ? `${o.state}, counted by the gate` : o.state) +
            (o.regressed === true
                ? ' (regressed: was Fixed)'
                : o.escalatedFrom
                    ? ` (escalated: accepted as ${o.escalatedFrom})`
                    : ''))
    };
    if (o.ignoredBecause) {
        details.accepted = text('Accepted risk', `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(o.ignoredBecause.reason, MAX.short)} (until ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(o.ignoredBecause.expires, 40)})`);
    }
    return {
        id,
        category: 'dast',
        name,
        description: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(finding?.description || o.name, MAX.description) || name,
        severity: GITLAB_SEVERITY[o.severity],
        ...(finding?.remediation ? { solution: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(finding.remediation, MAX.solution) } : {}),
        identifiers: identifiers(finding, o.findingKey, name),
        location: location(o.method, o.url, id),
        details
    };
}
/**
 * The vulnerability's id, an RFC 4122 name-based UUID (version 5): of the application token and
 * the occurrence identity, so the same occurrence of the same application has the same id on
 * every run, and two applications never share one.
 */
function vulnerabilityId(report, o) {
    return uuidV5(`${report.application.token}\n${o.id}`);
}
/** This action's UUID namespace (a fixed random UUID): ids of other tools' reports never collide. */
const NAMESPACE = Buffer.from('5b0c2f6e8a1d4c3b9e7f10a2b4c6d8e0', 'hex');
/** RFC 4122 §4.3: SHA-1 of the namespace and the name, version 5, the RFC's variant. */
function uuidV5(name, namespace = NAMESPACE) {
    const bytes = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update(namespace).update(name, 'utf8').digest().subarray(0, 16);
    bytes[6] = (bytes[6] & 0x0f) | 0x50;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    const hex = bytes.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
/** Bytes of `value` as the file holds it: two-space indented JSON, `depth` levels in. */
function writtenBytes(value, depth) {
    const s = JSON.stringify(value, null, 2);
    let lines = 1;
    for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1))
        lines++;
    return Buffer.byteLength(s) + lines * depth * 2;
}
const text = (name, value) => ({ name, type: 'text', value });
/** The finding first (GitLab's primary identifier), then its CWEs. */
function identifiers(finding, key, name) {
    const primary = {
        type: 'security-test-finding',
        name,
        value: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(key, 128) || name
    };
    const cwes = (finding?.cwe ?? []).flatMap((c) => {
        const n = /^CWE-(\d{1,7})$/i.exec(c.trim())?.[1];
        return n === undefined
            ? []
            : [
                {
                    type: 'cwe',
                    name: `CWE-${Number(n)}`,
                    value: String(Number(n)),
                    url: `https://cwe.mitre.org/data/definitions/${Number(n)}.html`
                }
            ];
    });
    return [primary, ...cwes];
}
/**
 * Where it was found: the host, the path (with query) and the method, as GitLab's DAST location
 * has them; `param` is the vulnerability's id (see the top of this file: GitLab's identity).
 */
function location(method, url, id) {
    const m = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(method, 20);
    const param = `occurrence ${id}`;
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        parsed = undefined;
    }
    if (parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:')) {
        return {
            hostname: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(`${parsed.protocol}//${parsed.host}`, MAX.url),
            method: m,
            path: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(parsed.pathname + parsed.search, MAX.url),
            param
        };
    }
    return { hostname: '', method: m, path: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(url, MAX.url), param };
}
/**
 * The method and URL of each application and of each occurrence (open ones worst first, then the
 * fixed), at most MAX_SCANNED_RESOURCES of them and MAX_SCANNED_RESOURCE_BYTES.
 */
function scannedResources(reports, open) {
    const resources = new Map();
    let bytes = 0;
    const add = (method, url) => {
        if (resources.size >= MAX_SCANNED_RESOURCES)
            return false;
        const m = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(method, 20).trim();
        const u = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(url, MAX_SCANNED_RESOURCE_URL).trim();
        if (!m || !u || resources.has(`${m} ${u}`))
            return true;
        const entry = { method: m, url: u, type: 'url' };
        bytes += writtenBytes(entry, 3) + 2;
        if (bytes > MAX_SCANNED_RESOURCE_BYTES)
            return false;
        resources.set(`${m} ${u}`, entry);
        return true;
    };
    for (const r of reports)
        if (r.application.url)
            add('GET', r.application.url);
    for (const { occurrence } of open)
        if (!add(occurrence.method, occurrence.url))
            break;
    for (const r of reports) {
        for (const o of r.occurrences) {
            if (o.state === 'fixed' && !add(o.method, o.url))
                return [...resources.values()];
        }
    }
    return [...resources.values()];
}
const MAX_SCANNED_RESOURCE_URL = 2000;
function messages(reports) {
    const out = [];
    for (const r of reports) {
        const label = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)((0,_app_report_js__WEBPACK_IMPORTED_MODULE_5__/* .applicationLabel */ .XP)(r), MAX.short);
        const incomplete = (0,_app_report_js__WEBPACK_IMPORTED_MODULE_5__/* .incompleteReason */ .D1)(r);
        if (incomplete !== undefined) {
            const why = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(incomplete, 2000) || `the test ended ${r.outcome}`;
            out.push({ level: 'fatal', value: `${label}: ${why}` });
        }
        const build = buildMessage(r);
        if (build)
            out.push({ level: 'info', value: `${label}: ${build}` });
        for (const w of r.warnings)
            out.push({ level: 'warn', value: `${label}: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(w, 2000)}` });
    }
    return out;
}
/**
 * Which build the verdict is about (issue 21), in one message: format 15.0.x has no field for a
 * commit or a deployment, and `scan.messages` is where it lets a scanner say more.
 */
function buildMessage(r) {
    const b = r.build;
    if (!b)
        return undefined;
    const parts = [];
    if (b.commit) {
        const source = b.commitSource ? ` (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(b.commitSource, 300)})` : '';
        parts.push(`commit ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(b.commit, 80)}${source}`);
    }
    if (b.deploymentUrl)
        parts.push(`deployment URL ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(b.deploymentUrl, 500)}`);
    if (b.buildCheck)
        parts.push(`build check: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(b.buildCheck, 100)}`);
    if (b.shownBy)
        parts.push(`shown by: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(b.shownBy, 50)}`);
    if (b.reused)
        parts.push(`reused test ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(b.reusedTest ?? 'unknown', 64)}`);
    if (b.baselineSource)
        parts.push(`baseline: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)(b.baselineSource, 300)}`);
    return parts.length > 0 ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forPlain)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.oneLine)(parts.join('; ')), 1500) : undefined;
}
/** `yyyy-mm-ddThh:mm:ss` in UTC, the schema's only form. */
function gitlabTime(d) {
    return d.toISOString().slice(0, 19);
}
/** Known times only: a report's own field may be missing or not a date. */
const known = (times) => times
    .map((t) => (t instanceof Date ? t.getTime() : t ? Date.parse(t) : NaN))
    .filter((t) => !Number.isNaN(t));
const earliest = (times) => new Date(Math.min(...known(times)));
const latest = (times) => new Date(Math.max(...known(times)));


/***/ }),

/***/ 120:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D1: () => (/* binding */ sarifFolderPlan),
/* harmony export */   RC: () => (/* binding */ GITHUB_SARIF_LIMITS),
/* harmony export */   ab: () => (/* binding */ sarifCategory),
/* harmony export */   fV: () => (/* binding */ sarifLimitReason),
/* harmony export */   lH: () => (/* binding */ TOOL_NAME),
/* harmony export */   lg: () => (/* binding */ writeSarif),
/* harmony export */   w5: () => (/* binding */ PROJECT_URL),
/* harmony export */   wr: () => (/* binding */ TOOL_VERSION)
/* harmony export */ });
/* unused harmony exports SARIF_SCHEMA, MAX_SARIF_RESULTS, MAX_SARIF_GZIP_BYTES, SARIF_TEXT_BOUNDS, SOURCE_ROOT, sarifLevel, emitSarif, buildSarif */
/* harmony import */ var _findings_severity_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(110);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(103);
/* harmony import */ var _build_facts_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(115);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(118);
/* harmony import */ var _text_sink_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(121);
// SARIF 2.1.0 for GitHub code scanning: one rule per finding type, one result per unfixed
// occurrence, anchored to a repository file (code scanning rejects URLs as locations), with our
// own fingerprint per occurrence so alerts on the same anchor line stay apart.





const TOOL_NAME = 'security-test-action';
const TOOL_VERSION = '0.1.0';
const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** `tool.driver.informationUri` unless the caller knows the action's own home (a fork, GHES). */
const PROJECT_URL = 'https://github.com/security-test-action/security-test-action#readme';
/**
 * Code scanning accepts 25,000 results per run but shows only the top 5,000: more would be
 * results nobody can see (and megabytes to upload), so the worst 5,000 are written.
 */
const MAX_SARIF_RESULTS = 5_000;
/** GitHub's upload limit is 10 MB gzipped (we keep a margin under 10 MiB). */
const MAX_SARIF_GZIP_BYTES = 10_000_000;
/**
 * Code scanning's documented limits ("SARIF support for code scanning"): a rule's `name` 255
 * characters, `shortDescription.text` and `fullDescription.text` 1,024; at most 20 tags (10
 * shown); 25,000 results per run; 20 runs per upload (upload-sarif combines a folder's files
 * into one upload, so 20 files per folder). A longer text is cut at a character boundary and
 * kept whole in `help`, and in the JSON report.
 */
const GITHUB_SARIF_LIMITS = {
    ruleName: 255,
    ruleDescription: 1024,
    tagsPerRule: 20,
    resultsPerRun: 25_000,
    runsPerFile: 20
};
/**
 * Our own bounds, where code scanning documents none: a rule's `help` (text and Markdown) and a
 * result's message, each short enough to keep an alert's page readable.
 */
const SARIF_TEXT_BOUNDS = {
    help: 20_000,
    message: 1024
};
/**
 * Where each of several applications' SARIF files goes, and its share of one upload's 10 MB:
 * upload-sarif combines every `.sarif` file under the folder it is given (subfolders too) into
 * one upload of at most 20 runs and 10 MB gzipped. Up to 20 applications: the folder itself,
 * each file an equal share of the 10 MB. More: numbered subfolders `1`, `2`, … of 20 files each
 * in the order of the applications, each uploaded on its own, each file an equal share of its
 * subfolder's upload. Equal shares keep which results a file holds independent of which test
 * ended first; each file still holds its worst results first.
 */
function sarifFolderPlan(applications, maxGzipBytes = MAX_SARIF_GZIP_BYTES) {
    const per = GITHUB_SARIF_LIMITS.runsPerFile;
    return Array.from({ length: applications }, (_, i) => {
        const group = Math.floor(i / per);
        const inGroup = Math.min(per, applications - group * per);
        const share = Math.floor(maxGzipBytes / inGroup);
        return applications > per
            ? { subfolder: String(group + 1), maxGzipBytes: share }
            : { maxGzipBytes: share };
    });
}
/**
 * Where the anchor file's path is relative to: the repository's root. With the commit in
 * `versionControlProvenance` mapped to it, a SARIF reader can tell which file of which commit.
 */
const SOURCE_ROOT = '%SRCROOT%';
/** `security-test/<applicationToken>/`: several applications can be uploaded side by side. */
function sarifCategory(applicationToken) {
    return `security-test/${applicationToken.replace(/[^A-Za-z0-9_.-]/g, '') || 'unknown'}/`;
}
function sarifLevel(s) {
    if (s === 'critical' || s === 'high')
        return 'error';
    return s === 'low' || s === 'very-low' ? 'note' : 'warning';
}
/** How much text each try keeps; the later ones are for results that do not fit 10 MB. */
const TEXT_LIMITS = [
    { url: 2000, name: 255, description: 8000, help: SARIF_TEXT_BOUNDS.help },
    { url: 500, name: 200, description: 2000, help: 5000 },
    { url: 200, name: 100, description: 500, help: 1500 }
];
/**
 * Writes the SARIF log to `sink`: the full texts first; when the log would be over the gzipped
 * limit, shorter texts, then fewer results (halving) until it fits. Returns how many unfixed
 * occurrences it holds and how many it left out.
 */
function emitSarif(sink, ctx, options) {
    const maxGzip = options.maxGzipBytes ?? MAX_SARIF_GZIP_BYTES;
    // Occurrence ids are unique in a verdict (the parser counts a repeated one once).
    const unfixed = (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .unfixedWorstFirst */ .FN)(ctx);
    let count = Math.min(MAX_SARIF_RESULTS, unfixed.length);
    const done = () => ({ included: count, omitted: unfixed.length - count });
    // Gzip only a log that could be over the limit: 5,000 results with ordinary texts are a few MB.
    const fits = () => sink.bytes <= maxGzip || sink.gzippedBytes() <= maxGzip;
    for (const limits of TEXT_LIMITS) {
        emitLog(sink, ctx, options, unfixed, count, limits);
        if (fits())
            return done();
        sink.restart();
    }
    const smallest = TEXT_LIMITS[TEXT_LIMITS.length - 1];
    while (count > 0) {
        count = Math.floor(count / 2);
        emitLog(sink, ctx, options, unfixed, count, smallest);
        if (count === 0 || fits())
            return done();
        sink.restart();
    }
    return done(); // no result to drop: the smallest texts are as small as it gets
}
/** The log as an object (tests, and callers that want to look inside). */
function buildSarif(ctx, options) {
    const sink = memorySink();
    emitSarif(sink, ctx, options);
    return JSON.parse(sink.text());
}
function writeSarif(file, ctx, options) {
    let counts = { included: 0, omitted: 0 };
    (0,_text_sink_js__WEBPACK_IMPORTED_MODULE_4__/* .writeFileInPieces */ .Q6)(file, (sink) => {
        counts = emitSarif(sink, ctx, options);
    });
    return counts;
}
function emitLog(sink, ctx, options, unfixed, count, limits) {
    const index = (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .findingIndex */ .Oz)(ctx.findings);
    const ruleIndex = new Map();
    const rules = [];
    for (let i = 0; i < count; i++) {
        const o = unfixed[i];
        if (ruleIndex.has(o.findingKey))
            continue;
        ruleIndex.set(o.findingKey, rules.length);
        const finding = index.get(o.findingKey) ?? {
            key: o.findingKey,
            name: o.name,
            severity: o.severity,
            cwe: []
        };
        rules.push(rule(finding, limits));
    }
    const omitted = unfixed.length - count;
    const notifications = [];
    if (omitted > 0) {
        notifications.push({
            level: 'warning',
            message: {
                text: `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(omitted)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(unfixed.length)} unfixed occurrences are ` +
                    `left out (${sarifLimitReason(count)}), the least severe first; ` +
                    'the JSON report lists them all.'
            }
        });
    }
    if (!ctx.verdict) {
        notifications.push({
            level: 'error',
            message: { text: `No result to report (outcome: ${ctx.outcome}).` }
        });
    }
    const driver = {
        name: TOOL_NAME,
        version: options.toolVersion ?? TOOL_VERSION,
        informationUri: options.informationUri || PROJECT_URL,
        rules
    };
    const build = (0,_build_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .buildJson */ .Nc)(ctx);
    // `results` is the last key of the one run, so the log's text ends with `"results":[]}]}`:
    // the results are written in pieces between that bracket pair.
    const head = JSON.stringify({
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: { driver },
                automationDetails: { id: options.category },
                ...provenance(ctx),
                invocations: [
                    {
                        executionSuccessful: ctx.verdict !== undefined,
                        ...(notifications.length > 0 ? { toolExecutionNotifications: notifications } : {})
                    }
                ],
                properties: {
                    outcome: ctx.outcome,
                    unfixedOccurrences: unfixed.length,
                    resultsIncluded: count,
                    resultsOmitted: omitted,
                    ...(build ? { build } : {})
                },
                results: []
            }
        ]
    });
    const tail = ']}]}';
    (0,_text_sink_js__WEBPACK_IMPORTED_MODULE_4__/* .writeHead */ .yl)(sink, head, tail);
    const make = resultMaker(options.anchorFile, limits, (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .hasBaseline */ .Ku)(ctx));
    (0,_text_sink_js__WEBPACK_IMPORTED_MODULE_4__/* .writeJsonItems */ .EO)(sink, unfixed, count, (o) => make(o, ruleIndex.get(o.findingKey) ?? 0));
    sink.write(tail);
}
/**
 * The commit the verdict is about (issue 21). SARIF 2.1.0 requires `repositoryUri` in a
 * versionControlDetails object, so without the host's repository the entry is left out (the
 * run's `properties.build` still names the commit); a revision id must be a commit SHA.
 */
function provenance(ctx) {
    const sha = ctx.build?.commit?.sha;
    const uri = ctx.repository?.uri;
    if (!uri || !(0,_build_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .isCommitSha */ ._$)(sha))
        return {};
    return {
        versionControlProvenance: [
            { repositoryUri: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forPlain)(uri, 2048), revisionId: sha, mappedTo: { uriBaseId: SOURCE_ROOT } }
        ]
    };
}
/** Why a log holds fewer results than there are unfixed occurrences, for the user. */
function sarifLimitReason(included) {
    return included >= MAX_SARIF_RESULTS
        ? `code scanning shows at most ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(MAX_SARIF_RESULTS)} results per run`
        : 'code scanning takes at most 10 MB per upload';
}
function rule(f, limits) {
    // A name is one line wherever SARIF shows it (rule name, result message): a line break in it
    // (U+2028, U+0085 included) would split an alert's title.
    const fullName = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.oneLine)(f.name, limits.description) || 'Unnamed finding';
    const name = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.truncate)(fullName, Math.min(limits.name, GITHUB_SARIF_LIMITS.ruleName));
    const shortText = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.truncate)(fullName, GITHUB_SARIF_LIMITS.ruleDescription);
    const description = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forPlain)(f.description ?? f.name, limits.description) || fullName;
    const fullText = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.truncate)(description, GITHUB_SARIF_LIMITS.ruleDescription);
    const cweTags = f.cwe
        .map((c) => /(\d+)/.exec(String(c))?.[1])
        .filter((n) => n !== undefined)
        .map((n) => `external/cwe/cwe-${Number(n)}`);
    return {
        id: f.key,
        name,
        shortDescription: { text: shortText },
        fullDescription: { text: fullText },
        help: help(f, limits, { name: fullName !== name, description: description !== fullText }),
        defaultConfiguration: { level: sarifLevel(f.severity) },
        properties: {
            'security-severity': (0,_findings_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .sarifSecuritySeverity */ .jC)(f),
            // Code scanning takes 20 tags per rule and shows 10: ours, then the CWEs up to 10.
            tags: ['security', 'dast', ...new Set(cweTags)].slice(0, 10),
            precision: 'medium'
        }
    };
}
const NO_REMEDIATION = 'The service gave no remediation for this finding.';
/**
 * The rule's help: the remediation, after the whole name and description when the rule's own
 * fields had to be cut (`cut`). Both forms within `limits.help` characters.
 */
function help(f, limits, cut) {
    const sections = [];
    if (cut.name)
        sections.push(['Finding', f.name]);
    // Without a description of its own, the description is the (cut) name: said once.
    if (cut.description && f.description)
        sections.push(['Description', f.description]);
    if (sections.length === 0) {
        // The common case, as it always was: the remediation alone.
        const text = f.remediation ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forPlain)(f.remediation, limits.description) : '';
        return {
            text: text || NO_REMEDIATION,
            markdown: text ? boundedMarkdown(text, limits.help) : `_${NO_REMEDIATION}_`
        };
    }
    sections.push(['Remediation', f.remediation || NO_REMEDIATION]);
    // Each section gets its share of the room; the plain text and the Markdown are bounded alike.
    const share = Math.floor(limits.help / sections.length) - 40;
    return {
        text: sections.map(([title, body]) => `${title}: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forPlain)(body, share)}`).join('\n\n'),
        markdown: sections
            .map(([title, body]) => `**${title}:**\n\n${boundedMarkdown(body, share)}`)
            .join('\n\n')
    };
}
/**
 * Untrusted text as Markdown paragraphs of at most `max` characters. Escaping makes the text
 * longer than the source (`#` is six characters), so the source is cut shorter until it fits.
 */
function boundedMarkdown(value, max) {
    let source = max;
    let markdown = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forMarkdownBlock)(value, source);
    while (markdown.length > max && source > 1) {
        source = Math.max(1, Math.floor((source * max) / markdown.length) - 1);
        markdown = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forMarkdownBlock)(value, source);
    }
    return markdown.length > max ? '' : markdown;
}
/** Builds results; names, methods and statuses repeat, so their clean text is remembered. */
function resultMaker(anchorFile, limits, withBaseline) {
    const nameText = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.memoised)((s) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.oneLine)(s, limits.name));
    const methodText = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.memoised)((s) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.oneLine)(s, 20));
    const statusText = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.memoised)((s) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.oneLine)(s, 60));
    return (o, ruleIndex) => {
        const method = methodText(o.method);
        const url = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forPlain)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.visibleUrl)(o.url), limits.url);
        const status = statusText(o.status);
        const r = {
            ruleId: o.findingKey,
            ruleIndex,
            level: sarifLevel(o.severity),
            message: {
                text: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.truncate)(`${nameText(o.name)} at ${method} ${url}` + (status ? ` (status: ${status})` : ''), SARIF_TEXT_BOUNDS.message)
            },
            locations: [
                {
                    physicalLocation: {
                        artifactLocation: { uri: anchorFile, uriBaseId: SOURCE_ROOT },
                        region: { startLine: 1 }
                    }
                }
            ],
            partialFingerprints: { primaryLocationLineHash: o.id },
            properties: { method, url, status, state: o.state, counted: o.counted }
        };
        // Fixed in the baseline and open again: counted whatever the accepted risks say.
        if (o.regressed === true)
            r.properties.regressed = true;
        // More severe than the entry that held it: counted whatever that entry says.
        if (o.escalatedFrom)
            r.properties.escalatedFrom = o.escalatedFrom;
        // The gate decided it: unfixed in the baseline is "unchanged", everything else "new".
        // A regression (Fixed there) or an escalation (less severe there) changed: SARIF's `updated`.
        const changed = o.regressed === true || o.escalatedFrom !== undefined;
        if (withBaseline)
            r.baselineState = changed && !o.isNew ? 'updated' : o.isNew ? 'new' : 'unchanged';
        if (o.state === 'ignored') {
            const why = o.ignoredBecause;
            r.suppressions = [
                {
                    kind: 'external',
                    status: 'accepted',
                    justification: why
                        ? `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forPlain)(why.reason, 500)} (until ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forPlain)(why.expires, 40)})`
                        : 'Accepted risk'
                }
            ];
        }
        return r;
    };
}


/***/ }),

/***/ 132:
/***/ ((module) => {

module.exports = require("node:crypto");

/***/ }),


});
