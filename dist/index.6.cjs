"use strict";
// Modules of dist/index.js that its start does not evaluate, loaded when first required
// (scripts/normalise-bundle.mjs). Their licences are in the list beside dist/index.js.
module.exports = ({

/***/ 129:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ET: () => (/* binding */ inReportOrder),
/* harmony export */   Eg: () => (/* binding */ compareFindings),
/* harmony export */   Yr: () => (/* binding */ openInReportOrder),
/* harmony export */   r2: () => (/* binding */ cmp)
/* harmony export */ });
/* unused harmony exports findingWeights, isInReportOrder, findingsInReportOrder */
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(134);
// The one order of every report (issue 24): worst severity first; within a severity the
// occurrences the gate counts before the others; then the findings with the most counted
// occurrences (then the most open ones, then by name); then URL, method and id, so the order is
// the same on every run. The log, annotations, summary, comment, SARIF and JUnit all take it from
// here, so whatever a report cuts for size it cuts from the end of the same order.
//
// Fast at 100,000 occurrences: each occurrence gets one whole-number key (its group and its
// finding's rank), the occurrences are bucketed by key in one pass, and only the occurrences of
// one finding are compared by URL, method and id.

/** Severity, then counted before not: 0 (critical, counted) … 11 (unknown, not counted). */
function groupOf(o) {
    return (0,_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .severityRank */ .qs)(o.severity) * 2 + (o.counted ? 0 : 1);
}
function isOpen(o) {
    return o.fixed !== undefined ? !o.fixed : o.state !== 'fixed';
}
/** Plain code-unit order of two strings (locale-free, the same on every runner). */
function cmp(a, b) {
    return a === b ? 0 : a < b ? -1 : 1;
}
/**
 * Findings worst first: severity, most counted occurrences, most open occurrences, name, key.
 * The same order the occurrences of those findings take.
 */
function compareFindings(a, b) {
    return ((0,_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .severityRank */ .qs)(a.severity) - (0,_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .severityRank */ .qs)(b.severity) ||
        b.counted - a.counted ||
        b.open - a.open ||
        cmp(a.name, b.name) ||
        cmp(a.key, b.key));
}
/** Each finding's counted and open occurrences (its severity: its worst occurrence's). */
function findingWeights(occurrences) {
    const weights = new Map();
    for (const o of occurrences) {
        const w = weights.get(o.findingKey);
        if (w === undefined)
            weights.set(o.findingKey, weigh(firstWeight(o), o));
        else
            weigh(w, o);
    }
    return weights;
}
function firstWeight(o) {
    return { key: o.findingKey, name: o.name, severity: o.severity, counted: 0, open: 0 };
}
/** Adds an occurrence of the finding to its weight; returns the weight. */
function weigh(w, o) {
    if ((0,_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .severityRank */ .qs)(o.severity) < (0,_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .severityRank */ .qs)(w.severity))
        w.severity = o.severity;
    if (o.counted)
        w.counted++;
    if (isOpen(o))
        w.open++;
    return w;
}
function sameFindingOrder(a, b) {
    return (cmp(a.normalizedUrl ?? a.url, b.normalizedUrl ?? b.url) ||
        cmp(a.method, b.method) ||
        cmp(a.id, b.id));
}
/**
 * The whole-number key of each occurrence: its group, then its finding's rank (its place in
 * `compareFindings` order, 0 for the worst) — `key % findings` is that rank. One map lookup per
 * occurrence: its finding's index is kept while the weights are summed.
 */
function keysOf(occurrences) {
    const index = new Map();
    const weights = [];
    const findingOf = new Int32Array(occurrences.length);
    for (let i = 0; i < occurrences.length; i++) {
        const o = occurrences[i];
        let j = index.get(o.findingKey);
        if (j === undefined) {
            j = weights.length;
            index.set(o.findingKey, j);
            weights.push(weigh(firstWeight(o), o));
        }
        else
            weigh(weights[j], o);
        findingOf[i] = j;
    }
    const rankOf = new Int32Array(weights.length);
    weights
        .map((_, j) => j)
        .sort((a, b) => compareFindings(weights[a], weights[b]))
        .forEach((j, rank) => (rankOf[j] = rank));
    const findings = weights.length;
    const keys = new Array(occurrences.length);
    for (let i = 0; i < occurrences.length; i++) {
        keys[i] =
            groupOf(occurrences[i]) * findings + (rankOf[findingOf[i]] ?? 0);
    }
    return { keys, findings };
}
// For each array inReportOrder made (frozen, so nothing can reorder it): its open and counted
// occurrences, taken in the same pass when taking the Fixed ones away changes no finding's place
// (openInReportOrder). Its occurrences must not change what the order reads after it was made
// (the gate judges once, before ordering; labels change only `isNew`).
const OPEN_OF = new WeakMap();
/** A new array of `occurrences` in report order (frozen). */
function inReportOrder(occurrences) {
    const { ordered, open } = sortedByReportOrder(occurrences);
    Object.freeze(ordered);
    if (open !== undefined)
        OPEN_OF.set(ordered, open);
    return ordered;
}
/**
 * The open occurrences (not Fixed) of `occurrences`, in report order, and the counted ones among
 * them. Taking the Fixed ones away can change how two findings compare: findings are compared by
 * their worst severity, counted and open occurrences, and only the worst severity can change (a
 * Fixed occurrence is never counted nor open). For an array inReportOrder made, that was checked
 * as it was made (the first occurrence of each finding in that order is its worst), and when
 * nothing changes its open ones are already in order; any other list is checked and ordered.
 * The arrays are made once per list: the same ones on every call.
 */
function openInReportOrder(occurrences) {
    const known = OPEN_OF.get(occurrences);
    if (known !== undefined)
        return known;
    const open = occurrences.filter((o) => !o.fixed);
    const ordered = isInReportOrder(open) ? open : [...inReportOrder(open)];
    return { open: ordered, counted: ordered.filter((o) => o.counted) };
}
/**
 * `occurrences` sorted, and — when every one says whether it is Fixed and taking the Fixed ones
 * away moves no finding — its open and counted ones in the same order, from the same pass.
 */
function sortedByReportOrder(occurrences) {
    const { keys, findings } = keysOf(occurrences);
    // Keys are below 12 × the number of findings: buckets indexed by key need no sort of the keys
    // (a Map and a sort when findings are so many that the array would be mostly holes).
    const top = keys.reduce((a, b) => Math.max(a, b), -1) + 1;
    const buckets = top > 4 * occurrences.length + 64 ? byMap(keys) : byIndex(keys, top);
    const ordered = [];
    const open = [];
    const counted = [];
    // Per finding (by rank): the severity of its first occurrence, its worst; whether an open one
    // was seen. A Fixed one that is counted, or a finding whose first open one is milder, stops it.
    const worst = new Array(findings);
    const openSeen = new Uint8Array(findings);
    let keeps = true;
    for (const [key, bucket] of buckets) {
        const items = bucket.map((i) => occurrences[i]).sort(sameFindingOrder);
        const rank = key % findings;
        for (const o of items) {
            ordered.push(o);
            if (!keeps)
                continue;
            if (typeof o.fixed !== 'boolean' || (o.fixed && o.counted)) {
                keeps = false;
                continue;
            }
            worst[rank] ??= o.severity;
            if (o.fixed)
                continue;
            if (openSeen[rank] === 0) {
                openSeen[rank] = 1;
                if (o.severity !== worst[rank])
                    keeps = false;
            }
            open.push(o);
            if (o.counted)
                counted.push(o);
        }
    }
    return keeps ? { ordered, open: { open, counted } } : { ordered };
}
/** The indexes of the occurrences of each key, keys in order: buckets in an array. */
function byIndex(keys, top) {
    const buckets = new Array(top).fill(undefined);
    for (let i = 0; i < keys.length; i++) {
        const k = keys[i];
        const bucket = buckets[k];
        if (bucket)
            bucket.push(i);
        else
            buckets[k] = [i];
    }
    const out = [];
    buckets.forEach((bucket, k) => {
        if (bucket !== undefined)
            out.push([k, bucket]);
    });
    return out;
}
/** The same, in a Map and a sort of its keys (when the array would be mostly holes). */
function byMap(keys) {
    const buckets = new Map();
    keys.forEach((k, i) => {
        const bucket = buckets.get(k);
        if (bucket)
            bucket.push(i);
        else
            buckets.set(k, [i]);
    });
    return [...buckets.keys()].sort((a, b) => a - b).map((k) => [k, buckets.get(k)]);
}
/** Whether `occurrences` are already in report order (one pass; no copy). */
function isInReportOrder(occurrences) {
    const { keys } = keysOf(occurrences);
    for (let i = 1; i < occurrences.length; i++) {
        const d = keys[i - 1] - keys[i];
        if (d > 0)
            return false;
        if (d === 0 &&
            sameFindingOrder(occurrences[i - 1], occurrences[i]) > 0)
            return false;
    }
    return true;
}
/** Findings (anything with a key) in report order, by the occurrences given. */
function findingsInReportOrder(findings, occurrences) {
    const weights = findingWeights(occurrences);
    const weightOf = (f) => {
        const w = weights.get(f.key);
        return {
            key: f.key,
            name: f.name,
            severity: f.severity,
            counted: w?.counted ?? 0,
            open: w?.open ?? 0
        };
    };
    return findings
        .map((f) => ({ f, w: weightOf(f) }))
        .sort((a, b) => compareFindings(a.w, b.w))
        .map(({ f }) => f);
}


/***/ }),

/***/ 180:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Nc: () => (/* binding */ buildJson),
/* harmony export */   St: () => (/* binding */ generatedWhen),
/* harmony export */   _$: () => (/* binding */ isCommitSha),
/* harmony export */   hU: () => (/* binding */ buildLine),
/* harmony export */   ow: () => (/* binding */ resultLine)
/* harmony export */ });
/* unused harmony exports commitUrl, buildCheckWords, dateOnly */
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(119);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(184);


const MAX = { url: 2048, text: 300, served: 500, token: 64 };
/** A commit SHA as git writes it: only such a value is linked, put in code or a revision id. */
function isCommitSha(sha) {
    return sha !== undefined && /^[0-9a-f]{7,40}$/.test(sha);
}
/** The commit's page, when the host knows how to link one and the commit is a SHA. */
function commitUrl(ctx) {
    const sha = ctx.build?.commit?.sha;
    const base = ctx.repository?.commitBase;
    return base && isCommitSha(sha) ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .safeHref */ .v7)(base + sha) : undefined;
}
/** What the build check saw, in words (the same words in every report). */
function buildCheckWords(check) {
    const { before, after } = check;
    if (after && !after.matched)
        return 'served another build after the test';
    if (before && !before.matched)
        return 'did not serve the commit before the test';
    if (before && after)
        return 'served the commit before and after the test';
    if (before)
        return 'served the commit before the test (not checked after it)';
    if (after)
        return 'served the commit after the test';
    return 'not checked';
}
const SHOWN_BY = {
    deployment: 'shown by the deployment',
    'build-check': 'shown by the build check',
    'deployment and build-check': 'shown by the deployment and the build check',
    nothing: 'not shown to be what the site served'
};
/** An epoch-ms time as ISO 8601, or undefined when it is no time at all. */
function iso(ms) {
    return ms !== undefined && Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}
function optional(key, value, max) {
    return value === undefined ? {} : { [key]: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(value, max) };
}
function optionalTime(key, ms) {
    const t = iso(ms);
    return t === undefined ? {} : { [key]: t };
}
/** Only http(s) links go into a report (a `javascript:` link stays out). */
function link(url) {
    return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .safeHref */ .v7)(url) === undefined ? undefined : url;
}
function checkJson(c) {
    const side = (s) => s && {
        matched: s.matched,
        ...optionalTime('at', s.at),
        ...optional('served', s.served, MAX.served)
    };
    const before = side(c.before);
    const after = side(c.after);
    return {
        // The request's URL may carry a secret in its query (a protection bypass): never written.
        url: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .urlWithoutSecrets */ .Zx)(c.url), MAX.url),
        result: buildCheckWords(c),
        ...(before ? { before } : {}),
        ...(after ? { after } : {})
    };
}
/**
 * The JSON report's `build` object (docs/reports.md), or undefined when the build is not known.
 * Texts are cleaned and bounded like the report's other fields; times are ISO 8601.
 */
function buildJson(ctx) {
    const b = ctx.build;
    if (!b)
        return undefined;
    const d = b.deployment;
    const source = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineSource */ .f0)(ctx);
    return {
        ...optional('commit', b.commit?.sha, 80),
        ...optional('commitSource', b.commit?.source, MAX.text),
        ...optional('commitUrl', commitUrl(ctx), MAX.url),
        ...optional('deploymentUrl', d?.environmentUrl, MAX.url),
        ...(d
            ? {
                deployment: {
                    id: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(d.id, MAX.token),
                    environment: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(d.environment, MAX.text),
                    ...(b.deploymentSite ? { site: b.deploymentSite } : {}),
                    ...optional('link', link(d.link), MAX.url),
                    ...optionalTime('succeededAt', d.succeededAt)
                }
            }
            : {}),
        ...(b.buildCheck ? { buildCheck: checkJson(b.buildCheck) } : {}),
        shownBy: b.shownBy,
        ...optionalTime('since', b.since),
        reused: b.reused !== undefined,
        ...(b.reused
            ? {
                reusedTest: {
                    resultToken: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(b.reused.resultToken, MAX.token),
                    ...optionalTime('startedAt', b.reused.startTime),
                    ...optionalTime('endedAt', b.reused.endTime)
                }
            }
            : {}),
        ...(source !== undefined
            ? {
                baseline: {
                    source: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(source, MAX.text),
                    ...optional('resultToken', ctx.baseline?.resultToken, MAX.token)
                }
            }
            : {})
    };
}
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/**
 * A date without a time, as the service writes `generated_date` ("26 Nov 2026") or as ISO
 * ("2026-11-26"), as `2026-11-26`: never read as midnight in the runner's zone (which showed
 * "00:00 UTC", or the day before east of Greenwich). Undefined for anything else.
 */
function dateOnly(t) {
    if (!t)
        return undefined;
    const iso = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(t);
    const dmy = /^\s*(\d{1,2})\s+([a-z]{3})[a-z]*\.?,?\s+(\d{4})\s*$/i.exec(t);
    let y, m, d;
    if (iso)
        [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    else if (dmy) {
        ;
        [y, m, d] = [Number(dmy[3]), MONTHS.indexOf((dmy[2] ?? '').toLowerCase()) + 1, Number(dmy[1])];
    }
    else
        return undefined;
    const date = new Date(Date.UTC(y, m - 1, d));
    if (m < 1 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
        return undefined;
    return date.toISOString().slice(0, 10);
}
/** When the service says it generated the result, written one way in every report (Markdown). */
function generatedWhen(generated) {
    return (dateOnly(generated) ??
        shortTime(generated) ??
        (generated ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(generated, 60) : undefined));
}
const ZONELESS = /^\s*\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?\s*$/;
/** `2026-11-05 09:05 UTC`, or undefined for text that is no time. */
function shortTime(t) {
    // An ISO time without a zone is UTC here, never the runner's local time.
    const ms = typeof t === 'string' ? Date.parse(ZONELESS.test(t) ? `${t.trim()}Z` : t) : t;
    const s = iso(ms);
    return s === undefined ? undefined : `${s.slice(0, 10)} ${s.slice(11, 16)} UTC`;
}
/** `2026-11-05 09:05–09:35 UTC` (the end's date only when it differs). */
function timeSpan(start, end) {
    const a = shortTime(start);
    const b = shortTime(end);
    if (a && b) {
        const sameDay = a.slice(0, 10) === b.slice(0, 10);
        return `${a.slice(0, -4)}–${sameDay ? b.slice(11) : b}`;
    }
    return a ? `from ${a}` : b ? `until ${b}` : undefined;
}
/**
 * One line for the job summary and the comment: commit (linked when the host can), when the
 * test ran, reuse, deployment, build check, how sure, baseline. Undefined when nothing is known.
 */
function buildLine(ctx, withBaseline = true) {
    const b = ctx.build;
    if (!b)
        return undefined;
    const parts = [];
    const sha = b.commit?.sha;
    if (sha !== undefined) {
        const shown = isCommitSha(sha) ? `\`${sha.slice(0, 7)}\`` : (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(sha, 80);
        const href = commitUrl(ctx);
        const source = b.commit?.source ? ` (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(b.commit.source, MAX.text)})` : '';
        parts.push(`commit ${href ? `[${shown}](${href})` : shown}${source}`);
    }
    // An error before any test describes no test: no "tested until" the moment the run gave up.
    const tested = ctx.resultToken ? timeSpan(ctx.startedAt, ctx.finishedAt) : undefined;
    if (tested)
        parts.push(`tested ${tested}`);
    if (b.reused) {
        const when = shortTime(b.reused.startTime);
        parts.push(`reused test ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(b.reused.resultToken, MAX.token)}${when ? ` from ${when}` : ''}`);
    }
    if (b.deployment)
        parts.push(deploymentWords(b));
    if (b.buildCheck)
        parts.push(`build check: ${buildCheckWords(b.buildCheck)}`);
    parts.push(SHOWN_BY[b.shownBy]);
    const source = withBaseline ? (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineSource */ .f0)(ctx) : undefined;
    if (source !== undefined)
        parts.push(`baseline: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(source, MAX.text)}`);
    return `**Build:** ${parts.join(' · ')}`;
}
function deploymentWords(b) {
    const d = b.deployment;
    if (!d)
        return '';
    const env = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(d.environment, 100);
    const url = d.environmentUrl;
    if (!url)
        return `deployed to ${env}${SITE_WORDS[b.deploymentSite ?? 'application']}`;
    const href = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .safeHref */ .v7)(url);
    const text = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(url, 200);
    return `deployed to ${env} at ${href ? `[${text}](${href})` : text}${SITE_WORDS[b.deploymentSite ?? 'application']}`;
}
/** Beside the deployment: whether it is what was tested (issue 29: never implied when not). */
const SITE_WORDS = {
    application: '',
    elsewhere: " (another origin than the application's: not what was tested)",
    unknown: " (not shown to be the application's site)"
};
/**
 * Beside the build line in the pull-request comment (issue 24): when the result judged was
 * generated, and, for a known build, that the test was a new one (a reused one is in the build
 * line). With the build line a reviewer can tell which push the comment describes. Undefined
 * when nothing is known.
 */
function resultLine(ctx) {
    // No test, no result: an error before any test has no date or newness to tell.
    if (!ctx.resultToken)
        return undefined;
    const parts = [];
    const when = generatedWhen(ctx.meta.generatedDate);
    const finished = shortTime(ctx.finishedAt);
    if (when)
        parts.push(`generated ${when}`);
    else if (finished)
        parts.push(`read ${finished}`);
    if (ctx.build && !ctx.build.reused)
        parts.push('a new test (not reused)');
    return parts.length > 0 ? `**Result:** ${parts.join(' · ')}` : undefined;
}


/***/ }),

/***/ 182:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ reportInputs),
/* harmony export */   h: () => (/* binding */ allWarnings)
/* harmony export */ });
/** The inputs to repeat in reports, taken from the config field by field so no token slips in. */
function reportInputs(config) {
    return {
        threshold: config.threshold,
        budget: config.budget,
        baseline: config.baseline,
        ignoreFile: config.ignoreFile.path
    };
}
/** Every warning to show: the context's own first, then the verdict's, without repeats. */
function allWarnings(ctx) {
    return [...new Set([...ctx.warnings, ...(ctx.verdict?.warnings ?? [])])];
}


/***/ }),

/***/ 184:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A_: () => (/* binding */ countedWorstFirst),
/* harmony export */   B4: () => (/* reexport safe */ _common_text_js__WEBPACK_IMPORTED_MODULE_1__.B4),
/* harmony export */   B6: () => (/* binding */ formatThreshold),
/* harmony export */   EK: () => (/* binding */ shownCounts),
/* harmony export */   FN: () => (/* binding */ unfixedWorstFirst),
/* harmony export */   H0: () => (/* binding */ formatBudget),
/* harmony export */   J8: () => (/* binding */ severityBadge),
/* harmony export */   Ku: () => (/* binding */ hasBaseline),
/* harmony export */   Nl: () => (/* binding */ baselineHides),
/* harmony export */   Oz: () => (/* binding */ findingIndex),
/* harmony export */   Rt: () => (/* binding */ SEVERITY_LABEL),
/* harmony export */   be: () => (/* binding */ NO_BREAK_SPACE),
/* harmony export */   f0: () => (/* binding */ baselineSource),
/* harmony export */   f9: () => (/* binding */ countedFirst),
/* harmony export */   fo: () => (/* binding */ formatBaselineInput),
/* harmony export */   jz: () => (/* binding */ fixedSinceBaselineCount),
/* harmony export */   lc: () => (/* binding */ formatSeverityCounts),
/* harmony export */   sW: () => (/* binding */ fixedSinceBaseline),
/* harmony export */   yD: () => (/* binding */ SEVERITY_MARK),
/* harmony export */   zJ: () => (/* binding */ monitoredWords)
/* harmony export */ });
/* unused harmony export openWorstFirst */
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(135);
/* harmony import */ var _findings_order_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(129);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(119);
// Small shared pieces of every report: ordering, counts, the inputs in words, the baseline in numbers.



// The one number format of every report (it lives in text.ts, so the gate's line uses it too).

const SEVERITY_LABEL = {
    critical: 'Critical',
    high: 'High',
    medium: 'Medium',
    low: 'Low',
    'very-low': 'Very low',
    unknown: 'Unknown'
};
/**
 * A symbol per severity, always beside the word (never colour alone: the word reads without the
 * symbol, for a screen reader or a colour-blind reader). Markdown reports only.
 */
const SEVERITY_MARK = {
    critical: '🔴',
    high: '🟠',
    medium: '🟡',
    low: '🔵',
    'very-low': '⚪',
    unknown: '❔'
};
/**
 * A no-break space as the character itself: GitHub renders it as `&nbsp;` would, and the summary
 * file read as plain text (GitLab, Jenkins) shows "Very low", not "Very&nbsp;low".
 */
const NO_BREAK_SPACE = '\u00a0';
/** "🔴 Critical", kept on one line in a narrow table (the comment): the space is a no-break one. */
function severityBadge(s) {
    return `${SEVERITY_MARK[s]} ${SEVERITY_LABEL[s].replace(' ', NO_BREAK_SPACE)}`;
}
// The summary, SARIF, annotations and comment each want the open occurrences worst first, and
// the counted ones among them: with 100,000 of them the lists are made once per verdict (most
// often by the gate's own ordering pass, findings/order.ts), not once per report, and handed out
// as they are (read-only: no copy per call).
const sortedOpen = new WeakMap();
function openLists(occurrences) {
    let lists = sortedOpen.get(occurrences);
    if (lists === undefined) {
        const { open, counted } = (0,_findings_order_js__WEBPACK_IMPORTED_MODULE_0__/* .openInReportOrder */ .Yr)(occurrences);
        lists = { open: Object.freeze(open), counted: Object.freeze(counted) };
        sortedOpen.set(occurrences, lists);
    }
    return lists;
}
/** The occurrences still open (every state but fixed), worst first. */
function openWorstFirst(occurrences) {
    return openLists(occurrences).open;
}
/** Of the open occurrences, those the gate counted, worst first. */
function countedWorstFirst(occurrences) {
    return openLists(occurrences).counted;
}
/** The occurrences still open (every state but fixed), worst first. */
function unfixedWorstFirst(ctx) {
    return openWorstFirst(ctx.verdict?.occurrences ?? []);
}
/** The open occurrences the gate counted, worst first. */
function countedFirst(ctx) {
    return countedWorstFirst(ctx.verdict?.occurrences ?? []);
}
function findingIndex(findings) {
    return new Map(findings.map((f) => [f.key, f]));
}
function formatThreshold(t) {
    if (t === 'any')
        return 'any unfixed occurrence';
    if (t === 'none')
        return 'none (findings never fail the build)';
    return `${SEVERITY_LABEL[t].toLowerCase()} and worse`;
}
/** The budget as the user would write it in `max-unfixed`. */
function formatBudget(b) {
    if (b.kind === 'total')
        return String(b.max);
    const parts = _findings_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC.filter((s) => b.max[s] !== undefined).map((s) => `${s}=${b.max[s]}`);
    return parts.length > 0 ? parts.join(',') : '0';
}
function formatBaselineInput(b) {
    return b.kind === 'file' ? `file ${b.path}` : b.kind;
}
/** "2 critical, 1 high" (only the non-zero ones), or "none". */
function formatSeverityCounts(counts) {
    const parts = _findings_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC.filter((s) => counts[s] > 0).map((s) => `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(counts[s])} ${SEVERITY_LABEL[s].toLowerCase()}`);
    return parts.length > 0 ? parts.join(', ') : 'none';
}
// Every report asks for it (log, summary, JSON report, comment): with 100,000 occurrences it is
// worked out once per baseline and verdict.
const fixedSinceCache = new WeakMap();
/** What the baseline held unfixed and this result no longer shows unfixed. */
function fixedSinceBaseline(baseline, occurrences) {
    if (!baseline)
        return [];
    if (baseline.fixedSinceBaseline)
        return baseline.fixedSinceBaseline;
    let byOccurrences = fixedSinceCache.get(baseline);
    if (byOccurrences === undefined)
        fixedSinceCache.set(baseline, (byOccurrences = new WeakMap()));
    let entries = byOccurrences.get(occurrences);
    if (entries === undefined) {
        // Only a fixed occurrence can be looked up below: the open ones are only counted out.
        const stillOpen = new Set();
        const fixedById = new Map();
        for (const o of occurrences) {
            if (o.fixed)
                fixedById.set(o.id, o);
            else
                stillOpen.add(o.id);
        }
        entries = [...baseline.unfixed]
            .filter((id) => !stillOpen.has(id))
            .map((id) => {
            const o = fixedById.get(id) ?? baseline.details?.get(id);
            return o ? { id, name: o.name, method: o.method, url: o.url } : { id };
        });
        byOccurrences.set(occurrences, entries);
    }
    return entries;
}
/** The number the reports show as "fixed since baseline". */
function fixedSinceBaselineCount(ctx) {
    if (ctx.baseline)
        return fixedSinceBaseline(ctx.baseline, ctx.verdict?.occurrences ?? []).length;
    return ctx.verdict?.counts.fixedSinceBaseline ?? 0;
}
/** Where the baseline came from ("previous test 3f…", "file base.json"), when there is one. */
function baselineSource(ctx) {
    return ctx.verdict?.baselineSource ?? ctx.baseline?.source;
}
/** True when the run compares against a baseline (reports then show new / still open / fixed). */
function hasBaseline(ctx) {
    return ctx.baseline !== undefined || ctx.verdict?.baselineSource !== undefined;
}
/**
 * True when the baseline hid what it held from the gate; false when there is none, or when it only
 * labelled what is new (`baseline: previous` without a passing verdict to read): the gate then
 * counted every unfixed occurrence, and no report may say the baseline kept one out.
 */
function baselineHides(ctx) {
    return hasBaseline(ctx) && ctx.verdict?.baselineLabelsOnly !== true;
}
/**
 * The unfixed and new counts the reports a person reads show: without the occurrences under a
 * `monitor` policy (those are in the JSON report and SARIF only; the step's outputs count them
 * like the JSON report). Counted, ignored and warned never hold a monitored one.
 */
function shownCounts(v) {
    const minus = (a, b) => {
        const out = { ...a };
        if (b)
            for (const s of _findings_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC)
                out[s] -= b[s];
        return out;
    };
    return {
        unfixed: minus(v.counts.unfixed, v.counts.monitored),
        new: minus(v.counts.new, v.counts.monitoredNew)
    };
}
/** "3 occurrences under a monitor policy are in the JSON report and SARIF only", or ''. */
function monitoredWords(v) {
    const n = v?.counts.monitored
        ? _findings_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC.reduce((t, s) => t + (v.counts.monitored[s] ?? 0), 0)
        : 0;
    if (n === 0)
        return '';
    return `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(n)} occurrence${n === 1 ? '' : 's'} under a monitor policy ${n === 1 ? 'is' : 'are'} in the JSON report and SARIF only`;
}


/***/ }),

/***/ 186:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   bB: () => (/* binding */ BudgetedDoc),
/* harmony export */   jD: () => (/* binding */ tableRow),
/* harmony export */   qd: () => (/* binding */ tableHeader),
/* harmony export */   zH: () => (/* binding */ details)
/* harmony export */ });
// Markdown building blocks for the job summary and the pull-request comment. Every cell, heading
// and summary text passed here must already be escaped (text.ts forMarkdown); these helpers only
// add our own syntax, and the budget keeps whole blocks so no table or <details> is cut in half.
function tableHeader(headers, align) {
    const rule = headers.map((_, i) => (align?.[i] === 'right' ? '---:' : '---'));
    return `${tableRow(headers)}\n${tableRow(rule)}`;
}
function tableRow(cells) {
    // An empty cell would still keep the column; a space keeps editors from trimming it.
    return `| ${cells.map((c) => (c === '' ? ' ' : c)).join(' | ')} |`;
}
/**
 * A collapsible block. `summaryHtml` sits inside raw HTML (escaped text only: entities and
 * numeric references read the same in HTML); `bodyMarkdown` is separated by blank lines so
 * GitHub renders it as Markdown.
 */
function details(summaryHtml, bodyMarkdown) {
    return `<details><summary>${summaryHtml}</summary>\n\n${bodyMarkdown}\n\n</details>`;
}
/**
 * A document with a size budget, appended block by block. A block that does not fit is refused
 * whole (the caller counts what was left out); `reserve` keeps room for the closing note.
 */
class BudgetedDoc {
    limit;
    measure;
    reserve;
    text = '';
    used = 0;
    constructor(limit, measure = (s) => Buffer.byteLength(s, 'utf8'), reserve = 600) {
        this.limit = limit;
        this.measure = measure;
        this.reserve = reserve;
    }
    /** Appends a block (after a blank line) when it fits before the reserve; says whether it did. */
    add(block) {
        return this.append(this.text === '' ? '' : '\n\n', block);
    }
    /** Appends a line to the block before it (a table row), when it fits. */
    addLine(line) {
        return this.append('\n', line);
    }
    /** Whether `size` more would still fit (to stop before building blocks that cannot). */
    fits(size) {
        return this.used + size <= this.limit - this.reserve;
    }
    /** The closing note may use the reserve; it is left out rather than break the limit. */
    finish(note) {
        const end = note ? `\n\n${note}\n` : '';
        if (end && this.used + this.measure(end) <= this.limit)
            return this.text + end;
        return this.text + '\n';
    }
    append(separator, s) {
        const size = this.measure(separator) + this.measure(s);
        if (!this.fits(size))
            return false;
        this.text += separator + s;
        this.used += size;
        return true;
    }
}


/***/ }),

/***/ 190:
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
/* harmony import */ var _findings_severity_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(134);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(119);
/* harmony import */ var _build_facts_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(180);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(184);
/* harmony import */ var _text_sink_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(196);
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
            { repositoryUri: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forPlain */ .qI)(uri, 2048), revisionId: sha, mappedTo: { uriBaseId: SOURCE_ROOT } }
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
    const fullName = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(f.name, limits.description) || 'Unnamed finding';
    const name = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(fullName, Math.min(limits.name, GITHUB_SARIF_LIMITS.ruleName));
    const shortText = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(fullName, GITHUB_SARIF_LIMITS.ruleDescription);
    const description = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forPlain */ .qI)(f.description ?? f.name, limits.description) || fullName;
    const fullText = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(description, GITHUB_SARIF_LIMITS.ruleDescription);
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
        const text = f.remediation ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forPlain */ .qI)(f.remediation, limits.description) : '';
        return {
            text: text || NO_REMEDIATION,
            markdown: text ? boundedMarkdown(text, limits.help) : `_${NO_REMEDIATION}_`
        };
    }
    sections.push(['Remediation', f.remediation || NO_REMEDIATION]);
    // Each section gets its share of the room; the plain text and the Markdown are bounded alike.
    const share = Math.floor(limits.help / sections.length) - 40;
    return {
        text: sections.map(([title, body]) => `${title}: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forPlain */ .qI)(body, share)}`).join('\n\n'),
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
    let markdown = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forMarkdownBlock */ .qt)(value, source);
    while (markdown.length > max && source > 1) {
        source = Math.max(1, Math.floor((source * max) / markdown.length) - 1);
        markdown = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forMarkdownBlock */ .qt)(value, source);
    }
    return markdown.length > max ? '' : markdown;
}
/** Builds results; names, methods and statuses repeat, so their clean text is remembered. */
function resultMaker(anchorFile, limits, withBaseline) {
    const nameText = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .memoised */ .QC)((s) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(s, limits.name));
    const methodText = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .memoised */ .QC)((s) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(s, 20));
    const statusText = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .memoised */ .QC)((s) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(s, 60));
    return (o, ruleIndex) => {
        const method = methodText(o.method);
        const url = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forPlain */ .qI)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .visibleUrl */ .gW)(o.url), limits.url);
        const status = statusText(o.status);
        const r = {
            ruleId: o.findingKey,
            ruleIndex,
            level: sarifLevel(o.severity),
            message: {
                text: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(`${nameText(o.name)} at ${method} ${url}` + (status ? ` (status: ${status})` : ''), SARIF_TEXT_BOUNDS.message)
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
                        ? `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forPlain */ .qI)(why.reason, 500)} (until ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forPlain */ .qI)(why.expires, 40)})`
                        : 'Accepted risk'
                }
            ];
        }
        return r;
    };
}


/***/ }),

/***/ 192:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A3: () => (/* binding */ fixedRows),
/* harmony export */   GC: () => (/* binding */ addTable),
/* harmony export */   Hc: () => (/* binding */ findingTableRows),
/* harmony export */   MZ: () => (/* binding */ codeCell),
/* harmony export */   NZ: () => (/* binding */ remediationBlock),
/* harmony export */   P1: () => (/* binding */ occurrenceRows),
/* harmony export */   PL: () => (/* binding */ occurrenceHeader),
/* harmony export */   Po: () => (/* binding */ countsTable),
/* harmony export */   X4: () => (/* binding */ FIXED_HEADER),
/* harmony export */   ZZ: () => (/* binding */ fixFirstHeader),
/* harmony export */   d9: () => (/* binding */ findingRows),
/* harmony export */   ri: () => (/* binding */ fixFirstRows),
/* harmony export */   vG: () => (/* binding */ FINDING_TABLE_HEADER),
/* harmony export */   wd: () => (/* binding */ occurrenceGroups)
/* harmony export */ });
/* unused harmony exports REGRESSED_MARK, changeMark */
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(135);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(119);
/* harmony import */ var _findings_order_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(129);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(184);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(186);
// Sections of the job summary (also reused by the pull-request comment). Untrusted text enters
// only through forMarkdown / forMarkdownBlock; rows are whole lines so a cut never breaks a table.





/** Longest piece of each untrusted field in a summary cell (before escaping). */
const MAX = { name: 200, url: 500, method: 20, status: 60, reason: 300, expires: 40, id: 80 };
/** Unfixed / new / fixed / ignored / counted occurrences per severity, with a total row. */
function countsTable(ctx) {
    const v = ctx.verdict;
    if (!v)
        return '';
    const c = v.counts;
    const shown = (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .shownCounts */ .EK)(v);
    const columns = [shown.unfixed, shown.new, c.fixed, c.ignored, c.counted];
    const rows = _findings_types_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITIES */ .oC.filter((s) => columns.some((col) => col[s] > 0) || s !== 'unknown').map((s) => (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .tableRow */ .jD)([(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .severityBadge */ .J8)(s), ...columns.map((col) => (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(col[s]))]));
    rows.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .tableRow */ .jD)(['**Total**', ...columns.map((col) => (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)((0,_findings_types_js__WEBPACK_IMPORTED_MODULE_3__/* .totalOf */ .e6)(col)))]));
    const header = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .tableHeader */ .qd)(['Severity', 'Unfixed', 'New', 'Marked fixed', 'Ignored', 'Counted by the gate'], ['left', 'right', 'right', 'right', 'right', 'right']);
    const monitored = (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .monitoredWords */ .zJ)(v);
    return `${header}\n${rows.join('\n')}${monitored ? `\n\n_${monitored}._` : ''}`;
}
/** One row per finding type with at least one occurrence, in report order (findings/order.ts). */
function findingRows(ctx) {
    const index = (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .findingIndex */ .Oz)(ctx.findings);
    const rows = new Map();
    for (const o of ctx.verdict?.occurrences ?? []) {
        // monitor policy: the JSON report and SARIF only.
        if (o.state === 'monitored')
            continue;
        let row = rows.get(o.findingKey);
        if (!row) {
            const finding = index.get(o.findingKey) ?? {
                key: o.findingKey,
                name: o.name,
                severity: o.severity,
                cwe: []
            };
            row = { finding, unfixed: 0, new: 0, fixed: 0, counted: 0, warned: 0 };
            rows.set(o.findingKey, row);
        }
        if (o.fixed)
            row.fixed += 1;
        else
            row.unfixed += 1;
        if (o.isNew)
            row.new += 1;
        if (o.counted)
            row.counted += 1;
        if (o.state === 'warned')
            row.warned += 1;
    }
    const weight = (r) => ({
        key: r.finding.key,
        name: r.finding.name,
        severity: r.finding.severity,
        counted: r.counted,
        open: r.unfixed
    });
    return [...rows.values()].sort((a, b) => (0,_findings_order_js__WEBPACK_IMPORTED_MODULE_1__/* .compareFindings */ .Eg)(weight(a), weight(b)));
}
/** Adds the title, header and as many rows as fit; returns how many rows were shown. */
function addTable(doc, title, header, rows) {
    let shown = 0;
    for (const row of rows) {
        if (shown === 0 && !doc.add(`${title}\n\n${header}\n${row}`))
            return 0;
        if (shown > 0 && !doc.addLine(row))
            return shown;
        shown += 1;
    }
    return shown;
}
function* findingTableRows(rows) {
    for (const r of rows) {
        yield (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .tableRow */ .jD)([
            severityCell(r.finding),
            (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(r.finding.name, MAX.name) +
                (r.warned > 0 ? ` ⚠️ _warned by policy (${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(r.warned)})_` : ''),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(r.unfixed),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(r.new),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(r.fixed)
        ]);
    }
}
const FINDING_TABLE_HEADER = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .tableHeader */ .qd)(['Severity', 'Finding', 'Unfixed', 'New', 'Marked fixed'], ['left', 'left', 'right', 'right', 'right']);
function severityCell(f) {
    const label = _format_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITY_LABEL */ .Rt[f.severity];
    const given = f.severityLabel ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(f.severityLabel, 30) : '';
    const badge = (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .severityBadge */ .J8)(f.severity);
    return given && given.toLowerCase() !== label.toLowerCase() ? `${badge} (${given})` : badge;
}
/** Summary groups by state, in the order a reader cares about (titles without the heading marks). */
function occurrenceGroups(withBaseline) {
    return [
        ['new', withBaseline ? 'New or regressed since the baseline' : 'Unfixed'],
        ['existing', 'Still open (also in the baseline)'],
        ['below-threshold', 'Unfixed, below the fail threshold'],
        ['warned', 'Warned (policy: warn — shown, never fails the build)'],
        ['ignored', 'Ignored (accepted risks)']
    ];
}
function occurrenceHeader(state) {
    return state === 'ignored'
        ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .tableHeader */ .qd)(['Severity', 'Finding', 'Method', 'URL', 'Reason', 'Expires'])
        : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .tableHeader */ .qd)(['Severity', 'Finding', 'Method', 'URL', 'Service status']);
}
/** A URL or method in a table cell: a code span, copyable as it is (text.ts forCodeSpan). */
function codeCell(value, max) {
    return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forCodeSpan */ .Zy)(value, max, true);
}
/** The "Fix first" table: the occurrences the gate counted, marked new or regressed with a baseline. */
function fixFirstHeader(withBaseline) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .tableHeader */ .qd)([
        'Severity',
        'Finding',
        'Method',
        'URL',
        ...(withBaseline ? ['Since the baseline'] : [])
    ]);
}
/**
 * Rows of the "Fix first" table. With a baseline each counted occurrence is new (never in it),
 * regressed (the baseline had it fixed) or escalated (held at a less severe severity).
 */
function* fixFirstRows(occurrences, withBaseline) {
    const name = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .memoised */ .QC)((s) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(s, MAX.name));
    const method = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .memoised */ .QC)((s) => codeCell(s, MAX.method));
    for (const o of occurrences) {
        const cells = [
            (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .severityBadge */ .J8)(o.severity),
            name(o.name),
            method(o.method),
            codeCell((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .visibleUrl */ .gW)(o.url), MAX.url)
        ];
        if (withBaseline)
            cells.push(o.regressed === true
                ? '↩️ Regressed'
                : o.escalatedFrom
                    ? '⬆️ Escalated'
                    : // A baseline that only labels: counted, though it was there before.
                        !o.isNew && o.state === 'new'
                            ? '📌 Open before'
                            : '🆕 New');
        yield (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .tableRow */ .jD)(cells);
    }
}
/**
 * Table rows of occurrences. The returned function remembers the escaped text of repeated names,
 * methods and statuses (thousands of rows share a few dozen).
 */
function occurrenceRows() {
    const name = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .memoised */ .QC)((s) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(s, MAX.name));
    const method = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .memoised */ .QC)((s) => codeCell(s, MAX.method));
    const status = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .memoised */ .QC)((s) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(s, MAX.status));
    return function* (occurrences) {
        for (const o of occurrences) {
            const base = [
                (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .severityBadge */ .J8)(o.severity),
                name(o.name),
                method(o.method),
                codeCell((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .visibleUrl */ .gW)(o.url), MAX.url)
            ];
            yield o.state === 'ignored'
                ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .tableRow */ .jD)([
                    ...base,
                    (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(o.ignoredBecause?.reason ?? '', MAX.reason),
                    (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(o.ignoredBecause?.expires ?? '', MAX.expires)
                ])
                : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .tableRow */ .jD)([...base, status(o.status) + changeMark(o)]);
        }
    };
}
/** How every report marks an occurrence fixed in the baseline and open again. */
const REGRESSED_MARK = ' **regressed** (was Fixed)';
/** The mark of a regression, or of an escalation (`escalated: accepted as low` in plain reports). */
function changeMark(o) {
    if (o.regressed === true)
        return REGRESSED_MARK;
    return o.escalatedFrom ? ` **escalated** (accepted as ${o.escalatedFrom})` : '';
}
const FIXED_HEADER = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .tableHeader */ .qd)(['Finding', 'Method', 'URL', 'Occurrence id']);
function* fixedRows(entries) {
    for (const e of entries) {
        yield (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .tableRow */ .jD)([
            (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(e.name ?? '', MAX.name),
            codeCell(e.method ?? '', MAX.method),
            codeCell((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .visibleUrl */ .gW)(e.url ?? ''), MAX.url),
            (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(e.id, MAX.id)
        ]);
    }
}
/** Description and remediation of one finding, collapsed. */
function remediationBlock(f) {
    const title = `${_format_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITY_MARK */ .yD[f.severity]} ${_format_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITY_LABEL */ .Rt[f.severity]}: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(f.name, MAX.name)}`;
    const parts = [];
    if (f.description)
        parts.push(`**What it is**\n\n${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdownBlock */ .qt)(f.description, 4000)}`);
    parts.push(f.remediation
        ? `**How to fix it**\n\n${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdownBlock */ .qt)(f.remediation, 4000)}`
        : '_The service gave no remediation for this finding._');
    const cwe = f.cwe.map((c) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(c, 20)).filter((c) => c !== '');
    if (cwe.length > 0)
        parts.push(`CWE: ${cwe.slice(0, 10).join(', ')}`);
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .details */ .zH)(title, parts.join('\n\n'));
}


/***/ }),

/***/ 193:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CF: () => (/* binding */ knownCriticalWords),
/* harmony export */   I1: () => (/* binding */ STATUS_WORD),
/* harmony export */   WJ: () => (/* binding */ addBuildLine),
/* harmony export */   XD: () => (/* binding */ buildErrorSummary),
/* harmony export */   fR: () => (/* binding */ buildSummary)
/* harmony export */ });
/* unused harmony exports FIX_FIRST_ROWS, MAX_OCCURRENCE_ROWS */
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(119);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(182);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(184);
/* harmony import */ var _build_facts_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(180);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(186);
/* harmony import */ var _trend_section_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(197);
/* harmony import */ var _sarif_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(190);
/* harmony import */ var _summary_sections_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(192);
// The job summary: the verdict and why, then "Fix first" (issue 24), then counts, findings,
// remediation, and the occurrences by baseline state, kept under GitHub's 1 MiB per-step limit
// with a note saying what was left out.








const STATUS_WORD = {
    passed: '✅ Passed',
    warned: '⚠️ Passed with warnings',
    failed: '❌ Failed',
    'timed-out': '⏱️ Timed out',
    stopped: '⏹️ Stopped',
    // An error fails the build: the same cross as a failure, not a warning sign.
    error: '❌ Error'
};
const ALONE = { subject: 'Security test', level: 2 };
/** Counted occurrences the summary lists first, before any count. */
const FIX_FIRST_ROWS = 20;
/** Most warnings shown; the rest are in the JSON report. */
const MAX_WARNINGS = 20;
/** Remediation blocks shown (one per finding type with unfixed occurrences, worst first). */
const MAX_REMEDIATIONS = 50;
/**
 * Occurrence rows shown in all: more is a page nobody reads (and megabytes to escape); the
 * JSON report lists every occurrence.
 */
const MAX_OCCURRENCE_ROWS = 1000;
/**
 * The verdict and one line why, then "Fix first" (the counted occurrences, worst first), then
 * the counts, the findings, their remediation and every occurrence by state.
 */
function buildSummary(ctx, budgetBytes = 1_000_000, place = ALONE) {
    if (!ctx.verdict)
        return buildErrorSummary(ctx, budgetBytes, place);
    const doc = new _markdown_js__WEBPACK_IMPORTED_MODULE_6__/* .BudgetedDoc */ .bB(budgetBytes);
    const left = [];
    const h = '#'.repeat(place.level + 1);
    doc.add(headline(ctx, place));
    addBuildLine(doc, ctx);
    if (place.fixFirst !== false)
        addFixFirst(doc, ctx, h);
    doc.add(aboutLines(ctx).join('  \n'));
    doc.add(`${h} Occurrences by severity\n\n${(0,_summary_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .countsTable */ .Po)(ctx)}`);
    doc.add(gateLine(ctx));
    const trend = (0,_trend_section_js__WEBPACK_IMPORTED_MODULE_3__/* .trendSection */ .n)(ctx, h);
    if (trend)
        doc.add(trend);
    const codeScanning = codeScanningLine(ctx);
    if (codeScanning)
        doc.add(codeScanning);
    addWarnings(doc, ctx, h);
    const findings = (0,_summary_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .findingRows */ .d9)(ctx);
    const shownFindings = (0,_summary_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .addTable */ .GC)(doc, `${h} Findings, worst first`, _summary_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .FINDING_TABLE_HEADER */ .vG, (0,_summary_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .findingTableRows */ .Hc)(findings));
    if (shownFindings < findings.length) {
        left.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(findings.length - shownFindings)} more findings`);
    }
    const open = findings.filter((r) => r.unfixed > 0);
    let shownRemediations = 0;
    if (open.length > 0 && doc.add(`${h} Remediation`)) {
        for (const row of open.slice(0, MAX_REMEDIATIONS)) {
            if (!doc.add((0,_summary_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .remediationBlock */ .NZ)(row.finding)))
                break;
            shownRemediations += 1;
        }
    }
    if (shownRemediations < open.length) {
        left.push(`the remediation of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(open.length - shownRemediations)} findings`);
    }
    let leftOccurrences = 0;
    let rowsLeft = MAX_OCCURRENCE_ROWS;
    const byState = groupByState((0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .unfixedWorstFirst */ .FN)(ctx), MAX_OCCURRENCE_ROWS);
    const rows = (0,_summary_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .occurrenceRows */ .P1)();
    for (const [state, title] of (0,_summary_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .occurrenceGroups */ .wd)((0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineHides */ .Nl)(ctx))) {
        const group = byState.get(state) ?? { first: [], count: 0 };
        const shown = (0,_summary_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .addTable */ .GC)(doc, `${h} ${title}`, (0,_summary_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .occurrenceHeader */ .PL)(state), rows(group.first.slice(0, rowsLeft)));
        rowsLeft -= shown;
        leftOccurrences += group.count - shown;
    }
    if ((0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .hasBaseline */ .Ku)(ctx)) {
        const fixed = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .fixedSinceBaseline */ .sW)(ctx.baseline, ctx.verdict.occurrences);
        if (fixed.length > 0) {
            const title = `${h} Fixed since the baseline`;
            const shown = (0,_summary_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .addTable */ .GC)(doc, title, _summary_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .FIXED_HEADER */ .X4, (0,_summary_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .fixedRows */ .A3)(fixed));
            leftOccurrences += fixed.length - shown;
        }
        else {
            doc.add(`${h} Fixed since the baseline\n\n${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)((0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .fixedSinceBaselineCount */ .jz)(ctx))} occurrences.`);
        }
    }
    if (leftOccurrences > 0)
        left.unshift(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(leftOccurrences)} more occurrences`);
    return doc.finish(leftOutNote(left));
}
/** For a run with no verdict (error, stopped, timed out, unreadable result): short. */
function buildErrorSummary(ctx, budgetBytes = 1_000_000, place = ALONE) {
    const doc = new _markdown_js__WEBPACK_IMPORTED_MODULE_6__/* .BudgetedDoc */ .bB(budgetBytes);
    doc.add(headline(ctx, place));
    addBuildLine(doc, ctx);
    const lines = aboutLines(ctx);
    if (ctx.message)
        lines.unshift(`**Why:** ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(ctx.message, 1000)}`);
    if (ctx.parseError) {
        lines.push(`**The result could not be read:** ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(ctx.parseError, 1000)}`);
        lines.push('The raw result text is kept in the JSON report file.');
    }
    doc.add(lines.join('  \n'));
    addWarnings(doc, ctx, '#'.repeat(place.level + 1));
    return doc.finish();
}
/** Which build the verdict is about, right under the verdict (issue 21). */
function addBuildLine(doc, ctx, withBaseline = true) {
    const line = (0,_build_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .buildLine */ .hU)(ctx, withBaseline);
    if (line)
        doc.add(line);
}
/** The verdict, and one line why (with a baseline: the known criticals still open, too). */
function headline(ctx, place) {
    const heading = `${'#'.repeat(place.level)} ${place.subject}: ${STATUS_WORD[ctx.outcome]}`;
    const v = ctx.verdict;
    if (!v)
        return heading;
    return `${heading}\n\n${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(v.line, 1000)}${knownCriticalWords(ctx)}`;
}
/**
 * With a baseline, the criticals it already had that are still open: they do not count toward
 * the gate, but the verdict line must not hide them (issue 24). '' when there are none.
 */
function knownCriticalWords(ctx) {
    const v = ctx.verdict;
    if (!v || !(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineHides */ .Nl)(ctx))
        return '';
    const shown = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .shownCounts */ .EK)(v);
    const known = shown.unfixed.critical - shown.new.critical;
    if (known <= 0)
        return '';
    return (` · ${_format_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITY_MARK */ .yD.critical} **${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(known)} known critical ` +
        `occurrence${known === 1 ? '' : 's'} still open** (in the baseline too)`);
}
/**
 * "Fix first": the occurrences the gate counted, worst first, up to FIX_FIRST_ROWS (and what the
 * budget holds). Nothing when the gate counted none; the rest are in the tables below.
 */
function addFixFirst(doc, ctx, h) {
    const counted = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .countedFirst */ .f9)(ctx);
    if (counted.length === 0)
        return;
    const withBaseline = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .hasBaseline */ .Ku)(ctx);
    const rows = (0,_summary_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .fixFirstRows */ .ri)(counted.slice(0, FIX_FIRST_ROWS), withBaseline);
    const shown = (0,_summary_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .addTable */ .GC)(doc, `${h} Fix first`, (0,_summary_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .fixFirstHeader */ .ZZ)(withBaseline), rows);
    const left = counted.length - shown;
    if (shown > 0 && left > 0) {
        const more = `_… and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(left)} more counted occurrence${left === 1 ? '' : 's'}`;
        // The tables below hold MAX_OCCURRENCE_ROWS occurrences in all: never promise more.
        const unfixed = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .unfixedWorstFirst */ .FN)(ctx).length;
        doc.add(unfixed <= MAX_OCCURRENCE_ROWS
            ? `${more}, listed below._`
            : `${more}; the tables below list the first ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(MAX_OCCURRENCE_ROWS)} of all ` +
                `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(unfixed)} unfixed occurrences, worst first, and the JSON report ` +
                '(`report-file`) lists every one._');
    }
}
/** Application, test, status and our own links, one per line. */
function aboutLines(ctx) {
    const app = ctx.application;
    const name = app.name ?? ctx.meta.applicationName;
    const url = app.url ?? ctx.meta.url;
    const lines = [
        `**Application:** ${name ? `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(name, 200)} (token ` : ''}${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forCodeSpan */ .Zy)(app.token, 64)}` +
            `${name ? ')' : ''}${url ? ` at ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forCodeSpan */ .Zy)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .visibleUrl */ .gW)(url), 500)}` : ''}`
    ];
    if (ctx.meta.projectName)
        lines.push(`**Project:** ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(ctx.meta.projectName, 200)}`);
    if (ctx.resultToken)
        lines.push(`**Test run:** ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(ctx.resultToken, 64)}`);
    if (ctx.status !== undefined || ctx.progress !== undefined) {
        const progress = ctx.progress !== undefined ? ` (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(ctx.progress, 10)}%)` : '';
        // A test that timed out or was stopped was last seen running: say when, not what it is now.
        const label = ctx.outcome === 'timed-out' || ctx.outcome === 'stopped'
            ? 'Last status seen before the end'
            : 'Status';
        lines.push(`**${label}:** ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(ctx.status ?? 'unknown', 60)}${progress}`);
    }
    if (ctx.meta.generatedDate) {
        lines.push(`**Result generated:** ${(0,_build_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .generatedWhen */ .St)(ctx.meta.generatedDate) ?? ''}`);
    }
    const href = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .safeHref */ .v7)(ctx.serviceTestUrl);
    if (href)
        lines.push(`[Open this test on the service](${href})`);
    return lines;
}
function gateLine(ctx) {
    const i = ctx.inputs;
    const parts = [
        `**Gate:** fails on ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatThreshold */ .B6)(i.threshold)} beyond ` +
            `max-unfixed ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)((0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBudget */ .H0)(i.budget), 200)}`
    ];
    const baseline = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineSource */ .f0)(ctx);
    if (baseline)
        parts.push(`baseline: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(baseline, 300)}`);
    else if (i.baseline.kind !== 'none') {
        parts.push(`baseline ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)((0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBaselineInput */ .fo)(i.baseline), 300)} not used`);
    }
    if ((0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .hasBaseline */ .Ku)(ctx)) {
        parts.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)((0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .fixedSinceBaselineCount */ .jz)(ctx))} fixed since the baseline`);
    }
    const expired = ctx.verdict?.expiredRules.length ?? 0;
    if (expired > 0)
        parts.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(expired)} expired ignore entries count again`);
    return parts.join('; ') + '.';
}
/**
 * Code scanning shows at most 5,000 results per run: when the SARIF file holds fewer than the
 * unfixed occurrences, say so here, or the alerts page would look like the whole result.
 */
function codeScanningLine(ctx) {
    const s = ctx.sarif;
    if (!s || s.omitted === 0)
        return undefined;
    return (`**Code scanning:** the SARIF file holds the ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(s.included)} worst of ` +
        `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(s.included + s.omitted)} unfixed occurrences; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(s.omitted)} are ` +
        `left out (${(0,_sarif_js__WEBPACK_IMPORTED_MODULE_4__/* .sarifLimitReason */ .fV)(s.included)}). ` +
        'The JSON report (`report-file`) lists them all.');
}
/** The warnings, under a heading at the level of the summary's other sections (`h`). */
function addWarnings(doc, ctx, h) {
    const warnings = (0,_context_js__WEBPACK_IMPORTED_MODULE_7__/* .allWarnings */ .h)(ctx);
    if (warnings.length === 0)
        return;
    const items = warnings.slice(0, MAX_WARNINGS).map((w) => `- ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(w, 500)}`);
    if (warnings.length > MAX_WARNINGS) {
        items.push(`- … ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(warnings.length - MAX_WARNINGS)} more in the JSON report`);
    }
    doc.add(`${h} Warnings\n\n${items.join('\n')}`);
}
function leftOutNote(left) {
    if (left.length === 0)
        return undefined;
    return `_… ${left.join(', ')} not shown; see the JSON report (\`report-file\`)._`;
}
/**
 * How many occurrences each state has, and its first `keep` in the order given (no table shows
 * more): one pass over 100,000, not one per state.
 */
function groupByState(occurrences, keep) {
    const groups = new Map();
    for (const o of occurrences) {
        let group = groups.get(o.state);
        if (group === undefined) {
            group = { first: [], count: 0 };
            groups.set(o.state, group);
        }
        if (group.count++ < keep)
            group.first.push(o);
    }
    return groups;
}


/***/ }),

/***/ 196:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dy: () => (/* binding */ writeJsonString),
/* harmony export */   EO: () => (/* binding */ writeJsonItems),
/* harmony export */   KF: () => (/* binding */ writeJsonTexts),
/* harmony export */   Q6: () => (/* binding */ writeFileInPieces),
/* harmony export */   yl: () => (/* binding */ writeHead)
/* harmony export */ });
/* unused harmony export memorySink */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(222);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(236);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _file_write_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(183);
// Where the large reports (SARIF, JSON report) go, piece by piece. For 100,000 occurrences they
// are tens of megabytes: built as one string they would multiply a run's memory, so writers hand
// over pieces of about a megabyte and keep none of them.



const GZIP_PIECE = 1 << 20;
/** Writes to the open file `fd`, which is read as well: the gzipped size is measured so. */
function fileSink(fd) {
    let bytes = 0;
    return {
        write(text) {
            if (text.length > 0)
                bytes += node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync(fd, text, bytes, 'utf8');
        },
        get bytes() {
            return bytes;
        },
        gzippedBytes() {
            // Read back in pieces: the file is never held whole.
            const buffer = Buffer.alloc(Math.min(GZIP_PIECE, Math.max(1, bytes)));
            let total = 0;
            for (let at = 0; at < bytes;) {
                const read = node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync(fd, buffer, 0, buffer.length, at);
                if (read <= 0)
                    break;
                total += (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.gzipSync)(buffer.subarray(0, read), { level: 1 }).length;
                at += read;
            }
            return total;
        },
        restart() {
            node_fs__WEBPACK_IMPORTED_MODULE_0__.ftruncateSync(fd, 0);
            bytes = 0;
        }
    };
}
/** Keeps the text (tests, and the small reports that are built whole anyway). */
function memorySink() {
    let pieces = [];
    let bytes = 0;
    return {
        write(text) {
            pieces.push(text);
            bytes += Buffer.byteLength(text, 'utf8');
        },
        get bytes() {
            return bytes;
        },
        gzippedBytes() {
            const all = Buffer.from(pieces.join(''), 'utf8');
            let total = 0;
            for (let at = 0; at < all.length; at += GZIP_PIECE) {
                total += gzipSync(all.subarray(at, at + GZIP_PIECE), { level: 1 }).length;
            }
            return total;
        },
        restart() {
            pieces = [];
            bytes = 0;
        },
        text() {
            return pieces.join('');
        }
    };
}
/**
 * Fills `file` through `write`, by the one safe writer (file-write.ts): a temporary file renamed
 * over `file` at the end, so a failure half-way (a full disk) leaves the previous file, never a cut
 * one that an upload step or a later `baseline:` would read, and a link is never written through.
 */
function writeFileInPieces(file, write) {
    (0,_file_write_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileSafely */ .kv)(file, (fd) => write(fileSink(fd)));
}
/**
 * Writes `text`, a JSON text built with placeholders at its very end, without that `end`: the
 * caller then writes what replaces them. Throws if the text does not end that way (a changed key
 * order would otherwise give a broken file silently).
 */
function writeHead(sink, text, end) {
    if (!text.endsWith(end))
        throw new Error(`report head does not end with ${JSON.stringify(end)}`);
    sink.write(text.slice(0, text.length - end.length));
}
/**
 * `JSON.stringify(text)` handed over in pieces. Pieces never split a surrogate pair (each half
 * alone would be escaped as a lone surrogate and the text would change).
 */
function writeJsonString(sink, text, piece = GZIP_PIECE) {
    if (text.length <= piece) {
        sink.write(JSON.stringify(text));
        return;
    }
    sink.write('"');
    for (let at = 0; at < text.length;) {
        let end = Math.min(text.length, at + piece);
        const last = text.charCodeAt(end - 1);
        // Keep a pair together: end before its high half, or (for one-character pieces) after it.
        if (end < text.length && last >= 0xd800 && last <= 0xdbff)
            end += end - 1 > at ? -1 : 1;
        const quoted = JSON.stringify(text.slice(at, end));
        sink.write(quoted.slice(1, -1));
        at = end;
    }
    sink.write('"');
}
/**
 * The first `count` items of a JSON array (without its brackets), `perPiece` items per
 * `JSON.stringify`: `toJson` makes each item's plain object only when its piece is written.
 */
function writeJsonItems(sink, items, count, toJson, perPiece = 1000) {
    for (let at = 0; at < count; at += perPiece) {
        const text = JSON.stringify(items.slice(at, Math.min(count, at + perPiece)).map(toJson));
        sink.write((at === 0 ? '' : ',') + text.slice(1, -1));
    }
}
/**
 * Every item of `items` as a JSON array's elements (without its brackets), each given as its JSON
 * text by `toText`, handed over `perPiece` items at a time.
 */
function writeJsonTexts(sink, items, toText, perPiece = 1000) {
    for (let at = 0; at < items.length; at += perPiece) {
        const end = Math.min(items.length, at + perPiece);
        let text = at === 0 ? '' : ',';
        for (let i = at; i < end; i++)
            text += (i === at ? '' : ',') + toText(items[i]);
        sink.write(text);
    }
}


/***/ }),

/***/ 197:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ trendShortfall),
/* harmony export */   n: () => (/* binding */ trendSection)
/* harmony export */ });
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(135);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(119);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(184);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(186);
// The summary's trend (input `trend`): the unfixed counts by severity of the earlier completed
// tests and this one, as a Mermaid chart (GitHub renders Mermaid in job summaries, but does not
// document it) always followed by the same numbers as a table. Only our own words and numbers go
// into the chart; the notes are escaped. Its earlier tests are the service's list of the
// application's tests, whatever ran them (pull requests' included): the section says so.




/** `11-05 09:05` (UTC), or '' for no time. */
function shortStart(ms) {
    if (ms === undefined || !Number.isFinite(ms))
        return '';
    const iso = new Date(ms).toISOString();
    return `${iso.slice(5, 10)} ${iso.slice(11, 16)}`;
}
/** The trend section, or '' when the input did not ask for one. `h`: the heading marks. */
function trendSection(ctx, h) {
    const trend = ctx.trend;
    const v = ctx.verdict;
    if (!trend || !v)
        return '';
    const columns = trend.points.map((p, i) => ({
        label: shortStart(p.startTime) || `#${i + 1}`,
        test: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forCodeSpan */ .Zy)(p.resultToken.slice(0, 8), 8, true),
        started: shortStart(p.startTime) ? `${shortStart(p.startTime)} UTC` : '–',
        unfixed: p.unfixed
    }));
    const nowStart = ctx.startedAt ? Date.parse(ctx.startedAt) : NaN;
    columns.push({
        label: 'this test',
        test: '**This test**',
        started: Number.isFinite(nowStart) ? `${shortStart(nowStart)} UTC` : '–',
        unfixed: v.counts.unfixed
    });
    const parts = [`${h} Trend: unfixed occurrences by severity`];
    if (columns.length > 1) {
        parts.push(covers(trend.points.length), chart(columns), table(columns));
    }
    const shown = trend.points.length;
    if (shown < trend.asked) {
        const why = trend.notes.map((n) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(n, 400));
        parts.push(`_${trendShortfall(shown, trend.asked)}${why.length > 0 ? `: ${why.join('; ')}` : ''}._`);
    }
    return parts.join('\n\n');
}
/**
 * What the earlier columns are: the service lists an application's tests whatever ran them, so a
 * nightly run's trend holds pull requests' tests too (issue 31: said, not hidden).
 */
function covers(shown) {
    const tests = shown === 1
        ? 'last completed test on the service, whatever ran it'
        : `last ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(shown)} completed tests on the service, whatever ran them`;
    return `_The application's ${tests} (pull requests' tests included), then this one._`;
}
/** "1 of the 2 earlier completed tests asked for is shown" (the summary and the log notice). */
function trendShortfall(shown, asked) {
    return (`${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(shown)} of the ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(asked)} earlier completed test${asked === 1 ? '' : 's'} ` +
        `asked for ${shown === 1 ? 'is' : 'are'} shown`);
}
/** Severities with an occurrence in any column (the chart and table leave the rest out). */
function shownSeverities(columns) {
    const some = _findings_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC.filter((s) => columns.some((c) => c.unfixed[s] > 0));
    return some.length > 0 ? some : ['critical', 'high'];
}
/**
 * One line, the total unfixed: a chart of several lines tells them apart only by colour (Mermaid's
 * xychart has no legend, and equal series hide each other). The title says what the line is; the
 * table below has the severities.
 */
function chart(columns) {
    const totals = columns.map((c) => (0,_findings_types_js__WEBPACK_IMPORTED_MODULE_2__/* .totalOf */ .e6)(c.unfixed));
    return [
        '```mermaid',
        'xychart-beta',
        '  title "Total unfixed occurrences, one line (by severity in the table below)"',
        `  x-axis [${columns.map((c) => `"${c.label}"`).join(', ')}]`,
        `  y-axis "Unfixed" 0 --> ${Math.max(1, ...totals)}`,
        `  line [${totals.join(', ')}]`,
        '```'
    ].join('\n');
}
function table(columns) {
    const severities = shownSeverities(columns);
    const header = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .tableHeader */ .qd)(['Test', 'Started', ...severities.map(_format_js__WEBPACK_IMPORTED_MODULE_1__/* .severityBadge */ .J8), 'Total'], ['left', 'left', ...severities.map(() => 'right'), 'right']);
    const rows = columns.map((c) => (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .tableRow */ .jD)([
        c.test,
        c.started,
        ...severities.map((s) => (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(c.unfixed[s])),
        (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)((0,_findings_types_js__WEBPACK_IMPORTED_MODULE_2__/* .totalOf */ .e6)(c.unfixed))
    ]));
    return `${header}\n${rows.join('\n')}`;
}


/***/ }),

/***/ 204:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   queueSummary: () => (/* binding */ queueSummary)
/* harmony export */ });
/* harmony import */ var _report_summary_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(193);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(119);


function queueSummary(judged, parts, queueCommit, runUrl) {
    const outcome = worst(parts);
    const commit = queueCommit ? ` ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forCodeSpan */ .Zy)(queueCommit.slice(0, 7))}` : '';
    const lines = [`## Security test: merge queue — ${_report_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .STATUS_WORD */ .I1[outcome]}`, ''];
    if ('problem' in judged) {
        lines.push(`The merge queue's commit${commit} could not be judged: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forMarkdown */ .Bm)(judged.problem, 600)}. No test was run (\`merge-queue: verdict\`).`, '');
    }
    else {
        const pr = judged.pullRequest;
        lines.push(`The merge queue's commit${commit} merges pull request #${pr.number} (head ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forCodeSpan */ .Zy)(pr.headSha.slice(0, 7))}) into ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forCodeSpan */ .Zy)(pr.base, 100)}. It was judged by the verdict the pull request's own run recorded on that head: **no test was run** (\`merge-queue: verdict\`).`, '', '| Application | Outcome | The head\u2019s recorded verdict | Recorded by |', '|---|---|---|---|', ...parts.map((p) => row(p, judged.verdicts)), '');
        const failing = parts.filter((p) => p.failure);
        if (failing.length > 0) {
            lines.push(...failing.map((p) => `- ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forCodeSpan */ .Zy)(p.application?.token ?? '', 40)}: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forMarkdown */ .Bm)(p.failure, 600)}`), '');
        }
        lines.push(`**Not tested:** what the queue's merge adds beyond the head (the changes on ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forCodeSpan */ .Zy)(pr.base, 100)} since the pull request's base) was not tested. \`merge-queue: test\`, or a deployment of the queue's commit to the \`deployment-environment\`, tests the queue's commit itself.`, '');
    }
    lines.push('No SARIF file and no JSON report of findings were written for this commit: the findings are those of the head\u2019s test, in the reports of the run that recorded it.');
    const here = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .safeHref */ .v7)(runUrl);
    if (here)
        lines.push('', `[This run](${here})`);
    return `${lines.join('\n')}\n`;
}
function row(p, verdicts) {
    const token = p.application?.token ?? '';
    const record = verdicts.find((v) => v.applicationToken === token)?.record;
    const recorded = record
        ? `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forMarkdown */ .Bm)(record.outcome, 20)}: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forMarkdown */ .Bm)(record.counts, 100)}${record.resultToken ? ` (test ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forCodeSpan */ .Zy)(record.resultToken, 40, true)})` : ''}`
        : 'none';
    const href = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .safeHref */ .v7)(record?.runUrl);
    const run = record
        ? href
            ? `[run ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forMarkdown */ .Bm)(record.runId, 20)}](${href})`
            : `run ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forMarkdown */ .Bm)(record.runId, 20)}`
        : '—';
    const outcome = p.outcome === 'started' ? 'error' : p.outcome;
    return `| ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forCodeSpan */ .Zy)(token, 40, true)} | ${_report_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .STATUS_WORD */ .I1[outcome]} | ${recorded} | ${run} |`;
}
/** The summary's heading: failed when any application failed, else warned when any warned. */
function worst(parts) {
    if (parts.some((p) => p.outcome === 'failed'))
        return 'failed';
    return parts.some((p) => p.outcome === 'warned') ? 'warned' : 'passed';
}


/***/ }),


});
