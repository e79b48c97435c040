"use strict";
// Modules of dist/index.js that its start does not evaluate, loaded when first required
// (scripts/normalise-bundle.mjs). Their licences are in the list beside dist/index.js.
module.exports = ({

/***/ 202:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  runEstate: () => (/* binding */ runEstate)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(227);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __nccwpck_require__(101);
// EXTERNAL MODULE: ./src/commands/report.ts
var report = __nccwpck_require__(109);
// EXTERNAL MODULE: ./src/commands/start.ts
var start = __nccwpck_require__(111);
// EXTERNAL MODULE: ./src/commands/stop.ts
var stop = __nccwpck_require__(112);
// EXTERNAL MODULE: ./src/commands/wait.ts
var wait = __nccwpck_require__(113);
// EXTERNAL MODULE: ./src/common/duration.ts
var duration = __nccwpck_require__(116);
// EXTERNAL MODULE: ./src/lifecycle/gate-files.ts
var gate_files = __nccwpck_require__(168);
// EXTERNAL MODULE: ./src/lifecycle/follow.ts + 2 modules
var follow = __nccwpck_require__(167);
// EXTERNAL MODULE: ./src/lifecycle/preflight.ts
var preflight = __nccwpck_require__(171);
// EXTERNAL MODULE: ./src/lifecycle/schedule.ts
var schedule = __nccwpck_require__(172);
// EXTERNAL MODULE: ./src/lifecycle/start.ts
var lifecycle_start = __nccwpck_require__(173);
// EXTERNAL MODULE: ./src/lifecycle/before-start.ts + 1 modules
var before_start = __nccwpck_require__(161);
;// CONCATENATED MODULE: ./src/lifecycle/turns.ts
class Turns {
    limit;
    running = 0;
    wakers = [];
    planRefused = false;
    constructor(limit) {
        this.limit = limit;
    }
    /** Tests of this step running (or starting) now. */
    get active() {
        return this.running;
    }
    /**
     * Wait for a free turn, then hold it: looked for when a turn is given back, and after each
     * `pauseMs` (a refusal gives its turn back without waking anyone). False when `deadline`
     * passes first, once the plan has refused a start (a max-parallel wait is for the step's own
     * tests, which end within their timeouts).
     */
    async take(clock, pauseMs, signal, deadline = Infinity) {
        while (this.running >= this.limit) {
            if (this.planRefused && clock.now() >= deadline)
                return false;
            await this.nextChance(clock, pauseMs, signal);
        }
        this.running++;
        return true;
    }
    /** Give a turn back: its test ended, or its start failed for a reason of its own. Wakes every waiter. */
    give() {
        this.running--;
        const wake = this.wakers;
        this.wakers = [];
        for (const w of wake)
            w();
    }
    /**
     * Give a turn back after the service refused the start because the plan runs fewer tests at
     * once: the step then runs no more than it has running now (at least one, tried after a pause)
     * for the rest of its life. Nobody is woken: the refusal freed nothing.
     */
    refused() {
        this.running--;
        this.planRefused = true;
        this.limit = Math.max(1, Math.min(this.limit, this.running));
    }
    /** Until a turn is given back, or `pauseMs` passes (the plan may free up from outside). */
    async nextChance(clock, pauseMs, signal) {
        const pause = new AbortController();
        const both = AbortSignal.any([signal, pause.signal]);
        try {
            await Promise.race([this.changed(both), clock.sleep(pauseMs, both)]);
        }
        catch (e) {
            if (signal.aborted)
                throw e;
        }
        finally {
            pause.abort();
        }
    }
    changed(signal) {
        return new Promise((resolve, reject) => {
            if (signal.aborted) {
                reject(signal.reason);
                return;
            }
            const waker = () => {
                signal.removeEventListener('abort', onAbort);
                resolve();
            };
            // A waiter that gave up (its pause passed) leaves the list: a long wait does not pile up.
            const onAbort = () => {
                this.wakers = this.wakers.filter((w) => w !== waker);
                reject(signal.reason);
            };
            signal.addEventListener('abort', onAbort, { once: true });
            this.wakers.push(waker);
        });
    }
}

// EXTERNAL MODULE: ./src/report/annotations.ts
var annotations = __nccwpck_require__(179);
// EXTERNAL MODULE: ./src/findings/types.ts
var types = __nccwpck_require__(135);
// EXTERNAL MODULE: ./src/common/text.ts
var common_text = __nccwpck_require__(119);
// EXTERNAL MODULE: ./src/report/comment.ts
var report_comment = __nccwpck_require__(181);
// EXTERNAL MODULE: ./src/findings/order.ts
var order = __nccwpck_require__(129);
// EXTERNAL MODULE: ./src/findings/severity.ts
var severity = __nccwpck_require__(134);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __nccwpck_require__(184);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __nccwpck_require__(186);
// EXTERNAL MODULE: ./src/report/summary-sections.ts
var summary_sections = __nccwpck_require__(192);
;// CONCATENATED MODULE: ./src/report/estate-fix-first.ts
// "Fix first" for a step over several applications: the counted occurrences of every application
// in one table, in the one order of every report (findings/order.ts) across applications, so the
// step's summary and comment answer "what do I fix first?" before any application's section.
//
// Bounded: each application keeps only its first FIX_FIRST_ROWS counted occurrences (its report
// already has them in the one order), as plain values, the moment its report is written; the
// step merges those at the end. The whole table is at most FIX_FIRST_ROWS rows.






const FIX_FIRST_ROWS = 20;
/** Cells are cut shorter than in an application's own table: the room is the step's overview's. */
const CELL = { application: 80, name: 120, method: 20, url: 300 };
/** What the table may take of the overview's room, at most. */
const FIX_FIRST_BYTES = 2000 + FIX_FIRST_ROWS * 700;
/** An application's first counted occurrences, in its report's order. */
function fixFirstItems(report, application) {
    const counted = (0,format/* countedFirst */.f9)(report);
    const perFinding = new Map();
    for (const o of counted)
        perFinding.set(o.findingKey, (perFinding.get(o.findingKey) ?? 0) + 1);
    return counted.slice(0, FIX_FIRST_ROWS).map((o) => ({
        application,
        severity: o.severity,
        findingCounted: perFinding.get(o.findingKey) ?? 0,
        name: o.name,
        method: o.method,
        url: o.url,
        regressed: o.regressed === true,
        escalated: o.escalatedFrom !== undefined
    }));
}
/**
 * The table over every application's items: worst severity, then the findings with the most
 * counted occurrences, then URL and method (the one order); '' when nothing is counted.
 * `total`: every counted occurrence of the step, for the line that says how many more there are.
 */
function estateFixFirst(items, total) {
    if (items.length === 0)
        return '';
    const ordered = [...items].sort((a, b) => (0,severity/* severityRank */.qs)(a.severity) - (0,severity/* severityRank */.qs)(b.severity) ||
        b.findingCounted - a.findingCounted ||
        (0,order/* cmp */.r2)(a.name, b.name) ||
        (0,order/* cmp */.r2)(a.url, b.url) ||
        (0,order/* cmp */.r2)(a.method, b.method) ||
        (0,order/* cmp */.r2)(a.application, b.application));
    const shown = ordered.slice(0, FIX_FIRST_ROWS);
    const rows = shown.map((i) => (0,markdown/* tableRow */.jD)([
        (0,common_text/* forMarkdown */.Bm)(i.application, CELL.application),
        (0,format/* severityBadge */.J8)(i.severity),
        (0,common_text/* forMarkdown */.Bm)(i.name, CELL.name) +
            (i.regressed ? ' ↩️ _regressed_' : i.escalated ? ' ⬆️ _escalated_' : ''),
        (0,summary_sections/* codeCell */.MZ)(i.method, CELL.method),
        (0,summary_sections/* codeCell */.MZ)(i.url, CELL.url)
    ]));
    const left = total - shown.length;
    const more = left > 0
        ? `\n\n_… and ${(0,format/* formatCount */.B4)(left)} more counted occurrence${left === 1 ? '' : 's'}: each application's section lists its own._`
        : '';
    return (`### Fix first\n\n` +
        `${(0,markdown/* tableHeader */.qd)(['Application', 'Severity', 'Finding', 'Method', 'URL'])}\n${rows.join('\n')}${more}`);
}

// EXTERNAL MODULE: ./src/report/summary.ts
var summary = __nccwpck_require__(193);
// EXTERNAL MODULE: ./src/report/step-summary.ts
var step_summary = __nccwpck_require__(191);
// EXTERNAL MODULE: ./src/report/write.ts + 1 modules
var write = __nccwpck_require__(199);
;// CONCATENATED MODULE: ./src/report/estate.ts
// One step, several applications: one job summary (an overview, then each application's
// section), one set of annotations within the step's per-level caps, one pull-request comment.
// Each application's report is boiled down to what these need the moment it is written, so the
// step never holds more than one parsed result (the sections are bounded text).










/** Room kept for the overview: a heading, the table's header and one row per application. */
const OVERVIEW_BYTES_PER_APP = 400;
const OVERVIEW_BASE_BYTES = 2000;
/** The step's reports over several applications, filled in as each application's is written. */
class EstateReport {
    tokens;
    options;
    entries = new Map();
    sectionBytes;
    commentChars;
    /**
     * `tokens` in the order the step names them; `summaryBytes`: what the job summary can still
     * take (shared fairly: each application's section gets an equal part after the overview).
     */
    constructor(tokens, summaryBytes, options) {
        this.tokens = tokens;
        this.options = options;
        const overview = OVERVIEW_BASE_BYTES + FIX_FIRST_BYTES + OVERVIEW_BYTES_PER_APP * tokens.length;
        this.sectionBytes = Math.max(0, Math.floor((summaryBytes - overview) / tokens.length));
        this.commentChars = Math.floor((report_comment/* MAX_COMMENT_CHARS */.VK - overview) / tokens.length);
    }
    /** One application's report, as `writeReports` hands it over. */
    add(report) {
        const token = report.application.token;
        const name = report.application.name ?? report.meta.applicationName;
        const v = report.verdict;
        const subject = (0,common_text/* forMarkdown */.Bm)(name ?? token, 120);
        const room = this.sectionBytes;
        const comment = this.options.comment ? commentSection(report, this.commentChars, subject) : '';
        const source = (0,format/* baselineSource */.f0)(report);
        this.entries.set(token, {
            token,
            name,
            outcome: report.outcome,
            unfixed: v ? (0,format/* shownCounts */.EK)(v).unfixed : undefined,
            fresh: v ? (0,types/* totalOf */.e6)((0,format/* shownCounts */.EK)(v).new) : undefined,
            section: this.options.summary && room >= 1024 ? section(report, room, subject) : '',
            comment,
            ...(source !== undefined && comment.includes((0,report_comment/* againstTheBaseline */.Il)(source))
                ? { commentBaseline: source }
                : {}),
            annotations: this.options.annotations && v
                ? (0,annotations/* planAnnotations */.mc)(v, report.findings, annotations/* ANNOTATION_LIMITS */.xC).filter((a) => a.severity)
                : [],
            counted: v ? (0,types/* totalOf */.e6)(v.counts.counted) : 0,
            fixFirst: v ? fixFirstItems(report, name ?? token) : []
        });
    }
    /** The entries in the step's order (an application that wrote no report has none). */
    list() {
        return this.tokens.flatMap((t) => this.entries.get(t) ?? []);
    }
    /**
     * Write the summary, emit the annotations and update the comment; resolves to the report files
     * that could not be written (the tool's summary file: unwritten.ts).
     */
    async publish(host, log, limits, outcome) {
        const unwritten = [];
        const entries = this.list();
        if (entries.length === 0)
            return unwritten;
        if (this.options.summary)
            appendEstateSummary(host, log, entries, outcome, unwritten);
        if (this.options.annotations)
            (0,annotations/* emitAnnotations */.KI)(log, estateAnnotations(entries, limits));
        if (this.options.comment) {
            await host.comment(estateComment(entries, outcome, host.runUrl), this.tokens, log);
        }
        return unwritten;
    }
}
/**
 * One application's section, a level below the step's headline. A passing application with
 * nothing open is one line, not a table of zeros.
 */
function section(report, room, subject) {
    const quiet = quietPass(report);
    if (quiet !== undefined)
        return `### ${subject}: ${summary/* STATUS_WORD */.I1.passed}\n\n${quiet}\n`;
    return (0,summary/* buildSummary */.fR)(report, room, { subject, level: 3, fixFirst: false });
}
/** Its comment section: like the summary's, one line for a passing application with nothing open. */
function commentSection(report, room, subject) {
    const quiet = quietPass(report);
    if (quiet !== undefined)
        return `### Security test: ${summary/* STATUS_WORD */.I1.passed} · ${subject}\n\n${quiet}`;
    return (0,report_comment/* buildComment */.wj)(report, room, true);
}
/**
 * The verdict of an application that passed with nothing open, as a sentence under its heading
 * ("No counted unfixed occurrences at high or worse."; the heading already says it passed).
 * Undefined for any other application.
 */
function quietPass(report) {
    const v = report.verdict;
    if (report.outcome !== 'passed' || !v || (0,types/* totalOf */.e6)(v.counts.unfixed) !== 0)
        return undefined;
    const line = v.line.replace(/^passed: /, '');
    return ((0,common_text/* forMarkdown */.Bm)(line.charAt(0).toUpperCase() + line.slice(1), 1000) +
        (/[.!?]$/.test(line) ? '' : '.'));
}
function label(e) {
    return e.name ?? e.token;
}
/**
 * The overview: one row per application, its outcome and what it has open ("🔴 2 Critical ·
 * 🟠 1 High", only the severities it has; "none" for an application with nothing open).
 */
function overviewTable(entries) {
    const header = (0,markdown/* tableHeader */.qd)(['Application', 'Outcome', 'Unfixed', 'New'], ['left', 'left', 'left', 'right']);
    const rows = entries.map((e) => (0,markdown/* tableRow */.jD)([
        (0,common_text/* forMarkdown */.Bm)(label(e), 120),
        summary/* STATUS_WORD */.I1[e.outcome].replace(' ', format/* NO_BREAK_SPACE */.be),
        e.unfixed ? openCell(e.unfixed) : '–',
        e.fresh === undefined ? '–' : (0,format/* formatCount */.B4)(e.fresh)
    ]));
    return `${header}\n${rows.join('\n')}`;
}
function openCell(unfixed) {
    const parts = types/* SEVERITIES */.oC.filter((s) => unfixed[s] > 0).map((s) => `${(0,format/* formatCount */.B4)(unfixed[s])}${format/* NO_BREAK_SPACE */.be}${(0,format/* severityBadge */.J8)(s)}`);
    return parts.length > 0 ? parts.join(' · ') : 'none';
}
/**
 * "❌ Failed · 3 applications (1 passed, 1 passed with warnings, 1 did not)": the groups that
 * have any. A warned application passed, so it is neither left out nor counted as "did not".
 */
function headline(entries, outcome) {
    const passed = entries.filter((e) => e.outcome === 'passed').length;
    const warned = entries.filter((e) => e.outcome === 'warned').length;
    const groups = [
        [passed, 'passed'],
        [warned, 'passed with warnings'],
        [entries.length - passed - warned, 'did not']
    ];
    const named = groups.filter(([n]) => n > 0).map(([n, what]) => `${(0,format/* formatCount */.B4)(n)} ${what}`);
    return `${summary/* STATUS_WORD */.I1[outcome]} · ${(0,format/* formatCount */.B4)(entries.length)} applications (${named.join(', ')})`;
}
function appendEstateSummary(host, log, entries, outcome, unwritten) {
    const fixFirst = stepFixFirst(entries);
    const overview = `## Security test: ${headline(entries, outcome)}\n\n${overviewTable(entries)}\n` +
        (fixFirst ? `\n${fixFirst}\n` : '');
    const room = (0,step_summary/* summaryRoom */.m4)(host, log, Buffer.byteLength(overview), 'The job summary is nearly full; the security test summary was left out.');
    if (!room)
        return;
    let text = overview;
    let left = 0;
    for (const e of entries) {
        const section = e.section === '' ? '' : `\n${e.section}`;
        // Sections were built to an equal share of the room the step had; check again all the same.
        if (Buffer.byteLength(text) + Buffer.byteLength(section) > room.budget - 200)
            left++;
        else
            text += section;
    }
    if (left > 0) {
        text += `\n_${left === 1 ? 'One application section was' : `${(0,format/* formatCount */.B4)(left)} application sections were`} left out: the job summary holds at most 1 MB per step. Each application's JSON report has everything._\n`;
    }
    (0,write/* appendSummaryText */.sH)(host, log, room.file, text, unwritten);
}
const SEVERITY_RANK = Object.fromEntries(types/* SEVERITIES */.oC.map((s, i) => [s, i]));
/**
 * Every application's annotations in one set within `limits`: worst severity first, taking turns
 * between applications within a severity, each titled with its application's name; one notice
 * says how many counted occurrences were left out.
 */
function estateAnnotations(entries, limits) {
    const all = entries.flatMap((e) => e.annotations.map((a, turn) => ({ a, e, turn, rank: SEVERITY_RANK[a.severity ?? 'unknown'] })));
    all.sort((x, y) => x.rank - y.rank || x.turn - y.turn);
    const counted = entries.reduce((n, e) => n + e.counted, 0);
    const byLevel = (level) => all.filter((x) => x.a.level === level);
    const over = ['error', 'warning', 'notice'].some((l) => byLevel(l).length > limits[l]);
    const needsNote = limits.notice > 0 && (over || counted > all.length);
    const plan = [];
    for (const level of ['error', 'warning', 'notice']) {
        const take = level === 'notice' && needsNote ? limits.notice - 1 : limits[level];
        for (const { a, e } of byLevel(level).slice(0, Math.max(0, take))) {
            plan.push({
                ...a,
                title: (0,common_text/* forAnnotation */.Jc)(`${(0,common_text/* forAnnotation */.Jc)(label(e), 80)}: ${a.title}`, 300),
                message: (0,common_text/* forAnnotation */.Jc)(`${(0,common_text/* forAnnotation */.Jc)(label(e), 80)}: ${a.message}`, 1100)
            });
        }
    }
    const left = counted - plan.length;
    if (needsNote && left > 0) {
        plan.push({
            level: 'notice',
            title: 'More occurrences',
            message: `${(0,format/* formatCount */.B4)(left)} more counted unfixed occurrences across ${(0,format/* formatCount */.B4)(entries.length)} applications are not annotated ` +
                '(at most 10 per level are shown); see the job summary and the report files.'
        });
    }
    return plan;
}
/** The step's one comment (the host puts its marker above it). */
function estateComment(entries, outcome, runUrl) {
    // One link to the run for the whole comment (the sections carry none).
    const href = (0,common_text/* safeHref */.v7)(runUrl);
    const runLink = href ? `[Workflow run and job summary](${href})` : '';
    const shared = sharedBaseline(entries);
    const head = [
        `## Security test: ${headline(entries, outcome)}`,
        overviewTable(entries),
        shared === undefined ? '' : `**Baseline:** ${(0,common_text/* forMarkdown */.Bm)(shared, 300)}`,
        stepFixFirst(entries)
    ].filter((p) => p !== '');
    const sections = entries
        .map((e) => (shared === undefined ? e.comment : (0,report_comment/* unnamedBaseline */.ID)(e.comment, shared)))
        .filter((c) => c !== '');
    const parts = [...head, ...sections];
    const end = runLink ? `\n\n${runLink}` : '';
    const text = parts.join('\n\n');
    if (text.length + end.length <= report_comment/* MAX_COMMENT_CHARS */.VK)
        return `${text}${end}\n`;
    // Sections are built to fit; if they still do not, the overview, Fix first and a link stay.
    const link = href ? `\n\nEach application's section is in the [job summary](${href}).` : '';
    return `${head.join('\n\n')}${link}\n`;
}
/**
 * The baseline every section compares with, when more than one section names it and all name the
 * same: the comment then names it once, above them.
 */
function sharedBaseline(entries) {
    const named = entries.flatMap((e) => (e.commentBaseline === undefined ? [] : [e.commentBaseline]));
    const first = named[0];
    return named.length > 1 && named.every((s) => s === first) ? first : undefined;
}
/** The step's one "Fix first", across its applications (estate-fix-first.ts). */
function stepFixFirst(entries) {
    return estateFixFirst(entries.flatMap((e) => e.fixFirst), entries.reduce((n, e) => n + e.counted, 0));
}

// EXTERNAL MODULE: ./src/report/file-write.ts
var file_write = __nccwpck_require__(183);
// EXTERNAL MODULE: ./src/report/publish.ts
var publish = __nccwpck_require__(188);
// EXTERNAL MODULE: ./src/report/sarif.ts
var sarif = __nccwpck_require__(190);
// EXTERNAL MODULE: ./src/report/unwritten.ts
var report_unwritten = __nccwpck_require__(198);
;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = require("node:v8");
;// CONCATENATED MODULE: external "node:vm"
const external_node_vm_namespaceObject = require("node:vm");
;// CONCATENATED MODULE: ./src/common/memory.ts
// Giving a result's memory back between applications (several in one step, src/run/estate.ts).
//
// Each result passes through the step one at a time and leaves only its summary section, comment
// section and planned annotations: the live heap stays small. What grew was the room V8 keeps:
// a full collection after each application (below) took the live heap back to 8–11 MB, yet the
// step's peak stayed 1.3× a single application's, because V8 doubles its young generation when
// much has survived its collections since it last grew — and across several results the
// survivors add up, so the second result grew it from 16 to 32 MB, kept for every result after
// (a single result rarely gets there). Holding the young generation where it starts
// (holdYoungGeneration) keeps every result in the room one result uses: peak 1.00–1.05× a single
// step's, time 0.46–0.49× ten steps (bench/README.md). The collector is asked for as jest's leak
// detector does: `--expose-gc` set at run time, which gives a `gc` to contexts made after it (an
// action cannot pass V8 flags: the runner runs `node dist/index.js`). Measured against the
// alternatives: a worker per result costs its start-up and would move network calls out of the
// step's context; V8's "last resort" collection gave pages back but left the young generation
// large, and the next result's peak was higher (1.37×).


let collector;
/** A full garbage collection, or nothing when the runtime offers none. */
function collectGarbage() {
    if (collector === undefined)
        collector = makeCollector();
    collector?.();
}
function makeCollector() {
    const own = globalThis.gc;
    if (typeof own === 'function')
        return own;
    try {
        (0,external_node_v8_namespaceObject.setFlagsFromString)('--expose-gc');
        const gc = (0,external_node_vm_namespaceObject.runInNewContext)('gc');
        return typeof gc === 'function' ? gc : null;
    }
    catch {
        return null;
    }
}
/**
 * Keep V8's young generation at the size it has (semi-space growth factor 1), for the rest of the
 * process: called once by a step that reads several results one after another. Nothing happens
 * where the flag cannot be set.
 */
function holdYoungGeneration() {
    try {
        (0,external_node_v8_namespaceObject.setFlagsFromString)('--semi-space-growth-factor=1');
    }
    catch {
        // A runtime that refuses the flag grows its heap as before: more memory, same results.
    }
}

// EXTERNAL MODULE: ./src/run/dispatch.ts + 6 modules
var dispatch = __nccwpck_require__(200);
// EXTERNAL MODULE: ./src/run/estate-verdict.ts + 1 modules
var estate_verdict = __nccwpck_require__(201);
// EXTERNAL MODULE: ./src/run/failure.ts
var failure = __nccwpck_require__(203);
;// CONCATENATED MODULE: ./src/run/estate.ts
// Several applications in one step (application-token lists more than one): each gets its own
// test, run through the same lifecycle as a single one, with what the step shares — one poll
// schedule, turns under max-parallel and the plan's limit, results read one at a time, one set
// of reports — and one verdict made of theirs. A failure of one application's calls ends only
// its own part; cancellation ends the whole step (the caller stops every test it owns).



























async function runEstate(ctx, ownership) {
    const { config } = ctx;
    const tokens = config.applicationTokens;
    const folders = {
        reports: config.reportFile || external_node_path_.join(ctx.reports.tempDir, 'security-test-reports'),
        sarif: config.sarifFile || external_node_path_.join(ctx.reports.tempDir, 'security-test-sarif')
    };
    const writesFiles = write/* SARIF_COMMANDS */.Ve.has(config.command);
    const sarifPlan = (0,sarif/* sarifFolderPlan */.D1)(tokens.length);
    const sarifFolders = [
        ...new Set(sarifPlan.map((p) => external_node_path_.join(folders.sarif, p.subfolder ?? '')))
    ];
    if (writesFiles) {
        if (sarifFolders.length > 1) {
            ctx.log.notice(`${tokens.length} applications: their SARIF files are in ${sarifFolders.length} ` +
                `folders of at most ${sarif/* GITHUB_SARIF_LIMITS */.RC.runsPerFile} (code scanning takes at most ` +
                `${sarif/* GITHUB_SARIF_LIMITS */.RC.runsPerFile} runs per upload): upload each of ` +
                `${sarifFolders.map((f) => (0,common_text/* forLog */.Ig)(f, 300)).join(', ')} in its own step, not the ` +
                `folder ${(0,common_text/* forLog */.Ig)(folders.sarif, 300)}, which holds them all`);
        }
        try {
            (0,file_write/* makeFolder */.fc)(folders.reports);
            for (const folder of sarifFolders)
                (0,file_write/* makeFolder */.fc)(folder);
        }
        catch {
            // Each application's writer makes its folder again, and says why it cannot: its run is
            // an error after its verdict (report/unwritten.ts), not the step's end before any test.
        }
    }
    const summaryBytes = step_summary/* SUMMARY_BUDGET_BYTES */.Xb - (0,step_summary/* summaryBytesUsed */.pD)(ctx.reports.summaryFile);
    const reports = new EstateReport(tokens, summaryBytes, config);
    const shared = {
        pollPause: (0,schedule/* sharedPollPause */.H)(() => ctx.clock.now(), config.pollIntervalMs),
        oneAtATime: serialised(),
        reported: (r) => reports.add(r)
    };
    const parts = tokens.map((token, i) => {
        const label = { text: token };
        const baseline = config.baseline.kind === 'file'
            ? { ...config.baseline, forApplication: token }
            : config.baseline;
        const partConfig = {
            ...config,
            applicationToken: token,
            applicationTokens: [token],
            resultToken: config.resultTokens?.[i],
            resultTokens: undefined,
            baseline,
            // The step writes one summary, one annotation set and one comment for all of them.
            summary: false,
            annotations: false,
            comment: false,
            reportFile: external_node_path_.join(folders.reports, (0,write/* reportFileName */.cq)(token, 'json')),
            sarifFile: external_node_path_.join(folders.sarif, sarifPlan[i]?.subfolder ?? '', (0,write/* reportFileName */.cq)(token, 'sarif'))
        };
        return {
            label,
            ctx: {
                ...ctx,
                config: partConfig,
                log: labelled(ctx.log, label),
                state: ownership.stateFor(token),
                estate: { ...shared, sarifMaxGzipBytes: sarifPlan[i]?.maxGzipBytes }
            }
        };
    });
    ctx.log.info(`${tokens.length} applications: ${config.command}` +
        (config.command === 'scan' && config.maxParallel > 0
            ? `, at most ${config.maxParallel} test(s) at once`
            : ''));
    const run = partRunner(ctx, tokens.length, shared.oneAtATime);
    const settled = await Promise.allSettled(parts.map((p) => run(p)));
    // Cancelled: every part ends with it; the caller stops the tests this run owns.
    if (ctx.signal.aborted)
        throw ctx.signal.reason;
    const results = settled.map((s, i) => {
        const token = tokens[i] ?? '';
        const r = s.status === 'fulfilled' ? s.value : failedPart(s.reason, token, ctx.words);
        // A part that ended in an error may not have said its name; its log label knows it.
        const label = parts[i]?.label.text;
        if (r.application?.name || !label || label === token)
            return r;
        return { ...r, application: { token, name: label } };
    });
    const result = (0,estate_verdict/* combine */.k)(results, tokens, writesFiles ? folders : undefined);
    if (writesFiles) {
        const limits = (0,annotations/* annotationRoom */.hF)(ctx.annotationsUsed(), result.failure !== undefined);
        const outcome = result.outcome === 'started' ? 'passed' : result.outcome;
        const unwritten = await reports.publish(ctx.reports, ctx.log, limits, outcome);
        if (unwritten.length > 0) {
            return { ...result, outcome: 'error', failure: (0,report_unwritten/* unwrittenFailure */.f)(unwritten, result.failure) };
        }
    }
    return result;
}
/** What each part runs, by command. */
function partRunner(ctx, count, oneAtATime) {
    const { config } = ctx;
    switch (config.command) {
        case 'scan': {
            const turns = new Turns(config.maxParallel > 0 ? config.maxParallel : count);
            const turnDeadline = ctx.clock.now() + config.timeoutMs;
            return (p) => (0,dispatch/* reportingErrors */.e)((c) => scanPart(c, p, turns, turnDeadline))(p.ctx);
        }
        case 'start':
            return (p) => caught(p, start/* start */.n);
        case 'wait':
            return (p) => (0,dispatch/* reportingErrors */.e)(wait/* wait */.u)(p.ctx);
        case 'report':
            // Nothing to wait for: the parts read their results one at a time, fetch included.
            return (p) => oneAtATime(() => (0,dispatch/* reportingErrors */.e)(report/* report */.z)(p.ctx));
        case 'stop':
            return (p) => caught(p, stop/* stop */.d);
        default:
            // inputs.ts allows several applications only for the commands above.
            throw new Error(`command ${config.command} does not take several applications`);
    }
}
/** A part whose command writes no report: its error is its own outcome, not the step's end. */
async function caught(p, handler) {
    try {
        return await handler(p.ctx);
    }
    catch (e) {
        if (p.ctx.signal.aborted)
            throw e;
        return failedPart(e, p.ctx.config.applicationToken, p.ctx.words);
    }
}
function failedPart(e, token, words) {
    return { outcome: 'error', failure: (0,failure/* failureLine */.P)(e, words), application: { token }, outputs: {} };
}
/**
 * scan for one application of several: check it, take a turn, start, follow. A start the plan
 * refuses for its limit on tests at once gives the turn back and waits for another (a notice
 * says so): until a test of the step ends, or a poll interval passes — at most one start a poll
 * interval, and within the timeout, counted from the step's start. Any other refusal ends this
 * application's part as an error.
 */
async function scanPart(ctx, part, turns, turnDeadline) {
    const gate = await (0,gate_files/* prepareGate */.NF)(ctx, 'no test was started');
    if ('early' in gate)
        return gate.early;
    const application = await (0,preflight/* preflight */.M)(ctx, ctx.config.applicationToken);
    if (application?.name)
        part.label.text = (0,common_text/* oneLine */.TN)(application.name, 60);
    // One build for the step: the host waits for its deployment once; each site is checked itself.
    const before = await (0,before_start/* beforeStart */.G)(ctx, gate.files, application);
    if ('done' in before)
        return before.done;
    const { clock, signal } = ctx;
    const interval = ctx.config.pollIntervalMs;
    let refusal;
    for (;;) {
        if (!(await turns.take(clock, interval, signal, turnDeadline))) {
            return noTurn(ctx, application, refusal);
        }
        let test;
        try {
            test = await (0,lifecycle_start/* startRunTest */.o)(ctx, { application }, before.thisBuild);
        }
        catch (e) {
            if (!(0,errors/* isPlanLimit */.HJ)(e)) {
                turns.give();
                throw e;
            }
            turns.refused();
            if (!refusal) {
                ctx.log.notice(`The service refused to start another test now (${(0,common_text/* forLog */.Ig)(e.serviceMessage || e.message, 200)}): the plan runs fewer tests at once; waiting for a turn`);
            }
            refusal = e;
            if (clock.now() >= turnDeadline)
                return noTurn(ctx, application, refusal);
            // The refusal freed nothing: look again when a test of the step ends, or after a poll interval.
            await turns.nextChance(clock, interval, signal);
            continue;
        }
        if (refusal)
            ctx.log.info('Its turn came: the test started');
        try {
            return await (0,follow/* followTest */.M)(ctx, gate.files, (0,before_start/* withJudged */.y)(test, before.build));
        }
        finally {
            turns.give();
        }
    }
}
/**
 * The timeout passed before the plan let this application's test start. No test, no verdict:
 * an error whatever fail-on-timeout says (that input is about tests that ran too long).
 */
function noTurn(ctx, application, refusal) {
    const said = refusal
        ? ` (the service: ${(0,common_text/* forLog */.Ig)(refusal.serviceMessage || refusal.message, 200)})`
        : '';
    return (0,publish.publish)(ctx, {
        outcome: 'error',
        failure: `The test could not start within the timeout (${(0,duration/* formatDuration */.a3)(ctx.config.timeoutMs)}): the plan runs fewer tests at once than the ${ctx.words.step} asked for, and no turn came free${said}`,
        info: { applicationToken: ctx.config.applicationToken, application }
    });
}
/**
 * Work that runs one at a time, in the order asked for: each application's result, read, judged
 * and reported, in the heap room one result uses; what it leaves is given back before the next
 * one (common/memory.ts).
 */
function serialised() {
    holdYoungGeneration();
    let tail = Promise.resolve();
    return (work) => {
        const next = tail.then(work, work);
        tail = next.then(collectGarbage, collectGarbage);
        return next;
    };
}
/** Each line of one application's part says which application it is about. */
function labelled(log, label) {
    const p = (m) => `[${(0,common_text/* forLog */.Ig)(label.text, 60)}] ${m}`;
    return {
        info: (m) => log.info(p(m)),
        debug: (m) => log.debug(p(m)),
        notice: (m, props) => log.notice(p(m), props),
        warning: (m, props) => log.warning(p(m), props),
        error: (m, props) => log.error(p(m), props)
    };
}


/***/ }),


});
