// publish (./publish.js), loaded when first called: it reaches every report writer, and a run
// that has not yet got a result (the start of scan, up to its first request) should not spend
// its start-up compiling them. The bundle's on-demand split (scripts/normalise-bundle.mjs) puts
// what only this import reaches in a file of its own. Code that runs once a result is in hand
// may import ./publish.js directly.
import type { CommandResult } from '../command-result.js'
import type { PublishInput, PublishRun } from './publish.js'

/** Write every report the inputs ask for, then give the step's outputs and verdict (./publish.js). */
export async function publish(ctx: PublishRun, p: PublishInput): Promise<CommandResult> {
  return (await import(/* webpackMode: "eager" */ './publish.js')).publish(ctx, p)
}
