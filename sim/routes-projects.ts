// v2 projects (docs/service.md, 4.1): create (also in a team), modify, delete, list, list with teams.

import { ok, ServiceError, type Reply } from './replies.js'
import {
  bodyObject,
  optionalString,
  queryParam,
  requiredString,
  type RequestContext,
  type Route
} from './routing.js'
import type { SimApplication, SimProject, Store } from './store.js'

/** An application as listings and single reads show it: hostingType internal/public. */
export function applicationRead(app: SimApplication): Record<string, unknown> {
  return {
    name: app.name,
    url: app.url,
    applicationToken: app.token,
    applicationType: app.type,
    signatureStatus: app.verified ? 'Verified' : 'NotVerified',
    hostingType: app.hosting
  }
}

function projectListed(store: Store, project: SimProject): Record<string, unknown> {
  return {
    name: project.name,
    description: project.description,
    projectKey: project.projectKey,
    applications: store.applicationsOf(project.projectKey).map(applicationRead)
  }
}

function projectAnswer(project: SimProject, message: string, status = 200): Reply {
  const { name, description, projectKey } = project
  return ok({ name, description, projectKey, code: 'SUCCESS', message }, status)
}

/** Same name in the same place (own projects, or the team's) counts as the same project. */
function nameTaken(store: Store, name: string, teamId: string | null, except?: string): boolean {
  return store
    .projectsOf(teamId)
    .some(
      (p) => p.projectKey !== except && p.name.trim().toLowerCase() === name.trim().toLowerCase()
    )
}

function createProject(ctx: RequestContext): Reply {
  const body = bodyObject(ctx)
  const name = requiredString(body, 'name')
  const description = optionalString(body, 'description') ?? ''
  const teamId = queryParam(ctx, 'teamId') ?? null
  if (teamId !== null) {
    if (!ctx.store.plan.teams) {
      throw new ServiceError('PLAN_NOT_SUPPORTED', 'Your plan does not support teams.')
    }
    // The spec lists INVALID_SESSION for create; an unknown team is the "given token" here.
    if (!ctx.store.teams.has(teamId))
      throw new ServiceError('INVALID_SESSION', 'The team id is invalid.')
  }
  if (nameTaken(ctx.store, name, teamId)) {
    throw new ServiceError('PROJECT_ALREADY_EXISTS', 'Project already exists in the account.')
  }
  const project = ctx.store.addProject(name, description, teamId)
  return projectAnswer(project, 'Project created successfully.', 201)
}

function modifyProject(ctx: RequestContext): Reply {
  const body = bodyObject(ctx)
  const key = optionalString(body, 'projectKey')
  const project = key ? ctx.store.projects.get(key) : undefined
  if (!project) throw new ServiceError('INVALID_PROJECT_KEY', 'The project key is not valid.')
  const name = optionalString(body, 'name')
  if (name !== undefined && name.trim() === '')
    throw new ServiceError('FAILED', 'The field name is required.')
  if (name !== undefined && nameTaken(ctx.store, name, project.teamId, project.projectKey)) {
    throw new ServiceError('PROJECT_ALREADY_EXISTS', 'Project already exists in the account.')
  }
  project.name = name ?? project.name
  project.description = optionalString(body, 'description') ?? project.description
  return projectAnswer(project, 'Project updated successfully.')
}

function deleteProject(ctx: RequestContext): Reply {
  const key = queryParam(ctx, 'project_key')
  const project = key ? ctx.store.projects.get(key) : undefined
  if (!project) throw new ServiceError('INVALID_SESSION', 'The project key is invalid.')
  const apps = ctx.store.applicationsOf(project.projectKey)
  if (apps.some((a) => ctx.store.runningTestOf(a.token, ctx.now))) {
    throw new ServiceError('TEST_RUNNING', 'A test is running for an application of this project.')
  }
  // The service deletes a project with its applications.
  for (const app of apps) ctx.store.applications.delete(app.token)
  ctx.store.projects.delete(project.projectKey)
  return projectAnswer(project, 'Project deleted successfully.')
}

function listProjects(ctx: RequestContext): Reply {
  const { store } = ctx
  const own = store.projectsOf(null).map((p) => projectListed(store, p))
  if (queryParam(ctx, 'include_team') !== 'true') {
    return ok({ projects: own, code: 'SUCCESS', message: 'Projects listed successfully.' })
  }
  // Without the team plan the caller simply has no team projects (the list itself still works).
  const teams = store.plan.teams ? [...store.teams.values()] : []
  const teamProjects = teams.map((t) => ({
    teamName: t.teamName,
    teamId: t.teamId,
    projects: store.projectsOf(t.teamId).map((p) => projectListed(store, p))
  }))
  return ok({
    myProjects: own,
    teamProjects,
    code: 'SUCCESS',
    message: 'Projects listed successfully.'
  })
}

export const projectRoutes: Route[] = [
  {
    api: 'v2',
    method: 'POST',
    path: '/rest/v2/projects',
    scope: 'edit_project',
    handle: createProject
  },
  {
    api: 'v2',
    method: 'PUT',
    path: '/rest/v2/projects',
    scope: 'edit_project',
    handle: modifyProject
  },
  {
    api: 'v2',
    method: 'DELETE',
    path: '/rest/v2/projects',
    scope: 'edit_project',
    handle: deleteProject
  },
  {
    api: 'v2',
    method: 'GET',
    path: '/rest/v2/projects',
    scope: 'read_project',
    handle: listProjects
  }
]
