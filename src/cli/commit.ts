// The commit under test for the tool: --commit, else SECURITY_TEST_COMMIT, else the CI system's
// own variable. The tool has no deployments to wait on (deployment-environment is refused by the
// argument parser); it shows the build with build-check.
import type { CommitUnderTest } from '../build.js'
import type { Log } from '../common/log.js'
import { forLog } from '../common/text.js'

export const COMMIT_ENV = 'SECURITY_TEST_COMMIT'

/** Each CI system's variable for the commit being built, in the order they are tried. */
const CI_COMMIT_VARIABLES = [
  'CI_COMMIT_SHA', // GitLab CI
  'BUILD_SOURCEVERSION', // Azure Pipelines
  'GIT_COMMIT', // Jenkins (Git plugin)
  'BITBUCKET_COMMIT', // Bitbucket Pipelines
  'CIRCLE_SHA1', // CircleCI
  'GITHUB_SHA' // GitHub Actions, when the tool runs there
]

const HEX = /^[0-9a-f]{7,40}$/i

export function cliCommit(
  env: NodeJS.ProcessEnv,
  given: string | undefined,
  log: Log
): CommitUnderTest | undefined {
  if (given) return { sha: given, source: '--commit' }
  for (const name of [COMMIT_ENV, ...CI_COMMIT_VARIABLES]) {
    const value = (env[name] ?? '').trim()
    if (!value) continue
    if (HEX.test(value)) return { sha: value.toLowerCase(), source: name }
    // A variable that holds something else (a tag, a placeholder) is not a commit: say so once.
    log.warning(
      `${name} (${forLog(value, 60)}) is not a commit SHA; it is not used as the commit under test`
    )
  }
  return undefined
}
