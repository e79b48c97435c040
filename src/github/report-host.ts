// Where a GitHub Actions run puts its reports: the runner's temporary folder, the job summary
// file, the run's link, the workflow file to anchor SARIF to, and the pull-request comment.
import * as fs from 'node:fs'
import * as os from 'node:os'
import type { ReportHost, UpsertResult } from '../report/host.js'
import { githubRepository, runUrlFromEnv } from '../report/repository.js'
import type { UpsertCommentOptions } from './comment.js'
import { commentKey } from './comment-marker.js'
import { pullRequestFromContext, type PullRequestRef } from './pull-request.js'
import { chooseAnchorFile } from './sarif-anchor.js'

// The run's link is shared with the tool on GitHub Actions (src/report/repository.ts).
export { runUrlFromEnv }

/** Seams for tests; the defaults are the real file system and GitHub's API. */
export interface GithubReportDeps {
  exists: (absolutePath: string) => boolean
  upsert: (o: UpsertCommentOptions) => Promise<UpsertResult>
  /** The pull request a `workflow_run` gate judges (pull-request-lookup.ts). */
  runPullRequest?: (
    env: NodeJS.ProcessEnv,
    githubToken: string
  ) => Promise<{ pr: PullRequestRef } | { skip: string }>
}

/** How long the pull request's lookup may take, all its requests together. */
const LOOKUP_TIMEOUT_MS = 30_000

const realDeps: GithubReportDeps = {
  exists: fs.existsSync,
  // Octokit is loaded for the comment only, so a run without one starts faster.
  upsert: async (o) => (await import(/* webpackMode: "eager" */ './comment.js')).upsertComment(o),
  runPullRequest: async (env, githubToken) => {
    // One after the other: they share modules (Jest's module loader races on a shared one).
    const { restClient } = await import(/* webpackMode: "eager" */ './rest.js')
    const { pullRequestOfRun } = await import(/* webpackMode: "eager" */ './pull-request-lookup.js')
    const signal = AbortSignal.timeout(LOOKUP_TIMEOUT_MS)
    return pullRequestOfRun(env, () => restClient(githubToken, env, signal))
  }
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
  // A `workflow_run` gate (a fork's pull request) comments on the pull request whose head is
  // the run's commit, found through the API; every other event names its pull request itself.
  const fromApi = env.GITHUB_EVENT_NAME === 'workflow_run'
  if (fromApi && !githubToken) {
    c.log.warning('No pull-request comment: the github-token input is empty.')
    return 'failed'
  }
  const found =
    fromApi && githubToken
      ? await (deps.runPullRequest ?? realDeps.runPullRequest!)(env, githubToken)
      : pullRequestFromContext(env)
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
