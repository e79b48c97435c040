// The settings every command reads, in groups of the contract's inputs: each group is one small
// function over the input reader, so a new input lands in its group without lengthening the rest.
import { HOUR, SECOND } from '../common/duration.js'
import type { BaselineInput, Settings } from '../config.js'
import { DEFAULT_IGNORE_FILE } from './names.js'
import {
  BadValue,
  baseUrl,
  boolean,
  budget,
  days,
  buildCheckTarget,
  commitSha,
  duration,
  environmentName,
  oneOf,
  secret,
  shown,
  threshold,
  wholeNumber,
  wholeNumberUpTo,
  word
} from './parsers.js'
import type { InputReader } from './reader.js'
import { closest } from '../common/did-you-mean.js'

/** Earlier completed tests the summary's trend may show (docs/reports.md). */
export const MAX_TREND = 10

type Part<K extends keyof Settings> = Pick<Settings, K>

export function serviceSettings(
  { read, optional, words }: InputReader,
  resultTokens: string[] | undefined
): Part<'apiVersion' | 'baseUrl' | 'accessToken' | 'resultToken' | 'resultTokens' | 'maxParallel'> {
  return {
    apiVersion: read('api-version', (v) => oneOf(v, ['v2', 'v1'] as const)),
    baseUrl: optional('base-url', baseUrl) ?? '',
    accessToken: optional('access-token', (v) => secret(v, words.secretExample)) ?? '',
    resultToken: resultTokens?.[0],
    resultTokens,
    maxParallel: read('max-parallel', (v) => wholeNumber(v, '2 (0: all at once)'))
  }
}

export function gateSettings({
  read
}: InputReader): Part<'threshold' | 'budget' | 'baseline' | 'baselineMissing' | 'ignoreFile'> {
  return {
    threshold: read('fail-threshold', threshold),
    budget: read('max-unfixed', budget),
    baseline: read('baseline', baselineInput),
    baselineMissing: read('baseline-missing', (v) => oneOf(v, ['ignore', 'fail'] as const)),
    ignoreFile: read('ignore-file', (v) => ({ path: v, explicit: v !== DEFAULT_IGNORE_FILE }))
  }
}

export function waitSettings({
  read
}: InputReader): Part<
  'timeoutMs' | 'pollIntervalMs' | 'onTimeout' | 'failOnTimeout' | 'ifRunning' | 'stopOnCancel'
> {
  return {
    timeoutMs: read('timeout', (v) =>
      duration(v, SECOND, 6 * HOUR, "6h (a job's own limit), e.g. 2h")
    ),
    pollIntervalMs: read('poll-interval', (v) =>
      duration(v, SECOND, HOUR, '1h; polls that far apart miss the end of a test, e.g. 30s')
    ),
    onTimeout: read('on-timeout', (v) => oneOf(v, ['stop', 'leave'] as const)),
    failOnTimeout: read('fail-on-timeout', boolean),
    ifRunning: read('if-running', (v) => oneOf(v, ['attach', 'stop', 'fail'] as const)),
    stopOnCancel: read('stop-on-cancel', boolean)
  }
}

/** Which build the verdict is about (docs/this-build.md). */
export function buildSettings({
  read,
  optional,
  words
}: InputReader): Part<
  'commit' | 'deploymentEnvironment' | 'buildCheck' | 'reuse' | 'commitStatus' | 'mergeQueue'
> {
  return {
    commit: optional('commit', (v) => commitSha(v, words.commitExample)),
    deploymentEnvironment: optional('deployment-environment', environmentName),
    buildCheck: optional('build-check', buildCheckTarget),
    reuse: read('reuse', (v) => oneOf(v, ['same-build', 'never'] as const)),
    // docs/every-path-to-main.md
    commitStatus: read('commit-status', (v) => oneOf(v, ['auto', 'true', 'false'] as const)),
    mergeQueue: read('merge-queue', (v) => oneOf(v, ['verdict', 'test'] as const))
  }
}

/** Keeping the gate on (docs/baselines-and-accepted-risks.md#adopting-the-gate). */
export function adoptSettings({
  read
}: InputReader): Part<'adoptExpiryMs' | 'adoptScan' | 'expiryWarningMs'> {
  return {
    adoptExpiryMs: read('adopt-expiry', (v) => days(v, 1, 3650, '90d')),
    adoptScan: read('adopt-scan', boolean),
    expiryWarningMs: read('expiry-warning', (v) => days(v, 0, 3650, '14d (0d: never)'))
  }
}

export function reportSettings({
  read,
  optional
}: InputReader): Part<
  'summary' | 'trend' | 'annotations' | 'sarifFile' | 'reportFile' | 'comment' | 'githubToken'
> {
  return {
    summary: read('summary', boolean),
    trend: read('trend', (v) => wholeNumberUpTo(v, MAX_TREND, '5 (0: no trend)')),
    annotations: read('annotations', boolean),
    sarifFile: optional('sarif-file', String),
    reportFile: optional('report-file', String),
    comment: read('comment', boolean),
    githubToken: optional('github-token', (v) => secret(v, '${{ github.token }}'))
  }
}

export function onboardingSettings({
  read,
  optional
}: InputReader): Part<
  | 'projectDescription'
  | 'teamId'
  | 'applicationName'
  | 'applicationType'
  | 'signatureType'
  | 'pluginType'
  | 'deleteProject'
> {
  return {
    projectDescription: optional('project-description', String),
    teamId: optional('team-id', (v) => word(v, 'a1b2c3')),
    applicationName: optional('application-name', String),
    applicationType: read('application-type', (v) => oneOf(v, ['WEB', 'API'] as const)),
    signatureType: read('signature-type', (v) => oneOf(v, ['FILE', 'DNS', 'API'] as const)),
    pluginType: optional('plugin-type', (v) => word(v, 'WORDPRESS').toUpperCase()),
    deleteProject: read('delete-project', boolean)
  }
}

/** The baseline's keywords; any other value is a path to a JSON report. */
const BASELINE_KEYWORDS = ['none', 'previous', 'default-branch'] as const

/**
 * none | previous | default-branch (any case, spaces around trimmed) | a path to a JSON report
 * written by an earlier run. A value that is neither a keyword nor shaped like a path (no `/`,
 * no `.`) is a mistyped keyword: taken as a path it would run the whole test, warn that the file
 * cannot be read and gate every pull request on every old finding.
 */
function baselineInput(value: string): BaselineInput {
  const word = value.trim().toLowerCase()
  if (word === 'none') return { kind: 'none' }
  if (word === 'previous') return { kind: 'previous' }
  if (word === 'default-branch') return { kind: 'default-branch' }
  if (!/[/.\\]/.test(value)) {
    const guess = closest(word.replace(/[\s_]+/g, '-'), BASELINE_KEYWORDS)
    throw new BadValue(
      `${shown(value)} is neither a keyword nor a path${guess ? `; did you mean ${guess}?` : '.'} Use ${BASELINE_KEYWORDS.join(', ')}, or the path of a JSON report such as security-test-report.json`
    )
  }
  return { kind: 'file', path: value }
}
