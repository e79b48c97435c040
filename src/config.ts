// The action's inputs, validated and typed (src/inputs.ts builds it). Nothing past inputs.ts
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
  'list'
] as const
export type Command = (typeof COMMANDS)[number]
/** The commands that exist on the deprecated v1 interface. */
export const V1_COMMANDS: readonly Command[] = ['scan', 'start', 'wait', 'stop']

export type BaselineInput = { kind: 'none' } | { kind: 'previous' } | { kind: 'file'; path: string }

export interface Config {
  command: Command
  apiVersion: 'v1' | 'v2'
  /** Without a trailing slash. */
  baseUrl: string
  accessToken: string
  applicationToken?: string
  resultToken?: string

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

  summary: boolean
  annotations: boolean
  /** Empty: a file under RUNNER_TEMP. */
  sarifFile?: string
  reportFile?: string
  comment: boolean
  githubToken?: string

  projectName?: string
  projectDescription?: string
  teamId?: string
  applicationName?: string
  applicationUrl?: string
  applicationType: ApplicationType
  signatureType: SignatureType
  pluginType?: string
  deleteProject: boolean
}
