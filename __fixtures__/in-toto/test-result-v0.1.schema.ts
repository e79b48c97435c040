// A JSON schema (draft-07) for the in-toto test-result v0.1 predicate
// (https://in-toto.io/attestation/test-result/v0.1) and its ResourceDescriptor (attestation
// framework v1), written by this project from the two specifications' field lists; see README.md
// here. Stricter than the specification on purpose: no field beyond the specified ones (the
// specification lets a consumer ignore unknown fields; this project promises it writes none).
export const resourceDescriptorSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    uri: { type: 'string', format: 'uri' },
    digest: {
      type: 'object',
      minProperties: 1,
      // A DigestSet: algorithm name → lower-case hex (gitCommit: SHA-1 or SHA-256 of git).
      propertyNames: { pattern: '^[a-zA-Z0-9_-]+$' },
      properties: {
        sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
        gitCommit: { type: 'string', pattern: '^([0-9a-f]{40}|[0-9a-f]{64})$' }
      },
      additionalProperties: { type: 'string', pattern: '^[0-9a-f]+$' }
    },
    content: { type: 'string', contentEncoding: 'base64', pattern: '^[A-Za-z0-9+/]*={0,2}$' },
    downloadLocation: { type: 'string', format: 'uri' },
    mediaType: { type: 'string', pattern: '^[\\w.+-]+/[\\w.+-]+$' },
    annotations: { type: 'object' }
  },
  // At least one of uri, digest and content (ResourceDescriptor's one rule for every use).
  // (Each branch names its property again: Ajv's strict mode wants a required one defined there.)
  anyOf: ['uri', 'digest', 'content'].map((field) => ({
    properties: { [field]: true },
    required: [field]
  })),
  additionalProperties: false
} as const

export const testResultPredicateSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://in-toto.io/attestation/test-result/v0.1',
  title: 'in-toto test-result predicate v0.1 (test schema of security-test-action)',
  type: 'object',
  required: ['result', 'configuration'],
  properties: {
    result: { enum: ['PASSED', 'WARNED', 'FAILED'] },
    configuration: { type: 'array', items: resourceDescriptorSchema },
    url: { type: 'string', format: 'uri' },
    passedTests: { type: 'array', items: { type: 'string' } },
    warnedTests: { type: 'array', items: { type: 'string' } },
    failedTests: { type: 'array', items: { type: 'string' } }
  },
  additionalProperties: false
} as const
