// Which build a verdict is about (issue 21, docs/this-build.md). A dynamic test judges whatever
// the site serves while it runs, not the pull request: the run learns the commit under test,
// waits for that commit's deployment (where the host can see deployments), checks what the site
// serves (build-check), and every report names what it judged and how sure it is.
//
// The host knows the commit and, on GitHub, the deployments; the build check and the rules for
// attaching and reusing are host-neutral (src/lifecycle/).

/** The commit under test and where it came from. */
export interface CommitUnderTest {
  /** 7–40 lower-case hex digits. */
  sha: string
  /** In words for the log and reports: "the commit input", "the pull request's head", "GITHUB_SHA", "CI_COMMIT_SHA". */
  source: string
}

/** A deployment of the commit that reached `success`. */
export interface Deployment {
  id: string
  environment: string
  /** The status's `environment_url`, when given. */
  environmentUrl?: string
  /** A link to the deployment (its status's `log_url`/`target_url`), when given. */
  link?: string
  /** When its `success` status was created (epoch ms). */
  succeededAt: number
}

export type DeploymentWait =
  | { kind: 'succeeded'; deployment: Deployment }
  /** `failure` or `error`: the step ends `error` with the link. */
  | { kind: 'failed'; state: string; link?: string }
  /** No success before the deadline; `state`: the last one seen, if any. */
  | { kind: 'timed-out'; state?: string; link?: string }
  /** The host could not read deployments (no permission, no commit, …): one clear line. */
  | { kind: 'unavailable'; problem: string }

/** What the host knows of the build under test. GitHub knows deployments; the tool the commit. */
export interface BuildHost {
  /** The `commit` input wins; else the host's own (pull request head, GITHUB_SHA, CI variable). */
  commit(): CommitUnderTest | undefined
  /**
   * Wait (bounded by `deadline`, epoch ms; polling no slower than `pollIntervalMs`) for the
   * newest deployment of `commit` to `environment` to succeed.
   */
  waitForDeployment?(o: {
    commit: string
    environment: string
    deadline: number
    pollIntervalMs: number
    signal: AbortSignal
  }): Promise<DeploymentWait>
  /**
   * Whether a deployment of `commit` to `environment` exists now, whatever its state (asked once,
   * never waited for), or why that cannot be told. A merge queue's run tests its commit only
   * when one exists (docs/every-path-to-main.md); else it judges the pull request head's verdict.
   */
  deploymentExists?(o: {
    commit: string
    environment: string
    signal: AbortSignal
  }): Promise<boolean | { problem: string }>
  /**
   * From when (epoch ms) the site may serve another build: the `created_at` of the first other
   * deployment to `environment` (any commit) created after `after` (this build's success, less the
   * clocks' margin), or of an older one still under way; a time no test can pass when that cannot
   * be told from what was read; undefined when there is none. A finished test is of this build
   * only if it ended before it.
   */
  nextDeployment?(o: {
    environment: string
    after: number
    /** This build's own deployment, which is not "another". */
    deploymentId?: string
    signal: AbortSignal
  }): Promise<number | undefined>
  /**
   * After the test: a deployment of another commit to `environment` that may have replaced this
   * build since it succeeded (issue 29). Throws when that cannot be told (the caller fails closed).
   */
  laterDeployment?(o: {
    environment: string
    /** This build's deployment: the one judged. */
    deployment: Deployment
    /** Its commit: a redeploy of it is the same build. */
    commit: string
    /** The application's URL: a deployment naming another origin is another site's. */
    applicationUrl: string
    signal: AbortSignal
  }): Promise<LaterDeployment>
}

/** What the environment's deployments say after the test. */
export type LaterDeployment =
  /** None of another commit; `redeploys`: deployments of this same commit seen meanwhile. */
  | { kind: 'none'; redeploys: number }
  /**
   * Another commit's deployment that began after this build's success (less the clocks' margin)
   * or was still under way then, and has not failed. `state`: its newest (absent: not read, or
   * no status yet when `unread` is false); `stateAt`: that status's time.
   */
  | {
      kind: 'another'
      sha: string
      createdAt?: number
      state?: string
      stateAt?: number
      unread?: boolean
    }

/**
 * Where the deployment is, against the application's URL (issue 29): only `application` lets it
 * show what the test judges; `elsewhere`: another origin; `unknown`: it names no URL, or the
 * application's URL is not known.
 */
export type DeploymentSite = 'application' | 'elsewhere' | 'unknown'

/** What the build check saw. */
export interface BuildCheckResult {
  /** The URL asked (a path is taken relative to the application's URL). */
  url: string
  /**
   * Before the start: matched, or what was served instead (a short excerpt, safe for a log line;
   * a report escapes it again for its own format: it is the site's text).
   */
  before?: { matched: boolean; at: number; served?: string }
  /** After the test ended. */
  after?: { matched: boolean; at: number; served?: string }
}

/** What a verdict is about: filled in as the run learns it, named in every report. */
export interface BuildUnderTest {
  commit?: CommitUnderTest
  deployment?: Deployment
  /** Where the deployment is (deployment-site.ts); set with `deployment`. */
  deploymentSite?: DeploymentSite
  buildCheck?: BuildCheckResult
  /**
   * How the site was shown to serve the commit: only what was checked on the application's
   * origin (a deployment elsewhere shows nothing).
   */
  shownBy: 'deployment' | 'build-check' | 'deployment and build-check' | 'nothing'
  /** From when a test is of this build: the deployment's success, or the first passing check. */
  since?: number
  /** A completed test of this build, reported on instead of starting one (reuse: same-build). */
  reused?: { resultToken: string; startTime?: number; endTime?: number }
  /**
   * The test this run judged when it did not reuse one: started by this run (its start request,
   * or a lost one's test), or a running test it attached to (`if-running: attach`), and when it
   * started, when known. Whether it may be the default branch's baseline depends on it.
   */
  judged?: { startedByThisRun: boolean; startTime?: number }
}
