// From a request to a route's answer: unknown path (404), wrong method (405), authentication
// (v2 bearer, v1 body token), and the service's error forms for each interface.

import {
  envelope,
  ExpiredTokenError,
  expiredTokenPage,
  ServiceError,
  type Reply
} from './replies.js'
import {
  authenticate,
  bearerToken,
  bodyObject,
  type RequestContext,
  type Route
} from './routing.js'

export function dispatch(routes: Route[], ctx: RequestContext): Reply {
  const onPath = routes.filter((r) => r.path === ctx.path)
  if (onPath.length === 0) return envelope('NOT_FOUND', `No endpoint at ${ctx.path}.`, 404)
  const route = onPath.find((r) => r.method === ctx.method)
  if (!route) {
    const allow = onPath.map((r) => r.method).join(', ')
    return {
      ...envelope('METHOD_NOT_ALLOWED', `${ctx.method} is not allowed here; use ${allow}.`, 405),
      headers: { allow }
    }
  }
  try {
    if (route.api === 'v1') {
      const token = bodyObject(ctx).access_token
      authenticate(ctx.store, typeof token === 'string' ? token : undefined, route.scope)
    } else {
      authenticate(ctx.store, bearerToken(ctx.headers), route.scope)
    }
    return route.handle(ctx)
  } catch (error) {
    if (error instanceof ExpiredTokenError) return expiredTokenPage()
    if (!(error instanceof ServiceError)) throw error
    if (route.api === 'v2') return envelope(error.code, error.message, error.httpStatus)
    return {
      status: error.httpStatus,
      json: { status: 'Failed', message: error.message, ...route.failureExtras }
    }
  }
}
