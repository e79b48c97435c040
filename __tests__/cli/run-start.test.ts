// When the tool's pipeline began (issue 20), from the CI system's variables, and the instants it
// accepts: never guessed, never read in the machine's own zone.
import { describe, expect, it } from '@jest/globals'
import { parseInstant } from '../../src/common/clock.js'
import { cliRunStart } from '../../src/cli/run-start.js'

describe('parseInstant', () => {
  it.each([
    ['2026-11-24T09:30:00Z', Date.UTC(2026, 10, 24, 9, 30)],
    ['2026-11-24T09:30:00.250Z', Date.UTC(2026, 10, 24, 9, 30, 0, 250)],
    ['2026-11-24T10:30:00+01:00', Date.UTC(2026, 10, 24, 9, 30)],
    // Azure's agent writes its times with a space and a zone.
    ['2026-11-24 04:30:00-05:00', Date.UTC(2026, 10, 24, 9, 30)],
    ['2026-11-24T10:30:00+0100', Date.UTC(2026, 10, 24, 9, 30)],
    ['  1795512600000 ', 1795512600000]
  ])('reads %s', (text, ms) => {
    expect(parseInstant(text)).toBe(ms)
  })

  it.each([
    '',
    '2026-11-24T09:30:00', // no zone: the machine's own would be guessed
    '2026-11-24',
    '1795512600', // seconds, not milliseconds
    'yesterday',
    '2026-13-40T99:99:00Z'
  ])('refuses %j', (text) => {
    expect(parseInstant(text)).toBeUndefined()
  })
})

describe('cliRunStart', () => {
  it('GitLab: CI_PIPELINE_CREATED_AT, which a retried job keeps', () => {
    expect(
      cliRunStart({ GITLAB_CI: 'true', CI_PIPELINE_CREATED_AT: '2026-11-24T09:30:00Z' }, 'gitlab')
    ).toEqual({ at: Date.UTC(2026, 10, 24, 9, 30), source: 'CI_PIPELINE_CREATED_AT' })
  })

  it('GitLab without the variable, or with one that cannot be read: unknown', () => {
    expect(cliRunStart({ GITLAB_CI: 'true' }, 'gitlab')).toEqual({
      problem: 'CI_PIPELINE_CREATED_AT is not set; set SECURITY_TEST_PIPELINE_STARTED_AT'
    })
    expect(cliRunStart({ CI_PIPELINE_CREATED_AT: 'soon' }, 'gitlab')).toEqual({
      problem: expect.stringMatching(/^CI_PIPELINE_CREATED_AT \(soon\) is not an ISO 8601 time/)
    })
  })

  it.each(['azure', 'jenkins', 'circleci', 'bitbucket', 'github', 'none'] as const)(
    '%s: unknown unless SECURITY_TEST_PIPELINE_STARTED_AT says (never the tool’s own start)',
    (ci) => {
      expect(cliRunStart({}, ci)).toEqual({
        problem: expect.stringContaining('set SECURITY_TEST_PIPELINE_STARTED_AT')
      })
      expect(cliRunStart({ SECURITY_TEST_PIPELINE_STARTED_AT: '1795512600000' }, ci)).toEqual({
        at: 1795512600000,
        source: 'SECURITY_TEST_PIPELINE_STARTED_AT'
      })
    }
  )

  it('SECURITY_TEST_PIPELINE_STARTED_AT wins over GitLab’s own, and an unreadable one is a problem', () => {
    const env = {
      CI_PIPELINE_CREATED_AT: '2026-11-24T09:30:00Z',
      SECURITY_TEST_PIPELINE_STARTED_AT: '2026-11-24T08:00:00Z'
    }
    expect(cliRunStart(env, 'gitlab')).toEqual({
      at: Date.UTC(2026, 10, 24, 8),
      source: 'SECURITY_TEST_PIPELINE_STARTED_AT'
    })
    expect(cliRunStart({ SECURITY_TEST_PIPELINE_STARTED_AT: '09:30' }, 'jenkins')).toEqual({
      problem: expect.stringMatching(/^SECURITY_TEST_PIPELINE_STARTED_AT \(09:30\) is not/)
    })
  })
})
