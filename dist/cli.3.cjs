"use strict";
// Modules of dist/cli.js that its start does not evaluate, loaded when first required
// (scripts/normalise-bundle.mjs). Their licences are in the list beside dist/cli.js.
module.exports = ({

/***/ 105:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  I$: () => (/* binding */ INNER_SEVERITY_KEYS),
  P: () => (/* binding */ NAME_KEYS),
  d2: () => (/* binding */ OCCURRENCE_KEYS),
  n9: () => (/* binding */ anyCase),
  e1: () => (/* binding */ asText),
  _i: () => (/* binding */ hasCweField),
  ms: () => (/* binding */ hasSeverityField),
  NW: () => (/* binding */ isLevel),
  Gv: () => (/* binding */ isObject),
  ZV: () => (/* binding */ own),
  Pb: () => (/* binding */ ratingNamed),
  xT: () => (/* binding */ readCwes),
  XF: () => (/* binding */ readDescription),
  MQ: () => (/* binding */ readName),
  WB: () => (/* binding */ readRemediation),
  Bg: () => (/* binding */ readScore),
  $w: () => (/* binding */ readSeverityOf),
  Qe: () => (/* binding */ severityNamed)
});

// UNUSED EXPORTS: firstText, rankNamed

// EXTERNAL MODULE: ./src/common/text.ts
var common_text = __nccwpck_require__(103);
// EXTERNAL MODULE: ./src/findings/severity.ts
var findings_severity = __nccwpck_require__(110);
;// CONCATENATED MODULE: ./src/findings/rank-fields.ts
// Severity fields whose numbers are ranks, not scores (docs/behaviour.md, "Severity"): which
// fields rank, and the rank a value holds (`priority: 1`, `"P1"`, `severity: {priority: 1}`).


/**
 * `rank` (or `ranking`) in any case: a rank field of a finding or an occurrence. Only the word
 * alone: `page_rank` ranks something else. It does not make an entry a finding (shape.ts): a
 * ranked list of pages is not one.
 */
function isRank(key) {
    if (key.length > 7)
        return false;
    const name = key.toLowerCase();
    return name === 'rank' || name === 'ranking';
}
// A number is a CVSS score only in a field named for a score (`cvss`, `cvss_score`, `score`,
// `base_score`, `cvssScore`, `risk_score`) or in the service's own severity field (`severity`,
// `risk`: labels or CVSS numbers, docs/service.md). Any other severity field — priority, rating,
// criticality, level, rank, `risk_level`, `severity_rank` — ranks: `priority: 1` is the most
// urgent in most trackers and scanners, and scales run either way. So a number there is read as
// the worst severity it could mean, critical, and never as a score.
const SCORE_FIELD = /cvss|score/;
const SEVERITY_FIELD = /^(severity|risk)$/;
const rankNames = (0,common_text.memoised)((key) => {
    const name = key.toLowerCase().replace(/[\s_-]+/g, '');
    return !SCORE_FIELD.test(name) && !SEVERITY_FIELD.test(name);
}, 10_000);
/** A severity field whose numbers are ranks, not scores ("priority", "rating", "level"). */
const rankNamed = (key) => rankNames(key);
// Anything that starts like a number ("1", "2.0", "-1", "1 (urgent)") is meant as one; so is a
// rank written as one ("P1", "p 2", "#1", "No. 1"): a rank number all the same.
const NUMBER_LIKE = /^\s*(?:p\s*|#\s*|no\.?\s*)?[-+]?\.?\d/i;
/** A number, or text written as one: in a rank field, a rank. */
function numberLike(value) {
    return typeof value === 'number' || (typeof value === 'string' && NUMBER_LIKE.test(value));
}
/**
 * When the field ranks and holds a number (`priority: 1`, `rating: ["2"]`, `severity: {level:
 * 3}`): the label it is shown with ("priority 1"); else undefined.
 */
function rankedNumber(key, value) {
    const ranked = rankNamed(key);
    if (Array.isArray(value)) {
        if (!ranked)
            return undefined;
        for (const item of value.slice(0, 20)) {
            // `priority: [{value: 1}]`: a rank in an object of the list, too.
            if (isObject(item)) {
                const inner = rankedNumber(key, item);
                if (inner !== undefined)
                    return inner;
            }
            else if (numberLike(item) && asText(item) !== undefined) {
                return `${key} ${asText(item).slice(0, 20)}`;
            }
        }
        return undefined;
    }
    if (isObject(value)) {
        for (const inner of INNER_SEVERITY_KEYS) {
            const v = own(value, inner);
            // The first inner field that holds text or a number is what valueSeverity reads.
            if (asText(v) === undefined)
                continue;
            if ((ranked || inner === 'level' || inner === 'rating') && numberLike(v)) {
                return `${key}.${inner} ${String(v).slice(0, 20)}`;
            }
            break;
        }
        // `severity: {name: "Low", priority: 1}`: a rank beside the label ranks all the same.
        let looked = 0;
        for (const inner in value) {
            if (++looked > 20)
                break;
            const v = value[inner];
            const rankField = severityNamed(inner) || isRank(inner) || isLevel(inner);
            if (rankField && rankNamed(inner) && numberLike(v)) {
                return `${key}.${inner} ${String(v).slice(0, 20)}`;
            }
        }
        return undefined;
    }
    return ranked && numberLike(value) ? `${key} ${String(value).slice(0, 20)}` : undefined;
}

;// CONCATENATED MODULE: ./src/findings/fields.ts
// Reading the result document's fields by their aliases. The service does not publish the names
// of its finding fields, so every field is looked up under each name parsers of this format have
// seen (docs/service.md). Nothing here throws on a wrong type: a value that
// is not what we expect is treated as absent.




const NAME_KEYS = ['name', 'title', 'vulnerability_name', 'signature'];
const SCORE_KEYS = ['cvss_score', 'score', 'cvss', 'base_score', 'baseScore'];
const CWE_KEYS = ['cwe', 'cwe_id', 'cwes'];
const DESCRIPTION_KEYS = ['description', 'details', 'summary', 'impact'];
const REMEDIATION_KEYS = ['remediation', 'solution', 'recommendation', 'fix', 'mitigation'];
const OCCURRENCE_KEYS = ['occurences', 'occurrences'];
const MAX_CWES = 20;
const MAX_CWE_TEXT = 200;
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** An own property only: a document's `constructor` or `__proto__` key is data, not a method. */
function own(obj, key) {
    return Object.hasOwn(obj, key) ? obj[key] : undefined;
}
/** Text of a string or finite number; undefined for anything else or blank text. */
function asText(value) {
    if (typeof value === 'string')
        return value.trim() === '' ? undefined : value;
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    return undefined;
}
/** The first alias (in each source in turn) that holds text. */
function firstText(sources, keys) {
    for (const source of sources) {
        for (const key of keys) {
            const text = asText(own(source, key));
            if (text !== undefined)
                return text;
        }
    }
    return undefined;
}
/** Trimmed finding name, or undefined when no alias holds one. */
function readName(sources) {
    return firstText(sources, NAME_KEYS)?.trim();
}
/**
 * A property under any of `spellings`, else under any key equal to `lowerKey` ignoring case
 * ("Method", "METHOD", "mEthod"). The fallback scan runs only for small objects.
 */
function anyCase(obj, spellings, lowerKey) {
    for (const key of spellings) {
        const value = own(obj, key);
        if (value !== undefined && value !== null)
            return value;
    }
    const keys = Object.keys(obj);
    if (keys.length > 64)
        return undefined;
    for (const key of keys) {
        if (key.length === lowerKey.length && key.toLowerCase() === lowerKey)
            return obj[key];
    }
    return undefined;
}
// A severity field by its name, in any case or form: "severity", "Severity", "risk_level",
// "riskLevel", "cvss", "criticality", "priority", "rating". ("level" alone is one only when it
// holds a severity word: log entries have levels too.)
const SEVERITY_NAME = /severity|risk|cvss|criticality|priority|rating/;
// Where a score may stand too (readScore's names and their kin).
const RATING_NAME = /severity|risk|cvss|criticality|priority|rating|score|level/;
const severityNames = (0,common_text.memoised)((key) => key.length <= 40 && SEVERITY_NAME.test(key.toLowerCase()), 10_000);
const ratingNames = (0,common_text.memoised)((key) => key.length > 40 || RATING_NAME.test(key.toLowerCase()) || isRank(key), 10_000);
/** A key a severity or a score may stand under (memoised): what `hasSeverityField` looks for. */
const ratingNamed = (key) => ratingNames(key);
/** A key named like a severity field (memoised: a document has few distinct keys). */
const severityNamed = (key) => severityNames(key);
/** "level" in any case: a severity field when it holds a severity word. */
function isLevel(key) {
    return key.length === 5 && key.toLowerCase() === 'level';
}
/**
 * Severity from the first severity alias that can be read; else from the score; else unknown,
 * keeping the unreadable label for display. `cache` maps raw labels to readings (a document holds
 * few distinct labels and many occurrences).
 */
function readSeverityOf(sources, cache) {
    // Every field a severity can be read from counts, and the one that counts at the most
    // thresholds wins: a document saying "severity: Low" beside "cvss_score: 9.8" is not read as
    // low. A label the action cannot read is kept for display, and gated as unknown only when
    // nothing else can be read.
    let best;
    let unreadable;
    const ratings = [];
    const consider = (key, value, level) => {
        const rank = rankedNumber(key, value);
        const severity = rank === undefined ? valueSeverity(value, cache) : 'critical';
        if (severity === undefined)
            return;
        // `severity: {name: "Low", priority: 1}`: ranked, and a summary may count it as low too.
        const label = rank !== undefined && isObject(value) ? valueSeverity(value, cache) : undefined;
        if (label !== undefined && label !== 'unknown' && !ratings.includes(label))
            ratings.push(label);
        if (severity === 'unknown') {
            if (!level)
                unreadable ??= labelOf(value);
            return;
        }
        if (!ratings.includes(severity))
            ratings.push(severity);
        if (best === undefined || (0,findings_severity/* stronger */.t_)(severity, best.severity) !== best.severity) {
            // "priority 1": shown as the service wrote it, and never taken for a score.
            best = { severity, label: rank ?? labelOf(value) ?? severity };
        }
    };
    for (const source of sources) {
        for (const key in source) {
            if (!Object.hasOwn(source, key))
                continue;
            if (severityNamed(key))
                consider(key, source[key], false);
            else if (isLevel(key) || isRank(key))
                consider(key, source[key], true);
        }
    }
    const score = readScore(sources);
    if (score !== undefined && (0,findings_severity/* severityFromScore */.qI)(score) !== 'unknown') {
        const severity = (0,findings_severity/* severityFromScore */.qI)(score);
        if (!ratings.includes(severity))
            ratings.push(severity);
        if (best === undefined || (0,findings_severity/* stronger */.t_)(severity, best.severity) !== best.severity) {
            best = { severity, label: best?.label ?? unreadable ?? String(score) };
        }
    }
    if (best !== undefined)
        return ratings.length > 1 ? { ...best, ratings } : best;
    return unreadable === undefined ? undefined : { severity: 'unknown', label: unreadable };
}
const INNER_SEVERITY_KEYS = ['severity', 'label', 'level', 'name', 'value', 'rating'];
/** A severity from a label, a number, a list of them (the worst), or an object holding one. */
function valueSeverity(value, cache) {
    if (Array.isArray(value)) {
        let worst;
        for (const item of value.slice(0, 20)) {
            const s = typeof item === 'object' ? undefined : labelSeverity(item, cache);
            if (s !== undefined)
                worst = worst === undefined ? s : (0,findings_severity/* stronger */.t_)(s, worst);
        }
        return worst;
    }
    if (isObject(value)) {
        for (const key of INNER_SEVERITY_KEYS) {
            const s = labelSeverity(own(value, key), cache);
            if (s !== undefined)
                return s;
        }
        return undefined;
    }
    return labelSeverity(value, cache);
}
function labelOf(value) {
    if (Array.isArray(value))
        return (value
            .map((v) => asText(v))
            .filter(Boolean)
            .join(', ') || undefined);
    if (isObject(value))
        return asText(own(value, 'severity') ?? own(value, 'label') ?? own(value, 'level'));
    return asText(value);
}
/** The severity a label reads as (undefined when there is no label); `cache` by label. */
function labelSeverity(value, cache) {
    const label = asText(value);
    if (label === undefined)
        return undefined;
    let severity = cache.get(label);
    if (severity === undefined) {
        severity = (0,findings_severity/* readSeverity */.MW)(value);
        if (cache.size < 1000)
            cache.set(label, severity);
    }
    return severity;
}
/**
 * Whether `obj` has any field a severity could be read from (a severity, risk, CVSS or score
 * field, any case): the hot path skips the reading for the many occurrences that have none.
 */
function hasSeverityField(obj) {
    for (const key in obj)
        if (ratingNames(key))
            return true;
    return false;
}
function readScore(sources) {
    for (const source of sources) {
        for (const key of SCORE_KEYS) {
            const value = own(source, key);
            const n = typeof value === 'number' ? value : typeof value === 'string' ? parseScore(value) : NaN;
            if (Number.isFinite(n))
                return n;
        }
    }
    return undefined;
}
function parseScore(text) {
    return text.length <= 20 && /^\s*-?\d+(?:\.\d+)?\s*$/.test(text) ? Number(text) : NaN;
}
const CWE_TOKEN = /\bcwe[-_ ]?(\d{1,7})\b/gi;
/** The object names a CWE of its own (three property reads: this runs once per occurrence). */
function hasCweField(obj) {
    return CWE_KEYS.some((key) => own(obj, key) !== undefined);
}
/** CWE references as "CWE-79": from "CWE-79", "79", 79, "CWE-79, CWE-352" or a list of those. */
function readCwes(sources) {
    const found = new Set();
    const add = (value) => {
        if (found.size >= MAX_CWES)
            return;
        if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) {
            found.add(`CWE-${value}`);
        }
        else if (typeof value === 'string' && value.length <= MAX_CWE_TEXT) {
            // "CWE-79 (OWASP 2021 A03)" is CWE-79 alone: only CWE-<n> tokens, or a bare number.
            const bare = /^\s*(\d{1,7})\s*$/.exec(value);
            if (bare)
                found.add(`CWE-${Number(bare[1])}`);
            else
                for (const m of value.matchAll(CWE_TOKEN))
                    found.add(`CWE-${Number(m[1])}`);
        }
    };
    for (const source of sources) {
        for (const key of CWE_KEYS) {
            const value = own(source, key);
            if (Array.isArray(value)) {
                for (const item of value.slice(0, MAX_CWES)) {
                    add(isObject(item) ? (own(item, 'id') ?? own(item, 'cwe')) : item);
                }
            }
            else
                add(value);
        }
        if (found.size > 0)
            break;
    }
    return [...found].slice(0, MAX_CWES);
}
function readDescription(sources) {
    return firstText(sources, DESCRIPTION_KEYS);
}
function readRemediation(sources) {
    return firstText(sources, REMEDIATION_KEYS);
}


/***/ }),

/***/ 106:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ isUnlocated),
/* harmony export */   J1: () => (/* binding */ LOCATION_UNKNOWN),
/* harmony export */   J2: () => (/* binding */ idFromNormalized),
/* harmony export */   JY: () => (/* binding */ occurrenceId),
/* harmony export */   fl: () => (/* binding */ findingKey),
/* harmony export */   l2: () => (/* binding */ normalizeUrl),
/* harmony export */   r1: () => (/* binding */ unlocatedPart),
/* harmony export */   tA: () => (/* binding */ normalizeMethod)
/* harmony export */ });
/* unused harmony export viaParser */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(132);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// Stable identities: an occurrence is "the same" across runs, processes and machines when its
// finding name, method and normalised URL are; without a location, when its name, method and
// severity are (never its place in the list: a critical listed first must not take the identity a
// low was adopted under). Baselines, ignore entries, SARIF fingerprints and the pull-request
// comment all rely on these exact bytes: changing anything here makes every stored baseline look
// new — which fails closed (the occurrence counts as new), the one safe direction.

/** The URL shown for a listed finding that no occurrence could be read for. */
const LOCATION_UNKNOWN = '(location unknown)';
/** A normalised URL that names no place: empty, or the reader's "location unknown". */
function isUnlocated(normalizedUrl) {
    return normalizedUrl === '' || normalizedUrl === LOCATION_UNKNOWN;
}
/**
 * What stands for the URL in the id of an occurrence without a location: its severity. Not a URL
 * any occurrence can have (a URL has no space), so it never meets a located one.
 */
function unlocatedPart(severity) {
    return `${LOCATION_UNKNOWN} ${severity}`;
}
/**
 * Scheme and host lower-cased, default port (80 for http, 443 for https) dropped, query
 * parameters sorted by key then value (raw, as written: `a%20b` and `a+b` stay different), empty
 * parameters dropped. A fragment that starts with `/` or `!/` is a single-page application's route
 * (`/#/cart`, `/#!/cart`): it is part of the location and kept as the parser writes it; any other
 * fragment (`#top`) is dropped. The path is what the WHATWG URL parser makes of it (case
 * kept; dot segments resolved, an empty path becomes `/`). A string that is not an absolute URL
 * comes back trimmed.
 */
function normalizeUrl(url) {
    if (NORMAL.test(url) && !NOT_NORMAL.test(url))
        return url;
    const trimmed = url.trim();
    return plainUrl(trimmed) ?? viaParser(trimmed);
}
// The commonest URL of all, answered by two tests and no copy: an http(s) URL `plainUrl` would
// return unchanged — what PLAIN (below) matches with a path, no port, no fragment, no white
// space, and a query of one non-empty parameter or none (several need `sortQuery`), and nowhere
// a dot segment, a `%2e` or punycode. Anything else takes the general path below, so this only
// saves time: about half of normalising 100,000 URLs (bench/README.md).
const NORMAL = /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z](?:[a-z0-9-]*[a-z0-9])?\/[\w\-.~!$&'()*+,;=:@/%]*(?:\?[\w\-.~!$()*+,;=:@/?%]+)?$/;
const NOT_NORMAL = /\/\.|%2e|xn--/i;
// An http(s) URL the WHATWG parser would leave as it is but for the port, the empty path and the
// fragment: lower-case scheme and host whose last label starts with a letter (no IPv4 forms, no
// punycode), only unreserved or sub-delimiter characters and `%` in path and query, no dot
// segment. Parsing 100,000 URLs costs more than the rest of reading a result together; most URLs
// take this path, and `viaParser` gives the same answer for them (a test compares the two).
const PLAIN = /^(https?):\/\/((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z](?:[a-z0-9-]*[a-z0-9])?)(?::([1-9][0-9]{0,4}))?(\/[\w\-.~!$&'()*+,;=:@/%]*)?(?:\?([\w\-.~!$&()*+,;=:@/?%]*))?(?:#[^]*)?$/;
const DEFAULT_PORT = { http: '80', https: '443' };
function plainUrl(url) {
    const m = PLAIN.exec(url);
    if (m === null)
        return undefined;
    const [, scheme, host, port, path, query] = m;
    if (host.includes('xn--') || (path !== undefined && /\/\.|%2e/i.test(path)))
        return undefined;
    if (port !== undefined && Number(port) > 65535)
        return undefined;
    const sortedQuery = sortQuery(query ?? '');
    // "?" + the query as written, or "" for none: sortQuery changed nothing.
    const sameQuery = query === undefined || (sortedQuery.length === query.length + 1 && sortedQuery.endsWith(query));
    // A route in the fragment is kept: the parser writes it (its percent-encoding) for both paths.
    const hashAt = url.indexOf('#');
    if (hashAt >= 0 && isRoute(url, hashAt))
        return undefined;
    // Most URLs are already normal: the same string back, no copy held per occurrence.
    if (port === undefined && path !== undefined && sameQuery && !url.includes('#'))
        return url;
    const kept = port === undefined || port === DEFAULT_PORT[scheme] ? '' : `:${port}`;
    return `${scheme}://${host}${kept}${path ?? '/'}${sortedQuery}`;
}
/** The general case, through the WHATWG URL parser. Exported for the test that checks `plainUrl`. */
function viaParser(trimmed) {
    let parsed;
    try {
        parsed = new URL(trimmed);
    }
    catch {
        return trimmed;
    }
    // The parser already lower-cases scheme and host and drops the scheme's default port. The
    // fragment is cut from `href` (a `#` before it is always percent-encoded); assigning
    // `parsed.hash` would re-serialise the whole URL, which costs more than the parse.
    const href = parsed.href;
    const hashAt = href.indexOf('#');
    const withQuery = hashAt < 0 ? href : href.slice(0, hashAt);
    const route = hashAt >= 0 && isRoute(href, hashAt) ? href.slice(hashAt) : '';
    const queryAt = withQuery.indexOf('?');
    if (queryAt < 0)
        return withQuery + route;
    // The query is re-assembled from its raw parts: `parsed.search = …` would re-encode it.
    return withQuery.slice(0, queryAt) + sortQuery(withQuery.slice(queryAt + 1)) + route;
}
/** The fragment starting at `hashAt` (the `#`) is a route: `#/…` or `#!/…`. */
function isRoute(url, hashAt) {
    const c = url.charCodeAt(hashAt + 1);
    return c === SLASH || (c === BANG && url.charCodeAt(hashAt + 2) === SLASH);
}
const SLASH = 47;
const BANG = 33;
/** Raw query (without `?`) with its parameters in order: "?a=1&b=2", or "" when empty. */
function sortQuery(query) {
    if (query.length === 0)
        return '';
    if (!query.includes('&'))
        return '?' + query;
    const params = query.split('&');
    let clean = true;
    let sorted = true;
    for (let i = 0; i < params.length; i++) {
        if (params[i].length === 0)
            clean = false;
        else if (i > 0 && sorted)
            sorted = compareParams(params[i - 1], params[i]) <= 0;
    }
    // Most queries are one parameter or already in order: no new string then.
    if (clean && sorted)
        return '?' + query;
    const kept = clean ? params : params.filter((p) => p.length > 0);
    // Array.prototype.sort is stable too, but slower for the few parameters of a usual URL.
    if (kept.length <= 16)
        insertionSort(kept);
    else
        kept.sort(compareParams);
    return kept.length === 0 ? '' : '?' + kept.join('&');
}
/** Stable: equal parameters keep their order. Quadratic, so only for short lists. */
function insertionSort(params) {
    for (let i = 1; i < params.length; i++) {
        const p = params[i];
        let j = i - 1;
        while (j >= 0 && compareParams(params[j], p) > 0) {
            params[j + 1] = params[j];
            j--;
        }
        params[j + 1] = p;
    }
}
const EQUALS = 61;
/**
 * By key (up to the first `=`), then by value, in code-unit order (not localeCompare: the order
 * must not depend on the runner's locale). Without slicing: this runs for every parameter pair.
 */
function compareParams(a, b) {
    let i = 0;
    for (;;) {
        const ca = i < a.length ? a.charCodeAt(i) : EQUALS;
        const cb = i < b.length ? b.charCodeAt(i) : EQUALS;
        if (ca === EQUALS || cb === EQUALS) {
            if (ca !== cb)
                return ca === EQUALS ? -1 : 1;
            break;
        }
        if (ca !== cb)
            return ca - cb;
        i++;
    }
    // Same key, ending at i; values start after the `=` (empty when there is none).
    for (let j = i + 1;; j++) {
        const done = j >= a.length;
        if (done || j >= b.length)
            return done ? (j >= b.length ? 0 : -1) : 1;
        const d = a.charCodeAt(j) - b.charCodeAt(j);
        if (d !== 0)
            return d;
    }
}
/** Upper-cased and trimmed; GET when empty. */
function normalizeMethod(method) {
    const m = method.trim().toUpperCase();
    return m === '' ? 'GET' : m;
}
const ID_CHARS = 32;
const KEY_CHARS = 16;
// Above this, a name is hashed once and the hash state copied per occurrence (a hostile document
// may give one finding a 50 MB name and 100,000 occurrences).
const SHORT_NAME_CHARS = 1024;
/**
 * sha-256 hex (first 32 characters) of `name + "\n" + METHOD + "\n" + normalised URL`; for an
 * occurrence without a location (no URL, or the reader's "location unknown") the URL's place holds
 * its severity (`unlocatedPart`), so `severity` is needed then (absent: unknown).
 */
function occurrenceId(name, method, url, severity = 'unknown') {
    const normalizedUrl = normalizeUrl(url);
    return idFromNormalized(name)(normalizeMethod(method), isUnlocated(normalizedUrl) ? unlocatedPart(severity) : normalizedUrl);
}
/**
 * The id maker of one finding name, for many occurrences and callers that already hold the
 * normalised method and URL (or `unlocatedPart`): the name is trimmed (and, when long, hashed) once.
 */
function idFromNormalized(name) {
    const prefix = name.trim() + '\n';
    if (prefix.length <= SHORT_NAME_CHARS) {
        return (method, normalizedUrl) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash)('sha256', `${prefix}${method}\n${normalizedUrl}`).slice(0, ID_CHARS);
    }
    const state = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(prefix);
    return (method, normalizedUrl) => state.copy().update(`${method}\n${normalizedUrl}`).digest('hex').slice(0, ID_CHARS);
}
/** Stable key of a finding (the SARIF rule id): sha-256 hex of the trimmed name, 16 characters. */
function findingKey(name) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(name.trim()).digest('hex').slice(0, KEY_CHARS);
}


/***/ }),

/***/ 109:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Lu: () => (/* binding */ PolicyMatcher),
/* harmony export */   T4: () => (/* binding */ readPolicy)
/* harmony export */ });
/* unused harmony export POLICY_MODES */
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(103);
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(105);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(111);
// The accepted-risks file's `policy` section: per-finding modes, so a team keeps the gate on while
// it decides what may block.
//
//   policy:
//     - finding: "Missing X-Frame-Options Header"   # by name (trimmed, any case, the whole name)
//       mode: warn
//     - cwe: CWE-693                                # by CWE (CWE-693 or 693)
//       mode: monitor
//     - severity: low                               # by severity (critical … very-low, unknown)
//       mode: warn
//
// Matching is exact: a name is the whole name (no pattern), a CWE one number the finding entry
// that lists the occurrence gives (each entry's own, not the first of its name), a
// severity one of the six. A rule needs at least one of finding, cwe and severity (several: all
// must match), so no rule matches everything by accident. Rules are tried in file order and the
// first that matches decides; `mode` is block (the default: counted as without a policy), warn
// (shown everywhere, marked, never fails the step: the outcome is `warned`) or monitor (kept in
// the JSON report and SARIF only). Unknown keys and bad values are errors naming the line.



const POLICY_MODES = ['block', 'warn', 'monitor'];
const RULE_KEYS = ['finding', 'cwe', 'severity', 'mode', 'reason'];
const CWE = /^(?:cwe-?)?(\d{1,7})$/i;
/**
 * The rules of a `policy` list (already converted to plain values); `lineOf(i)` gives the line
 * of item i. Problems are pushed, each naming the rule and its line.
 */
function readPolicy(list, lineOf, problems) {
    if (list === undefined || list === null)
        return [];
    if (!Array.isArray(list)) {
        problems.push('policy must be a list of rules, each with finding, cwe or severity and a mode');
        return [];
    }
    const rules = [];
    list.forEach((item, index) => {
        const line = lineOf(index);
        const where = `policy rule #${index + 1}${line === undefined ? '' : ` (line ${line})`}`;
        const rule = readRule(item, (text) => problems.push(`${where}: ${text}`));
        if (rule !== undefined)
            rules.push(line === undefined ? rule : { ...rule, line });
    });
    return rules;
}
function readRule(item, problem) {
    if (!(0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(item)) {
        problem('must be a mapping with finding, cwe or severity, and mode');
        return undefined;
    }
    let ok = true;
    const bad = (text) => {
        ok = false;
        problem(text);
    };
    for (const key of Object.keys(item)) {
        if (!RULE_KEYS.includes(key))
            bad(`unknown key "${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forLog)(key, 40)}" (use ${RULE_KEYS.join(', ')})`);
    }
    const rule = { mode: 'block' };
    const finding = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(item, 'finding');
    if (finding !== undefined && finding !== null) {
        if (typeof finding !== 'string' || finding.trim() === '')
            bad('finding must be a non-empty name (in quotes)');
        else
            rule.finding = finding.trim().toLowerCase();
    }
    const cwe = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(item, 'cwe');
    if (cwe !== undefined && cwe !== null) {
        const m = typeof cwe === 'string' || typeof cwe === 'number' ? CWE.exec(String(cwe).trim()) : null;
        if (m === null) {
            bad(`cwe must be one CWE such as CWE-79 (or 79), not "${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forLog)(cwe, 40)}"`);
        }
        else
            rule.cwe = `CWE-${Number(m[1])}`;
    }
    const severity = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(item, 'severity');
    if (severity !== undefined && severity !== null) {
        const s = typeof severity === 'string' ? severity.trim().toLowerCase() : '';
        if (!_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC.includes(s)) {
            bad(`severity must be one of ${_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC.join(', ')}, not "${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forLog)(severity, 40)}"`);
        }
        else
            rule.severity = s;
    }
    const mode = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(item, 'mode');
    if (mode !== undefined && mode !== null) {
        const m = typeof mode === 'string' ? mode.trim().toLowerCase() : '';
        if (!POLICY_MODES.includes(m)) {
            bad(`mode must be block, warn or monitor, not "${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forLog)(mode, 40)}"`);
        }
        else
            rule.mode = m;
    }
    const reason = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(item, 'reason');
    if (reason !== undefined && reason !== null && typeof reason !== 'string') {
        bad('reason must be text (put it in quotes)');
    }
    if (rule.finding === undefined && rule.cwe === undefined && rule.severity === undefined && ok) {
        bad('needs finding, cwe or severity: a rule never matches every finding');
    }
    return ok ? rule : undefined;
}
/** The first rule (in file order) that matches an occurrence of its finding type. */
class PolicyMatcher {
    rules;
    cwesByKey = new Map();
    lowerNames = new Map();
    constructor(rules, findings = []) {
        this.rules = rules;
        for (const f of findings)
            this.cwesByKey.set(f.key, new Set(f.cwe));
    }
    get isEmpty() {
        return this.rules.length === 0;
    }
    match(o) {
        if (this.rules.length === 0)
            return undefined;
        let lower = this.lowerNames.get(o.name);
        if (lower === undefined) {
            lower = o.name.trim().toLowerCase();
            if (this.lowerNames.size < 100_000)
                this.lowerNames.set(o.name, lower);
        }
        // The CWEs of the entry that lists the occurrence: two entries of one name may be two
        // weaknesses, and a rule for one must not reach the other.
        const own = o.cwe;
        const cwes = own === undefined ? this.cwesByKey.get(o.findingKey) : undefined;
        return this.rules.find((r) => (r.finding === undefined || r.finding === lower) &&
            (r.cwe === undefined ||
                (own !== undefined ? own.includes(r.cwe) : (cwes?.has(r.cwe) ?? false))) &&
            (r.severity === undefined || r.severity === o.severity));
    }
}


/***/ }),


});
