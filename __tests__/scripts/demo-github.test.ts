// `npm run demo -- pull-request | nightly | adopt` (issue 31): the GitHub side runs offline, the
// built action against the simulator and a fake GitHub, and shows what a reviewer would see.
import { afterEach, expect, it, jest } from '@jest/globals'
import { githubDemo } from '../../scripts/demo-github.js'

afterEach(() => {
  jest.restoreAllMocks()
})

function printed(): () => string {
  const lines: string[] = []
  jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(' '))
  })
  return () => lines.join('\n')
}

it('pull-request: the default branch records its baseline, the head passes against it, the comment and the status are shown', async () => {
  const out = printed()
  expect(await githubDemo('pull-request')).toBe(0)
  const text = out()
  expect(text).toMatch(/default-branch run 900: outcome passed/)
  expect(text).toMatch(
    /pull request #7: outcome passed, exit code 0, baseline default-branch run 900/
  )
  expect(text).toMatch(/success +security-test-action\/\w{32}\n +Passed: .* · run 901/)
  expect(text).toContain('----- the pull-request comment, as posted -----')
  expect(text).toMatch(/### Security test: ✅ Passed/)
}, 120_000)

it('nightly: the default branch run records its verdict on its commit', async () => {
  const out = printed()
  expect(await githubDemo('nightly')).toBe(0)
  expect(out()).toMatch(/Commit statuses on main \(c1c1c1c\):\n +success +security-test-action\//)
}, 120_000)

it('adopt: the baseline file and the accepted risks it wrote, for review', async () => {
  const out = printed()
  expect(await githubDemo('adopt')).toBe(0)
  const text = out()
  expect(text).toContain(
    '----- .security-test-baseline.json (commit it in a reviewed pull request) -----'
  )
  expect(text).toContain(
    '----- .security-test-ignore.yml (commit it in a reviewed pull request) -----'
  )
}, 120_000)
