// The log on GitHub Actions: lines and annotations through @actions/core. Every line is
// neutralised, so no message can be read as a workflow command even if a caller forgot.
import * as core from '@actions/core'
import type { Log } from '../common/log.js'
import { neutraliseCommands } from '../common/text.js'

export const coreLog: Log = {
  info: (m) => core.info(neutraliseCommands(m)),
  debug: (m) => core.debug(neutraliseCommands(m)),
  notice: (m, p) => core.notice(neutraliseCommands(m), p),
  warning: (m, p) => core.warning(neutraliseCommands(m), p),
  error: (m, p) => core.error(neutraliseCommands(m), p)
}
