// stop: stop the application's running test (a separate step, e.g. after a deployment is torn
// down). Nothing running is what the user wanted too.
import type { CommandResult } from '../command-result.js'
import type { ApplicationConfig } from '../config.js'
import type { RunContext } from '../lifecycle/context.js'
import { nothingToStop } from '../lifecycle/stop.js'

export async function stop(ctx: RunContext<ApplicationConfig>): Promise<CommandResult> {
  const app = ctx.config.applicationToken
  try {
    await ctx.tests.stop(app, ctx.signal)
  } catch (e) {
    // The service refuses to stop what is not running; nothing to stop is what the user wanted.
    if (!(await nothingToStop(ctx.tests, e, app, ctx.config.teamId, ctx.signal))) throw e
    ctx.log.notice(`The application ${app} has no running test: nothing to stop`)
    return { outcome: 'stopped', outputs: { status: 'stopped' } }
  }
  ctx.log.info(`The stop request for application ${app} was sent`)
  // Asked for, so not a failure: `stopped` fails the step only when a waited-for test ends early.
  return { outcome: 'stopped', outputs: { status: 'stopped' } }
}
