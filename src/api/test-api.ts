// One interface over v2 and v1 for the test lifecycle, so src/lifecycle and src/commands never
// see a wire field name or an API version's quirks.
import type { Transport } from './transport.js'
import { createV2Api } from './v2.js'
import { createV1Api } from './v1.js'
import { safeToken } from './tokens.js'

export interface TestStatus {
  /** As the service wrote it ("running", "completed", ...). */
  status: string
  /** 0–100 when the service gave a readable number. */
  progress?: number
}

export interface RunningTest {
  applicationToken: string
  resultToken: string
  startTime?: number
}

export interface PastSession {
  resultToken: string
  startTime?: number
  endTime?: number
}

export interface ApplicationInfo {
  name: string
  url: string
  verified: boolean
  signatureStatus: string
}

export interface TestApi {
  readonly version: 'v1' | 'v2'
  start(applicationToken: string, signal?: AbortSignal): Promise<string>
  status(applicationToken: string, resultToken: string, signal?: AbortSignal): Promise<TestStatus>
  /** The raw `result` field: a string holding JSON (v2) or a JSON value (v1). */
  result(applicationToken: string, resultToken: string, signal?: AbortSignal): Promise<unknown>
  stop(applicationToken: string, signal?: AbortSignal): Promise<void>
  /**
   * The caller's running tests, and with `teamId` the team's too (a test of a team's project is
   * listed only there). v2 only: undefined on v1, which has no such endpoint.
   */
  running?(signal?: AbortSignal, teamId?: string): Promise<RunningTest[]>
  application?(applicationToken: string, signal?: AbortSignal): Promise<ApplicationInfo>
  /** Past sessions of the application, newest first. */
  sessions?(applicationToken: string, count: number, signal?: AbortSignal): Promise<PastSession[]>
}

function readProgress(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isFinite(n) ? Math.max(0, Math.min(100, n)) : undefined
}

/** Status and progress as both versions send them (v2 testStatus, v1 test/status). */
function toStatus(r: { status?: unknown; progress?: unknown }): TestStatus {
  return { status: statusText(r.status), progress: readProgress(r.progress) }
}

/** The status word; anything but a string or number is shown as the service sent it (JSON). */
function statusText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value) ?? ''
}

/** The service's signature status says the application is verified (any case, any padding). */
export function isVerified(signatureStatus: string): boolean {
  return signatureStatus.trim().toLowerCase() === 'verified'
}

export function createV2TestApi(transport: Transport): TestApi {
  const api = createV2Api(transport)
  return {
    version: 'v2',
    // v2.ts has checked the token's alphabet: an unusable one is an ambiguous start (the test may
    // have started: look, don't repeat).
    start: async (app, signal) => (await api.startTest(app, signal)).resultToken,
    status: async (app, result, signal) => toStatus(await api.testStatus(app, result, signal)),
    result: async (app, result, signal) => (await api.testResult(app, result, signal)).result,
    stop: async (app, signal) => {
      await api.stopTest(app, signal)
    },
    // Entries without usable tokens cannot be ours (application-token is validated): left out.
    running: async (signal, teamId) => {
      const own = (await api.runningSessions(signal)).sessions
      const team = teamId ? (await api.teamRunningSessions(teamId, signal)).sessions : []
      return [...own, ...team].flatMap((s) => {
        const applicationToken = safeToken(s.applicationToken)
        const resultToken = safeToken(s.resultToken)
        return applicationToken && resultToken
          ? [{ applicationToken, resultToken, startTime: s.startTime }]
          : []
      })
    },
    application: async (app, signal) => {
      const a = (await api.readApplication(app, signal)).application
      const signatureStatus = String(a?.signatureStatus ?? '')
      return {
        name: String(a?.name ?? ''),
        url: String(a?.url ?? ''),
        signatureStatus,
        verified: isVerified(signatureStatus)
      }
    },
    sessions: async (app, count, signal) =>
      (await api.testSessions(app, count, signal)).sessions
        .flatMap((s) => {
          const resultToken = safeToken(s.resultToken)
          return resultToken ? [{ resultToken, startTime: s.startTime, endTime: s.endTime }] : []
        })
        .sort((a, b) => (b.startTime ?? 0) - (a.startTime ?? 0))
  }
}

export function createV1TestApi(transport: Transport, accessToken: string): TestApi {
  const api = createV1Api(transport, accessToken)
  return {
    version: 'v1',
    start: async (app, signal) => (await api.startTest(app, signal)).result_token,
    status: async (app, result, signal) => toStatus(await api.testStatus(app, result, signal)),
    result: async (app, result, signal) => (await api.testResult(app, result, signal)).result,
    stop: async (app, signal) => {
      await api.stopTest(app, signal)
    }
  }
}
