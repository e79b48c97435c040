// Which proxy a request goes through, from the environment variables every CI runner and
// command line use: HTTPS_PROXY / HTTP_PROXY (either case) and NO_PROXY's exceptions.

/** The proxy URL for `target`, or undefined to connect directly. */
export function proxyFor(target: string, env: NodeJS.ProcessEnv): string | undefined {
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return undefined
  }
  const https = url.protocol === 'https:'
  const proxy = https
    ? env.https_proxy || env.HTTPS_PROXY
    : url.protocol === 'http:'
      ? env.http_proxy || env.HTTP_PROXY
      : undefined
  if (!proxy || bypassed(url, env.no_proxy || env.NO_PROXY || '')) return undefined
  return proxy
}

/**
 * NO_PROXY: comma- or space-separated host names, each matching itself and its subdomains
 * (`example.com`, `.example.com`), optionally with a port; `*` matches everything.
 */
function bypassed(url: URL, noProxy: string): boolean {
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '')
  const port = url.port || (url.protocol === 'https:' ? '443' : '80')
  for (const raw of noProxy.split(/[\s,]+/)) {
    const entry = raw.trim().toLowerCase()
    if (!entry) continue
    if (entry === '*') return true
    const [name = '', entryPort] = entry.replace(/^\[|\]$/g, '').split(/:(?=\d+$)/)
    if (entryPort && entryPort !== port) continue
    const bare = name.replace(/^\*?\./, '')
    if (host === bare || host.endsWith(`.${bare}`)) return true
  }
  return false
}
