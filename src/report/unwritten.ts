// The one rule for report files: every file a run writes as a report — the SARIF file, the JSON
// report, and on the tool the JUnit file, the GitLab report, the summary file and the outputs
// file, named or at their defaults — is part of the verdict. One that cannot be written makes the
// run an error, said after the verdict: whatever reads the file next would take its absence for a
// clean run (GitLab reads a missing DAST report as "no vulnerabilities", an upload step finds no
// SARIF and closes nothing, a later run finds no baseline). Only what is not a report stays a
// warning (report/write.ts `attempt`): GitHub's job summary, a file the runner owns and other
// steps share, and the pull-request comment.
import { forLog } from '../common/text.js'

/** A report file that could not be written. */
export interface UnwrittenFile {
  /** What and where, in our words: "the SARIF file /tmp/x.sarif". */
  what: string
  /** The system's reason, one safe line ("ENOTDIR: not a directory, open '…'"). */
  why: string
}

/** Write a report file; undefined when written, else what could not be written and why. */
export function writeReportFile(what: string, write: () => void): UnwrittenFile | undefined {
  try {
    write()
    return undefined
  } catch (err) {
    return { what: forLog(what, 600), why: whyNotWritten(err) }
  }
}

/** The system's reason in words a user acts on; the error's own message otherwise. */
function whyNotWritten(err: unknown): string {
  const e = (typeof err === 'object' && err !== null ? err : {}) as Record<string, unknown>
  // mkdir of a folder whose path passes through a file says EEXIST, open says ENOTDIR.
  if (e.code === 'ENOTDIR' || (e.code === 'EEXIST' && e.syscall === 'mkdir')) {
    return `a part of its path is a file, not a folder (${e.code})`
  }
  // An append that will not follow a link at the path (file-write.ts) fails so.
  if (e.code === 'ELOOP') return 'it is a symbolic link: a report is never written through one'
  return forLog(typeof e.message === 'string' ? e.message : String(err), 300)
}

/**
 * The run's failure line once files could not be written: the files first (the verdict line was
 * logged before them), then the failure the run had already, if any, so neither is lost.
 */
export function unwrittenFailure(
  files: readonly UnwrittenFile[],
  failure: string | undefined
): string {
  const line = `Could not write ${files.map((f) => `${f.what}: ${f.why}`).join('; nor ')}`
  return failure ? `${line}. Also: ${failure}` : line
}
