// Redirects, judged by the transport rather than followed by the HTTP library: the access token
// travels in a header (v2) or in the body (v1), and neither may reach another origin. A redirect
// within the service's own origin (a gateway adding a prefix or a slash) is followed when
// following it keeps the request what it was.
import { forLog } from '../common/text.js'

/** More hops than this is a loop, not a service. */
export const MAX_REDIRECTS = 5
/** Characters of the target shown in the failure line. */
const TARGET_CHARS = 200

export type RedirectStep =
  | { follow: string }
  /** Our words plus the target (cleaned, cut, without its query); still to be redacted. */
  | { refuse: string }

/**
 * What to do with a 3xx answer to `method url`. 307 and 308 keep method and body by definition;
 * 301, 302 and 303 may turn a request into a GET, so they are followed only for a GET.
 */
export function judgeRedirect(
  method: string,
  url: string,
  status: number,
  location: string | undefined,
  hops: number,
  /** How the user names base-url: `base-url` (action), `--base-url` (tool). */
  name = 'base-url'
): RedirectStep {
  if (location === undefined || location.trim() === '') {
    return {
      refuse: `the service answered HTTP ${status} (a redirect) without saying where to; check ${name}`
    }
  }
  let target: URL
  try {
    target = new URL(location.trim(), url)
  } catch {
    return { refuse: `the service answered HTTP ${status} with a redirect that is not an address` }
  }
  const shown = forLog(`${target.origin}${target.pathname}`, TARGET_CHARS)
  const fix = `set ${name} to the address the service answers at`
  if (target.origin !== new URL(url).origin) {
    return {
      refuse:
        `the service redirected (HTTP ${status}) to ${shown}, another address than ${name}; ` +
        `it is not followed, so the access token stays with ${name}. ${capital(fix)}`
    }
  }
  if (hops >= MAX_REDIRECTS) {
    return { refuse: `the service redirected more than ${MAX_REDIRECTS} times (last to ${shown})` }
  }
  if (status !== 307 && status !== 308 && method !== 'GET') {
    return { refuse: `the service redirected a ${method} (HTTP ${status}) to ${shown}; ${fix}` }
  }
  return { follow: target.href }
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}
