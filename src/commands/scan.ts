// scan: start a test, wait for it, judge its result and report (the pull-request gate).
import type { CommandResult } from '../command-result.js'
import type { ApplicationConfig } from '../config.js'
import type { RunContext } from '../lifecycle/context.js'
import { prepareGate } from '../lifecycle/evaluate.js'
import { followTest } from '../lifecycle/follow.js'
import { preflight } from '../lifecycle/preflight.js'
import { reusableTest } from '../lifecycle/reuse.js'
import { startRunTest } from '../lifecycle/start.js'
import { establishBuild, thisBuildStart } from '../lifecycle/this-build.js'

export async function scan(ctx: RunContext<ApplicationConfig>): Promise<CommandResult> {
  const gate = await prepareGate(ctx, 'no test was started')
  if ('early' in gate) return gate.early
  const app = ctx.config.applicationToken
  const application = await preflight(ctx, app)
  const thisBuild = await establishBuild(ctx, application)
  if ('early' in thisBuild) return thisBuild.early
  const { build } = thisBuild
  const reused = await reusableTest(ctx, build)
  if (reused) {
    return followTest(ctx, gate.files, {
      applicationToken: app,
      resultToken: reused.resultToken,
      application,
      build
    })
  }
  const test = await startRunTest(ctx, { application }, thisBuildStart(ctx, thisBuild))
  return followTest(ctx, gate.files, { ...test, build })
}
