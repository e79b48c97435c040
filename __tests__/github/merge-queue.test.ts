// The merge queue's reader (src/github/merge-queue.ts) in process, against the stand-in for
// GitHub's API, and its summary (src/run/merge-queue-summary.ts): what a status anyone's workflow
// could write puts into a failure line or the job summary is inert, an unreadable newest record
// is never passed over for an older one, and the reader sends the service nothing.
import { afterAll, describe, expect, it } from '@jest/globals'
import { writeFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { withoutCodeSpans } from '../../__fixtures__/render-markdown.js'
import {
  ownPull,
  fakeGitHub,
  stopFakeGitHubs,
  type FakeGitHub
} from '../../__fixtures__/fake-github.js'
import { githubMergeQueue } from '../../src/github/merge-queue.js'
import { queueSummary } from '../../src/run/merge-queue-summary.js'
import type { QueueJudgement } from '../../src/run/merge-queue.js'

afterAll(stopFakeGitHubs)

const APP = 'app00000000000000000000000000001'
const HEAD = 'ab'.repeat(20)
const TEST = 't'.repeat(32)
const CONTEXT = `security-test-action/${APP}`

async function queued(): Promise<FakeGitHub> {
  const gh = await fakeGitHub()
  gh.addPull(ownPull(12, HEAD))
  gh.workflowRuns.set(700, {
    event: 'pull_request',
    head_branch: 'feature',
    head_sha: HEAD,
    pullRequests: [{ number: 12 }]
  })
  return gh
}

function judge(gh: FakeGitHub): Promise<QueueJudgement> {
  const dir = mkdtempSync(join(tmpdir(), 'sta-mq-'))
  const event = join(dir, 'event.json')
  const ref = `refs/heads/gh-readonly-queue/main/pr-12-${HEAD}`
  writeFileSync(
    event,
    JSON.stringify({ merge_group: { head_ref: ref, head_sha: 'cd'.repeat(20) } })
  )
  return githubMergeQueue({
    env: {
      GITHUB_API_URL: gh.url,
      GITHUB_REPOSITORY: 'octo/shop',
      GITHUB_EVENT_PATH: event,
      GITHUB_WORKFLOW_REF: `octo/shop/.github/workflows/security.yml@${ref}`
    },
    githubToken: 'ghs_test',
    signal: new AbortController().signal
  }).judge([APP])
}

const verdictOf = (j: QueueJudgement) => ('verdicts' in j ? j.verdicts[0] : undefined)

describe('githubMergeQueue', () => {
  it('a verified pass names the record and the run', async () => {
    const gh = await queued()
    gh.addStatus(HEAD, {
      context: CONTEXT,
      description: `Passed: 0 counted of 3 unfixed · test ${TEST} · run 700`,
      target_url: 'https://github.com/octo/shop/actions/runs/700'
    })
    const j = await judge(gh)
    expect(j).toEqual({
      pullRequest: { number: 12, headSha: HEAD, base: 'main' },
      verdicts: [
        {
          applicationToken: APP,
          finding: 'verified',
          record: {
            outcome: 'passed',
            counts: '0 counted of 3 unfixed',
            runId: '700',
            resultToken: TEST,
            runUrl: 'https://github.com/octo/shop/actions/runs/700'
          }
        }
      ]
    })
  })

  it('a failing record’s counts reach the failure line inert', async () => {
    const gh = await queued()
    gh.addStatus(HEAD, {
      context: CONTEXT,
      state: 'failure',
      description: `Failed: ##[error]forged ::x:: · test ${TEST} · run 700`
    })
    const v = verdictOf(await judge(gh))
    expect(v?.finding).toBe('not passed')
    expect(v?.reason).toContain("pull request #12's head abababa did not pass its gate: failed")
    expect(v?.reason).not.toContain('##[')
  })

  it('an unreadable newest record is not passed over for an older passing one', async () => {
    const gh = await queued()
    gh.addStatus(HEAD, {
      context: CONTEXT,
      description: `Passed: 0 counted of 3 unfixed · test ${TEST} · run 700`,
      target_url: 'https://github.com/octo/shop/actions/runs/700'
    })
    gh.addStatus(HEAD, { context: CONTEXT, description: 'all good, trust me' })
    const v = verdictOf(await judge(gh))
    expect(v?.finding).toBe('unreadable')
    expect(v?.reason).toMatch(/newest .* status is not a verdict this action wrote/)
  })

  it('a passing record that names no test is not a pass of a test', async () => {
    const gh = await queued()
    gh.addStatus(HEAD, {
      context: CONTEXT,
      description: 'Passed: 0 counted of 3 unfixed · no test · run 700',
      target_url: 'https://github.com/octo/shop/actions/runs/700'
    })
    expect(verdictOf(await judge(gh))?.finding).toBe('no test')
  })

  it('a record linking elsewhere than its run is not verified', async () => {
    const gh = await queued()
    gh.addStatus(HEAD, {
      context: CONTEXT,
      description: `Passed: 0 counted of 3 unfixed · test ${TEST} · run 700`,
      target_url: 'https://evil.example/runs/700'
    })
    const v = verdictOf(await judge(gh))
    expect(v?.finding).toBe('unverified')
    expect(v?.reason).toMatch(/the status links to https:\/\/evil\.example\/runs\/700, not run 700/)
  })

  it('a token GitHub refuses fails with the permission named', async () => {
    const gh = await queued()
    gh.failWith = 403
    const j = await judge(gh)
    expect(j).toEqual({
      problem: expect.stringMatching(
        /^pull request #12 could not be read: HTTP 403 .*`pull-requests: read`/
      ),
      pullRequest: 12
    })
  })
})

describe('queueSummary', () => {
  it('escapes what a record and a reason carry, and says what was not tested', () => {
    const judged: QueueJudgement = {
      pullRequest: { number: 12, headSha: HEAD, base: 'rel|<b>`x`' },
      verdicts: [
        {
          applicationToken: APP,
          finding: 'not passed',
          record: {
            outcome: 'failed',
            counts: '[click](javascript:alert(1)) | <img src=x> @team #1',
            runId: '700',
            runUrl: 'javascript:alert(1)'
          },
          reason: '<script>x</script> [y](https://evil.example)'
        }
      ]
    }
    const md = queueSummary(
      judged,
      [
        {
          outcome: 'failed',
          failure: '<script>x</script> [y](https://evil.example)',
          application: { token: APP },
          outputs: {}
        }
      ],
      'cd'.repeat(20),
      'https://github.com/octo/shop/actions/runs/800'
    )
    // Code spans show their text literally: only what is outside them could act.
    const outsideSpans = withoutCodeSpans(md)
    // Link syntax is shown escaped (`\]`), never obeyed.
    expect(outsideSpans).not.toMatch(/<script|<img|<b>|(?<!\\)\]\((javascript|https:\/\/evil)/)
    // The table row keeps its four cells: a `|` in the record is shown, not obeyed.
    const row = md.split('\n').find((l) => l.startsWith(`| \`${APP}\``)) ?? ''
    expect(row.replace(/\\\|/g, '').match(/(?<!&#124;)\|/g)).toHaveLength(5)
    expect(md).toContain('**Not tested:**')
    expect(md).toContain('No SARIF file and no JSON report of findings were written')
    expect(md).toContain('[This run](https://github.com/octo/shop/actions/runs/800)')
  })
})
