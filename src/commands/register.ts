// register: make sure the project and the application exist as the inputs describe them, then
// hand out the application token and the ownership signatures. Idempotent: a second run with the
// same inputs only reads. Races with a parallel run (PROJECT_ALREADY_EXISTS, URL_ALREADY_ADDED)
// are settled by reading again, since the other run created exactly what we wanted.
import { ApiError, hasCode } from '../api/errors.js'
import { forLog, forMarkdown } from '../common/text.js'
import {
  describeProject,
  findApplicationByUrl,
  findProject,
  mergeApplications,
  type Application,
  type ApplicationsApi,
  type Catalogue,
  type Project
} from '../api/applications.js'
import type { CommandResult } from '../command-result.js'
import type { RegisterConfig } from '../config.js'
import type { RunContext } from '../lifecycle/context.js'
import { isVerified } from '../api/test-api.js'
import { signatureOutputs, signaturesMarkdown } from '../report/signatures.js'
import { appendStepSummary } from '../report/step-summary.js'

/** What happened to one item, for the log and the summary. */
type Change = 'found' | 'created' | 'updated'

interface Registered {
  project: Project
  projectChange: Change
  application: Application
  applicationChange: Change
}

interface Wanted {
  projectName: string
  projectDescription?: string
  teamId?: string
  url: string
  applicationName?: string
}

export async function register(ctx: RunContext<RegisterConfig>): Promise<CommandResult> {
  const api = ctx.applications
  const c = ctx.config
  const wanted: Wanted = {
    projectName: c.projectName,
    projectDescription: c.projectDescription,
    teamId: c.teamId,
    url: c.applicationUrl,
    applicationName: c.applicationName
  }
  const r = await ensureApplication(ctx, api, wanted)
  const signatures = await api.signatures(r.application.token, ctx.signal)
  const verified = isVerified(signatures.status)
  ctx.log.info(
    `Application ${r.application.token} (${forLog(r.application.url, 300)}) in ${describeProject(r.project)}: ` +
      `signature status ${forLog(signatures.status || 'unknown', 40)}` +
      (verified ? '' : '; prove ownership with the verify command')
  )
  appendStepSummary(
    ctx,
    [
      '## Security test: application registered',
      '',
      `- Project ${forMarkdown(r.project.name)}${r.project.team ? ` (team ${forMarkdown(r.project.team.name || r.project.team.id)})` : ''}: ${r.projectChange}`,
      `- Application ${forMarkdown(r.application.name)} at ${forMarkdown(r.application.url)}: ${r.applicationChange}`,
      `- Application token: \`${forMarkdown(r.application.token)}\``,
      `- Signature status: ${forMarkdown(signatures.status || 'unknown')}`,
      '',
      verified
        ? 'Ownership is verified: tests can start.'
        : 'Ownership is not verified yet. Put one of these in place, then run the `verify` command with the matching `signature-type`:',
      '',
      verified ? '' : signaturesMarkdown(signatures),
      ''
    ].join('\n')
  )
  return {
    outcome: 'passed',
    outputs: {
      'application-token': r.application.token,
      'project-key': r.project.key,
      ...signatureOutputs(signatures, ctx.log)
    }
  }
}

async function ensureApplication(
  ctx: RunContext<RegisterConfig>,
  api: ApplicationsApi,
  w: Wanted
): Promise<Registered> {
  const catalogue = await api.catalogue(!!w.teamId, ctx.log, ctx.signal)
  const existing = findApplicationByUrl(catalogue, w.url)
  const named = findProject(catalogue, w.projectName, w.teamId)
  if (existing && (!named || existing.project.key !== named.key)) {
    // An application cannot move between projects: the one that holds the URL is the answer.
    ctx.log.warning(
      `${forLog(w.url, 300)} is already registered in ${describeProject(existing.project)}, ` +
        `not in "${forLog(w.projectName, 200)}"; using that application.`
    )
    const application = await renameIfAsked(ctx, api, existing.application, w)
    return { project: existing.project, projectChange: 'found', ...application }
  }
  const { project, change: projectChange } = await ensureProject(ctx, api, catalogue, w)
  const found = existing?.application ?? (await lookInProject(api, project, w.url, ctx.signal))
  if (found) return { project, projectChange, ...(await renameIfAsked(ctx, api, found, w)) }
  const created = await createApplication(ctx, api, project, w)
  return { projectChange, ...created, project: created.project ?? project }
}

async function ensureProject(
  ctx: RunContext<RegisterConfig>,
  api: ApplicationsApi,
  catalogue: Catalogue,
  w: Wanted
): Promise<{ project: Project; change: Change }> {
  let project = findProject(catalogue, w.projectName, w.teamId)
  if (!project) {
    try {
      project = await api.createProject(
        { name: w.projectName, description: w.projectDescription ?? '', teamId: w.teamId },
        ctx.signal
      )
      ctx.log.info(`Created ${describeProject(project)}`)
      return { project, change: 'created' }
    } catch (e) {
      if (!hasCode(e, 'PROJECT_ALREADY_EXISTS')) throw e
      // Created by a parallel run since we looked: read again and use it.
      project = findProject(
        await api.catalogue(!!w.teamId, ctx.log, ctx.signal),
        w.projectName,
        w.teamId
      )
      if (!project) {
        throw new ApiError(
          `create project failed: the service says a project "${forLog(w.projectName, 200)}" exists, but no project of that name is visible to this access token${w.teamId ? ` in team ${forLog(w.teamId, 60)}` : ''}. Check ${ctx.words.input('project-name')} and ${ctx.words.input('team-id')}.`,
          { kind: 'service', operation: 'create project', code: 'PROJECT_ALREADY_EXISTS' }
        )
      }
      ctx.log.info(`${describeProject(project)} was created by a parallel run; using it`)
    }
  }
  const description = w.projectDescription
  if (description === undefined || description === project.description) {
    return { project, change: 'found' }
  }
  await api.describeProject(project, description, ctx.signal)
  ctx.log.info(`Updated the description of ${describeProject(project)}`)
  return { project: { ...project, description }, change: 'updated' }
}

/**
 * The project listing may not embed every application: ask the project itself. A plan without
 * that endpoint leaves the listing as the only source.
 */
async function lookInProject(
  api: ApplicationsApi,
  project: Project,
  url: string,
  signal: AbortSignal
): Promise<Application | undefined> {
  const listed = (await api.applicationsOf(project.key, signal)) ?? []
  const all = mergeApplications(listed, project.applications)
  return findApplicationByUrl({ projects: [{ ...project, applications: all }], teams: [] }, url)
    ?.application
}

function defaultName(url: string): string {
  try {
    const u = new URL(url)
    return u.pathname === '/' ? u.host : `${u.host}${u.pathname.replace(/\/+$/, '')}`
  } catch {
    return url
  }
}

async function createApplication(
  ctx: RunContext<RegisterConfig>,
  api: ApplicationsApi,
  project: Project,
  w: Wanted
): Promise<{ project?: Project; application: Application; applicationChange: Change }> {
  const name = w.applicationName ?? defaultName(w.url)
  try {
    const application = await api.createApplication(
      { name, url: w.url, projectKey: project.key, type: ctx.config.applicationType },
      ctx.signal
    )
    ctx.log.info(`Created application ${application.token} for ${forLog(w.url, 300)}`)
    return { application, applicationChange: 'created' }
  } catch (e) {
    if (!hasCode(e, 'URL_ALREADY_ADDED')) throw e
    // A parallel run registered the URL since we looked, maybe in a team project: read again.
    const again = findApplicationByUrl(await api.catalogue(true, ctx.log, ctx.signal), w.url)
    const application = again?.application ?? (await lookInProject(api, project, w.url, ctx.signal))
    if (!application) {
      throw new ApiError(
        `create application failed: the service says ${forLog(w.url, 300)} is registered already, but not in a project this access token can see. Ask its owner, or register another URL.`,
        { kind: 'service', operation: 'create application', code: 'URL_ALREADY_ADDED' }
      )
    }
    ctx.log.info(
      `${forLog(w.url, 300)} was registered by a parallel run; using application ${application.token}`
    )
    return { project: again?.project, ...(await renameIfAsked(ctx, api, application, w)) }
  }
}

async function renameIfAsked(
  ctx: RunContext<RegisterConfig>,
  api: ApplicationsApi,
  application: Application,
  w: Wanted
): Promise<{ application: Application; applicationChange: Change }> {
  const name = w.applicationName
  if (name === undefined || name === application.name)
    return { application, applicationChange: 'found' }
  await api.renameApplication(application, name, ctx.signal)
  ctx.log.info(`Renamed application ${application.token} to "${forLog(name, 200)}"`)
  return { application: { ...application, name }, applicationChange: 'updated' }
}
