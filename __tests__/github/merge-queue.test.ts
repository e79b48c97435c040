// The merge queue's reader (src/github/merge-queue.ts) in process, against the stand-in for
// GitHub's API, and its summary (src/run/merge-queue-summary.ts): what a status anyone's workflow
// could write puts into a failure line or the job summary is inert, an unreadable newest record
// is never passed over for an older one, the reader sends the service nothing, and a head's run
// that has not finished yet is waited for, within its budget, never passed unfinished.
import { afterAll, describe, expect, it } from '@jest/globals'
import { writeFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { withoutCodeSpans } from '../../__fixtures__/render-markdown.js'
import { ownPull, fakeGitHub, stopFakeGitHubs, type FakeGitHub } from '../../scripts/fake-github.js'
import { systemClock, type Clock } from '../../src/common/clock.js'
import type { Log } from '../../src/common/log.js'
import {
  githubMergeQueue,
  RUN_POLL_MS,
  RUN_WAIT_MS,
  type MergeQueueOptions
} from '../../src/github/merge-queue.js'
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

/** A log that keeps its lines, and a clock whose sleep passes at once (its time moves on). */
function seams(): { log: Log; lines: string[]; clock: Clock & { slept: number[] } } {
  const lines: string[] = []
  const keep = (m: string): void => void lines.push(m)
  let now = Date.parse('2026-11-27T12:00:00Z')
  const slept: number[] = []
  return {
    lines,
    log: { info: keep, debug: keep, notice: keep, warning: keep, error: keep },
    clock: {
      slept,
      now: () => now,
      sleep: (ms) => {
        slept.push(ms)
        now += ms
        return Promise.resolve()
      }
    }
  }
}

function judge(gh: FakeGitHub, options: Partial<MergeQueueOptions> = {}): Promise<QueueJudgement> {
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
    signal: new AbortController().signal,
    log: seams().log,
    ...options
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

  describe('a record written while its run still goes on', () => {
    const passing = (gh: FakeGitHub): void =>
      void gh.addStatus(HEAD, {
        context: CONTEXT,
        description: `Passed: 0 counted of 3 unfixed · test ${TEST} · run 700`,
        target_url: 'https://github.com/octo/shop/actions/runs/700'
      })
    const runReads = (gh: FakeGitHub): number =>
      gh.requests.filter((r) => r.path === '/repos/octo/shop/actions/runs/700').length

    it('is waited for, and verified once the run completes with success', async () => {
      const gh = await queued()
      passing(gh)
      gh.workflowRuns.get(700)!.unfinishedReads = 3
      const s = seams()
      const v = verdictOf(await judge(gh, { log: s.log, clock: s.clock }))
      expect(v?.finding).toBe('verified')
      expect(runReads(gh)).toBe(4)
      expect(s.clock.slept).toEqual([RUN_POLL_MS, RUN_POLL_MS, RUN_POLL_MS])
      expect(s.lines).toEqual([
        expect.stringMatching(
          /^Merge queue: waiting for run 700 of pull request #12's head to finish \(it is in_progress; .*for up to 10 minutes$/
        )
      ])
    })

    it('is checked again in full once it has finished: a failed run fails', async () => {
      const gh = await queued()
      passing(gh)
      Object.assign(gh.workflowRuns.get(700)!, { unfinishedReads: 1, conclusion: 'failure' })
      const s = seams()
      const v = verdictOf(await judge(gh, { log: s.log, clock: s.clock }))
      expect(v?.finding).toBe('unverified')
      expect(v?.reason).toMatch(/recorded pass is not verified: run 700 ended failure, not success/)
    })

    it('still running at the budget fails, naming the run; it is never passed', async () => {
      const gh = await queued()
      passing(gh)
      gh.workflowRuns.set(700, {
        event: 'pull_request',
        head_branch: 'feature',
        head_sha: HEAD,
        status: 'queued',
        pullRequests: [{ number: 12 }]
      })
      const s = seams()
      const v = verdictOf(await judge(gh, { log: s.log, clock: s.clock }))
      expect(v?.finding).toBe('unverified')
      expect(v?.reason).toBe(
        "pull request #12's head abababa's recorded pass is not verified: run 700 had not finished after 10 minutes of waiting (it is queued): a run that has not finished is not yet a pass"
      )
      // Asked every poll until the budget, the last time at its end: no more.
      expect(s.clock.slept.reduce((a, b) => a + b, 0)).toBe(RUN_WAIT_MS)
      expect(runReads(gh)).toBe(1 + RUN_WAIT_MS / RUN_POLL_MS)
    })

    it('is not waited for when anything else is wrong with it', async () => {
      const gh = await queued()
      passing(gh)
      gh.workflowRuns.set(700, {
        event: 'push',
        head_branch: 'feature',
        head_sha: HEAD,
        status: 'in_progress'
      })
      const s = seams()
      const v = verdictOf(await judge(gh, { log: s.log, clock: s.clock }))
      expect(v?.reason).toMatch(/run 700 is a push run/)
      expect(s.clock.slept).toEqual([])
      expect(s.lines).toEqual([])
    })

    it('outlasts the judgement’s budget: each request while waiting has its own', async () => {
      const BUDGET = 400
      const gh = await queued()
      passing(gh)
      gh.workflowRuns.get(700)!.unfinishedReads = 2
      const s = seams()
      const clock: Clock = {
        now: () => Date.now(),
        sleep: (_ms, signal) => systemClock.sleep(BUDGET * 1.5, signal)
      }
      // The judgement's own budget is over before the first poll.
      const j = await judge(gh, { log: s.log, clock, budgetMs: BUDGET, runWaitMs: 10 * BUDGET })
      expect(verdictOf(j)?.finding).toBe('verified')
      expect(runReads(gh)).toBe(3)
    })

    it('a run cancelled while waiting ends the wait', async () => {
      const gh = await queued()
      passing(gh)
      gh.workflowRuns.get(700)!.unfinishedReads = 1_000
      const cancel = new AbortController()
      const s = seams()
      const clock: Clock = {
        now: () => s.clock.now(),
        sleep: () => {
          cancel.abort(new Error('cancelled'))
          return Promise.reject(new Error('cancelled'))
        }
      }
      await expect(judge(gh, { log: s.log, clock, signal: cancel.signal })).rejects.toThrow(
        'cancelled'
      )
    })
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
