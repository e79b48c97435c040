// Which build a test judges (docs/this-build.md): before the start, learn the commit under test,
// wait for its deployment (deployment-environment) and for the site to serve it (build-check);
// from then on a test is of this build only if it began after that point. After the test, the
// build check again: a site that changed during the test makes the verdict an error.
import type { ApplicationInfo } from '../api/test-api.js'
import type { BuildUnderTest, Deployment } from '../build.js'
import type { CommandResult } from '../command-result.js'
import type { ApplicationConfig } from '../config.js'
import { formatDuration } from '../duration.js'
import { publish } from '../report/publish.js'
import { forLog, urlWithoutSecrets, visibleUrl } from '../text.js'
import { buildCheckUrl, lookAtBuild, type BuildLook } from './build-check.js'
import type { RunContext } from './context.js'
import { TIMED_OUT, untilDeadline } from './deadline.js'
import { pollPause } from './schedule.js'

/** Looks at the page after the test before a mismatch stands, and the pause between them. */
const AFTER_LOOKS = 3
const AFTER_PAUSE_MS = 2_000

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
  if (config.deploymentEnvironment) {
    const problem = await waitForDeployment(ctx, build, config.deploymentEnvironment, deadline)
    if (problem) return early({ ctx, application, report }, build, problem)
    warnOnOtherSite(ctx, build.deployment!, application)
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
  const where = `the deployment of ${sha.slice(0, 12)} to ${forLog(environment, 100)}`
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

/** The test runs against the application's URL, whatever the deployment says: say so once. */
function warnOnOtherSite(
  ctx: RunContext<ApplicationConfig>,
  deployment: Deployment,
  application: ApplicationInfo | undefined
): void {
  const deployed = deployment.environmentUrl
  if (!deployed || !application?.url || !URL.canParse(application.url)) return
  if (new URL(deployed).origin === new URL(application.url).origin) return
  ctx.log.warning(
    `The deployment's URL (${forLog(visibleUrl(deployed), 200)}) is not the application's (${forLog(visibleUrl(application.url), 200)}): the test runs against the application's URL`
  )
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

/**
 * After the test: the site must still serve the commit. A mismatch is the failure line (the
 * verdict would be about whatever the site served meanwhile); undefined when it matched or
 * nothing is to be checked.
 */
export async function checkAfter(
  ctx: RunContext<ApplicationConfig>,
  build: BuildUnderTest | undefined
): Promise<string | undefined> {
  const check = build?.buildCheck
  const sha = build?.commit?.sha
  if (!check || !sha || build.reused) return undefined
  // A few looks, a moment apart: a dropped connection is not yet another build.
  let look = await lookAtBuild(check.url, sha, ctx.signal)
  for (let i = 1; i < AFTER_LOOKS && !look.matched; i++) {
    await ctx.clock.sleep(AFTER_PAUSE_MS, ctx.signal)
    look = await lookAtBuild(check.url, sha, ctx.signal)
  }
  check.after = { matched: look.matched, at: ctx.clock.now(), served: look.served }
  if (look.matched) return undefined
  return `The site served another build during the test: after the test ${forLog(urlWithoutSecrets(check.url), 300)} served ${look.served}, not commit ${sha.slice(0, 12)}`
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
