// Which build a test judges (docs/this-build.md): before the start, learn the commit under test,
// wait for its deployment (deployment-environment) and for the site to serve it (build-check);
// from then on a test is of this build only if it began after that point. A deployment that is not
// on the application's origin shows nothing (deployment-site.ts). After the test: after-test.ts.
import type { ApplicationInfo } from '../api/test-api.js'
import type { BuildUnderTest } from '../build.js'
import type { CommandResult } from '../command-result.js'
import type { ApplicationConfig } from '../config.js'
import { formatDuration } from '../common/duration.js'
import { publish } from '../report/publish-on-demand.js'
import { forLog, urlWithoutSecrets } from '../common/text.js'
import { buildCheckUrl, lookAtBuild, type BuildLook } from './build-check.js'
import type { RunContext } from './context.js'
import { TIMED_OUT, untilDeadline } from './deadline.js'
import {
  buildCheckOriginProblem,
  deploymentSite,
  siteProblem,
  standInWarning
} from './deployment-site.js'
import { pollPause } from './schedule.js'

export type BuildStep =
  | { early: CommandResult }
  /** `build` absent: no commit is known and nothing was asked of it (behaviour as before). */
  | { build?: BuildUnderTest; deadline: number }

/** What a test must be to be of this build: started after `since` (epoch ms). */
export function thisBuildStart(
  ctx: RunContext<ApplicationConfig>,
  step: { build?: BuildUnderTest; deadline: number }
): { since: number; deadline: number; pollIntervalMs: number } | undefined {
  const since = step.build?.since
  if (since === undefined) return undefined
  return { since, deadline: step.deadline, pollIntervalMs: ctx.config.pollIntervalMs }
}

/**
 * The build under test, established before the start. The waits share one deadline, `timeout`
 * from now: the deployment's success, then the site serving the commit.
 */
export async function establishBuild(
  ctx: RunContext<ApplicationConfig>,
  application: ApplicationInfo | undefined,
  /** false for `start`, which writes no report: an early end is only its outcome and line. */
  report = true
): Promise<BuildStep> {
  const { config, clock } = ctx
  const deadline = clock.now() + config.timeoutMs
  const commit = ctx.build?.commit()
  const asked = config.deploymentEnvironment
    ? 'deployment-environment'
    : config.buildCheck
      ? 'build-check'
      : undefined
  if (!commit) {
    if (!asked) return { deadline }
    return early(
      { ctx, application, report },
      undefined,
      `${asked} needs the commit under test, and it is not known here: set ${ctx.words.input('commit')}`
    )
  }
  const build: BuildUnderTest = { commit, shownBy: 'nothing' }
  ctx.log.info(`Commit under test: ${commit.sha} (${commit.source})`)
  // Refused before any request (no deployment waited for, no page asked): a check elsewhere
  // would otherwise count as showing the build (shownBy, the default branch's record).
  const offSite = config.buildCheck && buildCheckOriginProblem(config.buildCheck, application?.url)
  if (offSite) return early({ ctx, application, report }, build, offSite)
  if (config.deploymentEnvironment) {
    const problem = await waitForDeployment(ctx, build, config.deploymentEnvironment, deadline)
    if (problem) return early({ ctx, application, report }, build, problem)
    const elsewhere = placeDeployment(ctx, build, application)
    if (elsewhere) return early({ ctx, application, report }, build, elsewhere)
  }
  if (config.buildCheck) {
    const problem = await checkBefore(ctx, build, config.buildCheck, application, deadline)
    if (problem) return early({ ctx, application, report }, build, problem)
  }
  return { build, deadline }
}

async function waitForDeployment(
  ctx: RunContext<ApplicationConfig>,
  build: BuildUnderTest,
  environment: string,
  deadline: number
): Promise<string | undefined> {
  const sha = build.commit!.sha
  const where = deploymentWhere(sha, environment)
  if (!ctx.build?.waitForDeployment) {
    return 'deployment-environment: this host cannot see deployments; use build-check instead'
  }
  ctx.log.info(`Waiting for ${where} to succeed`)
  const wait = await ctx.build.waitForDeployment({
    commit: sha,
    environment,
    deadline,
    pollIntervalMs: ctx.config.pollIntervalMs,
    signal: ctx.signal
  })
  const link = (l?: string): string => (l ? ` (${forLog(l, 300)})` : '')
  switch (wait.kind) {
    case 'unavailable':
      return `Could not read ${where}: ${wait.problem}`
    case 'failed':
      return `${capital(where)} ended in "${forLog(wait.state, 20)}"${link(wait.link)}; no test was started`
    case 'timed-out':
      return `${capital(where)} did not succeed within the timeout (${formatDuration(ctx.config.timeoutMs)}; ${wait.state ? `last state: ${forLog(wait.state, 20)}` : 'no deployment found'})${link(wait.link)}; no test was started`
  }
  build.deployment = wait.deployment
  build.since = wait.deployment.succeededAt
  build.shownBy = 'deployment'
  ctx.log.info(
    `${capital(where)} succeeded at ${new Date(build.since).toISOString()}${link(wait.deployment.environmentUrl)}`
  )
  return undefined
}

/**
 * Whether the deployment speaks for the application's site (deployment-site.ts); when it does not,
 * the failure line unless a build check on the application's origin will stand in for it.
 */
function placeDeployment(
  ctx: RunContext<ApplicationConfig>,
  build: BuildUnderTest,
  application: ApplicationInfo | undefined
): string | undefined {
  const deployment = build.deployment!
  const site = deploymentSite(deployment.environmentUrl, application?.url)
  build.deploymentSite = site
  if (site === 'application') return undefined
  // Its success says nothing about the application's site: neither what it shows nor from when.
  build.shownBy = 'nothing'
  build.since = undefined
  const problem = {
    where: deploymentWhere(build.commit!.sha, deployment.environment),
    site,
    deploymentUrl: deployment.environmentUrl,
    applicationUrl: application?.url
  }
  // A build check stands in for it: one on another origin was refused before any request
  // (buildCheckOriginProblem), a path with no application URL is refused by checkBefore.
  if (!ctx.config.buildCheck) return siteProblem(problem)
  ctx.log.warning(standInWarning(problem))
  return undefined
}

function deploymentWhere(sha: string, environment: string): string {
  return `the deployment of ${sha.slice(0, 12)} to ${forLog(environment, 100)}`
}

/** Before the start: the site must serve the commit; a mismatch waits (a rollout takes time). */
async function checkBefore(
  ctx: RunContext<ApplicationConfig>,
  build: BuildUnderTest,
  target: string,
  application: ApplicationInfo | undefined,
  deadline: number
): Promise<string | undefined> {
  const url = buildCheckUrl(target, application?.url)
  if (!url) {
    return `${ctx.words.input('build-check')} ${forLog(urlWithoutSecrets(target), 100)} is a path, and the application's URL is unknown (${ctx.words.setting('api-version', 'v1')}): give a full URL`
  }
  const sha = build.commit!.sha
  build.buildCheck = { url }
  let last: BuildLook = { matched: false }
  let said = false
  const matched = await untilDeadline(
    {
      clock: ctx.clock,
      deadline,
      pause: (round) => pollPause(round, ctx.config.pollIntervalMs),
      signal: ctx.signal
    },
    async () => {
      last = await lookAtBuild(url, sha, ctx.signal)
      if (last.matched) return true
      if (!said) {
        ctx.log.info(
          `${forLog(urlWithoutSecrets(url), 300)} does not serve ${sha.slice(0, 12)} yet (it served ${last.served}); waiting`
        )
        said = true
      }
      return undefined
    }
  )
  const at = ctx.clock.now()
  if (matched === TIMED_OUT) {
    build.buildCheck.before = { matched: false, at, served: last.served }
    return `The site did not serve commit ${sha.slice(0, 12)} within the timeout (${formatDuration(ctx.config.timeoutMs)}): ${forLog(urlWithoutSecrets(url), 300)} served ${last.served}; no test was started`
  }
  build.buildCheck.before = { matched: true, at }
  build.since ??= at
  build.shownBy = build.shownBy === 'deployment' ? 'deployment and build-check' : 'build-check'
  ctx.log.info(`${forLog(urlWithoutSecrets(url), 300)} serves ${sha.slice(0, 12)}`)
  return undefined
}

async function early(
  o: {
    ctx: RunContext<ApplicationConfig>
    application: ApplicationInfo | undefined
    report: boolean
  },
  build: BuildUnderTest | undefined,
  failure: string
): Promise<{ early: CommandResult }> {
  const { ctx, application } = o
  if (!o.report) {
    const result: CommandResult = {
      outcome: 'error',
      failure,
      application: { token: ctx.config.applicationToken, name: application?.name },
      outputs: { commit: build?.commit?.sha }
    }
    return { early: result }
  }
  return publish(ctx, {
    outcome: 'error',
    failure,
    info: { applicationToken: ctx.config.applicationToken, application, build }
  }).then((result) => ({ early: result }))
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}
