// Checks of the few payload fields the action cannot do without. A success envelope without
// them is not an answer we can act on: say so plainly instead of failing later on `undefined`.
import { ApiError, type ApiErrorKind } from './errors.js'
import { safeToken } from './tokens.js'

type Body = Record<string, unknown>

function missing(operation: string, field: string, kind: ApiErrorKind): ApiError {
  return new ApiError(`${operation} failed: the answer has no usable "${field}" field`, {
    kind,
    operation
  })
}

/**
 * The object itself, once `field` is a token in the safe alphabet (tokens.ts): keys and tokens
 * the service hands out go into step outputs, logs and later requests.
 */
export function requireTokenField<T>(
  body: T,
  field: string,
  operation: string,
  kind: ApiErrorKind = 'invalid-response'
): T {
  if (safeToken((body as Body)[field]) === undefined) throw missing(operation, field, kind)
  return body
}

export function requireObject<T>(body: T, field: string, operation: string): T {
  const v = (body as Body)[field]
  if (v === null || typeof v !== 'object' || Array.isArray(v)) {
    throw missing(operation, field, 'invalid-response')
  }
  return body
}

/**
 * The object with `field` an array. `nullIsEmpty`: the service documents null (or no field) for
 * "none" there (running sessions). Elsewhere a missing list is refused rather than read as
 * empty, which could make `register` create what already exists.
 */
export function requireArray<T>(body: T, field: string, operation: string, nullIsEmpty = false): T {
  const b = body as Body
  const v = b[field]
  if (Array.isArray(v)) return body
  if (nullIsEmpty && (v === null || v === undefined)) return { ...b, [field]: [] } as T
  throw missing(operation, field, 'invalid-response')
}
