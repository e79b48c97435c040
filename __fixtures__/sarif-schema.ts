// The SARIF 2.1.0 schema as published (draft-04, shipped by @microsoft/jest-sarif): Ajv 8 reads
// it once `id` is `$id`. One validator for every suite that checks SARIF.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Ajv } from 'ajv'
import type { ValidateFunction } from 'ajv'

const require = createRequire(import.meta.url)
const schemaPath = require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json')
const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown>
delete schema.$schema
schema.$id = schema.id
delete schema.id

export const validateSarif: ValidateFunction = new Ajv({
  strict: false,
  validateFormats: false,
  allErrors: true,
  unicodeRegExp: false
}).compile(schema)
