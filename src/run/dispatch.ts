import type { CommandResult, RunContext } from '../lifecycle/context.js'
import { failureLine } from './failure.js'
import { publish } from '../report/publish.js'
import { listCommand } from '../commands/list.js'
import { registerCommand } from '../commands/register.js'
import { unregisterCommand } from '../commands/unregister.js'
import { verifyCommand } from '../commands/verify.js'
import {
  reportCommand,
  scanCommand,
  startCommand,
  stopCommand,
  waitCommand
} from '../commands/test-commands.js'

type Handler = (ctx: RunContext) => Promise<CommandResult>

/**
 * The commands that read a result promise their reports whatever happens (CONTRACT: SARIF is
 * "always written" for scan, wait, report): an error still gets its summary, JSON report and an
 * empty SARIF, so an `if: always()` upload or artifact step finds its files. Cancellation is
 * left to main.ts, which stops the test first.
 */
function reportingErrors(handler: Handler): Handler {
  return async (ctx) => {
    try {
      return await handler(ctx)
    } catch (e) {
      if (ctx.signal.aborted) throw e
      return publish(ctx, {
        outcome: 'error',
        failure: failureLine(e),
        info: {
          applicationToken: ctx.config.applicationToken ?? '',
          resultToken: ctx.config.resultToken
        }
      })
    }
  }
}

const HANDLERS: Partial<Record<RunContext['config']['command'], Handler>> = {
  scan: reportingErrors(scanCommand),
  start: startCommand,
  wait: reportingErrors(waitCommand),
  stop: stopCommand,
  report: reportingErrors(reportCommand),
  register: registerCommand,
  verify: verifyCommand,
  unregister: unregisterCommand,
  list: listCommand
}

export async function dispatch(ctx: RunContext): Promise<CommandResult> {
  const handler = HANDLERS[ctx.config.command]
  if (!handler) throw new Error(`the command ${ctx.config.command} is not implemented yet`)
  return handler(ctx)
}
