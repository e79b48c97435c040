// The version-neutral test API: tokens the service sends back are accepted only in a safe
// alphabet, so no answer can smuggle a line break or a workflow command through them.
import { afterEach, describe, expect, it } from '@jest/globals'
import { createV1TestApi, createV2TestApi } from '../../src/api/test-api.js'
import { script } from '../../__fixtures__/http-server.js'
import { APP, TOKEN, apiError, closeAll, rig } from '../../__fixtures__/api-client.js'

afterEach(closeAll)

const HOSTILE = 'x\n::stop-commands::zz'
const OK = 'b'.repeat(32)

describe('tokens from the service', () => {
  it('a start answered with an unusable token is ambiguous, never printed', async () => {
    const r = await rig(script({ json: { code: 'SUCCESS', resultToken: HOSTILE } }))
    const e = await apiError(createV2TestApi(r.transport).start(APP))
    expect(e.kind).toBe('ambiguous')
    expect(e.message).not.toContain('::')
    const v1 = await rig(script({ json: { status: 'Success', result_token: 'a b' } }))
    expect((await apiError(createV1TestApi(v1.transport, TOKEN).start(APP))).kind).toBe('ambiguous')
  })

  it('running and past sessions leave out entries with unusable tokens', async () => {
    const r = await rig(
      script({
        json: {
          code: null,
          message: null,
          sessions: [
            { applicationToken: APP, resultToken: HOSTILE, startTime: 1 },
            { applicationToken: APP, resultToken: OK, startTime: 2 }
          ]
        }
      })
    )
    expect(await createV2TestApi(r.transport).running?.()).toEqual([
      { applicationToken: APP, resultToken: OK, startTime: 2 }
    ])
    r.server.handle(
      script({
        json: {
          code: 'SUCCESS',
          sessions: [
            { resultToken: HOSTILE, startTime: 3 },
            { resultToken: OK, startTime: 2 }
          ]
        }
      })
    )
    expect(await createV2TestApi(r.transport).sessions?.(APP, 5)).toEqual([
      { resultToken: OK, startTime: 2, endTime: undefined }
    ])
  })
})
