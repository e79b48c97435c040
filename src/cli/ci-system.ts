// Which CI system the tool runs on, told by the variable each one sets on every job, and what
// that system reads natively: the report files the tool then writes without being asked.

export type CiSystem = 'gitlab' | 'azure' | 'jenkins' | 'circleci' | 'bitbucket' | 'github' | 'none'

export interface CiDefaults {
  /** JUnit XML, where Jenkins, CircleCI and Bitbucket pick it up. */
  junitFile?: string
  /** The DAST report GitLab's `artifacts:reports:dast` reads. */
  gitlabReportFile?: string
  /** The summary Azure attaches to the run (##vso[task.uploadsummary]). */
  summaryFile?: string
  /** Azure logging commands: findings as `##vso[task.logissue]` lines, the summary attached. */
  azureCommands: boolean
  /** The pipeline file SARIF results point at (SARIF needs a file; a DAST finding has none). */
  anchorFile: string
}

/** Relative to the working directory; the default folder of every file the tool writes. */
export const RESULTS_DIR = 'security-test-results'

export function detectCi(env: NodeJS.ProcessEnv): CiSystem {
  if (env.GITLAB_CI) return 'gitlab'
  if (env.TF_BUILD) return 'azure'
  if (env.JENKINS_URL || env.JENKINS_HOME) return 'jenkins'
  if (env.CIRCLECI) return 'circleci'
  if (env.BITBUCKET_BUILD_NUMBER) return 'bitbucket'
  if (env.GITHUB_ACTIONS) return 'github'
  return 'none'
}

const JUNIT = `${RESULTS_DIR}/junit.xml`
// Bitbucket reads JUnit files by itself only from folders named test-results, test-reports,
// surefire-reports, failsafe-reports or TestResults: security-test-results/ is not one of them.
const BITBUCKET_JUNIT = 'test-results/security-test/junit.xml'

export function ciDefaults(ci: CiSystem): CiDefaults {
  switch (ci) {
    case 'gitlab':
      return {
        gitlabReportFile: 'gl-dast-report.json',
        azureCommands: false,
        anchorFile: '.gitlab-ci.yml'
      }
    case 'azure':
      return {
        summaryFile: `${RESULTS_DIR}/summary.md`,
        azureCommands: true,
        anchorFile: 'azure-pipelines.yml'
      }
    case 'jenkins':
      return { junitFile: JUNIT, azureCommands: false, anchorFile: 'Jenkinsfile' }
    case 'circleci':
      return { junitFile: JUNIT, azureCommands: false, anchorFile: '.circleci/config.yml' }
    case 'bitbucket':
      return {
        junitFile: BITBUCKET_JUNIT,
        azureCommands: false,
        anchorFile: 'bitbucket-pipelines.yml'
      }
    case 'github':
    case 'none':
      return { azureCommands: false, anchorFile: 'README.md' }
  }
}
