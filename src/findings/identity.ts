// Stable identities: an occurrence is "the same" across runs, processes and machines when its
// finding name, method and normalised URL are; without a location, when its name, method and
// severity are (never its place in the list: a critical listed first must not take the identity a
// low was adopted under). Baselines, ignore entries, SARIF fingerprints and the pull-request
// comment all rely on these exact bytes: changing anything here makes every stored baseline look
// new — which fails closed (the occurrence counts as new), the one safe direction.
import { createHash, hash, type Hash } from 'node:crypto'
import type { Severity } from './types.js'

/** The URL shown for a listed finding that no occurrence could be read for. */
export const LOCATION_UNKNOWN = '(location unknown)'

/** A normalised URL that names no place: empty, or the reader's "location unknown". */
export function isUnlocated(normalizedUrl: string): boolean {
  return normalizedUrl === '' || normalizedUrl === LOCATION_UNKNOWN
}

/**
 * What stands for the URL in the id of an occurrence without a location: its severity. Not a URL
 * any occurrence can have (a URL has no space), so it never meets a located one.
 */
export function unlocatedPart(severity: Severity): string {
  return `${LOCATION_UNKNOWN} ${severity}`
}

/**
 * Scheme and host lower-cased, default port (80 for http, 443 for https) dropped, query
 * parameters sorted by key then value (raw, as written: `a%20b` and `a+b` stay different), empty
 * parameters dropped. A fragment that starts with `/` or `!/` is a single-page application's route
 * (`/#/cart`, `/#!/cart`): it is part of the location and kept as the parser writes it; any other
 * fragment (`#top`) is dropped. The path is what the WHATWG URL parser makes of it (case
 * kept; dot segments resolved, an empty path becomes `/`). A string that is not an absolute URL
 * comes back trimmed.
 */
export function normalizeUrl(url: string): string {
  if (NORMAL.test(url) && !NOT_NORMAL.test(url)) return url
  const trimmed = url.trim()
  return plainUrl(trimmed) ?? viaParser(trimmed)
}

// The commonest URL of all, answered by two tests and no copy: an http(s) URL `plainUrl` would
// return unchanged — what PLAIN (below) matches with a path, no port, no fragment, no white
// space, and a query of one non-empty parameter or none (several need `sortQuery`), and nowhere
// a dot segment, a `%2e` or punycode. Anything else takes the general path below, so this only
// saves time: about half of normalising 100,000 URLs (bench/README.md).
const NORMAL =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z](?:[a-z0-9-]*[a-z0-9])?\/[\w\-.~!$&'()*+,;=:@/%]*(?:\?[\w\-.~!$()*+,;=:@/?%]+)?$/
const NOT_NORMAL = /\/\.|%2e|xn--/i

// An http(s) URL the WHATWG parser would leave as it is but for the port, the empty path and the
// fragment: lower-case scheme and host whose last label starts with a letter (no IPv4 forms, no
// punycode), only unreserved or sub-delimiter characters and `%` in path and query, no dot
// segment. Parsing 100,000 URLs costs more than the rest of reading a result together; most URLs
// take this path, and `viaParser` gives the same answer for them (a test compares the two).
const PLAIN =
  /^(https?):\/\/((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z](?:[a-z0-9-]*[a-z0-9])?)(?::([1-9][0-9]{0,4}))?(\/[\w\-.~!$&'()*+,;=:@/%]*)?(?:\?([\w\-.~!$&()*+,;=:@/?%]*))?(?:#[^]*)?$/
const DEFAULT_PORT: Record<string, string> = { http: '80', https: '443' }

function plainUrl(url: string): string | undefined {
  const m = PLAIN.exec(url)
  if (m === null) return undefined
  const [, scheme, host, port, path, query] = m as unknown as [
    string,
    string,
    string,
    string?,
    string?,
    string?
  ]
  if (host.includes('xn--') || (path !== undefined && /\/\.|%2e/i.test(path))) return undefined
  if (port !== undefined && Number(port) > 65535) return undefined
  const sortedQuery = sortQuery(query ?? '')
  // "?" + the query as written, or "" for none: sortQuery changed nothing.
  const sameQuery =
    query === undefined || (sortedQuery.length === query.length + 1 && sortedQuery.endsWith(query))
  // A route in the fragment is kept: the parser writes it (its percent-encoding) for both paths.
  const hashAt = url.indexOf('#')
  if (hashAt >= 0 && isRoute(url, hashAt)) return undefined
  // Most URLs are already normal: the same string back, no copy held per occurrence.
  if (port === undefined && path !== undefined && sameQuery && !url.includes('#')) return url
  const kept = port === undefined || port === DEFAULT_PORT[scheme] ? '' : `:${port}`
  return `${scheme}://${host}${kept}${path ?? '/'}${sortedQuery}`
}

/** The general case, through the WHATWG URL parser. Exported for the test that checks `plainUrl`. */
export function viaParser(trimmed: string): string {
  let parsed: URL
  try {
    parsed = new URL(trimmed)
  } catch {
    return trimmed
  }
  // The parser already lower-cases scheme and host and drops the scheme's default port. The
  // fragment is cut from `href` (a `#` before it is always percent-encoded); assigning
  // `parsed.hash` would re-serialise the whole URL, which costs more than the parse.
  const href = parsed.href
  const hashAt = href.indexOf('#')
  const withQuery = hashAt < 0 ? href : href.slice(0, hashAt)
  const route = hashAt >= 0 && isRoute(href, hashAt) ? href.slice(hashAt) : ''
  const queryAt = withQuery.indexOf('?')
  if (queryAt < 0) return withQuery + route
  // The query is re-assembled from its raw parts: `parsed.search = …` would re-encode it.
  return withQuery.slice(0, queryAt) + sortQuery(withQuery.slice(queryAt + 1)) + route
}

/** The fragment starting at `hashAt` (the `#`) is a route: `#/…` or `#!/…`. */
function isRoute(url: string, hashAt: number): boolean {
  const c = url.charCodeAt(hashAt + 1)
  return c === SLASH || (c === BANG && url.charCodeAt(hashAt + 2) === SLASH)
}
const SLASH = 47
const BANG = 33

/** Raw query (without `?`) with its parameters in order: "?a=1&b=2", or "" when empty. */
function sortQuery(query: string): string {
  if (query.length === 0) return ''
  if (!query.includes('&')) return '?' + query
  const params = query.split('&')
  let clean = true
  let sorted = true
  for (let i = 0; i < params.length; i++) {
    if ((params[i] as string).length === 0) clean = false
    else if (i > 0 && sorted)
      sorted = compareParams(params[i - 1] as string, params[i] as string) <= 0
  }
  // Most queries are one parameter or already in order: no new string then.
  if (clean && sorted) return '?' + query
  const kept = clean ? params : params.filter((p) => p.length > 0)
  // Array.prototype.sort is stable too, but slower for the few parameters of a usual URL.
  if (kept.length <= 16) insertionSort(kept)
  else kept.sort(compareParams)
  return kept.length === 0 ? '' : '?' + kept.join('&')
}

/** Stable: equal parameters keep their order. Quadratic, so only for short lists. */
function insertionSort(params: string[]): void {
  for (let i = 1; i < params.length; i++) {
    const p = params[i] as string
    let j = i - 1
    while (j >= 0 && compareParams(params[j] as string, p) > 0) {
      params[j + 1] = params[j] as string
      j--
    }
    params[j + 1] = p
  }
}

const EQUALS = 61

/**
 * By key (up to the first `=`), then by value, in code-unit order (not localeCompare: the order
 * must not depend on the runner's locale). Without slicing: this runs for every parameter pair.
 */
function compareParams(a: string, b: string): number {
  let i = 0
  for (;;) {
    const ca = i < a.length ? a.charCodeAt(i) : EQUALS
    const cb = i < b.length ? b.charCodeAt(i) : EQUALS
    if (ca === EQUALS || cb === EQUALS) {
      if (ca !== cb) return ca === EQUALS ? -1 : 1
      break
    }
    if (ca !== cb) return ca - cb
    i++
  }
  // Same key, ending at i; values start after the `=` (empty when there is none).
  for (let j = i + 1; ; j++) {
    const done = j >= a.length
    if (done || j >= b.length) return done ? (j >= b.length ? 0 : -1) : 1
    const d = a.charCodeAt(j) - b.charCodeAt(j)
    if (d !== 0) return d
  }
}

/** Upper-cased and trimmed; GET when empty. */
export function normalizeMethod(method: string): string {
  const m = method.trim().toUpperCase()
  return m === '' ? 'GET' : m
}

const ID_CHARS = 32
const KEY_CHARS = 16
// Above this, a name is hashed once and the hash state copied per occurrence (a hostile document
// may give one finding a 50 MB name and 100,000 occurrences).
const SHORT_NAME_CHARS = 1024

/**
 * sha-256 hex (first 32 characters) of `name + "\n" + METHOD + "\n" + normalised URL`; for an
 * occurrence without a location (no URL, or the reader's "location unknown") the URL's place holds
 * its severity (`unlocatedPart`), so `severity` is needed then (absent: unknown).
 */
export function occurrenceId(
  name: string,
  method: string,
  url: string,
  severity: Severity = 'unknown'
): string {
  const normalizedUrl = normalizeUrl(url)
  return idFromNormalized(name)(
    normalizeMethod(method),
    isUnlocated(normalizedUrl) ? unlocatedPart(severity) : normalizedUrl
  )
}

/**
 * The id maker of one finding name, for many occurrences and callers that already hold the
 * normalised method and URL (or `unlocatedPart`): the name is trimmed (and, when long, hashed) once.
 */
export function idFromNormalized(name: string): (method: string, normalizedUrl: string) => string {
  const prefix = name.trim() + '\n'
  if (prefix.length <= SHORT_NAME_CHARS) {
    return (method, normalizedUrl) =>
      hash('sha256', `${prefix}${method}\n${normalizedUrl}`).slice(0, ID_CHARS)
  }
  const state: Hash = createHash('sha256').update(prefix)
  return (method, normalizedUrl) =>
    state.copy().update(`${method}\n${normalizedUrl}`).digest('hex').slice(0, ID_CHARS)
}

/** Stable key of a finding (the SARIF rule id): sha-256 hex of the trimmed name, 16 characters. */
export function findingKey(name: string): string {
  return createHash('sha256').update(name.trim()).digest('hex').slice(0, KEY_CHARS)
}
