// Shared set-up for the API tests: a scripted local server, a transport on a FakeClock, and a
// check that every error the client raises is free of the access token.
import { expect } from '@jest/globals'
import { FakeClock } from '../../__fixtures__/fake-clock.js'
import { MemoryLog } from '../../__fixtures__/memory-log.js'
import { ApiError } from '../../src/api/errors.js'
import { createTransport, type Transport, type TransportOptions } from '../../src/api/transport.js'
import { startServer, type Handler, type ScriptedServer } from '../../__fixtures__/http-server.js'

/** Shaped like a real token, and echoed back by hostile servers in the tests. */
export const TOKEN = 'tok0123456789abcdefghijklmnopqrs'
export const APP = 'app0123456789abcdefghijklmnopqrs'
export const RESULT = 'res0123456789abcdefghijklmnopqrs'

export interface Rig {
  server: ScriptedServer
  transport: Transport
  clock: FakeClock
  log: MemoryLog
  close(): Promise<void>
}

const open: Rig[] = []

export async function rig(
  handler?: Handler,
  options: Partial<TransportOptions> & { basePath?: string } = {}
): Promise<Rig> {
  const server = await startServer(handler)
  const clock = new FakeClock()
  const log = new MemoryLog()
  const { basePath = '', ...rest } = options
  const transport = createTransport({
    baseUrl: server.url + basePath,
    accessToken: TOKEN,
    clock,
    log,
    random: () => 0.5,
    ...rest
  })
  const r: Rig = {
    server,
    transport,
    clock,
    log,
    close: async () => {
      transport.dispose()
      await server.close()
    }
  }
  open.push(r)
  return r
}

/** Close every rig and check no log line ever carried the token. */
export async function closeAll(): Promise<void> {
  for (const r of open.splice(0)) {
    expect(r.log.text()).not.toContain(TOKEN)
    await r.close()
  }
}

/** The ApiError a call rejects with; fails when it resolves, or when the token leaks into it. */
export async function apiError(p: Promise<unknown>): Promise<ApiError> {
  let caught: unknown
  try {
    await p
  } catch (e) {
    caught = e
  }
  expect(caught).toBeInstanceOf(ApiError)
  const e = caught as ApiError
  expect(e.message).not.toContain(TOKEN)
  expect(e.serviceMessage ?? '').not.toContain(TOKEN)
  expect(JSON.stringify({ ...e, message: e.message })).not.toContain(TOKEN)
  return e
}

/** A v2 failure envelope as the real service sends it (HTTP 400). */
export function v2Error(code: string, message = `${code} happened`, status = 400) {
  return { status, json: { code, message } }
}
