// What a route sees of a request, how it is authenticated, and small readers for its inputs.

import type { IncomingHttpHeaders } from 'node:http'
import { ExpiredTokenError, NOT_AUTHORIZED, ServiceError, type Reply } from './replies.js'
import type { Scope } from './scenario-types.js'
import type { Store } from './store.js'

export interface RequestContext {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  /** Parsed JSON, or undefined for an empty body. */
  body: unknown
  /** Set when the body was not JSON. */
  bodyError?: string
  now: number
  baseUrl: string
  store: Store
  /** A malformed-result fault is active for this request: serve a result that is not JSON. */
  malformedResult: boolean
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  /** v2: bearer token, {code, message} errors. v1: token in the body, {status: Failed} errors. */
  api: 'v2' | 'v1'
  /** v1 failures of this route also carry these fields (result: null). */
  failureExtras?: Record<string, unknown>
  /** Scope the access token needs (docs/service.md, "Tokens and scopes"); a missing one is NOT_AUTHORIZED. */
  scope: Scope
  handle(ctx: RequestContext): Reply
}

/** v2: `Authorization: Bearer <token>`; v1 passes the token from its body here. */
export function authenticate(store: Store, token: string | undefined, scope: Scope): void {
  if (token && store.expiredTokens.has(token)) throw new ExpiredTokenError()
  const scopes = token ? store.accessTokens.get(token) : undefined
  if (!scopes || !scopes.has(scope)) throw new ServiceError('NOT_AUTHORIZED', NOT_AUTHORIZED)
}

export function bearerToken(headers: IncomingHttpHeaders): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '')
  return match?.[1]
}

/** The JSON body as an object; a malformed or missing body is the service's FAILED. */
export function bodyObject(ctx: RequestContext): Record<string, unknown> {
  if (ctx.bodyError) throw new ServiceError('FAILED', `The request body is not valid JSON.`)
  if (ctx.body === null || typeof ctx.body !== 'object' || Array.isArray(ctx.body)) {
    throw new ServiceError('FAILED', 'The request body must be a JSON object.')
  }
  return ctx.body as Record<string, unknown>
}

export function requiredString(
  source: Record<string, unknown>,
  field: string,
  code = 'FAILED'
): string {
  const value = source[field]
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ServiceError(code, `The field ${field} is required.`)
  }
  return value
}

export function optionalString(source: Record<string, unknown>, field: string): string | undefined {
  const value = source[field]
  return typeof value === 'string' ? value : undefined
}

export function queryParam(ctx: RequestContext, name: string): string | undefined {
  return ctx.query.get(name) ?? undefined
}
