"use strict";
// Modules of dist/cli.js that its start does not evaluate, loaded when first required
// (scripts/normalise-bundle.mjs). Their licences are in the list beside dist/cli.js.
module.exports = ({

/***/ 108:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

// ESM COMPAT FLAG
__nccwpck_require__.r(__webpack_exports__);

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  GATHER_HELP: () => (/* binding */ GATHER_HELP),
  runGather: () => (/* binding */ runGather),
  verdict: () => (/* binding */ verdict)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(209);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(214);
// EXTERNAL MODULE: ./src/command-result.ts
var command_result = __nccwpck_require__(115);
// EXTERNAL MODULE: ./src/inputs/parsers.ts
var parsers = __nccwpck_require__(146);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __nccwpck_require__(175);
// EXTERNAL MODULE: ./src/report/file-write.ts
var file_write = __nccwpck_require__(171);
// EXTERNAL MODULE: ./src/common/text.ts
var common_text = __nccwpck_require__(128);
// EXTERNAL MODULE: ./src/cli/exit-code.ts
var exit_code = __nccwpck_require__(107);
// EXTERNAL MODULE: ./src/findings/types.ts
var types = __nccwpck_require__(144);
;// CONCATENATED MODULE: ./src/cli/gather-read.ts
// What `security-test gather` reads: the plan (the matrix `shard` printed, or only how many shards
// it made) and each shard's `results` output (the action's JSON array, one object per
// application), checked field by field. Fail closed: a file or an entry not understood is a
// problem, never a pass, and an application of the plan with no entry is missing.






/** The outcomes a shard's `scan` step gives an application. */
const SCAN_OUTCOMES = command_result/* OUTCOMES_WORST_FIRST */.v;
/** The counts shown, in the table's order. */
const SHOWN_COUNTS = [
    'unfixed-count',
    'new-count',
    ...types/* SEVERITIES */.oC.map((s) => `${s}-count`)
];
/** Every count an entry may carry (the action's count outputs). */
const COUNT_FIELDS = new Set([
    ...SHOWN_COUNTS,
    'fixed-count',
    'total-count',
    'warned-count',
    'regressed-count'
]);
const TEXT_FIELDS = new Set([
    'application-name',
    'result-token',
    'status',
    'baseline-source',
    'report-file',
    'sarif-file'
]);
/** The plan from the matrix JSON (`shard`'s output), or a problem. */
function expectedFromMatrix(text) {
    let plan;
    try {
        plan = JSON.parse(text);
    }
    catch {
        return "is not JSON; pass the plan job's matrix output as it is";
    }
    const include = plan?.include;
    if (!Array.isArray(include) || include.length === 0) {
        return 'has no "include" list of shards; pass the plan job\'s matrix output as it is';
    }
    const tokens = new Map();
    for (const [i, shard] of include.entries()) {
        const s = shard;
        if (s?.shard !== i + 1 || s.of !== include.length || typeof s.tokens !== 'string') {
            return `shard ${i + 1} is not {"shard": ${i + 1}, "of": ${include.length}, "tokens": "..."}`;
        }
        let list;
        try {
            list = (0,parsers/* serviceTokens */.o2)(s.tokens, 'an application token');
        }
        catch (e) {
            if (e instanceof parsers/* BadValue */.FQ)
                return `shard ${i + 1}'s tokens: ${e.message}`;
            throw e;
        }
        for (const token of list) {
            if (tokens.has(token))
                return `names ${token} in two shards`;
            tokens.set(token, i + 1);
        }
    }
    return { shards: include.length, tokens };
}
/**
 * Every results file under the paths given (folders: their .json files, sorted, at any depth); a
 * symbolic link, given or found, is a problem and never followed.
 */
function resultFiles(paths, cwd) {
    const files = [];
    const problems = [];
    const walk = (dir) => {
        for (const e of external_node_fs_.readdirSync(dir, { withFileTypes: true })
            .sort((a, b) => (a.name < b.name ? -1 : 1))) {
            const full = external_node_path_.join(dir, e.name);
            // A link is never followed: its shard's applications would be read from anywhere.
            if (e.isSymbolicLink())
                problems.push(`${(0,parsers/* shown */.SP)(full)} is a symbolic link, not read`);
            else if (e.isDirectory())
                walk(full);
            else if (e.isFile() && e.name.endsWith('.json'))
                files.push(full);
        }
    };
    for (const given of paths) {
        const full = external_node_path_.resolve(cwd, given);
        try {
            const stat = external_node_fs_.lstatSync(full);
            if (stat.isSymbolicLink())
                problems.push(`${(0,parsers/* shown */.SP)(given)} is a symbolic link, not read`);
            else if (stat.isDirectory())
                walk(full);
            else
                files.push(full);
        }
        catch (e) {
            problems.push(`${(0,parsers/* shown */.SP)(given)} cannot be read (${e.code ?? (0,common_text.errorText)(e, 100)})`);
        }
    }
    return { files, problems };
}
/** One shard's results file: its entries, or why it is not understood. */
function readResults(text) {
    if (text.trim() === '') {
        return "is empty: the shard's step gave no results (it failed before reaching a verdict)";
    }
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch {
        return 'is not JSON';
    }
    if (!Array.isArray(doc) || doc.length === 0) {
        return "is not the action's results output (a JSON array with one object per application)";
    }
    const entries = [];
    for (const [i, item] of doc.entries()) {
        const entry = readEntry(item);
        if (typeof entry === 'string')
            return `entry ${i + 1}: ${entry}`;
        entries.push(entry);
    }
    return entries;
}
function readEntry(item) {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
        return 'is not an object';
    const fields = item;
    const token = fields['application-token'];
    if (typeof token !== 'string' || !/^[a-z0-9]{32}$/.test(token)) {
        return 'has no application-token of 32 lowercase letters/digits';
    }
    const outcome = fields.outcome;
    if (typeof outcome !== 'string' || !SCAN_OUTCOMES.includes(outcome)) {
        return `${token}: outcome ${(0,parsers/* shown */.SP)(String(outcome))} is not one of ${SCAN_OUTCOMES.join(', ')}`;
    }
    const counts = {};
    for (const [key, value] of Object.entries(fields)) {
        if (key === 'application-token' || key === 'outcome')
            continue;
        if (COUNT_FIELDS.has(key)) {
            const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
            if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) {
                return `${token}: ${key} is not a whole number from 0 up`;
            }
            counts[key] = n;
        }
        else if (TEXT_FIELDS.has(key)) {
            if (value !== null && typeof value !== 'string')
                return `${token}: ${key} is not text`;
        }
        else
            return `${token}: ${(0,parsers/* shown */.SP)(key)} is not a field of the results output`;
    }
    const name = fields['application-name'];
    return {
        token,
        name: typeof name === 'string' && name.trim() !== '' ? (0,common_text.oneLine)(name, 200) : undefined,
        outcome: outcome,
        counts
    };
}
/**
 * Every shard's entries against the plan: with the matrix, in the plan's order, each planned
 * application once (missing ones as `missing`), none from outside it; with only the number of
 * shards, one file per shard.
 */
function gather(expected, files, problems) {
    const all = [...problems];
    const found = [];
    for (const { file, read } of files) {
        if (typeof read === 'string')
            all.push(`${file} ${read}`);
        else
            found.push(...read.map((e) => ({ ...e, file })));
    }
    if (expected.tokens === undefined) {
        if (files.length !== expected.shards) {
            all.push(`${(0,common_text.plural)(expected.shards, 'shard')} planned, ${(0,common_text.plural)(files.length, 'results file')} found`);
        }
        const seen = new Set();
        for (const e of found) {
            if (seen.has(e.token))
                all.push(`${e.token} has results in two places`);
            seen.add(e.token);
        }
        return { entries: found, problems: all };
    }
    const byToken = new Map();
    for (const e of found) {
        if (!expected.tokens.has(e.token))
            all.push(`${e.file}: ${e.token} is not in the plan`);
        else if (byToken.has(e.token))
            all.push(`${e.token} has results in two places`);
        else
            byToken.set(e.token, e);
    }
    if (files.length > expected.shards) {
        all.push(`${(0,common_text.plural)(expected.shards, 'shard')} planned, ${(0,common_text.plural)(files.length, 'results file')} found`);
    }
    const entries = [...expected.tokens].map(([token, shard]) => ({
        ...(byToken.get(token) ?? { token, outcome: 'missing', counts: {} }),
        shard
    }));
    const missingShards = new Set(entries.filter((e) => e.outcome === 'missing').map((e) => e.shard));
    if (missingShards.size > 0) {
        all.push(`no results for ${(0,common_text.plural)(entries.filter((e) => e.outcome === 'missing').length, 'application')} of shard${missingShards.size === 1 ? '' : 's'} ${[...missingShards].join(', ')}`);
    }
    return { entries, problems: all };
}

// EXTERNAL MODULE: ./src/cli/github-output.ts
var github_output = __nccwpck_require__(109);
// EXTERNAL MODULE: ./src/cli/shard.ts
var shard = __nccwpck_require__(113);
// EXTERNAL MODULE: ./src/cli/tool-args.ts
var tool_args = __nccwpck_require__(114);
;// CONCATENATED MODULE: ./src/cli/gather.ts
// `security-test gather`: the shards of .github/workflows/estate.yml back into one verdict. Reads
// every shard's `results` output (files, or folders of them), checks them against the plan, prints
// one table (and writes it to the job summary), and exits with the worst outcome: any application
// that failed, errored, timed out, was stopped or is missing, and any file not understood, fails
// the gather. A shard that errored is never read as passed.












const FLAGS = ['matrix', 'matrix-file', 'shards', 'summary-file'];
const GATHER_HELP = `Usage: security-test gather (--matrix JSON | --matrix-file FILE | --shards N) [--summary-file FILE] PATH ...

Reads each shard's results (the action's results output, one JSON file per shard; a PATH that is
a folder is searched for .json files), prints one table of every application and exits with one
verdict, the worst of them: error > timed-out > stopped > failed > warned > passed. An application
of the plan without results, a file that is not the results output, or fewer results than shards
planned is an error: nothing missing or not understood reads as passed.

  --matrix        the matrix security-test shard printed (every planned application is expected)
  --matrix-file   the same, from a file
  --shards        only the number of shards planned (one results file each)
  --summary-file  also write the table there (Markdown); GITHUB_STEP_SUMMARY is written when set

With GITHUB_OUTPUT set it writes the output outcome. Exit codes as for the other commands: 0 passed
(or warned), 1 failed, 2 error, 3 timed out, 4 stopped.
`;
/** Worst first, as the action's several applications. */
const WORST_FIRST = command_result/* OUTCOMES_WORST_FIRST */.v;
/** GitHub shows at most 1 MiB of a step's summary: the table stays under it. */
const SUMMARY_BUDGET = 1_000_000;
function runGather(argv, io) {
    const args = (0,tool_args/* parseToolArgs */.Z)('gather', argv, FLAGS);
    if (args.help) {
        io.stdout(GATHER_HELP);
        return exit_code.EXIT.passed;
    }
    const problems = [...args.problems];
    const expected = readExpected(args.flags, io.cwd, problems);
    if (args.words.length === 0) {
        problems.push({
            argument: 'PATH',
            message: "is missing; name the shards' results files or the folder holding them"
        });
    }
    if (problems.length > 0 || expected === undefined) {
        io.stderr(`Error: ${(0,tool_args/* problemText */.f)('gather', problems)}\n`);
        return exit_code.EXIT.error;
    }
    const found = resultFiles(args.words, io.cwd);
    const files = found.files.map((file) => {
        const name = external_node_path_.relative(io.cwd, file) || file;
        let read;
        try {
            read = readResults(external_node_fs_.readFileSync(file, 'utf8'));
        }
        catch (e) {
            read = `cannot be read (${(0,common_text.errorText)(e, 200)})`;
        }
        return { file: name, read };
    });
    const gathered = gather(expected, files, found.problems);
    const outcome = verdict(gathered);
    const line = verdictLine(gathered, expected, outcome);
    io.stdout(textTable(gathered));
    const markdown = summary(gathered, expected, outcome);
    const written = [];
    for (const file of [args.flags['summary-file'], io.env.GITHUB_STEP_SUMMARY]) {
        if (!file)
            continue;
        try {
            (0,file_write/* appendTextSafely */.O8)(external_node_path_.resolve(io.cwd, file), markdown);
        }
        catch (e) {
            written.push(`the summary could not be written to ${(0,parsers/* shown */.SP)(file)}: ${(0,common_text.errorText)(e, 200)}`);
        }
    }
    const outputs = (0,github_output/* appendGithubOutputs */.G)(io.env, { outcome: written.length > 0 ? 'error' : outcome });
    if (outputs !== undefined)
        written.push(outputs);
    const final = written.length > 0 ? 'error' : outcome;
    const passed = final === 'passed' || final === 'warned';
    io.stderr(passed ? `${line}\n` : `Error: ${[line, ...written].join('; ')}\n`);
    return (0,exit_code.exitCode)(final, !passed);
}
function readExpected(flags, cwd, problems) {
    const given = ['matrix', 'matrix-file', 'shards'].filter((f) => flags[f]?.trim());
    if (given.length !== 1) {
        problems.push({
            argument: '--matrix',
            message: given.length === 0
                ? 'is missing: say what was planned with --matrix, --matrix-file or --shards, so a shard that never reported is seen'
                : `--${given.join(', --')} are all given; give the plan once`
        });
        return undefined;
    }
    const flag = given[0];
    const value = flags[flag].trim();
    if (flag === 'shards') {
        const n = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
        if (n >= 1 && n <= shard.MATRIX_LIMIT)
            return { shards: n };
        problems.push({
            argument: '--shards',
            message: `${(0,parsers/* shown */.SP)(value)} is not a whole number from 1 to ${shard.MATRIX_LIMIT}`
        });
        return undefined;
    }
    let text = value;
    if (flag === 'matrix-file') {
        try {
            text = external_node_fs_.readFileSync(external_node_path_.resolve(cwd, value), 'utf8');
        }
        catch (e) {
            problems.push({
                argument: '--matrix-file',
                message: `${(0,parsers/* shown */.SP)(value)} cannot be read (${e.code ?? 'unreadable'})`
            });
            return undefined;
        }
    }
    const plan = expectedFromMatrix(text);
    if (typeof plan === 'string') {
        problems.push({ argument: `--${flag}`, message: plan });
        return undefined;
    }
    return plan;
}
/** The worst outcome; anything missing or not understood is an error. */
function verdict(g) {
    if (g.problems.length > 0 || g.entries.length === 0)
        return 'error';
    const outcomes = g.entries.map((e) => (e.outcome === 'missing' ? 'error' : e.outcome));
    return WORST_FIRST.find((o) => outcomes.includes(o)) ?? 'error';
}
const notPassing = (e) => e.outcome !== 'passed' && e.outcome !== 'warned';
const nameOf = (e) => e.name ?? e.token;
function verdictLine(g, expected, outcome) {
    const failing = g.entries.filter(notPassing);
    const head = `${(0,common_text.plural)(g.entries.length, 'application')} in ${(0,common_text.plural)(expected.shards, 'shard')}: ${outcome}`;
    const parts = failing.slice(0, 10).map((e) => `${(0,common_text.forLog)(nameOf(e), 60)}: ${e.outcome}`);
    if (failing.length > 10)
        parts.push(`and ${(0,common_text.formatCount)(failing.length - 10)} more`);
    const details = [
        failing.length > 0 ? `${(0,common_text.formatCount)(failing.length)} did not pass — ${parts.join('; ')}` : '',
        ...g.problems.slice(0, 5).map((p) => (0,common_text.forLog)(p, 300)),
        g.problems.length > 5 ? `and ${(0,common_text.plural)(g.problems.length - 5, 'more problem')}` : ''
    ].filter(Boolean);
    return details.length > 0 ? `${head} — ${details.join('; ')}` : head;
}
const HEADERS = [
    'shard',
    'application',
    'outcome',
    'unfixed',
    'new',
    'critical',
    'high',
    'medium',
    'low',
    'very low',
    'unknown'
];
function cells(e, shownName) {
    return [
        e.shard === undefined ? '' : String(e.shard),
        shownName(nameOf(e)),
        e.outcome,
        ...SHOWN_COUNTS.map((k) => e.counts[k] === undefined ? '' : (0,common_text.formatCount)(e.counts[k]))
    ];
}
/** The table for a terminal or a log: every row, columns padded; service text made log-safe. */
function textTable(g) {
    const rows = [HEADERS, ...g.entries.map((e) => cells(e, (s) => (0,common_text.forLog)(s, 40)))];
    const widths = HEADERS.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
    return (rows
        .map((r) => r
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd())
        .join('\n') + '\n');
}
/** The job summary: a headline, the table (passing rows left out when it would not fit), problems. */
function summary(g, expected, outcome) {
    const failing = g.entries.filter(notPassing).length;
    const icon = outcome === 'passed' ? '✅' : outcome === 'warned' ? '⚠️' : '❌';
    const head = `## ${icon} Security test estate: ${outcome}\n\n${(0,common_text.plural)(g.entries.length, 'application')} in ${(0,common_text.plural)(expected.shards, 'shard')}; ${(0,common_text.formatCount)(g.entries.length - failing)} passed, ${(0,common_text.formatCount)(failing)} did not.\n\n`;
    const problems = g.problems.length === 0
        ? ''
        : `\n**Not understood or missing** (each an error):\n\n${g.problems
            .slice(0, 50)
            .map((p) => `- ${(0,common_text.forMarkdown)(p, 500)}`)
            .join('\n')}\n${g.problems.length > 50 ? `- and ${(0,common_text.plural)(g.problems.length - 50, 'more problem')}\n` : ''}`;
    const row = (e) => (0,markdown/* tableRow */.jD)(cells(e, (s) => (s === e.token ? (0,common_text.forCodeSpan)(s, 40, true) : (0,common_text.forMarkdown)(s, 100))));
    const header = (0,markdown/* tableHeader */.qd)(HEADERS, [
        'right',
        'left',
        'left',
        ...SHOWN_COUNTS.map(() => 'right')
    ]);
    let rows = g.entries.map(row);
    let note = '';
    const size = (r) => Buffer.byteLength(head + header + problems) + r.reduce((n, x) => n + x.length * 3 + 1, 0) + 400;
    if (size(rows) > SUMMARY_BUDGET) {
        const kept = g.entries.filter(notPassing);
        note = `\n${(0,common_text.plural)(g.entries.length - kept.length, 'passing application')} left out to stay within GitHub's summary size (the shards' own summaries have them).\n`;
        rows = kept.map(row);
        while (rows.length > 0 && size(rows) > SUMMARY_BUDGET)
            rows.pop();
        if (rows.length < kept.length)
            note += `${(0,common_text.plural)(kept.length - rows.length, 'failing application')} left out as well: the log of this step lists every one.\n`;
    }
    return `${head}${header}\n${rows.join('\n')}\n${note}${problems}\n`;
}


/***/ }),

/***/ 109:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ appendGithubOutputs)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(205);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(128);
/* harmony import */ var _report_file_write_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(171);
// The tool's own commands (`shard`, `gather`) run as steps of a GitHub workflow too, without the
// action's host: their outputs go to the file GITHUB_OUTPUT names, in the runner's multi-line form
// with a delimiter that cannot occur in the value.



/** Append the outputs when GITHUB_OUTPUT is set; a problem line when the file cannot be written. */
function appendGithubOutputs(env, outputs) {
    const file = env.GITHUB_OUTPUT;
    if (!file)
        return undefined;
    const text = Object.entries(outputs)
        .map(([name, value]) => {
        let delimiter;
        do
            delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16).toString('hex')}`;
        while (value.includes(delimiter));
        return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
    })
        .join('');
    try {
        (0,_report_file_write_js__WEBPACK_IMPORTED_MODULE_2__/* .appendTextSafely */ .O8)(file, text);
        return undefined;
    }
    catch (e) {
        return `the outputs could not be written to GITHUB_OUTPUT: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.errorText)(e, 300)}`;
    }
}


/***/ }),

/***/ 113:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_SHARD_SIZE: () => (/* binding */ DEFAULT_SHARD_SIZE),
/* harmony export */   MATRIX_LIMIT: () => (/* binding */ MATRIX_LIMIT),
/* harmony export */   MAX_SHARD_SIZE: () => (/* binding */ MAX_SHARD_SIZE),
/* harmony export */   SHARD_HELP: () => (/* binding */ SHARD_HELP),
/* harmony export */   matrixProblem: () => (/* binding */ matrixProblem),
/* harmony export */   readApplications: () => (/* binding */ readApplications),
/* harmony export */   runShard: () => (/* binding */ runShard),
/* harmony export */   shardPlan: () => (/* binding */ shardPlan),
/* harmony export */   shardSize: () => (/* binding */ shardSize)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(209);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(214);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _inputs_parsers_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(146);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(128);
/* harmony import */ var _exit_code_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(107);
/* harmony import */ var _github_output_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(109);
/* harmony import */ var _tool_args_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(114);
// `security-test shard`: split an estate's application tokens into the matrix of a workflow's
// jobs (.github/workflows/estate.yml), one shard of at most `--shard-size` applications per job.
// Every token is checked as the action's `application-token` checks it, before any job starts:
// a bad token found by shard 137 of 200 would have cost the other 199 their runners.







/** GitHub runs at most 256 jobs of one matrix. */
const MATRIX_LIMIT = 256;
/**
 * Code scanning takes at most 20 runs per upload, and a shard job uploads its SARIF folder as one
 * (one run per application): a larger shard would need several uploads per job.
 */
const MAX_SHARD_SIZE = 20;
const DEFAULT_SHARD_SIZE = 20;
const FLAGS = ['applications', 'applications-file', 'shard-size'];
const SHARD_HELP = `Usage: security-test shard (--applications "TOKEN ..." | --applications-file FILE) [--shard-size 20]

Splits application tokens into a GitHub Actions matrix, one shard per job, in the order given,
the applications spread evenly (21 at --shard-size 20: 11 and 10). Prints the matrix as JSON,
{"include":[{"shard":1,"of":2,"tokens":"t1 t2 ..."},...]}, and with GITHUB_OUTPUT set writes the
outputs matrix and shards.

  --applications       tokens separated by commas, spaces or newlines
  --applications-file  a file of tokens, likewise separated; # starts a comment to the line's end
  --shard-size         at most this many applications per shard, 1 to ${MAX_SHARD_SIZE} (code scanning's
                       runs per SARIF upload; default: ${DEFAULT_SHARD_SIZE})

Each token is checked as the action's application-token is; the same token twice is refused. No
application, or more than ${MATRIX_LIMIT} shards (GitHub's matrix limit), is an error (exit code 2).
`;
/** The matrix: `tokens` in order, in ceil(n / size) shards whose sizes differ by at most one. */
function shardPlan(tokens, size) {
    const of = Math.ceil(tokens.length / size);
    const include = [];
    let start = 0;
    for (let i = 0; i < of; i++) {
        // The first (n mod of) shards take one more.
        const count = Math.floor(tokens.length / of) + (i < tokens.length % of ? 1 : 0);
        include.push({ shard: i + 1, of, tokens: tokens.slice(start, start + count).join(' ') });
        start += count;
    }
    return { include };
}
/** The shard size, or a problem naming the flag. */
function shardSize(text) {
    if (text === undefined || text.trim() === '')
        return DEFAULT_SHARD_SIZE;
    const n = /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : NaN;
    if (n >= 1 && n <= MAX_SHARD_SIZE)
        return n;
    return {
        argument: '--shard-size',
        message: `${(0,_inputs_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .shown */ .SP)(text)} is not a whole number from 1 to ${MAX_SHARD_SIZE} (code scanning takes at most ${MAX_SHARD_SIZE} runs per SARIF upload, one run per application), e.g. ${DEFAULT_SHARD_SIZE}`
    };
}
/** The tokens as given, checked; or the problem. A file's `#` comments are left out. */
function readApplications(flags, cwd) {
    const inline = flags.applications?.trim() ? flags.applications : undefined;
    const file = flags['applications-file']?.trim() ? flags['applications-file'] : undefined;
    if (inline !== undefined && file !== undefined) {
        return {
            argument: '--applications',
            message: 'and --applications-file are both given; give the tokens one way'
        };
    }
    let text;
    let argument;
    if (file !== undefined) {
        argument = '--applications-file';
        try {
            text = node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(cwd, file.trim()), 'utf8');
        }
        catch (e) {
            const code = e.code ?? 'unreadable';
            return { argument, message: `${(0,_inputs_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .shown */ .SP)(file)} cannot be read (${code})` };
        }
        text = text.replace(/#[^\n]*/g, ' ');
    }
    else {
        argument = '--applications';
        text = inline ?? '';
    }
    if (text.trim() === '') {
        return {
            argument,
            message: file !== undefined
                ? `${(0,_inputs_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .shown */ .SP)(file)} names no application; list one token a line (GitHub refuses a matrix with no job)`
                : 'names no application; give the tokens here or in --applications-file (GitHub refuses a matrix with no job)'
        };
    }
    try {
        return (0,_inputs_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .serviceTokens */ .o2)(text, 'an application token');
    }
    catch (e) {
        if (e instanceof _inputs_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .BadValue */ .FQ)
            return { argument, message: e.message };
        throw e;
    }
}
/** More shards than one matrix runs is an error naming the limit and what would fit. */
function matrixProblem(count, size) {
    const shards = Math.ceil(count / size);
    if (shards <= MATRIX_LIMIT)
        return undefined;
    const fits = Math.ceil(count / MATRIX_LIMIT);
    const advice = fits <= MAX_SHARD_SIZE
        ? `use --shard-size ${fits} or more`
        : `that many applications need more than one matrix (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__.formatCount)(MATRIX_LIMIT * MAX_SHARD_SIZE)} applications at most in one): split them between several callers of the workflow`;
    return {
        argument: '--shard-size',
        message: `${size} makes ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__.formatCount)(shards)} shards of ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__.plural)(count, 'application')}, but GitHub runs at most ${MATRIX_LIMIT} jobs in a matrix; ${advice}`
    };
}
function runShard(argv, io) {
    const args = (0,_tool_args_js__WEBPACK_IMPORTED_MODULE_6__/* .parseToolArgs */ .Z)('shard', argv, FLAGS);
    if (args.help) {
        io.stdout(SHARD_HELP);
        return _exit_code_js__WEBPACK_IMPORTED_MODULE_4__.EXIT.passed;
    }
    const problems = [...args.problems];
    for (const word of args.words) {
        problems.push({ argument: (0,_inputs_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .shown */ .SP)(word), message: 'is one word too many; flags start with --' });
    }
    const size = shardSize(args.flags['shard-size']);
    if (typeof size !== 'number')
        problems.push(size);
    const tokens = readApplications(args.flags, io.cwd);
    if (!Array.isArray(tokens))
        problems.push(tokens);
    if (Array.isArray(tokens) && typeof size === 'number') {
        const tooMany = matrixProblem(tokens.length, size);
        if (tooMany)
            problems.push(tooMany);
    }
    if (problems.length > 0 || !Array.isArray(tokens) || typeof size !== 'number') {
        io.stderr(`Error: ${(0,_tool_args_js__WEBPACK_IMPORTED_MODULE_6__/* .problemText */ .f)('shard', problems)}\n`);
        return _exit_code_js__WEBPACK_IMPORTED_MODULE_4__.EXIT.error;
    }
    const plan = shardPlan(tokens, size);
    const matrix = JSON.stringify(plan);
    io.stdout(`${matrix}\n`);
    io.stderr(`${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__.plural)(tokens.length, 'application')} in ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__.plural)(plan.include.length, 'shard')} of at most ${size}\n`);
    const written = (0,_github_output_js__WEBPACK_IMPORTED_MODULE_5__/* .appendGithubOutputs */ .G)(io.env, { matrix, shards: String(plan.include.length) });
    if (written !== undefined) {
        io.stderr(`Error: ${written}\n`);
        return _exit_code_js__WEBPACK_IMPORTED_MODULE_4__.EXIT.error;
    }
    return _exit_code_js__WEBPACK_IMPORTED_MODULE_4__.EXIT.passed;
}


/***/ }),

/***/ 114:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ parseToolArgs),
/* harmony export */   f: () => (/* binding */ problemText)
/* harmony export */ });
/* harmony import */ var _inputs_parsers_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(146);
/* harmony import */ var _common_did_you_mean_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(124);
// The arguments of the tool's own commands (`shard`, `gather`): `--name value` or `--name=value`
// flags from a fixed list, and the words left over. Every problem is collected, as for the
// action's inputs, so one run names them all.


function parseToolArgs(command, argv, known) {
    const args = { flags: {}, words: [], help: false, problems: [] };
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        if (arg === '--help' || arg === '-h') {
            args.help = true;
            continue;
        }
        if (!arg.startsWith('--')) {
            args.words.push(arg);
            continue;
        }
        const eq = arg.indexOf('=');
        const name = (eq < 0 ? arg.slice(2) : arg.slice(2, eq)).toLowerCase();
        const flag = `--${name}`;
        if (!known.includes(name)) {
            const guess = (0,_common_did_you_mean_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .k)(name, known);
            args.problems.push({
                argument: (0,_inputs_parsers_js__WEBPACK_IMPORTED_MODULE_0__/* .shown */ .SP)(flag),
                message: `is not a flag of security-test ${command}${guess ? `; did you mean --${guess}?` : `; see security-test ${command} --help`}`
            });
            continue;
        }
        let value;
        // A value may be empty (`--applications ""` from an unset workflow input) but not a flag.
        if (eq >= 0)
            value = arg.slice(eq + 1);
        else if (i + 1 < argv.length && !argv[i + 1].startsWith('--'))
            value = argv[++i];
        if (value === undefined) {
            args.problems.push({ argument: flag, message: 'needs a value' });
        }
        else if (args.flags[name] !== undefined) {
            args.problems.push({ argument: flag, message: 'is given twice; give it once' });
        }
        else
            args.flags[name] = value;
    }
    return args;
}
/** The problems as the tool prints them: one line each, under one heading. */
function problemText(command, problems) {
    return ('Invalid arguments:\n' +
        problems.map((p) => `  ${p.argument}: ${p.message}`).join('\n') +
        `\nSee security-test ${command} --help.`);
}


/***/ }),

/***/ 132:
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
var common_text = __nccwpck_require__(128);
// EXTERNAL MODULE: ./src/findings/severity.ts
var findings_severity = __nccwpck_require__(143);
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

/***/ 140:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Lu: () => (/* binding */ PolicyMatcher),
/* harmony export */   T4: () => (/* binding */ readPolicy)
/* harmony export */ });
/* unused harmony export POLICY_MODES */
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(128);
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(132);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(144);
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

/***/ 143:
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
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(144);
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

/***/ 175:
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


});
