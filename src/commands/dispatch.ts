import type { CommandResult, RunContext } from './context.js'
import { listCommand } from './list.js'
import { registerCommand } from './register.js'
import { unregisterCommand } from './unregister.js'
import { verifyCommand } from './verify.js'
import {
  reportCommand,
  scanCommand,
  startCommand,
  stopCommand,
  waitCommand
} from './test-commands.js'

type Handler = (ctx: RunContext) => Promise<CommandResult>

const HANDLERS: Partial<Record<RunContext['config']['command'], Handler>> = {
  scan: scanCommand,
  start: startCommand,
  wait: waitCommand,
  stop: stopCommand,
  report: reportCommand,
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
