// Deprecated v1 (docs/service.md, 4.5): every call a POST with access_token, application_token and
// result_token in the body; snake_case answers; `status` is Success/Failed, or the test state on
// the status endpoint. The test runs are the same as v2's.

import { malformedResult } from './result-document.js'
import type { Reply } from './replies.js'
import { bodyObject, type RequestContext, type Route } from './routing.js'
import { progressValue, statusName } from './test-runs.js'
import { startTest, stopTest, testResult, testStatus } from './test-service.js'

function start(ctx: RequestContext): Reply {
  const body = bodyObject(ctx)
  const run = startTest(ctx.store, body.application_token, ctx.now)
  return {
    status: 200,
    json: {
      status: 'Success',
      message: 'Test started successfully.',
      result_token: run.resultToken,
      status_url: `${ctx.baseUrl}/v1/test/status`,
      result_url: `${ctx.baseUrl}/v1/test/result`
    }
  }
}

function status(ctx: RequestContext): Reply {
  const body = bodyObject(ctx)
  const { run, snap } = testStatus(ctx.store, body.application_token, body.result_token, ctx.now)
  return {
    status: 200,
    json: {
      status: statusName(run.behaviour, snap.state),
      progress: progressValue(run.behaviour, snap.progress),
      message: 'Test status retrieved.'
    }
  }
}

/**
 * v1 result: a JSON value, spliced in as text. A malformed-result fault turns it into a string
 * of broken JSON, so the envelope stays readable and only the result fails to parse.
 */
function result(ctx: RequestContext): Reply {
  const body = bodyObject(ctx)
  const rendered = testResult(ctx.store, body.application_token, body.result_token, ctx.now)
  const value = ctx.malformedResult ? malformedResult(rendered).quoted : rendered.text
  return {
    status: 200,
    raw: `{"status":"Success","message":"Test result retrieved.","result":${value}}`
  }
}

function stop(ctx: RequestContext): Reply {
  const body = bodyObject(ctx)
  stopTest(ctx.store, body.application_token, ctx.now)
  return { status: 200, json: { status: 'Success', message: 'The stop request was sent.' } }
}

export const v1Routes: Route[] = [
  { api: 'v1', method: 'POST', path: '/v1/test/start', scope: 'run_test', handle: start },
  { api: 'v1', method: 'POST', path: '/v1/test/status', scope: 'read_test_status', handle: status },
  {
    api: 'v1',
    method: 'POST',
    path: '/v1/test/result',
    scope: 'run_test',
    handle: result,
    failureExtras: { result: null }
  },
  { api: 'v1', method: 'POST', path: '/v1/test/stop', scope: 'run_test', handle: stop }
]
