// The repository a report names (SARIF versionControlProvenance, the commit's link): from the
// host's own variables, in one form, and never with the credentials a CI variable may carry.
import { describe, expect, it } from '@jest/globals'
import { cliRepository } from '../../src/cli/repository.js'
import { githubReportHost } from '../../src/github/report-host.js'
import { repositoryLink } from '../../src/report/repository.js'

describe('repositoryLink', () => {
  it.each([
    ['https://github.com/o/r', 'https://github.com/o/r'],
    ['https://github.com/o/r.git', 'https://github.com/o/r'],
    ['https://github.com/o/r/', 'https://github.com/o/r'],
    // Jenkins' GIT_URL and Azure's BUILD_REPOSITORY_URI may carry a user and a token.
    ['https://jenkins:ghp_secret123@github.com/o/r.git', 'https://github.com/o/r'],
    ['https://org@dev.azure.com/org/p/_git/r', 'https://dev.azure.com/org/p/_git/r'],
    ['git@github.com:o/r.git', 'https://github.com/o/r'],
    ['ssh://git@bitbucket.org/o/r.git', 'https://bitbucket.org/o/r'],
    ['http://bitbucket.org/o/r', 'http://bitbucket.org/o/r'],
    ['https://gitlab.test/g/p?x=1#y', 'https://gitlab.test/g/p']
  ])('%s → %s', (given, uri) => {
    expect(repositoryLink(given)?.uri).toBe(uri)
  })

  it.each(['', 'not a url', 'file:///srv/git/r', 'javascript:alert(1)', '/srv/git/r.git'])(
    'refuses %j',
    (given) => {
      expect(repositoryLink(given)).toBeUndefined()
    }
  )

  it('links commits only where it is told how', () => {
    expect(repositoryLink('https://gitlab.test/g/p', '/-/commit/')).toEqual({
      uri: 'https://gitlab.test/g/p',
      commitBase: 'https://gitlab.test/g/p/-/commit/'
    })
    expect(repositoryLink('https://gitlab.test/g/p')).toEqual({ uri: 'https://gitlab.test/g/p' })
  })
})

describe('the hosts name their repository', () => {
  it('GitHub: GITHUB_SERVER_URL and GITHUB_REPOSITORY (Enterprise too)', () => {
    const env = { GITHUB_SERVER_URL: 'https://ghe.test/', GITHUB_REPOSITORY: 'octo/shop' }
    expect(githubReportHost(env, undefined).repository).toEqual({
      uri: 'https://ghe.test/octo/shop',
      commitBase: 'https://ghe.test/octo/shop/commit/'
    })
    expect(githubReportHost({ GITHUB_REPOSITORY: 'octo/shop' }, undefined).repository?.uri).toBe(
      'https://github.com/octo/shop'
    )
    expect(githubReportHost({}, undefined).repository).toBeUndefined()
    expect(githubReportHost({ GITHUB_REPOSITORY: 'x/../y?' }, undefined).repository).toBeUndefined()
  })

  it.each([
    [
      'gitlab',
      { CI_PROJECT_URL: 'https://gitlab.test/g/p' },
      { uri: 'https://gitlab.test/g/p', commitBase: 'https://gitlab.test/g/p/-/commit/' }
    ],
    [
      'azure',
      { BUILD_REPOSITORY_URI: 'https://org@dev.azure.com/org/p/_git/r' },
      { uri: 'https://dev.azure.com/org/p/_git/r' }
    ],
    ['jenkins', { GIT_URL: 'https://u:tok3n@git.test/o/r.git' }, { uri: 'https://git.test/o/r' }],
    [
      'bitbucket',
      { BITBUCKET_GIT_HTTP_ORIGIN: 'http://bitbucket.org/o/r' },
      { uri: 'http://bitbucket.org/o/r', commitBase: 'http://bitbucket.org/o/r/commits/' }
    ],
    [
      'circleci',
      { CIRCLE_REPOSITORY_URL: 'git@github.com:o/r.git' },
      { uri: 'https://github.com/o/r' }
    ],
    [
      'github',
      { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'o/r' },
      { uri: 'https://github.com/o/r', commitBase: 'https://github.com/o/r/commit/' }
    ]
  ] as const)('the tool on %s', (ci, env, link) => {
    expect(cliRepository(env, ci)).toEqual(link)
  })

  it('the tool elsewhere, or without the variable: no repository', () => {
    expect(cliRepository({ GIT_URL: 'https://git.test/o/r' }, 'none')).toBeUndefined()
    expect(cliRepository({}, 'gitlab')).toBeUndefined()
  })
})
