// What a route hands back to the server, and the service's error forms.

/** A service error: answered as HTTP 400 (unless told otherwise) with {code, message}. */
export class ServiceError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly httpStatus = 400
  ) {
    super(message)
  }
}

/** The access token once worked and has expired: the service answers with an HTML page. */
export class ExpiredTokenError extends Error {
  constructor() {
    super('access token expired')
  }
}

export interface Reply {
  status: number
  /** A JSON value, or already-serialised text (large results are spliced, never re-encoded). */
  json?: unknown
  raw?: string
  contentType?: string
  headers?: Record<string, string>
}

export function ok(json: unknown, status = 200): Reply {
  return { status, json }
}

export function envelope(code: string, message: string, status = 400): Reply {
  return { status, json: { code, message } }
}

export function html(status: number, title: string, text: string): Reply {
  return {
    status,
    contentType: 'text/html; charset=utf-8',
    raw: `<!DOCTYPE html>\n<html><head><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>\n`
  }
}

export function expiredTokenPage(): Reply {
  return html(
    401,
    'Session expired',
    'Your access token has expired. Please sign in again and generate a new personal access token.'
  )
}

export const NOT_AUTHORIZED = 'Not authorized.'
