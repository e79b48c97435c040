// Asking for what a record is checked against: a run id that is not one costs no request, a
// run GitHub does not know is a skipped record, and any other failure to ask (GitHub or the
// service) ends the lookup — the baseline is then missing, never taken unchecked.
import { expect, it } from '@jest/globals'
import { LookupEnded, recordProblem, type RunRead } from '../../src/github/record-lookup.js'
import type { RecordReader } from '../../src/github/record-run.js'

const C1 = 'c1'.repeat(20)
const record = {
  applicationToken: 'app00000000000000000000000000001',
  resultToken: 'test0000000000000000000000000001',
  runId: '900',
  commit: C1,
  siteShown: true,
  targetUrl: 'https://github.com/octo/shop/actions/runs/900'
}
const reader: RecordReader = {
  repositoryId: 1,
  repository: 'octo/shop',
  defaultBranch: 'main',
  workflowPath: '.github/workflows/security.yml',
  clockMarginMs: 30_000
}
const START = Date.parse('2026-11-20T10:00:00Z')
const good: RunRead = {
  run: {
    id: 900,
    path: '.github/workflows/security.yml',
    event: 'push',
    status: 'completed',
    conclusion: 'success',
    head_branch: 'main',
    head_sha: C1,
    html_url: 'https://github.com/octo/shop/actions/runs/900',
    run_attempt: 1,
    created_at: '2026-11-20T10:00:00Z',
    run_started_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:30:00Z',
    repository: { id: 1, full_name: 'octo/shop' },
    head_repository: { id: 1 }
  }
}

it('a run that checks out, with the service’s start time of its test inside it: no problem', async () => {
  const asked: string[] = []
  const why = await recordProblem(
    (id) => (asked.push(id), Promise.resolve(good)),
    (t) => (asked.push(t), Promise.resolve(START + 60_000)),
    record,
    reader
  )
  expect(why).toBeUndefined()
  expect(asked).toEqual(['900', record.resultToken])
})

it('a run id that is not one is skipped without a request; a 404 is skipped without asking the service', async () => {
  const asked: string[] = []
  const readRun = (id: string): Promise<RunRead> => (
    asked.push(id),
    Promise.resolve({ missing: true })
  )
  const testStart = (t: string): Promise<number> => (asked.push(t), Promise.resolve(START))
  expect(await recordProblem(readRun, testStart, { ...record, runId: '0900' }, reader)).toMatch(
    /run 0900 is not a run id/
  )
  expect(asked).toEqual([])
  expect(await recordProblem(readRun, testStart, record, reader)).toMatch(/does not know run 900/)
  expect(asked).toEqual(['900'])
})

it('GitHub unreachable or refusing, or the service unable to list its tests, ends the lookup, keeping the cause', async () => {
  const down = new Error('connect ECONNREFUSED')
  const ended = recordProblem(
    () => Promise.reject(down),
    () => Promise.resolve(START),
    record,
    reader
  )
  await expect(ended).rejects.toBeInstanceOf(LookupEnded)
  await expect(ended).rejects.toThrow(/run 900\) could not be checked: GitHub could not be reached/)
  await expect(ended).rejects.toHaveProperty('cause', down)
  const refused = Object.assign(new Error('Forbidden'), { status: 403 })
  await expect(
    recordProblem(
      () => Promise.reject(refused),
      () => Promise.resolve(START),
      record,
      reader
    )
  ).rejects.toThrow(/HTTP 403 from GitHub: .*`actions: read`/)
  await expect(
    recordProblem(
      () => Promise.resolve(good),
      () => Promise.reject(new Error('NOT_AUTHORIZED')),
      record,
      reader
    )
  ).rejects.toThrow(
    /when the recorded test .* started could not be learnt from the service: NOT_AUTHORIZED/
  )
})

it('a record of an earlier attempt than the run’s latest: that attempt is asked for (one request more), a 404 skips it, a failure ends the lookup', async () => {
  const rerun: RunRead = { run: { ...('run' in good ? good.run : {}), run_attempt: 2 } }
  const first = { ...record, targetUrl: `${record.targetUrl}/attempts/1` }
  const asked: string[] = []
  const readAttempt = (id: string, n: number): Promise<RunRead> => (
    asked.push(`${id}/${n}`),
    Promise.resolve(good)
  )
  const testStart = (): Promise<number> => Promise.resolve(START + 60_000)
  const readRun = (): Promise<RunRead> => Promise.resolve(rerun)
  expect(await recordProblem(readRun, testStart, first, reader, readAttempt)).toBeUndefined()
  expect(asked).toEqual(['900/1'])
  // The latest attempt is the run itself: nothing more is asked.
  expect(await recordProblem(readRun, testStart, record, reader, readAttempt)).toBeUndefined()
  expect(asked).toEqual(['900/1'])
  const missing = (): Promise<RunRead> => Promise.resolve({ missing: true })
  expect(await recordProblem(readRun, testStart, first, reader, missing)).toMatch(
    /does not know run 900 attempt 1/
  )
  const refused = (): Promise<RunRead> => Promise.reject(new Error('HTTP 403'))
  await expect(recordProblem(readRun, testStart, first, reader, refused)).rejects.toBeInstanceOf(
    LookupEnded
  )
})
