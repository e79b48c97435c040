// Where a GitHub Actions run puts its reports: the runner's temporary folder, the job summary
// file, the run's link, the workflow file to anchor SARIF to, and the pull-request comment.
import * as fs from 'node:fs'
import * as os from 'node:os'
import type { ReportHost, UpsertResult } from '../report/host.js'
import { githubRepository, runUrlFromEnv } from '../report/repository.js'
import type { UpsertCommentOptions } from './comment.js'
import { commentKey } from './comment-marker.js'
import { pullRequestFromContext } from './pull-request.js'
import { chooseAnchorFile } from './sarif-anchor.js'

// The run's link is shared with the tool on GitHub Actions (src/report/repository.ts).
export { runUrlFromEnv }

/** Seams for tests; the defaults are the real file system and GitHub's API. */
export interface GithubReportDeps {
  exists: (absolutePath: string) => boolean
  upsert: (o: UpsertCommentOptions) => Promise<UpsertResult>
}

const realDeps: GithubReportDeps = {
  exists: fs.existsSync,
  // Octokit is loaded for the comment only, so a run without one starts faster.
  upsert: async (o) => (await import(/* webpackMode: "eager" */ './comment.js')).upsertComment(o)
}

export function githubReportHost(
  env: NodeJS.ProcessEnv,
  githubToken: string | undefined,
  deps: GithubReportDeps = realDeps
): ReportHost {
  return {
    tempDir: env.RUNNER_TEMP || os.tmpdir(),
    summaryFile: env.GITHUB_STEP_SUMMARY || undefined,
    // The step ends with its failure line as an ::error:: (core.setFailed): the verdict block
    // does not say the same reason first (each failure once in the log).
    reasonLast: true,
    runUrl: runUrlFromEnv(env),
    informationUri: actionHome(env),
    repository: githubRepository(env),
    sarifAnchor: () => chooseAnchorFile(env, deps.exists),
    comment: (body, applications, log) =>
      comment(env, githubToken, deps, { body, key: commentKey(env, applications), log })
  }
}

async function comment(
  env: NodeJS.ProcessEnv,
  githubToken: string | undefined,
  deps: GithubReportDeps,
  c: Pick<UpsertCommentOptions, 'body' | 'key' | 'log'>
): Promise<UpsertResult | undefined> {
  const found = pullRequestFromContext(env)
  if ('skip' in found) {
    c.log.info(`No pull-request comment: ${found.skip}.`)
    return undefined
  }
  if (!githubToken) {
    c.log.warning('No pull-request comment: the github-token input is empty.')
    return 'failed'
  }
  return deps.upsert({
    token: githubToken,
    apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
    repo: { owner: found.pr.owner, repo: found.pr.repo },
    issueNumber: found.pr.number,
    ...c
  })
}

/** The action's repository page, for SARIF's tool.driver.informationUri. */
function actionHome(env: NodeJS.ProcessEnv): string | undefined {
  const repo = env.GITHUB_ACTION_REPOSITORY
  if (!repo || !/^[\w.-]+\/[\w.-]+$/.test(repo)) return undefined
  return `${(env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')}/${repo}`
}
