"use strict";
// Modules of dist/index.js that its start does not evaluate, loaded when first required
// (scripts/normalise-bundle.mjs). Their licences are in the list beside dist/index.js.
module.exports = ({

/***/ 123:
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
var common_text = __nccwpck_require__(119);
// EXTERNAL MODULE: ./src/findings/severity.ts
var findings_severity = __nccwpck_require__(134);
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
const rankNames = (0,common_text/* memoised */.QC)((key) => {
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
const severityNames = (0,common_text/* memoised */.QC)((key) => key.length <= 40 && SEVERITY_NAME.test(key.toLowerCase()), 10_000);
const ratingNames = (0,common_text/* memoised */.QC)((key) => key.length > 40 || RATING_NAME.test(key.toLowerCase()) || isRank(key), 10_000);
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

/***/ 131:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Lu: () => (/* binding */ PolicyMatcher),
/* harmony export */   T4: () => (/* binding */ readPolicy)
/* harmony export */ });
/* unused harmony export POLICY_MODES */
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(119);
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(123);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(135);
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
            bad(`unknown key "${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(key, 40)}" (use ${RULE_KEYS.join(', ')})`);
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
            bad(`cwe must be one CWE such as CWE-79 (or 79), not "${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(cwe, 40)}"`);
        }
        else
            rule.cwe = `CWE-${Number(m[1])}`;
    }
    const severity = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(item, 'severity');
    if (severity !== undefined && severity !== null) {
        const s = typeof severity === 'string' ? severity.trim().toLowerCase() : '';
        if (!_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC.includes(s)) {
            bad(`severity must be one of ${_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC.join(', ')}, not "${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(severity, 40)}"`);
        }
        else
            rule.severity = s;
    }
    const mode = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(item, 'mode');
    if (mode !== undefined && mode !== null) {
        const m = typeof mode === 'string' ? mode.trim().toLowerCase() : '';
        if (!POLICY_MODES.includes(m)) {
            bad(`mode must be block, warn or monitor, not "${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(mode, 40)}"`);
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

/***/ 134:
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
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(135);
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

/***/ 236:
/***/ ((module) => {

module.exports = require("node:zlib");

/***/ }),


});
