"use strict";
// Modules of dist/cli.js that its start does not evaluate, loaded when first required
// (scripts/normalise-bundle.mjs). Their licences are in the list beside dist/cli.js.
module.exports = ({

/***/ 112:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   readReports: () => (/* binding */ readReports),
/* harmony export */   reportFilesOf: () => (/* binding */ reportFilesOf),
/* harmony export */   writeNativeReports: () => (/* binding */ writeNativeReports),
/* harmony export */   writeText: () => (/* binding */ writeText)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(209);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _native_reports_app_report_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(164);
/* harmony import */ var _findings_decode_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(131);
/* harmony import */ var _report_file_write_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(171);
/* harmony import */ var _report_write_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(188);
/* harmony import */ var _report_unwritten_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(187);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(128);
// The native reports of other CI systems (JUnit, GitLab DAST), made after the run from what it
// wrote: the `results` output (one entry per application) or, where a run sets none, its single
// `report-file`. The run itself knows nothing of them. Both are report files (unwritten.ts): one
// that cannot be written makes the run an error. A JSON report that cannot be read, an application
// without one and a run that left none become reports of an error, never a clean run.







/** The JSON report files the run wrote, per application. */
function reportFilesOf(outputs) {
    const results = outputs.get('results');
    if (results) {
        let parsed;
        try {
            parsed = JSON.parse(results);
        }
        catch {
            parsed = undefined;
        }
        if (Array.isArray(parsed)) {
            return parsed.flatMap((r) => {
                if (typeof r !== 'object' || r === null)
                    return [];
                const entry = r;
                const file = entry['report-file'];
                const token = entry['application-token'];
                const applicationToken = typeof token === 'string' ? token : '';
                // An application without a report file is kept: its JUnit suite says so.
                return [
                    typeof file === 'string' && file ? { file, applicationToken } : { applicationToken }
                ];
            });
        }
    }
    const file = outputs.get('report-file');
    return file ? [{ file, applicationToken: outputs.get('application-token') ?? '' }] : [];
}
/** Each application's report; `failure`: the run's failure line, for one without a file. */
function readReports(refs, log, failure) {
    return refs.map((ref) => {
        if (!ref.file) {
            const why = failure ? `: ${failure}` : '.';
            return (0,_native_reports_app_report_js__WEBPACK_IMPORTED_MODULE_1__/* .runReport */ .qi)(ref.applicationToken, 'error', `The run wrote no JSON report for it${why}`);
        }
        try {
            // parseJson: a file that is not JSON is said so without quoting it (V8's message would).
            return (0,_native_reports_app_report_js__WEBPACK_IMPORTED_MODULE_1__/* .readAppReport */ .C1)((0,_findings_decode_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJson */ .qF)(node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(ref.file, 'utf8'), 'the report file', Error));
        }
        catch (e) {
            const why = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_6__.errorText)(e, 300);
            log.warning(`Could not read the report file ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_6__.forLog)(ref.file, 400)}: ${why}`);
            return (0,_native_reports_app_report_js__WEBPACK_IMPORTED_MODULE_1__/* .unreadableReport */ .wH)(ref.applicationToken, why);
        }
    });
}
/**
 * Write the JUnit and GitLab files asked for (by flag or by the CI system's default); resolves
 * to those that could not be written.
 */
async function writeNativeReports(command, files, outputs, log, times, end) {
    const unwritten = [];
    if (!files.junit && !files.gitlab)
        return unwritten;
    if (!_report_write_js__WEBPACK_IMPORTED_MODULE_4__/* .SARIF_COMMANDS */ .Ve.has(command)) {
        log.debug(`No JUnit or GitLab report: the ${command} command reads no test result.`);
        return unwritten;
    }
    const reports = withRunEnd(readReports(reportFilesOf(outputs), log, end.failure), end);
    // Loaded only here (eagerly bundled: one file), so a run without them starts faster.
    const { buildJunit } = await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 166));
    const { buildGitlabDast } = await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 165));
    const targets = [];
    if (files.junit) {
        targets.push({ file: files.junit, what: 'the JUnit file', make: (r) => buildJunit(r) });
    }
    if (files.gitlab) {
        targets.push({
            file: files.gitlab,
            what: 'the GitLab report',
            make: (r) => `${JSON.stringify(buildGitlabDast(r, times), null, 2)}\n`
        });
    }
    const written = targets.filter((t) => {
        const failed = writeText(t.file, () => t.make(reports), t.what, log);
        if (failed)
            unwritten.push(failed);
        return !failed;
    });
    // One could not be written, so the run is an error: the other says so too, rather than green.
    if (unwritten.length > 0) {
        const asError = withRunEnd(reports, {
            ...end,
            outcome: 'error',
            failure: (0,_report_unwritten_js__WEBPACK_IMPORTED_MODULE_5__/* .unwrittenFailure */ .f)(unwritten, end.failure)
        });
        for (const t of written) {
            const failed = writeText(t.file, () => t.make(asError), t.what, log);
            if (failed)
                unwritten.push(failed);
        }
    }
    return unwritten;
}
/**
 * The reports, and the run's own end when none of them tells it: a run that ended before any
 * report, or one that became an error after them (a file it could not write) is one more report
 * of an error, so the native reports are never green for it.
 */
function withRunEnd(reports, end) {
    const outcome = end.outcome ?? 'error';
    const told = reports.some((r) => (0,_native_reports_app_report_js__WEBPACK_IMPORTED_MODULE_1__/* .incompleteReason */ .D1)(r) !== undefined);
    const complete = (0,_native_reports_app_report_js__WEBPACK_IMPORTED_MODULE_1__/* .isComplete */ .As)(outcome);
    if (reports.length > 0 && (told || complete))
        return reports;
    const message = end.failure ??
        (reports.length === 0
            ? 'The run wrote no JSON report to make this report from.'
            : `The run ended ${outcome}.`);
    return [...reports, (0,_native_reports_app_report_js__WEBPACK_IMPORTED_MODULE_1__/* .runReport */ .qi)(end.applicationToken ?? '', complete ? 'error' : outcome, message)];
}
/** Write a file the tool makes, its folder first; undefined when written (unwritten.ts). */
function writeText(file, make, what, log) {
    const failed = (0,_report_unwritten_js__WEBPACK_IMPORTED_MODULE_5__/* .writeReportFile */ .a)(`${what} ${file}`, () => {
        (0,_report_file_write_js__WEBPACK_IMPORTED_MODULE_3__/* .writeTextSafely */ .Dl)(file, make());
    });
    if (!failed)
        log.info(`Wrote ${what} ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_6__.forLog)(file, 400)}`);
    return failed;
}


/***/ }),

/***/ 145:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   MT: () => (/* binding */ verdictLine),
/* harmony export */   qj: () => (/* binding */ overBudget),
/* harmony export */   xZ: () => (/* binding */ gatePasses)
/* harmony export */ });
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(128);
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(143);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(144);
// The gate's one-line reason, built from numbers and severity names only (no untrusted text), so
// it can be printed anywhere as it is: the failure message, the summary, the comment. Numbers in
// the one format of every report (formatCount: 2,043).



/** Severities whose counted occurrences exceed their budget, worst first (per-severity budgets). */
function overBudget(threshold, budget, counted) {
    if (budget.kind !== 'per-severity')
        return [];
    return (0,_severity_js__WEBPACK_IMPORTED_MODULE_1__/* .gatedSeverities */ .xY)(threshold).filter((s) => counted[s] > (budget.max[s] ?? 0));
}
function gatePasses(threshold, budget, counted) {
    if (budget.kind === 'total')
        return (0,_types_js__WEBPACK_IMPORTED_MODULE_2__/* .totalOf */ .e6)(counted) <= budget.max;
    return overBudget(threshold, budget, counted).length === 0;
}
function verdictLine(input) {
    const { threshold, budget, counted, withBaseline } = input;
    if (threshold === 'none') {
        return `passed: fail-threshold is none (${plural(input.unfixedTotal, 'unfixed occurrence')} not gated)`;
    }
    const noun = !withBaseline
        ? 'unfixed occurrence'
        : (input.expiredCounted ?? 0) > 0
            ? 'counted unfixed occurrence'
            : (input.regressedCounted ?? 0) > 0
                ? 'new or regressed unfixed occurrence'
                : 'new unfixed occurrence';
    const total = (0,_types_js__WEBPACK_IMPORTED_MODULE_2__/* .totalOf */ .e6)(counted);
    const at = (0,_severity_js__WEBPACK_IMPORTED_MODULE_1__/* .thresholdPhrase */ .vN)(threshold);
    const passed = gatePasses(threshold, budget, counted);
    if (passed) {
        const aside = setAsideClause(input.setAside);
        // Some unfixed occurrences were not counted: the line says what it counted, and what not.
        const countedNoun = aside === '' ? noun : `counted ${noun}`;
        if (total === 0)
            return `passed: no ${countedNoun}s ${at}${aside}`;
        if (budget.kind === 'total') {
            return `passed: ${plural(total, countedNoun)} ${at}, within the budget of ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.formatCount)(budget.max)}${aside}`;
        }
        return `passed: ${plural(total, countedNoun)} ${at} (${breakdown(counted)}), within the per-severity budgets${aside}`;
    }
    if (budget.kind === 'total') {
        return `${plural(total, noun)} ${at} (${breakdown(counted)}) ${exceed(total)} the budget of ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.formatCount)(budget.max)}`;
    }
    return overBudget(threshold, budget, counted)
        .map((s, i) => {
        const n = counted[s];
        const max = budget.max[s] ?? 0;
        // The first clause says it in full; the rest repeat its pattern in short.
        return i === 0
            ? `${s}: ${plural(n, noun)} ${exceed(n)} the budget of ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.formatCount)(max)}`
            : `${s}: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.formatCount)(n)} ${exceed(n)} ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.formatCount)(max)}`;
    })
        .join('; ');
}
/** "; 2 warned by policy, 1 monitored, 3 accepted risks": the unfixed ones not counted. */
function setAsideClause(aside) {
    if (!aside)
        return '';
    const parts = [
        aside.warned > 0 ? `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.formatCount)(aside.warned)} warned by policy` : '',
        aside.monitored > 0 ? `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.formatCount)(aside.monitored)} monitored by policy` : '',
        aside.accepted > 0 ? `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.formatCount)(aside.accepted)} accepted as risks` : ''
    ].filter((p) => p !== '');
    return parts.length === 0 ? '' : `; ${parts.join(', ')}`;
}
/** "critical 1, high 3": the severities with a count, worst first. */
function breakdown(counts) {
    return _types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC.filter((s) => counts[s] > 0)
        .map((s) => `${s} ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.formatCount)(counts[s])}`)
        .join(', ');
}
function plural(n, noun) {
    return `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.formatCount)(n)} ${noun}${n === 1 ? '' : 's'}`;
}
function exceed(n) {
    return n === 1 ? 'exceeds' : 'exceed';
}


/***/ }),

/***/ 167:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   KI: () => (/* binding */ emitAnnotations),
/* harmony export */   hF: () => (/* binding */ annotationRoom),
/* harmony export */   mc: () => (/* binding */ planAnnotations),
/* harmony export */   xC: () => (/* binding */ ANNOTATION_LIMITS)
/* harmony export */ });
/* unused harmony export ANNOTATION_LEVEL */
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(128);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(172);


/**
 * Critical and high fail builds in most teams' eyes: errors. Medium is a warning. An unknown
 * severity is a warning too, not a notice: the service did not say it is harmless, and it counts
 * toward every threshold. Low and very low are notices.
 */
const ANNOTATION_LEVEL = {
    critical: 'error',
    high: 'error',
    medium: 'warning',
    unknown: 'warning',
    low: 'notice',
    'very-low': 'notice'
};
/** GitHub's per-step limits. Pass lower ones to leave room for the action's own warnings. */
const ANNOTATION_LIMITS = { error: 10, warning: 10, notice: 10 };
/**
 * What is left of the step's caps for finding annotations: the step's failure line is one more
 * error annotation, and one warning slot stays free for what writing the reports may still have
 * to say (a file that could not be written, the comment).
 */
function annotationRoom(used, failing) {
    return {
        error: Math.max(0, ANNOTATION_LIMITS.error - used.error - (failing ? 1 : 0)),
        warning: Math.max(0, ANNOTATION_LIMITS.warning - used.warning - 1),
        notice: Math.max(0, ANNOTATION_LIMITS.notice - used.notice)
    };
}
/**
 * At most `limits[level]` annotations per level; when any counted occurrence is left out, the last
 * notice slot says how many (so notices hold at most limit - 1 occurrences then).
 */
function planAnnotations(verdict, findings, limits = ANNOTATION_LIMITS) {
    // Sorting the open ones and keeping the counted gives the same order as sorting the counted.
    const counted = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .countedWorstFirst */ .A_)(verdict.occurrences);
    // The first of each level (no more can be shown) and how many each has.
    const byLevel = {
        error: [],
        warning: [],
        notice: []
    };
    const perLevel = { error: 0, warning: 0, notice: 0 };
    for (const o of counted) {
        const level = ANNOTATION_LEVEL[o.severity];
        if (perLevel[level]++ < limits[level])
            byLevel[level].push(o);
    }
    const overflow = (level) => perLevel[level] > limits[level];
    const needsNote = limits.notice > 0 && (overflow('error') || overflow('warning') || overflow('notice'));
    const take = {
        error: limits.error,
        warning: limits.warning,
        notice: needsNote ? limits.notice - 1 : limits.notice
    };
    const index = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .findingIndex */ .Oz)(findings);
    const plan = [];
    for (const level of ['error', 'warning', 'notice']) {
        for (const o of byLevel[level].slice(0, Math.max(0, take[level]))) {
            const label = index.get(o.findingKey)?.severityLabel;
            const word = _format_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITY_LABEL */ .Rt[o.severity];
            // The service's own label only when it says more ("7.5", "Informational").
            const extra = label && label.trim().toLowerCase() !== word.toLowerCase();
            const severity = word + (extra ? ` (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forAnnotation)(label, 30)})` : '');
            plan.push({
                level,
                severity: o.severity,
                title: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forAnnotation)(`${severity}: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forAnnotation)(o.name, 200)}`, 250),
                message: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forAnnotation)(`${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forAnnotation)(o.name, 200)} at ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forAnnotation)(o.method, 20)} ` +
                    `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forAnnotation)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.visibleUrl)(o.url), 600)}` +
                    (o.status ? ` (status: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forAnnotation)(o.status, 60)})` : '') +
                    (o.regressed === true
                        ? ', regressed: was Fixed, open again'
                        : o.escalatedFrom
                            ? `, escalated: accepted as ${o.escalatedFrom}`
                            : o.state === 'new' && o.isNew && verdict.baselineSource
                                ? ', new since the baseline'
                                : ''), 1000)
            });
        }
    }
    const left = counted.length - plan.length;
    if (needsNote && left > 0) {
        plan.push({
            level: 'notice',
            title: 'More occurrences',
            message: `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(left)} more counted unfixed occurrences are not annotated ` +
                '(at most 10 per level are shown); see the job summary and the report file.'
        });
    }
    return plan;
}
/** Emits the plan through the Log (which neutralises workflow commands once more). */
function emitAnnotations(log, plan) {
    for (const a of plan)
        log[a.level](a.message, { title: a.title });
}


/***/ }),

/***/ 169:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ID: () => (/* binding */ unnamedBaseline),
/* harmony export */   Il: () => (/* binding */ againstTheBaseline),
/* harmony export */   VK: () => (/* binding */ MAX_COMMENT_CHARS),
/* harmony export */   wj: () => (/* binding */ buildComment)
/* harmony export */ });
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(128);
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(144);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(172);
/* harmony import */ var _build_facts_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(168);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(175);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(182);
/* harmony import */ var _summary_sections_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(181);
// The pull-request comment's text for one application (several applications: a section each of
// the step's one comment, estate.ts). The host puts its hidden marker above it and keeps the
// step's one comment up to date (src/github/comment.ts).







/** GitHub refuses bodies over 65,536 characters; keep a margin. */
const MAX_COMMENT_CHARS = 60_000;
const TOP_FINDINGS = 10;
/** Counted occurrences listed with their URLs. */
const TOP_OCCURRENCES = 10;
/**
 * The budget leaves room for the host's marker line (src/github/comment-marker.ts). A `section`
 * of a larger comment (several applications, estate.ts) carries no link to the run, no table of
 * occurrences by severity and no "Fix first": the comment around it has the one link, the
 * overview's severities and the step's one "Fix first".
 *
 * The baseline is named once: in the "Against the baseline" line when there is a verdict, else in
 * the build line.
 */
function buildComment(ctx, budgetChars = MAX_COMMENT_CHARS, section = false) {
    const doc = new _markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .BudgetedDoc */ .bB(budgetChars, (s) => s.length);
    const name = ctx.application.name ?? ctx.meta.applicationName ?? ctx.application.token;
    doc.add(`### Security test: ${_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .STATUS_WORD */ .I1[ctx.outcome]} · ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(name, 200)}`);
    const why = ctx.verdict?.line ?? ctx.message ?? ctx.parseError;
    if (why)
        doc.add((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(why, 1000) + (0,_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .knownCriticalWords */ .CF)(ctx));
    const againstBaseline = ctx.verdict !== undefined && (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .hasBaseline */ .Ku)(ctx);
    // What it judged: the commit, when it was tested and whether a test was reused, when known.
    (0,_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .addBuildLine */ .WJ)(doc, ctx, !againstBaseline);
    const result = (0,_build_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .resultLine */ .ow)(ctx);
    if (result)
        doc.add(result);
    if (ctx.verdict) {
        if (againstBaseline)
            doc.add(baselineLine(ctx));
        if (!section) {
            addTopOccurrences(doc, ctx);
            doc.add((0,_summary_sections_js__WEBPACK_IMPORTED_MODULE_4__/* .countsTable */ .Po)(ctx));
        }
        const rows = (0,_summary_sections_js__WEBPACK_IMPORTED_MODULE_4__/* .findingRows */ .d9)(ctx).filter((r) => r.unfixed > 0);
        const shown = (0,_summary_sections_js__WEBPACK_IMPORTED_MODULE_4__/* .addTable */ .GC)(doc, '**Top findings**', _summary_sections_js__WEBPACK_IMPORTED_MODULE_4__/* .FINDING_TABLE_HEADER */ .vG, (0,_summary_sections_js__WEBPACK_IMPORTED_MODULE_4__/* .findingTableRows */ .Hc)(rows.slice(0, TOP_FINDINGS)));
        if (shown < rows.length) {
            doc.add(`_… ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(rows.length - shown)} more findings in the job summary._`);
        }
    }
    const links = [
        section ? '' : linkTo('Workflow run and job summary', ctx.runUrl),
        linkTo('This test on the service', ctx.serviceTestUrl)
    ].filter((l) => l !== '');
    if (links.length > 0)
        doc.add(links.join(' · '));
    return doc.finish();
}
/** The counted occurrences to look at first, with their URLs (the summary's "Fix first"). */
function addTopOccurrences(doc, ctx) {
    const counted = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .countedFirst */ .f9)(ctx);
    if (counted.length === 0)
        return;
    const withBaseline = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .hasBaseline */ .Ku)(ctx);
    const rows = (0,_summary_sections_js__WEBPACK_IMPORTED_MODULE_4__/* .fixFirstRows */ .ri)(counted.slice(0, TOP_OCCURRENCES), withBaseline);
    const shown = (0,_summary_sections_js__WEBPACK_IMPORTED_MODULE_4__/* .addTable */ .GC)(doc, '**Fix first**', (0,_summary_sections_js__WEBPACK_IMPORTED_MODULE_4__/* .fixFirstHeader */ .ZZ)(withBaseline), rows);
    const left = counted.length - shown;
    if (shown > 0 && left > 0) {
        doc.add(`_… ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(left)} more counted occurrences in the job summary._`);
    }
}
/** New, still open and fixed since the baseline, in one line (a run with a baseline). */
function baselineLine(ctx) {
    const c = ctx.verdict ? (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .shownCounts */ .EK)(ctx.verdict) : undefined;
    const fresh = c ? (0,_findings_types_js__WEBPACK_IMPORTED_MODULE_6__/* .totalOf */ .e6)(c.new) : 0;
    // Regressions the baseline had as Fixed are neither new nor still open.
    const back = (ctx.verdict?.occurrences ?? []).filter((o) => o.regressed === true && !o.isNew && o.state !== 'monitored').length;
    // Held by the baseline at a less severe severity: counted, not "still open".
    const escalated = (ctx.verdict?.occurrences ?? []).filter((o) => o.escalatedFrom !== undefined && o.counted && !o.isNew).length;
    const stillOpen = (c ? (0,_findings_types_js__WEBPACK_IMPORTED_MODULE_6__/* .totalOf */ .e6)(c.unfixed) : 0) - fresh - back - escalated;
    return (`${againstTheBaseline((0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineSource */ .f0)(ctx) ?? '')}${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(fresh)} new · ` +
        (back > 0 ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(back)} regressed · ` : '') +
        (escalated > 0 ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(escalated)} escalated · ` : '') +
        `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(stillOpen)} still open · ` +
        `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)((0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .fixedSinceBaselineCount */ .jz)(ctx))} fixed since the baseline`);
}
/**
 * The start of the "Against the baseline" line, naming its source. A comment over several
 * applications that share one baseline names it once above them, and takes it out of each
 * section's line (estate.ts: `unnamedBaseline`).
 */
function againstTheBaseline(source) {
    return source === undefined
        ? '**Against the baseline:** '
        : `**Against the baseline** (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(source, 300)}): `;
}
/** A comment section's text with its baseline line no longer naming `source` (named above it). */
function unnamedBaseline(comment, source) {
    return comment.replace(againstTheBaseline(source), againstTheBaseline(undefined));
}
function linkTo(text, url) {
    const href = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.safeHref)(url);
    return href ? `[${text}](${href})` : '';
}


/***/ }),

/***/ 177:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   buildReportContext: () => (/* binding */ buildReportContext),
/* harmony export */   publish: () => (/* binding */ publish)
/* harmony export */ });
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(144);
/* harmony import */ var _findings_verdict_line_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(145);
/* harmony import */ var _annotations_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(167);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(170);
/* harmony import */ var _unwritten_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(187);
/* harmony import */ var _write_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(188);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(128);
/* harmony import */ var _test_start_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(184);








/** Counts for the step outputs: zeros when there is no verdict, so workflows can compare. */
function countOutputs(e) {
    const v = e?.verdict;
    if (!v)
        return {};
    const out = {
        'unfixed-count': (0,_findings_types_js__WEBPACK_IMPORTED_MODULE_6__/* .totalOf */ .e6)(v.counts.unfixed),
        'fixed-count': (0,_findings_types_js__WEBPACK_IMPORTED_MODULE_6__/* .totalOf */ .e6)(v.counts.fixed),
        'total-count': v.counts.total,
        'new-count': (0,_findings_types_js__WEBPACK_IMPORTED_MODULE_6__/* .totalOf */ .e6)(v.counts.new)
    };
    for (const s of _findings_types_js__WEBPACK_IMPORTED_MODULE_6__/* .SEVERITIES */ .oC)
        out[`${s}-count`] = v.counts.unfixed[s];
    out['warned-count'] = (0,_findings_types_js__WEBPACK_IMPORTED_MODULE_6__/* .totalOf */ .e6)(v.counts.warned);
    out['regressed-count'] = (0,_findings_types_js__WEBPACK_IMPORTED_MODULE_6__/* .totalOf */ .e6)(v.counts.regressed);
    return out;
}
/** The verdict's decision by occurrence id, for the test-result predicate; none without one. */
function gateOf(e) {
    const v = e?.verdict;
    if (!v)
        return {};
    const failed = [];
    const warned = [];
    for (const o of v.occurrences) {
        if (o.counted && !v.passed)
            failed.push(o.id);
        else if (o.state === 'warned')
            warned.push(o.id);
    }
    return { gateIds: { failed, warned } };
}
/** The gate's numbers, for the verdict record (absent when nothing was judged). */
function gateCounts(e) {
    const v = e?.verdict;
    if (!v)
        return undefined;
    return {
        counted: { ...v.counts.counted },
        unfixed: (0,_findings_types_js__WEBPACK_IMPORTED_MODULE_6__/* .totalOf */ .e6)(v.counts.unfixed),
        overBudget: (0,_findings_verdict_line_js__WEBPACK_IMPORTED_MODULE_0__/* .overBudget */ .qj)(v.threshold, v.budget, v.counts.counted)
    };
}
/** What the verdict is about: as established, else just the host's commit (shown by nothing). */
function buildOf(ctx, info) {
    if (info.build)
        return info.build;
    const commit = ctx.build?.commit();
    return commit ? { commit, shownBy: 'nothing' } : undefined;
}
function buildReportContext(ctx, p, build) {
    const { info, evaluation } = p;
    return {
        build,
        outcome: p.outcome,
        command: ctx.config.command,
        verdict: evaluation?.verdict,
        findings: evaluation?.parsed?.findings ?? [],
        meta: evaluation?.parsed?.meta ?? {},
        application: {
            token: info.applicationToken,
            name: info.application?.name || evaluation?.parsed?.meta.applicationName,
            url: info.application?.url || evaluation?.parsed?.meta.url
        },
        resultToken: info.resultToken,
        status: info.status,
        progress: info.progress,
        baseUrl: ctx.config.baseUrl,
        apiVersion: ctx.config.apiVersion,
        inputs: (0,_context_js__WEBPACK_IMPORTED_MODULE_7__/* .reportInputs */ .e)(ctx.config),
        baseline: evaluation?.baseline,
        ...(evaluation?.trend ? { trend: evaluation.trend } : {}),
        rawResult: evaluation?.rawText,
        parseError: evaluation?.parseError,
        message: p.failure ?? p.notice,
        warnings: p.notes ?? [],
        ...optionalStart((0,_test_start_js__WEBPACK_IMPORTED_MODULE_5__/* .testStartOf */ .Q)(ctx, info.resultToken)),
        finishedAt: new Date(ctx.clock.now()).toISOString()
    };
}
function optionalGate(gate) {
    return gate ? { gate } : {};
}
function optionalStart(startedAt) {
    return startedAt ? { startedAt } : {};
}
/**
 * Write every report the inputs ask for, then give the step's outputs and verdict: an error when
 * a report file could not be written (unwritten.ts), its line after the verdict's.
 */
async function publish(ctx, p) {
    if (p.notice)
        ctx.log.notice(p.notice);
    for (const w of p.evaluation?.verdict?.warnings ?? [])
        ctx.log.warning(w);
    const annotationLimits = (0,_annotations_js__WEBPACK_IMPORTED_MODULE_1__/* .annotationRoom */ .hF)(ctx.annotationsUsed(), p.failure !== undefined);
    const build = buildOf(ctx, p.info);
    const files = await (0,_write_js__WEBPACK_IMPORTED_MODULE_3__/* .writeReports */ .Li)(buildReportContext(ctx, p, build), {
        ...ctx.config,
        annotationLimits,
        reported: ctx.estate?.reported,
        sarifMaxGzipBytes: ctx.estate?.sarifMaxGzipBytes,
        sarifOnlyWithVerdict: ctx.estate !== undefined
    }, ctx.reports, ctx.log);
    const unwritten = files.unwritten.length > 0;
    return {
        outcome: unwritten ? 'error' : p.outcome,
        failure: unwritten ? (0,_unwritten_js__WEBPACK_IMPORTED_MODULE_2__/* .unwrittenFailure */ .f)(files.unwritten, p.failure) : p.failure,
        application: {
            token: p.info.applicationToken,
            name: p.info.application?.name || p.evaluation?.parsed?.meta.applicationName
        },
        ...gateOf(p.evaluation),
        // Only what the run established: buildOf's stand-in (the host's commit) was shown by nothing
        // and judged a test the run did not start.
        build: p.info.build,
        ...optionalGate(gateCounts(p.evaluation)),
        outputs: {
            'result-token': p.info.resultToken,
            // The service's word, but an output can end up inside a later `run:` script: one clean line.
            status: p.info.status === undefined ? undefined : (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.oneLine)(p.info.status, 60),
            progress: p.info.progress,
            ...countOutputs(p.evaluation),
            // "none" also when a baseline was asked for but could not be read (the gate then had none).
            'baseline-source': (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.oneLine)(p.evaluation?.baseline?.source ?? 'none', 300),
            commit: build?.commit?.sha,
            reused: String(build?.reused !== undefined),
            'report-file': files.reportFile,
            'sarif-file': files.sarifFile
        }
    };
}


/***/ }),

/***/ 181:
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
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(144);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(128);
/* harmony import */ var _findings_order_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(138);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(172);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(175);
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
            (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(r.finding.name, MAX.name) +
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
    const given = f.severityLabel ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(f.severityLabel, 30) : '';
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
    return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forCodeSpan)(value, max, true);
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
    const name = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.memoised)((s) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(s, MAX.name));
    const method = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.memoised)((s) => codeCell(s, MAX.method));
    for (const o of occurrences) {
        const cells = [
            (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .severityBadge */ .J8)(o.severity),
            name(o.name),
            method(o.method),
            codeCell((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.visibleUrl)(o.url), MAX.url)
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
    const name = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.memoised)((s) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(s, MAX.name));
    const method = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.memoised)((s) => codeCell(s, MAX.method));
    const status = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.memoised)((s) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(s, MAX.status));
    return function* (occurrences) {
        for (const o of occurrences) {
            const base = [
                (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .severityBadge */ .J8)(o.severity),
                name(o.name),
                method(o.method),
                codeCell((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.visibleUrl)(o.url), MAX.url)
            ];
            yield o.state === 'ignored'
                ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .tableRow */ .jD)([
                    ...base,
                    (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(o.ignoredBecause?.reason ?? '', MAX.reason),
                    (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(o.ignoredBecause?.expires ?? '', MAX.expires)
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
            (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(e.name ?? '', MAX.name),
            codeCell(e.method ?? '', MAX.method),
            codeCell((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.visibleUrl)(e.url ?? ''), MAX.url),
            (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(e.id, MAX.id)
        ]);
    }
}
/** Description and remediation of one finding, collapsed. */
function remediationBlock(f) {
    const title = `${_format_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITY_MARK */ .yD[f.severity]} ${_format_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITY_LABEL */ .Rt[f.severity]}: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(f.name, MAX.name)}`;
    const parts = [];
    if (f.description)
        parts.push(`**What it is**\n\n${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdownBlock)(f.description, 4000)}`);
    parts.push(f.remediation
        ? `**How to fix it**\n\n${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdownBlock)(f.remediation, 4000)}`
        : '_The service gave no remediation for this finding._');
    const cwe = f.cwe.map((c) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(c, 20)).filter((c) => c !== '');
    if (cwe.length > 0)
        parts.push(`CWE: ${cwe.slice(0, 10).join(', ')}`);
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .details */ .zH)(title, parts.join('\n\n'));
}


/***/ }),

/***/ 182:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CF: () => (/* binding */ knownCriticalWords),
/* harmony export */   I1: () => (/* binding */ STATUS_WORD),
/* harmony export */   WJ: () => (/* binding */ addBuildLine),
/* harmony export */   XD: () => (/* binding */ buildErrorSummary),
/* harmony export */   fR: () => (/* binding */ buildSummary)
/* harmony export */ });
/* unused harmony exports FIX_FIRST_ROWS, MAX_OCCURRENCE_ROWS */
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(128);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(170);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(172);
/* harmony import */ var _build_facts_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(168);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(175);
/* harmony import */ var _trend_section_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(186);
/* harmony import */ var _sarif_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(179);
/* harmony import */ var _summary_sections_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(181);
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
        lines.unshift(`**Why:** ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(ctx.message, 1000)}`);
    if (ctx.parseError) {
        lines.push(`**The result could not be read:** ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(ctx.parseError, 1000)}`);
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
    return `${heading}\n\n${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(v.line, 1000)}${knownCriticalWords(ctx)}`;
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
        `**Application:** ${name ? `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(name, 200)} (token ` : ''}${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forCodeSpan)(app.token, 64)}` +
            `${name ? ')' : ''}${url ? ` at ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forCodeSpan)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.visibleUrl)(url), 500)}` : ''}`
    ];
    if (ctx.meta.projectName)
        lines.push(`**Project:** ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(ctx.meta.projectName, 200)}`);
    if (ctx.resultToken)
        lines.push(`**Test run:** ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(ctx.resultToken, 64)}`);
    if (ctx.status !== undefined || ctx.progress !== undefined) {
        const progress = ctx.progress !== undefined ? ` (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(ctx.progress, 10)}%)` : '';
        // A test that timed out or was stopped was last seen running: say when, not what it is now.
        const label = ctx.outcome === 'timed-out' || ctx.outcome === 'stopped'
            ? 'Last status seen before the end'
            : 'Status';
        lines.push(`**${label}:** ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(ctx.status ?? 'unknown', 60)}${progress}`);
    }
    if (ctx.meta.generatedDate) {
        lines.push(`**Result generated:** ${(0,_build_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .generatedWhen */ .St)(ctx.meta.generatedDate) ?? ''}`);
    }
    const href = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.safeHref)(ctx.serviceTestUrl);
    if (href)
        lines.push(`[Open this test on the service](${href})`);
    return lines;
}
function gateLine(ctx) {
    const i = ctx.inputs;
    const parts = [
        `**Gate:** fails on ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatThreshold */ .B6)(i.threshold)} beyond ` +
            `max-unfixed ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)((0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBudget */ .H0)(i.budget), 200)}`
    ];
    const baseline = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineSource */ .f0)(ctx);
    if (baseline)
        parts.push(`baseline: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(baseline, 300)}`);
    else if (i.baseline.kind !== 'none') {
        parts.push(`baseline ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)((0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBaselineInput */ .fo)(i.baseline), 300)} not used`);
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
    const items = warnings.slice(0, MAX_WARNINGS).map((w) => `- ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(w, 500)}`);
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

/***/ 183:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   withTestResultPredicate: () => (/* binding */ withTestResultPredicate)
/* harmony export */ });
/* unused harmony exports TEST_RESULT_PREDICATE_TYPE, TEST_RESULT_OUTPUT, MAX_TEST_IDS, testResultPredicate, gateSettings, canonicalJson, predicateFileName */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(205);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(214);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(128);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(172);
/* harmony import */ var _repository_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(178);
/* harmony import */ var _file_write_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(171);
/* harmony import */ var _sarif_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(179);
/* harmony import */ var _unwritten_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(187);
/* harmony import */ var _write_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(188);
// The gate's verdict as an in-toto test-result v0.1 predicate
// (https://github.com/in-toto/attestation/blob/main/spec/predicates/test-result.md), for
// `actions/attest` to sign and a deploy job to check (docs: every-path-to-main).
//
// Decisions:
// - Made from the step's one CommandResult, the object that sets the `outcome` output, and the
//   gate ids it carries (publish.ts): never a second reading of the result, so the signed result
//   cannot disagree with the gate (two readings once did, in other scanners).
// - `result`: PASSED (passed), WARNED (warned), FAILED (failed, error, timed-out, stopped: no
//   passing verdict, whatever fail-on-timeout says). `started` (start) and the commands that judge
//   nothing write no predicate.
// - One predicate per step. With several applications `result` follows the step's outcome (the
//   worst of them) and `configuration` names each application with its own outcome.
// - `failedTests`: the ids (the JSON report's occurrence `id`) of the counted occurrences of every
//   gate that failed; empty when no gate failed on findings (an error before any verdict fails
//   with an empty list). `warnedTests`: the occurrences under a `warn` policy rule. An accepted
//   risk about to expire also makes the step WARNED but is a rule, not an occurrence: none is
//   listed for it. `passedTests` is left out: an occurrence the gate did not count is not a test
//   that passed (a fixed one, an accepted one, one below the threshold), and listing them would
//   say otherwise. Ids from several applications share one list: an id is a hash of the
//   finding's name, method and URL, so the same id is the same occurrence.
// - No secret (no access or GitHub token) and no text of the service's but the application's
//   name (a name in a descriptor's annotations, cleaned): finding names stay out, ids only.
// - `configuration`: the tool and its version; each application (its token as the descriptor's
//   stable name, at the service's base URL); the commit judged (digest gitCommit, when the
//   commit is a full SHA); the gate's settings, with the sha256 of their canonical JSON (keys
//   sorted, no white space) as the digest and that JSON as the content, so a policy can pin
//   the settings by one value and check the value against the text.









const TEST_RESULT_PREDICATE_TYPE = 'https://in-toto.io/attestation/test-result/v0.1';
const TEST_RESULT_OUTPUT = 'test-result-predicate';
/** The commands whose outcome is a gate's verdict. */
const JUDGING_COMMANDS = new Set(['scan', 'wait', 'report']);
/**
 * At most this many ids in a list: a signed predicate is at most 16 MB (actions/attest), and an
 * id takes 35 bytes. The application's annotations keep the full counts.
 */
const MAX_TEST_IDS = 200_000;
/** The predicate of the step's result; undefined when the step reached no verdict to sign. */
function testResultPredicate(result, settings, host = {}) {
    const verdict = resultOf(result.outcome);
    if (!verdict || !JUDGING_COMMANDS.has(settings.command))
        return undefined;
    const parts = result.parts ?? [result];
    const commit = fullSha(result.outputs.commit);
    const url = (0,_repository_js__WEBPACK_IMPORTED_MODULE_8__/* .webUrl */ .qP)(host.runUrl);
    return {
        result: verdict,
        configuration: [
            toolDescriptor(host),
            ...parts.map((p) => applicationDescriptor(p, settings.baseUrl)),
            ...(commit ? [{ name: 'commit', digest: { gitCommit: commit } }] : []),
            settingsDescriptor(settings)
        ],
        ...(url ? { url } : {}),
        warnedTests: ids(parts.map((p) => p.gateIds?.warned ?? [])),
        failedTests: ids(parts.map((p) => p.gateIds?.failed ?? []))
    };
}
function resultOf(outcome) {
    switch (outcome) {
        case 'passed':
            return 'PASSED';
        case 'warned':
            return 'WARNED';
        case 'started':
            return undefined;
        default:
            return 'FAILED';
    }
}
function toolDescriptor(host) {
    const home = (0,_repository_js__WEBPACK_IMPORTED_MODULE_8__/* .webUrl */ .qP)(host.informationUri) ?? _sarif_js__WEBPACK_IMPORTED_MODULE_5__/* .PROJECT_URL */ .w5.replace(/#.*$/, '');
    return { name: _sarif_js__WEBPACK_IMPORTED_MODULE_5__/* .TOOL_NAME */ .lH, uri: home, annotations: { version: _sarif_js__WEBPACK_IMPORTED_MODULE_5__.TOOL_VERSION } };
}
function applicationDescriptor(part, baseUrl) {
    const token = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.oneLine)(part.application?.token ?? '', 64);
    const annotations = { outcome: part.outcome };
    const name = part.application?.name;
    // The service's text, kept as a label only: cleaned and bounded like the `results` output.
    if (name)
        annotations.applicationName = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.forPlainSpelled)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.oneLine)(name, 200), 200);
    const test = part.outputs['result-token'];
    if (typeof test === 'string' && test)
        annotations.resultToken = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.oneLine)(test, 64);
    const baseline = part.outputs['baseline-source'];
    if (typeof baseline === 'string')
        annotations.baselineSource = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.forPlainSpelled)(baseline, 300);
    if (part.gateIds) {
        annotations.failedCount = part.gateIds.failed.length;
        annotations.warnedCount = part.gateIds.warned.length;
    }
    return { name: token, uri: serviceUri(baseUrl), annotations };
}
/** The gate's settings: what a policy pins (a threshold lowered in a pull request shows here). */
function gateSettings(s) {
    return {
        command: s.command,
        'fail-threshold': s.threshold,
        'max-unfixed': (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBudget */ .H0)(s.budget),
        baseline: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.forPlainSpelled)((0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBaselineInput */ .fo)(s.baseline), 1000),
        'baseline-missing': s.baselineMissing,
        'ignore-file': (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.forPlainSpelled)(s.ignoreFile.path, 1000)
    };
}
function settingsDescriptor(s) {
    const settings = gateSettings(s);
    const text = canonicalJson(settings);
    return {
        name: 'gate-settings',
        digest: { sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text, 'utf8').digest('hex') },
        content: Buffer.from(text, 'utf8').toString('base64'),
        mediaType: 'application/json',
        annotations: settings
    };
}
/** JSON with every object's keys sorted and no white space: one text for the same settings. */
function canonicalJson(value) {
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(',')}]`;
    if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
    }
    return JSON.stringify(value);
}
/** Sorted, each once, at most MAX_TEST_IDS. */
function ids(lists) {
    return [...new Set(lists.flat())].sort().slice(0, MAX_TEST_IDS);
}
/** A full commit SHA (git's SHA-1 or SHA-256), lower case; a short one names no digest. */
function fullSha(value) {
    return typeof value === 'string' && /^([0-9a-f]{40}|[0-9a-f]{64})$/i.test(value)
        ? value.toLowerCase()
        : undefined;
}
/** The service's base URL without credentials, query or fragment. */
function serviceUri(baseUrl) {
    try {
        const url = new URL(baseUrl);
        return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
    }
    catch {
        return 'about:invalid';
    }
}
/** `security-test-<token>.test-result.json`; with several applications, named by all of them. */
function predicateFileName(tokens) {
    if (tokens.length <= 1)
        return (0,_write_js__WEBPACK_IMPORTED_MODULE_7__/* .reportFileName */ .cq)(tokens[0] ?? '', 'test-result.json');
    const key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(tokens.join(',')).digest('hex').slice(0, 16);
    return (0,_write_js__WEBPACK_IMPORTED_MODULE_7__/* .reportFileName */ .cq)(`applications-${key}`, 'test-result.json');
}
/**
 * The step's result with its predicate written (the `test-result-predicate` output names it), or
 * unchanged when there is no verdict to sign. The file is a report file like the JSON report
 * (unwritten.ts): one that cannot be written makes the run an error, after its verdict — an
 * attest step would otherwise sign nothing, or an earlier run's file left at the path.
 */
function withTestResultPredicate(result, config, host) {
    const predicate = testResultPredicate(result, config, host);
    if (!predicate)
        return result;
    const tokens = 'applicationTokens' in config ? config.applicationTokens : [];
    const file = node_path__WEBPACK_IMPORTED_MODULE_1__.join(host.tempDir, predicateFileName(tokens));
    const failed = (0,_unwritten_js__WEBPACK_IMPORTED_MODULE_6__/* .writeReportFile */ .a)(`the test-result predicate ${file}`, () => {
        (0,_file_write_js__WEBPACK_IMPORTED_MODULE_4__/* .writeTextSafely */ .Dl)(file, `${JSON.stringify(predicate, null, 2)}\n`);
    });
    if (!failed)
        return { ...result, outputs: { ...result.outputs, [TEST_RESULT_OUTPUT]: file } };
    return { ...result, outcome: 'error', failure: (0,_unwritten_js__WEBPACK_IMPORTED_MODULE_6__/* .unwrittenFailure */ .f)([failed], result.failure) };
}


/***/ }),

/***/ 186:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ trendShortfall),
/* harmony export */   n: () => (/* binding */ trendSection)
/* harmony export */ });
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(144);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(128);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(172);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(175);
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
        test: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forCodeSpan)(p.resultToken.slice(0, 8), 8, true),
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
        const why = trend.notes.map((n) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(n, 400));
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

/***/ 188:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Ve: () => (/* binding */ SARIF_COMMANDS),
  sH: () => (/* binding */ appendSummaryText),
  cq: () => (/* binding */ reportFileName),
  Li: () => (/* binding */ writeReports)
});

// UNUSED EXPORTS: attempt

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(214);
// EXTERNAL MODULE: ./src/common/text.ts
var common_text = __nccwpck_require__(128);
// EXTERNAL MODULE: ./src/report/annotations.ts
var annotations = __nccwpck_require__(167);
// EXTERNAL MODULE: ./src/report/comment.ts
var comment = __nccwpck_require__(169);
// EXTERNAL MODULE: ./src/report/file-write.ts
var file_write = __nccwpck_require__(171);
// EXTERNAL MODULE: ./src/report/json-report.ts
var json_report = __nccwpck_require__(173);
// EXTERNAL MODULE: ./src/findings/types.ts
var types = __nccwpck_require__(144);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __nccwpck_require__(172);
// EXTERNAL MODULE: ./src/report/summary-sections.ts
var summary_sections = __nccwpck_require__(181);
;// CONCATENATED MODULE: ./src/report/log-verdict.ts
// The verdict in the step log: a few lines a developer reads without opening the summary.
// Untrusted text goes through forLog, so no finding can start a workflow command.




const OUTCOME_WORD = {
    passed: 'PASSED',
    warned: 'PASSED WITH WARNINGS',
    failed: 'FAILED',
    'timed-out': 'TIMED OUT',
    stopped: 'STOPPED',
    error: 'ERROR'
};
const TOP_FINDINGS = 10;
/** One progress line for the poll loop: "Test 3f… running, 40%". */
function progressLine(status, progress) {
    const pct = progress !== undefined && Number.isFinite(progress) ? `, ${(0,common_text.forLog)(progress, 10)}%` : '';
    return `Test status: ${(0,common_text.forLog)(status ?? 'unknown', 60)}${pct}`;
}
function logVerdict(log, ctx, options = {}) {
    const test = ctx.resultToken ? ` (test ${(0,common_text.forLog)(ctx.resultToken, 64)})` : '';
    log.info(`Security test ${OUTCOME_WORD[ctx.outcome]}${test}`);
    if (ctx.status !== undefined || ctx.progress !== undefined) {
        log.info(progressLine(ctx.status, ctx.progress));
    }
    const v = ctx.verdict;
    if (!v) {
        if (options.reasonLast)
            return;
        if (ctx.message)
            log.info(`Why: ${(0,common_text.forLog)(ctx.message, 1000)}`);
        if (ctx.parseError)
            log.info(`The result could not be read: ${(0,common_text.forLog)(ctx.parseError, 1000)}`);
        return;
    }
    // A failed gate's failure line is the verdict's line.
    if (!(options.reasonLast && ctx.outcome === 'failed'))
        log.info(`Verdict: ${(0,common_text.forLog)(v.line, 1000)}`);
    const shown = (0,format/* shownCounts */.EK)(v);
    const monitored = (0,format/* monitoredWords */.zJ)(v);
    log.info(`Unfixed occurrences: ${(0,format/* formatCount */.B4)((0,types/* totalOf */.e6)(shown.unfixed))} ` +
        `(${(0,format/* formatSeverityCounts */.lc)(shown.unfixed)}); ` +
        `new: ${(0,format/* formatCount */.B4)((0,types/* totalOf */.e6)(shown.new))}; fixed: ${(0,format/* formatCount */.B4)((0,types/* totalOf */.e6)(v.counts.fixed))}; ` +
        `ignored: ${(0,format/* formatCount */.B4)((0,types/* totalOf */.e6)(v.counts.ignored))}; ` +
        `counted by the gate: ${(0,format/* formatCount */.B4)((0,types/* totalOf */.e6)(v.counts.counted))}` +
        (monitored ? `; ${monitored}` : ''));
    const baseline = (0,format/* baselineSource */.f0)(ctx);
    if (baseline) {
        log.info(`Baseline: ${(0,common_text.forLog)(baseline, 300)}; ` +
            `${(0,format/* formatCount */.B4)((0,format/* fixedSinceBaselineCount */.jz)(ctx))} fixed since the baseline`);
    }
    const rows = (0,summary_sections/* findingRows */.d9)(ctx).filter((r) => r.unfixed > 0);
    for (const r of rows.slice(0, TOP_FINDINGS)) {
        log.info(`  ${format/* SEVERITY_LABEL */.Rt[r.finding.severity].padEnd(8)}  ${(0,common_text.forLog)(r.finding.name, 200)}: ` +
            `${(0,format/* formatCount */.B4)(r.unfixed)} unfixed`);
    }
    if (rows.length > TOP_FINDINGS) {
        log.info(`  … ${(0,format/* formatCount */.B4)(rows.length - TOP_FINDINGS)} more findings in ${options.moreFindingsIn ?? 'the job summary'}`);
    }
}

// EXTERNAL MODULE: ./src/report/sarif.ts
var report_sarif = __nccwpck_require__(179);
// EXTERNAL MODULE: ./src/report/summary.ts
var summary = __nccwpck_require__(182);
// EXTERNAL MODULE: ./src/report/unwritten.ts
var report_unwritten = __nccwpck_require__(187);
// EXTERNAL MODULE: ./src/report/step-summary.ts
var step_summary = __nccwpck_require__(180);
;// CONCATENATED MODULE: ./src/report/write.ts
// Which reports a run writes, and where. The verdict is logged first, so a full disk or a missing
// permission never hides it; then a report file that cannot be written makes the run an error
// (unwritten.ts), while the job summary, annotations and the comment stay warnings.











/** Whether the gate judged a whole result (passed, warned or failed). */
function hasVerdict(ctx) {
    return ctx.outcome === 'passed' || ctx.outcome === 'warned' || ctx.outcome === 'failed';
}
/** Commands that fetch a result write SARIF (even with none, so an upload step finds a file). */
const SARIF_COMMANDS = new Set(['scan', 'wait', 'report']);
async function writeReports(ctx, options, host, log, now = () => new Date()) {
    const withRun = {
        ...ctx,
        runUrl: ctx.runUrl ?? host.runUrl,
        repository: ctx.repository ?? host.repository
    };
    const written = { summaryWritten: false, unwritten: [] };
    logVerdict(log, withRun, {
        reasonLast: host.reasonLast === true,
        moreFindingsIn: host.words?.moreFindings
    });
    const unwritten = written.unwritten;
    /** The report as the files still to come tell it: an error once a file could not be written. */
    const told = () => unwritten.length === 0
        ? withRun
        : { ...withRun, outcome: 'error', message: (0,report_unwritten/* unwrittenFailure */.f)(unwritten, withRun.message) };
    // SARIF before the JSON report: when it cannot be written, the JSON report (and the JUnit and
    // GitLab reports the tool makes from it) already says the run is an error.
    let sarif;
    if (SARIF_COMMANDS.has(ctx.command) && options.sarifOnlyWithVerdict && !hasVerdict(ctx)) {
        // The step's upload can run for another application's verdict (a tolerated time-out ranks
        // below a failure): a file with no results, or with a partial result's, would let code
        // scanning close this application's alerts that nothing showed fixed. A file an earlier run
        // left at its path would be uploaded as this run's: it goes (a link is removed, not followed).
        try {
            (0,file_write/* removeFileSafely */.bf)(options.sarifFile || defaultPath(host, ctx, 'sarif'));
        }
        catch {
            // A folder at that path, or a link in its folders, is not ours to remove through.
        }
        log.notice(`No SARIF file for this application: its test reached no verdict (${ctx.outcome}), so code scanning keeps its alerts as they were`);
    }
    else if (SARIF_COMMANDS.has(ctx.command)) {
        const sarifFile = options.sarifFile || defaultPath(host, ctx, 'sarif');
        const failed = (0,report_unwritten/* writeReportFile */.a)(`the SARIF file ${sarifFile}`, () => {
            sarif = (0,report_sarif/* writeSarif */.lg)(sarifFile, withRun, {
                anchorFile: host.sarifAnchor(),
                category: (0,report_sarif/* sarifCategory */.ab)(ctx.application.token),
                informationUri: host.informationUri,
                ...(options.sarifMaxGzipBytes ? { maxGzipBytes: options.sarifMaxGzipBytes } : {})
            });
        });
        if (failed)
            unwritten.push(failed);
        else
            written.sarifFile = sarifFile;
    }
    const reportFile = options.reportFile || defaultPath(host, ctx, 'json');
    const failed = (0,report_unwritten/* writeReportFile */.a)(`the JSON report ${reportFile}`, () => {
        (0,json_report/* writeJsonReport */.a_)(reportFile, told(), now());
    });
    if (failed)
        unwritten.push(failed);
    else
        written.reportFile = reportFile;
    if (options.summary) {
        written.summaryWritten = appendSummary({ ...told(), sarif }, host, log, unwritten);
    }
    options.reported?.({ ...told(), sarif });
    if (options.annotations && ctx.verdict) {
        const limits = options.annotationLimits ?? annotations/* ANNOTATION_LIMITS */.xC;
        (0,annotations/* emitAnnotations */.KI)(log, (0,annotations/* planAnnotations */.mc)(ctx.verdict, ctx.findings, limits));
    }
    if (options.comment) {
        written.comment = await host.comment((0,comment/* buildComment */.wj)(told()), [ctx.application.token], log);
    }
    return written;
}
/** `<temporary folder>/security-test-<applicationToken>.<ext>`. */
function defaultPath(host, ctx, ext) {
    return external_node_path_.join(host.tempDir, reportFileName(ctx.application.token, ext));
}
/** `security-test-<applicationToken>.<ext>`: an application's report file, in any folder. */
function reportFileName(applicationToken, ext) {
    const token = applicationToken.replace(/[^A-Za-z0-9_-]/g, '') || 'report';
    return `security-test-${token}.${ext}`;
}
function appendSummary(ctx, host, log, unwritten) {
    const room = (0,step_summary/* summaryRoom */.m4)(host, log, 4096, 'The job summary is nearly full; the security test summary was left out.');
    if (!room)
        return false;
    const { file, budget } = room;
    const text = ctx.verdict ? (0,summary/* buildSummary */.fR)(ctx, budget) : (0,summary/* buildErrorSummary */.XD)(ctx, budget);
    return appendSummaryText(host, log, file, text, unwritten);
}
/** Append to the summary: a report file on the tool (unwritten.ts), a warning on GitHub. */
function appendSummaryText(host, log, file, text, unwritten) {
    const append = () => (0,file_write/* appendTextSafely */.O8)(file, text);
    if (!host.summaryIsReport)
        return attempt(log, 'the job summary', append);
    const failed = (0,report_unwritten/* writeReportFile */.a)(`the summary file ${file}`, append);
    if (failed)
        unwritten.push(failed);
    return !failed;
}
/** Write something that is not a report file; one that cannot be written is a warning. */
function attempt(log, what, write) {
    try {
        write();
        return true;
    }
    catch (err) {
        const why = (0,common_text.forLog)(err?.message ?? String(err), 300);
        log.warning(`Could not write ${(0,common_text.forLog)(what, 400)}: ${why}`);
        return false;
    }
}


/***/ }),

/***/ 193:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   queueSummary: () => (/* binding */ queueSummary)
/* harmony export */ });
/* harmony import */ var _report_summary_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(182);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(128);


function queueSummary(judged, parts, queueCommit, runUrl) {
    const outcome = worst(parts);
    const commit = queueCommit ? ` ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forCodeSpan)(queueCommit.slice(0, 7))}` : '';
    const lines = [`## Security test: merge queue — ${_report_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .STATUS_WORD */ .I1[outcome]}`, ''];
    if ('problem' in judged) {
        lines.push(`The merge queue's commit${commit} could not be judged: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forMarkdown)(judged.problem, 600)}. No test was run (\`merge-queue: verdict\`).`, '');
    }
    else {
        const pr = judged.pullRequest;
        lines.push(`The merge queue's commit${commit} merges pull request #${pr.number} (head ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forCodeSpan)(pr.headSha.slice(0, 7))}) into ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forCodeSpan)(pr.base, 100)}. It was judged by the verdict the pull request's own run recorded on that head: **no test was run** (\`merge-queue: verdict\`).`, '', '| Application | Outcome | The head\u2019s recorded verdict | Recorded by |', '|---|---|---|---|', ...parts.map((p) => row(p, judged.verdicts)), '');
        const failing = parts.filter((p) => p.failure);
        if (failing.length > 0) {
            lines.push(...failing.map((p) => `- ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forCodeSpan)(p.application?.token ?? '', 40)}: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forMarkdown)(p.failure, 600)}`), '');
        }
        lines.push(`**Not tested:** what the queue's merge adds beyond the head (the changes on ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forCodeSpan)(pr.base, 100)} since the pull request's base) was not tested. \`merge-queue: test\`, or a deployment of the queue's commit to the \`deployment-environment\`, tests the queue's commit itself.`, '');
    }
    lines.push('No SARIF file and no JSON report of findings were written for this commit: the findings are those of the head\u2019s test, in the reports of the run that recorded it.');
    const here = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.safeHref)(runUrl);
    if (here)
        lines.push('', `[This run](${here})`);
    return `${lines.join('\n')}\n`;
}
function row(p, verdicts) {
    const token = p.application?.token ?? '';
    const record = verdicts.find((v) => v.applicationToken === token)?.record;
    const recorded = record
        ? `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forMarkdown)(record.outcome, 20)}: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forMarkdown)(record.counts, 100)}${record.resultToken ? ` (test ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forCodeSpan)(record.resultToken, 40, true)})` : ''}`
        : 'none';
    const href = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.safeHref)(record?.runUrl);
    const run = record
        ? href
            ? `[run ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forMarkdown)(record.runId, 20)}](${href})`
            : `run ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forMarkdown)(record.runId, 20)}`
        : '—';
    const outcome = p.outcome === 'started' ? 'error' : p.outcome;
    return `| ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forCodeSpan)(token, 40, true)} | ${_report_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .STATUS_WORD */ .I1[outcome]} | ${recorded} | ${run} |`;
}
/** The summary's heading: failed when any application failed, else warned when any warned. */
function worst(parts) {
    if (parts.some((p) => p.outcome === 'failed'))
        return 'failed';
    return parts.some((p) => p.outcome === 'warned') ? 'warned' : 'passed';
}


/***/ }),


});
