// The caller's projects and applications as register, unregister and list need them: one read of
// the project listings (with the team's when asked), turned into domain objects, plus lookups by
// project name and by application URL. The wire field names stop here.
import { safeToken } from './tokens.js'
import { hasCode } from './errors.js'
import type { V2Api } from './v2.js'
import type { WireApplication, WireProject } from './types.js'
import { normalizeUrl } from '../findings/identity.js'
import type { Log } from '../log.js'
import { forLog } from '../text.js'

export interface Application {
  name: string
  url: string
  token: string
  type: string
  /** Verified, NotVerified, Expired, … as the service wrote it; '' when not given. */
  signatureStatus: string
}

export interface Team {
  id: string
  name: string
}

export interface Project {
  name: string
  description: string
  key: string
  /** Absent for the caller's own projects. */
  team?: Team
  applications: Application[]
}

export interface Catalogue {
  projects: Project[]
  /** Every team the listing showed, also those without projects. */
  teams: Team[]
}

export function toApplication(a: WireApplication): Application {
  return {
    name: a.name ?? '',
    url: a.url ?? '',
    token: safeToken(a.applicationToken) ?? '',
    type: a.applicationType ?? '',
    signatureStatus: a.signatureStatus ?? ''
  }
}

function toProject(p: WireProject, team?: Team): Project {
  return {
    name: p.name ?? '',
    description: p.description ?? '',
    key: safeToken(p.projectKey) ?? '',
    team,
    applications: (p.applications ?? []).map(toApplication)
  }
}

/**
 * The projects the caller can see. With `teams`, the listing that also holds team projects; a
 * plan without team features may refuse it, and then the caller's own projects are all there is.
 */
export async function readCatalogue(
  api: V2Api,
  teams: boolean,
  log: Log,
  signal?: AbortSignal
): Promise<Catalogue> {
  if (teams) {
    try {
      const r = await api.listProjectsWithTeams(signal)
      const found = r.teamProjects.map((t) => ({
        team: { id: t.teamId ?? '', name: t.teamName ?? '' },
        projects: t.projects ?? []
      }))
      return {
        projects: [
          ...r.myProjects.map((p) => toProject(p)),
          ...found.flatMap(({ team, projects }) => projects.map((p) => toProject(p, team)))
        ],
        teams: found.map((f) => f.team)
      }
    } catch (e) {
      if (!hasCode(e, 'PLAN_NOT_SUPPORTED')) throw e
      log.notice('The plan of this account has no team features; only your own projects are read.')
    }
  }
  const r = await api.listProjects(signal)
  return { projects: r.projects.map((p) => toProject(p)), teams: [] }
}

/**
 * The applications of one project from "list applications of a project", which may hold more
 * than the project listing shows. undefined when the plan refuses that endpoint.
 */
export async function listApplicationsOf(
  api: V2Api,
  projectKey: string,
  signal?: AbortSignal
): Promise<Application[] | undefined> {
  try {
    return (await api.listApplications(projectKey, signal)).applications.map(toApplication)
  } catch (e) {
    if (hasCode(e, 'PLAN_NOT_SUPPORTED')) return undefined
    throw e
  }
}

/** Listed applications first, then the project listing's own for tokens the list lacks. */
export function mergeApplications(listed: Application[], embedded: Application[]): Application[] {
  const seen = new Set(listed.map((a) => a.token))
  return [...listed, ...embedded.filter((a) => !seen.has(a.token))]
}

/**
 * The project called `name` in the place asked for (the team, or the caller's own projects).
 * An exact match wins; else one that differs only in case and surrounding space, as the service
 * counts those as the same name when it refuses a duplicate.
 */
export function findProject(c: Catalogue, name: string, teamId?: string): Project | undefined {
  const here = c.projects.filter((p) => (teamId ? p.team?.id === teamId : !p.team))
  const loose = (s: string): string => s.trim().toLowerCase()
  return here.find((p) => p.name === name) ?? here.find((p) => loose(p.name) === loose(name))
}

/**
 * An application URL compared as the service compares it: scheme and host case, a default port
 * and a trailing slash do not make a different application.
 */
function comparableUrl(url: string): string {
  const n = normalizeUrl(url)
  try {
    const u = new URL(n)
    return `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}${u.search}`
  } catch {
    return n.toLowerCase().replace(/\/+$/, '')
  }
}

export function sameUrl(a: string, b: string): boolean {
  return comparableUrl(a) === comparableUrl(b)
}

/** The application registered for `url` anywhere in the catalogue, with its project. */
export function findApplicationByUrl(
  c: Catalogue,
  url: string
): { project: Project; application: Application } | undefined {
  for (const project of c.projects) {
    const application = project.applications.find((a) => sameUrl(a.url, url))
    if (application) return { project, application }
  }
  return undefined
}

/** The project holding the application with this token. */
export function findProjectOfApplication(c: Catalogue, token: string): Project | undefined {
  return c.projects.find((p) => p.applications.some((a) => a.token === token))
}

/** "project "Shop" (team Security)" for log lines and messages; untrusted parts escaped. */
export function describeProject(p: Project): string {
  const team = p.team ? ` (team ${forLog(p.team.name || p.team.id, 200)})` : ''
  return `project "${forLog(p.name, 200)}"${team}`
}
