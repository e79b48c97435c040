// scan: start a test, wait for it, judge its result and report (the pull-request gate).
import type { CommandResult } from '../command-result.js'
import type { ApplicationConfig } from '../config.js'
import type { RunContext } from '../lifecycle/context.js'
import { prepareGate } from '../lifecycle/evaluate.js'
import { followTest } from '../lifecycle/follow.js'
import { startRunTest } from '../lifecycle/start.js'

export async function scan(ctx: RunContext<ApplicationConfig>): Promise<CommandResult> {
  const gate = await prepareGate(ctx, 'no test was started')
  if ('early' in gate) return gate.early
  const test = await startRunTest(ctx)
  return followTest(ctx, gate.files, test)
}
