// What a default-branch record is checked against, asked for: the run it names (GitHub) and when
// its test started (the service, through the lookup the caller gives). The rule itself is
// recordRunProblem (record-run.ts); this file only asks, and says when asking failed.
import type { Octokit } from './rest.js'
import type { DefaultBranchRecord, TestStartLookup } from '../lifecycle/context.js'
import { errorText } from '../common/text.js'
import { statusOf } from './comment.js'
import { explain } from './explain.js'
import {
  attemptToRead,
  recordRunProblem,
  runIdProblem,
  type RecordReader,
  type WorkflowRunLike
} from './record-run.js'

/**
 * The named run, or when its test started, cannot be learnt (a permission refused, GitHub or the
 * service unreachable): the lookup ends, the baseline is missing — never the next record taken
 * for want of checking this one, nor this one for want of checking it.
 */
export class LookupEnded extends Error {}

/** A workflow run as read, or known to GitHub not to exist (404). */
export type RunRead = { run: WorkflowRunLike } | { missing: true }

/** Reads a run by id, each id asked once (every record and application naming it shares it). */
export function runReader(where: {
  owner: string
  repo: string
}): (octokit: Octokit, runId: string) => Promise<RunRead> {
  return cachedReader((octokit, runId: string) =>
    octokit.rest.actions.getWorkflowRun({ ...where, run_id: Number(runId) })
  )
}

/**
 * Reads one attempt of a run (GET …/runs/{id}/attempts/{n}), each id and attempt asked once: a
 * record written by an earlier attempt than the run's latest is checked against that attempt.
 */
export function attemptReader(where: {
  owner: string
  repo: string
}): (octokit: Octokit, runId: string, attempt: number) => Promise<RunRead> {
  return cachedReader((octokit, runId: string, attempt: number) =>
    octokit.rest.actions.getWorkflowRunAttempt({
      ...where,
      run_id: Number(runId),
      attempt_number: attempt
    })
  )
}

function cachedReader<A extends unknown[]>(
  ask: (octokit: Octokit, ...key: A) => Promise<{ data: unknown }>
): (octokit: Octokit, ...key: A) => Promise<RunRead> {
  const read = new Map<string, Promise<RunRead>>()
  return (octokit, ...key) => {
    const id = key.join('/')
    let got = read.get(id)
    if (!got) {
      got = ask(octokit, ...key).then(
        ({ data }) => ({ run: data as WorkflowRunLike }),
        (e: unknown) => {
          if (statusOf(e) === 404) return { missing: true as const }
          throw e
        }
      )
      read.set(id, got)
    }
    return got
  }
}

/**
 * Why the record does not show that this workflow's passing run of the default branch at that
 * commit tested its test (recordRunProblem), or undefined. Requests: none for a run id that is not
 * one; else one for the run (runReader's, shared), one for the attempt that wrote the record when it is
 * not the run's latest (attemptReader's, shared) and, once per application, the service's list
 * of its newest tests (their start times, through `testStart`). A run GitHub does not know (404)
 * is a skipped record; any other failure to ask ends the lookup (LookupEnded).
 */
export async function recordProblem(
  readRun: (runId: string) => Promise<RunRead>,
  testStart: TestStartLookup,
  record: DefaultBranchRecord,
  reader: RecordReader,
  readAttempt: (runId: string, attempt: number) => Promise<RunRead> = () =>
    Promise.resolve({ missing: true })
): Promise<string | undefined> {
  const badId = runIdProblem(record.runId)
  if (badId) return badId
  let read
  try {
    read = await readRun(record.runId)
  } catch (e) {
    throw new LookupEnded(
      `the run that wrote the default branch's record (run ${record.runId}) could not be checked: ${explain(e, '`actions: read`')}`,
      { cause: e }
    )
  }
  if ('missing' in read) return `GitHub does not know run ${record.runId} (HTTP 404)`
  let testStartedAt
  try {
    testStartedAt = await testStart(record.resultToken)
  } catch (e) {
    throw new LookupEnded(
      `when the recorded test ${record.resultToken} started could not be learnt from the service: ${errorText(e, 300)}`,
      { cause: e }
    )
  }
  const n = attemptToRead(record, read.run)
  let attempt: WorkflowRunLike | undefined
  if (n !== undefined) {
    let got
    try {
      got = await readAttempt(record.runId, n)
    } catch (e) {
      throw new LookupEnded(
        `the attempt that wrote the default branch's record (run ${record.runId} attempt ${n}) could not be checked: ${explain(e, '`actions: read`')}`,
        { cause: e }
      )
    }
    if ('missing' in got) return `GitHub does not know run ${record.runId} attempt ${n} (HTTP 404)`
    attempt = got.run
  }
  return recordRunProblem({ ...record, testStartedAt }, read.run, reader, attempt)
}
