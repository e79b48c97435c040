// v2 tests (docs/service.md, 4.4): start, status, stop, result, sessions, running sessions (own and team).

import { malformedResult } from './result-document.js'
import { NOT_AUTHORIZED, ok, ServiceError, type Reply } from './replies.js'
import { bodyObject, queryParam, type RequestContext, type Route } from './routing.js'
import type { Store } from './store.js'
import { progressValue, snapshot, statusName, type TestRun } from './test-runs.js'
import { knownApplication, startTest, stopTest, testResult, testStatus } from './test-service.js'

const DEFAULT_SESSION_COUNT = 10
const MAX_SESSION_COUNT = 100

function statusQuery(appToken: string, resultToken: string): string {
  const q = new URLSearchParams({ application_token: appToken, result_token: resultToken })
  return q.toString()
}

function start(ctx: RequestContext): Reply {
  const body = bodyObject(ctx)
  const run = startTest(ctx.store, body.applicationToken, ctx.now)
  const query = statusQuery(run.applicationToken, run.resultToken)
  return ok({
    code: 'SUCCESS',
    message: 'Test started successfully.',
    resultToken: run.resultToken,
    statusUrl: `${ctx.baseUrl}/rest/v2/test/status?${query}`,
    resultUrl: `${ctx.baseUrl}/rest/v2/test/result?${query}`
  })
}

function status(ctx: RequestContext): Reply {
  const appToken = queryParam(ctx, 'application_token')
  const { run, snap } = testStatus(ctx.store, appToken, queryParam(ctx, 'result_token'), ctx.now)
  return ok({
    status: statusName(run.behaviour, snap.state),
    progress: progressValue(run.behaviour, snap.progress),
    code: 'SUCCESS',
    message: 'Test status retrieved.'
  })
}

function stop(ctx: RequestContext): Reply {
  const body = bodyObject(ctx)
  stopTest(ctx.store, body.applicationToken, ctx.now)
  return ok({ code: 'SUCCESS', message: 'The stop request was sent.' })
}

/** v2 result: a string holding JSON, spliced in already encoded (it may be megabytes). */
function result(ctx: RequestContext): Reply {
  const appToken = queryParam(ctx, 'application_token')
  const found = testResult(ctx.store, appToken, queryParam(ctx, 'result_token'), ctx.now)
  const rendered = ctx.malformedResult ? malformedResult(found) : found
  return {
    status: 200,
    raw: `{"code":"SUCCESS","message":"Test result retrieved.","result":${rendered.quoted}}`
  }
}

/** Past (finished) sessions, newest first; a running test is not a past session. */
function sessions(ctx: RequestContext): Reply {
  const app = knownApplication(
    ctx.store,
    queryParam(ctx, 'application_token'),
    'INVALID_APPLICATION_TOKEN'
  )
  const requested = Number.parseInt(queryParam(ctx, 'count') ?? '', 10)
  const count = Number.isFinite(requested) && requested > 0 ? requested : DEFAULT_SESSION_COUNT
  const finished = ctx.store
    .testsOf(app.token)
    .map((run) => ({ run, snap: snapshot(run, ctx.now) }))
    .filter(({ snap }) => snap.state !== 'running')
    .sort((a, b) => b.run.startTime - a.run.startTime)
    .slice(0, Math.min(count, MAX_SESSION_COUNT))
    .map(({ run, snap }) => ({
      resultToken: run.resultToken,
      startTime: run.startTime,
      endTime: snap.endTime
    }))
  return ok({ sessions: finished, code: 'SUCCESS', message: 'Sessions retrieved.' })
}

function runningSession(store: Store, run: TestRun): Record<string, unknown> {
  const app = store.applications.get(run.applicationToken)
  return {
    title: app?.name ?? '',
    url: app?.url ?? '',
    applicationToken: run.applicationToken,
    resultToken: run.resultToken,
    startTime: run.startTime
  }
}

/** code and message are null on success here (docs/service.md, 2.1), unlike every other endpoint. */
function runningSessions(ctx: RequestContext): Reply {
  const { store } = ctx
  const teamId = queryParam(ctx, 'teamid') ?? null
  if (teamId !== null) {
    if (!store.plan.teams) {
      throw new ServiceError('PLAN_NOT_SUPPORTED', 'Your plan does not support teams.')
    }
    if (!store.teams.has(teamId)) throw new ServiceError('NOT_AUTHORIZED', NOT_AUTHORIZED)
  }
  const running = store.runningTests(ctx.now).filter((run) => {
    const app = store.applications.get(run.applicationToken)
    const project = app ? store.projects.get(app.projectKey) : undefined
    return project !== undefined && project.teamId === teamId
  })
  return ok({
    sessions: running.map((run) => runningSession(store, run)),
    code: null,
    message: null
  })
}

export const testRoutes: Route[] = [
  { api: 'v2', method: 'POST', path: '/rest/v2/test/start', scope: 'run_test', handle: start },
  {
    api: 'v2',
    method: 'GET',
    path: '/rest/v2/test/status',
    scope: 'read_test_status',
    handle: status
  },
  { api: 'v2', method: 'POST', path: '/rest/v2/test/stop', scope: 'run_test', handle: stop },
  { api: 'v2', method: 'GET', path: '/rest/v2/test/result', scope: 'run_test', handle: result },
  {
    api: 'v2',
    method: 'GET',
    path: '/rest/v2/test/sessions',
    scope: 'read_test_result',
    handle: sessions
  },
  {
    api: 'v2',
    method: 'GET',
    path: '/rest/v2/test/runningsessions',
    scope: 'read_test_result',
    handle: runningSessions
  }
]
