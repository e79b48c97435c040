// What GitHub knows of the build under test: the commit (commit.ts) and its deployments
// (deployments.ts, loaded only when deployment-environment asks for them). Several applications
// in one step share one build: the deployment is waited for once and every part reads the answer.
import type { BuildHost, DeploymentWait } from '../build.js'
import type { Config } from '../config.js'
import { githubCommit } from './commit.js'

export function githubBuildHost(env: NodeJS.ProcessEnv, config: Config): BuildHost {
  const waits = new Map<string, Promise<DeploymentWait>>()
  const options = { env, githubToken: config.githubToken }
  return {
    commit: () => githubCommit(env, config.commit),
    waitForDeployment: (o) => {
      const key = `${o.commit} ${o.environment}`
      let wait = waits.get(key)
      if (!wait) {
        wait = import(/* webpackMode: "eager" */ './deployments.js').then((m) =>
          m.waitForGithubDeployment({ ...options, ...o })
        )
        waits.set(key, wait)
      }
      return wait
    },
    deploymentExists: async (o) =>
      (await import(/* webpackMode: "eager" */ './deployments.js')).githubDeploymentExists({
        ...options,
        ...o
      }),
    nextDeployment: async (o) =>
      (await import(/* webpackMode: "eager" */ './deployments.js')).nextGithubDeployment({
        ...options,
        ...o
      }),
    laterDeployment: async (o) =>
      (await import(/* webpackMode: "eager" */ './later-deployment.js')).laterGithubDeployment({
        ...options,
        ...o
      })
  }
}
