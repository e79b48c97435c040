// start: start a test and leave it running; a later `wait` step follows it.
import type { CommandResult } from '../command-result.js'
import type { ApplicationConfig } from '../config.js'
import type { RunContext } from '../lifecycle/context.js'
import { preflight } from '../lifecycle/preflight.js'
import { startRunTest } from '../lifecycle/start.js'
import { establishBuild, thisBuildStart } from '../lifecycle/this-build.js'

export async function start(ctx: RunContext<ApplicationConfig>): Promise<CommandResult> {
  const application = await preflight(ctx, ctx.config.applicationToken)
  // The commit's deployment and the site serving it come first, as for scan (no report written).
  const step = await establishBuild(ctx, application, false)
  if ('early' in step) return step.early
  const test = await startRunTest(ctx, { application }, thisBuildStart(ctx, step))
  // The test is meant to outlive this step: a later `wait` step owns it, not this post phase.
  ctx.state.testDone()
  return {
    outcome: 'started',
    application: { token: test.applicationToken, name: test.application?.name },
    outputs: {
      'result-token': test.resultToken,
      status: 'running',
      commit: step.build?.commit?.sha
    }
  }
}
