// The repository of the pipeline the tool runs in, from its CI system's own variable, for
// SARIF's versionControlProvenance and the commit's link in the summary. A commit link only
// where the system's page for a commit is known.
import { githubRepository, repositoryLink } from '../report/repository.js'
import type { RepositoryLink } from '../report/context.js'
import type { CiSystem } from './ci-system.js'

export function cliRepository(env: NodeJS.ProcessEnv, ci: CiSystem): RepositoryLink | undefined {
  const from = (v: string | undefined, commitPath?: string): RepositoryLink | undefined =>
    v ? repositoryLink(v, commitPath) : undefined
  switch (ci) {
    case 'gitlab':
      return from(env.CI_PROJECT_URL, '/-/commit/')
    case 'azure':
      return from(env.BUILD_REPOSITORY_URI)
    case 'jenkins':
      return from(env.GIT_URL)
    case 'bitbucket':
      return from(env.BITBUCKET_GIT_HTTP_ORIGIN, '/commits/')
    case 'circleci':
      return from(env.CIRCLE_REPOSITORY_URL)
    case 'github':
      return githubRepository(env)
    case 'none':
      return undefined
  }
}
