"use strict";
// Modules of dist/cli.js that its start does not evaluate, loaded when first required
// (scripts/normalise-bundle.mjs). Their licences are in the list beside dist/cli.js.
module.exports = ({

/***/ 103:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   addAdoptedEntries: () => (/* binding */ addAdoptedEntries)
/* harmony export */ });
/* unused harmony exports MAX_ADOPTED_ENTRIES, utcDay */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(175);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(102);
/* harmony import */ var _ignore_file_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(106);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(110);
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
        comment: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(`${o.severity}: ${o.name} — ${o.method} ${o.url}`, 300),
        fields: { id: o.id, reason: _types_js__WEBPACK_IMPORTED_MODULE_3__/* .ADOPTED_REASON */ .DD, adopted, expires, severity: o.severity }
    }));
    const base = existing.trim() === '' ? 'version: 1\n' : existing;
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(base);
    if (doc.errors.length > 0) {
        throw new _ignore_file_js__WEBPACK_IMPORTED_MODULE_2__/* .IgnoreFileError */ .d(doc.errors.map((e) => `not valid YAML: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(e.message, 200)}`));
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

/***/ 112:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   buildGitlabDast: () => (/* binding */ buildGitlabDast)
/* harmony export */ });
/* unused harmony exports GITLAB_SCHEMA_VERSION, GITLAB_SCHEMA_URL, GITLAB_SEVERITY, MAX_GITLAB_VULNERABILITIES, MAX_GITLAB_BYTES, vulnerabilityId, uuidV5, gitlabTime */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(131);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _findings_severity_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(109);
/* harmony import */ var _report_format_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(117);
/* harmony import */ var _report_sarif_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(119);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(102);
/* harmony import */ var _app_report_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(111);
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
                version: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(reports.find((r) => r.apiVersion)?.apiVersion ?? 'v2', 20),
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
    const name = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(o.name, MAX.name) || 'Unnamed finding';
    const details = {
        application: text('Application', (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)((0,_app_report_js__WEBPACK_IMPORTED_MODULE_5__/* .applicationLabel */ .XP)(report), MAX.short)),
        url: text('URL', (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(o.url, MAX.url)),
        status: text('Status on the service', (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(o.status, MAX.short) || 'unknown'),
        gate: text('Gate', (o.counted ? `${o.state}, counted by the gate` : o.state) +
            (o.regressed === true
                ? ' (regressed: was Fixed)'
                : o.escalatedFrom
                    ? ` (escalated: accepted as ${o.escalatedFrom})`
                    : ''))
    };
    if (o.ignoredBecause) {
        details.accepted = text('Accepted risk', `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(o.ignoredBecause.reason, MAX.short)} (until ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(o.ignoredBecause.expires, 40)})`);
    }
    return {
        id,
        category: 'dast',
        name,
        description: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(finding?.description || o.name, MAX.description) || name,
        severity: GITLAB_SEVERITY[o.severity],
        ...(finding?.remediation ? { solution: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(finding.remediation, MAX.solution) } : {}),
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
        value: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(key, 128) || name
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
    const m = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(method, 20);
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
            hostname: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(`${parsed.protocol}//${parsed.host}`, MAX.url),
            method: m,
            path: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(parsed.pathname + parsed.search, MAX.url),
            param
        };
    }
    return { hostname: '', method: m, path: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(url, MAX.url), param };
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
        const m = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(method, 20).trim();
        const u = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(url, MAX_SCANNED_RESOURCE_URL).trim();
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
        const label = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)((0,_app_report_js__WEBPACK_IMPORTED_MODULE_5__/* .applicationLabel */ .XP)(r), MAX.short);
        const incomplete = (0,_app_report_js__WEBPACK_IMPORTED_MODULE_5__/* .incompleteReason */ .D1)(r);
        if (incomplete !== undefined) {
            const why = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(incomplete, 2000) || `the test ended ${r.outcome}`;
            out.push({ level: 'fatal', value: `${label}: ${why}` });
        }
        const build = buildMessage(r);
        if (build)
            out.push({ level: 'info', value: `${label}: ${build}` });
        for (const w of r.warnings)
            out.push({ level: 'warn', value: `${label}: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(w, 2000)}` });
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
        const source = b.commitSource ? ` (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(b.commitSource, 300)})` : '';
        parts.push(`commit ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(b.commit, 80)}${source}`);
    }
    if (b.deploymentUrl)
        parts.push(`deployment URL ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(b.deploymentUrl, 500)}`);
    if (b.buildCheck)
        parts.push(`build check: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(b.buildCheck, 100)}`);
    if (b.shownBy)
        parts.push(`shown by: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(b.shownBy, 50)}`);
    if (b.reused)
        parts.push(`reused test ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(b.reusedTest ?? 'unknown', 64)}`);
    if (b.baselineSource)
        parts.push(`baseline: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(b.baselineSource, 300)}`);
    return parts.length > 0 ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(parts.join('; ')), 1500) : undefined;
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


});
