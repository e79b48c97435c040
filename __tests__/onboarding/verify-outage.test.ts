// verify across a service outage longer than the transport's retries: with a fake clock the
// backoff costs no real time, while the simulator and its sockets are real.
import { ACTION_WORDS } from '../../src/words.js'
import { describe, expect, it } from '@jest/globals'
import { startSimulator } from '../../sim/index.js'
import { FakeClock } from '../../__fixtures__/fake-clock.js'
import { countingLog } from '../../src/common/log.js'
import { MemoryLog } from '../../__fixtures__/memory-log.js'
import { readConfig } from '../../src/inputs/read-config.js'
import { createTransport } from '../../src/api/transport.js'
import { createV2TestApi } from '../../src/api/test-api.js'
import { verify } from '../../src/commands/verify.js'
import type { ApplicationConfig } from '../../src/config.js'
import { createApplicationsApi } from '../../src/api/applications.js'
import { githubReportHost } from '../../src/github/report-host.js'
import type { RunContext } from '../../src/lifecycle/context.js'

const TOKEN = 'b'.repeat(32)
const VERIFY = '/rest/v2/applications/signature/verify'

describe('verify during an outage', () => {
  it('treats an outage that outlasts the retries as "not yet" and verifies afterwards', async () => {
    const sim = await startSimulator({
      projects: [
        {
          name: 'Previews',
          applications: [
            { name: 'PR 7', url: 'https://pr-7.example.test', token: TOKEN, verifyAfterAttempts: 1 }
          ]
        }
      ],
      // Six 503s: more than one call's five attempts, so the first verify call fails outright.
      faults: [{ kind: 'status', status: 503, path: VERIFY, times: 6 }]
    })
    try {
      const inputs: Record<string, string> = {
        'base-url': sim.baseUrl,
        'access-token': sim.tokens.accessToken,
        command: 'verify',
        'application-token': TOKEN,
        timeout: '30m',
        'poll-interval': '1m'
      }
      const config = readConfig((n) => inputs[n] ?? '')
      const clock = new FakeClock()
      const log = countingLog(new MemoryLog())
      const transport = createTransport({
        baseUrl: sim.baseUrl,
        accessToken: config.accessToken,
        clock,
        random: () => 0.5
      })
      if (config.command !== 'verify') throw new Error('a verify config was expected')
      const ctx: RunContext<ApplicationConfig> = {
        config,
        transport,
        tests: createV2TestApi(transport),
        applications: createApplicationsApi(transport),
        clock,
        log,
        annotationsUsed: () => ({ ...log.used }),
        signal: new AbortController().signal,
        reports: githubReportHost({}, undefined),
        words: ACTION_WORDS,
        state: { testKnown: () => {}, testDone: () => {} }
      }
      const result = await verify(ctx)
      transport.dispose()
      expect(result.outcome).toBe('passed')
      expect(result.outputs['signature-status']).toBe('Verified')
      expect(sim.requests.filter((r) => r.path === VERIFY).length).toBe(7)
      expect(sim.state.application(TOKEN)?.verified).toBe(true)
    } finally {
      await sim.close()
    }
  })
})
