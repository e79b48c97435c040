// The build check (build-check input, docs/this-build.md): does the site serve the commit under
// test? One GET of a version page (Dockerflow's /__version__, /version, …) whose body or headers
// must hold the commit. The page belongs to the application, not the service: the request carries
// no access token and no header of the service's, follows redirects only within its own origin
// (as the service client does), reads at most BUILD_CHECK_MAX_BYTES and gives up after
// BUILD_CHECK_TIMEOUT_MS. Whatever the site answers is untrusted: only an escaped excerpt is shown.
import { attempt, AttemptAborted } from '../api/http-attempt.js'
import { MAX_REDIRECTS } from '../api/redirect.js'
import { forLog } from '../common/text.js'

export const BUILD_CHECK_MAX_BYTES = 1024 * 1024
export const BUILD_CHECK_TIMEOUT_MS = 15_000
/** Characters of what the site served that a line may show. */
const SERVED_CHARS = 80
const USER_AGENT = 'security-test-action (build check)'

/** What one look at the page found. `served`: an escaped excerpt when it did not match. */
export interface BuildLook {
  matched: boolean
  served?: string
}

/**
 * The URL to ask: an absolute build-check as given, a path ("/__version__") on the application's
 * origin. Undefined when a path is given and the application's URL is unknown (api-version v1).
 */
export function buildCheckUrl(
  target: string,
  applicationUrl: string | undefined
): string | undefined {
  if (!target.startsWith('/')) return target
  if (!applicationUrl || !URL.canParse(applicationUrl)) return undefined
  return new URL(target, applicationUrl).href
}

/**
 * Whether `text` names `commit`: a run of 7+ hex digits, standing alone (not inside a longer run),
 * that is the commit or a prefix of it — or, when the commit itself is short, one it begins.
 * Case does not matter. A longer run of another commit's digits never matches part-way.
 */
export function namesCommit(text: string, commit: string): boolean {
  const want = commit.toLowerCase()
  for (const run of text.matchAll(/[0-9a-f]{7,}/gi)) {
    const seen = run[0].toLowerCase()
    if (seen.length > 40) continue
    if (want.startsWith(seen) || seen.startsWith(want)) return true
  }
  return false
}

/** One look at `url` for `commit`. Never throws for the site's trouble (it is a mismatch). */
export async function lookAtBuild(
  url: string,
  commit: string,
  signal: AbortSignal
): Promise<BuildLook> {
  let target = url
  for (let hops = 0; ; hops++) {
    let answer
    try {
      answer = await attempt(
        {
          method: 'GET',
          url: target,
          // Only what a browser would send: never the service's token or headers.
          headers: { accept: 'application/json, text/plain;q=0.9, */*;q=0.5' },
          timeoutMs: BUILD_CHECK_TIMEOUT_MS,
          userAgent: USER_AGENT,
          maxBodyBytes: BUILD_CHECK_MAX_BYTES
        },
        signal
      )
    } catch (e) {
      if (e instanceof AttemptAborted && signal.aborted) throw signal.reason ?? e
      throw e
    }
    switch (answer.type) {
      case 'network':
        return { matched: false, served: `no answer (${forLog(answer.code, 40)})` }
      case 'timeout':
        return { matched: false, served: `no answer within ${answer.afterMs / 1000} s` }
      case 'too-large':
        return { matched: false, served: `HTTP ${answer.status}, more than 1 MiB` }
    }
    if (answer.status >= 300 && answer.status < 400) {
      const next = sameOriginRedirect(target, answer.location, hops)
      if ('refuse' in next) return { matched: false, served: next.refuse }
      target = next.follow
      continue
    }
    const matched =
      answer.status >= 200 &&
      answer.status < 300 &&
      (namesCommit(answer.text, commit) ||
        (answer.headers ?? []).some((h) => namesCommit(h, commit)))
    return matched ? { matched } : { matched, served: excerpt(answer.status, answer.text) }
  }
}

/** The site's own redirects, as the service client takes them: its origin only, a few hops. */
function sameOriginRedirect(
  url: string,
  location: string | undefined,
  hops: number
): { follow: string } | { refuse: string } {
  if (!location || !URL.canParse(location.trim(), url)) {
    return { refuse: 'a redirect without a usable address' }
  }
  const next = new URL(location.trim(), url)
  const shown = forLog(`${next.origin}${next.pathname}`, SERVED_CHARS)
  if (next.origin !== new URL(url).origin)
    return { refuse: `a redirect to another site (${shown}), not followed` }
  if (hops >= MAX_REDIRECTS)
    return { refuse: `more than ${MAX_REDIRECTS} redirects (last to ${shown})` }
  return { follow: next.href }
}

/** What the site served, in a few escaped words: a Dockerflow `commit` field when there is one. */
function excerpt(status: number, text: string): string {
  let shown = text
  try {
    const json = JSON.parse(text) as { commit?: unknown } | null
    if (json && typeof json.commit === 'string') shown = `commit ${json.commit}`
  } catch {
    // Not JSON: the start of the page.
  }
  const words = forLog(shown.replace(/\s+/g, ' ').trim(), SERVED_CHARS)
  const ok = status >= 200 && status < 300
  return `${ok ? '' : `HTTP ${status}`}${!ok && words ? ': ' : ''}${words || (ok ? 'an empty page' : '')}`
}
