// What the reports need from the system the run is hosted on (GitHub Actions: src/github/), so
// this folder builds and writes reports without knowing which system that is.
import type { Log } from '../common/log.js'
import type { Words } from '../words.js'
import type { RepositoryLink } from './context.js'
import type { Listing } from './list.js'

export type UpsertResult = 'created' | 'updated' | 'failed'

export interface ReportHost {
  /** The folder for report files written without a path (the runner's temporary folder). */
  tempDir: string
  /** The job summary file this step appends to; absent when the host has none. */
  summaryFile?: string
  /**
   * The summary file is a report file the user asked for (the tool's --summary-file): one that
   * cannot be written makes the run an error (unwritten.ts). GitHub's job summary belongs to the
   * runner and other steps: not writing it is a warning.
   */
  summaryIsReport?: boolean
  /**
   * The host's log ends a failed run with the failure line (the tool): the verdict block in the
   * log then does not say the same reason first.
   */
  reasonLast?: boolean
  /** Show the list command's listing to a person (the tool: a table on stdout); absent: not shown. */
  showListing?: (listing: Listing) => void
  /** The host's words (absent: the action's), for where the rest of a report is. */
  words?: Words
  /** A link to this run, shown in the pull-request comment. */
  runUrl?: string
  /** The action's home page, for SARIF's tool.driver.informationUri. */
  informationUri?: string
  /** The repository the run belongs to (SARIF versionControlProvenance, the commit's link). */
  repository?: RepositoryLink
  /** The repository file SARIF results are anchored to (code scanning needs a file). */
  sarifAnchor(): string
  /**
   * Write or update the step's one review comment, which covers these applications (tokens); the
   * host finds the step's earlier comment whatever applications it covered. Undefined when there
   * is nothing to comment on (not a pull request: said in a log line), 'failed' when it could not
   * be written.
   */
  comment(
    body: string,
    applications: readonly string[],
    log: Log
  ): Promise<UpsertResult | undefined>
}
