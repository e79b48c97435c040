// start: start a test and leave it running; a later `wait` step follows it.
import type { CommandResult } from '../command-result.js'
import type { ApplicationConfig } from '../config.js'
import type { RunContext } from '../lifecycle/context.js'
import { startRunTest } from '../lifecycle/start.js'

export async function start(ctx: RunContext<ApplicationConfig>): Promise<CommandResult> {
  const test = await startRunTest(ctx)
  // The test is meant to outlive this step: a later `wait` step owns it, not this post phase.
  ctx.state.testDone()
  return {
    outcome: 'started',
    application: { token: test.applicationToken, name: test.application?.name },
    outputs: { 'result-token': test.resultToken, status: 'running' }
  }
}
