// Which pull-request comment is the step's own. A step writes one comment whatever it tests, and
// finds it again on the next run by a hidden marker naming the step (workflow file, job, step)
// and the applications it covered — so a run whose set of applications changed updates the
// step's comment instead of leaving the old one behind, while the legs of a matrix (the same step
// in one run, each with its own applications) keep a comment each.
// Applications appear as short hashes: a comment is public, and tokens never reach an output.
import { createHash } from 'node:crypto'

/** What the marker says about the comment's writer. */
export interface CommentKey {
  /** The step: a hash of the workflow file, the job and the step. */
  step: string
  /** The applications it covers: a hash each, sorted. */
  applications: string[]
  /** The workflow run that wrote it (GITHUB_RUN_ID; re-run attempts keep it). */
  run: string
}

/** Every marker starts so (earlier versions' too). */
export const MARKER_PREFIX = '<!-- security-test-action'

/** Applications named in a marker: 200 hashes are 2,600 characters of GitHub's 65,536. */
const MAX_MARKED_APPLICATIONS = 200

const MARKER =
  /^<!-- security-test-action step:([0-9a-f]{16}) apps:([0-9a-f]{12}(?:,[0-9a-f]{12})*) run:(\d*) -->/

function hash(text: string, chars: number): string {
  return createHash('sha256').update(text).digest('hex').slice(0, chars)
}

/** The key of the comment this step writes for these applications. */
export function commentKey(env: NodeJS.ProcessEnv, applications: readonly string[]): CommentKey {
  // The workflow file (GITHUB_WORKFLOW_REF without its @ref: a pull request's ref changes with
  // each push) tells two workflows of the same name apart; GITHUB_ACTION is the step's id, or a
  // name the runner makes from the action's, numbered when a job uses it twice.
  const workflow = (env.GITHUB_WORKFLOW_REF ?? '').replace(/@.*$/, '') || env.GITHUB_WORKFLOW
  const step = [workflow ?? '', env.GITHUB_JOB ?? '', env.GITHUB_ACTION ?? ''].join('\n')
  return {
    step: hash(step, 16),
    applications: [...new Set(applications.map((token) => hash(token, 12)))]
      .sort()
      .slice(0, MAX_MARKED_APPLICATIONS),
    run: /^\d+$/.test(env.GITHUB_RUN_ID ?? '') ? (env.GITHUB_RUN_ID as string) : ''
  }
}

export function formatMarker(key: CommentKey): string {
  return `${MARKER_PREFIX} step:${key.step} apps:${key.applications.join(',')} run:${key.run} -->`
}

/** The key a comment's first line carries, or undefined when it is not one of our markers. */
export function parseMarker(body: string): CommentKey | undefined {
  const m = MARKER.exec(body)
  if (!m) return undefined
  return { step: m[1] as string, applications: (m[2] as string).split(','), run: m[3] as string }
}

export interface MarkedComment {
  id: number
  /** Written by a bot (the Actions token): ours to edit; someone's copy of a marker is not. */
  bot: boolean
  key: CommentKey
}

/**
 * The comment to update, and the ones it supersedes (to delete), among the pull request's marked
 * comments:
 * 1. the step's comment for the same applications (the usual case; also each leg of a matrix);
 * 2. else the step's comment from an earlier run that covered some of them (an application was
 *    added or removed): it is updated, and the step's other earlier comments that covered some
 *    of them are deleted (applications once tested in separate legs, now in one);
 * 3. else the step's comment from an earlier run (the whole set was replaced).
 * The step's comments from this run with other applications are its matrix siblings': never
 * touched. A bot's comment is preferred in each case.
 */
export function chooseComment(
  found: readonly MarkedComment[],
  mine: CommentKey
): { update?: number; remove: number[] } {
  const same = (a: readonly string[], b: readonly string[]): boolean =>
    a.length === b.length && a.every((x, i) => x === b[i])
  const overlaps = (c: MarkedComment): boolean =>
    c.key.applications.some((a) => mine.applications.includes(a))
  const step = found.filter((c) => c.key.step === mine.step)
  const earlier = step.filter((c) => c.key.run !== mine.run || mine.run === '')
  const pick = (cs: MarkedComment[]): MarkedComment | undefined => cs.find((c) => c.bot) ?? cs[0]
  const exact = pick(step.filter((c) => same(c.key.applications, mine.applications)))
  if (exact) return { update: exact.id, remove: [] }
  const overlapping = earlier.filter(overlaps)
  const changed = pick(overlapping)
  if (changed) {
    const remove = overlapping.filter((c) => c !== changed && c.bot).map((c) => c.id)
    return { update: changed.id, remove }
  }
  return { update: pick(earlier)?.id, remove: [] }
}
