// Projects and applications as a domain interface, shaped like the test API (test-api.ts): what
// register, verify, unregister and list need of the service, in the action's own types, plus
// lookups by project name and by application URL. The wire field names stop here.
import { safeToken } from './tokens.js'
import { hasCode } from './errors.js'
import type { Transport } from './transport.js'
import { createV2Api, type V2Api } from './v2.js'
import type {
  ApplicationType,
  SignatureType,
  WireApplication,
  WireProject,
  WireRunningSession
} from './types.js'
import { normalizeUrl } from '../findings/identity.js'
import type { Log } from '../common/log.js'
import { forLog } from '../common/text.js'

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

/** Ownership signatures (docs/service.md, 4.3): what proves the application is the caller's. */
export interface Signatures {
  status: string
  url: string
  file?: string
  dns?: { type: string; name: string; value: string }
  api?: { path: string; value: string }
}

/** A test running now, as the running-tests listings show it. */
export interface RunningSession {
  name: string
  url: string
  applicationToken: string
  resultToken: string
  startTime?: number
  /** Set for the team's running tests. */
  teamId?: string
}

export interface ApplicationsApi {
  /**
   * The projects the caller can see. With `teams`, the listing that also holds team projects; a
   * plan without team features may refuse it, and then the caller's own projects are all there is.
   */
  catalogue(teams: boolean, log: Log, signal?: AbortSignal): Promise<Catalogue>
  /**
   * The applications of one project from "list applications of a project", which may hold more
   * than the project listing shows. undefined when the plan refuses that endpoint.
   */
  applicationsOf(projectKey: string, signal?: AbortSignal): Promise<Application[] | undefined>
  createProject(
    p: { name: string; description: string; teamId?: string },
    signal?: AbortSignal
  ): Promise<Project>
  describeProject(project: Project, description: string, signal?: AbortSignal): Promise<void>
  deleteProject(projectKey: string, signal?: AbortSignal): Promise<void>
  createApplication(
    a: { name: string; url: string; projectKey: string; type: ApplicationType },
    signal?: AbortSignal
  ): Promise<Application>
  /** The registered URL is sent back unchanged: a verified URL cannot change (URL_VERIFIED). */
  renameApplication(application: Application, name: string, signal?: AbortSignal): Promise<void>
  readApplication(applicationToken: string, signal?: AbortSignal): Promise<Application>
  /** The project key the service names in its answer, when it does. */
  deleteApplication(
    applicationToken: string,
    signal?: AbortSignal
  ): Promise<{ projectKey?: string }>
  signatures(applicationToken: string, signal?: AbortSignal): Promise<Signatures>
  verifySignature(
    v: { applicationToken: string; signatureType: SignatureType; pluginType?: string },
    signal?: AbortSignal
  ): Promise<void>
  stopTest(applicationToken: string, signal?: AbortSignal): Promise<void>
  /** The caller's running tests, or with `teamId` the team's. */
  runningSessions(teamId?: string, signal?: AbortSignal): Promise<RunningSession[]>
}

export function createApplicationsApi(transport: Transport): ApplicationsApi {
  const api = createV2Api(transport)
  return {
    catalogue: (teams, log, signal) => readCatalogue(api, teams, log, signal),
    applicationsOf: (projectKey, signal) => listApplicationsOf(api, projectKey, signal),
    async createProject(p, signal) {
      const r = await api.createProject(p.name, p.description, p.teamId, signal)
      return {
        name: r.name || p.name,
        description: r.description ?? '',
        key: r.projectKey,
        team: p.teamId ? { id: p.teamId, name: '' } : undefined,
        applications: []
      }
    },
    async describeProject(project, description, signal) {
      await api.modifyProject(project.key, project.name, description, signal)
    },
    async deleteProject(projectKey, signal) {
      await api.deleteProject(projectKey, signal)
    },
    async createApplication(a, signal) {
      return { ...toApplication(await api.createApplication(a, signal)), type: a.type }
    },
    async renameApplication(application, name, signal) {
      await api.modifyApplication(
        { name, url: application.url, applicationToken: application.token },
        signal
      )
    },
    async readApplication(applicationToken, signal) {
      return toApplication((await api.readApplication(applicationToken, signal)).application)
    },
    async deleteApplication(applicationToken, signal) {
      const r = await api.deleteApplication(applicationToken, signal)
      return { projectKey: safeToken(r.projectKey) }
    },
    signatures: (applicationToken, signal) => readSignatures(api, applicationToken, signal),
    async verifySignature(v, signal) {
      await api.verifySignature(v, signal)
    },
    async stopTest(applicationToken, signal) {
      await api.stopTest(applicationToken, signal)
    },
    async runningSessions(teamId, signal) {
      const r = teamId
        ? await api.teamRunningSessions(teamId, signal)
        : await api.runningSessions(signal)
      return r.sessions.map((s) => toRunningSession(s, teamId))
    }
  }
}

function toRunningSession(s: WireRunningSession, teamId?: string): RunningSession {
  return {
    name: s.title ?? '',
    url: s.url ?? '',
    applicationToken: s.applicationToken ?? '',
    resultToken: s.resultToken ?? '',
    startTime: typeof s.startTime === 'number' ? s.startTime : undefined,
    teamId
  }
}

async function readSignatures(
  api: V2Api,
  applicationToken: string,
  signal?: AbortSignal
): Promise<Signatures> {
  const r = await api.getSignature(applicationToken, signal)
  const dns = r.dnsSignature
  const apiSig = r.apiSignature
  return {
    status: r.status ?? '',
    url: r.url ?? '',
    file: r.fileSignature?.signature || undefined,
    dns:
      dns?.name || dns?.value
        ? { type: dns.type || 'TXT', name: dns.name ?? '', value: dns.value ?? '' }
        : undefined,
    api:
      apiSig?.path || apiSig?.value
        ? { path: apiSig.path ?? '', value: apiSig.value ?? '' }
        : undefined
  }
}

export interface Catalogue {
  projects: Project[]
  /** Every team the listing showed, also those without projects. */
  teams: Team[]
}

function toApplication(a: WireApplication): Application {
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

async function readCatalogue(
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

async function listApplicationsOf(
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
