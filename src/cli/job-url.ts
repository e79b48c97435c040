// The page of the CI job the tool runs in, from the variables each system sets on every job: the
// test-result predicate's `url` (where the run and its log are). Only an http(s) address without
// credentials; a system whose page is not known gives none.
import { runUrlFromEnv, webUrl } from '../report/repository.js'
import type { CiSystem } from './ci-system.js'

export function ciJobUrl(env: NodeJS.ProcessEnv, ci: CiSystem): string | undefined {
  return webUrl(jobAddress(env, ci))
}

function jobAddress(env: NodeJS.ProcessEnv, ci: CiSystem): string | undefined {
  switch (ci) {
    case 'gitlab':
      return env.CI_JOB_URL
    case 'azure': {
      const collection = env.SYSTEM_COLLECTIONURI || env.SYSTEM_TEAMFOUNDATIONCOLLECTIONURI
      const project = env.SYSTEM_TEAMPROJECT
      const build = env.BUILD_BUILDID
      if (!collection || !project || !build || !/^\d+$/.test(build)) return undefined
      return `${collection.replace(/\/*$/, '/')}${encodeURIComponent(project)}/_build/results?buildId=${build}`
    }
    case 'jenkins':
      return env.BUILD_URL
    case 'circleci':
      return env.CIRCLE_BUILD_URL
    case 'bitbucket': {
      const repo = env.BITBUCKET_REPO_FULL_NAME
      const build = env.BITBUCKET_BUILD_NUMBER
      if (
        !repo ||
        !/^[\w.-]+\/[\w.-]+$/.test(repo) ||
        repo.includes('..') ||
        !build ||
        !/^\d+$/.test(build)
      ) {
        return undefined
      }
      return `https://bitbucket.org/${repo}/pipelines/results/${build}`
    }
    case 'github':
      return runUrlFromEnv(env)
    case 'none':
      return undefined
  }
}
