import { describe, expect, it } from '@jest/globals'
import { cliCommit } from '../../src/cli/commit.js'
import { MemoryLog } from '../../__fixtures__/memory-log.js'

const SHA = '0123456789abcdef0123456789abcdef01234567'

describe('cliCommit', () => {
  it.each([
    'CI_COMMIT_SHA',
    'BUILD_SOURCEVERSION',
    'GIT_COMMIT',
    'BITBUCKET_COMMIT',
    'CIRCLE_SHA1'
  ])('reads %s', (name) => {
    expect(cliCommit({ [name]: SHA.toUpperCase() }, undefined, new MemoryLog())).toEqual({
      sha: SHA,
      source: name
    })
  })

  it('--commit wins, then SECURITY_TEST_COMMIT, then the CI variable', () => {
    const env = { SECURITY_TEST_COMMIT: 'abcdef12', CI_COMMIT_SHA: SHA }
    expect(cliCommit(env, 'fedcba9', new MemoryLog())?.source).toBe('--commit')
    expect(cliCommit(env, undefined, new MemoryLog())).toEqual({
      sha: 'abcdef12',
      source: 'SECURITY_TEST_COMMIT'
    })
  })

  it('a variable that is not a commit is skipped with a warning', () => {
    const log = new MemoryLog()
    expect(cliCommit({ SECURITY_TEST_COMMIT: 'main', GIT_COMMIT: SHA }, undefined, log)?.sha).toBe(
      SHA
    )
    expect(log.text('warning')).toContain('SECURITY_TEST_COMMIT (main) is not a commit SHA')
    expect(cliCommit({}, undefined, new MemoryLog())).toBeUndefined()
  })
})
