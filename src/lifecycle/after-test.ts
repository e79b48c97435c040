// After the test, before its verdict stands (docs/this-build.md): was the site this build all
// along? The build check looks at the page again; where the deployment is what showed the build,
// the environment's deployments are read for another commit's that began after this build's
// success, or was still under way then (issue 29: a shared environment another branch deploys to).
// Either finding makes the verdict `error` with the findings still reported, and an error never
// moves the default branch's baseline. Both fail closed: a page that cannot be read is not this
// build, and deployments that cannot be read leave the verdict unproven, an error too.
import type { BuildUnderTest, LaterDeployment } from '../build.js'
import type { ApplicationConfig } from '../config.js'
import { errorText, forLog, urlWithoutSecrets } from '../common/text.js'
import { lookAtBuild } from './build-check.js'
import type { RunContext } from './context.js'
import { deploymentShows } from './deployment-site.js'

/** Looks at the page after the test before a mismatch stands, and the pause between them. */
const AFTER_LOOKS = 3
const AFTER_PAUSE_MS = 2_000
/** The whole lookup of later deployments: a few requests, never the rest of the job. */
export const LATER_LOOKUP_MS = 60_000

/**
 * The failure line when the verdict would be about another build than this one; undefined when it
 * is this build's, or nothing is to be checked (no build established, a reused test: reuse.ts
 * checked its own span).
 */
export async function checkAfter(
  ctx: RunContext<ApplicationConfig>,
  build: BuildUnderTest | undefined,
  applicationUrl: string | undefined
): Promise<string | undefined> {
  if (!build?.commit || build.reused) return undefined
  return (await checkPage(ctx, build)) ?? (await deployedMeanwhile(ctx, build, applicationUrl))
}

async function checkPage(
  ctx: RunContext<ApplicationConfig>,
  build: BuildUnderTest
): Promise<string | undefined> {
  const check = build.buildCheck
  const sha = build.commit!.sha
  if (!check) return undefined
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

async function deployedMeanwhile(
  ctx: RunContext<ApplicationConfig>,
  build: BuildUnderTest,
  applicationUrl: string | undefined
): Promise<string | undefined> {
  const deployment = build.deployment
  if (!deployment || !deploymentShows(build)) return undefined
  const sha = build.commit!.sha
  const env = forLog(deployment.environment, 100)
  const unproven = (why: string): string =>
    `Could not tell whether another build was deployed to ${env} during the test (${why}); the verdict cannot be shown to be about this build`
  if (!ctx.build?.laterDeployment) return unproven('this host cannot read deployments')
  // The deployment counted only on the application's origin, so its URL was known then.
  if (!applicationUrl) return unproven("the application's URL is not known")
  let later: LaterDeployment
  try {
    later = await ctx.build.laterDeployment({
      environment: deployment.environment,
      deployment,
      commit: sha,
      applicationUrl,
      signal: AbortSignal.any([ctx.signal, AbortSignal.timeout(LATER_LOOKUP_MS)])
    })
  } catch (e) {
    if (ctx.signal.aborted) throw e
    return unproven(errorText(e, 300))
  }
  if (later.kind === 'none') {
    if (later.redeploys > 0) {
      ctx.log.info(
        `A redeploy of ${sha.slice(0, 12)} to ${env} during the test is the same build: the verdict stands`
      )
    }
    return undefined
  }
  return `Another build was deployed during the test: ${laterWords(later, env)}; the verdict would be about whichever build the site served`
}

/** "commit aaaabbbbcccc to preview (created …, success at …)", GitHub's text escaped. */
export function laterWords(
  later: Extract<LaterDeployment, { kind: 'another' }>,
  environment: string
): string {
  const sha = /^[0-9a-f]{7,40}$/i.test(later.sha) ? later.sha.slice(0, 12) : forLog(later.sha, 40)
  const created =
    later.createdAt === undefined
      ? 'created at an unreadable time'
      : `created ${time(later.createdAt)}`
  const state = later.state === undefined ? undefined : forLog(later.state, 20)
  const now =
    later.unread === true
      ? 'its state not read'
      : state === undefined
        ? 'no status yet'
        : state === 'success'
          ? `success at ${later.stateAt === undefined ? 'an unknown time' : time(later.stateAt)}`
          : state === 'inactive'
            ? 'inactive now'
            : `still ${state}`
  return `commit ${sha} to ${environment} (${created}, ${now})`
}

/** GitHub's own precision (seconds). */
function time(ms: number): string {
  return Number.isFinite(ms)
    ? new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
    : 'an unknown time'
}
