import { describe, expect, it } from '@jest/globals'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeReports } from '../../src/report/write.js'
import type { ReportOptions } from '../../src/report/write.js'
import type { ReportHost } from '../../src/report/host.js'
import type { UpsertCommentOptions } from '../../src/github/comment.js'
import { githubReportHost } from '../../src/github/report-host.js'
import { MemoryLog } from '../../__fixtures__/memory-log.js'
import { buildContext, bulkContext, ordinaryContext } from '../../__fixtures__/report-context.js'

const OPTIONS: ReportOptions = { summary: true, annotations: true, comment: false }

function runner(): { env: NodeJS.ProcessEnv; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'runner-'))
  const summary = join(dir, 'summary.md')
  writeFileSync(summary, '')
  const event = join(dir, 'event.json')
  writeFileSync(event, JSON.stringify({ pull_request: { number: 12 } }))
  return {
    dir,
    env: {
      RUNNER_TEMP: dir,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_WORKSPACE: dir,
      GITHUB_WORKFLOW_REF: 'octo/shop/.github/workflows/dast.yml@refs/heads/main',
      GITHUB_REPOSITORY: 'octo/shop',
      GITHUB_EVENT_PATH: event,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '42',
      GITHUB_API_URL: 'https://api.github.test'
    }
  }
}

const NOW = (): Date => new Date('2026-11-05T10:00:00Z')

/** The runner's report host, with GitHub's comment API replaced by a recorder. */
function host(
  env: NodeJS.ProcessEnv,
  calls: UpsertCommentOptions[] = [],
  githubToken?: string
): ReportHost {
  return githubReportHost(env, githubToken, {
    exists: existsSync,
    upsert: (o) => {
      calls.push(o)
      return Promise.resolve('created')
    }
  })
}

describe('writeReports', () => {
  it('writes the JSON report, SARIF, summary and annotations where a runner looks', async () => {
    const { env, dir } = runner()
    const log = new MemoryLog()
    const out = await writeReports(ordinaryContext(), OPTIONS, host(env), log, NOW)
    const token = 'a'.repeat(32)
    expect(out).toEqual({
      reportFile: join(dir, `security-test-${token}.json`),
      sarifFile: join(dir, `security-test-${token}.sarif`),
      summaryWritten: true,
      unwritten: []
    })
    expect(JSON.parse(readFileSync(out.reportFile!, 'utf8')).schema).toBe(
      'security-test-action/report@1'
    )
    const sarif = JSON.parse(readFileSync(out.sarifFile!, 'utf8'))
    // No candidate file exists in this workspace: the workflow path is still the best guess.
    expect(sarif.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri).toBe(
      '.github/workflows/dast.yml'
    )
    expect(sarif.runs[0].automationDetails.id).toBe(`security-test/${token}/`)
    expect(readFileSync(env.GITHUB_STEP_SUMMARY!, 'utf8')).toMatch(/^## Security test: ❌ Failed/)
    expect(log.lines.filter((l) => l.level === 'error')).toHaveLength(2)
    expect(log.lines.filter((l) => l.level === 'warning')).toHaveLength(1)
  })

  it("names the host's repository: SARIF provenance, the commit's link in the summary", async () => {
    const { env } = runner()
    const ctx = buildContext({ repository: undefined })
    const out = await writeReports(ctx, OPTIONS, host(env), new MemoryLog(), NOW)
    const sha = ctx.build?.commit?.sha ?? ''
    const sarif = JSON.parse(readFileSync(out.sarifFile!, 'utf8'))
    expect(sarif.runs[0].versionControlProvenance).toEqual([
      {
        repositoryUri: 'https://github.com/octo/shop',
        revisionId: sha,
        mappedTo: { uriBaseId: '%SRCROOT%' }
      }
    ])
    const report = JSON.parse(readFileSync(out.reportFile!, 'utf8'))
    expect(report.build.commitUrl).toBe(`https://github.com/octo/shop/commit/${sha}`)
    expect(readFileSync(env.GITHUB_STEP_SUMMARY!, 'utf8')).toContain(
      `**Build:** commit [\`${sha.slice(0, 7)}\`](https://github.com/octo/shop/commit/${sha})`
    )
  })

  it('honours explicit paths, skips SARIF for other commands and annotations when off', async () => {
    const { env, dir } = runner()
    const log = new MemoryLog()
    const ctx = { ...ordinaryContext(), command: 'stop' as const }
    const reportFile = join(dir, 'out', 'r.json')
    const out = await writeReports(
      ctx,
      { ...OPTIONS, annotations: false, summary: false, reportFile },
      host(env),
      log,
      NOW
    )
    expect(out).toEqual({ reportFile, summaryWritten: false, unwritten: [] })
    expect(existsSync(reportFile)).toBe(true)
    expect(readFileSync(env.GITHUB_STEP_SUMMARY!, 'utf8')).toBe('')
    expect(log.lines.filter((l) => l.level !== 'info')).toEqual([])
  })

  it('keeps the whole step summary under 1,000,000 bytes, counting what was there', async () => {
    const { env } = runner()
    // The summary of 100,000 occurrences (1,000 rows) would take ~100 kB: only ~50 kB are left.
    writeFileSync(env.GITHUB_STEP_SUMMARY!, 'x'.repeat(950_000))
    await writeReports(bulkContext(100_000), OPTIONS, host(env), new MemoryLog(), NOW)
    const text = readFileSync(env.GITHUB_STEP_SUMMARY!, 'utf8')
    const size = Buffer.byteLength(text)
    expect(text).toMatch(/more occurrences not shown/)
    expect(size).toBeGreaterThan(990_000)
    expect(size).toBeLessThanOrEqual(1_000_000)
  })

  it('writes the 5,000 worst results to SARIF and says in the summary how many were left out', async () => {
    const { env } = runner()
    const out = await writeReports(bulkContext(7_500), OPTIONS, host(env), new MemoryLog(), NOW)
    const sarif = JSON.parse(readFileSync(out.sarifFile!, 'utf8'))
    expect(sarif.runs[0].results).toHaveLength(5_000)
    expect(sarif.runs[0].properties).toMatchObject({
      resultsIncluded: 5_000,
      resultsOmitted: 2_500
    })
    expect(sarif.runs[0].tool.driver.informationUri).toBe(
      'https://github.com/security-test-action/security-test-action#readme'
    )
    expect(readFileSync(env.GITHUB_STEP_SUMMARY!, 'utf8')).toContain(
      '**Code scanning:** the SARIF file holds the 5,000 worst of 7,500 unfixed occurrences; ' +
        '2,500 are left out'
    )
    const report = JSON.parse(readFileSync(out.reportFile!, 'utf8'))
    expect(report.occurrences).toHaveLength(7_500)
  })

  it('comments on the pull request with the marker and the run link', async () => {
    const { env } = runner()
    const calls: UpsertCommentOptions[] = []
    const out = await writeReports(
      ordinaryContext(),
      { ...OPTIONS, comment: true },
      host(env, calls, 'ghs_x'),
      new MemoryLog(),
      NOW
    )
    expect(out.comment).toBe('created')
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({
      token: 'ghs_x',
      apiUrl: 'https://api.github.test',
      repo: { owner: 'octo', repo: 'shop' },
      issueNumber: 12
    })
    // One application: the step's comment covers it (the marker is the host's, comment-marker.ts).
    expect(calls[0]!.key.applications).toHaveLength(1)
    expect(calls[0]!.body).toContain('(https://github.com/octo/shop/actions/runs/42)')
  })

  it('a report file that cannot be written is returned, and the JSON report says the run is an error', async () => {
    const { env, dir } = runner()
    const log = new MemoryLog()
    const blocker = join(dir, 'file')
    writeFileSync(blocker, '')
    const sarifFile = join(blocker, 'x.sarif')
    const out = await writeReports(
      ordinaryContext(),
      { ...OPTIONS, annotations: false, sarifFile },
      host(env),
      log,
      NOW
    )
    expect(out.sarifFile).toBeUndefined()
    expect(out.unwritten).toEqual([
      {
        what: `the SARIF file ${sarifFile}`,
        why: expect.stringMatching(
          /^a part of its path is a file, not a folder \(E(NOTDIR|EXIST)\)$/
        )
      }
    ])
    // The JSON report is still written, and tells the run as it ends: an error, said why.
    const report = JSON.parse(readFileSync(out.reportFile!, 'utf8'))
    expect(report.schema).toBe('security-test-action/report@1')
    expect(report.outcome).toBe('error')
    expect(report.message).toMatch(
      /^Could not write the SARIF file .*x\.sarif: a part of its path is a file/
    )
    // Said once, in the failure line (publish): no warning beside it.
    expect(log.text('warning')).toBe('')
    // The verdict was logged before anything was written.
    expect(log.text('info')).toMatch(/^Security test FAILED/)
  })

  it("the job summary that cannot be written stays a warning (it is the runner's file)", async () => {
    const { env, dir } = runner()
    const blocker = join(dir, 'file')
    writeFileSync(blocker, '')
    const log = new MemoryLog()
    const out = await writeReports(
      ordinaryContext(),
      { ...OPTIONS, annotations: false },
      host({ ...env, GITHUB_STEP_SUMMARY: join(blocker, 'summary.md') }),
      log,
      NOW
    )
    expect(out.unwritten).toEqual([])
    expect(log.text('warning')).toMatch(/^Could not write the job summary: /)
  })
})
