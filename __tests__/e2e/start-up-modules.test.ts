// What the BUILT bundles evaluate on an ordinary run: undici (which @actions/http-client and
// @actions/github import for fetch and a proxy dispatcher the transport never uses) is evaluated
// only on first use (scripts/normalise-bundle.mjs), so neither the tool nor the action spends
// its start-up on it. A preloaded probe reports, as the process exits, whether undici's module
// ran: loading it installs its global dispatcher under a well-known symbol.
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { closeSims, startSim } from '../../__fixtures__/simulator.js'
import { shopScenario } from '../../sim/accounts.js'
import { scan } from '../../__fixtures__/step.js'
import { TOOL_SCAN, tool } from '../../__fixtures__/tool.js'

afterAll(closeSims)

function probe(): { env: Record<string, string>; undiciRan: () => boolean } {
  const dir = mkdtempSync(join(tmpdir(), 'sta-probe-'))
  const script = join(dir, 'probe.cjs')
  const out = join(dir, 'out')
  writeFileSync(
    script,
    "process.on('exit', () => require('node:fs').writeFileSync(process.env.PROBE_OUT, " +
      "String(Symbol.for('undici.globalDispatcher.1') in globalThis)))\n"
  )
  return {
    env: { NODE_OPTIONS: `--require ${script}`, PROBE_OUT: out },
    undiciRan: () => readFileSync(out, 'utf8') === 'true'
  }
}

describe('start-up: undici is not evaluated unless used', () => {
  it.concurrent('the tool scans, reports and gates without evaluating undici', async () => {
    const sim = await startSim(shopScenario())
    const p = probe()
    const run = await tool(sim, 'scan', { ...TOOL_SCAN, 'fail-threshold': 'none' }, { env: p.env })
    expect(run.outputs.outcome).toBe('passed')
    expect(p.undiciRan()).toBe(false)
  })

  it.concurrent('the action scans, reports and gates without evaluating undici', async () => {
    const sim = await startSim(shopScenario())
    const p = probe()
    const run = await scan(sim, { 'fail-threshold': 'none' }, { env: p.env })
    expect(run.outputs.outcome).toBe('passed')
    expect(p.undiciRan()).toBe(false)
  })
})
