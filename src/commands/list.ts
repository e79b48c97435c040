// list: what the access token can see — projects with their applications (the team's too with
// team-id) and the tests running now — written to the job summary and to a JSON file, so a user
// can find an application token without the service's web UI. A feature the plan lacks becomes
// a notice and a gap in the listing, never a failed step.
import { hasCode } from '../api/errors.js'
import * as path from 'node:path'
import { forLog, plural } from '../common/text.js'
import {
  mergeApplications,
  type ApplicationsApi,
  type Catalogue,
  type Project,
  type RunningSession
} from '../api/applications.js'
import type { CommandResult } from '../command-result.js'
import type { ListConfig } from '../config.js'
import type { RunContext } from '../lifecycle/context.js'
import { writeTextSafely } from '../report/file-write.js'
import { listingJson, listingMarkdown, type Listing } from '../report/list.js'
import { appendStepSummary } from '../report/step-summary.js'
import { unwrittenFailure, writeReportFile } from '../report/unwritten.js'

const LIST_FILE_NAME = 'security-test-list.json'

export async function list(ctx: RunContext<ListConfig>): Promise<CommandResult> {
  const api = ctx.applications
  const teamId = ctx.config.teamId
  const notices: string[] = []
  const note = (message: string): void => {
    ctx.log.notice(message)
    notices.push(message)
  }

  const catalogue = await api.catalogue(!!teamId, ctx.log, ctx.signal)
  const projects = await withListedApplications(ctx, api, shown(catalogue, teamId, note), note)
  const running = await runningTests(ctx, api, teamId, note)
  const listing: Listing = { teamId, projects, running, notices }

  const file = ctx.config.reportFile || path.join(ctx.reports.tempDir, LIST_FILE_NAME)
  // The listing's JSON is a report file like any other (report/unwritten.ts).
  const unwritten = writeReportFile(`the listing ${file}`, () => {
    writeTextSafely(file, JSON.stringify(listingJson(listing, new Date(ctx.clock.now())), null, 2))
  })
  appendStepSummary(ctx, listingMarkdown(listing))
  ctx.reports.showListing?.(listing)

  const apps = projects.reduce((n, p) => n + p.applications.length, 0)
  const where = unwritten ? '' : `; written to ${forLog(file, 500)}`
  ctx.log.info(
    `Listed ${plural(projects.length, 'project')}, ${plural(apps, 'application')} and ${plural(running.length, 'running test')}${where}`
  )
  if (unwritten) {
    return { outcome: 'error', failure: unwrittenFailure([unwritten], undefined), outputs: {} }
  }
  return { outcome: 'passed', outputs: { 'report-file': file } }
}

/** The caller's own projects, and with team-id that team's (other teams are not asked for). */
function shown(c: Catalogue, teamId: string | undefined, note: (m: string) => void): Project[] {
  const own = c.projects.filter((p) => !p.team)
  if (!teamId) return own
  const team = c.projects.filter((p) => p.team?.id === teamId)
  if (team.length === 0 && !c.teams.some((t) => t.id === teamId)) {
    note(
      `No team ${forLog(teamId, 60)} among the teams of this access token; its projects are not listed.`
    )
  }
  return [...own, ...team]
}

/**
 * Each project's applications from "list applications of a project" (which may hold more than
 * the listing embeds); when the plan refuses that endpoint, the listing's own are used.
 */
async function withListedApplications(
  ctx: RunContext<ListConfig>,
  api: ApplicationsApi,
  projects: Project[],
  note: (m: string) => void
): Promise<Project[]> {
  const out: Project[] = []
  let refused = false
  for (const project of projects) {
    const listed = refused ? undefined : await api.applicationsOf(project.key, ctx.signal)
    if (listed === undefined && !refused) {
      refused = true
      note(
        "The account's plan does not include listing a project's applications; the applications shown are those of the project listing."
      )
    }
    out.push({ ...project, applications: mergeApplications(listed ?? [], project.applications) })
  }
  return out
}

async function runningTests(
  ctx: RunContext<ListConfig>,
  api: ApplicationsApi,
  teamId: string | undefined,
  note: (m: string) => void
): Promise<RunningSession[]> {
  const own = await api.runningSessions(undefined, ctx.signal)
  if (!teamId) return own
  try {
    const team = await api.runningSessions(teamId, ctx.signal)
    return [...own, ...team]
  } catch (e) {
    if (!hasCode(e, 'PLAN_NOT_SUPPORTED')) throw e
    note(
      `The account's plan does not include team features: the running tests of team ${forLog(teamId, 60)} are not listed.`
    )
    return own
  }
}
