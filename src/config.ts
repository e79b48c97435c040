// The action's inputs, validated and typed (src/inputs/read-config.ts builds it). Nothing past src/inputs/
// reads an input by name.
import type { Budget, Threshold } from './findings/types.js'
import type { ApplicationType, SignatureType } from './api/types.js'

export const COMMANDS = [
  'scan',
  'start',
  'wait',
  'stop',
  'report',
  'register',
  'verify',
  'unregister',
  'list',
  'adopt'
] as const
export type Command = (typeof COMMANDS)[number]
/** The commands that act on one application, named by application-token. */
export type ApplicationCommand = Exclude<Command, 'register' | 'list'>
/** The commands that exist on the deprecated v1 interface. */
export const V1_COMMANDS: readonly Command[] = ['scan', 'start', 'wait', 'stop']

export type BaselineInput =
  | { kind: 'none' }
  | { kind: 'previous' }
  /** The newest report of a default-branch run whose gate passed (the host keeps it). */
  | { kind: 'default-branch' }
  /** `forApplication`: set per application when the step has several (src/run/estate.ts). */
  | { kind: 'file'; path: string; forApplication?: string }

/** What every command reads; each command's config adds what it requires (below). */
export interface Settings {
  apiVersion: 'v1' | 'v2'
  /** Without a trailing slash. */
  baseUrl: string
  accessToken: string
  /** The first (with several applications, `resultTokens` holds them all in order). */
  resultToken?: string
  resultTokens?: string[]
  /** With several applications, at most this many tests at once; 0: all. */
  maxParallel: number

  threshold: Threshold
  budget: Budget
  baseline: BaselineInput
  baselineMissing: 'ignore' | 'fail'
  /** The ignore file; `explicit` is false for the default name (a missing default is fine). */
  ignoreFile: { path: string; explicit: boolean }

  timeoutMs: number
  pollIntervalMs: number
  onTimeout: 'stop' | 'leave'
  failOnTimeout: boolean
  ifRunning: 'attach' | 'stop' | 'fail'
  stopOnCancel: boolean

  /** The commit under test (7–40 hex digits, lower case); absent: the host's own. */
  commit?: string
  /** The GitHub environment whose deployment of the commit must succeed before the start. */
  deploymentEnvironment?: string
  /** A URL, or a path relative to the application's URL, that must serve the commit. */
  buildCheck?: string
  /** same-build: report on a completed test of this build instead of starting one. */
  reuse: 'same-build' | 'never'
  /**
   * Record the verdict on the commit judged as a commit status per application (GitHub): `auto`
   * when the token may (else one notice), `true` (a refused write is an error), `false`.
   */
  commitStatus: 'auto' | 'true' | 'false'
  /**
   * On `merge_group`: `verdict` judges the queue's commit from the pull request head's recorded
   * verdict (no new test); `test` runs a test as on any other event.
   */
  mergeQueue: 'verdict' | 'test'

  /** For `adopt`: how long adopted accepted risks last (ms, whole days). */
  adoptExpiryMs: number
  /** For `adopt`: run a new test first instead of reading the latest completed one. */
  adoptScan: boolean
  /** Accepted risks expiring within this (ms) make the outcome `warned`; 0: never. */
  expiryWarningMs: number

  summary: boolean
  /** Earlier completed tests whose unfixed counts the summary shows as a trend (0–10). */
  trend: number
  annotations: boolean
  /** Empty: a file under RUNNER_TEMP. */
  sarifFile?: string
  reportFile?: string
  comment: boolean
  githubToken?: string

  projectDescription?: string
  teamId?: string
  applicationName?: string
  applicationType: ApplicationType
  signatureType: SignatureType
  pluginType?: string
  deleteProject: boolean
}

/** The commands that take several applications in one step (docs/several-applications.md). */
export const ESTATE_COMMANDS: readonly Command[] = ['scan', 'start', 'wait', 'stop', 'report']

/** scan, start, wait, stop, report, verify, unregister: one application, named by its token. */
export interface ApplicationConfig extends Settings {
  command: ApplicationCommand
  /** The first application; a command acting on one reads only this. */
  applicationToken: string
  /** Every application named, in order (one for a single application). */
  applicationTokens: string[]
}

export interface RegisterConfig extends Settings {
  command: 'register'
  projectName: string
  applicationUrl: string
}

export interface ListConfig extends Settings {
  command: 'list'
}

/** The validated inputs of one run, typed by its command (src/inputs/read-config.ts builds it). */
export type Config = ApplicationConfig | RegisterConfig | ListConfig
