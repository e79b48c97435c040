// One parser per kind of input value. Each returns the typed value or throws BadValue with a
// message that says what is wrong and shows a good value; readConfig adds the input's name.
import { parseDuration } from '../common/duration.js'
import { clean, neutraliseCommands, truncate, urlWithoutSecrets } from '../common/text.js'
import type { Budget, Severity, Threshold } from '../findings/types.js'

/** A value that fails its input's rule. The message never holds a secret. */
export class BadValue extends Error {}

/** Echo a (non-secret) value in a message: cleaned, cut, quoted, and safe in a log line. */
export function shown(text: string): string {
  return neutraliseCommands(JSON.stringify(truncate(clean(text), 60)))
}

/** Case-insensitive; `_` and spaces read as `-` so `very_low` and `Very Low` work too. */
function canonical(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, '-')
}

export function oneOf<T extends string>(text: string, allowed: readonly T[]): T {
  const found = allowed.find((value) => value.toLowerCase() === text.trim().toLowerCase())
  if (found !== undefined) return found
  throw new BadValue(`${shown(text)} is not allowed; use one of ${allowed.join(', ')}`)
}

/**
 * YAML 1.2 core-schema booleans, as core.getBooleanInput reads them, but in any case (`TRUE`,
 * `tRuE`): nobody means anything else by them. `yes`/`on`/`1` stay errors, as in core.
 */
export function boolean(text: string): boolean {
  const lower = text.trim().toLowerCase()
  if (lower === 'true') return true
  if (lower === 'false') return false
  throw new BadValue(`${shown(text)} is not a boolean; use true or false`)
}

const THRESHOLDS: readonly Threshold[] = [
  'critical',
  'high',
  'medium',
  'low',
  'very-low',
  'any',
  'none'
]

export function threshold(text: string): Threshold {
  const value = canonical(text)
  const found = THRESHOLDS.find((t) => t === value)
  if (found !== undefined) return found
  throw new BadValue(`${shown(text)} is not a severity; use one of ${THRESHOLDS.join(', ')}`)
}

const BUDGET_KEYS: readonly Severity[] = [
  'critical',
  'high',
  'medium',
  'low',
  'very-low',
  'unknown'
]
const BUDGET_EXAMPLE = 'use a number such as 0, or budgets such as critical=0,high=0,medium=5'

/** `max-unfixed`: `3`, or `critical=0,high=0,medium=5` (commas or new lines between entries). */
export function budget(text: string): Budget {
  const trimmed = text.trim()
  if (/^\d+$/.test(trimmed)) return { kind: 'total', max: count(trimmed, text) }
  if (!trimmed.includes('=')) {
    throw new BadValue(`${shown(text)} is not a number or a list of budgets; ${BUDGET_EXAMPLE}`)
  }
  const max: Partial<Record<Severity, number>> = {}
  for (const entry of trimmed.split(/[,\n]/)) {
    const [rawKey, rawValue, ...extra] = entry.split('=')
    const key = canonical(rawKey ?? '')
    const severity = BUDGET_KEYS.find((k) => k === key)
    if (extra.length > 0 || rawValue === undefined || key === '') {
      throw new BadValue(`${shown(entry.trim())} is not a budget entry; ${BUDGET_EXAMPLE}`)
    }
    if (severity === undefined) {
      throw new BadValue(
        `${shown(rawKey.trim())} is not a severity; budgets take ${BUDGET_KEYS.join(', ')}`
      )
    }
    if (max[severity] !== undefined) {
      throw new BadValue(`${severity} is given twice; name each severity once, ${BUDGET_EXAMPLE}`)
    }
    max[severity] = count(rawValue.trim(), `${rawKey.trim()}=${rawValue.trim()}`)
  }
  return { kind: 'per-severity', max }
}

function count(digits: string, whole: string): number {
  const value = Number(digits)
  if (!/^\d+$/.test(digits) || !Number.isSafeInteger(value)) {
    throw new BadValue(`${shown(whole)} needs a whole number of 0 or more; ${BUDGET_EXAMPLE}`)
  }
  return value
}

const DURATION_EXAMPLE = 'use 90s, 45m, 2h, 1h30m or a number of minutes'

/** A duration within [min, max], both in ms; `maxWhy` explains the upper bound to the user. */
export function duration(text: string, min: number, max: number, maxWhy: string): number {
  let ms: number
  try {
    ms = parseDuration(text)
  } catch {
    throw new BadValue(`${shown(text)} is not a duration; ${DURATION_EXAMPLE}`)
  }
  if (ms < min) throw new BadValue(`${shown(text)} is too short; use at least 1s, e.g. 30s`)
  if (ms > max) throw new BadValue(`${shown(text)} is longer than ${maxWhy}`)
  return ms
}

const DAY = 86_400_000

/**
 * Whole days, as `90d`, `2w` or a bare number of days, between `min` and `max` days: accepted
 * risks run out at the end of a day, so nothing finer means anything.
 */
export function days(text: string, min: number, max: number, example: string): number {
  const m = /^(\d{1,5})\s*(d|w)?$/i.exec(text.trim())
  if (m === null) throw new BadValue(`${shown(text)} is not a number of days; e.g. ${example}`)
  const n = Number(m[1]) * (m[2]?.toLowerCase() === 'w' ? 7 : 1)
  if (n < min)
    throw new BadValue(`${shown(text)} is too short; use at least ${min}d, e.g. ${example}`)
  if (n > max) throw new BadValue(`${shown(text)} is longer than ${max}d; e.g. ${example}`)
  return n * DAY
}

/** Tokens of the service: applications and test runs. */
const TOKEN = /^[a-z0-9]{32}$/
const TOKEN_EXAMPLE = 'e.g. 0123456789abcdef0123456789abcdef'

/**
 * The value is described, never echoed: a token pasted into the wrong input may be a secret (the
 * access token looks the same).
 */
export function serviceToken(text: string, what: string): string {
  if (TOKEN.test(text)) return text
  const traits = [`${text.length} characters`]
  if (/[A-Z]/.test(text)) traits.push('upper-case letters')
  if (/[^A-Za-z0-9]/.test(text)) traits.push('characters other than letters and digits')
  throw new BadValue(
    `is not ${what} (it has ${traits.join(', ')}); use 32 lowercase letters/digits, ${TOKEN_EXAMPLE}`
  )
}

/**
 * One or more service tokens separated by commas, spaces or newlines (a YAML block scalar works).
 * Each is checked like a single one and named by its place; repeats are refused.
 */
export function serviceTokens(text: string, what: string): string[] {
  const tokens = text.split(/[\s,]+/).filter((t) => t !== '')
  const problems: string[] = []
  tokens.forEach((token, i) => {
    try {
      serviceToken(token, what)
    } catch (e) {
      if (!(e instanceof BadValue)) throw e
      problems.push(tokens.length === 1 ? e.message : `the ${ordinal(i + 1)} ${e.message}`)
    }
  })
  if (problems.length > 0) throw new BadValue(problems.join('; '))
  const seen = new Set<string>()
  for (const [i, token] of tokens.entries()) {
    if (seen.has(token)) {
      throw new BadValue(
        `names the same token twice (the ${ordinal(i + 1)} repeats an earlier one); list each once`
      )
    }
    seen.add(token)
  }
  return tokens
}

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${suffix}`
}

/** A whole number from 0 up (0 meaning "no limit" where the input says so). */
export function wholeNumber(text: string, example: string): number {
  if (/^\d{1,6}$/.test(text)) return Number(text)
  throw new BadValue(`${shown(text)} is not a whole number from 0 up, e.g. ${example}`)
}

/** A whole number from 0 up to `max`. */
export function wholeNumberUpTo(text: string, max: number, example: string): number {
  if (/^\d{1,6}$/.test(text) && Number(text) <= max) return Number(text)
  throw new BadValue(`${shown(text)} is not a whole number from 0 to ${max}, e.g. ${example}`)
}

/** An http(s) URL without credentials. A URL with credentials is never echoed: they are secrets. */
function httpUrl(text: string, example: string): URL {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new BadValue(`${shown(text)} is not a URL; use an address such as ${example}`)
  }
  if (url.username !== '' || url.password !== '') {
    throw new BadValue(`must not hold a user name or password; use an address such as ${example}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new BadValue(`${shown(text)} is not an http(s) URL; use an address such as ${example}`)
  }
  return url
}

const BASE_EXAMPLE = 'https://api.example.com'

/** The service's address, without a trailing slash; the API paths are appended to it. */
export function baseUrl(text: string): string {
  const url = httpUrl(text, BASE_EXAMPLE)
  if (/[?#]/.test(text)) {
    throw new BadValue(`${shown(text)} must not have a query or fragment; use e.g. ${BASE_EXAMPLE}`)
  }
  const path = url.pathname.replace(/\/+$/, '')
  // A common slip: copying an endpoint's address. The action adds /rest/v2 or /v1 itself.
  if (/\/(rest\/v2|v1)$/i.test(path)) {
    throw new BadValue(`${shown(text)} ends with the API path; leave it out, e.g. ${BASE_EXAMPLE}`)
  }
  return `${url.protocol}//${url.host}${path}`
}

/** The tested application's address, kept as written: the service stores and lists it so. */
export function applicationUrl(text: string): string {
  httpUrl(text, 'https://app.example.com')
  return text
}

/** A secret: never echoed. Whitespace inside is a paste accident (two lines, "Bearer x"). */
export function secret(text: string, example: string): string {
  if (unquotedSecret(text) !== text) {
    // A secret stored with the quotes it was pasted with: the service would refuse it as a
    // wrong token, which says nothing of why.
    throw new BadValue(
      `is wrapped in quotes (" or '): the secret holds the quotes as well as the token; store the token alone, without quotes, e.g. ${example}`
    )
  }
  if (/[\s\p{Cc}]/u.test(text)) {
    throw new BadValue(
      `has an unexpected format (it holds spaces or control characters); pass the token alone, e.g. ${example}`
    )
  }
  return text
}

/**
 * A secret without the quotes it may have been pasted with (`"tok"`, `'tok'`): the form to mask
 * beside the value itself, and the one that differs from it when the value is quoted.
 */
export function unquotedSecret(text: string): string {
  const quoted = /^(["'])([\s\S]*)\1$/.exec(text)
  return quoted && text.length >= 2 ? (quoted[2] ?? '') : text
}

/** Identifiers sent as they are (team ids, plugin types): one word. */
export function word(text: string, example: string): string {
  if (/^[\p{L}\p{N}_.-]+$/u.test(text)) return text
  throw new BadValue(`${shown(text)} must be one word (letters, digits, _ . -), e.g. ${example}`)
}

/** A commit: 7 to 40 hexadecimal digits (a full SHA-1, or an abbreviation), lower-cased. */
export function commitSha(
  text: string,
  example = '${{ github.event.pull_request.head.sha }}'
): string {
  if (/^[0-9a-f]{7,40}$/i.test(text)) return text.toLowerCase()
  throw new BadValue(
    `${shown(text)} is not a commit; use its 40-character SHA (or at least 7 leading characters), e.g. ${example}`
  )
}

/** A GitHub environment's name: non-blank text of at most 255 characters. */
export function environmentName(text: string): string {
  // eslint-disable-next-line no-control-regex
  if (text.length <= 255 && !/[\u0000-\u001f]/.test(text)) return text
  throw new BadValue(
    'is not an environment name; use the name of a GitHub environment, e.g. preview'
  )
}

/** An absolute http(s) URL, or a path starting with "/" (taken relative to the application's URL). */
export function buildCheckTarget(text: string): string {
  if (text.startsWith('/') && !text.startsWith('//') && !/\s/.test(text)) return text
  let url: URL | undefined
  try {
    url = new URL(text)
  } catch {
    url = undefined
  }
  if (
    url &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password
  ) {
    return url.toString()
  }
  throw new BadValue(
    `${shown(urlWithoutSecrets(text))} is neither an http(s) URL nor a path starting with "/"; e.g. /__version__ or https://app.example.com/version`
  )
}
