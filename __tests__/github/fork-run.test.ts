// A fork's own pull_request run with no secrets (issue 30): one notice and nothing else; every
// other run with an empty access-token goes on to the usual input error.
import { describe, expect, it } from '@jest/globals'
import { forkRunWithoutSecrets } from '../../src/github/fork-run.js'

const env = {
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_REPOSITORY: 'octo/shop',
  GITHUB_EVENT_PATH: '/event.json'
}
const event =
  (headRepo: unknown): (() => string) =>
  () =>
    JSON.stringify({ pull_request: { number: 7, head: { sha: 'ab'.repeat(20), repo: headRepo } } })

describe('forkRunWithoutSecrets', () => {
  it("a fork's pull_request run with an empty access-token: the notice names the fork and where the gate runs", () => {
    expect(
      forkRunWithoutSecrets(env, '', event({ id: 77, full_name: 'mallory/shop', fork: true }))
    ).toBe(
      "This pull request comes from a fork (mallory/shop): its pull_request run gets no secrets, so access-token is empty and this step does nothing. The gate runs in the base repository's workflow_run workflow (docs/every-path-to-main.md)."
    )
    expect(forkRunWithoutSecrets(env, '  ', event(null))).toMatch(
      /^This pull request comes from a fork \(a deleted fork\)/
    )
  })

  it('the fork’s name is log-safe text', () => {
    const line = forkRunWithoutSecrets(env, '', event({ full_name: 'x/y\n::error::z\u202e' }))
    // One line (a `::` inside it is no command) and no direction mark.
    expect(line).toMatch(/^This pull request comes from a fork \(x\/y ::error::z\): /)
    expect(line).not.toMatch(/[\n\u202e]/)
  })

  it.each<[string, Record<string, string>, string, () => string]>([
    ['a token is given', env, 'tok', event({ full_name: 'mallory/shop' })],
    ['the head is this repository', env, '', event({ full_name: 'Octo/Shop', fork: true })],
    [
      'pull_request_target (it has secrets)',
      { ...env, GITHUB_EVENT_NAME: 'pull_request_target' },
      '',
      event({ full_name: 'mallory/shop' })
    ],
    ['push', { ...env, GITHUB_EVENT_NAME: 'push' }, '', event({ full_name: 'mallory/shop' })],
    ['an unreadable event', env, '', () => '{'],
    ['no head repository named', env, '', event({ id: 3 })],
    [
      'no GITHUB_REPOSITORY',
      { ...env, GITHUB_REPOSITORY: '' },
      '',
      event({ full_name: 'mallory/shop' })
    ]
  ])('not when %s: the run goes on', (_, e, token, read) => {
    expect(forkRunWithoutSecrets(e, token, read)).toBeUndefined()
  })
})
