// Test operations shared by v2 and v1: both interfaces drive the same test runs and differ only
// in how they are called and how they answer.

import { ServiceError } from './replies.js'
import type { RenderedResult } from './result-document.js'
import type { SimApplication, Store } from './store.js'
import { resultOf, snapshot, type TestRun, type TestSnapshot } from './test-runs.js'

/** start: an unknown application token is INVALID_SESSION (docs/service.md 4.4 lists it for start). */
export function startTest(store: Store, applicationToken: unknown, now: number): TestRun {
  const app = knownApplication(store, applicationToken, 'INVALID_SESSION')
  if (!app.verified) {
    throw new ServiceError('FAILED', 'Test could not be started: the application is not verified.')
  }
  if (store.runningTestOf(app.token, now)) {
    throw new ServiceError(
      'FAILED',
      'Test could not be started: a test is already running for this application.'
    )
  }
  const quota = store.plan.monthlyTests
  if (quota !== undefined && store.startedViaApi() >= quota) {
    throw new ServiceError(
      'FAILED',
      `Monthly scan limit reached: your plan allows ${quota} test(s) a month.`
    )
  }
  const limit = store.plan.concurrentTests
  if (limit !== undefined && store.runningTests(now).length >= limit) {
    throw store.plan.concurrencyRefusal === 'FAILED'
      ? new ServiceError(
          'FAILED',
          `Test could not be started: your plan allows ${limit} concurrent test(s) and that many are in progress.`
        )
      : new ServiceError(
          'PLAN_NOT_SUPPORTED',
          `Your plan does not support more than ${limit} simultaneous test(s).`
        )
  }
  return store.addTest(app, now, true)
}

/**
 * Stop is per application and asynchronous: the test keeps reporting running for the
 * behaviour's stopDelayMs. A second stop while it winds down is accepted and changes nothing.
 */
export function stopTest(store: Store, applicationToken: unknown, now: number): void {
  const app = knownApplication(store, applicationToken, 'FAILED')
  store.stopRequests.set(app.token, (store.stopRequests.get(app.token) ?? 0) + 1)
  const run = store.runningTestOf(app.token, now)
  if (!run)
    throw new ServiceError('FAILED', 'Stop failed: no test is running for this application.')
  run.stopRequestedAt ??= now
}

export function testStatus(
  store: Store,
  applicationToken: unknown,
  resultToken: unknown,
  now: number
): { run: TestRun; snap: TestSnapshot } {
  const run = knownTest(store, applicationToken, resultToken, 'FAILED', 'Test status failed')
  return { run, snap: snapshot(run, now) }
}

/** The result of a completed test; any other state is an error (FAILED), as is a running test. */
export function testResult(
  store: Store,
  applicationToken: unknown,
  resultToken: unknown,
  now: number
): RenderedResult {
  const run = knownTest(
    store,
    applicationToken,
    resultToken,
    'INVALID_SESSION',
    'Test result failed'
  )
  const snap = snapshot(run, now)
  if (snap.state === 'running') {
    throw new ServiceError('FAILED', 'Test result failed: the test is still running.')
  }
  if (snap.state !== 'completed') {
    throw new ServiceError('FAILED', `Test result failed: the test was ${snap.state}.`)
  }
  const app = store.applications.get(run.applicationToken)
  const project = app ? store.projects.get(app.projectKey) : undefined
  return resultOf(run, snap.endTime ?? now, {
    projectName: project?.name ?? '',
    applicationName: app?.name ?? '',
    url: app?.url ?? ''
  })
}

export function knownApplication(store: Store, token: unknown, code: string): SimApplication {
  const app = typeof token === 'string' ? store.applications.get(token) : undefined
  if (!app) {
    const what = typeof token === 'string' && token !== '' ? 'is invalid' : 'is missing'
    throw new ServiceError(code, `The application token ${what}.`)
  }
  return app
}

function knownTest(
  store: Store,
  applicationToken: unknown,
  resultToken: unknown,
  code: string,
  operation: string
): TestRun {
  const app = knownApplication(store, applicationToken, code)
  const run = typeof resultToken === 'string' ? store.tests.get(resultToken) : undefined
  if (!run || run.applicationToken !== app.token) {
    throw new ServiceError(code, `${operation}: the result token is invalid for this application.`)
  }
  return run
}
