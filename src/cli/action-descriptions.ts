// Generated from action.yml by `npm run docs-inputs` (scripts/inputs-doc.ts). Do not edit:
// change action.yml and run it again. __tests__/inputs-doc.test.ts fails when they differ.
// Each input's description, as `security-test --help` shows it (src/cli/input-help.ts): made
// when the tool is built, so it neither reads nor parses action.yml when it runs.
export const ACTION_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'base-url':
    "The testing service's address (not your site's), e.g. https://api.example.com (http or https).",
  'access-token':
    'Personal access token of the service. Pass it from a secret, without quotes around it (refused); it is never printed.',
  'application-token':
    'The application (32 lowercase letters/digits). Required by every command but register and list. scan, start, wait, stop and report take several, separated by commas, spaces or newlines.',
  command: 'scan, start, wait, stop, report, register, verify, unregister, list or adopt.',
  'api-version': 'v2, or the deprecated v1 (scan, start, wait and stop only).',
  'result-token':
    'A test run (32 lowercase letters/digits), for wait and report; with several applications, a list in the same order.',
  'max-parallel': 'With several applications, at most this many tests run at once (0 - all).',
  'fail-threshold':
    'Lowest severity that can fail the build - critical, high, medium, low, very-low, any, or none (never fail on findings).',
  'max-unfixed':
    'Unfixed occurrences tolerated - a number, or per-severity budgets such as critical=0,high=0,medium=5.',
  baseline:
    "none, previous (the test of the newest passing verdict recorded on the pull request's commits, else the default branch's, that started before this workflow run's first attempt; needs pull-requests, statuses and actions read; where no record can be read the previous test only labels what is new), default-branch (the test of the newest default-branch run whose gate passed, kept as a commit status; needs statuses write, and actions read to check the run that wrote it), or the path of the JSON report of an earlier run whose gate passed (or adopt's file); only new occurrences then count.",
  'baseline-missing':
    'When the baseline cannot be read - ignore it with a warning, or fail the step.',
  'ignore-file':
    'Accepted risks (each with a reason and an expiry date). A missing default file is fine; a missing named file is an error.',
  timeout: 'How long to wait for the test - 90s, 45m, 2h, 1h30m or a number of minutes; 1s to 6h.',
  'poll-interval':
    'The longest pause between status polls (same format as timeout; 1s to 1h). The first polls come sooner - 2 s, 5 s and 10 s after the start (pauses of 2, 3 and 5 s, each cut to poll-interval when that is shorter - with 1s, a poll every second), then every poll-interval.',
  'on-timeout': 'On timeout, stop the test or leave it running.',
  'fail-on-timeout': 'Whether a timeout fails the step.',
  'if-running':
    'When the application already has a test running - attach to it, stop it and start anew, or fail.',
  'stop-on-cancel': 'Stop the test when the workflow is cancelled.',
  commit:
    "The commit under test (7 to 40 hex digits; all 40 with deployment-environment). Empty - the pull request's head commit (on workflow_run the triggering run's head, on merge_group the queue's commit), else GITHUB_SHA.",
  'deployment-environment':
    "Before starting, wait for this commit's deployment to this GitHub environment to succeed (needs deployments read).",
  'build-check':
    "A URL, or a path relative to the application's URL (e.g. /__version__), whose response must contain the commit, before the start and after the test.",
  reuse:
    "same-build - report on a completed test of this commit's deployment instead of starting one; never.",
  'adopt-expiry': 'For adopt - how long adopted accepted risks last, in days (e.g. 90d).',
  'adopt-scan': 'For adopt - run a new test first instead of reading the latest completed one.',
  'expiry-warning':
    'Accepted risks expiring within this many days make the outcome warned (0d - never).',
  'commit-status':
    'Record the verdict on the commit judged as a commit status per application, context security-test-action/APPLICATION-TOKEN (needs statuses write). auto - when the token may, else one notice; true - a refused write is an error; false.',
  'merge-queue':
    "On merge_group - verdict judges the queue's commit from the pull request head's recorded verdict, with no new test; test runs a test as on any other event.",
  summary: 'Write the job summary.',
  trend: 'Show unfixed counts by severity across this many earlier completed tests (at most 10).',
  annotations:
    'Emit annotations for counted unfixed occurrences (at most 10 per level, worst first, then one notice saying how many more).',
  'sarif-file':
    'Where to write the SARIF 2.1.0 file; with several applications a folder, one file per application; empty - under RUNNER_TEMP. One that cannot be written makes the outcome error.',
  'report-file':
    'Where to write the JSON report; with several applications a folder, one report per application; empty - under RUNNER_TEMP. One that cannot be written makes the outcome error.',
  comment:
    "On pull requests (and workflow_run for a pull request), keep the step's one comment up to date with the verdict of every application (needs pull-requests write).",
  'github-token':
    "Token for GitHub's API - writing the verdict's commit status, reading the verdict records (baseline previous and default-branch, the merge queue) and the runs that wrote them, when the run began, the pull request of a workflow_run, and the pull-request comment.",
  'project-name': 'Project to ensure exists, for register.',
  'project-description': 'Project description, for register.',
  'team-id': 'Team to create the project in (register), or whose tests to list (list).',
  'application-name': 'Application name, for register.',
  'application-url': 'Application address (http or https), for register.',
  'application-type': 'WEB or API, for register.',
  'signature-type': 'Ownership proof to verify - FILE, DNS or API.',
  'plugin-type': 'Plugin used for the ownership proof when verifying, e.g. WORDPRESS.',
  'delete-project': 'For unregister, also delete the project when it is left empty.'
}
