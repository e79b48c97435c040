// `npm run demo -- pull-request | nightly | adopt` (issue 31): the GitHub side runs offline, the
// built action against the simulator and a fake GitHub, and shows what a reviewer would see.
import { expect, it } from '@jest/globals'
import { githubDemo, type GitHubScenario } from '../../scripts/demo-github.js'
import { reusedNode } from '../../__fixtures__/reused-node.js'

/** The demo's exit code and all it printed (the three run side by side). */
async function demo(scenario: GitHubScenario): Promise<{ code: number; text: string }> {
  const blocks: string[] = []
  const code = await githubDemo(scenario, {
    print: (text) => blocks.push(text),
    launch: reusedNode
  })
  return { code, text: blocks.join('\n') }
}

it.concurrent(
  'pull-request: the default branch records its baseline, the head passes against it, the comment and the status are shown',
  async () => {
    const { code, text } = await demo('pull-request')
    expect(code).toBe(0)
    expect(text).toMatch(/default-branch run 900: outcome passed/)
    expect(text).toMatch(
      /pull request #7: outcome passed, exit code 0, baseline default-branch run 900/
    )
    expect(text).toMatch(/success +security-test-action\/\w{32}\n +Passed: .* · run 901/)
    expect(text).toContain('----- the pull-request comment, as posted -----')
    expect(text).toMatch(/### Security test: ✅ Passed/)
  },
  120_000
)

it.concurrent(
  'nightly: the default branch run records its verdict on its commit',
  async () => {
    const { code, text } = await demo('nightly')
    expect(code).toBe(0)
    expect(text).toMatch(/Commit statuses on main \(c1c1c1c\):\n +success +security-test-action\//)
  },
  120_000
)

it.concurrent(
  'adopt: the baseline file and the accepted risks it wrote, for review',
  async () => {
    const { code, text } = await demo('adopt')
    expect(code).toBe(0)
    expect(text).toContain(
      '----- .security-test-baseline.json (commit it in a reviewed pull request) -----'
    )
    expect(text).toContain(
      '----- .security-test-ignore.yml (commit it in a reviewed pull request) -----'
    )
  },
  120_000
)
