// scan: start a test, wait for it, judge its result and report (the pull-request gate).
import type { CommandResult } from '../command-result.js'
import type { ApplicationConfig } from '../config.js'
import { beforeStart, withJudged } from '../lifecycle/before-start.js'
import type { RunContext } from '../lifecycle/context.js'
import { prepareGate } from '../lifecycle/gate-files.js'
import { followTest } from '../lifecycle/follow.js'
import { preflight } from '../lifecycle/preflight.js'
import { startRunTest } from '../lifecycle/start.js'

export async function scan(ctx: RunContext<ApplicationConfig>): Promise<CommandResult> {
  const gate = await prepareGate(ctx, 'no test was started')
  if ('early' in gate) return gate.early
  const application = await preflight(ctx, ctx.config.applicationToken)
  // The build under test: its deployment, the site serving it, or a finished test of it.
  const before = await beforeStart(ctx, gate.files, application)
  if ('done' in before) return before.done
  const test = await startRunTest(ctx, { application }, before.thisBuild)
  return followTest(ctx, gate.files, withJudged(test, before.build))
}
