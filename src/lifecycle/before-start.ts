// What comes before a test is started, for scan and for each application of several: the build
// under test (this-build.ts), and a finished test of that build to report on instead (reuse.ts).
import type { ApplicationInfo } from '../api/test-api.js'
import type { BuildUnderTest } from '../build.js'
import type { CommandResult } from '../command-result.js'
import type { ApplicationConfig } from '../config.js'
import type { RunContext } from './context.js'
import type { GateFiles } from './gate-files.js'
import { followTest } from './follow.js'
import { reusableTest } from './reuse.js'
import type { StartOptions } from './start.js'
import { establishBuild, thisBuildStart } from './this-build.js'

export type BeforeStart =
  /** The run's verdict without a start: an error before it, or a reused test's. */
  | { done: CommandResult }
  /** Start a test of this build: `thisBuild` tells the start which running test may be attached to. */
  | { build?: BuildUnderTest; thisBuild?: StartOptions['thisBuild'] }

export async function beforeStart(
  ctx: RunContext<ApplicationConfig>,
  files: GateFiles,
  application: ApplicationInfo | undefined
): Promise<BeforeStart> {
  const step = await establishBuild(ctx, application)
  if ('early' in step) return { done: step.early }
  const { build } = step
  const reused = await reusableTest(ctx, build)
  if (reused) {
    const app = ctx.config.applicationToken
    const info = { applicationToken: app, resultToken: reused.resultToken, application, build }
    return { done: await followTest(ctx, files, info) }
  }
  return { build, thisBuild: thisBuildStart(ctx, step) }
}

/**
 * The test's info for followTest, with the build it judged and how this run came to the test: a
 * test this run attached to may have started before the run, and is then not its baseline.
 */
export function withJudged<T extends { judged: NonNullable<BuildUnderTest['judged']> }>(
  test: T,
  build: BuildUnderTest | undefined
): Omit<T, 'judged'> & { build?: BuildUnderTest } {
  const { judged, ...info } = test
  return { ...info, build: build && { ...build, judged } }
}
