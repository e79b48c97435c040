// Which command runs: one table over every command, so a command cannot be left out.
import type { CommandResult } from '../command-result.js'
import type { ApplicationCommand, ApplicationConfig, Config } from '../config.js'
import type { RunContext } from '../lifecycle/context.js'
import { knownApplication } from '../lifecycle/known-application.js'
import { publish } from '../report/publish-on-demand.js'
import { failureLine } from './failure.js'
import { list } from '../commands/list.js'
import { register } from '../commands/register.js'
import { report } from '../commands/report.js'
import { scan } from '../commands/scan.js'
import { start } from '../commands/start.js'
import { stop } from '../commands/stop.js'
import { unregister } from '../commands/unregister.js'
import { verify } from '../commands/verify.js'
import { wait } from '../commands/wait.js'

export type Handler = (ctx: RunContext<ApplicationConfig>) => Promise<CommandResult>

/**
 * The commands that read a result promise their reports whatever happens (the sarif-file input:
 * "Written for scan, wait, report"): an error still gets its summary, JSON report and an empty
 * SARIF, so an `if: always()` upload or artifact step finds its files. Cancellation is left to
 * the caller, which stops the test first.
 */
export function reportingErrors(handler: Handler): Handler {
  return async (ctx) => {
    try {
      return await handler(ctx)
    } catch (e) {
      if (ctx.signal.aborted) throw e
      return publish(ctx, {
        outcome: 'error',
        failure: failureLine(e, ctx.words),
        info: {
          applicationToken: ctx.config.applicationToken,
          resultToken: ctx.config.resultToken,
          // Read before the error (preflight): the reports name the application.
          application: knownApplication(ctx)
        }
      })
    }
  }
}

const APPLICATION_COMMANDS: Record<ApplicationCommand, Handler> = {
  scan: reportingErrors(scan),
  start,
  wait: reportingErrors(wait),
  stop,
  report: reportingErrors(report),
  verify,
  unregister,
  // Loaded when run: it judges and writes a result, whose parser and writers a start does not
  // compile (src/report/publish-on-demand.ts).
  adopt: async (ctx) => (await import(/* webpackMode: "eager" */ '../commands/adopt.js')).adopt(ctx)
}

export function dispatch(ctx: RunContext<Config>): Promise<CommandResult> {
  const { config } = ctx
  switch (config.command) {
    case 'register':
      return register({ ...ctx, config })
    case 'list':
      return list({ ...ctx, config })
    default:
      return APPLICATION_COMMANDS[config.command]({ ...ctx, config })
  }
}
