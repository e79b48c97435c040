"use strict";
// Modules of dist/index.js that its start does not evaluate, loaded when first required
// (scripts/normalise-bundle.mjs). Their licences are in the list beside dist/index.js.
module.exports = ({

/***/ 103:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   addAdoptedEntries: () => (/* binding */ addAdoptedEntries)
/* harmony export */ });
/* unused harmony exports MAX_ADOPTED_ENTRIES, utcDay */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(195);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(102);
/* harmony import */ var _ignore_file_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(106);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(109);
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

/***/ 110:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M$: () => (/* binding */ recordsOf),
/* harmony export */   Np: () => (/* binding */ RECORDER)
/* harmony export */ });
/* unused harmony exports legacyContext, recordOf, legacyRecordOf, newestRecord */
/* harmony import */ var _verdict_records_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(130);

/** The older record's name (read only): one per application. */
function legacyContext(applicationToken) {
    return `security-test-action/baseline/${applicationToken}`;
}
// The form without the suffix is also what records written before the suffix existed say; those
// were not checked either, so only the suffix-less form is "shown" (see recordOf).
const DESCRIPTION = /^Gate passed: test ([a-z0-9]{32}) of run (\d{1,20})(; site not shown to serve it)?$/;
const CONTEXT = /^security-test-action\/baseline\/([a-z0-9]{32})$/;
/**
 * The identity of the `GITHUB_TOKEN` a workflow gets: the records the action writes carry it. A
 * status of anyone else (a person's token, another app's) is not a record of a passing gate.
 */
const RECORDER = { login: 'github-actions[bot]', type: 'Bot' };
/**
 * The default-branch record a status holds: a verdict record that may serve as a baseline (a
 * passing verdict on a test its run established), or a record of the older form.
 */
function recordOf(status, commit) {
    const verdict = (0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_0__/* .verdictOf */ .Vj)(status, commit);
    if (verdict) {
        if (!verdict.baseline || !verdict.resultToken)
            return undefined;
        return {
            applicationToken: verdict.applicationToken,
            resultToken: verdict.resultToken,
            runId: verdict.runId,
            commit,
            siteShown: verdict.siteShown,
            targetUrl: verdict.targetUrl
        };
    }
    return legacyRecordOf(status, commit);
}
/** The record a status of the older form holds, when the action wrote it after a passing gate. */
function legacyRecordOf(status, commit) {
    if (status.state !== 'success')
        return undefined;
    if (status.creator?.login !== RECORDER.login || status.creator?.type !== RECORDER.type) {
        return undefined;
    }
    const context = typeof status.context === 'string' ? CONTEXT.exec(status.context) : null;
    const words = typeof status.description === 'string' ? DESCRIPTION.exec(status.description) : null;
    if (!context?.[1] || !words?.[1] || !words[2])
        return undefined;
    return {
        applicationToken: context[1],
        resultToken: words[1],
        runId: words[2],
        commit,
        siteShown: words[3] === undefined,
        targetUrl: typeof status.target_url === 'string' ? status.target_url : undefined
    };
}
/**
 * The application's records, newest first (the commits newest first, each commit's statuses
 * newest first), never one this workflow run wrote: a re-run must not compare with its own
 * earlier attempt. `ownLeftOut`: how many of this run's records were passed over, for the log.
 * The reader takes the first whose run checks out (recordRunProblem).
 */
function recordsOf(commits, applicationToken, thisRunId) {
    let ownLeftOut = 0;
    const records = [];
    for (const { commit, statuses } of commits) {
        for (const status of statuses) {
            const record = recordOf(status, commit);
            if (record?.applicationToken !== applicationToken)
                continue;
            if (record.runId === thisRunId)
                ownLeftOut++;
            else
                records.push(record);
        }
    }
    return { records, ownLeftOut };
}
/** The newest of recordsOf, unchecked. */
function newestRecord(commits, applicationToken, thisRunId) {
    const { records, ownLeftOut } = recordsOf(commits, applicationToken, thisRunId);
    return records[0] ? { record: records[0], ownLeftOut } : { ownLeftOut };
}


/***/ }),

/***/ 111:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   COMMITS_SEARCHED: () => (/* binding */ COMMITS_SEARCHED),
/* harmony export */   RECORDS_CHECKED: () => (/* binding */ RECORDS_CHECKED),
/* harmony export */   githubBaselineStore: () => (/* binding */ githubBaselineStore)
/* harmony export */ });
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(127);
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(100);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(102);
/* harmony import */ var _baseline_records_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(110);
/* harmony import */ var _record_run_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(125);
/* harmony import */ var _record_lookup_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(124);
/* harmony import */ var _explain_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(117);
/* harmony import */ var _verdict_records_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(130);
// `baseline: default-branch` on GitHub: the verdict records on the default branch's commits (the
// rules in baseline-records.ts; verdict-status.ts writes them). Loaded only with that baseline:
// Octokit is most of the bundle's start-up.








/** How many of the default branch's newest commits are searched for a record (one page). */
const COMMITS_SEARCHED = 30;
/** The statuses of a commit read (one page, newest first). */
const STATUSES_READ = 100;
/**
 * How many records one lookup checks against the runs they name before it gives up: a few forged
 * records must not hide the genuine one behind them, nor may many make a lookup endless.
 */
const RECORDS_CHECKED = 10;
/** The requests of one lookup together. */
const LOOKUP_BUDGET_MS = 60_000;
function githubBaselineStore(o) {
    const [owner = '', repo = '', extra] = (o.env.GITHUB_REPOSITORY ?? '').split('/');
    const where = { owner, repo };
    const client = () => (0,_rest_js__WEBPACK_IMPORTED_MODULE_0__.restClient)(o.githubToken ?? '', o.env, AbortSignal.any([o.signal, AbortSignal.timeout(o.budgetMs ?? LOOKUP_BUDGET_MS)]));
    const setupProblem = !owner || !repo || extra !== undefined
        ? 'GITHUB_REPOSITORY is not set'
        : !o.githubToken
            ? 'the github-token input is empty'
            : undefined;
    // What has been read, shared by every application of the step: the commits once, each
    // commit's statuses when a lookup first needs them (most end at the newest commit or two).
    let commits;
    const statuses = new Map();
    const statusesOf = (octokit, commit) => {
        let got = statuses.get(commit);
        if (!got) {
            got = octokit.rest.repos
                .listCommitStatusesForRef({ ...where, ref: commit, per_page: STATUSES_READ })
                .then(({ data }) => ({ commit, statuses: data }));
            statuses.set(commit, got);
        }
        return got;
    };
    // The runs records name, each asked once for every application of the step.
    const runOf = (0,_record_lookup_js__WEBPACK_IMPORTED_MODULE_5__/* .runReader */ .f$)(where);
    const attemptOf = (0,_record_lookup_js__WEBPACK_IMPORTED_MODULE_5__/* .attemptReader */ .DH)(where);
    return {
        async find(applicationToken, testStart) {
            if (setupProblem) {
                return {
                    problem: `${setupProblem}: the default branch's records cannot be read (a token with ${READ_PERMISSIONS} can)`,
                    unreadable: true
                };
            }
            // A record counts only for a run of this workflow file: without it, none can be matched.
            const workflowPath = (0,_record_run_js__WEBPACK_IMPORTED_MODULE_4__/* .workflowPathOf */ ._Z)(o.env.GITHUB_WORKFLOW_REF, `${owner}/${repo}`);
            if (!workflowPath) {
                return {
                    problem: `GITHUB_WORKFLOW_REF (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(o.env.GITHUB_WORKFLOW_REF ?? 'unset', 200)}) does not name a workflow file of ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(`${owner}/${repo}`, 200)}, so no record can be matched to this workflow`,
                    unreadable: true
                };
            }
            const octokit = client();
            const listed = await (commits ??= listCommits(octokit, where, o.signal));
            if ('problem' in listed)
                return listed;
            const reader = {
                repositoryId: listed.repositoryId,
                repository: `${owner}/${repo}`,
                defaultBranch: listed.branch,
                workflowPath,
                clockMarginMs: _common_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .START_CLOCK_SKEW_MS */ .GT
            };
            const thisRun = o.env.GITHUB_RUN_ID ?? '';
            const read = [];
            let ownLeftOut = 0;
            // Records already checked: each commit read only adds records after them (oldest last).
            let tried = 0;
            try {
                for (const sha of listed.shas) {
                    read.push(await statusesOf(octokit, sha));
                    const found = (0,_baseline_records_js__WEBPACK_IMPORTED_MODULE_3__/* .recordsOf */ .M$)(read, applicationToken, thisRun);
                    ownLeftOut = found.ownLeftOut;
                    // Each record once, newest first; every one but the first that checks out was skipped.
                    for (const record of found.records.slice(tried)) {
                        if (tried >= RECORDS_CHECKED) {
                            return {
                                problem: `none of the ${RECORDS_CHECKED} newest records on the default branch (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(listed.branch, 100)}) for this application was written by a default-branch run of its commit (commit status ${(0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_7__/* .verdictContext */ .xI)(applicationToken)})`
                            };
                        }
                        tried++;
                        const why = await (0,_record_lookup_js__WEBPACK_IMPORTED_MODULE_5__/* .recordProblem */ .hN)((id) => runOf(octokit, id), testStart, record, reader, (id, n) => attemptOf(octokit, id, n));
                        if (why === undefined)
                            return { record };
                        o.log.warning(`baseline: a record on ${record.commit.slice(0, 7)} naming test ${record.resultToken} is skipped: ${why}`);
                    }
                }
            }
            catch (e) {
                // A cancelled run ends with the cancellation itself, not the words of a lookup that ended.
                if (o.signal.aborted)
                    throw e instanceof _record_lookup_js__WEBPACK_IMPORTED_MODULE_5__/* .LookupEnded */ .d8 ? e.cause : e;
                if (e instanceof _record_lookup_js__WEBPACK_IMPORTED_MODULE_5__/* .LookupEnded */ .d8)
                    return { problem: e.message, unreadable: true };
                return {
                    problem: `commit statuses could not be read: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_6__/* .explain */ .W)(e, '`statuses: read`')}`,
                    unreadable: true
                };
            }
            const own = ownLeftOut;
            const left = own > 0 ? `; ${own} record${own === 1 ? '' : 's'} of this workflow run left out` : '';
            const n = listed.shas.length;
            return {
                problem: `no passing run of the default branch (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(listed.branch, 100)}) is recorded for this application on its ${n} newest commit${n === 1 ? '' : 's'} (commit status ${(0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_7__/* .verdictContext */ .xI)(applicationToken)})${left}. ${startTheRatchet(workflowPath, listed.branch)}`
            };
        }
    };
}
const READ_PERMISSIONS = '`contents: read`, `statuses: read` and `actions: read`';
/** The default branch's newest commits, newest first; or why they cannot be read. */
async function listCommits(octokit, where, signal) {
    try {
        const { branch, id } = await repositoryOf(octokit, where);
        const { data } = await octokit.rest.repos.listCommits({
            ...where,
            sha: branch,
            per_page: COMMITS_SEARCHED
        });
        return { branch, repositoryId: id, shas: data.slice(0, COMMITS_SEARCHED).map((c) => c.sha) };
    }
    catch (e) {
        if (signal.aborted)
            throw e;
        return {
            problem: `the default branch's commits could not be read: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_6__/* .explain */ .W)(e, '`contents: read`')}`,
            unreadable: true
        };
    }
}
/**
 * The repository's default branch and id (every token may read the repository's metadata); the
 * id tells this repository's runs from a fork's.
 */
async function repositoryOf(octokit, where) {
    const { data } = await octokit.rest.repos.get(where);
    return { branch: data.default_branch, id: data.id };
}
/**
 * The next step for a site with no default-branch record yet, in the words a user acts on: the
 * first passing run of the default branch records it; on a site that already has findings, one
 * run that accepts them does (or the adopt command's files, reviewed in a pull request).
 */
function startTheRatchet(workflowPath, branch) {
    const where = `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(workflowPath, 200)} on ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(branch, 100)}`;
    return `Next step: run ${where} once with fail-threshold: none (its passing run records today's findings as the baseline; docs/baselines-and-accepted-risks.md#the-default-branchs-baseline), or run the adopt command and commit its files in a reviewed pull request`;
}


/***/ }),

/***/ 113:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   statusOf: () => (/* binding */ statusOf),
/* harmony export */   upsertComment: () => (/* binding */ upsertComment)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(247);
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(127);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(102);
/* harmony import */ var _comment_marker_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(112);
// The pull-request comment on GitHub: the step's one comment, found again by its hidden marker
// (comment-marker.ts) and updated in place, also when the step's applications changed.
// Loaded only when a comment is written: Octokit is most of the bundle's start-up.
// Writing it is best effort: a read-only token (forks), a missing permission or a network
// failure is a warning, never a failed build.




/** Comments read while looking for ours: 10 pages of 100. */
const MAX_PAGES = 10;
async function upsertComment(o) {
    const body = `${(0,_comment_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .formatMarker */ .gJ)(o.key)}\n${o.body}`;
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(o.token, {
        baseUrl: o.apiUrl.replace(/\/+$/, ''),
        request: (0,_rest_js__WEBPACK_IMPORTED_MODULE_1__/* .requestOptions */ .a)(AbortSignal.timeout(o.timeoutMs ?? 30_000))
    });
    const where = { owner: o.repo.owner, repo: o.repo.repo };
    try {
        const found = await markedComments(octokit, { ...where, issue_number: o.issueNumber });
        const { update, remove } = (0,_comment_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .chooseComment */ .p)(found, o.key);
        let result;
        if (update !== undefined) {
            try {
                await octokit.rest.issues.updateComment({ ...where, comment_id: update, body });
                o.log.info(`Updated the pull-request comment (#${o.issueNumber}).`);
                result = 'updated';
            }
            catch (err) {
                // Someone else's comment carrying our marker cannot be edited: write our own instead.
                if (statusOf(err) !== 403 && statusOf(err) !== 404)
                    throw err;
            }
        }
        if (result === undefined) {
            await octokit.rest.issues.createComment({ ...where, issue_number: o.issueNumber, body });
            o.log.info(`Wrote the pull-request comment (#${o.issueNumber}).`);
            result = 'created';
        }
        await removeSuperseded(octokit, where, remove, o.log);
        return result;
    }
    catch (err) {
        o.log.warning(`Could not write the pull-request comment: ${explain(err)}`);
        return 'failed';
    }
}
/** The pull request's comments that carry one of our markers (the first 10 pages of 100). */
async function markedComments(octokit, where) {
    const ours = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
        const { data } = await octokit.rest.issues.listComments({ ...where, per_page: 100, page });
        for (const c of data) {
            const key = c.body?.startsWith(_comment_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .MARKER_PREFIX */ .Km) ? (0,_comment_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .parseMarker */ .gY)(c.body) : undefined;
            if (key)
                ours.push({ id: c.id, bot: c.user?.type === 'Bot', key });
        }
        if (data.length < 100)
            break;
    }
    return ours;
}
/** Delete the step's comments the updated one replaces; one that will not go is a warning. */
async function removeSuperseded(octokit, where, ids, log) {
    for (const id of ids) {
        try {
            await octokit.rest.issues.deleteComment({ ...where, comment_id: id });
            log.info(`Deleted an earlier pull-request comment of this step (${id}): the one above replaces it.`);
        }
        catch (err) {
            log.warning(`Could not delete an earlier pull-request comment of this step: ${explain(err)}`);
        }
    }
}
function statusOf(err) {
    const s = err?.status;
    return typeof s === 'number' ? s : undefined;
}
/** One safe sentence: the status decides the words; GitHub's own message is escaped, short. */
function explain(err) {
    const status = statusOf(err);
    if (status === 403) {
        return ('HTTP 403: the token may not write comments (the workflow needs `pull-requests: write`; ' +
            'pull requests from forks get a read-only token).');
    }
    if (status === 404)
        return 'HTTP 404: the pull request was not found or the token cannot see it.';
    const message = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(err?.message ?? String(err), 200);
    return status ? `HTTP ${status}: ${message}` : message;
}


/***/ }),

/***/ 115:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ deploymentState),
/* harmony export */   q: () => (/* binding */ httpUrl)
/* harmony export */ });
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(100);
// What a deployment's statuses say, newest first as GitHub lists them. Pure, so each state's
// meaning is tested without GitHub: only `success` lets the test start; `failure` and `error` end
// the wait; `inactive` (replaced by a newer deployment) is not success; `pending`, `queued`,
// `in_progress` and an unknown state keep waiting.

function deploymentState(statuses) {
    const newest = statuses[0];
    if (!newest)
        return { kind: 'waiting' };
    const state = typeof newest.state === 'string' ? newest.state.toLowerCase() : '';
    const link = httpUrl(newest.log_url) ?? httpUrl(newest.target_url);
    if (state === 'success') {
        // The success time decides which tests are of this build: never guessed (our clock would be
        // later than the truth and let nothing older through, but GitHub's own time is the rule).
        const at = typeof newest.created_at === 'string' ? (0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .parseInstant */ .nV)(newest.created_at) : undefined;
        if (at === undefined)
            return { kind: 'waiting', state, link };
        return { kind: 'succeeded', at, environmentUrl: httpUrl(newest.environment_url), link };
    }
    if (state === 'failure' || state === 'error')
        return { kind: 'failed', state, link };
    return { kind: 'waiting', state: state || undefined, link };
}
/** An http(s) address GitHub gave, or nothing (a link is shown to users: no other scheme). */
function httpUrl(value) {
    if (typeof value !== 'string' || !URL.canParse(value))
        return undefined;
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}


/***/ }),

/***/ 116:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   SETTLED: () => (/* binding */ SETTLED),
/* harmony export */   client: () => (/* binding */ client),
/* harmony export */   explain: () => (/* binding */ explain),
/* harmony export */   githubDeploymentExists: () => (/* binding */ githubDeploymentExists),
/* harmony export */   nextGithubDeployment: () => (/* binding */ nextGithubDeployment),
/* harmony export */   request: () => (/* binding */ request),
/* harmony export */   waitForGithubDeployment: () => (/* binding */ waitForGithubDeployment)
/* harmony export */ });
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(100);
/* harmony import */ var _lifecycle_deadline_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(133);
/* harmony import */ var _lifecycle_schedule_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(134);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(102);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(113);
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(127);
/* harmony import */ var _deployment_state_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(115);







/** The permission every refusal names, so the fix is one line away. */
const PERMISSION = '`deployments: read`';
/** One request's deadline (a poll that hangs must not eat the whole wait). */
const REQUEST_TIMEOUT_MS = 30_000;
/** Deployments to the environment read when looking for a later one (newest first). */
const LATER_PAGE = 100;
/** Deployments older than this build's whose newest status is asked (each costs a request). */
const OLDER_ASKED = 3;
/** A deployment's newest state that no longer changes the site (anything else may still do). */
const SETTLED = ['success', 'failure', 'error', 'inactive'];
/** Why GitHub cannot be asked, or the repository and a client. */
function client(o) {
    const [owner, repo, extra] = (o.env.GITHUB_REPOSITORY ?? '').split('/');
    if (!owner || !repo || extra !== undefined)
        return { problem: 'GITHUB_REPOSITORY is not set' };
    if (!o.githubToken) {
        return { problem: `the github-token input is empty (reading deployments needs ${PERMISSION})` };
    }
    const octokit = (0,_rest_js__WEBPACK_IMPORTED_MODULE_4__.restClient)(o.githubToken, o.env);
    return { octokit, owner, repo };
}
/** A request's options: cancelled with the run, and given up after `timeoutMs` (at most 30 s). */
function request(signal, timeoutMs = REQUEST_TIMEOUT_MS) {
    const ms = Math.max(1, Math.min(REQUEST_TIMEOUT_MS, timeoutMs));
    return { request: { signal: AbortSignal.any([signal, AbortSignal.timeout(ms)]) } };
}
/**
 * GitHub's refusal of the token (no `deployments: read`, no such repository): asking again will
 * not help. Anything else (a network error, a request that timed out, 429, 5xx) is one missed poll.
 */
function refusal(err) {
    const status = (0,_comment_js__WEBPACK_IMPORTED_MODULE_3__.statusOf)(err);
    return status === 401 || status === 403 || status === 404;
}
async function waitForGithubDeployment(o) {
    const gh = client(o);
    if ('problem' in gh)
        return { kind: 'unavailable', problem: gh.problem };
    const { octokit, owner, repo } = gh;
    let last = {};
    /** The newest deployment of the commit and its newest status; no request outlasts the wait. */
    const newestWithStatus = async () => {
        const { data: deployments } = await octokit.rest.repos.listDeployments({
            owner,
            repo,
            sha: o.commit,
            environment: o.environment,
            per_page: 1,
            ...request(o.signal, o.deadline - _common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .ml.now())
        });
        const newest = deployments[0];
        if (!newest)
            return undefined;
        const { data: statuses } = await octokit.rest.repos.listDeploymentStatuses({
            owner,
            repo,
            deployment_id: newest.id,
            per_page: 1,
            ...request(o.signal, o.deadline - _common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .ml.now())
        });
        return { id: newest.id, statuses: statuses };
    };
    try {
        const answer = await (0,_lifecycle_deadline_js__WEBPACK_IMPORTED_MODULE_1__/* .untilDeadline */ .H)({
            clock: _common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .ml,
            deadline: o.deadline,
            pause: (round) => (0,_lifecycle_schedule_js__WEBPACK_IMPORTED_MODULE_6__/* .pollPause */ .G)(round, o.pollIntervalMs),
            signal: o.signal
        }, async () => {
            let look;
            try {
                look = await newestWithStatus();
            }
            catch (err) {
                if (o.signal.aborted || refusal(err))
                    throw err;
                // Transient: a missed poll, tried again on the schedule until the deadline.
                last = { ...last, problem: explain(err) };
                return undefined;
            }
            if (!look)
                return undefined;
            const { id, statuses } = look;
            const state = (0,_deployment_state_js__WEBPACK_IMPORTED_MODULE_5__/* .deploymentState */ .D)(statuses);
            if (state.kind === 'waiting') {
                last = { state: state.state ?? 'no status yet', link: state.link };
                return undefined;
            }
            if (state.kind === 'failed')
                return { kind: 'failed', state: state.state, link: state.link };
            const deployment = {
                id: String(id),
                environment: o.environment,
                environmentUrl: state.environmentUrl,
                link: state.link,
                succeededAt: state.at
            };
            return { kind: 'succeeded', deployment };
        });
        if (answer === _lifecycle_deadline_js__WEBPACK_IMPORTED_MODULE_1__/* .TIMED_OUT */ .V) {
            // Only GitHub's trouble seen, never a state: say what went wrong, not "no deployment".
            if (last.state === undefined && last.problem !== undefined) {
                return { kind: 'unavailable', problem: last.problem };
            }
            return { kind: 'timed-out', state: last.state, link: last.link };
        }
        return answer;
    }
    catch (err) {
        if (o.signal.aborted)
            throw err;
        return { kind: 'unavailable', problem: explain(err) };
    }
}
/**
 * Whether any deployment of `commit` to `environment` exists (one request, no waiting: the merge
 * queue's commit is either deployed already or tested by no one within the queue's timeout).
 */
async function githubDeploymentExists(o) {
    const gh = client(o);
    if ('problem' in gh)
        return gh;
    try {
        const { data } = await gh.octokit.rest.repos.listDeployments({
            owner: gh.owner,
            repo: gh.repo,
            sha: o.commit,
            environment: o.environment,
            per_page: 1,
            ...request(o.signal)
        });
        return data.length > 0;
    }
    catch (err) {
        if (o.signal.aborted)
            throw err;
        return { problem: explain(err) };
    }
}
/**
 * From when the site may serve another build than this one: the creation time of the first other
 * deployment to `environment` created after `after` (this build's success) less the clocks'
 * margin, or of an older deployment still under way; undefined when there is none. Its creation,
 * not its success: the site may change from the moment a deployment begins. Fail closed: when the
 * page read holds only later deployments (more may hide beyond it), `after` itself, which no test
 * of this build can have ended before.
 */
async function nextGithubDeployment(o) {
    const gh = client(o);
    if ('problem' in gh)
        throw new Error(gh.problem);
    try {
        const { data } = await gh.octokit.rest.repos.listDeployments({
            owner: gh.owner,
            repo: gh.repo,
            environment: o.environment,
            per_page: LATER_PAGE,
            ...request(o.signal)
        });
        const others = data.filter((d) => String(d.id) !== o.deploymentId);
        // GitHub's created_at against this build's success, both GitHub's clock; the margin covers
        // a deployment that began just before the success was recorded. Unreadable: taken as later.
        const from = o.after - _common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .START_CLOCK_SKEW_MS */ .GT;
        const created = (d) => (0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .parseInstant */ .nV)(d.created_at) ?? from;
        const later = others.map(created).filter((t) => t >= from);
        if (data.length >= LATER_PAGE && later.length === others.length)
            return o.after;
        // An older deployment still under way (queued, in progress, no status yet) may replace the
        // site at any moment, even before a later one: the nearest few are asked.
        const older = others.filter((d) => created(d) < from);
        for (const d of older.slice(0, OLDER_ASKED)) {
            const { data: statuses } = await gh.octokit.rest.repos.listDeploymentStatuses({
                owner: gh.owner,
                repo: gh.repo,
                deployment_id: d.id,
                per_page: 1,
                ...request(o.signal)
            });
            const state = statuses[0]?.state;
            if (typeof state !== 'string' || !SETTLED.includes(state.toLowerCase()))
                return created(d);
        }
        if (later.length > 0)
            return Math.min(...later);
        return undefined;
    }
    catch (err) {
        if (o.signal.aborted)
            throw err;
        throw new Error(explain(err), { cause: err });
    }
}
/** One safe sentence: the status decides the words; GitHub's own message is escaped, short. */
function explain(err) {
    const status = (0,_comment_js__WEBPACK_IMPORTED_MODULE_3__.statusOf)(err);
    if (status === 401 || status === 403 || status === 404) {
        return `HTTP ${status} from GitHub: the github-token may not read deployments (the job needs ${PERMISSION})`;
    }
    const message = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(err?.message ?? String(err), 200);
    return `GitHub answered ${status ? `HTTP ${status}: ` : ''}${message}`;
}


/***/ }),

/***/ 117:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ explain)
/* harmony export */ });
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(102);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(113);
// A failed GitHub request in one safe sentence, for the log: the HTTP status decides the words
// and names the permission the job needs; GitHub's own message is escaped and short.


function explain(err, permission) {
    const status = (0,_comment_js__WEBPACK_IMPORTED_MODULE_1__.statusOf)(err);
    if (status === 403 || status === 401) {
        return `HTTP ${status} from GitHub: the github-token is not allowed (the job needs ${permission})`;
    }
    if (status === 404) {
        return `HTTP 404 from GitHub: not found, or the github-token cannot see it (the job needs ${permission})`;
    }
    const message = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .errorText */ .kc)(err, 200);
    return status
        ? `HTTP ${status} from GitHub: ${message}`
        : `GitHub could not be reached: ${message}`;
}


/***/ }),

/***/ 119:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LATER_ASKED: () => (/* binding */ LATER_ASKED),
/* harmony export */   LATER_PAGE: () => (/* binding */ LATER_PAGE),
/* harmony export */   OLDER_ASKED: () => (/* binding */ OLDER_ASKED),
/* harmony export */   laterDeploymentOf: () => (/* binding */ laterDeploymentOf),
/* harmony export */   laterGithubDeployment: () => (/* binding */ laterGithubDeployment)
/* harmony export */ });
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(100);
/* harmony import */ var _deployments_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(116);
/* harmony import */ var _deployment_state_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(115);



/** Deployments to the environment read (newest first). */
const LATER_PAGE = 100;
/** Statuses asked of deployments that began after this build's success. */
const LATER_ASKED = 5;
/** Statuses asked of the nearest deployments that began before it. */
const OLDER_ASKED = 3;
/** Statuses read per deployment: enough to find its success under a later `inactive`. */
const STATUSES_READ = 10;
/** More deployments since this build's than one page shows: the span cannot be seen whole. */
class TooMany extends Error {
}
/**
 * The decision, given the environment's deployments (newest first) and a reader of a deployment's
 * statuses (newest first). All times are GitHub's own clock: a status is compared with this
 * build's success as it is; the margin only widens which deployments are looked at.
 */
async function laterDeploymentOf(listed, o, statusesOf) {
    const since = o.deployment.succeededAt;
    const from = since - _common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .START_CLOCK_SKEW_MS */ .GT;
    const readCreated = (d) => typeof d.created_at === 'string' ? (0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .parseInstant */ .nV)(d.created_at) : undefined;
    // Unreadable: taken as later (it is looked at, never skipped).
    const created = (d) => readCreated(d) ?? from;
    const others = listed.filter((d) => String(d.id) !== o.deployment.id);
    const same = (d) => typeof d.sha === 'string' && d.sha.toLowerCase() === o.commit.toLowerCase();
    const later = others.filter((d) => created(d) >= from);
    if (o.pageFull && listed.every((d) => created(d) >= from)) {
        throw new TooMany(`more than ${LATER_PAGE} deployments to the environment since this build's: the older ones cannot be read`);
    }
    const redeploys = later.filter(same).length;
    const foreignLater = later.filter((d) => !same(d)).sort((a, b) => created(a) - created(b));
    const foreignOlder = others.filter((d) => created(d) < from && !same(d)).slice(0, OLDER_ASKED);
    for (const [i, d] of foreignLater.entries()) {
        if (i >= LATER_ASKED)
            return another(d, readCreated(d), { unread: true });
        const verdict = judge(await statusesOf(d.id), since, true, o.applicationOrigin);
        if (verdict)
            return another(d, readCreated(d), verdict);
    }
    for (const d of foreignOlder) {
        const verdict = judge(await statusesOf(d.id), since, false, o.applicationOrigin);
        if (verdict)
            return another(d, readCreated(d), verdict);
    }
    return { kind: 'none', redeploys };
}
/** A host as people write one site's: case, a trailing dot and a leading "www." change nothing. */
function siteHost(url) {
    return new URL(url).hostname
        .toLowerCase()
        .replace(/\.$/, '')
        .replace(/^www\./, '');
}
/**
 * Whether one deployment of another commit may have replaced this build after `since`: still under
 * way (no status, or a state that may yet change the site), or a success at or after `since`; for
 * one that began after `since`, any state but a plain failure (an `inactive` one served before it
 * was replaced). Undefined: it did not — or it names its URL on another host than the
 * application's (a shared environment's other site, such as another pull request's preview: it
 * speaks for that site only). Only the host tells sites apart here, and loosely (siteHost): this
 * rule lets a deployment go unnoticed, so a URL written another way (another scheme or port, a
 * trailing dot, "www.") still counts as the application's. One that names no URL counts too.
 */
function judge(statuses, since, began, applicationOrigin) {
    const named = statuses.map((s) => (0,_deployment_state_js__WEBPACK_IMPORTED_MODULE_2__/* .httpUrl */ .q)(s.environment_url)).find((u) => u !== undefined);
    if (named !== undefined && siteHost(named) !== siteHost(applicationOrigin))
        return undefined;
    const newest = statuses[0];
    const state = typeof newest?.state === 'string' ? newest.state.toLowerCase() : undefined;
    const at = (s) => typeof s?.created_at === 'string' ? (0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .parseInstant */ .nV)(s.created_at) : undefined;
    if (!state || !_deployments_js__WEBPACK_IMPORTED_MODULE_1__.SETTLED.includes(state))
        return { state, stateAt: at(newest) };
    const success = statuses.find((s) => typeof s.state === 'string' && s.state.toLowerCase() === 'success');
    const successAt = success ? (at(success) ?? since) : undefined;
    if (successAt !== undefined && successAt >= since)
        return { state: 'success', stateAt: successAt };
    if (began && state !== 'failure' && state !== 'error' && successAt === undefined) {
        return { state, stateAt: at(newest) };
    }
    return undefined;
}
function another(d, createdAt, j) {
    return {
        kind: 'another',
        sha: typeof d.sha === 'string' ? d.sha : 'unknown',
        ...(createdAt === undefined ? {} : { createdAt }),
        ...j
    };
}
/** The lookup on GitHub; throws a safe sentence when it cannot be made (the caller fails closed). */
async function laterGithubDeployment(o) {
    const gh = (0,_deployments_js__WEBPACK_IMPORTED_MODULE_1__.client)(o);
    if ('problem' in gh)
        throw new Error(gh.problem);
    const { octokit, owner, repo } = gh;
    try {
        const { data } = await octokit.rest.repos.listDeployments({
            owner,
            repo,
            environment: o.environment,
            per_page: LATER_PAGE,
            ...(0,_deployments_js__WEBPACK_IMPORTED_MODULE_1__.request)(o.signal)
        });
        return await laterDeploymentOf(data, {
            deployment: o.deployment,
            commit: o.commit,
            pageFull: data.length >= LATER_PAGE,
            applicationOrigin: new URL(o.applicationUrl).origin
        }, async (id) => (await octokit.rest.repos.listDeploymentStatuses({
            owner,
            repo,
            deployment_id: Number(id),
            per_page: STATUSES_READ,
            ...(0,_deployments_js__WEBPACK_IMPORTED_MODULE_1__.request)(o.signal)
        })).data);
    }
    catch (err) {
        if (err instanceof TooMany)
            throw err;
        // Cancelled runs are told apart by the caller; here the lookup's own deadline passed.
        if (o.signal.aborted)
            throw new Error('GitHub did not answer in time', { cause: err });
        throw new Error((0,_deployments_js__WEBPACK_IMPORTED_MODULE_1__.explain)(err), { cause: err });
    }
}


/***/ }),

/***/ 121:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   RUN_POLL_MS: () => (/* binding */ RUN_POLL_MS),
/* harmony export */   RUN_WAIT_MS: () => (/* binding */ RUN_WAIT_MS),
/* harmony export */   githubMergeQueue: () => (/* binding */ githubMergeQueue),
/* harmony export */   queueRefOf: () => (/* binding */ queueRefOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(154);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(100);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(102);
/* harmony import */ var _explain_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(117);
/* harmony import */ var _record_lookup_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(124);
/* harmony import */ var _record_run_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(125);
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(127);
/* harmony import */ var _verdict_records_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(130);
// The merge queue on GitHub (`merge_group`, docs/every-path-to-main.md): which pull request the
// queue's commit merges, and each application's verdict recorded on that pull request's head,
// checked. The event has no pull request object: its number is read from the queue's ref,
// `refs/heads/gh-readonly-queue/<base>/pr-<N>-<head sha>`, and the pull request is re-read
// through the API, which must still have that head and belong to this repository. A record is
// only a claim: the run it names is checked (record-run.ts) as a pull request's run of this
// workflow at that head, completed with success. The head's status is written at the end of its
// gate step, while the rest of that run goes on (uploads, post steps, other jobs), and auto-merge
// queues the pull request as soon as the status is green: a run whose only fault is that it has
// not finished yet is waited for (RUN_WAIT_MS), then checked again in full, never passed
// unfinished. Loaded only on a queue's run with `merge-queue: verdict`: Octokit is most of the
// bundle's start-up.








/** The queue's branch prefix GitHub writes. */
const QUEUE_PREFIX = 'refs/heads/gh-readonly-queue/';
/** `<base>/pr-<N>-<sha>`: the base may hold slashes; the number and the sha end the ref. */
const QUEUE_TAIL = /^(.+)\/pr-([1-9]\d{0,15})-([0-9a-f]{40})$/;
/** The statuses of the head read (one page, newest first). */
const STATUSES_READ = 100;
/**
 * Every request of one judgement together, up to a wait for the head's run: the queue waits on
 * it. Each request while waiting has the same budget of its own (REQUEST_BUDGET_MS).
 */
const BUDGET_MS = 60_000;
/** One request while waiting for the head's run (the wait itself is RUN_WAIT_MS). */
const REQUEST_BUDGET_MS = 60_000;
/**
 * How long the queue's run waits for the head's run to finish when that is all its record lacks.
 * The record is written when the gate step ends; the steps after it (SARIF and artifact uploads,
 * post steps, other jobs of the run) take minutes at most. Ten minutes leaves the queue's own
 * check timeout (60 minutes is usual) far ahead, so a run that never finishes fails the entry with
 * its reason rather than the queue timing it out without one.
 */
const RUN_WAIT_MS = 10 * 60_000;
/** How often GitHub is asked again whether the head's run has finished. */
const RUN_POLL_MS = 10_000;
/**
 * A run's `status` until it has finished (GitHub: requested, queued, pending, waiting,
 * in_progress; then completed). Only these are waited for: any other answer is judged as it is.
 */
const UNFINISHED = ['requested', 'queued', 'pending', 'waiting', 'in_progress'];
/**
 * The pull request a queue's ref names, or why the ref is not a queue's: exactly
 * `refs/heads/gh-readonly-queue/<base>/pr-<N>-<40 lower-case hex>`, the base a plain branch name
 * (no empty, `.` or `..` part, no space, control or character git refuses), N a positive number
 * written without leading zeros. Anything else names no pull request.
 */
function queueRefOf(ref) {
    const shown = typeof ref === 'string' ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(ref, 200) : 'none';
    const bad = {
        problem: `the merge queue's ref (${shown}) is not refs/heads/gh-readonly-queue/<base>/pr-<number>-<commit>, so it names no pull request`
    };
    if (typeof ref !== 'string' || !ref.startsWith(QUEUE_PREFIX))
        return bad;
    const m = QUEUE_TAIL.exec(ref.slice(QUEUE_PREFIX.length));
    const [, base, number, headSha] = m ?? [];
    if (!base || !number || !headSha || !branchName(base))
        return bad;
    const n = Number(number);
    if (!Number.isSafeInteger(n))
        return bad;
    return { ref: { base, number: n, headSha } };
}
/** A branch name as git allows it (git check-ref-format), conservatively. */
function branchName(name) {
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u0020\u007f~^:?*[\\]|\.\.|@\{|\/\/|\.lock(\/|$)|^\/|\/$|\.$/.test(name)) {
        return false;
    }
    return name.split('/').every((part) => part !== '' && !part.startsWith('.'));
}
const PULL_PERMISSION = '`pull-requests: read`';
function githubMergeQueue(o) {
    return { judge: (tokens) => judge(o, tokens) };
}
async function judge(o, tokens) {
    const [owner = '', repo = '', extra] = (o.env.GITHUB_REPOSITORY ?? '').split('/');
    if (!owner || !repo || extra !== undefined)
        return { problem: 'GITHUB_REPOSITORY is not set' };
    const queued = queueRefOf(headRefOf(o));
    if ('problem' in queued)
        return queued;
    const { ref } = queued;
    const name = `pull request #${ref.number}`;
    if (!o.githubToken) {
        return {
            problem: `${name} cannot be read: the github-token input is empty (reading it needs ${PULL_PERMISSION}, \`statuses: read\` and \`actions: read\`)`,
            pullRequest: ref.number
        };
    }
    const repository = `${owner}/${repo}`;
    const workflowPath = (0,_record_run_js__WEBPACK_IMPORTED_MODULE_5__/* .workflowPathOf */ ._Z)(o.env.GITHUB_WORKFLOW_REF, repository);
    if (!workflowPath) {
        return {
            problem: `GITHUB_WORKFLOW_REF (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(o.env.GITHUB_WORKFLOW_REF ?? 'unset', 200)}) does not name a workflow file of ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(repository, 200)}, so ${name}'s records cannot be matched to this workflow`,
            pullRequest: ref.number
        };
    }
    const signal = AbortSignal.any([o.signal, AbortSignal.timeout(o.budgetMs ?? BUDGET_MS)]);
    const octokit = (0,_rest_js__WEBPACK_IMPORTED_MODULE_6__.restClient)(o.githubToken, o.env, signal);
    const where = { owner, repo };
    const checked = await checkedPullRequest(octokit, where, ref, o.signal);
    if ('problem' in checked)
        return { problem: checked.problem, pullRequest: ref.number };
    let statuses;
    try {
        const { data } = await octokit.rest.repos.listCommitStatusesForRef({
            ...where,
            ref: ref.headSha,
            per_page: STATUSES_READ
        });
        statuses = data;
    }
    catch (e) {
        if (o.signal.aborted)
            throw e;
        return {
            problem: `the statuses of ${name}'s head ${ref.headSha.slice(0, 7)} could not be read: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_3__/* .explain */ .W)(e, '`statuses: read`')}`,
            pullRequest: ref.number
        };
    }
    const reader = {
        repositoryId: checked.repositoryId,
        repository,
        defaultBranch: checked.defaultBranch,
        workflowPath,
        clockMarginMs: _common_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .START_CLOCK_SKEW_MS */ .GT,
        writers: 'pull-request',
        // Whether that run passed its gate on that head is the question, not whether its test may
        // serve as a baseline: no request to the service is needed.
        testWithinRun: false,
        pullRequest: { number: ref.number, base: ref.base }
    };
    const check = runChecker(octokit, where, reader, {
        where,
        signal: o.signal,
        log: o.log,
        clock: o.clock ?? _common_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .ml,
        waitMs: o.runWaitMs ?? RUN_WAIT_MS,
        pullRequest: ref.number,
        // Each request while waiting gets its own budget: the wait may outlast the judgement's.
        freshClient: () => (0,_rest_js__WEBPACK_IMPORTED_MODULE_6__.restClient)(o.githubToken ?? '', o.env, AbortSignal.any([o.signal, AbortSignal.timeout(REQUEST_BUDGET_MS)]))
    });
    const verdicts = await Promise.all(tokens.map((token) => headVerdict(statuses, ref, token, check)));
    return { pullRequest: { number: ref.number, headSha: ref.headSha, base: ref.base }, verdicts };
}
/** `merge_group.head_ref` from the event the runner saved (undefined when it cannot be read). */
function headRefOf(o) {
    const path = o.env.GITHUB_EVENT_PATH;
    if (!path)
        return undefined;
    try {
        const read = o.readFile ?? ((p) => node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(p, 'utf8'));
        const event = JSON.parse(read(path));
        return event?.merge_group?.head_ref;
    }
    catch {
        return undefined;
    }
}
/**
 * The repository's id and default branch, once the pull request the ref names is shown to be
 * this repository's, into the queue's base, with the queued head; else why not.
 */
async function checkedPullRequest(octokit, where, ref, signal) {
    const name = `pull request #${ref.number}`;
    let repository;
    let pull;
    try {
        const [r, p] = await Promise.all([
            octokit.rest.repos.get(where),
            octokit.rest.pulls.get({ ...where, pull_number: ref.number })
        ]);
        repository = r.data;
        pull = p.data;
    }
    catch (e) {
        if (signal.aborted)
            throw e;
        return { problem: `${name} could not be read: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_3__/* .explain */ .W)(e, PULL_PERMISSION)}` };
    }
    const id = repository.id;
    const defaultBranch = repository.default_branch;
    if (typeof id !== 'number' || typeof defaultBranch !== 'string') {
        return { problem: `GitHub gave no id or default branch for this repository` };
    }
    if (pull.number !== ref.number ||
        pull.base?.repo?.id !== id ||
        typeof pull.base.repo.full_name !== 'string' ||
        pull.base.repo.full_name.toLowerCase() !== `${where.owner}/${where.repo}`.toLowerCase()) {
        return { problem: `${name} as GitHub describes it is not this repository's` };
    }
    if (pull.base.ref !== ref.base) {
        return {
            problem: `${name} is into ${short(pull.base.ref)}, not the queue's base ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(ref.base, 100)}`
        };
    }
    const head = pull.head?.sha;
    if (head !== ref.headSha) {
        return {
            problem: `${name}'s head is ${typeof head === 'string' ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(head.slice(0, 7), 7) : 'unknown'}, not the queued ${ref.headSha.slice(0, 7)}`
        };
    }
    return { repositoryId: id, defaultBranch };
}
/** One application's verdict on the head: its newest record, and the run that record names. */
async function headVerdict(statuses, ref, applicationToken, check) {
    const head = `pull request #${ref.number}'s head ${ref.headSha.slice(0, 7)}`;
    const context = (0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_7__/* .verdictContext */ .xI)(applicationToken);
    const newest = (0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_7__/* .newestVerdict */ .uG)(statuses, ref.headSha, applicationToken);
    if (!newest) {
        // A status of the context someone else wrote (a person, another app) is no verdict: say so,
        // or the reader looks for why theirs was not taken.
        const others = statuses.some((s) => s.context === context);
        return {
            applicationToken,
            finding: 'no record',
            reason: `${head} has no verdict recorded for this application (commit status ${context}${others ? ' written by GitHub Actions; one written by anyone else is not a verdict' : ''}): nothing shows its run passed`
        };
    }
    if ('unreadable' in newest) {
        return {
            applicationToken,
            finding: 'unreadable',
            reason: `${head}'s newest ${context} status is not a verdict this action wrote, so its verdict is not known`
        };
    }
    const { record } = newest;
    const recorded = {
        outcome: record.outcome,
        counts: record.counts,
        runId: record.runId,
        ...(record.resultToken ? { resultToken: record.resultToken } : {})
    };
    if (record.state !== 'success') {
        return {
            applicationToken,
            finding: 'not passed',
            record: recorded,
            reason: `${head} did not pass its gate: ${record.outcome} (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(record.counts, 80)}, run ${record.runId})`
        };
    }
    if (!record.resultToken) {
        return {
            applicationToken,
            finding: 'no test',
            record: recorded,
            reason: `${head}'s verdict (run ${record.runId}) names no test, so nothing shows a test of it passed`
        };
    }
    const why = await check(record);
    if (why) {
        return {
            applicationToken,
            finding: 'unverified',
            record: recorded,
            reason: `${head}'s recorded pass is not verified: ${why}`
        };
    }
    return {
        applicationToken,
        finding: 'verified',
        record: { ...recorded, ...(record.targetUrl ? { runUrl: record.targetUrl } : {}) }
    };
}
/**
 * Why the run a record names does not show a passing pull-request run of this workflow at the
 * head (recordRunProblem), or undefined. Each run and attempt asked once for every application;
 * a run that cannot be read is a reason too (the queue's commit fails, never passes unchecked).
 * A run whose only fault is that it has not finished is waited for (waitForRun, once per run for
 * every application), then everything is checked again on what GitHub then says.
 */
function runChecker(octokit, where, reader, w) {
    const runOf = (0,_record_lookup_js__WEBPACK_IMPORTED_MODULE_4__/* .runReader */ .f$)(where);
    const attemptOf = (0,_record_lookup_js__WEBPACK_IMPORTED_MODULE_4__/* .attemptReader */ .DH)(where);
    const attemptAfterWait = (0,_record_lookup_js__WEBPACK_IMPORTED_MODULE_4__/* .attemptReader */ .DH)(where);
    const waits = new Map();
    return async (record) => {
        const badId = (0,_record_run_js__WEBPACK_IMPORTED_MODULE_5__/* .runIdProblem */ .w2)(record.runId);
        if (badId)
            return badId;
        const toCheck = {
            ...record,
            resultToken: record.resultToken ?? '',
            siteShown: record.siteShown
        };
        const problemOf = async (run, readAttempt, client) => {
            const n = (0,_record_run_js__WEBPACK_IMPORTED_MODULE_5__/* .attemptToRead */ .ZZ)(toCheck, run);
            if (n === undefined)
                return { problem: (0,_record_run_js__WEBPACK_IMPORTED_MODULE_5__/* .recordRunProblem */ .CI)(toCheck, run, reader) };
            const got = await readAttempt(client(), record.runId, n);
            if ('missing' in got) {
                return { problem: `GitHub does not know run ${record.runId} attempt ${n} (HTTP 404)` };
            }
            return {
                problem: (0,_record_run_js__WEBPACK_IMPORTED_MODULE_5__/* .recordRunProblem */ .CI)(toCheck, run, reader, got.run),
                attempt: got.run
            };
        };
        try {
            const read = await runOf(octokit, record.runId);
            if ('missing' in read)
                return `GitHub does not know run ${record.runId} (HTTP 404)`;
            const first = await problemOf(read.run, attemptOf, () => octokit);
            if (!first.problem || !unfinishedOnly(toCheck, read.run, reader, first.attempt)) {
                return first.problem;
            }
            let waited = waits.get(record.runId);
            if (!waited) {
                waited = waitForRun(record.runId, read.run, w);
                waits.set(record.runId, waited);
            }
            const done = await waited;
            if ('missing' in done)
                return `GitHub does not know run ${record.runId} (HTTP 404)`;
            if ('unfinished' in done) {
                return `run ${record.runId} had not finished after ${minutes(w.waitMs)} of waiting (it is ${short(done.unfinished.status)}): a run that has not finished is not yet a pass`;
            }
            return (await problemOf(done.run, attemptAfterWait, w.freshClient)).problem;
        }
        catch (e) {
            if (w.signal.aborted)
                throw e;
            return `run ${record.runId} could not be checked: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_3__/* .explain */ .W)(e, '`actions: read`')}`;
        }
    };
}
/**
 * Whether the record's only fault is that its run has not finished: it would pass were the run
 * completed with success (the attempt a record links when it is not the run's latest has
 * finished anyway).
 */
function unfinishedOnly(record, run, reader, attempt) {
    if (typeof run.status !== 'string' || !UNFINISHED.includes(run.status))
        return false;
    const finished = { ...run, status: 'completed', conclusion: 'success' };
    return (0,_record_run_js__WEBPACK_IMPORTED_MODULE_5__/* .recordRunProblem */ .CI)(record, finished, reader, attempt) === undefined;
}
/**
 * The run once it has finished, asked again every RUN_POLL_MS (each request with its own budget)
 * for up to `waitMs`; still unfinished then, the last answer. Said once in the log.
 */
async function waitForRun(runId, run, w) {
    w.log.info(`Merge queue: waiting for run ${runId} of pull request #${w.pullRequest}'s head to finish (it is ${short(run.status)}; its verdict was recorded before the run ended). GitHub is asked every ${RUN_POLL_MS / 1000} s, for up to ${minutes(w.waitMs)}`);
    const deadline = w.clock.now() + w.waitMs;
    let last = run;
    for (;;) {
        const left = deadline - w.clock.now();
        if (left <= 0)
            return { unfinished: last };
        await w.clock.sleep(Math.min(RUN_POLL_MS, left), w.signal);
        // A reader of its own each time: the answer of this round, not a cached one.
        const read = await (0,_record_lookup_js__WEBPACK_IMPORTED_MODULE_4__/* .runReader */ .f$)(w.where)(w.freshClient(), runId);
        if ('missing' in read)
            return read;
        last = read.run;
        if (typeof last.status !== 'string' || !UNFINISHED.includes(last.status))
            return read;
    }
}
function minutes(ms) {
    const m = ms / 60_000;
    return Number.isInteger(m) ? `${m} minute${m === 1 ? '' : 's'}` : `${ms / 1000} s`;
}
/** Short and inert: GitHub's answer, not ours. */
function short(value) {
    return typeof value === 'string' ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(value, 100) : 'unknown';
}


/***/ }),

/***/ 122:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   gateChange: () => (/* binding */ gateChange),
/* harmony export */   githubPreviousRecords: () => (/* binding */ githubPreviousRecords),
/* harmony export */   sameFile: () => (/* binding */ sameFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(154);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(127);
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(100);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(102);
/* harmony import */ var _verdict_records_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(130);
/* harmony import */ var _record_run_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(125);
/* harmony import */ var _record_lookup_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(124);
/* harmony import */ var _baseline_store_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(111);
/* harmony import */ var _explain_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(117);
/* harmony import */ var _pull_request_lookup_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(123);
// `baseline: previous` on GitHub: the newest test this gate recorded as passed (a verdict record,
// verdict-records.ts) on this pull request's commits, else on the default branch (its own store,
// baseline-store.ts), that started before this run's first attempt — never a run that failed
// the gate: a baseline hides only what a passing verdict accepted (issue 30). Each record is only
// a claim until the run it names is checked (record-lookup.ts, `writers: 'pull-request'`), and
// one on an earlier commit counts only when the gate files (this workflow's file, the ignore
// file) are unchanged from it to the head: else it passed a gate the pull request no longer has.
// Loaded only with that baseline: Octokit is most of the bundle's start-up.










/** The statuses of a commit read (one page, newest first). */
const STATUSES_READ = 100;
/** A pull request's commits, read a page at a time (GitHub lists at most 250, oldest first). */
const COMMITS_PAGE = 100;
const COMMITS_PAGES = 3;
/** The requests of one lookup together. */
const LOOKUP_BUDGET_MS = 60_000;
/** GitHub's compare lists at most this many changed files: a list this long may be cut short. */
const COMPARE_FILES_SHOWN = 300;
/** The permissions the lookup needs, named when one is refused. */
const PERMISSIONS = '`pull-requests: read`, `statuses: read`, `actions: read` and `contents: read`';
function githubPreviousRecords(o) {
    const [owner = '', repo = '', extra] = (o.env.GITHUB_REPOSITORY ?? '').split('/');
    const where = { owner, repo };
    const setupProblem = !owner || !repo || extra !== undefined
        ? 'GITHUB_REPOSITORY is not set'
        : !o.githubToken
            ? `the github-token input is empty (reading the records needs ${PERMISSIONS})`
            : undefined;
    let octokit;
    const client = () => (octokit ??= (0,_rest_js__WEBPACK_IMPORTED_MODULE_1__.restClient)(o.githubToken ?? '', o.env, AbortSignal.any([o.signal, AbortSignal.timeout(o.budgetMs ?? LOOKUP_BUDGET_MS)])));
    // Read once for every application of the step: the pull request, its commits, their statuses.
    let commits;
    const statuses = new Map();
    const statusesOf = (sha) => {
        let got = statuses.get(sha);
        if (!got) {
            got = client()
                .rest.repos.listCommitStatusesForRef({ ...where, ref: sha, per_page: STATUSES_READ })
                .then(({ data }) => data);
            statuses.set(sha, got);
        }
        return got;
    };
    // Why the gate may differ at the head from an earlier commit's, each commit compared once.
    const compared = new Map();
    const gateChangeSince = (sha, head, gate) => {
        let got = compared.get(sha);
        if (!got) {
            got = client()
                .rest.repos.compareCommitsWithBasehead({ ...where, basehead: `${sha}...${head}` })
                .then(({ data }) => gateChange(data, gate, sha, head));
            compared.set(sha, got);
        }
        return got;
    };
    const runOf = (0,_record_lookup_js__WEBPACK_IMPORTED_MODULE_6__/* .runReader */ .f$)(where);
    const attemptOf = (0,_record_lookup_js__WEBPACK_IMPORTED_MODULE_6__/* .attemptReader */ .DH)(where);
    const thisRun = o.env.GITHUB_RUN_ID ?? '';
    /** When a recorded test started, by the service's word; unreadable when it cannot say. */
    const startOf = async (testStart, resultToken) => {
        try {
            return { at: await testStart(resultToken) };
        }
        catch (e) {
            if (o.signal.aborted)
                throw e;
            return {
                unreadable: `when the recorded test ${resultToken} started could not be learnt from the service: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorText */ .kc)(e, 300)}`
            };
        }
    };
    /** The default branch's newest passing record, when its test started before `before`. */
    const onDefaultBranch = async (app, testStart, before, exclude, prRead) => {
        let found;
        try {
            found = await o.defaultBranch.find(app, testStart);
        }
        catch (e) {
            if (o.signal.aborted)
                throw e;
            found = {
                problem: `the default branch's records could not be read: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorText */ .kc)(e, 300)}`,
                unreadable: true
            };
        }
        if ('problem' in found) {
            const none = prRead ? `${prRead}; on the default branch: ${found.problem}` : found.problem;
            // Records read and none passing: the baseline is missing. None could be read at all: the
            // previous test only labels (the caller says so).
            return !prRead && 'unreadable' in found && found.unreadable
                ? { unreadable: none }
                : { problem: none };
        }
        const { record } = found;
        if (record.runId === thisRun || record.resultToken === exclude) {
            return { problem: `the default branch's newest passing record is this run's own test` };
        }
        const start = await startOf(testStart, record.resultToken);
        if ('unreadable' in start)
            return start;
        const { at } = start;
        if (at === undefined || at >= before) {
            return {
                problem: `the default branch's newest passing record (run ${record.runId}, test ${record.resultToken}) is of a test that did not start before ${iso(before)}${prRead ? `; ${prRead}` : ''}`
            };
        }
        return { record, from: 'default-branch' };
    };
    return {
        async find(app, testStart, before, exclude) {
            if (setupProblem)
                return { unreadable: setupProblem };
            const workflowPath = (0,_record_run_js__WEBPACK_IMPORTED_MODULE_5__/* .workflowPathOf */ ._Z)(o.env.GITHUB_WORKFLOW_REF, `${owner}/${repo}`);
            if (!workflowPath) {
                return {
                    unreadable: `GITHUB_WORKFLOW_REF (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .forLog */ .Ig)(o.env.GITHUB_WORKFLOW_REF ?? 'unset', 200)}) does not name a workflow file of ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .forLog */ .Ig)(`${owner}/${repo}`, 200)}, so no record can be matched to this workflow`
                };
            }
            const listed = await (commits ??= pullRequestCommits(o, client, where));
            if ('unreadable' in listed)
                return listed;
            if ('skip' in listed) {
                o.log.info(`Baseline: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .forLog */ .Ig)(listed.skip, 300)}, so the default branch's passing records are read`);
                return onDefaultBranch(app, testStart, before, exclude, undefined);
            }
            const reader = {
                repositoryId: listed.repositoryId,
                repository: `${owner}/${repo}`,
                defaultBranch: listed.defaultBranch,
                workflowPath,
                clockMarginMs: _common_clock_js__WEBPACK_IMPORTED_MODULE_2__/* .START_CLOCK_SKEW_MS */ .GT,
                writers: 'pull-request',
                pullRequest: { number: listed.number }
            };
            const gate = [workflowPath, ...o.gateFiles];
            let tried = 0;
            let ownLeftOut = 0;
            let tooNew = 0;
            const pr = `pull request #${listed.number}`;
            try {
                for (const sha of listed.shas) {
                    for (const status of await statusesOf(sha)) {
                        const record = (0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_4__/* .verdictOf */ .Vj)(status, sha);
                        if (!record || record.applicationToken !== app || !record.baseline)
                            continue;
                        if (!record.resultToken || record.resultToken === exclude)
                            continue;
                        // Never this run's own (an earlier attempt's included): a re-run would pass itself.
                        if (record.runId === thisRun) {
                            ownLeftOut++;
                            continue;
                        }
                        const claimed = {
                            applicationToken: app,
                            resultToken: record.resultToken,
                            runId: record.runId,
                            commit: sha,
                            siteShown: record.siteShown,
                            ...(record.targetUrl !== undefined ? { targetUrl: record.targetUrl } : {})
                        };
                        const start = await startOf(testStart, claimed.resultToken);
                        if ('unreadable' in start)
                            return start;
                        const { at } = start;
                        // A test that started after this run began may be a later run's: not "previous".
                        if (at !== undefined && at >= before) {
                            tooNew++;
                            continue;
                        }
                        if (tried >= _baseline_store_js__WEBPACK_IMPORTED_MODULE_7__.RECORDS_CHECKED) {
                            return {
                                problem: `none of the ${_baseline_store_js__WEBPACK_IMPORTED_MODULE_7__.RECORDS_CHECKED} newest passing records on ${pr}'s commits for this application was written by a passing run of this workflow (commit status ${(0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_4__/* .verdictContext */ .xI)(app)})`
                            };
                        }
                        tried++;
                        // A record on an earlier commit passed that commit's gate: the head's must be the same.
                        if (sha !== listed.head) {
                            let changed;
                            try {
                                changed = await gateChangeSince(sha, listed.head, gate);
                            }
                            catch (e) {
                                if (o.signal.aborted)
                                    throw e;
                                return {
                                    unreadable: `the files changed between ${sha.slice(0, 7)} (a passing record's commit) and the head ${listed.head.slice(0, 7)} could not be read: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_8__/* .explain */ .W)(e, '`contents: read`')}`
                                };
                            }
                            if (changed !== undefined) {
                                o.log.warning(`baseline: a record on ${sha.slice(0, 7)} naming test ${claimed.resultToken} is skipped: ${changed}`);
                                continue;
                            }
                        }
                        const why = await (0,_record_lookup_js__WEBPACK_IMPORTED_MODULE_6__/* .recordProblem */ .hN)((id) => runOf(client(), id), testStart, claimed, reader, (id, n) => attemptOf(client(), id, n));
                        if (why === undefined)
                            return { record: claimed, from: 'pull-request' };
                        o.log.warning(`baseline: a record on ${sha.slice(0, 7)} naming test ${claimed.resultToken} is skipped: ${why}`);
                    }
                }
            }
            catch (e) {
                if (o.signal.aborted)
                    throw e instanceof _record_lookup_js__WEBPACK_IMPORTED_MODULE_6__/* .LookupEnded */ .d8 ? e.cause : e;
                if (e instanceof _record_lookup_js__WEBPACK_IMPORTED_MODULE_6__/* .LookupEnded */ .d8)
                    return { unreadable: e.message };
                return {
                    unreadable: `${pr}'s commit statuses could not be read: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_8__/* .explain */ .W)(e, '`statuses: read`')}`
                };
            }
            const n = listed.shas.length;
            const left = [
                ownLeftOut > 0 ? `${ownLeftOut} of this workflow run's own left out` : '',
                tooNew > 0 ? `${tooNew} of tests that started after this run began left out` : ''
            ].filter(Boolean);
            const read = `no passing verdict on ${pr}'s ${n} newest commit${n === 1 ? '' : 's'}${left.length > 0 ? ` (${left.join('; ')})` : ''}`;
            return onDefaultBranch(app, testStart, before, exclude, read);
        }
    };
}
/** The pull request this run judges and its newest commits; or why there is none to read. */
async function pullRequestCommits(o, client, where) {
    let found;
    try {
        found = await (0,_pull_request_lookup_js__WEBPACK_IMPORTED_MODULE_9__.pullRequestOfRun)(o.env, client, o.readFile ?? ((p) => node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(p, 'utf8')));
    }
    catch (e) {
        if (o.signal.aborted)
            throw e;
        return {
            unreadable: `the pull request this run judges could not be read: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_8__/* .explain */ .W)(e, '`pull-requests: read`')}`
        };
    }
    if ('skip' in found)
        return found;
    const { number, headSha: head } = found.pr;
    try {
        const { data: repository } = await client().rest.repos.get(where);
        const all = [];
        for (let page = 1; page <= COMMITS_PAGES; page++) {
            const { data } = await client().rest.pulls.listCommits({
                ...where,
                pull_number: number,
                per_page: COMMITS_PAGE,
                page
            });
            all.push(...data.map((c) => c.sha.toLowerCase()));
            if (data.length < COMMITS_PAGE)
                break;
        }
        // GitHub lists them oldest first: the newest are searched, newest first. The head the run
        // judges is the newest (a commit pushed since is a later run's).
        const shas = all.reverse().slice(0, _baseline_store_js__WEBPACK_IMPORTED_MODULE_7__.COMMITS_SEARCHED);
        return {
            number,
            repositoryId: repository.id,
            defaultBranch: repository.default_branch,
            head,
            shas
        };
    }
    catch (e) {
        if (o.signal.aborted)
            throw e;
        return {
            unreadable: `pull request #${number}'s commits could not be read: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_8__/* .explain */ .W)(e, '`pull-requests: read`')}`
        };
    }
}
/**
 * Why a record on `sha` passed another gate than the head's, or undefined when GitHub shows every
 * file changed from `sha` to `head` and none is a gate file: `sha` must be an ancestor of the head
 * (a three-dot compare of anything else leaves out what `sha` itself changed), and the list whole.
 */
function gateChange(data, gate, sha, head) {
    const [from, to] = [sha.slice(0, 7), head.slice(0, 7)];
    if (data.status !== 'ahead' && data.status !== 'identical') {
        return `${from} is not an ancestor of the head ${to} (GitHub compares them as ${typeof data.status === 'string' ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .forLog */ .Ig)(data.status, 30) : 'unknown'}), so the files changed since cannot be shown`;
    }
    const files = data.files;
    if (!Array.isArray(files) || files.length >= COMPARE_FILES_SHOWN) {
        return `GitHub does not list every file changed between ${from} and the head ${to} (it lists at most ${COMPARE_FILES_SHOWN}), so the gate files cannot be shown unchanged`;
    }
    for (const f of files) {
        for (const name of [f?.filename, f?.previous_filename]) {
            if (typeof name !== 'string')
                continue;
            const hit = gate.find((g) => sameFile(g, name));
            if (hit !== undefined) {
                return `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .forLog */ .Ig)(name, 300)} changed between ${from} and the head ${to}: the record passed a gate (workflow file or ignore file) this pull request no longer has`;
            }
        }
    }
    return undefined;
}
/**
 * Whether `path` (a gate file as the inputs name it: relative to the workspace, `./` or not, or
 * absolute) may be the repository's file `file`: the same path, or one ending in `/file` (the
 * repository checked out below the workspace). Another file matched so refuses a record: closed.
 */
function sameFile(path, file) {
    const clean = (p) => p
        .replace(/\\/g, '/')
        .replace(/\/{2,}/g, '/')
        .replace(/(^|\/)(?:\.\/)+/g, '$1');
    const [p, f] = [clean(path), clean(file)];
    return f !== '' && (p === f || p.endsWith(`/${f}`));
}
function iso(ms) {
    return new Date(ms).toISOString().replace(/\.000Z$/, 'Z');
}


/***/ }),

/***/ 123:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   pullRequestOfRun: () => (/* binding */ pullRequestOfRun)
/* harmony export */ });
/* unused harmony export pullRequestProblem */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(154);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(102);
/* harmony import */ var _explain_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(117);
// The pull request a run judges and its head commit, for every event that judges one: the
// pull request's own run (from the event the runner saved), and the `workflow_run` gate of a
// pull request (through the API: the event's list is empty for a fork's pull request, and may
// name another repository's pull requests). What the event or the API says is checked, never
// trusted: the pull request must be open, belong to this repository, come from the repository
// the triggering run built, and still have the head the run judges.
// Loaded only when asked (Octokit's error helpers come with it): not on an ordinary run's start.



const SHA = /^[0-9a-f]{40}$/;
// A GitHub user or organisation login: what `head=<owner>:<branch>` may hold before the colon.
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
/** Pull requests read by the search: more than one match is refused anyway. */
const PER_PAGE = 100;
/**
 * Why `p` is not the pull request the run judges, or undefined when it is: open, based in this
 * repository, its head at the run's commit and from the repository the run built. A branch of
 * the same name in another fork, a head pushed since, or a closed pull request is not it.
 */
function pullRequestProblem(p, run) {
    if (!isNumber(p?.number))
        return 'it has no number';
    const base = p.base?.repo;
    const baseName = typeof base?.full_name === 'string' ? base.full_name.toLowerCase() : undefined;
    if (baseName !== run.repository.toLowerCase())
        return 'it is not based in this repository';
    if (run.repositoryId !== undefined && base?.id !== run.repositoryId) {
        return 'it is not based in this repository';
    }
    if (p.state !== 'open')
        return 'it is not open';
    const head = p.head?.sha;
    if (typeof head !== 'string' || head.toLowerCase() !== run.sha) {
        return typeof head === 'string' && SHA.test(head.toLowerCase())
            ? `its head moved to ${head.toLowerCase().slice(0, 7)}`
            : 'its head commit is not given';
    }
    if (p.head?.repo?.id !== run.headRepositoryId) {
        return 'its head is in another repository than the one the run built';
    }
    return undefined;
}
/**
 * The pull request this run judges, or why there is none (one line, safe for the log).
 * `octokit`: asked only on `workflow_run`, where the event alone cannot show which pull request
 * has that head.
 */
async function pullRequestOfRun(env, octokit, readFile = (p) => node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(p, 'utf8')) {
    const [owner, repo, extra] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (!owner || !repo || extra !== undefined)
        return { skip: 'GITHUB_REPOSITORY is not set' };
    if (!env.GITHUB_EVENT_PATH)
        return { skip: 'GITHUB_EVENT_PATH is not set' };
    let event;
    try {
        event = JSON.parse(readFile(env.GITHUB_EVENT_PATH));
    }
    catch {
        return { skip: 'the event payload could not be read' };
    }
    const name = env.GITHUB_EVENT_NAME ?? '';
    if (name === 'pull_request' || name === 'pull_request_target') {
        const number = event?.pull_request?.number;
        const head = event?.pull_request?.head?.sha;
        if (!isNumber(number) || typeof head !== 'string' || !SHA.test(head.toLowerCase())) {
            return { skip: 'the event names no pull request and head commit' };
        }
        return { pr: { owner, repo, number, headSha: head.toLowerCase() } };
    }
    if (name === 'workflow_run') {
        try {
            return await workflowRunPullRequest(env, event, { owner, repo }, octokit());
        }
        catch (e) {
            return {
                skip: `the pull request could not be looked up: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_2__/* .explain */ .W)(e, '`pull-requests: read`')}`
            };
        }
    }
    return { skip: `the event (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(name || 'unknown', 50)}) is not a pull request` };
}
async function workflowRunPullRequest(env, event, where, octokit) {
    const wr = event?.workflow_run;
    const rawHead = wr?.head_sha;
    if (typeof rawHead !== 'string' || !SHA.test(rawHead.toLowerCase())) {
        return { skip: "the triggering run's head commit is not in the event" };
    }
    const sha = rawHead.toLowerCase();
    const short = sha.slice(0, 7);
    const headRepositoryId = wr?.head_repository?.id;
    if (!isNumber(headRepositoryId)) {
        return { skip: `the triggering run of ${short} names no head repository (a deleted fork?)` };
    }
    const run = {
        repository: `${where.owner}/${where.repo}`,
        repositoryId: repositoryId(env, event),
        sha,
        headRepositoryId
    };
    const self = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(run.repository, 200);
    // The event's list names pull requests by number; only those based in this repository are
    // asked for (the list of a run may name another repository's pull requests, whose numbers
    // mean other pull requests here). For a fork's pull request the list is empty: search.
    const listed = listedNumbers(wr?.pull_requests, run);
    let numbers;
    let how;
    if (listed.length > 0) {
        numbers = listed;
        how = 'listed by the event';
    }
    else {
        const branch = wr?.head_branch;
        const login = wr?.head_repository?.owner?.login;
        if (typeof login !== 'string' || !LOGIN.test(login)) {
            return { skip: `the triggering run of ${short} names no head repository owner` };
        }
        if (typeof branch !== 'string' || !validBranch(branch)) {
            return { skip: `the triggering run of ${short} names no head branch` };
        }
        const { data } = await octokit.rest.pulls.list({
            ...where,
            state: 'open',
            head: `${login}:${branch}`,
            per_page: PER_PAGE
        });
        numbers = data
            .filter((p) => pullRequestProblem(p, run) === undefined)
            .map((p) => p.number);
        how = `open with head ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(`${login}:${branch}`, 300)}`;
    }
    if (numbers.length === 0) {
        return { skip: `no open pull request of ${self} has head ${short} from the run's repository` };
    }
    if (numbers.length > 1) {
        return {
            skip: `several pull requests of ${self} (${how}) have head ${short}: ${numbers
                .slice(0, 5)
                .map((n) => `#${n}`)
                .join(', ')}; none is chosen`
        };
    }
    // Re-read: the head may have moved (or the pull request closed) since the run or the search.
    const number = numbers[0];
    const { data } = await octokit.rest.pulls.get({ ...where, pull_number: number });
    const problem = pullRequestProblem(data, run);
    if (problem) {
        return { skip: `pull request #${number} is not the one run at ${short}: ${problem}` };
    }
    return { pr: { ...where, number, headSha: sha } };
}
/** The numbers the event lists for this head, of pull requests based in this repository. */
function listedNumbers(list, run) {
    if (!Array.isArray(list))
        return [];
    const numbers = new Set();
    for (const p of list) {
        if (!isNumber(p?.number))
            continue;
        const head = p.head?.sha;
        if (typeof head !== 'string' || head.toLowerCase() !== run.sha)
            continue;
        // An entry names its base repository by id (and url): another id is another repository.
        if (run.repositoryId !== undefined && p.base?.repo?.id !== run.repositoryId)
            continue;
        numbers.add(p.number);
    }
    return [...numbers];
}
/** This repository's id: the runner's GITHUB_REPOSITORY_ID, else the event's. */
function repositoryId(env, event) {
    const fromEnv = Number(env.GITHUB_REPOSITORY_ID);
    if (env.GITHUB_REPOSITORY_ID && isNumber(fromEnv))
        return fromEnv;
    const id = event?.repository?.id;
    return isNumber(id) ? id : undefined;
}
/** A branch name git could hold: no control characters or spaces, at most 255 characters. */
function validBranch(b) {
    // eslint-disable-next-line no-control-regex -- a control character is what is refused
    return b.length > 0 && b.length <= 255 && !/[\u0000-\u0020\u007f~^:?*[\\]/.test(b);
}
function isNumber(n) {
    return typeof n === 'number' && Number.isSafeInteger(n) && n > 0;
}


/***/ }),

/***/ 124:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DH: () => (/* binding */ attemptReader),
/* harmony export */   d8: () => (/* binding */ LookupEnded),
/* harmony export */   f$: () => (/* binding */ runReader),
/* harmony export */   hN: () => (/* binding */ recordProblem)
/* harmony export */ });
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(102);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(113);
/* harmony import */ var _explain_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(117);
/* harmony import */ var _record_run_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(125);




/**
 * The named run, or when its test started, cannot be learnt (a permission refused, GitHub or the
 * service unreachable): the lookup ends, the baseline is missing — never the next record taken
 * for want of checking this one, nor this one for want of checking it.
 */
class LookupEnded extends Error {
}
/** Reads a run by id, each id asked once (every record and application naming it shares it). */
function runReader(where) {
    return cachedReader((octokit, runId) => octokit.rest.actions.getWorkflowRun({ ...where, run_id: Number(runId) }));
}
/**
 * Reads one attempt of a run (GET …/runs/{id}/attempts/{n}), each id and attempt asked once: a
 * record written by an earlier attempt than the run's latest is checked against that attempt.
 */
function attemptReader(where) {
    return cachedReader((octokit, runId, attempt) => octokit.rest.actions.getWorkflowRunAttempt({
        ...where,
        run_id: Number(runId),
        attempt_number: attempt
    }));
}
function cachedReader(ask) {
    const read = new Map();
    return (octokit, ...key) => {
        const id = key.join('/');
        let got = read.get(id);
        if (!got) {
            got = ask(octokit, ...key).then(({ data }) => ({ run: data }), (e) => {
                if ((0,_comment_js__WEBPACK_IMPORTED_MODULE_1__.statusOf)(e) === 404)
                    return { missing: true };
                throw e;
            });
            read.set(id, got);
        }
        return got;
    };
}
/**
 * Why the record does not show that this workflow's passing run of the default branch at that
 * commit tested its test (recordRunProblem), or undefined. Requests: none for a run id that is not
 * one; else one for the run (runReader's, shared), one for the attempt that wrote the record when it is
 * not the run's latest (attemptReader's, shared) and, once per application, the service's list
 * of its newest tests (their start times, through `testStart`). A run GitHub does not know (404)
 * is a skipped record; any other failure to ask ends the lookup (LookupEnded).
 */
async function recordProblem(readRun, testStart, record, reader, readAttempt = () => Promise.resolve({ missing: true })) {
    const badId = (0,_record_run_js__WEBPACK_IMPORTED_MODULE_3__/* .runIdProblem */ .w2)(record.runId);
    if (badId)
        return badId;
    let read;
    try {
        read = await readRun(record.runId);
    }
    catch (e) {
        throw new LookupEnded(`the run that wrote the default branch's record (run ${record.runId}) could not be checked: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_2__/* .explain */ .W)(e, '`actions: read`')}`, { cause: e });
    }
    if ('missing' in read)
        return `GitHub does not know run ${record.runId} (HTTP 404)`;
    let testStartedAt;
    try {
        testStartedAt = await testStart(record.resultToken);
    }
    catch (e) {
        throw new LookupEnded(`when the recorded test ${record.resultToken} started could not be learnt from the service: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .errorText */ .kc)(e, 300)}`, { cause: e });
    }
    const n = (0,_record_run_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptToRead */ .ZZ)(record, read.run);
    let attempt;
    if (n !== undefined) {
        let got;
        try {
            got = await readAttempt(record.runId, n);
        }
        catch (e) {
            throw new LookupEnded(`the attempt that wrote the default branch's record (run ${record.runId} attempt ${n}) could not be checked: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_2__/* .explain */ .W)(e, '`actions: read`')}`, { cause: e });
        }
        if ('missing' in got)
            return `GitHub does not know run ${record.runId} attempt ${n} (HTTP 404)`;
        attempt = got.run;
    }
    return (0,_record_run_js__WEBPACK_IMPORTED_MODULE_3__/* .recordRunProblem */ .CI)({ ...record, testStartedAt }, read.run, reader, attempt);
}


/***/ }),

/***/ 125:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CI: () => (/* binding */ recordRunProblem),
/* harmony export */   ZZ: () => (/* binding */ attemptToRead),
/* harmony export */   _Z: () => (/* binding */ workflowPathOf),
/* harmony export */   w2: () => (/* binding */ runIdProblem)
/* harmony export */ });
/* unused harmony exports RECORDING_EVENTS, PULL_REQUEST_EVENTS, recordAttempt */
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(100);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(102);
// What a default-branch record must show before it is a baseline, as one pure rule: the status
// only claims "run N passed its gate on test T"; the run GitHub describes (GET
// /repos/{owner}/{repo}/actions/runs/{N}) and the service's start time of T are what is checked.
// Every field is required to be present and exactly right: a missing or odd one refuses the record.


/**
 * The events whose runs on the default branch test the default branch's own code. Not
 * `pull_request_target` or `workflow_run`: they run on the default branch's ref, but are started
 * by a pull request and may test its change.
 */
const RECORDING_EVENTS = ['push', 'schedule', 'workflow_dispatch'];
/**
 * The events whose runs write a pull request's verdicts: its own `pull_request` run (at its head
 * commit), and for a fork's pull request the base repository's `workflow_run` gate, which runs
 * the default branch's workflow (so its `head_sha` is the default branch's, not the fork head's:
 * that run is trusted to write only on the commit it judged). Not `pull_request_target`: its
 * run says nothing of the head it may have tested.
 */
const PULL_REQUEST_EVENTS = ['pull_request', 'workflow_run'];
/**
 * A run id as GitHub writes it: a positive integer that survives the trip through a number (a
 * longer one would be asked as another run). Checked before any request is sent.
 */
function runIdProblem(runId) {
    return /^[1-9]\d{0,15}$/.test(runId) && Number.isSafeInteger(Number(runId))
        ? undefined
        : `run ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(runId, 30)} is not a run id`;
}
/**
 * `owner/repo/.github/workflows/x.yml@refs/...` (GITHUB_WORKFLOW_REF) → `.github/workflows/x.yml`,
 * only when it names this repository's workflow folder; else undefined (no workflow to match).
 */
function workflowPathOf(ref, repository) {
    // The file ends at its .yml/.yaml: the ref after the `@` may hold an `@` of its own.
    const full = /^(.+?\.ya?ml)@./.exec(ref ?? '')?.[1] ?? '';
    const prefix = `${repository}/`;
    if (!repository || full.slice(0, prefix.length).toLowerCase() !== prefix.toLowerCase()) {
        return undefined;
    }
    return workflowFile(full.slice(prefix.length));
}
/** A workflow file path, plain: under .github/workflows/, no empty, `.` or `..` parts. */
function workflowFile(path) {
    const parts = path.split('/');
    if (parts.length < 3 || parts[0] !== '.github' || parts[1] !== 'workflows')
        return undefined;
    if (parts.some((p) => p === '' || p === '.' || p === '..'))
        return undefined;
    // eslint-disable-next-line no-control-regex
    return /[\u0000-\u001f\\]/.test(path) ? undefined : path;
}
/**
 * The run's workflow file. GitHub answers `.github/workflows/x.yml`; its schema's example is
 * `owner/repo/.github/workflows/x.yml@ref`: that form counts only for this repository.
 */
function runWorkflowPath(path, repository) {
    if (typeof path !== 'string')
        return undefined;
    const bare = /^(.+?\.ya?ml)(@.*)?$/.exec(path)?.[1];
    if (!bare)
        return undefined;
    if (bare.startsWith('.github/'))
        return workflowFile(bare);
    const prefix = `${repository}/`;
    return bare.slice(0, prefix.length).toLowerCase() === prefix.toLowerCase()
        ? workflowFile(bare.slice(prefix.length))
        : undefined;
}
/**
 * Which attempt of the run wrote the record: the one its link names, or the run's latest when it
 * links to the run's page. Undefined when the link names neither (linkedProblem says so).
 */
function recordAttempt(record, run) {
    const page = typeof run.html_url === 'string' ? run.html_url.replace(/\/+$/, '') : '';
    const link = record.targetUrl ?? '';
    if (!page)
        return undefined;
    if (link === page)
        return latestAttempt(run);
    const n = link.startsWith(`${page}/attempts/`) ? link.slice(page.length + 10) : '';
    return /^[1-9]\d{0,4}$/.test(n) ? Number(n) : undefined;
}
/**
 * The attempt GitHub must be asked for (GET …/runs/{id}/attempts/{n}) before the record can be
 * checked: one earlier than the run's latest (the run itself describes only its latest attempt).
 */
function attemptToRead(record, run) {
    const n = recordAttempt(record, run);
    const latest = latestAttempt(run);
    return n !== undefined && latest !== undefined && n < latest ? n : undefined;
}
/**
 * Why the record's run does not show that this workflow's passing default-branch run of that
 * commit tested the recorded test, or undefined when it does. Checked, each required:
 * - the answer is the run asked for, of this repository (id and name), its head not a fork's;
 * - the same workflow file as the reader's;
 * - a push, schedule or workflow_dispatch run of the default branch, at the recorded commit;
 * - completed, conclusion success (a run in progress is not yet a baseline);
 * - the status links to that run (its page: its latest attempt; or one attempt of it);
 * - that attempt (`attempt`, as GitHub describes it, when it is not the latest) is of this run,
 *   workflow, event and commit, completed with success;
 * - the test started (as the service says) within that attempt, give or take the clock margin:
 *   from the attempt's start (`run_started_at`) to its last change (`updated_at`). Never the
 *   whole run's time: a re-run days later would stretch it over tests of other builds.
 */
function recordRunProblem(record, run, reader, attempt) {
    const name = `run ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(record.runId, 30)}`;
    if (typeof run.id !== 'number' || String(run.id) !== record.runId) {
        return `GitHub answered another run for ${name}`;
    }
    if (run.repository?.id !== reader.repositoryId ||
        typeof run.repository.full_name !== 'string' ||
        run.repository.full_name.toLowerCase() !== reader.repository.toLowerCase() ||
        run.head_repository?.id !== reader.repositoryId) {
        return `${name} is of another repository (a fork's head, or not this one)`;
    }
    const problem = describedProblem(record, run, reader, name);
    if (problem)
        return problem;
    const latest = latestAttempt(run);
    if (latest === undefined)
        return `GitHub gives no attempt number for ${name}`;
    const n = recordAttempt(record, run);
    if (n === undefined || n > latest) {
        const link = record.targetUrl;
        return `the status links to ${link ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(link, 200) : 'nothing'}, not ${name}`;
    }
    const attemptName = `${name} attempt ${n}`;
    const timed = (of) => reader.testWithinRun === false
        ? undefined
        : timeProblem(record, of, reader.clockMarginMs, attemptName);
    if (n === latest)
        return timed(run);
    if (!attempt)
        return `${attemptName} was not read from GitHub`;
    if (typeof attempt.id !== 'number' || attempt.id !== run.id || attempt.run_attempt !== n) {
        return `GitHub answered another attempt for ${attemptName}`;
    }
    return describedProblem(record, attempt, reader, attemptName) ?? timed(attempt);
}
/** What a run, or one attempt of it, must say: workflow, event, branch, commit, a pass. */
function describedProblem(record, run, reader, name) {
    const workflow = runWorkflowPath(run.path, reader.repository);
    if (workflow !== reader.workflowPath) {
        return `${name} is of workflow ${short(run.path)}, not this run's ${short(reader.workflowPath)}`;
    }
    const event = typeof run.event === 'string' ? run.event : 'unknown';
    const pullRequest = reader.writers === 'pull-request';
    const events = pullRequest ? PULL_REQUEST_EVENTS : RECORDING_EVENTS;
    if (!events.includes(event)) {
        return `${name} is a ${short(event)} run (only ${events.join(', ')} runs record ${pullRequest ? "a pull request's verdict" : "the default branch's"})`;
    }
    // A pull request's own run is of its branch, at its head; the workflow_run gate of a fork's
    // runs on the default branch (its head_sha is the default branch's, so it is not compared).
    const onDefault = !pullRequest || event === 'workflow_run';
    if (onDefault && run.head_branch !== reader.defaultBranch) {
        return `${name} is of branch ${short(run.head_branch)}, not the default branch ${short(reader.defaultBranch)}`;
    }
    if (pullRequest) {
        const bound = pullRequestRunProblem(record, run, reader, event, name);
        if (bound)
            return bound;
    }
    if (!(pullRequest && event === 'workflow_run') && run.head_sha !== record.commit) {
        return `${name} is of commit ${typeof run.head_sha === 'string' ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(run.head_sha.slice(0, 7), 7) : 'unknown'}, not the commit the status is on`;
    }
    if (run.status !== 'completed') {
        return `${name} is ${short(run.status)}, not completed (a run in progress is not yet a baseline)`;
    }
    if (run.conclusion !== 'success')
        return `${name} ended ${short(run.conclusion)}, not success`;
    return undefined;
}
/**
 * What ties a pull request's run to the verdict it is read for. A `workflow_run` gate (a fork's
 * pull request) runs on the default branch: its `head_sha` is the default branch's, so the head it
 * judged must be in its name — `run-name: … ${{ github.event.workflow_run.head_sha }}`, set by the
 * default branch's reviewed workflow, which no other run of that file can take for another head.
 * A `pull_request` run must be one of the pull request's own, into its base.
 */
function pullRequestRunProblem(record, run, reader, event, name) {
    if (event === 'workflow_run') {
        const title = typeof run.display_title === 'string' ? run.display_title : '';
        return title.includes(record.commit)
            ? undefined
            : `${name} is a workflow_run run whose name does not name the commit ${record.commit.slice(0, 7)} (its workflow needs run-name: … \${{ github.event.workflow_run.head_sha }}), so it cannot be shown to have judged it`;
    }
    const pr = reader.pullRequest;
    if (!pr)
        return undefined;
    const listed = (run.pull_requests ?? []).filter((p) => p?.number === pr.number && (pr.base === undefined || p.base?.ref === pr.base));
    return listed.length > 0
        ? undefined
        : `${name} is not a run of pull request #${pr.number}${pr.base === undefined ? '' : ` into ${short(pr.base)}`}`;
}
function latestAttempt(run) {
    const n = run.run_attempt;
    return typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}
/** The recorded test must have started while the attempt that recorded it ran. */
function timeProblem(record, run, marginMs, name) {
    const test = `test ${record.resultToken}`;
    const started = record.testStartedAt;
    if (started === undefined || !Number.isFinite(started)) {
        return `the service does not say when ${test} started (it is not among the application's recent tests), so it cannot be shown to be ${name}'s`;
    }
    const from = instant(run.run_started_at);
    const to = instant(run.updated_at);
    if (from === undefined || to === undefined)
        return `GitHub gives no readable times for ${name}`;
    if (started < from - marginMs || started > to + marginMs) {
        return `${test} started at ${iso(started)}, outside ${name} (${iso(from)} to ${iso(to)}, ${marginMs / 1000} s either side for clocks that differ)`;
    }
    return undefined;
}
/** A time as GitHub writes it (ISO 8601 with a zone), as epoch ms; anything else undefined. */
function instant(value) {
    return typeof value === 'string' ? (0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .parseInstant */ .nV)(value) : undefined;
}
function iso(ms) {
    return new Date(ms).toISOString().replace(/\.000Z$/, 'Z');
}
/** Short and inert: these words come from GitHub's answers or a status anyone could write. */
function short(value) {
    return typeof value === 'string' ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(value, 100) : 'unknown';
}


/***/ }),

/***/ 128:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   githubRunStart: () => (/* binding */ githubRunStart)
/* harmony export */ });
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(127);
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(100);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(102);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(113);
// When a workflow run began: its first attempt's `run_started_at`. A re-run (attempt 2, 3, …)
// keeps the run's id, and its first attempt may already have tested the application: that test,
// with the same findings, must never be the baseline of a later attempt, or re-running a failed
// gate would pass it. Loaded only for `baseline: previous` (Octokit is most of the start-up).




/** The permission the lookup needs, named in every refusal so the fix is one line away. */
const PERMISSION = '`actions: read`';
async function githubRunStart(o) {
    const [owner, repo, extra] = (o.env.GITHUB_REPOSITORY ?? '').split('/');
    if (!owner || !repo || extra !== undefined)
        return { problem: 'GITHUB_REPOSITORY is not set' };
    const runId = o.env.GITHUB_RUN_ID ?? '';
    if (!/^\d+$/.test(runId))
        return { problem: 'GITHUB_RUN_ID is not set' };
    if (!o.githubToken) {
        return { problem: `the github-token input is empty (reading the run needs ${PERMISSION})` };
    }
    const octokit = (0,_rest_js__WEBPACK_IMPORTED_MODULE_0__.restClient)(o.githubToken, o.env, AbortSignal.any([o.signal, AbortSignal.timeout(o.timeoutMs ?? 30_000)]));
    let started;
    try {
        const { data } = await octokit.rest.actions.getWorkflowRunAttempt({
            owner,
            repo,
            run_id: Number(runId),
            attempt_number: 1
        });
        started = data.run_started_at;
    }
    catch (err) {
        if (o.signal.aborted)
            throw err;
        return { problem: explain(err) };
    }
    const at = typeof started === 'string' ? (0,_common_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInstant */ .nV)(started) : undefined;
    if (at === undefined) {
        return {
            problem: `GitHub gave no readable run_started_at for the run's first attempt (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(JSON.stringify(started) ?? 'none', 60)})`
        };
    }
    return { at, source: `the first attempt of workflow run ${runId}` };
}
/** One safe sentence: the status decides the words; GitHub's own message is escaped, short. */
function explain(err) {
    const status = (0,_comment_js__WEBPACK_IMPORTED_MODULE_3__.statusOf)(err);
    if (status === 403 || status === 401) {
        return `HTTP ${status} from GitHub: the github-token may not read this workflow run (the job needs ${PERMISSION})`;
    }
    if (status === 404) {
        return `HTTP 404 from GitHub: the workflow run was not found or the github-token cannot see it (the job needs ${PERMISSION})`;
    }
    const message = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(err?.message ?? String(err), 200);
    return `reading the workflow run from GitHub failed: ${status ? `HTTP ${status}: ` : ''}${message}`;
}


/***/ }),

/***/ 130:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L4: () => (/* binding */ stateOf),
/* harmony export */   Vj: () => (/* binding */ verdictOf),
/* harmony export */   cj: () => (/* binding */ judgedTestStart),
/* harmony export */   lA: () => (/* binding */ startedBeforeRunProblem),
/* harmony export */   uG: () => (/* binding */ newestVerdict),
/* harmony export */   xI: () => (/* binding */ verdictContext),
/* harmony export */   yO: () => (/* binding */ verdictDescription)
/* harmony export */ });
/* unused harmony export DESCRIPTION_LIMIT */
/* harmony import */ var _baseline_records_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(110);

/** The context of an application's verdict: what a ruleset requires. */
function verdictContext(applicationToken) {
    return `security-test-action/${applicationToken}`;
}
const CONTEXT = /^security-test-action\/([a-z0-9]{32})$/;
/** The commit status state of an outcome: a pass with warnings is a pass. */
function stateOf(outcome) {
    if (outcome === 'passed' || outcome === 'warned')
        return 'success';
    return outcome === 'failed' ? 'failure' : 'error';
}
const WORD = {
    passed: 'Passed',
    warned: 'Warned',
    failed: 'Failed',
    error: 'Error',
    'timed-out': 'Timed out',
    stopped: 'Stopped'
};
/** The description GitHub keeps (at most 140 characters). */
const DESCRIPTION_LIMIT = 140;
/** `Failed: 2 counted (critical 2) of 5 unfixed · test 3f… · run 123 · not a baseline` */
function verdictDescription(f) {
    const test = f.resultToken ? `test ${f.resultToken}` : 'no test';
    const suffix = f.baseline === 'site shown' ? '' : ` · ${f.baseline}`;
    const make = (counts) => `${WORD[f.outcome]}: ${counts} · ${test} · run ${f.runId}${suffix}`;
    for (const counts of [...f.counts, 'see the run']) {
        const text = make(counts);
        if (text.length <= DESCRIPTION_LIMIT && COUNTS.test(counts))
            return text;
    }
    return make('see the run').slice(0, DESCRIPTION_LIMIT);
}
/** What a counts part may hold: no separator of the grammar, short. */
const COUNTS = /^[^·]{1,80}$/;
const DESCRIPTION = /^(Passed|Warned|Failed|Error|Timed out|Stopped): ([^·]{1,80}) · (?:test ([a-z0-9]{32})|no test) · run (\d{1,20})(?: · (site not shown|not a baseline))?$/;
/**
 * The verdict a status claims, when it is one the action wrote: GitHub Actions' bot, this
 * context form, a description of this grammar whose outcome agrees with the status's state.
 */
function verdictOf(status, commit) {
    if (status.creator?.login !== _baseline_records_js__WEBPACK_IMPORTED_MODULE_0__/* .RECORDER */ .Np.login || status.creator?.type !== _baseline_records_js__WEBPACK_IMPORTED_MODULE_0__/* .RECORDER */ .Np.type) {
        return undefined;
    }
    const context = typeof status.context === 'string' ? CONTEXT.exec(status.context) : null;
    const words = typeof status.description === 'string' ? DESCRIPTION.exec(status.description) : null;
    if (!context?.[1] || !words?.[1] || !words[2] || !words[4])
        return undefined;
    const outcome = Object.keys(WORD).find((o) => WORD[o] === words[1]);
    if (!outcome || status.state !== stateOf(outcome))
        return undefined;
    const resultToken = words[3];
    const use = words[5];
    return {
        applicationToken: context[1],
        commit,
        state: stateOf(outcome),
        outcome,
        counts: words[2],
        ...(resultToken ? { resultToken } : {}),
        runId: words[4],
        baseline: stateOf(outcome) === 'success' && resultToken !== undefined && use !== 'not a baseline',
        siteShown: use === undefined,
        ...(typeof status.target_url === 'string' ? { targetUrl: status.target_url } : {})
    };
}
/**
 * The application's newest verdict on a commit from its statuses (newest first, as GitHub lists
 * them): the first status of its context that GitHub Actions' bot wrote, or undefined when there
 * is none. A bot status of the context that is not a readable record is returned as `unreadable`:
 * the newest verdict cannot be known, and a reader must not look past it to an older one.
 */
function newestVerdict(statuses, commit, applicationToken) {
    const context = verdictContext(applicationToken);
    for (const status of statuses) {
        if (status.context !== context)
            continue;
        if (status.creator?.login !== _baseline_records_js__WEBPACK_IMPORTED_MODULE_0__/* .RECORDER */ .Np.login || status.creator?.type !== _baseline_records_js__WEBPACK_IMPORTED_MODULE_0__/* .RECORDER */ .Np.type) {
            continue;
        }
        const record = verdictOf(status, commit);
        return record ? { record } : { unreadable: true };
    }
    return undefined;
}
/**
 * Whether the judged test is this run's own, as far as the run knows without asking: one it
 * started is; one it reused (reuse: same-build) or attached to (if-running: attach) may have
 * started before the run — a reader (record-run.ts) refuses a baseline whose test did not start
 * within the attempt that wrote its record, so such a test is compared with the attempt's start
 * first, and a record of one that started before says `not a baseline`.
 */
function judgedTestStart(build) {
    if (build.judged?.startedByThisRun)
        return { own: true };
    const how = build.reused ? 'reused' : 'attached to';
    const startTime = build.reused ? build.reused.startTime : build.judged?.startTime;
    if (!build.reused && !build.judged)
        return { problem: 'how this run came to its test is not known' };
    if (startTime === undefined || !Number.isFinite(startTime)) {
        return { problem: `when the test this run ${how} started is not known` };
    }
    return { startTime, how };
}
/**
 * Why a reused or attached test is not this attempt's (it started before the attempt, beyond
 * the clocks' margin), or undefined. `attemptStart`: the attempt's `run_started_at` (epoch ms).
 */
function startedBeforeRunProblem(judged, attemptStart, marginMs) {
    if (judged.startTime >= attemptStart - marginMs)
        return undefined;
    const at = (ms) => new Date(ms).toISOString().replace(/\.000Z$/, 'Z');
    return `the test this run ${judged.how} started at ${at(judged.startTime)}, before this run (it began at ${at(attemptStart)}), so no reader would take it as this run's; only a test started within the run is a baseline`;
}


/***/ }),

/***/ 131:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ENDING_BUDGET_MS: () => (/* binding */ ENDING_BUDGET_MS),
/* harmony export */   countsOf: () => (/* binding */ countsOf),
/* harmony export */   githubVerdictRecorder: () => (/* binding */ githubVerdictRecorder)
/* harmony export */ });
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(100);
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(109);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(102);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(113);
/* harmony import */ var _commit_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(114);
/* harmony import */ var _explain_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(117);
/* harmony import */ var _report_host_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(126);
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(127);
/* harmony import */ var _verdict_records_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(130);
// The verdict records' writer: one commit status per application on the commit the run judged
// (the rules of what it says are verdict-records.ts'). Loaded only when a run of scan, wait or
// report has a verdict to record and commit-status allows it: Octokit is most of the bundle's
// start-up.









/** The requests of one recording together (every application's). */
const RECORD_BUDGET_MS = 60_000;
/**
 * A run that ended by an exception or a cancellation: the runner kills the step 10 s after a
 * cancel, and the stop of the test (3 s) goes first.
 */
const ENDING_BUDGET_MS = 4_000;
const PERMISSION = '`statuses: write`';
const COMMIT = /^[0-9a-f]{40}$/;
const TEST = /^[a-z0-9]{32}$/;
function githubVerdictRecorder(o) {
    const [owner = '', repo = '', extra] = (o.env.GITHUB_REPOSITORY ?? '').split('/');
    const where = { owner, repo };
    const runId = o.env.GITHUB_RUN_ID ?? '';
    const setupProblem = !owner || !repo || extra !== undefined
        ? 'GITHUB_REPOSITORY is not set'
        : !/^[1-9]\d{0,19}$/.test(runId)
            ? 'GITHUB_RUN_ID is not set'
            : !o.githubToken
                ? 'the github-token input is empty'
                : undefined;
    const required = o.commitStatus === 'true';
    return {
        async record(verdicts, command, options) {
            if (verdicts.length === 0)
                return {};
            // The run's own signal is already aborted when a cancelled run records its ending.
            const signal = options?.ending
                ? AbortSignal.timeout(ENDING_BUDGET_MS)
                : AbortSignal.any([o.signal, AbortSignal.timeout(RECORD_BUDGET_MS)]);
            const which = (app) => (verdicts.length > 1 ? ` for application ${app}` : '');
            if (setupProblem) {
                return refused(o.log, required, `${setupProblem} (recording it needs ${PERMISSION})`);
            }
            const octokit = (0,_rest_js__WEBPACK_IMPORTED_MODULE_6__.restClient)(o.githubToken ?? '', o.env, signal);
            const hostCommit = (0,_commit_js__WEBPACK_IMPORTED_MODULE_3__/* .githubCommit */ .z)(o.env, o.commit, o.readFile)?.sha;
            // When this attempt began: asked once, only for a passing test this run did not start.
            let began;
            const attempt = () => (began ??= attemptStart(octokit, where, o.env, signal));
            const failures = [];
            for (const [i, v] of verdicts.entries()) {
                const plan = await planOf(v, command, runId, hostCommit, attempt);
                if ('problem' in plan) {
                    const line = `${plan.problem}${which(v.applicationToken)}`;
                    if (required)
                        failures.push(line);
                    else
                        o.log.notice(`Verdict not recorded${which(v.applicationToken)}: ${plan.problem}`);
                    continue;
                }
                const context = (0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_7__/* .verdictContext */ .xI)(plan.applicationToken);
                try {
                    await octokit.rest.repos.createCommitStatus({
                        ...where,
                        sha: plan.commit,
                        state: plan.state,
                        context,
                        description: plan.description,
                        target_url: (0,_report_host_js__WEBPACK_IMPORTED_MODULE_5__/* .runUrlFromEnv */ .k)(o.env)
                    });
                }
                catch (e) {
                    if (o.signal.aborted && !options?.ending)
                        throw e;
                    // The rest would be refused alike: one line for the step, not one per application.
                    const left = verdicts.length - i;
                    const rest = left > 1 ? ` (nor the ${left - 1} after it)` : '';
                    const why = `${(0,_explain_js__WEBPACK_IMPORTED_MODULE_4__/* .explain */ .W)(e, PERMISSION)}${rest}`;
                    if (required) {
                        failures.push(`commit status ${context}: ${why}`);
                        break;
                    }
                    const refusal = (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__.statusOf)(e) === 403 || (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__.statusOf)(e) === 404 || (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__.statusOf)(e) === 401;
                    const line = `Verdict not recorded: commit status ${context} on ${plan.commit.slice(0, 7)}: ${why}; rulesets, the merge queue and later baselines read the verdict there (commit-status: false records nothing)`;
                    if (refusal)
                        o.log.notice(line);
                    else
                        o.log.warning(line);
                    break;
                }
                o.log.info(`Verdict recorded: commit status ${context} ${plan.state} on ${plan.commit.slice(0, 7)}: ${plan.description}`);
                if (plan.notBaseline) {
                    o.log.info(`The record is not a baseline: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(plan.notBaseline, 400)}.`);
                }
            }
            if (failures.length === 0)
                return {};
            return {
                failure: `The verdict could not be recorded (commit-status: true): ${failures.join('; ')}`
            };
        }
    };
}
/** Nothing can be written at all: one notice, or with commit-status: true the run's failure. */
function refused(log, required, why) {
    if (required)
        return { failure: `The verdict could not be recorded (commit-status: true): ${why}` };
    log.notice(`Verdict not recorded: ${why}`);
    return {};
}
/** What the application's status says, on which commit; or why it cannot be written. */
async function planOf(v, command, runId, hostCommit, began) {
    const { applicationToken, result } = v;
    const outcome = recordedOutcome(result.outcome);
    if (!outcome) {
        return { applicationToken, problem: `the outcome ${result.outcome} is no verdict` };
    }
    // The commit the verdict is about: as the run established it, else the host's (the pull
    // request's head, the triggering run's head, GITHUB_SHA; the commit input wins).
    const commit = result.build?.commit?.sha ?? hostCommit;
    if (!commit || !COMMIT.test(commit)) {
        return {
            applicationToken,
            problem: commit
                ? `the commit judged (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(commit, 40)}) is not a full 40-digit commit: a status needs one (give the commit input in full)`
                : 'the commit judged is not known'
        };
    }
    const test = result.outputs['result-token'];
    const resultToken = typeof test === 'string' && TEST.test(test) ? test : undefined;
    const state = (0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_7__/* .stateOf */ .L4)(outcome);
    const use = await baselineUse(result, command, state, resultToken, began);
    const facts = {
        outcome,
        counts: countsOf(result),
        ...(resultToken ? { resultToken } : {}),
        runId,
        baseline: use.use
    };
    return {
        applicationToken,
        commit,
        state,
        description: (0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_7__/* .verdictDescription */ .yO)(facts),
        ...(use.why ? { notBaseline: use.why } : {})
    };
}
const RECORDED = [
    'passed',
    'warned',
    'failed',
    'error',
    'timed-out',
    'stopped'
];
function recordedOutcome(outcome) {
    return RECORDED.find((o) => o === outcome);
}
/**
 * Whether the record may serve as a baseline: a passing verdict of scan on a test of the build
 * this run established, and that test this attempt's own (started by it, or reused or attached
 * to and started within the attempt: every reader refuses any other, and it would fill a slot of
 * their lookup). `why`: said in the log of a pass that is not one. A verdict that is not a pass is
 * never a baseline: its record says what the site was shown to serve, and asks nothing.
 */
async function baselineUse(result, command, state, resultToken, began) {
    const build = result.build;
    // The merge queue's verdict judged a record, not a test of this commit.
    if (result.notBaseline)
        return { use: 'not a baseline' };
    if (command !== 'scan' || !build) {
        return state === 'success' && resultToken
            ? {
                use: 'not a baseline',
                why: `${command} judged a test whose build this run did not establish (only scan's own test is one: it starts the test, or reuses one of this build)`
            }
            : { use: 'not a baseline' };
    }
    const shown = build.shownBy === 'nothing' ? 'site not shown' : 'site shown';
    if (state !== 'success' || !resultToken)
        return { use: shown };
    const why = await notThisRun(build, began);
    return why ? { use: 'not a baseline', why } : { use: shown };
}
/**
 * Why the judged test is not this run's own test (undefined: it is): a reused or attached test
 * that started before this attempt would be refused by every reader.
 */
async function notThisRun(build, began) {
    const judged = (0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_7__/* .judgedTestStart */ .cj)(build);
    if ('own' in judged)
        return undefined;
    if ('problem' in judged)
        return `${judged.problem}, so it cannot be shown to be this run's`;
    const at = await began();
    if (typeof at === 'string')
        return at;
    return (0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_7__/* .startedBeforeRunProblem */ .lA)(judged, at, _common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .START_CLOCK_SKEW_MS */ .GT);
}
/** This attempt's `run_started_at` (epoch ms), or why it cannot be read (one line). */
async function attemptStart(octokit, where, env, signal) {
    const attempt = Number(env.GITHUB_RUN_ATTEMPT || '1');
    try {
        const { data } = await octokit.rest.actions.getWorkflowRunAttempt({
            ...where,
            run_id: Number(env.GITHUB_RUN_ID),
            attempt_number: Number.isSafeInteger(attempt) && attempt > 0 ? attempt : 1
        });
        const started = data.run_started_at;
        const at = typeof started === 'string' ? (0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .parseInstant */ .nV)(started) : undefined;
        return (at ??
            'GitHub gave no readable start of this run, so a test this run did not start cannot be shown to be its own');
    }
    catch (e) {
        if (signal.aborted)
            throw e;
        return `when this run began could not be read, so a test it did not start cannot be shown to be its own: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_4__/* .explain */ .W)(e, '`actions: read`')}`;
    }
}
/**
 * The counts that decided the verdict, longest first (verdictDescription writes the first that
 * fits): numbers and severity names only, never the service's words.
 */
function countsOf(result) {
    if (result.recordCounts)
        return [result.recordCounts];
    const gate = result.gate;
    if (!gate)
        return ['no verdict'];
    const counted = _findings_types_js__WEBPACK_IMPORTED_MODULE_8__/* .SEVERITIES */ .oC.reduce((n, s) => n + gate.counted[s], 0);
    const plain = `${counted} counted of ${gate.unfixed} unfixed`;
    const parts = _findings_types_js__WEBPACK_IMPORTED_MODULE_8__/* .SEVERITIES */ .oC.filter((s) => gate.counted[s] > 0).map((s) => `${s} ${gate.counted[s]}`);
    if (parts.length === 0)
        return [plain];
    const detailed = `${counted} counted (${parts.join(', ')}) of ${gate.unfixed} unfixed`;
    const over = result.outcome === 'failed' && gate.overBudget.length > 0
        ? [`${detailed}, over budget: ${gate.overBudget.join(', ')}`]
        : [];
    return [...over, detailed, plain];
}


/***/ }),


});
