// The repository a report names (SARIF `versionControlProvenance`, the commit's link in the
// summary and comment), in one form whatever the host's variable looks like. CI systems hand it
// over as an https URL that may carry a user and a token (Jenkins' GIT_URL, Azure's
// BUILD_REPOSITORY_URI), or as an SSH address (CircleCI): a report shows neither the
// credentials nor SSH's form, which SARIF viewers cannot open.
import type { RepositoryLink } from './context.js'

/**
 * `https://host/owner/repo` from an http(s), `ssh://` or `git@host:path` address: no
 * credentials, query, fragment, trailing slash or `.git`. `commitPath` (`/commit/`) makes the
 * commit link. Undefined for anything else (a local path, another scheme).
 */
export function repositoryLink(address: string, commitPath?: string): RepositoryLink | undefined {
  const text = address.trim()
  const scp = /^[\w.-]+@([\w.-]+):(?!\/)(.+)$/.exec(text)
  let url: URL
  try {
    url = new URL(scp ? `https://${scp[1]}/${scp[2]}` : text)
  } catch {
    return undefined
  }
  if (url.protocol === 'ssh:') url = new URL(`https://${url.hostname}${url.pathname}`)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  const path = url.pathname.replace(/\/+$/, '').replace(/\.git$/, '')
  if (path === '') return undefined
  const uri = `${url.protocol}//${url.host}${path}`
  return commitPath ? { uri, commitBase: uri + commitPath } : { uri }
}

/**
 * `GITHUB_SERVER_URL/GITHUB_REPOSITORY` (GitHub Enterprise too), with its commit pages: the
 * action's host reads it, and so does the tool when it runs on GitHub Actions.
 */
export function githubRepository(env: NodeJS.ProcessEnv): RepositoryLink | undefined {
  const repo = env.GITHUB_REPOSITORY
  if (!repo || !/^[\w.-]+\/[\w.-]+$/.test(repo) || repo.includes('..')) return undefined
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')
  return repositoryLink(`${server}/${repo}`, '/commit/')
}

/** `https://github.com/o/r/actions/runs/1` from the runner's environment, when all parts exist. */
export function runUrlFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const server = env.GITHUB_SERVER_URL
  const repo = env.GITHUB_REPOSITORY
  const run = env.GITHUB_RUN_ID
  if (!server || !repo || !run) return undefined
  const attempt = env.GITHUB_RUN_ATTEMPT ? `/attempts/${env.GITHUB_RUN_ATTEMPT}` : ''
  return `${server.replace(/\/+$/, '')}/${repo}/actions/runs/${run}${attempt}`
}

/** `text` as an http(s) URL without a user or password, else undefined (a page to link to). */
export function webUrl(text: string | undefined): string | undefined {
  if (!text) return undefined
  try {
    const url = new URL(text.trim())
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
    if (url.username || url.password) return undefined
    return url.href
  } catch {
    return undefined
  }
}
