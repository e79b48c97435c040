// unregister: delete the application (the end of a preview deployment's life), stopping its test
// first when if-running: stop, and with delete-project: true also its project once it is empty.
// Deleting what is already gone succeeds: a cleanup job that runs twice must not fail twice.
import { hasCode } from '../api/errors.js'
import { formatDuration } from '../common/duration.js'
import { pollPause } from '../lifecycle/schedule.js'
import { TIMED_OUT, untilDeadline } from '../lifecycle/deadline.js'
import { forLog, forMarkdown } from '../common/text.js'
import {
  describeProject,
  findProjectOfApplication,
  type ApplicationsApi,
  type Project
} from '../api/applications.js'
import type { CommandResult } from '../command-result.js'
import type { ApplicationConfig } from '../config.js'
import type { RunContext } from '../lifecycle/context.js'
import { appendStepSummary } from '../report/step-summary.js'

/** How long a stopped test may take to let go of its application (bounded by timeout too). */
const STOP_WAIT_MAX_MS = 10 * 60_000

export async function unregister(ctx: RunContext<ApplicationConfig>): Promise<CommandResult> {
  const api = ctx.applications
  const token = ctx.config.applicationToken
  // The delete answer names the project; looking first covers a service that leaves it out.
  const before = ctx.config.deleteProject ? await projectOf(ctx, api, token) : undefined

  const deleted = await deleteApplication(ctx, api, token)
  if (deleted === 'gone') {
    ctx.log.notice(`Application ${token} does not exist (deleted already); nothing to do.`)
    summary(ctx, [`The application \`${token}\` was deleted already; nothing to do.`])
    return { outcome: 'passed', outputs: { 'application-token': token } }
  }
  if ('failure' in deleted) {
    return { outcome: 'error', failure: deleted.failure, outputs: { 'application-token': token } }
  }
  ctx.log.info(`Deleted application ${token}`)
  const lines = [`Deleted the application \`${token}\`.`]
  const projectKey = deleted.projectKey || before?.key
  if (ctx.config.deleteProject) lines.push(await deleteProjectIfEmpty(ctx, api, projectKey, before))
  summary(ctx, lines)
  return { outcome: 'passed', outputs: { 'application-token': token, 'project-key': projectKey } }
}

type Deleted = { projectKey?: string } | 'gone' | { failure: string }

async function deleteApplication(
  ctx: RunContext<ApplicationConfig>,
  api: ApplicationsApi,
  token: string
): Promise<Deleted> {
  const started = ctx.clock.now()
  let stopSent = false
  const deleted = await untilDeadline<Deleted>(
    {
      clock: ctx.clock,
      deadline: started + Math.min(ctx.config.timeoutMs, STOP_WAIT_MAX_MS),
      pause: (round) => pollPause(round, ctx.config.pollIntervalMs),
      signal: ctx.signal
    },
    async () => {
      try {
        return await api.deleteApplication(token, ctx.signal)
      } catch (e) {
        if (hasCode(e, 'INVALID_APPLICATION_TOKEN', 'NOT_AUTHORIZED')) {
          if (await isGone(api, token, ctx.signal)) return 'gone'
          throw e
        }
        if (!hasCode(e, 'TEST_RUNNING')) throw e
      }
      if (ctx.config.ifRunning !== 'stop') {
        return {
          failure: `Application ${token} has a test running, so it cannot be deleted. Set ${ctx.words.setting('if-running', 'stop')} to stop the test and then delete it, or run ${ctx.words.command('unregister')} again once the test has ended.`
        }
      }
      if (!stopSent) {
        await stopTest(ctx, api, token)
        stopSent = true
      }
      return undefined
    }
  )
  if (deleted !== TIMED_OUT) return deleted
  return {
    failure: `Application ${token} still had a running test ${formatDuration(ctx.clock.now() - started)} after the stop request, so it was not deleted. Run unregister again later.`
  }
}

async function stopTest(
  ctx: RunContext<ApplicationConfig>,
  api: ApplicationsApi,
  token: string
): Promise<void> {
  try {
    await api.stopTest(token, ctx.signal)
    ctx.log.info(
      `Application ${token} has a test running: the stop request was sent; waiting to delete`
    )
  } catch (e) {
    // FAILED: no test runs any more (it ended since the delete said otherwise): delete again.
    if (!hasCode(e, 'FAILED')) throw e
    ctx.log.info(`Stopping the test of application ${token} failed; trying to delete again`)
  }
}

/**
 * The delete answers NOT_AUTHORIZED for a token it does not know as for a token without the
 * scope; reading the application tells the two apart (INVALID_APPLICATION_TOKEN: it is gone).
 */
async function isGone(api: ApplicationsApi, token: string, signal: AbortSignal): Promise<boolean> {
  try {
    await api.readApplication(token, signal)
    return false
  } catch (e) {
    if (hasCode(e, 'INVALID_APPLICATION_TOKEN')) return true
    return false
  }
}

async function projectOf(
  ctx: RunContext<ApplicationConfig>,
  api: ApplicationsApi,
  token: string
): Promise<Project | undefined> {
  return findProjectOfApplication(await api.catalogue(true, ctx.log, ctx.signal), token)
}

/** Returns the summary line saying what became of the project. */
async function deleteProjectIfEmpty(
  ctx: RunContext<ApplicationConfig>,
  api: ApplicationsApi,
  projectKey: string | undefined,
  before: Project | undefined
): Promise<string> {
  if (!projectKey) {
    ctx.log.warning('The project of the application is unknown, so it was not deleted.')
    return 'The project of the application is unknown, so it was kept.'
  }
  const left = await applicationsLeft(ctx, api, projectKey)
  const name = before ? describeProject(before) : `project ${forLog(projectKey, 60)}`
  const shown = before ? forMarkdown(before.name) : forMarkdown(projectKey)
  if (left === undefined) {
    ctx.log.warning(`${name} is not listed any more; nothing else to delete.`)
    return `The project ${shown} is not listed any more.`
  }
  if (left > 0) {
    ctx.log.notice(`${name} still holds ${left} application(s), so it was kept.`)
    return `The project ${shown} still holds ${left} application(s), so it was kept.`
  }
  await api.deleteProject(projectKey, ctx.signal)
  ctx.log.info(`Deleted ${name}: no application was left in it`)
  return `Deleted the project ${shown}: no application was left in it.`
}

/** How many applications the project still holds; undefined when it is not found at all. */
async function applicationsLeft(
  ctx: RunContext<ApplicationConfig>,
  api: ApplicationsApi,
  projectKey: string
): Promise<number | undefined> {
  const listed = await api.applicationsOf(projectKey, ctx.signal).catch((e: unknown) => {
    // A project that no longer exists is "not theirs to list" for the service.
    if (hasCode(e, 'NOT_AUTHORIZED', 'INVALID_PROJECT_KEY')) return undefined
    throw e
  })
  if (listed) return listed.length
  const catalogue = await api.catalogue(true, ctx.log, ctx.signal)
  return catalogue.projects.find((p) => p.key === projectKey)?.applications.length
}

function summary(ctx: RunContext<ApplicationConfig>, lines: string[]): void {
  appendStepSummary(ctx, ['## Security test: application removed', '', ...lines, ''].join('\n'))
}
