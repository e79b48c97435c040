// Issue 21 in the tool's native reports: JUnit properties and the GitLab DAST report's scan
// messages name the build (commit, deployment URL, build check, reuse, baseline), read from the
// JSON report the core wrote, valid against the XML parser and the 15.0.x schema.
/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read parsed XML loosely */
import { describe, expect, it } from '@jest/globals'
import { buildGitlabDast } from '../../src/native-reports/gitlab-dast.js'
import { buildJunit } from '../../src/native-reports/junit.js'
import { validateGitlabDast } from '../../__fixtures__/gitlab-schema.js'
import { appReport, parseJunit } from '../../__fixtures__/native-reports.js'
import {
  buildContext,
  fullBuild,
  hostileBuildContext,
  ordinaryContext
} from '../../__fixtures__/report-context.js'

const SHA = '0123456789abcdef0123456789abcdef01234567'
const TIMES = {
  started: new Date('2026-11-05T09:00:00Z'),
  ended: new Date('2026-11-05T09:40:00Z')
}

function junitProperties(ctx = buildContext()): Record<string, string> {
  const doc = parseJunit(buildJunit([appReport(ctx)]))
  const props = doc.testsuites.testsuite[0].properties.property as any[]
  return Object.fromEntries(props.map((p) => [p.name, p.value]))
}

function gitlab(ctx = buildContext()): any {
  const doc = buildGitlabDast([appReport(ctx)], TIMES)
  const ok = validateGitlabDast(doc)
  expect(validateGitlabDast.errors ?? []).toEqual([])
  expect(ok).toBe(true)
  return doc
}

describe('JUnit names the build in its properties', () => {
  it('commit, deployment URL, build check, how it was shown, reuse, baseline', () => {
    expect(junitProperties()).toMatchObject({
      commit: SHA,
      'commit-source': "the pull request's head",
      'deployment-url': 'https://pr-7.shop.test/',
      'build-check': 'served the commit before and after the test',
      'shown-by': 'deployment and build-check',
      reused: 'true',
      'reused-test': 'd'.repeat(32),
      'baseline-source': 'default-branch run 77 (commit fedcba9)'
    })
  })

  it('reused false, and only what is known', () => {
    const props = junitProperties(
      buildContext({
        build: { commit: fullBuild().commit, shownBy: 'nothing' },
        baseline: undefined
      })
    )
    expect(props).toMatchObject({ commit: SHA, reused: 'false', 'shown-by': 'nothing' })
    for (const name of ['deployment-url', 'build-check', 'reused-test', 'baseline-source']) {
      expect(props).not.toHaveProperty(name)
    }
  })

  it('nothing new without a build', () => {
    const props = junitProperties(ordinaryContext())
    expect(Object.keys(props).sort()).toEqual(
      ['application-token', 'application-url', 'outcome', 'result-token', 'verdict'].sort()
    )
  })

  it('hostile build texts: well-formed, one line each, no logging command', () => {
    const props = junitProperties(hostileBuildContext())
    for (const value of Object.values(props)) {
      expect(value).not.toMatch(/[\r\n]/)
      expect(value).not.toMatch(/^\s*::|##\[|##vso\[/)
      expect(value.length).toBeLessThanOrEqual(1000)
    }
  })
})

describe('the GitLab DAST report names the build in a scan message', () => {
  it('one info message per application, valid against the 15.0.x schema', () => {
    const doc = gitlab()
    expect(doc.scan.messages).toEqual([
      {
        level: 'info',
        value:
          `Shop (${'a'.repeat(32)}): commit ${SHA} (the pull request's head); ` +
          'deployment URL https://pr-7.shop.test/; ' +
          'build check: served the commit before and after the test; ' +
          'shown by: deployment and build-check; ' +
          `reused test ${'d'.repeat(32)}; ` +
          'baseline: default-branch run 77 (commit fedcba9)'
      }
    ])
  })

  it('nothing new without a build; a hostile build stays valid and bounded', () => {
    expect(gitlab(ordinaryContext()).scan.messages).toEqual([])
    const doc = gitlab(hostileBuildContext())
    for (const m of doc.scan.messages) expect(m.value.length).toBeLessThanOrEqual(2000)
  })
})
