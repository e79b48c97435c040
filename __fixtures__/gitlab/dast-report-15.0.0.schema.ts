// A JSON schema (draft-07) for GitLab DAST reports in format version 15.0.0, written by this
// project from the requirements of GitLab's published DAST report format 15.0.0 (GitLab keeps its
// own schema in gitlabhq/gitlabhq at
// lib/gitlab/ci/parsers/security/validators/schemas/15.0.0/dast-report-format.json). It is NOT a
// copy of that file: the structure, names and wording here are ours; only the facts (required
// fields, enums, patterns, length bounds) follow the format. See README.md beside this file.
//
// Test data only: __fixtures__/gitlab-schema.ts compiles it with Ajv and the tests check every
// GitLab report the tool writes against it. It is not part of the bundle.
//
// Where the format is open, this schema is too: no object forbids extra properties (the format
// forbids none), so fields the format does not describe (our `category`, say) are allowed. Two
// deliberate narrowings, because the reports checked here are DAST reports: `scan.type` must be
// `dast` (the format also admits `api_fuzzing`, for API-fuzzing reports in the same format), and a
// scanned resource's `type` must be `url` (the format says so for DAST in words, not in its schema).
// Format 15.0.0 has no vulnerability `confidence`, `category`, `message`, `cve` or `scanner`.

type Schema = Record<string, unknown>

/** A string of at least `min` and at most `max` characters (code points, as Ajv counts). */
const text = (min = 0, max?: number): Schema => ({
  type: 'string',
  ...(min > 0 ? { minLength: min } : {}),
  ...(max !== undefined ? { maxLength: max } : {})
})

/** An object with these keys required and these described; other keys are allowed. */
const record = (required: string[], properties: Schema): Schema => ({
  type: 'object',
  required,
  properties
})

const list = (items: Schema, minItems?: number): Schema => ({
  type: 'array',
  ...(minItems !== undefined ? { minItems } : {}),
  items
})

/** An absolute http(s) URL, as the format asks of links, identifier and analyzer URLs. */
const HTTP_URL: Schema = { type: 'string', pattern: '^https?://.+' }

/** `yyyy-mm-ddThh:mm:ss`, UTC, no fraction and no zone: the format's only time form. */
const SCAN_TIME: Schema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$' }

/** Analyzer, scanner: an id, a name, a version and a vendor with a name, all non-empty. */
const tool = (url: Schema): Schema =>
  record(['id', 'name', 'version', 'vendor'], {
    id: text(1),
    name: text(1),
    version: text(1),
    url,
    vendor: record(['name'], { name: text(1) })
  })

const HEADER = record(['name', 'value'], { name: text(1), value: text() })

const HTTP_REQUEST = record(['headers', 'method', 'url'], {
  headers: list(HEADER),
  method: text(1),
  url: text(1),
  body: text()
})

const HTTP_RESPONSE = record(['headers', 'reason_phrase', 'status_code'], {
  headers: list(HEADER),
  reason_phrase: text(),
  status_code: { type: 'integer' },
  body: text()
})

// The kinds of value a vulnerability's `details` may hold, by their `type`, and what each needs
// beside `type`. `named-list`, `list` and `table` nest further details.
const DETAIL = { $ref: '#/definitions/detail' }
export const DETAIL_KINDS: Record<string, [string[], Schema]> = {
  'named-list': [['items'], { items: { $ref: '#/definitions/namedDetails' } }],
  list: [['items'], { items: list(DETAIL) }],
  table: [['rows'], { header: list(DETAIL), rows: list(list(DETAIL)) }],
  text: [['value'], { value: text() }],
  url: [['href'], { href: text(1), text: text() }],
  code: [['value'], { value: text(), lang: text() }],
  value: [
    ['value'],
    { value: { anyOf: [{ type: 'number' }, { type: 'string' }, { type: 'boolean' }] } }
  ],
  diff: [['before', 'after'], { before: text(), after: text() }],
  markdown: [['value'], { value: text() }],
  commit: [['value'], { value: text(1) }],
  'file-location': [
    ['file_name', 'line_start'],
    { file_name: text(1), line_start: { type: 'integer' }, line_end: { type: 'integer' } }
  ],
  'module-location': [
    ['module_name', 'offset'],
    { module_name: text(1), offset: { type: 'integer' } }
  ]
}

export const detail: Schema = {
  type: 'object',
  required: ['type'],
  properties: { type: { enum: Object.keys(DETAIL_KINDS) } },
  allOf: Object.entries(DETAIL_KINDS).map(([kind, [required, properties]]) => ({
    if: { required: ['type'], properties: { type: { const: kind } } },
    then: record(required, properties)
  }))
}

/** An object of details by key, each one a detail with a non-empty display name. */
const namedDetails: Schema = {
  type: 'object',
  additionalProperties: {
    allOf: [record(['name'], { name: text(1), description: text() }), DETAIL]
  }
}

export const identifier = record(['type', 'name', 'value'], {
  type: text(1),
  name: text(1),
  value: text(1),
  url: HTTP_URL
})

/** DAST's location: where on the running application, every part optional. */
const dastLocation: Schema = {
  type: 'object',
  properties: { hostname: text(), method: text(), param: text(), path: text() }
}

// The one kind of tracking the format defines: source-specific, by calculated signatures.
const tracking = record(['items'], {
  type: { const: 'source' },
  items: list(
    record(['signatures'], {
      file: text(),
      start_line: { type: 'number' },
      end_line: { type: 'number' },
      signatures: list(record(['algorithm', 'value'], { algorithm: text(), value: text() }), 1)
    })
  )
})

const evidence: Schema = {
  type: 'object',
  properties: {
    source: record(['id', 'name'], { id: text(1), name: text(1), url: text() }),
    summary: text(),
    request: HTTP_REQUEST,
    response: HTTP_RESPONSE,
    supporting_messages: list(
      record(['name'], { name: text(1), request: HTTP_REQUEST, response: HTTP_RESPONSE })
    )
  }
}

const vulnerability = record(['id', 'identifiers', 'location'], {
  id: text(1),
  name: text(0, 255),
  description: text(0, 1_048_576),
  severity: { enum: ['Info', 'Unknown', 'Low', 'Medium', 'High', 'Critical'] },
  solution: text(0, 7000),
  // The first identifier is the primary one.
  identifiers: list(identifier, 1),
  links: list(record(['url'], { name: text(), url: HTTP_URL })),
  details: { $ref: '#/definitions/namedDetails' },
  tracking,
  flags: list(
    record(['type', 'origin', 'description'], {
      type: { type: 'string', enum: ['flagged-as-likely-false-positive'] },
      origin: text(1),
      description: text(1)
    })
  ),
  evidence,
  location: dastLocation,
  assets: list(
    record(['type', 'name', 'url'], {
      type: { type: 'string', enum: ['http_session', 'postman'] },
      name: text(1),
      url: text(1)
    })
  )
})

const scan = record(
  ['analyzer', 'scanner', 'type', 'start_time', 'end_time', 'status', 'scanned_resources'],
  {
    analyzer: tool(HTTP_URL),
    scanner: tool(text()),
    type: { const: 'dast' },
    start_time: SCAN_TIME,
    end_time: SCAN_TIME,
    status: { enum: ['success', 'failure'] },
    messages: list(
      record(['level', 'value'], { level: { enum: ['info', 'warn', 'fatal'] }, value: text(1) })
    ),
    scanned_resources: list(
      record(['method', 'url', 'type'], { method: text(1), url: text(1), type: { const: 'url' } })
    )
  }
)

const remediation = record(['fixes', 'summary', 'diff'], {
  fixes: list(record(['id'], { id: text(1) })),
  summary: text(1),
  // base64 of a diff `git apply` takes
  diff: text(1)
})

export const gitlabDast15Schema: Schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'urn:security-test-action:test:gitlab-dast-report-15.0.0',
  title: 'GitLab DAST report, format 15.0.0 (this project’s test schema)',
  definitions: { detail, namedDetails },
  type: 'object',
  required: ['version', 'scan', 'vulnerabilities'],
  properties: {
    version: { type: 'string', pattern: '^[0-9]+\\.[0-9]+\\.[0-9]+$' },
    schema: HTTP_URL,
    scan,
    vulnerabilities: list(vulnerability),
    remediations: list(remediation)
  }
}
