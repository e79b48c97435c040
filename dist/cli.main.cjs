"use strict";
// The code of dist/cli.js, which runs this function once per start (scripts/normalise-bundle.mjs).
const { createRequire: __WEBPACK_EXTERNAL_createRequire } = require("node:module");
module.exports = async function (__import_meta_url) {
/******/ // Modules moved to files beside this one, each file read once when first needed
/******/ // (scripts/normalise-bundle.mjs).
/******/ var __nccwpck_on_demand_files = {};
/******/ var __nccwpck_on_demand = (file) => (__nccwpck_on_demand_files[file] ??= process.getBuiltinModule('node:module').createRequire(__import_meta_url)(`./${file}`));
/******/ var __webpack_modules__ = ({

/***/ 0:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[0].call(this, module, exports, require) }),

/***/ 1:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[1].call(this, module, exports, require) }),

/***/ 2:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 3:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 4:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 5:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 6:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 7:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 8:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 9:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 10:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 11:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 12:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 13:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 14:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 15:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 16:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 17:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 18:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 19:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 20:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 21:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 22:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 23:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 24:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 25:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 26:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 27:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 28:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 29:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 30:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 31:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 32:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 33:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 34:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 35:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 36:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 37:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 38:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 39:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 40:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 41:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 42:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 43:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 44:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 45:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 46:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 47:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 48:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 49:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 50:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 51:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 52:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 53:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 54:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 55:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 56:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 57:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 58:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 59:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 60:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 61:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 62:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 63:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 64:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 65:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 66:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 67:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 68:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 69:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 70:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 71:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 72:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 73:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 74:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 75:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 76:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 77:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 78:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 79:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 80:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 81:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 82:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 83:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 84:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 85:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 86:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 87:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 88:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 89:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 90:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 91:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 92:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 93:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 94:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 95:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 96:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 97:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 98:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[98].call(this, module, exports, require) }),

/***/ 99:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[99].call(this, module, exports, require) }),

/***/ 100:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[100].call(this, module, exports, require) }),

/***/ 101:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[101].call(this, module, exports, require) }),

/***/ 102:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[102].call(this, module, exports, require) }),

/***/ 103:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[103].call(this, module, exports, require) }),

/***/ 104:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[104].call(this, module, exports, require) }),

/***/ 105:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[105].call(this, module, exports, require) }),

/***/ 106:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _cli_help_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(110);
// The command-line tool's entry (dist/cli.js, package.json `bin`). SIGINT/SIGTERM abort the run,
// which stops the test it started (within 3 s) before the tool exits; a second signal exits at
// once.
//
// `security-test --help` alone prints text made when the tool was built (src/cli/help-text.ts)
// and loads nothing else; every other call loads the tool on demand (dist/cli.<n>.cjs, split out
// by scripts/normalise-bundle.mjs), so the help's start-up is not spent compiling the rest.

const argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === '--help' || argv[0] === '-h')) {
    process.stdout.write(_cli_help_text_js__WEBPACK_IMPORTED_MODULE_0__/* .HELP_TEXT */ .K);
}
else {
    await run(argv);
}
async function run(argv) {
    const [{ runCli }, { EXIT, signalExitCode }, { CancelledError }, { errorText }] = await Promise.all([
        Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 111)),
        Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 107)),
        Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 126)),
        Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 128))
    ]);
    const controller = new AbortController();
    const onSignal = (signal) => {
        if (controller.signal.aborted)
            process.exit(signalExitCode(signal));
        controller.abort(new CancelledError(signal));
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    try {
        process.exitCode = await runCli({
            argv,
            env: process.env,
            cwd: process.cwd(),
            stdout: (text) => process.stdout.write(text),
            stderr: (text) => process.stderr.write(text),
            stderrIsTty: process.stderr.isTTY === true,
            stderrColumns: process.stderr.columns
        }, controller.signal);
    }
    catch (e) {
        // The run reports its own failures; this is a bug of the tool, still said in one line.
        process.stderr.write(`Error: unexpected error in security-test: ${errorText(e, 500)}\n`);
        process.exitCode = EXIT.error;
    }
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 107:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[107].call(this, module, exports, require) }),

/***/ 108:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.2.cjs")[108].call(this, module, exports, require) }),

/***/ 109:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.2.cjs")[109].call(this, module, exports, require) }),

/***/ 110:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ HELP_TEXT)
/* harmony export */ });
// Generated by `npm run docs-inputs` (scripts/inputs-doc.ts) from src/cli/help.ts and
// action.yml. Do not edit: __tests__/inputs-doc.test.ts fails when it differs from what
// helpText() writes. `security-test --help` prints it without loading the rest of the tool.
const HELP_TEXT = "security-test 0.1.0: start a hosted web-security test, wait for it, report the findings\nand gate the build; the GitHub Action security-test-action for every other CI system.\n\nUsage: security-test <command> [--<input> <value> ...]\n       security-test --help | --version\n\nCommands: scan, start, wait, stop, report, register, verify, unregister, list, adopt (default: scan)\nTo split many applications over parallel jobs and join their verdicts (no service, no token):\n       security-test shard --applications \"TOKEN ...\" [--shard-size 20]\n       security-test gather --matrix JSON PATH ...\n       (security-test shard --help, security-test gather --help)\n\nThe access token is read from the environment variable SECURITY_TEST_ACCESS_TOKEN; pass it from\nyour CI system's secret store. --access-token also works, but a command line is visible to\nthe other processes of the machine.\n\nWith --baseline previous, only tests that started before the pipeline began are compared\nwith (a retried job never compares with its own first try): GitLab's CI_PIPELINE_CREATED_AT,\nor SECURITY_TEST_PIPELINE_STARTED_AT on any system (ISO 8601 with its zone, or epoch\nmilliseconds); without either, the baseline counts as missing.\n\nInputs (the action's, with the same names, defaults, validation and descriptions, from\naction.yml, in the tool's words). --comment, --github-token, --deployment-environment,\n--commit-status and --merge-queue are the action's only. The commit under test: --commit, else\nSECURITY_TEST_COMMIT, else the CI system's own variable (CI_COMMIT_SHA, BUILD_SOURCEVERSION,\nGIT_COMMIT, BITBUCKET_COMMIT, CIRCLE_SHA1).\n  --base-url             The testing service's address (not your site's), e.g.\n                         https://api.example.com (http or https). (required)\n  --application-token    The application (32 lowercase letters/digits). Required by every command\n                         but register and list. scan, start, wait, stop and report take several,\n                         separated by commas, spaces or newlines.\n  --api-version          v2, or the deprecated v1 (scan, start, wait and stop only). (default: v2)\n  --result-token         A test run (32 lowercase letters/digits), for wait and report; with several\n                         applications, a list in the same order.\n  --max-parallel         With several applications, at most this many tests run at once (0 - all).\n                         (default: 0)\n  --fail-threshold       Lowest severity that can fail the build - critical, high, medium, low,\n                         very-low, any, or none (never fail on findings). (default: any)\n  --max-unfixed          Unfixed occurrences tolerated - a number, or per-severity budgets such as\n                         critical=0,high=0,medium=5. (default: 0)\n  --baseline             none, previous (the newest completed test that started before this pipeline\n                         began: see above; the tool keeps no passing verdicts, so it only labels\n                         what is new and hides nothing from the gate), default-branch (the action's\n                         only: here the baseline counts as missing), or the path of the JSON report\n                         of an earlier run whose gate passed (or adopt's file); only new occurrences\n                         then count. (default: none)\n  --baseline-missing     When the baseline cannot be read - ignore it with a warning, or fail the\n                         run. (default: ignore)\n  --ignore-file          Accepted risks (each with a reason and an expiry date). A missing default\n                         file is fine; a missing named file is an error. (default:\n                         .security-test-ignore.yml)\n  --timeout              How long to wait for the test - 90s, 45m, 2h, 1h30m or a number of minutes;\n                         1s to 6h. (default: 2h)\n  --poll-interval        The longest pause between status polls (same format as timeout; 1s to 1h).\n                         The first polls come sooner - 2 s, 5 s and 10 s after the start (pauses of\n                         2, 3 and 5 s, each cut to poll-interval when that is shorter - with 1s, a\n                         poll every second), then every poll-interval. (default: 30s)\n  --on-timeout           On timeout, stop the test or leave it running. (default: stop)\n  --fail-on-timeout      Whether a timeout fails the run. (default: true)\n  --if-running           When the application already has a test running - attach to it, stop it and\n                         start anew, or fail. (default: attach)\n  --stop-on-cancel       Stop the test when the run is cancelled. (default: true)\n  --commit               The commit under test (7 to 40 hex digits). Empty - SECURITY_TEST_COMMIT,\n                         else the CI system's own variable (see above).\n  --build-check          A URL, or a path relative to the application's URL (e.g. /__version__),\n                         whose response must contain the commit, before the start and after the\n                         test.\n  --reuse                same-build - report on a completed test of this commit's deployment instead\n                         of starting one; never. (default: same-build)\n  --adopt-expiry         For adopt - how long adopted accepted risks last, in days (e.g. 90d).\n                         (default: 90d)\n  --adopt-scan           For adopt - run a new test first instead of reading the latest completed\n                         one. (default: false)\n  --expiry-warning       Accepted risks expiring within this many days make the outcome warned (0d -\n                         never). (default: 14d)\n  --summary              Write the summary, to --summary-file (and attached to the run on Azure\n                         Pipelines). (default: true)\n  --trend                Show unfixed counts by severity across this many earlier completed tests\n                         (at most 10). (default: 0)\n  --annotations          Emit annotations for counted unfixed occurrences (at most 10 per level):\n                         Error/Warning/Notice lines in the log (Azure: the agent's issues).\n                         (default: true)\n  --sarif-file           Where to write the SARIF 2.1.0 file; empty - a file under\n                         security-test-results/.\n  --report-file          Where to write the JSON report; empty - a file under\n                         security-test-results/.\n  --project-name         Project to ensure exists, for register.\n  --project-description  Project description, for register.\n  --team-id              Team to create the project in (register), or whose tests to list (list).\n  --application-name     Application name, for register.\n  --application-url      Application address (http or https), for register.\n  --application-type     WEB or API, for register. (default: WEB)\n  --signature-type       Ownership proof to verify - FILE, DNS or API. (default: FILE)\n  --plugin-type          Plugin used for the ownership proof when verifying, e.g. WORDPRESS.\n  --delete-project       For unregister, also delete the project when it is left empty. (default:\n                         false)\n\nReport files (and --report-file, --sarif-file above: the action's JSON report and SARIF):\n  --junit-file           JUnit XML: one test suite per application, one test case per finding\n  --gitlab-report-file   GitLab DAST report (schema 15.0.x) for artifacts:reports:dast\n  --summary-file         the summary in Markdown\n  --outputs-file         the action's outputs as one JSON object\n\n  --warn-exit-code       the exit code of the outcome warned (default: 0)\n\nOn GitLab CI the GitLab report defaults to gl-dast-report.json; on Jenkins and CircleCI the\nJUnit file to security-test-results/junit.xml, on Bitbucket to\ntest-results/security-test/junit.xml (where Bitbucket looks); on Azure Pipelines findings\nbecome ##vso[task.logissue] lines and the summary (security-test-results/summary.md) is\nattached to the run. Other files the tool writes go to security-test-results/.\n\nExit codes:\n  0        passed; also started (start), and a stop that found nothing running; warned (passed with\n           warn findings or accepted risks about to expire) unless --warn-exit-code says otherwise\n  1        the gate failed on findings\n  2        error: bad arguments (no request sent), refused token, unreadable result or test status,\n           service or network failure, a report file that cannot be written\n  3        timed out (with --fail-on-timeout true, the default)\n  4        the test was stopped or failed on the service\n  130/143  cancelled by SIGINT/SIGTERM (the test this run started is stopped first)\n";


/***/ }),

/***/ 111:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[111].call(this, module, exports, require) }),

/***/ 112:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.3.cjs")[112].call(this, module, exports, require) }),

/***/ 113:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.2.cjs")[113].call(this, module, exports, require) }),

/***/ 114:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.2.cjs")[114].call(this, module, exports, require) }),

/***/ 115:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[115].call(this, module, exports, require) }),

/***/ 116:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.4.cjs")[116].call(this, module, exports, require) }),

/***/ 117:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[117].call(this, module, exports, require) }),

/***/ 118:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[118].call(this, module, exports, require) }),

/***/ 119:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[119].call(this, module, exports, require) }),

/***/ 120:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[120].call(this, module, exports, require) }),

/***/ 121:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[121].call(this, module, exports, require) }),

/***/ 122:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[122].call(this, module, exports, require) }),

/***/ 123:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[123].call(this, module, exports, require) }),

/***/ 124:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[124].call(this, module, exports, require) }),

/***/ 125:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[125].call(this, module, exports, require) }),

/***/ 126:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[126].call(this, module, exports, require) }),

/***/ 127:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[127].call(this, module, exports, require) }),

/***/ 128:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[128].call(this, module, exports, require) }),

/***/ 129:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[129].call(this, module, exports, require) }),

/***/ 130:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.4.cjs")[130].call(this, module, exports, require) }),

/***/ 131:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[131].call(this, module, exports, require) }),

/***/ 132:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.2.cjs")[132].call(this, module, exports, require) }),

/***/ 133:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.4.cjs")[133].call(this, module, exports, require) }),

/***/ 134:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[134].call(this, module, exports, require) }),

/***/ 135:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[135].call(this, module, exports, require) }),

/***/ 136:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.4.cjs")[136].call(this, module, exports, require) }),

/***/ 137:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[137].call(this, module, exports, require) }),

/***/ 138:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.6.cjs")[138].call(this, module, exports, require) }),

/***/ 139:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.4.cjs")[139].call(this, module, exports, require) }),

/***/ 140:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.2.cjs")[140].call(this, module, exports, require) }),

/***/ 141:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.4.cjs")[141].call(this, module, exports, require) }),

/***/ 142:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[142].call(this, module, exports, require) }),

/***/ 143:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.2.cjs")[143].call(this, module, exports, require) }),

/***/ 144:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[144].call(this, module, exports, require) }),

/***/ 145:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.3.cjs")[145].call(this, module, exports, require) }),

/***/ 146:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[146].call(this, module, exports, require) }),

/***/ 147:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.4.cjs")[147].call(this, module, exports, require) }),

/***/ 148:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[148].call(this, module, exports, require) }),

/***/ 149:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[149].call(this, module, exports, require) }),

/***/ 150:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[150].call(this, module, exports, require) }),

/***/ 151:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.4.cjs")[151].call(this, module, exports, require) }),

/***/ 152:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[152].call(this, module, exports, require) }),

/***/ 153:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.4.cjs")[153].call(this, module, exports, require) }),

/***/ 154:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[154].call(this, module, exports, require) }),

/***/ 155:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[155].call(this, module, exports, require) }),

/***/ 156:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[156].call(this, module, exports, require) }),

/***/ 157:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[157].call(this, module, exports, require) }),

/***/ 158:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[158].call(this, module, exports, require) }),

/***/ 159:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[159].call(this, module, exports, require) }),

/***/ 160:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[160].call(this, module, exports, require) }),

/***/ 161:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[161].call(this, module, exports, require) }),

/***/ 162:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[162].call(this, module, exports, require) }),

/***/ 163:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[163].call(this, module, exports, require) }),

/***/ 164:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.6.cjs")[164].call(this, module, exports, require) }),

/***/ 165:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.6.cjs")[165].call(this, module, exports, require) }),

/***/ 166:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.7.cjs")[166].call(this, module, exports, require) }),

/***/ 167:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.3.cjs")[167].call(this, module, exports, require) }),

/***/ 168:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.6.cjs")[168].call(this, module, exports, require) }),

/***/ 169:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.3.cjs")[169].call(this, module, exports, require) }),

/***/ 170:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.6.cjs")[170].call(this, module, exports, require) }),

/***/ 171:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[171].call(this, module, exports, require) }),

/***/ 172:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.6.cjs")[172].call(this, module, exports, require) }),

/***/ 173:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.6.cjs")[173].call(this, module, exports, require) }),

/***/ 174:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[174].call(this, module, exports, require) }),

/***/ 175:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.2.cjs")[175].call(this, module, exports, require) }),

/***/ 176:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[176].call(this, module, exports, require) }),

/***/ 177:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.3.cjs")[177].call(this, module, exports, require) }),

/***/ 178:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[178].call(this, module, exports, require) }),

/***/ 179:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.6.cjs")[179].call(this, module, exports, require) }),

/***/ 180:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[180].call(this, module, exports, require) }),

/***/ 181:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.3.cjs")[181].call(this, module, exports, require) }),

/***/ 182:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.3.cjs")[182].call(this, module, exports, require) }),

/***/ 183:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.3.cjs")[183].call(this, module, exports, require) }),

/***/ 184:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[184].call(this, module, exports, require) }),

/***/ 185:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.6.cjs")[185].call(this, module, exports, require) }),

/***/ 186:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.3.cjs")[186].call(this, module, exports, require) }),

/***/ 187:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[187].call(this, module, exports, require) }),

/***/ 188:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.3.cjs")[188].call(this, module, exports, require) }),

/***/ 189:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[189].call(this, module, exports, require) }),

/***/ 190:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[190].call(this, module, exports, require) }),

/***/ 191:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.8.cjs")[191].call(this, module, exports, require) }),

/***/ 192:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[192].call(this, module, exports, require) }),

/***/ 193:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.3.cjs")[193].call(this, module, exports, require) }),

/***/ 194:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[194].call(this, module, exports, require) }),

/***/ 195:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[195].call(this, module, exports, require) }),

/***/ 196:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[196].call(this, module, exports, require) }),

/***/ 197:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[197].call(this, module, exports, require) }),

/***/ 198:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[198].call(this, module, exports, require) }),

/***/ 199:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[199].call(this, module, exports, require) }),

/***/ 200:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[200].call(this, module, exports, require) }),

/***/ 201:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 202:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 203:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 204:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 205:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[205].call(this, module, exports, require) }),

/***/ 206:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 207:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 208:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 209:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[209].call(this, module, exports, require) }),

/***/ 210:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[210].call(this, module, exports, require) }),

/***/ 211:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 212:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 213:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 214:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[214].call(this, module, exports, require) }),

/***/ 215:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 216:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 217:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 218:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[218].call(this, module, exports, require) }),

/***/ 219:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 220:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 221:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 222:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 223:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.6.cjs")[223].call(this, module, exports, require) }),

/***/ 224:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[224].call(this, module, exports, require) }),

/***/ 225:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 226:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[226].call(this, module, exports, require) }),

/***/ 227:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.1.cjs")[227].call(this, module, exports, require) }),

/***/ 228:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[228].call(this, module, exports, require) }),

/***/ 229:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[229].call(this, module, exports, require) }),

/***/ 230:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[230].call(this, module, exports, require) }),

/***/ 231:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[231].call(this, module, exports, require) }),

/***/ 232:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[232].call(this, module, exports, require) }),

/***/ 233:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[233].call(this, module, exports, require) }),

/***/ 234:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[234].call(this, module, exports, require) }),

/***/ 235:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[235].call(this, module, exports, require) }),

/***/ 236:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[236].call(this, module, exports, require) }),

/***/ 237:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[237].call(this, module, exports, require) }),

/***/ 238:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[238].call(this, module, exports, require) }),

/***/ 239:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[239].call(this, module, exports, require) }),

/***/ 240:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[240].call(this, module, exports, require) }),

/***/ 241:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[241].call(this, module, exports, require) }),

/***/ 242:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[242].call(this, module, exports, require) }),

/***/ 243:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[243].call(this, module, exports, require) }),

/***/ 244:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[244].call(this, module, exports, require) }),

/***/ 245:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[245].call(this, module, exports, require) }),

/***/ 246:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[246].call(this, module, exports, require) }),

/***/ 247:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[247].call(this, module, exports, require) }),

/***/ 248:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[248].call(this, module, exports, require) }),

/***/ 249:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[249].call(this, module, exports, require) }),

/***/ 250:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[250].call(this, module, exports, require) }),

/***/ 251:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[251].call(this, module, exports, require) }),

/***/ 252:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[252].call(this, module, exports, require) }),

/***/ 253:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[253].call(this, module, exports, require) }),

/***/ 254:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[254].call(this, module, exports, require) }),

/***/ 255:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[255].call(this, module, exports, require) }),

/***/ 256:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[256].call(this, module, exports, require) }),

/***/ 257:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[257].call(this, module, exports, require) }),

/***/ 258:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[258].call(this, module, exports, require) }),

/***/ 259:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[259].call(this, module, exports, require) }),

/***/ 260:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[260].call(this, module, exports, require) }),

/***/ 261:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[261].call(this, module, exports, require) }),

/***/ 262:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[262].call(this, module, exports, require) }),

/***/ 263:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[263].call(this, module, exports, require) }),

/***/ 264:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[264].call(this, module, exports, require) }),

/***/ 265:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[265].call(this, module, exports, require) }),

/***/ 266:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[266].call(this, module, exports, require) }),

/***/ 267:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[267].call(this, module, exports, require) }),

/***/ 268:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[268].call(this, module, exports, require) }),

/***/ 269:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[269].call(this, module, exports, require) }),

/***/ 270:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[270].call(this, module, exports, require) }),

/***/ 271:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[271].call(this, module, exports, require) }),

/***/ 272:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[272].call(this, module, exports, require) }),

/***/ 273:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[273].call(this, module, exports, require) }),

/***/ 274:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[274].call(this, module, exports, require) }),

/***/ 275:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[275].call(this, module, exports, require) }),

/***/ 276:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[276].call(this, module, exports, require) }),

/***/ 277:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[277].call(this, module, exports, require) }),

/***/ 278:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[278].call(this, module, exports, require) }),

/***/ 279:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[279].call(this, module, exports, require) }),

/***/ 280:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[280].call(this, module, exports, require) }),

/***/ 281:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[281].call(this, module, exports, require) }),

/***/ 282:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[282].call(this, module, exports, require) }),

/***/ 283:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[283].call(this, module, exports, require) }),

/***/ 284:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[284].call(this, module, exports, require) }),

/***/ 285:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[285].call(this, module, exports, require) }),

/***/ 286:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[286].call(this, module, exports, require) }),

/***/ 287:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[287].call(this, module, exports, require) }),

/***/ 288:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[288].call(this, module, exports, require) }),

/***/ 289:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[289].call(this, module, exports, require) }),

/***/ 290:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[290].call(this, module, exports, require) }),

/***/ 291:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[291].call(this, module, exports, require) }),

/***/ 292:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[292].call(this, module, exports, require) }),

/***/ 293:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[293].call(this, module, exports, require) }),

/***/ 294:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[294].call(this, module, exports, require) }),

/***/ 295:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[295].call(this, module, exports, require) }),

/***/ 296:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[296].call(this, module, exports, require) }),

/***/ 297:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[297].call(this, module, exports, require) }),

/***/ 298:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[298].call(this, module, exports, require) }),

/***/ 299:
/***/ (function (module, exports, require) { return __nccwpck_on_demand("cli.5.cjs")[299].call(this, module, exports, require) }),


/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', __import_meta_url).pathname).slice(__import_meta_url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(106);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

};
