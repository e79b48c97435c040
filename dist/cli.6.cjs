"use strict";
// Modules of dist/cli.js that its start does not evaluate, loaded when first required
// (scripts/normalise-bundle.mjs). Their licences are in the list beside dist/cli.js.
module.exports = ({

/***/ 138:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ET: () => (/* binding */ inReportOrder),
/* harmony export */   Eg: () => (/* binding */ compareFindings),
/* harmony export */   Yr: () => (/* binding */ openInReportOrder),
/* harmony export */   gU: () => (/* binding */ findingsInReportOrder),
/* harmony export */   r2: () => (/* binding */ cmp)
/* harmony export */ });
/* unused harmony exports findingWeights, isInReportOrder */
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(143);
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

/***/ 164:
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
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(144);
/* harmony import */ var _report_json_report_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(173);
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

/***/ 165:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   buildGitlabDast: () => (/* binding */ buildGitlabDast)
/* harmony export */ });
/* unused harmony exports GITLAB_SCHEMA_VERSION, GITLAB_SCHEMA_URL, GITLAB_SEVERITY, MAX_GITLAB_VULNERABILITIES, MAX_GITLAB_BYTES, vulnerabilityId, uuidV5, gitlabTime */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(205);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _findings_severity_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(143);
/* harmony import */ var _report_format_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(172);
/* harmony import */ var _report_sarif_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(179);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(128);
/* harmony import */ var _app_report_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(164);
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
                version: _report_sarif_js__WEBPACK_IMPORTED_MODULE_3__.TOOL_VERSION,
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

/***/ 168:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Nc: () => (/* binding */ buildJson),
/* harmony export */   St: () => (/* binding */ generatedWhen),
/* harmony export */   _$: () => (/* binding */ isCommitSha),
/* harmony export */   hU: () => (/* binding */ buildLine),
/* harmony export */   ow: () => (/* binding */ resultLine)
/* harmony export */ });
/* unused harmony exports commitUrl, buildCheckWords, dateOnly */
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(128);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(172);


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

/***/ 170:
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

/***/ 172:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A_: () => (/* binding */ countedWorstFirst),
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
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(144);
/* harmony import */ var _findings_order_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(138);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(128);
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

/***/ 173:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DC: () => (/* binding */ REPORT_SCHEMA),
/* harmony export */   a_: () => (/* binding */ writeJsonReport)
/* harmony export */ });
/* unused harmony exports buildJsonReport, emitJsonReport */
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(128);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(170);
/* harmony import */ var _build_facts_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(168);
/* harmony import */ var _text_sink_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(185);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(172);





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

/***/ 179:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D1: () => (/* binding */ sarifFolderPlan),
/* harmony export */   RC: () => (/* binding */ GITHUB_SARIF_LIMITS),
/* harmony export */   TOOL_VERSION: () => (/* binding */ TOOL_VERSION),
/* harmony export */   ab: () => (/* binding */ sarifCategory),
/* harmony export */   fV: () => (/* binding */ sarifLimitReason),
/* harmony export */   lH: () => (/* binding */ TOOL_NAME),
/* harmony export */   lg: () => (/* binding */ writeSarif),
/* harmony export */   w5: () => (/* binding */ PROJECT_URL)
/* harmony export */ });
/* unused harmony exports SARIF_SCHEMA, MAX_SARIF_RESULTS, MAX_SARIF_GZIP_BYTES, SARIF_TEXT_BOUNDS, SOURCE_ROOT, sarifLevel, emitSarif, buildSarif */
/* harmony import */ var _findings_severity_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(143);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(128);
/* harmony import */ var _build_facts_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(168);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(172);
/* harmony import */ var _text_sink_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(185);
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

/***/ 185:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dy: () => (/* binding */ writeJsonString),
/* harmony export */   EO: () => (/* binding */ writeJsonItems),
/* harmony export */   KF: () => (/* binding */ writeJsonTexts),
/* harmony export */   Q6: () => (/* binding */ writeFileInPieces),
/* harmony export */   yl: () => (/* binding */ writeHead)
/* harmony export */ });
/* unused harmony export memorySink */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(209);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(223);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _file_write_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(171);
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

/***/ 223:
/***/ ((module) => {

module.exports = require("node:zlib");

/***/ }),


});
