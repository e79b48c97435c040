// GitLab DAST reports checked as GitLab would take them: against this project's own schemas for
// GitLab's DAST report formats 15.0.0 (the version the tool declares) and 15.2.1, written from the
// formats' requirements (__fixtures__/gitlab/, see README.md there), with Ajv strict, every error
// and formats on (ajv-formats); then what GitLab's backend refuses or merges beyond the schema
// (gitlabAcceptanceErrors). `validateGitlabDast` does all of it, so every test that checks a
// GitLab report checks it under both formats.
import { Ajv } from 'ajv'
import type { ErrorObject, ValidateFunction } from 'ajv'
import addFormatsModule from 'ajv-formats'
import { MAX_GITLAB_BYTES } from '../src/native-reports/gitlab-dast.js'
import { gitlabDast15Schema } from './gitlab/dast-report-15.0.0.schema.js'
import { gitlabDast1521Schema } from './gitlab/dast-report-15.2.1.schema.js'

// ajv-formats is CommonJS with `exports.default`: under ESM the default import is the module.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv

function compile(schema: Record<string, unknown>): ValidateFunction {
  const ajv = new Ajv({ strict: true, allErrors: true, validateFormats: true })
  addFormats(ajv)
  return ajv.compile(schema)
}

export const validateGitlabDast15: ValidateFunction = compile(gitlabDast15Schema)
export const validateGitlabDast1521: ValidateFunction = compile(gitlabDast1521Schema)

/** GitLab's model refuses a longer description; a report of more vulnerabilities is refused. */
export const GITLAB_MAX_DESCRIPTION = 15_000
export const GITLAB_MAX_VULNERABILITIES = 100_000

type Loose = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * GitLab's identity of a vulnerability: its primary identifier (the first) and the location's
 * `path:method:param` (the host is not part of it). `normalised`: the newer reading of the path,
 * without its query and a trailing slash.
 */
export function gitlabIdentity(v: Loose, normalised: boolean): string {
  const primary = (v.identifiers as Loose[] | undefined)?.[0] ?? {}
  const location = (v.location as Loose | undefined) ?? {}
  let path = String(location.path ?? '')
  if (normalised) {
    path = path.split('?')[0] ?? ''
    if (path.length > 1) path = path.replace(/\/+$/, '')
  }
  const where = `${path}:${String(location.method ?? '')}:${String(location.param ?? '')}`
  return `${String(primary.type)}:${String(primary.value)}|${where}`
}

/**
 * What GitLab refuses or merges beyond the schemas: vulnerabilities that are one to GitLab (under
 * either reading of the path), a description over 15,000 characters, more than 100,000
 * vulnerabilities, or a report over the tool's byte budget as written.
 */
export function gitlabAcceptanceErrors(doc: unknown): string[] {
  const errors: string[] = []
  const vulnerabilities = ((doc as Loose | null)?.vulnerabilities as Loose[] | undefined) ?? []
  for (const normalised of [false, true]) {
    const seen = new Map<string, number>()
    vulnerabilities.forEach((v, i) => {
      const id = gitlabIdentity(v, normalised)
      const first = seen.get(id)
      if (first !== undefined) {
        errors.push(
          `/vulnerabilities/${i} is /vulnerabilities/${first} to GitLab` +
            (normalised ? ' (path without query and trailing slash)' : '')
        )
      } else seen.set(id, i)
    })
  }
  vulnerabilities.forEach((v, i) => {
    const length = [...String(v.description ?? '')].length
    if (length > GITLAB_MAX_DESCRIPTION) {
      errors.push(`/vulnerabilities/${i}/description has ${length} characters`)
    }
  })
  if (vulnerabilities.length > GITLAB_MAX_VULNERABILITIES) {
    errors.push(`${vulnerabilities.length} vulnerabilities`)
  }
  const bytes = Buffer.byteLength(`${JSON.stringify(doc, null, 2)}\n`)
  if (bytes > MAX_GITLAB_BYTES) errors.push(`${bytes} bytes`)
  return errors
}

function asError(message: string): ErrorObject {
  return { instancePath: '', schemaPath: 'gitlab', keyword: 'gitlab', params: {}, message }
}

/** 15.0.0, 15.2.1 and GitLab's acceptance in one; `.errors` names the format of each error. */
export const validateGitlabDast = ((doc: unknown): boolean => {
  const errors: ErrorObject[] = []
  for (const [version, validate] of [
    ['15.0.0', validateGitlabDast15],
    ['15.2.1', validateGitlabDast1521]
  ] as const) {
    if (!validate(doc)) {
      for (const e of validate.errors ?? [])
        errors.push({ ...e, message: `${version}: ${e.message}` })
    }
  }
  if (errors.length === 0) errors.push(...gitlabAcceptanceErrors(doc).map(asError))
  validateGitlabDast.errors = errors.length > 0 ? errors : null
  return errors.length === 0
}) as ValidateFunction
