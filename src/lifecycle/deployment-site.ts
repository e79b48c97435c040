// Whether the commit's deployment shows what the test judges (issue 29, docs/this-build.md). The
// test always runs against the application's URL as the service knows it; a deployment speaks for
// that site only when its own URL (the success status's environment_url) is on the application's
// origin. A deployment elsewhere (a preview host, another environment) or one that names no URL
// at all cannot show it: then only a build check on the application's origin can, and without one
// the run ends before the start (no test is spent on a verdict about nobody knows which build).
// The deployment's URL is GitHub's text, set by whoever deployed: only compared, escaped, never
// followed.
import type { BuildUnderTest, DeploymentSite } from '../build.js'
import { forLog, urlWithoutSecrets, visibleUrl } from '../common/text.js'

/** Whether the deployment is among what showed the build (on the application's origin). */
export function deploymentShows(build: BuildUnderTest): boolean {
  return build.shownBy === 'deployment' || build.shownBy === 'deployment and build-check'
}

/** The origin of an http(s) URL, or undefined. */
function originOf(url: string | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined
  const u = new URL(url)
  return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : undefined
}

/**
 * Where the deployment is, against the application: `unknown` when either URL is missing (no
 * environment_url; the application's URL unknown, as on api-version v1).
 */
export function deploymentSite(
  deploymentUrl: string | undefined,
  applicationUrl: string | undefined
): DeploymentSite {
  const deployed = originOf(deploymentUrl)
  const application = originOf(applicationUrl)
  if (!deployed || !application) return 'unknown'
  return deployed === application ? 'application' : 'elsewhere'
}

/**
 * Why the build-check input cannot show the application's build, before any request: a full URL
 * on another origin than the application's shows only what that other site serves (a preview, a
 * staging host), never what the test judges — so it is refused rather than counted. Undefined
 * when it is a path, on the application's origin, or the application's URL is unknown (v1: the
 * full URL as given is taken as the application's page; there is no origin to hold it to).
 */
export function buildCheckOriginProblem(
  target: string,
  applicationUrl: string | undefined
): string | undefined {
  const app = originOf(applicationUrl)
  const check = originOf(target)
  if (!app || !check || check === app) return undefined
  return `The build-check ${forLog(urlWithoutSecrets(target), 300)} is on ${forLog(visibleUrl(check), 200)}, not on the application's origin ${forLog(visibleUrl(app), 200)}: it would show only what that site serves, not what the test judges, and no test was started. Give a path (such as /__version__, taken on the application's origin) or a full URL on ${forLog(visibleUrl(app), 200)}`
}

export interface SiteProblem {
  /** "The deployment of 0123456789ab to preview". */
  where: string
  site: Exclude<DeploymentSite, 'application'>
  deploymentUrl?: string
  applicationUrl?: string
}

/** The failure line: both origins (as far as known), why no test started, and the fixes. */
export function siteProblem(p: SiteProblem): string {
  const app = originOf(p.applicationUrl)
  const appShown = app ? forLog(visibleUrl(app), 200) : undefined
  const what =
    p.site === 'elsewhere'
      ? `${p.where} is at ${forLog(visibleUrl(originOf(p.deploymentUrl)), 200)}, not at the application's origin ${appShown}: it does not show what the test would judge`
      : !app
        ? `${p.where} cannot be shown to be the application's site (the application's URL is not known here)`
        : `${p.where} names no URL: it does not show that the application's origin ${appShown} serves it`
  const fixes = [
    app
      ? `Add a build-check that the application's site passes (a path such as /__version__ is taken on its origin)`
      : 'Add a build-check (a full URL of the application’s version page)',
    ...(p.site === 'unknown' && app
      ? ["or give the deployment its URL (a job's environment: url)"]
      : []),
    app
      ? `or set deployment-environment to the environment that serves ${appShown}`
      : 'or set deployment-environment to the environment that serves the application'
  ]
  return `${capital(what)}, and no test was started. ${fixes.join(', ')}`
}

/** The warning when a build check stands in for a deployment elsewhere (the run goes on). */
export function standInWarning(site: SiteProblem): string {
  const app = forLog(visibleUrl(originOf(site.applicationUrl) ?? 'unknown'), 200)
  return site.site === 'elsewhere'
    ? `The deployment's URL (${forLog(visibleUrl(site.deploymentUrl), 200)}) is not on the application's origin (${app}): only the build check shows what the test judges`
    : `The deployment names no URL on the application's origin (${app}): only the build check shows what the test judges`
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}
