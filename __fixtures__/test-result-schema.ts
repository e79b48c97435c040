// The test-result predicate checked as an in-toto consumer would read it: against this project's
// schema of the predicate (__fixtures__/in-toto/, see README.md there), Ajv strict, every error,
// formats on.
import { Ajv } from 'ajv'
import type { ValidateFunction } from 'ajv'
import addFormatsModule from 'ajv-formats'
import { testResultPredicateSchema } from './in-toto/test-result-v0.1.schema.js'

// ajv-formats is CommonJS with `exports.default`: under ESM the default import is the module.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv

const ajv = new Ajv({ strict: true, allErrors: true, validateFormats: true })
addFormats(ajv)

export const validateTestResultPredicate: ValidateFunction = ajv.compile(
  testResultPredicateSchema as unknown as Record<string, unknown>
)

/** The schema's complaints about `value`, one line each; [] when it is valid. */
export function predicateSchemaErrors(value: unknown): string[] {
  if (validateTestResultPredicate(value)) return []
  return (validateTestResultPredicate.errors ?? []).map(
    (e) => `${e.instancePath || '/'} ${e.message ?? ''}`
  )
}
