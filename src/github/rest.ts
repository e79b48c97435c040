// GitHub's REST API as this host's lookups use it: the API the job's environment names (GHES
// included), one client per lookup, cancelled with the run and bounded in time.
import { getOctokit } from '@actions/github'

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
    ...(signal ? { request: { signal } } : {})
  })
}
