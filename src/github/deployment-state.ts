// What a deployment's statuses say, newest first as GitHub lists them. Pure, so each state's
// meaning is tested without GitHub: only `success` lets the test start; `failure` and `error` end
// the wait; `inactive` (replaced by a newer deployment) is not success; `pending`, `queued`,
// `in_progress` and an unknown state keep waiting.
import { parseInstant } from '../common/clock.js'

/** The fields of a deployment status the action reads (GitHub's names). */
export interface StatusRecord {
  state?: unknown
  created_at?: unknown
  environment_url?: unknown
  log_url?: unknown
  target_url?: unknown
}

export type DeploymentState =
  | { kind: 'succeeded'; at: number; environmentUrl?: string; link?: string }
  | { kind: 'failed'; state: string; link?: string }
  /** Still to come; `state`: the newest one seen (none: no status yet). */
  | { kind: 'waiting'; state?: string; link?: string }

export function deploymentState(statuses: readonly StatusRecord[]): DeploymentState {
  const newest = statuses[0]
  if (!newest) return { kind: 'waiting' }
  const state = typeof newest.state === 'string' ? newest.state.toLowerCase() : ''
  const link = httpUrl(newest.log_url) ?? httpUrl(newest.target_url)
  if (state === 'success') {
    // The success time decides which tests are of this build: never guessed (our clock would be
    // later than the truth and let nothing older through, but GitHub's own time is the rule).
    const at = typeof newest.created_at === 'string' ? parseInstant(newest.created_at) : undefined
    if (at === undefined) return { kind: 'waiting', state, link }
    return { kind: 'succeeded', at, environmentUrl: httpUrl(newest.environment_url), link }
  }
  if (state === 'failure' || state === 'error') return { kind: 'failed', state, link }
  return { kind: 'waiting', state: state || undefined, link }
}

/** An http(s) address GitHub gave, or nothing (a link is shown to users: no other scheme). */
export function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !URL.canParse(value)) return undefined
  const url = new URL(value)
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
}
