// The deprecated v1 interface (/v1): four POSTs, the access token in the body (so no
// Authorization header), snake_case answers, the outcome in `status`.
import type { Transport } from './transport.js'
import type { V1Envelope, V1ResultResponse, V1StartResponse, V1StatusResponse } from './types.js'
import { requireTokenField } from './shape.js'

export interface V1Api {
  startTest(applicationToken: string, signal?: AbortSignal): Promise<V1StartResponse>
  testStatus(
    applicationToken: string,
    resultToken: string,
    signal?: AbortSignal
  ): Promise<V1StatusResponse>
  testResult(
    applicationToken: string,
    resultToken: string,
    signal?: AbortSignal
  ): Promise<V1ResultResponse>
  stopTest(applicationToken: string, signal?: AbortSignal): Promise<V1Envelope>
}

export function createV1Api(t: Transport, accessToken: string): V1Api {
  const call = <T>(
    operation: string,
    action: 'start' | 'status' | 'result' | 'stop',
    body: Record<string, string>,
    signal: AbortSignal | undefined
  ): Promise<T> =>
    t.send<T>(
      {
        operation,
        method: 'POST',
        path: `/v1/test/${action}`,
        body: { access_token: accessToken, ...body },
        auth: 'none',
        // Only start may act twice; stopping twice asks for the same thing.
        idempotent: action !== 'start',
        envelope: 'v1',
        ...(action === 'result' ? { resultKey: 'result' } : {})
      },
      signal
    )

  return {
    startTest: async (applicationToken, signal) => {
      const op = 'start test'
      const r = await call<V1StartResponse>(
        op,
        'start',
        { application_token: applicationToken },
        signal
      )
      // Accepted but with no token: a test runs that we cannot name (see v2 startTest).
      return requireTokenField(r, 'result_token', op, 'ambiguous')
    },
    testStatus: (applicationToken, resultToken, signal) =>
      call(
        'read test status',
        'status',
        { application_token: applicationToken, result_token: resultToken },
        signal
      ),
    testResult: (applicationToken, resultToken, signal) =>
      call(
        'read test result',
        'result',
        { application_token: applicationToken, result_token: resultToken },
        signal
      ),
    stopTest: (applicationToken, signal) =>
      call('stop test', 'stop', { application_token: applicationToken }, signal)
  }
}
