// Which build a verdict is about (issue 21), as every report says it: the JSON report's `build`
// object (SARIF repeats it in the run's properties), and one Markdown line for the job summary and
// the pull-request comment. Pure functions of the ReportContext, so they show whatever the run
// learned (the scan flow fills `build`) and nothing when it learned nothing.
import type { BuildCheckResult, BuildUnderTest } from '../build.js'
import { forMarkdown, forPlain, safeHref, urlWithoutSecrets } from '../common/text.js'
import type { ReportContext } from './context.js'
import { baselineSource } from './format.js'

const MAX = { url: 2048, text: 300, served: 500, token: 64 }

/** A commit SHA as git writes it: only such a value is linked, put in code or a revision id. */
export function isCommitSha(sha: string | undefined): sha is string {
  return sha !== undefined && /^[0-9a-f]{7,40}$/.test(sha)
}

/** The commit's page, when the host knows how to link one and the commit is a SHA. */
export function commitUrl(ctx: ReportContext): string | undefined {
  const sha = ctx.build?.commit?.sha
  const base = ctx.repository?.commitBase
  return base && isCommitSha(sha) ? safeHref(base + sha) : undefined
}

/** What the build check saw, in words (the same words in every report). */
export function buildCheckWords(check: BuildCheckResult): string {
  const { before, after } = check
  if (after && !after.matched) return 'served another build after the test'
  if (before && !before.matched) return 'did not serve the commit before the test'
  if (before && after) return 'served the commit before and after the test'
  if (before) return 'served the commit before the test (not checked after it)'
  if (after) return 'served the commit after the test'
  return 'not checked'
}

const SHOWN_BY: Record<BuildUnderTest['shownBy'], string> = {
  deployment: 'shown by the deployment',
  'build-check': 'shown by the build check',
  'deployment and build-check': 'shown by the deployment and the build check',
  nothing: 'not shown to be what the site served'
}

/** An epoch-ms time as ISO 8601, or undefined when it is no time at all. */
function iso(ms: number | undefined): string | undefined {
  return ms !== undefined && Number.isFinite(ms) ? new Date(ms).toISOString() : undefined
}

function optional(key: string, value: string | undefined, max: number): Record<string, string> {
  return value === undefined ? {} : { [key]: forPlain(value, max) }
}

function optionalTime(key: string, ms: number | undefined): Record<string, string> {
  const t = iso(ms)
  return t === undefined ? {} : { [key]: t }
}

/** Only http(s) links go into a report (a `javascript:` link stays out). */
function link(url: string | undefined): string | undefined {
  return safeHref(url) === undefined ? undefined : url
}

function checkJson(c: BuildCheckResult): Record<string, unknown> {
  const side = (s: BuildCheckResult['before']): Record<string, unknown> | undefined =>
    s && {
      matched: s.matched,
      ...optionalTime('at', s.at),
      ...optional('served', s.served, MAX.served)
    }
  const before = side(c.before)
  const after = side(c.after)
  return {
    // The request's URL may carry a secret in its query (a protection bypass): never written.
    url: forPlain(urlWithoutSecrets(c.url), MAX.url),
    result: buildCheckWords(c),
    ...(before ? { before } : {}),
    ...(after ? { after } : {})
  }
}

/**
 * The JSON report's `build` object (docs/reports.md), or undefined when the build is not known.
 * Texts are cleaned and bounded like the report's other fields; times are ISO 8601.
 */
export function buildJson(ctx: ReportContext): Record<string, unknown> | undefined {
  const b = ctx.build
  if (!b) return undefined
  const d = b.deployment
  const source = baselineSource(ctx)
  return {
    ...optional('commit', b.commit?.sha, 80),
    ...optional('commitSource', b.commit?.source, MAX.text),
    ...optional('commitUrl', commitUrl(ctx), MAX.url),
    ...optional('deploymentUrl', d?.environmentUrl, MAX.url),
    ...(d
      ? {
          deployment: {
            id: forPlain(d.id, MAX.token),
            environment: forPlain(d.environment, MAX.text),
            ...(b.deploymentSite ? { site: b.deploymentSite } : {}),
            ...optional('link', link(d.link), MAX.url),
            ...optionalTime('succeededAt', d.succeededAt)
          }
        }
      : {}),
    ...(b.buildCheck ? { buildCheck: checkJson(b.buildCheck) } : {}),
    shownBy: b.shownBy,
    ...optionalTime('since', b.since),
    reused: b.reused !== undefined,
    ...(b.reused
      ? {
          reusedTest: {
            resultToken: forPlain(b.reused.resultToken, MAX.token),
            ...optionalTime('startedAt', b.reused.startTime),
            ...optionalTime('endedAt', b.reused.endTime)
          }
        }
      : {}),
    ...(source !== undefined
      ? {
          baseline: {
            source: forPlain(source, MAX.text),
            ...optional('resultToken', ctx.baseline?.resultToken, MAX.token)
          }
        }
      : {})
  }
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/**
 * A date without a time, as the service writes `generated_date` ("26 Nov 2026") or as ISO
 * ("2026-11-26"), as `2026-11-26`: never read as midnight in the runner's zone (which showed
 * "00:00 UTC", or the day before east of Greenwich). Undefined for anything else.
 */
export function dateOnly(t: string | undefined): string | undefined {
  if (!t) return undefined
  const iso = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(t)
  const dmy = /^\s*(\d{1,2})\s+([a-z]{3})[a-z]*\.?,?\s+(\d{4})\s*$/i.exec(t)
  let y: number, m: number, d: number
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  else if (dmy) {
    ;[y, m, d] = [Number(dmy[3]), MONTHS.indexOf((dmy[2] ?? '').toLowerCase()) + 1, Number(dmy[1])]
  } else return undefined
  const date = new Date(Date.UTC(y, m - 1, d))
  if (m < 1 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined
  return date.toISOString().slice(0, 10)
}

/** When the service says it generated the result, written one way in every report (Markdown). */
export function generatedWhen(generated: string | undefined): string | undefined {
  return (
    dateOnly(generated) ??
    shortTime(generated) ??
    (generated ? forMarkdown(generated, 60) : undefined)
  )
}

const ZONELESS = /^\s*\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?\s*$/

/** `2026-11-05 09:05 UTC`, or undefined for text that is no time. */
function shortTime(t: string | number | undefined): string | undefined {
  // An ISO time without a zone is UTC here, never the runner's local time.
  const ms = typeof t === 'string' ? Date.parse(ZONELESS.test(t) ? `${t.trim()}Z` : t) : t
  const s = iso(ms)
  return s === undefined ? undefined : `${s.slice(0, 10)} ${s.slice(11, 16)} UTC`
}

/** `2026-11-05 09:05–09:35 UTC` (the end's date only when it differs). */
function timeSpan(start: string | undefined, end: string | undefined): string | undefined {
  const a = shortTime(start)
  const b = shortTime(end)
  if (a && b) {
    const sameDay = a.slice(0, 10) === b.slice(0, 10)
    return `${a.slice(0, -4)}–${sameDay ? b.slice(11) : b}`
  }
  return a ? `from ${a}` : b ? `until ${b}` : undefined
}

/**
 * One line for the job summary and the comment: commit (linked when the host can), when the
 * test ran, reuse, deployment, build check, how sure, baseline. Undefined when nothing is known.
 */
export function buildLine(ctx: ReportContext, withBaseline = true): string | undefined {
  const b = ctx.build
  if (!b) return undefined
  const parts: string[] = []
  const sha = b.commit?.sha
  if (sha !== undefined) {
    const shown = isCommitSha(sha) ? `\`${sha.slice(0, 7)}\`` : forMarkdown(sha, 80)
    const href = commitUrl(ctx)
    const source = b.commit?.source ? ` (${forMarkdown(b.commit.source, MAX.text)})` : ''
    parts.push(`commit ${href ? `[${shown}](${href})` : shown}${source}`)
  }
  // An error before any test describes no test: no "tested until" the moment the run gave up.
  const tested = ctx.resultToken ? timeSpan(ctx.startedAt, ctx.finishedAt) : undefined
  if (tested) parts.push(`tested ${tested}`)
  if (b.reused) {
    const when = shortTime(b.reused.startTime)
    parts.push(
      `reused test ${forMarkdown(b.reused.resultToken, MAX.token)}${when ? ` from ${when}` : ''}`
    )
  }
  if (b.deployment) parts.push(deploymentWords(b))
  if (b.buildCheck) parts.push(`build check: ${buildCheckWords(b.buildCheck)}`)
  parts.push(SHOWN_BY[b.shownBy])
  const source = withBaseline ? baselineSource(ctx) : undefined
  if (source !== undefined) parts.push(`baseline: ${forMarkdown(source, MAX.text)}`)
  return `**Build:** ${parts.join(' · ')}`
}

function deploymentWords(b: BuildUnderTest): string {
  const d = b.deployment
  if (!d) return ''
  const env = forMarkdown(d.environment, 100)
  const url = d.environmentUrl
  if (!url) return `deployed to ${env}${SITE_WORDS[b.deploymentSite ?? 'application']}`
  const href = safeHref(url)
  const text = forMarkdown(url, 200)
  return `deployed to ${env} at ${href ? `[${text}](${href})` : text}${SITE_WORDS[b.deploymentSite ?? 'application']}`
}

/** Beside the deployment: whether it is what was tested (issue 29: never implied when not). */
const SITE_WORDS: Record<NonNullable<BuildUnderTest['deploymentSite']>, string> = {
  application: '',
  elsewhere: " (another origin than the application's: not what was tested)",
  unknown: " (not shown to be the application's site)"
}

/**
 * Beside the build line in the pull-request comment (issue 24): when the result judged was
 * generated, and, for a known build, that the test was a new one (a reused one is in the build
 * line). With the build line a reviewer can tell which push the comment describes. Undefined
 * when nothing is known.
 */
export function resultLine(ctx: ReportContext): string | undefined {
  // No test, no result: an error before any test has no date or newness to tell.
  if (!ctx.resultToken) return undefined
  const parts: string[] = []
  const when = generatedWhen(ctx.meta.generatedDate)
  const finished = shortTime(ctx.finishedAt)
  if (when) parts.push(`generated ${when}`)
  else if (finished) parts.push(`read ${finished}`)
  if (ctx.build && !ctx.build.reused) parts.push('a new test (not reused)')
  return parts.length > 0 ? `**Result:** ${parts.join(' · ')}` : undefined
}
