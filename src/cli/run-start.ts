// When the pipeline the tool runs in began, from the CI system's variables. Retrying a job keeps
// its pipeline, and an earlier try may already have tested the application: a test that started
// at or after this time is the pipeline's own and never a baseline. Where the CI system documents
// no such variable the time is unknown (never the tool's own start: a re-run starts the tool
// anew, so that would let the first try's test through) unless the user gives it.
import { parseInstant } from '../common/clock.js'
import type { RunStart } from '../lifecycle/context.js'
import { forLog } from '../common/text.js'
import type { CiSystem } from './ci-system.js'

/** The user's own statement of when the pipeline began (any CI system; wins over the rest). */
export const PIPELINE_STARTED_ENV = 'SECURITY_TEST_PIPELINE_STARTED_AT'

const FORMAT = 'an ISO 8601 time with its zone, e.g. 2026-11-24T09:30:00Z, or epoch milliseconds'

const NAMES: Record<CiSystem, string> = {
  gitlab: 'GitLab CI',
  azure: 'Azure Pipelines',
  jenkins: 'Jenkins',
  circleci: 'CircleCI',
  bitbucket: 'Bitbucket Pipelines',
  github: 'GitHub Actions',
  none: 'this machine (no CI system recognised)'
}

export function cliRunStart(env: NodeJS.ProcessEnv, ci: CiSystem): RunStart {
  const given = env[PIPELINE_STARTED_ENV]
  if (given !== undefined && given.trim() !== '') return read(given, PIPELINE_STARTED_ENV)
  if (ci === 'gitlab') {
    const created = env.CI_PIPELINE_CREATED_AT
    if (!created)
      return { problem: `CI_PIPELINE_CREATED_AT is not set; set ${PIPELINE_STARTED_ENV}` }
    return read(created, 'CI_PIPELINE_CREATED_AT')
  }
  return {
    problem: `${NAMES[ci]} gives no documented time when its pipeline began; set ${PIPELINE_STARTED_ENV} to it (${FORMAT})`
  }
}

function read(text: string, name: string): RunStart {
  const at = parseInstant(text)
  if (at === undefined) {
    return { problem: `${name} (${forLog(text, 60)}) is not ${FORMAT}` }
  }
  return { at, source: name }
}
