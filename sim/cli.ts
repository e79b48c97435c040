// `npm run sim -- --port 8080 [--scenario file.json] [--duration 10s] [--quiet]`
// First stdout line: one JSON object {baseUrl, accessToken, applicationToken} for scripts to read;
// then one line per request. SIGINT/SIGTERM close the server and exit 0.

import { parseArgs } from 'node:util'
import { loadScenarioFile, startSimulator } from './index.js'
import type { Scenario } from './scenario-types.js'

const USAGE = `usage: npm run sim -- [--port 0] [--scenario file.json] [--duration 10s] [--quiet]
  --port      port on 127.0.0.1 (0, the default: any free port)
  --scenario  a scenario JSON file (see sim/scenarios/ and sim/README.md)
  --duration  how long every test runs: 500ms, 10s, 2m, 1h (a bare number: seconds)
  --quiet     no line per request`

/** "500ms", "10s", "2m", "1h", or a bare number of seconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim())
  if (!match) throw new Error(`--duration: "${text}" is not a duration (e.g. 10s, 500ms, 2m)`)
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] ?? 's'] ?? 1000
  return Math.round(Number(match[1]) * unit)
}

function parsePort(text: string): number {
  const port = Number(text)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port: "${text}" is not a port number (0-65535)`)
  }
  return port
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      scenario: { type: 'string' },
      duration: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false }
    }
  })
  if (values.help) {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  const port = parsePort(values.port)
  const scenario: Partial<Scenario> = values.scenario ? loadScenarioFile(values.scenario) : {}
  if (values.duration !== undefined) {
    scenario.testDefaults = { ...scenario.testDefaults, durationMs: parseDuration(values.duration) }
  }
  const log = values.quiet ? () => {} : (line: string) => process.stdout.write(`${line}\n`)
  const sim = await startSimulator(scenario, { port, host: '127.0.0.1', log })

  let closing = false
  const shutdown = (): void => {
    if (closing) return
    closing = true
    sim.close().then(
      () => process.exit(0),
      () => process.exit(1)
    )
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
  // Printed only once the signal handlers are in place: a reader may stop us right after it.
  const { accessToken, applicationToken } = sim.tokens
  process.stdout.write(
    `${JSON.stringify({ baseUrl: sim.baseUrl, accessToken, applicationToken })}\n`
  )
}

main().catch((error: unknown) => {
  process.stderr.write(`sim: ${(error as Error).message}\n${USAGE}\n`)
  process.exit(2)
})
