import type { ApplicationInfo } from '../api/test-api.js'
import { ApiError, hasCode } from '../api/errors.js'
import { forLog, visibleUrl } from '../common/text.js'
import type { RunContext } from './context.js'
import { rememberApplication } from './known-application.js'

/**
 * Before spending a test: the application must exist and its ownership be verified. Fails fast
 * with what to do next (the register and verify commands). v1 has no read endpoint: skipped.
 */
export async function preflight(
  ctx: RunContext,
  applicationToken: string
): Promise<ApplicationInfo | undefined> {
  if (!ctx.tests.application) return undefined
  let app: ApplicationInfo
  try {
    app = await ctx.tests.application(applicationToken, ctx.signal)
  } catch (e) {
    if (hasCode(e, 'INVALID_APPLICATION_TOKEN')) {
      const { input, command } = ctx.words
      throw new ApiError(
        `The application ${applicationToken} does not exist on the service. Check ${input('application-token')}, or create it with the register command (${command('register')}).`,
        { kind: 'service', operation: 'read application', code: e.code, httpStatus: e.httpStatus }
      )
    }
    throw e
  }
  rememberApplication(ctx, app)
  if (!app.verified) {
    throw new ApiError(
      `The ownership of application ${applicationToken} (${forLog(visibleUrl(app.url), 200)}) is not verified (status: ${forLog(app.signatureStatus, 40) || 'unknown'}), so the service will not test it. Publish the signature from the register command's outputs, then run the verify command (${ctx.words.command('verify')}).`,
      { kind: 'service', operation: 'read application', code: 'NOT_VERIFIED' }
    )
  }
  ctx.log.info(`Application: ${forLog(app.name, 200)} (${forLog(visibleUrl(app.url), 300)})`)
  return app
}
