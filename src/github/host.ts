// GitHub Actions as the run's host: inputs, outputs, masking, the log and annotations, the
// state the post phase reads, where reports go, when the workflow run began, where each verdict
// is recorded and the default-branch baseline read, the merge queue's pull request, and the build
// under test (the commit and its deployments).
import * as core from '@actions/core'
import type { DefaultBranchStore, PreviousRecords } from '../lifecycle/context.js'
import type { Config } from '../config.js'
import type { Host, VerdictRecorder } from '../run/host.js'
import type { MergeQueueHost } from '../run/merge-queue.js'
import { githubBuildHost } from './build-host.js'
import { coreLog } from './log.js'
import { githubReportHost } from './report-host.js'
import { savedTests } from './state.js'

export function githubHost(env: NodeJS.ProcessEnv = process.env): Host {
  return {
    input: (name) => core.getInput(name),
    mask: (secret) => core.setSecret(secret),
    log: coreLog,
    setOutput: (name, value) => core.setOutput(name, value),
    fail: (line) => core.setFailed(line),
    reports: (config) => githubReportHost(env, config.githubToken),
    // Loaded only when asked (baseline: previous): Octokit is most of the bundle's start-up.
    runStart: async (config, signal) =>
      (await import(/* webpackMode: "eager" */ './run-start.js')).githubRunStart({
        env,
        githubToken: config.githubToken,
        signal
      }),
    // Loaded only with baseline: default-branch, for the same reason.
    defaultBranch: (config, signal) => lazyStore(env, config.githubToken, signal),
    // Only on merge_group, and its module loaded only when the queue's verdict is judged.
    mergeQueue: (config, signal) =>
      env.GITHUB_EVENT_NAME === 'merge_group'
        ? lazyMergeQueue(env, config.githubToken, signal)
        : undefined,
    // Asked for on every run of scan, wait and report; loaded only when there is a verdict to
    // record and commit-status allows it.
    verdicts: (config, signal) => lazyRecorder(env, config, signal),
    // Loaded only with baseline: previous, for the same reason.
    previousRecords: (config, signal) => lazyPreviousRecords(env, config, signal),
    build: (config) => githubBuildHost(env, config),
    state: savedTests()
  }
}

/** The store of default-branch baselines, its module loaded on first use. */
function lazyStore(
  env: NodeJS.ProcessEnv,
  githubToken: string | undefined,
  signal: AbortSignal
): DefaultBranchStore {
  let store: Promise<DefaultBranchStore> | undefined
  const get = (): Promise<DefaultBranchStore> =>
    (store ??= import(/* webpackMode: "eager" */ './baseline-store.js').then((m) =>
      m.githubBaselineStore({ env, githubToken, signal, log: coreLog })
    ))
  return {
    find: async (app, testStart) => (await get()).find(app, testStart)
  }
}

/** The verdict records' writer, its module loaded on first use and never with commit-status: false. */
function lazyRecorder(
  env: NodeJS.ProcessEnv,
  config: Config,
  signal: AbortSignal
): VerdictRecorder {
  let said = false
  return {
    record: async (verdicts, command, options) => {
      if (verdicts.length === 0) return {}
      if (config.commitStatus === 'false') {
        // A later run's `previous` or `default-branch` baseline is read from these records.
        if (!said && config.baseline.kind !== 'none' && config.baseline.kind !== 'file') {
          coreLog.info(
            'Verdict not recorded (commit-status: false): no later run can use this run as its baseline'
          )
        }
        said = true
        return {}
      }
      const m = await import(/* webpackMode: "eager" */ './verdict-status.js')
      return m
        .githubVerdictRecorder({
          env,
          githubToken: config.githubToken,
          commitStatus: config.commitStatus,
          commit: config.commit,
          signal,
          log: coreLog
        })
        .record(verdicts, command, options)
    }
  }
}

/** The merge queue's reader, its module (and Octokit) loaded on first use. */
function lazyMergeQueue(
  env: NodeJS.ProcessEnv,
  githubToken: string | undefined,
  signal: AbortSignal
): MergeQueueHost {
  return {
    judge: async (applicationTokens) =>
      (await import(/* webpackMode: "eager" */ './merge-queue.js'))
        .githubMergeQueue({ env, githubToken, signal, log: coreLog })
        .judge(applicationTokens)
  }
}

/** The verdict records of `baseline: previous`, their module loaded on first use. */
function lazyPreviousRecords(
  env: NodeJS.ProcessEnv,
  config: Config,
  signal: AbortSignal
): PreviousRecords {
  const { githubToken } = config
  let records: Promise<PreviousRecords> | undefined
  const get = (): Promise<PreviousRecords> =>
    (records ??= import(/* webpackMode: "eager" */ './previous-records.js').then((m) =>
      m.githubPreviousRecords({
        env,
        githubToken,
        signal,
        log: coreLog,
        // The default branch's records, read through their own store when the pull request has none.
        defaultBranch: lazyStore(env, githubToken, signal),
        // A record on an earlier commit is refused when the ignore file (where adopt writes too)
        // changed since; no baseline file is read with `previous`.
        gateFiles: [config.ignoreFile.path]
      })
    ))
  return {
    find: async (app, testStart, before, exclude) =>
      (await get()).find(app, testStart, before, exclude)
  }
}
