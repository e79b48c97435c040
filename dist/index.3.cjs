"use strict";
// Modules of dist/index.js that its start does not evaluate, loaded when first required
// (scripts/normalise-bundle.mjs). Their licences are in the list beside dist/index.js.
module.exports = ({

/***/ 108:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

// ESM COMPAT FLAG
__nccwpck_require__.r(__webpack_exports__);

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  DEFAULT_BASELINE_FILE: () => (/* binding */ DEFAULT_BASELINE_FILE),
  adopt: () => (/* binding */ adopt)
});

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __nccwpck_require__(101);
// EXTERNAL MODULE: ./src/findings/gate.ts
var gate = __nccwpck_require__(124);
// EXTERNAL MODULE: ./src/findings/parse.ts + 9 modules
var parse = __nccwpck_require__(130);
// EXTERNAL MODULE: ./src/findings/types.ts
var types = __nccwpck_require__(135);
// EXTERNAL MODULE: ./src/lifecycle/gate-files.ts
var gate_files = __nccwpck_require__(168);
// EXTERNAL MODULE: ./src/lifecycle/past-results.ts
var past_results = __nccwpck_require__(170);
// EXTERNAL MODULE: ./src/report/file-write.ts
var file_write = __nccwpck_require__(183);
// EXTERNAL MODULE: ./src/report/json-report.ts
var json_report = __nccwpck_require__(185);
// EXTERNAL MODULE: ./src/report/publish.ts
var publish = __nccwpck_require__(188);
// EXTERNAL MODULE: ./src/report/step-summary.ts
var step_summary = __nccwpck_require__(191);
// EXTERNAL MODULE: ./src/report/unwritten.ts
var report_unwritten = __nccwpck_require__(198);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(222);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(227);
// EXTERNAL MODULE: ./src/common/text.ts
var common_text = __nccwpck_require__(119);
;// CONCATENATED MODULE: ./src/report/write-together.ts
// Files that belong together (adopt's baseline and accepted-risks file): all of them written, or
// none. A half-written pair is worse than none: a baseline without its accepted risks (or the
// other way round) changes what the gate counts without anyone having reviewed it.
//
// Every target is checked first (a folder where a file should be, a file that cannot be read);
// each file is then written to a temporary file beside its target, and only when all are written
// are they renamed into place, in order. If a rename fails, the targets renamed before it are put
// back as they were (their earlier text, their link, or no file). The temporary names are fresh
// and created exclusively, and a link at a target is replaced, never written through
// (file-write.ts).





/**
 * A file's text, `undefined` when there is no file. Only "no such file" means no file: a folder,
 * a file that cannot be read, anything else throws (the caller must not overwrite what it could
 * not read).
 */
function readIfThere(file) {
    try {
        return external_node_fs_.readFileSync(file, 'utf8');
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return undefined;
        throw e;
    }
}
/** The problem with writing to `file`, before anything is written: a folder is in the way. */
function blocked(file) {
    try {
        if (external_node_fs_.statSync(file).isDirectory())
            return 'it is a folder, not a file';
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT')
            return undefined;
        if (code === 'ENOTDIR')
            return 'a part of its path is a file, not a folder (ENOTDIR)';
        return (0,common_text/* forLog */.Ig)(e.message, 300);
    }
    return undefined;
}
/** Writes every file, or none: the problems (nothing was changed) when any cannot be written. */
function writeTogether(files) {
    const problems = [];
    for (const f of files) {
        const why = blocked(f.path);
        if (why !== undefined)
            problems.push({ what: (0,common_text/* forLog */.Ig)(`${f.what} ${f.path}`, 600), why });
    }
    if (problems.length > 0)
        return problems;
    const temps = [];
    const removeTemps = () => {
        for (const t of temps)
            external_node_fs_.rmSync(t, { force: true });
    };
    for (const f of files) {
        const problem = (0,report_unwritten/* writeReportFile */.a)(`${f.what} ${f.path}`, () => {
            (0,file_write/* makeFolder */.fc)(external_node_path_.dirname(external_node_path_.resolve(f.path)));
            const temp = (0,file_write/* freshTemp */.DL)(f.path);
            external_node_fs_.closeSync(temp.fd);
            temps.push(temp.path);
            f.write(temp.path);
        });
        if (problem) {
            removeTemps();
            return [problem];
        }
    }
    // What each target was, to put back if a later rename fails.
    const before = [];
    for (const [i, f] of files.entries()) {
        const temp = temps[i];
        let was = { kind: 'none' };
        const problem = (0,report_unwritten/* writeReportFile */.a)(`${f.what} ${f.path}`, () => {
            was = earlier(f.path);
            external_node_fs_.renameSync(temp, f.path);
        });
        if (problem) {
            for (const b of before.reverse())
                putBack(b.path, b.was);
            removeTemps();
            return [problem];
        }
        before.push({ path: f.path, was });
    }
    return [];
}
function earlier(file) {
    try {
        if (external_node_fs_.lstatSync(file).isSymbolicLink())
            return { kind: 'link', to: external_node_fs_.readlinkSync(file) };
        return { kind: 'file', text: external_node_fs_.readFileSync(file) };
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return { kind: 'none' };
        throw e;
    }
}
function putBack(file, was) {
    if (was.kind === 'file')
        return (0,file_write/* writeTextSafely */.Dl)(file, was.text);
    external_node_fs_.rmSync(file, { force: true });
    if (was.kind === 'link')
        external_node_fs_.symlinkSync(was.to, file);
}

// EXTERNAL MODULE: ./src/commands/scan.ts
var scan = __nccwpck_require__(110);
;// CONCATENATED MODULE: ./src/commands/adopt.ts
// adopt: take the site as it is today as the starting point of the gate, for review in a pull
// request. From the application's latest completed result (or a new test first, with
// adopt-scan: true) it writes one accepted risk per counted occurrence (reason: adopted, expiring
// after adopt-expiry) to the accepted-risks file, leaving its existing entries and comments as
// they are, and the baseline file (the JSON report form `baseline: <path>` reads) holding open
// exactly the occurrences it adopted, and every fixed one (so a finding that comes back is a
// regression). Both files are written or neither. It succeeds with a summary of what it wrote; a
// file it cannot read or write is an error.














/** Where the baseline goes when the `baseline` input names no file. */
const DEFAULT_BASELINE_FILE = '.security-test-baseline.json';
async function adopt(ctx) {
    const app = ctx.config.applicationToken;
    const source = await adoptedResult(ctx);
    if ('done' in source)
        return source.done;
    const { resultToken, raw } = source;
    const fail = (failure) => ({
        outcome: 'error',
        failure,
        application: { token: app },
        outputs: { 'result-token': resultToken }
    });
    let parsed;
    try {
        parsed = (0,parse/* parseResult */.F)(raw);
    }
    catch (e) {
        if (e instanceof parse/* ResultParseError */.Z1)
            return fail(`The test result could not be read: ${e.message}; nothing was adopted`);
        throw e;
    }
    const ignorePath = ctx.config.ignoreFile.path;
    let existing;
    try {
        existing = readIfThere(ignorePath);
    }
    catch (e) {
        // A folder, a file it may not read: never overwritten blind.
        return fail(`${ctx.words.input('ignore-file')}: ${(0,common_text/* forLog */.Ig)(ignorePath, 300)} cannot be read: ${(0,common_text/* errorText */.kc)(e, 300)}; nothing was adopted`);
    }
    // Today's accepted risks and policy decide what counts; a missing file is made (adopt creates it).
    const ignore = existing === undefined
        ? { rules: [], policy: [] }
        : await (0,gate_files/* loadIgnoreRules */.ej)({ path: ignorePath, explicit: true }, ctx.words.input('ignore-file'));
    if ('error' in ignore)
        return fail(`${ignore.error}; nothing was adopted`);
    const now = ctx.clock.now();
    // No baseline: adopt records the whole of today, whatever an older baseline held.
    const gateOptions = {
        threshold: ctx.config.threshold,
        budget: ctx.config.budget,
        ignore: ignore.rules,
        policy: ignore.policy,
        findings: parsed.findings,
        now,
        expiryWarningMs: 0
    };
    const verdict = (0,gate/* judge */.S)(parsed, gateOptions);
    const counted = verdict.occurrences.filter((o) => o.counted);
    let entries;
    try {
        // Loaded only by adopt: the YAML parser costs every other command start-up time.
        const { addAdoptedEntries } = await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 120));
        entries = addAdoptedEntries(existing ?? '', counted, now, ctx.config.adoptExpiryMs);
    }
    catch (e) {
        return fail(`ignore-file: ${(0,common_text/* forLog */.Ig)(ignorePath, 300)}: ${(0,common_text/* errorText */.kc)(e, 1000)}; nothing was adopted`);
    }
    const baselinePath = ctx.config.baseline.kind === 'file' ? ctx.config.baseline.path : DEFAULT_BASELINE_FILE;
    // The baseline holds open only what was adopted (an accepted risk written for it), and every
    // fixed occurrence (so its return is a regression). An open occurrence adopt did not take
    // (below the threshold, under a warn or monitor policy, already accepted, beyond the cap) is
    // new to this baseline: it counts as soon as the threshold, the policy or its entry says so,
    // instead of being hidden by the baseline for ever. One an earlier adopt already accepted (an
    // unexpired `reason: adopted` entry) is adopted too: a second adopt keeps it in the baseline.
    const adoptedIds = new Set(counted.slice(0, entries.added).map((o) => o.id));
    for (const o of verdict.occurrences) {
        if (o.state === 'ignored' && o.ignoredBecause?.reason === types/* ADOPTED_REASON */.DD)
            adoptedIds.add(o.id);
    }
    const inBaseline = {
        ...parsed,
        occurrences: parsed.occurrences.filter((o) => o.fixed || adoptedIds.has(o.id))
    };
    const baselineVerdict = (0,gate/* judge */.S)(inBaseline, gateOptions);
    const report = {
        ...(0,publish.buildReportContext)(ctx, {
            // The outcome agrees with the verdict the file carries (judged without a baseline).
            outcome: baselineVerdict.passed ? 'passed' : 'failed',
            info: { applicationToken: app, resultToken, status: 'completed', progress: 100 },
            evaluation: { rawText: '', parsed: inBaseline, verdict: baselineVerdict }
        }),
        // The baseline is for review in a pull request: the raw result stays out of it.
        rawResult: undefined,
        message: `Written by adopt on ${entries.adopted}: the baseline of the gate`
    };
    // Both files or neither: a baseline without its accepted risks would change the gate unseen.
    const unwritten = writeTogether([
        {
            what: 'the accepted-risks file',
            path: ignorePath,
            write: (file) => (0,file_write/* writeTextSafely */.Dl)(file, entries.text)
        },
        {
            what: 'the baseline file',
            path: baselinePath,
            write: (file) => (0,json_report/* writeJsonReport */.a_)(file, report, new Date(now))
        }
    ]);
    if (unwritten.length > 0) {
        return fail(`${(0,report_unwritten/* unwrittenFailure */.f)(unwritten, undefined)}; nothing was adopted`);
    }
    const facts = {
        parsed,
        inBaseline: inBaseline.occurrences.length,
        counted: counted.length,
        entries,
        baselinePath,
        resultToken
    };
    // Each from the raw text: the log's escaping for the log, Markdown's for the summary.
    for (const line of summaryLines(ctx, facts, common_text/* forLog */.Ig))
        ctx.log.info(line);
    if (entries.left > 0) {
        ctx.log.warning(`adopt: ${entries.left} counted occurrences were not adopted (at most ${entries.added} entries are written); they still count`);
    }
    const lines = summaryLines(ctx, facts, common_text/* forMarkdown */.Bm);
    (0,step_summary/* appendStepSummary */.Jc)(ctx, `## Security test: adopted\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`);
    return {
        outcome: 'passed',
        application: { token: app, name: parsed.meta.applicationName },
        outputs: { 'result-token': resultToken, 'report-file': baselinePath }
    };
}
/** The result to adopt: a new test's (adopt-scan), result-token's, or the latest completed one. */
async function adoptedResult(ctx) {
    const app = ctx.config.applicationToken;
    if (ctx.config.adoptScan) {
        // The test is run and reported as `scan` does; what it found is then adopted, pass or fail.
        const scanned = await (0,scan/* scan */.S)(ctx);
        const token = scanned.outputs['result-token'];
        const judged = ['passed', 'warned', 'failed'].includes(scanned.outcome);
        if (!judged || typeof token !== 'string' || token === '') {
            return {
                done: {
                    ...scanned,
                    failure: `${scanned.failure ?? 'The test ended without a result'}; nothing was adopted`
                }
            };
        }
        return { resultToken: token, raw: await ctx.tests.result(app, token, ctx.signal) };
    }
    if (ctx.config.resultToken) {
        const resultToken = ctx.config.resultToken;
        return { resultToken, raw: await ctx.tests.result(app, resultToken, ctx.signal) };
    }
    const { found, skipped } = await (0,past_results/* latestPastResult */.LW)(ctx, app, 'Adopt');
    if (!found) {
        const why = skipped > 0 ? ` (the last ${skipped} ended without a result)` : '';
        throw new errors/* ApiError */.hD(`The application ${app} has no completed test to adopt${why}; run a test first, or set adopt-scan: true.`, { kind: 'service', operation: 'list test sessions' });
    }
    ctx.log.info(`Adopting the latest completed test ${(0,common_text/* forLog */.Ig)(found.resultToken, 64)}`);
    return { resultToken: found.resultToken, raw: found.raw };
}
/** What adopt wrote, each untrusted part through `esc` (forLog or forMarkdown). */
function summaryLines(ctx, facts, esc) {
    const { parsed, entries, baselinePath } = facts;
    const open = parsed.occurrences.filter((o) => !o.fixed).length;
    const fixed = parsed.occurrences.length - open;
    const adoptedOpen = facts.inBaseline - fixed;
    const notTaken = open - adoptedOpen;
    return [
        `Adopted test ${esc(facts.resultToken, 64)} of application ${esc(ctx.config.applicationToken, 64)}`,
        `Baseline: ${esc(baselinePath, 300)} with ${facts.inBaseline} occurrences (${adoptedOpen} adopted open, ${fixed} fixed)` +
            (notTaken > 0
                ? `; the other ${notTaken} open occurrences are not in it: they count as soon as the threshold, a policy or their accepted risk says so`
                : ''),
        `Accepted risks: ${entries.added} of ${facts.counted} counted occurrences added to ${esc(ctx.config.ignoreFile.path, 300)} (reason: adopted, adopted ${entries.adopted}, expires ${entries.expires}); its existing entries are unchanged`,
        `Next: commit both files for review, and gate with baseline: ${esc(baselinePath, 300)}`
    ];
}


/***/ }),

/***/ 121:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dy: () => (/* binding */ baselineFromResult),
/* harmony export */   GE: () => (/* binding */ BaselineEntryError),
/* harmony export */   o0: () => (/* binding */ baselineFromReportFile)
/* harmony export */ });
/* unused harmony export BaselineError */
/* harmony import */ var _decode_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(122);
/* harmony import */ var _repeated_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(133);
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(123);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(119);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(125);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(130);
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(134);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(135);
// Baselines: the occurrence identities known before this run. From the previous test's result
// (`baseline: previous`), or from a file: the JSON report an earlier run wrote (`report-file`),
// or, failing that, a raw result document saved by hand (with or without the v2 envelope).








/** The baseline cannot be used. The message is safe to print and names no path (the caller does). */
class BaselineError extends Error {
    constructor(message) {
        super(message);
        this.name = 'BaselineError';
    }
}
/**
 * An entry says one thing to a reviewer (its name and URL) and another to the gate (its id): the
 * file is refused whatever `baseline-missing` says — it is not missing, it is wrong.
 */
class BaselineEntryError extends BaselineError {
    constructor(message) {
        super(message);
        this.name = 'BaselineEntryError';
    }
}
const ID = /^[0-9a-f]{32}$/;
const MAX_PROBLEMS_SHOWN = 3;
function baselineFromResult(parsed, source) {
    return toSet(parsed.occurrences, source);
}
/**
 * A report file's `occurrences` (`{ id?, name, method, url, fixed }`; the id is recomputed when
 * absent, and trusted when present so a baseline survives a later change of how names are
 * cleaned). A document that is not such a report is read as a result document.
 */
function baselineFromReportFile(text, source, forApplication) {
    const parsed = (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJson */ .qF)(text, 'the baseline file', BaselineError);
    // A reviewer reads the first copy of a key written twice; JSON.parse keeps the last.
    const repeated = (0,_repeated_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .findRepeatedKey */ .h)(text);
    if (repeated)
        throw new BaselineError((0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .repeatedKeyLine */ ._Y)('the baseline file', repeated));
    const doc = forApplication === undefined ? parsed : reportOf(parsed, forApplication);
    if (!(0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(doc))
        throw new BaselineError('the baseline file is not a JSON object');
    const refused = isReport(doc) ? outcomeProblem(doc) : undefined;
    if (refused)
        throw new BaselineError(refused);
    const occurrences = (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(doc, 'occurrences');
    // A report without a verdict (the run errored, stopped or timed out) lists no occurrences:
    // that is no knowledge, not a clean baseline. Only its raw result, if any, can serve.
    const judged = !isReport(doc) || (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(doc, 'verdict') !== null;
    if (judged && Array.isArray(occurrences) && isReportList(occurrences)) {
        const from = forApplication === undefined ? 0 : Math.max(0, text.indexOf(`"${forApplication}"`));
        return toSet(readReportOccurrences(occurrences, lineFinder(text, from)), source);
    }
    if (isReport(doc)) {
        // A report of a run that could not read its result: the raw result may still be in it.
        const raw = (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(doc, 'rawResult');
        if (typeof raw === 'string')
            return fromResultDocument(raw, source);
        throw new BaselineError('the report in the baseline file holds no occurrences (its run ended without a verdict)');
    }
    const envelope = (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(doc, 'result');
    const looksLikeEnvelope = (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(doc, 'code') !== undefined || (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(doc, 'status') !== undefined;
    return fromResultDocument(envelope !== undefined && looksLikeEnvelope ? envelope : doc, source);
}
/**
 * With several applications a baseline file may hold several reports (a JSON array of them):
 * the one of `token`. A single report of another application is refused, not used: its
 * occurrences would all read as fixed.
 */
function reportOf(doc, token) {
    const tokenOf = (d) => {
        const app = (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(d) ? (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(d, 'application') : undefined;
        return (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(app) ? (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(app, 'token') : undefined;
    };
    if (Array.isArray(doc)) {
        const found = doc.find((d) => isReport(d) && tokenOf(d) === token);
        if (found === undefined) {
            throw new BaselineError(`the baseline file holds no report of application ${token}`);
        }
        return found;
    }
    const other = isReport(doc) ? tokenOf(doc) : undefined;
    if (typeof other === 'string' && other !== token) {
        throw new BaselineError(`the baseline file is the report of another application, not of ${token}`);
    }
    return doc;
}
function fromResultDocument(raw, source) {
    try {
        return baselineFromResult((0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .parseResult */ .F)(raw), source);
    }
    catch (error) {
        if (error instanceof _decode_js__WEBPACK_IMPORTED_MODULE_0__/* .ResultParseError */ .Z1) {
            throw new BaselineError(`the baseline file is neither a report nor a result: ${error.message}`);
        }
        throw error;
    }
}
/** The outcomes of a run whose gate passed: only such a run's report may be a baseline. */
const PASSING_OUTCOMES = ['passed', 'warned'];
/**
 * Why the report may not be a baseline, or undefined when it may. A baseline hides only what a
 * passing verdict accepted: the report of a run that failed its gate (or errored, timed out or
 * was stopped) would hide the very occurrences that failed it. `adopt`'s file is a baseline by
 * purpose whatever its outcome says (it records the verdict without a baseline of what it
 * adopted, which fails until the accepted risks it wrote beside it are read). A report with no
 * readable outcome is refused too: nothing shows it passed.
 */
function outcomeProblem(doc) {
    if ((0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(doc, 'command') === 'adopt')
        return undefined;
    const outcome = (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(doc, 'outcome');
    if (typeof outcome === 'string' && PASSING_OUTCOMES.includes(outcome))
        return undefined;
    const said = typeof outcome === 'string'
        ? `its run's outcome was ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .forLog */ .Ig)(outcome, 30)}`
        : 'it states no outcome (schema security-test-action/report@1 writes one)';
    return `the baseline file is a report whose gate did not pass: ${said}; only the report of a run that passed or warned, or the file adopt writes, is a baseline (a baseline hides only what a passing verdict accepted)`;
}
function isReport(doc) {
    if (!(0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(doc))
        return false;
    const schema = (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(doc, 'schema');
    return typeof schema === 'string' && schema.startsWith('security-test-action/report@');
}
/** Report entries carry a boolean `fixed`; a result's occurrences carry a `status` instead. */
function isReportList(list) {
    const first = list.find(_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv);
    return first === undefined ? list.length === 0 : typeof (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(first, 'fixed') === 'boolean';
}
function readReportOccurrences(list, lineOf) {
    const known = [];
    const problems = [];
    /** How many entries so far wrote each id: the line of the n-th is looked for. */
    const written = new Map();
    list.forEach((entry, index) => {
        const problem = readEntry(entry, known);
        const id = (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(entry) ? (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(entry, 'id') : undefined;
        const nth = typeof id === 'string' ? (written.get(id) ?? 0) : 0;
        if (typeof id === 'string')
            written.set(id, nth + 1);
        if (problem === undefined)
            return;
        if (typeof problem === 'string') {
            problems.push(`occurrence #${index + 1} ${problem}`);
            return;
        }
        const line = lineOf(problem.id, nth);
        throw new BaselineEntryError(`the baseline file disagrees with itself: occurrence #${index + 1}` +
            `${line === undefined ? '' : ` at line ${line}`}: ${problem.text} ` +
            '(a reviewer reads the name and URL, the gate the id); correct the entry, or run adopt again');
    });
    if (problems.length > 0) {
        const shown = problems.slice(0, MAX_PROBLEMS_SHOWN).join('; ');
        const more = problems.length > MAX_PROBLEMS_SHOWN
            ? ` (and ${problems.length - MAX_PROBLEMS_SHOWN} more)`
            : '';
        throw new BaselineError(`the baseline file is damaged: ${shown}${more}`);
    }
    return known;
}
/**
 * Adds the entry to `known`, or says what is wrong with it: a damaged entry (text), or one whose
 * id disagrees with the name, method and URL beside it (refused, naming its line).
 */
function readEntry(entry, known) {
    if (!(0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(entry))
        return 'is not an object';
    const fixed = (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(entry, 'fixed');
    if (typeof fixed !== 'boolean')
        return 'has no fixed: true/false';
    const id = (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(entry, 'id');
    const name = (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(entry, 'name');
    const method = (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(entry, 'method');
    const url = (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(entry, 'url');
    const details = typeof name === 'string' && typeof url === 'string'
        ? { name, method: typeof method === 'string' ? method : '', url }
        : {};
    if (id !== undefined && id !== null && (typeof id !== 'string' || !ID.test(id)))
        return 'has an id that is not 32 hex digits';
    // What a reviewer reads is the name and URL: written at all, both must be there and agree with
    // the id (a name beside an id with no URL would show one finding and hide another).
    const writes = [name, method, url].some((v) => v !== undefined);
    if (writes && (typeof name !== 'string' || typeof url !== 'string'))
        return 'writes a name, method or URL but not both a name and a URL as text, so its id cannot be checked against them';
    if (typeof id !== 'string' && details.name === undefined)
        return 'has no id and no name and url';
    const written = (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(entry, 'severity');
    const severity = _types_js__WEBPACK_IMPORTED_MODULE_7__/* .SEVERITIES */ .oC.includes(written)
        ? written
        : undefined;
    // Without the severity it was recorded at, an open entry would hide the occurrence at any.
    if (!fixed && severity === undefined)
        return `has no severity (${_types_js__WEBPACK_IMPORTED_MODULE_7__/* .SEVERITIES */ .oC.join(', ')}): the one it was accepted at`;
    const recorded = { fixed, ...(severity === undefined ? {} : { severity }) };
    if (details.name === undefined || details.url === undefined) {
        if (typeof id !== 'string')
            return 'has no id and no name and url';
        // Nothing beside the id to disagree with.
        known.push({ id, ...recorded });
        return undefined;
    }
    const own_ = (0,_identity_js__WEBPACK_IMPORTED_MODULE_4__/* .occurrenceId */ .JY)(details.name, details.method, details.url, severity);
    if (typeof id !== 'string' || id === own_) {
        known.push({ id: own_, ...recorded, ...details });
        return undefined;
    }
    // The report writes a name or URL it had to shorten or spell out (`…`, `\u001b`) as it shows
    // them: such an entry cannot be checked, so it is left out (its occurrence counts as new).
    if (altered(details.name) || altered(details.url))
        return undefined;
    return {
        id,
        text: `its id is not the id of "${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .forLog */ .Ig)(details.name, 200)}" ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .forLog */ .Ig)((0,_identity_js__WEBPACK_IMPORTED_MODULE_4__/* .normalizeMethod */ .tA)(details.method), 20)} ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .forLog */ .Ig)(details.url, 300)}`
    };
}
function altered(text) {
    return text.endsWith('…') || text.includes('\\u');
}
/**
 * The 1-based line of the `nth` (from 0) entry writing an id, in the file's text from `from` (the
 * report of the application, in a file of several): the id's JSON string, in order.
 */
function lineFinder(text, from) {
    return (id, nth) => {
        let at = from - 1;
        for (let n = 0; n <= nth; n++) {
            at = text.indexOf(`"${id}"`, at + 1);
            if (at < 0)
                return undefined;
        }
        let line = 1;
        for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1))
            line++;
        return line;
    };
}
/** An id listed both fixed and unfixed is unfixed, as the parser reads duplicates. */
function toSet(occurrences, source) {
    const unfixed = new Set();
    const fixed = new Set();
    const severity = new Map();
    const details = new Map();
    for (const o of occurrences) {
        if (o.fixed)
            continue;
        unfixed.add(o.id);
        // Listed twice: the less severe record is what both cover.
        const before = severity.get(o.id);
        const now = o.severity ?? 'very-low';
        severity.set(o.id, before === undefined || (0,_severity_js__WEBPACK_IMPORTED_MODULE_6__/* .reach */ .gl)(now) > (0,_severity_js__WEBPACK_IMPORTED_MODULE_6__/* .reach */ .gl)(before) ? now : before);
        if (o.name !== undefined && o.url !== undefined && !details.has(o.id)) {
            details.set(o.id, { name: o.name, method: o.method ?? '', url: o.url });
        }
    }
    for (const o of occurrences)
        if (o.fixed && !unfixed.has(o.id))
            fixed.add(o.id);
    return { source, unfixed, fixed, severity, details };
}


/***/ }),

/***/ 124:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ judge)
/* harmony export */ });
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(119);
/* harmony import */ var _ignore_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(127);
/* harmony import */ var _order_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(129);
/* harmony import */ var _policy_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(131);
/* harmony import */ var _regressions_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(132);
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(134);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(135);
/* harmony import */ var _verdict_line_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(136);
// The gate: every occurrence judged against the baseline, the accepted risks and the threshold;
// the counted ones measured against the budget.
//
// Decisions:
// - An occurrence's state is decided in this order: fixed, ignored (an unexpired accepted risk
//   matches), below-threshold (with fail-threshold none every unfixed one is below it), existing
//   (unfixed in the baseline), new. Only `new` ones count, and `existing` ones an expired
//   accepted risk matches (the baseline does not outlive the entry's expiry).
// - `existing` means unfixed in the baseline. An occurrence that was Fixed before and is open
//   again is a regression and counts: the baseline had it as fixed, or the application's previous
//   completed test did (`previouslyFixed`), or the service itself says so (status `Re-opened`).
// - counts.new is every unfixed occurrence not in the baseline (neither unfixed nor Fixed there),
//   whatever its state, so the `new-count` output does not depend on the threshold or the ignore
//   file; a regression the baseline had as Fixed is in counts.regressed instead. Counted ones are
//   in the state `new` either way ("new or regressed": what the gate counts with a baseline).
// - A regression is judged before the accepted risks and the
//   policy: neither hides it; only fail-threshold still applies (`none` never fails on findings).
// - An entry covers exactly what was reviewed: never an occurrence more severe than the one it
//   was written for (severity.ts `covers`). An occurrence the baseline holds at a less severe
//   severity, or that an accepted risk matches but for its severity (and none covers), is
//   escalated and counts like a regression. Only an accepted risk that records a severity
//   covering it hides one the baseline held lower: one without a severity was not written for it.
// - Policy rules (warn, monitor) apply after the accepted risks: an accepted occurrence stays
//   ignored, and counts (or warns) again when its entry expires.








function judge(parsed, options) {
    if (options.labels === undefined)
        return decide(parsed, options);
    // Decided with no baseline at all, so the labels cannot hide anything (by construction: they
    // are not passed to the decision); only then are the occurrences marked new or not.
    const { labels, ...rest } = options;
    return labelled(decide(parsed, rest), labels);
}
/**
 * What a labels-only baseline changes: which unfixed occurrences are new (isNew, new-count, the
 * monitored new ones), what was fixed since it, and its source. Never a state, a count the gate
 * adds up, the line, or passed.
 */
function labelled(verdict, labels) {
    const counts = { ...verdict.counts, new: (0,_types_js__WEBPACK_IMPORTED_MODULE_7__/* .zeroCounts */ .Nd)(), monitoredNew: (0,_types_js__WEBPACK_IMPORTED_MODULE_7__/* .zeroCounts */ .Nd)() };
    const open = new Set();
    for (const o of verdict.occurrences) {
        if (o.fixed)
            continue;
        open.add(o.id);
        // Known before, as open or as Fixed: not new (a Fixed one open again is labelled by the
        // gate's own regression rules, previouslyFixed and the service's Re-opened, never by these).
        o.isNew = !labels.unfixed.has(o.id) && !labels.fixed.has(o.id);
        if (!o.isNew)
            continue;
        counts.new[o.severity]++;
        if (o.state === 'monitored')
            counts.monitoredNew[o.severity]++;
    }
    let fixedSinceBaseline = 0;
    for (const id of labels.unfixed)
        if (!open.has(id))
            fixedSinceBaseline++;
    return {
        ...verdict,
        counts: { ...counts, fixedSinceBaseline },
        baselineSource: labels.source,
        baselineLabelsOnly: true
    };
}
function decide(parsed, options) {
    const { threshold, budget, baseline } = options;
    const matcher = new _ignore_js__WEBPACK_IMPORTED_MODULE_1__/* .IgnoreMatcher */ .Ds(options.ignore ?? [], options.now);
    const counts = {
        unfixed: (0,_types_js__WEBPACK_IMPORTED_MODULE_7__/* .zeroCounts */ .Nd)(),
        fixed: (0,_types_js__WEBPACK_IMPORTED_MODULE_7__/* .zeroCounts */ .Nd)(),
        new: (0,_types_js__WEBPACK_IMPORTED_MODULE_7__/* .zeroCounts */ .Nd)(),
        counted: (0,_types_js__WEBPACK_IMPORTED_MODULE_7__/* .zeroCounts */ .Nd)(),
        ignored: (0,_types_js__WEBPACK_IMPORTED_MODULE_7__/* .zeroCounts */ .Nd)(),
        warned: (0,_types_js__WEBPACK_IMPORTED_MODULE_7__/* .zeroCounts */ .Nd)(),
        regressed: (0,_types_js__WEBPACK_IMPORTED_MODULE_7__/* .zeroCounts */ .Nd)(),
        monitored: (0,_types_js__WEBPACK_IMPORTED_MODULE_7__/* .zeroCounts */ .Nd)(),
        monitoredNew: (0,_types_js__WEBPACK_IMPORTED_MODULE_7__/* .zeroCounts */ .Nd)()
    };
    const policy = new _policy_js__WEBPACK_IMPORTED_MODULE_3__/* .PolicyMatcher */ .Lu(options.policy ?? [], options.findings);
    // Expired entries, matched as if still valid: their occurrences count again even when the
    // baseline holds them (adopt writes both), or an expiry would mean nothing.
    const expiredMatcher = new _ignore_js__WEBPACK_IMPORTED_MODULE_1__/* .IgnoreMatcher */ .Ds(matcher.expired.map((m) => m.rule), 0);
    /** Entries that matched an open occurrence (used to tell stale ones and expiring ones). */
    const used = new Set();
    /** Expired entries (numbered as in expiredMatcher) that no longer hide an open occurrence. */
    const biting = new Set();
    // Only a baseline needs to know what is still unfixed (for "fixed since the baseline").
    const unfixedNow = baseline === undefined ? undefined : new Set();
    /** The severity an entry held the occurrence at, when it is more severe now and nothing covers it. */
    const escalation = (o, accepted, isNew) => {
        // An accepted risk that records a severity covering it was written for it as it is now.
        if (accepted?.rule.severity !== undefined)
            return undefined;
        const held = isNew ? undefined : baseline?.severity.get(o.id);
        if (held !== undefined && !(0,_severity_js__WEBPACK_IMPORTED_MODULE_5__/* .covers */ .hU)(held, o.severity))
            return held;
        return accepted === undefined ? matcher.exceeded(o) : undefined;
    };
    // A result has a few distinct status words and 100,000 occurrences: each word read once.
    const reopened = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .memoised */ .QC)(_regressions_js__WEBPACK_IMPORTED_MODULE_4__/* .isReopenedStatus */ .ry, 1000);
    const judgeOne = (o) => {
        const s = o.severity;
        if (o.fixed) {
            counts.fixed[s]++;
            return judged(o, 'fixed', false, false);
        }
        counts.unfixed[s]++;
        unfixedNow?.add(o.id);
        const isNew = baseline === undefined || !baseline.unfixed.has(o.id);
        // new-count is "unfixed and not in the baseline": one the baseline had as Fixed is in it
        // (a regression, counted in regressed-count instead).
        const fixedInBaseline = isNew && baseline?.fixed.has(o.id) === true;
        if (isNew && !fixedInBaseline)
            counts.new[s]++;
        const accepted = matcher.match(o);
        const escalatedFrom = escalation(o, accepted, isNew);
        if (fixedInBaseline || options.previouslyFixed?.has(o.id) === true || reopened(o.status)) {
            // Not "in use" for the entry that matches it: it cannot hide a regression, so its expiry
            // soon is no reason for `warned`.
            counts.regressed[s]++;
            const fresh = isNew && !fixedInBaseline;
            if (!(0,_severity_js__WEBPACK_IMPORTED_MODULE_5__/* .atOrAbove */ .kU)(s, threshold))
                return judged(o, 'below-threshold', false, fresh, undefined, true);
            counts.counted[s]++;
            return judged(o, 'new', true, fresh, undefined, true);
        }
        if (escalatedFrom !== undefined) {
            if (!(0,_severity_js__WEBPACK_IMPORTED_MODULE_5__/* .atOrAbove */ .kU)(s, threshold))
                return judged(o, 'below-threshold', false, isNew, undefined, false, escalatedFrom);
            counts.counted[s]++;
            return judged(o, 'new', true, isNew, undefined, false, escalatedFrom);
        }
        if (accepted !== undefined) {
            used.add(accepted.number);
            counts.ignored[s]++;
            return judged(o, 'ignored', false, isNew, {
                reason: accepted.rule.reason,
                expires: accepted.rule.expires
            });
        }
        // No valid entry hides it: an expired one that matches is why it shows again.
        const expired = expiredMatcher.isEmpty ? undefined : expiredMatcher.match(o);
        if (expired !== undefined)
            biting.add(expired.number);
        const mode = policy.match(o)?.mode;
        if (mode === 'warn') {
            counts.warned[s]++;
            return judged(o, 'warned', false, isNew);
        }
        if (mode === 'monitor') {
            counts.monitored[s]++;
            if (isNew)
                counts.monitoredNew[s]++;
            return judged(o, 'monitored', false, isNew);
        }
        if (!(0,_severity_js__WEBPACK_IMPORTED_MODULE_5__/* .atOrAbove */ .kU)(s, threshold))
            return judged(o, 'below-threshold', false, isNew);
        if (!isNew) {
            if (expired === undefined)
                return judged(o, 'existing', false, false);
            counts.counted[s]++;
            return judged(o, 'existing', true, false);
        }
        counts.counted[s]++;
        return judged(o, 'new', true, true);
    };
    // What the line names, counted as each occurrence is judged (no pass over them afterwards).
    let regressedCounted = 0;
    let escalatedCounted = 0;
    let expiredCounted = 0;
    let monitored = 0;
    const judgedAll = new Array(parsed.occurrences.length);
    for (let i = 0; i < parsed.occurrences.length; i++) {
        const j = judgeOne(parsed.occurrences[i]);
        judgedAll[i] = j;
        if (j.counted) {
            if (j.regressed === true)
                regressedCounted++;
            if (j.escalatedFrom !== undefined)
                escalatedCounted++;
            if (j.state === 'existing')
                expiredCounted++;
        }
        else if (j.state === 'monitored')
            monitored++;
    }
    const occurrences = (0,_order_js__WEBPACK_IMPORTED_MODULE_2__/* .inReportOrder */ .ET)(judgedAll);
    let fixedSinceBaseline = 0;
    for (const id of baseline?.unfixed ?? [])
        if (!unfixedNow?.has(id))
            fixedSinceBaseline++;
    const passed = (0,_verdict_line_js__WEBPACK_IMPORTED_MODULE_6__/* .gatePasses */ .xZ)(threshold, budget, counts.counted);
    const line = (0,_verdict_line_js__WEBPACK_IMPORTED_MODULE_6__/* .verdictLine */ .MT)({
        threshold,
        budget,
        counted: counts.counted,
        unfixedTotal: (0,_types_js__WEBPACK_IMPORTED_MODULE_7__/* .totalOf */ .e6)(counts.unfixed),
        withBaseline: baseline !== undefined,
        // An escalation is a change for the worse, as a regression is: "new or regressed".
        regressedCounted: regressedCounted + escalatedCounted,
        expiredCounted,
        setAside: {
            warned: (0,_types_js__WEBPACK_IMPORTED_MODULE_7__/* .totalOf */ .e6)(counts.warned),
            monitored,
            accepted: (0,_types_js__WEBPACK_IMPORTED_MODULE_7__/* .totalOf */ .e6)(counts.ignored)
        }
    });
    // A regression is worth naming in the one line that fails the step: no accepted risk hid it.
    const regressed = passed ? 0 : regressedCounted;
    const verdict = {
        passed,
        line: line +
            (regressed === 0 ? '' : ` (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(regressed)} regressed: was Fixed, open again)`) +
            (passed || escalatedCounted === 0
                ? ''
                : ` (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(escalatedCounted)} escalated: more severe than the entry that accepted it)`) +
            (passed || expiredCounted === 0
                ? ''
                : ` (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(expiredCounted)} counted again: accepted risk expired)`),
        threshold,
        budget,
        occurrences,
        counts: { ...counts, fixedSinceBaseline, total: occurrences.length },
        expiredRules: matcher.expired.map((m) => m.rule),
        expiringRules: (0,_regressions_js__WEBPACK_IMPORTED_MODULE_4__/* .expiringSoon */ .s_)(options.ignore ?? [], used, options.now, options.expiryWarningMs),
        // An expired entry whose occurrences are gone is "fixed — remove this entry" like a valid
        // one; one whose occurrences another valid entry hides says nothing (it hides nothing).
        staleRules: [
            ...(0,_regressions_js__WEBPACK_IMPORTED_MODULE_4__/* .staleRules */ .xs)(options.ignore ?? [], used, options.now, parsed.occurrences),
            ...(0,_regressions_js__WEBPACK_IMPORTED_MODULE_4__/* .matchingNoOpen */ .$p)(matcher.expired.filter((_, i) => !biting.has(i + 1)).map((m) => m.rule), parsed.occurrences)
        ],
        warnings: [
            ...parsed.warnings,
            ...matcher.expired.filter((_, i) => biting.has(i + 1)).map(expiredWarning)
        ]
    };
    if (baseline !== undefined)
        verdict.baselineSource = baseline.source;
    return verdict;
}
// The judgement is written onto the occurrence itself: one object per occurrence for the whole
// run (a copy of 100,000 of them costs megabytes). Every field is set on every call, so judging
// the same result again with other options gives the new answer.
function judged(o, state, counted, isNew, ignoredBecause, regressed = false, escalatedFrom) {
    const j = o;
    j.state = state;
    j.counted = counted;
    j.isNew = isNew;
    j.ignoredBecause = ignoredBecause;
    j.regressed = regressed;
    j.escalatedFrom = escalatedFrom;
    return j;
}
function expiredWarning({ rule, number }) {
    const what = rule.finding !== undefined ? `for "${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(rule.finding, 200)}"` : `for occurrence ${rule.id}`;
    return `accepted risk #${number} ${what} expired on ${rule.expires} and counts again`;
}


/***/ }),

/***/ 127:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ds: () => (/* binding */ IgnoreMatcher),
/* harmony export */   TK: () => (/* binding */ expiryTime),
/* harmony export */   _d: () => (/* binding */ isExpired)
/* harmony export */ });
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(119);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(125);
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(134);
// Accepted risks: matching occurrences against the ignore file's entries (read by
// ignore-file.ts) and telling when an entry has expired.



const DAY_MS = 86_400_000;
function expiryTime(rule) {
    const [y, m, d] = rule.expires.split('-').map(Number);
    return Date.UTC(y, m - 1, d) + DAY_MS;
}
function isExpired(rule, now) {
    return now >= expiryTime(rule);
}
/**
 * Finds the first unexpired rule (in file order) that matches an occurrence, through maps by id
 * and by lower-cased name, so 100,000 occurrences × many rules stays linear.
 */
class IgnoreMatcher {
    expired = [];
    byId = new Map();
    byName = new Map();
    lowerName = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .memoised */ .QC)((name) => name.trim().toLowerCase(), 100_000);
    /** Some unexpired entry records a severity (only such an entry can be exceeded). */
    bounded = false;
    constructor(rules, now) {
        rules.forEach((rule, i) => {
            const match = { rule, number: i + 1 };
            if (isExpired(rule, now)) {
                this.expired.push(match);
                return;
            }
            const compiled = {
                ...match,
                finding: rule.finding?.trim().toLowerCase(),
                url: rule.url === undefined ? undefined : (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeUrl */ .l2)(rule.url)
            };
            if (rule.severity !== undefined)
                this.bounded = true;
            if (rule.id !== undefined)
                push(this.byId, rule.id, compiled);
            else if (compiled.finding !== undefined)
                push(this.byName, compiled.finding, compiled);
        });
    }
    get isEmpty() {
        return this.byId.size === 0 && this.byName.size === 0;
    }
    /** The first entry that matches the occurrence and was written for its severity or a worse one. */
    match(occurrence) {
        return this.first(occurrence, true);
    }
    /**
     * The severity of the first entry that matches the occurrence but for its severity (it was
     * written for a less severe one): when `match` finds none, the occurrence is an escalation.
     */
    exceeded(occurrence) {
        // Only an entry that records a severity can be exceeded: most files have none.
        if (!this.bounded)
            return undefined;
        return this.first(occurrence, false)?.rule.severity;
    }
    first(o, covering) {
        if (this.isEmpty)
            return undefined;
        const lower = this.lowerName(o.name);
        const byId = earliest(undefined, this.byId.get(o.id), o, lower, covering);
        const best = earliest(byId, this.byName.get(lower), o, lower, covering);
        return best === undefined ? undefined : { rule: best.rule, number: best.number };
    }
}
/** The earliest candidate that fits the occurrence and covers its severity (or, `covering` false, does not). */
function earliest(best, candidates, o, lowerName, covering) {
    for (const c of candidates ?? []) {
        if (best !== undefined && c.number >= best.number)
            continue;
        if (fits(c, o, lowerName) && (0,_severity_js__WEBPACK_IMPORTED_MODULE_2__/* .covers */ .hU)(c.rule.severity, o.severity) === covering)
            best = c;
    }
    return best;
}
function fits(c, o, lowerName) {
    const { rule } = c;
    if (rule.id !== undefined && rule.id !== o.id)
        return false;
    if (c.finding !== undefined && c.finding !== lowerName)
        return false;
    if (c.url !== undefined && c.url !== o.normalizedUrl)
        return false;
    return rule.method === undefined || rule.method === o.method;
}
function push(map, key, value) {
    const list = map.get(key);
    if (list === undefined)
        map.set(key, [value]);
    else
        list.push(value);
}


/***/ }),

/***/ 130:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Z1: () => (/* reexport */ decode/* ResultParseError */.Z1),
  F: () => (/* binding */ parseResult)
});

// UNUSED EXPORTS: LOCATION_UNKNOWN

// EXTERNAL MODULE: ./src/findings/fields.ts + 1 modules
var fields = __nccwpck_require__(123);
// EXTERNAL MODULE: ./src/common/text.ts
var common_text = __nccwpck_require__(119);
// EXTERNAL MODULE: ./src/findings/decode.ts
var decode = __nccwpck_require__(122);
// EXTERNAL MODULE: ./src/findings/identity.ts
var identity = __nccwpck_require__(125);
// EXTERNAL MODULE: ./src/findings/severity.ts
var findings_severity = __nccwpck_require__(134);
;// CONCATENATED MODULE: ./src/findings/count-keys.ts
// Which keys of a result document state a count of what was found, read from the key's words
// (`critical_count` → critical count, `openHigh` → unfixed high, `total_vulnerabilities` → a total
// of findings, `occurrence_count` → a total of occurrences). The principle: a count whose name
// speaks of a severity, of findings, vulnerabilities, issues, alerts or occurrences — or that is
// a bare "total"/"count" where such counts stand — is a claim about what was found, and the
// reader must be able to account for it (severity-summary.ts). Any other word in the key makes it
// a count of something else (`request_count`, `page_count`, `scanned_urls_count`, `duration`).
// A count named open, unfixed, active, new (or unresolved, outstanding, remaining, "not fixed")
// claims unfixed occurrences: Fixed ones never account for it. Keys come in any case and form:
// run together (`criticalcount`, `TOTALVULNS`), abbreviated (`critical_cnt`, `qty_critical`), or
// as a paged list's total (`total_results`, `totalItems`), which counts findings where a bare
// total does. The contract says "any case or suffix form": a key we cannot split is no claim, so
// the vocabulary errs on reading more keys as counts (fail closed), not fewer.


// Words that say "a count of": `critical_count`, `numHigh`, `total_low`, `no_of_issues`.
const CONNECTORS = new Set([
    'of',
    'n',
    'no',
    'nb',
    'num',
    'number',
    'all',
    'unique',
    'distinct',
    'found',
    'detected',
    'reported',
    'identified'
]);
// A bare key needs one of these to be a count at all (`number` alone may number something else).
const COUNT_WORDS = new Set(['count', 'counts', 'total', 'totals', 'cnt', 'qty']);
// What a paged list counts (`total_results`, `totalItems`, `totalElements`): with a count word
// (or `num`, `number`) a bare total; alone (`results`, `items`) no count at all.
const PAGED = new Set(['results', 'result', 'items', 'item', 'elements', 'element']);
const NUMBERED = new Set(['num', 'number']);
const UNFIXED = new Set([
    'open',
    'unfixed',
    'notfixed',
    'active',
    'new',
    'unresolved',
    'outstanding',
    'remaining'
]);
// Counts of Fixed or closed occurrences are at most all those read: compared with all of them.
const OTHER_STATUS = new Set(['fixed', 'closed', 'resolved']);
const EITHER = new Set([
    'finding',
    'findings',
    'vulnerability',
    'vulnerabilities',
    'vuln',
    'vulns',
    'issue',
    'issues',
    'alert',
    'alerts',
    // `total_risks`: a count of risks is one of findings (`risk` alone names a field: `risk_level`).
    'risks'
]);
const OCCURRENCES = new Set([
    'occurrence',
    'occurrences',
    'occurence',
    'occurences',
    'instance',
    'instances'
]);
// Words that may stand beside a severity only (`high_risk_issues`, `severity_critical`); without
// one the key names a field, not a count (`severity_count`, `risk_level`).
const SEVERITY_FILLER = new Set(['risk', 'severity', 'level', 'sev']);
// "crit", "med" as dashboards abbreviate them.
const SHORT = new Map([
    ['crit', 'critical'],
    ['crits', 'critical'],
    ['med', 'medium'],
    ['hi', 'high'],
    ['lo', 'low']
]);
const MAX_KEY_CHARS = 60;
/** The words of a key: `openCriticalCount` → open, critical, count. */
function keyWords(key) {
    return key
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w !== '');
}
// Keys written without separators (`criticalcount`, `TOTALVULNS`, `opencritical`) are split into
// the words above: a word that is none of them but is made of them whole is read as those words.
// A word that does not split whole (`counter`, `lowercase`, `median`) stays one unknown word.
const SEVERITY_WORDS = ['critical', 'criticals', 'high', 'highs', 'medium', 'mediums', 'moderate'];
const VOCABULARY = new Set([
    ...CONNECTORS,
    ...COUNT_WORDS,
    ...PAGED,
    ...UNFIXED,
    'not',
    'fixed',
    ...OTHER_STATUS,
    ...EITHER,
    ...OCCURRENCES,
    ...SEVERITY_FILLER,
    ...SEVERITY_WORDS,
    ...['low', 'lows', 'very', 'info', 'informational', 'crit', 'crits', 'med'],
    ...['summary', 'stats', 'statistics', 'counts', 'totals', 'overview', 'by', 'per', 'status']
    // One-letter and two-letter abbreviations split too much (`n`, `nb`, `hi`, `lo`).
].filter((w) => w.length > 2 || w === 'of' || w === 'no' || w === 'by'));
const MAX_PIECE = Math.max(...[...VOCABULARY].map((w) => w.length));
/** `criticalcount` → critical, count; undefined when it is not made of known words whole. */
function split(word) {
    // Fewest pieces to each prefix (a word is at most MAX_KEY_CHARS long).
    const best = [[]];
    for (let end = 1; end <= word.length; end++) {
        for (let start = Math.max(0, end - MAX_PIECE); start < end; start++) {
            const before = best[start];
            const piece = word.slice(start, end);
            if (before === undefined || !VOCABULARY.has(piece))
                continue;
            const candidate = best[end];
            if (candidate === undefined || before.length + 1 < candidate.length) {
                best[end] = [...before, piece];
            }
        }
    }
    return best[word.length];
}
/** A key's words, each one that runs several together split into them. */
function countWords(key) {
    const words = [];
    for (const w of keyWords(key)) {
        if (VOCABULARY.has(w) || severityOf(w) !== undefined)
            words.push(w);
        else
            words.push(...(split(w) ?? [w]));
    }
    return words;
}
/** What a count under `key` states, or undefined when the key names no count of findings. */
const countKey = (0,common_text/* memoised */.QC)((key) => (key.length > MAX_KEY_CHARS ? null : (readKey(key) ?? null)), 10_000);
function readKey(key) {
    const rest = [];
    let unfixed = false;
    let counting = false;
    let status = false;
    let occurrences = false;
    let things = false;
    let filler = false;
    let paged = false;
    let numbered = false;
    const words = countWords(key);
    for (let i = 0; i < words.length; i++) {
        const w = words[i];
        if (w === 'not' && words[i + 1] === 'fixed') {
            unfixed = true;
            i++;
        }
        else if (UNFIXED.has(w))
            unfixed = true;
        else if (COUNT_WORDS.has(w))
            counting = true;
        else if (OTHER_STATUS.has(w))
            status = true;
        else if (OCCURRENCES.has(w))
            occurrences = true;
        else if (EITHER.has(w))
            things = true;
        else if (SEVERITY_FILLER.has(w))
            filler = true;
        else if (PAGED.has(w))
            paged = true;
        else if (NUMBERED.has(w))
            numbered = true;
        else if (!CONNECTORS.has(w))
            rest.push(w);
    }
    if (rest.length > 0) {
        const severity = rest.length <= 2 ? severityOf(rest.join('')) : undefined;
        return severity === undefined ? undefined : { severity, unfixed };
    }
    if (filler)
        return undefined;
    if (occurrences) {
        const alone = !counting && !unfixed && !status && !things && !paged && words.length === 1;
        return alone ? { of: 'occurrences', unfixed, hits: true } : { of: 'occurrences', unfixed };
    }
    if (things)
        return { of: 'either', unfixed };
    if (counting || (paged && numbered))
        return { of: 'bare', unfixed };
    if (paged)
        return undefined;
    if (unfixed || status)
        return { of: 'bare', unfixed, statusOnly: true };
    return undefined;
}
function severityOf(label) {
    // "criticals", "highs".
    return (0,findings_severity/* severityOfLabel */.ze)(label) ?? (0,findings_severity/* severityOfLabel */.ze)(label.replace(/s$/, '')) ?? SHORT.get(label);
}
const DIGITS = /^\s*\d{1,400}\s*$/;
// Anything that starts like a number ("2", "-1", "1e21", "2 findings") is meant as a count.
const NUMBER_TEXT = /^\s*[-+]?(?:\d|\.\d)/;
/**
 * The count a value holds: undefined when it is not meant as a number, NaN when it is one but
 * not a safe non-negative whole number (-1, 2.5, 1e21, "2 findings"): a count that cannot be
 * checked.
 */
function countValue(value) {
    let n;
    if (typeof value === 'number')
        n = value;
    else if (typeof value === 'string' && NUMBER_TEXT.test(value.slice(0, 20))) {
        n = value.length <= 400 && DIGITS.test(value) ? Number(value.trim()) : NaN;
    }
    else
        return undefined;
    return Number.isSafeInteger(n) && n >= 0 ? n : NaN;
}

// EXTERNAL MODULE: ./src/findings/json-path.ts
var json_path = __nccwpck_require__(128);
;// CONCATENATED MODULE: ./src/findings/shape.ts
// What the parts of a result document are, decided by what they hold, not by their names.
//
// The service does not publish its document's shape, and a gate that reads only the lists it
// knows by name passes whatever stands elsewhere. So the rule is total: every array of objects in
// the document (and every object map whose values are all objects, the same list keyed by id) is
// either read — as findings or as occurrences — or harmless:
// - an entry with a `vulnerability` object (the spec's own occurrence shape), or with a method or
//   a status beside a URL, is an occurrence;
// - an entry with its own occurrence list, or with a severity- or risk-like field, is a finding;
// - a list with one such entry must be read whole; under an occurrence name ("occurences") every
//   entry is an occurrence, under a finding list name at the document's own level (not inside a
//   finding) every entry is a finding;
// - any other list of objects is harmless (a finding's references {name, url}, request
//   parameters, headers) and is walked through, so a list standing inside it is still found.
// The walk uses its own stack: a document nested 100,000 levels deep is read, not a crash.






/** Where an entry of a list stands (built only when a line or a summary needs it). */
function entryPath(list, index) {
    return (0,json_path.at)(list.path, list.keys?.[index] ?? index);
}
const FINDING_LIST_KEYS = [
    'vulnerabilities',
    'signatures',
    'vulnerability_list',
    'issues',
    'findings',
    'results'
];
const FINDING_NAMES = new Set(FINDING_LIST_KEYS);
const OCCURRENCE_NAMES = new Set(fields/* OCCURRENCE_KEYS */.d2);
// Field names, lower-cased with separators removed ("HTTP_Method" → "httpmethod").
const METHOD_FIELDS = new Set(['method', 'httpmethod', 'verb', 'requestmethod']);
const STATUS_FIELDS = new Set(['status', 'state']);
const URL_FIELDS = new Set(['url', 'uri', 'href', 'endpoint', 'requesturl', 'targeturl']);
const fieldName = (key) => key.toLowerCase().replace(/[\s_-]+/g, '');
const METHOD = 1;
const STATUS = 2;
const URL = 4;
const SEVERITY = 8;
/** What kind of field a key is (bit set); memoised, a document has few distinct keys. */
const fieldKind = (0,common_text/* memoised */.QC)((key) => {
    const name = key.length > 40 ? '' : fieldName(key);
    return ((METHOD_FIELDS.has(name) ? METHOD : 0) |
        (STATUS_FIELDS.has(name) ? STATUS : 0) |
        (URL_FIELDS.has(name) ? URL : 0) |
        ((0,fields/* severityNamed */.Qe)(key) ? SEVERITY : 0));
}, 10_000);
/** The fields of `obj` with a value, as a bit set of field kinds. Every key is looked at. */
function fieldsOf(obj) {
    let bits = 0;
    for (const key in obj) {
        if (!Object.hasOwn(obj, key))
            continue;
        const value = obj[key];
        if ((typeof value === 'string' && value !== '') || typeof value === 'number') {
            bits |= fieldKind(key);
            // "level" is a severity field when it holds a severity word (log entries have levels).
            if ((0,fields/* isLevel */.NW)(key) && (0,findings_severity/* readSeverity */.MW)(value) !== 'unknown')
                bits |= SEVERITY;
        }
        else if (value !== null && typeof value === 'object' && fieldKind(key) & SEVERITY) {
            // `severity: {label, score}` or `severity: ["critical"]`: a severity all the same. (A
            // summary stands under "by_severity" and the like, which name no severity field.)
            if (SEVERITY_VALUE_HOLDER.test(fieldName(key)))
                bits |= SEVERITY;
        }
    }
    return bits;
}
// The names under which an object or a list is the finding's own severity, not a summary of
// several ("by_severity", "severity_counts").
const SEVERITY_VALUE_HOLDER = /^(severity|risk|risklevel|cvss|criticality|priority|rating)$/;
/** What an entry holds: an occurrence, a finding, or neither. */
function kindOf(entry) {
    // The spec's occurrence shape, checked first: the hot path of a 100,000-occurrence document.
    const vulnerability = entry.vulnerability;
    if ((0,fields/* isObject */.Gv)(vulnerability) && Object.hasOwn(entry, 'vulnerability')) {
        return hasOwnOccurrenceList(entry) ? 'finding' : 'occurrence';
    }
    // An entry that holds occurrences is their finding, even with a URL of its own.
    if (hasOwnOccurrenceList(entry))
        return 'finding';
    const bits = fieldsOf(entry);
    if (bits & URL && bits & (METHOD | STATUS))
        return 'occurrence';
    if (bits & SEVERITY)
        return 'finding';
    return undefined;
}
/** The first field of `obj` named like a URL ("uri", "endpoint"), for shapes past the usual names. */
function urlField(obj) {
    return fieldOf(obj, URL);
}
/** The first field of `obj` named like a method ("verb", "http_method"). */
function methodField(obj) {
    return fieldOf(obj, METHOD);
}
function fieldOf(obj, bit) {
    for (const key in obj) {
        if (Object.hasOwn(obj, key) && fieldKind(key) & bit)
            return obj[key];
    }
    return undefined;
}
/** Under an occurrence name, or under any name a list (or map) whose entries are occurrences. */
function hasOwnOccurrenceList(entry) {
    for (const key of fields/* OCCURRENCE_KEYS */.d2) {
        const value = (0,fields/* own */.ZV)(entry, key);
        if (Array.isArray(value) || (0,fields/* isObject */.Gv)(value))
            return true;
    }
    for (const key in entry) {
        const value = entry[key];
        // An occurrence's own `vulnerability` object holds its fields, not more occurrences.
        if (value === null || typeof value !== 'object')
            continue;
        if (key === 'vulnerability' && !Array.isArray(value))
            continue;
        if (!Object.hasOwn(entry, key))
            continue;
        let looked = 0;
        for (const k in value) {
            if (++looked > 8)
                break;
            const item = value[k];
            if ((0,fields/* isObject */.Gv)(item) && isOccurrence(item))
                return true;
        }
    }
    return false;
}
/** The occurrence shapes, without looking further down. */
function isOccurrence(entry) {
    if ((0,fields/* isObject */.Gv)(entry.vulnerability) && Object.hasOwn(entry, 'vulnerability'))
        return true;
    const bits = fieldsOf(entry);
    return (bits & URL) !== 0 && (bits & (METHOD | STATUS)) !== 0;
}
/**
 * The lists that must be read below `root` (not inside their entries: those are walked when
 * they are read), visiting `root` and every object passed on the way. `atDocumentLevel`: outside
 * any finding or occurrence, where a finding list's names count.
 */
function listsBelow(root, rootPath, atDocumentLevel, visit) {
    const found = [];
    const stack = [{ value: root, path: rootPath, key: undefined }];
    while (stack.length > 0) {
        const { value, path, key } = stack.pop();
        if (Array.isArray(value)) {
            const list = listOf(value, path, key, atDocumentLevel);
            if (list !== undefined)
                found.push(list);
            else
                pushEntries(stack, value, path);
            continue;
        }
        if (!(0,fields/* isObject */.Gv)(value))
            continue;
        if (value !== root) {
            const map = mapOf(value, path, key, atDocumentLevel, stack);
            if (map !== undefined) {
                visit(value, path);
                found.push(map);
                continue;
            }
            if (key !== undefined && OCCURRENCE_NAMES.has(key) && Object.keys(value).length > 0) {
                throw unreadable(path, `its "${key}" is neither a list nor a map of occurrences`);
            }
            const lone = atDocumentLevel && key !== undefined ? loneEntry(value) : undefined;
            if (lone !== undefined) {
                found.push({ entries: [value], path: path?.parent, keys: [key], kind: lone });
                continue;
            }
        }
        visit(value, path);
        // Pushed last key first, so that parts are read in the document's order.
        const keys = Object.keys(value);
        for (let i = keys.length - 1; i >= 0; i--) {
            const k = keys[i];
            const child = value[k];
            if (child === null || typeof child !== 'object') {
                if (child !== undefined && child !== null && OCCURRENCE_NAMES.has(k)) {
                    throw unreadable((0,json_path.at)(path, k), `its "${k}" is not a list`);
                }
                // A finding list's name holding text or a number: what it stands for cannot be read.
                if (atDocumentLevel &&
                    FINDING_NAMES.has(k) &&
                    child !== '' &&
                    child !== 0 &&
                    child !== false) {
                    throw unreadable((0,json_path.at)(path, k), `its "${k}" is neither a list nor a map of findings`);
                }
                continue;
            }
            stack.push({ value: child, path: (0,json_path.at)(path, k), key: k });
        }
    }
    return found;
}
function pushEntries(stack, list, path) {
    for (let i = list.length - 1; i >= 0; i--) {
        const entry = list[i];
        if (entry !== null && typeof entry === 'object') {
            stack.push({ value: entry, path: (0,json_path.at)(path, i), key: undefined });
        }
    }
}
/** A list that must be read, or undefined when it is harmless (or holds no objects). */
function listOf(list, path, key, atDocumentLevel) {
    const named = namedKind(key, atDocumentLevel);
    let kind = named;
    if (kind === undefined) {
        for (const entry of list) {
            if ((0,fields/* isObject */.Gv)(entry))
                kind = kindOf(entry);
            if (kind !== undefined)
                break;
        }
    }
    if (kind === undefined)
        return undefined;
    for (let i = 0; i < list.length; i++) {
        // An empty slot of a list that must be read is still a part we cannot read.
        if (!(0,fields/* isObject */.Gv)(list[i])) {
            throw unreadable((0,json_path.at)(path, i), `an entry of its ${kind} list is not an object`);
        }
    }
    return { entries: list, path, kind };
}
/** An object whose values are all objects and that holds findings or occurrences: a list by id. */
function mapOf(obj, path, key, atDocumentLevel, stack) {
    const named = namedKind(key, atDocumentLevel);
    const keys = [];
    let kind = named;
    for (const k in obj) {
        const value = obj[k];
        if (!(0,fields/* isObject */.Gv)(value) || !Object.hasOwn(obj, k))
            continue;
        const own = kindOf(value);
        kind ??= own;
        // Under a list's name every object is an entry; elsewhere only those that say what they are
        // (a map by id may carry a count or a "meta" object beside its entries).
        if (named !== undefined || own !== undefined)
            keys.push(k);
    }
    if (kind === undefined || keys.length === 0)
        return undefined;
    for (const k in obj) {
        const value = obj[k];
        if ((0,fields/* isObject */.Gv)(value) || !Array.isArray(value) || !Object.hasOwn(obj, k))
            continue;
        stack.push({ value, path: (0,json_path.at)(path, k), key: k });
    }
    for (const k in obj) {
        const value = obj[k];
        if ((0,fields/* isObject */.Gv)(value) && !keys.includes(k) && Object.hasOwn(obj, k)) {
            stack.push({ value, path: (0,json_path.at)(path, k), key: k });
        }
    }
    return { entries: keys.map((k) => obj[k]), path, keys, kind };
}
/**
 * An object standing alone at the document's level that is plainly a finding (a name and a
 * severity) or an occurrence in the spec's shape: read as a list of one. A scan descriptor
 * (`{url, status}`) is not one.
 */
function loneEntry(obj) {
    const kind = kindOf(obj);
    if (kind === undefined)
        return undefined;
    if ((0,fields/* isObject */.Gv)(obj.vulnerability) && Object.hasOwn(obj, 'vulnerability'))
        return kind;
    return kind === 'finding' || fieldsOf(obj) & SEVERITY
        ? hasName(obj)
            ? 'finding'
            : undefined
        : undefined;
}
function hasName(obj) {
    for (const key of fields/* NAME_KEYS */.P)
        if (typeof (0,fields/* own */.ZV)(obj, key) === 'string' && (0,fields/* own */.ZV)(obj, key) !== '')
            return true;
    return false;
}
function namedKind(key, atDocumentLevel) {
    if (key === undefined)
        return undefined;
    if (OCCURRENCE_NAMES.has(key))
        return 'occurrence';
    if (atDocumentLevel && FINDING_NAMES.has(key))
        return 'finding';
    return undefined;
}
/** The one line for a part that cannot be read. */
function unreadable(path, what) {
    return new decode/* ResultParseError */.Z1(`${what} (at ${(0,json_path/* pathText */.L)(path)}), so it cannot be read and the result cannot be gated`);
}

;// CONCATENATED MODULE: ./src/findings/count-places.ts
// Where a result document's counts may stand besides a key of their own (severity-summary.ts):
// one level down (`critical: {count: 2}`, `total_vulnerabilities: {value: 5}`), beside the
// finding list in a paging object (`{vulnerabilities: [], pagination: {total: 40}}`), and as
// buckets of a list (`severity_counts: [{key: "critical", count: 2}]`, as search engines and
// dashboards give them). Each is a claim about what was found as much as a plain key is.





// `critical: {count: 2, open: 1}`: the counts one level down, and which of them count unfixed.
const INNER_COUNTS = [
    ['count', false],
    ['total', false],
    ['n', false],
    ['value', false],
    ['open', true],
    ['unfixed', true],
    ['active', true],
    ['new', true]
];
const LIST_KEYS = [...FINDING_LIST_KEYS, ...fields/* OCCURRENCE_KEYS */.d2];
/**
 * The object holds the finding or occurrence list by its name: its own bare `total` (and one in
 * a paging object beside the list) counts that list, wherever the object stands
 * (`{report: {vulnerabilities: [], total: 3}}`).
 */
function holdsList(obj) {
    for (const key of LIST_KEYS) {
        const value = (0,fields/* own */.ZV)(obj, key);
        if (Array.isArray(value) || (0,fields/* isObject */.Gv)(value))
            return true;
    }
    return false;
}
// Objects that page a list, lower-cased with separators removed (`page_info` → pageinfo).
const PAGING = new Set(['pagination', 'paging', 'page', 'pageinfo', 'meta', 'metadata']);
/** The bare totals of the paging objects beside a list (`pagination: {total: 40}`). */
function pagingCounts(obj, path, into) {
    for (const key in obj) {
        const child = obj[key];
        if (!(0,fields/* isObject */.Gv)(child) || !Object.hasOwn(obj, key) || key.length > 40)
            continue;
        if (!PAGING.has(key.toLowerCase().replace(/[\s_-]+/g, '')))
            continue;
        for (const inner in child) {
            if (!Object.hasOwn(child, inner))
                continue;
            const count = countKey(inner);
            if (count === null || count.of !== 'bare' || count.statusOnly === true)
                continue;
            const n = countValue(child[inner]);
            if (n === undefined)
                continue;
            into.push({ path: (0,json_path.at)(path, key), key: inner, n, unfixed: count.unfixed, statusOnly: false });
        }
    }
}
// A bucket names its severity under one of these, and holds its count under an inner count's
// name (or `doc_count`, as a search engine's aggregation gives it). (An entry with a `severity`
// or a `level` is a finding, shape.ts, and read as one.)
const BUCKET_LABELS = ['key', 'name', 'label', 'type', 'category', 'bucket'];
const BUCKET_COUNTS = [
    ...INNER_COUNTS,
    ['doc_count', false]
];
/** An entry of a list that counts one severity: its severity and counts, else undefined. */
function bucketOf(obj) {
    let severity;
    for (const label of BUCKET_LABELS) {
        const value = (0,fields/* own */.ZV)(obj, label);
        if (typeof value !== 'string')
            continue;
        severity = (0,findings_severity/* severityOfLabel */.ze)(value);
        if (severity !== undefined)
            break;
    }
    if (severity === undefined)
        return undefined;
    const counts = [];
    for (const [key, unfixed] of BUCKET_COUNTS) {
        if (Object.hasOwn(obj, key))
            counts.push([key, obj[key], unfixed]);
    }
    return counts.length === 0 ? undefined : { severity, counts };
}
/** In a distribution: a share (33.3, "12.5%"), not a count. */
function isShare(value) {
    if (typeof value === 'number')
        return !Number.isInteger(value);
    return typeof value === 'string' && /[.%]/.test(value.slice(0, 40));
}

;// CONCATENATED MODULE: ./src/findings/occurrence-fields.ts
// An occurrence's own fields, read on the hot path (100,000 times in a large result): plain
// property reads first (these names are not on Object.prototype, so a missing key reads as
// undefined, as `own` would), then any spelling.





const METHOD_KEYS = ['Method', 'method', 'METHOD'];
const URL_KEYS = ['Url', 'url', 'URL'];
function methodOf(o) {
    return o.Method ?? o.method ?? o.METHOD ?? (0,fields/* anyCase */.n9)(o, METHOD_KEYS, 'method') ?? methodField(o);
}
function urlOf(o) {
    return o.Url ?? o.url ?? o.URL ?? (0,fields/* anyCase */.n9)(o, URL_KEYS, 'url') ?? urlField(o);
}
/** Whether an occurrence holds more than its fields and a flat `vulnerability` object. */
function hasNested(occ, vulnerability) {
    for (const key in occ) {
        const value = occ[key];
        if (value === null || typeof value !== 'object')
            continue;
        if (value !== vulnerability || Array.isArray(value))
            return true;
        for (const k in value) {
            const inner = value[k];
            if (inner !== null && typeof inner === 'object')
                return true;
        }
    }
    return false;
}
/** The status as text ("" when absent); most statuses need no trimming to be known non-blank. */
function statusText(value) {
    if (typeof value === 'string') {
        const first = value.charCodeAt(0);
        if (first > 32 && first < 127)
            return value;
    }
    return (0,fields/* asText */.e1)(value) ?? '';
}
function stringOnly(value) {
    return typeof value === 'string' ? value : undefined;
}
/** "Fixed" in any case, with white space around; nothing else (no allocation for other statuses). */
function isFixed(status) {
    if (status.length < 5 || status.length > 20)
        return false;
    const t = status.trim();
    return t.length === 5 && t.toLowerCase() === 'fixed';
}
/**
 * A key that, holding text, a number, true, false or null, makes no check of an occurrence look
 * further: no severity or score may stand under it (`hasSeverityField`), and it states no count a
 * summary check would take (`SummaryCheck.mayHold`: a per-severity count or a named total; a
 * bare count or an occurrence's hits it passes by).
 */
const plainKey = (0,common_text/* memoised */.QC)((key) => {
    if ((0,fields/* ratingNamed */.Pb)(key))
        return false;
    const count = countKey(key);
    return count === null || count.of === 'bare' || count.hits === true;
}, 10_000);
/**
 * The spec's own occurrence, and nothing more: an own `vulnerability` object (not a list), every
 * other value of the entry and every value of that object text, a number, true, false or null,
 * and every key of both plain. One walk of each answers what the shape checks would each answer
 * by their own walk — it is an occurrence (shape.ts `kindOf`: a `vulnerability` object, no list
 * of occurrences, which needs an object value), it has no severity of its own
 * (`hasSeverityField`), it holds nothing nested (`hasNested`) and it states no count
 * (`SummaryCheck.mayHold`) — so the reader skips them. Returns that `vulnerability` object, or
 * undefined when the entry is anything else (then every check runs as before).
 */
function plainOccurrence(entry) {
    const vulnerability = entry.vulnerability;
    if (!(0,fields/* isObject */.Gv)(vulnerability) || !Object.hasOwn(entry, 'vulnerability'))
        return undefined;
    for (const key in entry) {
        const value = entry[key];
        // `vulnerability` is itself a count's name (a stated number of vulnerabilities): holding the
        // object, it counts only through a count one level down, which the walk below refuses.
        if (value === vulnerability)
            continue;
        if (value !== null && typeof value === 'object')
            return undefined;
        if (!plainKey(key))
            return undefined;
    }
    for (const key in vulnerability) {
        const value = vulnerability[key];
        if (value !== null && typeof value === 'object')
            return undefined;
        if (!plainKey(key) || INNER_COUNT_KEYS.has(key))
            return undefined;
    }
    return vulnerability;
}
// `vulnerability: {count: 3}` states a count (severity-summary.ts reads INNER_COUNTS below a
// count's name): such an object is not plain.
const INNER_COUNT_KEYS = new Set(INNER_COUNTS.map(([key]) => key));

;// CONCATENATED MODULE: ./src/findings/holder-key.ts
// What an object of a result document is about, read from the key it stands under: a summary
// of findings (`vulnerability_summary`), an object of unfixed counts (`open: {…}`), a summary-like
// object (`stats`, `by_status`) where a count named open, unfixed, new or remaining is a claim,
// or an object of shares (`risk_distribution`, `percentages`) whose numbers are not counts.


// A list's name (`vulnerabilities`, `occurrences`) or a summary's (`vulnerability_summary`,
// `finding_stats`); not one finding's own object (`vulnerability: {Method, Url}`).
const PLURAL_THINGS = new Set([...EITHER, ...OCCURRENCES].filter((w) => w.endsWith('s')));
const SUMMARY_WORDS = new Set(['summary', 'stats', 'statistics', 'counts', 'totals', 'overview']);
const SHARE_WORDS = new Set(['percent', 'percents', 'percentage', 'percentages', 'pct', 'ratio']);
const SHARE_WORDS_TOO = new Set(['ratios', 'proportion', 'proportions', 'share', 'shares']);
const DISTRIBUTION_WORDS = new Set(['distribution', 'distributions']);
// What may stand beside a status word in the name of an object of unfixed counts
// (`open_by_severity`, `unfixed_findings_summary`): any other word (`active_scan`) names
// something else.
const HOLDER_WORDS = new Set([
    ...COUNT_WORDS,
    ...CONNECTORS,
    ...EITHER,
    ...OCCURRENCES,
    ...SEVERITY_FILLER,
    ...SUMMARY_WORDS,
    'severities',
    'by',
    'per'
]);
const NONE = { unfixed: false, things: false, summary: false };
const holderKey = (0,common_text/* memoised */.QC)((key) => {
    if (key.length > MAX_KEY_CHARS)
        return NONE;
    const words = countWords(key);
    const thing = (w) => EITHER.has(w) || OCCURRENCES.has(w);
    let unfixed = false;
    let other = false;
    for (let i = 0; i < words.length; i++) {
        const w = words[i];
        if (w === 'not' && words[i + 1] === 'fixed') {
            unfixed = true;
            i++;
        }
        else if (UNFIXED.has(w))
            unfixed = true;
        else if (!HOLDER_WORDS.has(w))
            other = true;
    }
    const summary = words.some((w) => SUMMARY_WORDS.has(w)) ||
        // `by_status`, `per_status`, `status_counts` (counts is a summary word already).
        (words.some((w) => w === 'status' || w === 'statuses') &&
            words.some((w) => w === 'by' || w === 'per'));
    const holder = {
        unfixed: unfixed && !other,
        things: words.some((w) => PLURAL_THINGS.has(w)) ||
            (words.some(thing) && words.some((w) => SUMMARY_WORDS.has(w))),
        summary
    };
    if (words.some((w) => SHARE_WORDS.has(w) || SHARE_WORDS_TOO.has(w)))
        holder.shares = 'all';
    else if (words.some((w) => DISTRIBUTION_WORDS.has(w)))
        holder.shares = 'fractions';
    return holder;
}, 10_000);

;// CONCATENATED MODULE: ./src/findings/stated-totals.ts
// Totals a result document states (`total_vulnerabilities: 5`, a finding's `occurrence_count: 3`,
// a paged list's `total: 40`), checked against what the reader accounted for. A total that says
// more was found than the document lets the reader see means findings it cannot read (another
// page, a list it does not know): the result is unreadable, never clean.
//
// What a total is compared with, so that a truthful one never refuses a result:
// - a total of occurrences, with the occurrences read (repeats included, each finding listed
//   without a location counting as one);
// - a total of findings — or of "vulnerabilities", which services count either way — or a bare
//   "total", with the larger of the finding entries and the occurrences read: more than either
//   could account for is unreadable;
// - a total named open, unfixed, active or new, with the unfixed ones only (a finding entry
//   counts when something of it is unfixed): Fixed occurrences never account for it;
// - inside a finding entry (its own fields, or a summary within it), with that entry's
//   occurrences: its own, those outside any finding that name it, or its location-unknown one;
// - inside an occurrence outside any finding, with the occurrences of its name (a lone
//   `occurrence_count: 3` says how often that vulnerability was found, not the document).
// An occurrence's own `occurrences: 3` or `instances: 2` counts its hits, and is no claim.


/** The first total that what was read cannot cover, thrown as the result's one line. */
function checkTotals(claims, document, entry) {
    const cache = new Map();
    for (const claim of claims) {
        let read = document;
        if (claim.scope !== undefined) {
            read = cache.get(claim.scope) ?? entry(claim.scope);
            cache.set(claim.scope, read);
        }
        const occurrences = claim.unfixed ? read.unfixed : read.listed;
        const entries = claim.unfixed ? read.unfixedEntries : read.entries;
        const accounted = claim.of === 'occurrences' ? occurrences : Math.max(occurrences, entries);
        if (claim.stated > accounted)
            throw excessLine(claim, accounted);
    }
}
function excessLine(claim, accounted) {
    const what = claim.of === 'occurrences' ? 'occurrences' : 'findings or occurrences';
    const unfixed = claim.unfixed ? 'unfixed ' : '';
    return new decode/* ResultParseError */.Z1(`it states ${claim.stated} ${unfixed}${what} but the document lists ${accounted} ` +
        `${claim.unfixed ? 'unfixed ones ' : ''}the action can read` +
        `${claim.unfixed ? ' (Fixed ones do not count)' : ''} ` +
        `(at ${(0,json_path/* pathText */.L)((0,json_path.at)(claim.path, claim.key))}), so some cannot be seen and it cannot be gated`);
}

;// CONCATENATED MODULE: ./src/findings/severity-summary.ts
// The counts a result document states beside its occurrences: per severity (v1 results of an
// official plugin have `vulnerability_summary: {critical, high, medium, low, very_low}`; other
// versions may name them otherwise) and totals (stated-totals.ts). The service does not say what
// a per-severity count counts — occurrences, unfixed occurrences or findings — but each of those
// is at most the number of occurrences the document lists. So a summary that reports more than
// the occurrences account for means the document holds occurrences the reader cannot see: the
// result is unreadable, never clean. A count named open, unfixed, active or new counts unfixed
// ones: only unfixed occurrences account for it (count-keys.ts says which keys are counts).
//
// A count is recognised by its key in any case or with any count-like affix (`Critical`,
// `critical_count`, `criticalCount`, `total_high`, `veryLowFindings`, `open_high`), in any object
// of the document at any depth and size (the walk in shape.ts visits them all), and in the
// places count-places.ts names (one level down, beside the list, buckets of a list). A count that is
// not a safe non-negative whole number (-1, 2.5, 1e21) cannot be checked, so it is unreadable.







const NO_HOLDER = { unfixed: false, things: false, summary: false };
/** Collects the stated counts of the objects it is shown, then checks them against what was read. */
class SummaryCheck {
    found = [];
    totals = [];
    /** For the walk outside any finding entry; the document itself is where a bare total counts. */
    visit = (obj, path) => this.visitIn(obj, path, undefined, path === undefined, false);
    /** For the walk of one finding entry: its totals count its own occurrences (`scope`). */
    visitorFor(entry, scope) {
        return (obj, path) => this.visitIn(obj, path, scope, obj === entry, false);
    }
    /** For the walk below an occurrence that holds lists: its own fields are an occurrence's. */
    occurrenceVisitor(occ, scope) {
        return (obj, path) => this.visitIn(obj, path, scope, false, obj === occ);
    }
    /**
     * `visit` for an occurrence of a list (or its `sub` object): its path is made only when needed.
     * `scope`: what a total in it counts (its finding's occurrences), else the document's.
     */
    visitEntry(obj, list, index, sub, scope) {
        if (!this.mayHold(obj))
            return;
        const path = sub === undefined ? entryPath(list, index) : (0,json_path.at)(entryPath(list, index), sub);
        this.visitIn(obj, path, scope, false, true);
    }
    // The hot path: once per flat occurrence. Only a per-severity count or a named total makes an
    // entry worth a look (a bare `count` in an occurrence counts something else, and so does an
    // `occurrences` or `instances` number: the occurrence's hits).
    mayHold(obj) {
        for (const key in obj) {
            const value = obj[key];
            if (typeof value !== 'number' && typeof value !== 'string' && !(0,fields/* isObject */.Gv)(value))
                continue;
            const count = countKey(key);
            if (count !== null && count.of !== 'bare' && count.hits !== true)
                return true;
        }
        return false;
    }
    visitIn(obj, path, scope, root, occurrence) {
        const holder = path !== undefined && typeof path.key === 'string' ? holderKey(path.key) : NO_HOLDER;
        // `percentages: {high: 33.3}`: shares of what was found, not counts of it.
        if (holder.shares === 'all')
            return;
        // An entry of a list walked through (not a finding or an occurrence) may count one severity.
        const walked = !root && !occurrence && path !== undefined && typeof path.key === 'number';
        if (walked && this.bucket(obj, path))
            return;
        let summary;
        let bare;
        // An object named for findings, or holding a count of them, is a summary: a bare `total` in it
        // is a claim too.
        let isSummary = holder.things;
        for (const key in obj) {
            if (!Object.hasOwn(obj, key))
                continue;
            const value = obj[key];
            const count = countKey(key);
            if (count === null)
                continue;
            if (holder.shares === 'fractions' && isShare(value))
                continue;
            if (occurrence && count.hits === true)
                continue;
            if ((0,fields/* isObject */.Gv)(value)) {
                // `critical: {count: 2}`, `total_vulnerabilities: {value: 5}`, `occurrence_count: {open: 3}`.
                for (const [inner, innerUnfixed] of INNER_COUNTS) {
                    if (!Object.hasOwn(value, inner))
                        continue;
                    const unfixed = innerUnfixed || count.unfixed || holder.unfixed;
                    const where = (0,json_path.at)(path, key);
                    if (count.of === 'bare') {
                        const n = countValue(value[inner]);
                        const statusOnly = count.statusOnly === true;
                        if (n !== undefined)
                            (bare ??= []).push({ path: where, key: inner, n, unfixed, statusOnly });
                        continue;
                    }
                    const what = count.severity === undefined ? 'a stated count' : 'a per-severity count';
                    const n = checked(value[inner], where, inner, what);
                    if (n === undefined)
                        continue;
                    if (count.severity !== undefined) {
                        summary ??= { path, counts: {}, unfixed: {} };
                        record(summary, count.severity, n, unfixed);
                    }
                    else if (count.of !== undefined)
                        this.claim(scope, where, inner, n, count.of, unfixed);
                    isSummary = true;
                }
                continue;
            }
            if (count.severity !== undefined) {
                const n = checked(value, path, key, 'a per-severity count');
                if (n === undefined)
                    continue;
                summary ??= { path, counts: {}, unfixed: {} };
                record(summary, count.severity, n, count.unfixed || holder.unfixed);
                isSummary = true;
            }
            else if (count.of === 'bare') {
                const n = countValue(value);
                const unfixed = count.unfixed || holder.unfixed;
                const statusOnly = count.statusOnly === true;
                if (n !== undefined)
                    (bare ??= []).push({ path, key, n, unfixed, statusOnly });
            }
            else if (count.of !== undefined) {
                const n = checked(value, path, key, 'a stated count');
                if (n === undefined)
                    continue;
                this.claim(scope, path, key, n, count.of, count.unfixed || holder.unfixed);
                isSummary = true;
            }
        }
        if (summary !== undefined)
            this.found.push(summary);
        // An object holding the list by its name counts it, as the document's own level does.
        const list = !occurrence && holdsList(obj);
        if (list)
            pagingCounts(obj, path, (bare ??= []));
        if (bare === undefined)
            return;
        for (const b of bare) {
            // `total` where the document or a finding states its own counts, beside the list, or in a
            // summary; `open` alone there too, or in a summary-like object (`stats`, `by_status`).
            const counts = b.statusOnly ? isSummary || root || holder.summary : isSummary || root || list;
            if (!counts)
                continue;
            if (Number.isNaN(b.n))
                throw notACount(b.path, b.key, 'a stated count');
            this.claim(scope, b.path, b.key, b.n, 'either', b.unfixed);
        }
    }
    /** `severity_counts: [{key: "critical", count: 2}]`: an entry that counts one severity. */
    bucket(obj, path) {
        const bucket = bucketOf(obj);
        if (bucket === undefined)
            return false;
        const list = path.parent?.key;
        const holder = typeof list === 'string' ? holderKey(list) : NO_HOLDER;
        if (holder.shares === 'all')
            return true;
        const summary = { path, counts: {}, unfixed: {} };
        for (const [key, value, unfixed] of bucket.counts) {
            if (holder.shares === 'fractions' && isShare(value))
                continue;
            const n = checked(value, path, key, 'a per-severity count');
            if (n !== undefined)
                record(summary, bucket.severity, n, unfixed || holder.unfixed);
        }
        this.found.push(summary);
        return true;
    }
    claim(scope, path, key, stated, of, unfixed) {
        this.totals.push({ scope, path, key, stated, of, unfixed });
    }
    /**
     * Throws the first stated count that what was read cannot cover. Occurrences of unknown
     * severity may stand for any severity (they are gated at every threshold anyway), so they cover
     * what a summary reports beyond the known ones.
     */
    check(read, entry) {
        for (const { path, counts, unfixed } of this.found) {
            severity_summary_excessLine(path, counts, read.bySeverity, false);
            severity_summary_excessLine(path, unfixed, read.unfixedBySeverity, true);
        }
        checkTotals(this.totals, read, entry);
    }
}
function record(summary, severity, n, unfixed) {
    const counts = unfixed ? summary.unfixed : summary.counts;
    // Two keys for one severity (`high`, `high_count`) say the same thing twice.
    counts[severity] = Math.max(counts[severity] ?? 0, n);
}
/** A value's count; throws when it is meant as a number but is not a safe whole count. */
function checked(value, path, key, what) {
    const n = countValue(value);
    if (Number.isNaN(n))
        throw notACount(path, key, what);
    return n;
}
function notACount(path, key, what) {
    return unreadable({ parent: path, key }, `${what} in it is not a whole number from 0 to 9007199254740991`);
}
function severity_summary_excessLine(path, counts, accounted, unfixed) {
    let first;
    let beyondKnown = 0;
    for (const [severity, reported] of Object.entries(counts)) {
        if (reported > accounted[severity]) {
            beyondKnown += reported - accounted[severity];
            first ??= [severity, reported];
        }
    }
    if (first === undefined || beyondKnown <= accounted.unknown)
        return;
    const [severity, reported] = first;
    const read = accounted[severity];
    const state = unfixed ? 'unfixed ' : '';
    throw new decode/* ResultParseError */.Z1(`its ${summaryWhere(path)} reports ${reported} ${state}${severity} but the ` +
        `document lists ${read} ${state}${severity} ${read === 1 ? 'occurrence' : 'occurrences'} ` +
        `the action can read${unfixed ? ' (Fixed ones do not count)' : ''}, so some cannot be seen ` +
        'and it cannot be gated');
}
const PLAIN = /^[A-Za-z0-9_.-]{1,40}$/;
function summaryWhere(path) {
    if (path === undefined)
        return 'per-severity summary';
    const keys = [];
    for (let p = path; p !== undefined; p = p.parent) {
        // A key that is the document's own odd text is not repeated in the line.
        if (typeof p.key === 'number' || !PLAIN.test(p.key))
            return 'per-severity summary';
        keys.push(p.key);
    }
    return keys.reverse().join('.');
}

// EXTERNAL MODULE: ./src/findings/types.ts
var types = __nccwpck_require__(135);
;// CONCATENATED MODULE: ./src/findings/read-tally.ts
// What the reader accounted for, kept as it reads: the counts a document states are checked
// against these once everything is read (severity-summary.ts, stated-totals.ts).

class ReadTally {
    /** Occurrences listed per severity (repeats included): what a summary is checked against. */
    bySeverity = perSeverity();
    /** The same, unfixed ones only: what a count named open, unfixed or new is checked against. */
    unfixedBySeverity = perSeverity();
    listed = 0;
    unfixed = 0;
    // The hot path: once per occurrence.
    /**
     * One listed occurrence, under its severity and every other severity its fields gave (a
     * summary may count it under any of them).
     */
    add(severity, ratings, fixed) {
        this.listed++;
        this.bySeverity[severity]++;
        if (!fixed) {
            this.unfixed++;
            this.unfixedBySeverity[severity]++;
        }
        if (ratings === undefined)
            return;
        for (const r of ratings) {
            if (r === severity)
                continue;
            this.bySeverity[r]++;
            if (!fixed)
                this.unfixedBySeverity[r]++;
        }
    }
    /** What the whole document accounts for, its finding entries included. */
    read(entries) {
        let unfixedEntries = 0;
        for (const entry of entries) {
            if (entry.ownUnfixed > 0 || entry.settled || entry.registered.namedUnfixed > 0) {
                unfixedEntries++;
            }
        }
        return {
            bySeverity: this.bySeverity,
            unfixedBySeverity: this.unfixedBySeverity,
            listed: this.listed,
            unfixed: this.unfixed,
            entries: entries.length,
            unfixedEntries
        };
    }
}
/**
 * What one finding entry accounts for, for a total stated in it: its own occurrences, those
 * outside any finding that name it, or its location-unknown one.
 */
function entryRead(entry) {
    const { named, namedUnfixed } = entry.registered;
    const settled = entry.settled ? 1 : 0;
    return {
        listed: entry.own + named + settled,
        unfixed: entry.ownUnfixed + namedUnfixed + settled,
        entries: 0,
        unfixedEntries: 0
    };
}
/** Per name, what its finding entries account for: their own occurrences and settled ones. */
function namesRead(entries) {
    const byName = new Map();
    for (const entry of entries) {
        const read = byName.get(entry.registered) ?? {
            listed: 0,
            unfixed: 0,
            entries: 0,
            unfixedEntries: 0
        };
        const settled = entry.settled ? 1 : 0;
        read.listed += entry.own + settled;
        read.unfixed += entry.ownUnfixed + settled;
        byName.set(entry.registered, read);
    }
    return byName;
}
/**
 * What the occurrences of one name account for, for a total stated in an occurrence outside any
 * finding entry: those outside any entry that name it, and every entry's of that name.
 */
function nameRead(registered, byName) {
    const entries = byName.get(registered);
    return {
        listed: registered.named + (entries?.listed ?? 0),
        unfixed: registered.namedUnfixed + (entries?.unfixed ?? 0),
        entries: 0,
        unfixedEntries: 0
    };
}
function perSeverity() {
    return Object.fromEntries(types/* SEVERITIES */.oC.map((s) => [s, 0]));
}

;// CONCATENATED MODULE: ./src/findings/parse-warnings.ts
// What the reader had to guess or skip, in the action's words: one warning per kind, counted,
// never one per occurrence. Finding names are the document's text: escaped, and at most five.

const UNNAMED = '(unnamed finding)';
/** Names shown in the warning about such findings; the JSON report lists them all. */
const NAMES_SHOWN = 5;
const NAME_CHARS = 80;
function readerWarnings(t, unaccountedNames) {
    const w = [];
    const n = (count, one, many) => `${count} ${count === 1 ? one : many}`;
    if (t.unknownSeverity > 0) {
        w.push(`${n(t.unknownSeverity, 'occurrence has', 'occurrences have')} no severity that could be read; ` +
            `they are reported as unknown and count toward every fail-threshold except none`);
    }
    if (t.unnamed > 0)
        w.push(`some occurrences name no finding; they are shown as "${UNNAMED}"`);
    if (t.noUrl > 0)
        w.push(`${n(t.noUrl, 'occurrence has', 'occurrences have')} no URL`);
    if (unaccountedNames.length > 0) {
        const names = unaccountedNames
            .slice(0, NAMES_SHOWN)
            .map((name) => `"${(0,common_text/* forLog */.Ig)(name, NAME_CHARS)}"`);
        const more = unaccountedNames.length - names.length;
        w.push(`${n(unaccountedNames.length, 'finding lists', 'findings list')} no occurrence the action can read ` +
            `(${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}); ` +
            `${unaccountedNames.length === 1 ? 'it is' : 'each is'} counted as one unfixed occurrence, location unknown`);
    }
    if (t.duplicates > 0) {
        w.push(`${n(t.duplicates, 'occurrence is', 'occurrences are')} listed more than once (same finding, method and URL) and counted once`);
    }
    return w;
}

;// CONCATENATED MODULE: ./src/findings/parse.ts
// The service's result document -> normalised findings and occurrences.
//
// Tolerant of names, strict about what it cannot see. The document's shape is only partly
// published, so every field is read by its aliases (fields.ts) and a value of the wrong type is
// treated as absent; what we had to guess becomes a warning, counted (one per kind, never one
// per occurrence). But a gate fails closed (docs/behaviour.md, "How a result is read"):
// - Every part of the document is read or refused (shape.ts): every list of objects that holds
//   findings or occurrences — under any name, at any depth, as a list or a map by id — is read;
//   other lists of objects (references, parameters, headers) are harmless; a list that must be
//   read but holds something other than objects makes the result unreadable.
// - Every listed finding is accounted for: a finding entry that no occurrence can be read for (its
//   own, or one elsewhere naming it at its severity or worse) counts as one unfixed occurrence,
//   location unknown, of its severity, with a warning naming it — one per such entry.
// - A count the document states — per severity, or a total of findings or occurrences, at the
//   top level, in a summary or in a finding — that reports more than what was read accounts for
//   (only unfixed occurrences for a count named open, unfixed, active or new), or that is not a
//   safe whole number, makes the result unreadable (ResultParseError, naming where), never clean
//   (severity-summary.ts, stated-totals.ts).
// Decisions:
// - An occurrence seen twice (same id: finding name + method + normalised URL) counts once, with
//   the severity that counts at the most thresholds, and unfixed when either copy is.
// - Occurrences outside any finding take their finding from their own fields (or their
//   `vulnerability` object's), falling back to the finding entry of the same name; findings are
//   read first so that the entry's texts win.
// - Occurrences inside a finding entry have the entry's severity, or their own when it counts at
//   more thresholds.
// - A finding entry that repeats a name shares that finding (one SARIF rule); its own
//   occurrences keep the entry's severity, and the shared finding shows the worst known one.












/**
 * `raw`: the `result` field as the service sent it (a string holding JSON, or a JSON value).
 * `oneWalk: false` reads every occurrence through every check, without the spec's-shape shortcut
 * (`plainOccurrence`): the same answer, slower (a test compares the two).
 */
function parseResult(raw, options = {}) {
    return new ResultReader((0,decode/* decodeResult */.Sz)(raw), options.oneWalk ?? true).read();
}
class ResultReader {
    doc;
    oneWalk;
    registry = new Map();
    occurrences = [];
    // A Set is half the cost of a Map at 100,000 entries; the index of a repeated occurrence is
    // looked up only when a document repeats one (rare).
    seenIds = new Set();
    indexById;
    severityCache = new Map();
    // Few distinct methods, 100,000 occurrences: each normalised once.
    normalMethod = (0,common_text/* memoised */.QC)(identity/* normalizeMethod */.tA, 100_000);
    summaries = new SummaryCheck();
    tally = {
        unknownSeverity: 0,
        unnamed: 0,
        noUrl: 0,
        duplicates: 0,
        occurrenceLists: 0,
        findingLists: 0,
        findingEntries: 0
    };
    /** What was listed: what the counts the document states are checked against. */
    listed = new ReadTally();
    /** Finding entries, settled once everything is read. */
    entries = [];
    unaccounted = [];
    // Depth first, in the document's order; lists of lone occurrences after every finding.
    reading = [];
    later = [];
    constructor(doc, oneWalk) {
        this.doc = doc;
        this.oneWalk = oneWalk;
    }
    read() {
        this.start(listsBelow(this.doc, undefined, true, this.summaries.visit), undefined);
        this.readAll();
        for (const reading of this.later) {
            this.reading.push(reading);
            this.readAll();
        }
        // A gate fails closed: a document that gives nothing to count is a format the action does
        // not know (or a broken answer), not a clean result. An empty finding list is clean.
        const { occurrenceLists, findingLists, findingEntries } = this.tally;
        if (occurrenceLists === 0 && (findingLists === 0 || findingEntries > 0)) {
            throw new decode/* ResultParseError */.Z1(findingLists === 0
                ? 'it holds no occurrence list ("occurences") or finding list that the action recognises, so it cannot be gated'
                : `it lists ${findingEntries} ${findingEntries === 1 ? 'entry' : 'entries'} but no occurrences of them, so it cannot be gated`);
        }
        for (const entry of this.entries)
            this.settle(entry);
        this.checkSummaries();
        const findings = [...this.registry.values()].map((r) => r.finding);
        return {
            meta: this.meta(),
            findings,
            occurrences: this.occurrences,
            warnings: this.warnings()
        };
    }
    /** Lists found below a part, to read next (before the rest of the part's own list). */
    start(lists, owner) {
        for (const list of lists) {
            if (list.kind === 'occurrence')
                this.tally.occurrenceLists++;
            else
                this.tally.findingLists++;
            if (owner === undefined)
                this.later.push({ list, next: 0, owner, only: 'occurrence' });
        }
        // On a stack: the first list is read first.
        for (let l = lists.length - 1; l >= 0; l--) {
            const list = lists[l];
            this.reading.push({ list, next: 0, owner, only: owner === undefined ? 'finding' : undefined });
        }
    }
    readAll() {
        const stack = this.reading;
        while (stack.length > 0) {
            const top = stack[stack.length - 1];
            const { list } = top;
            if (top.next >= list.entries.length) {
                stack.pop();
                continue;
            }
            const index = top.next++;
            const entry = list.entries[index];
            // The spec's occurrence shape, the hot path, is told in one walk of its keys.
            const plain = this.oneWalk ? plainOccurrence(entry) : undefined;
            const kind = plain !== undefined ? 'occurrence' : (kindOf(entry) ?? list.kind);
            if (top.only !== undefined && kind !== top.only)
                continue;
            if (kind === 'finding')
                this.readFindingEntry(entry, entryPath(list, index));
            else
                this.readOccurrence(entry, list, index, top.owner, plain);
        }
    }
    readFindingEntry(entry, path) {
        this.tally.findingEntries++;
        const sources = [entry];
        const reading = (0,fields/* readSeverityOf */.$w)(sources, this.severityCache);
        const registered = this.register((0,fields/* readName */.MQ)(sources), sources);
        const severity = reading?.severity ?? 'unknown';
        if ((0,findings_severity/* worse */.JJ)(severity, registered.finding.severity))
            registered.finding.severity = severity;
        const cwe = (0,fields/* readCwes */.xT)(sources);
        registered.sharedCwe =
            registered.entries++ === 0 ? cwe : registered.sharedCwe.filter((c) => cwe.includes(c));
        const owner = {
            registered,
            severity,
            own: 0,
            ownUnfixed: 0,
            settled: false,
            ratings: reading?.ratings,
            cwe
        };
        this.entries.push(owner);
        // Totals stated in the entry count its own occurrences.
        this.start(listsBelow(entry, path, false, this.summaries.visitorFor(entry, owner)), owner);
    }
    // The hot path: once per occurrence. Most occurrences are flat (their fields and a flat
    // `vulnerability` object, no severity of their own): nothing is allocated for them beyond the
    // occurrence itself. `plain`: its `vulnerability` object when plainOccurrence found the spec's
    // shape and nothing more (no severity, nothing nested, no stated count: no check to run).
    readOccurrence(occ, list, index, owner, plain) {
        this.tally.occurrenceLists ||= 1;
        const vulnerability = occ.vulnerability;
        const inner = (0,fields/* isObject */.Gv)(vulnerability) ? vulnerability : undefined;
        const rated = plain === undefined &&
            ((0,fields/* hasSeverityField */.ms)(occ) || (inner !== undefined && (0,fields/* hasSeverityField */.ms)(inner)));
        const sources = rated || owner === undefined ? (inner ? [occ, inner] : [occ]) : undefined;
        const ownReading = rated ? (0,fields/* readSeverityOf */.$w)(sources, this.severityCache) : undefined;
        const ownSeverity = ownReading?.severity;
        let registered;
        let severity;
        let cwe;
        if (owner === undefined) {
            const name = (0,fields/* readName */.MQ)(sources);
            registered = this.register(name, sources);
            // A nameless occurrence is tied to no finding: its severity is its own, or unknown.
            severity = ownSeverity ?? (name === undefined ? 'unknown' : registered.finding.severity);
            if (name !== undefined) {
                registered.namedReach =
                    registered.named === 0 ? severity : (0,findings_severity/* stronger */.t_)(severity, registered.namedReach);
                registered.named++;
            }
            // Its own CWE when it names one, else what every entry of its name lists (nothing else
            // ties it to one entry).
            const mine = (0,fields/* hasCweField */._i)(occ) || (inner !== undefined && (0,fields/* hasCweField */._i)(inner));
            cwe = mine ? (0,fields/* readCwes */.xT)(sources) : registered.sharedCwe;
        }
        else {
            registered = owner.registered;
            severity = ownSeverity === undefined ? owner.severity : (0,findings_severity/* stronger */.t_)(ownSeverity, owner.severity);
            owner.own++;
            cwe = owner.cwe;
        }
        const fixed = this.addOccurrence(registered, severity, occ, cwe, ownReading?.ratings ?? owner?.ratings);
        if (!fixed) {
            if (owner !== undefined)
                owner.ownUnfixed++;
            else if (registered.named > 0)
                registered.namedUnfixed++;
        }
        if (plain !== undefined)
            return;
        // A total in an occurrence counts the occurrences of its finding: its entry's, or those of
        // its name (a nameless one's, the document's).
        const scope = owner ?? (registered.named > 0 ? registered : undefined);
        if (hasNested(occ, inner)) {
            const mine = owner ?? { registered, severity, own: 0, ownUnfixed: 0, settled: false, cwe };
            const visit = this.summaries.occurrenceVisitor(occ, scope);
            this.start(listsBelow(occ, entryPath(list, index), false, visit), mine);
        }
        else {
            this.summaries.visitEntry(occ, list, index, undefined, scope);
            if (inner !== undefined)
                this.summaries.visitEntry(inner, list, index, 'vulnerability', scope);
        }
    }
    /** A stated count beyond what was read means findings or occurrences the reader cannot see. */
    checkSummaries() {
        let byName;
        this.summaries.check(this.listed.read(this.entries), (scope) => {
            if ('registered' in scope)
                return entryRead(scope);
            // A name's: those outside any entry and every entry's of that name (counted once).
            byName ??= namesRead(this.entries);
            return nameRead(scope, byName);
        });
    }
    /**
     * A finding entry with no occurrence of its own, and none elsewhere of its name that counts
     * wherever it would: one unfixed occurrence of its severity, location unknown. Its identity is
     * name + no method + its severity (identity.ts), never its place among entries of one name: a
     * baseline or an accepted risk names it like any other, and covers only that severity. Two such
     * entries of one name and severity are one occurrence, as two copies of one URL are.
     */
    settle(entry) {
        const { registered, severity, own: ownCount, cwe } = entry;
        if (ownCount > 0)
            return;
        if (registered.named > 0 && (0,findings_severity/* reach */.gl)(registered.namedReach) <= (0,findings_severity/* reach */.gl)(severity))
            return;
        entry.settled = true;
        this.unaccounted.push(registered.finding.name);
        // Counted under every severity its fields gave, as a listed occurrence is (also a repeat).
        this.listed.add(severity, entry.ratings, false);
        const id = registered.idFor((0,identity/* normalizeMethod */.tA)(''), (0,identity/* unlocatedPart */.r1)(severity));
        if (this.seenIds.has(id))
            return;
        this.push(registered, severity, {
            id,
            method: '',
            url: identity/* LOCATION_UNKNOWN */.J1,
            normalizedUrl: identity/* LOCATION_UNKNOWN */.J1,
            status: '',
            fixed: false,
            cwe
        });
    }
    /** The finding of this name, created from `sources` the first time the name is seen. */
    register(name, sources) {
        const key = name === undefined ? UNNAMED : (0,common_text/* visibleName */.ko)(name);
        const known = this.registry.get(key);
        if (known !== undefined)
            return known;
        if (name === undefined)
            this.tally.unnamed++;
        const reading = (0,fields/* readSeverityOf */.$w)(sources, this.severityCache);
        const finding = {
            key: (0,identity/* findingKey */.fl)(key),
            name: key,
            severity: reading?.severity ?? 'unknown',
            cwe: (0,fields/* readCwes */.xT)(sources)
        };
        if (reading?.label !== undefined)
            finding.severityLabel = reading.label;
        // A severity written as a number ("severity": 9.1) is the service's score too.
        const score = (0,fields/* readScore */.Bg)(sources) ?? numericScore(reading);
        if (score !== undefined)
            finding.score = score;
        const description = (0,fields/* readDescription */.XF)(sources);
        if (description !== undefined)
            finding.description = description;
        const remediation = (0,fields/* readRemediation */.WB)(sources);
        if (remediation !== undefined)
            finding.remediation = remediation;
        const registered = {
            finding,
            idFor: (0,identity/* idFromNormalized */.J2)(key),
            named: 0,
            namedUnfixed: 0,
            namedReach: 'very-low',
            sharedCwe: finding.cwe,
            entries: 0
        };
        this.registry.set(key, registered);
        return registered;
    }
    // The hot path: runs once per occurrence (100,000 in a large result). Plain property reads
    // (these names are not on Object.prototype, so a missing key reads as undefined, as `own` would).
    /** Reads one listed occurrence; whether it is Fixed. */
    addOccurrence(registered, severity, occ, cwe, ratings) {
        const vulnerability = occ.vulnerability;
        const where = (0,fields/* isObject */.Gv)(vulnerability) ? vulnerability : undefined;
        const status = statusText(occ.status);
        const fixed = isFixed(status);
        // A method is a word: a number there is not one (GET is assumed, as for a missing method).
        const rawMethod = (where && stringOnly(methodOf(where))) ?? stringOnly(methodOf(occ)) ?? '';
        const method = this.normalMethod(rawMethod);
        const url = (where && (0,fields/* asText */.e1)(urlOf(where))) ?? (0,fields/* asText */.e1)(urlOf(occ)) ?? '';
        if (url === '')
            this.tally.noUrl++;
        const normalizedUrl = (0,identity/* normalizeUrl */.l2)(url);
        // No URL: the severity stands in for it (identity.ts), so copies of other severities stay apart.
        const id = registered.idFor(method, (0,identity/* isUnlocated */.Aj)(normalizedUrl) ? (0,identity/* unlocatedPart */.r1)(severity) : normalizedUrl);
        if (severity === 'unknown')
            this.tally.unknownSeverity++;
        // Counted under a severity it was read up from, too: a summary may count it there.
        this.listed.add(severity, ratings, fixed);
        if (this.seenIds.has(id)) {
            this.tally.duplicates++;
            const seen = this.indexOf(id);
            const first = this.occurrences[seen];
            // The copy that counts wins: unfixed over Fixed, the severity that counts at more thresholds.
            const reopened = first.fixed && !fixed;
            const worst = (0,findings_severity/* stronger */.t_)(severity, first.severity);
            if (reopened || worst !== first.severity) {
                this.occurrences[seen] = reopened
                    ? { ...first, severity: worst, status, fixed, state: 'new', isNew: true }
                    : { ...first, severity: worst };
            }
            return fixed;
        }
        this.push(registered, severity, { id, method, url, normalizedUrl, status, fixed, cwe });
        return fixed;
    }
    push(registered, severity, o) {
        this.seenIds.add(o.id);
        this.indexById?.set(o.id, this.occurrences.length);
        const { finding } = registered;
        // Already in the shape the gate gives it (it judges in place): one object shape throughout.
        const occurrence = {
            id: o.id,
            findingKey: finding.key,
            name: finding.name,
            severity,
            method: o.method,
            url: o.url,
            normalizedUrl: o.normalizedUrl,
            status: o.status,
            fixed: o.fixed,
            cwe: o.cwe,
            state: o.fixed ? 'fixed' : 'new',
            counted: false,
            isNew: !o.fixed,
            ignoredBecause: undefined,
            // Set by the gate on every occurrence: present from the start, the object keeps one shape
            // (adding them later gave each of 100,000 objects a new shape and a property store).
            regressed: false,
            escalatedFrom: undefined
        };
        this.occurrences.push(occurrence);
    }
    /** Built at the first repeated occurrence, then kept up to date. */
    indexOf(id) {
        if (this.indexById === undefined) {
            this.indexById = new Map(this.occurrences.map((o, i) => [o.id, i]));
        }
        return this.indexById.get(id);
    }
    meta() {
        const meta = {};
        const text = (key) => (0,fields/* asText */.e1)((0,fields/* own */.ZV)(this.doc, key));
        const set = (k, v) => {
            if (v !== undefined)
                meta[k] = v;
        };
        set('projectName', text('project_name'));
        set('applicationName', text('application_name'));
        set('url', text('url'));
        set('generatedDate', text('generated_date'));
        set('approvedDate', text('approved_date'));
        set('score', (0,fields/* readScore */.Bg)([this.doc]));
        return meta;
    }
    warnings() {
        return readerWarnings(this.tally, this.unaccounted);
    }
}
/** The number a readable severity was written as ("severity": 9.1), as its score. */
function numericScore(reading) {
    if (reading?.label === undefined || reading.severity === 'unknown')
        return undefined;
    return (0,findings_severity/* numericLabel */._T)(reading.label);
}


/***/ }),

/***/ 132:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ matchingNoOpen),
/* harmony export */   EN: () => (/* binding */ isWarned),
/* harmony export */   MF: () => (/* binding */ removeEntryNotices),
/* harmony export */   ry: () => (/* binding */ isReopenedStatus),
/* harmony export */   s_: () => (/* binding */ expiringSoon),
/* harmony export */   tP: () => (/* binding */ warnedLines),
/* harmony export */   xs: () => (/* binding */ staleRules)
/* harmony export */ });
/* unused harmony exports DEFAULT_EXPIRY_WARNING_MS, ruleLabel */
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(119);
/* harmony import */ var _ignore_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(127);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(125);
// What the accepted risks and the baseline say beyond the gate: entries about to run out (the
// outcome becomes `warned`), and entries whose occurrences are gone ("fixed — remove this entry"),
// so the files shrink as work is done instead of hiding a finding that comes back years later.



/**
 * The service's own word for an occurrence that was fixed and is open again: `Re-opened` (seen in
 * the wild), also `reopened`, `Re opened`, `regressed`, in any case.
 */
function isReopenedStatus(status) {
    if (status.length > 40)
        return false;
    const word = status.toLowerCase().replace(/[\s_-]+/g, '');
    return word === 'reopened' || word === 'regressed';
}
/** The default of `expiry-warning`: 14 days. */
const DEFAULT_EXPIRY_WARNING_MS = 14 * 86_400_000;
/**
 * Entries in use (they matched an open occurrence: `used` holds their 1-based numbers) that run
 * out within `windowMs` from `now`. An entry that matches nothing is stale instead (below).
 */
function expiringSoon(rules, used, now, windowMs = DEFAULT_EXPIRY_WARNING_MS) {
    if (windowMs <= 0)
        return [];
    return rules.filter((rule, i) => used.has(i + 1) && !(0,_ignore_js__WEBPACK_IMPORTED_MODULE_1__/* .isExpired */ ._d)(rule, now) && (0,_ignore_js__WEBPACK_IMPORTED_MODULE_1__/* .expiryTime */ .TK)(rule) - now <= windowMs);
}
/**
 * Unexpired entries that match no open occurrence of this result, not even one an earlier entry
 * already took (an entry only shadowed by another is not "fixed"). Only the entries not `used`
 * are looked at, against maps of the open occurrences by id and by name.
 */
function staleRules(rules, used, now, occurrences) {
    return matchingNoOpen(rules.filter((rule, i) => !used.has(i + 1) && !(0,_ignore_js__WEBPACK_IMPORTED_MODULE_1__/* .isExpired */ ._d)(rule, now)), occurrences);
}
/** The entries of `candidates` that match no open occurrence (against maps by id and by name). */
function matchingNoOpen(candidates, occurrences) {
    if (candidates.length === 0)
        return [];
    const byId = new Map();
    const byName = new Map();
    for (const o of occurrences) {
        if (o.fixed)
            continue;
        byId.set(o.id, o);
        const name = o.name.trim().toLowerCase();
        const list = byName.get(name);
        if (list === undefined)
            byName.set(name, [o]);
        else
            list.push(o);
    }
    return candidates.filter((rule) => {
        const pool = rule.id !== undefined
            ? [byId.get(rule.id)].filter((o) => o !== undefined)
            : (byName.get(rule.finding?.trim().toLowerCase() ?? '') ?? []);
        return !pool.some((o) => fits(rule, o));
    });
}
function fits(rule, o) {
    if (rule.finding !== undefined &&
        rule.finding.trim().toLowerCase() !== o.name.trim().toLowerCase())
        return false;
    if (rule.url !== undefined && (0,_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizeUrl */ .l2)(rule.url) !== o.normalizedUrl)
        return false;
    return rule.method === undefined || rule.method === o.method;
}
/** `accepted risk #3 (line 14) for "SQL Injection"`: how messages name an entry. */
function ruleLabel(rule, rules) {
    const number = rules.indexOf(rule) + 1;
    const at = rule.line === undefined ? '' : ` (line ${rule.line})`;
    const what = rule.finding !== undefined ? `for "${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(rule.finding, 200)}"` : `for occurrence ${rule.id}`;
    return `accepted risk${number > 0 ? ` #${number}` : ''}${at} ${what}`;
}
/** Notices (never failures) for what the files still list but the result no longer shows open. */
function removeEntryNotices(verdict, rules, baseline, baselineIsFile, rulesShared = false) {
    // Several applications read one accepted-risks file: an entry of one matches nothing in the
    // others, so "matches no open occurrence" of one application says nothing about the entry.
    const stale = rulesShared ? [] : verdict.staleRules;
    const notices = stale
        .slice(0, MAX_NOTICES)
        .map((rule) => `${ruleLabel(rule, rules)}: fixed — remove this entry (it matches no open occurrence)`);
    if (stale.length > MAX_NOTICES) {
        notices.push(`${stale.length - MAX_NOTICES} more accepted risks match no open occurrence: fixed — remove these entries`);
    }
    if (baseline !== undefined && baselineIsFile && verdict.counts.fixedSinceBaseline > 0) {
        const gone = goneFromBaseline(baseline, verdict.occurrences);
        const shown = gone.slice(0, MAX_IDS).join(', ');
        const more = gone.length > MAX_IDS ? ` and ${gone.length - MAX_IDS} more` : '';
        notices.push(`baseline ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(baseline.source, 300)}: ${gone.length} occurrence${gone.length === 1 ? '' : 's'} it holds open ${gone.length === 1 ? 'is' : 'are'} fixed — remove ${gone.length === 1 ? 'this entry' : 'these entries'} (${shown}${more}), or run adopt again`);
    }
    return notices;
}
const MAX_NOTICES = 10;
const MAX_IDS = 10;
function goneFromBaseline(baseline, now) {
    const open = new Set();
    for (const o of now)
        if (!o.fixed)
            open.add(o.id);
    return [...baseline.unfixed].filter((id) => !open.has(id)).sort();
}
/** The lines that make a passing gate `warned`: warn findings and accepted risks running out. */
function warnedLines(verdict, rules) {
    const lines = [];
    const byName = new Map();
    for (const o of verdict.occurrences) {
        if (o.state === 'warned')
            byName.set(o.name, (byName.get(o.name) ?? 0) + 1);
    }
    const names = [...byName].slice(0, MAX_NOTICES);
    for (const [name, n] of names) {
        lines.push(`policy warn: ${n} open occurrence${n === 1 ? '' : 's'} of "${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(name, 200)}" (shown, never fails the build)`);
    }
    if (byName.size > names.length)
        lines.push(`policy warn: ${byName.size - names.length} more findings (see the summary and the JSON report)`);
    for (const rule of verdict.expiringRules.slice(0, MAX_NOTICES)) {
        lines.push(`${ruleLabel(rule, rules)} expires on ${rule.expires}: renew it or fix the finding`);
    }
    if (verdict.expiringRules.length > MAX_NOTICES)
        lines.push(`${verdict.expiringRules.length - MAX_NOTICES} more accepted risks expire soon`);
    return lines;
}
/** Whether a passing gate is `warned`: warn findings, or accepted risks about to run out. */
function isWarned(verdict) {
    if (!verdict.passed)
        return false;
    return verdict.expiringRules.length > 0 || verdict.occurrences.some((o) => o.state === 'warned');
}


/***/ }),

/***/ 160:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bf: () => (/* binding */ loadPreviousBaseline),
/* harmony export */   loadFileBaseline: () => (/* binding */ loadFileBaseline)
/* harmony export */ });
/* unused harmony exports NO_RECORDS, previousRecordSource */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(223);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(227);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _findings_baseline_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(121);
/* harmony import */ var _findings_parse_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(130);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(119);
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(115);
/* harmony import */ var _default_branch_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(164);
/* harmony import */ var _past_results_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(170);
/* harmony import */ var _gate_files_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(168);









/**
 * A JSON report of an earlier run (baseline: <path>). `forApplication`: one of several
 * applications, whose report is picked from a file of several or from a folder of reports as
 * the action writes them (`security-test-<token>.json`).
 */
async function loadFileBaseline(file, forApplication) {
    let text;
    try {
        if (forApplication && (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file)).isDirectory()) {
            file = node_path__WEBPACK_IMPORTED_MODULE_1__.join(file, `security-test-${forApplication}.json`);
        }
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch {
        return { problem: `the baseline file ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forLog */ .Ig)(file, 300)} could not be read` };
    }
    try {
        return { set: (0,_findings_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .baselineFromReportFile */ .o0)(text, `file ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forLog */ .Ig)(file, 300)}`, forApplication) };
    }
    catch (e) {
        return {
            problem: `the baseline file ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forLog */ .Ig)(file, 300)} is not a usable report: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .errorText */ .kc)(e, 1000)}`,
            ...(e instanceof _findings_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .BaselineEntryError */ .GE ? { refused: true } : {})
        };
    }
}
/**
 * The application's latest completed test that started before this run's pipeline began
 * (`runStart`: a test of an earlier attempt of the same run is never a baseline, or a re-run
 * would pass what the first attempt failed) and before the judged test.
 */
async function loadPreviousBaseline(ctx, runStart, judged = {}) {
    const app = ctx.config.applicationToken;
    if (!runStart || 'problem' in runStart) {
        return { problem: (0,_gate_files_js__WEBPACK_IMPORTED_MODULE_8__/* .previousUnknownStart */ .SR)(runStart?.problem ?? _gate_files_js__WEBPACK_IMPORTED_MODULE_8__/* .HOST_CANNOT_TELL */ .b4) };
    }
    try {
        const sessions = await (0,_past_results_js__WEBPACK_IMPORTED_MODULE_7__/* .pastSessions */ .m)(ctx, app);
        const current = judged.resultToken
            ? sessions.find((s) => s.resultToken === judged.resultToken)
            : undefined;
        // A test of this pipeline's first attempt starts after it began; with the service's clock
        // a little behind GitHub's it could look earlier: the margin keeps it out.
        let before = runStart.at - _common_clock_js__WEBPACK_IMPORTED_MODULE_5__/* .START_CLOCK_SKEW_MS */ .GT;
        let bound = `this run's pipeline began (${runStart.source}, ${isoTime(runStart.at)}, less ${_common_clock_js__WEBPACK_IMPORTED_MODULE_5__/* .START_CLOCK_SKEW_MS */ .GT / 1000} s for clocks that differ)`;
        const judgedStart = judged.reported?.startTime ?? current?.startTime;
        if (judged.reported && judgedStart === undefined) {
            return {
                problem: `the reported test ${judged.resultToken ?? ''} is not among the application's recent tests, so which tests came before it is unknown`
            };
        }
        if (judgedStart !== undefined && judgedStart < before) {
            before = judgedStart;
            bound = `the judged test started (${isoTime(judgedStart)})`;
        }
        // The newest passing verdict of this gate, where the host keeps them: a baseline hides only
        // what a passing verdict accepted (issue 30).
        const recorded = await recordedBaseline(ctx, before, judged.resultToken);
        if (!('unreadable' in recorded))
            return recorded;
        const labelsOnly = recorded.unreadable;
        const query = { exclude: judged.resultToken, before };
        const { found, skipped, tooNew } = await (0,_past_results_js__WEBPACK_IMPORTED_MODULE_7__/* .latestPastResult */ .LW)(ctx, app, 'Baseline', query, sessions);
        const later = `${tooNew} test${tooNew === 1 ? '' : 's'}`;
        if (tooNew > 0)
            ctx.log.info(`Baseline: leaving out ${later} that started at or after ${bound}`);
        if (found) {
            const source = `previous test ${found.resultToken} (labels what is new, hides nothing)`;
            return { set: (0,_findings_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .baselineFromResult */ .Dy)((0,_findings_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .parseResult */ .F)(found.raw), source), labelsOnly };
        }
        const notes = [
            skipped > 0 ? `the last ${skipped} ended without a result` : '',
            tooNew > 0 ? `${later} started later and left out` : ''
        ].filter(Boolean);
        const note = notes.length > 0 ? ` (${notes.join('; ')})` : '';
        if (tooNew > 0) {
            return {
                problem: `the application has no completed test that started before ${bound}${note}`
            };
        }
        return { problem: `the application has no previous completed test${note}` };
    }
    catch (e) {
        if (ctx.signal.aborted)
            throw e;
        return { problem: `the previous test's result could not be read: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .errorText */ .kc)(e, 300)}` };
    }
}
/**
 * The baseline of the newest passing verdict record (PreviousRecords), its test's result read
 * from the service; `unreadable` when the host keeps no records or none can be read.
 */
async function recordedBaseline(ctx, before, exclude) {
    const app = ctx.config.applicationToken;
    if (!ctx.previousRecords)
        return { unreadable: NO_RECORDS };
    let found;
    try {
        found = await ctx.previousRecords.find(app, (0,_default_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .testStartOf */ .Qc)(ctx, app), before, exclude);
    }
    catch (e) {
        if (ctx.signal.aborted)
            throw e;
        return { unreadable: `the verdict records could not be read: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__/* .errorText */ .kc)(e, 300)}` };
    }
    if ('unreadable' in found)
        return found;
    if ('problem' in found)
        return { problem: `no passing verdict is a baseline: ${found.problem}` };
    const { record } = found;
    const source = found.from === 'default-branch' ? (0,_default_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .defaultBranchSource */ .tH)(record) : previousRecordSource(record);
    return (0,_default_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .recordTestBaseline */ .NX)(ctx, app, record, source);
}
/** Why a host without verdict records (the command-line tool) has no passing verdict to read. */
const NO_RECORDS = 'this host keeps no verdict records';
/** "previous passing run 123 (commit abc1234, test 3f…)": the baseline's source in every report. */
function previousRecordSource(r) {
    return `previous passing run ${r.runId} (commit ${r.commit.slice(0, 7)}, test ${r.resultToken})`;
}
function isoTime(ms) {
    return new Date(ms).toISOString().replace(/\.000Z$/, 'Z');
}


/***/ }),

/***/ 164:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   NO_STORE: () => (/* binding */ NO_STORE),
/* harmony export */   NX: () => (/* binding */ recordTestBaseline),
/* harmony export */   Qc: () => (/* binding */ testStartOf),
/* harmony export */   loadDefaultBranchBaseline: () => (/* binding */ loadDefaultBranchBaseline),
/* harmony export */   tH: () => (/* binding */ defaultBranchSource)
/* harmony export */ });
/* unused harmony export RECORDED_TESTS_LOOKED_AT */
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(101);
/* harmony import */ var _findings_baseline_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(121);
/* harmony import */ var _findings_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(130);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(119);
// `baseline: default-branch`: the result of the test that the newest passing run on the default
// branch judged. The host says which test that was (it keeps the records where only such runs
// write); the service gives its result, and the baseline is that result's occurrences — exactly
// what that run's JSON report held.




/**
 * How many of the application's newest tests are asked for (once per lookup) to learn when a
 * recorded test started: a record whose test is older than these cannot be checked, and is skipped.
 */
const RECORDED_TESTS_LOOKED_AT = 50;
/**
 * Why a host without a store (the command-line tool: other CI systems have no store a pull
 * request can read but not write) has no default-branch baseline.
 */
const NO_STORE = 'the command-line tool keeps no default-branch baseline (give the JSON report of a passing default-branch pipeline instead, e.g. baseline: security-test-report.json)';
/** "default-branch run 123 (commit abc1234, test 3f…)": the baseline's source in every report. */
function defaultBranchSource(r) {
    return `default-branch run ${r.runId} (commit ${r.commit.slice(0, 7)}, test ${r.resultToken})`;
}
async function loadDefaultBranchBaseline(ctx, applicationToken) {
    if (!ctx.defaultBranch)
        return { problem: NO_STORE };
    let found;
    try {
        found = await ctx.defaultBranch.find(applicationToken, testStartOf(ctx, applicationToken));
    }
    catch (e) {
        if (ctx.signal.aborted)
            throw e;
        return { problem: `the default branch's records could not be read: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorText */ .kc)(e, 300)}` };
    }
    if ('problem' in found)
        return { problem: found.problem };
    return recordTestBaseline(ctx, applicationToken, found.record, defaultBranchSource(found.record));
}
/**
 * The baseline a verified record names: its test's result, fetched from the service with the
 * application's token — exactly what the recording run judged (default-branch and previous).
 */
async function recordTestBaseline(ctx, applicationToken, record, source) {
    if (!record.siteShown) {
        // The recording run tested whatever its site served (no deployment-environment, no
        // build-check): said here, so a reader of this gate knows what it compares with.
        ctx.log.info(`The baseline's test ${record.resultToken} was not shown to be of commit ${record.commit.slice(0, 7)}: the run that recorded it (run ${record.runId}) had no deployment-environment or build-check, so it judged whatever the site served then`);
    }
    let raw;
    try {
        // Asked with the application's token: the service refuses a test of another application.
        raw = await ctx.tests.result(applicationToken, record.resultToken, ctx.signal);
    }
    catch (e) {
        if (ctx.signal.aborted)
            throw e;
        const why = (0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isRefusal */ .vu)(e) ? 'the service refused its result' : 'its result could not be read';
        return { problem: `the baseline ${source}: ${why} (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorText */ .kc)(e, 300)})` };
    }
    try {
        return { set: (0,_findings_baseline_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineFromResult */ .Dy)((0,_findings_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .parseResult */ .F)(raw), source) };
    }
    catch (e) {
        return { problem: `the baseline ${source} has no readable result: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorText */ .kc)(e, 300)}` };
    }
}
/**
 * When the service says each test of the application started, from one list of its newest tests
 * read on first use: the record's run is checked against this, never against the record's word.
 * An API that cannot list tests (v1) says nothing, so no record can be checked there.
 */
function testStartOf(ctx, applicationToken) {
    let listed;
    const list = async () => {
        const sessions = ctx.tests.sessions
            ? await ctx.tests.sessions(applicationToken, RECORDED_TESTS_LOOKED_AT, ctx.signal)
            : [];
        const starts = new Map();
        for (const s of sessions) {
            if (typeof s.startTime !== 'number' || !Number.isFinite(s.startTime))
                continue;
            // A test listed twice with two start times says nothing certain: NaN is "not said".
            const seen = starts.get(s.resultToken);
            starts.set(s.resultToken, seen === undefined || seen === s.startTime ? s.startTime : NaN);
        }
        return starts;
    };
    return async (resultToken) => {
        const at = (await (listed ??= list())).get(resultToken);
        return at !== undefined && Number.isFinite(at) ? at : undefined;
    };
}


/***/ }),

/***/ 166:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

// ESM COMPAT FLAG
__nccwpck_require__.r(__webpack_exports__);

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  evaluate: () => (/* binding */ evaluate),
  publishEvaluation: () => (/* binding */ publishEvaluation)
});

// EXTERNAL MODULE: ./src/findings/parse.ts + 9 modules
var parse = __nccwpck_require__(130);
// EXTERNAL MODULE: ./src/findings/decode.ts
var decode = __nccwpck_require__(122);
// EXTERNAL MODULE: ./src/findings/gate.ts
var gate = __nccwpck_require__(124);
// EXTERNAL MODULE: ./src/findings/types.ts
var types = __nccwpck_require__(135);
// EXTERNAL MODULE: ./src/report/publish.ts
var publish = __nccwpck_require__(188);
// EXTERNAL MODULE: ./src/findings/regressions.ts
var regressions = __nccwpck_require__(132);
// EXTERNAL MODULE: ./src/lifecycle/baseline-source.ts
var baseline_source = __nccwpck_require__(160);
// EXTERNAL MODULE: ./src/lifecycle/gate-files.ts
var gate_files = __nccwpck_require__(168);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __nccwpck_require__(101);
// EXTERNAL MODULE: ./src/common/text.ts
var common_text = __nccwpck_require__(119);
// EXTERNAL MODULE: ./src/common/duration.ts
var duration = __nccwpck_require__(116);
// EXTERNAL MODULE: ./src/report/test-start.ts
var test_start = __nccwpck_require__(195);
// EXTERNAL MODULE: ./src/report/trend-section.ts
var trend_section = __nccwpck_require__(197);
// EXTERNAL MODULE: ./src/lifecycle/past-results.ts
var past_results = __nccwpck_require__(170);
;// CONCATENATED MODULE: ./src/lifecycle/trend.ts








/** The whole trend's time: past it, no further result is fetched (the summary says so). */
const TREND_BUDGET_MS = 60_000;
/** Sessions listed: room for tests that were stopped or failed between the completed ones. */
function sessionsToList(asked) {
    return Math.min(50, asked * 2 + 5);
}
/** Tests tried for a result, at most: the ones asked for and a few that turn out to have none. */
function triesFor(asked) {
    return asked + 5;
}
/**
 * The earlier tests' counts, oldest first; undefined when `trend` is 0. Never throws for the
 * service's refusals or unreadable results (they are notes); a cancelled run stays cancelled.
 */
async function readTrend(ctx, query) {
    const asked = ctx.config.trend;
    if (asked <= 0)
        return undefined;
    const trend = { asked, points: [], notes: [] };
    const app = ctx.config.applicationToken;
    if (!ctx.tests.sessions) {
        note(ctx, trend, `api-version ${ctx.config.apiVersion} cannot list earlier tests`);
        return finish(ctx, trend, []);
    }
    let sessions;
    try {
        sessions = await ctx.tests.sessions(app, sessionsToList(asked), ctx.signal);
    }
    catch (e) {
        if (ctx.signal.aborted)
            throw e;
        note(ctx, trend, `the earlier tests could not be listed (${(0,common_text/* errorText */.kc)(e, 300)})`);
        return finish(ctx, trend, []);
    }
    // The judged test is in the same list: its start is the reports' "This test" row and startedAt.
    const own = query.resultToken
        ? sessions.find((s) => s.resultToken === query.resultToken)
        : undefined;
    if (own?.startTime !== undefined)
        (0,test_start/* noteTestStart */.b)(ctx, own.resultToken, own.startTime);
    const { candidates } = (0,past_results/* selectPast */.zX)(sessions, { exclude: query.resultToken, before: query.before });
    // Completed ones have an end time; the list also holds stopped and failed tests (no result).
    const ended = candidates.filter((s) => (s.endTime ?? 0) > 0);
    // The budget bounds each fetch too: one slow answer is cut off at it, not waited out (a real
    // timer, unref'd: the run's clock may be a test's).
    const budgetMs = query.budgetMs ?? TREND_BUDGET_MS;
    const started = ctx.clock.now();
    const signal = AbortSignal.any([ctx.signal, AbortSignal.timeout(budgetMs)]);
    const overBudget = `the earlier results took longer than ${(0,duration/* formatDuration */.a3)(budgetMs)} to fetch`;
    const newestFirst = [];
    let tried = 0;
    for (const past of ended) {
        if (newestFirst.length >= asked || tried >= triesFor(asked))
            break;
        if (signal.aborted || ctx.clock.now() - started > budgetMs) {
            if (ctx.signal.aborted)
                throw ctx.signal.reason;
            note(ctx, trend, overBudget);
            break;
        }
        tried++;
        const point = await countOne(ctx, trend, past, query.ignore, signal, overBudget, query.known);
        if (point === 'over budget')
            break;
        if (point)
            newestFirst.push(point);
    }
    if (newestFirst.length < asked && trend.notes.length === 0) {
        note(ctx, trend, `the service has ${newestFirst.length} earlier completed test${newestFirst.length === 1 ? '' : 's'} with a result`);
    }
    return finish(ctx, trend, newestFirst.reverse());
}
/** The trend with its points; one notice, whatever the reason, when fewer than asked are shown. */
function finish(ctx, trend, points) {
    trend.points = points;
    if (points.length < trend.asked) {
        ctx.log.notice(`Trend: ${(0,trend_section/* trendShortfall */.X)(points.length, trend.asked)}: ${trend.notes.join('; ')}`);
    }
    return trend;
}
/** One earlier test's unfixed counts, or undefined (with a note) when it has no readable result. */
async function countOne(ctx, trend, past, ignore, signal, overBudget, known) {
    const token = (0,common_text/* forLog */.Ig)(past.resultToken, 64);
    let raw;
    try {
        if (known?.resultToken === past.resultToken)
            return pointOf(ctx, past, known.parsed, ignore);
        raw = await ctx.tests.result(ctx.config.applicationToken, past.resultToken, signal);
    }
    catch (e) {
        if (ctx.signal.aborted)
            throw e;
        if (signal.aborted) {
            note(ctx, trend, overBudget);
            return 'over budget';
        }
        const why = (0,errors/* isRefusal */.vu)(e) ? (0,common_text/* forLog */.Ig)(e.message, 300) : (0,common_text/* errorText */.kc)(e, 300);
        note(ctx, trend, `test ${token} was skipped: the service gave no result (${why})`);
        return undefined;
    }
    try {
        return pointOf(ctx, past, (0,parse/* parseResult */.F)(raw), ignore);
    }
    catch (e) {
        if (!(e instanceof parse/* ResultParseError */.Z1))
            throw e;
        note(ctx, trend, `test ${token} was skipped: its result could not be read (${(0,common_text/* forLog */.Ig)(e.message, 300)})`);
        return undefined;
    }
}
function pointOf(ctx, past, parsed, ignore) {
    const verdict = (0,gate/* judge */.S)(parsed, {
        threshold: ctx.config.threshold,
        budget: ctx.config.budget,
        ignore,
        now: ctx.clock.now()
    });
    return {
        resultToken: past.resultToken,
        startTime: past.startTime,
        unfixed: verdict.counts.unfixed
    };
}
function note(ctx, trend, words) {
    trend.notes.push(words);
    ctx.log.info(`Trend: ${words}`);
}

;// CONCATENATED MODULE: ./src/lifecycle/previous-fixed.ts
// Regressions a baseline file cannot see: an occurrence the application's previous completed test
// had as Fixed and that is open now (issue 25). A baseline file is as old as the last `adopt`; an
// occurrence fixed after it and open again would look like the adopted one it was, hidden by its
// valid accepted risk. So, with a baseline file (or none, or the default branch's), the previous
// completed test's result is read too, with the same past-results machinery as `baseline:
// previous` and `trend` (past-results.ts), and its Fixed occurrences are handed to the gate.
//
// Decisions:
// - Which test: the newest completed one before the judged test (its start time, from the list
//   or from `report`). The run-start cutoff of `baseline: previous` is not applied: it keeps a
//   test of this run's own earlier attempt from being a baseline that hides; this comparison can
//   only count more, and a Fixed seen in any earlier test is a Fixed.
// - Bounded: one list of sessions and at most MAX_TRIED results asked for (a stopped test has
//   none; the one before it is tried), one parsed, all within PREVIOUS_FIXED_BUDGET_MS.
// - Which test it compared with is logged when it matters: when something regressed, or when a
//   baseline was asked for (a line with nothing to say about a run without one is noise).
// - Never fails the step for what it could not read: a notice says regressions are then compared
//   with the baseline only (with `baseline: none`, a log line: a regression is then only a label,
//   every unfixed occurrence counting anyway). What it did read counts (gate.ts).
// - With `baseline: previous` the baseline is that test already; on v1 there is no list of tests.




const PREVIOUS_FIXED_BUDGET_MS = 30_000;
const MAX_TRIED = 3;
const SESSIONS_LISTED = 10;
/** The previous completed test and what it had as Fixed; undefined: none known. */
async function previouslyFixed(ctx, judged) {
    if (ctx.config.baseline.kind === 'previous' || !ctx.tests.sessions)
        return undefined;
    const app = ctx.config.applicationToken;
    const skip = (why) => {
        // Without a baseline every unfixed occurrence counts already: a regression is only a label,
        // so what could not be read is a log line, not a notice about a baseline there is none of.
        if (ctx.config.baseline.kind === 'none') {
            ctx.log.info(`Regressions: ${why}; no occurrence is marked regressed from an earlier test`);
        }
        else {
            ctx.log.notice(`Regressions: ${why}; only the baseline's Fixed occurrences are compared with this result`);
        }
        return undefined;
    };
    const signal = AbortSignal.any([ctx.signal, AbortSignal.timeout(PREVIOUS_FIXED_BUDGET_MS)]);
    try {
        const sessions = await ctx.tests.sessions(app, SESSIONS_LISTED, signal);
        const current = judged.resultToken
            ? sessions.find((s) => s.resultToken === judged.resultToken)
            : undefined;
        const before = judged.reported?.startTime ?? current?.startTime;
        if (judged.reported && before === undefined) {
            return skip(`the reported test ${(0,common_text/* forLog */.Ig)(judged.resultToken ?? '', 64)} is not among the application's recent tests, so which test came before it is unknown`);
        }
        const { candidates } = (0,past_results/* selectPast */.zX)(sessions, { exclude: judged.resultToken, before });
        const ended = candidates.filter((s) => (s.endTime ?? 0) > 0).slice(0, MAX_TRIED);
        for (const past of ended) {
            let raw;
            try {
                raw = await ctx.tests.result(app, past.resultToken, signal);
            }
            catch (e) {
                // A stopped or failed test has no result: the one before it may.
                if ((0,errors/* isRefusal */.vu)(e) && e.code !== 'NOT_AUTHORIZED')
                    continue;
                throw e;
            }
            const parsed = (0,parse/* parseResult */.F)(raw);
            const fixed = new Set();
            for (const o of parsed.occurrences)
                if (o.fixed)
                    fixed.add(o.id);
            return {
                resultToken: past.resultToken,
                fixed,
                line: `Regressions: compared with the previous test ${(0,common_text/* forLog */.Ig)(past.resultToken, 64)} (${fixed.size} occurrence${fixed.size === 1 ? '' : 's'} Fixed there)`,
                ...(ctx.config.trend > 0 ? { parsed } : {})
            };
        }
        if (ended.length > 0)
            return skip(`the last ${ended.length} earlier tests have no result`);
        return undefined;
    }
    catch (e) {
        if (ctx.signal.aborted)
            throw e;
        return skip(`the previous test's result could not be read (${(0,common_text/* errorText */.kc)(e, 300)})`);
    }
}

;// CONCATENATED MODULE: ./src/lifecycle/evaluate.ts










function rawResultText(raw) {
    if (typeof raw === 'string')
        return raw;
    // The answer around a result it repeats a key in: kept whole (decoding it is refused).
    if (raw instanceof decode/* UnreadableResult */.bQ)
        return raw.text;
    try {
        return JSON.stringify(raw) ?? '';
    }
    catch {
        return String(raw);
    }
}
/**
 * Read the result and judge it with the gate's inputs. `reported`: `report` judges a test that
 * may be older than others (the baseline must have started before it).
 */
async function evaluate(ctx, files, raw, resultToken, reported) {
    const rawText = rawResultText(raw);
    // Regressions since the previous completed test, which a baseline file may predate. Read
    // before this result is parsed, so two parsed results are never in memory at once (the
    // previous one is let go here unless the trend counts it).
    const previous = 'error' in files.ignore ? undefined : await previouslyFixed(ctx, { resultToken, reported });
    let parsed;
    try {
        parsed = (0,parse/* parseResult */.F)(raw);
    }
    catch (e) {
        if (e instanceof parse/* ResultParseError */.Z1)
            return { rawText, parseError: e.message };
        throw e;
    }
    const { ignore } = files;
    if ('error' in ignore)
        return { rawText, parsed, setupError: ignore.error };
    const baseline = await baselineFor(ctx, files, { resultToken, reported });
    if (baseline.problem) {
        if (ctx.config.baselineMissing === 'fail' || baseline.refused === true) {
            return {
                rawText,
                parsed,
                setupError: (0,gate_files/* baselineFailure */.qG)(baseline.problem, ctx.words, baseline.refused)
            };
        }
        ctx.log.warning(`${ctx.words.input('baseline')}: ${baseline.problem}; gating on every unfixed occurrence instead (${ctx.words.setting('baseline-missing', 'ignore')})`);
    }
    if (baseline.labelsOnly !== undefined && baseline.set) {
        ctx.log.notice(`${ctx.words.setting('baseline', 'previous')}: no passing verdict record can be read (${baseline.labelsOnly}); the previous test labels what is new but hides nothing from the gate`);
    }
    const verdict = (0,gate/* judge */.S)(parsed, {
        threshold: ctx.config.threshold,
        budget: ctx.config.budget,
        // Only a passing verdict's test hides what it held; any other only labels what is new.
        ...(baseline.labelsOnly === undefined ? { baseline: baseline.set } : { labels: baseline.set }),
        ...(previous ? { previouslyFixed: previous.fixed } : {}),
        ignore: ignore.rules,
        policy: ignore.policy,
        findings: parsed.findings,
        now: ctx.clock.now(),
        expiryWarningMs: ctx.config.expiryWarningMs
    });
    // Which test the regressions were compared with: said when something regressed or a baseline
    // was asked for, not on every run without one.
    if (previous && (ctx.config.baseline.kind !== 'none' || (0,types/* totalOf */.e6)(verdict.counts.regressed) > 0)) {
        ctx.log.info(previous.line);
    }
    const trend = await readTrend(ctx, {
        resultToken,
        before: reported?.startTime,
        ignore: ignore.rules,
        // Read once for the regressions: the trend does not fetch it again.
        ...(previous?.parsed
            ? { known: { resultToken: previous.resultToken, parsed: previous.parsed } }
            : {})
    });
    return {
        rawText,
        parsed,
        verdict,
        baseline: baseline.set,
        ignoreRules: ignore.rules,
        baselineIsFile: ctx.config.baseline.kind === 'file',
        ...(trend ? { trend } : {})
    };
}
function baselineFor(ctx, files, judged) {
    if (files.earlyBaseline)
        return Promise.resolve(files.earlyBaseline);
    if (ctx.config.baseline.kind === 'previous') {
        return (0,baseline_source/* loadPreviousBaseline */.Bf)(ctx, files.runStart, judged);
    }
    return Promise.resolve({});
}
/** A completed test: the gate's verdict decides the outcome. */
function publishEvaluation(ctx, info, evaluation) {
    if (evaluation.parseError) {
        return (0,publish.publish)(ctx, {
            outcome: 'error',
            failure: `The test result could not be read: ${evaluation.parseError}; the raw result is kept in the report file`,
            info,
            evaluation
        });
    }
    if (evaluation.setupError || !evaluation.verdict) {
        return (0,publish.publish)(ctx, { outcome: 'error', failure: evaluation.setupError, info, evaluation });
    }
    const v = evaluation.verdict;
    const rules = evaluation.ignoreRules ?? [];
    // Entries whose occurrences are gone: a notice, never a failure, so the files shrink.
    const stale = (0,regressions/* removeEntryNotices */.MF)(v, rules, evaluation.baseline, evaluation.baselineIsFile === true, ctx.estate !== undefined);
    for (const line of stale)
        ctx.log.notice(line);
    const warned = (0,regressions/* isWarned */.EN)(v);
    // The warn findings and the accepted risks running out, as warnings (annotations on GitHub):
    // what made a passing gate `warned`, and on a failed gate too, where they are no less true.
    const why = (0,regressions/* warnedLines */.tP)(v, rules);
    for (const line of why)
        ctx.log.warning(line);
    return (0,publish.publish)(ctx, {
        outcome: v.passed ? (warned ? 'warned' : 'passed') : 'failed',
        failure: v.passed ? undefined : v.line,
        info,
        evaluation,
        notes: [...why, ...stale]
    });
}


/***/ }),


});
