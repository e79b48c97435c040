"use strict";
// Modules of dist/cli.js that its start does not evaluate, loaded when first required
// (scripts/normalise-bundle.mjs). Their licences are in the list beside dist/cli.js.
module.exports = ({

/***/ 108:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ET: () => (/* binding */ inReportOrder),
/* harmony export */   Eg: () => (/* binding */ compareFindings),
/* harmony export */   SG: () => (/* binding */ isInReportOrder),
/* harmony export */   gU: () => (/* binding */ findingsInReportOrder),
/* harmony export */   r2: () => (/* binding */ cmp)
/* harmony export */ });
/* unused harmony export findingWeights */
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(110);
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
        let w = weights.get(o.findingKey);
        if (w === undefined) {
            w = { key: o.findingKey, name: o.name, severity: o.severity, counted: 0, open: 0 };
            weights.set(o.findingKey, w);
        }
        else if ((0,_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .severityRank */ .qs)(o.severity) < (0,_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .severityRank */ .qs)(w.severity))
            w.severity = o.severity;
        if (o.counted)
            w.counted++;
        if (isOpen(o))
            w.open++;
    }
    return weights;
}
/** Each finding's place in `compareFindings` order, 0 for the worst. */
function findingRanks(occurrences) {
    const ranked = [...findingWeights(occurrences).values()].sort(compareFindings);
    return new Map(ranked.map((w, i) => [w.key, i]));
}
function sameFindingOrder(a, b) {
    return (cmp(a.normalizedUrl ?? a.url, b.normalizedUrl ?? b.url) ||
        cmp(a.method, b.method) ||
        cmp(a.id, b.id));
}
/** The whole-number key of each occurrence: its group, then its finding's rank. */
function keysOf(occurrences) {
    const ranks = findingRanks(occurrences);
    const findings = ranks.size;
    return occurrences.map((o) => groupOf(o) * findings + (ranks.get(o.findingKey) ?? 0));
}
/** A new array of `occurrences` in report order. */
function inReportOrder(occurrences) {
    const keys = keysOf(occurrences);
    // Keys are below 12 × the number of findings: buckets indexed by key need no sort of the keys
    // (a Map and a sort when findings are so many that the array would be mostly holes).
    const top = keys.reduce((a, b) => Math.max(a, b), -1) + 1;
    if (top > 4 * occurrences.length + 64)
        return byMap(occurrences, keys);
    const buckets = new Array(top).fill(undefined);
    for (let i = 0; i < occurrences.length; i++) {
        const k = keys[i];
        const bucket = buckets[k];
        if (bucket)
            bucket.push(occurrences[i]);
        else
            buckets[k] = [occurrences[i]];
    }
    const ordered = [];
    for (const bucket of buckets) {
        if (bucket === undefined)
            continue;
        bucket.sort(sameFindingOrder);
        for (const o of bucket)
            ordered.push(o);
    }
    return ordered;
}
function byMap(occurrences, keys) {
    const buckets = new Map();
    occurrences.forEach((o, i) => {
        const k = keys[i];
        const bucket = buckets.get(k);
        if (bucket)
            bucket.push(o);
        else
            buckets.set(k, [o]);
    });
    const ordered = [];
    for (const k of [...buckets.keys()].sort((a, b) => a - b)) {
        const bucket = buckets.get(k);
        bucket.sort(sameFindingOrder);
        for (const o of bucket)
            ordered.push(o);
    }
    return ordered;
}
/** Whether `occurrences` are already in report order (one pass; no copy). */
function isInReportOrder(occurrences) {
    const keys = keysOf(occurrences);
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

/***/ 112:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   As: () => (/* binding */ isComplete),
/* harmony export */   C1: () => (/* binding */ readAppReport),
/* harmony export */   D1: () => (/* binding */ incompleteReason),
/* harmony export */   XP: () => (/* binding */ applicationLabel),
/* harmony export */   qi: () => (/* binding */ runReport),
/* harmony export */   wH: () => (/* binding */ unreadableReport)
/* harmony export */ });
/* unused harmony export ReportReadError */
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(111);
/* harmony import */ var _report_json_report_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(119);
// One application's JSON report (`report-file`, shape in src/report/json-report.ts) as the
// native-report converters read it back. The file is the run's own, but it sits on disk between
// the run and the conversion, so it is read like any document: fields of the wrong type are
// dropped, never trusted, and a file that is no report at all is refused.


class ReportReadError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ReportReadError';
    }
}
const STATES = [
    'new',
    'existing',
    'ignored',
    'below-threshold',
    'warned',
    'monitored',
    'fixed'
];
const isObj = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v) => (typeof v === 'string' ? v : undefined);
const severity = (v) => _findings_types_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITIES */ .oC.includes(v) ? v : 'unknown';
const objects = (v) => (Array.isArray(v) ? v.filter(isObj) : []);
/** A parsed JSON report; throws ReportReadError when the document is not one. */
function readAppReport(doc) {
    if (!isObj(doc) || doc.schema !== _report_json_report_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_SCHEMA */ .DC) {
        throw new ReportReadError(`it is not a ${_report_json_report_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_SCHEMA */ .DC} report`);
    }
    const app = isObj(doc.application) ? doc.application : {};
    const verdict = isObj(doc.verdict) ? doc.verdict : undefined;
    return {
        application: {
            token: str(app.token) ?? '',
            name: str(app.name),
            url: str(app.url)
        },
        outcome: str(doc.outcome) ?? 'error',
        message: str(doc.message),
        verdictLine: verdict ? str(verdict.line) : undefined,
        resultToken: str(doc.resultToken),
        apiVersion: isObj(doc.service) ? str(doc.service.apiVersion) : undefined,
        generatedAt: str(doc.generatedAt),
        startedAt: str(doc.startedAt),
        finishedAt: str(doc.finishedAt),
        findings: objects(doc.findings).map((f) => ({
            key: str(f.key) ?? '',
            name: str(f.name) ?? '',
            severity: severity(f.severity),
            cwe: Array.isArray(f.cwe) ? f.cwe.filter((c) => typeof c === 'string') : [],
            description: str(f.description),
            remediation: str(f.remediation)
        })),
        occurrences: objects(doc.occurrences).flatMap((o) => {
            const id = str(o.id);
            if (!id)
                return [];
            const why = isObj(o.ignoredBecause) ? o.ignoredBecause : undefined;
            return [
                {
                    id,
                    findingKey: str(o.findingKey) ?? '',
                    name: str(o.name) ?? '',
                    severity: severity(o.severity),
                    method: str(o.method) ?? '',
                    url: str(o.url) ?? '',
                    status: str(o.status) ?? '',
                    state: STATES.includes(o.state) ? o.state : 'new',
                    counted: o.counted === true,
                    ...(o.regressed === true ? { regressed: true } : {}),
                    ...(_findings_types_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITIES */ .oC.includes(o.escalatedFrom)
                        ? { escalatedFrom: o.escalatedFrom }
                        : {}),
                    ...(why
                        ? { ignoredBecause: { reason: str(why.reason) ?? '', expires: str(why.expires) ?? '' } }
                        : {})
                }
            ];
        }),
        warnings: Array.isArray(doc.warnings)
            ? doc.warnings.filter((w) => typeof w === 'string')
            : [],
        ...(isObj(doc.build) ? { build: readBuild(doc.build) } : {})
    };
}
function readBuild(b) {
    const check = isObj(b.buildCheck) ? b.buildCheck : undefined;
    const baseline = isObj(b.baseline) ? b.baseline : undefined;
    const reusedTest = isObj(b.reusedTest) ? str(b.reusedTest.resultToken) : undefined;
    return {
        commit: str(b.commit),
        commitSource: str(b.commitSource),
        deploymentUrl: str(b.deploymentUrl),
        buildCheck: check ? str(check.result) : undefined,
        shownBy: str(b.shownBy),
        reused: b.reused === true,
        reusedTest,
        baselineSource: baseline ? str(baseline.source) : undefined
    };
}
/** A report for an application whose report file could not be read: an error, said why. */
function unreadableReport(applicationToken, why) {
    return runReport(applicationToken, 'error', `The report file could not be read: ${why}`);
}
/**
 * A report of the run itself, without findings: for a run that left no JSON report to read (it
 * ended before any, or could not write it), or one whose end the reports do not tell.
 */
function runReport(applicationToken, outcome, message) {
    return {
        application: { token: applicationToken },
        outcome,
        message,
        findings: [],
        occurrences: [],
        warnings: []
    };
}
/** An outcome of a run that reached its verdict; any other is incomplete (never shown green). */
function isComplete(outcome) {
    return outcome === 'passed' || outcome === 'warned' || outcome === 'failed';
}
/**
 * Why the report is of an incomplete run (timed out, stopped, error, or without a verdict), or
 * undefined when it reached its verdict.
 */
function incompleteReason(report) {
    if (report.verdictLine !== undefined && isComplete(report.outcome))
        return undefined;
    return report.message || `The security test ended ${report.outcome} without a verdict.`;
}
/** `Shop web (app0…)`, or the token alone: how a report names the application. */
function applicationLabel(report) {
    const { name, token } = report.application;
    if (name && token)
        return `${name} (${token})`;
    return name || token || 'application';
}


/***/ }),

/***/ 115:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Nc: () => (/* binding */ buildJson),
/* harmony export */   St: () => (/* binding */ generatedWhen),
/* harmony export */   _$: () => (/* binding */ isCommitSha),
/* harmony export */   hU: () => (/* binding */ buildLine),
/* harmony export */   ow: () => (/* binding */ resultLine)
/* harmony export */ });
/* unused harmony exports commitUrl, buildCheckWords, dateOnly */
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(103);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(118);


const MAX = { url: 2048, text: 300, served: 500, token: 64 };
/** A commit SHA as git writes it: only such a value is linked, put in code or a revision id. */
function isCommitSha(sha) {
    return sha !== undefined && /^[0-9a-f]{7,40}$/.test(sha);
}
/** The commit's page, when the host knows how to link one and the commit is a SHA. */
function commitUrl(ctx) {
    const sha = ctx.build?.commit?.sha;
    const base = ctx.repository?.commitBase;
    return base && isCommitSha(sha) ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.safeHref)(base + sha) : undefined;
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
    return value === undefined ? {} : { [key]: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)(value, max) };
}
function optionalTime(key, ms) {
    const t = iso(ms);
    return t === undefined ? {} : { [key]: t };
}
/** Only http(s) links go into a report (a `javascript:` link stays out). */
function link(url) {
    return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.safeHref)(url) === undefined ? undefined : url;
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
        url: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.urlWithoutSecrets)(c.url), MAX.url),
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
                    id: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)(d.id, MAX.token),
                    environment: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)(d.environment, MAX.text),
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
                    resultToken: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)(b.reused.resultToken, MAX.token),
                    ...optionalTime('startedAt', b.reused.startTime),
                    ...optionalTime('endedAt', b.reused.endTime)
                }
            }
            : {}),
        ...(source !== undefined
            ? {
                baseline: {
                    source: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)(source, MAX.text),
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
        (generated ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(generated, 60) : undefined));
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
        const shown = isCommitSha(sha) ? `\`${sha.slice(0, 7)}\`` : (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(sha, 80);
        const href = commitUrl(ctx);
        const source = b.commit?.source ? ` (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(b.commit.source, MAX.text)})` : '';
        parts.push(`commit ${href ? `[${shown}](${href})` : shown}${source}`);
    }
    // An error before any test describes no test: no "tested until" the moment the run gave up.
    const tested = ctx.resultToken ? timeSpan(ctx.startedAt, ctx.finishedAt) : undefined;
    if (tested)
        parts.push(`tested ${tested}`);
    if (b.reused) {
        const when = shortTime(b.reused.startTime);
        parts.push(`reused test ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(b.reused.resultToken, MAX.token)}${when ? ` from ${when}` : ''}`);
    }
    if (b.deployment)
        parts.push(deploymentWords(b));
    if (b.buildCheck)
        parts.push(`build check: ${buildCheckWords(b.buildCheck)}`);
    parts.push(SHOWN_BY[b.shownBy]);
    const source = withBaseline ? (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineSource */ .f0)(ctx) : undefined;
    if (source !== undefined)
        parts.push(`baseline: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(source, MAX.text)}`);
    return `**Build:** ${parts.join(' · ')}`;
}
function deploymentWords(b) {
    const d = b.deployment;
    if (!d)
        return '';
    const env = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(d.environment, 100);
    const url = d.environmentUrl;
    if (!url)
        return `deployed to ${env}${SITE_WORDS[b.deploymentSite ?? 'application']}`;
    const href = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.safeHref)(url);
    const text = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(url, 200);
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

/***/ 116:
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

/***/ 117:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DL: () => (/* binding */ freshTemp),
/* harmony export */   Dl: () => (/* binding */ writeTextSafely),
/* harmony export */   O8: () => (/* binding */ appendTextSafely),
/* harmony export */   bf: () => (/* binding */ removeFileSafely),
/* harmony export */   fc: () => (/* binding */ makeFolder),
/* harmony export */   kv: () => (/* binding */ writeFileSafely)
/* harmony export */ });
/* unused harmony export LinkInPathError */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(132);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(136);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(140);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
// The one way the action and the tool write a file. A report path sits in the checkout, where a
// pull request can commit a symbolic link (on a self-hosted runner, pointing at any file the
// runner may write); a writer that opened the path, or a predictable temporary path beside it,
// would write through the link. So a file is written to a fresh temporary name created
// exclusively (O_CREAT|O_EXCL: a link there is refused, never followed), then renamed over the
// target (a rename replaces a link at the target instead of following it), and no folder is made
// or written into through a link below the checkout (the working directory's repository): a link in
// that part of the path is refused. Folders above it (the runner's, the user's own absolute
// paths outside the checkout) are the machine's, not the pull request's.



/** A link in the path below the working directory: the file is not written. */
class LinkInPathError extends Error {
    code = 'ELINK';
    constructor(link) {
        super(`${link} is a symbolic link: a report is never written through one`);
        this.name = 'LinkInPathError';
    }
}
/**
 * Fills `file` through `fill` (given the open descriptor of a fresh temporary file beside it),
 * then renames it into place: a failure half-way leaves the earlier file, never a cut one. The
 * temporary file is also readable (`w+`): a writer may read back what it wrote.
 */
function writeFileSafely(file, fill) {
    makeFolder(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(file)));
    const temp = freshTemp(file);
    let fd = temp.fd;
    try {
        fill(temp.fd);
        node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync(temp.fd);
        fd = undefined;
        node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync(temp.path, file);
    }
    catch (e) {
        if (fd !== undefined)
            node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync(fd);
        node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync(temp.path, { force: true });
        throw e;
    }
}
/** `text` as the whole of `file` (writeFileSafely). */
function writeTextSafely(file, text) {
    writeFileSafely(file, (fd) => node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync(fd, text));
}
/** Adds `text` at the end of `file`, refusing a link at its path (O_NOFOLLOW) and in its folders. */
function appendTextSafely(file, text) {
    refuseLinks(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(file)));
    const flags = node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_WRONLY |
        node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_APPEND |
        node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_CREAT |
        (node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW ?? 0);
    const fd = node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync(file, flags, 0o666);
    try {
        node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync(fd, text, 'utf8');
    }
    finally {
        node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync(fd);
    }
}
/** Removes `file` if it is there; never through a link in its folders (refused as for a write). */
function removeFileSafely(file) {
    refuseLinks(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(file)));
    node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync(file, { force: true });
}
/**
 * A new name beside `file`, created by this call and no other (`wx`): a random part no one can
 * plant a link at in advance, and even then O_EXCL refuses it.
 */
function freshTemp(file) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(file));
    const base = node_path__WEBPACK_IMPORTED_MODULE_2__.basename(file);
    for (let tries = 0;; tries++) {
        const candidate = node_path__WEBPACK_IMPORTED_MODULE_2__.join(dir, `.${base}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`);
        try {
            return { path: candidate, fd: node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync(candidate, 'wx+', 0o666) };
        }
        catch (e) {
            if (e.code !== 'EEXIST' || tries >= 5)
                throw e;
        }
    }
}
/** Makes `dir` and the folders above it, refusing a link below the working directory. */
function makeFolder(dir) {
    refuseLinks(dir);
    node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync(dir, { recursive: true });
}
/**
 * Throws LinkInPathError for the first part of `dir` below the checkout that is a symbolic link;
 * parts that do not exist yet are made by us, as folders.
 */
function refuseLinks(dir) {
    const root = checkoutRoot();
    const target = node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(dir);
    const below = node_path__WEBPACK_IMPORTED_MODULE_2__.relative(root, target);
    if (below === '' || below.startsWith('..') || node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute(below))
        return;
    let at = root;
    for (const part of below.split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep)) {
        at = node_path__WEBPACK_IMPORTED_MODULE_2__.join(at, part);
        let stat;
        try {
            stat = node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync(at);
        }
        catch {
            return;
        }
        if (stat.isSymbolicLink())
            throw new LinkInPathError(at);
    }
}
/**
 * The checkout the working directory is in: the nearest folder up from it holding `.git` (a tool
 * run from a subfolder may name `../reports/x.json`, still the pull request's), else the working
 * directory itself.
 */
function checkoutRoot() {
    const cwd = node_path__WEBPACK_IMPORTED_MODULE_2__.resolve('.');
    for (let at = cwd;; at = node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(at)) {
        if (node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync(node_path__WEBPACK_IMPORTED_MODULE_2__.join(at, '.git')))
            return at;
        if (node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(at) === at)
            return cwd;
    }
}


/***/ }),

/***/ 118:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* reexport safe */ _common_text_js__WEBPACK_IMPORTED_MODULE_1__.formatCount),
/* harmony export */   B6: () => (/* binding */ formatThreshold),
/* harmony export */   EK: () => (/* binding */ shownCounts),
/* harmony export */   FN: () => (/* binding */ unfixedWorstFirst),
/* harmony export */   H0: () => (/* binding */ formatBudget),
/* harmony export */   J8: () => (/* binding */ severityBadge),
/* harmony export */   Ku: () => (/* binding */ hasBaseline),
/* harmony export */   Nl: () => (/* binding */ baselineHides),
/* harmony export */   Oz: () => (/* binding */ findingIndex),
/* harmony export */   Rt: () => (/* binding */ SEVERITY_LABEL),
/* harmony export */   f0: () => (/* binding */ baselineSource),
/* harmony export */   fo: () => (/* binding */ formatBaselineInput),
/* harmony export */   jz: () => (/* binding */ fixedSinceBaselineCount),
/* harmony export */   lc: () => (/* binding */ formatSeverityCounts),
/* harmony export */   sW: () => (/* binding */ fixedSinceBaseline),
/* harmony export */   yD: () => (/* binding */ SEVERITY_MARK),
/* harmony export */   yV: () => (/* binding */ openWorstFirst),
/* harmony export */   zJ: () => (/* binding */ monitoredWords)
/* harmony export */ });
/* unused harmony export worstFirst */
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(111);
/* harmony import */ var _findings_order_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(108);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(103);
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
/** "🔴 Critical", kept on one line in a narrow table (the comment): the space is a no-break one. */
function severityBadge(s) {
    return `${SEVERITY_MARK[s]} ${SEVERITY_LABEL[s].replace(' ', '&nbsp;')}`;
}
/**
 * In report order (findings/order.ts), as the gate orders a verdict (which is then already in
 * order: no sort).
 */
function worstFirst(occurrences) {
    return (0,_findings_order_js__WEBPACK_IMPORTED_MODULE_0__/* .isInReportOrder */ .SG)(occurrences) ? [...occurrences] : (0,_findings_order_js__WEBPACK_IMPORTED_MODULE_0__/* .inReportOrder */ .ET)(occurrences);
}
// The summary, SARIF and annotations each want the open occurrences worst first: with 100,000 of
// them the sort is done once per verdict, not once per report.
const sortedOpen = new WeakMap();
/** The occurrences still open (every state but fixed), worst first; a new array on every call. */
function openWorstFirst(occurrences) {
    let sorted = sortedOpen.get(occurrences);
    if (sorted === undefined) {
        sorted = worstFirst(occurrences.filter((o) => !o.fixed));
        sortedOpen.set(occurrences, sorted);
    }
    return sorted.slice();
}
/** The occurrences still open (every state but fixed), worst first. */
function unfixedWorstFirst(ctx) {
    return openWorstFirst(ctx.verdict?.occurrences ?? []);
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
    const parts = _findings_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC.filter((s) => counts[s] > 0).map((s) => `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.formatCount)(counts[s])} ${SEVERITY_LABEL[s].toLowerCase()}`);
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
    return `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.formatCount)(n)} occurrence${n === 1 ? '' : 's'} under a monitor policy ${n === 1 ? 'is' : 'are'} in the JSON report and SARIF only`;
}


/***/ }),

/***/ 119:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DC: () => (/* binding */ REPORT_SCHEMA),
/* harmony export */   a_: () => (/* binding */ writeJsonReport)
/* harmony export */ });
/* unused harmony exports buildJsonReport, emitJsonReport */
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(103);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(116);
/* harmony import */ var _build_facts_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(115);
/* harmony import */ var _text_sink_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(121);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(118);





const REPORT_SCHEMA = 'security-test-action/report@1';
/** Occurrences beyond which the report file is written without indentation. */
const COMPACT_ABOVE = 5000;
/** Generous bounds: this file is for machines, but a 50 MB "name" still stays out of it. */
const MAX_URL = 8192;
const MAX_TEXT = 65_536;
/** Everything but the two large parts, `occurrences` and `rawResult`. */
function reportHead(ctx, now) {
    const v = ctx.verdict;
    const build = (0,_build_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .buildJson */ .Nc)(ctx);
    const report = {
        schema: REPORT_SCHEMA,
        generatedAt: now.toISOString(),
        outcome: ctx.outcome,
        command: ctx.command,
        ...optional('message', ctx.message, 2000),
        verdict: v
            ? {
                passed: v.passed,
                line: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlainSpelled)(v.line),
                threshold: v.threshold,
                budget: (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBudget */ .H0)(v.budget),
                counts: v.counts
            }
            : null,
        application: {
            token: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlainSpelled)(ctx.application.token, 64),
            ...optional('name', ctx.application.name, 500),
            ...optional('url', ctx.application.url && (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.visibleUrl)(ctx.application.url), MAX_URL)
        },
        service: {
            baseUrl: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlainSpelled)(ctx.baseUrl, MAX_URL),
            apiVersion: ctx.apiVersion,
            ...optional('testUrl', ctx.serviceTestUrl, MAX_URL)
        },
        ...optional('resultToken', ctx.resultToken, 64),
        ...optional('status', ctx.status, 200),
        ...(ctx.progress !== undefined ? { progress: ctx.progress } : {}),
        ...optional('startedAt', ctx.startedAt, 64),
        ...optional('finishedAt', ctx.finishedAt, 64),
        ...(build ? { build } : {}),
        inputs: {
            threshold: ctx.inputs.threshold,
            budget: (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBudget */ .H0)(ctx.inputs.budget),
            baseline: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlainSpelled)((0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBaselineInput */ .fo)(ctx.inputs.baseline), MAX_URL),
            ...optional('ignoreFile', ctx.inputs.ignoreFile, MAX_URL)
        },
        meta: cleanObject(ctx.meta),
        findings: ctx.findings.map(findingJson),
        expiredIgnoreEntries: (v?.expiredRules ?? []).map((r) => cleanObject(r)),
        warnings: (0,_context_js__WEBPACK_IMPORTED_MODULE_4__/* .allWarnings */ .h)(ctx).map((w) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlainSpelled)(w)),
        ...optional('parseError', ctx.parseError, 2000)
    };
    if ((0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .hasBaseline */ .Ku)(ctx)) {
        report.baseline = {
            source: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlainSpelled)((0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineSource */ .f0)(ctx) ?? ''),
            fixedSinceBaseline: (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fixedSinceBaseline */ .sW)(ctx.baseline, v?.occurrences ?? []).map((e) => cleanObject(e))
        };
    }
    return report;
}
/** The whole report as an object (tests; the file is written in pieces by `emitJsonReport`). */
function buildJsonReport(ctx, now = new Date()) {
    return {
        ...reportHead(ctx, now),
        occurrences: (ctx.verdict?.occurrences ?? []).map(occurrenceJson()),
        ...(ctx.rawResult !== undefined ? { rawResult: ctx.rawResult } : {})
    };
}
/**
 * The file's text, in pieces: indented up to a size people read, compact beyond (smaller and
 * faster). The two large parts come last, so the head is one small `JSON.stringify` whose
 * placeholders (`[]`, `""`) at its very end are replaced by the pieces.
 */
function emitJsonReport(sink, ctx, now = new Date()) {
    const occurrences = ctx.verdict?.occurrences ?? [];
    const raw = ctx.rawResult;
    const indented = occurrences.length <= COMPACT_ABOVE;
    const head = {
        ...reportHead(ctx, now),
        occurrences: indented ? occurrences.map(occurrenceJson()) : []
    };
    if (raw !== undefined)
        head.rawResult = '';
    const text = indented ? JSON.stringify(head, null, 2) : JSON.stringify(head);
    const end = raw === undefined ? (indented ? '\n}' : ']}') : indented ? '""\n}' : '],"rawResult":""}';
    (0,_text_sink_js__WEBPACK_IMPORTED_MODULE_2__/* .writeHead */ .yl)(sink, text, end);
    if (!indented) {
        (0,_text_sink_js__WEBPACK_IMPORTED_MODULE_2__/* .writeJsonTexts */ .KF)(sink, occurrences, occurrenceText());
        sink.write(']');
    }
    if (raw !== undefined) {
        if (!indented)
            sink.write(',"rawResult":');
        (0,_text_sink_js__WEBPACK_IMPORTED_MODULE_2__/* .writeJsonString */ .Dy)(sink, raw);
    }
    sink.write(indented ? '\n}\n' : '}\n');
}
function writeJsonReport(file, ctx, now = new Date()) {
    (0,_text_sink_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileInPieces */ .Q6)(file, (sink) => emitJsonReport(sink, ctx, now));
}
function findingJson(f) {
    return {
        key: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlainSpelled)(f.key, 128),
        // Whole, as far as MAX_TEXT: SARIF cuts a rule's name to 255 characters and points here.
        name: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlainSpelled)(f.name, MAX_TEXT),
        severity: f.severity,
        ...optional('severityLabel', f.severityLabel, 100),
        ...(f.score !== undefined && Number.isFinite(f.score) ? { score: f.score } : {}),
        cwe: f.cwe.slice(0, 50).map((c) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlainSpelled)(c, 50)),
        ...optional('description', f.description, MAX_TEXT),
        ...optional('remediation', f.remediation, MAX_TEXT)
    };
}
// A result has 100,000 occurrences but a few dozen names, statuses and methods: their cleaned
// text is computed once per distinct value, for the whole report (make one per report). One
// object literal per occurrence (no spread).
function occurrenceJson() {
    const name = repeated(1000);
    const method = repeated(50);
    const status = repeated(200);
    return (o) => {
        const json = {
            // Our own SHA-256 hex, not text from the result: nothing to clean.
            id: o.id,
            findingKey: o.findingKey,
            name: name(o.name),
            severity: o.severity,
            method: method(o.method),
            url: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlainSpelled)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.visibleUrl)(o.url), MAX_URL),
            status: status(o.status),
            fixed: o.fixed,
            state: o.state,
            counted: o.counted
        };
        // Fixed in the baseline and open again: counted whatever the accepted risks say.
        if (o.regressed === true)
            json.regressed = true;
        // More severe than the baseline entry or accepted risk that held it (at this severity).
        if (o.escalatedFrom)
            json.escalatedFrom = o.escalatedFrom;
        if (o.ignoredBecause) {
            json.ignoredBecause = {
                reason: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlainSpelled)(o.ignoredBecause.reason),
                expires: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlainSpelled)(o.ignoredBecause.expires, 64)
            };
        }
        return json;
    };
}
function repeated(max) {
    return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.memoised)((s) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlainSpelled)(s, max));
}
// Printable ASCII: nothing visibleUrl would encode nor forPlainSpelled spell out.
const PLAIN_ASCII = /^[\x20-\x7e]*$/;
/**
 * `JSON.stringify(occurrenceJson()(o))`, written out for the common row (no regression, no
 * escalation, no accepted risk: the others go through the object) — the same text, byte for
 * byte (__tests__/report/bench-reports.test.ts and json-report.test.ts compare them). Each string
 * is quoted by JSON.stringify; the few distinct names, methods, statuses, severities and states
 * are cleaned and quoted once per report.
 */
function occurrenceText() {
    const asObject = occurrenceJson();
    const quoted = (max) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.memoised)((s) => JSON.stringify((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlainSpelled)(s, max)));
    const name = quoted(1000);
    const method = quoted(50);
    const status = quoted(200);
    const word = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.memoised)((s) => JSON.stringify(s), 100);
    return (o) => {
        if (o.regressed === true || o.escalatedFrom || o.ignoredBecause) {
            return JSON.stringify(asObject(o));
        }
        const url = PLAIN_ASCII.test(o.url)
            ? o.url.length <= MAX_URL
                ? o.url
                : (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.truncate)(o.url, MAX_URL)
            : (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlainSpelled)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.visibleUrl)(o.url), MAX_URL);
        return (`{"id":${JSON.stringify(o.id)},"findingKey":${JSON.stringify(o.findingKey)},` +
            `"name":${name(o.name)},"severity":${word(o.severity)},"method":${method(o.method)},` +
            `"url":${JSON.stringify(url)},"status":${status(o.status)},"fixed":${o.fixed},` +
            `"state":${word(o.state)},"counted":${o.counted}}`);
    };
}
function optional(key, value, max) {
    return value === undefined ? {} : { [key]: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlainSpelled)(value, max) };
}
/** Strings cleaned and bounded, numbers kept, undefined dropped (one level deep). */
function cleanObject(o) {
    const out = {};
    for (const [k, val] of Object.entries(o)) {
        if (typeof val === 'string')
            out[k] = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlainSpelled)(val, MAX_URL);
        else if (val !== undefined)
            out[k] = val;
    }
    return out;
}


/***/ }),

/***/ 121:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dy: () => (/* binding */ writeJsonString),
/* harmony export */   EO: () => (/* binding */ writeJsonItems),
/* harmony export */   KF: () => (/* binding */ writeJsonTexts),
/* harmony export */   Q6: () => (/* binding */ writeFileInPieces),
/* harmony export */   yl: () => (/* binding */ writeHead)
/* harmony export */ });
/* unused harmony export memorySink */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(136);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(149);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _file_write_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(117);
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

/***/ 136:
/***/ ((module) => {

module.exports = require("node:fs");

/***/ }),

/***/ 140:
/***/ ((module) => {

module.exports = require("node:path");

/***/ }),

/***/ 149:
/***/ ((module) => {

module.exports = require("node:zlib");

/***/ }),


});
