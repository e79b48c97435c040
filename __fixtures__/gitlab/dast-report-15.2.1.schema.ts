// A JSON schema (draft-07) for GitLab DAST reports in format version 15.2.1, written by this
// project like its 15.0.0 schema (same folder, see README.md): GitLab keeps its own at
// lib/gitlab/ci/parsers/security/validators/schemas/15.2.1/dast-report-format.json in
// gitlabhq/gitlabhq; none of it is copied here. It is the 15.0.0 schema plus what the format added
// by 15.2.1, as facts:
// - `scan.primary_identifiers`: identifiers (type, name, value; an http(s) or ftp url) the analyzer
//   may report; `scan.options`: name (1–255 characters), source (argument, file, env_variable,
//   other), value (boolean, integer, null or string); `scan.observability.events[]` with an
//   `event` name.
// - a vulnerability's `cvss_vectors`: 1 to 10 of { vendor, vector (16–128 characters) } (the
//   format also gives the CVSS v2 and v3 grammars; the tool writes no vectors, so they are left
//   out here).
// - the detail kind `code-flows` (1 to 10 flows of code-flow nodes), and file locations whose
//   lines and columns start at 1, a column range given whole or not at all.
// A report the tool writes declares 15.0.0 (GitLab skips a report whose MAJOR.MINOR it does not
// carry) and must be valid under both.
import { DETAIL_KINDS, gitlabDast15Schema, identifier } from './dast-report-15.0.0.schema.js'

type Schema = Record<string, unknown>

const text = (min = 0, max?: number): Schema => ({
  type: 'string',
  ...(min > 0 ? { minLength: min } : {}),
  ...(max !== undefined ? { maxLength: max } : {})
})
const record = (required: string[], properties: Schema): Schema => ({
  type: 'object',
  required,
  properties
})
const list = (items: Schema, minItems?: number, maxItems?: number): Schema => ({
  type: 'array',
  ...(minItems !== undefined ? { minItems } : {}),
  ...(maxItems !== undefined ? { maxItems } : {}),
  items
})

const fromFirstLine = { type: 'integer', minimum: 1 }
const fileLocation: Schema = {
  ...record(['file_name', 'line_start'], {
    file_name: text(1),
    line_start: fromFirstLine,
    line_end: fromFirstLine,
    column_start: fromFirstLine,
    column_end: fromFirstLine
  }),
  dependencies: { column_start: ['column_end'], column_end: ['column_start'] }
}

const codeFlowNode = record(['file_location', 'node_type'], {
  type: { const: 'code-flow-node' },
  file_location: fileLocation,
  node_type: { enum: ['source', 'sink', 'propagation'] }
})

const kinds: Record<string, [string[], Schema]> = {
  ...DETAIL_KINDS,
  'file-location': [['file_name', 'line_start'], fileLocation.properties as Schema],
  'code-flows': [['items'], { items: list(list(codeFlowNode, 1), 1, 10) }]
}

const detail: Schema = {
  type: 'object',
  required: ['type'],
  properties: { type: { enum: Object.keys(kinds) } },
  allOf: Object.entries(kinds).map(([kind, [required, properties]]) => ({
    if: { required: ['type'], properties: { type: { const: kind } } },
    then: {
      ...record(required, properties),
      ...(kind === 'file-location' ? { dependencies: fileLocation.dependencies } : {})
    }
  }))
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

function build(): Schema {
  const schema = clone(gitlabDast15Schema)
  schema.$id = 'urn:security-test-action:test:gitlab-dast-report-15.2.1'
  schema.title = 'GitLab DAST report, format 15.2.1 (this project’s test schema)'
  ;(schema.definitions as Schema).detail = detail
  const props = schema.properties as Record<string, Schema>
  const scanProps = (props.scan as Schema).properties as Schema
  scanProps.primary_identifiers = list(identifier)
  scanProps.options = list(
    record(['name', 'value'], {
      name: text(1, 255),
      source: { enum: ['argument', 'file', 'env_variable', 'other'] },
      value: {
        anyOf: [{ type: 'boolean' }, { type: 'integer' }, { type: 'null' }, { type: 'string' }]
      }
    })
  )
  scanProps.observability = {
    type: 'object',
    properties: {
      events: list(
        record(['event'], {
          event: text(),
          property: text(),
          label: text(),
          value: { type: 'number' }
        })
      )
    }
  }
  const vulnerability = (props.vulnerabilities as Schema).items as Schema
  ;(vulnerability.properties as Schema).cvss_vectors = list(
    record(['vendor', 'vector'], { vendor: text(1), vector: text(16, 128) }),
    1,
    10
  )
  return schema
}

export const gitlabDast1521Schema: Schema = build()
