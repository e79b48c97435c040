// The application record the preflight read, kept for the run it was read for: an error after it
// (not verified, a refused start, a timeout) is then reported under the application's name, not
// only its token. Keyed by the run's context object, so nothing outlives the run.
import type { ApplicationInfo } from '../api/test-api.js'

const known = new WeakMap<object, ApplicationInfo>()

export function rememberApplication(run: object, application: ApplicationInfo): void {
  known.set(run, application)
}

/** The application the preflight read for `run`, when it did. */
export function knownApplication(run: object): ApplicationInfo | undefined {
  return known.get(run)
}
