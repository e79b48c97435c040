// The host-neutral half of `baseline: default-branch`: the host names the recorded test, the
// service gives its result, and any gap is a problem for baseline-missing, never a guess.
import { expect, it } from '@jest/globals'
import type { TestApi } from '../../src/api/test-api.js'
import type { DefaultBranchStore } from '../../src/lifecycle/context.js'
import type { Log } from '../../src/common/log.js'
import { loadDefaultBranchBaseline, NO_STORE } from '../../src/lifecycle/default-branch.js'
import { refused } from './scripted-api.js'

const APP = 'app00000000000000000000000000001'
const TEST = 'test0000000000000000000000000001'
const RECORD = {
  applicationToken: APP,
  resultToken: TEST,
  runId: '900',
  commit: 'c1'.repeat(20),
  siteShown: true
}
const DOC = JSON.stringify({
  vulnerabilities: [
    {
      name: 'SQL Injection',
      severity: 'Critical',
      occurences: [
        { status: 'Open', method: 'POST', url: 'https://shop.example.com/login' },
        { status: 'Fixed', method: 'GET', url: 'https://shop.example.com/search' }
      ]
    }
  ]
})

function store(find: DefaultBranchStore['find']): DefaultBranchStore {
  return { find }
}

function tests(result: TestApi['result']): TestApi & { asked: unknown[][] } {
  const asked: unknown[][] = []
  return {
    asked,
    result: (app, token, signal) => {
      asked.push([app, token])
      return result(app, token, signal)
    }
  } as TestApi & { asked: unknown[][] }
}

const signal = new AbortController().signal
const lines: string[] = []
const log: Log = {
  info: (m) => lines.push(m),
  debug: () => undefined,
  notice: (m) => lines.push(m),
  warning: (m) => lines.push(m),
  error: (m) => lines.push(m)
}

it('the recorded test’s result, asked with the application’s token, is the baseline', async () => {
  const api = tests(() => Promise.resolve(DOC))
  const load = await loadDefaultBranchBaseline(
    { defaultBranch: store(() => Promise.resolve({ record: RECORD })), tests: api, signal, log },
    APP
  )
  expect(api.asked).toEqual([[APP, TEST]])
  expect(load.problem).toBeUndefined()
  expect(load.set?.source).toBe(`default-branch run 900 (commit c1c1c1c, test ${TEST})`)
  expect(load.set?.unfixed.size).toBe(1)
  expect(load.set?.fixed.size).toBe(1)
  expect(lines.filter((l) => l.includes('not shown'))).toEqual([])
})

it('a record whose run did not show the site served its commit is used, and the log says so', async () => {
  lines.splice(0)
  const unshown = store(() => Promise.resolve({ record: { ...RECORD, siteShown: false } }))
  const api = tests(() => Promise.resolve(DOC))
  const load = await loadDefaultBranchBaseline(
    { defaultBranch: unshown, tests: api, signal, log },
    APP
  )
  expect(load.set?.source).toBe(`default-branch run 900 (commit c1c1c1c, test ${TEST})`)
  expect(lines).toEqual([
    `The baseline's test ${TEST} was not shown to be of commit c1c1c1c: the run that recorded it (run 900) had no deployment-environment or build-check, so it judged whatever the site served then`
  ])
})

it('a host without a store, no record, a refused or unreadable result: a problem', async () => {
  const api = tests(() => Promise.resolve(DOC))
  expect(await loadDefaultBranchBaseline({ tests: api, signal, log }, APP)).toEqual({
    problem: NO_STORE
  })
  const none = store(() => Promise.resolve({ problem: 'nothing recorded' }))
  expect(
    await loadDefaultBranchBaseline({ defaultBranch: none, tests: api, signal, log }, APP)
  ).toEqual({ problem: 'nothing recorded' })
  const found = store(() => Promise.resolve({ record: RECORD }))
  const refusing = tests(() => Promise.reject(refused('INVALID_SESSION')))
  const r = await loadDefaultBranchBaseline(
    { defaultBranch: found, tests: refusing, signal, log },
    APP
  )
  expect(r.problem).toMatch(
    /^the baseline default-branch run 900 .*: the service refused its result/
  )
  const garbled = tests(() => Promise.resolve('not json'))
  const g = await loadDefaultBranchBaseline(
    { defaultBranch: found, tests: garbled, signal, log },
    APP
  )
  expect(g.problem).toMatch(/has no readable result/)
  const broken = store(() => Promise.reject(new Error('boom')))
  expect(
    (await loadDefaultBranchBaseline({ defaultBranch: broken, tests: api, signal, log }, APP))
      .problem
  ).toMatch(/could not be read: boom/)
})

it('a cancelled run stays cancelled', async () => {
  const controller = new AbortController()
  controller.abort(new Error('cancelled'))
  const cancelled = store(() => Promise.reject(new Error('cancelled')))
  await expect(
    loadDefaultBranchBaseline(
      {
        defaultBranch: cancelled,
        tests: tests(() => Promise.resolve(DOC)),
        signal: controller.signal,
        log
      },
      APP
    )
  ).rejects.toThrow('cancelled')
})

it('the store learns when a recorded test started from one list of the application’s 50 newest tests (the service’s word, not the record’s)', async () => {
  const asked: unknown[][] = []
  const api = {
    ...tests(() => Promise.resolve(DOC)),
    sessions: (app: string, count: number) => {
      asked.push([app, count])
      return Promise.resolve([
        { resultToken: TEST, startTime: 1_700_000_000_000 },
        { resultToken: 'twice000000000000000000000000001', startTime: 1 },
        { resultToken: 'twice000000000000000000000000001', startTime: 2 },
        { resultToken: 'nostart0000000000000000000000001' }
      ])
    }
  } as unknown as TestApi
  const starts: Array<number | undefined> = []
  const looking = store(async (_, testStart) => {
    for (const t of [
      TEST,
      'twice000000000000000000000000001',
      'nostart0000000000000000000000001',
      'other000000000000000000000000001'
    ]) {
      starts.push(await testStart(t))
    }
    return { record: RECORD }
  })
  await loadDefaultBranchBaseline({ defaultBranch: looking, tests: api, signal, log }, APP)
  expect(starts).toEqual([1_700_000_000_000, undefined, undefined, undefined])
  expect(asked).toEqual([[APP, 50]])

  // v1 lists no tests: no start is known, so no record can be checked.
  const v1Starts: Array<number | undefined> = []
  const v1 = store(async (_, testStart) => {
    v1Starts.push(await testStart(TEST))
    return { problem: 'none checked' }
  })
  expect(
    await loadDefaultBranchBaseline(
      { defaultBranch: v1, tests: tests(() => Promise.resolve(DOC)), signal, log },
      APP
    )
  ).toEqual({ problem: 'none checked' })
  expect(v1Starts).toEqual([undefined])
})
