// v2 applications (docs/service.md, 4.2) and ownership verification (docs/service.md, 4.3).

import { stableHash } from './random.js'
import { NOT_AUTHORIZED, ok, ServiceError, type Reply } from './replies.js'
import { applicationRead } from './routes-projects.js'
import {
  bodyObject,
  optionalString,
  queryParam,
  requiredString,
  type RequestContext,
  type Route
} from './routing.js'
import { sameUrl, type SimApplication, type Store } from './store.js'
import { knownApplication } from './test-service.js'

const SIGNATURE_TYPES = ['FILE', 'DNS', 'API']
const PLUGIN_TYPES = ['WORDPRESS', 'DRUPAL', 'JOOMLA', 'DJANGO']

/** Create, modify and delete answers: projectKey present, hostingType carries WEB/API (sic). */
function applicationChanged(app: SimApplication, message: string, status = 200): Reply {
  return ok(
    {
      name: app.name,
      url: app.url,
      applicationToken: app.token,
      projectKey: app.projectKey,
      signatureStatus: app.verified ? 'Verified' : 'NotVerified',
      hostingType: app.type,
      code: 'SUCCESS',
      message
    },
    status
  )
}

function checkUrl(store: Store, url: string, except?: string): void {
  let parsed: URL | undefined
  try {
    parsed = new URL(url)
  } catch {
    parsed = undefined
  }
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.hostname === '') {
    throw new ServiceError('INVALID_URL', 'The URL is not valid.')
  }
  for (const other of store.applications.values()) {
    if (other.token !== except && sameUrl(other.url, url)) {
      throw new ServiceError(
        'URL_ALREADY_ADDED',
        'The URL is already registered as an application.'
      )
    }
  }
}

function createApplication(ctx: RequestContext): Reply {
  const body = bodyObject(ctx)
  const name = requiredString(body, 'name')
  const url = requiredString(body, 'url', 'INVALID_URL')
  const key = optionalString(body, 'projectKey')
  if (!key || !ctx.store.projects.has(key)) {
    throw new ServiceError('INVALID_PROJECT_KEY', 'The project key is not valid.')
  }
  const type = optionalString(body, 'type') ?? 'WEB'
  if (type !== 'WEB' && type !== 'API')
    throw new ServiceError('FAILED', 'The type must be WEB or API.')
  checkUrl(ctx.store, url)
  const app = ctx.store.addApplication({ name, url, type, projectKey: key })
  return applicationChanged(app, 'Application created successfully.', 201)
}

function readOrListApplications(ctx: RequestContext): Reply {
  const token = queryParam(ctx, 'application_token')
  if (token !== undefined) {
    const app = knownApplication(ctx.store, token, 'INVALID_APPLICATION_TOKEN')
    return ok({ application: applicationRead(app), code: 'SUCCESS', message: 'Application found.' })
  }
  const key = queryParam(ctx, 'project_key')
  if (key === undefined) {
    throw new ServiceError('FAILED', 'Give application_token or project_key.')
  }
  if (!ctx.store.plan.listApplications) {
    throw new ServiceError('PLAN_NOT_SUPPORTED', 'Your plan does not support this feature.')
  }
  // A project that is not the caller's (or does not exist) is not theirs to list.
  if (!ctx.store.projects.has(key)) throw new ServiceError('NOT_AUTHORIZED', NOT_AUTHORIZED)
  const applications = ctx.store.applicationsOf(key).map(applicationRead)
  return ok({ applications, code: 'SUCCESS', message: 'Applications listed successfully.' })
}

function modifyApplication(ctx: RequestContext): Reply {
  const body = bodyObject(ctx)
  const app = knownApplication(ctx.store, body.applicationToken, 'FAILED')
  const name = optionalString(body, 'name')
  const url = optionalString(body, 'url')
  if (name !== undefined && name.trim() === '')
    throw new ServiceError('FAILED', 'The field name is required.')
  if (url !== undefined && !sameUrl(url, app.url)) {
    if (app.verified)
      throw new ServiceError('URL_VERIFIED', 'The URL of a verified application cannot change.')
    checkUrl(ctx.store, url, app.token)
    app.url = url
  }
  app.name = name ?? app.name
  return applicationChanged(app, 'Application updated successfully.')
}

function deleteApplication(ctx: RequestContext): Reply {
  const token = queryParam(ctx, 'application_token')
  const app = token ? ctx.store.applications.get(token) : undefined
  if (!app) throw new ServiceError('NOT_AUTHORIZED', NOT_AUTHORIZED)
  if (ctx.store.runningTestOf(app.token, ctx.now)) {
    throw new ServiceError(
      'TEST_RUNNING',
      'A test is running for this application; it cannot be deleted.'
    )
  }
  ctx.store.applications.delete(app.token)
  return applicationChanged(app, 'Application deleted successfully.')
}

export function signatureOf(app: SimApplication): Record<string, unknown> {
  const value = stableHash(`signature:${app.token}`) + stableHash(`value:${app.token}`)
  const host = URL.canParse(app.url) ? new URL(app.url).hostname : app.url
  return {
    status: app.verified ? 'Verified' : 'NotVerified',
    url: app.url,
    fileSignature: { signature: `security-test-verification=${value}` },
    dnsSignature: {
      type: 'TXT',
      name: `_security-test.${host}`,
      value: `security-test-verification=${value}`
    },
    apiSignature: { type: 'API', path: '/.well-known/security-test-verification', value }
  }
}

function getSignature(ctx: RequestContext): Reply {
  const app = knownApplication(ctx.store, queryParam(ctx, 'application_token'), 'INVALID_SESSION')
  return ok({ ...signatureOf(app), code: 'SUCCESS', message: 'Signature generated.' })
}

/** A GET with a JSON body (docs/service.md, 4.3). Succeeds on attempt `verifyAfterAttempts`, else FAILED. */
function verifySignature(ctx: RequestContext): Reply {
  const body = bodyObject(ctx)
  const token = body.applicationToken
  const app = typeof token === 'string' ? ctx.store.applications.get(token) : undefined
  if (!app) throw new ServiceError('NOT_AUTHORIZED', NOT_AUTHORIZED)
  const signatureType = requiredString(body, 'signatureType')
  if (!SIGNATURE_TYPES.includes(signatureType)) {
    throw new ServiceError(
      'FAILED',
      `Verification failed: unknown signature type ${signatureType}.`
    )
  }
  const pluginType = optionalString(body, 'pluginType')
  if (pluginType !== undefined && pluginType !== '' && !PLUGIN_TYPES.includes(pluginType)) {
    throw new ServiceError('INVALID_PLUGIN_TYPE', `Unknown plugin type ${pluginType}.`)
  }
  if (!app.verified) {
    app.verifyAttempts++
    const after = app.verifyAfterAttempts
    if (after === undefined || app.verifyAttempts < after) {
      throw new ServiceError(
        'FAILED',
        `Verification failed: the ${signatureType} signature was not found.`
      )
    }
    app.verified = true
  }
  return ok({ code: 'SUCCESS', message: 'Verification successful.' })
}

export const applicationRoutes: Route[] = [
  {
    api: 'v2',
    method: 'POST',
    path: '/rest/v2/applications',
    scope: 'edit_project',
    handle: createApplication
  },
  {
    api: 'v2',
    method: 'GET',
    path: '/rest/v2/applications',
    scope: 'read_project',
    handle: readOrListApplications
  },
  {
    api: 'v2',
    method: 'PUT',
    path: '/rest/v2/applications',
    scope: 'edit_project',
    handle: modifyApplication
  },
  {
    api: 'v2',
    method: 'DELETE',
    path: '/rest/v2/applications',
    scope: 'edit_project',
    handle: deleteApplication
  },
  {
    api: 'v2',
    method: 'GET',
    path: '/rest/v2/applications/signature',
    scope: 'signature_verify',
    handle: getSignature
  },
  {
    api: 'v2',
    method: 'GET',
    path: '/rest/v2/applications/signature/verify',
    scope: 'signature_verify',
    handle: verifySignature
  }
]
