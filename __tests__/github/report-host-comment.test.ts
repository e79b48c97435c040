// Where the runner's report host puts the pull-request comment (issue 30): a `workflow_run` gate
// comments on the pull request found through the API (a fork's, whose event lists none); every
// other event names its pull request itself, as before, with no lookup.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { githubReportHost } from '../../src/github/report-host.js'
import { FakeGitHub } from '../../scripts/fake-github.js'
import { MemoryLog } from '../../__fixtures__/memory-log.js'

const gh = new FakeGitHub()
beforeAll(() => gh.start())
afterAll(() => gh.stop())
beforeEach(() => {
  gh.pulls.clear()
  gh.comments.clear()
  gh.requests.length = 0
})

const HEAD = 'f0'.repeat(20)
const FORK = { id: 77, full_name: 'mallory/shop' }
const APP = 'app00000000000000000000000000001'

function runner(eventName: string, event: unknown): NodeJS.ProcessEnv {
  const dir = mkdtempSync(join(tmpdir(), 'runner-'))
  const path = join(dir, 'event.json')
  writeFileSync(path, JSON.stringify(event))
  return {
    RUNNER_TEMP: dir,
    GITHUB_REPOSITORY: 'octo/shop',
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: path,
    GITHUB_API_URL: gh.url
  }
}

const forkRun = {
  repository: { id: 1, full_name: 'octo/shop' },
  workflow_run: {
    head_sha: HEAD,
    head_branch: 'main',
    head_repository: { ...FORK, owner: { login: 'mallory' } },
    pull_requests: []
  }
}

describe('the comment on workflow_run', () => {
  it("goes to the fork's pull request found through the API", async () => {
    gh.addPull({ number: 12, head: { sha: HEAD, ref: 'main', repo: FORK } })
    const log = new MemoryLog()
    const host = githubReportHost(runner('workflow_run', forkRun), 'ghs_token')
    expect(await host.comment('verdict', [APP], log)).toBe('created')
    expect(gh.comments.get(12)?.map((c) => c.body)).toEqual([expect.stringMatching(/\nverdict$/)])
    expect(log.text()).toBe('Wrote the pull-request comment (#12).')
  })

  it('none when no pull request has the head: one info line, nothing written', async () => {
    gh.addPull({ number: 12, head: { sha: 'f1'.repeat(20), ref: 'main', repo: FORK } })
    const log = new MemoryLog()
    const host = githubReportHost(runner('workflow_run', forkRun), 'ghs_token')
    expect(await host.comment('verdict', [APP], log)).toBeUndefined()
    expect(log.lines).toEqual([
      {
        level: 'info',
        message:
          "No pull-request comment: no open pull request of octo/shop has head f0f0f0f from the run's repository."
      }
    ])
    expect(gh.comments.size).toBe(0)
  })

  it('an empty github-token is a warning, and nothing is asked', async () => {
    const log = new MemoryLog()
    const host = githubReportHost(runner('workflow_run', forkRun), '')
    expect(await host.comment('verdict', [APP], log)).toBe('failed')
    expect(log.text('warning')).toBe('No pull-request comment: the github-token input is empty.')
    expect(gh.requests).toEqual([])
  })
})

describe('the comment on pull_request (unchanged)', () => {
  it('goes to the pull request the event names, with no lookup', async () => {
    const env = runner('pull_request', { pull_request: { number: 7, head: { sha: HEAD } } })
    const log = new MemoryLog()
    expect(await githubReportHost(env, 'ghs_token').comment('v', [APP], log)).toBe('created')
    expect(gh.comments.get(7)).toHaveLength(1)
    expect(gh.requests.filter((r) => r.path.includes('/pulls'))).toEqual([])
  })
})
