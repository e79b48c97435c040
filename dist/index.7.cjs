"use strict";
// Modules of dist/index.js that its start does not evaluate, loaded when first required
// (scripts/normalise-bundle.mjs). Their licences are in the list beside dist/index.js.
module.exports = ({

/***/ 136:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   MT: () => (/* binding */ verdictLine),
/* harmony export */   qj: () => (/* binding */ overBudget),
/* harmony export */   xZ: () => (/* binding */ gatePasses)
/* harmony export */ });
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(119);
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(134);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(135);
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
            return `passed: ${plural(total, countedNoun)} ${at}, within the budget of ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(budget.max)}${aside}`;
        }
        return `passed: ${plural(total, countedNoun)} ${at} (${breakdown(counted)}), within the per-severity budgets${aside}`;
    }
    if (budget.kind === 'total') {
        return `${plural(total, noun)} ${at} (${breakdown(counted)}) ${exceed(total)} the budget of ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(budget.max)}`;
    }
    return overBudget(threshold, budget, counted)
        .map((s, i) => {
        const n = counted[s];
        const max = budget.max[s] ?? 0;
        // The first clause says it in full; the rest repeat its pattern in short.
        return i === 0
            ? `${s}: ${plural(n, noun)} ${exceed(n)} the budget of ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(max)}`
            : `${s}: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(n)} ${exceed(n)} ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(max)}`;
    })
        .join('; ');
}
/** "; 2 warned by policy, 1 monitored, 3 accepted risks": the unfixed ones not counted. */
function setAsideClause(aside) {
    if (!aside)
        return '';
    const parts = [
        aside.warned > 0 ? `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(aside.warned)} warned by policy` : '',
        aside.monitored > 0 ? `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(aside.monitored)} monitored by policy` : '',
        aside.accepted > 0 ? `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(aside.accepted)} accepted as risks` : ''
    ].filter((p) => p !== '');
    return parts.length === 0 ? '' : `; ${parts.join(', ')}`;
}
/** "critical 1, high 3": the severities with a count, worst first. */
function breakdown(counts) {
    return _types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC.filter((s) => counts[s] > 0)
        .map((s) => `${s} ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(counts[s])}`)
        .join(', ');
}
function plural(n, noun) {
    return `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(n)} ${noun}${n === 1 ? '' : 's'}`;
}
function exceed(n) {
    return n === 1 ? 'exceeds' : 'exceed';
}


/***/ }),

/***/ 179:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   KI: () => (/* binding */ emitAnnotations),
/* harmony export */   hF: () => (/* binding */ annotationRoom),
/* harmony export */   mc: () => (/* binding */ planAnnotations),
/* harmony export */   xC: () => (/* binding */ ANNOTATION_LIMITS)
/* harmony export */ });
/* unused harmony export ANNOTATION_LEVEL */
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(119);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(184);


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
            const severity = word + (extra ? ` (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forAnnotation */ .Jc)(label, 30)})` : '');
            plan.push({
                level,
                severity: o.severity,
                title: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forAnnotation */ .Jc)(`${severity}: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forAnnotation */ .Jc)(o.name, 200)}`, 250),
                message: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forAnnotation */ .Jc)(`${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forAnnotation */ .Jc)(o.name, 200)} at ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forAnnotation */ .Jc)(o.method, 20)} ` +
                    `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forAnnotation */ .Jc)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .visibleUrl */ .gW)(o.url), 600)}` +
                    (o.status ? ` (status: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forAnnotation */ .Jc)(o.status, 60)})` : '') +
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

/***/ 181:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ID: () => (/* binding */ unnamedBaseline),
/* harmony export */   Il: () => (/* binding */ againstTheBaseline),
/* harmony export */   VK: () => (/* binding */ MAX_COMMENT_CHARS),
/* harmony export */   wj: () => (/* binding */ buildComment)
/* harmony export */ });
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(119);
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(135);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(184);
/* harmony import */ var _build_facts_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(180);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(186);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(193);
/* harmony import */ var _summary_sections_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(192);
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
    doc.add(`### Security test: ${_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .STATUS_WORD */ .I1[ctx.outcome]} · ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(name, 200)}`);
    const why = ctx.verdict?.line ?? ctx.message ?? ctx.parseError;
    if (why)
        doc.add((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(why, 1000) + (0,_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .knownCriticalWords */ .CF)(ctx));
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
        : `**Against the baseline** (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(source, 300)}): `;
}
/** A comment section's text with its baseline line no longer naming `source` (named above it). */
function unnamedBaseline(comment, source) {
    return comment.replace(againstTheBaseline(source), againstTheBaseline(undefined));
}
function linkTo(text, url) {
    const href = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .safeHref */ .v7)(url);
    return href ? `[${text}](${href})` : '';
}


/***/ }),

/***/ 185:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a_: () => (/* binding */ writeJsonReport)
/* harmony export */ });
/* unused harmony exports REPORT_SCHEMA, buildJsonReport, emitJsonReport */
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(119);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(182);
/* harmony import */ var _build_facts_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(180);
/* harmony import */ var _text_sink_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(196);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(184);





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
                line: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlainSpelled */ .H6)(v.line),
                threshold: v.threshold,
                budget: (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBudget */ .H0)(v.budget),
                counts: v.counts
            }
            : null,
        application: {
            token: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlainSpelled */ .H6)(ctx.application.token, 64),
            ...optional('name', ctx.application.name, 500),
            ...optional('url', ctx.application.url && (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .visibleUrl */ .gW)(ctx.application.url), MAX_URL)
        },
        service: {
            baseUrl: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlainSpelled */ .H6)(ctx.baseUrl, MAX_URL),
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
            baseline: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlainSpelled */ .H6)((0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBaselineInput */ .fo)(ctx.inputs.baseline), MAX_URL),
            ...optional('ignoreFile', ctx.inputs.ignoreFile, MAX_URL)
        },
        meta: cleanObject(ctx.meta),
        findings: ctx.findings.map(findingJson),
        expiredIgnoreEntries: (v?.expiredRules ?? []).map((r) => cleanObject(r)),
        warnings: (0,_context_js__WEBPACK_IMPORTED_MODULE_4__/* .allWarnings */ .h)(ctx).map((w) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlainSpelled */ .H6)(w)),
        ...optional('parseError', ctx.parseError, 2000)
    };
    if ((0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .hasBaseline */ .Ku)(ctx)) {
        report.baseline = {
            source: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlainSpelled */ .H6)((0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineSource */ .f0)(ctx) ?? ''),
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
        key: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlainSpelled */ .H6)(f.key, 128),
        // Whole, as far as MAX_TEXT: SARIF cuts a rule's name to 255 characters and points here.
        name: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlainSpelled */ .H6)(f.name, MAX_TEXT),
        severity: f.severity,
        ...optional('severityLabel', f.severityLabel, 100),
        ...(f.score !== undefined && Number.isFinite(f.score) ? { score: f.score } : {}),
        cwe: f.cwe.slice(0, 50).map((c) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlainSpelled */ .H6)(c, 50)),
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
            url: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlainSpelled */ .H6)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .visibleUrl */ .gW)(o.url), MAX_URL),
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
                reason: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlainSpelled */ .H6)(o.ignoredBecause.reason),
                expires: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlainSpelled */ .H6)(o.ignoredBecause.expires, 64)
            };
        }
        return json;
    };
}
function repeated(max) {
    return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .memoised */ .QC)((s) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlainSpelled */ .H6)(s, max));
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
    const quoted = (max) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .memoised */ .QC)((s) => JSON.stringify((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlainSpelled */ .H6)(s, max)));
    const name = quoted(1000);
    const method = quoted(50);
    const status = quoted(200);
    const word = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .memoised */ .QC)((s) => JSON.stringify(s), 100);
    return (o) => {
        if (o.regressed === true || o.escalatedFrom || o.ignoredBecause) {
            return JSON.stringify(asObject(o));
        }
        const url = PLAIN_ASCII.test(o.url)
            ? o.url.length <= MAX_URL
                ? o.url
                : (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(o.url, MAX_URL)
            : (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlainSpelled */ .H6)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .visibleUrl */ .gW)(o.url), MAX_URL);
        return (`{"id":${JSON.stringify(o.id)},"findingKey":${JSON.stringify(o.findingKey)},` +
            `"name":${name(o.name)},"severity":${word(o.severity)},"method":${method(o.method)},` +
            `"url":${JSON.stringify(url)},"status":${status(o.status)},"fixed":${o.fixed},` +
            `"state":${word(o.state)},"counted":${o.counted}}`);
    };
}
function optional(key, value, max) {
    return value === undefined ? {} : { [key]: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlainSpelled */ .H6)(value, max) };
}
/** Strings cleaned and bounded, numbers kept, undefined dropped (one level deep). */
function cleanObject(o) {
    const out = {};
    for (const [k, val] of Object.entries(o)) {
        if (typeof val === 'string')
            out[k] = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlainSpelled */ .H6)(val, MAX_URL);
        else if (val !== undefined)
            out[k] = val;
    }
    return out;
}


/***/ }),

/***/ 188:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   buildReportContext: () => (/* binding */ buildReportContext),
/* harmony export */   publish: () => (/* binding */ publish)
/* harmony export */ });
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(135);
/* harmony import */ var _findings_verdict_line_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(136);
/* harmony import */ var _annotations_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(179);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(182);
/* harmony import */ var _unwritten_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(198);
/* harmony import */ var _write_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(199);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(119);
/* harmony import */ var _test_start_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(195);








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
            status: p.info.status === undefined ? undefined : (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(p.info.status, 60),
            progress: p.info.progress,
            ...countOutputs(p.evaluation),
            // "none" also when a baseline was asked for but could not be read (the gate then had none).
            'baseline-source': (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(p.evaluation?.baseline?.source ?? 'none', 300),
            commit: build?.commit?.sha,
            reused: String(build?.reused !== undefined),
            'report-file': files.reportFile,
            'sarif-file': files.sarifFile
        }
    };
}


/***/ }),

/***/ 194:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   withTestResultPredicate: () => (/* binding */ withTestResultPredicate)
/* harmony export */ });
/* unused harmony exports TEST_RESULT_PREDICATE_TYPE, TEST_RESULT_OUTPUT, MAX_TEST_IDS, testResultPredicate, gateSettings, canonicalJson, predicateFileName */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(218);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(227);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(119);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(184);
/* harmony import */ var _repository_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(189);
/* harmony import */ var _file_write_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(183);
/* harmony import */ var _sarif_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(190);
/* harmony import */ var _unwritten_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(198);
/* harmony import */ var _write_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(199);
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
    return { name: _sarif_js__WEBPACK_IMPORTED_MODULE_5__/* .TOOL_NAME */ .lH, uri: home, annotations: { version: _sarif_js__WEBPACK_IMPORTED_MODULE_5__/* .TOOL_VERSION */ .wr } };
}
function applicationDescriptor(part, baseUrl) {
    const token = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(part.application?.token ?? '', 64);
    const annotations = { outcome: part.outcome };
    const name = part.application?.name;
    // The service's text, kept as a label only: cleaned and bounded like the `results` output.
    if (name)
        annotations.applicationName = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forPlainSpelled */ .H6)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(name, 200), 200);
    const test = part.outputs['result-token'];
    if (typeof test === 'string' && test)
        annotations.resultToken = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(test, 64);
    const baseline = part.outputs['baseline-source'];
    if (typeof baseline === 'string')
        annotations.baselineSource = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forPlainSpelled */ .H6)(baseline, 300);
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
        baseline: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forPlainSpelled */ .H6)((0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBaselineInput */ .fo)(s.baseline), 1000),
        'baseline-missing': s.baselineMissing,
        'ignore-file': (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forPlainSpelled */ .H6)(s.ignoreFile.path, 1000)
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

/***/ 199:
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
var external_node_path_ = __nccwpck_require__(227);
// EXTERNAL MODULE: ./src/common/text.ts
var common_text = __nccwpck_require__(119);
// EXTERNAL MODULE: ./src/report/annotations.ts
var annotations = __nccwpck_require__(179);
// EXTERNAL MODULE: ./src/report/comment.ts
var comment = __nccwpck_require__(181);
// EXTERNAL MODULE: ./src/report/file-write.ts
var file_write = __nccwpck_require__(183);
// EXTERNAL MODULE: ./src/report/json-report.ts
var json_report = __nccwpck_require__(185);
// EXTERNAL MODULE: ./src/findings/types.ts
var types = __nccwpck_require__(135);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __nccwpck_require__(184);
// EXTERNAL MODULE: ./src/report/summary-sections.ts
var summary_sections = __nccwpck_require__(192);
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
    const pct = progress !== undefined && Number.isFinite(progress) ? `, ${(0,common_text/* forLog */.Ig)(progress, 10)}%` : '';
    return `Test status: ${(0,common_text/* forLog */.Ig)(status ?? 'unknown', 60)}${pct}`;
}
function logVerdict(log, ctx, options = {}) {
    const test = ctx.resultToken ? ` (test ${(0,common_text/* forLog */.Ig)(ctx.resultToken, 64)})` : '';
    log.info(`Security test ${OUTCOME_WORD[ctx.outcome]}${test}`);
    if (ctx.status !== undefined || ctx.progress !== undefined) {
        log.info(progressLine(ctx.status, ctx.progress));
    }
    const v = ctx.verdict;
    if (!v) {
        if (options.reasonLast)
            return;
        if (ctx.message)
            log.info(`Why: ${(0,common_text/* forLog */.Ig)(ctx.message, 1000)}`);
        if (ctx.parseError)
            log.info(`The result could not be read: ${(0,common_text/* forLog */.Ig)(ctx.parseError, 1000)}`);
        return;
    }
    // A failed gate's failure line is the verdict's line.
    if (!(options.reasonLast && ctx.outcome === 'failed'))
        log.info(`Verdict: ${(0,common_text/* forLog */.Ig)(v.line, 1000)}`);
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
        log.info(`Baseline: ${(0,common_text/* forLog */.Ig)(baseline, 300)}; ` +
            `${(0,format/* formatCount */.B4)((0,format/* fixedSinceBaselineCount */.jz)(ctx))} fixed since the baseline`);
    }
    const rows = (0,summary_sections/* findingRows */.d9)(ctx).filter((r) => r.unfixed > 0);
    for (const r of rows.slice(0, TOP_FINDINGS)) {
        log.info(`  ${format/* SEVERITY_LABEL */.Rt[r.finding.severity].padEnd(8)}  ${(0,common_text/* forLog */.Ig)(r.finding.name, 200)}: ` +
            `${(0,format/* formatCount */.B4)(r.unfixed)} unfixed`);
    }
    if (rows.length > TOP_FINDINGS) {
        log.info(`  … ${(0,format/* formatCount */.B4)(rows.length - TOP_FINDINGS)} more findings in ${options.moreFindingsIn ?? 'the job summary'}`);
    }
}

// EXTERNAL MODULE: ./src/report/sarif.ts
var report_sarif = __nccwpck_require__(190);
// EXTERNAL MODULE: ./src/report/summary.ts
var summary = __nccwpck_require__(193);
// EXTERNAL MODULE: ./src/report/unwritten.ts
var report_unwritten = __nccwpck_require__(198);
// EXTERNAL MODULE: ./src/report/step-summary.ts
var step_summary = __nccwpck_require__(191);
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
        const why = (0,common_text/* forLog */.Ig)(err?.message ?? String(err), 300);
        log.warning(`Could not write ${(0,common_text/* forLog */.Ig)(what, 400)}: ${why}`);
        return false;
    }
}


/***/ }),


});
