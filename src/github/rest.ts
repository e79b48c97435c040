// GitHub's REST API as this host's lookups use it: the API the job's environment names (GHES
// included), one client per lookup, cancelled with the run and bounded in time.
import { getOctokit } from '@actions/github'
import { defaults } from '@actions/github/lib/utils'

export type Octokit = ReturnType<typeof getOctokit>

/** `GITHUB_API_URL` (github.com's when unset), without a trailing slash. */
export function apiUrl(env: NodeJS.ProcessEnv): string {
  return (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '')
}

/**
 * A client for the job's GitHub. `signal`: every request is cancelled with it (the run's
 * cancellation, usually joined with a time limit); without one, each call passes its own.
 */
export function restClient(token: string, env: NodeJS.ProcessEnv, signal?: AbortSignal): Octokit {
  return getOctokit(token, {
    baseUrl: apiUrl(env),
    ...(signal ? { request: requestOptions(signal) } : {})
  })
}

/**
 * A client's `request` options with @actions/github's own: its fetch through the runner's proxy
 * (HTTPS_PROXY / HTTP_PROXY / NO_PROXY, read for GITHUB_API_URL). Octokit takes a client's
 * `request` whole, not merged with the defaults, so a bare `{ signal }` sent every call past the
 * proxy.
 */
export function requestOptions(signal: AbortSignal): Record<string, unknown> {
  return { ...defaults.request, signal }
}
