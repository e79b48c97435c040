// GitLab DAST reports (format 15.0.0) checked against this project's own schema for that format,
// written from the format's requirements (__fixtures__/gitlab/, see README.md there). Ajv's
// default class reads draft-07; strict throughout, and times are checked by pattern, not `format`.
import { Ajv } from 'ajv'
import type { ValidateFunction } from 'ajv'
import { gitlabDast15Schema } from './gitlab/dast-report-15.0.0.schema.js'

export const validateGitlabDast: ValidateFunction = new Ajv({
  strict: true,
  allErrors: true
}).compile(gitlabDast15Schema)
