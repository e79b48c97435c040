// verify, end to end: retries on the poll schedule until verified or timeout.
import { afterAll, describe, expect, it } from '@jest/globals'
import type { Scenario } from '../../sim/index.js'
import { closeSims, startSim, count } from '../../__fixtures__/simulator.js'
import { failureLine, step } from '../../__fixtures__/step.js'

const VERIFY = '/rest/v2/applications/signature/verify'
const TOKEN = 'b'.repeat(32)

function scenario(app: { verified?: boolean; verifyAfterAttempts?: number }): Partial<Scenario> {
  return {
    projects: [
      {
        name: 'Previews',
        applications: [
          { name: 'PR 7', url: 'https://pr-7.preview.example.test', token: TOKEN, ...app }
        ]
      }
    ]
  }
}

const inputs = (more: Record<string, string> = {}) => ({
  command: 'verify',
  'application-token': TOKEN,
  'poll-interval': '1s',
  timeout: '20s',
  ...more
})

afterAll(closeSims)

describe('verify', () => {
  it.concurrent(
    'tries again after failed checks and passes once the service verifies',
    async () => {
      const sim = await startSim(scenario({ verifyAfterAttempts: 3 }))
      const run = await step(sim, inputs({ 'signature-type': 'DNS' }))
      expect(run.exitCode).toBe(0)
      expect(run.outputs.outcome).toBe('passed')
      expect(run.outputs['signature-status']).toBe('Verified')
      expect(count(sim, 'GET', VERIFY)).toBe(3)
      const bodies = sim.requests.filter((r) => r.path === VERIFY).map((r) => r.body)
      expect(bodies[0]).toEqual({ applicationToken: TOKEN, signatureType: 'DNS' })
      expect(sim.state.application(TOKEN)?.verified).toBe(true)
      expect(run.stdout).toContain('Not verified yet (attempt 1')
      expect(run.summary).toContain('was verified by its DNS signature')
      // Poll pauses of at most poll-interval: 3 tries within a few seconds.
      expect(run.durationMs).toBeLessThan(10_000)
    }
  )

  it.concurrent(
    'passes at once, without a verify request, when the application is verified already',
    async () => {
      const sim = await startSim(scenario({ verified: true }))
      const run = await step(sim, inputs())
      expect(run.exitCode).toBe(0)
      expect(run.outputs['signature-status']).toBe('Verified')
      expect(count(sim, 'GET', VERIFY)).toBe(0)
    }
  )

  it.concurrent('fails after timeout saying how to put the FILE signature in place', async () => {
    const sim = await startSim(scenario({}))
    const run = await step(sim, inputs({ timeout: '3s' }))
    expect(run.exitCode).toBe(1)
    expect(run.outputs.outcome).toBe('failed')
    expect(run.outputs['signature-status']).toBe('NotVerified')
    const line = failureLine(run)
    expect(line).toMatch(new RegExp(`^Application ${TOKEN} is not verified after [34]s`))
    expect(line).toContain('the FILE signature was not found')
    expect(line).toContain(
      `serve the file signature ${run.outputs['file-signature']} as a file at the root of https://pr-7.preview.example.test`
    )
    expect(line).toContain('then run verify again')
    expect(count(sim, 'GET', VERIFY)).toBeGreaterThanOrEqual(2)
    expect(run.summary).toContain('**not verified**')
  })

  it.concurrent('names the DNS record to add when DNS verification never succeeds', async () => {
    const sim = await startSim(scenario({}))
    const run = await step(sim, inputs({ timeout: '2s', 'signature-type': 'DNS' }))
    expect(run.exitCode).toBe(1)
    const line = failureLine(run)
    expect(line).toContain(
      `add a DNS TXT record named _security-test.pr-7.preview.example.test with the value ${run.outputs['dns-record-value']}`
    )
    expect(line).toContain('longer timeout')
  })

  it.concurrent('stops at once when the service refuses the plugin type', async () => {
    const sim = await startSim(scenario({}))
    const run = await step(sim, inputs({ 'plugin-type': 'typo3' }))
    expect(run.exitCode).toBe(1)
    expect(run.outputs.outcome).toBe('error')
    expect(failureLine(run)).toMatch(/^verify signature failed: INVALID_PLUGIN_TYPE/)
    expect(count(sim, 'GET', VERIFY)).toBe(1)
  })
})
