// verify: ask the service to check the ownership signature until it says verified or `timeout`
// runs out. A failed check is normal while a DNS record propagates or a deployment rolls out, so
// FAILED means "not yet", never "give up"; only the service refusing the request itself ends it.
import { hasCode, isTransient } from '../api/errors.js'
import { isVerified } from '../api/test-api.js'
import { pollPause } from '../lifecycle/schedule.js'
import { untilDeadline } from '../lifecycle/deadline.js'
import { formatDuration } from '../common/duration.js'
import { forLog, forMarkdown } from '../common/text.js'
import type { CommandResult } from '../command-result.js'
import type { ApplicationConfig } from '../config.js'
import type { RunContext } from '../lifecycle/context.js'
import type { Signatures } from '../api/applications.js'
import { howToVerify, signatureOutputs, signaturesMarkdown } from '../report/signatures.js'
import { appendStepSummary } from '../report/step-summary.js'

/** The service's answers that mean "the signature was not found yet". */
const NOT_YET = ['FAILED', 'VERIFICATION_FAILED']

export async function verify(ctx: RunContext<ApplicationConfig>): Promise<CommandResult> {
  const api = ctx.applications
  const token = ctx.config.applicationToken
  const type = ctx.config.signatureType
  let signatures = await api.signatures(token, ctx.signal)
  const outputs = (s: Signatures): CommandResult['outputs'] => ({
    'application-token': token,
    ...signatureOutputs(s, ctx.log)
  })
  if (isVerified(signatures.status)) {
    ctx.log.info(`Application ${token} is verified already`)
    summary(ctx, token, signatures, 'is verified already.')
    return { outcome: 'passed', outputs: outputs(signatures) }
  }

  const started = ctx.clock.now()
  let lastAnswer = ''
  const verified = await untilDeadline(
    {
      clock: ctx.clock,
      deadline: started + ctx.config.timeoutMs,
      pause: (round) => pollPause(round, ctx.config.pollIntervalMs),
      onPause: (ms, round) =>
        ctx.log.info(
          `Not verified yet (attempt ${round}${lastAnswer ? `: ${lastAnswer}` : ''}); trying again in ${Math.ceil(ms / 1000)} s`
        ),
      signal: ctx.signal
    },
    async (round) => {
      const answer = await askToVerify(ctx, api, token)
      if (answer === 'verified') {
        signatures = { ...signatures, status: 'Verified' }
        ctx.log.info(`Application ${token} is verified (${type} signature, attempt ${round + 1})`)
        summary(ctx, token, signatures, `was verified by its ${type} signature.`)
        return true
      }
      lastAnswer = answer.notYet
      // The check may have succeeded on the service's side after all (or by another route).
      // A passing outage here is not an answer: keep what we knew and try again on schedule.
      signatures = (await passing(() => api.signatures(token, ctx.signal))) ?? signatures
      if (!isVerified(signatures.status)) return undefined
      ctx.log.info(`Application ${token} is verified`)
      summary(ctx, token, signatures, 'is verified.')
      return true
    }
  )
  if (verified === true) return { outcome: 'passed', outputs: outputs(signatures) }

  const waited = formatDuration(ctx.clock.now() - started)
  const todo = howToVerify(type, signatures)
  const failure =
    `Application ${token} is not verified after ${waited}` +
    (lastAnswer ? ` (last answer: ${lastAnswer})` : '') +
    `. To verify by ${type}: ${todo}; then run verify again.`
  summary(ctx, token, signatures, `is **not verified** after ${waited}.`)
  return { outcome: 'failed', failure, outputs: outputs(signatures) }
}

/** One verification request: verified, or the service's "not yet" message (escaped). */
async function askToVerify(
  ctx: RunContext<ApplicationConfig>,
  api: RunContext['applications'],
  applicationToken: string
): Promise<'verified' | { notYet: string }> {
  try {
    await api.verifySignature(
      {
        applicationToken,
        signatureType: ctx.config.signatureType,
        pluginType: ctx.config.pluginType
      },
      ctx.signal
    )
    return 'verified'
  } catch (e) {
    // An outage that outlasted the transport's retries is "not yet" too: DNS waits run long.
    if (isTransient(e)) return { notYet: forLog(e.message, 200) }
    if (!hasCode(e, ...NOT_YET)) throw e
    return { notYet: forLog(e.serviceMessage || e.message, 200) }
  }
}

/** The value, or undefined when the call failed for a passing reason. */
async function passing<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call()
  } catch (e) {
    if (isTransient(e)) return undefined
    throw e
  }
}

function summary(
  ctx: RunContext<ApplicationConfig>,
  token: string,
  s: Signatures,
  what: string
): void {
  appendStepSummary(
    ctx,
    [
      '## Security test: ownership verification',
      '',
      `The application \`${forMarkdown(token)}\`${s.url ? ` (${forMarkdown(s.url)})` : ''} ${what}`,
      '',
      ...(isVerified(s.status)
        ? []
        : ['Put one of these in place, then run `verify` again:', '', signaturesMarkdown(s), ''])
    ].join('\n')
  )
}
