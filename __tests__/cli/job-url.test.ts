// The CI job's page the tool names as its test-result predicate's `url` (src/cli/job-url.ts):
// each system's own variables, an http(s) address without credentials, else none.
import { describe, expect, it } from '@jest/globals'
import { ciJobUrl } from '../../src/cli/job-url.js'

describe('ciJobUrl', () => {
  it.each([
    [
      'gitlab',
      { CI_JOB_URL: 'https://gitlab.example/g/p/-/jobs/9' },
      'https://gitlab.example/g/p/-/jobs/9'
    ],
    [
      'azure',
      {
        SYSTEM_COLLECTIONURI: 'https://dev.azure.com/org/',
        SYSTEM_TEAMPROJECT: 'My Project',
        BUILD_BUILDID: '12'
      },
      'https://dev.azure.com/org/My%20Project/_build/results?buildId=12'
    ],
    ['jenkins', { BUILD_URL: 'https://ci.example/job/shop/3/' }, 'https://ci.example/job/shop/3/'],
    [
      'circleci',
      { CIRCLE_BUILD_URL: 'https://circleci.com/gh/o/r/5' },
      'https://circleci.com/gh/o/r/5'
    ],
    [
      'bitbucket',
      { BITBUCKET_REPO_FULL_NAME: 'team/shop', BITBUCKET_BUILD_NUMBER: '44' },
      'https://bitbucket.org/team/shop/pipelines/results/44'
    ],
    [
      'github',
      {
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: 'o/r',
        GITHUB_RUN_ID: '8',
        GITHUB_RUN_ATTEMPT: '2'
      },
      'https://github.com/o/r/actions/runs/8/attempts/2'
    ]
  ] as const)('%s', (ci, env, url) => {
    expect(ciJobUrl(env, ci)).toBe(url)
  })

  it.each([
    ['none', {}],
    ['gitlab', {}],
    ['jenkins', { BUILD_URL: 'https://user:token@ci.example/job/1/' }],
    ['jenkins', { BUILD_URL: 'javascript:alert(1)' }],
    [
      'azure',
      {
        SYSTEM_COLLECTIONURI: 'https://dev.azure.com/org/',
        SYSTEM_TEAMPROJECT: 'p',
        BUILD_BUILDID: '1&x=2'
      }
    ],
    ['bitbucket', { BITBUCKET_REPO_FULL_NAME: '../x', BITBUCKET_BUILD_NUMBER: '1' }]
  ] as const)('%s with %j: none', (ci, env) => {
    expect(ciJobUrl(env, ci)).toBeUndefined()
  })
})
